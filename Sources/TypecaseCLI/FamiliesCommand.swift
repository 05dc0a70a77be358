import TypecaseCore
import TypecaseUI

/// `typecase families`: the font families, one per line with their face count, or as JSON;
/// filtered as the window's filters do.
enum FamiliesCommand {
  static let spec = CommandSpec(
    path: ["families"], flags: ["json"] + FilterArguments.flags,
    valueOptions: [("search", "TEXT")] + FilterArguments.valueOptions, valueCompletions: filterValueCompletions)

  /// What completes the filters' values (`--lang`, `--width`, `--format`), here and for the
  /// window's options.
  static let filterValueCompletions: [String: ArgumentCompletion] = [
    "lang": .languages, "width": .words(FaceCriteria.WidthClass.allCases.map(\.rawValue)),
    "format": .words(FaceCriteria.FormatFilter.allCases.map(\.rawValue)),
  ]

  static var help: Message {
    trParagraphs(
      """
      Usage: typecase families [--search TEXT] [FILTERS] [--json]

      Lists every font family on this machine, one per line: the exact family name, a tab,
      and how many fonts (faces) it has. A family is what fontconfig calls family[0].
      Filters combine: a family is listed when one of its fonts meets them all, and the
      count is of those fonts (as fc-list counts them for the same properties).

      Control characters and backslashes in a name are shown escaped (\\n, \\x1b, \\\\), so
      that each family stays one line; --json gives the exact name, and commands find a
      family by either.

      Options:
        --search TEXT       only families with a name containing TEXT (any case, width or
                            accent: "e" finds "é"; blanks ignored, as fontconfig ignores
                            them; localized names too: "nanum gothic" and "나눔" both find
                            NanumGothic), its words in order with others between ("noto jp"
                            finds Noto Sans CJK JP); a font's PostScript name or full name
                            finds its family ("DejaVuSans-Bold", "DejaVu Sans Bold")
        --lang LANG         only fonts that cover a language (ja, ko, zh-cn, el, …)
        --monospace         only monospaced fonts: fontconfig's spacing, less fonts that
                            draw no Latin "a" (emoji, icons), plus fonts named "Mono" whose
                            post table says fixed-pitch or whose ASCII is of one width (the
                            JSON's monospace is fontconfig's spacing alone, as
                            'fc-list :spacing=mono' lists)
        --italic            only italic or oblique fonts
        --weight MIN-MAX    only fonts whose weight is in the range (OpenType: 100 thin,
                            400 regular, 700 bold; a variable font's axis counts)
        --width WIDTH       condensed, normal or expanded
        --variable          only variable fonts
        --color             only color fonts
        --format FORMAT     TrueType, CFF, "Type 1" or bitmap
        --user, --system    only fonts installed for you (~/.local/share/fonts, ~/.fonts),
                            or for everyone
        --duplicates        only fonts another file also provides (the same family and
                            PostScript name; a variable font as a whole: the same family,
                            slant, and weight and width ranges)
        --starred           only starred families (typecase star FAMILY); starred families
                            that are not installed are named on stderr (in JSON:
                            starredNotInstalled)
        --json              each face as fontconfig lists it, as JSON (its license and
                            embedding: typecase face NAME --json)
        -h, --help          show this help

      Examples:
        typecase families
        typecase families --search mono
        typecase families --lang ja --monospace
        typecase families --weight 600-900 --italic --json
        typecase families --json | jq -r '.families[].name'
      """)
  }

  static func run(
    _ arguments: ParsedArguments, settings: SettingsContext, output: inout Output
  ) throws(CommandFailure) -> Int32 {
    let filters: FamilyFilters
    do throws(FilterArguments.Problem) {
      filters = try FilterArguments.filters(
        values: arguments.values, has: arguments.has, normalizedLanguage: FontSource.normalizedLanguage)
    } catch {
      throw .usage(UsageError(message: error.message, hint: error.hint))
    }
    let search = arguments.values["search"] ?? ""
    var others = filters.faces
    others.language = nil
    // Without filters beyond the language, the families are counted as fontconfig lists them,
    // without keeping the fonts (the fastest way).
    if !arguments.has("json") && others.isEmpty && !filters.starred {
      return try listFast(search: search, language: filters.faces.language, output: &output)
    }
    let library: FontLibrary
    do {
      // The JSON reads every font in full, family by family: fontconfig's caches are let go as
      // it goes, or they would all be in memory at once.
      library = try FontLibrary(
        fresh: true, language: filters.faces.language, releasingCachePages: arguments.has("json"))
    } catch {
      throw .failure(error.message)
    }
    var bitmapsAlone = FaceCriteria()
    bitmapsAlone.format = .bitmap
    if filters.faces == bitmapsAlone, search.isEmpty, !filters.starred {
      // fontconfig's `:outline=false` lists them too; asked for bitmap fonts, a user with only
      // such fonts got an empty list without a word. Said of bitmap fonts asked for alone: with
      // other filters (a language, a folder) the count was of fonts they would leave out too.
      let unlisted = library.unlistedBitmapFamilies()
      if !unlisted.isEmpty { output.note(FontLibrary.unlistedBitmapNote(unlisted)) }
    }
    var summaries = library.families
    var matching: Set<FaceKey>?
    if !others.isEmpty {
      let index = library.filterIndex()
      let positions = index.faces(matching: others)
      var counts = [Int](repeating: 0, count: summaries.count)
      for position in positions { counts[index.faces[position].family] += 1 }
      for family in summaries.indices { summaries[family].faceCount = counts[family] }
      summaries = summaries.filter { $0.faceCount > 0 }
      matching = Set(positions.map { FaceKey(index.faces[$0]) })
    }
    var starredNotInstalled: [String]?
    if filters.starred {
      // In any case, as fontconfig names families (a star written by hand as "dejavu sans").
      let starred = Set(settings.values.starredFamilies.map { $0.lowercased() })
      summaries = summaries.filter { starred.contains($0.name.lowercased()) }
      // Loaded for a language, the library holds the families that cover it only: the others
      // are installed all the same.
      var installed = Set(library.families.map { $0.name.lowercased() })
      if filters.faces.language != nil, let all = try? FontSource.familySummaries(language: nil) {
        installed.formUnion(all.map { $0.name.lowercased() })
      }
      starredNotInstalled = settings.values.starredFamilies.filter { !installed.contains($0.lowercased()) }
      for name in starredNotInstalled ?? [] {
        output.note(tr("starred, not installed: {family}", ["family": VisibleText.escaped(name)]))
      }
    }
    if !search.isEmpty {
      let searched = summaries
      let index = FamilySearchIndex(families: summaries)
      let found = index.matches(search).map { summaries[$0] }
      summaries =
        SearchText.marksSymbols(search)
        ? []
        : found.isEmpty
          ? familyOfFace(postScriptNamed: search, among: summaries, index: index, library: library, output: &output)
          : found
      // Said beside the families found too (Terminus's PCF beside "Terminus (TTF)"), as the
      // window says it under its list.
      // A bitmap family said to be left out says why nothing is listed.
      let bitmapNoted =
        filters.faces.isEmpty && !filters.starred
        && noteBitmapFamilies(library.unlistedBitmapFamilies(), matching: search, output: &output)
      if summaries.isEmpty && !bitmapNoted && !noteFilteredOut(search, output: &output) {
        noteNothingFound(search, among: searched, output: &output)
      }
    }
    if arguments.has("json") {
      // One family's faces are read, written and let go before the next.
      let families = summaries.lazy.compactMap { summary -> FontFamily? in
        guard var family = library.family(named: summary.name, detail: .full) else { return nil }
        if let matching { family.faces = family.faces.filter { matching.contains(FaceKey($0)) } }
        return family
      }
      FontJSON.stream(families, starredNotInstalled: starredNotInstalled) { output.write($0) }
      output.write("\n")
      return 0
    }
    for family in summaries {
      output.line(VisibleText.escaped(family.name) + "\t" + output.dim(String(family.faceCount)))
    }
    return 0
  }

  /// Lists the families with their face counts (those covering `language`), from fontconfig's
  /// patterns alone.
  private static func listFast(search: String, language: String?, output: inout Output) throws(CommandFailure)
    -> Int32
  {
    var summaries: [FamilySummary]
    // A search is told of the bitmap families it finds, read from the same configuration.
    var bitmapFamilies: [String] = []
    do {
      if search.isEmpty || language != nil {
        summaries = try FontSource.familySummaries(language: language)
      } else {
        (summaries, bitmapFamilies) = try FontSource.familySummariesAndUnlistedBitmapFamilies()
      }
    } catch {
      throw .failure(error.message)
    }
    // No font at all (an empty or missing font folder, a rule rejecting every font, bitmap
    // fonts alone) is said on standard error: the list was empty without a word.
    if summaries.isEmpty && search.isEmpty && language == nil {
      output.note(tr("(fontconfig lists no scalable font here: 'fc-list' lists what it has)"))
    }
    if !search.isEmpty {
      let searched = summaries
      let index = FamilySearchIndex(families: summaries)
      let found = index.matches(search).map { summaries[$0] }
      summaries =
        SearchText.marksSymbols(search)
        ? []
        : found.isEmpty ? familyOfFace(postScriptNamed: search, among: summaries, index: index, output: &output) : found
      let bitmapNoted = noteBitmapFamilies(bitmapFamilies, matching: search, output: &output)
      if summaries.isEmpty && !bitmapNoted && (language == nil || !noteFilteredOut(search, output: &output)) {
        noteNothingFound(search, among: searched, output: &output)
      }
    }
    for family in summaries {
      output.line(VisibleText.escaped(family.name) + "\t" + output.dim(String(family.faceCount)))
    }
    return 0
  }

  /// For a search the filters leave nothing of: the families whose names hold it, which the
  /// filters left out, said on standard error (`--search carlito --monospace` said no family's
  /// name held "carlito", as if Carlito were not installed); whether any did.
  private static func noteFilteredOut(_ search: String, output: inout Output) -> Bool {
    guard !SearchText.marksSymbols(search), let all = try? FontSource.familySummaries(language: nil) else {
      return false
    }
    let found = FamilySearchIndex(families: all).matches(search).map { all[$0].name }
    guard !found.isEmpty else { return false }
    let named = found.prefix(5).map { "\"\(VisibleText.escaped($0))\"" }.joined(separator: ", ")
    output.note(
      found.count > 5
        ? trn(
          "(the filters leave out every family whose name holds \"{text}\": {families} and {count} more)",
          "(the filters leave out every family whose name holds \"{text}\": {families} and {count} more)",
          found.count - 5, ["text": VisibleText.escaped(search), "families": named])
        : tr(
          "(the filters leave out every family whose name holds \"{text}\": {families})",
          ["text": VisibleText.escaped(search), "families": named]))
    return true
  }

  /// For a search that finds no family: beyond ASCII, that `cover` lists those that can show
  /// it, as the window searches for them (`--search 𝔄` printed nothing, where the window
  /// listed eleven families); else the names closest to it among `searched` ("Dejavu sams"
  /// printed nothing, where `faces` asks whether "DejaVu Sans" was meant).
  private static func noteNothingFound(_ search: String, among searched: [FamilySummary], output: inout Output) {
    let text = VisibleText.escaped(search)
    guard !search.unicodeScalars.contains(where: { !$0.isASCII }) else {
      output.note(
        tr("(no family's name holds \"{text}\": 'typecase cover' lists the families that can show it)", ["text": text]))
      return
    }
    // A generic name ("monospace") or a family the rules give another for ("Calibri"): what
    // programs asking for it get, as the window shows it.
    if let library = try? FontLibrary.forCommand(),
      let given = library.familyGiven(forGenericName: search) ?? library.familyGiven(forMissingFamily: search)
    {
      output.note(
        tr(
          "(no family's name holds \"{text}\"; programs asking for it get \"{family}\", which fontconfig's rules give for it)",
          ["text": text, "family": VisibleText.escaped(given)]))
      return
    }
    let closest = NameSuggestions.closest(to: search, among: searched.lazy.map { ($0.name, $0.allNames) })
    output.note(
      tr(
        "(no family's name holds \"{text}\"; {hint})",
        nesting: [
          "text": .text(text),
          "hint": .message(
            NameSuggestions.hint(closest, otherwise: tr("'typecase families' lists every family"))),
        ]))
  }

  /// For a search: the bitmap families among `unlisted` it finds, which the list leaves out,
  /// said on standard error (`--search terminus` printed nothing, or "Terminus (TTF)" alone).
  @discardableResult
  private static func noteBitmapFamilies(_ unlisted: [String], matching search: String, output: inout Output) -> Bool {
    let found = FontLibrary.bitmapFamilies(unlisted, matching: search)
    if !found.isEmpty { output.note(FontLibrary.unlistedBitmapNote(found)) }
    return !found.isEmpty
  }

  /// For a search no family's name matches: the family of `summaries` whose face has the
  /// PostScript name searched for ("DejaVuSans-Bold": DejaVu Sans), said on standard error,
  /// or the families of a full name ("Liberation Sans Bold"); none for text that can be
  /// neither.
  ///
  /// Developers paste exactly those names, and designers full names, and found nothing.
  private static func familyOfFace(
    postScriptNamed text: String, among summaries: [FamilySummary], index: FamilySearchIndex,
    library: FontLibrary? = nil, output: inout Output
  ) -> [FamilySummary] {
    if !text.contains(where: \.isWhitespace) {
      let found = familyOfFace(postScriptName: text, among: summaries, library: library, output: &output)
      if !found.isEmpty { return found }
    }
    // A full name ("Liberation Sans Bold", or with no blank, as fontconfig and the window's
    // search ignore them: "キューエー明朝太字"): the families it begins with the name of, the
    // rest the start of one of their fonts' styles, as the window's search finds them.
    let candidates = index.namesBeginning(text)
    guard !candidates.isEmpty, let library = library ?? (try? FontLibrary.forCommand()) else { return [] }
    let key = SearchText.blanklessKey(text)
    return candidates.compactMap { candidate in
      let summary = summaries[candidate.position]
      let faces = library.family(named: summary.name)?.faces ?? []
      let styles = library.styleNames(ofFamily: summary.name)
      return FullNameSearch.matches(rest: candidate.rest, whole: key, styles: styles, faces: faces) ? summary : nil
    }
  }

  /// The family of `summaries` whose face has the PostScript name `text`, said on standard
  /// error; none for text that cannot be one.
  private static func familyOfFace(
    postScriptName text: String, among summaries: [FamilySummary], library: FontLibrary?, output: inout Output
  ) -> [FamilySummary] {
    // The library listed already when filters were read; the fast listing has none.
    guard text.count > 1, let library = library ?? (try? FontLibrary.forCommand()),
      let face = library.listedFace(named: text)
    else { return [] }
    let families = summaries.filter { $0.name == face.family }
    if !families.isEmpty {
      output.note(
        tr(
          "({face} is a font of {family})",
          ["face": VisibleText.escaped(face.postScriptName ?? text), "family": VisibleText.escaped(face.family)]))
    }
    return families
  }
}
