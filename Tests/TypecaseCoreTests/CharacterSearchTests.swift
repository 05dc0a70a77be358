import Testing

@testable import TypecaseCore

/// Finding a face's characters by what is typed: names, codes, the characters themselves.
@Suite struct CharacterSearchTests {
  /// Characters of a face, ascending, as the face page holds them.
  let characters = Array("abceoru9é€₠→".unicodeScalars).sorted { $0.value < $1.value }

  func found(_ query: String) -> String {
    String(String.UnicodeScalarView(CharacterSearch.matches(query, in: characters)))
  }

  /// A word finds the characters whose names hold it, not each of its letters: "euro" showed
  /// e, o, r and u before € and ₠.
  @Test func aWordFindsNamesNotItsLetters() {
    #expect(found("euro") == "₠€")
    #expect(found("arrow") == "→")
    // Words start a word of the name: "row" is no ARROW (it finds its own letters, as a word
    // no name has does).
    #expect(found("row") == "or")
    #expect(found("small letter e") == "eé")
    // A code, not its digits: "e9" is é.
    #expect(found("e9") == "é")
  }

  /// A character pasted decomposed finds its precomposed form, as pasted composed: "e" and
  /// U+0301 found e alone (and the accent, where the face has it), Hangul jamo their parts.
  @Test func aDecomposedCharacterFindsItsPrecomposedForm() {
    #expect(found("e\u{301}") == "eé")
    let hangul = Array("한국\u{1112}\u{1161}".unicodeScalars).sorted { $0.value < $1.value }
    let han = CharacterSearch.matches("\u{1112}\u{1161}\u{11AB}", in: hangul)
    #expect(han.contains("한") && han.contains("\u{1112}"), "\(han)")
    #expect(!han.contains("국"))
  }

  /// Characters typed or pasted find themselves: one letter, a few symbols, a word no name holds.
  @Test func charactersFindThemselves() {
    #expect(found("€") == "€")
    #expect(found("→€") == "€→")
    // One letter is that letter, not every name with it.
    #expect(found("b") == "b")
    #expect(found("cab") == "abc")
    #expect(found("zzzzz") == "")
    // A string pasted to check finds each of its characters the face has, however many.
    #expect(found("Café € → 9") == "9aé€→")
    #expect(found("bacourée") == "abceorué")
  }

  /// A code point without a name is found by its label's words, as `face --characters` lists
  /// it ("<private-use-E000>"): "private" found none of an icon font's icons.
  @Test func aCodePointWithoutANameIsFoundByItsLabel() {
    let icons = Array("a\u{E000}\u{E001}\u{F0000}".unicodeScalars)
    let found = CharacterSearch.matches("private", in: icons)
    #expect(found == Array("\u{E000}\u{E001}\u{F0000}".unicodeScalars))
    #expect(CharacterSearch.matches("private use", in: icons).count == 3)
    #expect(CharacterName.of("\u{E000}") == "<private-use-E000>")
    // The label itself, pasted from `face --characters`: that code point (it found its letters).
    #expect(CharacterSearch.matches("<private-use-E001>", in: icons) == ["\u{E001}"])
  }

  /// A code beyond Unicode, or of a surrogate, finds nothing: "U+110000" found +, 0, 1 and U
  /// (here: "u+ea" is no character of this face's, "U+e9" is é).
  ///
  /// A code copied from a stylesheet, a script or markup finds its character: CSS's "\\20ac"
  /// found nothing, as an icon font's `content: "\\f041"` did not.
  @Test func aCodeAsCodeEscapesItFindsItsCharacter() {
    #expect(found("\\20ac") == "€")
    #expect(found("\\20AC") == "€")
    #expect(found("\\u20ac") == "€")
    #expect(found("\\U000020AC") == "€")
    #expect(found("\\u{20AC}") == "€")
    #expect(found("&#x20AC;") == "€")
    #expect(found("&#8364;") == "€")
    #expect(found("&#8364") == "€")
    #expect(found("&#99999999;") == "")
    #expect(found("\\e9") == "é")
    #expect(found("\\110000") == "")
  }

  @Test func aCodeOfNoCharacterFindsNothing() {
    #expect(found("U+110000") == "")
    #expect(found("0xD800") == "")
    #expect(found("u+1") == "")
    #expect(found("U+e9") == "é")
    #expect(found("U+20AC") == "€")
  }
}
