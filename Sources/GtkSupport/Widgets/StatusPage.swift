import CAdwaita

/// An AdwStatusPage: a large icon, a title and a description for an empty state, with an
/// optional child (a button that gets out of it).
public final class StatusPage: Widget {
  /// Creates a status page without an icon.
  public init() {
    super.init(retaining: created(adw_status_page_new()))
    // Its content scrolls (libadwaita puts it in a scrolled window) with GTK's classic
    // scrollbars, shown only when it does not fit. The overlay ones showed themselves when the
    // page first appeared under the resting pointer and faded out again: some 25 frames drawn,
    // and the whole window laid out again for each.
    if let scrolled = descendants.first(where: { $0.isA(gtk_scrolled_window_get_type()) }) {
      gtk_scrolled_window_set_overlay_scrolling(scrolled.opaque, 0)
    }
  }

  /// The name of the large icon above the title; nil: none.
  ///
  /// GTK looks the icon up (and decodes it, at 128 pixels from an SVG file: a whole SVG library
  /// loaded) as soon as it is set, even while the page is not shown, so a page that may never
  /// be shown sets it only when shown.
  public var iconName: String? {
    get { adw_status_page_get_icon_name(opaque).map { String(cString: $0) } }
    set {
      guard newValue != iconName else { return }
      adw_status_page_set_icon_name(opaque, newValue)
    }
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
