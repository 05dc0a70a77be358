import Glibc

/// Whether two paths reach one file, through links or not.
public enum SameFile {
  /// Whether `first` and `second` are one file (the same device and inode, links followed);
  /// false when either cannot be examined.
  ///
  /// Two paths to one file look like two copies of a font: one reached through a link that
  /// fontconfig prefers, removing the other, the file itself, left the link dangling.
  public static func check(_ first: String, _ second: String) -> Bool {
    if first == second { return true }
    var one = stat()
    var two = stat()
    guard stat(first, &one) == 0, stat(second, &two) == 0 else { return false }
    return one.st_dev == two.st_dev && one.st_ino == two.st_ino
  }

  /// What tells the file `path` reaches from others (its device and inode, links followed), or
  /// the path itself when it cannot be examined.
  public static func identity(_ path: String) -> String {
    var status = stat()
    guard stat(path, &status) == 0 else { return path }
    return "\(status.st_dev):\(status.st_ino)"
  }
}
