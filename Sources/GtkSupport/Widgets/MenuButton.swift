import CAdwaita

/// A GtkMenuButton showing an icon, which opens a menu of actions (the primary menu).
public final class MenuButton: Widget {
  /// Creates a button showing `iconName` ("open-menu-symbolic") that opens `menu`.
  public init(iconName: String, menu: Menu) {
    super.init(retaining: created(gtk_menu_button_new()))
    gtk_menu_button_set_icon_name(opaque, iconName)
    gtk_menu_button_set_menu_model(opaque, menu.cast())
    // Arrow keys and Enter on the focused button open the menu, as the primary menu should.
    gtk_menu_button_set_primary(opaque, 1)
  }

  /// Replaces the menu (its labels after the interface language changed).
  public func setMenu(_ menu: Menu) { gtk_menu_button_set_menu_model(opaque, menu.cast()) }

  /// Shows the menu (as a click does).
  public func popup() { gtk_menu_button_popup(opaque) }

  /// Hides the menu.
  public func popdown() { gtk_menu_button_popdown(opaque) }
}

/// A GMenu: the entries of a menu, each a label and the detailed action it activates.
public final class Menu: ObjectHandle {
  /// Creates a menu of `sections`, each a list of (label, action) drawn apart from the others.
  public init(sections: [[(label: String, action: String)]]) {
    super.init(adopting: created(g_menu_new()))
    for entries in sections {
      guard let section = g_menu_new() else { continue }
      for entry in entries { g_menu_append(section, entry.label, entry.action) }
      g_menu_append_section(opaque, nil, section.cast())
      g_object_unref(section.gpointer)
    }
  }
}
