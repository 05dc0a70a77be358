import CFontconfig

/// What characters a face covers, in a few bytes: their count and a digest of the set.
///
/// Two faces with the same coverage have the same digest; a face that gained or lost one
/// character gets another. The digest is the SHA-256 of fontconfig's character set, page by
/// page (each page's first code point and its 256-bit map, little-endian).
public struct CharacterCoverage: Sendable, Hashable {
  /// How many characters the face maps.
  public var count: Int
  /// The SHA-256 of the character set, 64 hexadecimal digits.
  public var sha256: String

  /// Creates a coverage.
  public init(count: Int, sha256: String) {
    self.count = count
    self.sha256 = sha256
  }
}

extension FontPatternReader {
  /// The coverage of the pattern's character set (an empty set when it has none).
  package func characterCoverage() -> CharacterCoverage {
    var charset: OpaquePointer?
    var hasher = SHA256()
    guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else {
      return CharacterCoverage(count: 0, sha256: hasher.finalize().hexDigits)
    }
    // Each page is hashed as its first code point, then its 8 words of map.
    var map = [FcChar32](repeating: 0, count: Int(FC_CHARSET_MAP_SIZE))
    var page = [UInt32](repeating: 0, count: 1 + map.count)
    var next: FcChar32 = 0
    var base = map.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { FcCharSetFirstPage(charset, $0, &next) } ?? FcChar32.max
    }
    while base != FcChar32.max {
      page[0] = base.littleEndian
      for position in map.indices { page[position + 1] = map[position].littleEndian }
      page.withUnsafeBytes { hasher.update($0) }
      base = map.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { FcCharSetNextPage(charset, $0, &next) } ?? FcChar32.max
      }
    }
    return CharacterCoverage(count: Int(FcCharSetCount(charset)), sha256: hasher.finalize().hexDigits)
  }
}
