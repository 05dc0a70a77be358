import CAdwaita
import TypecaseCore
import TypecaseUI
import XCTest

@testable import GtkSupport
@testable import TypecaseGTK

/// A long list shows first only the lines that fit on screen, and every line right after its
/// first frame (issue 10, first frame): GTK 4.8's list view otherwise makes about 200 rows at
/// once, most of them below the screen, before the first frame.
final class ListFirstFillTests: GtkSupportTestCase {
  func testALongListHoldsTheLinesThatFitFirstAndEveryLineAfterTheFirstFrame() throws {
    let rows = (0..<300).map { Row(id: "line-\($0)", text: "Line \($0)") }
    let screen = Screen(route: .families, title: "Lines", sections: [Section(id: "lines", rows: rows)])
    let page = ScreenPage(
      screen: screen, fontMaps: FamilyFontMaps(), localizer: Localizer(language: .english, directory: nil))
    // Before any frame: no more lines than a tall screen shows (1,600 pixels of 44-pixel rows).
    XCTAssertGreaterThan(page.listView.count, 0)
    XCTAssertLessThanOrEqual(page.listView.count, 40)
    let window = TestWindow(showing: page.root, width: 480, height: 600)
    defer { window.close() }
    XCTAssertTrue(
      MainContext.iterate(until: { page.listView.count == 300 }, timeout: 5),
      "the list holds \(page.listView.count) of 300 lines after its first frame")
  }

  func testAShortListHoldsEveryLineAtOnce() throws {
    let rows = (0..<12).map { Row(id: "line-\($0)", text: "Line \($0)") }
    let screen = Screen(route: .families, title: "Lines", sections: [Section(id: "lines", rows: rows)])
    let page = ScreenPage(
      screen: screen, fontMaps: FamilyFontMaps(), localizer: Localizer(language: .english, directory: nil))
    XCTAssertEqual(page.listView.count, 12)
  }
}
