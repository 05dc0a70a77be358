import Glibc
import Synchronization
import TypecaseCore

/// A line on the terminal that says how far a long task has come ("reading font files: 1200
/// of 4728"), redrawn in place and cleared when the task ends.
///
/// It shows only after `delay` (a task that ends sooner says nothing), at most once each
/// `interval`, and only on a terminal: standard error piped or sent to a file gets none of it.
/// `update` may be called from any thread.
final class ProgressLine: Sendable {
  /// What the line says when `done` of `total` are done.
  private let text: @Sendable (_ done: Int, _ total: Int) -> String
  /// Writes to the terminal.
  private let write: @Sendable (String) -> Void
  /// Milliseconds on a clock that only moves forward.
  private let clock: @Sendable () -> Int
  private let delay: Int
  private let interval: Int
  private let state: Mutex<State>

  private struct State {
    var started: Int
    /// When the line was last drawn; nil while it is not shown.
    var shown: Int?
  }

  /// A line that starts counting now.
  init(
    delay: Int = 1000, interval: Int = 100, clock: @escaping @Sendable () -> Int,
    write: @escaping @Sendable (String) -> Void, text: @escaping @Sendable (_ done: Int, _ total: Int) -> String
  ) {
    self.text = text
    self.write = write
    self.clock = clock
    self.delay = delay
    self.interval = interval
    state = Mutex(State(started: clock()))
  }

  /// A line on standard error, when it is a terminal that can redraw a line (not TERM=dumb);
  /// else nil.
  static func onStandardError(
    environment: [String: String], text: @escaping @Sendable (_ done: Int, _ total: Int) -> String
  ) -> ProgressLine? {
    guard isatty(STDERR_FILENO) == 1, environment["TERM"] != "dumb" else { return nil }
    return ProgressLine(
      clock: SnapshotCommand.monotonicMilliseconds,
      write: { text in
        _ = Array(text.utf8).withUnsafeBytes { DescriptorWriting.all($0, to: STDERR_FILENO) }
      }, text: text)
  }

  /// Says that `done` of `total` are done: the line is drawn when the delay has passed and it
  /// was not drawn within the interval.
  func update(done: Int, total: Int) {
    let now = clock()
    let draw = state.withLock { state -> Bool in
      guard now - state.started >= delay, state.shown.map({ now - $0 >= interval }) ?? true else { return false }
      state.shown = now
      return true
    }
    // Drawn under no lock: a line from another thread may come first, and is redrawn next time.
    if draw { write("\r" + text(done, total) + "\u{1B}[K") }
  }

  /// Clears the line, if it was drawn, so what follows starts at the left of an empty line.
  func finish() {
    let wasShown = state.withLock { state -> Bool in
      defer { state.shown = nil }
      return state.shown != nil
    }
    if wasShown { write("\r\u{1B}[K") }
  }
}
