import TypecaseCore

/// The app's state, independent of any toolkit: the fonts, the settings, the navigation stack
/// and what each screen remembers.
///
/// Renderers draw `screen(for:)` and report activations back.
public final class TypecaseModel {
  /// The font families, once loaded (nil while loading).
  public private(set) var allFamilies: [FamilySummary]?
  /// The preview size last chosen on a face page (its slider, Ctrl+plus or Ctrl+minus), which
  /// face pages opened later start at; nil while none was chosen in this run (they start at the
  /// size kept in the settings).
  ///
  /// Zoomed on one face, the next face (and the same one opened again) was back at 48 pt: a
  /// size someone needs to read glyphs was to be chosen again on every page.
  public private(set) var chosenFacePoints: Double?

  /// The size face pages start at: the one chosen last, in this run or, kept in the settings,
  /// an earlier one.
  public var startingFacePoints: Double { chosenFacePoints ?? settings.facePreviewPoints }

  /// The settings' current values.
  public private(set) var settings: SettingsValues {
    didSet {
      let language = settings.interfaceLanguage
      if language != localizer.language { localizer = Localizer(language: language, isolatesRightToLeft: true) }
      // A Sample Text chosen since is the text pages start from again, and the text of open
      // pages that only carried the text typed elsewhere.
      let keys = [TypecaseSettings.Key.previewText, TypecaseSettings.Key.previewCustomText]
      if keys.contains(where: { settings.stored[$0] != oldValue.stored[$0] }) {
        typedSample = nil
        for (reference, page) in facePages where page.state.onlyCarriesSample {
          facePages[reference]?.state.sample = nil
          facePages[reference]?.state.carriedSample = nil
        }
        // And those kept while fonts are read again.
        for (reference, state) in keptFacePageStates where state.onlyCarriesSample {
          keptFacePageStates[reference]?.sample = nil
          keptFacePageStates[reference]?.carriedSample = nil
        }
      }
    }
  }
  /// The text last typed into a face page's sample, which face pages opened later start from
  /// (for this run only: the Sample Text setting is what is kept); nil when none was typed
  /// since the start or since Sample Text changed.
  ///
  /// Typed on one face, it was gone on the next (and on the same face opened again): a text
  /// could not be looked at across a family's weights without three pages of settings.
  public private(set) var typedSample: String?
  /// The interface language's translations, as the settings ask (every screen is in it).
  public private(set) var localizer: Localizer
  /// The navigation stack, bottom first; never empty.
  public private(set) var stack: [Route] = [.families]
  /// Finds the interface languages ("ja") no installed font has the characters of: their
  /// choices say so.
  ///
  /// Set by the window (from fontconfig); asked only as the language's choices are shown, not
  /// on every start.
  public var languagesWithoutFonts: () -> Set<String> = { [] }
  /// The family search text.
  public private(set) var search = ""
  /// The family list's filters (combined with the search by AND).
  public private(set) var filters = FamilyFilters()
  /// Whether the search looks for families that can show the typed text ("Shows this text").
  public private(set) var showsTextToggle = false
  /// The row last activated on each screen, to put focus back on it.
  public private(set) var lastChosenRow: [Route: String] = [:]
  /// The search and filters the last `reveal(family:)` cleared to show its family; nil when it
  /// cleared none.
  var clearedToReveal: (search: String, filters: FamilyFilters)?

  /// Samples of the characters of families whose fonts cannot draw their own names, and the
  /// families whose fonts cannot be read.
  public private(set) var nameChecks = FamilyNameChecks() {
    didSet { familyRows = nil }
  }
  /// Samples of the characters of families whose fonts cannot draw their own names.
  public var nameSamples: [String: String] { nameChecks.samples }

  /// Where a setting chosen or typed goes before the model shows it: the settings file, which
  /// answers with the settings as they now are there (other processes' changes included); nil
  /// when it could not be written (the change then lives in memory).
  ///
  /// Without it, settings live in memory only.
  ///
  /// Settings flow one way: a choice goes to the store, what the store holds comes back here,
  /// and the renderer draws it once.
  public var persist: ((_ key: String, _ value: String) -> SettingsValues?)?

  /// Where a star toggled in the window goes (the settings file), answering with the settings
  /// as they now are there; nil when it could not be written (the star then lives in memory).
  public var persistStar: ((_ family: String, _ starred: Bool) -> SettingsValues?)?
  /// The copies of a family's faces that other files also provide (see `FontLibrary.copies`);
  /// set by the app.
  public var familyCopies: (String) -> [FontLocation: FaceCopies] = { _ in [:] }
  /// The faces of other families giving a face's PostScript name (see
  /// `FontLibrary.postScriptNameClash(of:)`); set by the app.
  public var postScriptNameClash: (FontFace) -> PostScriptNameClash? = { _ in nil }

  private let schema: SettingsSchema
  /// Every face's filter facts, once read (off the main thread); nil until then.
  public private(set) var filterIndex: FontFilterIndex?
  /// The families the filters (and a search for a text) showed when new fonts came, by name,
  /// shown for the same filters until the new fonts' facts are read (`setFilterIndex`).
  private var familiesMatchingBeingRead: (criteria: FaceCriteria, names: Set<String>)?
  /// The families with a face that another file also provides, by position (while the faces'
  /// facts of fonts read again are being read, as the earlier facts said).
  private var duplicateFamilies: Set<Int> = []
  /// Each family's position in `allFamilies`, by name.
  private var familyPositions: [String: Int] = [:]
  /// The installed families' names, by their lowercase: a star written by hand in another case
  /// ("dejavu sans") is the family's, as fontconfig, which asks for families in any case, takes it.
  private var familyNamesInAnyCase: [String: String] = [:]
  /// The characters of every family name (folded), to tell a search for a text from one for
  /// a name.
  private var nameCharacters: Set<Unicode.Scalar>?
  /// Whether the search last asked of the names found none (see `nameSearchFindsNothing`).
  private var nameSearchOutcome: (search: String, findsNothing: Bool)?
  /// Starred families that are not installed, shown greyed under the Starred filter.
  private var missingStarred: [String] = []
  /// Whether the filters wait for `filterIndex`.
  private var isFiltering = false
  /// The search over `allFamilies`' names: handed over after the fonts (`setSearchIndex`), or
  /// built here at the first search typed before it came (`familySearchIndex()`).
  private var searchIndex: FamilySearchIndex?
  /// The positions in `allFamilies` the search shows; nil: all of them.
  private var shownPositions: [Int]?
  /// Every family's row, made once for the fonts, preview and language they show (a search
  /// then only picks rows: typing stays fast with tens of thousands of families).
  private var familyRows: (preview: PreviewStyle, language: InterfaceLanguage, rows: [Row])?
  /// Which families can show the pangrams, for the filter index and language it was worked
  /// out for (see `pangramCoverage(for:)`).
  private var pangramCoverageMade: (index: FontFilterIndex, language: InterfaceLanguage, coverage: PangramCoverage)?
  /// Which families (by position) have a face with every character of a language's sample,
  /// for the sample last asked of (see `familiesShowing`).
  private var sampleCoverageMade: (index: FontFilterIndex, sample: String, shows: [Bool])?
  private var familyFaces: (String) -> FontFamily? = { _ in nil }
  /// Every style name of a family's faces, in every language fontconfig lists (set by the
  /// window from its fonts): a full name in the font's own language is searched by them.
  public var familyStyleNames: (String) -> [String] = { _ in [] }
  /// Finds a face by the name `--page face/NAME` gave (its PostScript name, or the path of an
  /// installed font file).
  private var faceNamed: (String) -> FaceReference? = { _ in nil }
  /// Reads the face a path names from a font file that is not installed; set by the app.
  ///
  /// The path is read as `FontLocation(naming:fileExists:)` reads it, the face as fontconfig
  /// reads it; nil when it cannot be.
  public var readFontFile: (String) -> FontFace? = { _ in nil }
  /// The installed face programs get when they ask for a face read from a file that is not
  /// installed (see `FontLibrary.installedNamesake`); set by the app.
  public var installedNamesake: (FontFace) -> FontFace? = { _ in nil }
  /// Where fontconfig stands with a font file the fonts do not list (see
  /// `FontLibrary.standing(ofUnlistedFile:)`); set by the app.
  public var unlistedFileStanding: (String) -> UnlistedFileStanding = { _ in .notInstalled }
  /// Where fontconfig stands with the files of `fileFaces`, by file: installing one it lists
  /// (a bitmap font) or leaves out changes nothing.
  private var fileFaceStandings: [String: UnlistedFileStanding] = [:]
  /// The faces of the pages opened by file (see `FaceReference.namesFile`) that no installed
  /// font is, by where they are: read again with each new set of fonts.
  private var fileFaces: [FontLocation: FontFace] = [:]
  /// The installed faces programs get in place of `fileFaces` (asking for them by name), by
  /// where the file's face is; looked up with each new set of fonts.
  private var fileFaceNamesakes: [FontLocation: FontFace] = [:]
  /// The copies installed from font files open in pages (Install on such a page), by the file
  /// they were made from: the page goes on as the installed copy's once the fonts say it is.
  private var installedCopies: [String: String] = [:]
  /// The pages, by name, of the font files the copies Install made were made from, by copy:
  /// when a copy goes again (Undo), its page goes back to the file's.
  private var filesInstalledFrom: [String: String] = [:]
  /// The copies of `filesInstalledFrom` taken back by Undo (see `noteCopyUndone`).
  private var copiesUndone: Set<String> = []
  /// The family fontconfig gives programs asking for a generic name ("monospace"), nil for any
  /// other name (see `FontLibrary.familyGiven(forGenericName:)`): a search that finds no
  /// family by that name shows it.
  public var familyForGenericName: (String) -> String? = { _ in nil }
  /// The family fontconfig's rules give programs asking for a family not installed
  /// ("Calibri": Carlito), nil for any other name (see
  /// `FontLibrary.familyGiven(forMissingFamily:)`): a search that finds no family by that name
  /// shows it, as for a generic name.
  public var familyForMissingFamily: (String) -> String? = { _ in nil }
  /// What to say of snippets written in a format, for the fonts loaded (see
  /// `SnippetFormatNotes`); set by the app.
  public var snippetNotes: (FaceSnippets, SnippetFormat) -> [Message] = { _, _ in [] }
  /// The generic name (or the name of a family not installed) the search is, and the family
  /// it found for it (see `familyForGenericName`, `familyForMissingFamily`), said under the
  /// list.
  private var genericNameFound: (name: String, family: String, isGeneric: Bool)?
  /// Reads everything a face's file says (see `FaceReader`); set by the app.
  public var readFace: (FontFace) -> FaceDetails = { FaceDetails(location: $0.location, family: $0.family) }
  /// Whether this user may read a font's file (see `ReadableFontFile`); set by the app.
  public var isReadable: (FontLocation) -> Bool = { _ in true }
  /// Which color formats the app's cairo draws in color; nil: every one (set by the app).
  public var colorDrawing: ColorGlyphDrawing?
  /// Words of the script a language tag is written in ("km": Khmer words), for the rows of
  /// families filtered by it; nil for a language written in Latin letters (set by the app).
  public var languageSample: (_ code: String) -> String? = { _ in nil } {
    didSet { languageSamples.removeAll() }
  }
  /// The samples `languageSample` gave, by language (asked at every drawing of the list).
  private var languageSamples: [String: String?] = [:]
  /// Names a fontconfig language tag in the interface language; set by the app.
  public var languageName: (_ code: String, _ language: InterfaceLanguage) -> String = { code, _ in code } {
    didSet { languageNames.removeAll() }
  }
  /// The language names asked for so far, by interface language (a face page is drawn again
  /// for every step of a slider; a CJK face supports a hundred languages).
  private var languageNames: [InterfaceLanguage: [String: String]] = [:]
  /// The language choices last made (see `languageChoices`).
  private var languageChoicesMade:
    (index: FontFilterIndex, language: InterfaceLanguage, choices: [(tag: String, name: String, families: Int)])?
  /// Lays a text out as applications draw it, asking for a family with traits (Pango's
  /// itemization and fallback): what really draws the characters a face page's sample lacks.
  ///
  /// Nil: not known (the page still marks them).
  public var textRuns: ((_ text: String, _ family: String, _ traits: FontTraits) -> TextRuns)?
  /// The gaps of each face page's sample, found when the sample last changed.
  private var sampleGaps: [FaceReference: (sample: String, language: InterfaceLanguage, gaps: [SampleGap])] = [:]
  /// The other files that also provide each open face page's face (nil: none), once the
  /// faces' filter facts say.
  private var faceCopies: [FaceReference: FaceCopies?] = [:]
  /// The faces of other families giving each open face page's PostScript name (nil: none),
  /// asked once per page and set of fonts.
  private var nameClashes: [FaceReference: PostScriptNameClash?] = [:]
  /// What removing each page of the stack would take, as the faces' facts said when new fonts
  /// came (`setFonts`), answered until the new facts are read (`setFilterIndex`): without it,
  /// Remove Duplicates and the note of what else goes left the header at every font change
  /// and came back, the page jumping under the pointer.
  private(set) var removalFactsBeingRead:
    [Route: (duplicates: (faces: [FontFace], copies: [FontLocation: FaceCopies])?, otherFonts: [FontFace])] = [:]
  /// What each face page open in the stack shows: the face as read, and the user's changes.
  private var facePages: [FaceReference: (details: FaceDetails, face: FontFace, state: FacePageState)] = [:]
  /// The OpenType features switched on each face's page, kept once the page closes (a designer
  /// comparing two faces set Small Capitals and Lining Figures again at each visit, among some
  /// fifty switches); the most recent `rememberedFeatureLimit` faces.
  private var rememberedFeatures: [FaceReference: [String: Int]] = [:]
  /// The faces of `rememberedFeatures`, the most recently closed last.
  private var rememberedFeatureOrder: [FaceReference] = []
  /// How many faces' switches are kept.
  static let rememberedFeatureLimit = 200
  /// The user's changes to face pages open when the fonts were read again (`setFonts`), for
  /// those pages read afresh: another program installing a font reset the sample typed, the
  /// size and the instance chosen.
  private var keptFacePageStates: [FaceReference: FacePageState] = [:]
  /// The characters each face page's grid last showed, for the search and block that chose
  /// them (a slider step draws the page again; a name search over 60,000 characters need not
  /// run again with it).
  private var shownCharacters: [FaceReference: (search: String, block: UInt32?, characters: [Unicode.Scalar])] = [:]

  /// The most families among which a search that finds none gets the nearest names.
  static let familiesForSuggestions = 5_000

  /// Creates a model with no fonts yet.
  public init(settings: SettingsValues = SettingsValues(), schema: SettingsSchema = TypecaseSettings.schema) {
    self.settings = settings
    self.schema = schema
    localizer = Localizer(language: settings.interfaceLanguage, isolatesRightToLeft: true)
  }

  /// The screen on top of the stack.
  public var current: Route { stack[stack.count - 1] }

  /// What the back button says: the title of the screen below the top one, if any.
  public var backTitle: String? {
    stack.count >= 2 ? title(of: stack[stack.count - 2]) : nil
  }

  /// Installs freshly loaded families and how to read a family's faces when its page opens.
  ///
  /// `searchIndex`, built off the main thread, may come with them or after (`setSearchIndex`):
  /// the first rows do not wait for it.
  ///
  /// A family page asked for by a looser name (`--page "family/dejavu sans"`, a localized name)
  /// is renamed to the family's own name, the way `typecase faces` finds it; pages of families
  /// that do not exist (any more) are closed. Returns the names of the families whose pages
  /// were closed, to tell the user.
  ///
  /// A face page asked for by name (`--page face/NAME`) is resolved to its file, with its
  /// family's page below it when the family has several faces.
  @discardableResult
  public func setFonts(
    _ families: [FamilySummary], searchIndex: FamilySearchIndex? = nil, faces: @escaping (String) -> FontFamily?,
    faceNamed: @escaping (String) -> FaceReference? = { _ in nil }
  ) -> [Route] {
    if filterIndex != nil {
      removalFactsBeingRead = Dictionary(
        stack.map { ($0, (duplicateFacts(on: $0), otherFontsInFilesToRemove(on: $0))) },
        uniquingKeysWith: { first, _ in first })
    }
    // The Duplicates badges stay, by name, until the new facts say (they left every row and
    // came back at each font change).
    let duplicateNames = duplicateFamilies.compactMap { allFamilies?[$0].name }
    // New fonts: another family may give a page's name now, or no longer.
    nameClashes.removeAll()
    // So do the families the filters showed (the list emptied, said "Filtering…" and lost its
    // place and focus, at each font change).
    if let filterIndex, let earlier = allFamilies {
      let criteria = faceCriteria
      familiesMatchingBeingRead = nil
      if !criteria.isEmpty {
        let counts = filterIndex.faceCounts(matching: criteria)
        let names = earlier.indices.lazy.filter { counts[$0] > 0 }.map { earlier[$0].name }
        familiesMatchingBeingRead = (criteria, Set(names))
      }
    }
    allFamilies = families
    familyRows = nil
    familyPositions = Dictionary(families.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    familyNamesInAnyCase = Dictionary(
      families.map { ($0.name.lowercased(), $0.name) }, uniquingKeysWith: { first, _ in first })
    nameCharacters = nil
    nameSearchOutcome = nil
    filterIndex = nil
    duplicateFamilies = Set(duplicateNames.compactMap { familyPositions[$0] })
    self.searchIndex = searchIndex
    familyFaces = faces
    self.faceNamed = faceNamed
    fileFaces.removeAll()
    keptFacePageStates = facePages.mapValues(\.state)
    facePages.removeAll()
    shownCharacters.removeAll()
    sampleGaps.removeAll()
    // The copies open face pages name stay until the new filter facts come (`setFilterIndex`):
    // without them, the pages lost their "also in" line and were made again, twice.
    refilter()
    let closed = resolveStack()
    rememberRowsLeadingUpTheStack()
    return closed
  }

  /// Replaces the stack with `routes` (from `PagePath.routes`, for a page a second launch asked
  /// for); once the fonts are there, families and faces are looked up as `setFonts` does.
  ///
  /// The routes that named nothing installed were left out, to tell the user.
  @discardableResult
  public func open(_ routes: [Route]) -> [Route] {
    reset(to: routes)
    guard allFamilies != nil else { return [] }
    let closed = resolveStack()
    rememberRowsLeadingUpTheStack()
    return closed
  }

  /// What to say of `choice`'s text once copied, beside its confirmation: what `typecase
  /// snippet` says of it (a Pango description that asks for other families, a collection's
  /// url(), features a format cannot carry), each a paragraph; nil when nothing.
  public func copyNotes(of choice: CopyChoice) -> String? {
    let notes = snippetNotes(choice.snippets, choice.format).map { note in
      // Said in parentheses after a command's output; a sentence of its own here.
      var text = localizer(note)
      if text.hasPrefix("(") && text.hasSuffix(")") || text.hasPrefix("（") && text.hasSuffix("）") {
        text = String(text.dropFirst().dropLast())
      }
      return text.prefix(1).uppercased() + text.dropFirst()
    }
    return notes.isEmpty ? nil : notes.joined(separator: "\n\n")
  }

  /// Takes the search index of the families `setFonts` gave, built off the main thread after
  /// them; kept only if a search typed meanwhile has not built one already.
  public func setSearchIndex(_ index: FamilySearchIndex) {
    guard allFamilies != nil, searchIndex == nil else { return }
    searchIndex = index
  }

  /// The search over the families' names, built now if it has not come yet (a search typed
  /// while it was being built off the main thread); nil before the fonts.
  private func familySearchIndex() -> FamilySearchIndex? {
    if searchIndex == nil, let allFamilies { searchIndex = FamilySearchIndex(families: allFamilies) }
    return searchIndex
  }

  /// Notes, for each page of a stack opened at once (`--page face/Inter-Bold`), the row that
  /// leads to the page above it, as if it had been activated: back goes to that row, not to
  /// the first.
  private func rememberRowsLeadingUpTheStack() {
    guard stack.count > 1 else { return }
    for (parent, child) in zip(stack, stack.dropFirst()) where lastChosenRow[parent] == nil {
      let rows = screen(for: parent)?.rows ?? []
      var leading = rows.first { $0.action == .push(child) || $0.detailAction == .push(child) }
      // A family of one font leads to its face page by the family's name (its ⓘ), where the
      // page opened names the face itself (`--page face/FixtureDisplay-Regular`).
      if leading == nil, parent == .families, case .face(let reference) = child, let family = reference.family {
        leading = rows.first { $0.id == family }
      }
      if let leading { lastChosenRow[parent] = leading.id }
    }
  }

  /// Makes the family list, when it is the page left on top, focus where the family `name`
  /// (gone, its page closed) stood, as for a row chosen there: a page opened otherwise (from
  /// the command line) left the focus on the list's first row.
  private func rememberGone(family name: String, below index: Int) {
    guard index > 0, stack[index - 1] == .families, lastChosenRow[.families] == nil else { return }
    lastChosenRow[.families] = name
  }

  /// Looks the stack's families and faces up in the fonts: exact names, faces by file; the
  /// routes from the first one that names nothing installed are dropped and returned.
  private func resolveStack() -> [Route] {
    guard let families = allFamilies else { return [] }
    var index = 0
    while index < stack.count {
      switch stack[index] {
      case .family(let name):
        guard let family = families.family(named: name) else {
          let closed = stack[index]
          stack.removeSubrange(index...)
          rememberGone(family: name, below: index)
          return [closed]
        }
        if family.name != name { stack[index] = .family(family.name) }
      case .face(let reference):
        guard let resolved = resolve(reference) else {
          let closed = stack[index]
          stack.removeSubrange(index...)
          if let family = reference.family { rememberGone(family: family, below: index) }
          return [closed]
        }
        stack[index] = .face(resolved)
        // On another copy of the face, what the user did on its page goes on (what was typed
        // in its sample was lost).
        if resolved != reference, keptFacePageStates[resolved] == nil,
          let kept = keptFacePageStates.removeValue(forKey: reference)
        {
          keptFacePageStates[resolved] = kept
        }
        // `--page face/NAME` opens over its family's page, as a tap through the family would
        // (a font file not installed is in no family's page).
        if index > 0, stack[index - 1] == .families, let family = resolved.family, !resolved.namesFile,
          families.family(named: family)?.hasSeveralFaces == true
        {
          stack.insert(.family(family), at: index)
          index += 1
        }
      default:
        break
      }
      index += 1
    }
    return []
  }

  /// The reference with its family and file: a face of a loaded family stays (if its file is
  /// still there, else another copy of it: the same name in another file), a name alone is
  /// looked up, a single-face family's reference gets its face.
  private func resolve(_ reference: FaceReference) -> FaceReference? {
    if reference.namesFile { return resolve(file: reference) }
    // A copy Install made from a file's page, gone again (Undo): the page is the file's once
    // more, as it was before Install (it closed, the file still there; or went on as another
    // installed copy of the name).
    if let file = reference.location?.file, let original = filesInstalledFrom[file] {
      let undone = copiesUndone.remove(file) != nil
      if undone || reference.family.flatMap(familyFaces)?.faces.contains(where: { $0.location.file == file }) != true {
        filesInstalledFrom[file] = nil
        return resolve(file: FaceReference(name: original))
      }
    }
    return resolve(installed: reference)
  }

  /// The reference of an installed face (see `resolve`), nil when nothing installed is it.
  private func resolve(installed reference: FaceReference) -> FaceReference? {
    if let family = reference.family, let faces = familyFaces(family)?.faces {
      if let location = reference.location {
        // A copy removed while another stays (one in the user's fonts folder, one installed
        // for everyone): the page goes on with the other, which programs now get. It closed
        // saying the font was "no longer installed", while its family page still listed it.
        let face =
          Self.face(of: reference, at: location, among: faces) ?? faces.first { $0.displayName == reference.name }
        return face.map(FaceReference.init)
      }
      if faces.count == 1, let face = faces.first { return FaceReference(face) }
    }
    return faceNamed(reference.name)
  }

  /// The reference of a page opened by file: the installed face when the file is installed
  /// (or a copy of it was, from its page), else the face read from the file itself.
  private func resolve(file reference: FaceReference) -> FaceReference? {
    if let copy = installedCopy(of: reference), let installed = faceNamed(copy) {
      installedCopies[reference.location?.file ?? ""] = nil
      if let file = installed.location?.file { filesInstalledFrom[file] = reference.name }
      return installed
    }
    if let installed = faceNamed(reference.name) { return installed }
    guard let face = readFontFile(reference.name) else { return nil }
    fileFaces[face.location] = face
    fileFaceNamesakes[face.location] = installedNamesake(face)
    fileFaceStandings[face.location.file] = unlistedFileStanding(face.location.file)
    return FaceReference(name: reference.name, family: face.family, location: face.location)
  }

  /// The name of the copy installed from the file of `reference` (see `noteInstalledCopy`),
  /// for the same face in it.
  private func installedCopy(of reference: FaceReference) -> String? {
    guard let location = reference.location, let copy = installedCopies[location.file] else { return nil }
    let named = FontLocation(naming: reference.name, fileExists: { _ in false })
    // Named without "#0" (the variable font as a whole), it is named so again.
    return named.file == reference.name ? copy : FontLocation(file: copy, index: location.index).name
  }

  /// Notes that Undo took back the copy at `file` that Install made in place of another file.
  ///
  /// A file is at its path again (the one it replaced, put back); its page goes back to the
  /// font file's, as when a copy goes. It stayed the installed font's, showing the old build.
  public func noteCopyUndone(_ file: String) {
    guard filesInstalledFrom[file] != nil else { return }
    copiesUndone.insert(file)
  }

  /// Notes that `file`, open in a page, was installed as `copy`: once the fonts are read
  /// again with it, the page is the installed copy's (with its family, the Remove button, the
  /// copies it has).
  public func noteInstalledCopy(of file: String, at copy: String) {
    installedCopies[file] = copy
  }

  /// The face of the page `route` when it shows a font file that is not installed (opened by
  /// file); nil for any other page.
  public func uninstalledFace(on route: Route) -> FontFace? {
    guard case .face(let reference) = route, reference.namesFile, let location = reference.location else { return nil }
    return fileFaces[location]
  }

  /// Where fontconfig stands with the font file the page `route` shows, one the fonts do not
  /// list (opened by file); nil for any other page.
  public func unlistedFileStanding(on route: Route) -> UnlistedFileStanding? {
    guard let face = uninstalledFace(on: route) else { return nil }
    return fileFaceStandings[face.location.file] ?? .notInstalled
  }

  /// The installed face programs get in place of the font file's face shown on `route` when
  /// they ask for it by name (an older build of it, a copy installed elsewhere); nil when
  /// none is installed, or the page is no such file's.
  public func installedNamesake(on route: Route) -> FontFace? {
    guard let face = uninstalledFace(on: route) else { return nil }
    return fileFaceNamesakes[face.location]
  }

  /// Installs the samples of families whose fonts cannot draw their own names, and the
  /// families that cannot be read (found after the fonts, off the main thread: see
  /// `FontLibrary.checkFamilyNames`).
  public func setNameChecks(_ checks: FamilyNameChecks) {
    nameChecks = checks
  }

  /// Replaces the settings (after a change here or by another process); the languages found
  /// without fonts stay as they were (they are not stored).
  public func setSettings(_ settings: SettingsValues) {
    let starredBefore = self.settings.starredFamilies
    var settings = settings
    settings.languagesWithoutFonts = self.settings.languagesWithoutFonts
    self.settings = settings
    guard settings.starredFamilies != starredBefore else { return }
    restar(Set(starredBefore).symmetricDifference(settings.starredFamilies))
  }

  /// Replaces the interface languages found without fonts (after fonts were installed or
  /// removed): the System choice falls back to English for such a language (see
  /// `SettingsValues.interfaceLanguage`).
  public func setLanguagesWithoutFonts(_ languages: Set<InterfaceLanguage>) {
    settings.languagesWithoutFonts = languages
  }

  /// The starred families' names, as the installed families write them (a star written by
  /// hand in another case showed the family unstarred, and `families --starred` called it not
  /// installed, while `unstar` took it away).
  public var starredFamilies: Set<String> { Set(settings.starredFamilies.map(installedName)) }

  /// The installed family's own name for `family`, written in any case; `family` itself when
  /// none is installed.
  private func installedName(_ family: String) -> String {
    familyPositions[family] != nil ? family : familyNamesInAnyCase[family.lowercased()] ?? family
  }

  /// Installs every face's filter facts (read off the main thread, see
  /// `FontLibrary.filterIndex`) for the families of the last `setFonts`; ignored when it is for
  /// other families.
  public func setFilterIndex(_ index: FontFilterIndex) {
    guard index.familyCount == allFamilies?.count else { return }
    filterIndex = index
    removalFactsBeingRead.removeAll()
    familiesMatchingBeingRead = nil
    faceCopies.removeAll()
    nameClashes.removeAll()
    duplicateFamilies = Set(index.faces.indices.lazy.filter { index.isDuplicate[$0] }.map { index.faces[$0].family })
    familyRows = nil
    refilter()
  }

  /// Replaces the filters.
  public func setFilters(_ filters: FamilyFilters) {
    guard filters != self.filters else { return }
    self.filters = filters
    // Filters set since a reveal cleared others are what Undo keeps (see `reveal(family:)`).
    clearedToReveal = nil
    refilter()
  }

  /// Turns one filter off (its chip's remove button).
  public func removeFilter(_ id: FilterChip.ID) {
    var changed = filters
    changed.remove(id)
    setFilters(changed)
  }

  /// Turns "Shows this text" on or off.
  public func setShowsText(_ on: Bool) {
    guard on != showsTextToggle else { return }
    showsTextToggle = on
    refilter()
  }

  /// Escape on the family list: clears the search first, then the filters; false when there
  /// was neither.
  @discardableResult
  public func clearSearchOrFilters() -> Bool {
    if !search.isEmpty {
      setSearch("")
      return true
    }
    guard !filters.isEmpty else { return false }
    setFilters(FamilyFilters())
    return true
  }

  /// Whether the search looks for families that can show it: "Shows this text" is on, or the
  /// search starts with a character beyond ASCII that no family's name has (such as "日本"
  /// where no family name has 日; a mistyped Latin name, "zzz", stays a name search).
  ///
  /// So does a search with a character beyond ASCII that finds no family by name, though its
  /// first character is in one: a Hebrew word whose first letter is in "מרים" (Miriam CLM's
  /// Hebrew name), or a Vietnamese sentence starting with a Latin letter ("Tiếng Việt"), said
  /// "No family matches", where fonts could show it.
  public var searchesForText: Bool {
    guard let first = search.unicodeScalars.first else { return false }
    if showsTextToggle { return true }
    return (!first.isASCII && !searchStartIsInNames()) || searchStartsWithKeycap
      || (search.unicodeScalars.contains(where: isTextBeyondASCII) && nameSearchFindsNothing)
  }

  /// Whether `scalar` is a letter, mark, digit or symbol beyond ASCII: a typographic
  /// apostrophe or an ellipsis (autocorrect's, a paste's) ending a mistyped name keeps it a
  /// name search ("Liberation Sans’" showed 147 families drawing it).
  private func isTextBeyondASCII(_ scalar: Unicode.Scalar) -> Bool {
    guard !scalar.isASCII, !scalar.properties.isWhitespace else { return false }
    switch scalar.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation, .format, .control:
      return false
    default: return true
    }
  }

  /// Whether the search finds no family by its names (asked once for each search).
  private var nameSearchFindsNothing: Bool {
    if let known = nameSearchOutcome, known.search == search { return known.findsNothing }
    let findsNothing = familySearchIndex()?.matches(search).isEmpty ?? false
    nameSearchOutcome = (search, findsNothing)
    return findsNothing
  }

  /// Whether the search starts with an emoji made of an ASCII character and emoji marks (a
  /// keycap: 1️⃣, #️⃣), or a character with a mark for symbols (a vector, x⃗: U+20D0–20FF):
  /// a text to show, though its first character ("1", "x") is in names (it searched the names,
  /// finding "123 Numeric", where 👩‍💻 and ❤️ searched for the text; "x⃗", its arrow folded away
  /// as an accent, found every family with an x).
  private var searchStartsWithKeycap: Bool {
    guard let first = search.first, first.unicodeScalars.first?.isASCII == true else { return false }
    return first.unicodeScalars.contains { $0.value == 0xFE0F } || SearchText.marksSymbols(String(first))
  }

  /// Whether the search's first character, as the search compares it (case and width folded,
  /// kana and Hangul composed: "Ｄ" is in "DejaVu", "ｺﾞ" in "IPAゴシック"), is in a family's name;
  /// or, hiragana, the search finds a family by its katakana name ("ふぃくすちゃ").
  ///
  /// Hiragana that finds no name is a text to show: "すし" searched the names, its "ス" being
  /// in "フィクスチャ明朝", and found nothing where fonts could show it.
  private func searchStartIsInNames() -> Bool {
    if nameCharacters == nil {
      var characters = Set<Unicode.Scalar>()
      for family in allFamilies ?? [] {
        for name in family.allNames { characters.formUnion(SearchText.keyKeepingHiragana(name).unicodeScalars) }
      }
      nameCharacters = characters
    }
    let kept = SearchText.keyKeepingHiragana(search)
    guard let first = kept.unicodeScalars.first else { return true }
    if nameCharacters?.contains(first) == true || first.properties.isWhitespace { return true }
    return SearchText.key(search) != kept && familySearchIndex()?.matches(search).isEmpty == false
  }

  /// Whether `family` is starred and not installed (its row stands greyed under the Starred
  /// filter; once unstarred, nothing but an Undo stars it again).
  public func isStarredButNotInstalled(_ family: String) -> Bool { missingStarred.contains(family) }

  /// Stars or unstars `family` (stored through `persistStar`); the rows showing it change.
  public func setStarred(_ family: String, _ starred: Bool) {
    guard starredFamilies.contains(family) != starred else { return }
    var changed = settings
    if starred {
      changed.starredFamilies.append(family)
    } else {
      changed.starredFamilies.removeAll { installedName($0) == family }
    }
    guard let persistStar else { return setSettings(changed) }
    // Each spelling of the family's star is taken away ("DejaVu Sans" and "dejavu sans", written
    // by hand): one was left, and the family stayed starred.
    let spellings = starred ? [family] : settings.starredFamilies.filter { installedName($0) == family }
    var stored: SettingsValues?
    for spelling in spellings { stored = persistStar(spelling, starred) ?? stored }
    setSettings(stored ?? changed)
  }

  /// Redraws the rows of `families` after their stars changed.
  private func restar(_ families: Set<String>) {
    let starred = starredFamilies
    if var cached = familyRows, let summaries = allFamilies {
      let labels = FamilyRowLabels(localizer: localizer)
      for name in families {
        guard let position = familyPositions[name], position < cached.rows.count, position < summaries.count
        else { continue }
        let isStarred = starred.contains(name)
        cached.rows[position].star = FontScreens.star(name, isStarred: isStarred, localizer: localizer)
        cached.rows[position].accessibleLabel = FontScreens.familyRowLabel(
          summaries[position], isStarred: isStarred, labels: labels)
      }
      familyRows = cached
    }
    if filters.starred { refilter() }
  }

  /// The languages some family covers, each with its name in the interface language and how
  /// many families cover it, by name; empty until the faces' facts are read.
  ///
  /// The language filtered by is among them even when no face names it: `--lang zh` or
  /// `--lang el_GR` asks for fonts of tags such as "zh-cn" and "el". Missing from the
  /// choices, the drop-down showed "Any language" and dropped the filter when opened.
  public func languageChoices() -> [(tag: String, name: String, families: Int)] {
    guard let filterIndex else { return [] }
    // Asked for on every change of filter: named and sorted once per index and language.
    let choices: [(tag: String, name: String, families: Int)]
    if let known = languageChoicesMade, known.index === filterIndex, known.language == localizer.language {
      choices = known.choices
    } else {
      choices = filterIndex.languageFamilyCounts().map {
        (tag: $0.language, name: languageName($0.language, localizer.language), families: $0.families)
      }
      .sorted { $0.name.lowercased() < $1.name.lowercased() }
      languageChoicesMade = (filterIndex, localizer.language, choices)
    }
    guard let filtered = filters.faces.language, !choices.contains(where: { $0.tag == filtered }) else {
      return Self.toldApart(choices)
    }
    var criteria = FaceCriteria()
    criteria.language = filtered
    let families = filterIndex.faceCounts(matching: criteria).count { $0 > 0 }
    let choice = (tag: filtered, name: languageName(filtered, localizer.language), families: families)
    let position = choices.firstIndex { $0.name.lowercased() > choice.name.lowercased() } ?? choices.count
    return Self.toldApart(Array(choices[..<position]) + [choice] + Array(choices[position...]))
  }

  /// `choices` with the tag after each name that several tags share: fontconfig's "mo" and
  /// "ro" are both Romanian, "bh" and "bho" both Bhojpuri, each covered by other fonts, and the
  /// drop-down offered "Romanian (4)" and "Romanian (5)" (the face page names them so too).
  static func toldApart(
    _ choices: [(tag: String, name: String, families: Int)]
  ) -> [(tag: String, name: String, families: Int)] {
    var uses: [String: Int] = [:]
    for choice in choices { uses[choice.name, default: 0] += 1 }
    guard uses.values.contains(where: { $0 > 1 }) else { return choices }
    return choices.map { choice in
      (uses[choice.name] ?? 0) > 1 ? (choice.tag, choice.name + " (" + choice.tag + ")", choice.families) : choice
    }
  }

  /// The filters that are on, as chips; a language as the drop-down names it (with its tag
  /// where another shares its name: the chip for "mo" read "Romanian").
  public var filterChips: [FilterChip] {
    filters.chips(localizer: localizer) { tag in
      // From the choices already named (the chips are made at each key typed in the search).
      let name = self.languageName(tag, self.localizer.language)
      let isShared = self.languageChoicesMade?.choices.contains { $0.tag != tag && $0.name == name } ?? false
      return isShared ? name + " (" + tag + ")" : name
    }
  }

  /// The bitmap families the list leaves out that the user asked for: all of them under the
  /// Bitmap filter alone, those a search without filters finds by name.
  ///
  /// The list said nothing of them ("No family matches “Terminus”", a Bitmap filter listing
  /// color emoji alone).
  private func unlistedBitmapsAskedFor() -> [String] {
    let unlisted = nameChecks.unlistedBitmapFamilies
    guard !unlisted.isEmpty, !searchesForText else { return [] }
    var bitmapsAlone = FamilyFilters()
    bitmapsAlone.faces.format = .bitmap
    if search.isEmpty { return filters == bitmapsAlone ? unlisted : [] }
    return filters.isEmpty ? FontLibrary.bitmapFamilies(unlisted, matching: search) : []
  }

  /// Filters the families by `text` (any of their names, ignoring case and width).
  public func setSearch(_ text: String) {
    guard text != search else { return }
    search = text
    // A search typed since a reveal cleared another is what Undo keeps (see `reveal(family:)`).
    clearedToReveal = nil
    refilter()
  }

  /// The screen for `route`, or nil when it names nothing (a family that does not exist).
  public func screen(for route: Route) -> Screen? {
    let preview = PreviewStyle(settings: settings)
    switch route {
    case .families:
      let all = allFamilyRows(preview: preview)
      var rows = shownPositions.map { $0.map { all[$0] } } ?? all
      if searchesForText, let families = allFamilies {
        let positions = shownPositions ?? Array(families.indices)
        rows = zip(positions, rows).map { position, row in
          FontScreens.showingText(search, row: row, family: families[position], preview: preview)
        }
      }
      // Filtered by a language of another script, rows show words of it (the user's own text
      // aside): a Khmer or Thai family's row showed its Latin name as every other did.
      // Only on rows of families with a face that has them: Arabic-script families cover
      // Punjabi (Shahmukhi) and were rows of boxes under Gurmukhi words.
      if !searchesForText, !preview.showsUsersText(localizer), let language = filters.faces.language,
        let sample = sample(of: language), let families = allFamilies, let shows = familiesShowing(sample)
      {
        let positions = shownPositions ?? Array(families.indices)
        rows = zip(positions, rows).map { position, row in
          shows[position]
            ? FontScreens.showingText(sample, row: row, family: families[position], preview: preview) : row
        }
      }
      // Appending even nothing would copy every row when `rows` shares `all`'s storage.
      if !missingStarred.isEmpty {
        rows += missingStarred.map { FontScreens.missingStarredRow($0, localizer: localizer) }
      }
      var screen = FontScreens.families(
        rows: rows, total: allFamilies?.count, search: search, chips: filterChips, filtering: isFiltering,
        // Checked as it was set, before anything is typed: shown unchecked, Space on it
        // seemed to do nothing, and the next search looked for the text all the same.
        showsText: showsTextToggle || searchesForText, notInstalled: missingStarred.count,
        searchAloneMatches: { [weak self, search] in !(self?.familySearchIndex()?.matches(search).isEmpty ?? true) },
        unlistedBitmaps: unlistedBitmapsAskedFor(),
        // Up to a few thousand families: the names are folded at each key typed that finds
        // none, which at 50,000 would take longer than a frame (`families --search` says them
        // at any count).
        closestNames: { [allFamilies, search] in
          guard let families = allFamilies, families.count <= Self.familiesForSuggestions else { return [] }
          return NameSuggestions.closest(to: search, among: families.lazy.map { ($0.name, $0.allNames) })
        }, localizer: localizer)
      if let found = genericNameFound, found.name == search, !rows.isEmpty, !screen.sections.isEmpty {
        let values = ["name": VisibleText.escapedControls(found.name), "family": found.family]
        let note =
          found.isGeneric
          ? localizer.tr("“{name}” is a generic name: programs that ask for it get {family}", values)
          : localizer.tr(
            "No family is named “{name}”: programs that ask for it get {family}, which fontconfig's rules give for it",
            values)
        screen.sections[0].footer = [note, screen.sections[0].footer].compactMap { $0 }.joined(separator: "\n\n")
      }
      if searchesForText && !showsTextToggle, let first = search.unicodeScalars.first, let keycap = search.first {
        // What `searchesForText` decided by: its first scalar, the whole keycap, or the whole
        // search when its first character is in names but it finds none.
        let character =
          searchStartsWithKeycap
          ? String(keycap) : searchStartIsInNames() ? VisibleText.escapedControls(search) : String(first)
        screen.showsTextForcedBecause = localizer.tr(
          "No family name has “{character}”: the search finds families that show the text",
          ["character": VisibleText.escapedControls(character)])
      }
      return screen
    case .family(let name):
      guard allFamilies != nil, let family = familyFaces(name) else { return nil }
      let copies = filterIndex == nil ? [:] : familyCopies(name)
      return FontScreens.family(
        family, preview: self.preview(preview, forFamily: name), isStarred: starredFamilies.contains(name),
        copies: copies, nameSample: nameSamples[family.name], isReadable: isReadable, localizer: localizer)
    case .settings:
      return SettingsScreens.settings(schema: schema, values: settings, localizer: localizer)
    case .settingsPage(let id):
      return schema.page(id).map { SettingsScreens.page($0, values: settings, localizer: localizer) }
    case .settingChoices(let key):
      return schema.setting(key).map {
        SettingsScreens.choices(
          $0, schema: schema, values: settings, localizer: localizer,
          languagesWithoutFonts: $0.key == TypecaseSettings.Key.language ? languagesWithoutFonts() : [])
      }
    case .face:
      guard let face = faceScreen(for: route) else { return nil }
      return Screen(route: route, title: face.title, subtitle: face.subtitle, sections: [])
    }
  }

  /// The face page for `route`, or nil when it names no face (yet).
  public func faceScreen(for route: Route) -> FaceScreen? {
    guard case .face(let reference) = route, let page = facePage(reference) else { return nil }
    let language = localizer.language
    // Asked once per page (not on each key typed into its sample), when the facts are read.
    var copies: FaceCopies?
    if let known = faceCopies[reference] {
      copies = known
    } else if filterIndex != nil {
      copies = familyCopies(page.face.family)[page.face.location]
      faceCopies[reference] = .some(copies)
    }
    // Asked of the faces' filter facts once they are read, as the copies are.
    var clash: PostScriptNameClash?
    if let known = nameClashes[reference] {
      clash = known
    } else if filterIndex != nil {
      clash = reference.namesFile ? nil : postScriptNameClash(page.face)
      nameClashes[reference] = .some(clash)
    }
    var screen = FaceScreens.face(
      page.details, face: page.face, route: route, state: page.state, settings: settings, copies: copies,
      nameClash: clash,
      colorDrawing: colorDrawing, isInstalled: !reference.namesFile, localizer: localizer,
      languageName: { code in
        if let known = self.languageNames[language]?[code] { return known }
        let name = self.languageName(code, language)
        self.languageNames[language, default: [:]][code] = name
        return name
      },
      shownCharacters: { search, block in
        if let shown = self.shownCharacters[reference], shown.search == search, shown.block == block?.first {
          return shown.characters
        }
        let characters = FaceScreens.characters(of: page.details, search: search, in: block)
        self.shownCharacters[reference] = (search, block?.first, characters)
        return characters
      },
      sampleGaps: { sample, faceName in
        if let known = self.sampleGaps[reference], known.sample == sample, known.language == language {
          return known.gaps
        }
        let characters = page.details.characters
        // Pango lays the sample out only when the face lacks some of it (it seldom does).
        let lacksSome = sample.unicodeScalars.contains {
          TextCoverage.needsAGlyph($0) && !SampleGap.contains(characters, $0)
        }
        let runs = lacksSome ? self.textRuns?(sample, page.face.family, page.face.traits) : nil
        let gaps = SampleGap.gaps(
          in: sample, characters: characters, faceName: faceName,
          page: (page.face.family, page.face.location.file), runs: runs, localizer: self.localizer)
        self.sampleGaps[reference] = (sample, language, gaps)
        return gaps
      })
    let family = page.face.family
    screen.isNotInstalled = reference.namesFile
    // A font file not installed has no family here to star.
    if !reference.namesFile {
      screen.star = FontScreens.star(family, isStarred: starredFamilies.contains(family), localizer: localizer)
    }
    return screen
  }

  /// The face `reference` names among `faces`, at `location`: the one of its name where two
  /// share the place (a variable font as a whole and its default instance share a file and
  /// index: the Regular row opened the whole font's page); else the one of its name elsewhere
  /// in the file; else, for a file's first face, the first there (a font renamed by its new
  /// build); nil when the file has it no more.
  ///
  /// A new build of a variable font with an instance added or taken out numbers the others
  /// anew: the page of its Bold became its SemiBold's, which took Bold's place, and the page of
  /// an instance taken out showed the one after it, without a word.
  static func face(of reference: FaceReference, at location: FontLocation, among faces: [FontFace]) -> FontFace? {
    let here = faces.filter { $0.location == location }
    if let named = here.first(where: { $0.displayName == reference.name }) { return named }
    if let moved = faces.first(where: { $0.location.file == location.file && $0.displayName == reference.name }) {
      return moved
    }
    return location.index == 0 ? here.first : nil
  }

  /// The face as read and the user's changes, read the first time its page is shown.
  private func facePage(_ reference: FaceReference) -> (details: FaceDetails, face: FontFace, state: FacePageState)? {
    if let page = facePages[reference] { return page }
    guard let family = reference.family, let location = reference.location,
      let face = reference.namesFile
        ? fileFaces[location] : familyFaces(family).flatMap({ Self.face(of: reference, at: location, among: $0.faces) })
    else { return nil }
    var details = readFace(face)
    if details.family.isEmpty { details.family = family }
    var state = keptFacePageStates.removeValue(forKey: reference) ?? FacePageState()
    if state.features.isEmpty, let features = rememberedFeatures[reference] { state.features = features }
    // A page kept while fonts were read again carries the text typed last, not an older one.
    if state.sample == nil || state.onlyCarriesSample, let typedSample {
      state.sample = typedSample
      state.carriedSample = typedSample
    }
    if state.points == nil { state.points = startingFacePoints }
    let page = (details: details, face: face, state: state)
    facePages[reference] = page
    return page
  }

  /// Zooms the preview of the face page `route` (Ctrl+plus, Ctrl+minus, Ctrl+0); false when
  /// `route` is no open face page, or its size stays (at an end).
  @discardableResult
  public func zoomFacePage(_ route: Route, _ zoom: PreviewZoom) -> Bool {
    // The page's state, not its screen (made whole, details and characters, at each key).
    guard case .face(let reference) = route, let page = facePages[reference] else { return false }
    let points = page.state.points ?? FaceScreens.startingPoints
    let zoomed = zoom.size(from: points)
    guard zoomed != points else { return false }
    return changeFacePage(route) { $0.points = zoomed }
  }

  /// Changes what the face page `route` shows (the sample, size, an axis, a feature, the
  /// character search or selection); false when `route` is no open face page.
  @discardableResult
  public func changeFacePage(_ route: Route, _ change: (inout FacePageState) -> Void) -> Bool {
    guard case .face(let reference) = route, var page = facePages[reference] else { return false }
    let sample = page.state.sample
    let points = page.state.points
    change(&page.state)
    facePages[reference] = page
    if page.state.sample != sample { typedSample = page.state.sample.flatMap { $0.isEmpty ? nil : $0 } }
    if page.state.points != points, let chosen = page.state.points { chosenFacePoints = chosen }
    return true
  }

  /// Whether the user typed in the preview of the face page `route` (its sample is no longer
  /// the Sample Text setting's, nor the text typed on another page that it started from).
  public func hasTypedSample(on route: Route) -> Bool {
    guard case .face(let reference) = route, let state = facePages[reference]?.state else { return false }
    return state.sample != nil && state.sample != state.carriedSample
  }

  /// The sample paragraph of a specimen exported from `route`: the text typed into a face
  /// page's preview, else the Sample Text setting's custom text, else nil (the pangram).
  ///
  /// The face page's typed text was left out of its specimen.
  public func specimenText(on route: Route) -> String? {
    if case .face(let reference) = route, let typed = facePages[reference]?.state.sample, !typed.isEmpty {
      return typed
    }
    return Specimen.chosenText(settings: settings)
  }

  /// How a specimen exported from the face page `route` is named once its axes moved: the
  /// page's title for the face shown (a named instance, "Inter Thin Italic", or coordinates,
  /// "Inter @wght=248") and the named instance it stands at, if any; nil when they did not move
  /// (the face's own names).
  ///
  /// The file was suggested as "Inter Extra Bold Specimen.pdf", and the sheet headed so, over a
  /// thin italic. One face screen is made for both.
  public func specimenNaming(on route: Route) -> (title: String, instance: InstanceChoice?)? {
    guard specimenMovesAxes(on: route), let screen = faceScreen(for: route) else { return nil }
    return (screen.title, screen.instances.first(where: \.isCurrent))
  }

  /// The name a specimen exported from `route` goes by (see `specimenNaming(on:)`), else the
  /// page's title.
  public func specimenTitle(on route: Route) -> String {
    specimenNaming(on: route)?.title ?? title(of: route)
  }

  /// The named instance the face page `route`'s axes were moved to, if they stand at one: a
  /// specimen's line under its heading names it (it named the face the page started from).
  public func specimenInstance(on route: Route) -> InstanceChoice? {
    specimenNaming(on: route)?.instance
  }

  /// Whether the face page `route` shows its face moved along its axes (a specimen then names
  /// it by `specimenNaming(on:)`).
  public func specimenMovesAxes(on route: Route) -> Bool {
    guard case .face(let reference) = route else { return false }
    return facePages[reference]?.state.axisValues.isEmpty == false
  }

  /// The axis positions a specimen of `route` is drawn at: a face page's sliders as they
  /// stand (the axes moved or set by an instance); none elsewhere (each face at its own).
  public func specimenAxisValues(on route: Route) -> [String: Double] {
    guard case .face(let reference) = route else { return [:] }
    return facePages[reference]?.state.axisValues ?? [:]
  }

  /// The OpenType features the face page `route` switched away from what shaping does (on or
  /// off, by tag): a specimen exported from it switches them too (it drew the face as shaping
  /// does, its single-storey a and every other switch left out); none for other pages.
  public func specimenFeatures(on route: Route) -> [String: Int] {
    guard case .face(let reference) = route else { return [:] }
    return facePages[reference]?.state.features ?? [:]
  }

  /// Moves every axis to the named instance `index` of the face page `route`.
  @discardableResult
  public func applyInstance(_ index: Int, on route: Route) -> Bool {
    guard case .face(let reference) = route, let page = facePages[reference],
      page.details.namedInstances.indices.contains(index)
    else { return false }
    let coordinates = page.details.namedInstances[index].coordinates
    return changeFacePage(route) { state in
      for coordinate in coordinates { state.axisValues[coordinate.tag] = coordinate.value }
    }
  }

  /// The title of `route`'s screen.
  public func title(of route: Route) -> String {
    switch route {
    case .families: localizer.tr("Font Families")
    case .family(let name): name
    case .face(let reference):
      facePage(reference).map { VisibleText.escapedControls(FaceScreens.name($0.details, face: $0.face)) }
        ?? reference.name
    case .settings: localizer.tr("Settings")
    case .settingsPage(let id): schema.page(id).map { localizer.tr($0.title) } ?? id
    case .settingChoices(let key): schema.setting(key).map { localizer.tr($0.title) } ?? key
    }
  }

  /// The row a screen should open with keyboard focus on: the one last activated there, else
  /// the current choice (the checked row), else none (the first row).
  ///
  /// On a list of choices, the checked row wins over the one last chosen there: changed since
  /// by another program (`typecase settings set`), the page opened on the old choice, a row a
  /// screen reader read with no state, the checked one elsewhere.
  public func focusRowID(for route: Route, on shown: Screen? = nil) -> String? {
    let checked = (shown ?? screen(for: route))?.rows.first { $0.accessory == .checkmark }?.id
    if let chosen = lastChosenRow[route], checked == nil || chosen == checked { return chosen }
    return checked
  }

  /// What activating a row did.
  public enum Activation: Equatable, Sendable {
    /// Nothing (a row without an action, such as a family with one font).
    case nothing
    /// A screen was pushed.
    case pushed(Route)
    /// The row edits text: its field takes keyboard focus (the value changes as it is typed).
    case editsText(rowID: String)
    /// A setting took a new value (stored through `persist`); screens showing it changed.
    case chose(key: String, value: String)
  }

  /// Activates the row `rowID` of the top screen.
  @discardableResult
  public func activate(rowID: String) -> Activation {
    guard let row = screen(for: current)?.row(id: rowID), let action = row.action else { return .nothing }
    lastChosenRow[current] = rowID
    switch action {
    case .push(let route):
      return push(route)
    case .choose(let key, let value):
      commit(key, value)
      return .chose(key: key, value: value)
    case .editText:
      return .editsText(rowID: rowID)
    }
  }

  /// Presses the detail button (ⓘ) of the row `rowID` of the top screen, as Ctrl+I does.
  @discardableResult
  public func activateDetail(rowID: String) -> Activation {
    guard let row = screen(for: current)?.row(id: rowID), case .push(let route) = row.detailAction else {
      return .nothing
    }
    lastChosenRow[current] = rowID
    return push(route)
  }

  /// Pushes `route` (a face page's reference resolved to its file first).
  private func push(_ route: Route) -> Activation {
    var route = route
    if case .face(let reference) = route {
      guard let resolved = resolve(reference) else { return .nothing }
      route = .face(resolved)
    }
    stack.append(route)
    return .pushed(route)
  }

  /// Sets the text setting `key` to `text` (typed in an `.editText` row).
  @discardableResult
  public func edit(key: String, text: String) -> Activation {
    guard let setting = schema.setting(key), setting.allows(text) else { return .nothing }
    let changed = settings.value(key, schema: schema) != text
    if changed { commit(key, text) }
    // Typing the custom text chooses it, the stored text typed again too: the checkmark stayed
    // on "Font Name", and the rows went on showing names.
    var chose = false
    if let page = setting.editedOnPageOf, let choice = setting.editedForChoice,
      settings.value(page, schema: schema) != choice
    {
      commit(page, choice)
      chose = true
    }
    return changed || chose ? .chose(key: key, value: text) : .nothing
  }

  /// Stores `value` for `key` and takes up the settings the store then holds.
  private func commit(_ key: String, _ value: String) {
    var changed = settings
    changed.stored[key] = value
    settings = persist?(key, value) ?? changed
  }

  /// Opens the settings on top of the current screen (the gear button), unless already there.
  @discardableResult
  public func openSettings() -> Bool {
    guard !stack.contains(.settings) else { return false }
    stack.append(.settings)
    return true
  }

  /// Goes back one screen; false on the first screen.
  @discardableResult
  public func back() -> Bool {
    guard stack.count > 1 else { return false }
    stack.removeLast()
    forgetClosedFacePages()
    return true
  }

  /// Goes back to the family list, the first screen, from any depth (Ctrl+F on a page with
  /// no search of its own searches the families); false when already there.
  @discardableResult
  public func backToFamilies() -> Bool {
    guard stack.count > 1 else { return false }
    stack.removeSubrange(1...)
    forgetClosedFacePages()
    return true
  }

  /// Replaces the stack (for `--page`): the routes must come from `PagePath.routes`.
  public func reset(to routes: [Route]) {
    guard !routes.isEmpty else { return }
    stack = routes
    forgetClosedFacePages()
  }

  /// Drops what face pages no longer in the stack held (a popped page starts afresh).
  private func forgetClosedFacePages() {
    let open = Set(
      stack.compactMap { route -> FaceReference? in
        if case .face(let reference) = route { return reference }
        return nil
      })
    for (reference, page) in facePages where !open.contains(reference) {
      rememberFeatures(page.state.features, of: reference)
    }
    facePages = facePages.filter { open.contains($0.key) }
    keptFacePageStates = keptFacePageStates.filter { open.contains($0.key) }
    shownCharacters = shownCharacters.filter { open.contains($0.key) }
    sampleGaps = sampleGaps.filter { open.contains($0.key) }
    faceCopies = faceCopies.filter { open.contains($0.key) }
    nameClashes = nameClashes.filter { open.contains($0.key) }
  }

  /// Keeps `features` as switched on the page of `reference`, which closes (none: forgets
  /// them), within `rememberedFeatureLimit` faces.
  private func rememberFeatures(_ features: [String: Int], of reference: FaceReference) {
    rememberedFeatureOrder.removeAll { $0 == reference }
    guard !features.isEmpty else {
      rememberedFeatures[reference] = nil
      return
    }
    rememberedFeatures[reference] = features
    rememberedFeatureOrder.append(reference)
    if rememberedFeatureOrder.count > Self.rememberedFeatureLimit {
      rememberedFeatures[rememberedFeatureOrder.removeFirst()] = nil
    }
  }

  /// The family of the face whose PostScript name is `text` (in any case), for a search that
  /// found no family; nil for text that cannot be one (a space in it, or a single character).
  private func familyOfFace(postScriptNamed text: String) -> String? {
    guard text.count > 1, !text.contains(where: \.isWhitespace) else { return nil }
    return faceNamed(text)?.family
  }

  /// The positions of the families whose name `text` begins with, the rest of it the start of
  /// one of their fonts' styles ("liberation sans bo": Liberation Sans, for its Bold); nil when
  /// no family's name begins it.
  private func familiesOfFullName(_ text: String, in index: FamilySearchIndex) -> [Int]? {
    guard let families = allFamilies else { return nil }
    let candidates = index.namesBeginning(text)
    guard !candidates.isEmpty else { return nil }
    let key = SearchText.blanklessKey(text)
    return candidates.compactMap { candidate in
      let name = families[candidate.position].name
      guard let faces = familyFaces(name)?.faces else { return nil }
      let styles = Array(Set(faces.map(\.style) + familyStyleNames(name)))
      return FullNameSearch.matches(rest: candidate.rest, whole: key, styles: styles, faces: faces)
        ? candidate.position : nil
    }
  }

  /// What the filters ask of a family's faces, with the characters of a search for a text.
  private var faceCriteria: FaceCriteria {
    var criteria = filters.faces
    if searchesForText { criteria.characters = TextCoverage.characters(of: search) }
    return criteria
  }

  /// Works out which families the search and the filters show.
  private func refilter() {
    isFiltering = false
    genericNameFound = nil
    missingStarred = []
    guard let families = allFamilies else {
      shownPositions = nil
      return
    }
    let criteria = faceCriteria
    var positions: [Int]?
    if !searchesForText, !search.isEmpty, let searchIndex = familySearchIndex() {
      positions = searchIndex.matches(search)
      // No family of that name: a face's PostScript name pasted ("DejaVuSans-Bold") finds
      // its family (it found nothing, where developers paste exactly those names).
      if positions?.isEmpty == true, let family = familyOfFace(postScriptNamed: search) {
        positions = families.indices.filter { families[$0].name == family }
      }
      // A face's full name ("Liberation Sans Bold", as font menus and a missing-font list
      // give it) finds its family, and so do its first letters typed ("liberation sans bo").
      if positions?.isEmpty == true, let found = familiesOfFullName(search, in: searchIndex), !found.isEmpty {
        positions = found
      }
      // Nor of that generic name ("monospace", "sans-serif"): the family programs get for it
      // (the search said "No family matches", where what it stands for is what users ask).
      if positions?.isEmpty == true, let family = familyForGenericName(search), let position = familyPositions[family] {
        positions = [position]
        genericNameFound = (search, family, true)
      }
      // Nor of a family the rules give another for ("Calibri": Carlito), which a document
      // from another system asks for (it said only "No family matches").
      if positions?.isEmpty == true, let family = familyForMissingFamily(search),
        let position = familyPositions[family]
      {
        positions = [position]
        genericNameFound = (search, family, false)
      }
    }
    if !criteria.isEmpty {
      if let filterIndex {
        let counts = filterIndex.faceCounts(matching: criteria)
        positions = (positions ?? Array(families.indices)).filter { counts[$0] > 0 }
      } else if let earlier = familiesMatchingBeingRead, earlier.criteria == criteria {
        // The facts of fonts read again are being read: the families the same filters showed.
        isFiltering = true
        positions = (positions ?? Array(families.indices)).filter { earlier.names.contains(families[$0].name) }
      } else {
        // The faces' facts are being read: nothing is shown until they are.
        isFiltering = true
        shownPositions = []
        return
      }
    }
    if filters.starred {
      let starred = starredFamilies
      positions = (positions ?? Array(families.indices)).filter { starred.contains(families[$0].name) }
      // Starred families no longer installed are listed (greyed) while no other filter is on.
      if criteria.isEmpty {
        let folded = search.lowercased()
        missingStarred = NaturalOrder.sorted(
          settings.starredFamilies.filter {
            familyPositions[installedName($0)] == nil && (folded.isEmpty || $0.lowercased().contains(folded))
          }, by: { $0 })
      }
    }
    shownPositions = positions
  }

  /// The row of every family, made anew only when the fonts, the preview or the language changed.
  private func allFamilyRows(preview: PreviewStyle) -> [Row] {
    if let cached = familyRows, cached.preview == preview, cached.language == localizer.language {
      return cached.rows
    }
    let starred = starredFamilies
    let labels = FamilyRowLabels(localizer: localizer)
    let pangrams = pangramCoverage(for: preview)
    let rows = (allFamilies ?? []).enumerated().map { position, family in
      FontScreens.familyRow(
        family, preview: pangrams.map { preview.forFamily(at: position, $0, localizer: localizer) } ?? preview,
        nameSample: nameSamples[family.name], isStarred: starred.contains(family.name),
        hasDuplicates: duplicateFamilies.contains(position), isUnreadable: nameChecks.unreadable.contains(family.name),
        localizer: localizer, labels: labels)
    }
    familyRows = (preview, localizer.language, rows)
    return rows
  }

  /// The preview style of the family `name`'s rows and pages: `preview`, with a pangram the
  /// family cannot show replaced (see `PreviewStyle.forFamily`).
  func preview(_ preview: PreviewStyle, forFamily name: String) -> PreviewStyle {
    guard let position = familyPositions[name], let pangrams = pangramCoverage(for: preview) else { return preview }
    return preview.forFamily(at: position, pangrams, localizer: localizer)
  }

  /// Words of the script `language` is written in (see `languageSample`), asked once.
  private func sample(of language: String) -> String? {
    if let known = languageSamples[language] { return known }
    let sample = languageSample(language)
    languageSamples[language] = sample
    return sample
  }

  /// Which families (by position) have a face with every character of `sample`; nil before
  /// the faces' facts are read.
  private func familiesShowing(_ sample: String) -> [Bool]? {
    guard let filterIndex else { return nil }
    if let cached = sampleCoverageMade, cached.index === filterIndex, cached.sample == sample { return cached.shows }
    var criteria = FaceCriteria()
    criteria.characters = TextCoverage.characters(of: sample)
    let shows = filterIndex.faceCounts(matching: criteria).map { $0 > 0 }
    sampleCoverageMade = (filterIndex, sample, shows)
    return shows
  }

  /// Which families (by position) can show the interface language's pangram and English's,
  /// when rows show the pangram and the faces' facts are read; nil otherwise (every row then
  /// shows the interface language's).
  private func pangramCoverage(for preview: PreviewStyle) -> PangramCoverage? {
    guard preview.sample == .pangram, let filterIndex else { return nil }
    if let cached = pangramCoverageMade, cached.index === filterIndex, cached.language == localizer.language {
      return cached.coverage
    }
    let pangrams = PreviewStyle.pangrams(localizer)
    func shown(_ text: String) -> [Bool] {
      var criteria = FaceCriteria()
      criteria.characters = TextCoverage.characters(of: text)
      return filterIndex.faceCounts(matching: criteria).map { $0 > 0 }
    }
    let own = shown(pangrams.own)
    let coverage = PangramCoverage(own: own, english: pangrams.english == pangrams.own ? own : shown(pangrams.english))
    pangramCoverageMade = (filterIndex, localizer.language, coverage)
    return coverage
  }
}

// Installing and removing fonts.
extension TypecaseModel {
  /// The faces removing `route`'s page takes: every face of a family page, a face page's face;
  /// none for other pages.
  public func facesToRemove(on route: Route) -> [FontFace] {
    switch route {
    case .family(let name):
      return familyFaces(name)?.faces ?? []
    case .face(let reference):
      guard let family = reference.family, let location = reference.location else { return [] }
      // A variable font as a whole and its default instance share a file and index: the
      // page's face is the one of its name (the page said "These 2 fonts cannot be removed").
      return familyFaces(family).flatMap { Self.face(of: reference, at: location, among: $0.faces) }.map { [$0] }
        ?? []
    default:
      return []
    }
  }

  /// The fonts, besides `facesToRemove(on: route)`, that live in the files removing `route`'s
  /// page moves to the trash: the other faces of a collection, the other instances of a
  /// variable font, of any family.
  ///
  /// A file goes whole; this says what else goes with it. Empty until the faces' facts are
  /// read. The index finds a file's faces without a walk over every face (this is asked on
  /// each header update of a family or face page).
  public func otherFontsInFilesToRemove(on route: Route) -> [FontFace] {
    let faces = facesToRemove(on: route)
    guard !faces.isEmpty else { return [] }
    guard let filterIndex, let allFamilies else { return removalFactsBeingRead[route]?.otherFonts ?? [] }
    let files = Set(faces.map(\.location.file))
    // By face, not by place: a variable font as a whole and its default instance share a file
    // and index, and the default instance's page left the whole out.
    let asked = Set(faces)
    let families = Set(files.flatMap { filterIndex.faces(inFile: $0) }.map { filterIndex.faces[$0].family })
    return families.sorted().flatMap { position -> [FontFace] in
      guard position < allFamilies.count, let family = familyFaces(allFamilies[position].name) else { return [] }
      return family.faces.filter { files.contains($0.location.file) && !asked.contains($0) }
    }
  }

  /// Goes back to the family list with `family` as the row to show and focus (a family just
  /// installed), clearing a search, then filters, that hide it; false when there is no such
  /// family. (A family the Starred filter hid was installed out of sight, said installed.)
  @discardableResult
  public func reveal(family: String) -> Bool {
    guard let found = allFamilies?.family(named: family) else { return false }
    stack = [.families]
    let before = (search: search, filters: filters)
    let isShown = { self.screen(for: .families)?.rows.contains { $0.id == found.name } ?? false }
    if !search.isEmpty && !isShown() {
      search = ""
      refilter()
    }
    if !filters.isEmpty && !isShown() {
      setFilters(FamilyFilters())
    }
    // Kept from an earlier reveal while nothing was searched or filtered since: installing a
    // second font, whose reveal cleared nothing, lost the first one's (its Undo gave nothing
    // back).
    if before.search != search || before.filters != filters {
      clearedToReveal = before
    } else if !search.isEmpty || !filters.isEmpty {
      clearedToReveal = nil
    }
    lastChosenRow[.families] = found.name
    return true
  }

  /// The search and filters the last `reveal(family:)` cleared, to put back when what brought
  /// the family is undone (an install): nil when it cleared none, or a search or filter has
  /// been set since.
  ///
  /// Installing a font with a search and the Starred filter on dropped both for good, Undo
  /// too.
  public func takeNarrowingClearedToReveal() -> (search: String, filters: FamilyFilters)? {
    defer { clearedToReveal = nil }
    guard search.isEmpty, filters.isEmpty else { return nil }
    return clearedToReveal
  }
}
