import CFontconfig

extension FontFace {
  /// The face at `location` as fontconfig reads it from the file itself (`FcFreeTypeQuery`),
  /// named as the catalog names it (a named instance by its own PostScript name and
  /// coordinates): for a face given by file rather than found in the catalog, in `detail`
  /// (`.full`: its version and languages too).
  ///
  /// Nil when fontconfig cannot read that face of the file.
  public static func query(_ location: FontLocation, detail: FontSource.Detail = .listing) -> FontFace? {
    var count: Int32 = 0
    guard let index = UInt32(exactly: location.index), let pattern = FcFreeTypeQuery(location.file, index, nil, &count)
    else { return nil }
    defer { FcPatternDestroy(pattern) }
    var face = FontPatternReader(pattern: pattern).face(detail: detail, variableFonts: VariableFontNames())
    face?.webFontByContents = misnamedWebFont(location.file)
    return face
  }

  /// The web font format of `file` told by its first bytes when its name says another kind;
  /// nil otherwise.
  static func misnamedWebFont(_ file: String) -> String? {
    DrawableFormat.webFontFormat(of: file) == nil ? DrawableFormat.webFontFormat(reading: file) : nil
  }

  /// The variable font at `file` as a whole (its first face in a collection), as fontconfig
  /// reads it (`FcFreeTypeQuery` with the index's top bit set) and the catalog names it
  /// ("Inter (Variable)", its axes' ranges); nil when that face is not a variable font.
  public static func queryVariableFont(_ file: String, detail: FontSource.Detail = .listing) -> FontFace? {
    var count: Int32 = 0
    guard let pattern = FcFreeTypeQuery(file, 0x8000_0000, nil, &count) else { return nil }
    defer { FcPatternDestroy(pattern) }
    let reader = FontPatternReader(pattern: pattern)
    guard reader.boolean(FC_VARIABLE) == true else { return nil }
    var face = reader.face(detail: detail, variableFonts: VariableFontNames())
    face?.webFontByContents = misnamedWebFont(file)
    return face
  }
}
