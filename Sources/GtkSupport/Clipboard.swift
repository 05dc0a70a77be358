import CAdwaita

/// The clipboard of the default display: copying a character or a name, reading it back.
public enum Clipboard {
  /// Puts `text` on the clipboard (for pasting in any application while this one runs).
  public static func copy(_ text: String) {
    guard let clipboard = defaultClipboard else { return }
    gdk_clipboard_set_text(clipboard, text)
  }

  /// Reads the clipboard's text and calls `completion` with it on the main loop (nil: the
  /// clipboard holds no text, or it could not be read).
  public static func readText(_ completion: @escaping (String?) -> Void) {
    guard let clipboard = defaultClipboard else {
      MainContext.later { completion(nil) }
      return
    }
    let box = Unmanaged.passRetained(ClosureBox(completion)).toOpaque()
    gdk_clipboard_read_text_async(
      clipboard, nil,
      { source, result, data in
        guard let data else { return }
        let completion = Unmanaged<ClosureBox<(String?) -> Void>>.fromOpaque(data).takeRetainedValue().value
        var error: UnsafeMutablePointer<GError>?
        let text = source.flatMap { gdk_clipboard_read_text_finish(OpaquePointer($0), result, &error) }
        if let error { g_error_free(error) }
        defer { g_free(text) }
        completion(text.map { String(cString: $0) })
      }, box)
  }

  /// The clipboard of the default display (nil before GTK has a display).
  private static var defaultClipboard: OpaquePointer? {
    gdk_display_get_default().flatMap { gdk_display_get_clipboard($0) }
  }
}
