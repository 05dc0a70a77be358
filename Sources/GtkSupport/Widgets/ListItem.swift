import CAdwaita

/// One GtkListItem of a `ListView` or `GridView`: a row (or cell) widget and the item it shows.
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
