import CAdwaita
import Glibc

/// Hops onto GTK's main thread, where every GTK call belongs.
///
/// Inside `g_application_run`, `DispatchQueue.main` and `@MainActor` tasks are not serviced on
/// Linux, so work finished elsewhere comes back through GLib's idle and timeout sources.
public enum MainContext {
  /// Runs `work` once on the main loop, soon (an idle source; safe to call from any thread).
  public static func idle(_ work: @escaping @Sendable () -> Void) {
    later(work)
  }

  /// Runs `work` on the main loop after the current event (call from the main thread only:
  /// `work` may touch GTK and the caller's main-thread state).
  public static func later(_ work: @escaping () -> Void) {
    idle(priority: G_PRIORITY_DEFAULT_IDLE, work)
  }

  /// Runs `work` on the main loop after the current event, before GTK lays out and draws its
  /// next frame (an idle source of a higher priority than GTK's redraw): what the next frame
  /// is to show, once the code that called it has returned.
  public static func beforeNextFrame(_ work: @escaping () -> Void) {
    idle(priority: G_PRIORITY_HIGH_IDLE, work)
  }

  /// Runs `work` once from an idle source of `priority`.
  private static func idle(priority: Int32, _ work: @escaping () -> Void) {
    let box = Unmanaged.passRetained(ClosureBox<() -> Void>(work)).toOpaque()
    g_idle_add_full(
      priority,
      { data in
        guard let data else { return 0 }
        Unmanaged<ClosureBox<() -> Void>>.fromOpaque(data).takeUnretainedValue().value()
        return 0
      }, box,
      { data in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
      })
  }

  /// Runs `work` on the main loop whenever the process gets the signal `number` (SIGTERM,
  /// SIGHUP or SIGINT: GLib's own handling, safe for any code), in place of its default action.
  ///
  /// The signal is unblocked on this thread (call from the main thread): a program started
  /// with it blocked (as a test runner's children are) never saw a kill.
  public static func onSignal(_ number: Int32, _ work: @escaping () -> Void) {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, number)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    let box = Unmanaged.passRetained(ClosureBox<() -> Void>(work)).toOpaque()
    g_unix_signal_add_full(
      G_PRIORITY_DEFAULT, number,
      { data in
        guard let data else { return 0 }
        Unmanaged<ClosureBox<() -> Void>>.fromOpaque(data).takeUnretainedValue().value()
        return 1
      }, box,
      { data in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
      })
  }

  /// Runs `work` once on the main loop, `milliseconds` from now.
  public static func after(milliseconds: UInt32, _ work: @escaping () -> Void) {
    every(milliseconds: milliseconds) {
      work()
      return false
    }
  }

  /// Runs `work` every `milliseconds` on the main loop while it returns true.
  @discardableResult
  public static func every(milliseconds: UInt32, _ work: @escaping () -> Bool) -> UInt32 {
    let box = Unmanaged.passRetained(ClosureBox<() -> Bool>(work)).toOpaque()
    return g_timeout_add_full(
      G_PRIORITY_DEFAULT, milliseconds,
      { data in
        guard let data else { return 0 }
        return Unmanaged<ClosureBox<() -> Bool>>.fromOpaque(data).takeUnretainedValue().value() ? 1 : 0
      }, box,
      { data in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
      })
  }

  /// Runs the main loop until nothing is pending (for tests: no sleeping).
  public static func drain() {
    while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
  }

  /// Runs the main loop until `condition` holds or `timeout` seconds pass; whether it held.
  ///
  /// Waits for events without spinning; a short timer wakes the loop when nothing else does,
  /// so the deadline holds even when no event ever comes.
  public static func iterate(until condition: () -> Bool, timeout: Double = 10) -> Bool {
    let deadline = g_get_monotonic_time() + gint64(timeout * 1_000_000)
    while !condition() {
      if g_get_monotonic_time() > deadline { return false }
      if g_main_context_pending(nil) == 0 {
        g_timeout_add(10, { _ in 0 }, nil)
      }
      g_main_context_iteration(nil, 1)
    }
    return true
  }
}

/// Carries values from any thread to a handler on the main thread.
///
/// Created on the main thread with a handler that may touch GTK; `post` may be called from a
/// background thread and delivers on the main loop.
public final class MainThreadInbox<Value: Sendable>: @unchecked Sendable {
  private let handler: (Value) -> Void

  /// Creates an inbox whose values reach `handler` on the main loop.
  public init(_ handler: @escaping (Value) -> Void) { self.handler = handler }

  /// Delivers `value` to the handler on the main loop.
  public func post(_ value: Value) {
    MainContext.idle { [self] in self.handler(value) }
  }
}
