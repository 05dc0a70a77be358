import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore

/// Which faces Pango draws: TrueType and CFF outlines, not in a web font's compressed file.
@Suite struct DrawableFormatTests {
  @Test func webFontFilesAreNamedByTheirEnding() {
    #expect(DrawableFormat.webFontFormat(of: "/fonts/Inter.woff2") == "WOFF2")
    #expect(DrawableFormat.webFontFormat(of: "/fonts/INTER.WOFF") == "WOFF")
    #expect(DrawableFormat.webFontFormat(of: "a.woff") == "WOFF")
    #expect(DrawableFormat.webFontFormat(of: "/fonts/Inter.ttf") == nil)
    #expect(DrawableFormat.webFontFormat(of: "/fonts/woff") == nil)
    #expect(DrawableFormat.webFontFormat(of: "/fonts/Inter.woff3") == nil)
  }

  @Test func onlyOpenTypeOutlinesOutsideAWebFontAreDrawn() {
    #expect(DrawableFormat.isDrawable("TrueType", file: "/fonts/A.ttf"))
    #expect(DrawableFormat.isDrawable("CFF", file: "/fonts/A.otf"))
    #expect(DrawableFormat.isDrawable(nil, file: "/fonts/A.ttf"))
    #expect(!DrawableFormat.isDrawable("Type 1", file: "/fonts/A.t1"))
    #expect(!DrawableFormat.isDrawable("TrueType", file: "/fonts/A.woff"))
    #expect(!DrawableFormat.isDrawable("CFF", file: "/fonts/A.woff2"))
    #expect(DrawableFormat.name("TrueType", file: "/fonts/A.woff2") == "WOFF2")
    #expect(DrawableFormat.name("Type 1", file: "/fonts/A.t1") == "Type 1")
    #expect(DrawableFormat.shown("TrueType", file: "/fonts/A.woff2") == "WOFF2 (TrueType)")
    #expect(DrawableFormat.shown(nil, file: "/fonts/A.woff") == "WOFF")
    #expect(DrawableFormat.shown("CFF", file: "/fonts/A.otf") == "CFF")
  }

  /// A font file not installed that Pango cannot draw (Type 1) has no configuration to draw it
  /// from, as an installed one has none: its page's previews, said to be in the interface's
  /// font, came out in the font of the boxes' codes, the only one its configuration drew.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: Self.typeOne)))
  func aFileNotInstalledThatPangoCannotDrawHasNoConfiguration() throws {
    let library = FontLibrary(
      configuration: try FontconfigConfiguration(file: FixtureFonts.faceConfigurationFile.path))
    #expect(library.configuration(forFile: FontLocation(file: Self.typeOne)) == nil)
    let outlines = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf").path
    #expect(library.configuration(forFile: FontLocation(file: outlines)) != nil)
  }

  static let typeOne = "/usr/share/fonts/type1/urw-base35/C059-Roman.t1"
}
