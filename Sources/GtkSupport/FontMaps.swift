import CAdwaita
import Foundation

/// A fontconfig configuration (an `FcConfig`) a font map can draw from, held by the font layer
/// (TypecaseCore's family configurations conform), so the pointer passes from one layer to the
/// other without the code in between handling it.
public protocol FontconfigConfigurationHandle: AnyObject {
  /// The `FcConfig`.
  var config: OpaquePointer { get }
}

/// A Pango font map over a fontconfig configuration of its own: labels drawn with it find
/// their fonts among that configuration's fonts only.
public final class FontMap {
  let pointer: UnsafeMutablePointer<PangoFontMap>

  /// Creates a map over the configuration `fonts` (the map takes a reference of its own to
  /// it); nil when Pango cannot make one.
  public init?(fonts: some FontconfigConfigurationHandle) {
    guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else { return nil }
    pango_fc_font_map_set_config(map.opaque, fonts.config)
    pointer = map
  }

  deinit { g_object_unref(pointer.gpointer) }
}

extension Widget {
  /// Draws the widget's text with `map`; nil: with its window's map again.
  public func useFontMap(_ map: FontMap?) {
    if let map {
      gtk_widget_set_font_map(pointer, map.pointer)
      return
    }
    // GTK 4.8 takes a reference to the new map even when it is NULL (a GLib critical), so a
    // widget that had a map of its own gets its window's map back instead of none.
    guard gtk_widget_get_font_map(pointer) != nil else { return }
    let window = gtk_widget_get_root(pointer).flatMap { gtk_widget_get_font_map($0.widget) }
    gtk_widget_set_font_map(pointer, window ?? pango_cairo_font_map_get_default())
  }
}

/// The desktop's toolkit settings (GtkSettings) that Typecase reads and adjusts.
public enum ToolkitSettings {
  /// The family of the desktop's interface font (GtkSettings' gtk-font-name, e.g. "Cantarell
  /// 11"), "Sans" when none is set.
  public static func interfaceFontFamily() -> String {
    guard let name = fontName(), let description = pango_font_description_from_string(name) else { return "Sans" }
    defer { pango_font_description_free(description) }
    return pango_font_description_get_family(description).map { String(cString: $0) } ?? "Sans"
  }

  /// Makes GTK draw its interface in `families`, in order (the first that has a character
  /// draws it), at the size the desktop asks for.
  public static func setInterfaceFamilies(_ families: [String]) {
    guard let settings = gtk_settings_get_default() else { return }
    var size = "11"
    if let name = fontName(), let description = pango_font_description_from_string(name) {
      let points = pango_font_description_get_size(description) / PANGO_SCALE
      if points > 0 { size = String(points) }
      pango_font_description_free(description)
    }
    // Family names may hold commas: Pango reads a list of families separated by commas.
    let list = families.map { $0.replacingOccurrences(of: ",", with: " ") }.joined(separator: ",")
    var value = GValue()
    g_value_init(&value, GType(16 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_STRING
    defer { g_value_unset(&value) }
    g_value_set_string(&value, list + " " + size)
    g_object_set_property(settings.object, "gtk-font-name", &value)
  }

  /// Calls `handler` when the desktop says the fonts changed (gtk-fontconfig-timestamp).
  public static func onFontsChanged(_ handler: @escaping () -> Void) {
    guard let settings = gtk_settings_get_default() else { return }
    Signal.connect(settings, "notify::gtk-fontconfig-timestamp", withPointer: { _ in handler() })
  }

  /// Adds `css` to the style rules of every widget on the default display.
  public static func addStyleRules(_ css: String) {
    guard let display = gdk_display_get_default(), let provider = gtk_css_provider_new() else { return }
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      display, provider.opaque, UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    g_object_unref(provider.gpointer)
  }

  private static func fontName() -> String? {
    guard let settings = gtk_settings_get_default() else { return nil }
    var value = GValue()
    g_value_init(&value, GType(16 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_STRING
    defer { g_value_unset(&value) }
    g_object_get_property(settings.object, "gtk-font-name", &value)
    return g_value_get_string(&value).map { String(cString: $0) }
  }
}
