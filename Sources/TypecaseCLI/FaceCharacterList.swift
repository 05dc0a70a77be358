import TypecaseCore

/// `typecase face NAME --characters`: every character a face maps, with its code point and
/// Unicode name, one per line or as JSON.
///
/// An icon font's icons are at private-use code points that `face` counted by block only
/// ("Private Use Area: 12/6400"): which icon is where took fontTools or `fc-query`.
enum FaceCharacterList {
  /// One line per character: "U+0041", a tab, the character (a control escaped), a tab, its
  /// name ("LATIN CAPITAL LETTER A"), or Unicode's label for one that has none
  /// ("<private-use-E000>").
  static func lines(_ characters: [Unicode.Scalar]) -> [String] {
    characters.map { CharacterSearch.codeText($0) + "\t" + shown($0) + "\t" + name(of: $0) }
  }

  /// The same as JSON: {"characters": [{"code": "U+0041", "character": "A", "name": …}]}.
  static func json(_ characters: [Unicode.Scalar]) -> String {
    let entries = characters.map { character in
      JSONValue.object(omittingNil: [
        ("code", .string(CharacterSearch.codeText(character))),
        ("character", .string(String(Character(character)))),
        ("name", .string(name(of: character))),
      ])
    }
    return JSONValue.object(omittingNil: [("characters", .array(entries))]).rendered()
  }

  /// The character as a terminal shows it: a control character escaped (`\x1b`), so that each
  /// stays one line.
  private static func shown(_ character: Unicode.Scalar) -> String {
    VisibleText.escapedControls(String(Character(character)))
  }

  /// The character's name, or the label of a code point with no name (see `CharacterName`).
  static func name(of character: Unicode.Scalar) -> String { CharacterName.of(character) }
}
