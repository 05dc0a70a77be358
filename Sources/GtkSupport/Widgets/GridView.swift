import CAdwaita

/// A virtualized GtkGridView of `count` cells whose contents live in Swift (a character grid).
///
/// Only the cells on screen have widgets, made by `onSetup` and filled by `onBind` for
/// whichever cell they show as the grid scrolls (`ListBase` says how the cells are kept). A
/// click selects a cell (`selected`, `onSelectionChanged`); a double click or Enter activates it
/// (`onActivate`), unless `activatesOnSingleClick` is set.
public final class GridView: ListBase {
  /// Creates an empty grid of at most `maximumColumns` columns.
  public init(maximumColumns: Int = 7) {
    super.init(makeView: { selection, factory in gtk_grid_view_new(selection, factory) })
    self.maximumColumns = maximumColumns
  }

  /// The fewest columns shown, however narrow the grid (1 by default).
  public var minimumColumns: Int {
    get { Int(gtk_grid_view_get_min_columns(opaque)) }
    set { gtk_grid_view_set_min_columns(opaque, guint(max(1, newValue))) }
  }

  /// The most columns shown, however wide the grid (7 by default).
  public var maximumColumns: Int {
    get { Int(gtk_grid_view_get_max_columns(opaque)) }
    set { gtk_grid_view_set_max_columns(opaque, guint(max(1, newValue))) }
  }

  /// Whether one click activates a cell (else it selects it, and a double click activates it).
  public var activatesOnSingleClick: Bool {
    get { gtk_grid_view_get_single_click_activate(opaque) != 0 }
    set { gtk_grid_view_set_single_click_activate(opaque, newValue ? 1 : 0) }
  }
}
