import CAdwaita

/// An AdwToastOverlay: shows short messages over its child.
public final class ToastOverlay: Widget {
  /// Creates an overlay over `child`.
  public init(child: Widget) {
    super.init(retaining: created(adw_toast_overlay_new()))
    adw_toast_overlay_set_child(opaque, child.pointer)
  }

  /// Shows `text` as a toast; the returned toast can be dismissed early.
  public func show(_ text: String) -> Toast {
    let toast = Toast(adopting: created(adw_toast_new(text)))
    adw_toast_overlay_add_toast(opaque, toast.opaque)
    // The overlay took the reference it holds; the handle keeps one of its own.
    g_object_ref(toast.gpointer)
    return toast
  }

  /// Shows `text` with a button (`button`, "Undo") that calls `action` when clicked; the toast
  /// stays `seconds` seconds.
  public func show(_ text: String, button: String, seconds: UInt32 = 8, action: @escaping () -> Void) -> Toast {
    let toast = Toast(adopting: created(adw_toast_new(text)))
    adw_toast_set_button_label(toast.opaque, button)
    adw_toast_set_timeout(toast.opaque, seconds)
    Signal.connect(toast, "button-clicked", action)
    adw_toast_overlay_add_toast(opaque, toast.opaque)
    g_object_ref(toast.gpointer)
    return toast
  }
}

/// An AdwToast shown by a `ToastOverlay`.
public final class Toast: ObjectHandle {
  /// Hides the toast now (nothing when it is gone already).
  public func dismiss() { adw_toast_dismiss(opaque) }
}
