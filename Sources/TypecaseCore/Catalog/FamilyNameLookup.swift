/// Something that goes by a family name, and perhaps by localized ones too.
public protocol NamedFamily {
  /// The family name (fontconfig's family[0]).
  var name: String { get }
  /// Every name it goes by: its own first, then the localized ones.
  var allNames: [String] { get }
}

extension FontFamily: NamedFamily {}
extension FamilySummary: NamedFamily {}

extension NamedFamily {
  /// The name of the family's that `name` stands for: `name` itself, or the name holding
  /// control characters that `name` reads as plain output shows it ("Tab\\tFam").
  public func name(shownAs name: String) -> String {
    guard !allNames.contains(name), name.contains("\\") else { return name }
    return allNames.first { VisibleText.needsEscaping($0) && VisibleText.escaped($0) == name } ?? name
  }
}

extension NamedFamily {
  /// Whether `name` is one of the family's names as fontconfig compares family names: ASCII
  /// case and blanks ignored, not width or accents ("ｆｉｘｔｕｒｅ ｍｏｎｏ" finds Fixture Mono
  /// here, as the search does, where fontconfig gives another font for it).
  public func isNamedForFontconfig(_ name: String) -> Bool {
    let compared = FontMatch.comparable(name)
    return allNames.contains { FontMatch.comparable($0) == compared }
  }
}

extension Collection where Element: NamedFamily {
  /// The family called exactly `name`, else the one whose name or localized name matches
  /// ignoring case and width, when exactly one does, else the one that matches ignoring
  /// spaces too, as fontconfig compares families ("dejavusansmono"), else the one whose name
  /// (then one of whose other names) holds control characters and reads `name` as plain output
  /// shows it ("Line\\nBreak Sans", copied from `typecase families`).
  public func family(named name: String) -> Element? {
    if let exact = first(where: { $0.name == name }) { return exact }
    let loose = families(looselyNamed: name)
    if loose.count == 1 { return loose.first }
    guard loose.isEmpty else { return nil }
    let spaced = families(namedWithoutSpaces: name)
    if spaced.count == 1 { return spaced.first }
    guard spaced.isEmpty, name.contains("\\") else { return nil }
    return first { VisibleText.needsEscaping($0.name) && VisibleText.escaped($0.name) == name }
      ?? first { $0.allNames.dropFirst().contains { VisibleText.needsEscaping($0) && VisibleText.escaped($0) == name } }
  }

  /// The families one of whose names matches `name` ignoring case and width.
  private func families(looselyNamed name: String) -> [Element] {
    let folded = SearchText.fold(name)
    return filter { family in family.allNames.contains { SearchText.fold($0) == folded } }
  }

  /// The families `name` fits equally well when it fits more than one ("case fam" with "Case
  /// Fam" and "CASE FAM" installed, or "casefam"), none of them exactly; else none.
  public func families(ambiguouslyNamed name: String) -> [Element] {
    guard !contains(where: { $0.name == name }) else { return [] }
    let loose = families(looselyNamed: name)
    let several = loose.isEmpty ? families(namedWithoutSpaces: name) : loose
    return several.count > 1 ? several : []
  }

  /// The families one of whose names matches `name` ignoring case, width and spaces.
  private func families(namedWithoutSpaces name: String) -> [Element] {
    let blankless = Self.blankless(SearchText.fold(name))
    return filter { family in family.allNames.contains { Self.blankless(SearchText.fold($0)) == blankless } }
  }

  /// `text` without its spaces.
  private static func blankless(_ text: String) -> String { text.filter { $0 != " " } }

  /// The family names closest to `name`, best first, for "did you mean" hints (any of a
  /// family's names may be the close one; see `NameSuggestions`).
  public func suggestions(for name: String, limit: Int = 3) -> [String] {
    NameSuggestions.closest(to: name, among: lazy.map { (name: $0.name, allNames: $0.allNames) }, limit: limit)
  }

  /// What to tell a user who asked for a family called `name` that is not here: the message,
  /// and the closest names as a hint ("did you mean"), else how to list the families.
  ///
  /// Names are shown with control characters escaped.
  public func notFound(_ name: String) -> (message: Message, hint: Message) {
    let several = families(ambiguouslyNamed: name)
    if !several.isEmpty {
      // "case fam" with both "Case Fam" and "CASE FAM" installed.
      return (
        tr("\"{name}\" names several font families", ["name": VisibleText.escaped(name)]),
        tr(
          "give one of them exactly: {families}",
          ["families": several.map { "\"" + VisibleText.escaped($0.name) + "\"" }.joined(separator: ", ")])
      )
    }
    // The first words of families' names ("Noto Sans CJK"): each of them, up to eight (the
    // three closest left out SC and TC, two of the five).
    let folded = SearchText.fold(name.trimmingSpaces())
    let widened = folded.isEmpty ? [] : filter { SearchText.fold($0.name).hasPrefix(folded + " ") }.map(\.name)
    let hint = NameSuggestions.hint(
      (2...8).contains(widened.count) ? widened : suggestions(for: name),
      otherwise: tr("run 'typecase families' to list the families"))
    return (tr("no font family named \"{name}\"", ["name": VisibleText.echoed(name)]), hint)
  }
}
