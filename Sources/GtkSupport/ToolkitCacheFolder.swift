import Glibc

/// Keeps the libraries under GTK quiet where the user's cache folder cannot be written (a
/// read-only home in a container or a kiosk).
public enum ToolkitCacheFolder {
  /// Turns off what would write into an unwritable cache folder, before GTK starts.
  ///
  /// dconf's settings are kept in memory (GSETTINGS_BACKEND=memory) when no XDG_RUNTIME_DIR
  /// takes the folder's place, and Mesa's shader cache is off: each printed a line or four on
  /// every launch ("dconf will not work properly"). A variable the user set is left as it is.
  public static func quietWhereUnwritable() {
    guard let folder = cacheFolder(), !isWritable(folder) else { return }
    setenv("MESA_SHADER_CACHE_DISABLE", "true", 0)
    if getenv("XDG_RUNTIME_DIR").map({ String(cString: $0).isEmpty }) ?? true {
      setenv("GSETTINGS_BACKEND", "memory", 0)
    }
  }

  /// The cache folder GLib and Mesa use: XDG_CACHE_HOME, else ~/.cache.
  private static func cacheFolder() -> String? {
    if let set = getenv("XDG_CACHE_HOME").map({ String(cString: $0) }), set.hasPrefix("/") { return set }
    guard let home = getenv("HOME").map({ String(cString: $0) }), home.hasPrefix("/") else { return nil }
    return home + "/.cache"
  }

  /// Whether `folder` is, or can be made, a folder this process writes in (made as GLib would
  /// make it, with its parents).
  private static func isWritable(_ folder: String) -> Bool {
    var made = ""
    for part in folder.split(separator: "/") {
      made += "/" + part
      if mkdir(made, 0o700) != 0 && errno != EEXIST { return false }
    }
    var status = stat()
    return stat(folder, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR && access(folder, W_OK) == 0
  }
}
