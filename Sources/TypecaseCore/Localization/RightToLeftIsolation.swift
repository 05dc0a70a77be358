/// Keeps text in a right-to-left script (a Hebrew or Arabic family name) from turning round
/// the interface sentence it is put into.
///
/// Unicode's bidirectional algorithm takes a paragraph's direction from its first letter, and
/// sets neutral characters between two right-to-left words right to left: "“דוד חדש” was
/// installed" was drawn as "was installed ”דוד חדש“", and two Arabic and Hebrew names in one
/// toast swapped places. Such text is put between a first-strong isolate and its closing mark,
/// inside which it keeps its own direction and outside which it counts as one neutral
/// character.
public enum RightToLeftIsolation {
  /// U+200E LEFT-TO-RIGHT MARK: set first, the paragraph runs left to right (Pango takes a
  /// paragraph's direction from its first strong character, isolates or not).
  public static let leftToRightMark = "\u{200E}"

  /// Whether `scalar` is in a block of a right-to-left script (Hebrew, Arabic, Syriac, Thaana,
  /// N'Ko and those after them, their presentation forms, and the historic ones of the planes
  /// above), where a letter sets the direction of the line it begins.
  public static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
    rightToLeftBlocks.contains { $0.contains(scalar.value) }
  }

  /// Whether `text` has a character of a right-to-left script.
  public static func hasRightToLeft(_ text: String) -> Bool { text.unicodeScalars.contains(where: isRightToLeft) }

  /// Whether `text` has a character of a right-to-left script outside its isolates (a message
  /// filled already, its names isolated, has none).
  public static func hasUnisolatedRightToLeft(_ text: String) -> Bool {
    var depth = 0
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x2066...0x2068: depth += 1
      case 0x2069: depth = max(0, depth - 1)
      default: if depth == 0 && isRightToLeft(scalar) { return true }
      }
    }
    return false
  }

  /// `text` between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE when it has
  /// a right-to-left character; else `text` itself, as it is too when it is a message filled
  /// already (set left to right, its right-to-left text isolated): filled into another, it was
  /// isolated twice ("‎⁨‎Star ⁨عربي⁩⁩ (Ctrl+D)").
  public static func isolated(_ text: String) -> String {
    guard hasRightToLeft(text), !(text.hasPrefix(leftToRightMark) && !hasUnisolatedRightToLeft(text)) else {
      return text
    }
    return "\u{2068}" + text + "\u{2069}"
  }

  private static let rightToLeftBlocks: [ClosedRange<UInt32>] = [
    0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
  ]
}
