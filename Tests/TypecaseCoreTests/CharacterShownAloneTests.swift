import Testing
import TypecaseCore

/// Characters shown alone: a combining mark stands on a dotted circle, as GNOME Characters
/// draws it (with no base it was drawn outside its cell, over the line above).
@Suite struct CharacterShownAloneTests {
  @Test func marksStandOnADottedCircle() {
    // Nonspacing (U+0301, U+0350), spacing (U+093E DEVANAGARI VOWEL SIGN AA) and enclosing
    // (U+20DD COMBINING ENCLOSING CIRCLE) marks.
    for mark: Unicode.Scalar in ["\u{0301}", "\u{0350}", "\u{093E}", "\u{20DD}"] {
      #expect(CharacterShownAlone.text(mark).unicodeScalars.map(\.value) == [0x25CC, mark.value])
    }
  }

  @Test func otherCharactersStandAsTheyAre() {
    for scalar: Unicode.Scalar in ["a", "é", "日", "\u{25CC}", "😀", " ", "\u{200D}"] {
      #expect(CharacterShownAlone.text(scalar) == String(scalar))
    }
  }
}
