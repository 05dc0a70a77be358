import CAdwaita

/// A GtkLabel: one piece of text, drawn in the interface font or in a font of its own.
public final class Label: Widget {
  /// Where text that does not fit is cut.
  public enum Ellipsis {
    case none, middle, end
  }

  /// Creates a label showing `text`.
  public init(_ text: String = "") {
    super.init(retaining: created(gtk_label_new(text)))
  }

  var label: OpaquePointer { opaque }

  /// The text shown.
  public var text: String {
    get { swiftString(gtk_label_get_text(label)) }
    set { gtk_label_set_text(label, newValue) }
  }

  /// Whether `text` reads right to left: its first letter is of a script written right to
  /// left (Hebrew, Arabic, Syriac, Thaana, N'Ko and the others of those blocks), as a
  /// paragraph's direction is found by its first strong character. (Pango's
  /// `pango_find_base_dir` says so too, but is deprecated.)
  public static func readsRightToLeft(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first(where: { $0.properties.isAlphabetic }) else { return false }
    return rightToLeftBlocks.contains { $0.contains(first.value) }
  }

  /// The blocks of the scripts written right to left.
  private static let rightToLeftBlocks: [ClosedRange<UInt32>] = [
    0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
  ]

  /// How wide the text is, in pixels, as the label lays it out in its font now.
  public var textWidth: Int {
    guard let layout = gtk_label_get_layout(label) else { return 0 }
    var width: Int32 = 0
    pango_layout_get_pixel_size(layout, &width, nil)
    return Int(width)
  }

  /// Whether the text is cut with an ellipsis as laid out now.
  public var isEllipsized: Bool {
    gtk_label_get_layout(label).map { pango_layout_is_ellipsized($0) != 0 } ?? false
  }

  /// Where the text sits across the label's width: 0 the start, 1 the end.
  public var horizontalAlignment: Float {
    get { gtk_label_get_xalign(label) }
    set { gtk_label_set_xalign(label, newValue) }
  }

  /// Where text too long for the width is cut with an ellipsis.
  public var ellipsis: Ellipsis {
    get {
      switch gtk_label_get_ellipsize(label) {
      case PANGO_ELLIPSIZE_NONE: .none
      case PANGO_ELLIPSIZE_MIDDLE: .middle
      default: .end
      }
    }
    set {
      let mode =
        switch newValue {
        case .none: PANGO_ELLIPSIZE_NONE
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .end: PANGO_ELLIPSIZE_END
        }
      gtk_label_set_ellipsize(label, mode)
    }
  }

  /// Whether long text wraps onto more lines (between words, or inside a word too long for a
  /// line).
  public var wraps: Bool {
    get { gtk_label_get_wrap(label) != 0 }
    set {
      gtk_label_set_wrap(label, newValue ? 1 : 0)
      gtk_label_set_wrap_mode(label, PANGO_WRAP_WORD_CHAR)
    }
  }

  /// Whether the user can select (and copy) the text.
  public var isSelectable: Bool {
    get { gtk_label_get_selectable(label) != 0 }
    set { gtk_label_set_selectable(label, newValue ? 1 : 0) }
  }

  /// The widest the label asks to be, in characters (-1: as wide as its text); with an
  /// ellipsis, longer text is cut there.
  public var maximumWidthInCharacters: Int {
    get { Int(gtk_label_get_max_width_chars(label)) }
    set { gtk_label_set_max_width_chars(label, Int32(newValue)) }
  }

  /// The narrowest the label lets itself be cut to, in characters (-1: as narrow as its
  /// ellipsis).
  public var minimumWidthInCharacters: Int {
    get { Int(gtk_label_get_width_chars(label)) }
    set { gtk_label_set_width_chars(label, Int32(newValue)) }
  }

  /// Ranges of the text, in Unicode scalars, drawn marked as lacking (in the style's error
  /// colour, with a wavy underline), as `TextView.marks` draws them.
  public var marks: [Range<Int>] = [] {
    didSet {
      guard marks != oldValue else { return }
      applyMarks()
    }
  }

  /// Gives the marks the style's error colour again when the style changes, once there are
  /// marks (most labels never have one).
  private var styleColors: StyleColorsFollower?

  /// Draws `marks` on the text, in the style's error colour.
  private func applyMarks() {
    if styleColors == nil && !marks.isEmpty {
      styleColors = StyleColorsFollower { [weak self] in self?.applyMarks() }
    }
    // Pango counts in UTF-8 bytes.
    var byteOffsets: [Int] = []
    var bytes = 0
    for scalar in text.unicodeScalars {
      byteOffsets.append(bytes)
      bytes += UTF8.width(scalar)
    }
    byteOffsets.append(bytes)
    let ranges = marks.compactMap { range -> Range<Int>? in
      guard range.lowerBound >= 0, range.upperBound < byteOffsets.count else { return nil }
      return byteOffsets[range.lowerBound]..<byteOffsets[range.upperBound]
    }
    let color = StyleColorsFollower.color("error_color", for: pointer, fallback: .adwaitaRed)
    TextAttributes.setMarks(ranges, color: color, on: label)
  }

  /// Cuts wrapped text after `lines` lines and keeps it `characters` wide at most.
  public func limit(lines: Int, widthInCharacters characters: Int) {
    gtk_label_set_lines(label, Int32(lines))
    gtk_label_set_max_width_chars(label, Int32(characters))
  }

  /// The font the whole text is drawn in; nil: the interface font.
  public var font: FontDescription? {
    get { FontDescription.read(fromAttributesOf: label) }
    set { newValue?.apply(to: label) ?? TextAttributes.remove(PANGO_ATTR_FONT_DESC, from: label) }
  }

  /// The OpenType features the text is shaped with, by tag (["liga": 0, "smcp": 1]: no
  /// ligatures, small capitals); empty: the font's defaults.
  public var fontFeatures: [String: Int] {
    get {
      guard let attribute = TextAttributes.attribute(PANGO_ATTR_FONT_FEATURES, on: label) else { return [:] }
      let text = attribute.withMemoryRebound(to: PangoAttrFontFeatures.self, capacity: 1) {
        swiftString($0.pointee.features)
      }
      return TextAttributes.features(from: text)
    }
    set {
      guard !newValue.isEmpty else { return TextAttributes.remove(PANGO_ATTR_FONT_FEATURES, from: label) }
      TextAttributes.set(pango_attr_font_features_new(TextAttributes.featuresText(newValue)), on: label)
    }
  }

  /// The language the text is shaped as (a BCP 47 tag; "und": none, the font's own default
  /// glyphs); nil: the desktop's, from the locale.
  public var language: String? {
    get {
      guard let attribute = TextAttributes.attribute(PANGO_ATTR_LANGUAGE, on: label) else { return nil }
      return attribute.withMemoryRebound(to: PangoAttrLanguage.self, capacity: 1) {
        swiftString(pango_language_to_string($0.pointee.value))
      }
    }
    set {
      guard let newValue else { return TextAttributes.remove(PANGO_ATTR_LANGUAGE, from: label) }
      guard language != newValue else { return }
      TextAttributes.set(pango_attr_language_new(pango_language_from_string(newValue)), on: label)
    }
  }

  /// Whether characters the font lacks are drawn by other fonts (true, as everywhere) or left
  /// as boxes (false: the label shows only what its font itself draws).
  public var usesFallbackFonts: Bool {
    get {
      guard let attribute = TextAttributes.attribute(PANGO_ATTR_FALLBACK, on: label) else { return true }
      return attribute.withMemoryRebound(to: PangoAttrInt.self, capacity: 1) { $0.pointee.value != 0 }
    }
    set {
      if newValue {
        TextAttributes.remove(PANGO_ATTR_FALLBACK, from: label)
      } else {
        TextAttributes.set(pango_attr_fallback_new(0), on: label)
      }
    }
  }
}
