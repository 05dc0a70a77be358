import TypecaseCore

/// Files named in a note, a few of them: "/a.ttf, /b.ttf, /c.ttf, …".
enum FileListText {
  /// The first three of `files`, escaped for one line, and "…" when there are more.
  static func shown(_ files: [String]) -> String {
    files.prefix(3).map { VisibleText.escaped($0) }.joined(separator: ", ") + (files.count > 3 ? ", …" : "")
  }
}
