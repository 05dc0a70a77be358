import CAdwaita
import FixtureSupport
import Foundation
import GtkSupport
import TypecaseCore
import TypecaseUI
import XCTest

@testable import TypecaseGTK

/// What a new user did, by real X input (XTest through xdotool), read back from the widgets.
final class RealInputTests: WindowTestCase {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-input-\(UUID())")

  override func tearDown() {
    super.tearDown()
    try? FileManager.default.removeItem(at: directory)
  }

  /// Opens the window at `routes` over a settings file of its own.
  func openStored(_ routes: [Route]) -> SettingsStore {
    let store = SettingsStore(directory: directory, environment: ["LANG": "C.UTF-8"])
    WindowTestCase.windowsOpened += 1
    app = TypecaseApp(
      options: TypecaseApp.Options(routes: routes), settings: SettingsValues(environment: ["LANG": "C.UTF-8"]),
      store: store, applicationID: "org.typecase.Typecase.Input\(WindowTestCase.windowsOpened)")
    app.startWithoutMainLoop()
    XCTAssertTrue(
      MainContext.iterate(until: { self.app.hasFonts && (self.window.currentPage?.boundRowCount ?? 0) > 0 }))
    settle()
    return store
  }

  var focused: Widget? { WidgetInspection.focusWidget(in: window.window) }

  /// The text field of the Custom Text row on the Sample Text page.
  func customTextField() throws -> Widget {
    let page = try XCTUnwrap(window.currentPage)
    return try XCTUnwrap(
      WidgetTree.descendants(of: page.listView).compactMap { rowWidget(of: $0)?.madeField }
        .first { WidgetInspection.isVisible($0) })
  }

  /// Issue 13.1: the Custom Text field keeps focus and every character typed.
  func testTypingIntoCustomTextKeepsFocusAndEveryCharacter() throws {
    let store = openStored(try PagePath.routes(for: "settings/preview-text"))
    let field = try customTextField()
    XInput.click(field, in: window.window)
    XInput.key("End", in: window.window)
    XInput.type("hello", in: window.window)
    _ = MainContext.iterate(until: { false }, timeout: 0.3)
    XCTAssertEqual(store.load().values.value("preview-custom-text"), "Typecase 0123hello")
    XCTAssertEqual(WidgetInspection.text(ofEditable: field), "Typecase 0123hello")
    let focus = try XCTUnwrap(focused)
    XCTAssertTrue(WidgetInspection.isInside(focus, field), "focus left the field")
    // Typing the custom text chose it: the checkmark moved to Custom Text.
    XCTAssertEqual(store.load().values.value("preview-text"), "custom")
    let checked = drawnRows().filter { $0.accessory == "object-select-symbolic" }.map(\.text)
    XCTAssertEqual(checked, ["Custom Text"])
  }

  /// Issue 13.4: a long search neither widens the window nor keeps it wide.
  func testALongSearchDoesNotWidenTheWindow() throws {
    _ = openStored([.families])
    let width = window.window.width
    XInput.type(String(repeating: "abcdefghij", count: 30), in: window.window)
    XCTAssertEqual(app.model.search.count, 300)
    XCTAssertEqual(window.window.width, width)
    XInput.key("ctrl+a", "BackSpace", in: window.window)
    XCTAssertEqual(app.model.search, "")
    XCTAssertEqual(window.window.width, width)
  }

  /// The text of the list row that has keyboard focus, if one has.
  var focusedRowText: String? {
    guard let focus = focused, let page = window.currentPage, WidgetInspection.isInside(focus, page.listView) else {
      return nil
    }
    let box = focus.children.first
    return box.flatMap { rowWidget(of: $0) }.map { WidgetInspection.text(ofLabel: $0.text) }
  }

  /// Issue 13.5: closing the search keeps the row you were on focused.
  func testClosingTheSearchKeepsTheRowYouWereOn() throws {
    _ = openStored([.families])
    XInput.type("fixture m", in: window.window)
    XCTAssertEqual(drawnRows().count, 2)
    XInput.key("Down", "Down", in: window.window)
    let chosen = try XCTUnwrap(focusedRowText)
    XCTAssertEqual(chosen, drawnRows().last?.text)
    XInput.key("ctrl+f", "Escape", in: window.window)
    XCTAssertTrue(MainContext.iterate(until: { self.app.model.search.isEmpty }, timeout: 2))
    _ = MainContext.iterate(until: { self.focusedRowText == chosen }, timeout: 2)
    XCTAssertEqual(focusedRowText, chosen)
  }

  /// Typing on a result row with the search open goes on with the search, in its field (GTK's
  /// search bar takes typing only while it is closed: the keys were lost).
  func testTypingOnAResultRowGoesOnWithTheSearch() throws {
    _ = openStored([.families])
    XInput.type("fixture", in: window.window)
    XInput.key("Down", in: window.window)
    _ = MainContext.iterate(until: { self.focusedRowText != nil }, timeout: 2)
    XCTAssertNotNil(focusedRowText, "Down did not reach the results")
    XInput.type(" mo", in: window.window)
    XCTAssertTrue(
      MainContext.iterate(until: { self.app.model.search == "fixture mo" }, timeout: 2), "search: \(app.model.search)")
    XCTAssertTrue(MainContext.iterate(until: { self.drawnRows().map(\.text) == ["Fixture Mono"] }, timeout: 3))
    let entry = try XCTUnwrap(window.currentPage?.searchEntry)
    XCTAssertTrue(entry.hasFocusInside, "the field did not take the focus")
    // BackSpace on a row edits it too (it did nothing while letters went on).
    XInput.key("Down", in: window.window)
    _ = MainContext.iterate(until: { self.focusedRowText != nil }, timeout: 2)
    XCTAssertNotNil(focusedRowText, "Down did not reach the results")
    XInput.key("BackSpace", "BackSpace", in: window.window)
    XCTAssertTrue(
      MainContext.iterate(until: { self.app.model.search == "fixture " }, timeout: 2), "search: \(app.model.search)")
  }

  /// Tab from the search field goes past the strip of chips when "Shows this text" is on and
  /// cannot be turned off (no family name has the text's first character): it went to the
  /// strip, an unnamed "scroll pane" with no focus ring.
  func testTabFromTheSearchPassesTheStripOfChipsBy() throws {
    _ = openStored([.families])
    XInput.type("€", in: window.window)
    XCTAssertTrue(MainContext.iterate(until: { self.app.model.search == "€" }, timeout: 2))
    let page = try XCTUnwrap(window.currentPage)
    XCTAssertNotNil(page.screen.showsTextForcedBecause, "'Shows this text' can be turned off")
    // No family draws it: the empty state's button comes next, once the empty state is ready.
    XCTAssertTrue(page.entries.isEmpty)
    _ = MainContext.iterate(until: { false }, timeout: 0.6)
    XInput.key("Tab", in: window.window)
    let focus = try XCTUnwrap(focused)
    XCTAssertEqual(WidgetInspection.buttonLabel(of: focus), "Clear Search", "Tab went to \(focus.cssName)")
  }

  /// The mouse's back button goes back, from a face page and from a family page (it did
  /// nothing).
  func testTheMouseBackButtonGoesBack() throws {
    _ = openStored([.families, .family("Typecase Fixture Sans")])
    let row = try XCTUnwrap(window.currentPage?.screen.rows.last)
    window.openDetail(rowID: row.id)
    XCTAssertTrue(MainContext.iterate(until: { self.window.currentFacePage?.isDrawn == true }, timeout: 3))
    XCTAssertEqual(window.headerTitleText, "Typecase Fixture Sans Bold Italic")
    for title in ["Typecase Fixture Sans", "Font Families"] {
      XInput.click(window.window, button: 8, in: window.window)
      XCTAssertTrue(
        MainContext.iterate(until: { self.window.headerTitleText == title }, timeout: 3), window.headerTitleText)
    }
    // On the first page, nothing to go back to: it stays.
    XInput.click(window.window, button: 8, in: window.window)
    XCTAssertEqual(window.headerTitleText, "Font Families")
  }

  /// The keyboard's Back key goes back, as Alt+Left does (it did nothing).
  func testTheKeyboardBackKeyGoesBack() throws {
    _ = openStored([.families, .family("Typecase Fixture Sans")])
    let row = try XCTUnwrap(window.currentPage?.screen.rows.last)
    window.openDetail(rowID: row.id)
    XCTAssertTrue(MainContext.iterate(until: { self.window.currentFacePage?.isDrawn == true }, timeout: 3))
    for title in ["Typecase Fixture Sans", "Font Families"] {
      XInput.key("XF86Back", in: window.window)
      XCTAssertTrue(
        MainContext.iterate(until: { self.window.headerTitleText == title }, timeout: 3), window.headerTitleText)
    }
  }

  /// A right-click on a face row opens its Copy menu, and the row is not left drawn pressed
  /// once the menu closes (the menu opened on the press took the release, and the row stayed
  /// grey until clicked again).
  func testARightClickOpensTheCopyMenuAndLeavesTheRowUnpressed() throws {
    _ = openStored([.families, .family("Typecase Fixture Sans")])
    let box = try XCTUnwrap(drawnRows().last?.box)
    let parts = try XCTUnwrap(rowWidget(of: box))
    let row = try XCTUnwrap(box.parent)
    XInput.click(parts.text, button: 3, in: window.window)
    let copy = try XCTUnwrap(parts.madeCopyButton)
    XCTAssertTrue(MainContext.iterate(until: { copy.isOpen }, timeout: 3), "the right-click opened no menu")
    XInput.key("Escape", in: window.window)
    XCTAssertTrue(MainContext.iterate(until: { !copy.isOpen }, timeout: 3))
    _ = MainContext.iterate(until: { false }, timeout: 0.3)
    XCTAssertFalse(WidgetInspection.isDrawnPressed(row), "the row is still drawn pressed")
    XCTAssertFalse(WidgetInspection.isDrawnPressed(box), "the row's box is still drawn pressed")
  }

  /// A message too long for a toast's one line has a Details button, reached by Tab, that
  /// shows it whole (libadwaita cut it: "…could not be use…", where and why lost); a short one
  /// has none.
  func testALongMessageIsShownWholeFromItsToast() throws {
    _ = openStored([.families])
    let text =
      "The settings file /home/someone/.config/typecase/settings.json could not be used (not valid JSON at line 3), "
      + "so the defaults apply; it was kept as /home/someone/.config/typecase/settings.json.corrupt-20261201T181306Z."
    window.showToast(text)
    settle()
    XInput.key("Down", "Tab", in: window.window)
    let focus = try XCTUnwrap(focused)
    XCTAssertEqual(WidgetInspection.buttonLabel(of: focus), "Details")
    XInput.key("Return", in: window.window)
    XCTAssertTrue(MainContext.iterate(until: { self.window.shownMessage?.isMapped == true }, timeout: 3))
    XCTAssertEqual(window.shownMessage?.body, text)
    let dialog = try XCTUnwrap(window.shownMessage)
    XCTAssertTrue(Accessibility.hasLabel(dialog, "Details"), "the dialog is not named")
    XInput.key("Escape", in: window.window)
    XCTAssertTrue(MainContext.iterate(until: { !dialog.isMapped }, timeout: 3))
    // The focus goes back to the row it was on (it went to the header's first button).
    XCTAssertTrue(
      MainContext.iterate(until: { self.focusedRowText != nil }, timeout: 2), "focus: \(focused?.cssName ?? "none")")
    window.showToast("Copied CSS")
    settle()
    let buttons = WidgetTree.descendants(of: window.window).filter { WidgetInspection.buttonLabel(of: $0) == "Details" }
    XCTAssertTrue(buttons.allSatisfy { !$0.isMapped }, "a short message has a Details button")
  }

  /// Enter in the search opens the first match: a family of several fonts its page, a family
  /// of one font its font's page (it did nothing, such a row having no page of its own).
  func testEnterInTheSearchOpensTheFirstMatch() throws {
    _ = openStored([.families])
    XInput.type("display", in: window.window)
    XCTAssertTrue(MainContext.iterate(until: { self.drawnRows().map(\.text) == ["Fixture Display"] }, timeout: 3))
    XInput.key("Return", in: window.window)
    XCTAssertTrue(
      MainContext.iterate(until: { self.window.headerTitleText == "Fixture Display Regular" }, timeout: 3),
      window.headerTitleText)
    XInput.key("alt+Left", in: window.window)
    XCTAssertTrue(MainContext.iterate(until: { self.window.headerTitleText == "Font Families" }, timeout: 3))
    XInput.key("ctrl+f", "ctrl+a", "BackSpace", in: window.window)
    XInput.type("fixture mo", in: window.window)
    XCTAssertTrue(MainContext.iterate(until: { self.drawnRows().map(\.text) == ["Fixture Mono"] }, timeout: 3))
    XInput.key("Return", in: window.window)
    XCTAssertTrue(
      MainContext.iterate(until: { self.window.headerTitleText == "Fixture Mono" }, timeout: 3), window.headerTitleText)
  }

  /// Back from a family opened with Enter in the search comes to that family's row: it came to
  /// the row nearest the one focused before the search ("Fixture Mono", after the last row).
  func testBackFromAFamilyOpenedFromTheSearchFocusesItsRow() throws {
    _ = openStored([.families])
    _ = MainContext.iterate(until: { self.focusedRowText != nil }, timeout: 2)
    XInput.key("End", in: window.window)
    XCTAssertTrue(MainContext.iterate(until: { self.focusedRowText == "Typecase Fixture Sans" }, timeout: 2))
    XInput.type("fixture m", in: window.window)
    XCTAssertTrue(
      MainContext.iterate(until: { self.drawnRows().map(\.text) == ["Fixture Mincho", "Fixture Mono"] }, timeout: 3))
    XInput.key("Return", in: window.window)
    XCTAssertTrue(
      MainContext.iterate(until: { self.window.headerTitleText == "Fixture Mincho Regular" }, timeout: 3),
      window.headerTitleText)
    XInput.key("alt+Left", in: window.window)
    XCTAssertTrue(MainContext.iterate(until: { self.window.headerTitleText == "Font Families" }, timeout: 3))
    XCTAssertTrue(
      MainContext.iterate(until: { self.focusedRowText == "Fixture Mincho" }, timeout: 2), focusedRowText ?? "none")
  }

  /// Tab into a family page's list lands on a row, as on the family list: it landed on the
  /// row's Copy as… button (the menu button's own button took focus), and the row itself was
  /// reached by arrows only.
  func testTabIntoAFamilyPagesListLandsOnARow() throws {
    _ = openStored([.families, .family("Typecase Fixture Sans")])
    XCTAssertTrue(MainContext.iterate(until: { self.focusedRowText != nil }, timeout: 2))
    XInput.key("shift+Tab", in: window.window)
    XCTAssertTrue(MainContext.iterate(until: { self.focusedRowText == nil }, timeout: 2))
    XInput.key("Tab", in: window.window)
    XCTAssertTrue(
      MainContext.iterate(until: { self.focusedRowText != nil }, timeout: 2), "focus: \(focused?.cssName ?? "none")")
    // And back out in one step, past no button of the row.
    XInput.key("shift+Tab", in: window.window)
    XCTAssertTrue(MainContext.iterate(until: { self.focusedRowText == nil }, timeout: 2))
    let page = try XCTUnwrap(window.currentPage)
    XCTAssertFalse(focused.map { WidgetInspection.isInside($0, page.listView) } ?? true, "\(focused?.cssName ?? "")")
  }

  /// Escape closes a search bar left open with nothing in it, from the field and from the list:
  /// it stayed open whatever Escape was pressed, as there was no search to clear.
  func testEscapeClosesAnEmptySearchBar() throws {
    _ = openStored([.families])
    let page = try XCTUnwrap(window.currentPage)
    XInput.key("ctrl+f", in: window.window)
    XCTAssertTrue(MainContext.iterate(until: { page.isSearching }, timeout: 2))
    XInput.key("Escape", in: window.window)
    XCTAssertTrue(MainContext.iterate(until: { !page.isSearching }, timeout: 2), "Escape in the field")
    // Opened, then left for the list: Escape from a row.
    XInput.key("ctrl+f", in: window.window)
    XCTAssertTrue(MainContext.iterate(until: { page.isSearching }, timeout: 2))
    XInput.key("Down", in: window.window)
    _ = MainContext.iterate(until: { self.focusedRowText != nil }, timeout: 2)
    XCTAssertNotNil(focusedRowText)
    XInput.key("Escape", in: window.window)
    XCTAssertTrue(MainContext.iterate(until: { !page.isSearching }, timeout: 2), "Escape in the list")
  }

  /// Runs setxkbmap with `arguments` (the keyboard layout of the tests' X server).
  func setKeyboardLayout(_ arguments: String...) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/setxkbmap")
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "setxkbmap \(arguments)")
  }

  /// The window's shortcuts work as GTK's own do with Caps Lock on (Ctrl+F, whose key is then
  /// F, opened the filters) and in a second layout, Russian beside US English (Ctrl+F there
  /// sends Cyrillic_a: every shortcut did nothing).
  func testShortcutsWorkWithCapsLockAndInASecondLayout() throws {
    _ = openStored([.families])
    let page = try XCTUnwrap(window.currentPage)
    XInput.key("Caps_Lock", "ctrl+f", in: window.window)
    let searched = MainContext.iterate(until: { page.isSearching }, timeout: 2)
    XInput.key("Escape", "Escape", "Caps_Lock", in: window.window)
    XCTAssertTrue(searched, "Ctrl+F with Caps Lock on did not search")
    XCTAssertTrue(MainContext.iterate(until: { !page.isSearching }, timeout: 2))
    try setKeyboardLayout("-layout", "us,ru")
    defer { try? setKeyboardLayout("-layout", "us") }
    // The second layout locked (as a layout switch leaves it), the key where F is.
    XInput.key("ISO_Next_Group", "ctrl+Cyrillic_a", in: window.window)
    let searchedInRussian = MainContext.iterate(until: { page.isSearching }, timeout: 2)
    XInput.key("Escape", "Escape", in: window.window)
    XCTAssertTrue(searchedInRussian, "Ctrl+F in the Russian layout did not search")
    // Typing in it still types Cyrillic: the search gets "ф", not "f".
    XInput.key("Cyrillic_ef", in: window.window)
    XCTAssertTrue(
      MainContext.iterate(until: { self.app.model.search == "ф" }, timeout: 2), "search: \(app.model.search)")
  }

  /// A dead key or Compose typed on a result row goes on with the search as the field's input
  /// method makes it: dead_acute then e is "é" (the accent was lost, "deje").
  func testADeadKeyOnAResultRowComposesInTheSearch() throws {
    _ = openStored([.families])
    XInput.type("fixture", in: window.window)
    XInput.key("Down", in: window.window)
    _ = MainContext.iterate(until: { self.focusedRowText != nil }, timeout: 2)
    XCTAssertNotNil(focusedRowText, "Down did not reach the results")
    XInput.key("dead_acute", "e", in: window.window)
    XCTAssertTrue(
      MainContext.iterate(until: { self.app.model.search == "fixtureé" }, timeout: 2), "search: \(app.model.search)")
    XInput.key("Down", in: window.window)
    _ = MainContext.iterate(until: { self.focusedRowText != nil }, timeout: 2)
    XInput.key("Multi_key", "apostrophe", "a", in: window.window)
    XCTAssertTrue(
      MainContext.iterate(until: { self.app.model.search == "fixtureéá" }, timeout: 2), "search: \(app.model.search)")
  }

  /// Issue 13.7: arrows cross preference groups both ways; Tab leaves a list in one step.
  func testArrowsCrossGroupsAndTabLeavesTheList() throws {
    _ = openStored([.families, .settings])
    _ = MainContext.iterate(until: { self.focusedRowText == "Sample Text" }, timeout: 2)
    XCTAssertEqual(focusedRowText, "Sample Text")
    XInput.key("Down", "Down", in: window.window)
    XCTAssertEqual(focusedRowText, "Language & Region")
    XInput.key("Up", in: window.window)
    XCTAssertEqual(focusedRowText, "Size")
    XInput.key("Tab", in: window.window)
    XCTAssertEqual(focused, window.backButtonWidget)
  }

  /// Issue 13.7: on Sample Text, Down and Tab both reach the Custom Text field.
  func testDownAndTabReachTheCustomTextField() throws {
    _ = openStored(try PagePath.routes(for: "settings/preview-text"))
    let field = try customTextField()
    XInput.key("Down", "Down", "Down", in: window.window)
    XCTAssertTrue(focused.map { WidgetInspection.isInside($0, field) } == true, "Down did not reach the field")
    XInput.key("Up", "Up", in: window.window)
    XCTAssertEqual(focusedRowText, "Pangram")
    XInput.key("Tab", in: window.window)
    XCTAssertTrue(focused.map { WidgetInspection.isInside($0, field) } == true, "Tab did not reach the field")
  }

  /// The Sample Text choices are within Tab's reach from the Custom Text field: Shift+Tab goes
  /// from the field to the chosen choice, and Tab back into the list from the header lands on
  /// it, not on the field again (the choices were reached by Up alone).
  func testTabReachesTheSampleTextChoicesFromItsField() throws {
    _ = openStored(try PagePath.routes(for: "settings/preview-text"))
    let field = try customTextField()
    XInput.key("Down", "Down", "Down", "Up", "Up", "space", in: window.window)
    XCTAssertEqual(focusedRowText, "Pangram")
    XCTAssertEqual(drawnRows().filter { $0.accessory == "object-select-symbolic" }.map(\.text), ["Pangram"])
    XInput.key("Down", "Down", in: window.window)
    XCTAssertTrue(focused.map { WidgetInspection.isInside($0, field) } == true, "Down did not reach the field")
    XInput.key("shift+Tab", in: window.window)
    XCTAssertEqual(focusedRowText, "Pangram", "Shift+Tab from the field went elsewhere")
    XInput.key("Tab", in: window.window)
    XCTAssertTrue(focused.map { WidgetInspection.isInside($0, field) } == true, "Tab did not go on to the field")
    // Out of the list to the header, and back in: the chosen one, then the field.
    XInput.key("Tab", in: window.window)
    let list = try XCTUnwrap(window.currentPage?.listView)
    XCTAssertFalse(WidgetInspection.isInside(try XCTUnwrap(focused), list), "Tab did not leave the list")
    XInput.key("shift+Tab", in: window.window)
    XCTAssertEqual(focusedRowText, "Pangram", "Shift+Tab back into the list landed elsewhere")
  }

  /// The widgets the keyboard focus is given to while `key` is pressed and the page it opens
  /// settles (nil, focus taken from every widget, left out).
  func focusesWhile(pressing key: String, until done: @escaping () -> Bool) -> [Widget] {
    var seen: [Widget] = []
    window.window.onFocusChanged { [weak self] in
      if let focus = self?.window.window.focusWidget { seen.append(focus) }
    }
    XInput.key(key, in: window.window)
    XCTAssertTrue(MainContext.iterate(until: done, timeout: 5))
    settle()
    return seen
  }

  /// Opening a page moves the focus once, to where it starts on that page: GTK's stack gave it
  /// to the new page's first control first, and a screen reader began announcing "Copy as…"
  /// on every face page, and "12 pt" before the chosen size.
  func testOpeningAPageMovesTheFocusOnce() throws {
    _ = openStored(try PagePath.routes(for: "family/Typecase Fixture Sans"))
    XCTAssertTrue(MainContext.iterate(until: { self.focusedRowText != nil }, timeout: 3))
    let facePage = focusesWhile(pressing: "ctrl+i") { self.window.currentFacePage?.isDrawn == true }
    let start = try XCTUnwrap(window.currentFacePage?.firstFocus)
    XCTAssertEqual(facePage.map { $0 == start }, [true], "\(facePage.map(\.cssName))")
    XInput.key("ctrl+comma", in: window.window)
    XCTAssertTrue(MainContext.iterate(until: { self.headerTitle == "Settings" }, timeout: 3))
    settle()
    XCTAssertEqual(focusedRowText, "Sample Text")
    XInput.key("Down", in: window.window)
    XCTAssertEqual(focusedRowText, "Size")
    let sizePage = focusesWhile(pressing: "Return") { self.focusedRowText == "17 pt" }
    let texts = sizePage.map { focus in
      focus.children.first.flatMap { rowWidget(of: $0) }.map { WidgetInspection.text(ofLabel: $0.text) }
    }
    XCTAssertEqual(texts, ["17 pt"])
  }

  /// Back from Settings to a search that found nothing, the focus is on its Clear Search:
  /// nothing had it (the list, hidden behind "No Results Found", took none), a screen reader
  /// said nothing, and Tab started over at the header bar.
  func testBackToASearchThatFoundNothingFocusesClearSearch() throws {
    _ = openStored([.families])
    XInput.type("qqqzzz", in: window.window)
    XCTAssertTrue(MainContext.iterate(until: { self.app.model.search == "qqqzzz" }, timeout: 3))
    XCTAssertTrue(MainContext.iterate(until: { self.window.currentPage?.entries.isEmpty == true }, timeout: 3))
    settle()
    XInput.key("ctrl+comma", in: window.window)
    XCTAssertTrue(MainContext.iterate(until: { self.headerTitle == "Settings" }, timeout: 3))
    settle()
    XInput.key("alt+Left", in: window.window)
    XCTAssertTrue(MainContext.iterate(until: { self.headerTitle != "Settings" }, timeout: 3))
    settle()
    settle()
    let focus = try XCTUnwrap(focused, "nothing has the focus")
    XCTAssertEqual(focus.cssName, "button")
    // A labelled button's child is its label.
    XCTAssertEqual(WidgetInspection.text(ofLabel: try XCTUnwrap(focus.children.first)), "Clear Search")
  }

  /// Issue 13.7: Tab leaves the family list in one step, whichever row has focus.
  func testTabLeavesTheFamilyListInOneStep() throws {
    _ = openStored([.families])
    XInput.key("Down", "Down", in: window.window)
    XCTAssertNotNil(focusedRowText)
    XInput.key("Tab", in: window.window)
    let focus = try XCTUnwrap(focused)
    XCTAssertFalse(WidgetInspection.isInside(focus, try XCTUnwrap(window.currentPage?.listView)))
    XInput.key("shift+Tab", in: window.window)
    XCTAssertNotNil(focusedRowText, "Shift+Tab from the header did not return to the list")
  }
}
