import TypecaseCore
import XCTest

@testable import TypecaseGTK

/// What the toast says when another program installs or removes fonts while the window is
/// open: which family came or went, or how many did (it said only "The fonts on this machine
/// changed").
final class FontChangeToastTests: XCTestCase {
  private let english = Localizer.english

  func testOneFamilyInstalledOrRemovedIsNamed() {
    XCTAssertEqual(TypecaseApp.change(from: ["A", "B"], to: ["A", "B", "C"], english), "“C” was installed")
    XCTAssertEqual(TypecaseApp.change(from: ["A", "B"], to: ["B"], english), "“A” was removed")
    XCTAssertEqual(TypecaseApp.change(from: ["A"], to: ["A", "Line\nBreak"], english), "“Line\\nBreak” was installed")
  }

  func testSeveralAreCounted() {
    XCTAssertEqual(TypecaseApp.change(from: ["A"], to: ["A", "B", "C"], english), "2 families were installed")
    XCTAssertEqual(TypecaseApp.change(from: ["A", "B", "C"], to: [], english), "3 families were removed")
    XCTAssertEqual(
      TypecaseApp.change(from: ["A", "B"], to: ["C"], english),
      "Families installed: 1, removed: 2")
  }

  /// Families that came or went by fontconfig's configuration alone (a rule that hides fonts,
  /// a folder added), no font folder changed, are said to be listed or no longer listed: the
  /// toast said a family hidden by a rule was removed.
  func testAChangeOfTheConfigurationIsSaidToBeOne() {
    XCTAssertEqual(
      TypecaseApp.change(from: ["A"], to: ["A", "B"], byConfiguration: true, english),
      "“B” is listed now: fontconfig's configuration changed")
    XCTAssertEqual(
      TypecaseApp.change(from: ["A", "B"], to: ["A"], byConfiguration: true, english),
      "“B” is no longer listed: fontconfig's configuration changed")
    XCTAssertEqual(
      TypecaseApp.change(from: ["A", "B"], to: ["C"], byConfiguration: true, english),
      "fontconfig's configuration changed the fonts listed")
  }

  func testFacesOfFamiliesStillThereChangeTheFonts() {
    XCTAssertEqual(TypecaseApp.change(from: ["A"], to: ["A"], english), "The fonts on this machine changed")
  }

  /// Fonts read again with every family as it was (fc-cache rewrote a cache) say nothing; a
  /// family with a face more does.
  func testFamiliesAsTheyWereSayNothing() {
    let families = [FamilySummary(name: "A", faceCount: 2), FamilySummary(name: "B", faceCount: 1)]
    XCTAssertNil(TypecaseApp.change(from: families, to: families, english))
    var more = families
    more[1].faceCount = 2
    XCTAssertEqual(TypecaseApp.change(from: families, to: more, english), "The fonts on this machine changed")
    XCTAssertEqual(TypecaseApp.change(from: families, to: [families[0]], english), "“B” was removed")
  }

  func testTheToastIsTranslated() {
    let japanese = Localizer(language: .japanese, directory: Localizer.translationsDirectory)
    XCTAssertNotEqual(TypecaseApp.change(from: ["A"], to: ["A", "B", "C"], japanese), "2 families were installed")
  }
}
