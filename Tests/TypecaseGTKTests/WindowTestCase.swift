import CAdwaita
import FixtureSupport
import GtkSupport
import TypecaseCore
import TypecaseUI
import XCTest

@testable import TypecaseGTK

/// A real Typecase window over the fixture fonts, driven on the main thread (XCTest runs test
/// methods there on Linux) by iterating GLib's main loop instead of sleeping.
class WindowTestCase: XCTestCase {
  nonisolated(unsafe) static var windowsOpened = 0
  var app: TypecaseApp!
  var window: MainWindow { app.window! }

  override func setUpWithError() throws {
    guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
      throw XCTSkip("no display: run the suite with scripts/test (Xvfb)")
    }
    FixtureFonts.activate()
  }

  override func tearDown() {
    app?.quit()
    MainContext.drain()
    app = nil
  }

  /// Opens the window at `routes` and waits until the fonts are in and rows are drawn.
  func open(
    _ routes: [Route] = [.families], settings: SettingsValues = SettingsValues(), file: StaticString = #filePath,
    line: UInt = #line
  ) {
    WindowTestCase.windowsOpened += 1
    app = TypecaseApp(
      options: TypecaseApp.Options(routes: routes), settings: settings,
      applicationID: "org.typecase.Typecase.Test\(WindowTestCase.windowsOpened)")
    app.startWithoutMainLoop()
    // And the faces' filter facts (duplicates, filters), read once the first rows are drawn.
    XCTAssertTrue(
      MainContext.iterate(until: {
        self.app.hasFonts && self.window.isTopPageDrawn && self.app.model.filterIndex != nil
      }),
      "the window never showed its page", file: file, line: line)
  }

  /// Opens the window at `family`'s page, then the page of its first face, and waits until
  /// that page is drawn with the groups below its preview (made after its first frame).
  func openFirstFacePage(of family: String) throws -> FacePage {
    open([.families, .family(family)])
    let row = try XCTUnwrap(window.currentPage?.screen.rows.first)
    window.openDetail(rowID: row.id)
    XCTAssertTrue(MainContext.iterate(until: { self.window.currentFacePage?.isDrawn == true }, timeout: 3))
    settle()
    return try XCTUnwrap(window.currentFacePage)
  }

  /// Waits for pending work and transitions.
  func settle() {
    _ = MainContext.iterate(until: { false }, timeout: 0.35)
  }

  /// The icon the box of a line draws at its end for each class that draws one (`Stylesheet`);
  /// "" for the room an unchecked choice keeps.
  private static let accessoryIcons = [
    "typecase-disclosure": "go-next-symbolic", "typecase-checkmark": "object-select-symbolic",
    "typecase-unchecked": "",
  ]

  /// The drawn line widgets of the top page: (text label, detail label, the accessory's icon as
  /// the line's box draws it, box).
  func drawnRows() -> [(text: String, detail: String?, accessory: String?, box: Widget)] {
    guard let page = window.currentPage else { return [] }
    let boxes = WidgetTree.descendants(of: page.listView).filter { widget in
      widget.parent?.cssName == "row" && rowWidget(of: widget) != nil
    }
    return boxes.compactMap { box in
      guard let parts = rowWidget(of: box), WidgetInspection.isVisible(parts.text), box.isMapped else { return nil }
      return (
        WidgetInspection.text(ofLabel: parts.text),
        WidgetInspection.isVisible(parts.detail) ? WidgetInspection.text(ofLabel: parts.detail) : nil,
        Self.accessoryIcons.first { box.hasCSSClass($0.key) }?.value,
        box
      )
    }
  }

  /// The row (text, field and detail widgets) whose box is `box`, on any page.
  func rowWidget(of box: Widget) -> RowWidget? {
    window.listPages.lazy.flatMap(\.boundRows).first { $0.box == box }
  }

  /// The label widget of the drawn row whose text is `text`.
  func drawnRow(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Widget? {
    let row = drawnRows().first { $0.text == text }
    XCTAssertNotNil(row, "no drawn row \"\(text)\"; drawn: \(drawnRows().map(\.text))", file: file, line: line)
    return row?.box
  }

  /// Activates the row whose text is `text` on the top page through the list view.
  func activateRow(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
    guard let page = window.currentPage, let position = page.entries.firstIndex(where: { $0.row?.text == text }) else {
      XCTFail("no row \"\(text)\"", file: file, line: line)
      return
    }
    WidgetDriving.activateItem(of: page.listView, at: position)
    settle()
  }

  /// The header bar's title and the back button's label.
  var headerTitle: String { window.headerTitleText }
  var backButtonText: String? { window.backButtonText }
}
