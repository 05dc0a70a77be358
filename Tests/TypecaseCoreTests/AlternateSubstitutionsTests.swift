import Testing

@testable import TypecaseCore

/// How many alternates GSUB features offer, read from crafted tables (real fonts:
/// FaceCommandTests, checked against fontTools).
@Suite struct AlternateSubstitutionsTests {
  /// A GSUB table of `features` (tag, lookup indices), whose lookups each point at one of
  /// `bodies` (`lookups[index]`), each an alternate substitution of `setCount` sets that are
  /// all the same set of `glyphCount` alternates.
  static func table(
    features: [(tag: String, lookups: [Int])], lookups: [Int], bodies: [(setCount: Int, glyphCount: Int)]
  ) -> [UInt8] {
    var bytes: [UInt8] = []
    func add(_ value: Int) { bytes += [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    let featureList = 10
    var featureStarts: [Int] = []
    var next = featureList + 2 + 6 * features.count
    for feature in features {
      featureStarts.append(next)
      next += 4 + 2 * feature.lookups.count
    }
    let lookupList = next
    var bodyStarts: [Int] = []
    next = lookupList + 2 + 2 * lookups.count
    for body in bodies {
      bodyStarts.append(next)
      next += 8 + 6 + 2 * body.setCount + 2 + 2 * body.glyphCount
    }
    // Header: version 1.0, no script list, the feature list, the lookup list.
    for value in [1, 0, 0, featureList, lookupList, features.count] { add(value) }
    for (feature, start) in zip(features, featureStarts) {
      bytes += Array(feature.tag.utf8)
      add(start - featureList)
    }
    for feature in features {
      add(0)
      add(feature.lookups.count)
      for index in feature.lookups { add(index) }
    }
    add(lookups.count)
    for body in lookups { add(bodyStarts[body] - lookupList) }
    for body in bodies {
      // Type 3, no flags, one subtable just after; its sets all point at one set after them.
      for value in [3, 0, 1, 8, 1, 0, body.setCount] { add(value) }
      for _ in 0..<body.setCount { add(6 + 2 * body.setCount) }
      add(body.glyphCount)
      for glyph in 0..<body.glyphCount { add(glyph + 1) }
    }
    return bytes
  }

  /// A table of one feature `tag` whose one lookup has `setCount` sets of `glyphCount`
  /// alternates.
  static func table(tag: String, setCount: Int, glyphCount: Int) -> [UInt8] {
    table(features: [(tag, [0])], lookups: [0], bodies: [(setCount, glyphCount)])
  }

  /// The most alternates of the lookups `bytes` lists, by feature.
  static func alternates(_ bytes: [UInt8], readLimit: Int = 4_000_000) -> [String: Int] {
    bytes.withUnsafeBytes { AlternateSubstitutions.maximumAlternates(inGSUB: ByteReader($0), readLimit: readLimit) }
  }

  @Test func countsTheAlternatesOfASet() {
    #expect(Self.alternates(Self.table(tag: "cv84", setCount: 3, glyphCount: 35)) == ["cv84": 35])
    // One alternate a glyph: listed, one (the face page offers no choice of one).
    #expect(Self.alternates(Self.table(tag: "cv01", setCount: 3, glyphCount: 1)) == ["cv01": 1])
    // The most of a feature's lookups; a tag in two records, the most of both.
    let two = Self.table(
      features: [("salt", [0, 1]), ("cv02", [1]), ("salt", [2])], lookups: [0, 1, 2],
      bodies: [(2, 3), (1, 4), (1, 6)])
    #expect(Self.alternates(two) == ["salt": 6, "cv02": 4])
  }

  /// A thousand lookups pointing at one subtable of 20,000 sets are read once (20 million
  /// reads otherwise, and the feature after them went unread); a limit met stops the reading
  /// with what was found.
  @Test func aTableOfSharedPartsIsReadOncePerPart() {
    let shared = Self.table(
      features: [("aalt", Array(0..<1_000)), ("salt", [1_000])], lookups: Array(repeating: 0, count: 1_000) + [1],
      bodies: [(20_000, 5), (1, 3)])
    #expect(Self.alternates(shared, readLimit: 25_000) == ["aalt": 5, "salt": 3])
    #expect(Self.alternates(shared, readLimit: 2).isEmpty)
  }

  /// Cut anywhere, or with a set claiming more alternates than its bytes hold, a table gives
  /// what its whole parts say and never reads past its end.
  @Test func aTruncatedTableIsReadAsFarAsItGoes() {
    let whole = Self.table(tag: "salt", setCount: 2, glyphCount: 4)
    for length in 0..<whole.count {
      #expect(Self.alternates(Array(whole.prefix(length))).isEmpty, "cut at \(length)")
    }
    #expect(Self.alternates(whole) == ["salt": 4])
    var claiming = whole
    claiming[claiming.count - 9] = 0xFF
    #expect(Self.alternates(claiming).isEmpty)
  }
}
