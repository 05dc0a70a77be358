import CAdwaita

/// A GtkDropDown over a list of strings: a button that opens a list to choose one of them
/// (the character grid's Unicode block).
public final class DropDown: Widget {
  /// Creates a drop-down offering `items`, the first chosen, named `accessibleLabel`.
  public init(items: [String], accessibleLabel: String) {
    super.init(retaining: created(gtk_drop_down_new(nil, nil)))
    setItems(items)
    // Set in the initializer, `label` calls no observer: both names are given here.
    label = accessibleLabel
    setAccessibleLabel(accessibleLabel)
    nameButton()
    // Not through `self`: a page need not keep this handle, and a handle gone with the
    // drop-down still shown left the button undescribed (see `onSelectionChanged`).
    let widget = pointer
    let names = names
    Signal.connect(
      self, "notify::selected",
      withPointer: { _ in Self.describeButton(of: Widget(retaining: widget), names: names.values) })
    nameListItems()
    // A search that left the open list empty took the focus with it: once the list closed,
    // the window had none, and every key went nowhere until a click.
    if let popup = children.first(where: { $0.isA(gtk_popover_get_type()) }) {
      Signal.connect(popup, "closed") {
        MainContext.later { Self.takeFocusBack(Widget(retaining: widget)) }
      }
    }
  }

  /// Gives the drop-down's button the keyboard focus when its window has none left to show
  /// (its focus went with the list just closed).
  private static func takeFocusBack(_ dropDown: Widget) {
    guard gtk_widget_get_mapped(dropDown.pointer) != 0, let root = gtk_widget_get_root(dropDown.pointer) else { return }
    if let focus = gtk_root_get_focus(root), gtk_widget_get_mapped(focus) != 0 { return }
    let button = dropDown.children.first { $0.isA(gtk_toggle_button_get_type()) }
    (button ?? dropDown).grabFocus()
  }

  /// Names each line of the open list by its text, as GTK's own factory fills it.
  ///
  /// GTK 4.8 leaves the list items of a drop-down's popup without names: a screen reader read
  /// "list item" for every weight, width or language. The default factory's `bind` runs first;
  /// this handler then names the item's widget after the string it shows (the list may be
  /// filtered by a search, so the string is read from the item, not from `items`).
  private func nameListItems() {
    guard let factory = gtk_drop_down_get_factory(dropDown) else { return }
    let names = names
    Signal.connect(
      factory, "bind",
      withPointer: { item in
        guard let item, let child = gtk_list_item_get_child(item), let itemWidget = gtk_widget_get_parent(child),
          let object = gtk_list_item_get_item(item),
          let text = gtk_string_object_get_string(OpaquePointer(object))
        else { return }
        let position = Int(gtk_list_item_get_position(item))
        Accessible.setLabel(
          itemWidget, position < names.values.count ? names.values[position] : String(cString: text))
      })
  }

  /// The items' accessible names, by position, where their text says too little ("Alternate 2
  /// of 5" for "2"); empty: their text.
  ///
  /// Set before the list first opens (its lines are named as they are made).
  public var itemNames: [String] {
    get { names.values }
    set {
      names.values = newValue
      describeButton()
    }
  }

  /// The items' accessible names, shared with the signal handlers (which keep no handle).
  private let names = ItemNames()

  /// A list of names, one per item, that the handlers read as they run.
  private final class ItemNames: @unchecked Sendable {
    var values: [String] = []
  }

  private var dropDown: OpaquePointer { opaque }

  /// What the drop-down chooses ("Weight"): its accessible name, and its button's.
  ///
  /// Keyboard focus goes to the button inside GTK 4.8's drop-down, which GTK names after its
  /// type: a screen reader said "GtkToggleButton". The button is named too, and described by
  /// the item chosen ("Weight, button, Any weight").
  public var label: String = "" {
    didSet {
      setAccessibleLabel(label)
      nameButton()
    }
  }

  /// The button that opens the list (a GtkToggleButton child of GTK 4.8's drop-down).
  private var button: Widget? {
    children.first { $0.isA(gtk_toggle_button_get_type()) }
  }

  /// Gives the button the drop-down's name and the item chosen as its description, and the
  /// open list and its search field the drop-down's name: GTK 4.8 left them to be read as
  /// "GtkListView" and "GtkSearchEntry".
  private func nameButton() {
    guard let button else { return }
    Accessible.setLabel(button, label)
    describeButton()
    guard let popup = children.first(where: { $0.isA(gtk_popover_get_type()) }) else { return }
    for widget in popup.descendants
    where widget.isA(gtk_list_view_get_type()) || widget.isA(gtk_search_entry_get_type()) {
      Accessible.setLabel(widget, label)
    }
  }

  /// What the button's description says after the item chosen ("7 of 380": what choosing
  /// left), read when the focus is on it; empty: the item alone.
  ///
  /// A choice is said by the item alone until the note is set again (GTK tells of a new
  /// choice before the note can follow it).
  public var note: String = "" {
    didSet {
      if note != oldValue { describeButton() }
    }
  }

  /// What goes between the item chosen and the note: the interface language's list
  /// separator (", ", Japanese "、").
  public var noteSeparator = ", "

  /// Describes the button by the item chosen, and the note.
  private func describeButton() {
    Self.describeButton(of: self, names: names.values, note: note, separator: noteSeparator)
  }

  /// Describes the button of the GtkDropDown `dropDown` by the item chosen (read from GTK;
  /// its name among `names`, if it has one), and `note` after it (`separator` between).
  private static func describeButton(
    of dropDown: Widget, names: [String] = [], note: String = "", separator: String = ", "
  ) {
    guard let button = dropDown.children.first(where: { $0.isA(gtk_toggle_button_get_type()) }) else { return }
    let chosen = gtk_drop_down_get_selected_item(dropDown.opaque).flatMap {
      gtk_string_object_get_string(OpaquePointer($0))
    }
    let position = Int(gtk_drop_down_get_selected(dropDown.opaque))
    let item = position < names.count ? names[position] : chosen.map { String(cString: $0) } ?? ""
    Accessible.setDescription(button, note.isEmpty ? item : item.isEmpty ? note : item + separator + note)
  }

  /// What the list offers now.
  public private(set) var items: [String] = []

  /// Replaces what the list offers (the choice goes back to the first item); the same items
  /// again change nothing.
  ///
  /// A new model while the user picks from the list (its "activate" still running) makes GTK
  /// 4.8 pick again, with each pick redrawn: the window stopped answering.
  public func setItems(_ items: [String]) {
    guard items != self.items || gtk_drop_down_get_model(dropDown) == nil else { return }
    self.items = items
    let list = gtk_string_list_new(nil)
    for item in items { gtk_string_list_append(list, item) }
    // The drop-down takes its own reference to the model.
    gtk_drop_down_set_model(dropDown, list)
    if let list { g_object_unref(UnsafeMutableRawPointer(list)) }
    describeButton()
    matchSearchAnywhere()
  }

  /// The position of the item chosen; nil when none is.
  public var selected: Int? {
    get { Self.selected(of: dropDown) }
    set { gtk_drop_down_set_selected(dropDown, newValue.map { UInt32($0) } ?? UInt32.max) }
  }

  /// The position chosen in the GtkDropDown `dropDown`; nil for GTK_INVALID_LIST_POSITION.
  private static func selected(of dropDown: OpaquePointer) -> Int? {
    let position = gtk_drop_down_get_selected(dropDown)
    return position == UInt32.max ? nil : Int(position)
  }

  /// Calls `handler` with the new choice when it changes (by the user or by `selected`).
  ///
  /// The choice is read from the GtkDropDown, not through this handle: the face page kept no
  /// handle of its block chooser, which then reported every choice as none (the grid never
  /// showed the block chosen).
  public func onSelectionChanged(_ handler: @escaping (Int?) -> Void) {
    let dropDown = opaque
    // "notify::" handlers take the GParamSpec before the user data.
    Signal.connect(
      self, "notify::selected",
      withPointer: { _ in handler(Self.selected(of: dropDown)) })
  }

  /// Whether the list can be searched by typing (for long lists).
  ///
  /// GTK filters the list only through the drop-down's expression, which reads the text to
  /// search from each item: without one the search field showed and filtered nothing.
  public var isSearchable: Bool {
    get { gtk_drop_down_get_enable_search(dropDown) != 0 }
    set {
      if newValue && gtk_drop_down_get_expression(dropDown) == nil,
        let expression = gtk_property_expression_new(gtk_string_object_get_type(), nil, "string")
      {
        // The drop-down takes its own reference.
        gtk_drop_down_set_expression(dropDown, expression)
        gtk_expression_unref(expression)
      }
      gtk_drop_down_set_enable_search(dropDown, newValue ? 1 : 0)
      if newValue {
        captureTypingForSearch()
        matchSearchAnywhere()
      }
    }
  }

  /// Makes the open list's search find its text anywhere in an item: "nese" finds Japanese
  /// and Chinese, "Extended" every Latin Extended block.
  ///
  /// GTK 4.8 matches only the start of each item, so a search for a word inside a name found
  /// nothing. GTK makes a new filter with every new list of items; this is done again each
  /// time (the filter is reached through the open list: list view, selection, filter model).
  private func matchSearchAnywhere() {
    guard gtk_drop_down_get_enable_search(dropDown) != 0,
      let popup = children.first(where: { $0.isA(gtk_popover_get_type()) }),
      let list = popup.descendants.first(where: { $0.isA(gtk_list_view_get_type()) }),
      let selection = gtk_list_view_get_model(list.opaque),
      selection.isInstance(of: gtk_single_selection_get_type()),
      let filtered = gtk_single_selection_get_model(selection),
      filtered.isInstance(of: gtk_filter_list_model_get_type()),
      let filter = gtk_filter_list_model_get_filter(filtered),
      filter.isInstance(of: gtk_string_filter_get_type())
    else { return }
    gtk_string_filter_set_match_mode(OpaquePointer(filter), GTK_STRING_FILTER_MATCH_MODE_SUBSTRING)
  }

  /// Sends what is typed anywhere in the open list to its search field: GTK 4.8 opens the list
  /// with the focus on its lines, where typing went nowhere.
  private func captureTypingForSearch() {
    guard let popup = children.first(where: { $0.isA(gtk_popover_get_type()) }),
      let entry = popup.descendants.first(where: { $0.isA(gtk_search_entry_get_type()) })
    else { return }
    gtk_search_entry_set_key_capture_widget(OpaquePointer(entry.pointer), popup.pointer)
  }
}
