import Synchronization
import Testing

@testable import TypecaseCLI

/// The progress line of a long snapshot: the first snapshot of 4,728 faces read for 33 s with
/// nothing said.
@Suite struct ProgressLineTests {
  /// A clock set by the test and the text written, shared with the line.
  final class Terminal: Sendable {
    let now = Mutex(0)
    let written = Mutex("")
  }

  func line(_ terminal: Terminal) -> ProgressLine {
    ProgressLine(
      delay: 1000, interval: 100, clock: { terminal.now.withLock { $0 } },
      write: { text in terminal.written.withLock { $0 += text } }, text: { "read \($0) of \($1)" })
  }

  @Test func saysNothingForAShortTaskAndClearsNothing() {
    let terminal = Terminal()
    let progress = line(terminal)
    terminal.now.withLock { $0 = 999 }
    progress.update(done: 1, total: 2)
    progress.finish()
    #expect(terminal.written.withLock { $0 }.isEmpty)
  }

  @Test func redrawsInPlaceAtMostOnceAnIntervalThenClearsTheLine() {
    let terminal = Terminal()
    let progress = line(terminal)
    terminal.now.withLock { $0 = 1000 }
    progress.update(done: 1, total: 3)
    terminal.now.withLock { $0 = 1099 }
    progress.update(done: 2, total: 3)
    terminal.now.withLock { $0 = 1100 }
    progress.update(done: 3, total: 3)
    #expect(terminal.written.withLock { $0 } == "\rread 1 of 3\u{1B}[K\rread 3 of 3\u{1B}[K")
    progress.finish()
    #expect(terminal.written.withLock { $0 }.hasSuffix("of 3\u{1B}[K\r\u{1B}[K"))
    // Cleared once: a second finish writes nothing more.
    let before = terminal.written.withLock { $0 }
    progress.finish()
    #expect(terminal.written.withLock { $0 } == before)
  }
}
