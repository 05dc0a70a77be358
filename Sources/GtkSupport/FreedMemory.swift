import CAdwaita

/// Gives the heap memory the program has freed back to the system once the main loop has been
/// quiet for a moment.
///
/// glibc keeps freed heap pages for reuse, in the main heap and in each thread's arena, so
/// what a popped page or a background reading freed stayed in the window's resident size
/// (bench/memory.sh: 4–5 MB over 150 families). `malloc_trim` hands those pages back.
public final class FreedMemory {
  private let quietMilliseconds: UInt32
  private var pendingSource: guint = 0

  /// Times each trim is run (for tests).
  public private(set) var trimCount = 0

  /// Creates a returner that trims `quietMilliseconds` after the last request.
  public init(quietMilliseconds: UInt32 = 300) { self.quietMilliseconds = quietMilliseconds }

  deinit {
    if pendingSource != 0 { g_source_remove(pendingSource) }
  }

  /// Returns freed memory once no other request has come for the quiet time: quick page
  /// changes trim once, after the last of them.
  ///
  /// Call on the main thread.
  public func returnSoon() {
    if pendingSource != 0 { g_source_remove(pendingSource) }
    pendingSource = MainContext.every(milliseconds: quietMilliseconds) { [weak self] in
      guard let self else { return false }
      self.pendingSource = 0
      self.trimCount += 1
      malloc_trim(0)
      return false
    }
  }
}
