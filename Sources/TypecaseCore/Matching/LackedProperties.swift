import CFontconfig

/// What a fontconfig request asks of a face that the face fontconfig gives lacks: a language
/// it does not cover (":lang=ja" with no Japanese font installed), characters it does not have
/// (":charset=5927"), a spacing, slant, weight or width it does not have (":spacing=mono",
/// ":bold" of a family with no bold face).
///
/// Fontconfig gives its closest match whatever it lacks, and `match` said "substituted: no"
/// of a Latin font given for ":lang=ja".
enum LackedProperties {
  /// The properties `request` (as parsed, before the configuration's rules add any) asks
  /// for that the face of `matched` lacks, as pattern text: "lang=ja", "charset=5927",
  /// "spacing=mono".
  static func of(request: OpaquePointer, matched: OpaquePointer, in config: OpaquePointer) -> [String] {
    var lacked: [String] = []
    var faceLanguages: OpaquePointer?
    let hasLanguages = FcPatternGetLangSet(matched, FC_LANG, 0, &faceLanguages) == FcResultMatch
    var position: Int32 = 0
    var asked: OpaquePointer?
    while FcPatternGetLangSet(request, FC_LANG, position, &asked) == FcResultMatch, let languages = asked {
      position += 1
      guard let set = FcLangSetGetLangs(languages) else { continue }
      defer { FcStrSetDestroy(set) }
      for language in FontPatternReader.strings(in: set).sorted() {
        let covered =
          hasLanguages && faceLanguages.map { FcLangSetHasLang($0, language) != FcLangDifferentLang } == true
        if !covered { lacked.append("lang=" + language) }
      }
    }
    var characters: OpaquePointer?
    if FcPatternGetCharSet(request, FC_CHARSET, 0, &characters) == FcResultMatch, let characters {
      var faceCharacters: OpaquePointer?
      let has =
        FcPatternGetCharSet(matched, FC_CHARSET, 0, &faceCharacters) == FcResultMatch
        && faceCharacters.map { FcCharSetIsSubset(characters, $0) == FcTrue } == true
      if !has { lacked.append("charset=" + missingCodes(characters, in: faceCharacters)) }
    }
    var spacing: Int32 = 0
    if FcPatternGetInteger(request, FC_SPACING, 0, &spacing) == FcResultMatch {
      // The font's own spacing: the match carries the request's where the font has none.
      let faceSpacing = ownSpacing(of: matched, in: config)
      // A character-cell font is monospaced too; fontconfig gives none as "mono" otherwise.
      let met = faceSpacing == spacing || (spacing == 100 && faceSpacing == 110)
      if !met { lacked.append("spacing=" + spacingName(spacing)) }
    } else if let family = FontPatternReader(pattern: request).firstFamily,
      ["monospace", "mono"].contains(family.lowercased())
    {
      // The generic monospace asks for a monospaced font as CSS's does, though fontconfig
      // weighs a language first: "monospace:lang=vi" gave a proportional font, said nothing of.
      // A dual-width font (CJK, full-width beside half-width) is one, as Pango says.
      // So is a font named "Mono" whose ASCII is of one width, as the Monospace filter takes
      // it: Noto Sans Mono, this machine's monospace, was said to lack spacing=mono.
      let faceSpacing = ownSpacing(of: matched, in: config)
      let reader = FontPatternReader(pattern: matched)
      let namedMono =
        if let family = reader.firstFamily, let file = reader.string(FC_FILE) {
          MonospacedFace.namesItselfMonospaced(
            family: family, location: FontLocation(file: file, index: reader.integer(FC_INDEX) ?? 0))
        } else {
          false
        }
      if ![90, 100, 110].contains(faceSpacing) && !namedMono { lacked.append("spacing=mono") }
    }
    // A slant the face does not have (":slant=110", oblique, answered with an italic face):
    // fontconfig gives the nearest, and `fc-list` lists the face for neither.
    var slant: Int32 = 0
    var faceSlant: Int32 = 0
    if FcPatternGetInteger(request, FC_SLANT, 0, &slant) == FcResultMatch,
      FcPatternGetInteger(matched, FC_SLANT, 0, &faceSlant) == FcResultMatch, faceSlant != slant
    {
      lacked.append("slant=" + slantName(slant))
    }
    // Nor a weight or width it lacks (":bold" answered with the family's only face, Medium,
    // which fontconfig's rules then embolden; ":weight=55" with ExtraLight): said of a slant,
    // said of neither. A variable font's match carries the value asked for within its range.
    // The match's own weight is the one asked for when the rules embolden the face: the
    // font's own values are read from the configuration's fonts.
    // A range asked for (":weight=[210 215]") is lacked when the face's values are all outside it.
    for (object, names) in [(FC_WEIGHT, weightNames), (FC_WIDTH, widthNames)] {
      var asked = 0.0
      var range: OpaquePointer?
      var low = 0.0
      var high = 0.0
      let text: String
      if FcPatternGetDouble(request, object, 0, &asked) == FcResultMatch {
        (low, high) = (asked, asked)
        let name = Double(Int(asked)) == asked ? names[Int(asked)] : nil
        text = name ?? number(asked)
      } else if FcPatternGetRange(request, object, 0, &range) == FcResultMatch, let range,
        FcRangeGetDouble(range, &low, &high) == FcTrue
      {
        text = "[" + number(low) + " " + number(high) + "]"
        // Reversed, it holds no value: no face has one in it (fc-list lists none).
        if low > high {
          lacked.append(object + "=" + text)
          continue
        }
      } else {
        continue
      }
      guard let own = ownRange(of: object, in: matched, config: config), !own.overlaps(low...high) else { continue }
      lacked.append(object + "=" + text)
    }
    // A pixel size a bitmap font is not drawn at (":pixelsize=13" answered with Terminus's
    // 12-pixel file): the answer looked the same as the one for its own size.
    var pixels = 0.0
    if FcPatternGetDouble(request, FC_PIXEL_SIZE, 0, &pixels) == FcResultMatch,
      let drawn = bitmapPixelSize(of: matched, in: config), abs(drawn - pixels) >= 0.5
    {
      lacked.append("pixelsize=" + number(pixels))
    }
    return lacked
  }

  /// Whether the lacked property `text` ("weight=bold") is one of weight, width and slant.
  static func isStyleProperty(_ text: String) -> Bool {
    [FC_WEIGHT, FC_WIDTH, FC_SLANT].contains { text.hasPrefix($0 + "=") }
  }

  /// The PostScript names of the faces of `family` in `config` that have the weight, width and
  /// slant `request` asks for (those it asks for), sorted.
  static func faces(of family: String, havingStyleOf request: OpaquePointer, in config: OpaquePointer) -> [String] {
    guard let pattern = FcPatternCreate() else { return [] }
    defer { FcPatternDestroy(pattern) }
    FcPatternAddString(pattern, FC_FAMILY, family)
    for object in [FC_WEIGHT, FC_WIDTH, FC_SLANT] {
      var value = FcValue()
      if FcPatternGet(request, object, 0, &value) == FcResultMatch { FcPatternAdd(pattern, object, value, FcTrue) }
    }
    guard let objects = FcObjectSetCreate() else { return [] }
    defer { FcObjectSetDestroy(objects) }
    FcObjectSetAdd(objects, FC_POSTSCRIPT_NAME)
    guard let list = FcFontList(config, pattern, objects) else { return [] }
    defer { FcFontSetDestroy(list) }
    var names: [String] = []
    for position in 0..<Int(list.pointee.nfont) {
      guard let font = list.pointee.fonts[position],
        let name = FontPatternReader(pattern: font).string(FC_POSTSCRIPT_NAME), !names.contains(name)
      else { continue }
      names.append(name)
    }
    return names.sorted()
  }

  /// The pixel size the bitmap font of `matched` (one that cannot be scaled) is drawn at: of
  /// the sizes `config` lists for it, the one nearest the size the match asks for (an .otb has
  /// several: Terminus's 12 to 32); nil for a scalable font, or one without a size.
  ///
  /// Its first size alone was taken: Terminus asked for at 16 pixels was said to be drawn at 12.
  static func bitmapPixelSize(of matched: OpaquePointer, in config: OpaquePointer) -> Double? {
    guard FontPatternReader(pattern: matched).boolean(FC_SCALABLE) == false,
      let sizes = ownValue(
        of: FC_PIXEL_SIZE, in: matched, config: config,
        { font in
          var sizes: [Double] = []
          var value = 0.0
          while FcPatternGetDouble(font, FC_PIXEL_SIZE, Int32(sizes.count), &value) == FcResultMatch {
            sizes.append(value)
          }
          return sizes.isEmpty ? nil : sizes
        })
    else { return nil }
    var asked = 0.0
    guard FcPatternGetDouble(matched, FC_PIXEL_SIZE, 0, &asked) == FcResultMatch else { return sizes.first }
    return sizes.min { abs($0 - asked) < abs($1 - asked) }
  }

  /// The values of `object` (weight, width) the font of `matched` has in `config`'s fonts: one
  /// value, or a variable font's range, widened by less than a unit each way; nil when it has
  /// none.
  private static func ownRange(of object: String, in matched: OpaquePointer, config: OpaquePointer)
    -> ClosedRange<Double>?
  {
    ownValue(of: object, in: matched, config: config) { font in
      var value = 0.0
      if FcPatternGetDouble(font, object, 0, &value) == FcResultMatch { return (value - 0.49)...(value + 0.49) }
      var range: OpaquePointer?
      var low = 0.0
      var high = 0.0
      guard FcPatternGetRange(font, object, 0, &range) == FcResultMatch, let range,
        FcRangeGetDouble(range, &low, &high) == FcTrue, low <= high
      else { return nil }
      return (low - 0.49)...(high + 0.49)
    }
  }

  /// `read`'s answer for the font of `matched` as `config` lists it with `object` alone, found by
  /// its file, index and whether it is a variable font as a whole (the match carries values of
  /// the request's: the weight asked for where the rules embolden the face).
  private static func ownValue<Value>(
    of object: String, in matched: OpaquePointer, config: OpaquePointer, _ read: (OpaquePointer) -> Value?
  ) -> Value? {
    let reader = FontPatternReader(pattern: matched)
    guard let file = reader.string(FC_FILE), let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    FcPatternAddString(pattern, FC_FILE, file)
    FcPatternAddInteger(pattern, FC_INDEX, Int32(reader.integer(FC_INDEX) ?? 0))
    // A variable font as a whole and its default instance share the index.
    FcPatternAddBool(pattern, FC_VARIABLE, reader.boolean(FC_VARIABLE) == true ? FcTrue : FcFalse)
    guard let objects = FcObjectSetCreate() else { return nil }
    defer { FcObjectSetDestroy(objects) }
    FcObjectSetAdd(objects, object)
    guard let fonts = FcFontList(config, pattern, objects) else { return nil }
    defer { FcFontSetDestroy(fonts) }
    guard fonts.pointee.nfont > 0, let font = fonts.pointee.fonts[0] else { return nil }
    return read(font)
  }

  /// fontconfig's names of its weights, by value.
  private static let weightNames: [Int: String] = [
    0: "thin", 40: "extralight", 50: "light", 55: "semilight", 75: "book", 80: "regular", 100: "medium",
    180: "semibold", 200: "bold", 205: "extrabold", 210: "black", 215: "extrablack",
  ]

  /// fontconfig's names of its widths, by value.
  private static let widthNames: [Int: String] = [
    50: "ultracondensed", 63: "extracondensed", 75: "condensed", 87: "semicondensed", 100: "normal",
    113: "semiexpanded", 125: "expanded", 150: "extraexpanded", 200: "ultraexpanded",
  ]

  /// `value` as a pattern writes it: "55", "55.5".
  private static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// The name fontconfig gives a slant value ("italic"), or the number.
  private static func slantName(_ value: Int32) -> String {
    switch value {
    case 0: "roman"
    case 100: "italic"
    case 110: "oblique"
    default: String(value)
    }
  }

  /// The code points of `asked` that `characters` lacks, in hexadecimal as a pattern writes
  /// them ("5927 5928"), at most eight and then "…".
  private static func missingCodes(_ asked: OpaquePointer, in characters: OpaquePointer?) -> String {
    var missing: [String] = []
    var map = [FcChar32](repeating: 0, count: Int(FC_CHARSET_MAP_SIZE))
    var next: FcChar32 = 0
    var base = FcCharSetFirstPage(asked, &map, &next)
    while base != FcChar32.max && missing.count <= 8 {  // FC_CHARSET_DONE
      for (word, bits) in map.enumerated() where bits != 0 {
        for bit in 0..<32 where bits & (1 << FcChar32(bit)) != 0 {
          let code = base + FcChar32(word * 32 + bit)
          if characters.map({ FcCharSetHasChar($0, code) == FcTrue }) != true {
            missing.append(String(code, radix: 16))
          }
        }
      }
      base = FcCharSetNextPage(asked, &map, &next)
    }
    return missing.count > 8 ? missing.prefix(8).joined(separator: " ") + " …" : missing.joined(separator: " ")
  }

  /// The spacing the font of `matched` has in `config`'s fonts (proportional, 0, when it says
  /// none).
  private static func ownSpacing(of matched: OpaquePointer, in config: OpaquePointer) -> Int32 {
    ownValue(of: FC_SPACING, in: matched, config: config) { font in
      var spacing: Int32 = 0
      return FcPatternGetInteger(font, FC_SPACING, 0, &spacing) == FcResultMatch ? spacing : nil
    } ?? 0
  }

  /// The name fontconfig gives a spacing value ("mono"), or the number.
  private static func spacingName(_ value: Int32) -> String {
    switch value {
    case 0: "proportional"
    case 90: "dual"
    case 100: "mono"
    case 110: "charcell"
    default: String(value)
    }
  }
}
