import FoundationEssentials

/// Finds characters of a face by what a user types: the character itself, its code ("U+00E9",
/// "e9", "0xE9", "\e9") or words of its Unicode name ("small letter e acute").
public enum CharacterSearch {
  /// The characters of `characters` (ascending) that `query` asks for, ascending; all of them
  /// for an empty query.
  public static func matches(_ query: String, in characters: [Unicode.Scalar]) -> [Unicode.Scalar] {
    let trimmed = query.trimmingSpaces()
    guard !trimmed.isEmpty else { return characters }
    var found: Set<Unicode.Scalar> = []
    let code = code(in: trimmed)
    if let code { found.insert(code) }
    // A code written as one ("U+0041", "0x41") finds that character or none: "U+110000"
    // (beyond Unicode) found its letters and digits instead (+, 0, 1 and U).
    if isWrittenAsCode(trimmed) { return characters.filter { $0 == code } }
    // A label pasted as `face --characters` writes it ("<private-use-F041>") is its words.
    let words = trimmed.uppercased().split(whereSeparator: { " -<>".contains($0) }).map(String.init)
    let isASCII = trimmed.unicodeScalars.allSatisfy { $0.isASCII }
    // One character typed is that character ("a" found every name with an A in it); words
    // find the names with words that start so ("arrow" found NARROW NO-BREAK SPACE).
    if !words.isEmpty, isASCII, trimmed.unicodeScalars.count > 1 {
      for character in characters {
        // A code point without a name by its label: "private" found none of an icon font's
        // icons, which `face --characters` lists as "<private-use-E000>".
        let name =
          character.properties.name ?? character.properties.nameAlias ?? CharacterName.of(character).uppercased()
        let nameWords = name.split(whereSeparator: { " -<>".contains($0) })
        if words.allSatisfy({ word in nameWords.contains { $0.hasPrefix(word) } }) { found.insert(character) }
      }
    }
    // The characters themselves (typed or pasted characters find each of them: a string to
    // check, "Привет", found none past four; a few Latin letters too), unless a word of Latin
    // letters found names or a code: "euro" found e, o, r and u before €.
    var typed = Set(trimmed.unicodeScalars.filter { $0 != " " })
    // A character typed or pasted decomposed (e and U+0301, Hangul jamo: macOS file names,
    // some input methods) finds its precomposed form too, by Swift's canonical equivalence:
    // it found the parts alone ("é" from NanumGothic lost its accent).
    for grapheme in trimmed where grapheme.unicodeScalars.count > 1 {
      for character in characters where character.value >= 0xC0 && Character(character) == grapheme {
        typed.insert(character)
      }
    }
    let isAWord = isASCII && typed.count > 1
    let named = characters.filter { found.contains($0) }
    // A Latin word that names nothing finds nothing ("vulcan" is not its six letters).
    guard (typed.count <= 4 || !isASCII) && (!isAWord || named.isEmpty) else { return named }
    found.formUnion(typed)
    return characters.filter { found.contains($0) }
  }

  /// The code point `text` names: "U+00E9", "u+e9", "0xE9", as code escapes it ("\e9" in
  /// CSS, "\u00e9", "\U0001F600", "\u{1F600}", "&#xE9;", "&#233;"), or bare hexadecimal of two or
  /// more digits ("e9", "1F600").
  static func code(in text: String) -> Unicode.Scalar? {
    let (digits, radix) = codeDigits(in: text) ?? (Substring(text), 16)
    guard digits.count >= 2 || digits.count != text.count, digits.count <= 8, areDigits(digits, radix: radix),
      let value = UInt32(digits, radix: radix)
    else { return nil }
    return Unicode.Scalar(value)
  }

  /// Whether `text` is written as a code point ("U+" or "0x" and hexadecimal digits, or a code
  /// escape), of a character or not.
  static func isWrittenAsCode(_ text: String) -> Bool {
    guard let (digits, radix) = codeDigits(in: text) else { return false }
    return !digits.isEmpty && areDigits(digits, radix: radix)
  }

  /// Whether every character of `digits` is a digit in base `radix` (10 or 16).
  private static func areDigits(_ digits: Substring, radix: Int) -> Bool {
    digits.allSatisfy { radix == 10 ? $0.isASCII && $0.isNumber : $0.isHexDigit }
  }

  /// The digits of `text` written with a code's prefix (and suffix), and their base: "U+",
  /// "0x", or an escape as stylesheets, scripts and markup write it, so a code copied from code
  /// finds its character (CSS's `content: "\f041"` found nothing in an icon font); nil
  /// without one.
  private static func codeDigits(in text: String) -> (digits: Substring, radix: Int)? {
    let forms: [(prefix: String, suffix: String, radix: Int)] = [
      ("\\u{", "}", 16), ("&#x", ";", 16), ("&#X", ";", 16), ("&#", ";", 10), ("\\U", "", 16), ("\\u", "", 16),
      ("\\", "", 16), ("U+", "", 16), ("u+", "", 16), ("0x", "", 16), ("0X", "", 16),
    ]
    for form in forms where text.hasPrefix(form.prefix) {
      var digits = text.dropFirst(form.prefix.count)
      if !form.suffix.isEmpty, digits.hasSuffix(form.suffix) { digits = digits.dropLast(form.suffix.count) }
      return (digits, form.radix)
    }
    return nil
  }

  /// How a character is written in lists and on its page: "U+00E9".
  public static func codeText(_ character: Unicode.Scalar) -> String {
    let hex = String(character.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
