import CFontconfig

/// The fonts fontconfig lists that the catalog leaves out: bitmap fonts, which are not
/// scalable (a PCF, or an OpenType font of bitmaps only, an .otb). `match` names them, as
/// fontconfig gives them; asked for by `faces`, `face` or `snippet`, they were said not to
/// exist at all.
extension FontLibrary {
  /// Whether a font that is not scalable has the family or PostScript name `name` (case and
  /// blanks ignored, as fontconfig compares them).
  public func isUnlistedBitmapFont(named name: String) -> Bool {
    guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return false }
    defer {
      FcPatternDestroy(pattern)
      FcObjectSetDestroy(objects)
    }
    FcPatternAddBool(pattern, FC_SCALABLE, FcFalse)
    FcObjectSetAdd(objects, FC_FAMILY)
    FcObjectSetAdd(objects, FC_POSTSCRIPT_NAME)
    guard let list = FcFontList(configuration.config, pattern, objects) else { return false }
    defer { FcFontSetDestroy(list) }
    let wanted = FontMatch.comparable(name)
    for position in 0..<Int(list.pointee.nfont) {
      guard let font = list.pointee.fonts[position] else { continue }
      let reader = FontPatternReader(pattern: font)
      let names = reader.strings(FC_FAMILY) + [reader.string(FC_POSTSCRIPT_NAME)].compactMap { $0 }
      if names.contains(where: { FontMatch.comparable($0) == wanted }) { return true }
    }
    return false
  }

  /// What to tell a user who asked for the family `name` that the catalog does not list: a
  /// bitmap font of that name is said to be one; otherwise as the families' `notFound`.
  public func familyNotFound(_ name: String) -> (message: Message, hint: Message) {
    if isUnlistedBitmapFont(named: name) { return Self.bitmapFont(name) }
    return families.notFound(name)
  }

  /// The message for a bitmap font asked for by `name`.
  static func bitmapFont(_ name: String) -> (message: Message, hint: Message) {
    (
      tr(
        "\"{name}\" is a bitmap font, which is not scalable: Typecase lists scalable fonts only",
        ["name": VisibleText.escaped(name)]),
      tr(
        "'fc-list \"{name}\"' lists it; 'typecase match \"{name}\"' says what programs get",
        ["name": VisibleText.escaped(name)])
    )
  }
}
