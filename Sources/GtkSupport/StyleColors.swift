import CAdwaita

/// Calls a handler each time the style's colours change (libadwaita's dark or high-contrast
/// style turned on or off), for as long as it is kept.
///
/// For colours GTK's style sheets cannot reach: a Pango attribute or a text tag takes a colour,
/// not a style class, and one fixed colour was readable on one style's background only.
final class StyleColorsFollower {
  private let manager: OpaquePointer
  private var handlers: [UInt] = []

  /// Follows the style manager of the default display; nil without a display.
  init?(_ changed: @escaping () -> Void) {
    // The display's manager, which loads the new style's colours before it tells of the
    // change: the default one told first, and the colours read then were the old style's.
    guard let display = gdk_display_get_default(), let manager = adw_style_manager_get_for_display(display) else {
      return nil
    }
    // Kept while followed: a display closed first took its manager with it.
    g_object_ref(UnsafeMutableRawPointer(manager))
    self.manager = manager
    handlers = ["notify::dark", "notify::high-contrast"].map { name in
      Signal.connect(manager, name, withPointer: { _ in changed() })
    }
  }

  deinit {
    handlers.forEach { Signal.disconnect(manager, $0) }
    g_object_unref(UnsafeMutableRawPointer(manager))
  }

  /// The colour `name` of the style (`error_color`) as `widget` is drawn with it; `fallback`
  /// where the style names no such colour.
  static func color(_ name: String, for widget: UnsafeMutablePointer<GtkWidget>, fallback: TextColor) -> TextColor {
    var color = GdkRGBA()
    guard let context = gtk_widget_get_style_context(widget), gtk_style_context_lookup_color(context, name, &color) != 0
    else { return fallback }
    let channel = { (value: Float) in UInt16((min(max(Double(value), 0), 1) * 65535).rounded()) }
    return TextColor(red: channel(color.red), green: channel(color.green), blue: channel(color.blue))
  }
}

/// An opaque colour for text, in Pango's 16-bit channels.
struct TextColor: Equatable {
  var red: UInt16
  var green: UInt16
  var blue: UInt16

  /// Adwaita's red 3 (#e01b24), for a style that names no error colour.
  static let adwaitaRed = TextColor(red: 0xe0e0, green: 0x1b1b, blue: 0x2424)

  /// The colour as GTK takes it, opaque.
  var rgba: GdkRGBA {
    GdkRGBA(red: Float(red) / 65535, green: Float(green) / 65535, blue: Float(blue) / 65535, alpha: 1)
  }
}
