import FoundationEssentials
import TypecaseCore

/// Reads everything one face is from its file, with HarfBuzz (names, metrics, characters,
/// variations, layout features, color tables) and FreeType (format, OS/2, and the fonts
/// HarfBuzz cannot open: Type 1, BDF, PCF).
///
/// It never throws and never traps: what cannot be read is left empty and said in `problems`.
public enum FaceReader {
  /// The details of the face at `location`.
  ///
  /// `location.index` holds the face's number in a collection in its low 16 bits and, for a
  /// named instance of a variable font, the instance's number + 1 in its high 16 bits
  /// (fontconfig's convention); an instance's details describe that instance. `languages` are
  /// fontconfig's language tags for the face, kept as given (the catalog has them:
  /// `FontFace.languages`; `fontconfigLanguages(of:)` looks them up for a file).
  public static func read(_ location: FontLocation, languages: [String] = []) -> FaceDetails {
    var details = FaceDetails(location: location, family: "")
    details.languages = languages
    let faceIndex = location.index & 0xFFFF
    let instanceNumber = location.index >> 16
    guard FileManager.default.fileExists(atPath: location.file) else {
      details.problems.append(
        NonUTF8FileName.isLossy(location.file) ? NonUTF8FileName.cannotOpen : tr("the file no longer exists"))
      return details
    }
    guard FileManager.default.isReadableFile(atPath: location.file) else {
      details.problems.append(tr("the file cannot be read: permission denied"))
      return details
    }
    // A file cut short is said to be, what can be read of it shown all the same: fontconfig
    // lists it, and its face, looked up by name, was shown as sound, with no axes or glyphs.
    if let truncation = CheckedFontFile.truncation(ofFileAt: location.file, member: location.index & 0xFFFF) {
      details.problems.append(truncation.message)
    }
    // A web font whose header says it unpacks to more than any font is not unpacked (FreeType
    // would, whole, for each reader).
    if let size = DrawableFormat.oversizedWebFont(location.file) {
      details.problems.append(
        tr(
          "the web font says it unpacks to {size} MB, larger than any font: Typecase does not unpack it",
          ["size": Localizer.number(size >> 20)]))
      return details
    }
    let freeType: FreeTypeFace?
    var freeTypeError: FreeTypeFace.OpeningError?
    do {
      freeType = try FreeTypeFace(file: location.file, faceIndex: faceIndex)
    } catch {
      freeType = nil
      freeTypeError = error
    }
    var harfBuzz = HarfBuzzFace(file: location.file, faceIndex: faceIndex)
    // A web font: HarfBuzz reads no compressed file, so it reads the font FreeType uncompressed
    // (its full name, features and characters were missing, as FreeType alone gives none).
    if let file = harfBuzz, file.facesInFile == 0, file.isWebFontFile, let font = freeType?.fontBytes,
      let unpacked = font.withUnsafeBytes({ HarfBuzzFace(bytes: $0, faceIndex: faceIndex) })
    {
      harfBuzz = unpacked
    }
    if let harfBuzz, harfBuzz.facesInFile > 0 {
      guard faceIndex < harfBuzz.facesInFile else {
        details.problems.append(Message.noSuchFace(faceIndex, count: harfBuzz.facesInFile))
        return details
      }
      let tables = Set(harfBuzz.tableTags)
      if !tables.isEmpty {
        readOpenType(
          harfBuzz, tables: tables, instanceNumber: instanceNumber, countsControl: freeType?.countsControlCharacter,
          madeUpCharacterMap: freeType?.hasMadeUpCharacterMap ?? false, into: &details)
        readFreeTypeExtras(freeType, tables: tables, into: &details)
        return details
      }
    }
    if let freeType {
      guard faceIndex < freeType.facesInFile else {
        details.problems.append(Message.noSuchFace(faceIndex, count: freeType.facesInFile))
        return details
      }
      readWithFreeType(freeType, into: &details)
      readFreeTypeExtras(freeType, tables: [], into: &details)
    } else if harfBuzz?.fileLooksLikeAFont == true || freeTypeError?.isUnknownFormat == false {
      // A font file cut short or damaged, not a file of another kind.
      details.problems.append(tr("the font file is damaged or incomplete: FreeType cannot open it"))
    } else {
      details.problems.append(tr("the file is not a font FreeType can open"))
    }
    return details
  }

  // MARK: TrueType and OpenType, through HarfBuzz

  /// Fills `details` from a TrueType/OpenType face whose tables are `tables`; `countsControl`
  /// says which control characters fontconfig counts as the face's (nil: none, FreeType
  /// could not open the file); `madeUpCharacterMap`: FreeType could not read the face's own
  /// character map, and made one up from its glyph names.
  private static func readOpenType(
    _ face: HarfBuzzFace, tables: Set<String>, instanceNumber: Int, countsControl: ((Unicode.Scalar) -> Bool)?,
    madeUpCharacterMap: Bool, into details: inout FaceDetails
  ) {
    let names = FaceNames(face)
    if !tables.contains("name") {
      details.problems.append(tr("the font has no name table"))
    }
    readNames(names, into: &details)
    // A name table without the names programs find the font by: fontconfig makes them up from
    // the file's name, and `face` and the page showed those as the font's own (a CSS local()
    // or a fontspec name of it finds the font nowhere else).
    // Not of a file cut short or damaged, whose names are past its end (said already).
    let namesReadable = tables.contains("name") && details.problems.isEmpty
    if namesReadable && details.family.isEmpty {
      details.problems.append(tr("the font gives no family name: fontconfig names it after its file"))
    }
    if namesReadable && details.postScriptName?.allSatisfy(\.isWhitespace) != false {
      details.problems.append(
        tr("the font gives no PostScript name: fontconfig makes one up from its family's name, or its file's"))
    }
    // OpenType and PostScript allow 63 characters: programs may cut a longer name short, and
    // cairo may embed the font in a PDF as "CairoFont-2-0" (it does for a TrueType font whose
    // name table has the name alone), a font no preflight report names.
    if let name = details.postScriptName, name.count > PostScriptName.longest {
      details.problems.append(
        trn(
          "the font's PostScript name is {count} character long, past the 63 PostScript allows: programs may cut it short, and PDFs made with cairo may name the font \"CairoFont-…\"",
          "the font's PostScript name is {count} characters long, past the 63 PostScript allows: programs may cut it short, and PDFs made with cairo may name the font \"CairoFont-…\"",
          name.count, ["count": String(name.count)]))
    }
    if tables.contains("head") {
      details.unitsPerEm = face.unitsPerEm
      // fontRevision: a 16.16 number after the table's version, big-endian.
      let head = face.tableBytes("head", length: 8)
      if head.count == 8 {
        let bits = head[4..<8].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        details.fontRevision = FontRevision.text(Int(Int32(bitPattern: bits)))
      }
    }
    if tables.contains("maxp") { details.glyphCount = face.glyphCount }
    if tables.contains("GPOS") { details.designSize = face.designSize }
    // What vertical text is set with: a CJK setter asked whether the font has its own.
    details.verticalMetricsTables = ["vhea", "vmtx", "VORG"].filter(tables.contains)
    if tables.contains("cmap") {
      details.characters = drawnCharacters(face.characters) { countsControl?($0) ?? false }
      // A 1990s Macintosh TrueType font, its only character map a Mac Roman one: HarfBuzz 6
      // reads none of it (Pango draws boxes, though fontconfig lists its characters), and its
      // page said "This font maps no character" without a reason (ttx lists them all).
      let platforms = face.characterMapSubtables.map(\.platform)
      if details.characters.isEmpty, !platforms.isEmpty, platforms.allSatisfy({ $0 == 1 }) {
        details.problems.append(
          tr(
            "the font's only character map is a Macintosh one (platform 1), which HarfBuzz, and so Pango and GTK, do not read: programs draw its characters as boxes, though fontconfig lists them"
          ))
      } else if details.characters.isEmpty && madeUpCharacterMap {
        // A damaged map: its page said only, character by character, that the face "maps no
        // character", and `face` printed empty lists without a word.
        details.problems.append(
          tr(
            "the font's character map (cmap table) is damaged: it maps no character that HarfBuzz, and so Pango and GTK, can read, and programs draw its text as boxes"
          ))
      } else if details.characters.isEmpty, tables.contains("glyf"), let count = details.glyphCount {
        // A glyph count too small for the glyphs the map names (a zeroed maxp): the page drew
        // nothing, its notes naming fonts that draw its characters. (A CFF font's glyphs are
        // counted by its CFF table: Pango draws them.)
        details.problems.append(
          trn(
            "its maxp table counts {count} glyph, none of those its character map names: the font draws nothing",
            "its maxp table counts {count} glyphs, none of those its character map names: the font draws nothing",
            count))
      }
    } else {
      details.problems.append(tr("the font has no character map (cmap table)"))
    }
    details.colorFormat = colorFormat(face, tables: tables)
    details.hasMathTable = tables.contains("MATH")
    // Which palettes it has, and which one is drawn (the first: Pango 1.50 draws no other):
    // a font of three was shown as "COLRv0" alone.
    if details.colorFormat != nil {
      details.palettes = face.paletteInfos.map {
        ColorPalette(
          name: $0.nameID.flatMap(names.english), forLightBackgrounds: $0.forLight, forDarkBackgrounds: $0.forDark)
      }
    }
    details.features = features(face, names: names)
    details.scripts = scripts(face)
    let variations = FontVariations(
      axes: face.axisInfos, namedInstances: face.namedInstanceInfos, english: names.english)
    details.axes = variations.axes
    details.namedInstances = variations.namedInstances
    guard instanceNumber > 0 else { return }
    guard instanceNumber <= variations.namedInstances.count else {
      details.problems.append(
        tr("the font has no named instance {number}; showing its default", ["number": String(instanceNumber)]))
      return
    }
    let instance = variations.namedInstances[instanceNumber - 1]
    // One the font gives no name is called by its coordinates: its full name was "QaVarFour "
    // (its page's title, sample and waterfall the family's name and a space).
    details.style = instance.shownName
    // The name table's family and style for older applications are the default instance's.
    details.legacyFamily = nil
    details.legacyStyle = nil
    details.postScriptName = instance.postScriptName
    details.fullName = details.family.isEmpty ? instance.shownName : details.family + " " + instance.shownName
  }

  /// The names of the face (not of an instance).
  private static func readNames(_ names: FaceNames, into details: inout FaceDetails) {
    typealias ID = FaceNames.ID
    details.family = names.english(ID.typographicFamily) ?? names.english(ID.family) ?? ""
    details.style = names.english(ID.typographicSubfamily) ?? names.english(ID.subfamily) ?? ""
    if let typographic = names.english(ID.typographicFamily), let legacy = names.english(ID.family),
      legacy != typographic
    {
      details.legacyFamily = legacy
    }
    if let typographic = names.english(ID.typographicSubfamily), let legacy = names.english(ID.subfamily),
      legacy != typographic
    {
      details.legacyStyle = legacy
    }
    details.postScriptName = names.english(ID.postScriptName)
    details.fullName = names.english(ID.fullName)
    details.version = names.english(ID.version)
    details.designer = names.english(ID.designer)
    details.designerURL = names.english(ID.designerURL)
    details.manufacturer = names.english(ID.manufacturer)
    details.vendorURL = names.english(ID.vendorURL)
    details.copyright = names.english(ID.copyright)
    details.trademark = names.english(ID.trademark)
    details.license = names.english(ID.license)
    details.licenseURL = names.english(ID.licenseURL)
    details.description = names.english(ID.description)
    let families = otherFamilyNames(names, family: details.family)
    details.otherNames = families
    // A full name equal to the family name of its language says nothing more.
    let familyNames = Set(families)
    var seen: Set<LocalizedName> = []
    details.otherFullNames = names.otherLanguages(FaceNames.ID.fullName).filter {
      $0.name != details.fullName && !familyNames.contains($0) && seen.insert($0).inserted
    }
  }

  /// The family names in other languages (typographic family, else family, per language), in
  /// language order; names that only repeat the English one are left out.
  private static func otherFamilyNames(_ names: FaceNames, family: String) -> [LocalizedName] {
    let typographic = names.otherLanguages(FaceNames.ID.typographicFamily)
    let typographicLanguages = Set(typographic.map(\.language))
    let legacy = names.otherLanguages(FaceNames.ID.family).filter { !typographicLanguages.contains($0.language) }
    var seen: Set<LocalizedName> = []
    return (typographic + legacy).sorted { ($0.language ?? "") < ($1.language ?? "") }
      .filter { $0.name != family && seen.insert($0).inserted }
  }

  /// The color format: COLR (v1 when it has paint graphs, else v0), else CBDT, sbix, SVG, in
  /// that order when a font has several.
  ///
  /// A COLR table without the CPAL table its colors are indices into draws nothing in color
  /// (FreeType, and so fontconfig's `color`, pass it over): it was called COLRv0 while the
  /// Color filter left it out. A version 1 table whose glyphs are all layers of version 0
  /// (an empty BaseGlyphList) is drawn as COLRv0 is, in color where cairo cannot draw paint
  /// graphs: it was said to draw in one color, over previews in full color. One with no
  /// BaseGlyphList at all FreeType 2.12 reads as no color table (fontconfig's `color` false,
  /// Pango draws it in one color): no color format either.
  private static func colorFormat(_ face: HarfBuzzFace, tables: Set<String>) -> ColorFormat? {
    if tables.contains("COLR") && tables.contains("CPAL") {
      // The table's version, then (version 1) its BaseGlyphList's count of glyphs painted: the
      // header and the list's count alone are read, not the whole table.
      let header = BigEndianBytes(face.tableBytes("COLR", length: ColorTables.colrHeaderLength))
      guard let version = header.number(0, 2) else { return nil }
      // Version 0, or a version 1 header cut short.
      guard let listOffset = ColorTables.baseGlyphListOffset(header) else { return version == 0 ? .colrV0 : .colrV1 }
      guard listOffset > 0 else { return nil }
      let list = BigEndianBytes(face.tableBytes("COLR", length: listOffset + 4))
      guard let painted = ColorTables.paintedGlyphCount(list, listAt: listOffset) else { return .colrV1 }
      return painted > 0 ? .colrV1 : .colrV0
    }
    if tables.contains("CBDT") { return .cbdt }
    if tables.contains("sbix") { return .sbix }
    if tables.contains("SVG ") { return .svg }
    return nil
  }

  /// The GSUB then GPOS features, each tag once per table, in tag order.
  private static func features(_ face: HarfBuzzFace, names: FaceNames) -> [LayoutFeature] {
    var result: [LayoutFeature] = []
    for table in ["GSUB", "GPOS"] {
      var tags = Set<String>()
      var ownNames: [String: String] = [:]
      for (index, tag) in face.featureTags(in: table).enumerated() {
        tags.insert(tag)
        // A tag may have several records (one per language system); any of them may carry the
        // stylistic set's or character variant's name.
        let isNamedKind =
          OpenTypeFeatureNames.numbered(tag, prefix: "ss") != nil
          || OpenTypeFeatureNames.numbered(tag, prefix: "cv") != nil
        guard isNamedKind, ownNames[tag] == nil,
          let name = face.featureLabelNameID(in: table, at: index).flatMap(names.english)
        else { continue }
        ownNames[tag] = name
      }
      // Features the math script alone lists, in a font that has one.
      let outsideMath = face.featureTagsOutsideMathScript(in: table) ?? tags
      let alternates =
        table == "GSUB"
        ? face.tableBytes(table, length: Int.max).withUnsafeBytes {
          AlternateSubstitutions.maximumAlternates(inGSUB: ByteReader($0))
        } : [:]
      result += tags.sorted().map { tag in
        LayoutFeature(
          tag: tag, name: ownNames[tag] ?? OpenTypeFeatureNames.name(of: tag) ?? tag, table: table,
          isOnByDefault: DefaultShapingFeatures.isOn(tag), isMathScriptOnly: !outsideMath.contains(tag),
          alternates: alternates[tag] ?? 0)
      }
    }
    return result
  }

  /// The scripts GSUB and GPOS have rules for, each once, with the language systems either
  /// lists under it (tags without their trailing spaces), in tag order.
  ///
  /// `face` listed features and fontconfig's languages, and no script: which `Script=` and
  /// `Language=` (fontspec) or `script=`/`language=` (a feature string) a font has rules for
  /// took otfinfo or fontTools.
  static func scripts(_ face: HarfBuzzFace) -> [LayoutScript] {
    var languages: [String: Set<String>] = [:]
    for table in ["GSUB", "GPOS"] {
      for (script, tags) in face.scripts(in: table) {
        let trimmed = tags.map(Self.trimmedTag)
        languages[Self.trimmedTag(script), default: []].formUnion(trimmed)
      }
    }
    return languages.keys.sorted().map { LayoutScript(tag: $0, languages: (languages[$0] ?? []).sorted()) }
  }

  /// An OpenType tag without the spaces that pad it to four letters ("lao " → "lao").
  static func trimmedTag(_ tag: String) -> String {
    String(tag.reversed().drop { $0 == " " }.reversed())
  }

  // MARK: Through FreeType

  /// Fills `details` from a face HarfBuzz cannot read (Type 1, BDF, PCF, …).
  private static func readWithFreeType(_ face: FreeTypeFace, into details: inout FaceDetails) {
    details.family = face.familyName ?? ""
    details.style = face.styleName ?? ""
    details.postScriptName = face.postScriptName
    details.glyphCount = face.glyphCount
    details.unitsPerEm = face.unitsPerEm
    details.characters = drawnCharacters(face.characters, countsControl: face.countsControlCharacter)
    // A PCF or BDF in a legacy X11 encoding (xfonts-base's ISO8859-2 "Fixed"): FreeType maps
    // no Unicode character of it, fontconfig cannot read it, and its page would not open,
    // "no face could be read from it", where `face` showed 224 glyphs and 0 characters.
    if details.characters.isEmpty, face.glyphCount > 0, let charset = face.bitmapCharset {
      details.problems.append(.legacyBitmapCharset(charset))
    }
    if let info = face.typeOneInfo {
      details.fullName = info.fullName
      details.version = info.version
      details.copyright = info.notice
    }
  }

  /// The characters of a character map as fontconfig's charset has them: without the C0
  /// controls (U+0000–U+001F) `countsControl` says are mapped to empty glyphs (most Noto fonts
  /// map NULL and CARRIAGE RETURN so: the count was two more than fc-query's, the grid and
  /// specimens beginning with blank cells), with those the font draws (JetBrains Mono's: they
  /// were left out, 29 fewer than fc-query, and `cover` said it had a character its page did
  /// not list).
  static func drawnCharacters(
    _ characters: [Unicode.Scalar], countsControl: (Unicode.Scalar) -> Bool
  ) -> [Unicode.Scalar] {
    characters.filter { $0.value >= 0x20 || countsControl($0) }
  }

  /// The format, vendor and embedding, which only FreeType says.
  private static func readFreeTypeExtras(_ face: FreeTypeFace?, tables: Set<String>, into details: inout FaceDetails) {
    if tables.contains("CFF2") {
      details.format = "CFF2"
    } else if let format = face?.format {
      details.format = format
    } else if tables.contains("CFF ") {
      details.format = "CFF"
    } else if tables.contains("glyf") {
      details.format = "TrueType"
    }
    // A blank font (as Adobe Blank, made to draw nothing) left its page blank without a word.
    // A color font's empty glyphs are drawn by its color table (a COLRv1 font's paint graphs,
    // an SVG font's documents): Noto COLRv1 was said to draw nothing.
    // What its characters draw, read once (as `install` reads the font: a Thai font mapping
    // Latin to empty glyphs draws Thai).
    let drawing = details.characters.isEmpty ? nil : face?.glyphDrawing
    if let face, !details.characters.isEmpty, !face.drawsSomething(of: details.characters) {
      // (A color font none of whose glyphs has ink, its layers' too, draws nothing at all.)
      if details.colorFormat != nil && drawing != .nothing {
        details.drawsInColorOnly = true
      } else if drawing == .nothing {
        details.problems.append(tr("its glyphs are empty: the font draws nothing"))
      }
    }
    // Glyphs without widths (a damaged hhea) drew the sample piled up in one place unsaid.
    if drawing == .noWidths {
      details.problems.append(
        tr(
          "its characters have no width (its hhea or hmtx table may be damaged): its text is drawn piled up in one place"
        ))
    }
    // Characters that draw: an icon font's page started with the few it maps to empty glyphs
    // (FontAwesome's "¨©®´ÆØ™∞"), its sample and waterfall blank.
    if let face {
      let inked = face.inkedSample
      // A font drawn by its color table alone has no outline ink: its page showed its name
      // instead, in boxes, where its own characters draw in color (blank where cairo cannot,
      // as its page says); those its color table draws, not every one it maps.
      details.inkedSample = inked.isEmpty && details.drawsInColorOnly ? face.colorSample : inked
    }
    // What a bitmap font is drawn from: `face` said nothing of a PCF's one size, where
    // fc-query says pixelsize 16 (an .otb's nine strikes, Noto Color Emoji's 109 pixels).
    details.bitmapSizes = face?.bitmapSizes ?? []
    // The line's metrics: a designer comparing body fonts asks first for the x-height.
    details.metrics = face?.metrics
    // A Type 1 font's own /FSType: licensed Type 1 libraries carry it, and nothing was said.
    guard let os2 = face?.os2 else {
      if let fsType = face?.typeOneFSType {
        details.embedding = EmbeddingPermission(fsType: fsType)
        details.embeddingLimits = EmbeddingLimit.limits(fsType: fsType)
        // Its bits only when the font gives them: none is installable, as Adobe's Type 1
        // specification takes it, but "fsType 0x0000" read as though the font said so.
        if fsType != 0 || TypeOneFSTypeKey.isStated(inFileAt: details.location.file) { details.fsType = fsType }
      }
      return
    }
    details.vendorID = os2.vendorID
    details.embedding = EmbeddingPermission(fsType: os2.fsType)
    // Said beside it: a bitmap-only font read "installable", as though its outlines could go
    // into a document.
    details.embeddingLimits = EmbeddingLimit.limits(fsType: os2.fsType)
    details.fsType = os2.fsType
  }
}

extension FaceReader {
  /// `read` as the code that does not link HarfBuzz takes it.
  public static let reader: FaceDetailsReader = { read($0, languages: $1) }
}
