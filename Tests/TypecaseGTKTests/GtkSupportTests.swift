import CAdwaita
import XCTest

@testable import GtkSupport

/// Signal and main-loop closures are released by GLib exactly when their handler goes.
final class GtkSupportTests: XCTestCase {
  final class Token {}

  override func setUpWithError() throws {
    guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
      throw XCTSkip("no display: run the suite with scripts/test (Xvfb)")
    }
    gtk_init()
  }

  func testASignalClosureGoesWithItsObject() {
    weak var released: Token?
    var calls = 0
    do {
      let token = Token()
      released = token
      let button = Button()
      let onClick: () -> Void = {
        _ = token
        calls += 1
      }
      Signal.connect(button, "clicked", onClick)
      WidgetDriving.emit(button, "clicked")
      XCTAssertEqual(calls, 1)
      XCTAssertNotNil(released)
    }
    XCTAssertNil(released, "the closure box outlived its button")
  }

  func testADisconnectedClosureIsReleasedAtOnce() {
    weak var released: Token?
    let button = Button()
    do {
      let token = Token()
      released = token
      let handler = Signal.connect(button, "clicked") { _ = token }
      Signal.disconnect(button, handler)
    }
    XCTAssertNil(released)
  }

  func testAnIdleClosureRunsOnceAndIsReleased() {
    weak var released: Token?
    var runs = 0
    do {
      let token = Token()
      released = token
      MainContext.later {
        _ = token
        runs += 1
      }
    }
    XCTAssertNotNil(released)
    MainContext.drain()
    XCTAssertEqual(runs, 1)
    XCTAssertNil(released)
  }

  func testKeysThatTypeACharacterAreToldFromKeysThatMove() {
    for keyval in [GDK_KEY_a, GDK_KEY_Z, GDK_KEY_7, GDK_KEY_space, GDK_KEY_eacute, GDK_KEY_minus] {
      XCTAssertTrue(Key(value: UInt32(keyval)).typesCharacter, "keyval \(keyval)")
    }
    for key in [Key.up, .down, .tab, .leftTab, .escape, .f10, .menu, Key(value: UInt32(GDK_KEY_BackSpace))] {
      XCTAssertFalse(key.typesCharacter, "keyval \(key.value)")
    }
  }
}
