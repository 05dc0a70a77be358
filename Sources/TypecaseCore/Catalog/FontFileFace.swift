import CFontconfig

extension FontFace {
  /// The face at `location` as fontconfig reads it from the file itself (`FcFreeTypeQuery`),
  /// named as the catalog names it (a named instance by its own PostScript name and
  /// coordinates): for a face given by file rather than found in the catalog, in `detail`
  /// (`.full`: its version and languages too). Nil when fontconfig cannot read that face of the
  /// file.
  public static func query(_ location: FontLocation, detail: FontSource.Detail = .listing) -> FontFace? {
    var count: Int32 = 0
    guard let index = UInt32(exactly: location.index), let pattern = FcFreeTypeQuery(location.file, index, nil, &count)
    else { return nil }
    defer { FcPatternDestroy(pattern) }
    return FontPatternReader(pattern: pattern).face(detail: detail, variableFonts: VariableFontNames())
  }
}
