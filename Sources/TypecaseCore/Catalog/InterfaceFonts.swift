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

    var patterns: [OpaquePointer] = []
    var covering: [String: String] = [:]  // script language → family chosen for it
    var chosenLanguageSets: [OpaquePointer] = []
    let configuration = FontconfigConfiguration(borrowing: current)
    configuration.forEachScalableFont(language: nil) { font in
      let reader = FontPatternReader(pattern: font)
      guard let name = reader.firstFamily, wanted.contains(name) else { return }
      patterns.append(font)
      var set: OpaquePointer?
      if FcPatternGetLangSet(font, FC_LANG, 0, &set) == FcResultMatch, let set { chosenLanguageSets.append(set) }
    }
    let missing = scripts.filter { script in
      !chosenLanguageSets.contains { FcLangSetHasLang($0, script) == FcLangEqual }
    }
    if !missing.isEmpty {
      configuration.forEachScalableFont(language: nil) { font in
        guard covering.count < missing.count, let name = FontPatternReader(pattern: font).firstFamily else { return }
        var set: OpaquePointer?
        guard FcPatternGetLangSet(font, FC_LANG, 0, &set) == FcResultMatch, let set else { return }
        for script in missing where covering[script] == nil && FcLangSetHasLang(set, script) == FcLangEqual {
          covering[script] = name
        }
      }
      let extra = Set(covering.values).subtracting(wanted)
      if !extra.isEmpty {
        configuration.forEachScalableFont(language: nil) { font in
          if let name = FontPatternReader(pattern: font).firstFamily, extra.contains(name) { patterns.append(font) }
        }
      }
    }
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
