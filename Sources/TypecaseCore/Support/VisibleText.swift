/// Makes text safe to show on one line: control characters become visible escapes.
///
/// Font names and settings values come from files anyone can write. Shown raw, a newline breaks
/// one-item-per-line output and a row, and ESC sequences reach the user's terminal. Plain output
/// and window rows show `\n`, `\t`, `\r` and `\xHH` (`\u{HHHH}` above U+00FF) instead; JSON and
/// lookups keep the exact text.
public enum VisibleText {
  /// `text` with every control character (and the Unicode line and paragraph separators)
  /// replaced by an escape; unchanged when it has none.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        let hex = String(scalar.value, radix: 16)
        result += scalar.value <= 0xFF ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex : "\\u{\(hex)}"
      }
    }
    return result
  }

  /// Whether `text` holds anything `escaped` would change.
  public static func hasControlCharacters(_ text: String) -> Bool {
    text.unicodeScalars.contains(where: needsEscape)
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
  }
}
