import FixtureSupport
import Testing
import TypecaseCore

@testable import TypecaseUI

/// The font-list seed's behaviour, decided in the model and checked without a display.
@Suite struct FontScreensTests {
  let model: TypecaseModel

  init() throws {
    FixtureFonts.activate()
    let catalog = try FontSource.load()
    model = TypecaseModel()
    model.setCatalog(catalog)
  }

  var firstScreen: Screen { model.screen(for: .families) ?? Screen(route: .families, title: "missing", sections: []) }

  @Test func firstScreenListsEveryFamilyInItsOwnFont() {
    #expect(firstScreen.title == "Font Families")
    #expect(firstScreen.rows.map(\.text) == FixtureFonts.expectedFaceCounts.keys.sorted())
    for row in firstScreen.rows {
      #expect(row.font == RowFont(family: row.text, points: 17))
      // Read as the family, with its number of fonts when it opens a page (issue 13.16).
      let count = FixtureFonts.expectedFaceCounts[row.text] ?? 0
      #expect(row.accessibleLabel == (count >= 2 ? "\(row.text), \(count) fonts" : row.text))
    }
    #expect(firstScreen.subtitle == "6 of 6")
  }

  /// Copies of one font in files of the same name, in two folders, are told apart by their
  /// folders on screen and for listeners: both read "DejaVuSerif.ttf · also in DejaVuSerif.ttf"
  /// and were named alike.
  @Test func copiesInFilesOfTheSameNameAreToldApartByTheirFolders() {
    let system = FontLocation(file: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")
    let mine = FontLocation(file: "/home/u/.local/share/fonts/DejaVuSerif.ttf")
    let faces = [system, mine].map {
      FontFace(family: "DejaVu Serif", style: "Book", postScriptName: "DejaVuSerif", location: $0, format: "TrueType")
    }
    let copies = [
      system: FaceCopies(others: [mine], preferred: system, removableFiles: [mine.file]),
      mine: FaceCopies(others: [system], preferred: system, removableFiles: [mine.file]),
    ]
    let screen = FontScreens.family(
      FontFamily(name: "DejaVu Serif", faces: faces), preview: PreviewStyle(settings: SettingsValues()),
      copies: copies, localizer: .english)
    #expect(
      Set(screen.rows.map { $0.detail ?? "" }) == [
        "Book · TrueType · dejavu/DejaVuSerif.ttf · also in fonts/DejaVuSerif.ttf; fontconfig prefers this copy",
        "Book · TrueType · fonts/DejaVuSerif.ttf · also in dejavu/DejaVuSerif.ttf; fontconfig prefers dejavu/DejaVuSerif.ttf",
      ])
    #expect(
      Set(screen.rows.map(\.accessibleLabel)) == [
        "DejaVuSerif, dejavu/DejaVuSerif.ttf", "DejaVuSerif, fonts/DejaVuSerif.ttf",
      ])
    // What is drawn beside the name is read after it (it was not read at all).
    #expect(Set(screen.rows.map { $0.accessibleDescription ?? "" }) == Set(screen.rows.map { $0.detail ?? "" }))
  }

  /// Where fontconfig's match is a Type 1 copy programs cannot draw, each copy's note says
  /// which copy they draw and which fontconfig prefers (the drawn copy was said to be the one
  /// fontconfig prefers, which fc-match denied).
  @Test func aTypeOneMatchIsNamedBesideTheCopyProgramsDraw() {
    let typeOne = FontLocation(file: "/usr/share/fonts/X11/Type1/NimbusSansNarrow-Bold.pfb")
    let openType = FontLocation(file: "/home/u/.local/share/fonts/NimbusSansNarrow-Bold.otf")
    let faces = [(typeOne, "Type 1"), (openType, "CFF")].map {
      FontFace(
        family: "Nimbus Sans Narrow", style: "Bold", postScriptName: "NimbusSansNarrow-Bold", location: $0.0,
        format: $0.1)
    }
    let copies = [
      typeOne: FaceCopies(others: [openType], preferred: openType, removableFiles: [], undrawableMatch: typeOne),
      openType: FaceCopies(others: [typeOne], preferred: openType, removableFiles: [], undrawableMatch: typeOne),
    ]
    let screen = FontScreens.family(
      FontFamily(name: "Nimbus Sans Narrow", faces: faces), preview: PreviewStyle(settings: SettingsValues()),
      copies: copies, localizer: .english)
    #expect(
      Set(screen.rows.map { $0.detail ?? "" }) == [
        "Bold · Type 1 · NimbusSansNarrow-Bold.pfb · also in NimbusSansNarrow-Bold.otf; GTK programs draw NimbusSansNarrow-Bold.otf: fontconfig prefers this copy, which GTK cannot draw",
        "Bold · CFF · NimbusSansNarrow-Bold.otf · also in NimbusSansNarrow-Bold.pfb; GTK programs draw this copy: fontconfig prefers NimbusSansNarrow-Bold.pfb, which GTK cannot draw",
      ], "\(screen.rows.map { $0.detail ?? "" })")
    // Each copy names its own file, for listeners too (the one programs draw named none).
    #expect(
      Set(screen.rows.map(\.accessibleLabel)) == [
        "NimbusSansNarrow-Bold, NimbusSansNarrow-Bold.pfb", "NimbusSansNarrow-Bold, NimbusSansNarrow-Bold.otf",
      ])
    // The Type 1 copy's row is shown in the interface's font, as its page is: asked for by
    // family and style, the .otf drew the row said to be drawn in itself.
    let fonts = Dictionary(uniqueKeysWithValues: screen.rows.map { ($0.id, $0.font) })
    #expect(fonts[typeOne.file + "#0"] == .some(nil))
    #expect(fonts[openType.file + "#0"]??.family == "Nimbus Sans Narrow")
    // A copy is drawn from its own file (`RowFont.location`), as its page is.
    #expect(fonts[openType.file + "#0"]??.location == openType)
  }

  /// A stack opened at once (`--page face/NAME`) goes back to the rows that lead to each page,
  /// as if they had been activated: back went to the first row of each list.
  @Test func aPageOpenedAtOnceGoesBackToTheRowsLeadingToIt() throws {
    let routes = try PagePath.routes(for: "face/TypecaseFixtureSans-Bold")
    #expect(model.open(routes) == [])
    #expect(model.stack.count == 3)
    #expect(model.focusRowID(for: .families) == "Typecase Fixture Sans")
    let family = model.stack[1]
    let boldRow = model.screen(for: family)?.rows.first { $0.text == "TypecaseFixtureSans-Bold" }
    #expect(boldRow != nil)
    #expect(model.focusRowID(for: family) == boldRow?.id)
  }

  /// The face page of a family of one font, opened at once, goes back to its family's row.
  @Test func aOneFontFamilysFacePageOpenedAtOnceGoesBackToTheFamilysRow() throws {
    #expect(model.open(try PagePath.routes(for: "face/FixtureDisplay-Regular")) == [])
    #expect(model.stack.count == 2)
    #expect(model.focusRowID(for: .families) == "Fixture Display")
  }

  @Test func disclosureExactlyOnFamiliesWithSeveralFonts() {
    let disclosed = Set(firstScreen.rows.filter { $0.accessory == .disclosure }.map(\.text))
    let several = Set(FixtureFonts.expectedFaceCounts.filter { $0.value >= 2 }.keys)
    #expect(disclosed == several)
    // A family of one font keeps the seed's look and does nothing when activated; its ⓘ
    // opens the font's page (issue 7).
    for row in firstScreen.rows where row.accessory != .disclosure {
      #expect(row.accessory == .detailButton)
      #expect(row.action == nil)
      #expect(row.detailAction == .push(.face(FaceReference(name: row.id, family: row.id))))
      #expect(row.detailLabel == "Details of \(row.id)")
    }
  }

  @Test func activatingAMultiFaceFamilyPushesItsScreen() throws {
    #expect(model.activate(rowID: "Typecase Fixture Sans") == .pushed(.family("Typecase Fixture Sans")))
    #expect(model.stack == [.families, .family("Typecase Fixture Sans")])
    #expect(model.backTitle == "Font Families")
    let screen = try #require(model.screen(for: model.current))
    #expect(screen.title == "Typecase Fixture Sans")
    #expect(
      screen.rows.map(\.text) == [
        "TypecaseFixtureSans-Regular", "TypecaseFixtureSans-Italic", "TypecaseFixtureSans-Bold",
        "TypecaseFixtureSans-BoldItalic",
      ])
    #expect(
      screen.rows.map(\.detail) == [
        "Regular · TrueType", "Italic · TrueType", "Bold · TrueType", "Bold Italic · TrueType",
      ])
    #expect(screen.rows.map { $0.font?.traits.weight } == [400, 400, 700, 700])
    #expect(screen.rows.map { $0.font?.traits.slant } == [0, 100, 0, 100])
    #expect(screen.rows.allSatisfy { $0.font?.family == "Typecase Fixture Sans" && $0.accessory == .detailButton })
    #expect(screen.rows.allSatisfy { $0.detailLabel == "Details of \($0.text)" })
  }

  @Test func activatingASingleFaceFamilyDoesNotNavigate() {
    #expect(model.activate(rowID: "Fixture Display") == .nothing)
    #expect(model.stack == [.families])
  }

  @Test func duplicatesAreToldApartByFormatAndFile() throws {
    model.activate(rowID: "Fixture Serif")
    let rows = try #require(model.screen(for: model.current)).rows
    #expect(rows.count == 2)
    #expect(Set(rows.map(\.text)) == ["FixtureSerif-Regular"])
    #expect(Set(rows.compactMap(\.detail)) == ["Regular · CFF", "Regular · TrueType"])
    #expect(Set(rows.map(\.id)).count == 2)
  }

  @Test func backReturnsToTheSameSearchAndRow() {
    model.setSearch("fixture m")
    #expect(firstScreen.rows.map(\.text) == ["Fixture Mincho", "Fixture Mono"])
    #expect(firstScreen.subtitle == "2 of 6")
    model.activate(rowID: "Fixture Mono")
    #expect(model.back())
    #expect(model.stack == [.families])
    #expect(model.search == "fixture m")
    #expect(firstScreen.rows.map(\.text) == ["Fixture Mincho", "Fixture Mono"])
    #expect(model.lastChosenRow[.families] == "Fixture Mono")
    #expect(!model.back())
  }

  /// A face's full name typed ("Typecase Fixture Sans Bold Italic", as a font menu gives it),
  /// or its first letters, finds its family; a style the family has no font of finds nothing
  /// (full names found nothing).
  @Test func searchFindsTheFamilyOfAFullName() {
    for search in ["Typecase Fixture Sans Bold Italic", "typecase fixture sans bo", "TypecaseFixtureSansItalic"] {
      model.setSearch(search)
      #expect(firstScreen.rows.map(\.text) == ["Typecase Fixture Sans"], "\(search)")
    }
    model.setSearch("Typecase Fixture Sans Black")
    #expect(firstScreen.rows.isEmpty)
  }

  @Test func searchFindsLocalizedNames() {
    model.setSearch("나눔")
    #expect(firstScreen.rows.map(\.text) == ["NanumFixture"])
    model.setSearch("zzz")
    #expect(firstScreen.rows.isEmpty)
    #expect(firstScreen.emptyText == "No family matches “zzz”")
  }

  /// A search that finds no family names the nearest ("Fixture Monp": Fixture Mono), as
  /// `families --search` does; a newcomer's typo found nothing, with no word of what was meant.
  @Test func aSearchThatFindsNothingNamesTheNearestFamilies() {
    model.setSearch("Fixture Monp")
    #expect(firstScreen.rows.isEmpty)
    #expect(
      firstScreen.emptyText?.hasPrefix("No family matches “Fixture Monp”\n\nDid you mean “Fixture Mono”") == true,
      "\(firstScreen.emptyText ?? "")")
  }

  /// The window hands the fonts over before their search index (built after, off the main
  /// thread): a search typed before the index comes finds what it finds with it, and the index
  /// coming later changes nothing.
  @Test func aSearchTypedBeforeTheSearchIndexComesFindsItsFamilies() throws {
    let fonts = try FontSource.load().families
    let waiting = TypecaseModel()
    waiting.setFonts(fonts.map(FamilySummary.init), faces: { name in fonts.first { $0.name == name } })
    waiting.setSearch("fixture m")
    #expect(waiting.screen(for: .families)?.rows.map(\.text) == ["Fixture Mincho", "Fixture Mono"])
    waiting.setSearchIndex(FamilySearchIndex(names: fonts.map { _ in ["Fixture Mono"] }))
    waiting.setSearch("nanum")
    #expect(waiting.screen(for: .families)?.rows.map(\.text) == ["NanumFixture"])
  }

  /// A search finding only bitmap families, which the list leaves out, says so under "No
  /// family matches" (it said nothing, where `faces` names them as bitmap fonts); a search
  /// that finds none says nothing of them.
  @Test func aSearchFindingOnlyBitmapFamiliesSaysTheyAreNotListed() {
    model.setNameChecks(FamilyNameChecks(unlistedBitmapFamilies: ["Fixed", "Terminus"]))
    model.setSearch("termi")
    #expect(firstScreen.rows.isEmpty)
    #expect(
      firstScreen.emptyText
        == "No family matches “termi”\n\n1 family of bitmap fonts that cannot be scaled is not listed (Terminus): Typecase lists scalable fonts; fc-list :scalable=false lists it"
    )
    model.setSearch("zzz")
    #expect(firstScreen.emptyText == "No family matches “zzz”")
    // Found beside listed families, they are said under the list.
    model.setSearch("fi")
    #expect(!firstScreen.rows.isEmpty)
    #expect(firstScreen.sections.first?.footer?.hasPrefix("1 family of bitmap fonts") == true)
  }

  /// Under the Bitmap filter alone, the list (of bitmap fonts that scale: color emoji) says
  /// which bitmap families it leaves out, as `families --format bitmap` does.
  @Test func theBitmapFilterSaysWhichBitmapFamiliesAreNotListed() {
    let row = Row(id: "Noto Color Emoji", text: "Noto Color Emoji", accessibleLabel: "Noto Color Emoji")
    let listed = FontScreens.families(
      rows: [row], total: 9, search: "", unlistedBitmaps: ["Fixed", "Terminus"], localizer: .english)
    #expect(
      listed.sections.first?.footer
        == "2 families of bitmap fonts that cannot be scaled are not listed (Fixed, Terminus): Typecase lists scalable fonts; fc-list :scalable=false lists them"
    )
    let none = FontScreens.families(rows: [row], total: 9, search: "", localizer: .english)
    #expect(none.sections.first?.footer == nil)
  }

  @Test func previewSettingsChangeTheLists() throws {
    model.setSettings(SettingsValues(stored: ["preview-size": "32", "preview-text": "pangram"]))
    let row = try #require(firstScreen.rows.first)
    #expect(row.font?.points == 32)
    #expect(row.text == "The quick brown fox jumps over the lazy dog")
    #expect(row.detail == "Fixture Display")
    #expect(row.accessibleLabel == "Fixture Display")
    model.setSettings(SettingsValues(stored: ["preview-text": "custom", "preview-custom-text": "Hamburgefonstiv"]))
    #expect(firstScreen.rows.first?.text == "Hamburgefonstiv")
  }

  /// The rows are made once and reused while searching; what changes them (name samples, the
  /// language, new fonts) makes them anew.
  @Test func rowsFollowSamplesLanguageAndFontsAfterASearch() throws {
    model.setSettings(SettingsValues(stored: ["preview-text": "pangram"]))
    model.setSearch("fixture")
    #expect(firstScreen.rows.first?.text == "The quick brown fox jumps over the lazy dog")
    model.setNameChecks(FamilyNameChecks(samples: ["Fixture Display": "ABC"]))
    model.setSearch("")
    let display = try #require(firstScreen.rows.first { $0.id == "Fixture Display" })
    #expect(display.text == "Fixture Display")
    #expect(display.detail == "ABC")
    model.setSettings(SettingsValues(stored: ["preview-text": "pangram", "language": "ja"]))
    #expect(firstScreen.rows.first { $0.id == "Fixture Mono" }?.text != "The quick brown fox jumps over the lazy dog")
    model.setCatalog(FontCatalog(faces: [FontFace(family: "Other", location: FontLocation(file: "/x.ttf"))]))
    #expect(firstScreen.rows.map(\.id) == ["Other"])
  }

  /// A family that cannot draw its name shows on its page what its row shows in the list: its
  /// sample, drawn in each face, with the face's name beside it in the interface font (the
  /// PostScript names were drawn in whatever font had Latin letters, without a word).
  @Test func aFamilyThatCannotDrawItsNameShowsItsSampleOnItsPage() throws {
    let sample = "漢字かな"
    model.setNameChecks(FamilyNameChecks(samples: ["Fixture Mincho": sample]))
    let screen = try #require(model.screen(for: .family("Fixture Mincho")))
    let row = try #require(screen.rows.first)
    #expect(row.text == sample)
    #expect(row.detail?.hasPrefix("FixtureMincho-Regular · ") == true, "\(row.detail ?? "")")
    #expect(row.font?.family == "Fixture Mincho")
    #expect(row.accessibleLabel == "FixtureMincho-Regular")
    // A family that draws its name is drawn by name, as before.
    let sans = try #require(model.screen(for: .family("Typecase Fixture Sans")))
    #expect(sans.rows.map(\.text).allSatisfy { $0.hasPrefix("TypecaseFixtureSans-") })
  }

  /// A named instance's row is drawn at the instance's coordinates, every axis set: Pango drew
  /// it by weight alone, so the italic instances of a font with a slant axis were upright.
  ///
  /// The variable font as a whole and static faces set none.
  @Test func aNamedInstancesRowIsDrawnAtItsCoordinates() throws {
    let file = "/fonts/Lab.var.ttf"
    let italic = [AxisCoordinate(tag: "wght", value: 100), AxisCoordinate(tag: "slnt", value: -10)]
    let faces = [
      FontFace(
        family: "Lab", style: "Variable", location: FontLocation(file: file), format: "TrueType",
        variation: .variableFont([
          VariationAxis(tag: "wght", name: "Weight", minimum: 100, defaultValue: 400, maximum: 900),
          VariationAxis(tag: "slnt", name: "Slant", minimum: -10, defaultValue: 0, maximum: 0),
        ])),
      FontFace(
        family: "Lab", style: "Thin Italic", postScriptName: "Lab-ThinItalic",
        traits: FontTraits(weight: 100, slant: 100), location: FontLocation(file: file, index: 2 << 16),
        format: "TrueType", variation: .namedInstance(italic)),
      FontFace(family: "Lab", style: "Bold", postScriptName: "Lab-Bold", location: FontLocation(file: "/fonts/b.ttf")),
    ]
    let screen = FontScreens.family(
      FontFamily(name: "Lab", faces: faces), preview: PreviewStyle(settings: SettingsValues()), localizer: .english)
    let variations = Dictionary(
      uniqueKeysWithValues: screen.rows.map { ($0.accessibleLabel, $0.font?.variations ?? []) })
    #expect(variations == ["Lab Variable": [], "Lab-ThinItalic": italic, "Lab-Bold": []], "\(variations)")
    // Asked for upright, the axis slanting it: asked for as italic, Pango slanted it again.
    let thinItalic = screen.rows.first { $0.accessibleLabel == "Lab-ThinItalic" }
    #expect(thinItalic?.font?.traits.slantStyle == .roman)
    // From its own file, as its page is: asked for by family, traits and coordinates, another
    // file of the family drew it (Inter.var.ttf's Inter-Italic came upright from
    // Inter-roman.var.ttf). Static faces come from the family's fonts.
    let locations = Dictionary(uniqueKeysWithValues: screen.rows.map { ($0.accessibleLabel, $0.font?.location) })
    #expect(
      locations == [
        "Lab Variable": nil, "Lab-ThinItalic": FontLocation(file: file, index: 2 << 16), "Lab-Bold": nil,
      ], "\(locations)")
  }

  /// A family that cannot draw its name shows a sample of its characters in each row, but not
  /// in the row of a face Pango cannot draw (a Type 1 font): drawn in the interface's font, the
  /// sample read as other characters ("ABCDEFGH" for D050000L's dingbats).
  ///
  /// That row is named by the face's PostScript name, as other Type 1 rows are.
  @Test func aTypeOneFaceOfASymbolFamilyIsNamedNotSampled() {
    let faces = [
      FontFace(
        family: "Dings", style: "Regular", postScriptName: "Dings", location: FontLocation(file: "/fonts/Dings.otf"),
        format: "CFF"),
      FontFace(
        family: "Dings", style: "Regular", postScriptName: "Dings", location: FontLocation(file: "/fonts/Dings.t1"),
        format: "Type 1"),
    ]
    let screen = FontScreens.family(
      FontFamily(name: "Dings", faces: faces), preview: PreviewStyle(settings: SettingsValues()), nameSample: "✡✢✣",
      localizer: .english)
    #expect(screen.rows.map(\.text) == ["✡✢✣", "Dings"])
    #expect(screen.rows.map { $0.font == nil } == [false, true])
  }

  /// Issue 7: a variable font listed as a whole is named "FAMILY (Variable)" and says what its
  /// axes span; its instances go by their own PostScript names.
  @Test func aVariableFontsRowSummarizesItsAxes() throws {
    let file = "/fonts/Inter.var.ttf"
    model.setCatalog(
      FontCatalog(faces: [
        FontFace(
          family: "Inter", style: "Variable", fullName: "Inter (Variable)", location: FontLocation(file: file),
          format: "TrueType", variationSummary: "wght 100–900 · slnt −10–0"),
        FontFace(
          family: "Inter", style: "Thin", postScriptName: "Inter-Thin",
          location: FontLocation(file: file, index: 1 << 16), format: "TrueType"),
      ]))
    model.activate(rowID: "Inter")
    let rows = try #require(model.screen(for: model.current)).rows
    #expect(rows.map(\.text) == ["Inter (Variable)", "Inter-Thin"])
    #expect(rows.first?.detail == "Variable · wght 100–900 · slnt −10–0 · TrueType")
    #expect(rows.last?.detail == "Thin · TrueType")
  }

  @Test func aVanishedFamilysPageCloses() throws {
    model.activate(rowID: "Fixture Mono")
    let catalog = FontCatalog(faces: [FontFace(family: "Other", location: FontLocation(file: "/x.ttf"))])
    model.setCatalog(catalog)
    #expect(model.stack == [.families])
  }

  /// A face's page whose file goes while another file holds the same face (a copy in the
  /// user's fonts folder removed, one installed for everyone left) stays, on the other copy:
  /// it closed saying the font was no longer installed.
  ///
  /// With no copy left, it closes. What the user did on the page goes on with it (the text
  /// typed was lost).
  @Test func aFacesPageMovesToTheCopyThatStays() throws {
    func face(_ file: String) -> FontFace {
      FontFace(family: "Dup", style: "Bold", postScriptName: "Dup-Bold", location: FontLocation(file: file))
    }
    let other = FontFace(
      family: "Dup", style: "Regular", postScriptName: "Dup-Regular", location: FontLocation(file: "/r.ttf"))
    model.setCatalog(FontCatalog(faces: [face("/home/fonts/Dup-Bold.ttf"), face("/usr/fonts/Dup-Bold.ttf"), other]))
    model.open([.families, .family("Dup"), .face(FaceReference(face("/home/fonts/Dup-Bold.ttf")))])
    #expect(model.faceScreen(for: model.current) != nil)
    #expect(model.changeFacePage(model.current) { $0.sample = "my test text" })
    model.setCatalog(FontCatalog(faces: [face("/usr/fonts/Dup-Bold.ttf"), other]))
    #expect(model.stack == [.families, .family("Dup"), .face(FaceReference(face("/usr/fonts/Dup-Bold.ttf")))])
    #expect(model.faceScreen(for: model.current)?.sample == "my test text")
    model.setCatalog(FontCatalog(faces: [other]))
    #expect(model.stack == [.families, .family("Dup")])
  }

  @Test func loadingScreenSaysSo() {
    let empty = TypecaseModel()
    #expect(empty.screen(for: .families)?.subtitle == "Loading fonts…")
    #expect(empty.screen(for: .families)?.emptyText == nil)
    #expect(empty.screen(for: .family("X")) == nil)
  }
}

/// Rows show control characters in names escaped; their ids keep the exact names (issue 10.3).
@Suite struct ControlCharacterRowTests {
  /// A face's PostScript name searched for finds its family, as developers paste those names
  /// ("DejaVuSans-Bold" found nothing); text that is no such name still finds nothing.
  @Test func aPostScriptNameSearchedForFindsItsFamily() throws {
    FixtureFonts.activate()
    let model = TypecaseModel()
    let catalog = try FontSource.load()
    model.setFonts(
      catalog.families.map(FamilySummary.init), searchIndex: FamilySearchIndex(families: catalog.families),
      faces: { name in catalog.families.first { $0.name == name } },
      faceNamed: { name in
        catalog.families.lazy.flatMap(\.faces).first { $0.postScriptName?.lowercased() == name.lowercased() }
          .map(FaceReference.init)
      })
    model.setSearch("fixturemono-bold")
    #expect(try #require(model.screen(for: .families)).rows.map(\.id) == ["Fixture Mono"])
    model.setSearch("FixtureMono-Nothing")
    #expect(try #require(model.screen(for: .families)).rows.isEmpty)
    model.setSearch("Fixture Mono")
    #expect(try #require(model.screen(for: .families)).rows.map(\.id) == ["Fixture Mono"])
  }

  @Test func rowsEscapeNamesAndKeepExactIDs() throws {
    let model = TypecaseModel()
    let names = ["Line\nBreak Sans", "\u{1B}[31mRed Sans", "Plain Sans"]
    let families = names.map { FamilySummary(name: $0, faceCount: 1) }
    model.setFonts(families, searchIndex: FamilySearchIndex(names: families.map(\.allNames)), faces: { _ in nil })
    let rows = try #require(model.screen(for: .families)).rows
    #expect(rows.map(\.text).sorted() == ["Line\\nBreak Sans", "Plain Sans", "\\x1b[31mRed Sans"].sorted())
    #expect(Set(rows.map(\.id)) == Set(names))
    #expect(rows.allSatisfy { !$0.text.unicodeScalars.contains { $0.properties.generalCategory == .control } })
    // Ctrl+C copies the exact name, as code needs it.
    #expect(Set(rows.compactMap(\.copiedName)) == Set(names))
  }

  /// Ctrl+C on a font row copies the name code finds it by: its PostScript name, and for a
  /// variable font listed as a whole its file's (name ID 6), not Typecase's "Lab (Variable)".
  @Test func fontRowsCopyTheNameCodeFindsThemBy() throws {
    let file = FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureVariable-VF.ttf").path
    let faces = [
      FontFace(
        family: "Lab", style: "Variable", fullName: "Lab (Variable)", location: FontLocation(file: file),
        format: "TrueType",
        variation: .variableFont([
          VariationAxis(tag: "wght", name: "Weight", minimum: 100, defaultValue: 400, maximum: 900)
        ])),
      FontFace(family: "Lab", style: "Bold", postScriptName: "Lab-Bold", location: FontLocation(file: "/fonts/b.ttf")),
    ]
    let screen = FontScreens.family(
      FontFamily(name: "Lab", faces: faces), preview: PreviewStyle(settings: SettingsValues()), localizer: .english)
    let copied = Dictionary(uniqueKeysWithValues: screen.rows.map { ($0.text, $0.copiedName) })
    #expect(copied == ["Lab (Variable)": "FixtureVariable-Regular", "Lab-Bold": "Lab-Bold"], "\(copied)")
  }
}

extension TypecaseModel {
  /// Installs a catalog whose faces are all known, as the window installs a font library.
  func setCatalog(_ catalog: FontCatalog) {
    setFonts(
      catalog.families.map(FamilySummary.init), searchIndex: FamilySearchIndex(families: catalog.families),
      faces: { name in catalog.families.first { $0.name == name } },
      faceNamed: { name in
        catalog.families.lazy.flatMap(\.faces).first { $0.displayName == name }.map(FaceReference.init)
      })
  }
}
