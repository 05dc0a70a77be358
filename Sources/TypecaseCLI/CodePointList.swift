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
  }

  /// The characters `text` stands for when it is made only of code points and ranges of them
  /// (surrogates left out); nil when it is text of another kind (any other word in it).
  static func characters(of text: String) throws(Problem) -> String? {
    let words = text.split(whereSeparator: { $0 == "," || $0.isWhitespace })
    guard !words.isEmpty else { return nil }
    var scalars = String.UnicodeScalarView()
    for word in words {
      guard let (first, last) = range(word) else { return nil }
      guard first <= last, last - first < UInt32(maximumCount) else { throw .badRange(String(word)) }
      for value in first...last { if let scalar = Unicode.Scalar(value) { scalars.append(scalar) } }
    }
    return String(scalars)
  }

  /// The first and last code point of one word: "U+41", "U+2500-U+259F", "U+2500..259F".
  private static func range(_ word: Substring) -> (UInt32, UInt32)? {
    for separator in ["..", "-", "–"] {
      let parts = word.split(separator: separator, maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2 else { continue }
      guard let first = codePoint(parts[0], prefixed: true), let last = codePoint(parts[1], prefixed: false) else {
        return nil
      }
      return (first, last)
    }
    return codePoint(word, prefixed: true).map { ($0, $0) }
  }

  /// The value of "U+XXXX" (any case; the "U+" optional when not `prefixed`), at most U+10FFFF.
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
