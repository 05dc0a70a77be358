import Testing

@testable import TypecaseCore

/// The text a face is first shown with (face page, specimen).
@Suite struct FaceSampleTests {
  let latin = Array((0x20...0x7E).compactMap(Unicode.Scalar.init))
  let kana = Array((0x3041...0x3096).compactMap(Unicode.Scalar.init))
  let japanesePangram = "いろはにほへと ちりぬるを"

  @Test func aTextTheFaceDrawsStays() {
    #expect(FaceSample.starting("Fixture Sans", characters: latin) == "Fixture Sans")
    #expect(FaceSample.starting(japanesePangram, characters: kana) == japanesePangram)
  }

  /// A Latin face under a Japanese interface shows the English pangram: it showed a few of its
  /// own characters ("!\"#$%&'("), as a face with no Latin letters does.
  @Test func aLatinFaceShowsTheEnglishPangramBeforeItsOwnCharacters() {
    #expect(FaceSample.starting(japanesePangram, characters: latin) == FaceSample.englishPangram)
  }

  /// A CJK face in an English interface starts with a sample in its own script: it showed its
  /// first code points ("ᄀᆨ〆ぁあぃいぅ").
  @Test func aCJKFaceShowsASampleOfItsScript() {
    #expect(FaceSample.starting("Typecase", characters: kana) == FaceSample.otherSamples[1])
    let hangul = Array((0xAC00...0xD7A3).compactMap(Unicode.Scalar.init))
    #expect(FaceSample.starting("Typecase", characters: hangul) == FaceSample.otherSamples[2])
    let han = Array((0x4E00...0x9FFF).compactMap(Unicode.Scalar.init))
    #expect(FaceSample.starting("Typecase", characters: han) == FaceSample.otherSamples[3])
  }

  @Test func aFaceWithoutAnyShowsItsOwnCharacters() {
    let cyrillic = Array((0x0410...0x044F).compactMap(Unicode.Scalar.init))
    let shown = FaceSample.starting("Typecase", characters: cyrillic)
    #expect(!shown.isEmpty)
    #expect(shown.unicodeScalars.allSatisfy { cyrillic.contains($0) || $0 == " " }, "\(shown)")
    #expect(FaceSample.starting("Typecase", characters: []) == "Typecase")
  }
}
