import CFontconfig

/// The fonts the interface itself is drawn with, as a configuration of their own.
///
/// Like a row's family (see `FontLibrary`), the interface's labels would otherwise make Pango
/// match and sort every font on the machine for each of their few font descriptions. This
/// configuration holds the interface font's family, the family fontconfig prefers for the
/// interface language, and one family for each common script those two lack, so text typed in
/// the search field shows in any of them.
public enum InterfaceFonts {
  /// Languages whose scripts the interface must be able to show, whatever its own language.
  static let scripts = ["ja", "ko", "zh-cn", "zh-tw", "ar", "he", "hi", "th", "ru", "el", "hy", "ka", "am"]

  /// The configuration for the interface font `family` (as GTK names it, e.g. "Cantarell" or
  /// "Sans") in `language`, from the process's current fontconfig configuration.
  public static func configuration(family: String, language: String) -> FamilyFontConfiguration? {
    guard let current = FcConfigReference(nil) else { return nil }
    defer { FcConfigDestroy(current) }
    let wanted = Set(
      [match(family, language: language, in: current), match("sans-serif", language: language, in: current)]
        .compactMap { $0 })
    guard !wanted.isEmpty else { return nil }

    // One walk over the fonts: every family's patterns, and the first family covering each script.
    var patternsByFamily: [String: [OpaquePointer]] = [:]
    var firstCovering: [String: String] = [:]
    FontconfigConfiguration(borrowing: current).forEachScalableFont(language: nil) { font in
      guard let name = FontPatternReader(pattern: font).firstFamily else { return }
      patternsByFamily[name, default: []].append(font)
      guard firstCovering.count < scripts.count else { return }
      var set: OpaquePointer?
      guard FcPatternGetLangSet(font, FC_LANG, 0, &set) == FcResultMatch, let set else { return }
      for script in scripts where firstCovering[script] == nil && FcLangSetHasLang(set, script) == FcLangEqual {
        firstCovering[script] = name
      }
    }
    // Scripts the wanted families cannot show get the first family that can.
    let wantedFonts = wanted.flatMap { patternsByFamily[$0] ?? [] }
    let missing = scripts.filter { script in
      !wantedFonts.contains { font in
        var set: OpaquePointer?
        return FcPatternGetLangSet(font, FC_LANG, 0, &set) == FcResultMatch
          && set.map {
            FcLangSetHasLang($0, script) == FcLangEqual
          } == true
      }
    }
    let extra = Set(missing.compactMap { firstCovering[$0] }).subtracting(wanted)
    let patterns = wantedFonts + extra.sorted().flatMap { patternsByFamily[$0] ?? [] }
    return FamilyFontConfiguration(patterns: patterns)
  }

  /// The family fontconfig picks for `family` in `language`.
  private static func match(_ family: String, language: String, in config: OpaquePointer) -> String? {
    guard let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    FcPatternAddString(pattern, FC_FAMILY, family)
    FcPatternAddString(pattern, FC_LANG, language)
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let match = FcFontMatch(config, pattern, &result) else { return nil }
    defer { FcPatternDestroy(match) }
    return FontPatternReader(pattern: match).firstFamily
  }
}
