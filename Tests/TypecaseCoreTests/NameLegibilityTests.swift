import FixtureSupport
import Foundation
import Testing
import TypecaseCore

/// Fonts that cannot draw their own names are told apart from those that can.
@Suite struct NameLegibilityTests {
  let extra = FixtureFonts.packageRoot.appendingPathComponent("Tests/Fixtures/extra-fonts")

  @Test func fontsWithTheirNamesLettersAreLegible() {
    for (name, file) in [
      ("Typecase Fixture Sans", "TypecaseFixtureSans-Regular.ttf"), ("Fixture Serif", "FixtureSerif-Regular.otf"),
      ("NanumFixture", "NanumFixture-Regular.ttf"), ("나눔픽스처", "NanumFixture-Regular.ttf"),
    ] {
      let path = FixtureFonts.fontsDirectory.appendingPathComponent(file).path
      #expect(NameLegibility.sampleIfIllegible(name: name, file: path, index: 0) == nil, "\(name)")
    }
  }

  /// A name mostly of Latin letters (fullwidth ones too) with a character the font lacks (an
  /// emoji, a fullwidth letter, a control) shows Latin letters beside it: the font's first
  /// other script was shown (a copy of DejaVu Sans read as an Arabic font).
  ///
  /// A CJK font shows its own script whatever its name (a Korean font read as a Latin one).
  @Test func aLatinNameWithACharacterTheFontLacksShowsLatinLetters() {
    let latin = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf").path
    for name in ["Party 🎉 Family", "Fullwidth Ｆａｍｉｌｙ", "Ｗｉｄｅ Ｓａｎｓ", "Esc\u{1B}[31mRed Family"] {
      #expect(NameLegibility.sampleIfIllegible(name: name, file: latin, index: 0) == "Hamburgefonstiv", "\(name)")
    }
    let korean = FixtureFonts.fontsDirectory.appendingPathComponent("NanumFixture-Regular.ttf").path
    for name in ["Party 🎉 Family", "나눔 🎉"] {
      let sample = NameLegibility.sampleIfIllegible(name: name, file: korean, index: 0)
      #expect(sample != nil && sample != "Hamburgefonstiv", "\(name): \(sample ?? "nil")")
    }
  }

  @Test func latinMappedToSymbolsIsIllegible() {
    let path = extra.appendingPathComponent("FixtureSymbols-Regular.ttf").path
    let sample = NameLegibility.sampleIfIllegible(name: "Fixture Symbols", file: path, index: 0)
    #expect(sample == "ABCDEFGH")
  }

  @Test func aFontWithoutItsNamesLettersShowsWhatItHas() {
    let path = extra.appendingPathComponent("FixtureDingbats-Regular.ttf").path
    #expect(NameLegibility.sampleIfIllegible(name: "Fixture Dingbats", file: path, index: 0) == "✁✂✃✄✅✆✇✈")
  }

  /// A font whose glyphs are all empty (as Adobe Blank's) cannot draw its name, and has no
  /// character to show beside it: its row was blank.
  @Test func aFontOfEmptyGlyphsIsIllegibleWithNothingToShow() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-blank-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let font = folder.appendingPathComponent("Blank.ttf").path
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
      to: URL(fileURLWithPath: font),
      editing: """
        from fontTools.ttLib.tables._g_l_y_f import Glyph
        for name in font.getGlyphOrder():
            font["glyf"][name] = Glyph()
        """)
    #expect(NameLegibility.sampleIfIllegible(name: "Typecase Fixture Sans", file: font, index: 0) == "")
  }

  /// A font whose letters are composites of themselves (FreeType cannot load them; Pango draws
  /// nothing) cannot draw its name: its row was blank.
  ///
  /// Its figures, whole, are its sample.
  @Test func aFontWhoseLettersCannotBeLoadedIsIllegible() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-loop-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let font = folder.appendingPathComponent("Loop.ttf").path
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
      to: URL(fileURLWithPath: font),
      editing: """
        from fontTools.ttLib.tables._g_l_y_f import Glyph, GlyphComponent
        cmap = font.getBestCmap()
        for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz":
            if ord(letter) not in cmap:
                continue
            glyph = Glyph()
            glyph.numberOfContours = -1
            glyph.xMin = glyph.yMin = 0
            glyph.xMax = glyph.yMax = 500
            component = GlyphComponent()
            component.glyphName = cmap[ord(letter)]
            component.x = component.y = 0
            component.flags = 0x3
            glyph.components = [component]
            font["glyf"].glyphs[cmap[ord(letter)]] = glyph
        font.recalcBBoxes = False
        """)
    let sample = NameLegibility.sampleIfIllegible(name: "Typecase Fixture Sans", file: font, index: 0)
    #expect(sample != nil && sample?.contains { $0.isLetter } == false, "\(String(describing: sample))")
  }

  /// A font whose first letters are conjoining jamo (as Droid Sans Fallback's are): each
  /// character of the sample is one of its own, not one cluster of eight jamo.
  @Test func theSamplesCharactersAreEachTheirOwn() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-jamo-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let font = folder.appendingPathComponent("Jamo.ttf").path
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
      to: URL(fileURLWithPath: font),
      editing: """
        glyphs = [g for g in font.getGlyphOrder() if g not in (".notdef", "space")][:24]
        codes = list(range(0x1100, 0x1108)) + list(range(0x1161, 0x1165)) + list(range(0x3042, 0x304E, 2))
        for table in font["cmap"].tables:
            table.cmap = dict(zip(codes, glyphs))
        """)
    let sample = try #require(NameLegibility.sampleIfIllegible(name: "Jamo", file: font, index: 0))
    #expect(sample.count == 7, "\(sample.unicodeScalars.map { String($0.value, radix: 16) })")
    #expect(sample.count == sample.unicodeScalars.count)
    #expect(sample.hasPrefix("\u{1100}\u{3042}"), "\(sample.unicodeScalars.map { String($0.value, radix: 16) })")
  }

  /// A font that draws a sample of its script whole (kana: the iroha's start) shows that
  /// beside its name, as its page starts with, not its first code points.
  @Test func aFontOfAScriptShowsASampleOfIt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-kana-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let font = folder.appendingPathComponent("Kana.ttf").path
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
      to: URL(fileURLWithPath: font),
      editing: """
        glyphs = [g for g in font.getGlyphOrder() if g not in (".notdef", "space")]
        codes = [0x20] + list(range(0x3041, 0x3097))
        for table in font["cmap"].tables:
            table.cmap = dict(zip(codes, ["space"] + glyphs))
        """)
    #expect(NameLegibility.sampleIfIllegible(name: "Kana", file: font, index: 0) == FaceSample.otherSamples[1])
  }

  @Test func anUnreadableFileIsLeftAsItIs() {
    let path = FixtureFonts.fontsDirectory.appendingPathComponent("not-a-font.ttf").path
    #expect(NameLegibility.sampleIfIllegible(name: "Anything", file: path, index: 0) == nil)
  }

  /// The machine's own symbol fonts, where installed (fonts-urw-base35).
  @Test(
    .enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/urw-base35/D050000L.otf")))
  func urwSymbolFontsAreIllegible() {
    for file in [
      "/usr/share/fonts/opentype/urw-base35/D050000L.otf", "/usr/share/fonts/opentype/urw-base35/StandardSymbolsPS.otf",
      "/usr/share/fonts/type1/urw-base35/D050000L.t1", "/usr/share/fonts/type1/urw-base35/StandardSymbolsPS.t1",
    ] where FileManager.default.fileExists(atPath: file) {
      let name = file.contains("D050000L") ? "D050000L" : "Standard Symbols PS"
      #expect(NameLegibility.sampleIfIllegible(name: name, file: file, index: 0) != nil, "\(file)")
    }
    #expect(
      NameLegibility.sampleIfIllegible(
        name: "C059", file: "/usr/share/fonts/opentype/urw-base35/C059-Roman.otf", index: 0) == nil)
  }
}
