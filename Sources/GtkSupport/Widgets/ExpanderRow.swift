import CAdwaita

/// An AdwExpanderRow: a row of a `PreferencesGroup` that opens to show rows of its own (a
/// language's scripts, a long list of details).
///
/// Title and subtitle are plain text, as in `ActionRow`.
public final class ExpanderRow: Widget {
  /// Creates a closed row showing `title` and `subtitle` (empty: none).
  public init(title: String = "", subtitle: String = "") {
    super.init(retaining: created(adw_expander_row_new()))
    adw_preferences_row_set_use_markup(preferencesRow, 0)
    self.title = title
    self.subtitle = subtitle
  }

  private var row: UnsafeMutablePointer<AdwExpanderRow> { cast() }
  private var preferencesRow: UnsafeMutablePointer<AdwPreferencesRow> { cast() }

  /// The title.
  public var title: String {
    get { swiftString(adw_preferences_row_get_title(preferencesRow)) }
    set { adw_preferences_row_set_title(preferencesRow, newValue) }
  }

  /// The smaller text below the title (empty: none).
  public var subtitle: String {
    get { swiftString(adw_expander_row_get_subtitle(row)) }
    set { adw_expander_row_set_subtitle(row, newValue) }
  }

  /// Whether the row is open, showing its rows.
  public var isExpanded: Bool {
    get { adw_expander_row_get_expanded(row) != 0 }
    set { adw_expander_row_set_expanded(row, newValue ? 1 : 0) }
  }

  /// Adds `widget` (an `ActionRow`, say) to the rows shown when open.
  public func addRow(_ widget: Widget) { adw_expander_row_add_row(row, widget.pointer) }

  /// Adds `widget` below the title line, shown when open, named `accessibleLabel` for screen
  /// readers, and so are the list and list row libadwaita puts it in (they were read as
  /// "GtkListBox" and an unnamed item).
  public func addRow(_ widget: Widget, accessibleLabel: String) {
    addRow(widget)
    Accessible.setLabel(widget, accessibleLabel)
    // The row itself, and the lists libadwaita 1.2 builds it of (its title line's and its
    // rows').
    Accessible.setLabel(self, accessibleLabel)
    for list in descendants where list.isA(gtk_list_box_get_type()) { Accessible.setLabel(list, accessibleLabel) }
    if let listRow = widget.parent { Accessible.setLabel(listRow, accessibleLabel) }
  }

  /// Adds `widget` at the end of the title line, shown open or closed.
  public func addAction(_ widget: Widget) { adw_expander_row_add_action(row, widget.pointer) }

  /// Removes `widget`, added as a row or an action.
  public func remove(_ widget: Widget) { adw_expander_row_remove(row, widget.pointer) }
}
