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

  /// Adds `child` after the others, its cell read as `name`.
  ///
  /// The box's own cell around it takes no focus: the child (a button) is the one stop, where
  /// there were two, the first read as "GtkFlowBoxChild".
  public func append(_ child: Widget, named name: String) {
    gtk_flow_box_insert(opaque, child.pointer, -1)
    guard let cell = Widget.retaining(gtk_widget_get_parent(child.pointer)) else { return }
    gtk_widget_set_focusable(cell.pointer, 0)
    // Named as its child, not by its class ("GtkFlowBoxChild"), where a screen reader meets it.
    cell.setAccessibleLabel(name)
  }
}
