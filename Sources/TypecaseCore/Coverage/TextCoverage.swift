import CFontconfig

/// Which families can show a text: those whose fonts have every one of its characters, best
/// first, then those that have most of them, with what each lacks.
///
/// Read from fontconfig's character sets (what `fc-list :charset=…` filters on), so a family
/// "covers" a text when one of its faces has every code point of it; no font file is opened.
public struct TextCoverage: Sendable, Equatable {
  /// The code points the text needs, each once, in the order of the text.
  public var characters: [Unicode.Scalar]
  /// The families one or more of whose faces have every character: those where every face
  /// does first, then by how many faces do, then by name.
  public var covering: [FamilyCoverage]
  /// The families none of whose faces has every character, those whose most complete face
  /// has most of them first (and then by name).
  public var partial: [FamilyCoverage]
  /// The files of faces that have characters of the text but that this user may not read
  /// (Pango draws those characters as boxes), each once, in the order of the families.
  public var unreadableFiles: [String] = []

  /// The code points `text` needs drawn, each once, in the order of the text.
  ///
  /// Every one, combining marks and the joiners and tags of emoji sequences included ("é" as
  /// e + U+0301 needs both), except tabs, line or paragraph separators and the other invisible
  /// (default ignorable) ones, which are not drawn: a zero-width space or soft hyphen that a
  /// font lacks, Pango draws as nothing, and `match --text` reports nothing missing. Other
  /// control characters count: Pango draws one a font lacks (U+0001, escape) as a box, as
  /// `match --text` says.
  ///
  /// Of the variation selectors only the emoji one (U+FE0F) counts, and a color font has it
  /// whether or not its character set lists it (see `FontLibrary.coverage`): Pango draws "❤️" in
  /// the color emoji font, which fontconfig's character set of Noto Color Emoji lacks (it maps
  /// U+FE0F in its variation sequences, cmap format 14), and a text font that has ❤ does not
  /// draw "❤️". Other selectors (U+FE0E, the text one; those of CJK and mathematical variants)
  /// are drawn by any font with the character.
  ///
  /// Nor do spaces other than the Ogham space mark: Pango never picks a font for one, and
  /// HarfBuzz draws a space the font lacks (U+202F before a French "!", U+3000) as the font's
  /// own space, as wide as asked, so every family "lacked" the narrow no-break space.
  ///
  /// The emoji selector counts after an emoji only (❤, 1 of a keycap): after another character
  /// ("A" + U+FE0F) it asks for no picture, and Pango draws the pair in the text's font, as
  /// `match --text` says; "no family covers" it contradicted that. So does the zero width
  /// joiner, after an emoji (or its selector, a skin tone, a tag): in Arabic, Persian or
  /// Devanagari text it asks for a joining or half form, and Pango draws it with the text's
  /// font ("cover" said Tlwg Mono lacked it in Thai text `match --text` drew in Tlwg Mono).
  public static func characters(of text: String) -> [Unicode.Scalar] {
    var seen = Set<Unicode.Scalar>()
    var previous: Unicode.Scalar?
    return text.unicodeScalars.filter { scalar in
      defer { previous = scalar }
      if scalar == emojiSelector && previous?.properties.isEmoji != true { return false }
      if scalar == zeroWidthJoiner, let before = previous,
        !(before.properties.isEmoji || before == emojiSelector || isTag(before))
      {
        return false
      }
      return needsAFont(scalar) && (!scalar.properties.isDefaultIgnorableCodePoint || isSequencePart(scalar))
        && seen.insert(scalar).inserted
    }
  }

  /// Whether `scalar` is drawn only by a font that has it: Pango picks no font for a control
  /// character, a line or paragraph separator, a format character, a variation selector or a
  /// space (the Ogham space mark excepted, a visible stroke) and draws it with the font of the
  /// text around it (pango-context.c, itemize_state_process_run).
  ///
  /// A control character other than a tab or a line break is drawn by that font all the
  /// same, as a box where it lacks it (pango's shape.c): it counts, as `match --text`, reading
  /// Pango's glyphs, says it missing ("cover" said every family had U+0001).
  ///
  /// The joiners, the emoji selector and the tags of emoji sequences count all the same (see
  /// `isSequencePart`).
  public static func needsAFont(_ scalar: Unicode.Scalar) -> Bool {
    if isSequencePart(scalar) { return true }
    switch scalar.properties.generalCategory {
    case .control: return ![0x09, 0x0A, 0x0D].contains(scalar.value)
    case .format, .surrogate, .lineSeparator, .paragraphSeparator: return false
    case .spaceSeparator: return scalar.value == 0x1680
    default: return !(0xFE00...0xFE0F).contains(scalar.value) && !(0xE0100...0xE01EF).contains(scalar.value)
    }
  }

  /// Whether a face that draws `scalar` must have it, or shows a box: a character Pango draws
  /// with a font of its own (`needsAFont`) that is not invisible.
  ///
  /// A joiner, a variation selector or a tag a font lacks is hidden by HarfBuzz, the emoji it
  /// belongs to drawn all the same: Noto Color Emoji, which maps no U+FE0F, was said to lack
  /// the selector of "❤️" and to draw it, and its page underlined the invisible character.
  public static func needsAGlyph(_ scalar: Unicode.Scalar) -> Bool {
    needsAFont(scalar) && !scalar.properties.isDefaultIgnorableCodePoint
  }

  /// Whether `scalar` is a zero width joiner, the emoji variation selector or a tag (the
  /// letters of a subdivision flag, 🏴 then "gbsct"): invisible, but what makes an emoji
  /// sequence one picture.
  static func isSequencePart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == zeroWidthJoiner || scalar == emojiSelector || isTag(scalar)
  }

  /// Whether `scalar` is one of the tags that spell a subdivision flag's letters (and its end).
  private static func isTag(_ scalar: Unicode.Scalar) -> Bool { (0xE0020...0xE007F).contains(scalar.value) }

  /// ZERO WIDTH JOINER, which joins emoji into one picture (and letters into joining forms).
  static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"

  /// VARIATION SELECTOR-16, which asks for a character's emoji (color) presentation.
  static let emojiSelector: Unicode.Scalar = "\u{FE0F}"

  /// Whether a font of `charset` (a color font when `isColor`) has `scalar`, one of a text's
  /// `characters`: the emoji selector only a color font has, whose presentation it draws
  /// (DejaVu Sans maps U+FE0F, and covered "❤️", which Pango draws in the color emoji font).
  static func has(_ scalar: Unicode.Scalar, in charset: OpaquePointer, isColor: Bool) -> Bool {
    scalar == emojiSelector ? isColor : FcCharSetHasChar(charset, scalar.value) == FcTrue
  }
}

/// How much of a text one family has.
public struct FamilyCoverage: Sendable, Equatable {
  /// The family's name, as the family list gives it.
  public var family: String
  /// How many faces the family has.
  public var faceCount: Int
  /// The faces that have every character of the text (empty for a partial family).
  public var coveringFaces: [FontFace]
  /// The characters the family's most complete face lacks (the first of those with the most),
  /// in the order of the text: a text is drawn in one face, so a family whose .otf has some
  /// characters and whose Type 1 copy the others lacks them all the same.
  ///
  /// Empty for a covering family.
  public var missing: [Unicode.Scalar]
  /// How many of the text's characters the family's most complete face has.
  public var coveredCount: Int

  /// Whether every face of the family has every character.
  public var coversWithEveryFace: Bool { coveringFaces.count == faceCount }
}

extension FontLibrary {
  /// Which families can show `characters` (see `TextCoverage`).
  public func coverage(of characters: [Unicode.Scalar]) -> TextCoverage {
    var covering: [FamilyCoverage] = []
    var partial: [FamilyCoverage] = []
    var unreadableFiles: [String] = []
    // Whether a font's being a color one matters (only for the emoji selector).
    let needsColor = characters.contains(TextCoverage.emojiSelector)
    for summary in families {
      // Faces Pango cannot draw (Type 1, web fonts) show no text, as the window's "Shows this
      // text" and `match --text` have it: a character only a Type 1 copy maps (the Apple logo
      // in Standard Symbols PS) was said to be covered, and drawn as a box.
      guard let patterns = patternsByFamily[summary.name]?.filter({ FontPatternReader(pattern: $0).isDrawable }),
        !patterns.isEmpty
      else { continue }
      var coveringFaces: [FontFace] = []
      // The most complete face's missing characters: the union of the faces' characters made
      // a family whose .otf and .t1 each had part of a text "lack 0" of it.
      var missing = characters
      for pattern in patterns {
        var charset: OpaquePointer?
        guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { continue }
        let isColor = needsColor && FontPatternReader(pattern: pattern).boolean(FC_COLOR) == true
        let lacking = characters.filter { !TextCoverage.has($0, in: charset, isColor: isColor) }
        guard lacking.isEmpty || lacking.count < missing.count else { continue }
        // A face in a file this user may not read is drawn as boxes (Pango cannot open it, as
        // `match --text` says): it covers nothing, and a check passed where programs drew boxes.
        let reader = FontPatternReader(pattern: pattern)
        guard reader.isReadable else {
          if lacking.count < characters.count, let file = reader.string(FC_FILE), !unreadableFiles.contains(file) {
            unreadableFiles.append(file)
          }
          continue
        }
        if lacking.count < missing.count { missing = lacking }
        if lacking.isEmpty,
          let face = FontPatternReader(pattern: pattern).face(detail: .listing, variableFonts: variableFonts)
        {
          coveringFaces.append(face)
        }
      }
      let family = FamilyCoverage(
        family: summary.name, faceCount: patterns.count, coveringFaces: coveringFaces, missing: missing,
        coveredCount: characters.count - missing.count)
      if !coveringFaces.isEmpty {
        covering.append(family)
      } else if family.coveredCount > 0 {
        partial.append(family)
      }
    }
    // Stable sorts: families come in natural order, which breaks ties by name.
    covering = covering.enumerated().sorted { left, right in
      let (a, b) = (left.element, right.element)
      if a.coversWithEveryFace != b.coversWithEveryFace { return a.coversWithEveryFace }
      if a.coveringFaces.count != b.coveringFaces.count { return a.coveringFaces.count > b.coveringFaces.count }
      return left.offset < right.offset
    }.map(\.element)
    partial = partial.enumerated().sorted { left, right in
      if left.element.coveredCount != right.element.coveredCount {
        return left.element.coveredCount > right.element.coveredCount
      }
      return left.offset < right.offset
    }.map(\.element)
    var coverage = TextCoverage(characters: characters, covering: covering, partial: partial)
    coverage.unreadableFiles = unreadableFiles
    return coverage
  }
}
