import CAdwaita

/// A virtualized GtkListView of `count` lines whose contents live in Swift.
///
/// Only the lines on screen have row widgets, made by `onSetup` and filled by `onBind` for
/// whichever line they show as the list scrolls (`ListBase` says how the lines are kept). Rows
/// are activated by one click or Enter (`onActivate`); the keyboard focuses them and the pointer
/// passes over them without selecting them.
public final class ListView: ListBase {
  /// Creates an empty list.
  public init() {
    super.init(selects: false, makeView: { selection, factory in gtk_list_view_new(selection, factory) })
    gtk_list_view_set_single_click_activate(opaque, 1)
    stopsSelectingOnHover = true
  }
}
