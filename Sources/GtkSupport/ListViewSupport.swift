import CAdwaita

/// Fills GtkStringList models with placeholder items (the rows' data lives in Swift arrays).
public enum StringListModel {
  private static let empty: StaticString = ""

  /// Removes the first `removing` items of `list` and inserts `count` empty-string items.
  public static func replace(_ list: OpaquePointer, removing: Int, insertingPlaceholders count: Int) {
    let emptyString = UnsafeRawPointer(empty.utf8Start).assumingMemoryBound(to: CChar.self)
    var strings = [UnsafePointer<CChar>?](repeating: emptyString, count: count)
    strings.append(nil)
    strings.withUnsafeMutableBufferPointer { buffer in
      gtk_string_list_splice(list, 0, guint(removing), buffer.baseAddress)
    }
  }
}

/// Moves keyboard focus within a list view.
///
/// GTK 4.8 has no call that focuses an item by position; scrolling to it makes its row widget
/// exist, and focusing that widget moves the list's own keyboard cursor there, so arrows and
/// Enter go on from it.
public enum ListViewFocus {
  /// Scrolls `listView` so the item at `position` is shown.
  public static func scroll(_ listView: some GPointer, to position: Int) {
    gtk_widget_activate_action_variant(
      listView.widget, "list.scroll-to-item", g_variant_new_uint32(guint32(position)))
  }

  /// Focuses the row that holds `child` (a widget set with gtk_list_item_set_child).
  public static func focusRow(holding child: some GPointer) -> Bool {
    guard let row = gtk_widget_get_parent(child.widget) else { return false }
    return gtk_widget_grab_focus(row) != 0
  }
}

/// Sets what assistive technology reads for a widget.
public enum Accessibility {
  /// Sets the accessible name (label) of `widget`.
  public static func setLabel(_ widget: some GPointer, _ label: String) {
    typecase_accessible_set_label(widget.accessible, label)
  }

  /// Hides a decorative `widget` (an icon beside text that says the same) from assistive
  /// technology.
  public static func setDecorative(_ widget: some GPointer) {
    typecase_accessible_set_hidden(widget.accessible, 1)
  }

  /// Marks `widget` as checked or unchecked; nil removes the state (not a choice).
  public static func setChecked(_ widget: some GPointer, _ checked: Bool?) {
    if let checked {
      typecase_accessible_set_checked(widget.accessible, checked ? 1 : 0)
    } else {
      typecase_accessible_reset_checked(widget.accessible)
    }
  }

  /// Whether GTK holds `widget` as checked (for tests).
  public static func isChecked(_ widget: some GPointer) -> Bool {
    typecase_accessible_is_checked(widget.accessible) != 0
  }

  /// Whether `widget`'s accessible name is `label` (for tests).
  public static func hasLabel(_ widget: some GPointer, _ label: String) -> Bool {
    typecase_accessible_has_label(widget.accessible, label) != 0
  }
}

/// Walks a widget's children.
public enum WidgetTree {
  /// The direct children of `widget`, in order.
  public static func children(of widget: some GPointer) -> [UnsafeMutablePointer<GtkWidget>] {
    var result: [UnsafeMutablePointer<GtkWidget>] = []
    var child = gtk_widget_get_first_child(widget.widget)
    while let current = child {
      result.append(current)
      child = gtk_widget_get_next_sibling(current)
    }
    return result
  }

  /// Every widget below `widget`, depth first.
  public static func descendants(of widget: some GPointer) -> [UnsafeMutablePointer<GtkWidget>] {
    children(of: widget).flatMap { [$0] + descendants(of: $0) }
  }
}

/// Sets GObject properties that have no setter function.
public enum Properties {
  /// Binds `property` of `target` to `property` of `source`, both ways.
  public static func bindBothWays(
    _ source: some GPointer, _ property: String, to target: some GPointer, _ targetProperty: String
  ) {
    g_object_bind_property(
      source.gpointer, property, target.gpointer, targetProperty,
      GBindingFlags(rawValue: G_BINDING_BIDIRECTIONAL.rawValue | G_BINDING_SYNC_CREATE.rawValue))
  }
}

/// Where a scrollable list is scrolled to, and what of it is on screen.
public enum ScrollState {
  /// The scroll offset and the visible height of a scrollable widget (a list view).
  public static func visibleRange(of scrollable: some GPointer) -> (offset: Double, height: Double) {
    guard let adjustment = gtk_scrollable_get_vadjustment(scrollable.opaque) else { return (0, 0) }
    return (gtk_adjustment_get_value(adjustment), gtk_adjustment_get_page_size(adjustment))
  }

  /// Whether `widget`, inside `container`, lies at least partly within the container's area.
  public static func isShown(_ widget: some GPointer, in container: some GPointer) -> Bool {
    guard gtk_widget_get_mapped(widget.widget) != 0 else { return false }
    var origin = graphene_point_t(x: 0, y: 0)
    var placed = graphene_point_t(x: 0, y: 0)
    guard gtk_widget_compute_point(widget.widget, container.widget, &origin, &placed) != 0 else { return false }
    let top = Double(placed.y)
    let bottom = top + Double(gtk_widget_get_height(widget.widget))
    return bottom > 0 && top < Double(gtk_widget_get_height(container.widget))
  }

  /// Calls `handler` whenever the scrollable widget scrolls.
  public static func onScroll(of scrollable: some GPointer, _ handler: @escaping () -> Void) {
    guard let adjustment = gtk_scrollable_get_vadjustment(scrollable.opaque) else { return }
    Signal.connect(adjustment, "value-changed", handler)
  }
}
