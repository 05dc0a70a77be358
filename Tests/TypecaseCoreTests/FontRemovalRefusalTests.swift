import FixtureSupport
import Testing

@testable import TypecaseCore

/// What a family or face page says when none of its fonts can be removed: the reason for one
/// font, and for several how many and where they are installed ("This font" said of a family
/// of nine fonts was wrong).
@Suite struct FontRemovalRefusalTests {
  static let userFolder = UserFontFolder(environment: ["HOME": "/home/u", "XDG_DATA_HOME": "/home/u/.local/share"])
  private let english = Localizer(language: .english, directory: nil)

  static func faces(_ files: [String]) -> [FontFace] {
    files.map { FontFace(family: "Alpha", postScriptName: "Alpha", location: FontLocation(file: $0)) }
  }

  @Test func oneFontInstalledForEveryoneGivesTheReason() throws {
    let removal = FontRemoval(faces: Self.faces(["/usr/share/fonts/alpha/Alpha.ttf"]), userFolder: Self.userFolder)
    let refusal = try #require(removal.refusal)
    #expect(
      english(refusal)
        == "This font cannot be removed: it is installed for everyone, in /usr/share/fonts/alpha; Typecase removes only fonts installed for you, in your fonts folder"
    )
  }

  @Test func severalFontsAreCountedWithEachFolderOnce() throws {
    let files = [
      "/usr/share/fonts/alpha/Alpha.ttf", "/usr/share/fonts/alpha/Alpha-Bold.ttf",
      "/usr/local/share/fonts/Alpha-Black.otf",
    ]
    let removal = FontRemoval(faces: Self.faces(files), userFolder: Self.userFolder)
    let refusal = try #require(removal.refusal)
    #expect(
      english(refusal)
        == "These 3 fonts cannot be removed: they are installed for everyone, in /usr/share/fonts/alpha, /usr/local/share/fonts; Typecase removes only fonts installed for you, in your fonts folder"
    )
    // Translated with the count and the folders in place.
    let japanese = Localizer(language: .japanese, directory: TranslationTests.translations)
    #expect(japanese(refusal).hasPrefix("この 3 個のフォントは削除できません"))
    #expect(japanese(refusal).contains("/usr/share/fonts/alpha, /usr/local/share/fonts"))
  }

  @Test func nothingIsRefusedWhenAUserFontCanGo() {
    let files = ["/usr/share/fonts/alpha/Alpha.ttf", "/home/u/.local/share/fonts/Alpha-Bold.ttf"]
    #expect(FontRemoval(faces: Self.faces(files), userFolder: Self.userFolder).refusal == nil)
  }
}
