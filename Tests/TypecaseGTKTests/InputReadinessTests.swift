import TypecaseUI
import XCTest

@testable import GtkSupport
@testable import TypecaseGTK

/// Once the first rows are drawn, the window gets ready for the first key (issue 10: the first
/// key typed into a new window made the hidden search field's resources and styles, and read
/// the keyboard map from the X server, all in that key's frame).
final class InputReadinessTests: WindowTestCase {
  func testTheHiddenSearchFieldIsMadeOnceTheFirstRowsAreDrawn() throws {
    open()
    let page = try XCTUnwrap(window.familiesPage)
    let entry = try XCTUnwrap(page.searchEntry)
    XCTAssertTrue(
      MainContext.iterate(until: { entry.isRealized }, timeout: 3), "the search field was not made before a key")
    XCTAssertFalse(page.isSearching, "the search opened by itself")
    XCTAssertFalse(entry.isMapped, "the search field is shown")
  }
}
