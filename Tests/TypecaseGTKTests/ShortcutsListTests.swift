import CAdwaita
import TypecaseCore
import XCTest

@testable import GtkSupport
@testable import TypecaseGTK

/// The shortcuts window describes every shortcut as GNOME's do, in sentence case ("Close the
/// window"): it mixed menu titles ("Close Window", "Main Menu") with sentences ("Go back").
final class ShortcutsListTests: XCTestCase {
  func testEveryShortcutIsDescribedInSentenceCase() {
    let shortcuts = ShortcutsList.groups(Localizer(language: .english)).flatMap(\.shortcuts)
    XCTAssertGreaterThan(shortcuts.count, 10)
    for shortcut in shortcuts {
      let words = shortcut.title.split(separator: " ")
      XCTAssertEqual(words.first?.first?.isUppercase, true, shortcut.title)
      let capitalized = words.dropFirst().filter { $0.first?.isUppercase == true }
      XCTAssertEqual(capitalized, [], "\(shortcut.accelerator): \(shortcut.title)")
      XCTAssertFalse(shortcut.title.hasSuffix("…"), "\(shortcut.title): a shortcut is no menu item")
    }
  }
}

/// The shortcuts window fits a short screen: 960×540 (a 1920×1080 screen at 200 %), where GTK
/// cannot shrink it below its content and its lower lines were off the screen: fewer lines a
/// column, more pages.
final class ShortcutsWindowSizeTests: GtkSupportTestCase {
  /// The window's natural size, width then height.
  private func naturalSize(rowsPerColumn: Int) -> (width: Int32, height: Int32) {
    let window = ShortcutsWindow(
      groups: ShortcutsList.groups(Localizer(language: .english)), title: "Keyboard Shortcuts",
      searchLabel: "Search Shortcuts", rowsPerColumn: rowsPerColumn)
    defer { gtk_window_destroy(window.cast()) }
    var minimum: Int32 = 0
    var width: Int32 = 0
    var height: Int32 = 0
    gtk_widget_measure(window.pointer, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &width, nil, nil)
    gtk_widget_measure(window.pointer, GTK_ORIENTATION_VERTICAL, width, &minimum, &height, nil, nil)
    return (width, height)
  }

  func testTheWindowFitsAShortScreen() {
    XCTAssertEqual(ShortcutsList.rowsPerColumn(screenHeight: nil), ShortcutsWindow.fullColumn)
    XCTAssertEqual(ShortcutsList.rowsPerColumn(screenHeight: 1024), ShortcutsWindow.fullColumn)
    let rows = ShortcutsList.rowsPerColumn(screenHeight: 540)
    XCTAssertLessThan(rows, ShortcutsWindow.fullColumn)
    let full = naturalSize(rowsPerColumn: ShortcutsWindow.fullColumn)
    let short = naturalSize(rowsPerColumn: rows)
    // All in two columns, it is taller and wider than the short screen.
    XCTAssertGreaterThan(full.height, 540, "\(full)")
    XCTAssertLessThanOrEqual(short.width, 960, "\(short)")
    XCTAssertLessThanOrEqual(short.height, 540, "\(short)")
  }
}

/// On a short screen the shortcuts come in their order, General first: GTK 4.8 laid the one
/// section's two pages out again when shown, last page first ("Lists | Font Page" on page 1 at
/// 1024×600).
final class ShortcutsWindowPageOrderTests: GtkSupportTestCase {
  func testAShortScreensPagesComeInTheirOrder() {
    let groups = ShortcutsList.groups(Localizer(language: .english))
    let rows = ShortcutsList.rowsPerColumn(screenHeight: 600)
    XCTAssertGreaterThan(ShortcutsWindow.pages(groups, rowsPerColumn: rows).count, 1, "one page: nothing to order")
    let window = ShortcutsWindow(
      groups: groups, title: "Keyboard Shortcuts", searchLabel: "Search Shortcuts", rowsPerColumn: rows)
    defer { gtk_window_destroy(window.cast()) }
    gtk_window_present(window.cast())
    for _ in 0..<100 { g_main_context_iteration(nil, 0) }
    let shown = window.descendants.filter { $0.isA(gtk_shortcuts_group_get_type()) }.compactMap {
      ObjectProperty.string(of: $0, "title")
    }
    XCTAssertEqual(shown, groups.map(\.title))
    // Every page's groups fit its two columns.
    for page in ShortcutsWindow.pages(groups, rowsPerColumn: rows) {
      XCTAssertLessThanOrEqual(page.map { $0.shortcuts.count + 1 }.reduce(0, +), 2 * rows, "\(page.map(\.title))")
    }
  }
}

/// The window's header shows its title, as the menu names it: GTK 4.8 wrote its own
/// "Shortcuts" over a window of one section (in Korean, 바로 가기 beside the menu's 단축키).
final class ShortcutsWindowTitleTests: GtkSupportTestCase {
  func testTheHeaderShowsTheWindowsTitle() {
    let window = ShortcutsWindow(
      groups: ShortcutsList.groups(Localizer(language: .english)), title: "Keyboard Shortcuts",
      searchLabel: "Search Shortcuts")
    defer { gtk_window_destroy(window.cast()) }
    gtk_window_present(window.cast())
    for _ in 0..<100 { g_main_context_iteration(nil, 0) }
    let header = window.descendants.filter {
      $0.isA(gtk_label_get_type()) && gtk_widget_get_ancestor($0.pointer, gtk_header_bar_get_type()) != nil
        && gtk_widget_get_mapped($0.pointer) != 0
    }.compactMap { gtk_label_get_text($0.opaque).map { String(cString: $0) } }
    XCTAssertTrue(header.contains("Keyboard Shortcuts"), "\(header)")
    XCTAssertFalse(header.contains("Shortcuts"), "\(header)")
  }
}
