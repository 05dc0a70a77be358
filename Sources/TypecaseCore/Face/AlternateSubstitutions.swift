/// How many alternates each GSUB feature offers a glyph at most: Junicode's cv84 picks one of
/// 35 forms, EB Garamond's cv47 one of 2, by the feature's value (`cv84=5`).
///
/// Read from the alternate substitutions (lookup type 3, directly or through an extension,
/// type 7) of the lookups each feature record lists: the value HarfBuzz takes for such a
/// feature is the alternate's number, from 1. A feature with no alternate substitution is
/// only on or off; one of one alternate a glyph picks none at 2 or more.
package enum AlternateSubstitutions {
  /// The features of the GSUB table `table` that have alternate substitutions, each with the
  /// most alternates any glyph has (a tag listed by several records: the most of all).
  ///
  /// Malformed parts are passed over. The reads are bounded (`readLimit` offsets and counts
  /// in all): a crafted table can point thousands of lookups at one subtable of 65,535
  /// alternate sets, which read naively takes billions of steps.
  package static func maximumAlternates(inGSUB table: ByteReader, readLimit: Int = 4_000_000) -> [String: Int] {
    guard table.uint16(at: 0) == 1, let featureList = table.uint16(at: 6).map(Int.init),
      let lookupList = table.uint16(at: 8).map(Int.init), let featureCount = table.uint16(at: featureList)
    else { return [:] }
    var reader = Reader(table: table, lookupList: lookupList, budget: readLimit)
    var result: [String: Int] = [:]
    for record in 0..<Int(featureCount) {
      let recordStart = featureList + 2 + 6 * record
      guard let tag = table.uint32(at: recordStart), let offset = table.uint16(at: recordStart + 4),
        let lookupCount = table.uint16(at: featureList + Int(offset) + 2)
      else { continue }
      let indices = featureList + Int(offset) + 4
      var most = 0
      for position in 0..<Int(lookupCount) {
        guard let index = table.uint16(at: indices + 2 * position), reader.spend() else { break }
        most = max(most, reader.alternates(ofLookup: Int(index)))
      }
      let name = OpenTypeTag.text(tag)
      if most >= 1 { result[name] = max(result[name] ?? 0, most) }
    }
    return result
  }

  /// Reads lookups once each, within a budget of reads.
  private struct Reader {
    /// The GSUB table.
    let table: ByteReader
    /// Where the LookupList starts.
    let lookupList: Int
    /// How many more offsets and counts may be read.
    var budget: Int
    /// The most alternates of each lookup read so far, by index.
    var lookups: [Int: Int] = [:]
    /// The most alternates of each alternate substitution subtable read so far, by where it
    /// starts.
    var subtables: [Int: Int] = [:]

    /// Takes one read from the budget; false when it is spent.
    mutating func spend() -> Bool {
      guard budget > 0 else { return false }
      budget -= 1
      return true
    }

    /// The most alternates a glyph has in the lookup numbered `index` (0: none, or not an
    /// alternate substitution).
    mutating func alternates(ofLookup index: Int) -> Int {
      if let known = lookups[index] { return known }
      var most = 0
      if let count = table.uint16(at: lookupList), index < Int(count),
        let offset = table.uint16(at: lookupList + 2 + 2 * index)
      {
        let lookup = lookupList + Int(offset)
        if let type = table.uint16(at: lookup), let subtableCount = table.uint16(at: lookup + 4) {
          for position in 0..<Int(subtableCount) {
            guard spend(), let subtable = table.uint16(at: lookup + 6 + 2 * position) else { break }
            most = max(most, alternates(ofSubtableAt: lookup + Int(subtable), lookupType: type))
          }
        }
      }
      lookups[index] = most
      return most
    }

    /// The most alternates a glyph has in the subtable at `start` of a lookup of `lookupType`
    /// (an extension's subtable read for the type it names).
    mutating func alternates(ofSubtableAt start: Int, lookupType: UInt16) -> Int {
      switch lookupType {
      case 7:
        guard table.uint16(at: start) == 1, let type = table.uint16(at: start + 2), type == 3,
          let offset = table.uint32(at: start + 4), let target = Int(exactly: offset).map({ start + $0 }),
          target < table.count
        else { return 0 }
        return alternates(ofSubtableAt: target, lookupType: type)
      case 3:
        if let known = subtables[start] { return known }
        var most = 0
        if table.uint16(at: start) == 1, let setCount = table.uint16(at: start + 4) {
          for set in 0..<Int(setCount) {
            guard spend(), let offset = table.uint16(at: start + 6 + 2 * set),
              let glyphCount = table.uint16(at: start + Int(offset)),
              table.has(start + Int(offset) + 2, 2 * Int(glyphCount))
            else { break }
            most = max(most, Int(glyphCount))
          }
        }
        subtables[start] = most
        return most
      default:
        return 0
      }
    }
  }
}
