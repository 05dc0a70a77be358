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
