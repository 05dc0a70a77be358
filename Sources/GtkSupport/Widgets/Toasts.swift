import CAdwaita
import Dispatch

/// An AdwToastOverlay: shows short messages over its child.
public final class ToastOverlay: Widget {
  /// The overlay's children (its child and the toasts drawn), watched for toasts coming in.
  ///
  /// GTK keeps such a list up to date at some cost to adding and removing the widget's
  /// children: here its content, set once, and a toast now and then.
  private let shownChildren: OpaquePointer

  /// Creates an overlay over `child`.
  public init(child: Widget) {
    let overlay = created(adw_toast_overlay_new())
    shownChildren = gtk_widget_observe_children(overlay)
    super.init(retaining: overlay)
    adw_toast_overlay_set_child(opaque, child.pointer)
    // libadwaita draws a toast again when a newer one goes: each toast drawn is named anew.
    Signal.connectItemsChanged(shownChildren) { [weak self] in
      self?.noteDrawnToasts()
      self?.nameToastButtons()
      self?.reportWhetherToastsAreDrawn()
    }
    // Escape that nothing inside took (a toast's buttons included) comes to the overlay, whose
    // own binding dismisses the toast shown at once: while it comes in, the window crashed (see
    // `showingMilliseconds`). Then Escape stops here, before that binding (GTK runs the
    // controllers added last first), and the toast stays.
    let escapeKeys = KeyController()
    escapeKeys.onKeyPressed { [weak self] key, modifiers in
      key == .escape && modifiers.isEmpty && self?.isToastComingIn == true
    }
    add(escapeKeys)
  }

  deinit { g_object_unref(shownChildren.gpointer) }

  /// Called with true when a toast comes to be drawn over the content, and with false once
  /// the last has gone (taken out, not merely dismissed: it is drawn while it slides away).
  public var onToastsDrawnChanged: ((Bool) -> Void)?

  /// Whether a toast was drawn when `onToastsDrawnChanged` was last called.
  private var isToastDrawn = false

  /// Calls `onToastsDrawnChanged` when toasts came to be drawn, or all have gone.
  private func reportWhetherToastsAreDrawn() {
    let content = adw_toast_overlay_get_child(opaque)
    let drawn = children.contains { $0.pointer != content }
    guard drawn != isToastDrawn else { return }
    isToastDrawn = drawn
    onToastsDrawnChanged?(drawn)
  }

  /// What screen readers call each toast's close button (in the interface language).
  public var closeButtonLabel = "Close"

  /// Shows `text` as a toast; the returned toast can be dismissed early.
  ///
  /// `atOnce`: before the toast shown, which comes back after it (libadwaita's high priority),
  /// else after it.
  public func show(_ text: String, atOnce: Bool = false) -> Toast {
    let toast = Toast(adopting: created(adw_toast_new(Self.markup(text))))
    if atOnce { adw_toast_set_priority(toast.opaque, ADW_TOAST_PRIORITY_HIGH) }
    return add(toast)
  }

  /// `text` as Pango markup that shows it as it is: libadwaita 1.2 reads every toast's title
  /// as markup, and a name with "&" or "<" ("Black & White.ttf") gave an empty toast.
  static func markup(_ text: String) -> String {
    guard let escaped = g_markup_escape_text(text, -1) else { return text }
    defer { g_free(escaped) }
    return String(cString: escaped)
  }

  /// Shows `text` with a button (`button`, "Undo") that calls `action` when clicked; the toast
  /// stays `seconds` seconds (`atOnce`: as `show(_:atOnce:)` says).
  public func show(
    _ text: String, button: String, seconds: UInt32 = 8, atOnce: Bool = false, action: @escaping () -> Void
  ) -> Toast {
    let toast = Toast(adopting: created(adw_toast_new(Self.markup(text))))
    if atOnce { adw_toast_set_priority(toast.opaque, ADW_TOAST_PRIORITY_HIGH) }
    adw_toast_set_button_label(toast.opaque, button)
    adw_toast_set_timeout(toast.opaque, seconds)
    // Once: the button takes clicks while the toast slides away, and a double-click on Undo
    // undid twice (the second said the files it had just restored could not be restored).
    var isClicked = false
    Signal.connect(toast, "button-clicked") {
      guard !isClicked else { return }
      isClicked = true
      action()
    }
    return add(toast)
  }

  /// Shows `toast` (its button named when it is drawn, see `nameToastButtons`); returns it.
  private func add(_ toast: Toast) -> Toast {
    adw_toast_overlay_add_toast(opaque, toast.opaque)
    // The overlay took the reference it holds; the handle keeps one of its own.
    g_object_ref(toast.gpointer)
    toast.overlay = self
    return toast
  }

  /// When each toast drawn was first drawn (`DispatchTime` nanoseconds), by its address.
  private var drawnSince: [UnsafeMutableRawPointer: UInt64] = [:]

  /// How long libadwaita 1.2 takes to bring a toast in when it replaces another, in
  /// milliseconds (REPLACE_DURATION), and a frame more (longer in tests that need time to act
  /// while a toast comes in).
  var comingInMilliseconds: UInt64 = 500 + 50

  /// How many milliseconds `toast` is still being brought in (0: it is not, or it is not drawn).
  ///
  /// libadwaita 1.2 frees a toast dismissed while it comes in once it has gone out (300 ms),
  /// but the coming in (500 ms, replacing another toast) goes on and then reads the freed
  /// toast: the window crashed (SIGSEGV) when a message replaced one shown a moment before,
  /// as when Undo restored fonts while another program changed them.
  func showingMilliseconds(left toast: Toast) -> UInt32 {
    guard let since = drawnSince[toast.address] else { return 0 }
    let shown = (DispatchTime.now().uptimeNanoseconds &- since) / 1_000_000
    return shown < comingInMilliseconds ? UInt32(comingInMilliseconds - shown) : 0
  }

  /// Whether a toast drawn is still being brought in (see `showingMilliseconds(left:)`).
  var isToastComingIn: Bool {
    let now = DispatchTime.now().uptimeNanoseconds
    return drawnSince.values.contains { (now &- $0) / 1_000_000 < comingInMilliseconds }
  }

  /// Notes when each toast now drawn was first drawn, and forgets those no longer drawn.
  private func noteDrawnToasts() {
    let content = adw_toast_overlay_get_child(opaque)
    let now = DispatchTime.now().uptimeNanoseconds
    var drawn: [UnsafeMutableRawPointer: UInt64] = [:]
    for widget in children where widget.pointer != content {
      guard let toast = ObjectProperty.objectAddress(of: widget, "toast") else { continue }
      drawn[toast] = drawnSince[toast] ?? now
    }
    drawnSince = drawn
  }

  /// Puts keyboard focus on the newest toast's first button ("Undo"), when a toast with one is
  /// shown; whether it did.
  ///
  /// GTK's own Tab order never reached it from a list whose Tab leads elsewhere.
  public func focusToast() -> Bool {
    let content = adw_toast_overlay_get_child(opaque)
    for toast in children.reversed() where toast.pointer != content && toast.isVisible {
      // Its labelled button: a toast without one has a close button (×) alone, which Tab
      // passes by for the header bar.
      for widget in toast.descendants where widget.isA(gtk_button_get_type()) && widget.isVisible {
        guard let label = gtk_button_get_label(widget.pointer.cast()), label.pointee != 0 else { continue }
        if widget.grabFocus() { return true }
      }
    }
    return false
  }

  /// Names the button of each toast shown by its label alone (see `Accessible.nameByItsLabel`),
  /// and describes it by the toast's message: GTK 4.8 does not read a toast out, and Tab to
  /// "Undo" said only "Undo", not what it undoes.
  private func nameToastButtons() {
    let content = adw_toast_overlay_get_child(opaque)
    // The toasts are the overlay's children besides its content.
    for toast in children where toast.pointer != content {
      let message = Self.message(of: toast)
      for widget in [toast] + toast.descendants where widget.isA(gtk_button_get_type()) {
        // The close button shows an icon only: it was read as "GtkImage".
        if let icon = gtk_button_get_icon_name(widget.pointer.cast()), String(cString: icon) == "window-close-symbolic"
        {
          Accessible.setLabel(widget, closeButtonLabel)
          continue
        }
        // A toast without a button has one hidden, labelled "", which keeps no name.
        Accessible.nameByItsLabel(widget)
        if let message, let label = gtk_button_get_label(widget.pointer.cast()), label.pointee != 0 {
          Accessible.setDescription(widget, message)
        }
      }
    }
  }

  /// The message a toast widget shows: the text of its first label outside its buttons.
  private static func message(of toast: Widget) -> String? {
    for widget in toast.descendants where widget.isA(gtk_label_get_type()) {
      guard gtk_widget_get_ancestor(widget.pointer, gtk_button_get_type()) == nil,
        let text = gtk_label_get_text(widget.opaque).map({ String(cString: $0) }), !text.isEmpty
      else { continue }
      return text
    }
    return nil
  }
}

/// An AdwToast shown by a `ToastOverlay`.
public final class Toast: ObjectHandle {
  /// The overlay that shows the toast.
  weak var overlay: ToastOverlay?

  /// Hides the toast now, or once it has come in when it is coming in (nothing when it is gone
  /// already): see `ToastOverlay.showingMilliseconds(left:)`.
  public func dismiss() {
    let wait = overlay?.showingMilliseconds(left: self) ?? 0
    guard wait > 0 else { return adw_toast_dismiss(opaque) }
    MainContext.after(milliseconds: wait) { adw_toast_dismiss(self.opaque) }
  }

  /// Calls `action` when the toast goes: its time is up, it is closed, or it is dismissed.
  public func onDismissed(_ action: @escaping () -> Void) { Signal.connect(self, "dismissed", action) }
}
