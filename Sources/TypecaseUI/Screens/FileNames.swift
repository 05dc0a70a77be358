import TypecaseCore

/// Short names of font files that tell them apart: the file's name, with as many of its
/// folders before it as it takes to differ from the others' ("DejaVuSerif.ttf" twice reads
/// "dejavu/DejaVuSerif.ttf" and "fonts/DejaVuSerif.ttf").
struct FileNames {
  private var names: [String: String] = [:]

  /// The names of `paths` among themselves.
  ///
  /// Each ending of each path is counted once: comparing every path with every other took
  /// 36% of opening a family of 2,000 fonts (2 seconds).
  init(_ paths: [String]) {
    let unique = Array(Set(paths))
    let parts = unique.map { $0.split(separator: "/").map(String.init) }
    /// The last `count` parts of `parts`, as one key.
    func ending(_ parts: [String], _ count: Int) -> String { parts.suffix(count).joined(separator: "/") }
    var endings: [String: Int] = [:]
    for mine in parts {
      // The whole path too: another path may end with all of it (/x/f and /y/x/f).
      for count in 1...max(mine.count, 1) { endings[ending(mine, count), default: 0] += 1 }
    }
    for (path, mine) in zip(unique, parts) {
      var count = 1
      while count < mine.count, endings[ending(mine, count), default: 0] > 1 { count += 1 }
      names[path] = VisibleText.escapedControls(ending(mine, count))
    }
  }

  /// The name of `path` (its last part when it was not among the paths given).
  subscript(path: String) -> String {
    names[path] ?? VisibleText.escapedControls(String(path.split(separator: "/").last ?? ""))
  }
}
