import CAdwaita

/// The room lines of text lack in a font whose own line height is far under its size.
///
/// A font with broken vertical metrics (ascent 10 and descent 0 of 2,048 units per em) gives
/// lines next to no height: its glyphs, drawn where they are, fell on the lines around them
/// (a face page's waterfall drew its ten sizes in one pile, its preview shrank to a strip).
public struct LineRoom: Equatable, Sendable {
  /// Pixels a line lacks above its baseline.
  public var above: Int
  /// Pixels a line lacks below its baseline.
  public var below: Int

  /// No room lacking: the font's own line height holds its glyphs.
  public static let none = LineRoom(above: 0, below: 0)

  /// What lines of `font`, drawn by `widget` (through its font map), lack: as much as an em's
  /// usual ascent (0.95) and descent (0.3) exceed the font's own, when those two together come
  /// to under half its size; `none` otherwise.
  ///
  /// With `underlined`, the room below also holds the font's underline (the dotted one that
  /// marks missing characters): Noto Color Emoji's fell below the line, onto the text under
  /// it.
  public static func lacking(in font: FontDescription, drawnBy widget: Widget, underlined: Bool = false) -> LineRoom {
    guard let context = gtk_widget_get_pango_context(widget.pointer), let description = font.makePangoDescription()
    else { return .none }
    defer { pango_font_description_free(description) }
    guard let loaded = pango_context_load_font(context, description) else { return .none }
    defer { g_object_unref(loaded) }
    guard let metrics = pango_font_get_metrics(loaded, nil) else { return .none }
    defer { pango_font_metrics_unref(metrics) }
    let ascent = Double(pango_font_metrics_get_ascent(metrics)) / Double(PANGO_SCALE)
    let descent = Double(pango_font_metrics_get_descent(metrics)) / Double(PANGO_SCALE)
    let size = Double(font.points) * widget.textResolution / 72
    var room = LineRoom.none
    if ascent + descent < size / 2 {
      room = LineRoom(
        above: max(0, Int((size * 0.95 - ascent).rounded(.up))), below: max(0, Int((size * 0.3 - descent).rounded(.up)))
      )
    }
    if underlined {
      let position = Double(pango_font_metrics_get_underline_position(metrics)) / Double(PANGO_SCALE)
      let thickness = Double(pango_font_metrics_get_underline_thickness(metrics)) / Double(PANGO_SCALE)
      // GTK draws its dots lower than Pango's rectangle for them (about 3 pixels at 24
      // points): room for twice its depth, and two pixels.
      let depth = -position + 6 * max(thickness, 1) + 2
      room.below = max(room.below, Int((depth - descent).rounded(.up)))
    }
    return room
  }

  /// The room the ink of `layout`'s text takes beyond its lines (a glyph taller or deeper
  /// than its font's ascent and descent: a stack of accents, a bar twice the cap height), at
  /// most twice the lines' height each way.
  ///
  /// Such glyphs, drawn where they are, fell on the lines and widgets around them (a face
  /// page's waterfall drew them across five lines and the heading under it).
  static func inkBeyondLines(of layout: OpaquePointer) -> LineRoom {
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_pixel_extents(layout, &ink, &logical)
    guard ink.width > 0, ink.height > 0 else { return .none }
    let limit = 2 * Int(logical.height)
    let above = Int(logical.y) - Int(ink.y)
    let below = Int(ink.y + ink.height) - Int(logical.y + logical.height)
    return LineRoom(above: min(max(0, above), limit), below: min(max(0, below), limit))
  }

  /// The larger room of the two, each way.
  public func union(_ other: LineRoom) -> LineRoom {
    LineRoom(above: max(above, other.above), below: max(below, other.below))
  }
}

extension Label {
  /// Keeps the room lines of `font` lack (see `LineRoom`), and the room its text's ink takes
  /// beyond them, as margins above and below the label, which GTK draws its glyphs into.
  ///
  /// Call it again when the text changes.
  public func keepRoom(for font: FontDescription) {
    var room = LineRoom.lacking(in: font, drawnBy: self, underlined: !marks.isEmpty)
    // The whole text laid out anew: the label's own layout is cut to the width the label had
    // (an ellipsized label not yet given one held "…" alone), and the room for Kristi's tails,
    // below its descent, was none (they were cut at the end of a face page's waterfall).
    if let layout = gtk_widget_create_pango_layout(pointer, gtk_label_get_text(label)) {
      pango_layout_set_attributes(layout, gtk_label_get_attributes(label))
      room = room.union(LineRoom.inkBeyondLines(of: layout))
      g_object_unref(UnsafeMutableRawPointer(layout))
    }
    setMargins(top: room.above, bottom: room.below)
  }
}
