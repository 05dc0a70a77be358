import CFontconfig

/// Emoji that Pango draws in the font fontconfig gives for "emoji" whatever font was asked
/// for: a run of emoji presentation (😀, ❤ with U+FE0F) goes there even when the font asked
/// for maps every character of it.
///
/// `match --text` called such a run a "fallback" with nothing missing, and `cover` said the
/// font asked for had the characters: a color-emoji designer saw Noto Color Emoji's 😀 where
/// their own font has one.
public enum EmojiRuns {
  /// Whether `text` holds a character Pango draws as an emoji picture: one of emoji
  /// presentation, or one followed by U+FE0F.
  public static func hasEmojiPresentation(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    for (position, scalar) in scalars.enumerated() {
      if scalar.properties.isEmojiPresentation { return true }
      if position + 1 < scalars.count, scalars[position + 1].value == 0xFE0F, scalar.properties.isEmoji { return true }
    }
    return false
  }

  /// Whether the face at `location` maps every character of `text` that needs a font (the
  /// emoji selector, joiners and tags aside), as fontconfig reads the file.
  public static func faceMaps(_ text: String, location: FontLocation) -> Bool {
    var count: Int32 = 0
    guard let pattern = FcFreeTypeQuery(location.file, UInt32(truncatingIfNeeded: location.index), nil, &count) else {
      return false
    }
    defer { FcPatternDestroy(pattern) }
    var charset: OpaquePointer?
    guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { return false }
    return text.unicodeScalars.allSatisfy { scalar in
      TextCoverage.isSequencePart(scalar) || !TextCoverage.needsAFont(scalar)
        || FcCharSetHasChar(charset, scalar.value) == FcTrue
    }
  }
}
