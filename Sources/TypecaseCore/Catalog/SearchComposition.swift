/// Kana and Hangul put back together after folding, so that one spelling of a name finds
/// another: "ｺﾞｼｯｸ" (halfwidth, its voicing mark apart), "コ\u{3099}シック" (decomposed) and
/// "ゴシック" all find IPAゴシック, and conjoining jamo find 나눔고딕.
///
/// `SearchText.fold` is Foundation's fold exactly, which keeps those forms apart; the search
/// index applies this to its folded names and to each folded query alike.
enum SearchComposition {
  /// `folded` with each kana and its voicing mark as one precomposed kana, and each run of
  /// conjoining jamo as its Hangul syllable.
  static func compose(_ folded: String) -> String {
    if folded.utf8.allSatisfy({ $0 < 0x80 }) { return folded }
    var composed: [UInt32] = []
    composed.reserveCapacity(folded.unicodeScalars.count)
    for scalar in folded.unicodeScalars {
      var value = scalar.value
      // The halfwidth voicing marks are the combining ones, apart.
      if value == 0xFF9E { value = 0x3099 } else if value == 0xFF9F { value = 0x309A }
      if let last = composed.last, let together = combined(last, value) {
        composed[composed.count - 1] = together
      } else {
        composed.append(value)
      }
    }
    var text = String.UnicodeScalarView()
    for value in composed { if let scalar = Unicode.Scalar(value) { text.append(scalar) } }
    return String(text)
  }

  /// `first` and `second` as one scalar, when they compose.
  static func combined(_ first: UInt32, _ second: UInt32) -> UInt32? {
    if second == 0x3099 || second == 0x309A { return voiced[UInt64(first) << 32 | UInt64(second)] }
    // Hangul: a leading consonant and a vowel, then a trailing consonant (Unicode's algorithm).
    if (0x1100...0x1112).contains(first), (0x1161...0x1175).contains(second) {
      return 0xAC00 + ((first - 0x1100) * 21 + (second - 0x1161)) * 28
    }
    if (0xAC00...0xD7A3).contains(first), (first - 0xAC00) % 28 == 0, (0x11A8...0x11C2).contains(second) {
      return first + (second - 0x11A7)
    }
    return nil
  }

  /// Each kana and voicing mark (U+3099, U+309A) that Unicode composes, to the kana they make.
  private static let voiced: [UInt64: UInt32] = Dictionary(
    uniqueKeysWithValues: pairs.map { (UInt64($0.0) << 32 | UInt64($0.1), $0.2) })

  /// Unicode's canonical compositions of kana (UnicodeData.txt): base, mark, composed.
  private static let pairs: [(UInt32, UInt32, UInt32)] = [
    (0x304B, 0x3099, 0x304C), (0x304D, 0x3099, 0x304E), (0x304F, 0x3099, 0x3050), (0x3051, 0x3099, 0x3052),
    (0x3053, 0x3099, 0x3054), (0x3055, 0x3099, 0x3056), (0x3057, 0x3099, 0x3058), (0x3059, 0x3099, 0x305A),
    (0x305B, 0x3099, 0x305C), (0x305D, 0x3099, 0x305E), (0x305F, 0x3099, 0x3060), (0x3061, 0x3099, 0x3062),
    (0x3064, 0x3099, 0x3065), (0x3066, 0x3099, 0x3067), (0x3068, 0x3099, 0x3069), (0x306F, 0x3099, 0x3070),
    (0x306F, 0x309A, 0x3071), (0x3072, 0x3099, 0x3073), (0x3072, 0x309A, 0x3074), (0x3075, 0x3099, 0x3076),
    (0x3075, 0x309A, 0x3077), (0x3078, 0x3099, 0x3079), (0x3078, 0x309A, 0x307A), (0x307B, 0x3099, 0x307C),
    (0x307B, 0x309A, 0x307D), (0x3046, 0x3099, 0x3094), (0x309D, 0x3099, 0x309E), (0x30AB, 0x3099, 0x30AC),
    (0x30AD, 0x3099, 0x30AE), (0x30AF, 0x3099, 0x30B0), (0x30B1, 0x3099, 0x30B2), (0x30B3, 0x3099, 0x30B4),
    (0x30B5, 0x3099, 0x30B6), (0x30B7, 0x3099, 0x30B8), (0x30B9, 0x3099, 0x30BA), (0x30BB, 0x3099, 0x30BC),
    (0x30BD, 0x3099, 0x30BE), (0x30BF, 0x3099, 0x30C0), (0x30C1, 0x3099, 0x30C2), (0x30C4, 0x3099, 0x30C5),
    (0x30C6, 0x3099, 0x30C7), (0x30C8, 0x3099, 0x30C9), (0x30CF, 0x3099, 0x30D0), (0x30CF, 0x309A, 0x30D1),
    (0x30D2, 0x3099, 0x30D3), (0x30D2, 0x309A, 0x30D4), (0x30D5, 0x3099, 0x30D6), (0x30D5, 0x309A, 0x30D7),
    (0x30D8, 0x3099, 0x30D9), (0x30D8, 0x309A, 0x30DA), (0x30DB, 0x3099, 0x30DC), (0x30DB, 0x309A, 0x30DD),
    (0x30A6, 0x3099, 0x30F4), (0x30EF, 0x3099, 0x30F7), (0x30F0, 0x3099, 0x30F8), (0x30F1, 0x3099, 0x30F9),
    (0x30F2, 0x3099, 0x30FA), (0x30FD, 0x3099, 0x30FE),
  ]
}
