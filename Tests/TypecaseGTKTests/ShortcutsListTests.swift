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
