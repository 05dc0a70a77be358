import Glibc

/// The names in a folder, read with `opendir`/`readdir` ("." and ".." left out).
enum FolderEntries {
  /// The names of the entries of `folder`, in the order the system gives them; empty when the
  /// folder cannot be opened.
  static func names(in folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }
}
