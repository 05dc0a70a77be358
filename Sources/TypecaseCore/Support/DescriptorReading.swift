#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reading an open file descriptor to its end.
package enum DescriptorReading {
  /// The bytes `descriptor` gives from where it stands to its end, each read retried when a
  /// signal interrupts it; nil when a read fails or more than `limit` bytes come.
  package static func toEnd(_ descriptor: Int32, upTo limit: Int = .max) -> [UInt8]? {
    try? bytesToEnd(descriptor, upTo: limit)
  }

  /// The bytes `descriptor` gives from where it stands to its end, each read retried when a
  /// signal interrupts it.
  ///
  /// Throws the failed read's error, or EFBIG ("File too large") when more than `limit` bytes
  /// come.
  package static func bytesToEnd(_ descriptor: Int32, upTo limit: Int) throws(SystemError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw SystemError.last
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[..<count])
      if bytes.count > limit { throw SystemError(code: EFBIG) }
    }
  }
}
