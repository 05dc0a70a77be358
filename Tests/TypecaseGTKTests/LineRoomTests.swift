import CAdwaita
import FixtureSupport
import Foundation
import TypecaseCore
import XCTest

@testable import GtkSupport

/// Lines of a font with broken vertical metrics get the room their glyphs need: a face page's
/// waterfall drew its sizes in one pile, and its preview shrank to a strip.
final class LineRoomTests: GtkSupportTestCase {
  func testAFontWithNextToNoLineHeightGetsTheRoomItLacks() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-tiny-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let source = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf")
    try DerivedFont.write(
      from: source, to: fonts.appendingPathComponent("TinyMetrics-Regular.ttf"),
      editing: """
        hhea, os2 = font["hhea"], font["OS/2"]
        hhea.ascent, hhea.descent, hhea.lineGap = 10, 0, 0
        os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = 10, 0, 0
        os2.usWinAscent, os2.usWinDescent = 10, 0
        name = font["name"]
        name.names = [r for r in name.names if r.nameID not in (1, 4, 6, 16, 17)]
        for nameID, text in ((1, "Tiny Metrics"), (4, "Tiny Metrics Regular"), (6, "TinyMetrics-Regular")):
            name.setName(text, nameID, 3, 1, 0x409)
        """)
    try FileManager.default.copyItem(at: source, to: fonts.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"))
    let file = FixtureFonts.writeConfiguration(in: folder, folders: [fonts])
    let library = FontLibrary(configuration: try FontconfigConfiguration(file: file.path))
    /// A label drawing with the fonts of `family` alone.
    func makeLabel(drawing family: String) throws -> Label {
      let label = Label("Hamburgefonstiv")
      label.useFontMap(FontMap(fonts: try XCTUnwrap(library.configuration(forFamily: family, language: "en"))))
      return label
    }
    let sane = FontDescription(family: "Typecase Fixture Sans", points: 48)
    XCTAssertEqual(LineRoom.lacking(in: sane, drawnBy: try makeLabel(drawing: "Typecase Fixture Sans")), .none)
    let label = try makeLabel(drawing: "Tiny Metrics")
    let tiny = FontDescription(family: "Tiny Metrics", points: 48)
    let room = LineRoom.lacking(in: tiny, drawnBy: label)
    // 48 points are 64 pixels: an ascent of 0.95 of them, a descent of 0.3, less the font's own.
    XCTAssertEqual(room.above, 61, accuracy: 1)
    XCTAssertEqual(room.below, 20, accuracy: 1)

    // A label keeps that room as margins, so lines of the face stand an em and more apart.
    label.font = tiny
    label.keepRoom(for: tiny)
    var minimum: Int32 = 0
    var natural: Int32 = 0
    gtk_widget_measure(label.pointer, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
    XCTAssertGreaterThanOrEqual(Int(natural) + room.above + room.below, 64 + 16)
    XCTAssertEqual(gtk_widget_get_margin_top(label.pointer), Int32(room.above))
    // A text view's lines, a paragraph's wrapped ones too, get it above and below.
    let view = TextView()
    view.useFontMap(FontMap(fonts: try XCTUnwrap(library.configuration(forFamily: "Tiny Metrics", language: "en"))))
    view.wrap = .words
    view.font = tiny
    view.lineRoom = LineRoom.lacking(in: tiny, drawnBy: view)
    XCTAssertEqual(view.lineRoom, room)
    view.centerVertically()
    let window = TestWindow(showing: view, width: 400, height: 900)
    defer { window.close() }
    window.settle()
    // Set once shown: GTK 4.8's text view keeps the height of its first layout.
    view.text = "Hamburgefonstiv Hamburgefonstiv Hamburgefonstiv"
    window.settle(0.5)
    XCTAssertGreaterThanOrEqual(view.height, 3 * (room.above + room.below), "wrapped lines of an em and more")

    let saneLabel = try makeLabel(drawing: "Typecase Fixture Sans")
    saneLabel.setMargins(top: 5)
    saneLabel.keepRoom(for: sane)
    XCTAssertEqual(gtk_widget_get_margin_top(saneLabel.pointer), 0, "a sane font kept room it does not lack")
  }

  /// A label whose glyphs reach below its font's descent keeps room for them below, measured
  /// on its whole text: measured on the label's own layout, cut to the width it had (none yet:
  /// "…"), an ellipsized label kept none, and Kristi's tails were cut at the end of a face
  /// page's waterfall.
  func testInkBelowTheDescentIsKeptForAnEllipsizedLabel() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-tails-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
      to: fonts.appendingPathComponent("DeepTails-Regular.ttf"),
      editing: """
        hhea, os2 = font["hhea"], font["OS/2"]
        hhea.descent, os2.sTypoDescender, os2.usWinDescent = -20, -20, 20
        """ + "\n" + DerivedFont.naming(family: "Deep Tails", postScriptName: "DeepTails-Regular"))
    let file = FixtureFonts.writeConfiguration(in: folder, folders: [fonts])
    let library = FontLibrary(configuration: try FontconfigConfiguration(file: file.path))
    let label = Label("gjpqy")
    // Ellipsized at its end, as a face page's waterfall lines are, and not yet given a width.
    label.ellipsis = .end
    label.useFontMap(FontMap(fonts: try XCTUnwrap(library.configuration(forFamily: "Deep Tails", language: "en"))))
    let font = FontDescription(family: "Deep Tails", points: 48)
    label.font = font
    label.keepRoom(for: font)
    // The descenders reach some 0.2 em below the baseline, 64 pixels an em: 12 pixels and more.
    XCTAssertGreaterThanOrEqual(gtk_widget_get_margin_bottom(label.pointer), 10)
  }
}
