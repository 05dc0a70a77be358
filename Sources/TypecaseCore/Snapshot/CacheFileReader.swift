/// Reads a binary cache file's numbers (8 bytes, little-endian) and byte strings (a length,
/// then the bytes) in order, never past its end.
struct CacheFileReader {
  /// The file's bytes.
  let bytes: UnsafeBufferPointer<UInt8>
  /// Where the next item starts.
  var position = 0

  /// Whether every byte was read.
  var isAtEnd: Bool { position == bytes.count }

  /// The next `count` bytes, as a range; nil past the end.
  mutating func take(_ count: Int) -> Range<Int>? {
    guard count >= 0, count <= bytes.count - position else { return nil }
    position += count
    return (position - count)..<position
  }

  /// The next number.
  mutating func number() -> UInt64? {
    guard let range = take(8) else { return nil }
    return UInt64(
      littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: range.lowerBound, as: UInt64.self))
  }

  /// The next byte string (its length, then its bytes), as a range.
  mutating func byteString() -> Range<Int>? {
    guard let count = number(), count <= UInt64(bytes.count) else { return nil }
    return take(Int(count))
  }

  /// A count of items of at least `size` bytes each, when the rest of the file can hold them.
  mutating func count(of size: Int) -> Int? {
    guard let count = number(), count <= UInt64((bytes.count - position) / size) else { return nil }
    return Int(count)
  }
}
