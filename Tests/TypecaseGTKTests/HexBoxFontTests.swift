import CAdwaita
import FixtureSupport
import Foundation
import TypecaseCore
import XCTest

@testable import GtkSupport

/// A face page's map writes the code in a missing character's box with the digits of a
/// monospace font, not of the face: Pango asks the map for "monospace", which in a map of the
/// face alone was the face, so an Arabic face's boxes read "006▯" and a face without digits
/// wrote no code at all.
final class HexBoxFontTests: GtkSupportTestCase {
  func testAFacePagesMapWritesBoxCodesInAMonospaceFont() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-hex-box-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    // A face without digits and A–F, beside the machine's sans-serif and monospace fonts.
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
      to: fonts.appendingPathComponent("NoDigits-Regular.ttf"),
      editing: """
        for table in font["cmap"].tables:
            for code in list(range(0x30, 0x3A)) + list(range(0x41, 0x47)):
                table.cmap.pop(code, None)
        name = font["name"]
        name.names = [r for r in name.names if r.nameID not in (1, 4, 6, 16, 17)]
        for nameID, text in ((1, "No Digits"), (4, "No Digits Regular"), (6, "NoDigits-Regular")):
            name.setName(text, nameID, 3, 1, 0x409)
        """)
    let mono = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")
    for source in [URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"), mono] {
      try FileManager.default.copyItem(at: source, to: fonts.appendingPathComponent(source.lastPathComponent))
    }
    // The desktop's rule for the generic name (Debian's 60-latin.conf says the same).
    let file = FixtureFonts.writeConfiguration(
      in: folder, folders: [fonts],
      rules: "<alias><family>monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>")
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": file.path])
    let monospace = try ProcessRunner.runTool("fc-match", ["-f", "%{file}", "monospace"], environment: environment)
    XCTAssertEqual(monospace.standardOutput, fonts.appendingPathComponent(mono.lastPathComponent).path)
    let library = FontLibrary(configuration: try FontconfigConfiguration(file: file.path))
    let face = try XCTUnwrap(library.family(named: "No Digits")?.faces.first)
    let map = try XCTUnwrap(
      FontMap(fonts: try XCTUnwrap(library.configuration(forFace: face.location, family: "No Digits"))))
    let context = try XCTUnwrap(pango_font_map_create_context(map.pointer))
    defer { g_object_unref(UnsafeMutableRawPointer(context)) }
    let description = try XCTUnwrap(pango_font_description_from_string("monospace 10"))
    defer { pango_font_description_free(description) }
    let font = try XCTUnwrap(pango_font_map_load_font(map.pointer, context, description))
    defer { g_object_unref(font) }
    let pattern = try XCTUnwrap(
      pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)))
    var loaded: UnsafeMutablePointer<FcChar8>?
    XCTAssertEqual(FcPatternGetString(pattern, FC_FILE, 0, &loaded), FcResultMatch)
    // Under a path of its own ("fonts/./././DejaVuSansMono.ttf": see `FontLibrary.helperPath`).
    XCTAssertEqual(
      loaded.map { URL(fileURLWithPath: String(cString: $0)).standardized.path },
      fonts.appendingPathComponent(mono.lastPathComponent).path)
    // The digits' font draws no text: what the face lacks stays a box on its page, digits too.
    let label = Label("Q9 ж")
    label.useFontMap(map)
    label.font = FontDescription(family: "No Digits", points: 24)
    XCTAssertEqual(pango_layout_get_unknown_glyphs_count(gtk_label_get_layout(label.opaque)), 2)
  }
}
