import CFontconfig

extension FontconfigConfiguration {
  /// The font of `patterns` that fontconfig matches for a request of `object` = `value`
  /// (FC_FAMILY, FC_POSTSCRIPT_NAME…), with the configuration's rules applied, as
  /// FcFontSetMatch over just those fonts; nil when none.
  ///
  /// The caller destroys the match.
  func match(_ object: String, _ value: String, among patterns: [OpaquePointer]) -> OpaquePointer? {
    guard let set = FcFontSetCreate() else { return nil }
    defer { FcFontSetDestroy(set) }
    for pattern in patterns {
      FcPatternReference(pattern)
      FcFontSetAdd(set, pattern)
    }
    guard let wanted = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(wanted) }
    FcPatternAddString(wanted, object, value)
    FcConfigSubstitute(config, wanted, FcMatchPattern)
    FcDefaultSubstitute(wanted)
    var sets: [UnsafeMutablePointer<FcFontSet>?] = [set]
    var result = FcResultNoMatch
    return sets.withUnsafeMutableBufferPointer { buffer in
      FcFontSetMatch(config, buffer.baseAddress, 1, wanted, &result)
    }
  }
}
