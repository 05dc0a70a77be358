import GtkSupport

/// The language text drawn in a face is shaped as: none, so that the face shows its own
/// default glyphs.
///
/// GTK shapes text in the locale's language, and a font's `locl` feature then draws that
/// language's forms: under ja_JP, Noto Sans CJK SC, TC and KR were drawn with Japanese glyphs
/// in the list and on their pages (and under zh_TW, SC with Traditional ones), the five faces
/// looking alike. hb-view and Typecase's specimens, which set no language, drew each its own.
enum FaceTextLanguage {
  /// BCP 47's "undetermined": HarfBuzz uses the font's default language system.
  static let none = "und"

  /// The language for text drawn from `map` (a face's own font map): none; nil (the desktop's)
  /// for text in the interface's font.
  static func forText(drawnFrom map: FontMap?) -> String? { map == nil ? nil : none }
}
