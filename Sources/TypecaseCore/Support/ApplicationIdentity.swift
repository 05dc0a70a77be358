/// Who Typecase is to the desktop: one application ID for GApplication, D-Bus, the desktop
/// file, the icon and the AppStream metainfo, and the version every part reports.
public enum ApplicationIdentity {
  /// The reverse-DNS application ID (`scripts/install` names the desktop file, icons and
  /// metainfo after it).
  public static let id = "io.github.typecase.Typecase"
  /// The icon windows show on X11 (`_NET_WM_ICON`): the app icon as PNGs alone, under a name
  /// of its own (scripts/generate-window-icons), so that showing it does not load librsvg for
  /// the app icon's SVG (some 6 MB in every window).
  public static let windowIconName = id + "-window"
  /// The application's name, the same in every language.
  public static let name = "Typecase"
  /// The version `typecase --version`, the About window and the metainfo give.
  public static let version = "0.1.0"
  /// The day this version was released (ISO 8601): the metainfo's release and the manual
  /// page's date, which was empty.
  public static let releaseDate = "2026-11-30"
  /// The project's home page.
  public static let website = "https://github.com/typecase/typecase"
  /// Where to report a problem.
  public static let issueURL = "https://github.com/typecase/typecase/issues"
  /// The year of the copyright notice.
  public static let copyrightYear = "2026"
  /// The license text the About window shows; empty while the project declares none (there is
  /// no LICENSE file yet, and the metainfo leaves project_license out until there is).
  public static let license = ""
  /// What this version brings, in AppStream markup: the About window shows it, and the
  /// metainfo's release of this version says the same (a test compares them).
  public static let releaseNotes = """
    <p>The first release of Typecase.</p>\
    <ul>\
    <li>Every font family drawn in its own font, searchable by any of its names</li>\
    <li>A page for each font: sample, axes, features, characters, languages and details</li>\
    <li>A command line with JSON output, shell completions and a manual page</li>\
    </ul>
    """
}
