import CAdwaita

/// An AdwStatusPage: a large icon, a title and a description for an empty state, with an
/// optional child (a button that gets out of it).
public final class StatusPage: Widget {
  /// Creates a status page showing `iconName`.
  public init(iconName: String) {
    super.init(retaining: created(adw_status_page_new()))
    adw_status_page_set_icon_name(opaque, iconName)
  }

  /// The title, in large type.
  public var title: String {
    get { swiftString(adw_status_page_get_title(opaque)) }
    set { adw_status_page_set_title(opaque, newValue) }
  }

  /// The description under the title, plain text (escaped for the page's markup).
  public var details = "" {
    didSet {
      guard let escaped = g_markup_escape_text(details, -1) else { return }
      adw_status_page_set_description(opaque, escaped)
      g_free(escaped)
    }
  }

  /// Shows `child` under the description.
  public func setChild(_ child: Widget) { adw_status_page_set_child(opaque, child.pointer) }
}
