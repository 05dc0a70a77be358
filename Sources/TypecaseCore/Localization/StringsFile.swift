/// Reads the translation tables: `.strings` files of `"English" = "Translation";` lines, with
/// `\"`, `\\`, `\n` and `\t` escapes (the subset Typecase's tables use).
///
/// A small reader of its own keeps the command line off Foundation's property-list code (and
/// the ICU it loads): a line that does not parse is skipped, never a crash.
enum StringsFile {
  /// The key/value pairs of `text`.
  static func parse(_ text: String) -> [String: String] {
    var table: [String: String] = [:]
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      var scalars = line.unicodeScalars[...]
      guard let key = quoted(&scalars), skip("=", &scalars), let value = quoted(&scalars), skip(";", &scalars)
      else { continue }
      table[key] = value
    }
    return table
  }

  /// Skips spaces and then `mark`; whether it was there.
  private static func skip(_ mark: Unicode.Scalar, _ scalars: inout Substring.UnicodeScalarView.SubSequence) -> Bool {
    while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    guard scalars.first == mark else { return false }
    scalars.removeFirst()
    return true
  }

  /// Reads a double-quoted string with escapes, after optional spaces.
  private static func quoted(_ scalars: inout Substring.UnicodeScalarView.SubSequence) -> String? {
    guard skip("\"", &scalars) else { return nil }
    var result = String.UnicodeScalarView()
    while let scalar = scalars.popFirst() {
      switch scalar {
      case "\"":
        return String(result)
      case "\\":
        guard let escaped = scalars.popFirst() else { return nil }
        switch escaped {
        case "n": result.append("\n")
        case "t": result.append("\t")
        default: result.append(escaped)
        }
      default:
        result.append(scalar)
      }
    }
    return nil
  }
}
