import TypecaseCore

/// Short names of font files that tell them apart: the file's name, with as many of its
/// folders before it as it takes to differ from the others' ("DejaVuSerif.ttf" twice reads
/// "dejavu/DejaVuSerif.ttf" and "fonts/DejaVuSerif.ttf").
struct FileNames {
  private var names: [String: String] = [:]

  /// The names of `paths` among themselves.
  init(_ paths: [String]) {
    let unique = Array(Set(paths))
    let parts = Dictionary(uniqueKeysWithValues: unique.map { ($0, $0.split(separator: "/").map(String.init)) })
    for path in unique {
      let mine = parts[path] ?? []
      var count = 1
      while count < mine.count {
        let suffix = mine.suffix(count)
        let clash = unique.contains { other in other != path && (parts[other] ?? []).suffix(count) == suffix }
        if !clash { break }
        count += 1
      }
      names[path] = VisibleText.escapedControls(mine.suffix(count).joined(separator: "/"))
    }
  }

  /// The name of `path` (its last part when it was not among the paths given).
  subscript(path: String) -> String {
    names[path] ?? VisibleText.escapedControls(String(path.split(separator: "/").last ?? ""))
  }
}
