/// Where fontconfig stands with a font file the catalog does not list (see
/// `FontLibrary.standing(ofUnlistedFile:)`).
public enum UnlistedFileStanding: Sendable, Equatable {
  /// Not installed: programs find it once it is.
  case notInstalled
  /// A bitmap font that cannot be scaled, which fontconfig lists and programs find, though the
  /// catalog lists scalable fonts only.
  case listedBitmapFont
  /// In one of fontconfig's font folders, but its configuration leaves it out (a
  /// `<rejectfont>`, a rule against bitmap fonts): no program finds it, installed or not.
  case leftOutByConfiguration
  /// A bitmap font outside the font folders that fontconfig's configuration would leave out
  /// installed (Debian's 70-no-bitmaps.conf): installing it is refused, and no program finds
  /// it either way.
  case bitmapFontLeftOut
  /// A web font in a file named as another kind (a WOFF2 saved as .ttf): installing it is
  /// refused, as fontconfig would list it by its outlines and GTK programs draw boxes with it.
  case misnamedWebFont
}
