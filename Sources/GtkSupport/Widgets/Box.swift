import CAdwaita

/// A GtkBox: children in a row or a column.
public final class Box: Widget {
  /// Which way the children run.
  public enum Orientation {
    case horizontal, vertical
  }

  /// Creates an empty box with `spacing` pixels between children.
  public init(_ orientation: Orientation, spacing: Int = 0) {
    let direction = orientation == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
    super.init(retaining: created(gtk_box_new(direction, Int32(spacing))))
  }

  /// Adds `child` at the end.
  public func append(_ child: Widget) { gtk_box_append(cast(), child.pointer) }

  /// Puts `child` right after `sibling`, one of the box's children (first when nil).
  public func insert(_ child: Widget, after sibling: Widget?) {
    gtk_box_insert_child_after(cast(), child.pointer, sibling?.pointer)
  }

  /// Moves `child`, one of the box's children, right after `sibling` (first when nil).
  public func reorder(_ child: Widget, after sibling: Widget?) {
    gtk_box_reorder_child_after(cast(), child.pointer, sibling?.pointer)
  }

  /// Takes `child` out of the box.
  public func remove(_ child: Widget) { gtk_box_remove(cast(), child.pointer) }
}
