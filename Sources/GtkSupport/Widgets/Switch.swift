import CAdwaita

/// A GtkSwitch: an on/off control (an OpenType feature turned on or off).
///
/// A switch shows no text of its own that names it, so it is made with the accessible name a
/// screen reader reads for it.
public final class Switch: Widget {
  /// Creates a switch, off, named `accessibleLabel` for assistive technology.
  public init(accessibleLabel: String) {
    super.init(retaining: created(gtk_switch_new()))
    setAccessibleLabel(accessibleLabel)
  }

  /// Whether the switch is on.
  public var isActive: Bool {
    get { gtk_switch_get_active(opaque) != 0 }
    set { gtk_switch_set_active(opaque, newValue ? 1 : 0) }
  }

  /// Calls `handler` with the new state whenever the switch turns on or off: toggled by the
  /// user, or set.
  public func onToggled(_ handler: @escaping (Bool) -> Void) {
    let toggle = opaque
    Signal.connect(self, "notify::active", withPointer: { _ in handler(gtk_switch_get_active(toggle) != 0) })
  }
}
