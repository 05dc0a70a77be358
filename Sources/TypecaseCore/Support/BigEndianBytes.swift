/// A font table's bytes, read as big-endian numbers (nil beyond its end).
package struct BigEndianBytes {
  /// The bytes.
  package var bytes: [UInt8]

  /// The bytes `bytes`.
  package init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The unsigned number of `size` bytes at `offset`; nil when it is not all in the bytes.
  package func number(_ offset: Int, _ size: Int) -> Int? {
    guard offset >= 0, size > 0, offset <= bytes.count - size else { return nil }
    return bytes[offset..<offset + size].reduce(0) { $0 << 8 | Int($1) }
  }

  /// The first two bytes (a glyph ID) of each of `count` records of `size` bytes from
  /// `offset`: no more than the bytes hold (a damaged count of four billion).
  func records(count: Int, at offset: Int, size: Int) -> [Int] {
    (0..<min(count, bytes.count / size)).compactMap { number(offset + $0 * size, 2) }
  }
}
