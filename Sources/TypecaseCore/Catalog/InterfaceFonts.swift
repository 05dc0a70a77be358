import CFontconfig
import FoundationEssentials

/// The fonts the interface itself is drawn with, as a configuration of their own.
///
/// Like a row's family (see `FontLibrary`), the interface's labels would otherwise make Pango
/// match and sort every font on the machine for each of their few font descriptions. This
/// configuration holds the desktop's fallback chain for the interface font: the families
/// fontconfig sorts for it in the interface language, each kept only where it adds characters
/// (as for any GTK program), plus the color emoji family when one is installed, so text typed
/// in the search field shows in any script and emoji show in color.
public enum InterfaceFonts {
  /// The interface's fonts: a configuration, and its families in fallback order (a Pango font
  /// description lists them, so Pango falls back in the desktop's order).
  public struct FontSet {
    /// The configuration holding the families' fonts, and the color emoji family's.
    public var configuration: FamilyFontConfiguration
    /// The families a font description lists, the interface font's first.
    ///
    /// Not a family of bitmaps (color emoji): Pango 1.50 takes a description's digit width
    /// from it (Noto Color Emoji's keycap digits, 136 pixels wide), and GTK sizes a label of
    /// a width in characters by it, so GTK's shortcuts window and file chooser opened 5,500
    /// pixels wide.
    public var families: [String]
    /// The families the configuration holds beside `families` (the color emoji family): Pango
    /// falls back to them, as the last fonts of the configuration, for characters no listed
    /// family has.
    public var fallbackFamilies: [String]
    /// The fonts the configuration holds, by location: two sets drawing from the same fonts
    /// are equal here (fonts installed or removed elsewhere leave the interface as it is).
    public var locations: Set<FontLocation>
  }

  /// The interface fonts for the interface font `family` (as GTK names it, for example "Cantarell" or
  /// "Sans") in `language`, from the process's current fontconfig configuration.
  public static func fontSet(family: String, language: String) -> FontSet? {
    guard let current = FcConfigReference(nil) else { return nil }
    defer { FcConfigDestroy(current) }
    return fontSet(family: family, language: language, in: current)
  }

  /// The interface fonts for the interface font `family` in `language` among `library`'s
  /// fonts: after fonts were installed or removed, the interface must stop drawing from a
  /// file that is gone (text in a style not drawn yet came out as boxes, or not at all).
  public static func fontSet(family: String, language: String, library: FontLibrary) -> FontSet? {
    fontSet(family: family, language: language, in: library.config)
  }

  /// The languages of `languages` (fontconfig tags: "ja") that no font of `library` covers,
  /// which an interface in that language would draw in boxes.
  public static func languagesWithoutFonts(_ languages: [String], library: FontLibrary) -> Set<String> {
    languagesWithoutFonts(languages, in: library.config)
  }

  /// The languages of `languages` that no font of the process's current fontconfig
  /// configuration covers (before the fonts are loaded: the window's first language).
  public static func languagesWithoutFonts(_ languages: [String]) -> Set<String> {
    guard let current = FcConfigReference(nil) else { return [] }
    defer { FcConfigDestroy(current) }
    return languagesWithoutFonts(languages, in: current)
  }

  private static func languagesWithoutFonts(_ languages: [String], in config: OpaquePointer) -> Set<String> {
    Set(
      languages.filter { language in
        guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return false }
        defer {
          FcPatternDestroy(pattern)
          FcObjectSetDestroy(objects)
        }
        FcPatternAddString(pattern, FC_LANG, language)
        FcObjectSetAdd(objects, FC_FAMILY)
        guard let fonts = FcFontList(config, pattern, objects) else { return false }
        defer { FcFontSetDestroy(fonts) }
        return fonts.pointee.nfont == 0
      })
  }

  /// How many fonts the process's current fontconfig configuration lists, of any format: what
  /// the window says when none of them can draw its text (`fontSet` is nil).
  public static func listedFontCount() -> Int {
    guard let current = FcConfigReference(nil) else { return 0 }
    defer { FcConfigDestroy(current) }
    return [FcSetSystem, FcSetApplication].reduce(0) { count, kind in
      count + Int(FcConfigGetFonts(current, kind)?.pointee.nfont ?? 0)
    }
  }

  /// The interface fonts from the fontconfig configuration `current`.
  ///
  /// One walk over the fonts collects every family's fonts and one font per family; fontconfig
  /// then sorts those representatives, not every font (a quarter of the work with four styles
  /// a family: this runs on the main thread before the first frame).
  static func fontSet(family: String, language: String, in current: OpaquePointer) -> FontSet? {
    var patternsByFamily: [String: [OpaquePointer]] = [:]
    var familyOrder: [String] = []
    FontconfigConfiguration(borrowing: current).forEachScalableFont(language: nil) { font in
      guard let name = FontPatternReader(pattern: font).firstFamily else { return }
      if patternsByFamily[name] == nil { familyOrder.append(name) }
      patternsByFamily[name, default: []].append(font)
    }
    guard let representatives = FcFontSetCreate() else { return nil }
    defer { FcFontSetDestroy(representatives) }
    // Each family by a font Pango can draw; a family of none is left out (web fonts: see
    // `DrawableFormat`): a WOFF2 family sorted first drew the interface in boxes.
    for name in familyOrder {
      guard let font = representative(among: patternsByFamily[name] ?? []) else { continue }
      FcPatternReference(font)
      FcFontSetAdd(representatives, font)
    }
    let sorted = sortedFamilies(family, language: language, among: representatives, in: current)
    // The sorted families' other fonts Pango cannot draw go too (a few families, not every font).
    for name in sorted {
      patternsByFamily[name] = patternsByFamily[name]?.filter { FontPatternReader(pattern: $0).isDrawable }
    }
    let emoji = colorEmojiFamily(among: representatives, in: current)
    // Families of bitmaps (color emoji) are held for fallback, not listed (see `families`).
    let isBitmap = { (name: String) in
      patternsByFamily[name]?.first.map { FontPatternReader(pattern: $0).boolean(FC_OUTLINE) == false } ?? false
    }
    let families = sorted.filter { $0 != emoji && !isBitmap($0) }
    var fallback = sorted.filter { !families.contains($0) }
    if let emoji, !fallback.contains(emoji) { fallback.append(emoji) }
    // A color emoji font is a bitmap one: the configuration scales it (see `bitmapScalingRules`).
    // A font without a bold face is emboldened for bold text, as GTK's configuration does: the
    // header's title and the group titles were regular in Japanese and Korean.
    let patterns = (families + fallback).flatMap { patternsByFamily[$0] ?? [] }
    guard !families.isEmpty,
      let configuration = FamilyFontConfiguration(
        patterns: patterns,
        rules: FamilyFontConfiguration.bitmapScalingRules + FamilyFontConfiguration.syntheticStyleRules,
        emojiFamily: emoji)
    else { return nil }
    let locations = patterns.compactMap { pattern -> FontLocation? in
      let reader = FontPatternReader(pattern: pattern)
      return reader.string(FC_FILE).map { FontLocation(file: $0, index: reader.integer(FC_INDEX) ?? 0) }
    }
    return FontSet(
      configuration: configuration, families: families, fallbackFamilies: fallback, locations: Set(locations))
  }

  /// The font among a family's `fonts` that stands for it in the sort: the drawable one
  /// nearest the upright style of regular weight and normal width the interface asks for (the
  /// first of those: a file of that style ends the walk); nil when none is drawable.
  ///
  /// Not simply the first drawable one: Noto Sans CJK JP came as its Bold (NotoSansCJK-Bold.ttc
  /// sorts before -Regular.ttc), which fontconfig put behind any family of a Regular covering
  /// Japanese, and a Japanese interface was drawn in a display font just installed, or in
  /// Droid Sans Fallback's Chinese forms, where `fc-match sans-serif:lang=ja` gives Noto.
  private static func representative(among fonts: [OpaquePointer]) -> OpaquePointer? {
    // Its format read once (most fonts are drawable): reading every font's doubled the time.
    if let nearest = nearestToRegular(fonts), FontPatternReader(pattern: nearest).isDrawable { return nearest }
    return nearestToRegular(fonts.filter { FontPatternReader(pattern: $0).isDrawable })
  }

  /// The first of `fonts` nearest the upright style of regular weight and normal width.
  private static func nearestToRegular(_ fonts: [OpaquePointer]) -> OpaquePointer? {
    var nearest: (font: OpaquePointer, distance: Double)?
    for font in fonts {
      guard let distance = distanceFromRegular(font, below: nearest?.distance ?? .infinity) else { continue }
      nearest = (font, distance)
      if distance == 0 { break }
    }
    return nearest?.font
  }

  /// How far a font's style is from the upright, regular weight and normal width (0: that
  /// style; a variable font spanning it is there); a slanted one is farther than any weight.
  ///
  /// Nil when it is `bound` or more, known from what was read so far: an italic is not read
  /// further once an upright was seen (at 50,000 faces, reading every font's weight and width
  /// cost some milliseconds before the first frame).
  private static func distanceFromRegular(_ font: OpaquePointer, below bound: Double) -> Double? {
    var slant: Int32 = 0
    let slanted = FcPatternGetInteger(font, FC_SLANT, 0, &slant) == FcResultMatch && slant != FC_SLANT_ROMAN
    var total = slanted ? 1000.0 : 0
    guard total < bound else { return nil }
    total += distance(of: font, FC_WEIGHT, from: Double(FC_WEIGHT_REGULAR))
    guard total < bound else { return nil }
    total += distance(of: font, FC_WIDTH, from: Double(FC_WIDTH_NORMAL))
    return total < bound ? total : nil
  }

  /// How far the value of `object` (a number, or a variable font's range) is from `wanted`;
  /// 0 when the font has none.
  private static func distance(of font: OpaquePointer, _ object: String, from wanted: Double) -> Double {
    var value = FcValue()
    guard FcPatternGet(font, object, 0, &value) == FcResultMatch else { return 0 }
    switch value.type {
    case FcTypeInteger: return abs(Double(value.u.i) - wanted)
    case FcTypeDouble: return abs(value.u.d - wanted)
    case FcTypeRange:
      var begin = 0.0
      var end = 0.0
      guard let range = value.u.r, FcRangeGetDouble(range, &begin, &end) == FcTrue else { return 0 }
      return wanted < begin ? begin - wanted : wanted > end ? wanted - end : 0
    default: return 0
    }
  }

  /// The families fontconfig sorts for `family` in `language` among `fonts` (one per family),
  /// trimmed to those that add characters, best first.
  private static func sortedFamilies(
    _ family: String, language: String, among fonts: UnsafeMutablePointer<FcFontSet>, in config: OpaquePointer
  ) -> [String] {
    let request = { (pattern: OpaquePointer) in
      FcPatternAddString(pattern, FC_FAMILY, family)
      FcPatternAddString(pattern, FC_LANG, language)
    }
    let sorted = withRequest(request, in: config) { pattern in
      var result = FcResultNoMatch
      var sets: [UnsafeMutablePointer<FcFontSet>?] = [fonts]
      return sets.withUnsafeMutableBufferPointer {
        FcFontSetSort(config, $0.baseAddress, 1, pattern, FcTrue, nil, &result)
      }
    }
    guard let sorted else { return [] }
    defer { FcFontSetDestroy(sorted) }
    var families: [String] = []
    for index in 0..<Int(sorted.pointee.nfont) {
      guard let font = sorted.pointee.fonts[index], let name = FontPatternReader(pattern: font).firstFamily,
        !families.contains(name)
      else { continue }
      families.append(name)
    }
    return families
  }

  /// The family fontconfig picks for emoji among `fonts`, when it is a color font that has them.
  private static func colorEmojiFamily(among fonts: UnsafeMutablePointer<FcFontSet>, in config: OpaquePointer)
    -> String?
  {
    let request = { (pattern: OpaquePointer) in
      FcPatternAddString(pattern, FC_FAMILY, "emoji")
      FcPatternAddBool(pattern, FC_COLOR, FcTrue)
    }
    let found = withRequest(request, in: config) { pattern in
      var result = FcResultNoMatch
      var sets: [UnsafeMutablePointer<FcFontSet>?] = [fonts]
      return sets.withUnsafeMutableBufferPointer { FcFontSetMatch(config, $0.baseAddress, 1, pattern, &result) }
    }
    guard let match = found else { return nil }
    defer { FcPatternDestroy(match) }
    var isColor = FcFalse
    var charset: OpaquePointer?
    guard FcPatternGetBool(match, FC_COLOR, 0, &isColor) == FcResultMatch, isColor != FcFalse,
      FcPatternGetCharSet(match, FC_CHARSET, 0, &charset) == FcResultMatch, let charset,
      FcCharSetHasChar(charset, 0x1F389) != FcFalse  // 🎉
    else { return nil }
    return FontPatternReader(pattern: match).firstFamily
  }

  /// Runs `body` with a pattern that `fill` describes, prepared by `config`'s rules the way
  /// fontconfig prepares a request (aliases, defaults); nil when no pattern could be made.
  private static func withRequest<Result>(
    _ fill: (OpaquePointer) -> Void, in config: OpaquePointer, _ body: (OpaquePointer) -> Result?
  ) -> Result? {
    guard let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    fill(pattern)
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    return body(pattern)
  }
}
