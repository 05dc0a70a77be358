import CFontconfig

/// Which fonts the catalog lists: scalable ones, covering a language when one is asked for, as
/// `FcFontList(config, ":scalable=true:lang=…")` selects them.
final class ScalableFontFilter {
  /// The language set a font must contain (owned), when a language was asked for.
  private let languages: OpaquePointer?

  /// A filter for scalable fonts covering `language` (any language when nil).
  init(language: String?) {
    languages = language.flatMap { tag -> OpaquePointer? in
      guard let set = FcLangSetCreate() else { return nil }
      FcLangSetAdd(set, tag)
      return set
    }
  }

  deinit { if let languages { FcLangSetDestroy(languages) } }

  /// Whether `font` is listed.
  func selects(_ font: OpaquePointer) -> Bool {
    var scalable: FcBool = FcFalse
    guard FcPatternGetBool(font, FC_SCALABLE, 0, &scalable) == FcResultMatch, scalable == FcTrue else { return false }
    guard let languages else { return true }
    var covered: OpaquePointer?
    return FcPatternGetLangSet(font, FC_LANG, 0, &covered) == FcResultMatch
      && covered.map {
        FcLangSetContains($0, languages) == FcTrue
      } ?? false
  }
}
