import Foundation

/// A bitmap font (not scalable) made for one test from BDF with X's own tools (bdftopcf,
/// fonttosfnt): three 8-pixel glyphs, A, B and C.
public enum BitmapFixtureFont {
  /// X's tools could not make the font: what they said.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// Writes `family` as a PCF file in `folder` ("pixel.pcf", from "pixel.bdf" beside it; with
  /// `pixels` other than 8, "pixel-N.pcf") of glyphs `pixels` square, and returns it; without
  /// `charset`, one without a character set (FreeType opens it, fontconfig finds no font in it);
  /// `encoding`: its X11 character set, registry and encoding (ISO10646-1: Unicode).
  public static func pcf(
    in folder: URL, charset: Bool = true, family: String = "Pixel Test", pixels: Int = 8,
    encoding: (registry: String, encoding: String) = ("ISO10646", "1")
  ) throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var lines = [
      "STARTFONT 2.1",
      "FONT -test-\(family)-medium-r-normal--\(pixels)-\(pixels * 10)-75-75-c-\(pixels * 10)-\(encoding.registry.lowercased())-\(encoding.encoding)",
      "SIZE \(pixels) 75 75", "FONTBOUNDINGBOX \(pixels) \(pixels) 0 -1", "STARTPROPERTIES \(charset ? 8 : 6)",
      "FAMILY_NAME \"\(family)\"", #"WEIGHT_NAME "Medium""#, "PIXEL_SIZE \(pixels)", "FONT_ASCENT \(pixels - 1)",
      "FONT_DESCENT 1", #"SPACING "C""#,
    ]
    if charset {
      lines += ["CHARSET_REGISTRY \"\(encoding.registry)\"", "CHARSET_ENCODING \"\(encoding.encoding)\""]
    }
    lines += ["ENDPROPERTIES", "CHARS 3"]
    // A hollow box: full rows at the top and bottom, the edges between.
    let digits = (pixels + 7) / 8 * 2
    let full = String(repeating: "F", count: digits)
    let edges = (0..<digits).map { position -> String in
      var value = 0
      for bit in 0..<4 {
        let column = position * 4 + bit
        if column == 0 || column == pixels - 1 { value |= 8 >> bit }
      }
      return String(value, radix: 16, uppercase: true)
    }.joined()
    for character in ["A", "B", "C"] {
      let code = Int(character.unicodeScalars.first?.value ?? 0)
      lines += [
        "STARTCHAR \(character)", "ENCODING \(code)", "SWIDTH 500 0", "DWIDTH \(pixels) 0",
        "BBX \(pixels) \(pixels) 0 -1",
        "BITMAP",
      ]
      lines += [full] + Array(repeating: edges, count: pixels - 2) + [full, "ENDCHAR"]
    }
    lines.append("ENDFONT")
    let name = pixels == 8 ? "pixel" : "pixel-\(pixels)"
    let bdf = folder.appendingPathComponent(name + ".bdf")
    try (lines.joined(separator: "\n") + "\n").write(to: bdf, atomically: true, encoding: .utf8)
    let pcf = folder.appendingPathComponent(name + ".pcf")
    let converted = try ProcessRunner.runTool(
      "bdftopcf", ["-o", pcf.path, bdf.path], environment: FixtureFonts.environment())
    guard converted.status == 0 else {
      throw Failure(description: "xfonts-utils (run scripts/install-dependencies): \(converted.standardError)")
    }
    return pcf
  }

  /// Writes the bitmap font `pcf` (with the other sizes `more`, each a strike) as an OpenType
  /// font of bitmaps only (an .otb) at `destination`.
  public static func otb(from pcf: URL, more: [URL] = [], to destination: URL) throws {
    let made = try ProcessRunner.runTool(
      "fonttosfnt", ["-o", destination.path, pcf.path] + more.map(\.path), environment: FixtureFonts.environment())
    guard made.status == 0 else { throw Failure(description: made.standardError) }
  }
}
