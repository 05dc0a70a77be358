#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The superuser's account, as an install sees it.
enum RootAccount {
  /// Whether this process runs as root and `folder` is in root's own home folder (the password
  /// database's, /root on Debian): fonts installed there are root's alone.
  static func ownsHomeFolder(of folder: String) -> Bool {
    guard geteuid() == 0, let entry = getpwuid(0), let directory = entry.pointee.pw_dir else { return false }
    let home = String(cString: directory)
    return home != "/" && folder.hasPrefix(home.hasSuffix("/") ? home : home + "/")
  }
}
