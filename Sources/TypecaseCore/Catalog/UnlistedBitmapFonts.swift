import CFontconfig

/// The fonts fontconfig lists that the catalog leaves out: bitmap fonts, which are not
/// scalable (a PCF, or an OpenType font of bitmaps only, an .otb). `match` names them, as
/// fontconfig gives them; asked for by `faces`, `face` or `snippet`, they were said not to
/// exist at all.
extension FontLibrary {
  /// How a font that is not scalable has the name `name` (case and blanks ignored, as
  /// fontconfig compares them): as its family, or as its PostScript name; nil when none has.
  public func unlistedBitmapFont(named name: String) -> BitmapFontName? {
    var found: BitmapFontName?
    forEachUnlistedBitmapFont(named: name) { kind, _ in
      found = kind
      return kind != .family
    }
    return found
  }

  /// The files of the bitmap fonts that cannot be scaled named `name` (as `unlistedBitmapFont`
  /// finds them: family or PostScript name), each once, sorted.
  public func unlistedBitmapFiles(named name: String) -> [String] {
    var files = Set<String>()
    forEachUnlistedBitmapFont(named: name) { _, reader in
      if let file = reader.string(FC_FILE) { files.insert(file) }
      return true
    }
    return files.sorted()
  }

  /// Calls `body` with each font that is not scalable named `name` (by family, else by
  /// PostScript name, compared as fontconfig compares them), until it returns false.
  private func forEachUnlistedBitmapFont(
    named name: String, _ body: (BitmapFontName, FontPatternReader) -> Bool
  ) {
    let wanted = FontMatch.comparable(name)
    configuration.forEachListedFont(
      matching: { FcPatternAddBool($0, FC_SCALABLE, FcFalse) }, objects: [FC_FAMILY, FC_POSTSCRIPT_NAME, FC_FILE]
    ) { reader in
      if reader.strings(FC_FAMILY).contains(where: { FontMatch.comparable($0) == wanted }) {
        return body(.family, reader)
      }
      if reader.string(FC_POSTSCRIPT_NAME).map({ FontMatch.comparable($0) == wanted }) == true {
        return body(.postScriptName, reader)
      }
      return true
    }
  }

  /// Whether fontconfig lists a bitmap font that cannot be scaled from `file` (one the
  /// catalog leaves out, though programs find it).
  public func listsUnlistedBitmapFile(_ file: String) -> Bool {
    var listed = false
    configuration.forEachListedFont(
      matching: { pattern in
        FcPatternAddBool(pattern, FC_SCALABLE, FcFalse)
        FcPatternAddString(pattern, FC_FILE, file)
      }, objects: [FC_FILE]
    ) { _ in
      listed = true
      return false
    }
    return listed
  }

  /// The families of the bitmap fonts fontconfig lists that cannot be scaled (a PCF, a BDF),
  /// which the catalog leaves out (it lists no scalable font of theirs), each once, sorted.
  public func unlistedBitmapFamilies() -> [String] {
    configuration.bitmapFamilies(notAmong: families.map(\.name))
  }

  /// What to tell a user who asked for the family `name` that the catalog does not list: a
  /// bitmap font of that name is said to be one; otherwise as the families' `notFound`.
  public func familyNotFound(_ name: String) -> (message: Message, hint: Message) {
    if let kind = unlistedBitmapFont(named: name) { return Self.bitmapFont(name, kind) }
    // A face's PostScript name given for its family ("DejaVuSans-Bold"): its family is named.
    // The closest family names offered "DejaVu Sans Mono" for it.
    if families.contains(where: { $0.name == name }) == false,
      let family = faces(postScriptNamed: name).first?.family, family != name
    {
      return (
        tr("no font family named \"{name}\"", ["name": VisibleText.echoed(name)]),
        tr(
          "\"{name}\" is a font of the family \"{family}\"",
          ["name": VisibleText.escaped(name), "family": VisibleText.escaped(family)])
      )
    }
    // A family not here that the rules give another for ("Arial": Liberation Sans): what
    // documents asking for it get is said (it said only "run 'typecase families'").
    if families.family(named: name) == nil, families.families(ambiguouslyNamed: name).isEmpty,
      let given = familyGiven(forMissingFamily: name)
    {
      return (
        tr("no font family named \"{name}\"", ["name": VisibleText.echoed(name)]),
        tr(
          "programs asking for \"{name}\" get \"{family}\", which fontconfig's rules give for it",
          ["name": VisibleText.escaped(name), "family": VisibleText.escaped(given)])
      )
    }
    return families.notFound(name)
  }

  /// What a list of families says of the bitmap families `unlisted` it leaves out (`families
  /// --format bitmap`, a search finding only such families, and the window's list so asked):
  /// asked for them, a user got an empty list without a word.
  public static func unlistedBitmapNote(_ unlisted: [String]) -> Message {
    trn(
      "{count} family of bitmap fonts that cannot be scaled is not listed ({families}): Typecase lists scalable fonts; fc-list :scalable=false lists it",
      "{count} families of bitmap fonts that cannot be scaled are not listed ({families}): Typecase lists scalable fonts; fc-list :scalable=false lists them",
      unlisted.count,
      [
        "families": unlisted.prefix(5).map(VisibleText.escaped).joined(separator: ", ")
          + (unlisted.count > 5 ? ", …" : "")
      ])
  }

  /// The families of `unlisted` (bitmap families) whose names contain `search`, as the family
  /// search finds names.
  public static func bitmapFamilies(_ unlisted: [String], matching search: String) -> [String] {
    FamilySearchIndex(names: unlisted.map { [$0] }).matches(search).map { unlisted[$0] }
  }

  /// The message for a bitmap font asked for by `name`, with the fontconfig request that
  /// finds it (a PostScript name is no family: `fc-list "Pixel-Test"` listed nothing).
  public static func bitmapFont(_ name: String, _ kind: BitmapFontName) -> (message: Message, hint: Message) {
    let request =
      kind == .family
      ? SnippetEscaping.fontconfigFamily(name) : ":postscriptname=" + SnippetEscaping.fontconfigFamily(name)
    return (
      tr(
        "\"{name}\" is a bitmap font, which is not scalable: Typecase lists scalable fonts only",
        ["name": VisibleText.escaped(name)]),
      tr(
        "'fc-list \"{request}\"' lists it; 'typecase match \"{request}\"' says what programs get",
        ["request": VisibleText.escapedControls(request)])
    )
  }
}

/// How a bitmap font has the name asked for.
public enum BitmapFontName: Sendable {
  case family, postScriptName
}

extension FontconfigConfiguration {
  /// The families of the bitmap fonts that cannot be scaled this configuration lists, but for
  /// those of `listed`, each once, sorted.
  ///
  /// A family listed for its scalable fonts (Unifont's OpenType files beside its PCF) is
  /// listed: it was named among the families "not listed", under its own row.
  ///
  /// Walked straight from the font sets, as `FcFontList(":scalable=false")` would select them:
  /// asked of fontconfig, a search at 50,000 faces took 80 ms more.
  func bitmapFamilies(notAmong listed: some Sequence<String>) -> [String] {
    var families = Set<String>()
    for kind in [FcSetSystem, FcSetApplication] {
      guard let set = FcConfigGetFonts(config, kind) else { continue }
      for position in 0..<Int(set.pointee.nfont) {
        guard let font = set.pointee.fonts[position] else { continue }
        cachePages?.touched(font)
        var scalable: FcBool = FcTrue
        guard FcPatternGetBool(font, FC_SCALABLE, 0, &scalable) == FcResultMatch, scalable == FcFalse else { continue }
        if let family = FontPatternReader(pattern: font).firstFamily { families.insert(family) }
      }
    }
    return families.subtracting(listed).sorted()
  }
}
