import TypecaseCore
import XCTest

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
