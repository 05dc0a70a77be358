/// Writes a name as a string of each language a snippet is in, so that the language reads
/// back exactly the name (quotes, backslashes and control characters escaped its way).
enum SnippetEscaping {
  /// A CSS string in double quotes: `\"`, `\\`, and control characters as hex escapes
  /// ("\a " for a line feed; the space ends the escape).
  ///
  /// CSS cannot hold U+0000; it reads it as U+FFFD, so that is written.
  static func cssString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\0": result += "\\fffd "
      case _ where isControl(scalar) || isInvisibleLayoutControl(scalar):
        result += "\\" + String(scalar.value, radix: 16) + " "
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// A Swift string literal: `\"`, `\\`, `\n`, `\r`, `\t`, `\0` and `\u{…}` for other control
  /// characters.
  static func swiftString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\0": result += "\\0"
      case _ where isControl(scalar) || isInvisibleLayoutControl(scalar):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// A fontconfig name's family (`FcNameParse`): a backslash before `\`, `-`, `:` and `,`, as
  /// `FcNameUnparse` writes it.
  static func fontconfigFamily(_ text: String) -> String { backslashed(text, before: "\\-:,") }

  /// A fontconfig name's value (`style=`, `file=`): a backslash before `\`, `=`, `_`, `:` and
  /// `,`, as `FcNameUnparse` writes it.
  static func fontconfigValue(_ text: String) -> String { backslashed(text, before: "\\=_:,") }

  /// A file name in a LaTeX argument: the characters TeX reads specially inside an argument
  /// as LaTeX's own macros for them (`\@percentchar`, `\@charlb`, `\@charrb`,
  /// `\@backslashchar`, which need `\makeatletter`), `~` through `\string` (an active
  /// character: xelatex stopped at "Missing \endcsname"), control characters as `^^`
  /// escapes.
  ///
  /// A `#` stays: the snippet reads it as a plain character (see `latexNeedsPlainHash`).
  static func latex(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": result += "\\@percentchar "
      case "{": result += "\\@charlb "
      case "}": result += "\\@charrb "
      case "\\": result += "\\@backslashchar "
      case "~": result += "\\string~"
      case _ where isControl(scalar) && scalar.value < 0x80:
        let hex = String(scalar.value, radix: 16)
        result += "^^" + (hex.count < 2 ? "0" + hex : hex)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether `text` holds a `#`, which the snippet must make a plain character around its
  /// line (`\catcode`\#=12`): fontspec keeps the name in a definition, where `\string#`
  /// followed by anything but a digit stopped xelatex ("Illegal parameter number").
  static func latexNeedsPlainHash(_ text: String) -> Bool { text.contains("#") }

  /// Whether `latex(text)` used LaTeX's internal macros (the snippet then needs
  /// `\makeatletter`).
  static func latexNeedsAtLetter(_ text: String) -> Bool {
    text.unicodeScalars.contains { "%{}\\".unicodeScalars.contains($0) }
  }

  /// `text` with a backslash before each of `characters`.
  static func backslashed(_ text: String, before characters: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if characters.unicodeScalars.contains(scalar) { result += "\\" }
      result.unicodeScalars.append(scalar)
    }
    return result
  }

  /// Whether `scalar` is a line or paragraph separator or a bidirectional control (U+2028 to
  /// U+202E, U+2066 to U+2069): written as escapes in CSS and Swift, as the terminal shows
  /// them escaped (`VisibleText`), which wrote Swift's `\u{202e}` into CSS, where it reads "u".
  ///
  /// Invisible format characters (a zero-width space, a soft hyphen) are escaped too, so the
  /// code shows them.
  static func isInvisibleLayoutControl(_ scalar: Unicode.Scalar) -> Bool {
    (0x2028...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
      || VisibleText.isInvisibleFormatCharacter(scalar)
  }

  /// Whether `scalar` is a C0 control character, DEL or a C1 control character.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// A `file:` URL of an absolute path: every byte outside the unreserved characters and
  /// `/` percent-encoded (RFC 3986), as UTF-8.
  static func fileURL(_ path: String) -> String {
    var result = "file://"
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count < 2 ? "0" + hex : hex)
      }
    }
    return result
  }
}
