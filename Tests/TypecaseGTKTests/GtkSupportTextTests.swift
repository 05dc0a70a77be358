import CAdwaita
import FixtureSupport
import XCTest

@testable import GtkSupport

/// Drawing a face exactly: variations in the font description, OpenType features and the
/// fallback switch on labels and on the editable sample.
final class GtkSupportTextTests: GtkSupportTestCase {
  /// A fontconfig configuration holding only the font files given, for a font map of its own.
  final class FontFilesConfiguration: FontconfigConfigurationHandle {
    let config: OpaquePointer

    init?(files: [String]) {
      guard let config = FcConfigCreate() else { return nil }
      self.config = config
      for file in files {
        guard FcConfigAppFontAddFile(config, Array(file.utf8) + [0]) != 0 else { return nil }
      }
    }

    deinit { FcConfigDestroy(config) }
  }

  /// Inter's variable roman (Debian's fonts-inter-variable, which scripts/install-dependencies
  /// installs): weight axis 100–900.
  static let interVariable = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"

  /// The attributes of `label` as Pango writes them.
  func attributesText(of label: Label) -> String {
    guard let list = gtk_label_get_attributes(label.opaque), let text = pango_attr_list_to_string(list) else {
      return ""
    }
    defer { g_free(text) }
    return String(cString: text)
  }

  /// The width `widget` asks for, in pixels.
  func naturalWidth(of widget: Widget) -> Int32 {
    var minimum: Int32 = 0
    var natural: Int32 = 0
    gtk_widget_measure(widget.pointer, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
    return natural
  }

  func testALabelCarriesVariationsFeaturesAndNoFallback() {
    let label = Label("office")
    label.font = FontDescription(family: "Inter", weight: 700, points: 24, variations: ["wght": 700, "GRAD": 50.5])
    label.fontFeatures = ["liga": 0, "smcp": 1]
    label.usesFallbackFonts = false
    let attributes = attributesText(of: label)
    XCTAssertTrue(attributes.contains("font-desc \"Inter Bold 24 @GRAD=50.5,wght=700\""), attributes)
    XCTAssertTrue(attributes.contains("font-features \"liga=0,smcp=1\""), attributes)
    XCTAssertTrue(attributes.contains("fallback false"), attributes)
    XCTAssertEqual(label.font?.variations, ["wght": 700, "GRAD": 50.5])
    XCTAssertEqual(label.font?.weight, 700)
    XCTAssertEqual(label.fontFeatures, ["liga": 0, "smcp": 1])
    XCTAssertFalse(label.usesFallbackFonts)

    // Each kind changes on its own.
    label.font = FontDescription(family: "Inter", points: 12)
    XCTAssertEqual(label.fontFeatures, ["liga": 0, "smcp": 1], "a new font dropped the features")
    XCTAssertFalse(label.usesFallbackFonts, "a new font turned fallback back on")
    XCTAssertEqual(label.font?.variations, [:])
    XCTAssertEqual(attributesText(of: label).components(separatedBy: "font-desc").count, 2, "two fonts on one label")
    label.fontFeatures = [:]
    XCTAssertEqual(label.fontFeatures, [:])
    XCTAssertFalse(attributesText(of: label).contains("font-features"))
    label.usesFallbackFonts = true
    XCTAssertTrue(label.usesFallbackFonts)
    label.font = nil
    XCTAssertNil(label.font)
    XCTAssertNil(gtk_label_get_attributes(label.opaque), "a label with nothing set keeps attributes")
  }

  func testFeatureAndVariationTextsReadBack() {
    XCTAssertEqual(
      TextAttributes.features(from: "liga=0, smcp=1,-kern,+ss01,dlig"),
      ["liga": 0, "smcp": 1, "kern": 0, "ss01": 1, "dlig": 1])
    XCTAssertEqual(TextAttributes.featuresText(["smcp": 1, "liga": 0, "aalt": 3]), "aalt=3,liga=0,smcp=1")
    XCTAssertEqual(
      FontDescription.variations(from: "wght=650,GRAD=-50, opsz=14.5,bad"), ["wght": 650, "GRAD": -50, "opsz": 14.5])
    XCTAssertEqual(
      FontDescription(family: "A", points: 9, variations: ["wght": 650, "GRAD": -50]).variationsText,
      "GRAD=-50,wght=650")
  }

  func testAWeightVariationChangesTheWidthOfAVariableFont() throws {
    guard FileManager.default.fileExists(atPath: Self.interVariable) else {
      XCTFail("\(Self.interVariable) is missing: run scripts/install-dependencies (fonts-inter-variable)")
      return
    }
    let configuration = try XCTUnwrap(FontFilesConfiguration(files: [Self.interVariable]))
    let map = try XCTUnwrap(FontMap(fonts: configuration))
    func width(weightAxis: Double?, features: [String: Int] = [:]) -> Int32 {
      let label = Label("Hamburgefonstiv office")
      label.useFontMap(map)
      label.font = FontDescription(
        family: "Inter", points: 48, variations: weightAxis.map { ["wght": $0] } ?? [:])
      label.fontFeatures = features
      return naturalWidth(of: label)
    }
    let thin = width(weightAxis: 100)
    let black = width(weightAxis: 900)
    let regular = width(weightAxis: nil)
    print("Inter at 48 pt, 'Hamburgefonstiv office': wght 100 \(thin) px, default \(regular) px, wght 900 \(black) px")
    XCTAssertLessThan(thin, regular)
    XCTAssertLessThan(regular, black)
    // Tabular figures make Inter's digits as wide as each other: "1111" widens.
    func digits(_ features: [String: Int]) -> Int32 {
      let label = Label("1111")
      label.useFontMap(map)
      label.font = FontDescription(family: "Inter", points: 48)
      label.fontFeatures = features
      return naturalWidth(of: label)
    }
    XCTAssertLessThan(digits([:]), digits(["tnum": 1]), "the tnum feature did not reach the shaper")
  }

  func testWithoutFallbackOnlyTheFaceDrawsCharacters() throws {
    let nanum = FixtureFonts.fontsDirectory.appendingPathComponent("NanumFixture-Regular.ttf").path
    let configuration = try XCTUnwrap(FontFilesConfiguration(files: [Self.interVariable, nanum]))
    let map = try XCTUnwrap(FontMap(fonts: configuration))
    // Nine characters Inter lacks and NanumFixture has.
    let label = Label("한국어 한국어 한국어")
    label.useFontMap(map)
    label.font = FontDescription(family: "Inter", points: 24)
    func unknownGlyphs() -> Int32 { pango_layout_get_unknown_glyphs_count(gtk_label_get_layout(label.opaque)) }
    XCTAssertEqual(unknownGlyphs(), 0, "NanumFixture did not draw the Hangul Inter lacks")
    let withFallback = naturalWidth(of: label)
    label.usesFallbackFonts = false
    XCTAssertEqual(unknownGlyphs(), 9, "another font drew what Inter lacks")
    XCTAssertNotEqual(naturalWidth(of: label), withFallback)
    label.usesFallbackFonts = true
    XCTAssertEqual(unknownGlyphs(), 0)
  }

  /// Whether the characters of `view` from `offset` on carry its tag.
  func isTagged(_ view: TextView, at offset: Int) -> Bool {
    var iterator = GtkTextIter()
    gtk_text_buffer_get_iter_at_offset(view.buffer, &iterator, Int32(offset))
    return gtk_text_iter_has_tag(&iterator, view.tag) != 0
  }

  /// A property of the text view's tag, as text.
  func tagFontText(_ view: TextView) -> String? {
    var value = GValue()
    g_value_init(&value, pango_font_description_get_type())
    defer { g_value_unset(&value) }
    g_object_get_property(view.tag.object, "font-desc", &value)
    guard let description = g_value_get_boxed(&value),
      let text = pango_font_description_to_string(OpaquePointer(description))
    else { return nil }
    defer { g_free(text) }
    return String(cString: text)
  }

  func testTheSampleTextDrawsAllItsTextInItsFontTypedTextToo() {
    let view = TextView(text: "Sphinx of black quartz")
    XCTAssertEqual(view.text, "Sphinx of black quartz")
    XCTAssertEqual(view.wrap, .wordsOrCharacters)
    XCTAssertTrue(view.isEditable)
    var changes = 0
    view.onChanged { changes += 1 }
    view.font = FontDescription(family: "Inter", points: 72, variations: ["wght": 300])
    view.fontFeatures = ["ss01": 1, "liga": 0]
    view.usesFallbackFonts = false
    XCTAssertEqual(tagFontText(view), "Inter 72 @wght=300")
    XCTAssertEqual(ObjectProperty.string(of: view.tag, "font-features"), "liga=0,ss01=1")
    XCTAssertFalse(ObjectProperty.bool(of: view.tag, "fallback"))
    XCTAssertTrue(ObjectProperty.bool(of: view.tag, "fallback-set"))
    // A word broken at a line's end gets no hyphen the text does not hold.
    XCTAssertFalse(ObjectProperty.bool(of: view.tag, "insert-hyphens"))
    XCTAssertTrue(ObjectProperty.bool(of: view.tag, "insert-hyphens-set"))
    XCTAssertTrue(isTagged(view, at: 0))

    // Typed at the end and at the start, as the user would.
    var end = GtkTextIter()
    gtk_text_buffer_get_end_iter(view.buffer, &end)
    XCTAssertEqual(gtk_text_buffer_insert_interactive(view.buffer, &end, ", judge my vow", -1, 1), 1)
    var start = GtkTextIter()
    gtk_text_buffer_get_start_iter(view.buffer, &start)
    gtk_text_buffer_insert_interactive(view.buffer, &start, "¶ ", -1, 1)
    XCTAssertEqual(view.text, "¶ Sphinx of black quartz, judge my vow")
    XCTAssertEqual(changes, 2)
    for offset in [0, 1, 10, view.text.count - 1] {
      XCTAssertTrue(isTagged(view, at: offset), "the character at \(offset) is not in the sample's font")
    }
    view.text = "Новый текст"
    XCTAssertTrue(isTagged(view, at: 0))
    XCTAssertTrue(isTagged(view, at: 10))
    XCTAssertGreaterThan(changes, 2, "setting the text is a change (GTK reports two: the old text out, the new in)")

    view.fontFeatures = [:]
    XCTAssertFalse(ObjectProperty.bool(of: view.tag, "font-features-set"))
    view.usesFallbackFonts = true
    XCTAssertFalse(ObjectProperty.bool(of: view.tag, "fallback-set"))
    view.font = nil
    XCTAssertNil(view.font)
    XCTAssertFalse(ObjectProperty.bool(of: view.tag, "family-set"), "the tag still sets a family")
    XCTAssertFalse(ObjectProperty.bool(of: view.tag, "size-set"), "the tag still sets a size")
    view.wrap = .none
    XCTAssertEqual(view.wrap, .none)
    view.isEditable = false
    XCTAssertFalse(view.isEditable)
  }

  /// A point inside a character is that character, right-to-left ones too, in either half:
  /// GTK gives a right-to-left character's box from its right edge with a negative width, and
  /// its iterator at a point moves on past a character's trailing half, so the face page's
  /// tooltip over a missing Hebrew or Arabic letter showed nothing, or named its neighbour.
  func testAPointInACharacterIsThatCharacterInEitherDirection() {
    let text = "ab שלום cd"
    let view = TextView(text: text)
    view.font = FontDescription(family: "Sans", points: 40)
    let window = TestWindow(showing: view, width: 600, height: 200)
    defer { window.close() }
    window.settle()
    for offset in 0..<text.unicodeScalars.count where offset != 2 && offset != 7 {
      let center = view.characterCenter(at: offset)
      XCTAssertEqual(view.characterOffset(atX: center.x, y: center.y), offset, "at \(center)")
      // A quarter of the way to either side of the middle: the character still.
      for shift in [-6, 6] {
        XCTAssertEqual(view.characterOffset(atX: center.x + shift, y: center.y), offset, "at \(center) \(shift)")
      }
    }
  }

  /// Marks stay on their characters when the text is set again: the face page lays its sample
  /// out again with the same text once it has a font, and its missing characters were drawn
  /// unmarked until the gaps changed.
  func testMarksStayWhenTheTextIsSetAgain() {
    let view = TextView(text: "Aa 日本 fin")
    view.marks = [3..<4, 4..<5]
    func marked() -> [Int] {
      (0..<view.text.count).filter { offset in
        var iterator = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(view.buffer, &iterator, Int32(offset))
        return gtk_text_iter_has_tag(&iterator, view.markTag) != 0
      }
    }
    XCTAssertEqual(marked(), [3, 4])
    view.text = view.text
    XCTAssertEqual(marked(), [3, 4])
    // A shorter text keeps those still in it.
    view.text = "Aa 日"
    XCTAssertEqual(marked(), [3])
    view.marks = []
    view.text = "Aa 日本 fin"
    XCTAssertEqual(marked(), [])
  }

  /// The padding is inside the text's area, and the lines get the room the text's ink takes
  /// beyond them: Inter's "Ǻ" reaches 3,180 units (fontTools: glyf yMax), above the line Pango
  /// lays out (8 pixels more at 48 points), which GTK cut off at CSS padding.
  ///
  /// Typed into the view once shown, the view grows and the line moves down: GTK 4.8 shifted
  /// the text up by a top margin that grew, and drew it cut at the view's top until the window
  /// was resized.
  func testTheSamplesPaddingMakesRoomForInkBeyondItsLines() throws {
    let configuration = try XCTUnwrap(FontFilesConfiguration(files: [Self.interVariable]))
    let map = try XCTUnwrap(FontMap(fonts: configuration))
    let view = TextView(text: "Hamburg")
    view.font = FontDescription(family: "Inter", points: 48)
    view.centerVertically()
    view.useFontMap(map)
    view.textPadding = (top: 8, bottom: 8, start: 14, end: 14)
    let window = TestWindow(showing: view, width: 600, height: 300)
    defer { window.close() }
    window.settle()
    XCTAssertEqual(gtk_text_view_get_top_margin(view.cast()), 8)
    XCTAssertEqual(gtk_text_view_get_left_margin(view.cast()), 14)
    /// Where the first line's text starts, in the view's own coordinates.
    func lineTop() -> Int32 {
      var start = GtkTextIter()
      gtk_text_buffer_get_start_iter(view.buffer, &start)
      var location = GdkRectangle()
      gtk_text_view_get_iter_location(view.cast(), &start, &location)
      var x: Int32 = 0
      var y: Int32 = 0
      gtk_text_view_buffer_to_window_coords(view.cast(), GTK_TEXT_WINDOW_WIDGET, location.x, location.y, &x, &y)
      return y
    }
    let top = lineTop()
    // Typed, as the user would: the room follows the text.
    var end = GtkTextIter()
    gtk_text_buffer_get_end_iter(view.buffer, &end)
    gtk_text_buffer_insert_interactive(view.buffer, &end, " \u{1FA}", -1, 1)
    window.settle()
    XCTAssertGreaterThanOrEqual(lineTop() - top, 6, "the acute of Ǻ above Inter's line")
    XCTAssertLessThanOrEqual(lineTop() - top, 14)
    let height = view.height
    view.text = "Hamburg"
    window.settle()
    XCTAssertEqual(lineTop(), top)
    XCTAssertGreaterThanOrEqual(height - view.height, 6, "the view's room for the acute")
  }

  /// A label (a face page's waterfall line) keeps the room its text's ink takes beyond its
  /// line as margins: a glyph reaching far above or below was drawn across the lines and the
  /// heading under it.
  func testALabelKeepsRoomForInkBeyondItsLine() throws {
    let configuration = try XCTUnwrap(FontFilesConfiguration(files: [Self.interVariable]))
    let map = try XCTUnwrap(FontMap(fonts: configuration))
    let font = FontDescription(family: "Inter", points: 48)
    let label = Label("Hamburg \u{1FA}")
    label.useFontMap(map)
    label.font = font
    label.keepRoom(for: font)
    let top = gtk_widget_get_margin_top(label.pointer)
    XCTAssertGreaterThanOrEqual(top, 6, "the acute of Ǻ above Inter's line")
    XCTAssertLessThanOrEqual(top, 14)
    label.text = "Hamburg"
    label.keepRoom(for: font)
    XCTAssertEqual(gtk_widget_get_margin_top(label.pointer), 0)
  }

  func testAVariationWidensTheSampleDrawnFromItsOwnFontMap() throws {
    let configuration = try XCTUnwrap(FontFilesConfiguration(files: [Self.interVariable]))
    let map = try XCTUnwrap(FontMap(fonts: configuration))
    // Where the line ends, once the view has laid it out in a window (a text view does not ask
    // for the width of its text). The map is given once the view is on screen, as a face page
    // does when its face's fonts arrive.
    func width(_ weight: Double) -> Int32 {
      let view = TextView(text: "Hamburgefonstiv")
      view.wrap = .none
      view.font = FontDescription(family: "Inter", points: 48, variations: ["wght": weight])
      let window = TestWindow(showing: view, width: 100, height: 100)
      defer { window.close() }
      window.settle()
      view.useFontMap(map)
      window.settle()
      XCTAssertEqual(
        pango_context_get_font_map(gtk_text_view_get_ltr_context(view.cast())), map.pointer,
        "the text view lays its text out from another font map")
      var end = GtkTextIter()
      gtk_text_buffer_get_end_iter(view.buffer, &end)
      var location = GdkRectangle()
      gtk_text_view_get_iter_location(view.cast(), &end, &location)
      return location.x
    }
    let thin = width(100)
    let black = width(900)
    print("Inter at 48 pt in a text view, 'Hamburgefonstiv': wght 100 \(thin) px, wght 900 \(black) px")
    XCTAssertGreaterThan(thin, 0)
    XCTAssertLessThan(thin, black)
  }
}
