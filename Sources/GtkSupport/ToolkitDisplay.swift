import CAdwaita

/// The display the window opens on.
public enum ToolkitDisplay {
  /// Starts GTK on the display the environment names; whether it could be opened. (GTK's own
  /// start, failing, printed "cannot open display: " with no name for a Wayland display, and
  /// ended the process.)
  public static func open() -> Bool { gtk_init_check() != 0 }
}
