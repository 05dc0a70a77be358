import CAdwaita

/// Reads back what widgets show, for tests and diagnostics.
public enum WidgetInspection {
  /// The text of a GtkLabel.
  public static func text(ofLabel label: some GPointer) -> String {
    swiftString(gtk_label_get_text(label.opaque))
  }

  /// The text of an editable (an entry).
  public static func text(ofEditable editable: some GPointer) -> String {
    swiftString(gtk_editable_get_text(editable.opaque))
  }

  /// The font family a GtkLabel's attributes ask for, if any.
  public static func fontFamily(ofLabel label: some GPointer) -> String? {
    fontDescription(ofLabel: label).flatMap { description in
      pango_font_description_get_family(description).map { String(cString: $0) }
    }
  }

  /// The weight (OpenType units) a GtkLabel's attributes ask for, if any.
  public static func fontWeight(ofLabel label: some GPointer) -> Int? {
    fontDescription(ofLabel: label).map { Int(pango_font_description_get_weight($0).rawValue) }
  }

  /// The size in points a GtkLabel's attributes ask for, if any.
  public static func fontPoints(ofLabel label: some GPointer) -> Int? {
    fontDescription(ofLabel: label).map { Int(pango_font_description_get_size($0) / PANGO_SCALE) }
  }

  /// The icon name a GtkImage shows, if it shows a named icon.
  public static func iconName(ofImage image: some GPointer) -> String? {
    gtk_image_get_icon_name(image.opaque).map { String(cString: $0) }
  }

  /// Whether a widget is visible (its own flag).
  public static func isVisible(_ widget: some GPointer) -> Bool {
    gtk_widget_get_visible(widget.widget) != 0
  }

  /// Whether `widget` is `ancestor` or lies inside it.
  public static func isInside(_ widget: some GPointer, _ ancestor: some GPointer) -> Bool {
    gtk_widget_is_ancestor(widget.widget, ancestor.widget) != 0 || widget.rawAddress == ancestor.rawAddress
  }

  /// The widget that has keyboard focus in `widget`'s window.
  public static func focusWidget(in widget: some GPointer) -> UnsafeMutablePointer<GtkWidget>? {
    guard let root = gtk_widget_get_root(widget.widget) else { return nil }
    return gtk_root_get_focus(root)
  }

  private static func fontDescription(ofLabel label: some GPointer) -> OpaquePointer? {
    guard let attributes = gtk_label_get_attributes(label.opaque),
      let iterator = pango_attr_list_get_iterator(attributes)
    else { return nil }
    defer { pango_attr_iterator_destroy(iterator) }
    guard let attribute = pango_attr_iterator_get(iterator, PANGO_ATTR_FONT_DESC) else { return nil }
    return attribute.withMemoryRebound(to: PangoAttrFontDesc.self, capacity: 1) { $0.pointee.desc }
  }
}

/// Drives widgets the way input does, for tests.
public enum WidgetDriving {
  /// Activates a list view's item at `position`, as a click or Enter does.
  public static func activateItem(of listView: some GPointer, at position: Int) {
    gtk_widget_activate_action_variant(listView.widget, "list.activate-item", g_variant_new_uint32(guint32(position)))
  }

  /// Activates a widget as Enter or Space would (a button clicks after a short press).
  public static func activate(_ widget: some GPointer) {
    gtk_widget_activate(widget.widget)
  }

  /// Emits a signal that takes no arguments and returns nothing (e.g. a button's "clicked").
  public static func emit(_ instance: some GPointer, _ signal: String) {
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

  /// Sets the text of an editable (a search entry).
  public static func setText(_ editable: some GPointer, _ text: String) {
    gtk_editable_set_text(editable.opaque, text)
  }
}
