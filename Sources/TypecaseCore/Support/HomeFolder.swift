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
  public static func path(environment: [String: String]) -> String {
    if let home = environment["HOME"], !home.isEmpty { return home }
    guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return "/" }
    return String(cString: directory)
  }
}
