import TypecaseCore
import XCTest

@testable import TypecaseGTK

/// The About window's release notes: the metainfo's in English, translated under ja and ko
/// (they read English there).
final class AboutDetailsTests: XCTestCase {
  func testTheReleaseNotesAreTheMetainfosInEnglishAndTranslatedOtherwise() {
    XCTAssertEqual(AboutDetails.releaseNotes(Localizer.english), ApplicationIdentity.releaseNotes)
    for language in [InterfaceLanguage.japanese, .korean] {
      let notes = AboutDetails.releaseNotes(Localizer(language: language, directory: Localizer.translationsDirectory))
      XCTAssertTrue(notes.hasPrefix("<p>") && notes.hasSuffix("</li></ul>"), notes)
      XCTAssertEqual(notes.components(separatedBy: "<li>").count, 4, notes)
      XCTAssertFalse(notes.contains("release") || notes.contains("font family"), notes)
    }
  }
}
