import CAdwaita
import FixtureSupport
import XCTest

@testable import TypecaseCore

/// The Pango snippet of every fixture face, read back by Pango itself
/// (`pango_font_description_from_string`, then `pango_font_map_load_font` on a font map over
/// the fixture fonts' fontconfig configuration), loads the same file and index.
///
/// The exception, which Pango's syntax cannot help: a description names a family, weight,
/// width and slant, never a style name or a file. Faces alike in all four (a font installed
/// twice, as Fixture Serif is in CFF and TrueType; Fixture Color's COLRv0, COLRv1 and SVG
/// faces, all regular) have one description, and Pango loads the one fontconfig ranks
/// first. Named instances resolve exactly, index and all: fontconfig matches the weight and
/// slant the description names to the instance's own pattern.
final class PangoSnippetTests: XCTestCase {
  func testThePangoDescriptionOfEveryFixtureFaceLoadsThatFace() throws {
    let configuration = try FontconfigConfiguration(file: FixtureFonts.faceConfigurationFile.path)
    let faces = FontLibrary(configuration: configuration).faces()
    XCTAssertEqual(faces.count, 25)

    let config = try XCTUnwrap(FcConfigCreate())
    defer { FcConfigDestroy(config) }
    XCTAssertEqual(FcConfigParseAndLoad(config, FixtureFonts.faceConfigurationFile.path, FcTrue), FcTrue)
    XCTAssertEqual(FcConfigBuildFonts(config), FcTrue)
    let map = try XCTUnwrap(pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT))
    defer { g_object_unref(map) }
    pango_fc_font_map_set_config(OpaquePointer(map), config)
    let context = try XCTUnwrap(pango_font_map_create_context(map))
    defer { g_object_unref(UnsafeMutableRawPointer(context)) }

    var checkedInstances = 0
    var alike: Set<String> = []
    for face in faces {
      let text = FaceSnippets(face).text(.pango)
      let description = try XCTUnwrap(pango_font_description_from_string(text))
      defer { pango_font_description_free(description) }
      XCTAssertEqual(String(cString: pango_font_description_get_family(description)), face.family, text)
      let font = try XCTUnwrap(pango_font_map_load_font(map, context, description), text)
      defer { g_object_unref(font) }
      let pattern = try XCTUnwrap(
        pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)))
      var file: UnsafeMutablePointer<FcChar8>?
      var index: Int32 = -1
      XCTAssertEqual(FcPatternGetString(pattern, FC_FILE, 0, &file), FcResultMatch)
      XCTAssertEqual(FcPatternGetInteger(pattern, FC_INDEX, 0, &index), FcResultMatch)
      let loaded = FontLocation(file: file.map { String(cString: $0) } ?? "", index: Int(index))
      // (The variable font as a whole and its default instance share file, index and
      // description: one face for Pango.)
      let twins = faces.filter { FaceSnippets($0).text(.pango) == text }
      if Set(twins.map(\.location)).count > 1 {
        // Faces Pango cannot tell apart: the one of them fontconfig ranks first.
        XCTAssertTrue(twins.contains { $0.location == loaded }, "\(text) loaded \(loaded)")
        alike.insert(face.postScriptName ?? "")
      } else {
        XCTAssertEqual(loaded, face.location, text)
      }
      if case .namedInstance = face.variation {
        checkedInstances += 1
        XCTAssertTrue(text.contains(" @wght="), text)
      }
    }
    XCTAssertEqual(checkedInstances, 5)
    // Only these: the two copies of one font, and three faces whose styles differ by name
    // alone (a description names weight, width and slant, never a style name).
    XCTAssertEqual(
      alike, ["FixtureSerif-Regular", "FixtureColor-COLRv0", "FixtureColor-COLRv1", "FixtureColor-SVG"])
  }

  /// Pango reads the family of a description whose family ends in a word it would take for a
  /// style, or holds quotes and backslashes, as the family.
  func testAFamilyEndingInAStyleWordOrHoldingQuotesStaysTheFamily() throws {
    for family in ["Quote \"A\\B\" Bold", "Fixture Semi-Light", "Numbers 12", "Italic", "Plain Family"] {
      let face = FontFace(
        family: family, style: "Bold Italic", traits: FontTraits(weight: 700, width: 75, slant: 100),
        location: FontLocation(file: "/x.ttf"))
      let text = FaceSnippets(face).text(.pango)
      let description = try XCTUnwrap(pango_font_description_from_string(text))
      defer { pango_font_description_free(description) }
      XCTAssertEqual(String(cString: pango_font_description_get_family(description)), family, text)
      XCTAssertEqual(pango_font_description_get_weight(description).rawValue, 700, text)
      XCTAssertEqual(pango_font_description_get_style(description), PANGO_STYLE_ITALIC, text)
      XCTAssertEqual(pango_font_description_get_stretch(description), PANGO_STRETCH_CONDENSED, text)
    }
  }
}
