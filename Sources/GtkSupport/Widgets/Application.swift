import CAdwaita

/// An AdwApplication: the main loop, and the windows it keeps alive.
public final class Application: ObjectHandle {
  /// Creates an application named `id`; several instances may run at once.
  public init(id: String) {
    super.init(adopting: created(adw_application_new(id, G_APPLICATION_NON_UNIQUE)))
  }

  /// Calls `handler` when the application starts (open the window there).
  public func onActivate(_ handler: @escaping () -> Void) { Signal.connect(self, "activate", handler) }

  /// Runs the main loop until `quit`; the exit status.
  public func run() -> Int32 { g_application_run(cast(), 0, nil) }

  /// Starts the application and activates it without running the main loop (the caller
  /// iterates it: in-process window tests).
  public func startWithoutMainLoop() {
    g_application_register(cast(), nil, nil)
    g_application_activate(cast())
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

  /// Calls `handler` when the user asks to close the window; it returns whether it dealt with
  /// the request (true keeps the window).
  public func onCloseRequest(_ handler: @escaping () -> Bool) {
    Signal.connect(self, "close-request", returning: handler)
  }

  /// Calls `handler` whenever keyboard focus moves to another widget.
  public func onFocusChanged(_ handler: @escaping () -> Void) {
    Signal.connect(self, "notify::focus-widget", withPointer: { _ in handler() })
  }
}
