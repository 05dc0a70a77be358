import CFontconfig
import FoundationEssentials

/// The machine's fonts as one loaded fontconfig configuration: the catalog, and what it takes
/// to draw each family with Pango without asking fontconfig to sort every font on the machine.
///
/// Pango sorts the whole font set for every new font description, which costs milliseconds per
/// row with thousands of fonts. A family's own configuration holds just that family's fonts
/// (taken from fontconfig's cache, no file opened) plus one fallback font for the characters the
/// family lacks, so matching and sorting there is instant.
public final class FontLibrary: @unchecked Sendable {
  /// The families, in natural order, with their face counts.
  public let families: [FamilySummary]
  /// The font folders' dates when the library was loaded.
  public let loadedStamp: FontDirectoriesStamp

  let configuration: FontconfigConfiguration
  /// Each family's fontconfig patterns (owned by `configuration`'s font sets).
  let patternsByFamily: [String: [OpaquePointer]]
  /// The fallback font's pattern per language (owned by `configuration`'s font sets).
  private let fallbacks = LockedValue<[String: OpaquePointer]>([:])
  /// The helper fonts that draw what a family or face cannot (owned here; see `helperFont`),
  /// by the family name they are given: none until looked for, then the font or nil when
  /// there is none.
  private let madeHelperFonts = LockedValue<[String: OpaquePointer?]>([:])
  /// The names of the variable fonts' faces, read from each variable file once.
  let variableFonts = VariableFontNames()
  /// The filter index, once built (see `filterIndex()`).
  let filterIndexCache = LockedValue<(index: FontFilterIndex, patterns: [OpaquePointer])?>(nil)
  /// The copy programs draw and fontconfig's own match of each group of copies asked about,
  /// by the group's key (see `PreferredCopies`): each is two matches over every font, and
  /// asked again for each face of a family, a family of 40 copies took 20 seconds.
  let preferredCopyCache = LockedValue<[String: (drawn: FontLocation?, matched: FontLocation?)]>([:])
  /// What `copies(ofFamily:)` gave for each family asked about.
  let familyCopiesCache = LockedValue<[String: [FontLocation: FaceCopies]]>([:])
  /// Every name a face may be asked for by, lowercased (`mayNameAFace`), once read.
  let faceNameKeys = LockedValue<Set<String>?>(nil)

  // The configurations made with the one-character fonts hold references of their own.
  deinit {
    for case let made? in madeHelperFonts.withLock({ Array($0.values) }) { FcPatternDestroy(made) }
  }

  /// Loads the fonts of the process's current fontconfig configuration (the one GTK draws
  /// with), or, with `fresh`, of a configuration loaded anew (after fonts changed); with
  /// `language`, only the fonts covering it.
  ///
  /// `releasingCachePages` (with `fresh`) is for a process that reads the fonts and draws
  /// nothing: fontconfig's caches are read one font folder at a time and their pages let go as
  /// fonts are read, now and as families are read later (see `init(readingFolderByFolder:…)`).
  /// The families and faces are the same.
  public convenience init(fresh: Bool = false, language: String? = nil, releasingCachePages: Bool = false)
    throws(FontSourceError)
  {
    if fresh && releasingCachePages {
      try self.init(readingFolderByFolder: nil, language: language)
    } else {
      self.init(
        configuration: fresh ? try FontconfigConfiguration() : FontconfigConfiguration(current: ()), language: language)
    }
  }

  /// Loads the fonts of the configuration `file` (else the one FONTCONFIG_FILE or the system
  /// names) one font folder's cache at a time, letting the caches' pages go after
  /// `cachePageBudget` bytes' worth of them, so that the caches of 50,000 faces are never all in
  /// memory at once (see `FontconfigConfiguration.init(readingFolderByFolder:…)`), for a process
  /// that reads the fonts and draws nothing.
  ///
  /// The families and faces are those of `init(configuration:language:)`; where fontconfig's
  /// reading cannot be followed exactly, they are read as a whole (and `configuration.cachePages`
  /// is nil).
  package convenience init(
    readingFolderByFolder file: String?, language: String? = nil, cachePageBudget: Int = 16 << 20
  )
    throws(FontSourceError)
  {
    var reading = FamilyReading()
    // The families are read as each folder's cache comes in, not in a walk of their own after.
    let configuration = try FontconfigConfiguration(
      readingFolderByFolder: file, language: language, cachePageBudget: cachePageBudget,
      folder: { reading.repeats.notice(folder: $0) }
    ) { reading.add($0) }
    if configuration.cachePages != nil {
      self.init(configuration: configuration, reading: reading)
    } else {
      self.init(configuration: configuration, language: language)
    }
  }

  /// Loads the fonts of `configuration` (covering `language`, when given).
  package convenience init(configuration: FontconfigConfiguration, language: String? = nil) {
    var reading = FamilyReading()
    reading.repeats.notice(foldersOf: configuration.config)
    configuration.forEachScalableFont(language: language) { reading.add($0) }
    self.init(configuration: configuration, reading: reading)
  }

  /// The library of `configuration`'s fonts as `reading` read them.
  private init(configuration: FontconfigConfiguration, reading: FamilyReading) {
    self.configuration = configuration
    patternsByFamily = reading.patterns
    families = reading.collector.sorted
    loadedStamp = configuration.directoriesStamp()
  }

  /// The family called exactly `name` with its faces read at `detail` (by default what the
  /// lists show: style, PostScript name, format, traits), or nil when there is none.
  public func family(named name: String, detail: FontSource.Detail = .listing) -> FontFamily? {
    guard let patterns = patternsByFamily[name] else { return nil }
    configuration.cachePages?.touched(patterns)
    let faces = patterns.compactMap {
      FontPatternReader(pattern: $0).face(detail: detail, variableFonts: variableFonts)
    }
    return FontCatalog(faces: faces).families.first
  }

  /// Every style name of the family called exactly `name`'s faces, in every language
  /// fontconfig lists ("Bold", "太字"), each once; none for no such family.
  ///
  /// Read from the patterns when asked (a full name searched for): kept in each face, the
  /// names cost `families --json` 2% more instructions for the few faces that have a second.
  public func styleNames(ofFamily name: String) -> [String] {
    var names: [String] = []
    for pattern in patternsByFamily[name] ?? [] {
      for style in FontPatternReader(pattern: pattern).strings(FC_STYLE) where !names.contains(style) {
        names.append(style)
      }
    }
    return names
  }

  /// Every face of every family, family by family in the families' order, each family's in
  /// fontconfig's, read at `detail` (what `typecase face` looks PostScript names up in).
  public func faces(detail: FontSource.Detail = .listing) -> [FontFace] {
    families.flatMap { family in
      let patterns = patternsByFamily[family.name] ?? []
      configuration.cachePages?.touched(patterns)
      return patterns.compactMap {
        FontPatternReader(pattern: $0).face(detail: detail, variableFonts: variableFonts)
      }
    }
  }

  /// For each family whose first font cannot draw the family's name legibly (symbol and
  /// dingbat fonts, fonts for other scripts), a sample of the characters it does draw; for a
  /// family of fonts Pango cannot draw at all (web fonts, Type 1), no sample: its row shows the
  /// name in the interface's font (a Japanese WOFF2's sample was drawn as boxes, in a fallback
  /// without those characters).
  ///
  /// So does a family none of whose files this user may read, named among the `unreadable` (it
  /// was drawn in a fallback font, as if it were the family's). And the bitmap families the
  /// list leaves out, which a search or the Bitmap filter names. Opens one file per family: run
  /// it off the main thread.
  public func checkFamilyNames() -> FamilyNameChecks {
    var checks = FamilyNameChecks()
    for family in families {
      guard let all = patternsByFamily[family.name] else { continue }
      var patterns = all.filter { FontPatternReader(pattern: $0).isDrawable }
      if patterns.isEmpty {
        checks.samples[family.name] = ""
        continue
      }
      // The font a row is drawn in, among those this user may read (one system call for most
      // families: the one picked is). Asked for among them all, an unreadable Regular was
      // picked over a readable Bold, and its name went unchecked.
      var font = regularFace(of: family.name, among: patterns)
      if let picked = font, !FontPatternReader(pattern: picked).isReadable {
        FcPatternDestroy(picked)
        patterns.removeAll { !FontPatternReader(pattern: $0).isReadable }
        if patterns.isEmpty {
          checks.samples[family.name] = ""
          checks.unreadable.insert(family.name)
          continue
        }
        font = regularFace(of: family.name, among: patterns)
      }
      guard let font else { continue }
      defer { FcPatternDestroy(font) }
      let reader = FontPatternReader(pattern: font)
      guard let file = reader.string(FC_FILE),
        let sample = NameLegibility.sampleIfIllegible(
          name: family.name, file: file, index: reader.integer(FC_INDEX) ?? 0)
      else { continue }
      checks.samples[family.name] = sample
    }
    checks.unlistedBitmapFamilies = unlistedBitmapFamilies()
    return checks
  }

  /// The face of `patterns` (one family's fonts) that fontconfig, and so Pango, picks for the
  /// family's plain style: the one a row is drawn in.
  ///
  /// The caller destroys it.
  private func regularFace(of family: String, among patterns: [OpaquePointer]) -> OpaquePointer? {
    configuration.match(FC_FAMILY, family, among: patterns)
  }

  /// The `FcConfig` the library was read from, for a font map that draws with the same fonts
  /// (Pango takes its own reference).
  public var config: OpaquePointer { configuration.config }

  /// The font folders' dates now; different from `loadedStamp` once fonts were installed or
  /// removed (cheap: one `stat` per folder).
  public func currentStamp() -> FontDirectoriesStamp { configuration.directoriesStamp() }

  /// The font folders whose dates in `stamp` differ from those the fonts were loaded with
  /// (fonts installed or removed there since).
  public func fontFolders(changedIn stamp: FontDirectoriesStamp) -> [String] {
    configuration.fontFolders(changedFrom: loadedStamp, to: stamp)
  }

  /// Whether fonts were installed or removed in a font folder since `earlier` (the stamp of a
  /// library read before this one) was taken, or fontconfig's caches written again (a file
  /// changed in place, then `fc-cache`): false when the fonts changed by fontconfig's
  /// configuration alone (a rule that hides fonts).
  public func fontFoldersChanged(since earlier: FontDirectoriesStamp) -> Bool {
    !configuration.fontFolders(changedFrom: earlier, to: loadedStamp, countingNew: false, withCaches: true).isEmpty
  }

  /// A configuration holding only `family`'s fonts (none for nil) and the fallback font
  /// fontconfig picks for `language` ("sans-serif:lang=…"), with the ellipsis font where that
  /// one lacks "." (see `ellipsisFont`); nil for an unknown family.
  public func configuration(forFamily family: String?, language: String) -> FamilyFontConfiguration? {
    guard var patterns = family.map({ patternsByFamily[$0] }) ?? [] else { return nil }
    // Fonts Pango cannot draw are left out: it would take a web font's file, from which
    // HarfBuzz reads nothing (see `DrawableFormat`); Type 1 fonts it leaves out itself. So are
    // fonts whose files this user may not read (see `ReadableFontFile`): asked for the family's
    // regular style, Pango took such a file and drew the row in boxes.
    patterns.removeAll {
      let reader = FontPatternReader(pattern: $0)
      return !reader.isDrawable || !reader.isReadable
    }
    // No ellipsis font in the placeholder's (no family): ahead of a fallback, it would draw
    // whole text.
    return FamilyFontConfiguration(
      patterns: patterns + fallbackFonts(for: language, withEllipsis: family != nil),
      emojiFamily: patterns.contains(where: Self.hasEmoji) ? family : nil)
  }

  /// The fonts a list row's configuration ends with: the fallback font of `language`, and
  /// (`withEllipsis`) the ellipsis font when that one lacks "." (see `ellipsisFont`).
  private func fallbackFonts(for language: String, withEllipsis: Bool = true) -> [OpaquePointer] {
    let fallback = fallback(for: language)
    let needsEllipsis = withEllipsis && (fallback.map { !FontPatternReader(pattern: $0).hasCharacter(0x2E) } ?? true)
    return [fallback, needsEllipsis ? ellipsisFont() : nil].compactMap { $0 }
  }

  /// Whether the font has emoji of its own (😀, 🎉, ✅): only then does a configuration need
  /// the rule that answers Pango's request for "emoji" with its family (see `emojiAlias`).
  ///
  /// The rule, parsed for each family's configuration, held 2 MB more over 150 families.
  static func hasEmoji(_ font: OpaquePointer) -> Bool {
    let reader = FontPatternReader(pattern: font)
    return [0x1F600, 0x1F389, 0x2705].contains { reader.hasCharacter($0) }
  }

  /// A configuration holding only the face at `location` of `family` (a face page shows what
  /// the face itself draws), with the ellipsis font when the face lacks "." (see
  /// `ellipsisFont`), the dotted circle's when it lacks "◌" (see `dottedCircleFont`) and the
  /// font of the codes in missing characters' boxes (see `hexBoxFont`); nil
  /// when the family has no such face, Pango cannot draw its format (`DrawableFormat`: a map
  /// of a Type 1 face alone has no font), or this user may not read its file (its previews
  /// were boxes; see `ReadableFontFile`).
  public func configuration(forFace location: FontLocation, family: String) -> FamilyFontConfiguration? {
    guard let pattern = drawablePattern(of: family, at: location) else { return nil }
    return FamilyFontConfiguration(
      patterns: [pattern] + helperFonts(for: pattern), emojiFamily: Self.hasEmoji(pattern) ? family : nil)
  }

  /// A configuration holding the face at `location` of `family` and the fallback font of
  /// `language`, as `configuration(forFamily:language:)` holds the family's faces: a list row
  /// drawn from the face's own file (a named instance, a face other files also provide).
  ///
  /// Drawn with `configuration(forFace:family:)`, made for the face's page, such rows showed
  /// what their face lacks as boxes where the family's other rows used the fallback font.
  public func configuration(forFace location: FontLocation, family: String, language: String)
    -> FamilyFontConfiguration?
  {
    guard let pattern = drawablePattern(of: family, at: location) else { return nil }
    return FamilyFontConfiguration(
      patterns: [pattern] + fallbackFonts(for: language), emojiFamily: Self.hasEmoji(pattern) ? family : nil)
  }

  /// The face at `location` of `family`, when Pango can draw its format and this user may read
  /// its file; else nil.
  private func drawablePattern(of family: String, at location: FontLocation) -> OpaquePointer? {
    guard let pattern = pattern(of: family, at: location),
      DrawableFormat.isDrawable(FontPatternReader(pattern: pattern).string(FC_FONTFORMAT), file: location.file),
      ReadableFontFile.isReadable(location.file)
    else { return nil }
    return pattern
  }

  /// A configuration holding only the face at `location`, read from its file (a font not
  /// installed, given by path), with the helper fonts `configuration(forFace:family:)` adds,
  /// found among this library's fonts: alone, the codes in its boxes were drawn in its own
  /// digits (a symbol font's shapes); nil when fontconfig cannot read the file.
  public func configuration(forFile location: FontLocation) -> FamilyFontConfiguration? {
    FamilyFontConfiguration(file: location) { helperFonts(for: $0) }
  }

  /// The helper fonts a face of `pattern` is drawn with: the ellipsis font when it lacks "."
  /// (see `ellipsisFont`), the dotted circle's when it lacks "◌" (see `dottedCircleFont`), and
  /// the font of the codes in missing characters' boxes (see `hexBoxFont`).
  private func helperFonts(for pattern: OpaquePointer) -> [OpaquePointer] {
    let reader = FontPatternReader(pattern: pattern)
    return [
      reader.hasCharacter(0x2E) ? nil : ellipsisFont(),
      reader.hasCharacter(CharacterShownAlone.base.value) ? nil : dottedCircleFont(),
      // Whether or not the face has the digits: in its own, a symbol font's or a font in the
      // making's boxes read as its shapes (a specimen's boxes held triangles).
      hexBoxFont(),
    ].compactMap { $0 }
  }

  /// A font for the dotted circle a combining mark is shown on in the character grid (see
  /// `CharacterShownAlone`), made as `ellipsisFont` is: a face without "◌" (Inter) showed a
  /// box with "25CC" in it under every mark.
  private func dottedCircleFont() -> OpaquePointer? {
    let circle = CharacterShownAlone.base.value
    return helperFont(
      "Typecase Dotted Circle", matching: "sans-serif", having: [circle], drawing: [circle])
  }

  /// The characters Pango writes a missing character's code with, in its box.
  private static let hexDigits: [UInt32] = Array(0x30...0x39) + Array(0x41...0x46)

  /// A font for the code Pango writes in the box of a character the face lacks, and for
  /// nothing else: fontconfig's monospace font with the digits and A–F, as the family
  /// "monospace" that Pango asks for the code in, with no characters to draw text with (the
  /// box's code is drawn from the file by cairo, not looked up in fontconfig's character set).
  ///
  /// In a map holding the face alone, "monospace" was the face itself: an Arabic face's boxes
  /// read "006▯" for "o", a box inside the box, and a face without digits drew none.
  private func hexBoxFont() -> OpaquePointer? {
    helperFont("monospace", matching: "monospace", having: Self.hexDigits, drawing: [])
  }

  /// A font for the ellipsis of a line cut short, and for nothing else: fontconfig's
  /// sans-serif font with a ".", its character set cut to "." alone, under a family name of
  /// its own and no languages (so that no request ranks it first); nil when no font has ".".
  ///
  /// Pango draws "…" in the line's font, else "..." in any font of the map. A face without "."
  /// (Droid Sans Fallback has no Latin) ended its cut lines in three boxes, in the lists (when
  /// its fallback was itself, as for Japanese) and on its page. There "." alone comes from
  /// another font; the page marks it as missing, as it marks every character the face lacks.
  private func ellipsisFont() -> OpaquePointer? {
    helperFont("Typecase Ellipsis", matching: "sans-serif", having: [0x2E], drawing: [0x2E])
  }

  /// fontconfig's font for the generic `generic` that has every character of `having`, under
  /// the family name `family`, its character set cut to `drawing` and no languages; looked for
  /// once per family name, found or not (each font map asked again otherwise).
  private func helperFont(
    _ family: String, matching generic: String, having: [UInt32], drawing: [UInt32]
  ) -> OpaquePointer? {
    if let made = madeHelperFonts.withLock({ $0[family] }) { return made }
    let made = makeHelperFont(family, matching: generic, having: having, drawing: drawing)
    return madeHelperFonts.withLock { known in
      if let already = known[family] {
        if let made { FcPatternDestroy(made) }
        return already
      }
      known[family] = .some(made)
      return made
    }
  }

  private func makeHelperFont(
    _ family: String, matching generic: String, having: [UInt32], drawing: [UInt32]
  ) -> OpaquePointer? {
    guard let asked = FcCharSetCreate(), let drawn = FcCharSetCreate() else { return nil }
    defer {
      FcCharSetDestroy(asked)
      FcCharSetDestroy(drawn)
    }
    for character in having { FcCharSetAddChar(asked, character) }
    for character in drawing { FcCharSetAddChar(drawn, character) }
    guard let request = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(request) }
    FcPatternAddString(request, FC_FAMILY, generic)
    FcPatternAddCharSet(request, FC_CHARSET, asked)
    guard let base = catalogMatch(request), having.allSatisfy(FontPatternReader(pattern: base).hasCharacter),
      let pattern = FcPatternDuplicate(base)
    else { return nil }
    FcPatternDel(pattern, FC_CHARSET)
    FcPatternAddCharSet(pattern, FC_CHARSET, drawn)
    FcPatternDel(pattern, FC_LANG)
    FcPatternDel(pattern, FC_FAMILY)
    FcPatternAddString(pattern, FC_FAMILY, family)
    if let file = FontPatternReader(pattern: base).string(FC_FILE) {
      FcPatternDel(pattern, FC_FILE)
      FcPatternAddString(pattern, FC_FILE, Self.helperPath(file, family: family))
    }
    return pattern
  }

  /// The helper fonts' families, in the order `helperPath` numbers them.
  private static let helperFamilies = ["Typecase Ellipsis", "Typecase Dotted Circle", "monospace"]

  /// `file` under a path of its own for the helper font `family` ("dejavu/././DejaVuSans.ttf"),
  /// which opens the same file.
  ///
  /// Pango keeps what a font covers by its file: the ellipsis helper and the dotted circle's,
  /// both cut from DejaVu Sans, shared the first one's "." alone, and a face lacking both (Noto
  /// Color Emoji) showed "◌" as a box with "25CC" in it.
  static func helperPath(_ file: String, family: String) -> String {
    guard let slash = file.lastIndex(of: "/") else { return file }
    let number = (helperFamilies.firstIndex(of: family) ?? helperFamilies.count) + 1
    return file[...slash] + String(repeating: "./", count: number) + file[file.index(after: slash)...]
  }

  /// The file and PostScript name of the face fontconfig gives for `pattern` among this
  /// library's fonts, on its configuration (as `fc-match` does; no font cache read again).
  package func matchedFileAndPostScriptName(forPattern pattern: String) -> (file: String, postScriptName: String?)? {
    FontMatch.fileAndPostScriptName(forPattern: pattern, in: configuration.config)
  }

  /// The catalog's own pattern of the face of `family` at `location`.
  func pattern(of family: String, at location: FontLocation) -> OpaquePointer? {
    patternsByFamily[family]?.first { font in
      let reader = FontPatternReader(pattern: font)
      return reader.string(FC_FILE) == location.file && (reader.integer(FC_INDEX) ?? 0) == location.index
    }
  }

  private func fallback(for language: String) -> OpaquePointer? {
    if let known = fallbacks.withLock({ $0[language] }) { return known }
    // Not FcNameParse("sans-serif"): a pattern's hyphen starts a size, so that asks for "sans".
    guard let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    FcPatternAddString(pattern, FC_FAMILY, "sans-serif")
    FcPatternAddString(pattern, FC_LANG, language)
    guard let original = catalogMatch(pattern) else { return nil }
    fallbacks.withLock { $0[language] = original }
    return original
  }

  /// The catalog's own pattern of the font fontconfig matches for `pattern` (which it
  /// substitutes first, as `fc-match` does), among the fonts Pango can draw.
  ///
  /// A fallback Pango cannot draw is none: with a web font matched for "sans-serif" (a
  /// variable WOFF2 of Inter, say), a family whose own fonts were all web fonts was drawn in
  /// nothing but boxes, and a map of such fonts alone gave Pango no font at all.
  private func catalogMatch(_ pattern: OpaquePointer) -> OpaquePointer? {
    FcConfigSubstitute(configuration.config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    // The match is a pattern prepared for rendering (with a size); the family configuration
    // needs the font's own pattern, found again by file and index.
    guard let match = FcFontMatch(configuration.config, pattern, &result) else { return nil }
    defer { FcPatternDestroy(match) }
    if let found = drawableCatalogPattern(of: match) { return found }
    // Rare (fontconfig's best match is a font Pango cannot draw): the next best that it can.
    guard let sorted = FcFontSort(configuration.config, pattern, FcFalse, nil, &result) else { return nil }
    defer { FcFontSetDestroy(sorted) }
    for position in 0..<Int(sorted.pointee.nfont) {
      if let font = sorted.pointee.fonts[position], let found = drawableCatalogPattern(of: font) { return found }
    }
    return nil
  }

  /// The catalog's own pattern of the font fontconfig gave as `font`, when Pango can draw it.
  private func drawableCatalogPattern(of font: OpaquePointer) -> OpaquePointer? {
    let reader = FontPatternReader(pattern: font)
    guard reader.isDrawable, let family = reader.firstFamily, let file = reader.string(FC_FILE) else { return nil }
    return self.pattern(of: family, at: FontLocation(file: file, index: reader.integer(FC_INDEX) ?? 0))
  }
}

/// A fontconfig configuration made for drawing one family (see `FontLibrary`); Pango takes its
/// own reference, so this one may go once handed over.
public final class FamilyFontConfiguration {
  /// The `FcConfig`.
  public let config: OpaquePointer
  /// How many fonts it holds (what a font map over it may load: the measure of its memory).
  public let fontCount: Int

  /// A configuration whose fonts are `patterns` (each gains a reference), and nothing else but
  /// the configuration files named in `rules` (those that exist); nil rules: fontconfig's
  /// bitmap scaling when a font is a bitmap one (`bitmapScalingRules`), none otherwise.
  ///
  /// `emojiFamily` is the family asked for emoji (see `emojiAlias`).
  init?(patterns: [OpaquePointer], rules: [String]? = nil, emojiFamily: String? = nil) {
    guard let config = FcConfigCreate() else { return nil }
    let hasBitmaps = patterns.contains { FontPatternReader(pattern: $0).boolean(FC_OUTLINE) == false }
    for file in rules ?? (hasBitmaps ? Self.bitmapScalingRules : []) { FcConfigParseAndLoad(config, file, FcFalse) }
    if let rule = emojiFamily.flatMap(Self.emojiAlias) { FcConfigParseAndLoadFromMemory(config, rule, FcFalse) }
    guard let set = FontconfigConfiguration.applicationFonts(of: config) else {
      FcConfigDestroy(config)
      return nil
    }
    // Each by the path to draw it under (a file replaced since it was first drawn under
    // another, see `FontFileAliases`); the set takes the reference.
    for pattern in patterns { FcFontSetAdd(set, FontFileAliases.drawingPattern(pattern)) }
    self.config = config
    fontCount = patterns.count
  }

  /// A configuration holding only the face at `location` of a font file that need not be
  /// installed (read with FreeType, as fc-query reads it), with the fonts `helpers` gives for
  /// its pattern; nil when it holds no such face, or one Pango cannot draw.
  public convenience init?(file location: FontLocation, helpers: (OpaquePointer) -> [OpaquePointer] = { _ in [] }) {
    var count: Int32 = 0
    guard let pattern = FcFreeTypeQuery(location.file, UInt32(truncatingIfNeeded: location.index), nil, &count)
    else { return nil }
    defer { FcPatternDestroy(pattern) }
    // A face Pango cannot draw (a Type 1 or bitmap file not installed), as for an installed
    // one: with only the helper fonts to draw, its page's previews, said to be in the
    // interface's font, came out in the font of the boxes' codes (a monospace).
    guard DrawableFormat.isDrawable(FontPatternReader(pattern: pattern).string(FC_FONTFORMAT), file: location.file)
    else { return nil }
    let family = FontPatternReader(pattern: pattern).firstFamily
    self.init(patterns: [pattern] + helpers(pattern), emojiFamily: FontLibrary.hasEmoji(pattern) ? family : nil)
  }

  /// A rule that answers a request for the family "emoji" with `family` first.
  ///
  /// Pango asks for "emoji" for a run of emoji (😀, not ℹ), which the desktop's rules alias
  /// to its color emoji font. A configuration without rules sorted every font for it, so a
  /// family's row drew 😀 in its fallback font (DejaVu Sans, in black) where the family (Noto
  /// Color Emoji) had it in color, and the search field drew it so.
  ///
  /// Nil for a name XML cannot hold (a control character, U+FFFE or U+FFFF, not even as a
  /// character reference): fontconfig printed a parse error for a family named with ESC.
  static func emojiAlias(_ family: String) -> String? {
    guard !family.unicodeScalars.contains(where: { $0.value < 0x20 || (0xFFFE...0xFFFF).contains($0.value) })
    else { return nil }
    let escaped = family.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    return """
      <?xml version="1.0"?>
      <fontconfig><alias binding="same"><family>emoji</family><prefer><family>\(escaped)</family></prefer></alias></fontconfig>
      """
  }

  /// fontconfig's rule that scales bitmap fonts (color emoji are 109-pixel bitmaps) to the
  /// size asked for, as every application's configuration does; without it a bitmap font is
  /// drawn at its own size whatever the size asked for.
  static let bitmapScalingRules = [
    "/etc/fonts/conf.d/10-scale-bitmap-fonts.conf", "/usr/share/fontconfig/conf.avail/10-scale-bitmap-fonts.conf",
  ].filter { FileManager.default.fileExists(atPath: $0) }.prefix(1).map { $0 }

  /// fontconfig's rules that slant and embolden a font for a style it lacks (a Japanese font
  /// of one weight under a bold title), as every application's configuration does.
  static let syntheticStyleRules = [
    "/etc/fonts/conf.d/90-synthetic.conf", "/usr/share/fontconfig/conf.avail/90-synthetic.conf",
  ].filter { FileManager.default.fileExists(atPath: $0) }.prefix(1).map { $0 }

  deinit { FcConfigDestroy(config) }
}
