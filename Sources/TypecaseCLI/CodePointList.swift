/// A text written as Unicode code points: "U+E0B0", "U+2500-U+259F", "U+E0A0..E0A3", separated
/// by blanks or commas, for the characters a keyboard does not type (Powerline's private-use
/// glyphs, box drawing).
enum CodePointList {
  /// The most characters a range may stand for (the Basic Multilingual Plane's count): a typo
  /// such as "U+0-10FFFF" would check every font against a million characters.
  static let maximumCount = 65_536

  /// What went wrong reading a list.
  enum Problem: Error, Equatable {
    /// A range of more than `maximumCount` characters, or one that runs backwards.
    case badRange(String)
    /// A word written as a code point that is none ("U+110000", "U+2500-"), or code points
    /// among other text: it was checked as its letters U, +, 2, 5…
    case notCodePoint(String)
  }

  /// The characters `text` stands for when it is made only of code points and ranges of them;
  /// nil when it is text of another kind (no word of it written as a code point).
  ///
  /// A range leaves out what no font has: code points not assigned to a character, the
  /// noncharacters, surrogates and control characters ("U+0370-U+03FF", the Greek block, was
  /// covered by no font for its nine unassigned points). A code point named alone counts.
  static func characters(of text: String) throws(Problem) -> String? {
    let words = text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
    guard words.contains(where: looksLikeCodePoint) else { return nil }
    // A dash or two dots standing alone join the code points beside them ("U+2500 - U+257F").
    var joined: [String] = []
    for word in words {
      if let last = joined.last, separators.contains(word) || separators.contains(where: last.hasSuffix) {
        joined[joined.count - 1] = last + word
      } else {
        joined.append(word)
      }
    }
    var scalars = String.UnicodeScalarView()
    for word in joined {
      guard let (first, last) = range(word) else { throw .notCodePoint(word) }
      guard first <= last, last - first < UInt32(maximumCount) else { throw .badRange(word) }
      for value in first...last {
        guard let scalar = Unicode.Scalar(value) else { continue }
        if first == last || drawable(scalar) { scalars.append(scalar) }
      }
    }
    return String(scalars)
  }

  /// What stands between a range's ends.
  private static let separators = ["..", "-", "–", "—"]

  /// Whether `word` is written as a code point (or starts a range of them): "U+" and a hex digit.
  private static func looksLikeCodePoint(_ word: String) -> Bool {
    let characters = Array(word.prefix(3))
    return characters.count == 3 && (characters[0] == "U" || characters[0] == "u") && characters[1] == "+"
      && characters[2].isHexDigit
  }

  /// Whether `scalar`, in a range, is a character a font may have.
  private static func drawable(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    return !properties.isNoncharacterCodePoint
      && ![.unassigned, .surrogate, .control].contains(properties.generalCategory)
  }

  /// The first and last code point of one word: "U+41", "U+2500-U+259F", "U+2500..259F".
  private static func range(_ word: String) -> (UInt32, UInt32)? {
    for separator in separators {
      let parts = word.split(separator: separator, maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2 else { continue }
      guard let first = codePoint(parts[0], prefixed: true), let last = codePoint(parts[1], prefixed: false) else {
        return nil
      }
      return (first, last)
    }
    return codePoint(Substring(word), prefixed: true).map { ($0, $0) }
  }

  /// The value of "U+XXXX" (any case; the "U+" optional when not `prefixed`), at most U+10FFFF
  /// and six digits.
  private static func codePoint(_ text: Substring, prefixed: Bool) -> UInt32? {
    var digits = text
    if digits.count > 2, digits.prefix(2).uppercased() == "U+" {
      digits = digits.dropFirst(2)
    } else if prefixed {
      return nil
    }
    guard (1...6).contains(digits.count), digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16),
      value <= 0x10FFFF
    else { return nil }
    return value
  }
}
