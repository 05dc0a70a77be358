import GtkSupport

/// Keeps an activation key (Enter, Space) held or pressed twice quickly from acting again on
/// the page its first press opened, as UIKit ignores input during a push.
///
/// Enter held on a family row opened the family's page, then (repeating) its first face's
/// page, then typed line breaks into that page's sample, which every face page then showed;
/// Enter pressed three times quickly did the same. The key's repeats are ignored until it is
/// released, and a new press of it within a double-click's time of the page it opened. Repeats
/// on a page the key did not open (line breaks held in the sample) go through.
struct ActivationKeyGuard {
  /// A double-click's time (the desktop's gtk-double-click-time).
  let interval: Duration
  /// The keys held, by keyval: when each was first pressed and last pressed (or repeated).
  private var held: [UInt32: (pressed: ContinuousClock.Instant, last: ContinuousClock.Instant)] = [:]
  /// The key last pressed, and when its press began.
  private var lastPress: (key: UInt32, pressed: ContinuousClock.Instant, at: ContinuousClock.Instant)?
  /// The press that changed the top page, and when the page changed.
  private var pageOpener: (key: UInt32, pressed: ContinuousClock.Instant, shown: ContinuousClock.Instant)?

  init(interval: Duration) {
    self.interval = interval
  }

  /// The keys that activate the focused row or button.
  private static let activationKeys: Set<UInt32> = [Key.return.value, Key.keypadEnter.value, Key.space.value]

  /// Notes `key` pressed (or repeated) at `instant`; returns whether the press is to be ignored.
  ///
  /// A press counts as a repeat when the key was not released since a press less than a second
  /// before (a release lost to another window then does not hold a later press back).
  mutating func shouldIgnorePress(of key: Key, at instant: ContinuousClock.Instant = .now) -> Bool {
    let pressed: ContinuousClock.Instant
    if let earlier = held[key.value], instant - earlier.last < .seconds(1) {
      pressed = earlier.pressed
    } else {
      pressed = instant
    }
    held[key.value] = (pressed, instant)
    lastPress = (key.value, pressed, instant)
    guard Self.activationKeys.contains(key.value), let opener = pageOpener, opener.key == key.value else {
      return false
    }
    let isRepeat = pressed != instant
    return isRepeat ? opener.pressed == pressed : instant - opener.shown < interval
  }

  /// Notes `key` released.
  mutating func noteRelease(of key: Key) {
    held[key.value] = nil
  }

  /// Notes the top page changing at `instant`: by the key last pressed when it was pressed a
  /// moment before.
  mutating func notePageShown(at instant: ContinuousClock.Instant = .now) {
    guard let press = lastPress, instant - press.at < interval else {
      pageOpener = nil
      return
    }
    pageOpener = (press.key, press.pressed, instant)
  }
}
