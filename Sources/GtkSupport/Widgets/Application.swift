import CAdwaita

/// An AdwApplication: the main loop, the windows it keeps alive, its actions, and (when unique)
/// the one instance a second launch hands over to.
public final class Application: ObjectHandle {
  /// Creates an application named `id` (reverse-DNS); a `unique` one registers the name on the
  /// session bus, and a second launch finds the first (see `isRemote`), else several run at once.
  public init(id: String, unique: Bool = false) {
    let flags = unique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE
    super.init(adopting: created(adw_application_new(id, flags)))
  }

  /// Names the program to the desktop, once for the process, before GTK starts: `name` is the
  /// program's name (its X window class, which the desktop file's StartupWMClass names, and
  /// what assistive technologies read) and its application name; `iconName` the icon windows
  /// show on X11, where no desktop file is consulted.
  ///
  /// Both were "typecase-window", the executable's name, and windows had no icon.
  public static func identify(name: String, iconName: String) {
    guard g_get_prgname().map({ String(cString: $0) }) != name else { return }
    g_set_prgname(name)
    g_set_application_name(name)
    gtk_window_set_default_icon_name(iconName)
  }

  /// Calls `handler` when the application starts, and again when a second launch asks it to
  /// show itself (open or present the window there).
  public func onActivate(_ handler: @escaping () -> Void) { Signal.connect(self, "activate", handler) }

  /// Runs the main loop until `quit`; the exit status.
  public func run() -> Int32 { g_application_run(cast(), 0, nil) }

  /// Registers the application (on the session bus when unique); false when that failed.
  @discardableResult
  public func register() -> Bool { g_application_register(cast(), nil, nil) != 0 }

  /// Whether another process holds the application's name: this launch is a second one, and
  /// `activate` / `activateAction` reach the first.
  public var isRemote: Bool { g_application_get_is_remote(cast()) != 0 }

  /// Emits "activate": here, or in the first instance when this one is remote.
  public func activate() { g_application_activate(cast()) }

  /// Activates the application action `name` ("open-page") with a string parameter: here, or in
  /// the first instance when this one is remote.
  public func activateAction(_ name: String, parameter: String) {
    g_action_group_activate_action(opaque, name, g_variant_new_string(parameter))
  }

  /// Waits until what was sent to the first instance has left this process.
  public func flush() {
    guard let connection = g_application_get_dbus_connection(cast()) else { return }
    g_dbus_connection_flush_sync(connection, nil, nil)
  }

  /// Starts the application and activates it without running the main loop (the caller
  /// iterates it: in-process window tests).
  public func startWithoutMainLoop() {
    g_application_register(cast(), nil, nil)
    g_application_activate(cast())
  }

  /// Adds the action "app.NAME", which calls `handler`.
  public func addAction(_ name: String, _ handler: @escaping () -> Void) {
    let action = created(g_simple_action_new(name, nil))
    Signal.connect(action, "activate", withPointer: { _ in handler() })
    g_action_map_add_action(opaque, action.opaque)
    g_object_unref(action.gpointer)
  }

  /// Adds the action "app.NAME" that takes a string, which calls `handler` with it.
  public func addAction(_ name: String, takingText handler: @escaping (String) -> Void) {
    let type = g_variant_type_new("s")
    // The action keeps a copy of the type.
    defer { g_variant_type_free(type) }
    let action = created(g_simple_action_new(name, type))
    Signal.connect(
      action, "activate",
      withPointer: { parameter in
        guard let parameter else { return }
        handler(String(cString: g_variant_get_string(parameter, nil)))
      })
    g_action_map_add_action(opaque, action.opaque)
    g_object_unref(action.gpointer)
  }

  /// Sets the keyboard shortcuts of a detailed action name ("win.show-help-overlay"), in GTK's
  /// accelerator syntax ("<Control>question").
  public func setShortcuts(_ accelerators: [String], forAction action: String) {
    var strings: [UnsafeMutablePointer<CChar>?] = accelerators.map { strdup($0) }
    strings.append(nil)
    defer { strings.forEach { free($0) } }
    strings.withUnsafeBufferPointer { buffer in
      buffer.baseAddress?.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
        gtk_application_set_accels_for_action(cast(), action, $0)
      }
    }
  }

  /// Ends the main loop.
  public func quit() { g_application_quit(cast()) }
}

/// An AdwApplicationWindow.
public final class ApplicationWindow: Widget {
  /// Creates a window of `application`, `width` × `height` pixels at first.
  public init(application: Application, title: String, width: Int, height: Int) {
    super.init(retaining: created(adw_application_window_new(application.cast())))
    gtk_window_set_default_size(cast(), Int32(width), Int32(height))
    gtk_window_set_title(cast(), title)
  }

  /// Shows `content` as everything inside the window.
  public func setContent(_ content: Widget) { adw_application_window_set_content(cast(), content.pointer) }

  /// Shows the window and brings it to the front.
  public func present() { gtk_window_present(cast()) }

  /// Closes the window for good.
  public func destroy() { gtk_window_destroy(cast()) }

  /// The widget with keyboard focus.
  public var focusWidget: Widget? { .retaining(gtk_window_get_focus(cast())) }

  /// Takes the keyboard focus from every widget (until one grabs it).
  public func clearFocus() { gtk_window_set_focus(cast(), nil) }

  /// Whether the focus is shown (a focus ring): the keyboard moved it last, not the pointer.
  ///
  /// GTK hides it again when the pointer moves or clicks.
  public var isFocusVisible: Bool {
    get { gtk_window_get_focus_visible(cast()) != 0 }
    set { gtk_window_set_focus_visible(cast(), newValue ? 1 : 0) }
  }

  /// The size the window has when not maximized, in pixels (GTK keeps it up to date as the
  /// user resizes the window).
  public var defaultSize: (width: Int, height: Int) {
    get {
      var width: Int32 = 0
      var height: Int32 = 0
      gtk_window_get_default_size(cast(), &width, &height)
      return (Int(width), Int(height))
    }
    set { gtk_window_set_default_size(cast(), Int32(newValue.width), Int32(newValue.height)) }
  }

  /// Whether the window is maximized; setting it asks the window manager to (un)maximize.
  public var isMaximized: Bool {
    get { gtk_window_is_maximized(cast()) != 0 }
    set { newValue ? gtk_window_maximize(cast()) : gtk_window_unmaximize(cast()) }
  }

  /// Gives the window a "win.show-help-overlay" action that makes a shortcuts window with
  /// `make` and shows it over the window, each time it is activated; closed, it is destroyed.
  ///
  /// Not GTK's own help overlay, which is hidden when closed and kept: GTK 4.8 crashes when a
  /// screen reader asks for a window while the application's last window is a hidden one (see
  /// `FileChooserNative.run`). A shortcuts window is a few hundred widgets, about 1 MB, that
  /// most sessions never open.
  public func setShortcutsWindow(madeBy make: @escaping () -> ShortcutsWindow) {
    let action = created(g_simple_action_new("show-help-overlay", nil))
    Signal.connect(
      action, "activate",
      withPointer: { [weak self] _ in
        guard let self else { return }
        make().present(over: self)
      })
    g_action_map_add_action(opaque, action.opaque)
    g_object_unref(action.gpointer)
  }

  /// Calls `handler` when the user asks to close the window; it returns whether it dealt with
  /// the request (true keeps the window).
  public func onCloseRequest(_ handler: @escaping () -> Bool) {
    Signal.connect(self, "close-request", returning: handler)
  }

  /// Calls `handler` when the window's width changes: the user resizing it (GTK keeps the
  /// default width as the window's own), maximizing it or making it its own size again (which
  /// leave the default width as it is: the back button stayed a bare chevron in a maximized
  /// window made narrow before).
  public func onWidthChanged(_ handler: @escaping () -> Void) {
    Signal.connect(self, "notify::default-width", withPointer: { _ in handler() })
    Signal.connect(self, "notify::maximized", withPointer: { _ in handler() })
  }

  /// Calls `handler` whenever keyboard focus moves to another widget.
  public func onFocusChanged(_ handler: @escaping () -> Void) {
    Signal.connect(self, "notify::focus-widget", withPointer: { _ in handler() })
  }
}
