import CAdwaita
import Glibc

/// Says why the window vanished when its display's connection breaks.
///
/// GTK 4 ends the process with status 1 and no word when the X server stops or the connection
/// to it breaks (an ssh -X session dropped, Xvfb or Xwayland gone): its handler of Xlib's fatal
/// I/O errors writes only a debug message. On Wayland it writes GDK's own untranslated line
/// ("Gdk-Message: …: Error reading events from display: Broken pipe") and exits: that line is
/// written as the X one is.
public enum ToolkitDisplayLoss {
  /// The line written on standard error when the connection breaks, kept for the process.
  nonisolated(unsafe) private static var line: UnsafeMutablePointer<CChar>?

  /// The signature of Xlib's fatal I/O error handler (`int (*)(Display *)`).
  private typealias IOErrorHandler = @convention(c) (OpaquePointer?) -> Int32

  /// The signature of `XSetIOErrorHandler`.
  private typealias SetIOErrorHandler = @convention(c) (IOErrorHandler?) -> IOErrorHandler?

  /// Writes `message(name)` (name: the display's) as a line on standard error, then ends the
  /// process with status 1, when the connection to the display (X or Wayland) breaks.
  ///
  /// After the display is open (GTK sets its own handler when it opens one); nothing happens
  /// when Xlib is not loaded (a GTK without X11).
  public static func sayOnLoss(_ message: (String) -> String) {
    guard let display = gdk_display_get_default() else { return }
    let name = gdk_display_get_name(display).map { String(cString: $0) } ?? ""
    // Named as the display that cannot be opened is ("Wayland wayland-0").
    let isWayland =
      g_type_name_from_instance(UnsafeMutablePointer<GTypeInstance>(display)).map { String(cString: $0) }
      == "GdkWaylandDisplay"
    free(line)
    line = strdup(message(isWayland ? "Wayland " + name : name) + "\n")
    sayWaylandLoss()
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "XSetIOErrorHandler") else { return }
    let setHandler = unsafeBitCast(symbol, to: SetIOErrorHandler.self)
    _ = setHandler { _ in
      if let line = ToolkitDisplayLoss.line { _ = write(2, line, strlen(line)) }
      // As GTK's own handler: no exit handlers, run on a connection that is gone.
      _exit(1)
    }
  }

  /// Whether GLib's log writer is Typecase's (it may be set once a process).
  nonisolated(unsafe) private static var writesLog = false

  /// The beginnings of the lines GDK writes as it ends the process on a Wayland display's
  /// loss (GTK 4.8's gdkeventsource.c and gdkdisplay-wayland.c).
  private static let waylandLossLines = [
    "Error reading events from display", "Error flushing display", "Lost connection to Wayland compositor",
  ]

  /// Writes `line` in place of GDK's message when the Wayland display's connection breaks;
  /// every other log message as GLib writes it.
  private static func sayWaylandLoss() {
    guard !writesLog else { return }
    writesLog = true
    g_log_set_writer_func(
      { level, fields, count, data in
        guard let fields, ToolkitDisplayLoss.isWaylandLoss(UnsafeBufferPointer(start: fields, count: Int(count))),
          let line = ToolkitDisplayLoss.line
        else { return g_log_writer_default(level, fields, count, data) }
        _ = write(2, line, strlen(line))
        return G_LOG_WRITER_HANDLED
      }, nil, nil)
  }

  /// Whether a log message's fields are GDK's on losing a Wayland display.
  private static func isWaylandLoss(_ fields: UnsafeBufferPointer<GLogField>) -> Bool {
    func value(_ key: String) -> String? {
      guard let field = fields.first(where: { $0.key.map { String(cString: $0) } == key }), let pointer = field.value
      else { return nil }
      let text = pointer.assumingMemoryBound(to: CChar.self)
      return field.length < 0
        ? String(cString: text)
        : String(decoding: UnsafeRawBufferPointer(start: pointer, count: field.length), as: UTF8.self)
    }
    guard value("GLIB_DOMAIN") == "Gdk", let message = value("MESSAGE") else { return false }
    return waylandLossLines.contains(where: message.hasPrefix) || message.contains("dispatching to Wayland display")
  }
}
