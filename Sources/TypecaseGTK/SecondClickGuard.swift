/// Tells the second click of a double-click whose first click changed the page (Move to Trash
/// clicked twice: the face page went, and the second click trashed its whole family with the
/// family page's button now in the same place) from a click of its own on a page just shown;
/// the same for rows that moved under the pointer (`noteRowsMoved`).
///
/// A click counts as a second one when the top page changed less than a double-click's time
/// ago and a key or mouse button was pressed less than that time before the change. A page
/// that changed on its own (the fonts came in and `--page` found its face, a font installed
/// elsewhere) follows no press: a click on it at once is the user's first, and it was dropped.
struct SecondClickGuard {
  /// A double-click's time (the desktop's gtk-double-click-time).
  let interval: Duration
  /// When a key or mouse button was last pressed in the window.
  private var lastPress: ContinuousClock.Instant?
  /// When the top page last changed.
  private var pageShown: ContinuousClock.Instant?
  /// The last press before that change.
  private var pressBeforePage: ContinuousClock.Instant?

  init(interval: Duration) {
    self.interval = interval
  }

  /// Notes a key or mouse button pressed at `instant`.
  mutating func notePress(at instant: ContinuousClock.Instant = .now) {
    lastPress = instant
  }

  /// Notes the top page changing at `instant`.
  mutating func notePageShown(at instant: ContinuousClock.Instant = .now) {
    pageShown = instant
    pressBeforePage = lastPress
  }

  /// Notes the rows under the pointer moving at `instant`, a row taken out of the list by a
  /// press (a star clicked in the Starred list): a second click then lands on another row,
  /// as on a new page.
  mutating func noteRowsMoved(at instant: ContinuousClock.Instant = .now) {
    notePageShown(at: instant)
  }

  /// Whether a click at `instant` is the second click of a double-click that changed the page.
  func isSecondClick(at instant: ContinuousClock.Instant = .now) -> Bool {
    guard let pageShown, let pressBeforePage else { return false }
    return instant - pageShown < interval && pageShown - pressBeforePage < interval
  }
}
