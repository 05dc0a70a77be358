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
    guard hasControlCharacters(text) else { return text }
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
  ///
  /// Reads the UTF-8 bytes (every family name is checked when listing): C0 controls and DEL
  /// are single bytes, C1 controls start with 0xC2 0x80–0x9F, and U+2028/U+2029 are
  /// 0xE2 0x80 0xA8/0xA9.
  public static func hasControlCharacters(_ text: String) -> Bool {
    var utf8 = text.utf8.makeIterator()
    var previous: (UInt8, UInt8) = (0, 0)
    while let byte = utf8.next() {
      if byte < 0x20 || byte == 0x7F { return true }
      if previous.1 == 0xC2 && (0x80...0x9F).contains(byte) { return true }
      if previous == (0xE2, 0x80) && (byte == 0xA8 || byte == 0xA9) { return true }
      previous = (previous.1, byte)
    }
    return false
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
  }
}
