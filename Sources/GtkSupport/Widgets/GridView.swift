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
    super.init(selects: true, makeView: { selection, factory in gtk_grid_view_new(selection, factory) })
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

  /// The position of the selected item; nil: none.
  ///
  /// Setting it selects without scrolling.
  public var selected: Int? {
    get {
      let position = gtk_single_selection_get_selected(selection)
      return position == Self.invalidPosition ? nil : Int(position)
    }
    set { gtk_single_selection_set_selected(selection, newValue.map { guint($0) } ?? Self.invalidPosition) }
  }

  /// GTK_INVALID_LIST_POSITION (a macro with a cast, which does not reach Swift).
  private static let invalidPosition = guint.max

  /// Calls `handler` with the new selection (nil: none) whenever it changes: a click, the
  /// keyboard, `selected`, or a new count that drops the selected item.
  public func onSelectionChanged(_ handler: @escaping (Int?) -> Void) {
    let selection = selection
    Signal.connect(
      selection, "notify::selected",
      withPointer: { _ in
        let position = gtk_single_selection_get_selected(selection)
        handler(position == Self.invalidPosition ? nil : Int(position))
      })
  }
}
