/// A face's Unicode character map (`cmap`), read from its table as it lies in the mapped file:
/// the glyph of a character, with no FreeType face opened for it (opening a CJK collection
/// with FreeType cost two million instructions a face).
///
/// The Windows Unicode subtables are read (full repertoire first, format 12, then the BMP's,
/// format 4), then the Unicode platform's; other formats and platforms map nothing here.
struct CharacterMapTable {
  /// The `cmap` table's bytes.
  private let table: ByteReader
  /// Where the subtable read starts in the table.
  private let subtable: Int
  /// Its format: 4 or 12.
  private let format: UInt16

  /// The character map of `face`; nil when it has none this reads.
  ///
  /// The face's file must stay mapped while the map is used.
  init?(_ face: SfntFace) {
    guard let table = face.table("cmap"), let count = table.uint16(at: 2) else { return nil }
    var chosen: (rank: Int, offset: Int, format: UInt16)?
    for record in 0..<Int(count) {
      let start = 4 + 8 * record
      guard let platform = table.uint16(at: start), let encoding = table.uint16(at: start + 2),
        let offset = table.uint32(at: start + 4).map(Int.init), let format = table.uint16(at: offset),
        format == 4 || format == 12
      else { continue }
      let rank =
        switch (platform, encoding, format) {
        case (3, 10, 12): 0
        case (3, 1, 4): 1
        case (0, _, 12): 2
        case (0, _, 4): 3
        default: Int.max
        }
      if rank < (chosen?.rank ?? Int.max) { chosen = (rank, offset, format) }
    }
    guard let chosen else { return nil }
    self.table = table
    subtable = chosen.offset
    format = chosen.format
  }

  /// The glyph `character` maps to; nil when it maps to none.
  func glyph(_ character: UInt32) -> Int? {
    let glyph = format == 12 ? glyphInGroups(character) : glyphInSegments(character)
    return glyph == 0 ? nil : glyph
  }

  /// Format 12: sequential groups of characters and glyphs, sorted (a binary search: a CJK
  /// font's thousands of groups were read one by one).
  private func glyphInGroups(_ character: UInt32) -> Int? {
    guard let count = table.uint32(at: subtable + 12).map(Int.init) else { return nil }
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      let start = subtable + 16 + 12 * middle
      guard let first = table.uint32(at: start), let last = table.uint32(at: start + 4) else { return nil }
      if character < first {
        high = middle
      } else if character > last {
        low = middle + 1
      } else {
        // In Int: a group starting at glyph 0xFFFFFFFF overflowed UInt32 and stopped the program.
        return table.uint32(at: start + 8).map { Int($0) + Int(character - first) }
      }
    }
    return nil
  }

  /// Format 4: segments of the BMP, sorted by their last character, each mapped by a delta
  /// or through a glyph array.
  private func glyphInSegments(_ character: UInt32) -> Int? {
    guard character <= 0xFFFF, let doubled = table.uint16(at: subtable + 6).map(Int.init) else { return nil }
    let ends = subtable + 14
    let starts = ends + doubled + 2
    let deltas = starts + doubled
    let rangeOffsets = deltas + doubled
    // The first segment ending at or after the character.
    var low = 0
    var high = doubled / 2
    while low < high {
      let middle = (low + high) / 2
      guard let end = table.uint16(at: ends + 2 * middle) else { return nil }
      if UInt32(end) < character { low = middle + 1 } else { high = middle }
    }
    let segment = 2 * low
    guard segment < doubled, let start = table.uint16(at: starts + segment), UInt32(start) <= character,
      let delta = table.uint16(at: deltas + segment), let rangeOffset = table.uint16(at: rangeOffsets + segment)
    else { return nil }
    if rangeOffset == 0 { return Int(UInt16(truncatingIfNeeded: character) &+ delta) }
    let address = rangeOffsets + segment + Int(rangeOffset) + 2 * Int(character - UInt32(start))
    guard let glyph = table.uint16(at: address), glyph != 0 else { return nil }
    return Int(glyph &+ delta)
  }
}
