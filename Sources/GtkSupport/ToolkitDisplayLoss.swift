import CAdwaita
import Glibc

/// Says why the window vanished when its X display's connection breaks.
///
/// GTK 4 ends the process with status 1 and no word when the X server stops or the connection
/// to it breaks (an ssh -X session dropped, Xvfb or Xwayland gone): its handler of Xlib's fatal
/// I/O errors writes only a debug message. A Wayland display's loss GTK says itself.
public enum ToolkitDisplayLoss {
  /// The line written on standard error when the connection breaks, kept for the process.
  nonisolated(unsafe) private static var line: UnsafeMutablePointer<CChar>?

  /// The signature of Xlib's fatal I/O error handler (`int (*)(Display *)`).
  private typealias IOErrorHandler = @convention(c) (OpaquePointer?) -> Int32

  /// The signature of `XSetIOErrorHandler`.
  private typealias SetIOErrorHandler = @convention(c) (IOErrorHandler?) -> IOErrorHandler?

  /// Writes `message(name)` (name: the display's) as a line on standard error, then ends the
  /// process with status 1, when the connection to the X display breaks.
  ///
  /// After the display is open (GTK sets its own handler when it opens one); nothing happens
  /// when Xlib is not loaded (a GTK without X11).
  public static func sayOnLoss(_ message: (String) -> String) {
    guard let display = gdk_display_get_default(),
      let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "XSetIOErrorHandler")
    else { return }
    let name = gdk_display_get_name(display).map { String(cString: $0) } ?? ""
    free(line)
    line = strdup(message(name) + "\n")
    let setHandler = unsafeBitCast(symbol, to: SetIOErrorHandler.self)
    _ = setHandler { _ in
      if let line = ToolkitDisplayLoss.line { _ = write(2, line, strlen(line)) }
      // As GTK's own handler: no exit handlers, run on a connection that is gone.
      _exit(1)
    }
  }
}
