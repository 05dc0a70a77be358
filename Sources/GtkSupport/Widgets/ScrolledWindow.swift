import CAdwaita

/// A GtkScrolledWindow that scrolls its child vertically only.
public final class ScrolledWindow: Widget {
  /// Creates a scroller around `child`.
  public init(child: Widget) {
    super.init(retaining: created(gtk_scrolled_window_new()))
    gtk_scrolled_window_set_policy(opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_child(opaque, child.pointer)
  }
}

/// An AdwClamp: keeps its child at most a given width, centered.
public final class Clamp: Widget {
  /// Creates a clamp around `child`, at most `maximumWidth` pixels wide.
  public init(child: Widget, maximumWidth: Int) {
    super.init(retaining: created(adw_clamp_new()))
    adw_clamp_set_maximum_size(opaque, Int32(maximumWidth))
    adw_clamp_set_child(opaque, child.pointer)
  }
}
