/// Which font formats Pango, and so GTK, can draw with.
///
/// Pango 1.44 and later shape and draw through HarfBuzz, which reads OpenType only (TrueType
/// and CFF outlines). Fontconfig still lists Type 1 fonts (URW's .pfb and .t1 copies on
/// Debian), and a font map holding only such a face gives Pango no font at all: GTK then
/// crashed drawing a text field's cursor.
public enum DrawableFormat {
  /// The fontconfig formats (FC_FONTFORMAT) Pango draws.
  public static let formats: Set<String> = ["TrueType", "CFF"]

  /// Whether Pango can draw a face of fontconfig format `format` (an unknown format is tried).
  public static func isDrawable(_ format: String?) -> Bool {
    format.map { formats.contains($0) } ?? true
  }
}
