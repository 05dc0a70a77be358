import TypecaseCore
import TypecaseUI
import XCTest

@testable import GtkSupport
@testable import TypecaseGTK

/// `typecase --search TEXT` opens the window with the family list searched, the text in its
/// search field, as `typecase families --search TEXT` lists (the window took the filters of
/// issue 9 but not the search: "unknown option '--search'").
final class OpenWithSearchTests: WindowTestCase {
  func testTheWindowOpensWithTheSearchAskedFor() throws {
    WindowTestCase.windowsOpened += 1
    app = TypecaseApp(
      options: TypecaseApp.Options(routes: [.families], search: "mono"), settings: SettingsValues(),
      applicationID: "org.typecase.Typecase.Test\(WindowTestCase.windowsOpened)")
    app.startWithoutMainLoop()
    XCTAssertTrue(MainContext.iterate(until: { self.app.hasFonts && self.window.isTopPageDrawn }))
    settle()
    XCTAssertEqual(drawnRows().map(\.text), ["Fixture Mono"])
    let page = try XCTUnwrap(window.currentPage)
    XCTAssertTrue(page.isSearching, "the search bar is closed")
    XCTAssertEqual(page.searchEntry?.text, "mono")
    // Typing goes on with it, at its end.
    XInput.type("x", in: window.window)
    XCTAssertTrue(MainContext.iterate(until: { self.app.model.search == "monox" }, timeout: 3), app.model.search)
  }
}
