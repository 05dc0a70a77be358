import CAdwaita
import FixtureSupport
import XCTest

@testable import GtkSupport
@testable import TypecaseCore
@testable import TypecaseGTK
@testable import TypecaseUI

/// The list's font maps and the pushed pages' are apart (issue 10, memory): a family page
/// draws every face of its family, and a map shared with the list row GTK keeps bound for that
/// family would keep all of them loaded after the page is gone.
final class FamilyFontMapsTests: XCTestCase {
  private func library() throws -> FontLibrary {
    FontLibrary(configuration: try FontconfigConfiguration(file: FixtureFonts.faceConfigurationFile.path))
  }

  func testPagesDrawWithMapsOfTheirOwn() throws {
    let list = FamilyFontMaps()
    list.use(try library(), language: .english)
    let pages = FamilyFontMaps(following: list, budget: FamilyFontMaps.pagesBudget)
    let listMap = try XCTUnwrap(list.fontMap(for: "Typecase Fixture Sans"))
    let pageMap = try XCTUnwrap(pages.fontMap(for: "Typecase Fixture Sans"))
    XCTAssertFalse(listMap === pageMap, "a family page draws with the list's map")
    XCTAssertTrue(
      pages.fontMap(for: "Typecase Fixture Sans") === pageMap, "a page's map is not kept for the next visit")
    XCTAssertTrue(pages.placeholder === list.placeholder)
    XCTAssertEqual(pages.language, list.language)
  }

  func testThePagesMapsGoPastTheirBudget() throws {
    let list = FamilyFontMaps()
    list.use(try library(), language: .english)
    // Each family's configuration holds its fonts and the fallback font: more than one font.
    let pages = FamilyFontMaps(following: list, budget: 3)
    let sans = try XCTUnwrap(pages.fontMap(for: "Typecase Fixture Sans"))
    XCTAssertNotNil(pages.fontMap(for: "Fixture Mono"))
    XCTAssertFalse(pages.fontMap(for: "Typecase Fixture Sans") === sans, "a map past the budget is still cached")
  }

  func testAReloadOfTheListsFontsMakesThePagesMapsAnew() throws {
    let list = FamilyFontMaps()
    list.use(try library(), language: .english)
    let pages = FamilyFontMaps(following: list, budget: FamilyFontMaps.pagesBudget)
    let before = try XCTUnwrap(pages.fontMap(for: "Fixture Mono"))
    list.use(try library(), language: .japanese)
    XCTAssertEqual(pages.language, "ja")
    XCTAssertFalse(pages.fontMap(for: "Fixture Mono") === before, "a page draws with the fonts from before a reload")
  }
}

/// A family page's row drawn from its face's own file (a named instance) falls back for what
/// the face lacks, as the family's other rows do: it drew boxes where they drew the fallback
/// font's characters.
final class RowFaceFallbackTests: GtkSupportTestCase {
  func testARowDrawnFromItsOwnFileFallsBackAsItsFamilysRowsDo() throws {
    let library = FontLibrary(configuration: try FontconfigConfiguration(file: FixtureFonts.faceConfigurationFile.path))
    let maps = FamilyFontMaps()
    // Japanese's fallback (the Mincho fixture) has kana; the variable fixture has ASCII alone.
    maps.use(library, language: .japanese)
    let family = try XCTUnwrap(library.family(named: "Fixture Variable"))
    let instance = try XCTUnwrap(
      family.faces.first { if case .namedInstance = $0.variation { $0.style == "Bold" } else { false } })
    guard case .namedInstance(let coordinates) = instance.variation else { return XCTFail("not an instance") }
    func unknownGlyphs(_ font: RowFont) throws -> Int32 {
      let label = Label("Bold あ")
      label.useFontMap(try XCTUnwrap(maps.fontMap(for: font)))
      label.font = font.fontDescription
      return pango_layout_get_unknown_glyphs_count(gtk_label_get_layout(label.opaque))
    }
    let ownFile = RowFont(
      family: family.name, traits: instance.traits, points: 17, variations: coordinates, location: instance.location)
    XCTAssertEqual(try unknownGlyphs(RowFont(family: family.name, traits: instance.traits, points: 17)), 0)
    XCTAssertEqual(try unknownGlyphs(ownFile), 0, "the instance's row drew a box for what its face lacks")
  }
}
