import CFontconfig
import FoundationEssentials

extension FontLibrary {
  /// The filter facts of every face (built on the first call, which reads each font's pattern
  /// once: call it off the main thread), in the families' order.
  ///
  /// `userFolder`: the folders of fonts installed "for me" (default: the process's, where
  /// `typecase install` copies fonts).
  public func filterIndex(userFolder: UserFontFolder = UserFontFolder()) -> FontFilterIndex {
    if let built = filterIndexCache.withLock({ $0 }) { return built.index }
    let builder = FilterIndexBuilder(
      userFolder: userFolder, configuredFolders: configuration.configuredFontFolders, variableFonts: variableFonts)
    // Room for every face at once: grown by doubling, the array held its old and new storage
    // together as it was copied (1 MB at 5,000 faces, at the window's start).
    let faceCount = families.reduce(0) { $0 + (patternsByFamily[$1.name]?.count ?? 0) }
    builder.reserve(faceCount)
    var patterns: [OpaquePointer] = []
    patterns.reserveCapacity(faceCount)
    for (position, family) in families.enumerated() {
      let familyPatterns = patternsByFamily[family.name] ?? []
      configuration.cachePages?.touched(familyPatterns)
      for pattern in familyPatterns {
        builder.add(pattern, family: position)
        patterns.append(pattern)
      }
    }
    // Kept with the configuration that owns the patterns, not with the library: the library
    // keeps the index, and each library the window read after fonts changed stayed alive,
    // fonts, caches and all (about 0.5 MB a reload of 150 faces, 1.8 MB of 2,600).
    let fonts = SendablePatterns(patterns: patterns, owner: configuration)
    let index = FontFilterIndex(
      faces: builder.faces, familyCount: families.count, languageSets: builder.languageSets,
      hasCharacters: { position, characters in fonts.has(characters, at: position) })
    return filterIndexCache.withLock { cache in
      if let built = cache { return built.index }
      cache = (index, patterns)
      return index
    }
  }
}

/// Font patterns kept with the configuration that owns them, for character-set questions from
/// any thread (fontconfig patterns are read-only once loaded).
private struct SendablePatterns: @unchecked Sendable {
  let patterns: [OpaquePointer]
  let owner: FontconfigConfiguration

  /// Whether the pattern at `position` has every one of `characters` in its character set.
  func has(_ characters: [Unicode.Scalar], at position: Int) -> Bool {
    var charset: OpaquePointer?
    guard FcPatternGetCharSet(patterns[position], FC_CHARSET, 0, &charset) == FcResultMatch, let charset else {
      return false
    }
    // Read only for the emoji selector: a search typed is checked against every face.
    let isColor =
      characters.contains(TextCoverage.emojiSelector)
      && FontPatternReader(pattern: patterns[position]).boolean(FC_COLOR) == true
    return characters.allSatisfy { TextCoverage.has($0, in: charset, isColor: isColor) }
  }
}

/// Reads the filter facts of patterns one at a time, sharing equal language sets.
final class FilterIndexBuilder {
  /// The folders of fonts installed "for me".
  let userFolder: UserFontFolder
  private(set) var faces: [FaceFacts] = []
  private(set) var languageSets: [[String]] = []
  /// Copies of the distinct language sets (owned), by hash, with their positions.
  private var knownSets: [UInt32: [(set: OpaquePointer, position: Int)]] = [:]

  /// Where variable fonts' named instances get their real PostScript names.
  let variableFonts: VariableFontNames

  /// The user font folders as fontconfig may write their files' paths (see
  /// `UserFontFolder.spellings`), each ending in "/": a configuration may name a folder by its
  /// real path where XDG_DATA_HOME goes through a link, or the other way round.
  private let userFolderPrefixes: [String]

  /// `configuredFolders`: the font folders the configuration names.
  init(userFolder: UserFontFolder, configuredFolders: [String] = [], variableFonts: VariableFontNames) {
    self.userFolder = userFolder
    self.variableFonts = variableFonts
    userFolderPrefixes = userFolder.spellings(amongConfigured: configuredFolders).map { $0 == "/" ? $0 : $0 + "/" }
  }

  deinit {
    for copies in knownSets.values { for copy in copies { FcLangSetDestroy(copy.set) } }
  }

  /// Makes room for `count` faces' facts.
  func reserve(_ count: Int) { faces.reserveCapacity(count) }

  /// Adds the facts of `pattern`, a face of the family at `family`.
  func add(_ pattern: OpaquePointer, family: Int) {
    let reader = FontPatternReader(pattern: pattern)
    let file = reader.string(FC_FILE) ?? ""
    let weight = reader.range(FC_WEIGHT).map {
      Int(FcWeightToOpenTypeDouble($0.lowerBound).rounded())...Int(FcWeightToOpenTypeDouble($0.upperBound).rounded())
    }
    let width = reader.range(FC_WIDTH).map { Int($0.lowerBound.rounded())...Int($0.upperBound.rounded()) }
    let location = FontLocation(file: file, index: reader.integer(FC_INDEX) ?? 0)
    // A named instance's name as the catalog shows it: fontconfig makes one up that other
    // instances can share ("Inter-Display" for each of Inter Display's), which made them
    // duplicates of each other.
    let postScriptName = variableFonts.postScriptName(ofInstanceAt: location) ?? reader.string(FC_POSTSCRIPT_NAME)
    faces.append(
      FaceFacts(
        family: family, location: location, postScriptName: postScriptName,
        isMonospace: MonospacedFace.isMonospaced(reader, location: location),
        isItalic: (reader.integer(FC_SLANT) ?? 0) > 0, isVariable: reader.boolean(FC_VARIABLE) ?? false,
        isColor: reader.boolean(FC_COLOR) ?? false, hasOutlines: reader.boolean(FC_OUTLINE) ?? true,
        weight: weight ?? 400...400, width: width ?? 100...100, format: reader.string(FC_FONTFORMAT) ?? "",
        isUserFont: isUserFont(file), languageSet: languageSet(of: pattern)))
  }

  /// Whether `file` is installed "for me", as `remove` decides it (`UserFontFolder.contains`:
  /// real paths, so that a link in the user's folder to fonts installed for everyone does not
  /// make them the user's); only files under a user folder by their path are looked at closer.
  private func isUserFont(_ file: String) -> Bool {
    userFolderPrefixes.contains { file.hasPrefix($0) } && userFolder.contains(file)
  }

  /// The position of `pattern`'s language set among the distinct ones, added when new.
  private func languageSet(of pattern: OpaquePointer) -> Int {
    var set: OpaquePointer?
    guard FcPatternGetLangSet(pattern, FC_LANG, 0, &set) == FcResultMatch, let set else {
      return emptySet()
    }
    let hash = FcLangSetHash(set)
    if let known = knownSets[hash]?.first(where: { FcLangSetEqual($0.set, set) == FcTrue }) { return known.position }
    let position = languageSets.count
    languageSets.append(LanguageCoverageNames.shared.names(of: set))
    if let copy = FcLangSetCopy(set) { knownSets[hash, default: []].append((copy, position)) }
    return position
  }

  private var emptyPosition: Int?

  /// The position of the empty language set (a pattern without one).
  private func emptySet() -> Int {
    if let emptyPosition { return emptyPosition }
    languageSets.append([])
    emptyPosition = languageSets.count - 1
    return languageSets.count - 1
  }
}
