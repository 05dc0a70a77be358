import FixtureSupport
import Testing
import TypecaseCore

/// The languages fontconfig reads from a file given by path and index (`typecase face FILE#N`).
@Suite struct FontconfigFaceLanguagesTests {
  let file = FixtureFonts.fontsDirectory.appendingPathComponent("NanumFixture-Regular.ttf").path

  @Test func aFacesLanguagesComeFromItsFile() {
    #expect(FontconfigFaceLanguages.of(FontLocation(file: file)).contains("ko"))
  }

  /// An index no font can have (beyond fontconfig's 32 bits, or negative) reads nothing,
  /// without trapping.
  @Test(arguments: [Int(UInt32.max) + 1, -1])
  func anImpossibleIndexReadsNothing(index: Int) {
    #expect(FontconfigFaceLanguages.of(FontLocation(file: file, index: index)).isEmpty)
  }
}
