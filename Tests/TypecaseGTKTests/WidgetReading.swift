import CAdwaita
import CAdwaitaTesting
import FoundationEssentials

@testable import GtkSupport

/// Reads what widgets show, for assertions: text, fonts, icons, tree and accessible state.
enum WidgetInspection {
  /// The text of a GtkLabel.
  static func text(ofLabel label: Widget) -> String { swiftString(gtk_label_get_text(label.opaque)) }

  /// The width in pixels of a GtkLabel's text as laid out now.
  static func textWidth(ofLabel label: Widget) -> Int {
    var logical = PangoRectangle()
    if let layout = gtk_label_get_layout(label.opaque) { pango_layout_get_pixel_extents(layout, nil, &logical) }
    return Int(logical.width)
  }

  /// Whether a GtkLabel's text is cut with an ellipsis as laid out now.
  static func isEllipsized(_ label: Widget) -> Bool {
    gtk_label_get_layout(label.opaque).map { pango_layout_is_ellipsized($0) != 0 } ?? false
  }

  /// The text of an editable (an entry).
  ///
  /// The label a button shows, when the widget is a button with one.
  static func buttonLabel(of widget: Widget) -> String? {
    guard widget.isA(gtk_button_get_type()) else { return nil }
    return gtk_button_get_label(widget.pointer.cast()).map { String(cString: $0) }
  }

  static func text(ofEditable editable: Widget) -> String { swiftString(gtk_editable_get_text(editable.opaque)) }

  /// The family of the font set on a label, nil when it uses the interface font.
  static func fontFamily(ofLabel label: Widget) -> String? {
    FontDescription.read(fromAttributesOf: label.opaque)?.family
  }

  /// The weight of the font set on a label.
  static func fontWeight(ofLabel label: Widget) -> Int? { FontDescription.read(fromAttributesOf: label.opaque)?.weight }

  /// The size in points of the font set on a label.
  static func fontPoints(ofLabel label: Widget) -> Int? { FontDescription.read(fromAttributesOf: label.opaque)?.points }

  /// The size its style gives a widget's text, in pixels (not what a label's own attributes
  /// set).
  static func styledFontPixels(of widget: Widget) -> Double? {
    guard let context = gtk_widget_get_pango_context(widget.pointer),
      let description = pango_context_get_font_description(context)
    else { return nil }
    return Double(pango_font_description_get_size(description)) / Double(PANGO_SCALE)
  }

  /// The PNG bytes of `widget` as drawn now; nil when it draws nothing.
  ///
  /// `name` tells apart the temporary files of one test.
  static func drawnImage(of widget: Widget, named name: String) -> [UInt8]? {
    let path = FileManager.default.temporaryDirectory.path + "/typecase-drawn-\(getpid())-\(name).png"
    defer { try? FileManager.default.removeItem(atPath: path) }
    guard FrameCapture.save(of: widget, to: path, type: "png") == nil else { return nil }
    return FileManager.default.contents(atPath: path).map(Array.init)
  }

  /// The icon of a GtkImage.
  static func iconName(ofImage image: Widget) -> String? {
    gtk_image_get_icon_name(image.opaque).map { String(cString: $0) }
  }

  /// Whether the widget is shown.
  static func isVisible(_ widget: Widget) -> Bool { widget.isVisible }

  /// Whether `widget` is drawn as pressed (GTK's :active state).
  static func isDrawnPressed(_ widget: Widget) -> Bool {
    gtk_widget_get_state_flags(widget.pointer).rawValue & GTK_STATE_FLAG_ACTIVE.rawValue != 0
  }

  /// Whether `widget` is `ancestor` or inside it.
  static func isInside(_ widget: Widget, _ ancestor: Widget) -> Bool { widget.isInside(ancestor) }

  /// The focused widget of `widget`'s window.
  static func focusWidget(in widget: Widget) -> Widget? { widget.focusWidgetOfWindow }
}

/// Walks the widget tree.
enum WidgetTree {
  static func children(of widget: Widget) -> [Widget] { widget.children }
  static func descendants(of widget: Widget) -> [Widget] { widget.descendants }
}

/// Drives widgets directly (where a test is not about input).
enum WidgetDriving {
  /// Activates the list line at `position`, as a click does.
  static func activateItem(of listView: ListView, at position: Int) { listView.activateItem(at: position) }

  /// Activates a widget (clicks a button).
  static func activate(_ widget: Widget) { widget.activate() }

  /// Emits `signal` (without arguments) on `instance`.
  static func emit(_ instance: ObjectHandle, _ signal: String) {
    // G_TYPE_FROM_INSTANCE, a macro: the instance's class records its type.
    guard let typeClass = instance.cast(to: GTypeInstance.self).pointee.g_class else { return }
    let type = typeClass.pointee.g_type
    let id = g_signal_lookup(signal, type)
    guard id != 0 else { return }
    var value = GValue()
    g_value_init(&value, type)
    g_value_set_object(&value, instance.gpointer)
    g_signal_emitv(&value, id, 0, nil)
    g_value_unset(&value)
  }

  /// Sets an entry's text.
  static func setText(_ editable: Widget, _ text: String) { gtk_editable_set_text(editable.opaque, text) }
}

/// Reads accessible state through GTK's own test checks.
enum Accessibility {
  /// Whether GTK holds `widget` as checked.
  static func isChecked(_ widget: Widget) -> Bool { typecase_accessible_is_checked(widget.accessible) != 0 }

  /// Whether `widget`'s accessible name is `label`.
  static func hasLabel(_ widget: Widget, _ label: String) -> Bool {
    typecase_accessible_has_label(widget.accessible, label) != 0
  }

  /// Whether `widget`'s accessible description is `description`.
  static func hasDescription(_ widget: Widget, _ description: String) -> Bool {
    typecase_accessible_has_description(widget.accessible, description) != 0
  }
}

/// Counts how many of the objects it watches were finalized (GObject weak references).
final class FinalizationWatch {
  /// How many of them were finalized so far.
  private(set) var finalized = 0

  /// Watches `widgets`.
  ///
  /// The watch is never freed: a widget finalized later still counts.
  init(_ widgets: [Widget]) {
    let me = Unmanaged.passRetained(self).toOpaque()
    for widget in widgets {
      g_object_weak_ref(
        widget.object,
        { data, _ in
          guard let data else { return }
          Unmanaged<FinalizationWatch>.fromOpaque(data).takeUnretainedValue().finalized += 1
        }, me)
    }
  }
}
