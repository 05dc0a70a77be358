// Foundation, not FoundationEssentials: case, width and diacritic folding come from ICU.
import Foundation

/// Text folded for searching: case-, width- and diacritic-insensitive.
///
/// "nanum", "NANUM" and "ｎａｎｕｍ" fold to the same text, so a query typed any of those ways
/// finds "NanumGothic"; Hangul and kana are compared as they are.
public enum SearchText {
  /// Folds `text` for comparison.
  public static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .widthInsensitive, .diacriticInsensitive], locale: nil)
  }
}

/// A prepared search over family names, including their localized names.
public struct FamilySearchIndex: Sendable {
  private let foldedNames: [[String]]

  /// Folds every name of every family once, so each query only compares.
  public init(families: [FontFamily]) {
    self.init(names: families.map(\.allNames))
  }

  /// Folds every name of every listed family once (what the window searches).
  public init(families: [FamilySummary]) {
    self.init(names: families.map(\.allNames))
  }

  /// Folds each entry's names once; `matches` then gives positions in `names`.
  public init(names: [[String]]) {
    foldedNames = names.map { $0.map(SearchText.fold) }
  }

  /// The positions (in the families given to `init`) whose names contain `query`,
  /// in the same order; all of them for an empty query.
  public func matches(_ query: String) -> [Int] {
    let folded = SearchText.fold(query.trimmingCharacters(in: .whitespaces))
    guard !folded.isEmpty else { return Array(foldedNames.indices) }
    return foldedNames.indices.filter { index in
      foldedNames[index].contains { $0.contains(folded) }
    }
  }
}

/// Levenshtein distance between two strings, by Unicode scalar.
public enum SearchDistance {
  /// The number of single-scalar edits that turn `lhs` into `rhs`.
  public static func between(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs.unicodeScalars)
    let b = Array(rhs.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
