import CAdwaita

/// A GtkFileChooserNative that opens font files, or saves a file: the desktop portal's dialog
/// where there is one (Flatpak, GNOME), else GTK's own.
public final class FileChooserNative: ObjectHandle {
  /// A chooser of several files, over `parent`, with `title` and an accept button `accept`,
  /// showing font files (`patterns`, for example "*.ttf", and files of `mimeTypes`, for example
  /// "font/*", whatever their names) by default, or every file (`allFilesName`).
  public init(
    title: String, parent: Widget, accept: String, cancel: String, filterName: String, patterns: [String],
    mimeTypes: [String] = [], allFilesName: String
  ) {
    let chooser = created(
      gtk_file_chooser_native_new(
        title, UnsafeMutableRawPointer(parent.pointer).assumingMemoryBound(to: GtkWindow.self),
        GTK_FILE_CHOOSER_ACTION_OPEN, accept, cancel))
    super.init(adopting: chooser)
    gtk_file_chooser_set_select_multiple(opaque, 1)
    let filter = created(gtk_file_filter_new())
    gtk_file_filter_set_name(filter, filterName)
    for pattern in patterns { gtk_file_filter_add_pattern(filter, pattern) }
    for type in mimeTypes { gtk_file_filter_add_mime_type(filter, type) }
    gtk_file_chooser_add_filter(opaque, filter)
    let all = created(gtk_file_filter_new())
    // Named: without a name the choice was a blank line.
    gtk_file_filter_set_name(all, allFilesName)
    gtk_file_filter_add_pattern(all, "*")
    gtk_file_chooser_add_filter(opaque, all)
    g_object_unref(UnsafeMutableRawPointer(filter))
    g_object_unref(UnsafeMutableRawPointer(all))
  }

  /// A chooser of a file to save, over `parent`, starting with the name `suggestedName`;
  /// `filters` are offered as (name, patterns), the first chosen.
  public init(
    savingAs suggestedName: String, title: String, parent: Widget, accept: String, cancel: String,
    filters: [(name: String, patterns: [String])]
  ) {
    let chooser = created(
      gtk_file_chooser_native_new(
        title, UnsafeMutableRawPointer(parent.pointer).assumingMemoryBound(to: GtkWindow.self),
        GTK_FILE_CHOOSER_ACTION_SAVE, accept, cancel))
    super.init(adopting: chooser)
    gtk_file_chooser_set_current_name(opaque, suggestedName)
    for (name, patterns) in filters {
      let filter = created(gtk_file_filter_new())
      gtk_file_filter_set_name(filter, name)
      for pattern in patterns { gtk_file_filter_add_pattern(filter, pattern) }
      gtk_file_chooser_add_filter(opaque, filter)
      g_object_unref(UnsafeMutableRawPointer(filter))
    }
  }

  /// The folder the chooser opens in (a path); nil or a folder that is not there leaves GTK's
  /// choice (GTK 4.8's own dialog: the program's working folder).
  public func open(in folder: String?) {
    guard let folder, !folder.isEmpty, Self.isFolder(folder) else { return }
    let file = g_file_new_for_path(folder)
    defer { g_object_unref(UnsafeMutableRawPointer(file)) }
    var error: UnsafeMutablePointer<GError>?
    _ = gtk_file_chooser_set_current_folder(opaque, file, &error)
    if let error { g_error_free(error) }
  }

  /// A folder of the user's (`documents`, `downloads`) as the desktop names it, else the home
  /// folder: where a chooser opens before the user has chosen one.
  public static func userFolder(_ kind: UserFolder) -> String {
    let special = g_get_user_special_dir(kind == .documents ? G_USER_DIRECTORY_DOCUMENTS : G_USER_DIRECTORY_DOWNLOAD)
    if let special, isFolder(special) { return String(cString: special) }
    return String(cString: g_get_home_dir())
  }

  /// Whether `path` names a folder (or a link to one) that is there.
  private static func isFolder(_ path: UnsafePointer<CChar>) -> Bool {
    g_file_test(path, G_FILE_TEST_IS_DIR) != 0
  }

  /// The user's folders a chooser may open in.
  public enum UserFolder: Sendable {
    /// Where documents go (a specimen exported).
    case documents
    /// Where downloads go (font files to install, most often).
    case downloads
  }

  /// The position of the kind of file chosen among the filters given, nil when none is (read
  /// in the handler of `run`: GTK 4.8's chooser says it once the dialog has answered).
  public var chosenFilterIndex: Int? {
    guard let chosen = gtk_file_chooser_get_filter(opaque), let all = gtk_file_chooser_get_filters(opaque) else {
      return nil
    }
    defer { g_object_unref(UnsafeMutableRawPointer(all)) }
    for position in 0..<g_list_model_get_n_items(all) {
      guard let filter = g_list_model_get_item(all, position) else { continue }
      defer { g_object_unref(filter) }
      if OpaquePointer(filter) == chosen { return Int(position) }
    }
    return nil
  }

  /// Shows the chooser; `handler` gets the chosen files' paths (empty when cancelled).
  ///
  /// The chooser keeps itself alive until then, and goes, with GTK's own dialog window, as
  /// soon as the handler has run.
  ///
  /// Its going at once matters: GTK 4.8 keeps the closed dialog as a hidden window until the
  /// chooser goes, and answers a screen reader that asks for the application's window at an
  /// index past its shown ones with its last window, hidden or not: a hidden window has no
  /// accessible path, and the application crashes (SIGSEGV in g_variant_new).
  public func run(_ handler: @escaping ([String]) -> Void) {
    let this = self
    var response: UInt = 0
    response = Signal.connect(
      self, "response",
      withIndex: { [this] answer in
        let accepted = Int32(bitPattern: answer) == GTK_RESPONSE_ACCEPT.rawValue
        handler(accepted ? this.chosenPaths() : [])
        // This closure holds the chooser's last handle. Disconnected, it is let go once the
        // signal is over (GObject holds a closure while it runs, and the chooser while it
        // emits): the chooser goes then and destroys its dialog window, before the main loop
        // can answer anyone.
        Signal.disconnect(this, response)
      })
    gtk_native_dialog_show(UnsafeMutableRawPointer(gpointer).assumingMemoryBound(to: GtkNativeDialog.self))
  }

  /// The local paths of the chosen files.
  private func chosenPaths() -> [String] {
    guard let files = gtk_file_chooser_get_files(opaque) else { return [] }
    defer { g_object_unref(UnsafeMutableRawPointer(files)) }
    var paths: [String] = []
    for position in 0..<g_list_model_get_n_items(files) {
      guard let file = g_list_model_get_item(files, position) else { continue }
      defer { g_object_unref(file) }
      if let path = g_file_get_path(OpaquePointer(file)) {
        paths.append(String(cString: path))
        g_free(path)
      }
    }
    return paths
  }
}
