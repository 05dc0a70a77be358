import CAdwaita

/// "Show in Files": a file shown selected in the desktop's file manager.
///
/// Asks the file manager over D-Bus (org.freedesktop.FileManager1.ShowItems, which Nautilus,
/// Dolphin, Nemo, Caja and Thunar answer). Both calls return at once and report later, on the
/// main loop, whether they worked, so a caller can fall back from one to the other.
public enum FileManagerItem {
  /// How long the file manager may take to answer, in milliseconds: D-Bus may start it first.
  static let timeoutMilliseconds: Int32 = 15_000

  /// Asks the file manager to show the file at `path` selected in its folder; `completion`
  /// gets nil once it agreed, else why not (no file manager on the session bus, say).
  public static func show(path: String, completion: @escaping (_ failure: String?) -> Void) {
    let uri: String
    switch fileURI(path) {
    case .success(let text): uri = text
    case .failure(let failure):
      MainContext.later { completion(failure.message) }
      return
    }
    let request = ShowItemsRequest(uri: uri, completion: completion)
    g_bus_get(
      G_BUS_TYPE_SESSION, nil,
      { _, result, data in
        guard let data else { return }
        let request = Unmanaged<ShowItemsRequest>.fromOpaque(data).takeRetainedValue()
        var error: UnsafeMutablePointer<GError>?
        guard let connection = g_bus_get_finish(result, &error) else {
          return request.completion(FileManagerItem.message(of: error, otherwise: "no session bus"))
        }
        defer { g_object_unref(connection.gpointer) }
        request.call(on: connection)
      }, Unmanaged.passRetained(request).toOpaque())
  }

  /// Opens the folder holding `path` with the desktop's default application for folders (the
  /// fallback when `show` failed), over the window of `widget` if given; `completion` gets nil
  /// once it was opened, else why not.
  public static func openFolder(
    containing path: String, from widget: Widget? = nil, completion: @escaping (_ failure: String?) -> Void
  ) {
    let folder = g_path_get_dirname(path)
    defer { g_free(folder) }
    switch fileURI(swiftString(folder)) {
    case .success(let uri): open(uri: uri, from: widget, completion: completion)
    case .failure(let failure): MainContext.later { completion(failure.message) }
    }
  }

  /// Opens `uri` with the desktop's default application for it (gtk_show_uri).
  static func open(uri: String, from widget: Widget?, completion: @escaping (_ failure: String?) -> Void) {
    let window = widget.flatMap { gtk_widget_get_root($0.pointer) }.map { UnsafeMutablePointer<GtkWindow>($0.opaque) }
    let box = Unmanaged.passRetained(ClosureBox(completion)).toOpaque()
    gtk_show_uri_full(
      window, uri, guint32(GDK_CURRENT_TIME), nil,
      { source, result, data in
        guard let data else { return }
        let completion = Unmanaged<ClosureBox<(String?) -> Void>>.fromOpaque(data).takeRetainedValue().value
        var error: UnsafeMutablePointer<GError>?
        let window = source.map { UnsafeMutablePointer<GtkWindow>(OpaquePointer($0)) }
        let opened = gtk_show_uri_full_finish(window, result, &error) != 0
        completion(opened ? nil : FileManagerItem.message(of: error, otherwise: "the folder could not be opened"))
      }, box)
  }

  /// A path's file:// URI, its characters escaped as URIs need ("a b" → "a%20b").
  static func fileURI(_ path: String) -> Result<String, Failure> {
    var error: UnsafeMutablePointer<GError>?
    guard let uri = g_filename_to_uri(path, nil, &error) else {
      return .failure(Failure(message: message(of: error, otherwise: "not an absolute path: \(path)")))
    }
    defer { g_free(uri) }
    return .success(String(cString: uri))
  }

  /// Why a step failed.
  struct Failure: Error {
    /// GLib's message.
    let message: String
  }

  /// The message of `error` (which is freed), or `fallback` when there is none.
  static func message(of error: UnsafeMutablePointer<GError>?, otherwise fallback: String) -> String {
    guard let error else { return fallback }
    defer { g_error_free(error) }
    return swiftString(error.pointee.message)
  }
}

/// One ShowItems call under way: the file's URI and who waits for the answer.
private final class ShowItemsRequest {
  /// The file:// URI of the file to show.
  let uri: String
  /// Called with nil once the file manager agreed, else why not.
  let completion: (String?) -> Void

  /// A request to show `uri`, answered through `completion`.
  init(uri: String, completion: @escaping (String?) -> Void) {
    self.uri = uri
    self.completion = completion
  }

  /// Sends ShowItems(["file:///…"], "") to the file manager on `connection`.
  func call(on connection: OpaquePointer) {
    let parameters = uri.withCString { uri in
      var uris: [UnsafePointer<CChar>?] = [uri, nil]
      var children: [OpaquePointer?] = [g_variant_new_strv(&uris, 1), g_variant_new_string("")]
      // The tuple consumes its floating children, and the call its floating tuple.
      return g_variant_new_tuple(&children, 2)
    }
    g_dbus_connection_call(
      connection, "org.freedesktop.FileManager1", "/org/freedesktop/FileManager1", "org.freedesktop.FileManager1",
      "ShowItems", parameters, nil, G_DBUS_CALL_FLAGS_NONE, FileManagerItem.timeoutMilliseconds, nil,
      { source, result, data in
        guard let data else { return }
        let request = Unmanaged<ShowItemsRequest>.fromOpaque(data).takeRetainedValue()
        var error: UnsafeMutablePointer<GError>?
        let reply = source.flatMap { g_dbus_connection_call_finish(OpaquePointer($0), result, &error) }
        guard let reply else {
          return request.completion(FileManagerItem.message(of: error, otherwise: "the file manager did not answer"))
        }
        g_variant_unref(reply)
        request.completion(nil)
      }, Unmanaged.passRetained(self).toOpaque())
  }
}
