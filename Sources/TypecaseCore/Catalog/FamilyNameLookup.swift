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
  /// ignoring case and width, when exactly one does, else the one whose name holds control
  /// characters and reads `name` as plain output shows it ("Line\\nBreak Sans", copied from
  /// `typecase families`).
  public func family(named name: String) -> Element? {
    if let exact = first(where: { $0.name == name }) { return exact }
    let folded = SearchText.fold(name)
    let loose = filter { family in family.allNames.contains { SearchText.fold($0) == folded } }
    if loose.count == 1 { return loose.first }
    guard loose.isEmpty, name.contains("\\") else { return nil }
    return first { VisibleText.needsEscaping($0.name) && VisibleText.escaped($0.name) == name }
  }

  /// The family names closest to `name`, best first, for "did you mean" hints (any of a
  /// family's names may be the close one; see `NameSuggestions`).
  public func suggestions(for name: String, limit: Int = 3) -> [String] {
    NameSuggestions.closest(to: name, among: lazy.map { (name: $0.name, allNames: $0.allNames) }, limit: limit)
  }

  /// What to tell a user who asked for a family called `name` that is not here: the message,
  /// and the closest names as a hint ("did you mean"), else how to list the families.
  /// Names are shown with control characters escaped.
  public func notFound(_ name: String) -> (message: Message, hint: Message) {
    let hint = NameSuggestions.hint(
      suggestions(for: name), otherwise: tr("run 'typecase families' to list the families"))
    return (tr("no font family named \"{name}\"", ["name": VisibleText.escaped(name)]), hint)
  }
}
