import CFontconfig

/// Words of a language's script, for rows of families filtered by that language: a Khmer or
/// Thai font's row showed its Latin name, like every other row, under "Khmer".
public enum LanguageSample {
  /// The first of `FaceSample.otherSamples` beyond Latin whose every letter `language`'s
  /// orthography (as fontconfig has it: `FcLangGetCharSet`) holds; nil for a language written
  /// in Latin letters, or one fontconfig has no orthography for.
  ///
  /// Letters alone: the orthographies leave out many vowel signs and stacking marks (Hindi's
  /// lacks U+093E, Khmer's its coeng).
  public static func text(for language: String) -> String? {
    guard let charset = FcLangGetCharSet(language) else { return nil }
    return FaceSample.otherSamples.dropFirst().first { sample in
      sample.unicodeScalars.allSatisfy {
        !isLetter($0) || FcCharSetHasChar(charset, $0.value) == FcTrue
      } && sample.unicodeScalars.contains(where: isLetter)
    }
  }

  /// Whether `scalar` is a letter (not a mark, a space or punctuation).
  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
    default: false
    }
  }
}
