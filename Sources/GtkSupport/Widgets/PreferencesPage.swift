import CAdwaita

/// An AdwPreferencesPage: groups in a column of limited width, which scrolls by itself.
public final class PreferencesPage: Widget {
  /// Creates an empty page.
  public init() {
    super.init(retaining: created(adw_preferences_page_new()))
  }

  private var page: UnsafeMutablePointer<AdwPreferencesPage> { cast() }

  /// Adds `group` at the end.
  public func add(_ group: PreferencesGroup) { adw_preferences_page_add(page, group.cast()) }

  /// Removes `group`.
  public func remove(_ group: PreferencesGroup) { adw_preferences_page_remove(page, group.cast()) }
}
