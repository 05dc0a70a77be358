import CAdwaita

/// A GtkFlowBox: children laid out in lines that wrap, like words (a face's named instances).
public final class FlowBox: Widget {
  /// Creates an empty flow box whose children are not selectable (they are buttons).
  public init() {
    super.init(retaining: created(gtk_flow_box_new()))
    gtk_flow_box_set_selection_mode(opaque, GTK_SELECTION_NONE)
    gtk_flow_box_set_column_spacing(opaque, 6)
    gtk_flow_box_set_row_spacing(opaque, 6)
    gtk_flow_box_set_homogeneous(opaque, 0)
    gtk_flow_box_set_max_children_per_line(opaque, 12)
  }

  /// Adds `child` after the others.
  public func append(_ child: Widget) { gtk_flow_box_insert(opaque, child.pointer, -1) }
}
