/// Makes text safe to show on one line: control characters become visible escapes.
///
/// Font names and settings values come from files anyone can write. Shown raw, a newline breaks
/// one-item-per-line output and a row, ESC sequences reach the user's terminal, and the bidi
/// embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069) reorder what follows
/// them on the line, so a name can make the text after it read backwards ("Trojan Source"). The
/// invisible format characters (a soft hyphen, a zero-width space, the left-to-right and
/// right-to-left marks, a word joiner, a byte order mark) draw nothing, so two names that differ
/// by one look the same, and a "did you mean" can show exactly what was typed. Plain
/// output and window rows show `\n`, `\t`, `\r` and `\xHH` (`\u{HHHH}` above U+00FF) instead;
/// names in the command line's listings also show a backslash as `\\`, so that a name written
/// `A\nB` is not read as one with a line break (`escaped`), while the window and the user's own
/// text (a sample, a setting's value) keep backslashes as they are (`escapedControls`). JSON
/// and lookups keep the exact text.
public enum VisibleText {
  /// `text` with every control character (and the Unicode line and paragraph separators, bidi
  /// controls and invisible format characters) and every backslash replaced by an escape;
  /// unchanged when it has none.
  public static func escaped(_ text: String) -> String {
    guard needsEscaping(text) else { return text }
    return escaping(text, backslashes: true)
  }

  /// What a user typed, said back in a message: escaped as `escaped` does, and past
  /// `echoLimit` characters cut with "…" (a name of 100,000 characters was echoed whole, twice
  /// the size of a screen of output for one line of error).
  public static func echoed(_ text: String) -> String {
    guard text.count > echoLimit else { return escaped(text) }
    return escaped(String(text.prefix(echoLimit))) + "…"
  }

  /// How many characters of what a user typed a message says back (see `echoed`).
  public static let echoLimit = 200

  /// `text` with its control characters escaped as `escaped` does, and its backslashes kept.
  ///
  /// For code (a CSS or fontconfig snippet), where a backslash already begins an escape of the
  /// language's own.
  public static func escapedControls(_ text: String) -> String {
    guard hasControlCharacters(text) else { return text }
    return escaping(text, backslashes: false)
  }

  /// `text` with its control characters escaped, its backslashes and its invisible format
  /// characters kept.
  ///
  /// For code in a language that has no escape of its own for them (a Pango or fontconfig
  /// name, LaTeX): the name in it must be the font's exact name when pasted.
  public static func escapedControlsKeepingInvisibleCharacters(_ text: String) -> String {
    guard hasControlCharacters(text) else { return text }
    return escaping(text, backslashes: false, invisible: false)
  }

  private static func escaping(_ text: String, backslashes: Bool, invisible: Bool = true) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if backslashes && scalar == "\\" {
        result += "\\\\"
        continue
      }
      guard needsEscape(scalar), invisible || !isInvisibleFormatCharacter(scalar) else {
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

  /// Whether `text` holds a control character (or a line or paragraph separator, a bidi
  /// control or an invisible format character).
  ///
  /// Reads the UTF-8 bytes (every family name is checked when listing): C0 controls and DEL
  /// are single bytes; the rest are above U+007F, so a name in ASCII alone is read once, byte by
  /// byte, and only a name with other characters is read again by its scalars.
  public static func hasControlCharacters(_ text: String) -> Bool {
    holdsEscapable(text, backslashes: false)
  }

  private static func holdsEscapable(_ text: String, backslashes: Bool) -> Bool {
    var beyondASCII = false
    for byte in text.utf8 {
      if byte < 0x20 || byte == 0x7F || (backslashes && byte == UInt8(ascii: "\\")) { return true }
      if byte >= 0x80 { beyondASCII = true }
    }
    return beyondASCII && text.unicodeScalars.contains(where: needsEscape)
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control || (0x2028...0x202E).contains(scalar.value)
      || (0x2066...0x2069).contains(scalar.value) || isInvisibleFormatCharacter(scalar)
  }

  /// Whether `scalar` is a format character that draws nothing and joins nothing (see
  /// `invisibleFormatCharacters`).
  public static func isInvisibleFormatCharacter(_ scalar: Unicode.Scalar) -> Bool {
    invisibleFormatCharacters.contains(scalar.value)
  }

  /// The format characters that draw nothing and join nothing: the soft hyphen, the
  /// combining grapheme joiner, the Arabic letter mark, the Mongolian vowel separator, the
  /// zero-width space, the left-to-right and right-to-left marks, the word joiner and invisible
  /// operators, the deprecated format controls, the byte order mark and the interlinear
  /// annotation controls.
  ///
  /// The zero-width joiner and non-joiner (U+200C, U+200D) and the variation selectors stay as
  /// they are: they shape the letters or emoji beside them in names written in Arabic, Persian,
  /// Indic scripts or with emoji.
  private static let invisibleFormatCharacters: Set<UInt32> = [
    0x00AD, 0x034F, 0x061C, 0x180E, 0x200B, 0x200E, 0x200F, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064,
    0x206A, 0x206B, 0x206C, 0x206D, 0x206E, 0x206F, 0xFEFF, 0xFFF9, 0xFFFA, 0xFFFB,
  ]
}
