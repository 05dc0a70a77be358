import CAdwaita
import FixtureSupport
import GtkSupport
import TypecaseCore
import TypecaseUI
import XCTest

@testable import TypecaseGTK

/// The font-list seed in a real GTK window.
final class FontWindowTests: WindowTestCase {
  func testFirstScreenListsFixtureFamiliesInTheirFontsWithDisclosures() throws {
    open()
    XCTAssertEqual(headerTitle, "Font Families")
    XCTAssertNil(backButtonText)
    let rows = drawnRows()
    XCTAssertEqual(rows.map(\.text), FixtureFonts.expectedFaceCounts.keys.sorted())
    for row in rows {
      let label = WidgetTree.children(of: row.box)[0]
      XCTAssertEqual(WidgetInspection.fontFamily(ofLabel: label), row.text)
      XCTAssertEqual(WidgetInspection.fontPoints(ofLabel: label), 17)
      let several = (FixtureFonts.expectedFaceCounts[row.text] ?? 0) >= 2
      XCTAssertEqual(row.accessory, several ? "go-next-symbolic" : nil, row.text)
      // The list item is what takes focus and is read (issue 13.16).
      let count = FixtureFonts.expectedFaceCounts[row.text] ?? 0
      let item = try XCTUnwrap(gtk_widget_get_parent(row.box))
      XCTAssertTrue(Accessibility.hasLabel(item, several ? "\(row.text), \(count) fonts" : row.text))
    }
  }

  func testMultiFaceFamilyOpensItsFontsAndBackReturns() throws {
    open()
    activateRow("Typecase Fixture Sans")
    XCTAssertEqual(headerTitle, "Typecase Fixture Sans")
    XCTAssertEqual(backButtonText, "Font Families")
    XCTAssertTrue(Accessibility.hasLabel(window.backButtonWidget, "Font Families"))
    let rows = drawnRows()
    XCTAssertEqual(
      rows.map(\.text),
      [
        "TypecaseFixtureSans-Regular", "TypecaseFixtureSans-Italic", "TypecaseFixtureSans-Bold",
        "TypecaseFixtureSans-BoldItalic",
      ])
    XCTAssertEqual(
      rows.map(\.detail), ["Regular · TrueType", "Italic · TrueType", "Bold · TrueType", "Bold Italic · TrueType"])
    let weights = rows.map { WidgetInspection.fontWeight(ofLabel: WidgetTree.children(of: $0.box)[0]) }
    XCTAssertEqual(weights, [400, 400, 700, 700])
    // The new page has keyboard focus, so Enter acts at once.
    let focus = try XCTUnwrap(WidgetInspection.focusWidget(in: window.window))
    XCTAssertTrue(WidgetInspection.isInside(focus, try XCTUnwrap(window.currentPage).listView))

    WidgetDriving.activate(window.backButtonWidget)
    settle()
    XCTAssertEqual(headerTitle, "Font Families")
    XCTAssertNil(backButtonText)
    XCTAssertEqual(window.pages.count, 1)
  }

  func testSingleFaceFamilyDoesNotNavigate() {
    open()
    activateRow("Fixture Display")
    XCTAssertEqual(headerTitle, "Font Families")
    XCTAssertEqual(window.pages.count, 1)
  }

  func testSearchNarrowsTheListAndKeepsItOnReturn() throws {
    open()
    let entry = try XCTUnwrap(window.currentPage?.searchEntry)
    WidgetDriving.setText(entry, "나눔")
    XCTAssertTrue(MainContext.iterate(until: { self.drawnRows().map(\.text) == ["NanumFixture"] }, timeout: 3))
    XCTAssertEqual(window.subtitleText, "1 of 6")
    WidgetDriving.setText(entry, "fixture m")
    XCTAssertTrue(MainContext.iterate(until: { self.drawnRows().count == 2 }, timeout: 3))
    activateRow("Fixture Mono")
    XCTAssertEqual(headerTitle, "Fixture Mono")
    WidgetDriving.activate(window.backButtonWidget)
    settle()
    XCTAssertEqual(drawnRows().map(\.text), ["Fixture Mincho", "Fixture Mono"])
    XCTAssertEqual(WidgetInspection.text(ofEditable: entry), "fixture m")
  }

  func testOpensAtAFamilyPageWithTheBackStackInPlace() {
    open([.families, .family("Fixture Serif")])
    XCTAssertEqual(headerTitle, "Fixture Serif")
    XCTAssertEqual(backButtonText, "Font Families")
    XCTAssertEqual(Set(drawnRows().compactMap(\.detail)), ["Regular · TrueType", "Regular · CFF"])
    WidgetDriving.activate(window.backButtonWidget)
    settle()
    XCTAssertEqual(drawnRows().count, 6)
  }
}

/// Fonts installed or removed while the window is open.
final class FontChangeTests: WindowTestCase {
  func testRefreshesWhenAFontIsInstalledAndRemoved() throws {
    open()
    XCTAssertEqual(app.model.allFamilies?.reduce(0, { $0 + $1.faceCount }), 11)
    // fontconfig compares folder dates in whole seconds.
    _ = MainContext.iterate(until: { false }, timeout: 1.2)
    let source = FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf")
    let installed = FixtureFonts.installDirectory.appendingPathComponent("FixtureDisplay-Copy.ttf")
    try FileManager.default.copyItem(at: source, to: installed)
    defer { try? FileManager.default.removeItem(at: installed) }
    XCTAssertTrue(
      MainContext.iterate(until: { self.app.model.allFamilies?.reduce(0, { $0 + $1.faceCount }) == 12 }, timeout: 10))
    XCTAssertEqual(drawnRows().first { $0.text == "Fixture Display" }?.accessory, "go-next-symbolic")

    _ = MainContext.iterate(until: { false }, timeout: 1.2)
    try FileManager.default.removeItem(at: installed)
    XCTAssertTrue(
      MainContext.iterate(until: { self.app.model.allFamilies?.reduce(0, { $0 + $1.faceCount }) == 11 }, timeout: 10))
    XCTAssertNil(drawnRows().first { $0.text == "Fixture Display" }?.accessory)
  }
}
