import CAdwaita

/// A GtkGestureClick: presses of one mouse button on a widget.
public final class ClickGesture: ObjectHandle {
  /// The mouse's secondary button (the right one, for a context menu).
  public static let secondaryButton: UInt32 = 3
  /// The mouse's back button (the first side button: X button 8).
  public static let backButton: UInt32 = 8

  /// Creates a gesture for `button` (1 is the primary button); `beforeChildren` sees presses
  /// before the widget's children do (the capture phase).
  public init(button: UInt32, beforeChildren: Bool = false) {
    let gesture = created(gtk_gesture_click_new())
    super.init(retaining: gesture)
    gtk_gesture_single_set_button(opaque, button)
    if beforeChildren { gtk_event_controller_set_propagation_phase(opaque, GTK_PHASE_CAPTURE) }
  }

  var controllerPointer: OpaquePointer { opaque }

  /// Calls `handler` when the button is pressed.
  public func onPressed(_ handler: @escaping () -> Void) { Signal.connectClick(self, .pressed, handler) }

  /// Calls `handler` when the button is released over the widget after a press on it.
  public func onReleased(_ handler: @escaping () -> Void) { Signal.connectClick(self, .released, handler) }
}
