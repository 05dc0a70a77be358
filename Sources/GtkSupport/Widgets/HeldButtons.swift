import CAdwaita

/// The mouse buttons held down over a window, to tell the motions GTK makes up from real ones.
///
/// After widgets move (rows filled again, a page laid out anew), GTK 4.8 makes up a motion
/// event, stamped with no time, carrying the buttons the X server holds down at that moment. A
/// click whose release the server had but GTK had not read yet came with no button down: the
/// gestures under the pointer took it for the button let go and dropped the press, and the
/// click did nothing (a right-click on a row as the fonts came in opened no menu; a button
/// clicked then would not act either). Such a motion is kept from the window's widgets. A real
/// motion without the button ends the press: its release went elsewhere (to a menu opened on
/// the press).
struct HeldButtons {
  /// The buttons held, as GDK's modifier masks (`GDK_BUTTON1_MASK` for button 1, …).
  private(set) var mask: UInt32 = 0

  /// GDK's modifier mask for `button` (0 for buttons past the fifth, which have none).
  static func mask(of button: UInt32) -> UInt32 {
    (1...5).contains(button) ? 1 << (7 + button) : 0
  }

  /// Notes `button` going down.
  mutating func notePress(of button: UInt32) {
    mask |= Self.mask(of: button)
  }

  /// Notes `button` coming up.
  mutating func noteRelease(of button: UInt32) {
    mask &= ~Self.mask(of: button)
  }

  /// Whether a motion with the modifier state `state` goes on to the window's widgets;
  /// `isMadeUp`: GTK made it up (it has no time).
  mutating func passesMotion(withState state: UInt32, isMadeUp: Bool) -> Bool {
    let missing = mask & ~state
    guard missing != 0 else { return true }
    if isMadeUp { return false }
    mask &= state
    return true
  }
}

extension ApplicationWindow {
  /// Keeps the motions GTK makes up without a button still held from the window's widgets
  /// (see `HeldButtons`), so that no click on them is lost.
  public func keepMadeUpMotionsFromClicks() {
    guard let controller = gtk_event_controller_legacy_new() else { return }
    // Before any widget of the window sees the event: the capture phase runs from the window down.
    gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
    var held = HeldButtons()
    Signal.connectEvent(controller) { event in
      switch gdk_event_get_event_type(event) {
      case GDK_BUTTON_PRESS: held.notePress(of: gdk_button_event_get_button(event))
      case GDK_BUTTON_RELEASE: held.noteRelease(of: gdk_button_event_get_button(event))
      // Another surface took the pointer (a popover opened on the press): its release goes there.
      case GDK_GRAB_BROKEN: held = HeldButtons()
      case GDK_MOTION_NOTIFY:
        let isMadeUp = gdk_event_get_time(event) == UInt32(GDK_CURRENT_TIME)
        return !held.passesMotion(withState: gdk_event_get_modifier_state(event).rawValue, isMadeUp: isMadeUp)
      default: break
      }
      return false
    }
    gtk_widget_add_controller(pointer, controller)
  }
}
