/// A character's name as Unicode gives it, for characters that have none too.
public enum CharacterName {
  /// The character's Unicode name, else its alias, else the label Unicode gives a code point
  /// with no name (section 4.8): "<control-0009>", "<private-use-E000>", "<reserved-0378>",
  /// "<noncharacter-FFFF>".
  public static func of(_ character: Unicode.Scalar) -> String {
    if let name = character.properties.name ?? character.properties.nameAlias { return name }
    let code = String(CharacterSearch.codeText(character).dropFirst(2))
    let kind =
      switch character.properties.generalCategory {
      case .control: "control"
      case .privateUse: "private-use"
      case .unassigned: character.properties.isNoncharacterCodePoint ? "noncharacter" : "reserved"
      default: "unnamed"
      }
    return "<\(kind)-\(code)>"
  }
}
