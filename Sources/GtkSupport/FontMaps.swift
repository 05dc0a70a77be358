import CAdwaita

/// Pango font maps over a fontconfig configuration of one's own.
public enum FontMaps {
  /// A new Pango (cairo, fontconfig) font map that matches fonts in `config` only; the caller
  /// owns the returned reference.
  public static func make(config: OpaquePointer) -> OpaquePointer? {
    guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else { return nil }
    pango_fc_font_map_set_config(map.opaque, config)
    return map.opaque
  }

  /// Draws `widget`'s text with fonts from `map` (nil: the default font map again).
  public static func use(_ map: OpaquePointer?, for widget: some GPointer) {
    gtk_widget_set_font_map(widget.widget, map?.cast(to: PangoFontMap.self))
  }

  /// Gives back a reference taken by `make`.
  public static func release(_ map: OpaquePointer) {
    g_object_unref(map.gpointer)
  }
}
