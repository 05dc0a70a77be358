/// Whether an OpenType (sfnt) file holds all of its tables: a file cut short (a download that
/// stopped) still opens in FreeType, which reads its tables only when drawing, and then drew
/// nothing and named the font "".
///
/// Reads the table directories (of each font of a collection) and compares where each table
/// ends with the file's size. Files that are not sfnt (Type 1, PCF) are not looked at. A table
/// may claim no more than the padding past the end (3 bytes); a hmtx, prep or DSIG a few bytes
/// more (`lenientTablesSlack`): FreeType makes do with those, and so do fonts in use. GSUB,
/// GPOS and post count as the others do: the last in many files, they are what a stopped
/// download cuts, and fontTools cannot read them cut.
enum SfntExtent {
  /// The tables FreeType makes do with when they are a few bytes short.
  static let lenientTables: Set<String> = ["hmtx", "prep", "DSIG"]

  /// The bytes a lenient table may claim past the end of the file.
  static let lenientTablesSlack = 64

  /// A table that ends past the end of the file.
  struct Overrun: Equatable {
    /// The table's tag ("glyf").
    var tag: String
    /// The byte the table ends at.
    var end: Int
  }

  /// The table of `bytes` that the file's end cuts, nil when every one is in it (or the file
  /// is no sfnt, or its directories themselves are cut: FreeType says so).
  ///
  /// Of several, the one that starts first (where the cut is), not the one listed first or
  /// ending last (a DSIG). With `fileSize`, `bytes` are the file's first bytes only (its
  /// directories), and the tables are compared with that size. With `member`, of a collection
  /// that font alone.
  static func firstOverrun(in bytes: [UInt8], fileSize: Int? = nil, member: Int? = nil) -> Overrun? {
    guard bytes.count >= 12 else { return nil }
    let size = fileSize ?? bytes.count
    let tag = uint32(bytes, 0)
    if tag == 0x7474_6366 {  // "ttcf": a collection, with the offset of each font's directory
      let count = Int(uint32(bytes, 8))
      guard 12 + count * 4 <= bytes.count else { return nil }
      for font in 0..<count where member == nil || member == font {
        if let overrun = overrun(inDirectoryAt: Int(uint32(bytes, 12 + font * 4)), of: bytes, size: size) {
          return overrun
        }
      }
      return nil
    }
    // TrueType (0x00010000, "true"), CFF ("OTTO").
    guard tag == 0x0001_0000 || tag == 0x7472_7565 || tag == 0x4F54_544F else { return nil }
    return overrun(inDirectoryAt: 0, of: bytes, size: size)
  }

  private static func overrun(inDirectoryAt start: Int, of bytes: [UInt8], size: Int) -> Overrun? {
    guard start >= 0, start + 12 <= bytes.count else { return nil }
    let tables = Int(uint16(bytes, start + 4))
    var first: (offset: Int, overrun: Overrun)?
    for table in 0..<tables {
      let record = start + 12 + table * 16
      guard record + 16 <= bytes.count else { return nil }
      let offset = Int(uint32(bytes, record + 8))
      let end = offset + Int(uint32(bytes, record + 12))
      // A directory of other bytes than tags (a file that only starts like a font) is left
      // to FreeType.
      let tagBytes = bytes[record..<record + 4]
      guard tagBytes.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
      let tag = String(decoding: tagBytes, as: UTF8.self)
      let slack = lenientTables.contains(tag) ? lenientTablesSlack : 3
      if end > size + slack && offset < (first?.offset ?? Int.max) {
        first = (offset, Overrun(tag: tag, end: end))
      }
    }
    return first?.overrun
  }

  private static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }

  private static func uint16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
    UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
  }
}
