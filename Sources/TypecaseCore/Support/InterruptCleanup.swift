import Glibc

/// Removes the temporary files a command is writing when it is interrupted (SIGINT, SIGTERM,
/// SIGHUP), then lets the signal end the program as it would have: Ctrl+C during
/// `typecase specimen` left a hidden `.NAME.PID.partial` beside the sheet each time, where
/// `sort -o` and `rsync` leave nothing.
///
/// Only for signals whose disposition is still the default (a program that handles one itself
/// keeps its handler). The paths live in memory allocated once, read by the handler without
/// allocating: the handler calls only `unlink`, `signal` and `raise`, which are safe there.
public enum InterruptCleanup {
  /// How many files can be watched at once.
  private static let capacity = 4
  /// The signals that end a program and that a terminal or a service manager sends (those
  /// `InterruptRequest` catches too).
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// The watched paths (NUL-terminated copies), nil in free slots: allocated once, never freed.
  nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
    let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
    slots.initialize(repeating: nil, count: capacity)
    return slots
  }()
  /// Whether the handlers are installed; its lock is taken to change the slots (the window
  /// exports specimens on threads of their own), never by the handler, which only reads them.
  private static let installed = LockedValue(false)

  /// Has `path` removed if the program is interrupted before `forget` is called with what
  /// this returns (nil: no room, nothing watched).
  public static func watch(_ path: String) -> Int? {
    installed.withLock { isInstalled in
      // The slots first: the handler must not be the first to reach them.
      guard let slot = (0..<capacity).first(where: { slots[$0] == nil }) else { return nil }
      slots[slot] = strdup(path)
      if !isInstalled {
        isInstalled = true
        installHandlers()
      }
      return slot
    }
  }

  /// Holds back the signals it watches for (they wait, pending) until `release` is called with
  /// what this returns: around making a file and watching it, where a signal that came as the
  /// file appeared ended the program before it was watched, and the file stayed.
  public static func holdSignals() -> sigset_t {
    var held = sigset_t()
    sigemptyset(&held)
    for signal in signals { sigaddset(&held, signal) }
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &held, &previous)
    return previous
  }

  /// Lets the signals `holdSignals` held back through again (one that came meanwhile is
  /// handled now, removing the watched files).
  public static func release(_ previous: sigset_t) {
    var previous = previous
    pthread_sigmask(SIG_SETMASK, &previous, nil)
  }

  /// Stops watching the file of `slot` (written and renamed, or removed).
  public static func forget(_ slot: Int?) {
    installed.withLock { _ in
      guard let slot, let path = slots[slot] else { return }
      slots[slot] = nil
      free(path)
    }
  }

  private static func installHandlers() {
    for signal in signals {
      var current = sigaction()
      guard sigaction(signal, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil else { continue }
      Glibc.signal(signal) { received in InterruptCleanup.handle(received) }
    }
  }

  /// The handler: removes the watched files, then ends the program by the same signal.
  private static func handle(_ received: Int32) {
    for slot in 0..<capacity {
      if let path = slots[slot] { unlink(path) }
    }
    Glibc.signal(received, SIG_DFL)
    raise(received)
  }
}
