import CAdwaita

/// The display the window opens on.
public enum ToolkitDisplay {
  /// Starts GTK on the display the environment names; whether it could be opened. (GTK's own
  /// start, failing, printed "cannot open display: " with no name for a Wayland display, and
  /// ended the process.)
  public static func open() -> Bool { gtk_init_check() != 0 }

  /// The size of the largest monitor of the display, in the window's (logical) pixels; nil
  /// before GTK started or when it knows no monitor.
  public static func largestMonitorSize() -> (width: Int, height: Int)? {
    guard let display = gdk_display_get_default(), let monitors = gdk_display_get_monitors(display) else { return nil }
    var largest: (width: Int, height: Int)?
    for index in 0..<g_list_model_get_n_items(monitors) {
      guard let item = g_list_model_get_item(monitors, index) else { continue }
      defer { g_object_unref(item) }
      var geometry = GdkRectangle()
      gdk_monitor_get_geometry(OpaquePointer(item), &geometry)
      if geometry.width * geometry.height > (largest.map { Int32($0.width * $0.height) } ?? 0) {
        largest = (Int(geometry.width), Int(geometry.height))
      }
    }
    return largest
  }
}
