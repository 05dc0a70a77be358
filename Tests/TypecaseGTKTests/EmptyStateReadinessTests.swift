import CAdwaita
import TypecaseUI
import XCTest

@testable import GtkSupport
@testable import TypecaseGTK

/// The family list's empty state ("No Results Found") is made ready while the user searches or
/// picks filters, before any of them empties the list (issue 9: the first filter that left
/// nothing took some 20 ms longer than the next, decoding the state's 128-pixel icon in its
/// frame), and not at start-up, which many sessions never need it for.
final class EmptyStateReadinessTests: WindowTestCase {
  /// The icon the families page's empty state holds now (nil: none yet).
  private func emptyStateIcon() throws -> String? {
    let page = try XCTUnwrap(window.familiesPage)
    let status = try XCTUnwrap(WidgetTree.descendants(of: page.root).first { $0.cssName == "statuspage" })
    return adw_status_page_get_icon_name(status.opaque).map { String(cString: $0) }
  }

  func testTypingIntoTheListReadiesTheEmptyStateWhileTheListStillHasRows() throws {
    open()
    settle()
    XCTAssertNil(try emptyStateIcon(), "readied at start-up")
    XInput.type("a", in: window.window)
    XCTAssertTrue(
      MainContext.iterate(until: { (try? self.emptyStateIcon()) == "system-search-symbolic" }, timeout: 3),
      "the search opened and the empty state still has no icon")
    XCTAssertTrue(window.currentPage?.isSearching ?? false, "the key did not open the search")
    XCTAssertFalse(
      window.currentPage?.entries.isEmpty ?? true, "the list was empty: the state was readied by showing it")
  }

  func testOpeningTheFilterPopoverReadiesTheEmptyState() throws {
    open()
    settle()
    XCTAssertNil(try emptyStateIcon(), "readied at start-up")
    WidgetDriving.activate(window.filters.button)
    XCTAssertTrue(
      MainContext.iterate(until: { (try? self.emptyStateIcon()) == "system-search-symbolic" }, timeout: 3),
      "the filters opened and the empty state still has no icon")
    XCTAssertEqual(window.model.filters, FamilyFilters(), "a filter was turned on")
    // Closed again: a popover left open would take the next window's keys.
    WidgetDriving.activate(window.filters.button)
    settle()
  }
}
