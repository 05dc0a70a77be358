import XCTest

@testable import TypecaseGTK

/// Which clicks on a page just shown are dropped as the second click of a double-click.
final class SecondClickGuardTests: XCTestCase {
  private let start = ContinuousClock.now

  private func at(_ milliseconds: Int) -> ContinuousClock.Instant { start + .milliseconds(milliseconds) }

  /// Move to Trash clicked twice: the first click took the page away, the second came to the
  /// new page's button at once and is dropped; a click after the double-click's time is not.
  func testTheSecondClickOfADoubleClickThatChangedThePageIsDropped() {
    var guarding = SecondClickGuard(interval: .milliseconds(400))
    guarding.notePress(at: at(0))
    guarding.notePageShown(at: at(120))
    guarding.notePress(at: at(250))
    XCTAssertTrue(guarding.isSecondClick(at: at(300)))
    XCTAssertFalse(guarding.isSecondClick(at: at(600)))
  }

  /// A page that changed on its own (`--page` resolved once the fonts came in, a font
  /// installed elsewhere) follows no press: a click on it at once is a first click.
  ///
  /// Dropped, Remove Duplicates clicked as the face page settled did nothing.
  func testAClickOnAPageThatChangedOnItsOwnCounts() {
    var guarding = SecondClickGuard(interval: .milliseconds(400))
    guarding.notePageShown(at: at(0))
    guarding.notePress(at: at(100))
    XCTAssertFalse(guarding.isSecondClick(at: at(150)))
    // A press long before the change, then the change, then a click at once.
    guarding.notePageShown(at: at(2_000))
    guarding.notePress(at: at(2_050))
    XCTAssertFalse(guarding.isSecondClick(at: at(2_100)))
  }

  /// A key that changed the page (Enter on Move to Trash, held: its repeat) counts as the
  /// first press too.
  func testAKeyThatChangedThePageGuardsTheNextClick() {
    var guarding = SecondClickGuard(interval: .milliseconds(400))
    guarding.notePress(at: at(1_000))
    guarding.notePageShown(at: at(1_300))
    XCTAssertTrue(guarding.isSecondClick(at: at(1_500)))
  }
}
