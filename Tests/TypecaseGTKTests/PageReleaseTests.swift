import CAdwaita
import FixtureSupport
import GtkSupport
import TypecaseCore
import TypecaseUI
import XCTest

@testable import TypecaseGTK

/// A popped page is destroyed like a popped view controller (issue 10.1): nothing of it stays in
/// the widget tree (and so in what a screen reader reads), and its Swift object goes.
final class PageReleaseTests: WindowTestCase {
  /// The list views of pages in the window's widget tree (not those of the filter popover's
  /// drop-downs).
  var listViewCount: Int {
    WidgetTree.descendants(of: window.window).filter {
      $0.cssName == "listview" && !$0.isInside(window.filters.button)
    }
    .count
  }

  func testPoppedPagesLeaveTheWidgetTree() throws {
    open()
    XCTAssertEqual(listViewCount, 1)
    weak var firstFamilyPage: ScreenPage?
    for family in ["Typecase Fixture Sans", "Fixture Mono", "Fixture Serif", "Typecase Fixture Sans", "Fixture Mono"] {
      activateRow(family)
      XCTAssertEqual(headerTitle, family)
      if firstFamilyPage == nil { firstFamilyPage = window.currentPage }
      WidgetDriving.activate(window.backButtonWidget)
      settle()
      XCTAssertEqual(headerTitle, "Font Families")
    }
    // The last one goes once its slide has ended.
    _ = MainContext.iterate(until: { self.listViewCount == 1 }, timeout: 2)
    XCTAssertEqual(listViewCount, 1, "popped pages are still in the window")
    XCTAssertNil(firstFamilyPage, "a popped page's object is still alive")
    // What they freed goes back to the system once going back pauses.
    XCTAssertTrue(
      MainContext.iterate(until: { self.window.freedMemory.trimCount > 0 }, timeout: 2), "freed memory not returned")
  }

  /// A popped face page goes too: its sliders, switches, grid and buttons keep no reference to
  /// it (a handler holding its own widget or the page would keep the whole page alive).
  func testPoppedFacePagesGo() throws {
    open([.families, .family("Typecase Fixture Sans")])
    weak var firstFacePage: FacePage?
    for _ in 0..<3 {
      let row = try XCTUnwrap(window.currentPage?.screen.rows.last)
      window.openDetail(rowID: row.id)
      XCTAssertTrue(MainContext.iterate(until: { self.window.currentFacePage?.isDrawn == true }, timeout: 3))
      settle()  // the groups below the preview are made after its first frame
      if firstFacePage == nil { firstFacePage = window.currentFacePage }
      XCTAssertEqual(headerTitle, "Typecase Fixture Sans Bold Italic")
      // GTK's button says "clicked" 250 ms after it is activated (showing itself pressed):
      // waited for, not assumed done within a settle (a loaded machine took longer).
      WidgetDriving.activate(window.backButtonWidget)
      _ = MainContext.iterate(until: { self.headerTitle == "Typecase Fixture Sans" }, timeout: 5)
      settle()
      XCTAssertEqual(headerTitle, "Typecase Fixture Sans")
    }
    // The last one goes once its slide has ended.
    let hasGrid = { WidgetTree.descendants(of: self.window.window).contains { $0.cssName == "gridview" } }
    _ = MainContext.iterate(until: { firstFacePage == nil && !hasGrid() }, timeout: 2)
    XCTAssertNil(firstFacePage, "a popped face page's object is still alive")
    XCTAssertFalse(hasGrid(), "a popped face page's character grid is still in the window")
  }

  /// Going back while a page still slides in shows the first page at once and lets the popped
  /// page go: GTK 4.8 keeps memory for good when a slide interrupts a slide (bench/memory.sh:
  /// +20 MB over 100 quick open/back cycles before).
  func testANavigationDuringASlideDoesNotSlide() throws {
    open()
    window.activate(rowID: "Typecase Fixture Sans")
    XCTAssertTrue(window.isSliding, "opening a family slides")
    window.goBack()
    XCTAssertFalse(window.isSliding, "going back during the slide slides again")
    XCTAssertEqual(headerTitle, "Font Families")
    XCTAssertEqual(listViewCount, 1, "the popped page is still in the window")
  }
}
