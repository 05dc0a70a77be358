import CAdwaita

/// An AdwActionRow: a row of a `PreferencesGroup` with a title, a subtitle, and widgets before
/// and after them.
///
/// Title and subtitle are plain text (libadwaita reads them as Pango markup by default, which
/// would break on a font name with "&" or "<").
public final class ActionRow: Widget {
  /// Creates a row showing `title` and `subtitle` (empty: none).
  public init(title: String = "", subtitle: String = "") {
    super.init(retaining: created(adw_action_row_new()))
    adw_preferences_row_set_use_markup(preferencesRow, 0)
    self.title = title
    self.subtitle = subtitle
  }

  private var row: UnsafeMutablePointer<AdwActionRow> { cast() }
  private var preferencesRow: UnsafeMutablePointer<AdwPreferencesRow> { cast() }

  /// The title.
  public var title: String {
    get { swiftString(adw_preferences_row_get_title(preferencesRow)) }
    set { adw_preferences_row_set_title(preferencesRow, newValue) }
  }

  /// The smaller text below the title (empty: none).
  public var subtitle: String {
    get { swiftString(adw_action_row_get_subtitle(row)) }
    set { adw_action_row_set_subtitle(row, newValue) }
  }

  /// Whether the title can be selected and copied (a value such as a version or a path).
  public var isTitleSelectable: Bool {
    get { adw_preferences_row_get_title_selectable(preferencesRow) != 0 }
    set { adw_preferences_row_set_title_selectable(preferencesRow, newValue ? 1 : 0) }
  }

  /// How many lines the title may take before it is cut with an ellipsis (0: no limit).
  public var titleLines: Int {
    get { Int(adw_action_row_get_title_lines(row)) }
    set { adw_action_row_set_title_lines(row, Int32(newValue)) }
  }

  /// How many lines the subtitle may take before it is cut with an ellipsis (0: no limit).
  public var subtitleLines: Int {
    get { Int(adw_action_row_get_subtitle_lines(row)) }
    set { adw_action_row_set_subtitle_lines(row, Int32(newValue)) }
  }

  /// Whether a click or Enter on the row activates it (`onActivated`).
  public var isActivatable: Bool {
    get { gtk_list_box_row_get_activatable(cast()) != 0 }
    set { gtk_list_box_row_set_activatable(cast(), newValue ? 1 : 0) }
  }

  /// Adds `widget` before the title (an icon).
  public func addPrefix(_ widget: Widget) { adw_action_row_add_prefix(row, widget.pointer) }

  /// Adds `widget` after the title (a switch, a button, a value).
  public func addSuffix(_ widget: Widget) { adw_action_row_add_suffix(row, widget.pointer) }

  /// Removes `widget`, added as a prefix or suffix.
  public func remove(_ widget: Widget) { adw_action_row_remove(row, widget.pointer) }

  /// Makes a click on the row activate `widget` too (the switch of a switch row), and the row
  /// activatable; nil: none.
  public func setActivatableWidget(_ widget: Widget?) { adw_action_row_set_activatable_widget(row, widget?.pointer) }

  /// Calls `handler` when the row is activated (clicked, Enter, assistive technology).
  public func onActivated(_ handler: @escaping () -> Void) { Signal.connect(self, "activated", handler) }
}
