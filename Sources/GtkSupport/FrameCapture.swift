import CAdwaita

/// Draws what a window shows into an image file, and watches for painted frames.
public enum FrameCapture {
  /// Renders `widget` as it is now into an image file at `path` in GdkPixbuf's format `type`
  /// ("png", "jpeg"); nil when written, else why not (with the system's reason).
  public static func save(of widget: Widget, to path: String, type: String) -> String? {
    let target = widget.pointer
    let width = gtk_widget_get_width(target)
    let height = gtk_widget_get_height(target)
    guard width > 0, height > 0, let native = gtk_widget_get_native(target),
      let renderer = gtk_native_get_renderer(native), let paintable = gtk_widget_paintable_new(target),
      let snapshot = gtk_snapshot_new()
    else { return "the window has not been drawn" }
    defer { g_object_unref(paintable.gpointer) }
    gdk_paintable_snapshot(paintable, snapshot.opaque, Double(width), Double(height))
    guard let node = gtk_snapshot_free_to_node(snapshot) else { return "the window has not been drawn" }
    defer { gsk_render_node_unref(node) }
    var bounds = graphene_rect_t(
      origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
    guard let texture = gsk_renderer_render_texture(renderer, node, &bounds),
      let pixbuf = gdk_pixbuf_get_from_texture(texture)
    else { return "the window could not be rendered" }
    defer {
      g_object_unref(pixbuf.gpointer)
      g_object_unref(texture.gpointer)
    }
    var error: UnsafeMutablePointer<GError>?
    guard gdk_pixbuf_savev(pixbuf, path, type, nil, nil, &error) == 0 else { return nil }
    defer { g_error_free(error) }
    return error.map { String(cString: $0.pointee.message) } ?? "unknown error"
  }

  /// Calls `handler` after each frame `widget`'s window paints, until it returns false; false
  /// (and `handler` never called) when the widget is in no window that paints yet.
  @discardableResult
  public static func afterEachPaint(of widget: Widget, _ handler: @escaping () -> Bool) -> Bool {
    guard let clock = gtk_widget_get_frame_clock(widget.pointer) else { return false }
    let connection = Connection()
    let onPaint: () -> Void = {
      guard connection.id != 0, !handler() else { return }
      // Disconnecting during the emission is safe: GLib frees the handler after it returns.
      Signal.disconnect(clock, connection.id)
      connection.id = 0
    }
    connection.id = Signal.connect(clock, "after-paint", onPaint)
    gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
    return true
  }

  /// Calls `handler` after each frame `widget`'s window paints, until it returns false; if the
  /// widget is in no window that paints yet, from the first frame once it is.
  public static func afterEachPaintOnceRealized(of widget: Widget, _ handler: @escaping () -> Bool) {
    if afterEachPaint(of: widget, handler) { return }
    let connection = Connection()
    connection.id = Signal.connect(
      widget.pointer, "realize",
      { [weak widget] in
        guard let widget, connection.id != 0 else { return }
        Signal.disconnect(widget.pointer, connection.id)
        connection.id = 0
        afterEachPaint(of: widget, handler)
      })
  }
}

/// The identifier of a handler that disconnects itself.
private final class Connection {
  var id: UInt = 0
}
