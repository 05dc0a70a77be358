import CFontconfig

/// Whether a font can draw its own family name legibly, and if not, a sample of what it does
/// draw.
///
/// Symbol and dingbat fonts either lack the name's letters (Type 1 D050000L: only dingbats) or
/// map Latin letters to other glyphs ("Standard Symbols PS" drawn in its own font reads
/// "Σταν δαρδ Σψμβολσ ΠΣ"). Their rows show the name in the interface font, with a few of the
/// font's own characters beside it. Read with FreeType: the cmap, and the glyph names a font
/// gives its letters ('S' named "Sigma" is not an S).
public enum NameLegibility {
  /// The characters a sample shows at most.
  static let sampleLength = 8

  /// A sample of the characters the font at `file`/`index` draws, when it cannot draw `name`
  /// legibly; nil when it can (or the file cannot be read: it is then drawn as before).
  ///
  /// A name mostly of Latin letters (fullwidth ones too), with a character the font lacks (an
  /// emoji, a fullwidth letter, a control), shows Latin letters when the font has them all and
  /// is no CJK font: its row showed the first other script the font has, and DejaVu Sans's
  /// copies read as Arabic fonts. A CJK font shows its own script, as its page starts with.
  public static func sampleIfIllegible(name: String, file: String, index: Int) -> String? {
    withFace(file: file, index: index) { face in
      // A character map FreeType made up (the font's own damaged): HarfBuzz, and so Pango,
      // reads none, and the row was drawn in boxes.
      guard !hasMadeUpCharacterMap(face) else { return "" }
      guard !canDraw(name, face) else { return nil }
      // Glyphs without widths (a damaged hhea) piled up in one place as the sample did.
      guard glyphDrawing(of: face) == .text else { return "" }
      let letters = name.unicodeScalars.filter(\.properties.isAlphabetic)
      let latin = letters.filter { $0.value < 0x250 || (0xFF21...0xFF5A).contains($0.value) }
      let cjk = FaceSample.otherSamples[1...4].contains { sample in
        sample.unicodeScalars.allSatisfy { $0 == " " || FT_Get_Char_Index(face, FT_ULong($0.value)) != 0 }
      }
      guard latin.count * 2 > letters.count, !cjk, canDraw(FaceSample.englishPangram, face) else {
        return sample(of: face)
      }
      return latinSample
    }
  }

  /// The sample of a font of Latin letters: the type designer's test word.
  static let latinSample = "Hamburgefonstiv"

  /// A few characters the font at `file`/`index` maps that draw something (see
  /// `sample(of:)`); nil when the file cannot be read.
  public static func inkedSample(file: String, index: Int) -> String? {
    withFace(file: file, index: index) { sample(of: $0) }
  }

  /// Whether the font at `file`/`index` maps `character` to a glyph that draws something;
  /// nil when the file cannot be read.
  package static func draws(_ character: Unicode.Scalar, file: String, index: Int) -> Bool? {
    withFace(file: file, index: index) { face in
      let glyph = FT_Get_Char_Index(face, FT_ULong(character.value))
      return glyph != 0 && hasInk(glyph, face)
    }
  }

  /// `body`'s answer for the face at `file`/`index`, opened with FreeType for it; nil when the
  /// file cannot be read.
  private static func withFace<Answer>(file: String, index: Int, _ body: (FT_Face) -> Answer?) -> Answer? {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else { return nil }
    defer { FT_Done_FreeType(library) }
    var face: FT_Face?
    guard FT_New_Face(library, file, FT_Long(index), &face) == 0, let face else { return nil }
    defer { FT_Done_Face(face) }
    selectSymbolMapWithoutUnicode(face)
    return body(face)
  }

  /// Selects a symbol font's character map (Microsoft's symbol encoding, at U+F020–F0FF) when
  /// the face has no Unicode one: FreeType then selects none, and Marlett, Wingdings or
  /// Webdings mapped no character at all (their rows had no sample).
  ///
  /// HarfBuzz, and so Pango, reads that map as it is.
  package static func selectSymbolMapWithoutUnicode(_ face: FT_Face) {
    guard face.pointee.charmap == nil else { return }
    FT_Select_Charmap(face, FT_ENCODING_MS_SYMBOL)
  }

  /// Whether every character of `name` maps to a glyph that is that character, and some of
  /// them draw something with a width (a font of empty glyphs, as Adobe Blank, left its row
  /// blank; one whose hhea table is damaged piled the name's letters up in one place).
  private static func canDraw(_ name: String, _ face: FT_Face) -> Bool {
    let hasGlyphNames = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_GLYPH_NAMES) != 0
    var drawsSomething = false
    for scalar in name.unicodeScalars where !scalar.properties.isWhitespace {
      let glyph = FT_Get_Char_Index(face, FT_ULong(scalar.value))
      guard glyph != 0 else { return false }
      // The glyph `hasInk` loaded gives the width.
      if !drawsSomething { drawsSomething = hasInk(glyph, face) && face.pointee.glyph?.pointee.advance.x != 0 }
      guard hasGlyphNames, scalar.isASCII, scalar.properties.isAlphabetic else { continue }
      var buffer = [CChar](repeating: 0, count: 64)
      guard FT_Get_Glyph_Name(face, glyph, &buffer, FT_UInt(buffer.count)) == 0 else { continue }
      let glyphName = String(
        decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      // Fonts with real names call an S "S" (or "S.alt", "uni0053"); a symbol font calls it "Sigma".
      let base = glyphName.split(separator: ".").first.map(String.init) ?? glyphName
      if namesAnotherCharacter(base, than: scalar) { return false }
    }
    return drawsSomething || !name.unicodeScalars.contains { !$0.properties.isWhitespace }
  }

  /// Whether `face` is an sfnt font whose own character map FreeType could not read (damaged
  /// or missing), the map it uses made up from the glyphs' names: HarfBuzz reads none, so
  /// Pango draws boxes.
  package static func hasMadeUpCharacterMap(_ face: FT_Face) -> Bool {
    guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SFNT) != 0, let map = face.pointee.charmap else {
      return false
    }
    return FT_Get_CMap_Format(map) < 0
  }

  /// What the characters a face maps draw (see `glyphDrawing(of:)`): text, nothing at all,
  /// or ink without any width.
  package enum GlyphDrawing { case text, nothing, noWidths }

  /// What `face`'s characters draw (see `GlyphDrawing`): a font whose `glyf`, `loca` or
  /// `maxp` table is damaged draws nothing, one whose `hhea` or `hmtx` is, ink without widths.
  ///
  /// Read from up to 64 characters in each of several parts of Unicode (Latin, Arabic, Indic,
  /// Thai, CJK, Hangul, private use, emoji…): a Thai font mapping Latin to empty glyphs was
  /// said to draw nothing. A color font's empty base glyphs draw by its layers (Noto's COLRv1
  /// font's do): any glyph with ink will do. Marks alone have no width by design, so a face
  /// of marks only is text; an SVG font draws from its documents, and is.
  package static func glyphDrawing(of face: FT_Face) -> GlyphDrawing {
    // Of TrueType and OpenType fonts alone, whose tables can be damaged so (a Windows .fon's
    // bitmaps are read otherwise, and were said to draw nothing).
    let flags = face.pointee.face_flags
    guard flags & FT_Long(FT_FACE_FLAG_SFNT) != 0, flags & FT_Long(FT_FACE_FLAG_SVG) == 0 else { return .text }
    NameLegibility.selectSymbolMapWithoutUnicode(face)
    var looked = 0
    var inked = false
    var wide = false
    var onlyMarks = true
    let starts: [FT_ULong] = [
      0, 0x370, 0x590, 0x600, 0x900, 0xE00, 0x1000, 0x1100, 0x2000, 0x3000, 0x4E00, 0xAC00, 0xE000, 0x10000, 0x1F000,
    ]
    regions: for (position, start) in starts.enumerated() {
      let end = position + 1 < starts.count ? starts[position + 1] : FT_ULong.max
      var glyph: FT_UInt = 0
      var code = start == 0 ? FT_Get_First_Char(face, &glyph) : FT_Get_Next_Char(face, start - 1, &glyph)
      var taken = 0
      while glyph != 0 && code < end && taken < 64 {
        defer { code = FT_Get_Next_Char(face, code, &glyph) }
        // Blanks, controls and invisible format characters draw nothing in any font.
        guard let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: code)),
          !scalar.properties.isWhitespace, scalar.properties.generalCategory != .control,
          !scalar.properties.isDefaultIgnorableCodePoint
        else { continue }
        taken += 1
        looked += 1
        let ink = hasInk(glyph, face)
        // The glyph `hasInk` loaded, if it could.
        let slot = face.pointee.glyph
        let advance = slot.map { $0.pointee.glyph_index == glyph ? $0.pointee.advance.x : 0 } ?? 0
        let isMark = [.nonspacingMark, .enclosingMark, .spacingMark].contains(scalar.properties.generalCategory)
        inked = inked || ink
        if !isMark {
          if ink { onlyMarks = false }
          if advance != 0 { wide = true }
        }
        if inked && wide && !onlyMarks { break regions }
      }
    }
    guard looked > 0 else { return .text }
    if !inked && flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 {
      inked = (1..<min(Int(face.pointee.num_glyphs), 4096)).contains { hasInk(FT_UInt($0), face) }
      onlyMarks = false
    }
    guard inked else { return .nothing }
    guard !onlyMarks else { return .text }
    // hhea's count of widths: none, and every glyph has none for HarfBuzz, and so Pango
    // (FreeType takes a CFF font's widths from its charstrings, and saw them).
    let widths = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA).map {
      $0.assumingMemoryBound(to: TT_HoriHeader.self).pointee.number_Of_HMetrics
    }
    return wide && widths != 0 ? .text : .noWidths
  }

  /// Whether `glyph` draws anything: an outline that encloses an area, or a bitmap with pixels.
  ///
  /// A glyph FreeType cannot load (a broken outline, a composite of itself) draws nothing,
  /// in Pango either, unless the face's bitmap strike has it: such names were blank rows. So
  /// does an outline of single points (Material Icons' letters, there for its ligatures): its
  /// row's sample was "abcdefgh", which the ligatures drew as one "abc" icon.
  package static func hasInk(_ glyph: FT_UInt, _ face: FT_Face) -> Bool {
    guard FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_SCALE)) == 0, let slot = face.pointee.glyph else {
      return hasBitmapInk(glyph, face)
    }
    switch slot.pointee.format {
    case FT_GLYPH_FORMAT_OUTLINE: return enclosesArea(&slot.pointee.outline) || hasBitmapInk(glyph, face)
    case FT_GLYPH_FORMAT_BITMAP: return slot.pointee.bitmap.width > 0 && slot.pointee.bitmap.rows > 0
    default: return true
    }
  }

  /// Whether `outline` has a contour and its control box is wider and taller than a point.
  private static func enclosesArea(_ outline: UnsafeMutablePointer<FT_Outline>) -> Bool {
    guard outline.pointee.n_contours > 0, outline.pointee.n_points > 0, let points = outline.pointee.points else {
      return false
    }
    let all = UnsafeBufferPointer(start: points, count: Int(outline.pointee.n_points))
    let first = all[0]
    return all.contains { $0.x != first.x } && all.contains { $0.y != first.y }
  }

  /// Whether `glyph` of a face with bitmap strikes has pixels in its first strike: a color
  /// bitmap font (Noto Color Emoji's CBDT) has no outlines, and FreeType loads each glyph
  /// without scaling as an empty outline, so every emoji font was said to draw nothing.
  private static func hasBitmapInk(_ glyph: FT_UInt, _ face: FT_Face) -> Bool {
    guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_FIXED_SIZES) != 0, face.pointee.num_fixed_sizes > 0,
      FT_Select_Size(face, 0) == 0,
      FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph,
      slot.pointee.format == FT_GLYPH_FORMAT_BITMAP
    else { return false }
    return slot.pointee.bitmap.width > 0 && slot.pointee.bitmap.rows > 0
  }

  /// Whether a glyph mapped from the letter `letter` is named as something else: a word that
  /// is not the letter ("Sigma", "alpha": a symbol font's Greek), or a ZapfDingbats number
  /// ("a31").
  ///
  /// Other schemes ("uni0053", "glyph12", "aj272" in Adobe-Japan fonts) say nothing.
  private static func namesAnotherCharacter(_ name: String, than letter: Unicode.Scalar) -> Bool {
    guard !name.isEmpty, name.allSatisfy(\.isASCII) else { return false }
    if name.allSatisfy(\.isLetter) { return name != String(Character(letter)) && !name.hasPrefix("uni") }
    let digits = name.dropFirst()
    return name.first == "a" && !digits.isEmpty && digits.allSatisfy(\.isNumber)
  }

  /// A few characters the face maps that show its character: letters first, then symbols,
  /// then digits, then punctuation, then private-use characters (an icon font's icons, where
  /// the rest it maps is empty); never spaces, marks or controls.
  ///
  /// In a font that maps Latin letters to symbols, the letters show the symbols. Each is a
  /// character of its own: a scalar that would join the one before into one cluster is
  /// passed over (Droid Sans Fallback's first letters, the conjoining jamo ᄀᄁᄂᄃ…, made one
  /// cluster, which a row too narrow for it cut to a bare "…").
  package static func sample(of face: FT_Face) -> String {
    // A sample of its script the face draws whole, as its page starts with (a CJK face's row
    // showed its first code points, "ᄀᆨ〆ぁあぃいぅ").
    if let script = FaceSample.samplesForUser.dropFirst().first(where: { sample in
      sample.unicodeScalars.allSatisfy {
        guard $0 != " " else { return true }
        let glyph = FT_Get_Char_Index(face, FT_ULong($0.value))
        // A stacking sign (Khmer's coeng, Myanmar's virama) draws nothing alone.
        return glyph != 0 && (hasInk(glyph, face) || $0.properties.generalCategory == .nonspacingMark)
      }
    }) {
      return script
    }
    var glyph: FT_UInt = 0
    var code = FT_Get_First_Char(face, &glyph)
    // Only characters that draw something: a font of empty glyphs shows none.
    let characters = AnyIterator<Unicode.Scalar> {
      while glyph != 0 {
        defer { code = FT_Get_Next_Char(face, code, &glyph) }
        if let scalar = Unicode.Scalar(UInt32(code)), bucket(of: scalar) != nil, hasInk(glyph, face) { return scalar }
      }
      return nil
    }
    return sample(of: characters)
  }

  /// A few characters the face maps to glyphs its color table draws: COLR layers or a paint
  /// graph, an SVG document (see `sample(of:)` for the order); "" when none.
  ///
  /// For a font whose outlines are empty (Noto's COLRv1): its page started with every
  /// character it maps, "ABC❤😀", where A, B and C draw nothing at all.
  package static func colorSample(of face: FT_Face) -> String {
    let colored = colorTableGlyphs(of: face)
    var glyph: FT_UInt = 0
    var code = FT_Get_First_Char(face, &glyph)
    let characters = AnyIterator<Unicode.Scalar> {
      while glyph != 0 {
        defer { code = FT_Get_Next_Char(face, code, &glyph) }
        guard let scalar = Unicode.Scalar(UInt32(code)), bucket(of: scalar) != nil else { continue }
        if colored.contains(where: { $0.contains(Int(glyph)) }) { return scalar }
      }
      return nil
    }
    return sample(of: characters)
  }

  /// The glyphs the color tables draw, as ranges (see `ColorTables`).
  private static func colorTableGlyphs(of face: FT_Face) -> [ClosedRange<Int>] {
    (sfntTable(face, tag: 0x434F_4C52).map(ColorTables.colrGlyphs) ?? [])  // "COLR"
      + (sfntTable(face, tag: 0x5356_4720).map(ColorTables.svgGlyphs) ?? [])  // "SVG "
  }

  /// The table `tag` of `face`'s font file; nil when it has none (or one over 64 MB).
  private static func sfntTable(_ face: FT_Face, tag: FT_ULong) -> BigEndianBytes? {
    var length: FT_ULong = 0
    guard FT_Load_Sfnt_Table(face, tag, 0, nil, &length) == 0, length > 0, length < 64 << 20 else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(length))
    guard FT_Load_Sfnt_Table(face, tag, 0, &bytes, &length) == 0 else { return nil }
    return BigEndianBytes(bytes)
  }

  /// A sample of `characters` (a face's, ascending): letters, then symbols, numbers,
  /// punctuation and private-use characters, each kept in code order, up to a sample's
  /// length; a character that joins the one before it into one (conjoining jamo) is left out.
  public static func sample(of characters: some Sequence<Unicode.Scalar>) -> String {
    var buckets = ["", "", "", "", ""]
    for scalar in characters {
      if buckets[0].count >= sampleLength { break }
      guard let bucket = bucket(of: scalar), buckets[bucket].count < sampleLength else { continue }
      var grown = buckets[bucket]
      grown.unicodeScalars.append(scalar)
      if grown.count > buckets[bucket].count { buckets[bucket] = grown }
    }
    return String(buckets.joined().prefix(sampleLength))
  }

  private static func bucket(of scalar: Unicode.Scalar) -> Int? {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter: 0
    case .mathSymbol, .otherSymbol, .currencySymbol: 1
    case .decimalNumber, .otherNumber, .letterNumber: 2
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation, .modifierSymbol, .modifierLetter:
      3
    // Last: FontAwesome maps ¨ © ® ´ Æ Ø ™ ∞ ≠ to empty glyphs and its icons from U+F000; its
    // row showed no sample at all.
    case .privateUse: 4
    default: nil
    }
  }
}
