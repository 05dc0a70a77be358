/// What a user asks of the catalog: a search text, a language to cover, monospace only.
public struct FontQuery: Sendable, Hashable {
  /// Text that any of a family's names must contain (folded; empty matches all).
  public var search: String
  /// A fontconfig language tag ("ja", "ko", "zh-cn", …) that the faces must cover.
  public var language: String?
  /// Whether to keep only monospaced faces.
  public var monospaceOnly: Bool

  /// Creates a query; the defaults match everything.
  public init(search: String = "", language: String? = nil, monospaceOnly: Bool = false) {
    self.search = search
    self.language = language
    self.monospaceOnly = monospaceOnly
  }
}

extension FontCatalog {
  /// The families that match `query`'s search text, keeping only monospaced faces when asked.
  ///
  /// The language is not looked at here: it is a fontconfig match, applied when the
  /// catalog is loaded (see `FontLibrary`).
  public func families(matching query: FontQuery) -> [FontFamily] {
    var result = families
    if query.monospaceOnly {
      result = result.compactMap { family in
        let faces = family.faces.filter(\.isMonospace)
        guard !faces.isEmpty else { return nil }
        var kept = family
        kept.faces = faces
        return kept
      }
    }
    if !query.search.isEmpty {
      let index = FamilySearchIndex(families: result)
      result = index.matches(query.search).map { result[$0] }
    }
    return result
  }
}
