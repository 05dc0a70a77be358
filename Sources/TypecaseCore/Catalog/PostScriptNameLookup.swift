import CFontconfig

/// Finding faces by PostScript name, the name code asks for a font by (`typecase face NAME`).
extension FontLibrary {
  /// The faces whose PostScript name is exactly `name`, else, ignoring case, the faces of the
  /// one name that matches that way (none when two names differ only in case); read in full
  /// detail (languages too).
  ///
  /// Several faces come back when one font is installed twice: first the copy a program
  /// asking for it draws with (`drawnLocation`: fontconfig's match, as `fc-match` answers,
  /// unless Pango cannot draw that one and can draw another copy), then the others by file
  /// and index. Named instances of variable fonts go by their own names ("Inter-Bold"), as
  /// the catalog gives them.
  public func faces(postScriptNamed name: String) -> [FontFace] {
    let all = faces(detail: .listing)
    var found = all.filter { $0.postScriptName == name }
    if found.isEmpty {
      let lowered = name.lowercased()
      let loose = all.filter { $0.postScriptName?.lowercased() == lowered }
      if Set(loose.compactMap(\.postScriptName)).count == 1 { found = loose }
    }
    if found.isEmpty {
      // A variable font as a whole has no PostScript name: `faces` lists it by its full name,
      // "Inter (Variable)", which then named nothing (nor did its CSS with weight ranges).
      found = all.filter { $0.postScriptName == nil && $0.fullName == name }
    }
    if found.isEmpty && name.contains("\\") {
      // A name with control characters, as plain output shows it.
      found = all.filter { face in
        face.postScriptName.map { VisibleText.needsEscaping($0) && VisibleText.escaped($0) == name } ?? false
      }
    }
    var full: [FontFace] = []
    // Each family read once, its faces by place: a collection listing one face 2,000 times
    // read its family 2,000 times over (31 s for `face` of the name).
    var byPlace: [String: [FontLocation: [FontFace]]] = [:]
    for face in found.sorted(by: { $0.location < $1.location }) {
      if byPlace[face.family] == nil {
        byPlace[face.family] = Dictionary(
          grouping: family(named: face.family, detail: .full)?.faces ?? [], by: \.location)
      }
      // A variable font as a whole and its default instance share a file and index: the one
      // with this name, not the first at that place (the whole font, which has none).
      let there = byPlace[face.family]?[face.location] ?? []
      guard let read = there.first(where: { $0.postScriptName == face.postScriptName }) ?? there.first else { continue }
      full.append(read)
    }
    // Asked for by family and name alone, as a program asking for the name does: a style
    // would favour the first face's (Inter's italic file names its default instance "Inter"
    // too). A named instance fontconfig names otherwise is asked for as it describes it.
    if full.count > 1,
      let preferred = drawnLocation(among: full),
      let position = full.firstIndex(where: { $0.location == preferred }), position > 0
    {
      full.insert(full.remove(at: position), at: 0)
    }
    // Faces of several families giving the name (a clone beside the licensed font): the one
    // fontconfig gives a program asking for the name comes first (the first by path did, the
    // other family's).
    if Set(full.map(\.family)).count > 1, let file = fileGiven(forPostScriptName: name),
      let position = full.firstIndex(where: { $0.location.file == file }), position > 0
    {
      full.insert(full.remove(at: position), at: 0)
    }
    return full
  }

  /// The file fontconfig gives a program asking for the PostScript name `name`
  /// (`:postscriptname=`, as browsers' local() asks), among this library's fonts (asked only
  /// of a name some of them give).
  public func fileGiven(forPostScriptName name: String) -> String? {
    guard let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    FcPatternAddString(pattern, FC_POSTSCRIPT_NAME, name)
    return matchedLocation(of: pattern)?.file
  }

  /// `fileGiven(forPostScriptName:)`; with `exactly`, nil when the face fontconfig gives does
  /// not have the name (no face has it: fontconfig gives another font, as for any request).
  ///
  /// Read from the match alone: listing every face to look for the name cost a `snippet` at
  /// 50,000 faces far more than the match.
  public func fileGiven(forPostScriptName name: String, exactly: Bool) -> String? {
    guard exactly else { return fileGiven(forPostScriptName: name) }
    let request = ":postscriptname=" + SnippetEscaping.fontconfigValue(name)
    guard let found = FontMatch.fileAndPostScriptName(forPattern: request, in: configuration.config),
      found.postScriptName == name
    else { return nil }
    return found.file
  }

  /// The faces of other families than `face`'s that give its PostScript name, and the file
  /// fontconfig gives a program asking for that name; nil when none does.
  ///
  /// Two families giving one name are two fonts, not copies: the page of one said nothing of
  /// the other, and its Copy as… wrote a CSS local() that loads the other family's file.
  ///
  /// Read from the faces' filter facts (built if need be: the window asks once they are), once
  /// fontconfig's own names say another family may give it: `face FILE` and `snippet FILE`
  /// built the whole index (a third of `face`'s instructions) to find, most often, nothing.
  public func postScriptNameClash(of face: FontFace) -> PostScriptNameClash? {
    guard let name = face.postScriptName, !name.isEmpty else { return nil }
    // A named instance's name is the catalog's own making, which fontconfig's patterns lack.
    let isNamedInstance = face.location.index >> 16 != 0
    guard isNamedInstance || anotherFamilyNamesIt(name, besides: face.family) else { return nil }
    let index = filterIndex()
    let others = index.faces.filter { $0.postScriptName == name && families[$0.family].name != face.family }
    guard let first = others.first else { return nil }
    return PostScriptNameClash(
      otherFamily: families[first.family].name, otherFile: first.location.file,
      programsGet: fileGiven(forPostScriptName: name))
  }

  /// Whether a font of another family than `family` has the PostScript name `name` in
  /// fontconfig's patterns (compared in place: no string made for each font).
  private func anotherFamilyNamesIt(_ name: String, besides family: String) -> Bool {
    families.contains { other in
      other.name != family
        && (patternsByFamily[other.name] ?? []).contains { pattern in
          var value: UnsafeMutablePointer<FcChar8>?
          guard FcPatternGetString(pattern, FC_POSTSCRIPT_NAME, 0, &value) == FcResultMatch, let value else {
            return false
          }
          return strcmp(UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self), name) == 0
        }
    }
  }

  /// The copy among `copies` (of one face: its name in several files) that a program asking
  /// for it draws with: fontconfig's match (`preferredLocation`), unless that is a format
  /// Pango, GTK and browsers cannot draw (Type 1, bitmap) and another copy is one they can;
  /// then the first such copy in fontconfig's order (`FcFontSort`), as Pango takes it.
  ///
  /// Fontconfig prefers URW's NimbusSansNarrow-Bold.pfb to its .otf: `face` described,
  /// `snippet` pointed CSS at, and `specimen` refused the Type 1 copy, while every GTK
  /// program drew the .otf.
  ///
  /// A named instance fontconfig knows by a name of its own making ("Inter_700wght", which
  /// instances along other axes share) is asked for as its pattern describes it (style,
  /// weight, width, slant): asked for by the catalog's name, which fontconfig has not, no copy
  /// matched, and the first by file was taken (an older build, where programs drew the newer).
  /// The match may be another instance of that name in the copy's file: the copy is the file's.
  func drawnLocation(among copies: [FontFace]) -> FontLocation? {
    guard let first = copies.first else { return nil }
    let matched =
      first.fontconfigPostScriptName != nil
      ? preferredLocation(ofFaceAt: first.location, family: first.family)
      : preferredLocation(family: first.family, style: "", postScriptName: first.postScriptName)
    let copy = matched.flatMap { matched in
      copies.first { $0.location == matched } ?? copies.first { $0.location.file == matched.file }
    }
    return drawableCopy(
      of: copy?.location ?? matched, family: first.family,
      postScriptName: first.fontconfigPostScriptName ?? first.postScriptName,
      among: copies.map { (location: $0.location, format: $0.format) })
  }

  /// `matched` (fontconfig's match for a face), unless it is one of `copies` in a format Pango
  /// cannot draw and another of them is one it can: then the first such copy in fontconfig's
  /// order for `family` and `postScriptName` (`FcFontSort`), the one Pango takes.
  func drawableCopy(
    of matched: FontLocation?, family: String, postScriptName: String?,
    among copies: [(location: FontLocation, format: String?)]
  ) -> FontLocation? {
    let isDrawable = { (copy: (location: FontLocation, format: String?)) in
      DrawableFormat.isDrawable(copy.format, file: copy.location.file)
    }
    guard let copy = copies.first(where: { $0.location == matched }), !isDrawable(copy),
      copies.contains(where: isDrawable)
    else { return matched }
    let drawable = Set(copies.filter(isDrawable).map(\.location))
    guard let request = FcPatternCreate() else { return matched }
    defer { FcPatternDestroy(request) }
    FcPatternAddString(request, FC_FAMILY, family)
    if let postScriptName { FcPatternAddString(request, FC_POSTSCRIPT_NAME, postScriptName) }
    FcConfigSubstitute(configuration.config, request, FcMatchPattern)
    FcDefaultSubstitute(request)
    var result = FcResultNoMatch
    guard let sorted = FcFontSort(configuration.config, request, FcFalse, nil, &result) else { return matched }
    defer { FcFontSetDestroy(sorted) }
    for position in 0..<Int(sorted.pointee.nfont) {
      guard let font = sorted.pointee.fonts[position] else { continue }
      let reader = FontPatternReader(pattern: font)
      guard let file = reader.string(FC_FILE) else { continue }
      let location = FontLocation(file: file, index: reader.integer(FC_INDEX) ?? 0)
      if drawable.contains(location) { return location }
    }
    return matched
  }

  /// The PostScript names the catalog gives the faces that fontconfig itself names `name`
  /// (`fc-list`'s `%{postscriptname}`), sorted, each once; empty when fontconfig names none so.
  ///
  /// Fontconfig makes up one name for named instances of a variable font whose name table
  /// gives them none of their own ("Inter_200wght" for the upright and the italic Extra
  /// Light); a user who copied it from `fc-list` finds the faces it stands for.
  public func postScriptNames(fontconfigNames name: String) -> [String] {
    postScriptNames(at: locations(fontconfigNames: name))
  }

  /// The PostScript names the catalog gives the faces at `locations`, sorted, each once.
  private func postScriptNames(at locations: Set<FontLocation>) -> [String] {
    guard !locations.isEmpty else { return [] }
    let names = faces(detail: .listing).filter { locations.contains($0.location) }.compactMap(\.postScriptName)
    return Set(names).sorted()
  }

  /// The faces `faces(postScriptNamed:)` gives for the one PostScript name fontconfig's own
  /// name `name` stands for (see `postScriptNames(fontconfigNames:)`), only those fontconfig
  /// itself names so; empty unless fontconfig names exactly one face's name so.
  ///
  /// Inter's upright and italic variable fonts both name an instance "Inter-BoldItalic";
  /// fontconfig's "Inter_700wght_-10slnt" is the upright one's (with its slant axis), and
  /// `face` and `snippet` gave the italic file's, with other axes.
  public func faces(fontconfigNamed name: String) -> [FontFace] {
    let locations = locations(fontconfigNames: name)
    let ownNames = postScriptNames(at: locations)
    guard ownNames.count == 1 else { return [] }
    let all = faces(postScriptNamed: ownNames[0])
    let named = all.filter { locations.contains($0.location) }
    return named.isEmpty ? all : named
  }

  /// Where the faces are that fontconfig itself names `name` (its PostScript name, exactly).
  private func locations(fontconfigNames name: String) -> Set<FontLocation> {
    var locations = Set<FontLocation>()
    configuration.forEachListedFont(
      matching: { FcPatternAddString($0, FC_POSTSCRIPT_NAME, name) },
      objects: [FC_FILE, FC_INDEX, FC_POSTSCRIPT_NAME]
    ) { reader in
      // Fontconfig compares PostScript names ignoring spaces and case: "DejaVu Sans" listed
      // DejaVuSans, said to be "fontconfig's name" for it. Its own name, exactly, counts.
      if let file = reader.string(FC_FILE), reader.string(FC_POSTSCRIPT_NAME) == name {
        locations.insert(FontLocation(file: file, index: reader.integer(FC_INDEX) ?? 0))
      }
      return true
    }
    return locations
  }

  /// Where the named instances called `name` are that fontconfig lists no face for (one at the
  /// variable font's default coordinates: fontconfig lists the default instance, under
  /// another name, instead), as FILE#INDEX with the instance in the index's high bits; the
  /// faces `face` and `snippet` read from the file.
  ///
  /// Only variable fonts' fvar tables are read.
  public func unlistedInstances(named name: String) -> [FontLocation] {
    let all = faces(detail: .listing)
    let listed = Set(all.map(\.location))
    var found: [FontLocation] = []
    for whole in all {
      guard case .variableFont = whole.variation else { continue }
      // Read once per catalog: the catalog read them when it named the instances.
      for (number, instanceName) in variableFonts.instancePostScriptNames(of: whole.location).enumerated()
      where instanceName == name {
        let location = FontLocation(file: whole.location.file, index: whole.location.index | ((number + 1) << 16))
        if !listed.contains(location) && !found.contains(location) { found.append(location) }
      }
    }
    return found
  }

  /// The listed face a window page `face/NAME` opens for `name`, found as `typecase face NAME`
  /// finds it: by its PostScript name, else by the name fontconfig made up for it (one face
  /// only), else, for a named instance fontconfig does not list (Inter-Regular, at Inter's
  /// defaults), the default instance it lists in its place.
  ///
  /// The window said "no face named Inter-Regular" where `typecase face` showed it.
  public func listedFace(named name: String) -> FontFace? {
    // A name no face goes by, in any case, is answered from the names read once: each key of a
    // search that found no family (a typo) read the 50,000 faces twice over, 340 ms a key.
    guard mayNameAFace(name) else { return nil }
    if let face = faces(postScriptNamed: name).first { return face }
    if let face = faces(fontconfigNamed: name).first { return face }
    guard let instance = unlistedInstances(named: name).first else { return nil }
    let defaultLocation = FontLocation(file: instance.file, index: instance.index & 0xFFFF)
    return faces(detail: .listing).first {
      if case .variableFont = $0.variation { return false }
      return $0.location == defaultLocation
    }
  }

  /// Whether `name` may be a face's name as `listedFace(named:)` looks for it: a PostScript
  /// name (the font's or fontconfig's), a variable font's full name, a named instance's name,
  /// in any case; a name written with escapes (`\n`) always may.
  ///
  /// The names are read from the catalog once (`faceNameKeys`), on first use.
  func mayNameAFace(_ name: String) -> Bool {
    if name.contains("\\") { return true }
    if let keys = faceNameKeys.withLock({ $0 }) { return keys.contains(name.lowercased()) }
    var keys = Set<String>()
    for face in faces(detail: .listing) {
      if let own = face.postScriptName { keys.insert(own.lowercased()) }
      if let given = face.fontconfigPostScriptName { keys.insert(given.lowercased()) }
      if face.postScriptName == nil, let full = face.fullName { keys.insert(full.lowercased()) }
      if case .variableFont = face.variation {
        for case let instance? in variableFonts.instancePostScriptNames(of: face.location) {
          keys.insert(instance.lowercased())
        }
      }
    }
    faceNameKeys.withLock { $0 = keys }
    return keys.contains(name.lowercased())
  }

  /// What to tell a user who asked for a face called `name` that is not here: the message,
  /// and the closest PostScript names as a hint ("did you mean"), else how to list them.
  public func faceNotFound(_ name: String) -> (message: Message, hint: Message) {
    if families.family(named: name) == nil, let kind = unlistedBitmapFont(named: name) {
      return Self.bitmapFont(name, kind)
    }
    // A family's name, given where a face's is wanted: its faces are the answer.
    if let family = families.family(named: name), let faces = self.family(named: family.name)?.faces {
      // The plainest first: normal width, regular weight, upright.
      let plainest = faces.sorted {
        (abs($0.traits.width - 100), abs($0.traits.weight - 400), $0.traits.slant)
          < (abs($1.traits.width - 100), abs($1.traits.weight - 400), $1.traits.slant)
      }
      // Each name once: a face installed as .otf, .t1 and .pfb is one face.
      var seen = Set<String>()
      let names = plainest.compactMap(\.postScriptName).filter { seen.insert($0).inserted }.prefix(3).map {
        "\"" + VisibleText.escaped($0) + "\""
      }
      if !names.isEmpty {
        return (
          tr("no face named \"{name}\"", ["name": VisibleText.echoed(name)]),
          tr(
            "\"{family}\" is a font family: name one of its faces, such as {faces} ('typecase faces \"{family}\"' lists them)",
            ["family": VisibleText.escaped(family.name), "faces": names.joined(separator: ", ")])
        )
      }
    }
    let suggestions = closestPostScriptNames(to: name)
    let hint = NameSuggestions.hint(
      suggestions, otherwise: tr("run 'typecase faces FAMILY' to list a family's PostScript names"))
    return (tr("no face named \"{name}\"", ["name": VisibleText.echoed(name)]), hint)
  }

  /// The PostScript names closest to `name`, best first (see `NameSuggestions`), each once.
  public func closestPostScriptNames(to name: String) -> [String] {
    var seen = Set<String>()
    let names = faces(detail: .listing).compactMap(\.postScriptName).filter { seen.insert($0).inserted }
    return NameSuggestions.closest(to: name, among: names.lazy.map { (name: $0, allNames: [$0]) })
  }
}
