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

  private var label: OpaquePointer { opaque }

  /// The text shown.
  public var text: String {
    get { swiftString(gtk_label_get_text(label)) }
    set { gtk_label_set_text(label, newValue) }
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

  /// Centers each line of wrapped text.
  public func centerLines() { gtk_label_set_justify(label, GTK_JUSTIFY_CENTER) }

  /// Cuts wrapped text after `lines` lines and keeps it `characters` wide at most.
  public func limit(lines: Int, widthInCharacters characters: Int) {
    gtk_label_set_lines(label, Int32(lines))
    gtk_label_set_max_width_chars(label, Int32(characters))
  }

  /// The font the whole text is drawn in; nil: the interface font.
  public var font: FontDescription? {
    get { FontDescription.read(fromAttributesOf: label) }
    set { newValue?.apply(to: label) ?? gtk_label_set_attributes(label, nil) }
  }
}
