import CFontconfig

/// The copies of one face (the same PostScript name in other files), which of them programs
/// draw, and the copies in a user font folder that can go while that one stays.
///
/// The preferred copy is the one programs draw with: fontconfig's match, or, when that is a
/// Type 1 or bitmap copy Pango cannot draw, fontconfig's first choice among those it can. Kept
/// as fontconfig's match, Remove Duplicates took the only OpenType copy of a face also installed
/// as Type 1, and GTK programs lost the font.
public struct DuplicateCopies: Sendable, Equatable {
  /// Every copy of the face, ordered by file.
  public var copies: [FontFace]
  /// The copy a program asking for the face (its family and style) draws with.
  public var preferred: FontFace

  /// The files among the copies that may go to the trash whole: every font in them has a copy
  /// in another file that fontconfig prefers (see `FaceCopies.removableFiles`).
  public var wholeFiles: Set<String>

  /// The copies in a user font folder other than the preferred one, in files holding nothing
  /// else: removing them (to the trash) leaves what every program draws unchanged.
  public func removableCopies(userFolder: UserFontFolder = UserFontFolder()) -> [FontFace] {
    copies.filter {
      $0.location != preferred.location && !SameFile.check($0.location.file, preferred.location.file)
        && wholeFiles.contains($0.location.file) && userFolder.contains($0.location.file)
    }
  }

  /// The copies in a user font folder that stay because their files also hold fonts installed
  /// nowhere else.
  public func copiesSharingTheirFiles(userFolder: UserFontFolder = UserFontFolder()) -> [FontFace] {
    copies.filter {
      $0.location != preferred.location && $0.location.file != preferred.location.file
        && !wholeFiles.contains($0.location.file) && userFolder.contains($0.location.file)
    }
  }
}

extension FontLibrary {
  /// The copies of the face with PostScript name `name` (of `family`, else of the family of the
  /// copy programs draw) when there are two or more (in different files); nil for a face
  /// installed once or not at all.
  ///
  /// A font of another family that gives itself the same name is no copy: `remove --duplicates`
  /// trashed it.
  public func duplicateCopies(ofPostScriptName name: String, family: String? = nil) -> DuplicateCopies? {
    var named = faces(postScriptNamed: name)
    if let family { named = named.filter { $0.family == family } }
    guard let first = named.first else { return nil }
    named = named.filter { $0.family == first.family }
    // The window's answer for the face's page (`copies(ofFamily:)`), so that both keep one copy.
    let preferredLocation = copies(ofFamily: first.family)[first.location]?.preferred
    let preferred = named.first { $0.location == preferredLocation } ?? first
    // An upright and an italic face that a font's name table gives one name are two faces,
    // not copies of one (see `FontFilterIndex.duplicateKey(of:)`).
    let copies = named.filter { ($0.traits.slant > 0) == (preferred.traits.slant > 0) }
    let files = Set(copies.map(\.location.file))
    guard files.count > 1 else { return nil }
    return DuplicateCopies(copies: copies, preferred: preferred, wholeFiles: filesHoldingOnlyCopies(among: files))
  }

  /// Where the copy is that a program asking for the face at `location` of `family` gets, as
  /// `fc-match` answers: asked for by its family, style, weight, slant and width and by the
  /// PostScript name fontconfig itself gives it.
  ///
  /// The catalog's own name of a named instance ("Inter-Thin") is not fontconfig's
  /// ("Inter_100wght"): asked for by it, fontconfig gave the default instance, a face of no
  /// group of copies, and the window said every copy was the one fontconfig prefers.
  func preferredLocation(ofFaceAt location: FontLocation, family: String) -> FontLocation? {
    guard let own = pattern(of: family, at: location), let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    let reader = FontPatternReader(pattern: own)
    FcPatternAddString(pattern, FC_FAMILY, family)
    for object in [FC_STYLE, FC_POSTSCRIPT_NAME] {
      if let value = reader.string(object), !value.isEmpty { FcPatternAddString(pattern, object, value) }
    }
    for object in [FC_WEIGHT, FC_WIDTH] {
      if let value = reader.number(object) { FcPatternAddDouble(pattern, object, value) }
    }
    if let slant = reader.integer(FC_SLANT) { FcPatternAddInteger(pattern, FC_SLANT, Int32(slant)) }
    return matchedLocation(of: pattern)
  }

  /// Where the face a program asking for `family`, `style` and `postScriptName` gets lives:
  /// `FcFontMatch` over the whole configuration, as `fc-match` answers.
  func preferredLocation(family: String, style: String, postScriptName: String?) -> FontLocation? {
    guard let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    FcPatternAddString(pattern, FC_FAMILY, family)
    if !style.isEmpty { FcPatternAddString(pattern, FC_STYLE, style) }
    if let postScriptName { FcPatternAddString(pattern, FC_POSTSCRIPT_NAME, postScriptName) }
    return matchedLocation(of: pattern)
  }

  /// Where the font `FcFontMatch` gives for `request` (substituted here, as `fc-match` does)
  /// lives.
  func matchedLocation(of request: OpaquePointer) -> FontLocation? {
    FcConfigSubstitute(configuration.config, request, FcMatchPattern)
    FcDefaultSubstitute(request)
    var result = FcResultNoMatch
    guard let match = FcFontMatch(configuration.config, request, &result) else { return nil }
    defer { FcPatternDestroy(match) }
    let reader = FontPatternReader(pattern: match)
    guard let file = reader.string(FC_FILE) else { return nil }
    return FontLocation(file: file, index: reader.integer(FC_INDEX) ?? 0)
  }
}
