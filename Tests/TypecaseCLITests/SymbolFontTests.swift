import FixtureSupport
import Foundation
import Testing

/// A symbol font (a Windows symbol cmap alone, its characters at U+F020–F07E), whose letters
/// HarfBuzz and fontconfig also give for U+0020–007E: `face` counted the private-use codes
/// alone, and its page called every letter of its sample missing ("“r” is not in Fixture
/// Symbolic Regular: Fixture Symbolic draws it") over text drawn in it.
@Suite struct SymbolFontTests {
  let sandbox = UserFontsSandbox()

  /// "Fixture Symbolic" (FixtureSymbolic-Regular): the sans fixture with its ASCII letters
  /// moved to a symbol cmap, in the sandbox's fonts folder.
  func writeSymbolFont() throws {
    try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
      to: sandbox.fonts.appendingPathComponent("FixtureSymbolic-Regular.ttf"),
      editing: DerivedFont.naming(family: "Fixture Symbolic", postScriptName: "FixtureSymbolic-Regular") + """

        from fontTools.ttLib.tables._c_m_a_p import cmap_format_4
        best = font["cmap"].getBestCmap()
        symbol = cmap_format_4(4)
        symbol.platformID, symbol.platEncID, symbol.language = 3, 0, 0
        symbol.cmap = {0xF000 + code: glyph for code, glyph in best.items() if 0x20 <= code <= 0x7E}
        font["cmap"].tables = [symbol]
        """)
  }

  /// fontconfig's character set of the family, as code points.
  func fontconfigCharacters() throws -> Set<UInt32> {
    let listed = try ProcessRunner.runTool(
      "fc-list", ["--format", "%{charset}", "Fixture Symbolic"],
      environment: FixtureFonts.environment(["FONTCONFIG_FILE": sandbox.configuration.path]))
    var codes = Set<UInt32>()
    for range in listed.standardOutput.split(separator: " ") {
      let bounds = range.split(separator: "-").compactMap { UInt32($0, radix: 16) }
      guard let first = bounds.first, let last = bounds.last else { continue }
      codes.formUnion(first...last)
    }
    return codes
  }

  @Test func faceCountsTheCharactersFontconfigAndHarfBuzzGive() throws {
    defer { sandbox.remove() }
    try writeSymbolFont()
    let expected = try fontconfigCharacters()
    try #require(expected.contains(0x41) && expected.contains(0xF041), "fontconfig lists both: \(expected.count)")
    let read = try sandbox.typecase(["face", "FixtureSymbolic-Regular", "--json"])
    try #require(read.status == 0, "\(read.standardError)")
    let document = try JSONSerialization.jsonObject(with: Data(read.standardOutput.utf8)) as? [String: Any]
    let face = try #require(document?["face"] as? [String: Any])
    #expect(face["characterCount"] as? Int == expected.count)
  }
}

extension WindowProcesses {
  @Suite(.enabled(if: canReadAccessibleTrees, "needs a display, a D-Bus session and python3-pyatspi (scripts/test)"))
  struct SymbolFontWindowTests {
    /// The symbol font's page draws its name in it without calling a letter missing.
    @Test func aSymbolFontsPageFindsItsLetters() throws {
      let fonts = SymbolFontTests()
      defer { fonts.sandbox.remove() }
      try fonts.writeSymbolFont()
      let window = try fonts.sandbox.openWindow(page: "face/FixtureSymbolic-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      _ = try window.waitFor { $0.role == "label" && $0.name.hasPrefix("Characters") }
      // The gaps are read with the layout, after the page is drawn.
      Thread.sleep(forTimeInterval: 1)
      let gaps = try window.objects().filter { $0.name.contains(" is not in ") }.map(\.name)
      #expect(gaps.isEmpty, "\(gaps)")
    }
  }
}
