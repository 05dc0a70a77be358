/// Hebrew and Arabic names found with or without their vowel points, cantillation and
/// harakat, tatweel, and hamza on alef: "אמיר" finds "אָמִיר", "اميرة" finds "أَمِيرة", "عربي"
/// finds "عـربـي"; Arabic and Persian spellings of kaf and yeh alike: "كتاب" finds "کتاب".
///
/// `SearchText.fold` is Foundation's fold exactly, which drops marks only after Latin, Greek
/// and Cyrillic letters: the help's "any accent" did not hold for these scripts. The search
/// index applies this to its folded names and to each folded query alike.
enum AbjadMarkFolding {
  /// `folded` without Hebrew and Arabic marks and tatweel, its alef, waw and yeh with hamza or
  /// madda the letters alone.
  static func fold(_ folded: String) -> String {
    // Only text with a Hebrew or Arabic character (U+0591–06FF: UTF-8 lead bytes D6–DB) has
    // anything to drop; checked on the bytes, as the search index folds every name at start.
    guard folded.utf8.contains(where: { (0xD6...0xDB).contains($0) }) else { return folded }
    var text = String.UnicodeScalarView()
    for scalar in folded.unicodeScalars {
      let value = scalar.value
      if isDropped(value) { continue }
      text.append(letters[value].flatMap(Unicode.Scalar.init) ?? scalar)
    }
    // A text of marks alone stays (folded to nothing, it found every family).
    return text.isEmpty ? folded : String(text)
  }

  /// Hebrew points and cantillation, Arabic harakat, Quranic marks and tatweel.
  private static func isDropped(_ value: UInt32) -> Bool {
    switch value {
    case 0x0591...0x05BD, 0x05BF, 0x05C1...0x05C2, 0x05C4...0x05C5, 0x05C7: true
    case 0x0610...0x061A, 0x0640, 0x064B...0x065F, 0x0670, 0x06D6...0x06DC, 0x06DF...0x06E8, 0x06EA...0x06ED: true
    default: false
    }
  }

  /// Letters with hamza or madda (precomposed: their marks are no marks to drop), and alef
  /// wasla, as the letter alone; Persian's keheh and yeh, and alef maksura, as Arabic's kaf and
  /// yeh, as Arabic and Persian keyboards type them ("كتاب" did not find "کتاب", nor "فارسي"
  /// "فارسی").
  private static let letters: [UInt32: UInt32] = [
    0x0622: 0x0627, 0x0623: 0x0627, 0x0625: 0x0627, 0x0671: 0x0627, 0x0624: 0x0648, 0x0626: 0x064A,
    0x06A9: 0x0643, 0x06CC: 0x064A, 0x0649: 0x064A,
  ]
}
