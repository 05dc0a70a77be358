import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore
@testable import TypecaseFaceReading

/// A font whose glyphs are all empty (as Adobe Blank's, made to draw nothing) is said to draw
/// nothing: its page was blank without a word.
///
/// A font with one glyph that draws is not.
@Suite struct BlankFontTests {
  func derived(
    _ edit: String,
    from source: URL = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf")
  ) throws -> (FontLocation, URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-blank-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let font = folder.appendingPathComponent("Blank.ttf")
    try DerivedFont.write(from: source, to: font, editing: edit)
    return (FontLocation(file: font.path, index: 0), folder)
  }

  /// A font with a damaged table says what it draws: its `cmap` (boxes), `maxp` (nothing) or
  /// `hhea` (a pile of glyphs).
  ///
  /// Its page drew so without a word (the notes under the sample
  /// naming fonts that were not drawn), and `face` printed empty lists. Its row names the
  /// family in the interface's font, with no sample (it was drawn in boxes or piled up).
  @Test(arguments: [
    ("cmap", UInt8(0xFF), "the font's character map (cmap table) is damaged"),
    ("maxp", UInt8(0), "its maxp table counts 0 glyphs, none of those its character map names"),
    ("hhea", UInt8(0), "its characters have no width (its hhea or hmtx table may be damaged)"),
  ])
  func aDamagedTableIsSaid(table: String, byte: UInt8, problem: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-damaged-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf")
    let font = folder.appendingPathComponent("Damaged.ttf")
    try Data(try #require(try FixtureFonts.damaging(table, of: source, with: byte))).write(to: font)
    let problems = FaceReader.read(FontLocation(file: font.path, index: 0), languages: []).problems.map {
      Localizer.english($0)
    }
    #expect(problems.filter { $0.hasPrefix(problem) }.count == 1, "\(problems)")
    #expect(
      NameLegibility.sampleIfIllegible(name: "Typecase Fixture Sans", file: font.path, index: 0) == "", "\(table)")
    // The font itself says none of it.
    #expect(
      FaceReader.read(FontLocation(file: source.path, index: 0), languages: []).problems.isEmpty)
    #expect(NameLegibility.sampleIfIllegible(name: "Typecase Fixture Sans", file: source.path, index: 0) == nil)
  }

  @Test func aFontOfEmptyGlyphsDrawsNothing() throws {
    let (location, folder) = try derived(
      """
      from fontTools.ttLib.tables._g_l_y_f import Glyph
      for name in font.getGlyphOrder():
          font["glyf"][name] = Glyph()
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    let details = FaceReader.read(location, languages: [])
    #expect(details.characterCount > 50)
    #expect(details.problems.map { Localizer.english($0) }.contains("its glyphs are empty: the font draws nothing"))
  }

  /// A COLRv1 font whose mapped glyphs are empty, drawn by its paint graphs alone (Google's
  /// Noto COLRv1), is not said to draw nothing: it draws in color only.
  @Test func aColorFontWithoutPlainOutlinesDrawsInColorOnly() throws {
    let (location, folder) = try derived(
      """
      from fontTools.ttLib.tables._g_l_y_f import Glyph
      for name in set(font["cmap"].getBestCmap().values()):
          font["glyf"][name] = Glyph()
      """, from: FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureColor-COLRv1.ttf"))
    defer { try? FileManager.default.removeItem(at: folder) }
    let details = FaceReader.read(location, languages: [])
    #expect(details.colorFormat == .colrV1)
    #expect(details.characterCount > 50)
    #expect(details.problems.isEmpty, "\(details.problems.map { Localizer.english($0) })")
    #expect(details.drawsInColorOnly)
    // Its page starts with the characters its colors draw, "A" alone here (it showed its name
    // in boxes, having no letter of it; then every character it maps, 94 of them blank).
    let sample = try #require(details.inkedSample)
    #expect(sample == "A", "\(sample)")
    // With its outlines, it draws without its colors too.
    let outlined = FaceReader.read(
      FontLocation(file: FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureColor-COLRv1.ttf").path),
      languages: [])
    #expect(!outlined.drawsInColorOnly)
  }

  /// An SVG font over empty outlines starts its page with the characters its documents draw.
  @Test func anSVGFontWithoutPlainOutlinesStartsWithWhatItsDocumentsDraw() throws {
    let (location, folder) = try derived(
      """
      from fontTools.ttLib.tables._g_l_y_f import Glyph
      for name in set(font["cmap"].getBestCmap().values()):
          font["glyf"][name] = Glyph()
      """, from: FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureColor-SVG.ttf"))
    defer { try? FileManager.default.removeItem(at: folder) }
    let details = FaceReader.read(location, languages: [])
    #expect(details.drawsInColorOnly)
    #expect(details.inkedSample == "A")
  }

  /// An icon font (FontAwesome) maps a few characters to empty glyphs (¨ © ® ´) and its icons
  /// to private-use code points: its row's sample and its page's start show the icons.
  ///
  /// The row showed no sample, the page the empty glyphs: a blank preview and waterfall.
  @Test func anIconFontIsShownByItsIcons() throws {
    let (location, folder) = try derived(
      """
      from fontTools.ttLib.tables._g_l_y_f import Glyph
      best = font["cmap"].getBestCmap()
      empty, a, b = best[0x20], best[ord("A")], best[ord("B")]
      font["glyf"][empty] = Glyph()
      for table in font["cmap"].tables:
          table.cmap = {0xA8: empty, 0xA9: empty, 0xAE: empty, 0xF000: a, 0xF001: b}
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = NameLegibility.sampleIfIllegible(name: "Typecase Fixture Sans", file: location.file, index: 0)
    #expect(sample == "\u{F000}\u{F001}")
    let details = FaceReader.read(location, languages: [])
    #expect(details.characters.count == 5)
    #expect(details.inkedSample == "\u{F000}\u{F001}")
    #expect(
      FaceSample.starting("Typecase Fixture Sans", characters: details.characters, inkedSample: details.inkedSample)
        == "\u{F000}\u{F001}")
  }

  /// A ligature icon font (Material Icons) maps its letters and figures to glyphs of one point
  /// each, which draw nothing (its icons come from `liga`): its row's sample shows its
  /// private-use icons.
  ///
  /// The sample was "abcdefgh", which the ligatures drew as one small "abc" icon.
  @Test func lettersOfOnePointDrawNothing() throws {
    let (location, folder) = try derived(
      DerivedFont.onePointGlyphs(of: "\"abcdefghijklmnopqrstuvwxyz0123456789\"") + """

        kept = "abcdefghijklmnopqrstuvwxyz0123456789"
        for table in font["cmap"].tables:
            table.cmap = {code: name for code, name in table.cmap.items() if chr(code) in kept}
            table.cmap[0xE000], table.cmap[0xE001] = best[ord("A")], best[ord("B")]
        """)
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = NameLegibility.sampleIfIllegible(name: "Material Icons", file: location.file, index: 0)
    #expect(sample == "\u{E000}\u{E001}")
  }

  /// A symbol font (Marlett, Wingdings: a character map in Microsoft's symbol encoding only,
  /// at U+F020–F0FF) is shown by its symbols: FreeType selected no map, and the row had no
  /// sample.
  @Test func aFontWithASymbolMapOnlyIsShownByItsSymbols() throws {
    let (location, folder) = try derived(
      """
      from fontTools.ttLib.tables._c_m_a_p import cmap_format_4
      best = font["cmap"].getBestCmap()
      table = cmap_format_4(4)
      table.platformID, table.platEncID, table.language = 3, 0, 0
      table.cmap = {0xF000 + code: glyph for code, glyph in best.items() if 0x41 <= code <= 0x5A}
      font["cmap"].tables = [table]
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = try #require(
      NameLegibility.sampleIfIllegible(name: "Typecase Fixture Sans", file: location.file, index: 0))
    #expect(sample == String(String.UnicodeScalarView((0xF041...0xF048).compactMap(Unicode.Scalar.init))))
    let details = FaceReader.read(location, languages: [])
    #expect(details.inkedSample == sample)
  }

  @Test func aFontWithOneGlyphThatDrawsDrawsSomething() throws {
    let (location, folder) = try derived(
      """
      from fontTools.ttLib.tables._g_l_y_f import Glyph
      keep = font["cmap"].getBestCmap()[ord("Z")]
      for name in font.getGlyphOrder():
          if name != keep:
              font["glyf"][name] = Glyph()
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    let details = FaceReader.read(location, languages: [])
    #expect(details.problems.isEmpty, "\(details.problems.map { Localizer.english($0) })")
  }

  /// A color bitmap font (Noto Color Emoji: CBDT, no outlines) draws its emoji: it was said to
  /// draw nothing, on its page and by `typecase face`, and its family row showed no sample.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: notoColorEmoji), "needs fonts-noto-color-emoji"))
  func aColorBitmapFontDrawsSomething() throws {
    let details = FaceReader.read(FontLocation(file: Self.notoColorEmoji, index: 0), languages: [])
    #expect(details.characterCount > 1000)
    #expect(details.problems.isEmpty, "\(details.problems.map { Localizer.english($0) })")
    // Its name has no letters it draws: its row shows the name in the interface font and
    // a sample of its own characters, emoji.
    let sample = try #require(
      NameLegibility.sampleIfIllegible(name: "Noto Color Emoji", file: Self.notoColorEmoji, index: 0))
    #expect(sample.unicodeScalars.contains { $0.properties.isEmoji && !$0.isASCII }, "\(sample)")
  }

  /// A color bitmap font has the line metrics its hhea and OS/2 tables give, as fontTools reads
  /// them: FreeType calls it not scalable, and it had none (the line box emoji take in a label).
  @Test(.enabled(if: FileManager.default.fileExists(atPath: notoColorEmoji), "needs fonts-noto-color-emoji"))
  func aColorBitmapFontHasItsLineMetrics() throws {
    let details = FaceReader.read(FontLocation(file: Self.notoColorEmoji, index: 0), languages: [])
    let metrics = try #require(details.metrics)
    let script = """
      import sys
      from fontTools.ttLib import TTFont
      font = TTFont(sys.argv[1], lazy=True)
      hhea, os2 = font["hhea"], font["OS/2"]
      print(hhea.ascent, hhea.descent, hhea.lineGap, os2.sCapHeight if os2.version >= 2 else 0)
      """
    let read = try ProcessRunner.runPython(
      ["-c", script, Self.notoColorEmoji], environment: ProcessInfo.processInfo.environment)
    let values = read.standardOutput.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    try #require(values.count == 4, "\(read.standardOutput)\(read.standardError)")
    #expect([metrics.ascender, metrics.descender, metrics.lineGap] == Array(values.prefix(3)))
    #expect(metrics.capHeight == (values[3] > 0 ? values[3] : nil))
  }

  static let notoColorEmoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
}
