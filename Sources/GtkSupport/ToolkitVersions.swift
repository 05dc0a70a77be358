import CAdwaita

/// The versions of the toolkit libraries this process runs with (not the headers it was built
/// against): what `typecase --version` reports.
public enum ToolkitVersions {
  /// Pango's version, "1.50.12".
  public static var pango: String { swiftString(pango_version_string()) }

  /// GTK's version, "4.8.3".
  public static var gtk: String {
    "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
  }

  /// cairo's version, "1.16.0".
  public static var cairo: String { swiftString(cairo_version_string()) }

  /// libadwaita's version, "1.2.2".
  public static var libadwaita: String {
    "\(adw_get_major_version()).\(adw_get_minor_version()).\(adw_get_micro_version())"
  }
}
