import Glibc

/// Runs work on a thread of its own, as Foundation's `Thread.detachNewThread` did, without
/// linking Foundation.
public enum BackgroundThread {
  /// The stack each thread gets: 8 MiB, what a process's main thread has by default.
  private static let stackSize = 8 << 20

  /// Starts a detached thread that runs `body` once; runs `body` on the calling thread when
  /// no thread can be made (out of resources), so the work is never lost.
  public static func detach(_ body: @escaping @Sendable () -> Void) {
    let box = Unmanaged.passRetained(Work(body))
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    pthread_attr_setstacksize(&attributes, stackSize)
    var thread = pthread_t()
    let status = pthread_create(
      &thread, &attributes,
      { context in
        guard let context else { return nil }
        Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
        return nil
      }, box.toOpaque())
    if status != 0 { box.takeRetainedValue().body() }
  }

  /// The closure handed to the new thread through its `void *` argument.
  private final class Work: Sendable {
    /// What the thread runs.
    let body: @Sendable () -> Void

    /// Holds `body` for the thread.
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }
}
