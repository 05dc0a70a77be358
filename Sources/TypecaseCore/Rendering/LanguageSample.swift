import CFontconfig

/// Words of a language's script, for rows of families filtered by that language: a Khmer or
/// Thai font's row showed its Latin name, like every other row, under "Khmer".
public enum LanguageSample {
  /// The one of `FaceSample.otherSamples` beyond Latin most of whose letters `language`'s
  /// orthography (as fontconfig has it: `FcLangGetCharSet`) holds, the first of those that
  /// hold as many, and at least half; nil for a language written in Latin letters, one
  /// fontconfig has no orthography for, or notation of no language ("und-zmth", "und-zsye").
  ///
  /// Letters alone, and most of them: the orthographies leave out many vowel signs and
  /// stacking marks (Hindi's lacks U+093E, Khmer's its coeng), and Urdu's a few letters of its
  /// own alphabet.
  public static func text(for language: String) -> String? {
    // Hong Kong's and Macau's orthographies hold their supplementary characters alone: the
    // traditional characters they are written in are Taiwan's.
    if ["zh-hk", "zh-mo"].contains(language) { return text(for: "zh-tw") }
    if let words = ownWords[language] { return words }
    // Mathematical notation is no script: its orthography's Greek letters gave STIX's rows
    // "Καλημέρα κόσμε" in place of their names.
    if language.hasPrefix("und-") { return nil }
    guard let charset = FcLangGetCharSet(language) else { return nil }
    var best: (sample: String, share: Double)?
    for sample in FaceSample.otherSamples.dropFirst() {
      let letters = sample.unicodeScalars.filter(isLetter)
      guard !letters.isEmpty else { continue }
      let held = letters.filter { FcCharSetHasChar(charset, $0.value) == FcTrue }.count
      let share = Double(held) / Double(letters.count)
      if share >= 0.5, share > (best?.share ?? 0) { best = (sample, share) }
    }
    return best?.sample
  }

  /// Words of languages whose letters the samples of their script leave out, by fontconfig's
  /// code: Uyghur rows showed the Persian words, spelt with a yeh Uyghur does not write and
  /// none of its own vowels (ۇ, ې, ى).
  static let ownWords = ["ug": "سالام دۇنيا", "ku-iq": "سڵاو جیهان", "ku-ir": "سڵاو جیهان"]

  /// Whether `scalar` is a letter (not a mark, a space or punctuation).
  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
    default: false
    }
  }
}
