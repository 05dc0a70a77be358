import Foundation

/// A font made for one test from a fixture font, changed with fontTools (through Debian's
/// python3, which has it).
public enum DerivedFont {
  /// fontTools could not make the font: what Python said.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// Writes the font `source` to `destination` after running `edit`, lines of Python with
  /// fontTools' `font` (the source, a `TTFont`) in scope.
  public static func write(from source: URL, to destination: URL, editing edit: String) throws {
    let script = """
      import sys
      from fontTools.ttLib import TTFont
      font = TTFont(sys.argv[1])
      \(edit)
      font.save(sys.argv[2])
      """
    let made = try ProcessRunner.runPython(
      ["-c", script, source.path, destination.path], environment: ProcessInfo.processInfo.environment)
    guard made.status == 0 else { throw Failure(description: made.standardError) }
  }

  /// Writes a collection (TTC) of the fonts `sources`, in order, to `destination`, then runs
  /// `edit`, lines of Python with the collection's bytes in scope as `data` (a bytearray,
  /// written back afterwards).
  public static func writeCollection(of sources: [URL], to destination: URL, editingBytes edit: String = "") throws {
    let script = """
      import struct, sys
      from fontTools.ttLib import TTFont, TTCollection
      collection = TTCollection()
      collection.fonts = [TTFont(path) for path in sys.argv[2:]]
      collection.save(sys.argv[1])
      data = bytearray(open(sys.argv[1], "rb").read())
      \(edit)
      open(sys.argv[1], "wb").write(data)
      """
    let made = try ProcessRunner.runPython(
      ["-c", script, destination.path] + sources.map(\.path), environment: ProcessInfo.processInfo.environment)
    guard made.status == 0 else { throw Failure(description: made.standardError) }
  }

  /// Writes Fixture Display and Fixture Mono as one collection at `destination` (its folder
  /// made), `edit` run over its bytes as `writeCollection(of:to:editingBytes:)` runs it.
  public static func writeFixturePair(to destination: URL, editingBytes edit: String = "") throws {
    try FileManager.default.createDirectory(
      at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
    try writeCollection(
      of: ["FixtureDisplay-Regular.ttf", "FixtureMono-Regular.ttf"].map {
        FixtureFonts.fontsDirectory.appendingPathComponent($0)
      }, to: destination, editingBytes: edit)
  }

  /// A fontconfig configuration in `folder` over Typecase Fixture Sans made with 16 units per
  /// em (its letters metres wide, legal) and DejaVu: the face of absurd metrics the window
  /// must not widen for.
  public static func hugeLettersConfiguration(in folder: URL) throws -> URL {
    let fonts = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    try write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
      to: fonts.appendingPathComponent("Huge.ttf"), editing: #"font["head"].unitsPerEm = 16"#)
    return FixtureFonts.writeConfiguration(
      in: folder, folders: [fonts, URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu")])
  }

  /// Writes two families whose names differ only in case, "CaseFam" (CaseFamUpper-Regular)
  /// and "Casefam" (CasefamLower-Regular), copies of Fixture Display, into `folder`.
  public static func writeCaseFamilies(in folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (family, postScriptName) in [("CaseFam", "CaseFamUpper-Regular"), ("Casefam", "CasefamLower-Regular")] {
      try write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf"),
        to: folder.appendingPathComponent(postScriptName + ".ttf"),
        editing: naming(family: family, postScriptName: postScriptName))
    }
  }

  /// Lines for `write` that make the glyphs of the characters in the Python string expression
  /// `characters` outlines of one point each, which draw nothing (as Material Icons' letters,
  /// there for its ligatures); `best` is then the font's best character map.
  public static func onePointGlyphs(of characters: String) -> String {
    """
    from fontTools.ttLib.tables._g_l_y_f import Glyph, GlyphCoordinates
    from fontTools.ttLib.tables import ttProgram
    best = font["cmap"].getBestCmap()
    for character in \(characters):
        glyph = Glyph()
        glyph.numberOfContours = 1
        glyph.coordinates = GlyphCoordinates([(0, 0)])
        glyph.endPtsOfContours = [0]
        glyph.flags = bytearray([1])
        glyph.program = ttProgram.Program()
        glyph.program.fromBytecode(b"")
        font["glyf"][best[ord(character)]] = glyph
    """
  }

  /// Lines for `write` that name the font `family`, style `style` (full name "FAMILY STYLE"),
  /// `postScriptName`, with `version` ("2.000") when given (its unique and version names): the
  /// names so set, and the typographic family and style, go from every platform first; the new
  /// ones are Windows names, in English.
  public static func naming(
    family: String, postScriptName: String, style: String = "Regular", version: String? = nil
  ) -> String {
    let names =
      [(1, family), (2, style), (4, family + " " + style), (6, postScriptName)]
      + (version.map { [(3, family + " " + $0), (5, "Version " + $0)] } ?? [])
    return """
      name = font["name"]
      name.names = [r for r in name.names if r.nameID not in (\(names.map { String($0.0) }.joined(separator: ", ")), 16, 17)]
      for nameID, text in (\(names.map { "(\($0.0), \(pythonString($0.1)))" }.joined(separator: ", ")),):
          name.setName(text, nameID, 3, 1, 0x409)
      """
  }

  /// Lines for `write` that make the font another face of its own family: style `style`, full
  /// name `fullName`, PostScript name `postScriptName` (English Windows names).
  public static func restyling(style: String, fullName: String, postScriptName: String) -> String {
    """
    name = font["name"]
    for nameID, text in ((2, \(pythonString(style))), (4, \(pythonString(fullName))), (6, \(pythonString(postScriptName)))):
        name.setName(text, nameID, 3, 1, 0x409)
    """
  }

  /// Lines for `write` that swap the outlines and advances of each pair of `letters` ("ab…":
  /// a's with b's, c's with d's); with `keepingCharacters`, the character map follows, so each
  /// character draws as before under another glyph number.
  public static func swappingOutlines(of letters: String, keepingCharacters: Bool) -> String {
    """
    cmap = font.getBestCmap()
    letters = \(pythonString(letters))
    for first, second in zip(letters[0::2], letters[1::2]):
        a, b = cmap[ord(first)], cmap[ord(second)]
        font["glyf"][a], font["glyf"][b] = font["glyf"][b], font["glyf"][a]
        font["hmtx"][a], font["hmtx"][b] = font["hmtx"][b], font["hmtx"][a]
        if \(keepingCharacters ? "True" : "False"):
            for table in font["cmap"].tables:
                if table.isUnicode():
                    table.cmap[ord(first)], table.cmap[ord(second)] = b, a
    """
  }

  /// `text` as a Python string literal.
  private static func pythonString(_ text: String) -> String {
    "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
  }
}
