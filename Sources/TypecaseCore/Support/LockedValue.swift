import Foundation

/// A value shared between threads, read and written only under its lock.
public final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// Wraps `value`.
  public init(_ value: Value) { self.value = value }

  /// Runs `body` with exclusive access to the value.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
