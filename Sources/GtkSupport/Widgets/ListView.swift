import CAdwaita

/// A virtualized GtkListView of `count` lines whose contents live in Swift.
///
/// The list model holds one empty placeholder item per line; only the lines on screen have row
/// widgets, made by `onSetup` and filled by `onBind` for whichever line they show as the list
/// scrolls. Rows are activated by one click or Enter (`onActivate`).
///
/// The placeholders are made once: the list shows the first `count` of them through a slice,
/// so a new count (a search narrowing 12,500 families to 100, and back) costs no objects made
/// or freed, and lines that stay keep their row widgets. Lines whose contents change while the
/// count stays are the caller's to bind again.
public final class ListView: Widget {
  private let items: OpaquePointer
  private let slice: OpaquePointer
  private let factory: OpaquePointer
  /// How many placeholders `items` holds.
  private var capacity = 0
  /// How many lines the list has.
  public private(set) var count = 0

  /// Creates an empty list.
  public init() {
    let items = created(gtk_string_list_new(nil))
    // The slice takes over a reference to the items; the handle keeps one of its own.
    g_object_ref(items.gpointer)
    let slice = created(gtk_slice_list_model_new(items.opaque, 0, 0))
    let selection = created(gtk_single_selection_new(slice.opaque))
    gtk_single_selection_set_autoselect(selection, 0)
    gtk_single_selection_set_can_unselect(selection, 1)
    let factory = created(gtk_signal_list_item_factory_new())
    // The list view takes over the selection (and so the slice) and the factory; the handle
    // keeps a reference of its own to the slice it resizes.
    g_object_ref(slice.gpointer)
    self.items = items
    self.slice = slice
    self.factory = factory
    super.init(retaining: created(gtk_list_view_new(selection.opaque, factory)))
    gtk_list_view_set_single_click_activate(opaque, 1)
  }

  /// Makes the list `count` lines long: lines are added or removed at the end (GTK binds the
  /// added ones; lines that stay are not bound again).
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

  /// Calls `handler` for each new list item: it makes the item's row widget.
  public func onSetup(_ handler: @escaping (ListItem) -> Void) { connectFactory("setup", handler) }

  /// Calls `handler` when a list item is to show the line at its position.
  public func onBind(_ handler: @escaping (ListItem) -> Void) { connectFactory("bind", handler) }

  /// Calls `handler` when a list item stops showing a line, or is about to be destroyed.
  public func onUnbind(_ handler: @escaping (ListItem) -> Void) {
    connectFactory("unbind", handler)
    connectFactory("teardown", handler)
  }

  private func connectFactory(_ signal: String, _ handler: @escaping (ListItem) -> Void) {
    Signal.connect(
      factory, signal,
      withPointer: { item in
        guard let item else { return }
        handler(ListItem(borrowing: item))
      })
  }

  /// Calls `handler` with the position of the line the user activates.
  public func onActivate(_ handler: @escaping (Int) -> Void) {
    Signal.connect(self, "activate", withIndex: { handler(Int($0)) })
  }

  /// Activates the line at `position`, as a click or Enter on it does.
  public func activateItem(at position: Int) {
    gtk_widget_activate_action_variant(pointer, "list.activate-item", g_variant_new_uint32(guint32(position)))
  }

  /// Scrolls so the line at `position` is shown (its row widget then exists).
  public func scroll(to position: Int) {
    gtk_widget_activate_action_variant(pointer, "list.scroll-to-item", g_variant_new_uint32(guint32(position)))
  }

  /// The scroll offset and the height shown, in pixels (0, 0 before the first layout).
  public var visibleRange: (offset: Double, height: Double) {
    guard let adjustment = gtk_scrollable_get_vadjustment(opaque) else { return (0, 0) }
    return (gtk_adjustment_get_value(adjustment), gtk_adjustment_get_page_size(adjustment))
  }

  /// Calls `handler` whenever the list scrolls.
  public func onScroll(_ handler: @escaping () -> Void) {
    guard let adjustment = gtk_scrollable_get_vadjustment(opaque) else { return }
    Signal.connect(adjustment, "value-changed", handler)
  }

  deinit {
    g_object_unref(slice.gpointer)
    g_object_unref(items.gpointer)
  }
}

/// One GtkListItem of a `ListView`: a row widget and the line it shows.
///
/// The handle borrows the item (which the list owns), and the item may carry one Swift value
/// (`attachment`, its row) that lives exactly as long as the item does.
public final class ListItem: ObjectHandle {
  private var item: OpaquePointer { opaque }

  /// The row widget.
  public var child: Widget? {
    get { .retaining(gtk_list_item_get_child(item)) }
    set { gtk_list_item_set_child(item, newValue?.pointer) }
  }

  /// The position of the line shown.
  public var position: Int { Int(gtk_list_item_get_position(item)) }

  /// Whether a click or Enter activates the line.
  public var isActivatable: Bool {
    get { gtk_list_item_get_activatable(item) != 0 }
    set { gtk_list_item_set_activatable(item, newValue ? 1 : 0) }
  }

  /// Whether the line can be selected (and so focused as a row).
  public var isSelectable: Bool {
    get { gtk_list_item_get_selectable(item) != 0 }
    set { gtk_list_item_set_selectable(item, newValue ? 1 : 0) }
  }

  private static let attachmentKey = "typecase-attachment"

  /// The Swift value the item carries, released when the item goes.
  public var attachment: AnyObject? {
    get {
      g_object_get_data(object, Self.attachmentKey).map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
    }
    set {
      let data = newValue.map { Unmanaged.passRetained($0).toOpaque() }
      g_object_set_data_full(
        object, Self.attachmentKey, data,
        { data in
          guard let data else { return }
          Unmanaged<AnyObject>.fromOpaque(data).release()
        })
    }
  }
}
