import CAdwaita
import Foundation

/// Pango font maps over a fontconfig configuration of one's own.
public enum FontMaps {
  /// A new Pango (cairo, fontconfig) font map that matches fonts in `config` only; the caller
  /// owns the returned reference.
  public static func make(config: OpaquePointer) -> OpaquePointer? {
    guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else { return nil }
    pango_fc_font_map_set_config(map.opaque, config)
    return map.opaque
  }

  /// Draws `widget`'s text with fonts from `map` (nil: the font map its window draws with).
  public static func use(_ map: OpaquePointer?, for widget: some GPointer) {
    let target = widget.widget
    if let map {
      gtk_widget_set_font_map(target, map.cast(to: PangoFontMap.self))
      return
    }
    // GTK 4.8 takes a reference to the new map even when it is NULL (a GLib critical), so a
    // widget that had a map of its own gets its window's map back instead of none.
    guard gtk_widget_get_font_map(target) != nil else { return }
    let window = gtk_widget_get_root(target).flatMap { gtk_widget_get_font_map($0.widget) }
    gtk_widget_set_font_map(target, window ?? pango_cairo_font_map_get_default())
  }

  /// The family of the interface font the desktop asks for (GtkSettings' gtk-font-name, such
  /// as "Cantarell 11"), or "Sans".
  public static func interfaceFontFamily() -> String {
    guard let settings = gtk_settings_get_default() else { return "Sans" }
    var value = GValue()
    g_value_init(&value, GType(16 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_STRING
    defer { g_value_unset(&value) }
    g_object_get_property(settings.object, "gtk-font-name", &value)
    guard let name = g_value_get_string(&value), let description = pango_font_description_from_string(name) else {
      return "Sans"
    }
    defer { pango_font_description_free(description) }
    return pango_font_description_get_family(description).map { String(cString: $0) } ?? "Sans"
  }

  /// Makes the interface font (GtkSettings' gtk-font-name) the list `families`, in fallback
  /// order, at the size the desktop asks for.
  public static func setInterfaceFamilies(_ families: [String]) {
    guard let settings = gtk_settings_get_default() else { return }
    var value = GValue()
    g_value_init(&value, GType(16 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_STRING
    defer { g_value_unset(&value) }
    g_object_get_property(settings.object, "gtk-font-name", &value)
    var size = "11"
    if let name = g_value_get_string(&value), let description = pango_font_description_from_string(name) {
      let points = pango_font_description_get_size(description) / PANGO_SCALE
      if points > 0 { size = String(points) }
      pango_font_description_free(description)
    }
    // Family names may hold commas: Pango reads a list of families separated by commas.
    let list = families.map { $0.replacingOccurrences(of: ",", with: " ") }.joined(separator: ",")
    g_value_set_string(&value, list + " " + size)
    g_object_set_property(settings.object, "gtk-font-name", &value)
  }

  /// Gives back a reference taken by `make`.
  public static func release(_ map: OpaquePointer) {
    g_object_unref(map.gpointer)
  }
}
