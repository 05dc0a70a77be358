import CAdwaita

/// A GtkTextView over a text of its own: an editable sample drawn in one face.
///
/// The font, its OpenType features and the fallback switch apply to all of the text through
/// one GtkTextTag that covers the whole buffer, text typed later included.
public final class TextView: Widget {
  /// Where lines too long for the width break.
  public enum Wrap {
    /// Lines do not break (the view scrolls sideways or grows).
    case none
    /// Between any two characters.
    case characters
    /// Between words.
    case words
    /// Between words, and inside a word too long for a line.
    case wordsOrCharacters
  }

  /// The text buffer (borrowed: the view owns it).
  let buffer: UnsafeMutablePointer<GtkTextBuffer>
  /// The tag over the whole text (borrowed: the buffer's tag table owns it).
  let tag: UnsafeMutablePointer<GtkTextTag>
  /// The tag over the marked characters (borrowed, as `tag`): underlined as an error, in the
  /// style's error colour.
  let markTag: UnsafeMutablePointer<GtkTextTag>
  /// Gives the marks the style's error colour again when the style changes.
  private var styleColors: StyleColorsFollower?

  /// Creates an editable view showing `text`, wrapping between words.
  public init(text: String = "") {
    let view = created(gtk_text_view_new())
    let buffer = created(gtk_text_view_get_buffer(view.cast()))
    let tag = created(gtk_text_tag_new(nil))
    let markTag = created(gtk_text_tag_new(nil))
    for each in [tag, markTag] {
      gtk_text_tag_table_add(gtk_text_buffer_get_tag_table(buffer), each)
      // The table keeps the tag.
      g_object_unref(each.gpointer)
    }
    ObjectProperty.set(
      markTag, "underline", enumValue: Int32(PANGO_UNDERLINE_ERROR.rawValue), type: pango_underline_get_type())
    // The text as typed: a word broken at the end of a line gets no hyphen (a face's name at
    // 200 points read "De- jaV- u").
    ObjectProperty.set(tag, "insert-hyphens", bool: false)
    self.buffer = buffer
    self.tag = tag
    self.markTag = markTag
    super.init(retaining: view)
    // The style's colour for error text, readable on its background: a fixed red was 3.45:1
    // on the dark style's.
    colorMarks()
    styleColors = StyleColorsFollower { [weak self] in self?.colorMarks() }
    // Text inserted at the end (typed or pasted) does not take the tags before it: the tag is
    // applied to all of the text again after every change. The handler goes with the buffer,
    // and with it the tag.
    Signal.connect(buffer, "changed") { Self.applyTag(tag, toAllOf: buffer) }
    wrap = .wordsOrCharacters
    self.text = text
    Signal.connect(buffer, "changed") { [weak self] () -> Void in
      self?.fitInk()
      self?.resizeOnceLaidOut()
    }
  }

  /// Whether a resize is asked for once GTK has laid the text out (`resizeOnceLaidOut`).
  private var resizeIsPending = false

  /// Asks for the view's size again once GTK has laid out the changed text (its lines are laid
  /// out from an idle source of their own): typed fast, a sample of four lines kept the height
  /// of three, its last line cut off, until the next change.
  private func resizeOnceLaidOut() {
    guard !resizeIsPending else { return }
    resizeIsPending = true
    MainContext.later { [weak self] in
      guard let self else { return }
      self.resizeIsPending = false
      self.queueResize()
    }
  }

  /// Room between the view's edges and its text, in pixels, as CSS padding would give, but
  /// inside the text's own area: a glyph drawn beyond its line (the acute of "Ǻ" above the
  /// font's ascent, dots stacked under "g") is drawn there, where GTK cut it off at the
  /// padding.
  ///
  /// Grows by what the text's ink needs (see `fitInk`). Nil: the margins are GTK's own and
  /// the ink is not measured (text views that read out long texts).
  public var textPadding: (top: Int, bottom: Int, start: Int, end: Int)? {
    didSet { fitInk() }
  }

  /// Sets the text's margins to `textPadding`, with what the ink of the text, in its font,
  /// draws before and after its lines; what it draws above and below them goes above and
  /// below each paragraph (`inkRoom`).
  private func fitInk() {
    guard let textPadding else { return }
    var room = (top: 0, bottom: 0, start: 0, end: 0)
    if let context = gtk_text_view_get_ltr_context(view), let layout = pango_layout_new(context) {
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      if let description = font?.makePangoDescription() {
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
      }
      pango_layout_set_text(layout, text, -1)
      var ink = PangoRectangle()
      var logical = PangoRectangle()
      pango_layout_get_pixel_extents(layout, &ink, &logical)
      if ink.width > 0 && ink.height > 0 {
        room.top = Int(max(0, logical.y - ink.y))
        room.bottom = Int(max(0, ink.y + ink.height - (logical.y + logical.height)))
        room.start = Int(max(0, logical.x - ink.x))
        room.end = Int(max(0, ink.x + ink.width - (logical.x + logical.width)))
      }
    }
    gtk_text_view_set_top_margin(view, Int32(textPadding.top))
    gtk_text_view_set_bottom_margin(view, Int32(textPadding.bottom))
    gtk_text_view_set_left_margin(view, Int32(textPadding.start + room.start))
    gtk_text_view_set_right_margin(view, Int32(textPadding.end + room.end))
    // Above and below the lines, not in the margins: GTK 4.8 moves the text's scroll offset by
    // what the top margin changes, and text pasted with a glyph reaching far above its line
    // was drawn that much higher, cut at the view's top, until the window was resized.
    let ink = LineRoom(above: room.top, below: room.bottom)
    if ink != inkRoom {
      inkRoom = ink
      spaceLines()
    }
  }

  private var view: UnsafeMutablePointer<GtkTextView> { cast() }

  /// Puts `tag` on all of `buffer`'s text.
  private static func applyTag(
    _ tag: UnsafeMutablePointer<GtkTextTag>, toAllOf buffer: UnsafeMutablePointer<GtkTextBuffer>
  ) {
    var start = GtkTextIter()
    var end = GtkTextIter()
    gtk_text_buffer_get_bounds(buffer, &start, &end)
    gtk_text_buffer_apply_tag(buffer, tag, &start, &end)
  }

  /// Lays the text out with the view's font map (`useFontMap`).
  ///
  /// GTK 4.8's text view makes its Pango contexts from the default font map and never gives
  /// them the view's own: its text would be drawn from the process's fonts, whatever map the
  /// view was given.
  override func fontMapDidChange() {
    let map = gtk_widget_get_font_map(pointer) ?? pango_cairo_font_map_get_default()
    for context in [gtk_text_view_get_ltr_context(view), gtk_text_view_get_rtl_context(view)] {
      if let context { pango_context_set_font_map(context, map) }
    }
    // Lays out all the text (which the tag covers) again, with the fonts of the new map.
    gtk_text_tag_changed(tag, 1)
    fitInk()
  }

  /// Whether Tab types a tab character (true) or moves focus on, as in a form (false).
  public var acceptsTab: Bool {
    get { gtk_text_view_get_accepts_tab(view) != 0 }
    set { gtk_text_view_set_accepts_tab(view, newValue ? 1 : 0) }
  }

  /// The text shown.
  public var text: String {
    get {
      var start = GtkTextIter()
      var end = GtkTextIter()
      gtk_text_buffer_get_bounds(buffer, &start, &end)
      guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 1) else { return "" }
      defer { g_free(text) }
      return String(cString: text)
    }
    set {
      gtk_text_buffer_set_text(buffer, newValue, -1)
      // The marks stay where they were (GTK takes the tags off with the old text): a face
      // page laying its sample out again with the same text left its missing characters
      // unmarked until they changed.
      if !marks.isEmpty { applyMarks() }
    }
  }

  /// The characters marked (underlined as an error, in red), as ranges of character offsets;
  /// the marks stay on their characters until set again, the text too.
  public var marks: [Range<Int>] = [] {
    didSet { applyMarks() }
  }

  /// Gives the mark tag the style's error colour, for its text and its wavy underline (which
  /// GTK otherwise draws in a red of its own).
  private func colorMarks() {
    let color = StyleColorsFollower.color("error_color", for: pointer, fallback: .adwaitaRed)
    var rgba = color.rgba
    for property in ["foreground-rgba", "underline-rgba"] {
      ObjectProperty.set(markTag, property, boxed: &rgba, type: gdk_rgba_get_type())
    }
  }

  /// Puts the mark tag on `marks` (those within the text), and nowhere else.
  private func applyMarks() {
    var start = GtkTextIter()
    var end = GtkTextIter()
    gtk_text_buffer_get_bounds(buffer, &start, &end)
    gtk_text_buffer_remove_tag(buffer, markTag, &start, &end)
    // An offset past the end is the end (GTK's iterator at it).
    for range in marks {
      gtk_text_buffer_get_iter_at_offset(buffer, &start, Int32(range.lowerBound))
      gtk_text_buffer_get_iter_at_offset(buffer, &end, Int32(range.upperBound))
      gtk_text_buffer_apply_tag(buffer, markTag, &start, &end)
    }
  }

  /// The character offset of the text cursor.
  public var cursorOffset: Int {
    var iter = GtkTextIter()
    gtk_text_buffer_get_iter_at_mark(buffer, &iter, gtk_text_buffer_get_insert(buffer))
    return Int(gtk_text_iter_get_offset(&iter))
  }

  /// Puts the text cursor at character `offset` (the end when past it), nothing selected.
  public func placeCursor(at offset: Int) {
    var iter = GtkTextIter()
    gtk_text_buffer_get_iter_at_offset(buffer, &iter, Int32(clamping: offset))
    gtk_text_buffer_place_cursor(buffer, &iter)
  }

  /// Calls `handler` whenever the text cursor moves (typed, clicked or moved by key).
  public func onCursorMoved(_ handler: @escaping () -> Void) {
    // notify:: handlers take the property's GParamSpec.
    Signal.connect(buffer, "notify::cursor-position", withPointer: { _ in handler() })
  }

  /// Shows a tooltip over characters: `text` gets the character offset under the pointer (or
  /// at the cursor, for a tooltip asked for from the keyboard) and answers its text, or nil.
  public func onTooltip(_ text: @escaping (Int) -> String?) {
    gtk_widget_set_has_tooltip(pointer, 1)
    Signal.connectQueryTooltip(pointer) { [weak self] x, y, keyboardMode in
      guard let self else { return nil }
      if keyboardMode { return text(self.cursorOffset) }
      return self.characterOffset(atX: Int(x), y: Int(y)).flatMap(text)
    }
  }

  /// The offset of the character whose box holds the point (`x`, `y`) of the widget; nil
  /// between or beyond characters.
  public func characterOffset(atX x: Int, y: Int) -> Int? {
    var bufferX: Int32 = 0
    var bufferY: Int32 = 0
    gtk_text_view_window_to_buffer_coords(view, GTK_TEXT_WINDOW_WIDGET, Int32(x), Int32(y), &bufferX, &bufferY)
    // The character under the point, not the one after it: `get_iter_at_location` moves on
    // past a point in a character's trailing half, the left half of a right-to-left one.
    var iter = GtkTextIter()
    var trailing: Int32 = 0
    guard gtk_text_view_get_iter_at_position(view, &iter, &trailing, bufferX, bufferY) != 0 else { return nil }
    // The iterator is the character whose box holds the point, or the nearest one: only a
    // point inside that box counts.
    let box = characterBox(&iter)
    guard bufferX >= box.x, bufferX < box.x + max(box.width, 1), bufferY >= box.y, bufferY < box.y + box.height
    else { return nil }
    return Int(gtk_text_iter_get_offset(&iter))
  }

  /// The text cursor's line, its top and height in the widget's coordinates.
  public var cursorLine: (y: Int, height: Int) {
    var iter = GtkTextIter()
    gtk_text_buffer_get_iter_at_mark(buffer, &iter, gtk_text_buffer_get_insert(buffer))
    var line = GdkRectangle()
    gtk_text_view_get_iter_location(view, &iter, &line)
    var x: Int32 = 0
    var y: Int32 = 0
    gtk_text_view_buffer_to_window_coords(view, GTK_TEXT_WINDOW_WIDGET, line.x, line.y, &x, &y)
    return (Int(y), Int(line.height))
  }

  /// The middle of the character at `offset`, in the widget's coordinates (for tests).
  public func characterCenter(at offset: Int) -> (x: Int, y: Int) {
    var iter = GtkTextIter()
    gtk_text_buffer_get_iter_at_offset(buffer, &iter, Int32(offset))
    let box = characterBox(&iter)
    var x: Int32 = 0
    var y: Int32 = 0
    gtk_text_view_buffer_to_window_coords(
      view, GTK_TEXT_WINDOW_WIDGET, box.x + box.width / 2, box.y + box.height / 2, &x, &y)
    return (Int(x), Int(y))
  }

  /// The box of the character at `iter`, in buffer coordinates, left edge first: GTK gives a
  /// right-to-left character's box from its right edge with a negative width, and a point in
  /// it was taken for outside it.
  private func characterBox(_ iter: inout GtkTextIter) -> GdkRectangle {
    var box = GdkRectangle()
    gtk_text_view_get_iter_location(view, &iter, &box)
    if box.width < 0 {
      box.x += box.width
      box.width = -box.width
    }
    return box
  }

  /// Calls `handler` whenever the text changes (typed, or set).
  public func onChanged(_ handler: @escaping () -> Void) { Signal.connect(buffer, "changed", handler) }

  /// Whether the user can change the text.
  public var isEditable: Bool {
    get { gtk_text_view_get_editable(view) != 0 }
    set { gtk_text_view_set_editable(view, newValue ? 1 : 0) }
  }

  /// Where lines too long for the width break.
  public var wrap: Wrap {
    get {
      switch gtk_text_view_get_wrap_mode(view) {
      case GTK_WRAP_CHAR: .characters
      case GTK_WRAP_WORD: .words
      case GTK_WRAP_WORD_CHAR: .wordsOrCharacters
      default: .none
      }
    }
    set {
      let mode =
        switch newValue {
        case .none: GTK_WRAP_NONE
        case .characters: GTK_WRAP_CHAR
        case .words: GTK_WRAP_WORD
        case .wordsOrCharacters: GTK_WRAP_WORD_CHAR
        }
      gtk_text_view_set_wrap_mode(view, mode)
    }
  }

  /// The font the whole text is drawn in; nil: the interface font.
  public var font: FontDescription? = nil {
    didSet {
      guard let description = font?.makePangoDescription() else {
        return ObjectProperty.set(tag, "font-desc", boxed: nil, type: pango_font_description_get_type())
      }
      defer { pango_font_description_free(description) }
      ObjectProperty.set(
        tag, "font-desc", boxed: UnsafeRawPointer(description), type: pango_font_description_get_type())
      fitInk()
    }
  }

  /// Room added above and below each line (see `LineRoom`), a paragraph's wrapped lines too.
  public var lineRoom: LineRoom = .none {
    didSet { spaceLines() }
  }

  /// The room the text's ink takes above its first line and below its last (see `fitInk`),
  /// kept above and below each paragraph.
  private var inkRoom = LineRoom.none

  /// Puts `lineRoom` above and below each line, and the ink's room where it is more.
  private func spaceLines() {
    let room = lineRoom.union(inkRoom)
    ObjectProperty.set(tag, "pixels-above-lines", int: Int32(room.above))
    ObjectProperty.set(tag, "pixels-below-lines", int: Int32(room.below))
    ObjectProperty.set(tag, "pixels-inside-wrap", int: Int32(lineRoom.above + lineRoom.below))
  }

  /// The OpenType features the text is shaped with, by tag (["liga": 0, "smcp": 1]); empty: the
  /// font's defaults.
  public var fontFeatures: [String: Int] = [:] {
    didSet { applyFeatures() }
  }

  /// Whether the text is shaped in no language ("und", the font's own default glyphs) rather
  /// than the desktop's.
  ///
  /// GTK 4.8's text view shapes in the desktop's language whatever a tag or the widget's
  /// context says, so this switches off the feature that draws a language's forms (`locl`),
  /// unless `fontFeatures` sets it. Set only for a font with forms of the desktop's language:
  /// `locl` off also takes away the default forms a font's default language system gives it
  /// (Noto Naskh Arabic's digits, Amiri's guillemets), which no language would.
  public var shapesInNoLanguage = false {
    didSet { if shapesInNoLanguage != oldValue { applyFeatures() } }
  }

  /// Gives the tag `fontFeatures`, and `locl` off when shaping in no language.
  private func applyFeatures() {
    var features = fontFeatures
    if shapesInNoLanguage && features["locl"] == nil { features["locl"] = 0 }
    ObjectProperty.set(tag, "font-features", string: TextAttributes.featuresText(features))
    ObjectProperty.set(tag, "font-features-set", bool: !features.isEmpty)
  }

  /// Whether characters the font lacks are drawn by other fonts (true) or left as boxes
  /// (false: the view shows only what its font itself draws).
  public var usesFallbackFonts = true {
    didSet {
      ObjectProperty.set(tag, "fallback", bool: usesFallbackFonts)
      ObjectProperty.set(tag, "fallback-set", bool: !usesFallbackFonts)
    }
  }
}
