import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore

/// Typecase's own reading of a character map (format 12 groups) takes what a file says without
/// trapping: a group starting at glyph 0xFFFFFFFF overflowed, and a "Mono" family fontconfig
/// calls proportional, checked for one width at start-up, stopped the window at every start
/// once installed.
@Suite struct CharacterMapTableTests {
  @Test func aGroupStartingAtTheLastGlyphNumberDoesNotTrap() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-cmap-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let font = folder.appendingPathComponent("Evil.ttf")
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"), to: font,
      editing: """
        import struct
        from fontTools.ttLib.tables.DefaultTable import DefaultTable
        best = font["cmap"].getBestCmap()
        glyphs = {name: number for number, name in enumerate(font.getGlyphOrder())}
        groups = [(0x21, 0x22, 0xFFFFFFFF)] + [(c, c, glyphs[best[c]]) for c in range(0x41, 0x5B) if c in best]
        subtable = struct.pack(">HHIII", 12, 0, 16 + 12 * len(groups), 0, len(groups))
        subtable += b"".join(struct.pack(">III", *group) for group in groups)
        table = DefaultTable("cmap")
        table.data = struct.pack(">HH", 0, 1) + struct.pack(">HHI", 3, 10, 12) + subtable
        font["cmap"] = table
        """)
    let face = try #require(SfntFace(file: font.path, faceIndex: 0))
    try withExtendedLifetime(face) {
      let map = try #require(CharacterMapTable(face))
      #expect(map.glyph(0x21) == 0xFFFF_FFFF)
      #expect(map.glyph(0x22) == 0x1_0000_0000)
      #expect(map.glyph(0x41) != nil)
      #expect(map.glyph(0x61) == nil)
    }
    // What start-up asks of such a face.
    _ = MonospacedFace.namesItselfMonospaced(family: "Evil Mono", location: FontLocation(file: font.path))
  }
}
