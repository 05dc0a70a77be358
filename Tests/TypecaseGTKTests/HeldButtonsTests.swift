import CAdwaita
import XCTest

@testable import GtkSupport

/// Which motions reach a window's widgets while a mouse button is held.
final class HeldButtonsTests: XCTestCase {
  private let button1 = GDK_BUTTON1_MASK.rawValue
  private let button3 = GDK_BUTTON3_MASK.rawValue

  /// A motion GTK made up, saying no button is held while button 3 is, stops at the window:
  /// passed on, it dropped the right-click's press.
  ///
  /// One that says it is held goes on.
  func testAMadeUpMotionWithoutAHeldButtonStops() {
    var held = HeldButtons()
    held.notePress(of: 3)
    XCTAssertFalse(held.passesMotion(withState: 0, isMadeUp: true))
    XCTAssertTrue(held.passesMotion(withState: button3, isMadeUp: true))
    // Still held: the made-up motion changed nothing.
    XCTAssertEqual(held.mask, button3)
    held.noteRelease(of: 3)
    XCTAssertTrue(held.passesMotion(withState: 0, isMadeUp: true))
  }

  /// A real motion without the button ends the press (its release went to a menu opened on the
  /// press): made-up motions pass again, and hover follows widgets that move.
  func testARealMotionWithoutTheButtonEndsThePress() {
    var held = HeldButtons()
    held.notePress(of: 1)
    XCTAssertTrue(held.passesMotion(withState: 0, isMadeUp: false))
    XCTAssertEqual(held.mask, 0)
    XCTAssertTrue(held.passesMotion(withState: 0, isMadeUp: true))
  }

  /// Two buttons are held apart; a side button (8, the back button) has no mask and is not held.
  func testButtonsAreHeldApart() {
    var held = HeldButtons()
    held.notePress(of: 1)
    held.notePress(of: 3)
    held.notePress(of: 8)
    XCTAssertEqual(held.mask, button1 | button3)
    XCTAssertFalse(held.passesMotion(withState: button1, isMadeUp: true))
    held.noteRelease(of: 3)
    XCTAssertTrue(held.passesMotion(withState: button1, isMadeUp: true))
    XCTAssertEqual(HeldButtons.mask(of: 8), 0)
  }
}
