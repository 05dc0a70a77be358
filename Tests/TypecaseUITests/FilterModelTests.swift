import Testing
import TypecaseCore

@testable import TypecaseUI

/// The family list's filters in the model: each filter, their combinations (AND, face by face),
/// the search, stars, duplicates and the search for a text, over made-up faces.
@Suite struct FilterModelTests {
  /// Families: Alpha (regular, bold italic), Beta Mono (mono), Gamma (variable 100–900, Japanese),
  /// Delta Color (color, CFF, in the user's folder), Epsilon (condensed, in two files: copies
  /// of one face).
  ///
  /// Epsilon's face had Alpha-Regular's PostScript name, a copy of it: two families giving one
  /// name are two fonts, not copies (see `FontFilterIndex.duplicateKey(of:)`).
  static let names = ["Alpha", "Beta Mono", "Delta Color", "Epsilon", "Gamma"]
  static let faces: [FaceFacts] = [
    FaceFacts(family: 0, location: FontLocation(file: "/f/Alpha-Regular.ttf"), postScriptName: "Alpha-Regular"),
    FaceFacts(
      family: 0, location: FontLocation(file: "/f/Alpha-BoldItalic.ttf"), postScriptName: "Alpha-BoldItalic",
      isItalic: true, weight: 700...700),
    FaceFacts(
      family: 1, location: FontLocation(file: "/f/BetaMono.ttf"), postScriptName: "BetaMono", isMonospace: true),
    FaceFacts(
      family: 2, location: FontLocation(file: "/home/u/.fonts/Delta.otf"), postScriptName: "Delta", isColor: true,
      format: "CFF", isUserFont: true),
    FaceFacts(
      family: 3, location: FontLocation(file: "/g/Epsilon-Regular.otf"), postScriptName: "Epsilon-Regular",
      width: 75...75, format: "CFF"),
    FaceFacts(
      family: 4, location: FontLocation(file: "/f/Gamma-VF.ttf"), isVariable: true, weight: 100...900,
      languageSet: 1),
    FaceFacts(
      family: 3, location: FontLocation(file: "/h/Epsilon-Regular.otf"), postScriptName: "Epsilon-Regular",
      width: 75...75, format: "CFF"),
  ]
  /// Which faces have which characters (for the search for a text).
  static let characters: [Int: Set<Unicode.Scalar>] = [5: ["日", "本", "a"], 0: ["a"], 1: ["a"]]

  let model: TypecaseModel

  init() {
    model = TypecaseModel()
    let families = Self.names.map { name in
      FamilySummary(name: name, faceCount: Self.faces.filter { Self.names[$0.family] == name }.count)
    }
    model.setFonts(families, searchIndex: FamilySearchIndex(families: families), faces: { _ in nil })
    model.setFilterIndex(Self.index)
  }

  static let index = FontFilterIndex(
    faces: faces, familyCount: names.count, languageSets: [["en"], ["en", "ja"]],
    hasCharacters: { position, wanted in wanted.allSatisfy { characters[position]?.contains($0) == true } })

  var shown: [String] { model.screen(for: .families)?.rows.map(\.id) ?? [] }

  func filtered(_ change: (inout FamilyFilters) -> Void) -> [String] {
    var filters = FamilyFilters()
    change(&filters)
    model.setFilters(filters)
    return shown
  }

  @Test func eachFilterKeepsTheFamiliesWithAFaceThatMeetsIt() {
    #expect(filtered { $0.faces.language = "ja" } == ["Gamma"])
    #expect(filtered { $0.faces.language = "en" } == Self.names)
    #expect(filtered { $0.faces.monospace = true } == ["Beta Mono"])
    #expect(filtered { $0.faces.italic = true } == ["Alpha"])
    #expect(filtered { $0.faces.weight = 600...800 } == ["Alpha", "Gamma"])
    #expect(filtered { $0.faces.width = .condensed } == ["Epsilon"])
    #expect(filtered { $0.faces.width = .normal } == ["Alpha", "Beta Mono", "Delta Color", "Gamma"])
    #expect(filtered { $0.faces.variable = true } == ["Gamma"])
    #expect(filtered { $0.faces.color = true } == ["Delta Color"])
    #expect(filtered { $0.faces.format = .cff } == ["Delta Color", "Epsilon"])
    #expect(filtered { $0.faces.format = .trueType } == ["Alpha", "Beta Mono", "Gamma"])
    #expect(filtered { $0.faces.location = .user } == ["Delta Color"])
    #expect(filtered { $0.faces.location = .system } == ["Alpha", "Beta Mono", "Epsilon", "Gamma"])
    #expect(filtered { $0.faces.duplicates = true } == ["Epsilon"])
    #expect(model.screen(for: .families)?.subtitle == "1 of 5")
  }

  @Test func filtersCombineFaceByFace() {
    // Alpha has an italic face, Epsilon a face that is duplicated, but no face is both.
    #expect(
      filtered {
        $0.faces.italic = true; $0.faces.duplicates = true
      } == [])
    #expect(model.screen(for: .families)?.emptyText == "No family matches the filters")
    #expect(
      filtered {
        $0.faces.italic = true; $0.faces.weight = 700...700
      } == ["Alpha"])
    #expect(
      filtered {
        $0.faces.format = .cff; $0.faces.location = .system
      } == ["Epsilon"])
    // And with the search.
    model.setSearch("a")
    #expect(filtered { $0.faces.format = .cff } == ["Delta Color"])
  }

  /// A search and filters that leave nothing say which of the two does, and the empty list's
  /// button undoes that one: it said "No family matches the filters" and offered to clear the
  /// search, which left the list as empty as the filters made it.
  @Test func anEmptyListSaysWhetherTheSearchOrTheFiltersEmptiedIt() {
    #expect(filtered { $0.faces.color = true } == ["Delta Color"])
    #expect(model.screen(for: .families)?.emptyAction == .clearFilters)
    // "Beta" names a family the Color filter leaves out.
    model.setSearch("Beta")
    #expect(shown.isEmpty)
    #expect(
      model.screen(for: .families)?.emptyText == "The filters leave out every family matching “Beta”")
    #expect(model.screen(for: .families)?.emptyAction == .clearFilters)
    // "Zeta" names no family at all: the search is what finds nothing.
    model.setSearch("Zeta")
    #expect(model.screen(for: .families)?.emptyText == "No family matches “Zeta”")
    #expect(model.screen(for: .families)?.emptyAction == .clearSearch)
    // Filters alone.
    model.setSearch("")
    #expect(
      filtered {
        $0.faces.color = true; $0.faces.monospace = true
      } == [])
    #expect(model.screen(for: .families)?.emptyText == "No family matches the filters")
    #expect(model.screen(for: .families)?.emptyAction == .clearFilters)
    // The search alone.
    #expect(filtered { _ in } == Self.names)
    model.setSearch("Zeta")
    #expect(model.screen(for: .families)?.emptyAction == .clearSearch)
  }

  /// The Starred filter with nothing starred says how to star a family: it said "No family
  /// matches the filters" under a search's magnifier.
  @Test func theStarredFilterBeforeAnyStarSaysHowToStar() {
    #expect(filtered { $0.starred = true } == [])
    #expect(
      model.screen(for: .families)?.emptyText == "Star a family with its ☆ button or Ctrl+D to find it here")
    #expect(model.screen(for: .families)?.emptyKind == .noStarredFamilies)
    // With another filter on too, it is the filters that match nothing.
    #expect(
      filtered {
        $0.starred = true; $0.faces.italic = true
      } == [])
    #expect(model.screen(for: .families)?.emptyText == "No family matches the filters")
    #expect(model.screen(for: .families)?.emptyKind == .noResults)
  }

  /// A family just installed is shown and focused in the list: a search that hides it goes,
  /// then filters that do (installed under the Starred filter, it stayed out of sight).
  @Test func revealingAFamilyClearsTheSearchThenTheFiltersThatHideIt() {
    model.setStarred("Gamma", true)
    #expect(filtered { $0.starred = true } == ["Gamma"])
    #expect(model.reveal(family: "Beta Mono"))
    #expect(model.filters.isEmpty)
    #expect(shown.contains("Beta Mono"))
    // Filters that show it stay.
    #expect(filtered { $0.faces.monospace = true } == ["Beta Mono"])
    model.setSearch("zzz")
    #expect(model.reveal(family: "Beta Mono"))
    #expect(model.search.isEmpty)
    #expect(!model.filters.isEmpty)
    #expect(shown == ["Beta Mono"])
    #expect(!model.reveal(family: "No Such Family"))
  }

  /// The search and filters cleared to show a family just installed are given back once, to
  /// put back when the install is undone (they were lost for good), unless another search or
  /// filter was set since.
  @Test func theSearchAndFiltersClearedToRevealAreGivenBack() {
    model.setStarred("Gamma", true)
    model.setSearch("gam")
    var starred = FamilyFilters()
    starred.starred = true
    model.setFilters(starred)
    #expect(model.reveal(family: "Beta Mono"))
    #expect(model.search.isEmpty && model.filters.isEmpty)
    let cleared = model.takeNarrowingClearedToReveal()
    #expect(cleared?.search == "gam" && cleared?.filters == starred)
    #expect(model.takeNarrowingClearedToReveal() == nil, "given back once")
    // Not after the user searched again.
    model.setSearch("gam")
    #expect(model.reveal(family: "Beta Mono"))
    model.setSearch("bet")
    #expect(model.takeNarrowingClearedToReveal() == nil)
    // Nor when the reveal cleared nothing (the family was shown).
    model.setSearch("")
    #expect(model.reveal(family: "Beta Mono"))
    #expect(model.takeNarrowingClearedToReveal() == nil)
    // A second reveal that clears nothing (a second font installed) keeps the first one's.
    model.setSearch("gam")
    #expect(model.reveal(family: "Beta Mono"))
    #expect(model.reveal(family: "Alpha"))
    #expect(model.takeNarrowingClearedToReveal()?.search == "gam")
    // Nor after a search typed and emptied between two installs (it came back over the
    // second install's Undo).
    model.setSearch("gam")
    #expect(model.reveal(family: "Beta Mono"))
    model.setSearch("bet")
    model.setSearch("")
    #expect(model.reveal(family: "Alpha"))
    #expect(model.takeNarrowingClearedToReveal() == nil)
    // Not one that a search since shows the family within.
    model.setSearch("gam")
    #expect(model.reveal(family: "Beta Mono"))
    model.setSearch("alp")
    #expect(model.reveal(family: "Alpha"))
    model.setSearch("")
    #expect(model.takeNarrowingClearedToReveal() == nil)
  }

  @Test func starredFamiliesIncludeThoseNoLongerInstalled() {
    model.setStarred("Gamma", true)
    model.setStarred("Alpha", true)
    model.setSettings(
      SettingsValues(starredFamilies: model.settings.starredFamilies + ["Zeta Gone"]))
    let rows = model.screen(for: .families)?.rows ?? []
    #expect(rows.first { $0.id == "Gamma" }?.star?.isStarred == true)
    #expect(rows.first { $0.id == "Beta Mono" }?.star?.label == "Star Beta Mono")
    #expect(rows.first { $0.id == "Gamma" }?.star?.label == "Unstar Gamma")
    // The row itself says so (what a screen reader reads of the focused row), and stops saying
    // it when the star goes.
    #expect(rows.first { $0.id == "Gamma" }?.accessibleLabel == "Gamma, starred")
    #expect(rows.first { $0.id == "Beta Mono" }?.accessibleLabel == "Beta Mono")
    model.setStarred("Gamma", false)
    #expect(model.screen(for: .families)?.rows.first { $0.id == "Gamma" }?.accessibleLabel == "Gamma")
    model.setStarred("Gamma", true)
    #expect(filtered { $0.starred = true } == ["Alpha", "Gamma", "Zeta Gone"])
    // "N of M" counts installed families: the one not installed is not among the M, and is
    // counted after them.
    let total = model.allFamilies?.count ?? 0
    #expect(model.screen(for: .families)?.subtitle == "2 of \(total), and 1 not installed")
    let gone = model.screen(for: .families)?.rows.last
    #expect(gone?.isDimmed == true)
    #expect(gone?.detail == "not installed")
    // Starred too, as an installed starred family's row is read.
    #expect(gone?.accessibleLabel == "Zeta Gone, not installed, starred")
    #expect(model.isStarredButNotInstalled("Zeta Gone"))
    #expect(!model.isStarredButNotInstalled("Gamma"))
    #expect(
      filtered {
        $0.starred = true; $0.faces.italic = true
      } == ["Alpha"])
    model.setStarred("Alpha", false)
    #expect(filtered { $0.starred = true } == ["Gamma", "Zeta Gone"])
  }

  /// With the Starred filter on, installed starred families come first (in the list's order),
  /// then those no longer installed, even when a missing one's name sorts before them.
  @Test func starredFamiliesComeFirstUnderTheStarredFilter() {
    model.setSettings(SettingsValues(starredFamilies: ["Gamma", "Aardvark Gone", "Beta Mono"]))
    #expect(filtered { $0.starred = true } == ["Beta Mono", "Gamma", "Aardvark Gone"])
    let rows = model.screen(for: .families)?.rows ?? []
    #expect(rows.map(\.isDimmed) == [false, false, true])
  }

  /// A star written by hand in another case is the family's: listed under the filter, its row
  /// starred, and unstarred by the family's name (it was "not installed", the row unstarred).
  @Test func aStarWrittenInAnotherCaseIsTheFamilys() {
    model.setSettings(SettingsValues(starredFamilies: ["gamma"]))
    #expect(filtered { $0.starred = true } == ["Gamma"])
    #expect(model.starredFamilies == ["Gamma"])
    #expect(!model.isStarredButNotInstalled("gamma"))
    model.setStarred("Gamma", false)
    #expect(model.starredFamilies.isEmpty)
    // Written in two cases, both are taken away (one was left, the family still starred).
    model.setSettings(SettingsValues(starredFamilies: ["Gamma", "gamma", "Beta Mono"]))
    var stored: [String] = []
    model.persistStar = { family, _ in
      stored.append(family)
      return nil
    }
    model.setStarred("Gamma", false)
    #expect(stored == ["Gamma", "gamma"])
    #expect(model.starredFamilies == ["Beta Mono"])
  }

  /// Languages that share a name are told apart by their tags: fontconfig's "mo" and "ro" are
  /// both Romanian, covered by other fonts, and the drop-down offered "Romanian (4)" and
  /// "Romanian (5)".
  @Test func languagesOfOneNameAreToldApartByTheirTags() {
    model.languageName = { code, _ in code.hasPrefix("ja") ? "Japanese" : "English" }
    #expect(model.languageChoices().map(\.name) == ["English", "Japanese"])
    #expect(filtered { $0.faces.language = "ja-jp" } == ["Gamma"])
    #expect(model.languageChoices().map(\.name) == ["English", "Japanese (ja)", "Japanese (ja-jp)"])
    #expect(model.languageChoices().map(\.tag) == ["en", "ja", "ja-jp"])
    // Its chip names it as the drop-down does.
    #expect(model.filterChips.first?.label == "Japanese (ja-jp)")
  }

  @Test func starsGoThroughTheStore() {
    var stored: [(String, Bool)] = []
    model.persistStar = { family, starred in
      stored.append((family, starred))
      return SettingsValues(starredFamilies: starred ? ["Beta Mono"] : [])
    }
    model.setStarred("Beta Mono", true)
    #expect(stored.map(\.0) == ["Beta Mono"])
    #expect(model.starredFamilies == ["Beta Mono"])
  }

  /// The languages offered are those faces cover, by name, with how many families cover each;
  /// a language filtered by that no face names ("en-us", from `--lang en_US`) is offered too,
  /// in its place by name, or the drop-down would show "Any language" and drop it.
  @Test func theLanguageFilteredByIsAmongTheChoices() {
    #expect(model.languageChoices().map(\.tag) == ["en", "ja"])
    #expect(model.languageChoices().map(\.families) == [5, 1])
    #expect(filtered { $0.faces.language = "ja-jp" } == ["Gamma"])
    #expect(model.languageChoices().map(\.tag) == ["en", "ja", "ja-jp"])
    #expect(model.languageChoices().map(\.families) == [5, 1, 1])
    #expect(filtered { $0.faces.language = "de" }.isEmpty)
    #expect(model.languageChoices().map(\.tag) == ["de", "en", "ja"])
    #expect(model.languageChoices().first?.families == 0)
    #expect(filtered { $0.faces.language = nil } == Self.names)
    #expect(model.languageChoices().map(\.tag) == ["en", "ja"])
  }

  @Test func chipsNameTheFiltersAndRemoveThem() {
    var filters = FamilyFilters()
    filters.faces.monospace = true
    filters.faces.weight = 300...700
    filters.starred = true
    model.setFilters(filters)
    let chips = model.screen(for: .families)?.chips ?? []
    #expect(chips.map(\.label) == ["Monospace", "Weight 300–700", "Starred"])
    #expect(chips.first?.removeLabel == "Remove filter Monospace")
    // A location is said as every other text says it: "for you" (it read "Installed for me").
    filters.faces.location = .user
    model.setFilters(filters)
    #expect(model.screen(for: .families)?.chips.map(\.label).contains("Installed for you") == true)
    filters.faces.location = nil
    model.setFilters(filters)
    model.removeFilter(.weight)
    #expect(model.filters.faces.weight == nil)
    #expect(model.filters.faces.monospace)
  }

  @Test func escapeClearsTheSearchThenTheFilters() {
    _ = filtered { $0.faces.variable = true }
    model.setSearch("gam")
    #expect(model.clearSearchOrFilters())
    #expect(model.search.isEmpty)
    #expect(!model.filters.isEmpty)
    #expect(model.clearSearchOrFilters())
    #expect(model.filters.isEmpty)
    #expect(shown == Self.names)
    #expect(!model.clearSearchOrFilters())
  }

  @Test func duplicatesAreMarkedOnFamilyRows() {
    let rows = model.screen(for: .families)?.rows ?? []
    #expect(rows.filter { $0.badge == "Duplicates" }.map(\.id) == ["Epsilon"])
    // Heard as well as seen (a screen reader read "C059, 12 fonts" alone), with what it means
    // (the tooltip's words: the badge alone left a newcomer guessing).
    let described = rows.filter {
      $0.accessibleDescription
        == "Duplicates: Some of its fonts are installed more than once; its page says which copy programs get"
    }
    #expect(described.map(\.id) == ["Epsilon"])
    #expect(described.first?.badgeExplanation?.hasPrefix("Some of its fonts are installed more than once") == true)
  }

  /// Fonts read again (a family installed elsewhere, before the others): the badges stay on
  /// their families until the new facts say; they left every row and came back at each change.
  @Test func duplicatesStayMarkedWhileTheFactsOfFontsReadAgainAreRead() {
    let names = ["Aardvark"] + Self.names
    let families = names.map { FamilySummary(name: $0, faceCount: 1) }
    model.setFonts(families, searchIndex: FamilySearchIndex(families: families), faces: { _ in nil })
    let rows = model.screen(for: .families)?.rows ?? []
    #expect(rows.filter { $0.badge == "Duplicates" }.map(\.id) == ["Epsilon"])
    // Two reloads before the facts come: still by name.
    let fewer = Array(families.dropFirst())
    model.setFonts(fewer, searchIndex: FamilySearchIndex(families: fewer), faces: { _ in nil })
    #expect(model.screen(for: .families)?.rows.filter { $0.badge == "Duplicates" }.map(\.id) == ["Epsilon"])
  }

  /// Fonts read again with filters on: the families they showed stay, by name, while the new
  /// facts are read ("Filtering…"); the list emptied and lost its place at each font change.
  ///
  /// Other filters chosen meanwhile have no answer yet: nothing, as on the first read.
  @Test func filteredFamiliesStayWhileTheFactsOfFontsReadAgainAreRead() throws {
    #expect(filtered { $0.faces.monospace = true } == ["Beta Mono"])
    let families = (["Aardvark"] + Self.names).map { FamilySummary(name: $0, faceCount: 1) }
    model.setFonts(families, searchIndex: FamilySearchIndex(families: families), faces: { _ in nil })
    #expect(shown == ["Beta Mono"])
    #expect(model.screen(for: .families)?.subtitle == "Filtering…")
    // With a search: the families it finds among them.
    model.setSearch("alpha")
    #expect(shown.isEmpty)
    model.setSearch("")
    #expect(filtered { $0.faces.color = true }.isEmpty)
    #expect(filtered { $0.faces.monospace = true } == ["Beta Mono"])
    // The new facts decide (Aardvark is the new first family: Alpha's facts, monospace-free).
    let moved = Self.faces.map { face in
      var face = face
      face.family += 1
      return face
    }
    model.setFilterIndex(
      FontFilterIndex(
        faces: moved, familyCount: families.count, languageSets: [["en"], ["en", "ja"]],
        hasCharacters: { _, _ in false }
      ))
    #expect(shown == ["Beta Mono"])
    #expect(model.screen(for: .families)?.subtitle == "1 of 6")
  }

  /// A search for a generic name no family is named after shows the family programs get
  /// for it, and says so under it: "monospace" found nothing.
  @Test func aGenericNameFindsTheFamilyItStandsFor() throws {
    model.familyForGenericName = { $0.lowercased() == "monospace" ? "Beta Mono" : nil }
    model.setSearch("monospace")
    #expect(shown == ["Beta Mono"])
    let section = try #require(model.screen(for: .families)?.sections.first)
    #expect(section.footer == "“monospace” is a generic name: programs that ask for it get Beta Mono")
    // A name a family has is that family, whatever it would stand for.
    model.familyForGenericName = { _ in "Beta Mono" }
    model.setSearch("gamma")
    #expect(shown == ["Gamma"])
    #expect(model.screen(for: .families)?.sections.first?.footer == nil)
  }

  /// A search for a family not installed that fontconfig's rules give another for (a Windows
  /// document's "Calibri": Carlito) shows that family, and says so under it.
  @Test func aMissingFamilysNameFindsTheFamilyTheRulesGive() throws {
    model.familyForMissingFamily = { $0 == "Calibri" ? "Gamma" : nil }
    model.setSearch("Calibri")
    #expect(shown == ["Gamma"])
    let section = try #require(model.screen(for: .families)?.sections.first)
    #expect(
      section.footer
        == "No family is named “Calibri”: programs that ask for it get Gamma, which fontconfig's rules give for it")
    model.setSearch("Calibr")
    #expect(shown == [])
  }

  @Test func aSearchForATextShowsTheFamiliesThatCoverItDrawingIt() throws {
    // "日" is in no family's name: the families that can show the text, drawing it.
    model.setSearch("日本")
    #expect(model.searchesForText)
    let rows = model.screen(for: .families)?.rows ?? []
    #expect(rows.map(\.id) == ["Gamma"])
    #expect(rows.first?.text == "日本")
    #expect(rows.first?.detail == "Gamma")
    #expect(rows.first?.font?.family == "Gamma")
    // "Shows this text" is on, and cannot be otherwise: the screen says why.
    #expect(
      model.screen(for: .families)?.showsTextForcedBecause
        == "No family name has “日”: the search finds families that show the text")
    // Turned on before anything is typed, it shows as on, and the text typed next is shown.
    model.setSearch("")
    model.setShowsText(true)
    #expect(model.screen(for: .families)?.showsText == true)
    model.setSearch("a")
    #expect(model.searchesForText)
    // The text typed is drawn as typed: its backslashes are not doubled (control characters
    // alone are shown escaped).
    let first = try #require(model.screen(for: .families)?.rows.first)
    let drawn = FontScreens.showingText(
      "a\\b\n", row: first, family: FamilySummary(name: first.id, faceCount: 1),
      preview: PreviewStyle(settings: model.settings))
    #expect(drawn.text == #"a\b\n"#)
    model.setShowsText(false)
    #expect(model.screen(for: .families)?.showsText == false)
    // Letters that are in names search the names, unless "Shows this text" is on.
    model.setSearch("a")
    #expect(!model.searchesForText)
    #expect(shown == ["Alpha", "Beta Mono", "Delta Color", "Gamma"])
    model.setShowsText(true)
    #expect(shown == ["Alpha", "Gamma"])
    #expect(model.screen(for: .families)?.showsText == true)
    #expect(model.screen(for: .families)?.showsTextForcedBecause == nil)
    // Full-width letters fold to the names' letters, as the search folds them: they search
    // the names (they were taken for a text to show, being in no name as they are).
    model.setShowsText(false)
    model.setSearch("ＡＬ")
    #expect(!model.searchesForText)
    #expect(shown == ["Alpha"])
    // A keycap starts with an ASCII character that names have, and is an emoji to show all
    // the same; the character alone searches the names.
    model.setSearch("1\u{FE0F}\u{20E3}")
    #expect(model.searchesForText)
    #expect(
      model.screen(for: .families)?.showsTextForcedBecause
        == "No family name has “1\u{FE0F}\u{20E3}”: the search finds families that show the text")
    // So is a letter with a mark for symbols, a vector (its arrow was folded away as an
    // accent, and every family with an "a" was found).
    model.setSearch("a\u{20D7}")
    #expect(model.searchesForText)
    #expect(
      model.screen(for: .families)?.showsTextForcedBecause
        == "No family name has “a\u{20D7}”: the search finds families that show the text")
    model.setSearch("a")
    #expect(!model.searchesForText)
  }

  /// A search that starts with an ASCII letter, has letters beyond ASCII and finds no family by
  /// name is a text to show ("Tiếng Việt" said "No family matches", where fonts could show it);
  /// one that finds a family, or is ASCII alone (a mistyped name), searches the names.
  @Test func aLatinTextWithAccentsThatNamesNoFamilyIsATextToShow() {
    let model = TypecaseModel()
    let families = ["Tiro", "Déjà Serif", "Latin"].map { FamilySummary(name: $0, faceCount: 1) }
    model.setFonts(families, searchIndex: FamilySearchIndex(families: families), faces: { _ in nil })
    model.setSearch("Tiếng Việt")
    #expect(model.searchesForText)
    #expect(
      model.screen(for: .families)?.showsTextForcedBecause
        == "No family name has “Tiếng Việt”: the search finds families that show the text")
    model.setSearch("Déjà")
    #expect(!model.searchesForText)
    #expect(model.screen(for: .families)?.rows.map(\.id) == ["Déjà Serif"])
    model.setSearch("Tieng Viet")
    #expect(!model.searchesForText)
    #expect(model.screen(for: .families)?.rows.isEmpty == true)
    // Punctuation beyond ASCII (a typographic apostrophe, an ellipsis) ending a name that
    // finds nothing keeps it a name search.
    for typed in ["Tiro Sans’", "Latin…", "Latin — Bold"] {
      model.setSearch(typed)
      #expect(!model.searchesForText, "\(typed)")
    }
  }

  /// Kana and Hangul spelled otherwise than the names (halfwidth, decomposed) search the names:
  /// "ｺﾞｼｯｸ" was taken for a text to show, its first character being in no name as it is.
  @Test func kanaAndHangulSpelledOtherwiseSearchTheNames() {
    let model = TypecaseModel()
    let families = ["IPAゴシック", "나눔고딕", "Latin"].map { FamilySummary(name: $0, faceCount: 1) }
    model.setFonts(families, searchIndex: FamilySearchIndex(families: families), faces: { _ in nil })
    for (typed, found) in [
      ("ｺﾞｼｯｸ", "IPAゴシック"), ("コ\u{3099}シック", "IPAゴシック"), ("\u{1102}\u{1161}\u{1102}\u{116E}\u{11B7}", "나눔고딕"),
    ] {
      model.setSearch(typed)
      #expect(!model.searchesForText, "\(typed)")
      #expect(model.screen(for: .families)?.rows.map(\.id) == [found], "\(typed)")
    }
  }

  /// Hiragana that finds a katakana name searches the names ("ごしっく"); hiragana or katakana
  /// that finds none is a text to show, though one of its characters is in a name as katakana
  /// ("すし", its "ス" in "フィクスチャ", searched the names and found nothing).
  @Test func hiraganaSearchesTheNamesOnlyWhenItFindsOne() {
    let model = TypecaseModel()
    let families = ["IPAゴシック", "フィクスチャ明朝", "Latin"].map { FamilySummary(name: $0, faceCount: 1) }
    model.setFonts(families, searchIndex: FamilySearchIndex(families: families), faces: { _ in nil })
    model.setSearch("ごしっく")
    #expect(!model.searchesForText)
    #expect(model.screen(for: .families)?.rows.map(\.id) == ["IPAゴシック"])
    model.setSearch("すし")
    #expect(model.searchesForText)
    model.setSearch("スシ")
    #expect(model.searchesForText)
    model.setSearch("フィクス")
    #expect(!model.searchesForText)
  }

  /// Filtered by a language written in another script, rows show words of it, the family's
  /// name beside them (a Khmer font's row showed its Latin name as every other did); the user's
  /// own text stays, and a language in Latin letters leaves the rows as they are.
  @Test func rowsFilteredByALanguageOfAnotherScriptShowWordsOfIt() {
    model.languageSample = { $0 == "ja" ? "日本" : nil }
    #expect(filtered { $0.faces.language = "ja" } == ["Gamma"])
    let row = model.screen(for: .families)?.rows.first
    #expect(row?.text == "日本")
    #expect(row?.detail == "Gamma")
    #expect(row?.font?.family == "Gamma")
    // A family without a face that has the words keeps its name (Arabic-script families cover
    // Punjabi, and showed Gurmukhi words as boxes).
    model.languageSample = { $0 == "ja" ? "日本語" : nil }
    _ = filtered { $0.faces.language = nil }
    _ = filtered { $0.faces.language = "ja" }
    #expect(model.screen(for: .families)?.rows.first?.text == "Gamma")
    _ = filtered { $0.faces.language = "en" }
    #expect(model.screen(for: .families)?.rows.map(\.text) == Self.names)
    model.setSettings(SettingsValues(stored: ["preview-text": "custom", "preview-custom-text": "Mine"]))
    _ = filtered { $0.faces.language = "ja" }
    #expect(model.screen(for: .families)?.rows.first?.text == "Mine")
  }

  /// A search beyond ASCII whose first character is in a name, finding no family by name, is a
  /// text to show: a Hebrew word whose first letter is in "מרים" (Miriam CLM's Hebrew name) said
  /// "No family matches" where fonts could show it; the screen says it found no name.
  @Test func aSearchBeyondASCIIFindingNoNameShowsTheText() {
    let model = TypecaseModel()
    let families = ["מרים", "Latin"].map { FamilySummary(name: $0, faceCount: 1) }
    model.setFonts(families, searchIndex: FamilySearchIndex(families: families), faces: { _ in nil })
    model.setSearch("מרי")
    #expect(!model.searchesForText)
    #expect(model.screen(for: .families)?.rows.map(\.id) == ["מרים"])
    model.setSearch("מלך")
    #expect(model.searchesForText)
    #expect(
      model.screen(for: .families)?.showsTextForcedBecause
        == "\u{200E}No family name has “\u{2068}מלך\u{2069}”: the search finds families that show the text")
  }

  @Test func filtersWaitForTheFacesFacts() {
    let waiting = TypecaseModel()
    let families = Self.names.map { FamilySummary(name: $0, faceCount: 1) }
    waiting.setFonts(families, searchIndex: FamilySearchIndex(families: families), faces: { _ in nil })
    var filters = FamilyFilters()
    filters.faces.color = true
    waiting.setFilters(filters)
    #expect(waiting.screen(for: .families)?.rows.isEmpty == true)
    #expect(waiting.screen(for: .families)?.subtitle == "Filtering…")
    waiting.setFilterIndex(Self.index)
    #expect(waiting.screen(for: .families)?.rows.map(\.id) == ["Delta Color"])
  }

  @Test func commandLineFiltersRoundTrip() throws {
    var filters = FamilyFilters()
    filters.faces.language = "ja"
    filters.faces.monospace = true
    filters.faces.weight = 300...700
    filters.faces.width = .expanded
    filters.faces.format = .type1
    filters.faces.location = .user
    filters.faces.duplicates = true
    filters.starred = true
    let arguments = FilterArguments.arguments(for: filters)
    var values: [String: String] = [:]
    var flags = Set<String>()
    var position = 0
    while position < arguments.count {
      let word = String(arguments[position].dropFirst(2))
      if FilterArguments.valueOptions.contains(where: { $0.0 == word }) {
        values[word] = arguments[position + 1]
        position += 2
      } else {
        flags.insert(word)
        position += 1
      }
    }
    let read = try FilterArguments.filters(values: values, has: flags.contains, normalizedLanguage: { $0 })
    #expect(read == filters)
    #expect(FilterArguments.weightRange("400") == 400...400)
    #expect(FilterArguments.weightRange("700-300") == nil)
    #expect(FaceCriteria.FormatFilter(word: "Type 1") == .type1)
  }
}

/// Rows showing the pangram show one each family can show: in Japanese, every Latin family's
/// row showed the Japanese pangram, drawn alike by one fallback font.
@Suite struct PangramRowTests {
  static let english = "The quick brown fox jumps over the lazy dog"
  static let names = ["Hebrew Only", "Latin Sans", "Mincho"]
  /// What each face (one per family) has: Latin letters, Latin and kana and kanji, Hebrew.
  static let index: FontFilterIndex = {
    let latin = Set(english.unicodeScalars)
    let faces = names.indices.map { FaceFacts(family: $0, location: FontLocation(file: "/f/\($0).ttf")) }
    return FontFilterIndex(
      faces: faces, familyCount: names.count, languageSets: [["en"]],
      hasCharacters: { position, wanted in
        switch position {
        case 0: wanted.allSatisfy { (0x5D0...0x5EA).contains($0.value) }
        case 1: wanted.allSatisfy { latin.contains($0) }
        default: wanted.allSatisfy { latin.contains($0) || $0.value >= 0x3000 }
        }
      })
  }()

  func rows(language: String, indexed: Bool = true) -> [String: String] {
    let model = TypecaseModel()
    let families = Self.names.map { FamilySummary(name: $0, faceCount: 1) }
    model.setFonts(families, searchIndex: FamilySearchIndex(families: families), faces: { _ in nil })
    model.setSettings(SettingsValues(stored: ["preview-text": "pangram", "language": language]))
    if indexed { model.setFilterIndex(Self.index) }
    let rows = model.screen(for: .families)?.rows ?? []
    return Dictionary(uniqueKeysWithValues: rows.map { ($0.id, $0.text) })
  }

  @Test func aFamilyWithoutTheLanguagesPangramShowsEnglishsElseItsName() throws {
    let japanese = Localizer(language: .japanese).tr(Self.english)
    try #require(japanese != Self.english && japanese.unicodeScalars.contains { $0.value >= 0x3000 })
    #expect(rows(language: "ja") == ["Hebrew Only": "Hebrew Only", "Latin Sans": Self.english, "Mincho": japanese])
    #expect(rows(language: "en") == ["Hebrew Only": "Hebrew Only", "Latin Sans": Self.english, "Mincho": Self.english])
    // Before the faces' facts are read, every row shows the language's.
    #expect(rows(language: "ja", indexed: false).values.allSatisfy { $0 == japanese })
  }
}
