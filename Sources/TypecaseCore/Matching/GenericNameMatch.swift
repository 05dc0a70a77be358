import CFontconfig

extension FontLibrary {
  /// The family fontconfig gives programs that ask for the generic name `name` ("monospace",
  /// "sans-serif", in any case), as `fc-match monospace` answers, among the families listed;
  /// nil for any other name, or when the font matched is no listed family's.
  public func familyGiven(forGenericName name: String) -> String? {
    let asked = name.trimmingSpaces().lowercased()
    guard FontMatch.genericFamilies.contains(asked), let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    // Not parsed from text: FcNameParse reads "sans-serif" as "sans" at size "serif".
    FcPatternAddString(pattern, FC_FAMILY, asked)
    FcConfigSubstitute(configuration.config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let matched = FcFontMatch(configuration.config, pattern, &result) else { return nil }
    defer { FcPatternDestroy(matched) }
    guard let family = FontPatternReader(pattern: matched).listedFamily else { return nil }
    return families.family(named: family)?.name
  }
}
