/// A PNG's pHYs chunk: the physical size of its pixels, which cairo does not write.
enum PNGResolution {
  /// Where a PNG's first chunk after its header may go: the 8-byte signature and the 25-byte
  /// IHDR chunk come first.
  static let headerEnd = 8 + 25

  /// The pHYs chunk of an image at `dotsPerInch`: pixels per metre, both ways.
  static func chunk(dotsPerInch: Double) -> [UInt8] {
    let perMetre = UInt32((dotsPerInch / 0.0254).rounded())
    let body = Array("pHYs".utf8) + bigEndian(perMetre) + bigEndian(perMetre) + [1]
    return bigEndian(9) + body + bigEndian(crc32(body))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  /// The CRC-32 PNG puts after each chunk (of its type and data).
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
  }
}
