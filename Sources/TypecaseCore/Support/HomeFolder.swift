import FoundationEssentials
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The user's home folder: HOME, else the account's own from the password database.
public enum HomeFolder {
  /// HOME when set and not empty; else the home folder of the user the process runs as (a
  /// service or `env -i` starts a program without HOME: fonts were installed under /root,
  /// which the user may not write); "/" when the account has none.
  ///
  /// A relative HOME is passed over, as a relative XDG_CONFIG_HOME is: settings were written
  /// under the current folder.
  public static func path(environment: [String: String]) -> String {
    if let home = environment["HOME"], home.hasPrefix("/") { return home }
    guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return "/" }
    return String(cString: directory)
  }

  /// The home folder of this process's environment (`path(environment:)`).
  static var current: String { path(environment: ProcessInfo.processInfo.environment) }

  /// Whether `folder` is the home folder of this process's environment or one of the folders
  /// it is in: folders Typecase never makes, where it makes the folders under them (HOME
  /// naming one that does not exist, as Debian's /nonexistent for nobody, got it made, by
  /// root; /nonexistent/home made /nonexistent).
  static func isHomeOrAbove(_ folder: String) -> Bool {
    let home = normalized(current)
    let folder = normalized(folder)
    return folder == home || home.hasPrefix(folder == "/" ? "/" : folder + "/")
  }

  /// `path` with one slash between its parts and none at the end (but "/"), without `.` and
  /// with `..` taking the part before it away, as fontconfig writes the folders it reads
  /// (FcStrCanonFilename): a HOME of "/tmp//nx/home" had /tmp/nx made, its text not beginning
  /// with "/tmp/nx/", and a HOME ending in "/" had every font installed taken back as "left
  /// out by the configuration", fontconfig listing it under "…/home/.local…", not "…/home//.local…".
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": if path.hasPrefix("/") { _ = parts.popLast() } else { parts.append(part) }
      default: parts.append(part)
      }
    }
    return path.hasPrefix("/") ? "/" + parts.joined(separator: "/") : parts.joined(separator: "/")
  }
}
