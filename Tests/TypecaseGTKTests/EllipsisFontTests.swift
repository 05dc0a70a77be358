import CAdwaita
import FixtureSupport
import Foundation
import TypecaseCore
import XCTest

@testable import GtkSupport

/// A line cut short in a face without "." or "…" (Droid Sans Fallback has no Latin) ends in
/// an ellipsis, not in three boxes: Pango draws "…" in the line's face, else "..." in any font
/// of the map, and a face page's map held the face alone (a list row's, a fallback that could
/// be that same face).
final class EllipsisFontTests: GtkSupportTestCase {
  /// Writes `source` (a fixture) to `folder` without ".", "…" and "⋯", named `family`.
  func writeWithoutDots(_ source: String, to folder: URL, family: String) throws {
    let postScriptName = family.replacingOccurrences(of: " ", with: "") + "-Regular"
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent(source),
      to: folder.appendingPathComponent(postScriptName + ".ttf"),
      editing: """
        for table in font["cmap"].tables:
            for code in (0x2E, 0x2026, 0x22EF):
                table.cmap.pop(code, None)
        name = font["name"]
        name.names = [r for r in name.names if r.nameID not in (1, 4, 6, 16, 17)]
        for nameID, text in ((1, "\(family)"), (4, "\(family) Regular"), (6, "\(postScriptName)")):
            name.setName(text, nameID, 3, 1, 0x409)
        """)
  }

  func testALineCutShortInAFaceWithoutDotsEndsInAnEllipsis() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-no-dots-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    try writeWithoutDots("TypecaseFixtureSans-Regular.ttf", to: fonts, family: "No Dots")
    // Japanese's fallback here, without dots as Droid Sans Fallback is.
    try writeWithoutDots("FixtureMincho-Regular.ttf", to: fonts, family: "No Dots Mincho")
    try FileManager.default.copyItem(
      at: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
      to: fonts.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"))
    let file = FixtureFonts.writeConfiguration(in: folder, folders: [fonts])
    let library = FontLibrary(configuration: try FontconfigConfiguration(file: file.path))
    let face = try XCTUnwrap(library.family(named: "No Dots")?.faces.first)
    let fallback = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{family}", #"sans\-serif:lang=ja"#],
      environment: FixtureFonts.environment(["FONTCONFIG_FILE": file.path]))
    XCTAssertEqual(fallback.standardOutput, "No Dots Mincho")
    for configuration in [
      library.configuration(forFace: face.location, family: "No Dots"),
      library.configuration(forFamily: "No Dots", language: "en"),
      library.configuration(forFamily: "No Dots", language: "ja"),
    ] {
      let map = try XCTUnwrap(FontMap(fonts: try XCTUnwrap(configuration)))
      let label = Label("Hamburgefonstiv Hamburgefonstiv Hamburgefonstiv")
      label.useFontMap(map)
      label.font = FontDescription(family: "No Dots", points: 24)
      label.ellipsis = .end
      var allocation = GtkAllocation(x: 0, y: 0, width: 120, height: 40)
      gtk_widget_size_allocate(label.pointer, &allocation, -1)
      let layout = gtk_label_get_layout(label.opaque)
      XCTAssertNotEqual(pango_layout_is_ellipsized(layout), 0, "the line was not cut")
      XCTAssertEqual(pango_layout_get_unknown_glyphs_count(layout), 0, "the ellipsis was drawn as boxes")
    }
    // On the face's page, what the face lacks but the dot stays a box: "…" and "⋯" too.
    let map = try XCTUnwrap(
      FontMap(fonts: try XCTUnwrap(library.configuration(forFace: face.location, family: "No Dots"))))
    let label = Label("a…b⋯c")
    label.useFontMap(map)
    label.font = FontDescription(family: "No Dots", points: 24)
    XCTAssertEqual(pango_layout_get_unknown_glyphs_count(gtk_label_get_layout(label.opaque)), 2)
  }
}
