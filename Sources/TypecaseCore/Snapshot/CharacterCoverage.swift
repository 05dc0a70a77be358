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
  ///
  /// Faces of a family, and of a machine, share most coverages: `known` remembers the SHA-256
  /// of each set by a cheap hash of its pages (FNV-1a over the same words, with the count), so
  /// a set is put through SHA-256 once.
  package func characterCoverage(known: inout [CoverageKey: String]) -> CharacterCoverage {
    var charset: OpaquePointer?
    guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else {
      var empty = SHA256()
      return CharacterCoverage(count: 0, sha256: empty.finalize().hexDigits)
    }
    // Each page is its first code point, then its 8 words of map (little-endian in the hash).
    var words: [UInt32] = []
    var map = [FcChar32](repeating: 0, count: Int(FC_CHARSET_MAP_SIZE))
    var next: FcChar32 = 0
    var base = map.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { FcCharSetFirstPage(charset, $0, &next) } ?? FcChar32.max
    }
    while base != FcChar32.max {
      words.append(base.littleEndian)
      for word in map { words.append(word.littleEndian) }
      base = map.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { FcCharSetNextPage(charset, $0, &next) } ?? FcChar32.max
      }
    }
    let count = Int(FcCharSetCount(charset))
    var fnv: UInt64 = 0xcbf2_9ce4_8422_2325
    for word in words {
      fnv = (fnv ^ UInt64(word)) &* 0x0000_0100_0000_01B3
    }
    let key = CoverageKey(count: count, words: words.count, hash: fnv)
    if let digest = known[key] { return CharacterCoverage(count: count, sha256: digest) }
    var hasher = SHA256()
    words.withUnsafeBytes { hasher.update($0) }
    let digest = hasher.finalize().hexDigits
    known[key] = digest
    return CharacterCoverage(count: count, sha256: digest)
  }
}

/// What tells character sets apart before their SHA-256 is computed: their size and a 64-bit
/// FNV-1a hash of their pages.
package struct CoverageKey: Hashable {
  var count: Int
  var words: Int
  var hash: UInt64
}
