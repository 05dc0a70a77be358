import CAdwaita

/// A virtualized GtkListView or GtkGridView (a GtkListBase) of `count` items whose contents
/// live in Swift: what `ListView` and `GridView` share.
///
/// The list model holds one empty placeholder item per line or cell; only the items on screen
/// have widgets, made by `onSetup` and filled by `onBind` for whichever position they show as
/// the view scrolls.
///
/// The placeholders are made once: the view shows the first `count` of them through a slice,
/// so a new count (a search narrowing 12,500 families to 100, and back) costs no objects made
/// or freed, and items that stay keep their widgets. Items whose contents change while the
/// count stays are the caller's to bind again.
///
/// A view made to select (a `GridView`) keeps one item at most selected; nothing is selected
/// until the user or the caller selects an item. Other views (a `ListView`) select nothing:
/// with a selection, every keyboard move selects the focused item, and GTK 4.8 binds items
/// again (unbind, bind) as the selection changes: a page of them on Page Down.
public class ListBase: Widget {
  private let items: OpaquePointer
  private let slice: OpaquePointer
  /// The selection model the view shows: a GtkSingleSelection, or a GtkNoSelection.
  let selection: OpaquePointer
  private let factory: OpaquePointer
  /// How many placeholders `items` holds.
  private var capacity = 0
  /// How many items the view shows.
  public private(set) var count = 0

  /// Creates an empty view made by `makeView` from a selection model and an item factory
  /// (`gtk_list_view_new`, `gtk_grid_view_new`: both take over what they are given).
  ///
  /// With `selects`, the view's items can be selected, one at a time.
  init(
    selects: Bool, makeView: (_ selection: OpaquePointer, _ factory: OpaquePointer) -> UnsafeMutablePointer<GtkWidget>?
  ) {
    let items = created(gtk_string_list_new(nil))
    // The slice takes over a reference to the items; the handle keeps one of its own.
    g_object_ref(items.gpointer)
    let slice = created(gtk_slice_list_model_new(items.opaque, 0, 0))
    let selection: OpaquePointer
    if selects {
      selection = created(gtk_single_selection_new(slice.opaque))
      gtk_single_selection_set_autoselect(selection, 0)
      gtk_single_selection_set_can_unselect(selection, 1)
    } else {
      selection = created(gtk_no_selection_new(slice.opaque))
    }
    let factory = created(gtk_signal_list_item_factory_new())
    // The view takes over the selection (and so the slice) and the factory; the handle keeps
    // a reference of its own to the slice it resizes and to the selection it reads.
    g_object_ref(slice.gpointer)
    g_object_ref(selection.gpointer)
    self.items = items
    self.slice = slice
    self.selection = selection
    self.factory = factory
    super.init(retaining: created(makeView(selection, factory)))
  }

  /// Makes the view `count` items long: items are added or removed at the end (GTK binds the
  /// added ones; items that stay are not bound again).
  public func setCount(_ count: Int) {
    if count > capacity {
      let emptyString = UnsafeRawPointer(Self.empty.utf8Start).assumingMemoryBound(to: CChar.self)
      var strings = [UnsafePointer<CChar>?](repeating: emptyString, count: count - capacity)
      strings.append(nil)
      strings.withUnsafeMutableBufferPointer { buffer in
        gtk_string_list_splice(items, guint(capacity), 0, buffer.baseAddress)
      }
      capacity = count
    }
    gtk_slice_list_model_set_size(slice, guint(count))
    self.count = count
  }

  private static let empty: StaticString = ""

  /// Calls `handler` for each new list item: it makes the item's widget.
  public func onSetup(_ handler: @escaping (ListItem) -> Void) { connectFactory("setup", handler) }

  /// Calls `handler` when a list item is to show the item at its position.
  public func onBind(_ handler: @escaping (ListItem) -> Void) { connectFactory("bind", handler) }

  /// Whether the view's items stop selecting the line the pointer enters (`ListView` sets it:
  /// in single-click mode GTK 4.8 selects the hovered line).
  var stopsSelectingOnHover = false

  /// The data key that marks an item widget whose hover selection is stopped.
  private static let hoverSelectionStopped = "typecase-hover-selection-stopped"

  /// Disconnects the handler by which GTK's item widget around `item`'s row selects its line
  /// when the pointer enters it, once per item widget.
  ///
  /// GTK 4.8 lays the list out by hiding the rows that left the view; when the row under the
  /// pointer is hidden, GTK tells the row now under it that the pointer entered, and that row
  /// selects its line at once, in the middle of the layout. Moving the selection lets the list
  /// free the row it was hiding, and the layout then reads the freed row: the window crashed
  /// (SIGSEGV) after a jump (End, Home) or a fast wheel scroll with the pointer on the list. The
  /// hover selection shows nothing in a list that selects nothing; clicks and keys still
  /// activate and focus rows.
  private static func stopSelectingOnHover(_ item: ListItem) {
    guard let child = gtk_list_item_get_child(item.opaque), let itemWidget = gtk_widget_get_parent(child) else {
      return
    }
    let widgetObject = UnsafeMutableRawPointer(itemWidget).assumingMemoryBound(to: GObject.self)
    guard g_object_get_data(widgetObject, hoverSelectionStopped) == nil else { return }
    g_object_set_data(widgetObject, hoverSelectionStopped, UnsafeMutableRawPointer(itemWidget))
    guard let controllers = gtk_widget_observe_controllers(itemWidget) else { return }
    defer { g_object_unref(controllers.gpointer) }
    for index in 0..<g_list_model_get_n_items(controllers) {
      guard let controller = g_list_model_get_item(controllers, index) else { continue }
      defer { g_object_unref(controller) }
      guard controller.isInstance(of: gtk_event_controller_motion_get_type()) else { continue }
      g_signal_handlers_disconnect_matched(
        controller, G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, UnsafeMutableRawPointer(itemWidget))
    }
  }

  /// Calls `handler` when a list item stops showing an item, or is about to be destroyed.
  public func onUnbind(_ handler: @escaping (ListItem) -> Void) {
    connectFactory("unbind", handler)
    connectFactory("teardown", handler)
  }

  /// Calls `handler` with the list item each of the factory's `signal` emissions carries.
  private func connectFactory(_ signal: String, _ handler: @escaping (ListItem) -> Void) {
    Signal.connect(
      factory, signal,
      withPointer: { [weak self] item in
        guard let item else { return }
        let listItem = ListItem(borrowing: item)
        handler(listItem)
        if self?.stopsSelectingOnHover == true { Self.stopSelectingOnHover(listItem) }
      })
  }

  /// Calls `handler` with the position of the item the user activates.
  public func onActivate(_ handler: @escaping (Int) -> Void) {
    Signal.connect(self, "activate", withIndex: { handler(Int($0)) })
  }

  /// Activates the item at `position`, as a click or Enter on it does.
  public func activateItem(at position: Int) {
    gtk_widget_activate_action_variant(pointer, "list.activate-item", g_variant_new_uint32(guint32(position)))
  }

  /// Scrolls so the item at `position` is shown (its widget then exists).
  public func scroll(to position: Int) {
    gtk_widget_activate_action_variant(pointer, "list.scroll-to-item", g_variant_new_uint32(guint32(position)))
  }

  /// Scrolls `widget` (a shown row, or inside one) to the middle of the view when it ends less
  /// than `clearance` pixels above the view's lower edge, where a toast covers it; scrolled
  /// to by `scroll(to:)`, a row below the view stood at that edge.
  public func centerIfNearLowerEdge(_ widget: Widget, clearance: Double) {
    guard let adjustment = gtk_scrollable_get_vadjustment(opaque) else { return }
    var bounds = graphene_rect_t()
    // Relative to the list: 0 is the top of what shows.
    guard gtk_widget_compute_bounds(widget.pointer, pointer, &bounds) != 0 else { return }
    let page = gtk_adjustment_get_page_size(adjustment)
    let top = Double(bounds.origin.y)
    let height = Double(bounds.size.height)
    guard top + height > page - clearance else { return }
    let value = gtk_adjustment_get_value(adjustment) + top + height / 2 - page / 2
    gtk_adjustment_set_value(adjustment, value)
  }

  /// Scrolls to `offset` pixels from the top.
  ///
  /// Once the list has drawn its rows there, the row under the pointer is the one drawn hovered
  /// and the one the next click goes to: GTK 4.8 looks again at what lies under a pointer that
  /// did not move only when the whole window is laid out anew, and the row that had been under
  /// it stayed highlighted, rows away, and took the click.
  public func scroll(toOffset offset: Double) {
    guard let adjustment = gtk_scrollable_get_vadjustment(opaque) else { return }
    guard offset != gtk_adjustment_get_value(adjustment) else { return }
    gtk_adjustment_set_value(adjustment, offset)
    FrameCapture.afterEachPaint(of: self) { [weak self] in
      self?.lookAgainUnderPointer()
      return false
    }
  }

  /// The scroll offset and the height shown, in pixels (0, 0 before the first layout).
  public var visibleRange: (offset: Double, height: Double) {
    guard let adjustment = gtk_scrollable_get_vadjustment(opaque) else { return (0, 0) }
    return (gtk_adjustment_get_value(adjustment), gtk_adjustment_get_page_size(adjustment))
  }

  /// Calls `handler` whenever the view scrolls.
  public func onScroll(_ handler: @escaping () -> Void) {
    guard let adjustment = gtk_scrollable_get_vadjustment(opaque) else { return }
    Signal.connect(adjustment, "value-changed", handler)
  }

  deinit {
    g_object_unref(selection.gpointer)
    g_object_unref(slice.gpointer)
    g_object_unref(items.gpointer)
  }
}
