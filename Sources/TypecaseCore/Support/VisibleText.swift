/// Makes text safe to show on one line: control characters become visible escapes.
///
/// Font names and settings values come from files anyone can write. Shown raw, a newline breaks
/// one-item-per-line output and a row, ESC sequences reach the user's terminal, and the bidi
/// embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069) reorder what follows
/// them on the line, so a name can make the text after it read backwards ("Trojan Source"). Plain
/// output and window rows show `\n`, `\t`, `\r` and `\xHH` (`\u{HHHH}` above U+00FF) instead;
/// names in the command line's listings also show a backslash as `\\`, so that a name written
/// `A\nB` is not read as one with a line break (`escaped`), while the window and the user's own
/// text (a sample, a setting's value) keep backslashes as they are (`escapedControls`). JSON
/// and lookups keep the exact text.
public enum VisibleText {
  /// `text` with every control character (and the Unicode line and paragraph separators and
  /// bidi embedding, override and isolate controls) and every backslash replaced by an escape;
  /// unchanged when it has none.
  public static func escaped(_ text: String) -> String {
    guard needsEscaping(text) else { return text }
    return escaping(text, backslashes: true)
  }

  /// `text` with its control characters escaped as `escaped` does, and its backslashes kept.
  ///
  /// For code (a CSS or fontconfig snippet), where a backslash already begins an escape of the
  /// language's own.
  public static func escapedControls(_ text: String) -> String {
    guard hasControlCharacters(text) else { return text }
    return escaping(text, backslashes: false)
  }

  private static func escaping(_ text: String, backslashes: Bool) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if backslashes && scalar == "\\" {
        result += "\\\\"
        continue
      }
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

  /// Whether `text` holds anything `escaped` would change: a control character or a backslash.
  public static func needsEscaping(_ text: String) -> Bool {
    holdsEscapable(text, backslashes: true)
  }

  /// Whether `text` holds a control character (or a line or paragraph separator, or a bidi
  /// embedding, override or isolate control).
  ///
  /// Reads the UTF-8 bytes (every family name is checked when listing): C0 controls and DEL
  /// are single bytes, C1 controls start with 0xC2 0x80–0x9F, U+2028/U+2029 are
  /// 0xE2 0x80 0xA8/0xA9, U+202A–U+202E are 0xE2 0x80 0xAA–0xAE and U+2066–U+2069 are
  /// 0xE2 0x81 0xA6–0xA9.
  public static func hasControlCharacters(_ text: String) -> Bool {
    holdsEscapable(text, backslashes: false)
  }

  private static func holdsEscapable(_ text: String, backslashes: Bool) -> Bool {
    var utf8 = text.utf8.makeIterator()
    var previous: (UInt8, UInt8) = (0, 0)
    while let byte = utf8.next() {
      if byte < 0x20 || byte == 0x7F || (backslashes && byte == UInt8(ascii: "\\")) { return true }
      if previous.1 == 0xC2 && (0x80...0x9F).contains(byte) { return true }
      if previous == (0xE2, 0x80) && (0xA8...0xAE).contains(byte) { return true }
      if previous == (0xE2, 0x81) && (0xA6...0xA9).contains(byte) { return true }
      previous = (previous.1, byte)
    }
    return false
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control || (0x2028...0x202E).contains(scalar.value)
      || (0x2066...0x2069).contains(scalar.value)
  }
}
