import CAdwaita
import GtkSupport
import TypecaseCore
import TypecaseUI

/// One page of the navigation stack: a screen drawn as one virtualized list view.
///
/// Only the rows on screen exist as widgets: the list model holds one placeholder item per
/// line, the Swift array `entries` holds the lines, and "bind" looks a line up by position.
final class ScreenPage {
  /// The route the page shows.
  let route: Route
  /// The page's top widget (what the stack holds).
  let root: UnsafeMutablePointer<GtkWidget>
  /// The list view (focus and keyboard go there).
  let listView: UnsafeMutablePointer<GtkWidget>
  /// The search entry of a searchable screen.
  private(set) var searchEntry: UnsafeMutablePointer<GtkWidget>?
  /// The search bar of a searchable screen.
  private(set) var searchBar: UnsafeMutablePointer<GtkWidget>?
  /// Called with a row's identifier when the user activates it.
  var onActivate: ((String) -> Void)?
  /// Called with a setting key and text when the user types in a text row.
  var onEdit: ((String, String) -> Void)?
  /// Called when the search text changes.
  var onSearch: ((String) -> Void)?
  /// Called when Tab (true) or Shift+Tab (false) leaves the list.
  var onTabOut: ((Bool) -> Void)?
  /// How many rows have been bound since the page was made (for the start-up report).
  private(set) var boundRowCount = 0

  /// The lines drawn, in list order.
  private(set) var entries: [ListEntry] = []
  /// The screen drawn.
  private(set) var screen: Screen
  /// The list position each line widget shows now (widgets are reused as the list scrolls).
  private var boundPositions: [UnsafeMutablePointer<GtkWidget>: Int] = [:]
  /// The list item each line widget is the child of.
  private var boundItems: [UnsafeMutablePointer<GtkWidget>: OpaquePointer] = [:]
  /// Line widgets drawn with the placeholder font map, waiting to scroll into view.
  private var placeholderRows: Set<UnsafeMutablePointer<GtkWidget>> = []
  /// Whether a line is being bound (its text field's "changed" is not the user typing).
  private var isBinding = false
  /// The row that last had keyboard focus, to return to when a search closes.
  private(set) var lastFocusedRowID: String?
  private let items: OpaquePointer
  private let selection: OpaquePointer
  private let emptyLabel: UnsafeMutablePointer<GtkWidget>
  private let listStack: UnsafeMutablePointer<GtkWidget>

  private let fontMaps: FamilyFontMaps

  init(screen: Screen, fontMaps: FamilyFontMaps) {
    self.fontMaps = fontMaps
    route = screen.route
    self.screen = screen
    items = created(gtk_string_list_new(nil))
    selection = created(gtk_single_selection_new(items.opaque))
    gtk_single_selection_set_autoselect(selection, 0)
    gtk_single_selection_set_can_unselect(selection, 1)
    let factory = created(gtk_signal_list_item_factory_new())
    listView = created(gtk_list_view_new(selection.opaque, factory))
    gtk_list_view_set_single_click_activate(listView.opaque, 1)
    gtk_widget_add_css_class(listView, screen.style == .grouped ? "typecase-grouped" : "navigation-sidebar")
    Accessibility.setLabel(listView, screen.title)

    let scrolled = created(gtk_scrolled_window_new())
    gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_widget_set_vexpand(scrolled, 1)
    if screen.style == .grouped {
      let clamp = created(adw_clamp_new())
      adw_clamp_set_maximum_size(clamp.opaque, 640)
      gtk_widget_set_margin_start(clamp, 12)
      gtk_widget_set_margin_end(clamp, 12)
      gtk_widget_set_margin_bottom(clamp, 24)
      gtk_widget_set_margin_top(clamp, 12)
      adw_clamp_set_child(clamp.opaque, listView)
      gtk_scrolled_window_set_child(scrolled.opaque, clamp)
    } else {
      gtk_scrolled_window_set_child(scrolled.opaque, listView)
    }

    emptyLabel = created(gtk_label_new(nil))
    gtk_widget_add_css_class(emptyLabel, "dim-label")
    // The message quotes the search, which may be long: it wraps (and is cut after a few
    // lines) instead of widening the window.
    gtk_label_set_wrap(emptyLabel.opaque, 1)
    gtk_label_set_wrap_mode(emptyLabel.opaque, PANGO_WRAP_WORD_CHAR)
    gtk_label_set_justify(emptyLabel.opaque, GTK_JUSTIFY_CENTER)
    gtk_label_set_ellipsize(emptyLabel.opaque, PANGO_ELLIPSIZE_END)
    gtk_label_set_lines(emptyLabel.opaque, 4)
    gtk_label_set_max_width_chars(emptyLabel.opaque, 40)
    gtk_widget_set_margin_start(emptyLabel, 24)
    gtk_widget_set_margin_end(emptyLabel, 24)
    listStack = created(gtk_stack_new())
    // Measure only the child shown: the empty-list message needs no font until it is shown.
    gtk_stack_set_hhomogeneous(listStack.opaque, 0)
    gtk_stack_set_vhomogeneous(listStack.opaque, 0)
    Accessibility.setLabel(gtk_stack_add_named(listStack.opaque, scrolled, "list"), screen.title)
    Accessibility.setLabel(gtk_stack_add_named(listStack.opaque, emptyLabel, "empty"), screen.title)

    root = created(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
    if screen.isSearchable {
      let entry = created(gtk_search_entry_new())
      let bar = created(gtk_search_bar_new())
      gtk_search_bar_set_child(bar.opaque, entry)
      gtk_search_bar_connect_entry(bar.opaque, entry.opaque)
      gtk_search_bar_set_show_close_button(bar.opaque, 0)
      gtk_widget_set_size_request(entry, 360, -1)
      gtk_box_append(root.cast(), bar)
      searchEntry = entry
      searchBar = bar
    }
    gtk_box_append(root.cast(), listStack)

    Signal.connect(
      factory, "setup",
      withPointer: { [weak self] item in
        guard let item else { return }
        let box = RowWidget.make()
        gtk_list_item_set_child(item, box)
        guard let field = RowWidget.parts(of: box)?.field else { return }
        Signal.connect(field, "changed") { [weak self] in self?.fieldChanged(in: box, field: field) }
      })
    Signal.connect(
      factory, "bind",
      withPointer: { [weak self] item in
        guard let self, let item, let child = gtk_list_item_get_child(item) else { return }
        self.bindLine(child, item: item, position: Int(gtk_list_item_get_position(item)))
        self.boundRowCount += 1
        self.scheduleRelayout()
      })
    // A line widget that shows no line any more (or is about to be destroyed) is forgotten, so
    // no pointer to a widget GTK may free is kept.
    for signal in ["unbind", "teardown"] {
      Signal.connect(
        factory, signal,
        withPointer: { [weak self] item in
          guard let self, let item, let child = gtk_list_item_get_child(item) else { return }
          self.forgetLine(child)
        })
    }
    Signal.connect(
      listView, "activate",
      withIndex: { [weak self] position in
        guard let self, Int(position) < self.entries.count, let row = self.entries[Int(position)].row else { return }
        self.onActivate?(row.id)
      })
    ScrollState.onScroll(of: listView) { [weak self] in self?.scheduleFontPass() }
    let listKeys = created(gtk_event_controller_key_new())
    gtk_event_controller_set_propagation_phase(listKeys, GTK_PHASE_CAPTURE)
    Signal.connectKeyPressed(listKeys) { [weak self] keyval, state in self?.handleListKey(keyval, state) ?? false }
    gtk_widget_add_controller(listView, listKeys)
    if let entry = searchEntry {
      Signal.connect(entry, "search-changed") { [weak self] in
        guard let self, let entry = self.searchEntry else { return }
        self.onSearch?(swiftString(gtk_editable_get_text(entry.opaque)))
      }
      Signal.connect(entry, "activate") { [weak self] in
        guard let self, let first = self.entries.lazy.compactMap(\.row).first else { return }
        self.onActivate?(first.id)
      }
      let keys = created(gtk_event_controller_key_new())
      Signal.connectKeyPressed(keys) { [weak self] keyval, _ in
        guard let self, keyval == UInt32(GDK_KEY_Down) else { return false }
        self.focusRow(at: 0)
        return true
      }
      gtk_widget_add_controller(entry, keys)
    }
    update(screen)
  }

  /// Draws `screen`, replacing the lines that changed (all of them, for a new filter).
  ///
  /// When only some lines changed (a checkmark moved, a setting's value, the preview), the
  /// widgets showing them are filled again in place, so focus, scrolling and a text field being
  /// typed in stay as they are; a different number of lines (a new search) replaces the list.
  func update(_ screen: Screen) {
    self.screen = screen
    // Set on each update, so a change of interface language reaches it too.
    if let entry = searchEntry { Accessibility.setLabel(entry, tr("Search font families")) }
    let newEntries = ListEntry.entries(of: screen)
    let oldEntries = entries
    guard newEntries != oldEntries else { return showEmptyMessage(for: screen) }
    entries = newEntries
    if newEntries.count == oldEntries.count {
      for (box, position) in boundPositions where position < newEntries.count {
        if newEntries[position] != oldEntries[position], let item = boundItems[box] {
          bindLine(box, item: item, position: position)
        }
      }
    } else {
      StringListModel.replace(items, removing: oldEntries.count, insertingPlaceholders: newEntries.count)
    }
    showEmptyMessage(for: screen)
  }

  private func showEmptyMessage(for screen: Screen) {
    let isEmpty = entries.isEmpty && screen.emptyText != nil
    gtk_label_set_text(emptyLabel.opaque, screen.emptyText ?? "")
    gtk_stack_set_visible_child_name(listStack.opaque, isEmpty ? "empty" : "list")
  }

  private func forgetLine(_ box: UnsafeMutablePointer<GtkWidget>) {
    boundPositions[box] = nil
    boundItems[box] = nil
    placeholderRows.remove(box)
  }

  /// Fills the line widget `box` (the child of list item `item`) with the line at `position`.
  private func bindLine(_ box: UnsafeMutablePointer<GtkWidget>, item: OpaquePointer, position: Int) {
    guard position < entries.count else { return }
    let entry = entries[position]
    isBinding = true
    let inOwnFont = entry.row?.font == nil || isLikelyVisible(position)
    RowWidget.bind(box, to: entry, style: screen.style, fontMaps: fontMaps, inOwnFont: inOwnFont)
    if inOwnFont {
      placeholderRows.remove(box)
    } else {
      placeholderRows.insert(box)
      scheduleFontPass()
    }
    isBinding = false
    gtk_list_item_set_activatable(item, entry.row?.action != nil ? 1 : 0)
    gtk_list_item_set_selectable(item, entry.row != nil ? 1 : 0)
    boundPositions[box] = position
    boundItems[box] = item
  }

  /// Whether list position `position` may be on screen (used while binding, before layout):
  /// rows are at least 44 (the rows' minimum height) and at most 200 pixels high, so a row
  /// whose earliest possible top is below the view, or whose latest possible bottom is above
  /// it, is certainly off screen.
  private func isLikelyVisible(_ position: Int) -> Bool {
    let (offset, height) = ScrollState.visibleRange(of: listView)
    let viewHeight = height > 0 ? height : 1600
    let earliestTop = Double(position) * 44
    let latestBottom = Double(position + 1) * 200
    return earliestTop <= offset + viewHeight && latestBottom >= offset
  }

  /// Whether any row on screen is still drawn in the placeholder font.
  var hasVisiblePlaceholderRows: Bool {
    placeholderRows.contains { ScrollState.isShown($0, in: listView) }
  }

  private var fontPassScheduled = false

  /// Draws the rows on screen in their own fonts once the list has laid them out.
  func scheduleFontPass() {
    guard !fontPassScheduled else { return }
    fontPassScheduled = true
    MainContext.later { [weak self] in
      self?.fontPassScheduled = false
      self?.drawVisibleRowsInOwnFonts()
    }
  }

  /// Draws the rows now on screen in their own fonts.
  func drawVisibleRowsInOwnFonts() {
    var changed = false
    for box in placeholderRows where ScrollState.isShown(box, in: listView) {
      guard let position = boundPositions[box], position < entries.count, let row = entries[position].row else {
        continue
      }
      RowWidget.drawInOwnFont(box, row: row, fontMaps: fontMaps)
      placeholderRows.remove(box)
      changed = true
    }
    if changed { scheduleRelayout() }
  }

  private var relayoutScheduled = false

  /// Lays the list out again after rows were bound or changed font.
  ///
  /// GTK 4.8's list view binds rows while it lays itself out; a row whose text, attributes or
  /// font map change then asks to be measured again, and the list does not come back to it:
  /// the row stays unallocated, drawn blank ("snapshot … without a current allocation"), until
  /// the next event. One more layout right after gives every row its place in the next frame.
  private func scheduleRelayout() {
    guard !relayoutScheduled else { return }
    relayoutScheduled = true
    MainContext.later { [weak self] in
      guard let self else { return }
      self.relayoutScheduled = false
      gtk_widget_queue_resize(self.listView)
    }
  }

  private func fieldChanged(in box: UnsafeMutablePointer<GtkWidget>, field: UnsafeMutablePointer<GtkWidget>) {
    guard !isBinding, let position = boundPositions[box], position < entries.count,
      case .editText(let key) = entries[position].row?.action
    else { return }
    onEdit?(key, WidgetInspection.text(ofEditable: field))
  }

  /// Notes that `widget` now has keyboard focus, remembering the row it is (or is in).
  func noteFocus(_ widget: UnsafeMutablePointer<GtkWidget>) {
    if let position = position(holding: widget), let row = entries[position].row { lastFocusedRowID = row.id }
  }

  /// The list position of the line that `widget` is, or is inside of.
  private func position(holding widget: UnsafeMutablePointer<GtkWidget>) -> Int? {
    var current: UnsafeMutablePointer<GtkWidget>? = widget
    while let candidate = current, candidate != listView {
      // A row's focus widget is the list item widget holding the line box.
      for box in [candidate, gtk_widget_get_first_child(candidate)] {
        if let box, let position = boundPositions[box], position < entries.count { return position }
      }
      current = gtk_widget_get_parent(candidate)
    }
    return nil
  }

  /// Keyboard inside the list: Up and Down go from row to row across section headings and
  /// into text fields; Tab leaves the list in one step (`onTabOut`), as GTK lists should.
  private func handleListKey(_ keyval: UInt32, _ state: GdkModifierType) -> Bool {
    let modifiers = state.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SHIFT_MASK.rawValue)
    guard let root = gtk_widget_get_root(listView), let focus = gtk_root_get_focus(root),
      let position = position(holding: focus)
    else { return false }
    switch Int32(keyval) {
    case GDK_KEY_Tab where modifiers == 0:
      // A text field further down the page comes next; past it, the list is left.
      if let field = entries.indices.first(where: { $0 > position && entries[$0].isTextField }) {
        focusRow(at: field)
        return true
      }
      onTabOut?(true)
      return true
    case GDK_KEY_ISO_Left_Tab, GDK_KEY_Tab:
      onTabOut?(false)
      return true
    case GDK_KEY_Down where modifiers == 0, GDK_KEY_Up where modifiers == 0:
      let step = Int32(keyval) == GDK_KEY_Down ? 1 : -1
      var next = position + step
      while entries.indices.contains(next) && entries[next].row == nil { next += step }
      guard entries.indices.contains(next) else {
        // Up from the first row goes to the search field, when it is open.
        if step < 0, isSearching, let entry = searchEntry { return gtk_widget_grab_focus(entry) != 0 }
        return true
      }
      focusRow(at: next)
      return true
    default:
      return false
    }
  }

  /// Whether the search bar is open.
  var isSearching: Bool { searchBar.map { gtk_search_bar_get_search_mode($0.opaque) != 0 } ?? false }

  /// The list position of the row `id`, if it is shown.
  func position(ofRow id: String) -> Int? {
    entries.firstIndex { $0.row?.id == id }
  }

  /// Puts keyboard focus on the row at list position `position` (or the first row after it),
  /// scrolling it into view; retried for a moment while the list has not drawn it yet.
  func focusRow(at position: Int) {
    guard let target = entries.indices.first(where: { $0 >= position && entries[$0].row != nil }) else {
      gtk_widget_grab_focus(listView)
      return
    }
    ListViewFocus.scroll(listView, to: target)
    // At once when the row is drawn already (arrow keys), else once the list has drawn it.
    guard !focusDrawnRow(at: target) else { return }
    var attempts = 0
    MainContext.every(milliseconds: 15) { [weak self] in
      guard let self else { return false }
      attempts += 1
      return !self.focusDrawnRow(at: target) && attempts < 40
    }
  }

  /// Focuses the row at `position` (its text field, for a text row) if a widget shows it now.
  private func focusDrawnRow(at position: Int) -> Bool {
    guard let box = boundPositions.first(where: { $0.value == position })?.key, position < entries.count else {
      return false
    }
    if entries[position].isTextField, let field = RowWidget.parts(of: box)?.field {
      return gtk_widget_grab_focus(field) != 0
    }
    return ListViewFocus.focusRow(holding: box)
  }
}
