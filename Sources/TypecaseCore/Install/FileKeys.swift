/// Keys that tell apart the files, or the folder entries, that paths reach, each path looked
/// at once (a variable font's instances share a file; a page asks at each update of its
/// header).
public struct FileKeys {
  /// What two paths share to count as one.
  public enum Sameness: Sendable {
    /// The file they reach (its device and inode, links followed): a hard link, a linked
    /// folder and a link to the file are one file (see `SameFile.identity`).
    case file
    /// The folder entry they name: a linked folder is one entry, a link to a file an entry of
    /// its own, as the trash moves them (see `FontRemoval.entry`).
    case folderEntry
  }

  private let sameness: Sameness
  private var known: [String: String] = [:]

  /// Keys of `sameness`, none known yet.
  public init(_ sameness: Sameness) {
    self.sameness = sameness
  }

  /// The key of `path`: equal for paths that reach one file (or name one entry).
  public mutating func key(_ path: String) -> String {
    if let key = known[path] { return key }
    let key =
      switch sameness {
      case .file: SameFile.identity(path)
      case .folderEntry: FontRemoval.entry(path)
      }
    known[path] = key
    return key
  }
}
