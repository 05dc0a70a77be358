import CAdwaita

/// A GtkMenuButton: a button that opens a menu (a `Menu`) in a popover below it.
public final class MenuButton: Widget {
  /// Creates a menu button showing the icon `iconName` (and `label`, when given, beside it).
  public init(iconName: String, label: String? = nil) {
    super.init(retaining: created(gtk_menu_button_new()))
    gtk_menu_button_set_icon_name(opaque, iconName)
    if let label {
      gtk_menu_button_set_label(opaque, label)
      gtk_menu_button_set_always_show_arrow(opaque, 0)
    }
  }

  /// Creates a button showing `iconName` ("open-menu-symbolic") that opens `menu` and is the
  /// window's primary menu (F10 opens it; arrow keys and Enter on the button too).
  public convenience init(iconName: String, menu: Menu) {
    self.init(iconName: iconName)
    // Set directly: an initializer's own assignments do not run `didSet`.
    gtk_menu_button_set_menu_model(opaque, menu.cast(to: GMenuModel.self))
    self.menu = menu
    gtk_menu_button_set_primary(opaque, 1)
  }

  /// Names the button for assistive technology, and the toggle button inside it, which is
  /// what takes the focus: named on the outside alone, a screen reader kept reading the inner
  /// button's first name ("Filters" with two filters on).
  public func setAccessibleName(_ label: String) {
    setAccessibleLabel(label)
    for child in children where child.cssName == "button" {
      typecase_accessible_set_own_label(child.accessible, label)
    }
  }

  /// The tooltip, which is also the description of the toggle button inside, the one that
  /// takes the focus: GTK described it by the tooltip it had first and said nothing when it
  /// changed, so a screen reader kept the old one (in the language before a switch).
  public override var tooltip: String? {
    didSet {
      guard tooltip != oldValue else { return }
      for child in children where child.cssName == "button" {
        typecase_accessible_set_own_description(child.accessible, tooltip ?? "")
      }
    }
  }

  /// Replaces the menu (its labels after the interface language changed).
  public func setMenu(_ menu: Menu) { self.menu = menu }

  /// The menu the button opens; its entries activate actions of an `ActionGroup` inserted on
  /// the button or a widget above it.
  public var menu: Menu? {
    didSet {
      gtk_menu_button_set_menu_model(opaque, menu.map { $0.cast(to: GMenuModel.self) })
      // GTK makes a new popover for each menu: the handlers and the name follow.
      for handler in closedHandlers { connectClosed(handler) }
      nameMenu()
    }
  }

  /// What a screen reader reads for the open menu (GTK 4.8 names it "GtkPopoverMenu").
  public var menuAccessibleLabel: String? {
    didSet { nameMenu() }
  }

  private func nameMenu() {
    guard let menuAccessibleLabel, let popover = gtk_menu_button_get_popover(opaque) else { return }
    typecase_accessible_set_label(OpaquePointer(popover), menuAccessibleLabel)
  }

  /// What `onClosed` was given.
  private var closedHandlers: [() -> Void] = []

  /// Whether the button's menu is open.
  public var isOpen: Bool { gtk_widget_get_visible(gtk_menu_button_get_popover(opaque)?.widget) != 0 }

  /// Opens the menu (as a click would), with keyboard focus in it.
  public func popup() { gtk_menu_button_popup(opaque) }

  /// Calls `handler` each time the menu closes (an entry chosen, Escape, a click elsewhere).
  public func onClosed(_ handler: @escaping () -> Void) {
    closedHandlers.append(handler)
    connectClosed(handler)
  }

  private func connectClosed(_ handler: @escaping () -> Void) {
    guard let popover = gtk_menu_button_get_popover(opaque) else { return }
    Signal.connect(popover, "closed", handler)
  }
}

/// A GMenu: the entries of a menu, each a label and the action (with a string target) it
/// activates.
public final class Menu: ObjectHandle {
  /// An empty menu.
  public init() { super.init(adopting: created(g_menu_new())) }

  /// A menu of `sections`, each a list of (label, detailed action) drawn apart from the others.
  public convenience init(sections: [[(label: String, action: String)]]) {
    self.init()
    for entries in sections {
      guard let section = g_menu_new() else { continue }
      for entry in entries { g_menu_append(section, entry.label, entry.action) }
      g_menu_append_section(opaque, nil, section.cast())
      g_object_unref(section.gpointer)
    }
  }

  /// Adds an entry labelled `label` that activates `action` ("row.copy") with `target`.
  public func append(_ label: String, action: String, target: String) {
    let item = created(g_menu_item_new(label, nil))
    g_menu_item_set_action_and_target_value(item, action, g_variant_new_string(target))
    g_menu_append_item(opaque, item)
    g_object_unref(item.gpointer)
  }

  /// The labels of the entries, in order (for tests and assistive checks).
  public var labels: [String] {
    (0..<g_menu_model_get_n_items(cast(to: GMenuModel.self))).map { position in
      guard let value = g_menu_model_get_item_attribute_value(cast(to: GMenuModel.self), position, "label", nil) else {
        return ""
      }
      defer { g_variant_unref(value) }
      return swiftString(g_variant_get_string(value, nil))
    }
  }
}

/// A GSimpleActionGroup: actions that menus and buttons below the widget it is inserted on
/// activate by name ("PREFIX.NAME").
public final class ActionGroup: ObjectHandle {
  /// An empty group.
  public init() { super.init(adopting: created(g_simple_action_group_new())) }

  /// Adds the action `name`, which takes a string (a menu entry's target) and calls `handler`
  /// with it.
  public func addAction(_ name: String, handler: @escaping (String) -> Void) {
    let type = created(g_variant_type_new("s"))
    defer { g_variant_type_free(type) }
    let action = created(g_simple_action_new(name, type))
    Signal.connect(action, "activate") { (parameter: OpaquePointer?) in
      guard let parameter else { return }
      handler(swiftString(g_variant_get_string(parameter, nil)))
    }
    g_action_map_add_action(opaque, action.opaque)
    g_object_unref(action.gpointer)
  }

  /// Activates the action `name` with `target`, as a menu entry would.
  public func activate(_ name: String, target: String) {
    g_action_group_activate_action(opaque, name, g_variant_new_string(target))
  }
}

extension Widget {
  /// Makes `group`'s actions reachable from this widget and those inside it as
  /// "PREFIX.NAME".
  public func insertActionGroup(_ group: ActionGroup, prefix: String) {
    gtk_widget_insert_action_group(pointer, prefix, group.opaque)
  }
}
