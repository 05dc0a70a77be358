/// Whether an OpenType (sfnt) file holds all of its tables: a file cut short (a download that
/// stopped) still opens in FreeType, which reads its tables only when drawing, and then drew
/// nothing and named the font "".
///
/// Reads the table directories (of each font of a collection) and compares where each table
/// ends with the file's size. Files that are not sfnt (Type 1, PCF) are not looked at. The
/// tables a font is drawn and named from may claim no more than the padding past the end (3
/// bytes); any other table (GPOS, GSUB, post: the last ones in many files, so the ones a
/// stopped download cuts) no more than `otherTablesSlack`: FreeType and HarfBuzz make do with a
/// hmtx or prep a few bytes short, and so do fonts in use.
enum SfntExtent {
  /// The tables without which a face has no outlines, metrics or names.
  static let essentialTables: Set<String> = ["glyf", "loca", "CFF ", "CFF2", "head", "hhea", "maxp", "cmap", "name"]

  /// The bytes any other table may claim past the end of the file.
  static let otherTablesSlack = 64

  /// A table that ends past the end of the file.
  struct Overrun: Equatable {
    /// The table's tag ("glyf").
    var tag: String
    /// The byte the table ends at.
    var end: Int
  }

  /// The first table of `bytes` that ends past the file's end by more than it may, nil when
  /// every one is in it (or the file is no sfnt, or its directories themselves are cut:
  /// FreeType says so).
  static func firstOverrun(in bytes: [UInt8]) -> Overrun? {
    guard bytes.count >= 12 else { return nil }
    let tag = uint32(bytes, 0)
    if tag == 0x7474_6366 {  // "ttcf": a collection, with the offset of each font's directory
      let count = Int(uint32(bytes, 8))
      guard 12 + count * 4 <= bytes.count else { return nil }
      for font in 0..<count {
        if let overrun = overrun(inDirectoryAt: Int(uint32(bytes, 12 + font * 4)), of: bytes) { return overrun }
      }
      return nil
    }
    // TrueType (0x00010000, "true"), CFF ("OTTO").
    guard tag == 0x0001_0000 || tag == 0x7472_7565 || tag == 0x4F54_544F else { return nil }
    return overrun(inDirectoryAt: 0, of: bytes)
  }

  private static func overrun(inDirectoryAt start: Int, of bytes: [UInt8]) -> Overrun? {
    guard start >= 0, start + 12 <= bytes.count else { return nil }
    let tables = Int(uint16(bytes, start + 4))
    for table in 0..<tables {
      let record = start + 12 + table * 16
      guard record + 16 <= bytes.count else { return nil }
      let end = Int(uint32(bytes, record + 8)) + Int(uint32(bytes, record + 12))
      // A directory of other bytes than tags (a file that only starts like a font) is left
      // to FreeType.
      let tagBytes = bytes[record..<record + 4]
      guard tagBytes.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
      let tag = String(decoding: tagBytes, as: UTF8.self)
      let slack = essentialTables.contains(tag) ? 3 : otherTablesSlack
      if end > bytes.count + slack { return Overrun(tag: tag, end: end) }
    }
    return nil
  }

  private static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }

  private static func uint16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
    UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
  }
}
