import XCTest

@testable import TypecaseGTK

/// What a toast shows of a message.
final class ToastTextTests: XCTestCase {
  func testAToastIsOneCapitalizedLine() {
    XCTAssertEqual(
      TypecaseApp.sentence("cannot write settings to /x: Read-only file system"),
      "Cannot write settings to /x: Read-only file system")
    XCTAssertEqual(
      TypecaseApp.sentence("no font family named \"X\"\n  did you mean: \"Y\"?"), "No font family named \"X\"")
    XCTAssertEqual(TypecaseApp.sentence("設定を保存できませんでした"), "設定を保存できませんでした")
  }
}

/// What the character grid says of a character: its tooltip, and the toast once it is copied.
final class CharacterCopyTextTests: XCTestCase {
  /// A private-use character (an icon font's) is said by its code, once: the toast drew another
  /// icon font's character in its place, and the tooltip said the code twice.
  func testAPrivateUseCharacterIsSaidByItsCode() {
    XCTAssertEqual(FacePage.copiedMessage("\u{F004}", localizer: .english), "Copied U+F004")
    XCTAssertEqual(FacePage.copiedMessage("\u{100003}", localizer: .english), "Copied U+100003")
    XCTAssertEqual(FacePage.tooltip(of: "\u{F004}"), "U+F004")
    XCTAssertEqual(FacePage.copiedMessage("B", localizer: .english), "Copied “B”")
    XCTAssertEqual(FacePage.tooltip(of: "B"), "U+0042 LATIN CAPITAL LETTER B")
  }

  /// A character that breaks lines is said by its code too: itself, it split the toast's one
  /// line in two.
  func testACharacterThatBreaksLinesIsSaidByItsCode() {
    XCTAssertEqual(FacePage.copiedMessage("\u{2029}", localizer: .english), "Copied U+2029")
    XCTAssertEqual(FacePage.copiedMessage("\r", localizer: .english), "Copied U+000D")
  }
}
