import GtkSupport

/// The toolkit libraries' versions in use, for `typecase --version` (which does not link them
/// and asks `typecase-window --versions`).
public enum ToolkitVersionReport {
  /// One "library<TAB>version" line each: Pango, GTK, libadwaita.
  public static var lines: String {
    "pango\t\(ToolkitVersions.pango)\ngtk\t\(ToolkitVersions.gtk)\nlibadwaita\t\(ToolkitVersions.libadwaita)"
  }
}
