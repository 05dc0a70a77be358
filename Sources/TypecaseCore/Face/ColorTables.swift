/// What a font's color tables say of the glyphs they draw, read from the tables' bytes.
///
/// HarfBuzz 6.0 has no hb_ot_color_has_paint, and FreeType 2.12's FT_Get_Color_Glyph_Paint
/// finds no paint in a COLRv1 font HarfBuzz and fontTools read: the face page (the color
/// format) and the sample of a color-only font (the glyphs drawn) read the tables themselves,
/// here, the same way.
package enum ColorTables {
  /// How many bytes of the COLR table's header say where its glyph lists are (version 1's).
  package static let colrHeaderLength = 18

  /// The offset of a version 1 COLR table's BaseGlyphList (its paint records) in `header`, the
  /// table's first `colrHeaderLength` bytes or more; 0 for none, nil for a version 0 table
  /// (or a header cut short).
  package static func baseGlyphListOffset(_ header: BigEndianBytes) -> Int? {
    guard header.number(0, 2) ?? 0 >= 1 else { return nil }
    return header.number(14, 4)
  }

  /// How many glyphs the BaseGlyphList at `offset` of `table` (its bytes up to the list's
  /// count, or more) paints; nil when the table is cut short there.
  package static func paintedGlyphCount(_ table: BigEndianBytes, listAt offset: Int) -> Int? {
    table.number(offset, 4)
  }

  /// The glyphs the COLR table `table` draws: its version 0 base glyph records' (glyph, first
  /// layer, layer count) and its version 1 paint records' (glyph, paint offset).
  package static func colrGlyphs(_ table: BigEndianBytes) -> [ClosedRange<Int>] {
    var glyphs: [ClosedRange<Int>] = []
    if let count = table.number(2, 2), let records = table.number(4, 4) {
      glyphs += table.records(count: count, at: records, size: 6).map { $0...$0 }
    }
    if let list = baseGlyphListOffset(table), list > 0, let count = paintedGlyphCount(table, listAt: list) {
      glyphs += table.records(count: count, at: list + 4, size: 6).map { $0...$0 }
    }
    return glyphs
  }

  /// The glyph ranges the SVG table `table` draws: its document records' (first glyph, last
  /// glyph, offset, length), at the offset its header gives.
  package static func svgGlyphs(_ table: BigEndianBytes) -> [ClosedRange<Int>] {
    guard let list = table.number(2, 4), let count = table.number(list, 2) else { return [] }
    return (0..<min(count, table.bytes.count / 12)).compactMap { index in
      guard let first = table.number(list + 2 + index * 12, 2), let last = table.number(list + 4 + index * 12, 2),
        first <= last
      else { return nil }
      return first...last
    }
  }
}
