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
  /// Faces of a family, and of a machine, share most coverages: `memo` remembers each set's
  /// coverage, so a set is put through SHA-256 once (see `CoverageMemo`).
  package func characterCoverage(memo: inout CoverageMemo) -> CharacterCoverage {
    var charset: OpaquePointer?
    guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else {
      var empty = SHA256()
      return CharacterCoverage(count: 0, sha256: empty.finalize().hexDigits)
    }
    if let known = memo.bySet[charset] { return known }
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
    let coverage: CharacterCoverage
    if let known = memo.byPages[key]?.first(where: { $0.words == words }) {
      coverage = known.coverage
    } else {
      var hasher = SHA256()
      words.withUnsafeBytes { hasher.update($0) }
      coverage = CharacterCoverage(count: count, sha256: hasher.finalize().hexDigits)
      memo.byPages[key, default: []].append((words, coverage))
    }
    memo.bySet[charset] = coverage
    return coverage
  }
}

/// The coverages of the character sets seen so far, for `characterCoverage(memo:)`: by the set
/// itself (fontconfig's caches share one set among the faces that have it), and by the set's
/// pages, found through their count and a cheap hash (FNV-1a over the same words as SHA-256)
/// and compared in full.
package struct CoverageMemo {
  /// Coverages by character set (sets of the configuration, which outlives the memo).
  fileprivate var bySet: [OpaquePointer: CharacterCoverage] = [:]
  /// Coverages by pages, with the pages.
  fileprivate var byPages: [CoverageKey: [(words: [UInt32], coverage: CharacterCoverage)]] = [:]

  /// An empty memo.
  package init() {}
}

/// What tells character sets apart before their pages are compared: their size and a 64-bit
/// FNV-1a hash of their pages.
struct CoverageKey: Hashable {
  var count: Int
  var words: Int
  var hash: UInt64
}
