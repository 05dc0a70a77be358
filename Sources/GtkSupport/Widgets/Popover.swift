import CAdwaita

/// A GtkPopover holding any widget, for a `MenuButton` to open (the filters).
public final class Popover: Widget {
  /// Creates a popover showing `child`.
  public init(child: Widget) {
    super.init(retaining: created(gtk_popover_new()))
    gtk_popover_set_child(cast(), child.pointer)
  }

  /// Creates an empty popover (its child comes later, `setChild`).
  public init() {
    super.init(retaining: created(gtk_popover_new()))
  }

  /// Shows `child` in the popover.
  public func setChild(_ child: Widget) { gtk_popover_set_child(cast(), child.pointer) }

  /// Calls `handler` each time the popover is shown, once GTK has shown it (mapped, and focus
  /// given to its first control: a child set by `handler` takes focus with `focusFirstInside`).
  public func onShow(_ handler: @escaping () -> Void) { Signal.connect(self, "show", handler) }

  /// Calls `handler` when the popover closes.
  public func onClosed(_ handler: @escaping () -> Void) { Signal.connect(self, "closed", handler) }
}

extension MenuButton {
  /// Makes the button open `popover` (instead of a menu).
  public func setPopover(_ popover: Popover) { gtk_menu_button_set_popover(opaque, popover.pointer) }
}

/// A GtkCheckButton: a check box with a label (one filter that is on or off).
public final class CheckButton: Widget {
  /// Creates a check box labelled `label`, unchecked.
  public init(label: String) {
    super.init(retaining: created(gtk_check_button_new_with_label(label)))
  }

  /// Whether it is checked.
  public var isActive: Bool {
    get { gtk_check_button_get_active(cast()) != 0 }
    set { gtk_check_button_set_active(cast(), newValue ? 1 : 0) }
  }

  /// The label.
  public var label: String {
    get { swiftString(gtk_check_button_get_label(cast())) }
    set { gtk_check_button_set_label(cast(), newValue) }
  }

  /// Calls `handler` with the new state whenever it is checked or unchecked.
  public func onToggled(_ handler: @escaping (Bool) -> Void) {
    let check: UnsafeMutablePointer<GtkCheckButton> = cast()
    Signal.connect(self, "toggled") { handler(gtk_check_button_get_active(check) != 0) }
  }
}
