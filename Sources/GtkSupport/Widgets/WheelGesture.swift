/// The wheel events over a scroller with another scroller inside it, told apart by turn: a
/// turn that was scrolling the outer scroller goes on scrolling it over the inner one.
///
/// Browsers latch a wheel gesture to the scroller it started in, ended by a pause; the wheel
/// has no start and end of its own (a touchpad has, but GTK 4.8 does not pass them on).
final class WheelGesture {
  /// The pause, in milliseconds, that ends a turn of the wheel: events closer together are
  /// one turn (a wheel spun by hand sends one every 10 to 100 ms).
  static let pause: UInt32 = 500

  /// One wheel event over the outer scroller.
  struct Event {
    /// When it happened, in the event clock's milliseconds.
    var time: UInt32
    /// Whether it scrolled the outer scroller (any event outside the inner one is taken to).
    var scrolledOuter: Bool
  }

  /// The event before the one being handled.
  private(set) var previous: Event?
  /// The event being handled (or the last one handled).
  var current: Event?

  /// Records a new event at `time`, taken to scroll the outer scroller until the inner one
  /// says otherwise (`current.scrolledOuter`).
  func begin(at time: UInt32) {
    previous = current
    current = Event(time: time, scrolledOuter: true)
  }

  /// Whether the event at `time` belongs to a turn of the wheel that was scrolling the outer
  /// scroller.
  func continuesOuterTurn(at time: UInt32) -> Bool {
    guard let previous, previous.scrolledOuter, time != 0 else { return false }
    // The clock wraps around after 49 days.
    return time &- previous.time <= Self.pause
  }
}
