import CAdwaita

/// Connects Swift closures to GObject signals.
///
/// Each closure is boxed, retained once, and handed to `g_signal_connect_data` with a
/// destroy-notify that releases it, so GLib frees the box when the handler or the object goes
/// away. Handlers must capture the widgets they belong to weakly.
enum Signal {
  /// Connects a handler of a signal with no arguments (`clicked`, `activate`, …).
  @discardableResult
  static func connect(_ instance: some GPointer, _ name: String, _ handler: @escaping () -> Void) -> UInt {
    let box = Unmanaged.passRetained(ClosureBox(handler)).toOpaque()
    let callback: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
      guard let data else { return }
      Unmanaged<ClosureBox<() -> Void>>.fromOpaque(data).takeUnretainedValue().value()
    }
    return connect(instance, name, unsafeBitCast(callback, to: GCallback.self), box)
  }

  /// Connects a handler whose one argument is an object or boxed pointer (`bind`, `notify::…`).
  @discardableResult
  static func connect(
    _ instance: some GPointer, _ name: String, withPointer handler: @escaping (OpaquePointer?) -> Void
  ) -> UInt {
    let box = Unmanaged.passRetained(ClosureBox(handler)).toOpaque()
    let callback: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
      guard let data else { return }
      Unmanaged<ClosureBox<(OpaquePointer?) -> Void>>.fromOpaque(data).takeUnretainedValue().value(
        argument.map(OpaquePointer.init))
    }
    return connect(
      instance, name, unsafeBitCast(callback, to: GCallback.self), box)
  }

  /// Connects a handler whose one argument is a C string (GdkDisplay's `setting-changed`).
  @discardableResult
  static func connect(
    _ instance: some GPointer, _ name: String, withString handler: @escaping (String?) -> Void
  ) -> UInt {
    let box = Unmanaged.passRetained(ClosureBox(handler)).toOpaque()
    let callback: @convention(c) (gpointer?, UnsafePointer<CChar>?, gpointer?) -> Void = { _, text, data in
      guard let data else { return }
      Unmanaged<ClosureBox<(String?) -> Void>>.fromOpaque(data).takeUnretainedValue().value(
        text.map(String.init(cString:)))
    }
    return connect(
      instance, name, unsafeBitCast(callback, to: GCallback.self), box)
  }

  /// Connects a handler whose one argument is an unsigned integer (GtkListView's `activate`).
  @discardableResult
  static func connect(
    _ instance: some GPointer, _ name: String, withIndex handler: @escaping (UInt32) -> Void
  ) -> UInt {
    let box = Unmanaged.passRetained(ClosureBox(handler)).toOpaque()
    let callback: @convention(c) (gpointer?, guint, gpointer?) -> Void = { _, index, data in
      guard let data else { return }
      Unmanaged<ClosureBox<(UInt32) -> Void>>.fromOpaque(data).takeUnretainedValue().value(index)
    }
    return connect(
      instance, name, unsafeBitCast(callback, to: GCallback.self), box)
  }

  /// Connects a GListModel `items-changed` handler (position, removed, added are not passed).
  @discardableResult
  static func connectItemsChanged(_ model: some GPointer, _ handler: @escaping () -> Void) -> UInt {
    let box = Unmanaged.passRetained(ClosureBox(handler)).toOpaque()
    let callback: @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void = { _, _, _, _, data in
      guard let data else { return }
      Unmanaged<ClosureBox<() -> Void>>.fromOpaque(data).takeUnretainedValue().value()
    }
    return connect(model, "items-changed", unsafeBitCast(callback, to: GCallback.self), box)
  }

  /// Connects a handler that answers whether it handled the signal (`close-request`).
  @discardableResult
  static func connect(
    _ instance: some GPointer, _ name: String, returning handler: @escaping () -> Bool
  ) -> UInt {
    let box = Unmanaged.passRetained(ClosureBox(handler)).toOpaque()
    let callback: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
      guard let data else { return 0 }
      return Unmanaged<ClosureBox<() -> Bool>>.fromOpaque(data).takeUnretainedValue().value() ? 1 : 0
    }
    return connect(instance, name, unsafeBitCast(callback, to: GCallback.self), box)
  }

  /// Connects a GtkEventControllerKey `key-pressed` handler: (keyval, keycode, modifiers) →
  /// handled.
  @discardableResult
  static func connectKeyPressed(
    _ controller: some GPointer, _ handler: @escaping (UInt32, UInt32, GdkModifierType) -> Bool
  ) -> UInt {
    let box = Unmanaged.passRetained(ClosureBox(handler)).toOpaque()
    let callback: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
      _, keyval, keycode, state, data in
      guard let data else { return 0 }
      return Unmanaged<ClosureBox<(UInt32, UInt32, GdkModifierType) -> Bool>>.fromOpaque(data).takeUnretainedValue()
        .value(keyval, keycode, state) ? 1 : 0
    }
    return connect(
      controller, "key-pressed", unsafeBitCast(callback, to: GCallback.self), box)
  }

  /// Connects a GtkEventControllerKey `key-released` handler: (keyval).
  @discardableResult
  static func connectKeyReleased(_ controller: some GPointer, _ handler: @escaping (UInt32) -> Void) -> UInt {
    let box = Unmanaged.passRetained(ClosureBox(handler)).toOpaque()
    let callback: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> Void = {
      _, keyval, _, _, data in
      guard let data else { return }
      Unmanaged<ClosureBox<(UInt32) -> Void>>.fromOpaque(data).takeUnretainedValue().value(keyval)
    }
    return connect(controller, "key-released", unsafeBitCast(callback, to: GCallback.self), box)
  }

  /// Connects a GtkEventControllerLegacy `event` handler: the event → whether it stops there.
  @discardableResult
  static func connectEvent(_ controller: some GPointer, _ handler: @escaping (OpaquePointer) -> Bool) -> UInt {
    let box = Unmanaged.passRetained(ClosureBox(handler)).toOpaque()
    let callback: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean = { _, event, data in
      guard let data, let event else { return 0 }
      return Unmanaged<ClosureBox<(OpaquePointer) -> Bool>>.fromOpaque(data).takeUnretainedValue().value(event) ? 1 : 0
    }
    return connect(controller, "event", unsafeBitCast(callback, to: GCallback.self), box)
  }

  /// Connects a GtkGestureClick's `pressed` or `released` handler (the number of presses and
  /// the point are not passed on).
  @discardableResult
  static func connectClick(_ gesture: some GPointer, _ signal: ClickSignal, _ handler: @escaping () -> Void) -> UInt {
    let box = Unmanaged.passRetained(ClosureBox(handler)).toOpaque()
    let callback: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = { _, _, _, _, data in
      guard let data else { return }
      Unmanaged<ClosureBox<() -> Void>>.fromOpaque(data).takeUnretainedValue().value()
    }
    return connect(gesture, signal.rawValue, unsafeBitCast(callback, to: GCallback.self), box)
  }

  /// The signals of a GtkGestureClick that `connectClick` connects.
  enum ClickSignal: String {
    /// The button went down.
    case pressed
    /// The button came up over the widget it went down on.
    case released
  }

  /// Connects a `query-tooltip` handler: (x, y, keyboard mode) → the tooltip's text, or nil
  /// for none there.
  @discardableResult
  static func connectQueryTooltip(
    _ widget: some GPointer, _ handler: @escaping (Int32, Int32, Bool) -> String?
  ) -> UInt {
    let box = Unmanaged.passRetained(ClosureBox(handler)).toOpaque()
    let callback:
      @convention(c) (
        gpointer?, gint, gint, gboolean, OpaquePointer?, gpointer?
      ) -> gboolean = { _, x, y, keyboardMode, tooltip, data in
        guard let data, let tooltip else { return 0 }
        let text = Unmanaged<ClosureBox<(Int32, Int32, Bool) -> String?>>.fromOpaque(data).takeUnretainedValue()
          .value(x, y, keyboardMode != 0)
        guard let text else { return 0 }
        gtk_tooltip_set_text(tooltip, text)
        return 1
      }
    return connect(widget, "query-tooltip", unsafeBitCast(callback, to: GCallback.self), box)
  }

  /// Connects a GtkEventControllerScroll `scroll` handler: (vertical delta, whether the delta
  /// counts wheel notches rather than pixels, the event's time in milliseconds) → handled.
  @discardableResult
  static func connectScroll(
    _ controller: some GPointer, _ handler: @escaping (Double, Bool, UInt32) -> Bool
  ) -> UInt {
    let box = Unmanaged.passRetained(ClosureBox(handler)).toOpaque()
    let callback: @convention(c) (OpaquePointer?, gdouble, gdouble, gpointer?) -> gboolean = {
      controller, _, dy, data in
      guard let data, let controller else { return 0 }
      let notches = gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_WHEEL
      let time = gtk_event_controller_get_current_event_time(controller)
      return Unmanaged<ClosureBox<(Double, Bool, UInt32) -> Bool>>.fromOpaque(data).takeUnretainedValue().value(
        dy, notches, time) ? 1 : 0
    }
    return connect(controller, "scroll", unsafeBitCast(callback, to: GCallback.self), box)
  }

  /// Disconnects a handler (its box is released by GLib).
  static func disconnect(_ instance: some GPointer, _ handler: UInt) {
    g_signal_handler_disconnect(instance.gpointer, gulong(handler))
  }

  private static func connect(
    _ instance: some GPointer, _ name: String, _ callback: GCallback, _ box: UnsafeMutableRawPointer
  ) -> UInt {
    let destroy: GClosureNotify = { data, _ in
      guard let data else { return }
      Unmanaged<AnyObject>.fromOpaque(data).release()
    }
    return UInt(g_signal_connect_data(instance.gpointer, name, callback, box, destroy, GConnectFlags(rawValue: 0)))
  }
}

/// A Swift value kept alive as GLib user data.
final class ClosureBox<Value> {
  let value: Value
  init(_ value: Value) { self.value = value }
}
