/// How a character is shown on its own (a cell of the character grid, a toast naming it).
public enum CharacterShownAlone {
  /// The dotted circle a combining mark is drawn on (U+25CC), as GNOME Characters and
  /// Unicode's charts draw it.
  public static let base: Unicode.Scalar = "\u{25CC}"

  /// Whether Pango ends a line at `scalar` drawn alone: a line feed, vertical tab, form feed,
  /// carriage return, next line, line or paragraph separator.
  ///
  /// A grid cell holding one was two lines high, the row's other characters halfway down it.
  public static func breaksLines(_ scalar: Unicode.Scalar) -> Bool {
    (0x0A...0x0D).contains(scalar.value) || [0x85, 0x2028, 0x2029].contains(scalar.value)
  }

  /// `scalar` as text to draw alone: a combining mark on a dotted circle, anything else as it
  /// is.
  ///
  /// Drawn with no base, a mark stood outside its cell, over the line above (U+0350 of
  /// Inter), and its cell looked empty.
  public static func text(_ scalar: Unicode.Scalar) -> String {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: String(base) + String(scalar)
    default: String(Character(scalar))
    }
  }
}
