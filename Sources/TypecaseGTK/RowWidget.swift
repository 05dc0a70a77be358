import CAdwaita
import GtkSupport
import TypecaseUI

/// The widget of one list line: text, detail text, an accessory image and a text field (shown
/// only on rows that edit text), in a box.
///
/// Made once per visible line ("setup") and filled for whatever line it shows ("bind").
enum RowWidget {
  /// Makes an empty line widget.
  static func make() -> UnsafeMutablePointer<GtkWidget> {
    let box = created(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12))
    let text = created(gtk_label_new(nil))
    gtk_label_set_xalign(text.opaque, 0)
    gtk_label_set_ellipsize(text.opaque, PANGO_ELLIPSIZE_END)
    gtk_widget_set_hexpand(text, 1)
    let detail = created(gtk_label_new(nil))
    gtk_label_set_xalign(detail.opaque, 1)
    gtk_label_set_ellipsize(detail.opaque, PANGO_ELLIPSIZE_MIDDLE)
    gtk_widget_add_css_class(detail, "dim-label")
    let accessory = created(gtk_image_new())
    // The chevron and checkmark are read as the row's state and action, not as images.
    Accessibility.setDecorative(accessory)
    let field = created(gtk_entry_new())
    gtk_widget_set_hexpand(field, 1)
    gtk_widget_set_valign(field, GTK_ALIGN_CENTER)
    gtk_widget_set_visible(field, 0)
    gtk_box_append(box.cast(), text)
    gtk_box_append(box.cast(), field)
    gtk_box_append(box.cast(), detail)
    gtk_box_append(box.cast(), accessory)
    return box
  }

  /// Draws a row bound with the placeholder font map in its own family's fonts.
  static func drawInOwnFont(_ box: UnsafeMutablePointer<GtkWidget>, row: Row, fontMaps: FamilyFontMaps) {
    guard let text = parts(of: box)?.text, let font = row.font else { return }
    draw(text, in: font, map: fontMaps.fontMap(for: font.family))
  }

  /// The font a row off screen is laid out in, with the placeholder font map: the row's size
  /// and traits under one family name for all rows, so the long-lived placeholder map caches
  /// one font description per size and style, not one per family ever scrolled past.
  private static func placeholderFont(for font: RowFont) -> RowFont {
    RowFont(family: "Sans", traits: font.traits, points: font.points)
  }

  /// Draws `label` in `font` from the font map `map`; nil: in the interface font.
  private static func draw(_ label: UnsafeMutablePointer<GtkWidget>, in font: RowFont?, map: OpaquePointer?) {
    FontMaps.use(map, for: label)
    guard let font else { return gtk_label_set_attributes(label.opaque, nil) }
    let attributes = RowFontDescription.attributes(for: font)
    gtk_label_set_attributes(label.opaque, attributes)
    pango_attr_list_unref(attributes)
  }

  /// The parts of a line widget made by `make`.
  static func parts(of box: UnsafeMutablePointer<GtkWidget>) -> (
    text: UnsafeMutablePointer<GtkWidget>, field: UnsafeMutablePointer<GtkWidget>,
    detail: UnsafeMutablePointer<GtkWidget>, accessory: UnsafeMutablePointer<GtkWidget>
  )? {
    let children = WidgetTree.children(of: box)
    guard children.count == 4 else { return nil }
    return (children[0], children[1], children[2], children[3])
  }

  /// Fills `box` (made by `make`) with `entry`.
  static func bind(
    _ box: UnsafeMutablePointer<GtkWidget>, to entry: ListEntry, style: Screen.Style, fontMaps: FamilyFontMaps,
    inOwnFont: Bool
  ) {
    guard let parts = parts(of: box) else { return }
    let (text, field, detail, accessory) = (parts.text, parts.field, parts.detail, parts.accessory)
    // Each visibility is set once: hiding the field being typed in, even for a moment, would
    // move keyboard focus away from it.
    let editsText = entry.isTextField
    gtk_widget_set_visible(field, editsText ? 1 : 0)
    gtk_widget_set_visible(text, editsText ? 0 : 1)
    for name in [
      "typecase-card", "first", "last", "typecase-plain-row", "typecase-section-header",
      "typecase-section-footer", "heading", "dim-label", "caption",
    ] {
      gtk_widget_remove_css_class(box, name)
    }
    gtk_widget_remove_css_class(text, "heading")
    gtk_widget_remove_css_class(text, "dim-label")
    gtk_widget_remove_css_class(text, "caption")
    gtk_label_set_wrap(text.opaque, 0)
    gtk_label_set_ellipsize(text.opaque, PANGO_ELLIPSIZE_END)
    switch entry {
    case .header(let title), .footer(let title):
      let isHeader = if case .header = entry { true } else { false }
      gtk_label_set_text(text.opaque, title)
      gtk_label_set_attributes(text.opaque, nil)
      FontMaps.use(nil, for: text)
      gtk_label_set_ellipsize(text.opaque, PANGO_ELLIPSIZE_NONE)
      gtk_label_set_wrap(text.opaque, 1)
      gtk_widget_add_css_class(text, isHeader ? "heading" : "caption")
      gtk_widget_add_css_class(text, "dim-label")
      gtk_widget_add_css_class(box, isHeader ? "typecase-section-header" : "typecase-section-footer")
      gtk_widget_set_visible(detail, 0)
      gtk_widget_set_visible(accessory, 0)
    case .row(let row, let isFirst, let isLast):
      if case .editText = row.action {
        if WidgetInspection.text(ofEditable: field) != row.text { WidgetDriving.setText(field, row.text) }
        Accessibility.setLabel(field, row.accessibleLabel)
      }
      gtk_label_set_text(text.opaque, row.text)
      if let font = row.font, !inOwnFont {
        draw(text, in: placeholderFont(for: font), map: fontMaps.placeholder)
      } else {
        draw(text, in: row.font, map: row.font.flatMap { fontMaps.fontMap(for: $0.family) })
      }
      gtk_label_set_text(detail.opaque, row.detail ?? "")
      // A symbol font's sample is drawn in the font itself.
      draw(detail, in: row.detailFont, map: row.detailFont.flatMap { fontMaps.fontMap(for: $0.family) })
      gtk_widget_set_visible(detail, row.detail == nil ? 0 : 1)
      switch row.accessory {
      case .none:
        gtk_widget_set_visible(accessory, 0)
      case .disclosure:
        gtk_image_set_from_icon_name(accessory.opaque, "go-next-symbolic")
        gtk_widget_set_visible(accessory, 1)
      case .checkmark:
        gtk_image_set_from_icon_name(accessory.opaque, "object-select-symbolic")
        gtk_widget_set_visible(accessory, 1)
      case .unchecked:
        gtk_image_clear(accessory.opaque)
        gtk_image_set_pixel_size(accessory.opaque, 16)
        gtk_widget_set_visible(accessory, 1)
      }
      if style == .grouped {
        gtk_widget_add_css_class(box, "typecase-card")
        if isFirst { gtk_widget_add_css_class(box, "first") }
        if isLast { gtk_widget_add_css_class(box, "last") }
      } else {
        gtk_widget_add_css_class(box, "typecase-plain-row")
      }
    }
    // The box, and the list item holding it (the widget that takes focus and that screen
    // readers read), say what the line is.
    for widget in [box, gtk_widget_get_parent(box)].compactMap({ $0 }) { describe(widget, as: entry) }
  }

  /// Sets what assistive technology reads for a widget showing `entry`: its name, and for
  /// choices whether they are checked.
  private static func describe(_ widget: UnsafeMutablePointer<GtkWidget>, as entry: ListEntry) {
    switch entry {
    case .header(let title), .footer(let title):
      Accessibility.setLabel(widget, title)
      Accessibility.setChecked(widget, nil)
    case .row(let row, _, _):
      Accessibility.setLabel(widget, row.accessibleLabel)
      switch row.accessory {
      case .checkmark: Accessibility.setChecked(widget, true)
      case .unchecked: Accessibility.setChecked(widget, false)
      case .none, .disclosure: Accessibility.setChecked(widget, nil)
      }
    }
  }
}
