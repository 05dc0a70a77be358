import CAdwaita

/// A GtkButton.
public class Button: Widget {
  /// Creates a button showing the icon `iconName`, or nothing until a child is set.
  public convenience init(iconName: String? = nil) {
    self.init(retaining: created(gtk_button_new()))
    if let iconName { showIcon(iconName) }
  }

  /// Shows the icon `name`, the button named by its own label alone: GTK says the button is
  /// labelled by the icon, an image with no name of its own, and Orca read every such button
  /// as "GtkImage Search push button".
  func showIcon(_ name: String) {
    gtk_button_set_icon_name(cast(), name)
    gtk_accessible_reset_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY)
  }

  /// Creates a button showing the text `label` ("Show in Files").
  public convenience init(label: String) {
    self.init(retaining: created(gtk_button_new_with_label(label)))
  }

  /// Creates a button whose style node is named `cssName` rather than "button": drawn by the
  /// style rules for that name alone, none of the theme's hundreds of rules for buttons, which
  /// GTK matches against every button whose style it computes.
  public convenience init(cssName: String) {
    self.init(retaining: created(typecase_widget_new_with_css_name(gtk_button_get_type(), cssName)))
  }

  /// The text the button shows; nil when it shows an icon or another child.
  public var label: String? {
    get { gtk_button_get_label(cast()).map { String(cString: $0) } }
    set { gtk_button_set_label(cast(), newValue) }
  }

  /// Shows `child` (a box of icon and label, say) inside the button.
  public func setChild(_ child: Widget) { gtk_button_set_child(cast(), child.pointer) }

  /// The icon the button shows (a star that fills when on).
  public var iconName: String? {
    get { gtk_button_get_icon_name(cast()).map { String(cString: $0) } }
    set {
      // Setting the same icon again would still make GTK look it up and lay the button out.
      guard newValue != iconName else { return }
      showIcon(newValue ?? "")
    }
  }

  /// Calls `handler` when the button is clicked (mouse, keyboard or assistive technology).
  public func onClicked(_ handler: @escaping () -> Void) { Signal.connect(self, "clicked", handler) }
}

/// A GtkToggleButton: a button that stays pressed in until clicked again.
public final class ToggleButton: Button {
  /// Creates a toggle button whose style node is named `cssName` (see `Button.init(cssName:)`).
  public convenience init(cssName: String) {
    self.init(retaining: created(typecase_widget_new_with_css_name(gtk_toggle_button_get_type(), cssName)))
  }

  /// Creates a toggle button showing the icon `iconName`.
  public convenience init(iconName: String) {
    self.init(retaining: created(gtk_toggle_button_new()))
    showIcon(iconName)
  }

  /// Creates a toggle button showing the text `label` (a named instance: "Bold").
  public convenience init(label: String) {
    self.init(retaining: created(gtk_toggle_button_new_with_label(label)))
  }

  /// Whether the button is pressed in (read as "pressed" by assistive technology).
  public var isActive: Bool {
    get { gtk_toggle_button_get_active(cast()) != 0 }
    set { gtk_toggle_button_set_active(cast(), newValue ? 1 : 0) }
  }
}
