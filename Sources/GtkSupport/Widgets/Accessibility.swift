import CAdwaita

/// What assistive technology (a screen reader, through AT-SPI) reads for a widget.
extension Widget {
  /// Sets the accessible name (label).
  public func setAccessibleLabel(_ label: String) { Accessible.setLabel(self, label) }

  /// Sets the accessible description, read after the name ("" for none).
  public func setAccessibleDescription(_ description: String) { Accessible.setDescription(self, description) }

  /// Hides a decorative widget (an icon beside text that says the same) from assistive
  /// technology.
  public func markDecorative() { typecase_accessible_set_hidden(accessible, 1) }

  /// Marks the widget as checked or unchecked; nil removes the state (not a choice).
  public func setAccessibleChecked(_ checked: Bool?) {
    if let checked {
      typecase_accessible_set_checked(accessible, checked ? 1 : 0)
    } else {
      typecase_accessible_reset_checked(accessible)
    }
  }
}

/// The accessible calls shared by widgets and the other accessibles (stack pages).
enum Accessible {
  /// Sets the accessible name of `object`, which must implement GtkAccessible.
  static func setLabel(_ object: some GPointer, _ label: String) {
    typecase_accessible_set_label(object.accessible, label)
  }

  /// Sets the accessible description of `object`, which must implement GtkAccessible.
  static func setDescription(_ object: some GPointer, _ description: String) {
    typecase_accessible_set_description(object.accessible, description)
  }

  /// Names `button` by its label alone, when it has one: GTK 4.8 names libadwaita 1.2's toast
  /// and dialog buttons after their label twice ("Undo Undo", "Close Close"), by the label
  /// property and the label child they are labelled by, which a screen reader reads out.
  static func nameByItsLabel(_ button: Widget) {
    guard let label = gtk_button_get_label(button.pointer.cast()), label.pointee != 0 else { return }
    setLabel(button, String(cString: label))
    gtk_accessible_reset_relation(button.accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY)
  }
}
