import CAdwaita
import TypecaseCore
import XCTest

@testable import GtkSupport
@testable import TypecaseGTK

/// The key that starts a search shows in the search field at once (issue 10): GTK's search bar
/// slid in over 250 ms, its first frame 0 pixels high, and the typed text stood in place only
/// some 200 ms after the key (bench/first-key.sh, "typed text in place").
///
/// Closed, the bar takes no room: a revealer without a transition keeps its child's height, a
/// blank band above the list.
final class SearchOpensAtOnceTests: WindowTestCase {
  func testTheFirstKeyOpensTheSearchBarFullyInItsOwnFrame() throws {
    open()
    settle()
    let page = try XCTUnwrap(window.currentPage)
    let bar = try XCTUnwrap(page.searchBar)
    let revealer = try XCTUnwrap(WidgetTree.children(of: bar).first { $0.cssName == "revealer" })
    // Whether the bar stood fully open when the main loop was next idle after it opened: at
    // once, without a slide; a slide would leave it opening for 250 ms.
    var openAtOnce: Bool?
    bar.onSearchModeChanged { searching in
      guard searching, openAtOnce == nil else { return }
      MainContext.later { openAtOnce = gtk_revealer_get_child_revealed(revealer.opaque) != 0 }
    }
    XInput.type("a", in: window.window)
    XCTAssertTrue(MainContext.iterate(until: { openAtOnce != nil }, timeout: 3), "the key did not open the search")
    XCTAssertEqual(openAtOnce, true, "the search bar was still sliding in")
    XCTAssertEqual(page.searchEntry?.text, "a")
  }

  /// The empty search field says what it searches, in the interface language (it was blank).
  func testTheEmptySearchFieldSaysWhatItSearches() throws {
    open()
    settle()
    XCTAssertEqual(window.currentPage?.searchEntry?.placeholder, "Search font families")
    app.apply(SettingsValues(stored: ["language": "ja"]))
    settle()
    let japanese = Localizer(language: .japanese).tr("Search font families")
    XCTAssertNotEqual(japanese, "Search font families")
    XCTAssertEqual(window.currentPage?.searchEntry?.placeholder, japanese)
  }

  func testTheSearchBarTakesNoRoomWhileClosed() throws {
    open()
    settle()
    let page = try XCTUnwrap(window.currentPage)
    let bar = try XCTUnwrap(page.searchBar)
    XCTAssertEqual(bar.height, 0, "the closed bar takes room above the list")
    XInput.type("a", in: window.window)
    XCTAssertTrue(page.isSearching, "the key did not open the search")
    XCTAssertGreaterThan(bar.height, 0)
    XInput.key("Escape", in: window.window)
    XCTAssertTrue(MainContext.iterate(until: { !page.isSearching }, timeout: 3), "Escape did not close the search")
    settle()
    XCTAssertEqual(bar.height, 0, "the bar closed by Escape takes room above the list")
  }
}
