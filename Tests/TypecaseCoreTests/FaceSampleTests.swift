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

  @Test func aFaceWithoutEitherShowsItsOwnCharacters() {
    let shown = FaceSample.starting("Typecase", characters: kana)
    #expect(!shown.isEmpty)
    #expect(shown.unicodeScalars.allSatisfy { kana.contains($0) || $0 == " " }, "\(shown)")
    #expect(FaceSample.starting("Typecase", characters: []) == "Typecase")
  }
}
