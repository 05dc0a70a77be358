internal import CPango
import FoundationEssentials
import Glibc
import TypecaseCore

/// Draws a specimen with cairo and Pango: for each face its names, the pangram, words of the
/// other scripts it has, a waterfall, the sample paragraph and its characters block by block.
///
/// Each face's text comes from a font map over a configuration holding only that face; the labels use the default font map.
///
/// A PDF breaks pages (a new one for each face, more for a long character set); a PNG or SVG is
/// one long page, its character sets cut at `singlePageCharacters` per face.
struct SpecimenSheet {
  /// A4 in points.
  static let pageWidth = 595.0
  static let pageHeight = 842.0
  static let margin = 48.0
  static let waterfallSizes = [9, 12, 14, 18, 24, 36, 48, 72]
  static let cellSize = 24.95
  static let singlePageCharacters = 600
  /// PNG pixels per point.
  static let pngScale = 2.0
  /// The resolution Pango's contexts draw at: a sheet's unit is the point, so a 72 pt line is
  /// 72 units high (at Pango's default, 96 dpi, every size was drawn a third larger: the
  /// waterfall's "72" was 96 pt on paper).
  static let pointsPerInch = 72.0

  let specimen: Specimen
  let breaksPages: Bool

  /// The cairo context being drawn into.
  private let cairo: OpaquePointer
  private var y = margin
  /// The coordinates the face being drawn is drawn at, as Pango reads variations
  /// ("slnt=-10,wght=100"): a named instance's, with the sheet's axis values over them; empty
  /// for a face drawn as it is.
  ///
  /// Pango drew an instance at the variable font's defaults: a specimen of "Thin Italic" was
  /// regular and upright.
  private var variations = ""
  private var contentWidth: Double { Self.pageWidth - 2 * Self.margin }

  /// Draws `specimen` into `cairo`, breaking pages when `breaksPages`; the height used (the
  /// last page's, for a PDF).
  static func draw(_ specimen: Specimen, into cairo: OpaquePointer, breaksPages: Bool) -> Double {
    var sheet = SpecimenSheet(specimen: specimen, breaksPages: breaksPages, cairo: cairo)
    for (position, face) in specimen.faces.enumerated() {
      if position > 0 {
        if breaksPages {
          sheet.newPage()
        } else {
          sheet.y += 36
          sheet.rule()
        }
      }
      sheet.draw(face)
    }
    return sheet.y + margin
  }

  private init(specimen: Specimen, breaksPages: Bool, cairo: OpaquePointer) {
    self.specimen = specimen
    self.breaksPages = breaksPages
    self.cairo = cairo
  }

  private mutating func draw(_ specimenFace: SpecimenFace) {
    let face = specimenFace.face
    guard let fontMap = pango_cairo_font_map_new() else { return }
    defer { g_object_unref(fontMap) }
    pango_fc_font_map_set_config(OpaquePointer(fontMap), specimenFace.configuration.config)
    let family = face.family
    variations = specimen.variations(for: specimenFace)
    // Axes set for the sheet (the face page's sliders, `--variations`) are said: the sheet
    // shows the face at them, not as its name alone says.
    let axes = specimen.axisValues.isEmpty ? nil : variations
    // Moved off the face's own coordinates, headed by the instance the axes stand at, else
    // the family (see `Specimen.heading`): the face's own name stood over other letters.
    let isMoved = specimen.isMoved(specimenFace)
    let instancePosition = isMoved ? specimen.instancePositionAtAxes(of: specimenFace) : nil
    let instance = instancePosition.map { specimenFace.namedInstances[$0] }
    // Names and the file as the window shows them: a control character (a newline, ESC) in a
    // name, drawn, broke the title in two or showed as a box.
    let title = VisibleText.escapedControls(specimen.heading(of: specimenFace))
    y += label(title, font: "Sans Bold 18", at: y)
    // Drawn at axes set for the sheet, the index of what is named: the instance the axes stand
    // at, else the font's face (it gave the page's own instance, "Inter-Black" over Inter-Bold's
    // #458752), whether the command moved them or a face page named them.
    let faceIndex = face.location.index & 0xFFFF
    let atAxes = isMoved || (specimenFace.isNamedAtItsAxes && !specimen.axisValues.isEmpty)
    let position = isMoved ? instancePosition : atAxes ? specimen.instancePositionAtAxes(of: specimenFace) : nil
    let index = !atAxes ? face.location.index : position.map { ($0 + 1) << 16 | faceIndex } ?? faceIndex
    let file = index == 0 ? face.location.file : "\(face.location.file)#\(index)"
    // And the features switched for it, which change its letters as much.
    let features = FeatureSettings.text(specimen.features)
    // The style and PostScript name go too: they name the face's own coordinates ("Regular",
    // "Inter-Bold" stood beside wght=300 over light letters).
    let named = isMoved ? [instance?.postScriptName, instance?.name] : [face.postScriptName, face.style]
    // The font's version: a proof is matched to a build by it (the file may be replaced in
    // place by the next).
    let subtitle = (named + [specimenFace.version, axes, features, file]).compactMap { $0 }.filter { !$0.isEmpty }
    y += label(VisibleText.escapedControls(subtitle.joined(separator: " · ")), font: "Sans 8", at: y, grey: true) + 14

    let pangram = specimen.pangram(for: specimenFace)
    // The text the user chose, boxes and all, else the pangram (read once: it may open the
    // face's file).
    let sample = specimen.text ?? pangram
    y += text(pangram, family: family, points: 28, fontMap: fontMap, at: y, wraps: true) + 12
    // Words of the other scripts the face has, as they join, stack and mark.
    for sample in Specimen.scriptSamples(for: specimenFace, besides: pangram) {
      let height = text(sample, family: family, points: 18, fontMap: fontMap, at: nil, wraps: true)
      ensureRoom(height, continuing: title)
      y += text(sample, family: family, points: 18, fontMap: fontMap, at: y, wraps: true) + 6
    }
    y += 6
    for size in Self.waterfallSizes {
      let start = y
      flow(
        sample, family: family, points: size, fontMap: fontMap, wraps: false, indent: 28, label: "\(size)",
        continuing: title)
      // At least the size itself, for a line of nothing drawn.
      if y - start < Double(size) { y = start + Double(size) }
      y += 4
    }
    y += 10
    flow(sample, family: family, points: 12, fontMap: fontMap, wraps: true, continuing: title)
    y += 18
    guard specimen.showsCharacters else { return }

    // The heading with the first block's label and a row of its characters: with room for the
    // heading alone, it ended pages, the characters on the next.
    let heading = label(specimen.labels.characters, font: "Sans Bold 11", at: nil) + 6
    ensureRoom(heading + 14 + Self.cellSize, continuing: title)
    y += label(specimen.labels.characters, font: "Sans Bold 11", at: y) + 6
    guard !specimenFace.characters.isEmpty else {
      // A font without a cmap: said, where the heading stood over nothing.
      y += label(specimen.labels.noCharacters, font: "Sans 8", at: y, grey: true)
      return
    }
    let limit = breaksPages ? Int.max : Self.singlePageCharacters
    let shown = Array(specimenFace.characters.prefix(limit))
    let columns = Int(contentWidth / Self.cellSize)
    guard let cellLayout = makeCellLayout(family: family, fontMap: fontMap) else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(cellLayout)) }
    for (block, count) in Self.shownBlocks(shown, of: specimenFace.characters) {
      let characters = shown.filter { $0.value >= block.first && $0.value <= block.last }
      ensureRoom(14 + Self.cellSize, continuing: title)
      y +=
        label(
          block.name + " · " + specimen.labels.characterCount(block.covered, count), font: "Sans Bold 7", at: y,
          grey: true) + 2
      for row in stride(from: 0, to: characters.count, by: columns) {
        ensureRoom(Self.cellSize, continuing: title)
        for (column, character) in characters[row..<min(row + columns, characters.count)].enumerated() {
          cell(character, in: cellLayout, x: Self.margin + Double(column) * Self.cellSize)
        }
        y += Self.cellSize
      }
      y += 6
    }
    if specimenFace.characters.count > shown.count {
      y += label(
        specimen.labels.moreCharacters(specimenFace.characters.count - shown.count), font: "Sans 8", at: y, grey: true)
    }
  }

  /// The blocks of the characters `shown` (the first of `all`, a face's), each with how many
  /// characters the face has in it: a block cut short by a single page's limit is counted whole
  /// (the last block shown said "IPA Extensions · 73 characters" of the face's 96), its header
  /// saying "73 of 96 characters" (see `SpecimenLabels.characterCount`).
  static func shownBlocks(_ shown: [Unicode.Scalar], of all: [Unicode.Scalar]) -> [(block: BlockCoverage, count: Int)] {
    let counts = Dictionary(
      BlockCoverage.blocks(touchedBy: all).map { ($0.first, $0.covered) }, uniquingKeysWith: { first, _ in first })
    return BlockCoverage.blocks(touchedBy: shown).map { ($0, counts[$0.first] ?? $0.covered) }
  }

  /// Starts a new page when `height` more does not fit on this one (PDF only).
  private mutating func ensureRoom(_ height: Double, continuing title: String) {
    guard breaksPages, y + height > Self.pageHeight - Self.margin else { return }
    newPage()
    y += label(title + " " + specimen.labels.continued, font: "Sans 8", at: y, grey: true) + 10
  }

  private mutating func newPage() {
    cairo_show_page(cairo)
    y = Self.margin
  }

  /// A thin line across the page, between faces of a single-page sheet.
  private mutating func rule() {
    cairo_set_source_rgb(cairo, 0.8, 0.8, 0.8)
    cairo_rectangle(cairo, Self.margin, y, contentWidth, 0.5)
    cairo_fill(cairo)
    y += 24
  }

  /// Draws `text` in the interface font `font` at `top` (nil: only measures); its height.
  private func label(_ text: String, font: String, at top: Double?, grey: Bool = false) -> Double {
    guard let context = pango_cairo_create_context(cairo) else { return 0 }
    defer { g_object_unref(UnsafeMutableRawPointer(context)) }
    pango_cairo_context_set_resolution(context, Self.pointsPerInch)
    guard let layout = pango_layout_new(context) else { return 0 }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let description = pango_font_description_from_string(font)
    defer { pango_font_description_free(description) }
    pango_layout_set_font_description(layout, description)
    pango_layout_set_width(layout, Int32(contentWidth * Double(PANGO_SCALE)))
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    pango_layout_set_text(layout, Self.cairoText(text), -1)
    return show(layout, at: top, x: Self.margin, grey: grey)
  }

  /// `text` with each noncharacter (U+FDD0, U+FFFF, …) replaced by U+FFFD: cairo refuses text
  /// that holds one as "not valid UTF-8", and the whole sheet was not written (a font named
  /// with one, or with a lone surrogate read as U+10FFFF).
  static func cairoText(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: \.properties.isNoncharacterCodePoint) else { return text }
    return String(
      String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.isNoncharacterCodePoint ? "\u{FFFD}" : $0 }))
  }

  /// Draws `text` in the face at `points` (at `top`; nil only measures); its height.
  ///
  /// A line that does not wrap is cut with an ellipsis.
  private func text(
    _ text: String, family: String, points: Int, fontMap: UnsafeMutablePointer<PangoFontMap>, at top: Double?,
    wraps: Bool, indent: Double = 0
  ) -> Double {
    guard let layout = textLayout(text, family: family, points: points, fontMap: fontMap, wraps: wraps, indent: indent)
    else { return 0 }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    return show(layout, at: top, x: Self.margin + indent, grey: false)
  }

  /// Draws `text` in the face at `points` at the current position, going on on the next page
  /// (under the title it continues) between two lines where the page ends: a paragraph or a
  /// waterfall line taller than a page was drawn past the page's lower edge, and its end was
  /// lost.
  ///
  /// `label` is drawn beside its first line. Returns nothing: the position moves.
  private mutating func flow(
    _ text: String, family: String, points: Int, fontMap: UnsafeMutablePointer<PangoFontMap>, wraps: Bool,
    indent: Double = 0, label sizeLabel: String? = nil, continuing title: String
  ) {
    guard let layout = textLayout(text, family: family, points: points, fontMap: fontMap, wraps: wraps, indent: indent)
    else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let height = show(layout, at: nil, x: 0, grey: false)
    // Whole where it fits on this page, or on a new one: as it was drawn before.
    if !breaksPages || height <= Self.pageHeight - 2 * Self.margin - 24 {
      ensureRoom(height, continuing: title)
      if let sizeLabel { _ = label(sizeLabel, font: "Sans 7", at: y + 2, grey: true) }
      y += show(layout, at: y, x: Self.margin + indent, grey: false)
      return
    }
    guard let iterator = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(iterator) }
    var first = true
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      let lineTop = Double(logical.y) / Double(PANGO_SCALE)
      let lineHeight = Double(logical.height) / Double(PANGO_SCALE)
      let baseline = Double(pango_layout_iter_get_baseline(iterator)) / Double(PANGO_SCALE) - lineTop
      ensureRoom(lineHeight, continuing: title)
      if first, let sizeLabel { _ = label(sizeLabel, font: "Sans 7", at: y + 2, grey: true) }
      first = false
      if let line = pango_layout_iter_get_line_readonly(iterator) {
        cairo_set_source_rgb(cairo, 0, 0, 0)
        // Where the layout puts the line across (a right-to-left paragraph's stand right).
        cairo_move_to(cairo, Self.margin + indent + Double(logical.x) / Double(PANGO_SCALE), y + baseline)
        pango_cairo_show_layout_line(cairo, line)
      }
      y += lineHeight
    } while pango_layout_iter_next_line(iterator) != 0
  }

  /// A layout of `text` in the face at `points`, as wide as the page's text less `indent`;
  /// the caller releases it with `g_object_unref`.
  private func textLayout(
    _ text: String, family: String, points: Int, fontMap: UnsafeMutablePointer<PangoFontMap>, wraps: Bool,
    indent: Double
  ) -> OpaquePointer? {
    guard let context = pango_font_map_create_context(fontMap) else { return nil }
    // The layout holds its context.
    defer { g_object_unref(UnsafeMutableRawPointer(context)) }
    pango_cairo_context_set_resolution(context, Self.pointsPerInch)
    pango_cairo_update_context(cairo, context)
    guard let layout = pango_layout_new(context) else { return nil }
    let description = pango_font_description_new()
    defer { pango_font_description_free(description) }
    pango_font_description_set_family(description, family)
    pango_font_description_set_size(description, Int32(points) * PANGO_SCALE)
    if !variations.isEmpty { pango_font_description_set_variations(description, variations) }
    pango_layout_set_font_description(layout, description)
    switchFeatures(in: layout)
    pango_layout_set_width(layout, Int32((contentWidth - indent) * Double(PANGO_SCALE)))
    if wraps {
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    } else {
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    }
    pango_layout_set_text(layout, Self.cairoText(text), -1)
    return layout
  }

  /// One character centred in a cell at `x` on the current line; one wider than the cell is
  /// drawn smaller to fit it (the digraphs Ǆ, ǅ, ǆ ran into their neighbours, which read as
  /// one word).
  private func cell(_ character: Unicode.Scalar, in layout: OpaquePointer, x: Double) {
    cairo_set_source_rgb(cairo, 0.92, 0.92, 0.92)
    cairo_rectangle(cairo, x + 0.5, y + 0.5, Self.cellSize - 1, Self.cellSize - 1)
    cairo_set_line_width(cairo, 0.5)
    cairo_stroke(cairo)
    // cairo refuses text holding a noncharacter (U+FFFE, U+FFFF, U+FDD0…) as not UTF-8, and the
    // whole sheet failed ("input string not valid UTF-8") for a font that maps one: its code,
    // small and grey, in its cell.
    guard !character.properties.isNoncharacterCodePoint else {
      codeLabel(String(character.value, radix: 16, uppercase: true), x: x)
      return
    }
    pango_layout_set_text(layout, String(character), -1)
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_pixel_extents(layout, &ink, &logical)
    let room = Self.cellSize - 3
    let wide = Double(max(ink.width, logical.width))
    guard wide > room else {
      _ = show(layout, at: y + 2, x: x, grey: false)
      return
    }
    // Scaled about the cell's centre.
    let scale = room / wide
    let centre = (x: x + Self.cellSize / 2, y: y + Self.cellSize / 2)
    cairo_save(cairo)
    cairo_translate(cairo, centre.x, centre.y)
    cairo_scale(cairo, scale, scale)
    cairo_translate(cairo, -centre.x, -centre.y)
    _ = show(layout, at: y + 2, x: x, grey: false)
    cairo_restore(cairo)
  }

  /// `code` in small grey letters in the middle of the cell at `x` (of the current row).
  private func codeLabel(_ code: String, x: Double) {
    guard let context = pango_cairo_create_context(cairo) else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(context)) }
    pango_cairo_context_set_resolution(context, Self.pointsPerInch)
    guard let layout = pango_layout_new(context) else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let description = pango_font_description_from_string("Monospace 5")
    defer { pango_font_description_free(description) }
    pango_layout_set_font_description(layout, description)
    pango_layout_set_width(layout, Int32(Self.cellSize * Double(PANGO_SCALE)))
    pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    pango_layout_set_text(layout, code, -1)
    var width: Int32 = 0
    var height: Int32 = 0
    pango_layout_get_pixel_size(layout, &width, &height)
    _ = show(layout, at: y + (Self.cellSize - Double(height)) / 2, x: x, grey: true)
  }

  /// A layout for the character cells of a face (centred in a cell, at 14 pt), which
  /// thousands of cells share; the caller releases it with `g_object_unref`.
  private func makeCellLayout(family: String, fontMap: UnsafeMutablePointer<PangoFontMap>) -> OpaquePointer? {
    guard let context = pango_font_map_create_context(fontMap) else { return nil }
    // The layout holds its context.
    defer { g_object_unref(UnsafeMutableRawPointer(context)) }
    pango_cairo_context_set_resolution(context, Self.pointsPerInch)
    pango_cairo_update_context(cairo, context)
    guard let layout = pango_layout_new(context) else { return nil }
    let description = pango_font_description_new()
    defer { pango_font_description_free(description) }
    pango_font_description_set_family(description, family)
    pango_font_description_set_size(description, 14 * PANGO_SCALE)
    if !variations.isEmpty { pango_font_description_set_variations(description, variations) }
    pango_layout_set_font_description(layout, description)
    switchFeatures(in: layout)
    pango_layout_set_width(layout, Int32(Self.cellSize * Double(PANGO_SCALE)))
    pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    return layout
  }

  /// Switches the specimen's features (`Specimen.features`) in all of `layout`'s text.
  private func switchFeatures(in layout: OpaquePointer) {
    guard !specimen.features.isEmpty, let attributes = pango_attr_list_new() else { return }
    defer { pango_attr_list_unref(attributes) }
    // The list takes the attribute; it spans the whole text by default.
    pango_attr_list_insert(attributes, pango_attr_font_features_new(FeatureSettings.text(specimen.features)))
    pango_layout_set_attributes(layout, attributes)
  }

  /// Draws `layout` at (`x`, `top`) unless `top` is nil; its logical height in points.
  private func show(_ layout: OpaquePointer, at top: Double?, x: Double, grey: Bool) -> Double {
    var width: Int32 = 0
    var height: Int32 = 0
    pango_layout_get_size(layout, &width, &height)
    if let top {
      let shade = grey ? 0.4 : 0.0
      cairo_set_source_rgb(cairo, shade, shade, shade)
      cairo_move_to(cairo, x, top)
      pango_cairo_show_layout(cairo, layout)
    }
    return Double(height) / Double(PANGO_SCALE)
  }
}
