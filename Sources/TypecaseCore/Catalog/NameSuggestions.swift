/// The names closest to one a user typed and nobody has, for "did you mean" hints: the rule
/// `typecase faces` (families) and `typecase face` (PostScript names) share.
public enum NameSuggestions {
  /// The names of `candidates` closest to `name`, best first, at most `limit`.
  ///
  /// Each candidate is a name to suggest and every name it goes by (its own first, then
  /// localized ones); names are compared ignoring case, width and diacritics, and one
  /// containing the other counts as close. Ties go in natural order.
  public static func closest(
    to name: String, among candidates: some Sequence<(name: String, allNames: [String])>, limit: Int = 3
  ) -> [String] {
    let folded = SearchText.fold(name)
    guard !folded.isEmpty else { return [] }
    var scored: [(score: Int, name: String)] = []
    let length = folded.count
    let scalarLength = folded.unicodeScalars.count
    let bytes = Array(folded.utf8)
    let threshold = Swift.max(2, length / 3)
    for candidate in candidates {
      // In quarters of an edit: a name that holds the other (or is held by it) counts a
      // quarter for each character more, so "DejaVuSans-Blod" is nearer "DejaVuSans-Bold"
      // (one edit, a swap) than "DejaVuSans" (five characters fewer); it listed that first.
      let scores = candidate.allNames.compactMap { other -> Int? in
        let foldedOther = SearchText.fold(other)
        var best: Int?
        // Names further apart in length than the threshold are further apart in edits too:
        // their distance is not worked out (a 100,000-character name took 30 s of it).
        if abs(foldedOther.unicodeScalars.count - scalarLength) <= threshold {
          let edits = SearchDistance.between(folded, foldedOther)
          if edits <= threshold { best = edits * 4 }
        }
        let extra = abs(foldedOther.count - length)
        let otherBytes = Array(foldedOther.utf8)
        // A name holding what was typed (a name begun: "DejaVu" for "DejaVu Sans") costs a
        // quarter for each character more; one held by what was typed costs half for each
        // character it lacks, as those were typed and are not in it: "DejaVuSans" came before
        // "DejaVuSans-Bold" for "DejaVuSans-Bld", one edit away.
        if extra / 4 <= threshold, FamilySearchIndex.bytes(otherBytes, contain: bytes) {
          best = Swift.min(best ?? Int.max, extra)
        } else if extra / 4 <= threshold, FamilySearchIndex.bytes(bytes, contain: otherBytes) {
          best = Swift.min(best ?? Int.max, extra * 2)
        }
        return best
      }
      if let best = scores.min() { scored.append((best, candidate.name)) }
    }
    scored.sort { $0.score != $1.score ? $0.score < $1.score : NaturalOrder.precedes($0.name, $1.name) }
    return scored.prefix(limit).map(\.name)
  }

  /// The hint for a name nobody has: "did you mean: "A", "B"?" with `suggestions` (escaped
  /// for one line), else `otherwise`.
  public static func hint(_ suggestions: [String], otherwise: Message) -> Message {
    guard !suggestions.isEmpty else { return otherwise }
    return tr(
      "did you mean: {names}?",
      ["names": suggestions.map { "\"\(VisibleText.escaped($0))\"" }.joined(separator: ", ")])
  }
}
