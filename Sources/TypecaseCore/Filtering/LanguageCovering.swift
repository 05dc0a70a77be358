/// fontconfig's rule for whether a language a font covers answers a language asked for.
enum LanguageCovering {
  /// Whether a face covering `covered` covers `wanted`, as `FcLangSetContains` decides: the same
  /// tag, or the same language where one of the two names no territory ("zh" and "zh-cn").
  static func covers(_ covered: String, _ wanted: String) -> Bool {
    if covered == wanted { return true }
    let coveredBase = covered.split(separator: "-", maxSplits: 1).first ?? ""
    let wantedBase = wanted.split(separator: "-", maxSplits: 1).first ?? ""
    guard coveredBase == wantedBase else { return false }
    return !covered.contains("-") || !wanted.contains("-")
  }
}
