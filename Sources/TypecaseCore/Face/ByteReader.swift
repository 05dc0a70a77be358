/// Big-endian numbers read from a font table's bytes, bounds checked: nil past the end.
package struct ByteReader {
  /// The bytes (borrowed: valid while their owner, a `MappedFile`, lives).
  package let bytes: UnsafeRawBufferPointer

  /// A reader of `bytes`.
  package init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  /// How many bytes there are.
  package var count: Int { bytes.count }

  /// Whether `length` bytes from `offset` are all there.
  package func has(_ offset: Int, _ length: Int) -> Bool {
    offset >= 0 && length >= 0 && offset <= bytes.count && length <= bytes.count - offset
  }

  /// The unsigned 16-bit number at `offset`.
  package func uint16(at offset: Int) -> UInt16? {
    guard has(offset, 2) else { return nil }
    return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
  }

  /// The unsigned 32-bit number at `offset`.
  package func uint32(at offset: Int) -> UInt32? {
    guard has(offset, 4) else { return nil }
    // Byte by byte, as `uint16`: a reduce over 0..<4 took some 8,000 instructions a number in a
    // debug build (a CJK character map searched for ASCII, 240 million).
    return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
      | UInt32(bytes[offset + 3])
  }

  /// The 16.16 fixed-point number at `offset`, as HarfBuzz hands it over (a Float).
  package func fixed(at offset: Int) -> Float? {
    uint32(at: offset).map { Float(Int32(bitPattern: $0)) / 65536 }
  }

  /// The `length` bytes from `offset` (fewer when the bytes end first).
  package func slice(_ offset: Int, _ length: Int) -> UnsafeRawBufferPointer {
    guard offset >= 0, offset < bytes.count, length > 0 else { return UnsafeRawBufferPointer(start: nil, count: 0) }
    return UnsafeRawBufferPointer(rebasing: bytes[offset..<min(bytes.count, offset + length)])
  }
}
