import Testing

@testable import TypecaseUI

/// Short names that tell font files apart, as a family page's rows show them.
@Suite struct FileNamesTests {
  /// The names by comparing every path with every other, as they were first made.
  static func namesByComparingEveryPair(_ paths: [String]) -> [String: String] {
    let unique = Array(Set(paths))
    let parts = Dictionary(uniqueKeysWithValues: unique.map { ($0, $0.split(separator: "/").map(String.init)) })
    var names: [String: String] = [:]
    for path in unique {
      let mine = parts[path] ?? []
      var count = 1
      while count < mine.count {
        let suffix = mine.suffix(count)
        let clash = unique.contains { other in other != path && (parts[other] ?? []).suffix(count) == suffix }
        if !clash { break }
        count += 1
      }
      names[path] = mine.suffix(count).joined(separator: "/")
    }
    return names
  }

  @Test func namesDifferAsLittleAsTheyMust() {
    let names = FileNames([
      "/usr/share/fonts/dejavu/DejaVuSerif.ttf", "/home/u/fonts/DejaVuSerif.ttf", "/x/f.ttf", "/y/x/f.ttf",
      "/usr/share/fonts/Inter.ttf",
    ])
    #expect(names["/usr/share/fonts/dejavu/DejaVuSerif.ttf"] == "dejavu/DejaVuSerif.ttf")
    #expect(names["/home/u/fonts/DejaVuSerif.ttf"] == "fonts/DejaVuSerif.ttf")
    // A path that ends with all of another is told from it.
    #expect(names["/x/f.ttf"] == "x/f.ttf")
    #expect(names["/y/x/f.ttf"] == "y/x/f.ttf")
    #expect(names["/usr/share/fonts/Inter.ttf"] == "Inter.ttf")
  }

  /// Counting each ending gives the names comparing every pair gave, for sets of paths with
  /// shared folders and file names.
  @Test func agreesWithComparingEveryPair() {
    var generator = SystemRandomNumberGenerator()
    let folders = ["a", "b", "fonts", "x", "share"]
    let files = ["A.ttf", "B.otf", "f.ttf"]
    for _ in 0..<200 {
      let paths = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
        "/"
          + (0..<Int.random(in: 0...3, using: &generator)).map { _ in folders.randomElement(using: &generator) ?? "a" }
          .joined(separator: "/") + "/" + (files.randomElement(using: &generator) ?? "f.ttf")
      }.map { $0.replacingOccurrences(of: "//", with: "/") }
      let names = FileNames(paths)
      for (path, expected) in Self.namesByComparingEveryPair(paths) {
        #expect(names[path] == expected, "\(paths)")
      }
    }
  }
}
