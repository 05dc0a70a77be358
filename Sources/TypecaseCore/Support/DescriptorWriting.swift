#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writing bytes to an open file descriptor.
package enum DescriptorWriting {
  /// Writes every byte of `bytes` to `descriptor`, going on after a partial write and after a
  /// signal interrupts one; nil when all are written, else the failure of the write that
  /// failed (a full disk, a closed pipe).
  package static func all(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> SystemError? {
    guard let start = bytes.baseAddress else { return nil }
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, start + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return .last
      }
      offset += written
    }
    return nil
  }
}
