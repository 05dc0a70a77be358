import Glibc

/// Lets a command that works file by file stop between two files when it is interrupted
/// (SIGINT, SIGTERM, SIGHUP), say what it did and did not do, and end: Ctrl+C during `install`
/// of 300 files left 166 installed and printed nothing, the font caches not refreshed.
///
/// Only signals whose disposition is still the default are caught (a program that handles one
/// itself keeps its handler); a second one ends the program as the first would have. The
/// handler stores the signal's number in memory allocated once, and resets the disposition:
/// both safe in a signal handler.
public enum InterruptRequest {
  /// The number of the signal received (0: none), allocated once, never freed.
  nonisolated(unsafe) private static let received: UnsafeMutablePointer<Int32> = {
    let received = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    received.initialize(to: 0)
    return received
  }()

  /// Runs `body` with the signals caught, and returns what it returns and the signal that came.
  ///
  /// `body` asks the closure it is given whether one came (before each file); the signals'
  /// dispositions are as before afterwards.
  public static func catching<Result>(_ body: (_ isInterrupted: () -> Bool) -> Result) -> (Result, signal: Int32?) {
    received.pointee = 0
    var caught: [Int32] = []
    for signal in InterruptCleanup.signals {
      var current = sigaction()
      guard sigaction(signal, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil else { continue }
      // signal(2) in glibc restarts the calls the signal interrupts (reads and writes go on).
      Glibc.signal(
        signal,
        { number in
          InterruptRequest.received.pointee = number
          Glibc.signal(number, SIG_DFL)
        })
      caught.append(signal)
    }
    let result = body { received.pointee != 0 }
    for signal in caught { Glibc.signal(signal, SIG_DFL) }
    let signal = received.pointee
    return (result, signal == 0 ? nil : signal)
  }
}
