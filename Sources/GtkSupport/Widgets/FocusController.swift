import CAdwaita

/// A GtkEventControllerFocus: says when the keyboard focus comes into a widget (onto it or
/// one inside it) from outside, and when it leaves.
public final class FocusController: ObjectHandle {
  /// Creates a controller.
  public init() {
    super.init(retaining: created(gtk_event_controller_focus_new()))
  }

  var controllerPointer: OpaquePointer { opaque }

  /// Calls `handler` each time the focus leaves the widget and every widget inside it.
  public func onLeave(_ handler: @escaping () -> Void) {
    Signal.connect(self, "leave", handler)
  }
}

extension Widget {
  /// Adds a focus controller to the widget.
  public func add(_ controller: FocusController) {
    gtk_widget_add_controller(pointer, controller.controllerPointer)
  }
}
