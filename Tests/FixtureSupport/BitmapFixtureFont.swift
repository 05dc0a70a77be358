import Foundation

/// A bitmap font (not scalable) made for one test from BDF with X's own tools (bdftopcf,
/// fonttosfnt): three 8-pixel glyphs, A, B and C.
public enum BitmapFixtureFont {
  /// X's tools could not make the font: what they said.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// Writes `family` as a PCF file in `folder` ("pixel.pcf", from "pixel.bdf" beside it) and
  /// returns it; without `charset`, one without a character set (FreeType opens it, fontconfig
  /// finds no font in it).
  public static func pcf(in folder: URL, charset: Bool = true, family: String = "Pixel Test") throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var lines = [
      "STARTFONT 2.1", "FONT -test-\(family)-medium-r-normal--8-80-75-75-c-80-iso10646-1", "SIZE 8 75 75",
      "FONTBOUNDINGBOX 8 8 0 -1", "STARTPROPERTIES \(charset ? 8 : 6)", "FAMILY_NAME \"\(family)\"",
      #"WEIGHT_NAME "Medium""#, "PIXEL_SIZE 8", "FONT_ASCENT 7", "FONT_DESCENT 1", #"SPACING "C""#,
    ]
    if charset { lines += [#"CHARSET_REGISTRY "ISO10646""#, #"CHARSET_ENCODING "1""#] }
    lines += ["ENDPROPERTIES", "CHARS 3"]
    for character in ["A", "B", "C"] {
      let code = Int(character.unicodeScalars.first?.value ?? 0)
      lines += ["STARTCHAR \(character)", "ENCODING \(code)", "SWIDTH 500 0", "DWIDTH 8 0", "BBX 8 8 0 -1", "BITMAP"]
      lines += ["FF", "81", "81", "81", "81", "81", "81", "FF", "ENDCHAR"]
    }
    lines.append("ENDFONT")
    let bdf = folder.appendingPathComponent("pixel.bdf")
    try (lines.joined(separator: "\n") + "\n").write(to: bdf, atomically: true, encoding: .utf8)
    let pcf = folder.appendingPathComponent("pixel.pcf")
    let converted = try ProcessRunner.runTool(
      "bdftopcf", ["-o", pcf.path, bdf.path], environment: FixtureFonts.environment())
    guard converted.status == 0 else {
      throw Failure(description: "xfonts-utils (run scripts/install-dependencies): \(converted.standardError)")
    }
    return pcf
  }

  /// Writes the bitmap font `pcf` as an OpenType font of bitmaps only (an .otb) at
  /// `destination`.
  public static func otb(from pcf: URL, to destination: URL) throws {
    let made = try ProcessRunner.runTool(
      "fonttosfnt", ["-o", destination.path, pcf.path], environment: FixtureFonts.environment())
    guard made.status == 0 else { throw Failure(description: made.standardError) }
  }
}
