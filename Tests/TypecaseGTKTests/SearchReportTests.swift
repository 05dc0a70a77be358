import TypecaseCore
import TypecaseUI
import XCTest

@testable import GtkSupport
@testable import TypecaseGTK

/// The family search reports each change on the next turn of the main loop, not after GTK's
/// default pause in typing of 150 ms (issue 10: a key in the search shows its matches in the
/// next frame).
final class SearchReportTests: GtkSupportTestCase {
  func testTheSearchIsReportedWithoutWaitingForAPauseInTyping() throws {
    let rows = (0..<30).map { Row(id: "line-\($0)", text: "Line \($0)") }
    let screen = Screen(
      route: .families, title: "Lines", isSearchable: true, sections: [Section(id: "lines", rows: rows)])
    let page = ScreenPage(
      screen: screen, fontMaps: FamilyFontMaps(), localizer: Localizer(language: .english, directory: nil))
    let entry = try XCTUnwrap(page.searchEntry)
    var reported: [String] = []
    page.onSearch = { reported.append($0) }
    entry.text = "Line 1"
    // Only what is ready now runs: no waiting, so a timer of 150 ms cannot fire.
    MainContext.drain()
    XCTAssertEqual(reported, ["Line 1"])
    entry.text = "Line 12"
    entry.text = "Line 123"
    MainContext.drain()
    // Setting the text empties the field first, and GTK reports an empty field at once.
    XCTAssertEqual(
      reported.filter { !$0.isEmpty }, ["Line 1", "Line 123"], "changes that came together are reported once")
  }
}
