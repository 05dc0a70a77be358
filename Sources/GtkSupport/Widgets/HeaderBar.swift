import CAdwaita

/// An AdwHeaderBar: the window's title bar, with buttons at the start and the end.
public final class HeaderBar: Widget {
  /// Creates a header bar showing `title` in its middle.
  public init(title: WindowTitle) {
    super.init(retaining: created(adw_header_bar_new()))
    adw_header_bar_set_title_widget(opaque, title.pointer)
  }

  /// Adds `widget` at the start (left in left-to-right languages).
  public func packStart(_ widget: Widget) { adw_header_bar_pack_start(opaque, widget.pointer) }

  /// Adds `widget` at the end.
  public func packEnd(_ widget: Widget) { adw_header_bar_pack_end(opaque, widget.pointer) }

  /// Makes the window buttons (and GTK's own tooltips on them) again, after the interface
  /// language changed.
  public func rebuildWindowButtons() {
    // Hiding the buttons destroys them; showing them makes new ones, labelled anew. (Setting
    // the decoration layout to "" and back to NULL did the same, but libadwaita 1.2 then hands
    // GTK a string it has freed: ThreadSanitizer caught the crash.)
    for show in [false, true] {
      adw_header_bar_set_show_start_title_buttons(opaque, show ? 1 : 0)
      adw_header_bar_set_show_end_title_buttons(opaque, show ? 1 : 0)
    }
  }
}

/// An AdwWindowTitle: a title and a smaller subtitle.
public final class WindowTitle: Widget {
  /// Creates an empty title.
  public init() {
    super.init(retaining: created(adw_window_title_new("", nil)))
  }

  /// The title.
  public var title: String {
    get { swiftString(adw_window_title_get_title(opaque)) }
    set { adw_window_title_set_title(opaque, newValue) }
  }

  /// The subtitle (empty: none).
  public var subtitle: String {
    get { swiftString(adw_window_title_get_subtitle(opaque)) }
    set { adw_window_title_set_subtitle(opaque, newValue) }
  }
}
