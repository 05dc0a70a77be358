import GtkSupport
import XCTest

@testable import TypecaseGTK

/// Text to read (a license, a copyright, the languages) opens with its cursor at the start.
final class ReadOnlyTextTests: GtkSupportTestCase {
  /// The cursor stood after the text's last line break: a screen reader's first line in the
  /// Copyright dialog was a blank one.
  func testReadOnlyTextStartsAtTheStart() {
    let view = FacePage.readOnlyText("Copyright 2024 Someone.\nAll rights reserved.\n", margins: true)
    XCTAssertEqual(view.cursorOffset, 0)
    XCTAssertFalse(view.isEditable)
  }
}
