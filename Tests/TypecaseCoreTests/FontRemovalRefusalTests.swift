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

  /// Fonts in a folder of the user's own that fontconfig reads are counted, with that folder,
  /// not called installed for everyone ("This font cannot be removed" was said of several).
  @Test func severalFontsInAFolderOfTheUsersOwnAreCounted() throws {
    let files = ["/home/u/myfonts/Alpha.ttf", "/home/u/myfonts/Alpha-Bold.ttf"]
    let removal = FontRemoval(faces: Self.faces(files), userFolder: Self.userFolder)
    let refusal = try #require(removal.refusal)
    #expect(
      english(refusal)
        == "These 2 fonts cannot be removed: they are in ~/myfonts, not in your fonts folder (~/.local/share/fonts); Typecase removes only fonts installed there"
    )
    // One is given its reason (its folders written as this process's home folder has them).
    let one = try #require(FontRemoval(faces: Self.faces([files[0]]), userFolder: Self.userFolder).refusal)
    #expect(english(one).hasPrefix("This font cannot be removed: it is in /home/u/myfonts, not in your fonts folder"))
  }

  @Test func nothingIsRefusedWhenAUserFontCanGo() {
    let files = ["/usr/share/fonts/alpha/Alpha.ttf", "/home/u/.local/share/fonts/Alpha-Bold.ttf"]
    #expect(FontRemoval(faces: Self.faces(files), userFolder: Self.userFolder).refusal == nil)
  }
}
