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
  ///
  /// Also when GTK lost the press on the way. After moving widgets (rows filled again, a page
  /// laid out anew), GTK 4.8 makes up a motion event with the buttons the X server holds down
  /// at that moment; a click whose release the server had but GTK had not read yet came with no
  /// button down, GTK took it for the button let go, dropped the press, and the release then came
  /// "unpaired": a right-click on a row as the fonts came in opened no menu.
  public func onReleased(_ handler: @escaping () -> Void) {
    let press = OpenPress()
    Signal.connectClick(self, .pressed) { press.isOpen = true }
    Signal.connectClick(self, .released) {
      press.isOpen = false
      handler()
    }
    let button = gtk_gesture_single_get_button(opaque)
    Signal.connectUnpairedRelease(self) { released, isInside in
      guard press.isOpen, button == 0 || released == button else { return }
      press.isOpen = false
      if isInside { handler() }
    }
  }
}

/// Whether a gesture's button went down and has not come up yet (shared by its handlers: the
/// gesture's Swift object may go before the gesture does).
private final class OpenPress {
  var isOpen = false
}
