import CFontconfig
import Glibc

/// Rebuilds fontconfig's on-disk cache of one font folder, so every program started afterwards
/// (and every running one that reloads) finds the folder's fonts without scanning it again.
public enum FontCacheRefresh {
  /// Scans `folder` and writes its cache into the cache folder of the configuration
  /// FONTCONFIG_FILE (or the system) names, as `fc-cache FOLDER` does; whether that
  /// configuration lists the folder (when it does not, fontconfig programs never look there).
  @discardableResult
  public static func rebuild(_ folder: String) -> Bool {
    withConfiguration { config in
      // force: ignore the cache there is, scan the folder, write the new cache.
      if let cache = FcDirCacheRead(folder, FcTrue, config) { FcDirCacheUnload(cache) }
      return lists(folder, config)
    } ?? false
  }

  /// `body` given the configuration FONTCONFIG_FILE (or the system) names, parsed (its fonts
  /// not read); nil when it cannot be loaded.
  private static func withConfiguration<Result>(_ body: (OpaquePointer) -> Result) -> Result? {
    guard let config = FcConfigCreate() else { return nil }
    defer { FcConfigDestroy(config) }
    guard FcConfigParseAndLoad(config, nil, FcTrue) == FcTrue else { return nil }
    return body(config)
  }

  /// Scans `folder` and every folder within it (not through links) and writes their caches,
  /// as `rebuild` does one: a font being written into a new subfolder made the parent folder
  /// change, and the subfolder's own cache kept the font half-written.
  public static func rebuildWithSubfolders(_ folder: String) {
    withConfiguration { config in
      var pending = [folder]
      var scanned = 0
      while let next = pending.popLast(), scanned < 1_000 {
        scanned += 1
        if let cache = FcDirCacheRead(next, FcTrue, config) { FcDirCacheUnload(cache) }
        for name in FolderEntries.names(in: next) {
          let path = next + "/" + name
          var status = stat()
          if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { pending.append(path) }
        }
      }
    }
  }

  /// Whether the configuration FONTCONFIG_FILE (or the system) names lists `folder` among its
  /// font folders.
  public static func isListed(_ folder: String) -> Bool {
    withConfiguration { lists(folder, $0) } ?? false
  }

  /// The files among `files` that the configuration FONTCONFIG_FILE (or the system) names
  /// lists fonts of, once its caches are read afresh: a font its rules leave out is not among
  /// them.
  ///
  /// Nil when the configuration cannot be loaded (then nothing is known to be left out).
  public static func listedFiles(among files: [String]) -> Set<String>? {
    guard let config = FcConfigCreate() else { return nil }
    defer { FcConfigDestroy(config) }
    guard FcConfigParseAndLoad(config, nil, FcTrue) == FcTrue, FcConfigBuildFonts(config) == FcTrue else {
      return nil
    }
    let configuration = FontconfigConfiguration(borrowing: config)
    var listed = Set<String>()
    // By the path as written and with its links resolved, and as within each folder the
    // configuration names through a link: a configuration naming a folder's real path lists
    // its files under it, where XDG_DATA_HOME goes through a link, or the other way round
    // (every copy was taken back as left out).
    let configured = configuration.configuredFontFolders.map { ($0, resolved($0)) }
    for file in files {
      let real = resolved(file)
      var paths = Set([file, real])
      for (folder, realFolder) in configured where real.hasPrefix(realFolder == "/" ? "/" : realFolder + "/") {
        paths.insert(folder + real.dropFirst(realFolder.count))
      }
      for path in paths where !listed.contains(file) {
        configuration.forEachListedFont(matching: { FcPatternAddString($0, FC_FILE, path) }, objects: [FC_FILE]) { _ in
          listed.insert(file)
          return false
        }
      }
    }
    return listed
  }

  /// Whether fontconfig finds at least one font in `file` when it scans it (as `fc-scan`).
  public static func scansFonts(in file: String) -> Bool {
    guard let set = FcFontSetCreate() else { return false }
    defer { FcFontSetDestroy(set) }
    var count: Int32 = 0
    return FcFreeTypeQueryAll(file, UInt32.max, nil, &count, set) > 0
  }

  /// Whether `config` reads `folder`: one of its font folders, or inside one (fontconfig
  /// reads folders within them too), by path as written or with its links resolved.
  ///
  /// A folder within a listed one was said not to be listed ("programs will not see fonts
  /// installed there"), and the check that the configuration keeps each new font was
  /// skipped.
  static func lists(_ folder: String, _ config: OpaquePointer) -> Bool {
    guard let directories = FcConfigGetFontDirs(config) else { return false }
    defer { FcStrListDone(directories) }
    let folders = Set([folder, resolved(folder)])
    while let next = FcStrListNext(directories) {
      let listed = String(cString: next)
      for candidate in Set([listed, resolved(listed)]) {
        let inside = candidate.hasSuffix("/") ? candidate : candidate + "/"
        if folders.contains(where: { $0 == candidate || $0.hasPrefix(inside) }) { return true }
      }
    }
    return false
  }

  /// `path` with its links resolved, or as it is when it cannot be (it does not exist yet).
  private static func resolved(_ path: String) -> String {
    guard let real = realpath(path, nil) else { return path }
    defer { free(real) }
    return String(cString: real)
  }
}
