import CAdwaita
import FixtureSupport
import Foundation
import TypecaseCore
import XCTest

@testable import GtkSupport

/// A face page's map draws the dotted circle the character grid shows each combining mark on
/// (see `CharacterShownAlone`) where the face has none: with the face alone in it, a face
/// without "◌" (Inter) showed a box with "25CC" in it under every mark.
final class DottedCircleFontTests: GtkSupportTestCase {
  func testAFacePagesMapDrawsTheDottedCircleTheFaceLacks() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-dotted-circle-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    for (source, name) in [
      (FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"), "Sans.ttf"),
      // The sans-serif font here, with "◌" (U+25CC).
      (URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"), "DejaVuSans.ttf"),
    ] {
      try FileManager.default.copyItem(at: source, to: fonts.appendingPathComponent(name))
    }
    let file = FixtureFonts.writeConfiguration(in: folder, folders: [fonts])
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": file.path])
    let lacking = try ProcessRunner.runTool(
      "fc-list", ["-f", "%{family}\n", ":charset=25cc"], environment: environment)
    XCTAssertEqual(lacking.standardOutput, "DejaVu Sans\n", "only DejaVu Sans has the dotted circle")
    let library = FontLibrary(configuration: try FontconfigConfiguration(file: file.path))
    let face = try XCTUnwrap(library.family(named: "Typecase Fixture Sans")?.faces.first)
    let map = try XCTUnwrap(
      FontMap(fonts: try XCTUnwrap(library.configuration(forFace: face.location, family: "Typecase Fixture Sans"))))
    func unknownGlyphs(_ text: String) -> Int32 {
      let label = Label(text)
      label.useFontMap(map)
      label.font = FontDescription(family: "Typecase Fixture Sans", points: 24)
      return pango_layout_get_unknown_glyphs_count(gtk_label_get_layout(label.opaque))
    }
    XCTAssertEqual(unknownGlyphs(String(CharacterShownAlone.base)), 0, "the dotted circle was drawn as a box")
    // What else the face lacks stays a box on its page: the circle's font draws the circle alone.
    XCTAssertEqual(unknownGlyphs("жё"), 2)
  }
}
