import CAdwaita

/// An AdwPreferencesGroup: a titled card of rows (the face page's "Axes", "Features", "Details").
///
/// The title and description are plain text (libadwaita 1.2 reads them as Pango markup, which
/// would break on a font name with "&" or "<": they are escaped on the way in).
public final class PreferencesGroup: Widget {
  /// Creates an empty group titled `title`, with `description` below the title (empty: none).
  public init(title: String = "", description: String = "") {
    self.title = title
    self.description = description
    super.init(retaining: created(adw_preferences_group_new()))
    showTitle()
    showDescription()
  }

  private var group: UnsafeMutablePointer<AdwPreferencesGroup> { cast() }

  /// The title above the rows (empty: none).
  public var title: String {
    didSet { showTitle() }
  }

  /// The text below the title (empty: none).
  public var description: String {
    didSet { showDescription() }
  }

  /// Puts `widget` at the end of the group's title line (a button for the whole group).
  public func setHeaderSuffix(_ widget: Widget) { adw_preferences_group_set_header_suffix(group, widget.pointer) }

  /// Shows `title` as it is.
  private func showTitle() {
    Self.withMarkup(escaping: title) { adw_preferences_group_set_title(group, $0) }
  }

  /// Shows `description` as it is (none when empty).
  private func showDescription() {
    guard !description.isEmpty else { return adw_preferences_group_set_description(group, nil) }
    Self.withMarkup(escaping: description) { adw_preferences_group_set_description(group, $0) }
  }

  /// Calls `body` with `text` as Pango markup that shows it as it is.
  private static func withMarkup(escaping text: String, _ body: (UnsafePointer<CChar>?) -> Void) {
    let markup = g_markup_escape_text(text, -1)
    defer { g_free(markup) }
    body(markup)
  }

  /// Adds `widget` at the end: a row joins the group's card, another widget goes below it.
  public func add(_ widget: Widget) { adw_preferences_group_add(group, widget.pointer) }

  /// Removes `widget`, added by `add`.
  public func remove(_ widget: Widget) { adw_preferences_group_remove(group, widget.pointer) }

  /// Shows `widget` at the end of the title line (a "Reset" button); nil: nothing.
  public func setHeaderSuffix(_ widget: Widget?) { adw_preferences_group_set_header_suffix(group, widget?.pointer) }
}
