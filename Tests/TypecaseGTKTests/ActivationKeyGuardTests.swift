import GtkSupport
import XCTest

@testable import TypecaseGTK

/// Which presses of Enter the window ignores after a page it opened (see `ActivationKeyGuard`).
final class ActivationKeyGuardTests: XCTestCase {
  private let start = ContinuousClock.now
  private func at(_ milliseconds: Int) -> ContinuousClock.Instant { start + .milliseconds(milliseconds) }

  func testTheRepeatsOfTheKeyThatOpenedThePageAreIgnoredUntilItIsReleased() {
    var guarded = ActivationKeyGuard(interval: .milliseconds(400))
    XCTAssertFalse(guarded.shouldIgnorePress(of: .return, at: at(0)))
    guarded.notePageShown(at: at(5))
    // Held: X repeats after its delay, then every few tens of milliseconds.
    XCTAssertTrue(guarded.shouldIgnorePress(of: .return, at: at(660)))
    XCTAssertTrue(guarded.shouldIgnorePress(of: .return, at: at(700)))
    guarded.noteRelease(of: .return)
    // Later, a press of its own; another key at any time.
    XCTAssertFalse(guarded.shouldIgnorePress(of: .return, at: at(1_500)))
    XCTAssertFalse(guarded.shouldIgnorePress(of: .down, at: at(1_510)))
  }

  func testPressesOfTheKeyThatOpenedThePageWithinADoubleClicksTimeAreIgnored() {
    var guarded = ActivationKeyGuard(interval: .milliseconds(400))
    XCTAssertFalse(guarded.shouldIgnorePress(of: .return, at: at(0)))
    guarded.notePageShown(at: at(5))
    guarded.noteRelease(of: .return)
    XCTAssertTrue(guarded.shouldIgnorePress(of: .return, at: at(150)))
    guarded.noteRelease(of: .return)
    XCTAssertTrue(guarded.shouldIgnorePress(of: .return, at: at(300)))
    guarded.noteRelease(of: .return)
    XCTAssertFalse(guarded.shouldIgnorePress(of: .return, at: at(450)))
  }

  func testRepeatsOnAPageTheKeyDidNotOpenGoThrough() {
    var guarded = ActivationKeyGuard(interval: .milliseconds(400))
    XCTAssertFalse(guarded.shouldIgnorePress(of: .return, at: at(0)))
    guarded.notePageShown(at: at(5))
    guarded.noteRelease(of: .return)
    // Enter held later (line breaks in the sample): its repeats are not the opener's.
    XCTAssertFalse(guarded.shouldIgnorePress(of: .return, at: at(2_000)))
    XCTAssertFalse(guarded.shouldIgnorePress(of: .return, at: at(2_660)))
    XCTAssertFalse(guarded.shouldIgnorePress(of: .return, at: at(2_700)))
  }

  func testAPageShownWithoutAPressIsNobodysAndALostReleaseHoldsNothingBack() {
    var guarded = ActivationKeyGuard(interval: .milliseconds(400))
    // The fonts came in and `--page` found its face: no key opened it.
    guarded.notePageShown(at: at(0))
    XCTAssertFalse(guarded.shouldIgnorePress(of: .return, at: at(100)))
    guarded.notePageShown(at: at(110))
    // Its release went to another window: pressed again seconds later, it is a new press.
    XCTAssertFalse(guarded.shouldIgnorePress(of: .return, at: at(3_000)))
  }
}
