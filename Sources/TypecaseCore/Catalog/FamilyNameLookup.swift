/// Something that goes by a family name, and perhaps by localized ones too.
public protocol NamedFamily {
  /// The family name (fontconfig's family[0]).
  var name: String { get }
  /// Every name it goes by: its own first, then the localized ones.
  var allNames: [String] { get }
}

extension FontFamily: NamedFamily {}
extension FamilySummary: NamedFamily {}

extension Collection where Element: NamedFamily {
  /// The family called exactly `name`, else the one whose name or localized name matches
  /// ignoring case and width, when exactly one does.
  public func family(named name: String) -> Element? {
    if let exact = first(where: { $0.name == name }) { return exact }
    let folded = SearchText.fold(name)
    let loose = filter { family in family.allNames.contains { SearchText.fold($0) == folded } }
    return loose.count == 1 ? loose.first : nil
  }

  /// The family names closest to `name`, best first, for "did you mean" hints.
  public func suggestions(for name: String, limit: Int = 3) -> [String] {
    let folded = SearchText.fold(name)
    guard !folded.isEmpty else { return [] }
    var scored: [(score: Int, name: String)] = []
    for family in self {
      let distances = family.allNames.map { candidate -> Int in
        let foldedCandidate = SearchText.fold(candidate)
        if foldedCandidate.contains(folded) || folded.contains(foldedCandidate) {
          return abs(foldedCandidate.count - folded.count) / 4
        }
        return SearchDistance.between(folded, foldedCandidate)
      }
      let best = distances.min() ?? Int.max
      if best <= Swift.max(2, folded.count / 3) { scored.append((best, family.name)) }
    }
    scored.sort { $0.score != $1.score ? $0.score < $1.score : NaturalOrder.precedes($0.name, $1.name) }
    return scored.prefix(limit).map(\.name)
  }

  /// What to tell a user who asked for a family called `name` that is not here: the message,
  /// and the closest names as a hint ("did you mean"), else how to list the families.
  /// Names are shown with control characters escaped.
  public func notFound(_ name: String) -> (message: Message, hint: Message) {
    let suggestions = suggestions(for: name)
    let hint =
      suggestions.isEmpty
      ? tr("run 'typecase families' to list the families")
      : tr(
        "did you mean: {names}?",
        ["names": suggestions.map { "\"\(VisibleText.escaped($0))\"" }.joined(separator: ", ")])
    return (tr("no font family named \"{name}\"", ["name": VisibleText.escaped(name)]), hint)
  }
}
