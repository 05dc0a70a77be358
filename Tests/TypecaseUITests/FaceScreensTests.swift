import FixtureSupport
import Foundation
import Testing
import TypecaseCore

@testable import TypecaseUI

/// The face page's behaviour (issue 7), decided in the model: how it is reached, what it shows,
/// and what the sliders, switches and character search do.
@Suite struct FaceScreensTests {
  /// A registered axis the font calls by its registered name is named in the interface
  /// language (the slider said "Weight" in Japanese); a name of the font's own stays.
  @Test func registeredAxesAreNamedInTheInterfaceLanguage() {
    func axis(_ tag: String, _ name: String) -> AxisControl {
      AxisControl(tag: tag, name: name, range: 0...1000, defaultValue: 400, value: 400)
    }
    let japanese = Localizer(language: .japanese)
    let korean = Localizer(language: .korean)
    #expect(FaceScreens.axisName(axis("wght", "Weight"), japanese) == "ウェイト")
    #expect(FaceScreens.axisName(axis("opsz", "Optical Size"), korean) == "광학 크기")
    #expect(FaceScreens.axisName(axis("wght", "Weight"), .english) == "Weight")
    #expect(FaceScreens.axisName(axis("wght", "Heaviness"), japanese) == "Heaviness")
    #expect(FaceScreens.axisName(axis("GRAD", "Grade"), japanese) == "Grade")
  }

  /// A slider steps by whole units over a wide axis, finer over narrow ones, and by whole
  /// units over `ital`, upright at 0 and italic at 1 (it stepped by 0.01).
  @Test func anItalicAxisStepsFromUprightToItalic() {
    func step(_ tag: String, _ range: ClosedRange<Double>) -> Double {
      AxisControl(tag: tag, name: tag, range: range, defaultValue: range.lowerBound, value: range.lowerBound).step
    }
    #expect(step("ital", 0...1) == 1)
    #expect(step("wght", 100...900) == 1)
    #expect(step("slnt", -10...0) == 0.1)
    #expect(step("CASL", 0...1) == 0.01)
  }

  /// A face leaning on its `slnt` axis is asked of Pango upright, the coordinate slanting it
  /// (asked for as italic, it was slanted twice); with an `ital` axis, or no axis, it keeps its
  /// own slant.
  @Test func aFaceLeaningOnItsSlantAxisIsAskedForUpright() {
    let italic = FontTraits(weight: 100, slant: 100)
    let location = FontLocation(file: "/fonts/Lab.var.ttf")
    func font(_ axes: [(tag: String, value: Double)]) -> FaceFont {
      FaceFont(family: "Lab", traits: italic, location: location, variations: axes, features: [])
    }
    #expect(font([("wght", 100), ("slnt", -10)]).requestedTraits.slantStyle == .roman)
    #expect(font([("wght", 100), ("slnt", 0)]).requestedTraits.slantStyle == .roman)
    #expect(font([("wght", 100), ("slnt", -10), ("ital", 1)]).requestedTraits.slantStyle == .italic)
    #expect(font([]).requestedTraits.slantStyle == .italic)
  }

  let model: TypecaseModel

  init() throws {
    FixtureFonts.activate()
    model = TypecaseModel()
    model.setCatalog(try FontSource.load())
    model.readFace = { Self.variableDetails($0.location) }
  }

  /// Has the model read every face as `variableDetails` says it, changed by `edit`.
  func readVariableFaces(_ edit: @escaping (inout FaceDetails) -> Void) {
    model.readFace = { face in
      var details = Self.variableDetails(face.location)
      edit(&details)
      return details
    }
  }

  /// What a variable face's file says (made here: the model only arranges what the reader
  /// gives; the reader is tested against real fonts in Core).
  static func variableDetails(_ location: FontLocation) -> FaceDetails {
    var details = FaceDetails(location: location, family: "Typecase Fixture Sans", style: "Bold")
    details.fullName = "Typecase Fixture Sans Bold"
    details.postScriptName = "TypecaseFixtureSans-Bold"
    details.version = "Version 1.000"
    details.license = "CC0"
    details.licenseURL = "https://example.org/cc0"
    details.designer = "Ada"
    details.designerURL = "www.ada.example.com"
    details.trademark = "Fixture is a trademark of nobody."
    details.axes = [
      VariationAxis(tag: "wght", name: "Weight", minimum: 100, defaultValue: 400, maximum: 900),
      VariationAxis(tag: "GRAD", name: "Grade", minimum: -50, defaultValue: 0, maximum: 50),
      VariationAxis(tag: "XHGT", name: "Hidden", minimum: 0, defaultValue: 0, maximum: 1, isHidden: true),
    ]
    details.namedInstances = [
      NamedInstance(name: "Thin", postScriptName: "Fixture-Thin", coordinates: [("wght", 100), ("GRAD", 0)]),
      NamedInstance(name: "Bold", postScriptName: "Fixture-Bold", coordinates: [("wght", 700), ("GRAD", 0)]),
    ]
    details.features = [
      LayoutFeature(tag: "liga", name: "Standard Ligatures", table: "GSUB", isOnByDefault: true),
      LayoutFeature(tag: "smcp", name: "Small Capitals", table: "GSUB", isOnByDefault: false),
      LayoutFeature(tag: "kern", name: "Kerning", table: "GPOS", isOnByDefault: true),
    ]
    details.characters = Array("ABCabcé€".unicodeScalars).sorted { $0.value < $1.value }
    details.languages = ["en", "fr"]
    return details
  }

  /// The top screen's face page.
  var face: FaceScreen {
    get throws { try #require(model.faceScreen(for: model.current)) }
  }

  /// A face page carries its family's star: starring from it stars the family, as its row
  /// and its family page show.
  ///
  /// The page's Embedding says the limits beside the permission ("Installable" alone read as
  /// though a bitmap-only font's outlines could go into a document), and just the permission
  /// when there are none.
  @Test func embeddingSaysItsLimits() {
    var details = FaceDetails(location: FontLocation(file: "/fonts/A.ttf"), family: "A", style: "Regular")
    details.embedding = .installable
    func embedding() -> String? {
      FaceScreens.detailEntries(details, localizer: .english).first { $0.id == "embedding" }?.value
    }
    #expect(embedding() == "Installable")
    details.embeddingLimits = EmbeddingLimit.limits(fsType: 0x0304)
    details.embedding = .previewAndPrint
    #expect(embedding() == "Preview & Print, no subsetting, bitmap only")
    // With the bits as the font has them: several permissions (0x000C) read like one.
    details.fsType = 0x030C
    #expect(embedding() == "Preview & Print, no subsetting, bitmap only · fsType 0x030C")
  }

  /// A face whose file cannot be read marks nothing as lacking: its page says the file cannot
  /// be read, and its sample and figures were all marked, the sample's letters said to be "in
  /// no installed font" though other fonts drew them.
  ///
  /// Its previews are drawn in the interface's font, and said to be (they were boxes); it is
  /// titled as fontconfig names it (it was titled with its family's name), and its empty grid
  /// says why it is empty (it said no character matched "").
  @Test func aFaceThatCannotBeReadMarksNothingAsLacking() throws {
    model.readFace = { face in
      var details = FaceDetails(location: face.location, family: face.family, style: "Regular")
      details.problems = [tr("the file cannot be read: permission denied")]
      return details
    }
    model.activate(rowID: "Typecase Fixture Sans")
    let rows = try #require(model.screen(for: model.current)).rows
    model.activate(rowID: try #require(rows.first).id)
    let page = try face
    #expect(page.problems.contains("the file cannot be read: permission denied"), "\(page.problems)")
    #expect(page.sampleGaps.isEmpty, "\(page.sampleGaps)")
    #expect(page.figuresGaps.isEmpty && page.figuresNote == nil)
    #expect(page.drawsInInterfaceFont)
    #expect(page.problems.contains("The previews below are in the interface's font"), "\(page.problems)")
    #expect(page.title == "Typecase Fixture Sans Regular")
    // So is the name the window gives it elsewhere (the specimen's file name).
    #expect(model.title(of: model.current) == "Typecase Fixture Sans Regular")
    #expect(page.titles.noCharacters == "No character could be read from this font")
  }

  /// A face that was read is drawn in itself.
  @Test func aFaceThatWasReadIsDrawnInItself() throws {
    model.activate(rowID: "Typecase Fixture Sans")
    let rows = try #require(model.screen(for: model.current)).rows
    model.activate(rowID: try #require(rows.first).id)
    let page = try face
    #expect(!page.drawsInInterfaceFont)
    #expect(!page.problems.contains("The previews below are in the interface's font"), "\(page.problems)")
  }

  @Test func aFacePageStarsItsFamily() throws {
    model.activate(rowID: "Typecase Fixture Sans")
    let rows = try #require(model.screen(for: model.current)).rows
    let bold = try #require(rows.first { $0.text == "TypecaseFixtureSans-Bold" })
    model.activate(rowID: bold.id)
    let star = try #require(try face.star)
    #expect(star.family == "Typecase Fixture Sans")
    #expect(!star.isStarred && star.label == "Star Typecase Fixture Sans")
    model.setStarred(star.family, true)
    #expect(try face.star?.isStarred == true)
    #expect(try face.star?.label == "Unstar Typecase Fixture Sans")
    #expect(model.screen(for: .family("Typecase Fixture Sans"))?.star?.isStarred == true)
  }

  @Test func activatingAFaceRowOpensItsPage() throws {
    model.activate(rowID: "Typecase Fixture Sans")
    let rows = try #require(model.screen(for: model.current)).rows
    let bold = try #require(rows.first { $0.text == "TypecaseFixtureSans-Bold" })
    let activation = model.activate(rowID: bold.id)
    guard case .pushed(.face(let reference)) = activation else {
      Issue.record("activating a face row did \(activation)")
      return
    }
    #expect(reference.family == "Typecase Fixture Sans")
    #expect(reference.location.map { $0.file + "#" + String($0.index) } == bold.id)
    #expect(model.stack.count == 3)
    #expect(try face.title == "Typecase Fixture Sans Bold")
    #expect(try face.subtitle == "Typecase Fixture Sans")
    #expect(model.backTitle == "Typecase Fixture Sans")
    #expect(model.screen(for: model.current)?.title == "Typecase Fixture Sans Bold")
  }

  /// A face whose full name is its family's name (DejaVu Sans Book's is "DejaVu Sans") has its
  /// style under the title: the header read "DejaVu Sans" twice.
  @Test func aFaceNamedAsItsFamilyHasItsStyleUnderItsName() throws {
    model.readFace = { face in
      var details = FaceDetails(location: face.location, family: "Fixture Display", style: "Book")
      details.fullName = "Fixture Display"
      return details
    }
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.title == "Fixture Display")
    #expect(try face.subtitle == "Book")
  }

  /// A variable font listed as a whole has the name its row has for title ("Inter (Variable)",
  /// the family under it): its page and its default instance's were both "Inter / Regular",
  /// the name table's full name being the family's.
  @Test func aVariableFontAsAWholeIsTitledAsItsRow() throws {
    let file = "/fonts/Inter.var.ttf"
    let axes = [VariationAxis(tag: "wght", name: "Weight", minimum: 100, defaultValue: 400, maximum: 900)]
    model.setCatalog(
      FontCatalog(faces: [
        FontFace(
          family: "Inter", style: "Variable", fullName: "Inter (Variable)", location: FontLocation(file: file),
          format: "TrueType", variation: .variableFont(axes)),
        FontFace(
          family: "Inter", style: "Regular", fullName: "Inter", postScriptName: "Inter-Regular",
          location: FontLocation(file: file), format: "TrueType"),
      ]))
    readVariableFaces { details in
      details.family = "Inter"
      details.style = "Regular"
      details.fullName = "Inter"
      details.postScriptName = "Inter-Regular"
    }
    model.activate(rowID: "Inter")
    let rows = try #require(model.screen(for: model.current)).rows
    #expect(rows.map(\.text) == ["Inter (Variable)", "Inter-Regular"])
    model.activateDetail(rowID: rows[0].id)
    #expect(try face.title == "Inter (Variable)")
    #expect(try face.subtitle == "Inter")
    #expect(model.back())
    model.activateDetail(rowID: rows[1].id)
    #expect(try face.title == "Inter")
    #expect(try face.subtitle == "Regular")
  }

  /// Moved to another instance, a face named as its family has the family under the new
  /// title, not its own style: "Inter Black" read "Regular" under it.
  @Test func aFaceNamedAsItsFamilyMovedToAnInstanceHasTheFamilyUnderIt() throws {
    readVariableFaces { details in
      details.family = "Fixture Display"
      details.style = "Regular"
      details.fullName = "Fixture Display"
    }
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.subtitle == "Regular")
    #expect(model.applyInstance(1, on: model.current))
    #expect(try face.title == "Fixture Display Bold")
    #expect(try face.subtitle == "Fixture Display")
  }

  /// A page opened on a named instance (Bold) and moved to the family's default coordinates,
  /// where no instance stands, has the family's name for title and no style under it: it
  /// read "Fixture Display / Bold" over the default weight.
  @Test func anInstanceMovedToTheDefaultsHasNoStyleUnderTheFamilysName() throws {
    readVariableFaces { details in
      details.family = "Fixture Display"
      // The variable font's second named instance: Bold, at weight 700.
      details.location.index = 2 << 16
    }
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.axes.first?.value == 700)
    #expect(try face.subtitle == "Fixture Display")
    model.changeFacePage(model.current) { $0.axisValues = ["wght": 400, "GRAD": 0] }
    let shown = try face
    #expect(shown.title == "Fixture Display", "\(shown.title) / \(shown.subtitle)")
    #expect(shown.subtitle == "")
  }

  /// A specimen exported from a face page draws the text typed into its preview; elsewhere,
  /// the Sample Text setting's (nil: the pangram).
  ///
  /// The typed text was left out.
  @Test func aSpecimenFromAFacePageDrawsTheTypedText() throws {
    #expect(model.specimenText(on: .families) == nil)
    model.activateDetail(rowID: "Fixture Display")
    _ = try face  // the page is read when first shown
    #expect(model.specimenText(on: model.current) == nil)
    model.changeFacePage(model.current) { $0.sample = "Hamburgefonstiv" }
    #expect(model.specimenText(on: model.current) == "Hamburgefonstiv")
    model.setSettings(SettingsValues(stored: ["preview-text": "custom", "preview-custom-text": "Sphinx"]))
    #expect(model.specimenText(on: .families) == "Sphinx")
  }

  /// A specimen exported from a face page is drawn where its sliders stand; elsewhere each
  /// face at its own coordinates.
  ///
  /// The sliders were left out.
  @Test func aSpecimenFromAFacePageIsDrawnAtItsSliders() throws {
    model.activateDetail(rowID: "Fixture Display")
    _ = try face
    #expect(model.specimenAxisValues(on: model.current).isEmpty)
    model.changeFacePage(model.current) { $0.axisValues["wght"] = 650 }
    #expect(model.specimenAxisValues(on: model.current) == ["wght": 650])
    #expect(model.specimenAxisValues(on: .families).isEmpty)
  }

  @Test func theDetailButtonOfAFaceRowOpensTheSamePage() throws {
    model.activate(rowID: "Typecase Fixture Sans")
    let row = try #require(model.screen(for: model.current)?.rows.last)
    #expect(model.activateDetail(rowID: row.id) == .pushed(model.current))
    guard case .face(let reference) = model.current else {
      Issue.record("no face page on top: \(model.current)")
      return
    }
    #expect(reference.location.map { $0.file + "#" + String($0.index) } == row.id)
  }

  @Test func aSingleFaceFamilysDetailButtonOpensItsOnlyFace() throws {
    #expect(model.activate(rowID: "Fixture Display") == .nothing)
    let activation = model.activateDetail(rowID: "Fixture Display")
    guard case .pushed(.face(let reference)) = activation else {
      Issue.record("ⓘ of a single-face family did \(activation)")
      return
    }
    #expect(reference.name == "FixtureDisplay-Regular")
    #expect(reference.location?.file.hasSuffix("FixtureDisplay-Regular.ttf") == true)
    #expect(model.stack == [.families, .face(reference)])
    // Rows without a detail button have no detail to open.
    #expect(model.back())
    #expect(model.activateDetail(rowID: "Typecase Fixture Sans") == .nothing)
  }

  /// Back to the family list from a face page over its family page, in one step, with what
  /// the face page held dropped; from the list itself, nothing happens.
  @Test func backToFamiliesPopsEveryPage() throws {
    #expect(!model.backToFamilies())
    #expect(model.activate(rowID: "Typecase Fixture Sans") == .pushed(.family("Typecase Fixture Sans")))
    guard case .pushed(let face) = model.activate(rowID: model.screen(for: model.stack[1])?.rows.first?.id ?? "") else {
      Issue.record("no face page opened")
      return
    }
    #expect(model.openSettings())
    #expect(model.stack == [.families, .family("Typecase Fixture Sans"), face, .settings])
    #expect(model.backToFamilies())
    #expect(model.stack == [.families])
    #expect(!model.back())
  }

  @Test func pagePathsOpenFacesOverTheirFamily() throws {
    #expect(
      try PagePath.routes(for: "face/TypecaseFixtureSans-Bold")
        == [.families, .face(FaceReference(name: "TypecaseFixtureSans-Bold"))])
    #expect(PagePath.names().contains("face/POSTSCRIPTNAME"))

    let several = TypecaseModel()
    several.reset(to: try PagePath.routes(for: "face/TypecaseFixtureSans-Bold"))
    several.setCatalog(try FontSource.load())
    #expect(several.stack.count == 3)
    #expect(several.stack.prefix(2) == [.families, .family("Typecase Fixture Sans")])
    guard case .face(let reference) = several.current else {
      Issue.record("no face page on top: \(several.stack)")
      return
    }
    #expect(reference.isResolved)
    #expect(reference.location?.file.hasSuffix("TypecaseFixtureSans-Bold.ttf") == true)

    let single = TypecaseModel()
    single.reset(to: try PagePath.routes(for: "face/FixtureDisplay-Regular"))
    single.setCatalog(try FontSource.load())
    #expect(single.stack.count == 2)
    #expect(single.stack.first == .families)

    let unknown = TypecaseModel()
    unknown.reset(to: try PagePath.routes(for: "face/NoSuchFace-Bold"))
    let closed = unknown.setFonts(
      [], searchIndex: FamilySearchIndex(families: [FamilySummary]()), faces: { _ in nil }, faceNamed: { _ in nil })
    #expect(closed == [.face(FaceReference(name: "NoSuchFace-Bold"))])
    #expect(unknown.stack == [.families])
  }

  /// A feature of vertical text says so under its switch: the preview is set horizontally,
  /// and vert drew its vertical forms on their side, vpal changed nothing, unsaid.
  @Test func featuresOfVerticalTextSaySo() throws {
    readVariableFaces { details in
      details.features = [
        LayoutFeature(tag: "vert", name: "Vertical Alternates", table: "GSUB", isOnByDefault: false),
        LayoutFeature(
          tag: "vpal", name: "Proportional Alternate Vertical Metrics", table: "GPOS", isOnByDefault: false),
        LayoutFeature(tag: "palt", name: "Proportional Alternate Widths", table: "GPOS", isOnByDefault: false),
      ]
    }
    model.activateDetail(rowID: "Fixture Mincho")
    #expect(try face.features.map(\.isForVerticalText) == [true, true, false])
    #expect(try face.titles.verticalOnly == "for vertical text (the preview is horizontal)")
  }

  @Test func theFiguresLineFollowsTheTemperatureUnit() throws {
    readVariableFaces { details in
      details.characters = Array("0123456789°CF".unicodeScalars).sorted { $0.value < $1.value }
    }
    model.activateDetail(rowID: "Fixture Mincho")
    model.setSettings(SettingsValues(stored: ["temperature-unit": "celsius"]))
    // No middle dot: spaces part the line.
    #expect(try face.figures == "0123456789   \u{200E}21\u{A0}°C")
    model.setSettings(SettingsValues(stored: ["temperature-unit": "fahrenheit"]))
    #expect(try face.figures == "0123456789   \u{200E}70\u{A0}°F")
  }

  /// The figures line marks what the face lacks, as the sample does (drawn in the face alone,
  /// those characters are boxes); a face without any digit has no figures line (an emoji or
  /// icon font's was a line of boxes).
  @Test func theFiguresLineMarksWhatTheFaceLacks() throws {
    model.setSettings(SettingsValues(stored: ["temperature-unit": "fahrenheit"]))
    // The fixture details have no digits.
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.figures == "")
    #expect(try face.figuresGaps == [])
    #expect(try face.figuresNote == nil)
    _ = model.back()
    readVariableFaces { details in details.characters = Array("01234·°F".unicodeScalars).sorted { $0.value < $1.value }
    }
    model.activateDetail(rowID: "Fixture Mincho")
    // "0123456789 · 70 °F", with a mark before 70: 5 to 9, and the 7 of 70 (14).
    #expect(try face.figures == "0123456789 · \u{200E}70\u{A0}°F")
    #expect(try face.figuresGaps == [5, 6, 7, 8, 9, 14])
    #expect(try face.figuresNote?.hasPrefix("Marked characters are not in ") == true)
    _ = model.back()
    readVariableFaces { details in
      details.characters = Array("0123456789·°C".unicodeScalars).sorted { $0.value < $1.value }
    }
    model.activateDetail(rowID: "Fixture Mincho")
    // "F" lacking, at 18.
    #expect(try face.figures == "0123456789 · \u{200E}70\u{A0}°F")
    #expect(try face.figuresGaps == [18])
    _ = model.back()
    readVariableFaces { details in
      details.characters = Array("0123456789·°CF".unicodeScalars).sorted { $0.value < $1.value }
    }
    _ = model.back()
    model.activateDetail(rowID: "Fixture Mincho")
    #expect(try face.figuresGaps == [])
    #expect(try face.figuresNote == nil)
  }

  /// A face with digits of its own script shows them; without ASCII digits, the temperature is
  /// in its own digits, and only what it lacks besides is marked (a Thai face showed ten boxes,
  /// and never ๐–๙).
  @Test func theFiguresLineShowsTheFacesOwnDigits() throws {
    model.setSettings(SettingsValues(stored: ["temperature-unit": "celsius"]))
    let thai = Array("๐๑๒๓๔๕๖๗๘๙·".unicodeScalars).sorted { $0.value < $1.value }
    readVariableFaces { details in details.characters = thai }
    model.activateDetail(rowID: "Fixture Mincho")
    #expect(try face.figures == "๐๑๒๓๔๕๖๗๘๙ · \u{200E}๒๑\u{A0}°C")
    // Only "°C" is not Thai: the degree sign and the C, at 17 and 18.
    #expect(try face.figuresGaps == [17, 18])
    _ = model.back()
    // With ASCII digits too (most Arabic fonts have both of their own sets).
    let arabic = Array("0123456789٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹·°C".unicodeScalars).sorted { $0.value < $1.value }
    readVariableFaces { details in details.characters = arabic }
    model.activateDetail(rowID: "Fixture Mincho")
    #expect(try face.figures == "0123456789 · \u{200E}٠١٢٣٤٥٦٧٨٩ · \u{200E}۰۱۲۳۴۵۶۷۸۹ · \u{200E}21\u{A0}°C")
    #expect(try face.figuresGaps == [])
    _ = model.back()
    // A script's digits beyond the Basic Multilingual Plane (Adlam), before others the face
    // has; no middle dot, no part of it.
    let adlam = (0x1E950...0x1E959).compactMap(Unicode.Scalar.init) + Array("٠١٢٣٤٥٦٧٨٩".unicodeScalars)
    readVariableFaces { details in details.characters = adlam.sorted { $0.value < $1.value } }
    model.activateDetail(rowID: "Fixture Mincho")
    #expect(try face.figures == "𞥐𞥑𞥒𞥓𞥔𞥕𞥖𞥗𞥘𞥙   \u{200E}٠١٢٣٤٥٦٧٨٩   \u{200E}𞥒𞥑\u{A0}°C")
  }

  /// The sample starts from the Sample Text setting; text typed into it is where the pages
  /// opened next start, that face's or another's, until Sample Text changes (it was gone on the
  /// next page: a text could not be compared across a family's weights).
  @Test func theSampleStartsFromTheSampleTextSettingThenFromTheTextTyped() throws {
    model.setSettings(SettingsValues(stored: ["preview-text": "custom", "preview-custom-text": "Hamburgefonstiv"]))
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.sample == "Hamburgefonstiv")
    model.changeFacePage(model.current) { $0.sample = "Typed" }
    #expect(try face.sample == "Typed")
    // The same page opened again, and another face's.
    model.back()
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.sample == "Typed")
    model.back()
    model.activateDetail(rowID: "Fixture Mincho")
    #expect(try face.sample == "Typed")
    // Not typed here: Escape goes back at once (see `hasTypedSample`); typed here, it does not.
    #expect(!model.hasTypedSample(on: model.current))
    model.changeFacePage(model.current) { $0.sample = "Typed here" }
    #expect(model.hasTypedSample(on: model.current))
    model.changeFacePage(model.current) { $0.sample = "Typed" }
    // Emptied, the next page starts from the setting again.
    model.changeFacePage(model.current) { $0.sample = "" }
    model.back()
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.sample == "Hamburgefonstiv")
    // Typed again, then Sample Text changed: the setting's new text, on the pages opened next
    // and on an open page that only carried the text; a page typed on keeps its own.
    model.changeFacePage(model.current) { $0.sample = "Typed again" }
    model.back()
    model.activateDetail(rowID: "Fixture Mincho")
    #expect(try face.sample == "Typed again")
    model.setSettings(SettingsValues(stored: ["preview-text": "custom", "preview-custom-text": "Sphinx"]))
    #expect(try face.sample == "Sphinx")
    model.changeFacePage(model.current) { $0.sample = "Mine" }
    model.setSettings(SettingsValues(stored: ["preview-text": "custom", "preview-custom-text": "Quartz"]))
    #expect(try face.sample == "Mine")
    model.back()
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.sample == "Quartz")
    // So do pages kept while the fonts are read again.
    model.changeFacePage(model.current) { $0.sample = "Typed last" }
    model.back()
    model.activateDetail(rowID: "Fixture Mincho")
    #expect(try face.sample == "Typed last")
    model.setCatalog(try FontSource.load())
    model.setSettings(SettingsValues(stored: ["preview-text": "custom", "preview-custom-text": "Zephyr"]))
    #expect(try face.sample == "Zephyr")
    // The name, which this made-up face cannot draw (it has "ABCabcé€" alone): its own
    // characters instead (see `aFaceThatCannotDrawItsNameStartsWithItsOwnCharacters`).
    model.setSettings(SettingsValues(stored: ["preview-text": "name"]))
    #expect(try face.sample == "ABCabcé€")
  }

  /// The fonts read again (another program installed one, or fc-cache ran) keep what the user
  /// did on the open face page: the sample typed, the size, the axes and the features (they
  /// went back to the start, and the page was made again around them).
  @Test func fontsReadAgainKeepWhatTheUserDidOnTheOpenFacePage() throws {
    // A copy elsewhere, which the page names once the faces' filter facts are in (the fonts
    // read again come without them: the page lost the line, and was made again twice).
    let catalog = try FontSource.load()
    let display = try #require(catalog.families.first { $0.name == "Fixture Display" }?.faces.first)
    let copy = FaceCopies(
      others: [FontLocation(file: "/elsewhere/FixtureDisplay-Regular.otf")], preferred: display.location,
      removableFiles: [])
    model.familyCopies = { $0 == "Fixture Display" ? [display.location: copy] : [:] }
    model.setFilterIndex(
      FontFilterIndex(
        faces: [], familyCount: catalog.families.count, languageSets: [], hasCharacters: { _, _ in false }))
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.details.contains { $0.id == "copies" })
    model.changeFacePage(model.current) {
      $0.sample = "Zebra"
      $0.points = 51
      $0.axisValues["wght"] = 700
      $0.features["smcp"] = 1
    }
    let before = try face
    #expect(before.sample == "Zebra")
    model.setCatalog(try FontSource.load())
    #expect(try face == before)
    #expect(try face.sample == "Zebra")
    #expect(try face.font.variationsText == "wght=700,GRAD=0")
    // A page opened afresh after that starts afresh (but for the text typed last, which every
    // page opened next starts from).
    model.back()
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.font.variationsText != "wght=700,GRAD=0")
    #expect(try face.sample == "Zebra")
    // Nor does a page closed meanwhile come back with its changes.
    _ = try face
    model.changeFacePage(model.current) { $0.axisValues["wght"] = 700 }
    model.back()
    model.setCatalog(try FontSource.load())
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.font.variationsText != "wght=700,GRAD=0")
  }

  @Test func axesStartAtTheFaceAndMoveWithSlidersAndInstances() throws {
    model.activateDetail(rowID: "Fixture Display")
    // Hidden axes get no slider; the rest start at their defaults.
    #expect(try face.axes.map(\.name) == ["Weight", "Grade"])
    #expect(try face.axes.map(\.value) == [400, 0])
    #expect(try face.axes.first?.range == 100...900)
    #expect(try face.font.variationsText == "wght=400,GRAD=0")
    #expect(try face.instances.map(\.isCurrent) == [false, false])

    model.changeFacePage(model.current) { $0.axisValues["GRAD"] = 25.5 }
    #expect(try face.font.variationsText == "wght=400,GRAD=25.5")
    // Values beyond an axis stay at its end.
    model.changeFacePage(model.current) { $0.axisValues["wght"] = 2000 }
    #expect(try face.axes.first?.value == 900)

    let pageTitle = try face.title
    #expect(model.applyInstance(1, on: model.current))
    #expect(try face.font.variationsText == "wght=700,GRAD=0")
    #expect(try face.instances.map(\.isCurrent) == [false, true])
    // The header names the instance the axes stand at (it named the page's face over it).
    let family = try face.font.family
    #expect(model.applyInstance(0, on: model.current))
    let instance = try #require(try face.instances.first?.name)
    #expect(try face.title == family + " " + instance)
    #expect(pageTitle != family + " " + instance)
    // The details are the page's face's, and say so under another instance's title.
    #expect(
      try face.titles.detailsOf
        == "Of Typecase Fixture Sans Bold, the face this page opened; the preview shows \(family) \(instance)")
    // Between instances, the page's face at the coordinates moved from it, as Pango writes
    // them: it said the page's face's name over other coordinates.
    model.changeFacePage(model.current) { $0.axisValues["GRAD"] = 25.5 }
    #expect(try face.title == family + " @wght=100,GRAD=25.5")
    // Axes at their defaults are left out, as Pango leaves them out.
    model.changeFacePage(model.current) { $0.axisValues["wght"] = 400 }
    #expect(try face.title == family + " @GRAD=25.5")
    // Back where the page started, its face's name.
    model.changeFacePage(model.current) { $0.axisValues = [:] }
    #expect(try face.title == "Typecase Fixture Sans Bold")
    #expect(try face.titles.detailsOf == "")
    #expect(!model.applyInstance(5, on: model.current))
  }

  /// A specimen exported from a face page moved along its axes goes by the page's name for it
  /// (the named instance, or the coordinates): it was named, file and heading, after the face
  /// the page started from.
  @Test func aSpecimenIsNamedAsThePageNamesTheFaceShown() throws {
    model.readFace = { Self.variableDetails($0.location) }
    model.activateDetail(rowID: "Fixture Display")
    let route = model.current
    #expect(model.specimenTitle(on: route) == model.title(of: route))
    #expect(!model.specimenMovesAxes(on: route))
    #expect(model.specimenInstance(on: route) == nil)
    #expect(model.applyInstance(0, on: route))
    #expect(model.specimenTitle(on: route) == "Fixture Display Thin")
    #expect(model.specimenMovesAxes(on: route))
    // The line under the heading names the instance too (it named the face started from).
    #expect(model.specimenInstance(on: route)?.postScriptName == "Fixture-Thin")
    model.changeFacePage(route) { $0.axisValues["wght"] = 250 }
    #expect(model.specimenTitle(on: route) == "Fixture Display @wght=250")
    #expect(model.specimenInstance(on: route) == nil)
  }

  /// An axis whose minimum is its maximum (OpenType allows it) gets no slider: there is nothing
  /// to move, and GTK makes no slider of it (the page crashed).
  @Test func anAxisThatCannotMoveGetsNoSlider() throws {
    readVariableFaces { details in
      details.axes[1] = VariationAxis(tag: "GRAD", name: "Grade", minimum: 0, defaultValue: 0, maximum: 0)
    }
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.axes.map(\.tag) == ["wght"])
  }

  /// A named instance whose coordinates name a hidden axis (no slider) is known as the one the
  /// axes stand at: the page kept its own face's name over Bold Italic, and no instance's
  /// button was ever the current one.
  @Test func aNamedInstanceWithAHiddenAxisIsTheOneShown() throws {
    readVariableFaces { details in
      details.namedInstances = [
        NamedInstance(name: "Italic", postScriptName: "Fixture-Italic", coordinates: [("wght", 400), ("XHGT", 0)]),
        NamedInstance(
          name: "Bold Italic", postScriptName: "Fixture-BoldItalic", coordinates: [("wght", 700), ("XHGT", 0)]),
      ]
    }
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.axes.map(\.name) == ["Weight", "Grade"])
    #expect(try face.instances.map(\.isCurrent) == [true, false])
    #expect(model.applyInstance(1, on: model.current))
    #expect(try face.instances.map(\.isCurrent) == [false, true])
    #expect(try face.title == "Fixture Display Bold Italic")
  }

  /// Until the user types a sample, it names the instance the axes stand at, as the title
  /// does: Bold Italic chosen on Regular's page was drawn reading "Regular".
  ///
  /// Typed text stays.
  @Test func theSampleNamesTheInstanceChosenUntilOneIsTyped() throws {
    readVariableFaces { details in
      // Letters enough to draw the names (the made-up face draws its own few characters).
      details.characters = Array(" ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".unicodeScalars)
    }
    model.setSettings(SettingsValues(stored: ["preview-text": "name"]))
    model.activateDetail(rowID: "Fixture Display")
    let first = try face.sample
    #expect(first == (try face.title))
    #expect(model.applyInstance(0, on: model.current))
    #expect(try face.sample == face.title)
    #expect(try face.sample != first)
    model.changeFacePage(model.current) { $0.sample = "Typed" }
    #expect(model.applyInstance(1, on: model.current))
    #expect(try face.sample == "Typed")
  }

  @Test func copyAsWritesTheFaceWhereTheSlidersStand() throws {
    model.activateDetail(rowID: "Fixture Display")
    let untouched = try #require(try face.copyMenu.choice(id: "css")?.text)
    #expect(!untouched.contains("font-variation-settings"))
    model.changeFacePage(model.current) { $0.axisValues["wght"] = 650 }
    let css = try #require(try face.copyMenu.choice(id: "css")?.text)
    #expect(css.contains(#"font-variation-settings: "wght" 650, "GRAD" 0;"#), "\(css)")
    #expect(try face.copyMenu.choice(id: "pango")?.text.hasSuffix("@wght=650,GRAD=0") == true)
    // Coordinates of no instance: fontconfig's pattern is the variable font at them, not the
    // style the page started from (which fc-match gave at its own weight).
    let pattern = try #require(try face.copyMenu.choice(id: "fontconfig")?.text)
    #expect(pattern.contains(#":variable=true:fontvariations=wght\=650\,GRAD\=0:file="#), "\(pattern)")
    #expect(!pattern.contains("style="), "\(pattern)")
    // Coordinates of a named instance: that instance, by its names.
    model.changeFacePage(model.current) { $0.axisValues["wght"] = 700 }
    #expect(try face.copyMenu.choice(id: "fontconfig")?.text.contains(":style=Bold:file=") == true)
    #expect(try face.copyMenu.choice(id: "swiftui")?.text == #"Font.custom("Fixture-Bold", size: 17)"#)
    // Back where the page started: the face as it is.
    model.changeFacePage(model.current) { $0.axisValues["wght"] = 400 }
    #expect(try face.copyMenu.choice(id: "css")?.text == untouched)
  }

  /// An instance that leans otherwise than the page's face is asked for with its own slant
  /// (Pango's description carried the page's: "Inter Heavy @wght=900,slnt=-10" drew upright
  /// Inter-roman, "Inter Light Italic @…slnt=0" italic Inter-italic).
  ///
  /// Checked against Debian's Inter, as fontconfig lists its instances (slnt −10: slant 100).
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/inter-vf/Inter.var.ttf")))
  func anInstanceLeaningOtherwiseThanThePageIsAskedForWithItsSlant() throws {
    let file = "/usr/share/fonts/truetype/inter-vf/Inter.var.ttf"
    var details = FaceDetails(location: FontLocation(file: file, index: 6 << 16), family: "Inter", style: "Light")
    details.axes = [
      VariationAxis(tag: "wght", name: "Weight", minimum: 100, defaultValue: 400, maximum: 900),
      VariationAxis(tag: "slnt", name: "Slant", minimum: -10, defaultValue: 0, maximum: 0),
    ]
    details.namedInstances = [
      NamedInstance(name: "Light", postScriptName: "Inter-Light", coordinates: [("wght", 300), ("slnt", 0)]),
      NamedInstance(
        name: "Black Italic", postScriptName: "Inter-BlackItalic", coordinates: [("wght", 900), ("slnt", -10)]),
    ]
    func axes(_ weight: Double, _ slant: Double) -> [AxisControl] {
      [
        AxisControl(tag: "wght", name: "Weight", range: 100...900, defaultValue: 400, value: weight),
        AxisControl(tag: "slnt", name: "Slant", range: -10...0, defaultValue: 0, value: slant),
      ]
    }
    let light = FontFace(
      family: "Inter", style: "Light", postScriptName: "Inter-Light", traits: FontTraits(weight: 300),
      location: FontLocation(file: file, index: 6 << 16),
      variation: .namedInstance([AxisCoordinate(tag: "wght", value: 300), AxisCoordinate(tag: "slnt", value: 0)]))
    let blackItalic = FaceScreens.faceAsShown(light, details: details, axes: axes(900, -10))
    #expect(blackItalic.traits.slantStyle == .italic)
    #expect(FaceSnippets(blackItalic).text(.pango) == "Inter Heavy Italic @wght=900,slnt=-10")
    var italicPage = light
    italicPage.traits = FontTraits(weight: 900, slant: 100)
    italicPage.variation = .namedInstance([
      AxisCoordinate(tag: "wght", value: 900), AxisCoordinate(tag: "slnt", value: -10),
    ])
    details.location = FontLocation(file: file, index: 18 << 16)
    details.style = "Black Italic"
    let backUpright = FaceScreens.faceAsShown(italicPage, details: details, axes: axes(300, 0))
    #expect(backUpright.traits.slantStyle == .roman)
    #expect(FaceSnippets(backUpright).text(.pango) == "Inter Light @wght=300,slnt=0")
  }

  /// Started from Bold and moved to no instance's coordinates, the snippets name the font at
  /// its default instance, with the coordinates where the format can say them: SwiftUI named
  /// Bold, which draws at 700.
  @Test func copyAsAtOtherCoordinatesNamesTheDefaultInstance() throws {
    model.readFace = { face in
      var details = Self.variableDetails(FontLocation(file: face.location.file, index: 3 << 16))
      details.namedInstances.insert(
        NamedInstance(name: "Regular", postScriptName: "Fixture-Regular", coordinates: [("wght", 400), ("GRAD", 0)]),
        at: 1)
      return details
    }
    model.activateDetail(rowID: "Fixture Display")
    // Thin, Regular, Bold: the third, Bold.
    #expect(try face.axes.map(\.value) == [700, 0])
    model.changeFacePage(model.current) { $0.axisValues["wght"] = 650 }
    #expect(try face.copyMenu.choice(id: "swiftui")?.text == #"Font.custom("Fixture-Regular", size: 17)"#)
    let css = try #require(try face.copyMenu.choice(id: "css")?.text)
    // Its @font-face loads the file at those coordinates (url() alone: fontconfig, where
    // browsers look local() names up, knows no instance by a name of its own).
    #expect(css.contains("url(") && !css.contains("local(") && css.contains(#""wght" 650"#), "\(css)")
  }

  @Test func aNamedInstanceFaceStartsAtItsCoordinates() throws {
    model.readFace = { face in
      var details = Self.variableDetails(FontLocation(file: face.location.file, index: 2 << 16))
      details.location.index = 2 << 16
      return details
    }
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.axes.map(\.value) == [700, 0])
    #expect(try face.instances.map(\.isCurrent) == [false, true])
    // Not itself variable, as fontconfig and `typecase face` say (the page said "Yes").
    #expect(try face.details.first { $0.id == "variable" }?.value == "A named instance of a variable font")
  }

  /// FontForge's required feature, " RQD", is no OpenType tag: it got a switch of that name.
  @Test func aFeatureWithoutAnOpenTypeTagGetsNoSwitch() throws {
    readVariableFaces { details in
      details.features.append(LayoutFeature(tag: " RQD", name: " RQD", table: "GSUB", isOnByDefault: false))
      details.features.append(LayoutFeature(tag: "ss01", name: "Stylistic Set 1", table: "GSUB", isOnByDefault: false))
    }
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.features.map(\.tag) == ["liga", "smcp", "kern", "ss01"])
    #expect(
      FaceScreens.isOpenTypeTag("cv1 ") && !FaceScreens.isOpenTypeTag(" RQD") && !FaceScreens.isOpenTypeTag("a b "))
  }

  /// A feature in both GSUB and GPOS has one switch that names both tables: it had two rows
  /// that flipped together (Amiri's ss05).
  @Test func aFeatureInBothTablesHasOneSwitch() throws {
    readVariableFaces { details in
      details.features.append(
        LayoutFeature(tag: "ss05", name: "Kasra below Shadda", table: "GSUB", isOnByDefault: false))
      details.features.append(LayoutFeature(tag: "ss05", name: "ss05", table: "GPOS", isOnByDefault: false))
    }
    model.activateDetail(rowID: "Fixture Display")
    let switches = try face.features.filter { $0.tag == "ss05" }
    #expect(switches.map(\.table) == ["GSUB · GPOS"])
    #expect(switches.map(\.name) == ["Kasra below Shadda"])
    model.changeFacePage(model.current) { $0.features["ss05"] = 1 }
    #expect(try face.font.featuresText == "ss05=1")
  }

  /// A feature of several alternates offers them beside its switch, named for a screen
  /// reader; the one picked shapes the preview and goes into what is copied and exported, and
  /// the page keeps it for the face's next visit.
  @Test func aFeatureOfSeveralAlternatesShapesWithTheOnePicked() throws {
    readVariableFaces { details in
      details.features.append(
        LayoutFeature(tag: "cv84", name: "Character Variant 84", table: "GSUB", isOnByDefault: false, alternates: 35))
    }
    model.activateDetail(rowID: "Fixture Display")
    let variant = try #require(try face.features.first { $0.tag == "cv84" })
    #expect(variant.alternates == 35 && variant.value == 0 && !variant.isOn)
    #expect(variant.alternateLabel == "Alternate of Character Variant 84")
    #expect(
      try face.features.first { $0.tag == "smcp" }.map { $0.alternates == 0 && $0.alternateLabel.isEmpty } == true)
    model.changeFacePage(model.current) { $0.features["cv84"] = 5 }
    #expect(try face.features.first { $0.tag == "cv84" }.map { $0.isOn && $0.value == 5 } == true)
    #expect(try face.font.featuresText == "cv84=5")
    #expect(model.specimenFeatures(on: model.current) == ["cv84": 5])
    let css = try #require(try face.copyMenu.choice(id: "css")?.text)
    #expect(css.contains("font-feature-settings: \"cv84\" 5;"), "\(css)")
    // Back to the same face: the alternate picked is kept.
    model.back()
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.font.featuresText == "cv84=5")
  }

  /// The `size` feature gets no switch (it holds the design size, and no lookups: switched, it
  /// changed nothing); the design size is a detail.
  @Test func theSizeFeatureIsADetailNotASwitch() throws {
    readVariableFaces { details in
      details.features.append(LayoutFeature(tag: "size", name: "Optical size", table: "GPOS", isOnByDefault: false))
      details.designSize = DesignSize(points: 12, smallest: 9.5, largest: 120)
    }
    model.activateDetail(rowID: "Fixture Display")
    #expect(try !face.features.contains { $0.tag == "size" })
    #expect(try face.details.first { $0.id == "designSize" }?.value == "12 pt (for 9.5–120 pt)")
  }

  /// A feature of the math script alone is marked, for a dimmed switch that says so: text is
  /// never shaped with it; a MATH table has a row of its own.
  @Test func aFeatureOfTheMathScriptAloneIsMarked() throws {
    readVariableFaces { details in
      details.features.append(
        LayoutFeature(
          tag: "ssty", name: "Math Script-style Alternates", table: "GSUB", isOnByDefault: false,
          isMathScriptOnly: true))
      details.hasMathTable = true
    }
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.features.map(\.isMathScriptOnly) == [false, false, false, true])
    // And its MATH table, which formula layout needs.
    #expect(
      try face.details.first { $0.id == "mathTable" }?.value
        == "MATH table: formulas can be set in it (unicode-math, MathML)")
    #expect(try face.titles.mathScriptOnly == "formulas only (math script)")
  }

  @Test func featureSwitchesStartAsShapingAppliesThem() throws {
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.features.map(\.isOn) == [true, false, true])
    #expect(try face.font.featuresText == "")
    model.changeFacePage(model.current) { $0.features["smcp"] = 1 }
    model.changeFacePage(model.current) { $0.features["liga"] = 0 }
    #expect(try face.features.map(\.isOn) == [false, true, true])
    #expect(try face.font.featuresText == "liga=0,smcp=1")
    // Copy as… says them too, where the format can: it gave the face without them.
    #expect(try face.copyMenu.choice(id: "css")?.text.contains(#"font-feature-settings: "liga" 0, "smcp" 1;"#) == true)
    #expect(
      try face.copyMenu.choice(id: "gtk-css")?.text.contains(#"font-feature-settings: "liga" 0, "smcp" 1;"#) == true)
    #expect(try face.copyMenu.choice(id: "fontconfig")?.text.contains(":fontfeatures=-liga,smcp:") == true)
  }

  /// The switches of a face's page are kept when it closes, for its next visit in the session
  /// (a designer comparing faces set Small Capitals again at each visit), each face's own.
  @Test func featureSwitchesAreKeptForTheFacesNextVisit() throws {
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.font.featuresText == "")
    model.changeFacePage(model.current) { $0.features["smcp"] = 1 }
    model.changeFacePage(model.current) { $0.features["liga"] = 0 }
    model.back()
    #expect(model.stack.last == .families)
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.font.featuresText == "liga=0,smcp=1")
    // Put back as shaping has them, nothing is kept.
    model.changeFacePage(model.current) { $0.features = [:] }
    model.back()
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.font.featuresText == "")
  }

  /// A script's or a direction's feature is on by default for a sample of that script or
  /// direction only, as HarfBuzz shapes it: Terminal Forms said on over Latin text, drawn
  /// without them, and turning them on sent nothing (a script font's swashes unseen).
  @Test func scriptFeaturesStartOnForTheirScriptsOnly() throws {
    readVariableFaces { details in
      for tag in ["fina", "rtlm", "ltra", "half", "ljmo"] {
        details.features.append(LayoutFeature(tag: tag, name: tag, table: "GSUB", isOnByDefault: true))
      }
    }
    model.activateDetail(rowID: "Fixture Display")
    func states() throws -> [String: Bool] {
      Dictionary(try face.features.map { ($0.tag, $0.isOn) }, uniquingKeysWith: { first, _ in first })
    }
    model.changeFacePage(model.current) { $0.sample = "Joe's Bakery" }
    #expect(
      try states() == [
        "liga": true, "smcp": false, "kern": true, "fina": false, "rtlm": false, "ltra": true, "half": false,
        "ljmo": false,
      ])
    #expect(try face.font.featuresText == "")
    model.changeFacePage(model.current) { $0.features["fina"] = 1 }
    #expect(try face.font.featuresText == "fina=1")
    model.changeFacePage(model.current) { $0.features["fina"] = nil }
    model.changeFacePage(model.current) { $0.sample = "سلام हिन्दी \u{1100}\u{1161}" }
    #expect(
      try states() == [
        "liga": true, "smcp": false, "kern": true, "fina": true, "rtlm": true, "ltra": true, "half": true, "ljmo": true,
      ])
    model.changeFacePage(model.current) { $0.features["fina"] = 0 }
    #expect(try face.font.featuresText == "fina=0")
    model.changeFacePage(model.current) { $0.sample = "سلام" }
    #expect(try states()["ltra"] == false)
    model.changeFacePage(model.current) { $0.sample = "0123" }
    #expect(try states()["ltra"] == true)
    // Syllables a font has whole take no jamo features; conjoining jamo do.
    model.changeFacePage(model.current) { $0.sample = "한글" }
    #expect(try states()["ljmo"] == false)
    model.changeFacePage(model.current) { $0.sample = "\u{110B}\u{1161}\u{11EB}" }
    #expect(try states()["ljmo"] == true)
  }

  /// The fraction features are on around a fraction slash, which HarfBuzz draws as a fraction
  /// of itself ("1⁄2": its switches said off, and it could not be turned off), off elsewhere.
  @Test func fractionFeaturesStartOnAroundAFractionSlash() throws {
    readVariableFaces { details in
      for tag in ["frac", "numr", "dnom"] {
        details.features.append(LayoutFeature(tag: tag, name: tag, table: "GSUB", isOnByDefault: false))
      }
    }
    model.activateDetail(rowID: "Fixture Display")
    func isOn(_ tag: String) throws -> Bool? { try face.features.first { $0.tag == tag }?.isOn }
    model.changeFacePage(model.current) { $0.sample = "1/2" }
    #expect(try [isOn("frac"), isOn("numr"), isOn("dnom")] == [false, false, false])
    model.changeFacePage(model.current) { $0.sample = "a\u{2044}b" }
    #expect(try [isOn("frac"), isOn("numr"), isOn("dnom")] == [false, false, false])
    model.changeFacePage(model.current) { $0.sample = "1\u{2044}2" }
    #expect(try [isOn("frac"), isOn("numr"), isOn("dnom")] == [true, true, true])
    model.changeFacePage(model.current) { $0.features["numr"] = 0 }
    #expect(try face.font.featuresText == "numr=0")
    // Fractions switched off takes Numerators and Denominators with it (HarfBuzz drew the
    // fraction with them alone), unless they were switched themselves.
    model.changeFacePage(model.current) {
      $0.features["numr"] = nil
      $0.features["frac"] = 0
    }
    #expect(try [isOn("frac"), isOn("numr"), isOn("dnom")] == [false, false, false])
    let switched = try face.font.featuresText
    #expect(switched == "frac=0,numr=0,dnom=0", "\(switched)")
  }

  @Test func charactersAreFoundByNameCodeOrThemselves() throws {
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.characters.count == 8)
    #expect(try face.characterCount == 8)
    let searches: [(String, String)] = [
      ("U+0041", "A"), ("u+e9", "é"), ("0x20AC", "€"), ("latin small letter", "abcé"), ("euro", "€"),
      ("é", "é"), ("Ab", "Ab"), ("acute", "é"), ("zzz", ""),
    ]
    for (query, expected) in searches {
      model.changeFacePage(model.current) { $0.characterSearch = query }
      #expect(try String(String.UnicodeScalarView(face.characters)) == expected, "\(query)")
    }
    // The count says how many are shown of how many; the empty grid names the search in the
    // quotes every other text uses (it had straight ones).
    #expect(try face.titles.characterCount == "0 of 8 characters")
    #expect(try face.titles.noCharacters == "No character matches “zzz”")
    model.changeFacePage(model.current) { $0.characterSearch = "latin small letter" }
    #expect(try face.titles.characterCount == "4 of 8 characters")
    model.changeFacePage(model.current) { $0.characterSearch = "" }
    #expect(try face.titles.characterCount == "8 characters")
    model.changeFacePage(model.current) { $0.selectedCharacter = "é" }
    #expect(try face.selectedCharacter?.code == "U+00E9")
    #expect(try face.selectedCharacter?.name == "LATIN SMALL LETTER E WITH ACUTE")
    // A search that leaves it out of the grid leaves it out of the line below it too.
    model.changeFacePage(model.current) { $0.characterSearch = "euro" }
    #expect(try face.selectedCharacter == nil)
  }

  @Test func charactersAreNarrowedByUnicodeBlock() throws {
    model.activateDetail(rowID: "Fixture Display")
    let blocks = try face.blocks
    #expect(blocks.map(\.name) == ["Basic Latin", "Latin-1 Supplement", "Currency Symbols"])
    #expect(blocks.map(\.covered) == [6, 1, 1])
    #expect(blocks.first?.title == "Basic Latin — 6 / 128")
    #expect(try face.titles.allBlocks == "All Blocks (8)")
    #expect(try face.selectedBlock == nil)
    model.changeFacePage(model.current) { $0.block = 0x20A0 }
    #expect(try face.selectedBlock == 2)
    #expect(try face.characters == ["€"])
    // A search looks within the block chosen.
    model.changeFacePage(model.current) {
      $0.block = 0x0000
      $0.characterSearch = "small"
    }
    #expect(try String(String.UnicodeScalarView(face.characters)) == "abc")
    // Nothing in the block: the block is named (€ is in another one).
    model.changeFacePage(model.current) { $0.characterSearch = "euro" }
    #expect(try face.characters == [])
    #expect(try face.titles.noCharacters == "No character of Basic Latin matches “euro”")
  }

  /// A name table's web address is a link when it is one: with its scheme, or a host name
  /// without it (opened over HTTPS); other text stays text (a link that opens nothing).
  @Test func webAddressesAreLinksOnlyWhenTheyAreWebAddresses() {
    typealias Kind = DetailEntry.Kind
    #expect(Kind(address: "https://rsms.me/") == .link("https://rsms.me/"))
    #expect(Kind(address: " HTTP://Example.org/a?b=1 ") == .link("HTTP://Example.org/a?b=1"))
    #expect(Kind(address: "www.example.com:8080/fonts") == .link("https://www.example.com:8080/fonts"))
    #expect(Kind(address: "https://xn--80ak6aa92e.xn--p1ai/") == .link("https://xn--80ak6aa92e.xn--p1ai/"))
    #expect(Kind(address: "www.example.com/fonts/") == .link("https://www.example.com/fonts/"))
    // A host with a path, as SIL's fonts write their license's address (it was text).
    #expect(Kind(address: "scripts.sil.org/OFL") == .link("https://scripts.sil.org/OFL"))
    #expect(Kind(address: "https://exa.example.com/\u{202E}gpj.exe") == .text)
    for text in [
      "See the license file", "mailto:a@example.com", "example", ".com", "https://a b", "", nil, "http://",
      "OFL.txt", "1.0", "https://exa\u{0}mple.com", "javascript://example.com/%0Aalert(1)", "file:///etc/passwd",
      "rsms.me", "foundry.example.com", "OFL-1.1.txt", "Version.1.002.otf", "https://-.-.com",
      "https://example.com:port/",
    ] {
      #expect(Kind(address: text) == .text, "\(text ?? "nil")")
    }
  }

  @Test func detailsListWhatTheFontSaysInOrder() throws {
    model.activateDetail(rowID: "Fixture Display")
    let details = try face.details
    #expect(
      details.map(\.id) == [
        "family", "style", "fullName", "postscriptName", "version", "designer", "designerURL", "trademark",
        "license", "licenseURL", "file", "characterCount", "variable",
      ])
    #expect(details.first { $0.id == "licenseURL" }?.kind == .link("https://example.org/cc0"))
    // The designer's address as the font writes it, opened over HTTPS.
    #expect(details.first { $0.id == "designerURL" }?.value == "www.ada.example.com")
    #expect(details.first { $0.id == "designerURL" }?.kind == .link("https://www.ada.example.com"))
    #expect(details.first { $0.id == "trademark" }?.kind == .text)
    let file = try #require(details.first { $0.id == "file" })
    #expect(file.kind == .file(file.value))
    // Listed at index 0 without being the font as a whole (as a default instance is), the
    // face is no variable font itself, but its default instance.
    #expect(details.first { $0.id == "variable" }?.value == "The default instance of a variable font")
    #expect(try face.languages.map(\.code) == ["en", "fr"])
  }

  /// The version shows its number under the label Version ("Version — Version 1.00" read the
  /// word twice), and copies it as shown.
  @Test func theVersionShowsItsNumberAndCopiesItsText() throws {
    #expect(FaceScreens.versionNumber("Version 3.019;git-0a5106e0b") == "3.019;git-0a5106e0b")
    #expect(FaceScreens.versionNumber("version  1.00") == "1.00")
    #expect(FaceScreens.versionNumber("Version ") == "Version ")
    #expect(FaceScreens.versionNumber("2.100") == "2.100")
    #expect(FaceScreens.versionNumber("Versione 2") == "Versione 2")
    readVariableFaces { $0.version = "Version 2.100" }
    model.activateDetail(rowID: "Fixture Display")
    let version = try #require(try face.details.first { $0.id == "version" })
    #expect(version.value == "2.100")
    #expect(version.copiedText == "2.100")
  }

  /// The head table's revision shows under the version only where it says another number:
  /// fontconfig reads it as the version, and prefers the copy where it is highest.
  @Test func theFontRevisionShowsWhereItDiffersFromTheVersion() throws {
    readVariableFaces { $0.fontRevision = "1.000" }
    model.activateDetail(rowID: "Fixture Display")
    #expect(try !face.details.contains { $0.id == "fontRevision" })
    readVariableFaces { $0.fontRevision = "2.000" }
    model.back()
    model.activateDetail(rowID: "Fixture Display")
    let details = try face.details
    let ids = details.map(\.id)
    #expect(ids.firstIndex(of: "fontRevision") == ids.firstIndex(of: "version").map { $0 + 1 })
    #expect(
      details.first { $0.id == "fontRevision" }?.value
        == "2.000, in the head table: fontconfig reads this as the version, and prefers the copy where it is highest")
    // Copied, the number alone, as every row copies its value.
    #expect(details.first { $0.id == "fontRevision" }?.copiedText == "2.000")
  }

  /// The page of a copy programs do not get (an older build beside a newer one) says which file
  /// they get it from, over everything; the page of the copy they get says nothing of it.
  @Test func thePageOfACopyProgramsDoNotGetNamesTheOneTheyGet() {
    let old = FontLocation(file: "/home/u/.local/share/fonts/Kestrel-Regular.ttf")
    let new = FontLocation(file: "/home/u/.local/share/fonts/Kestrel-Regular-v3.ttf")
    var details = FaceDetails(location: old, family: "Kestrel", style: "Regular")
    details.glyphCount = 3
    details.characters = ["A"]
    func problems(_ location: FontLocation, preferred: FontLocation) -> [String] {
      let face = FontFace(family: "Kestrel", style: "Regular", postScriptName: "Kestrel-Regular", location: location)
      let copies = FaceCopies(
        others: [location == old ? new : old], preferred: preferred, removableFiles: [])
      return FaceScreens.face(
        details, face: face, route: .face(FaceReference(face)), state: FacePageState(), settings: SettingsValues(),
        copies: copies, localizer: .english, languageName: { $0 }, shownCharacters: { _, _ in [] }
      ).problems
    }
    #expect(
      problems(old, preferred: new) == [
        "Programs get this font from another file, \(new.file): this page shows the copy in \(old.file)"
      ])
    #expect(problems(new, preferred: new) == [])
  }

  /// A font that maps no character (its cmap missing) says so where the grid would be: it
  /// read `No character matches ""` under an empty search.
  @Test func aFontMappingNoCharacterSaysSo() throws {
    model.readFace = { face in
      var details = FaceDetails(location: face.location, family: "Fixture Display", style: "Regular")
      details.glyphCount = 12
      return details
    }
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.characters.isEmpty)
    #expect(try face.titles.noCharacters == "This font maps no character")
  }

  /// Ctrl+plus and Ctrl+minus step the preview's size through the usual sizes (one between
  /// two steps goes to the nearer one that way), the ends staying; Ctrl+0 goes back to 48.
  @Test func zoomingStepsThroughTheUsualSizes() throws {
    #expect(PreviewZoom.larger.size(from: 48) == 64)
    #expect(PreviewZoom.smaller.size(from: 48) == 36)
    #expect(PreviewZoom.larger.size(from: 50) == 64)
    #expect(PreviewZoom.smaller.size(from: 50) == 48)
    #expect(PreviewZoom.larger.size(from: 200) == 200)
    #expect(PreviewZoom.smaller.size(from: 8) == 8)
    #expect(PreviewZoom.reset.size(from: 130) == 48)
    // On a page: its size, through the model.
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.points == 48)
    #expect(model.zoomFacePage(model.current, .larger))
    #expect(try face.points == 64)
    model.changeFacePage(model.current) { $0.points = 200 }
    #expect(!model.zoomFacePage(model.current, .larger))
    #expect(model.zoomFacePage(model.current, .reset))
    #expect(try face.points == 48)
    #expect(!model.zoomFacePage(.families, .larger))
  }

  /// The preview size chosen on one face page is the one the next face pages open at (they
  /// were back at 48 pt each time); a size kept in the settings is where the first starts.
  @Test func aPreviewSizeChosenOnOnePageIsWhereTheNextStart() throws {
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.points == 48)
    #expect(model.zoomFacePage(model.current, .larger))
    #expect(model.zoomFacePage(model.current, .larger))
    #expect(try face.points == 72)
    #expect(model.chosenFacePoints == 72)
    #expect(model.back())
    model.activate(rowID: "Typecase Fixture Sans")
    let bold = try #require(model.screen(for: model.current)?.rows.first { $0.text == "TypecaseFixtureSans-Bold" })
    model.activate(rowID: bold.id)
    #expect(try face.points == 72)
    // From the slider too; a page already open keeps its own.
    model.changeFacePage(model.current) { $0.points = 30 }
    #expect(model.chosenFacePoints == 30)
    // Kept in the settings, it is where a new run's first face page starts.
    let kept = TypecaseModel()
    kept.setCatalog(try FontSource.load())
    kept.readFace = { Self.variableDetails($0.location) }
    var settings = kept.settings
    settings.stored[TypecaseSettings.Key.facePreviewSize] = "96"
    kept.setSettings(settings)
    kept.activateDetail(rowID: "Fixture Display")
    #expect(kept.faceScreen(for: kept.current)?.points == 96)
    #expect(kept.chosenFacePoints == nil)
  }

  /// A COLRv1 or SVG font on a system whose cairo cannot draw its colors (1.16) says so over
  /// its previews: drawn in one color, or left blank, under "Color Format: COLRv1", they read
  /// as the font's own.
  ///
  /// Formats every cairo draws, and a cairo that draws them, say nothing. A COLRv1 font
  /// without plain outlines is said to be left blank.
  @Test func colorsThisCairoCannotDrawAreSaid() {
    func problems(_ format: ColorFormat?, cairo: String, colorOnly: Bool = false) -> [String] {
      var details = FaceDetails(location: FontLocation(file: "/fonts/C.ttf"), family: "C", style: "Regular")
      details.colorFormat = format
      details.drawsInColorOnly = colorOnly
      details.glyphCount = 3
      details.characters = ["A"]
      let face = FontFace(family: "C", style: "Regular", location: details.location)
      return FaceScreens.face(
        details, face: face, route: .face(FaceReference(face)), state: FacePageState(), settings: SettingsValues(),
        colorDrawing: ColorGlyphDrawing(cairoVersion: cairo), localizer: .english, languageName: { $0 },
        shownCharacters: { _, _ in [] }
      ).problems
    }
    #expect(
      problems(.colrV1, cairo: "1.16.0") == [
        "This system's cairo (1.16.0) draws COLRv1 color glyphs in one color: the previews below do not show the font's colors (cairo 1.18 draws them)"
      ])
    // Without plain outlines, nothing is drawn (it said "in one color").
    #expect(
      problems(.colrV1, cairo: "1.16.0", colorOnly: true) == [
        "This system's cairo (1.16.0) cannot draw COLRv1 color glyphs, and this font has no plain outlines to draw instead: the previews below leave them blank (cairo 1.18 draws them)"
      ])
    #expect(problems(.colrV1, cairo: "1.18.0", colorOnly: true) == [])
    #expect(problems(.svg, cairo: "1.16.0").first?.hasPrefix("This system's cairo (1.16.0) cannot draw SVG") == true)
    #expect(problems(.colrV1, cairo: "1.18.2") == [])
    #expect(problems(.colrV1, cairo: "1.17.8") == [])
    #expect(problems(.colrV1, cairo: "1.17.6").count == 1)
    #expect(problems(.svg, cairo: "2.0.0") == [])
    #expect(problems(.colrV0, cairo: "1.16.0") == [])
    #expect(problems(.cbdt, cairo: "1.16.0") == [])
    #expect(problems(nil, cairo: "1.16.0") == [])
  }

  /// A face whose PostScript name another family gives too says so, and which file programs
  /// asking for the name get: the pages of the two said nothing of each other.
  @Test func aPostScriptNameAnotherFamilyGivesIsSaid() {
    let face = FontFace(
      family: "Clone Sans", style: "Regular", postScriptName: "Clash-Regular",
      location: FontLocation(file: "/a/Clone.ttf"))
    let clash = PostScriptNameClash(otherFamily: "Real Sans", otherFile: "/b/Real.ttf", programsGet: "/b/Real.ttf")
    #expect(
      FaceScreens.nameClashNote(clash, of: face, localizer: .english) == [
        "“Real Sans” (/b/Real.ttf) gives the PostScript name Clash-Regular too: programs asking for the name get that font, not this one"
      ])
    var chosen = clash
    chosen.programsGet = "/a/Clone.ttf"
    #expect(FaceScreens.nameClashNote(chosen, of: face, localizer: .english).first?.hasSuffix("get this font") == true)
    #expect(FaceScreens.nameClashNote(nil, of: face, localizer: .english).isEmpty)
  }

  /// A color font of several palettes says which it has, and that the previews draw the
  /// first; one palette says nothing more than its color format.
  @Test func aColorFontsPalettesAreNamed() throws {
    var details = FaceDetails(location: FontLocation(file: "/fonts/C.ttf"), family: "C", style: "Regular")
    details.colorFormat = .colrV0
    details.palettes = [
      ColorPalette(name: "Daylight", forLightBackgrounds: true), ColorPalette(name: "Night", forDarkBackgrounds: true),
      ColorPalette(name: nil),
    ]
    let entry = try #require(FaceScreens.detailEntries(details, localizer: .english).first { $0.id == "palettes" })
    #expect(
      entry.value
        == "3 palettes: Daylight (light backgrounds), Night (dark backgrounds), Palette 2; the previews draw the first"
    )
    details.palettes = [ColorPalette(name: "Only")]
    #expect(!FaceScreens.detailEntries(details, localizer: .english).contains { $0.id == "palettes" })
  }

  /// A name with a control character is shown escaped and copied exactly, as the list's Ctrl+C
  /// and `face --json` give it: the page copied the escaped text ("\x1b[31mRed Sans").
  @Test func detailsAreCopiedExactlyAndShownEscaped() throws {
    var details = FaceDetails(
      location: FontLocation(file: "/fonts/Red.ttf"), family: "\u{1B}[31mRed Sans", style: "Regular")
    details.license = "Line one\nLine two"
    let entries = FaceScreens.detailEntries(details, localizer: .english)
    let family = try #require(entries.first { $0.id == "family" })
    #expect(family.value == "\\x1b[31mRed Sans")
    #expect(family.copiedText == "\u{1B}[31mRed Sans")
    #expect(entries.first { $0.id == "license" }?.copiedText == "Line one\nLine two")
  }

  /// The default instance shares its file and index with the variable font as a whole; only
  /// the font as a whole is said to be variable, as fontconfig and `face --json` say (the
  /// default instance's page said "Yes").
  @Test func onlyTheVariableFontAsAWholeIsSaidToBeVariable() {
    let location = FontLocation(file: "/fonts/Fixture-VF.ttf")
    let details = Self.variableDetails(location)
    let listed = FontFace(family: "Typecase Fixture Sans", style: "Regular", location: location)
    func variable(_ face: FontFace) -> String? {
      FaceScreens.face(
        details, face: face, route: .face(FaceReference(face)), state: FacePageState(), settings: SettingsValues(),
        localizer: .english, languageName: { $0 }, shownCharacters: { _, _ in [] }
      ).details.first { $0.id == "variable" }?.value
    }
    var whole = listed
    whole.variation = .variableFont(details.axes)
    #expect(variable(whole) == "Yes")
    // The default instance is said to be one: "a named instance" was said of a font with none.
    #expect(variable(listed) == "The default instance of a variable font")
  }

  /// A family name and a full name in another language are told apart, each beside its
  /// English counterpart: both were "Name (ja)".
  @Test func otherLanguagesNamesSayWhichNameTheyAre() throws {
    var details = FaceDetails(location: FontLocation(file: "/f.ttf"), family: "Mincho", style: "Regular")
    details.fullName = "Mincho Regular"
    details.otherNames = [LocalizedName(name: "明朝", language: "ja")]
    details.otherFullNames = [
      LocalizedName(name: "明朝 標準", language: "ja"), LocalizedName(name: "Other", language: nil),
    ]
    for language in InterfaceLanguage.allCases {
      let entries = FaceScreens.detailEntries(details, localizer: Localizer(language: language))
      #expect(
        entries.map(\.id) == [
          "family", "otherName-0", "style", "fullName", "otherFullName-0", "otherFullName-1", "file", "characterCount",
          "variable",
        ])
      let labels = entries.map(\.label)
      #expect(Set(labels).count == labels.count, "\(language): \(labels)")
      if language == .english {
        #expect(labels[1] == "Family (ja)")
        #expect(labels[4] == "Full Name (ja)")
        #expect(labels[5] == "Full Name (Other Language)")
      }
    }
  }

  /// A name table's PostScript name no program takes (an icon font's "Material Design Icons",
  /// with spaces) gives way to fontconfig's, which `typecase face` and `fc-list` know; the
  /// name table's follows it.
  ///
  /// A valid one is shown as it is, once.
  @Test func aPostScriptNameNoProgramTakesGivesWayToFontconfigs() throws {
    var details = FaceDetails(location: FontLocation(file: "/f.ttf"), family: "Material Design Icons", style: "Regular")
    details.postScriptName = "Material Design Icons"
    let entries = FaceScreens.detailEntries(
      details, listedPostScriptName: "Material-Design-Icons", localizer: .english)
    let names = entries.filter { $0.id.lowercased().contains("postscript") }
    #expect(names.map(\.label) == ["PostScript Name", "PostScript Name in the Name Table"])
    #expect(names.map(\.copiedText) == ["Material-Design-Icons", "Material Design Icons"])
    details.postScriptName = "MaterialDesignIcons"
    let valid = FaceScreens.detailEntries(details, listedPostScriptName: "MaterialDesignIcons", localizer: .english)
    #expect(valid.filter { $0.id.lowercased().contains("postscript") }.map(\.value) == ["MaterialDesignIcons"])
    // No name 6 at all: fontconfig's (made of the family's name), as programs know it.
    details.postScriptName = nil
    let none = FaceScreens.detailEntries(details, listedPostScriptName: "Material-Design-Icons", localizer: .english)
    #expect(none.filter { $0.id.lowercased().contains("postscript") }.map(\.value) == ["Material-Design-Icons"])
  }

  @Test func postScriptNamesAreThoseFreeTypeTakes() {
    #expect(PostScriptName.isValid("DejaVuSans-Bold"))
    #expect(!PostScriptName.isValid("Material Design Icons"))
    #expect(!PostScriptName.isValid("Font(1)"))
    #expect(!PostScriptName.isValid("Fönt"))
    #expect(!PostScriptName.isValid(""))
  }

  /// The family and style older applications give a face, where they differ, follow its own.
  @Test func theNamesOlderAppsUseFollowTheFacesOwn() {
    var details = FaceDetails(location: FontLocation(file: "/f.ttf"), family: "Typo Family", style: "Semibold")
    details.legacyFamily = "Typo Family Semibold"
    details.legacyStyle = "Regular"
    let entries = FaceScreens.detailEntries(details, localizer: Localizer(language: .english))
    #expect(entries.prefix(4).map(\.id) == ["family", "style", "legacyFamily", "legacyStyle"])
    #expect(entries.prefix(4).map(\.label) == ["Family", "Style", "Family in Older Apps", "Style in Older Apps"])
    #expect(entries.prefix(4).map(\.value) == ["Typo Family", "Semibold", "Typo Family Semibold", "Regular"])
  }

  /// A face that lacks most of its name's characters (a CJK face, a Latin name) starts with a
  /// sample of its own characters: the preview and every waterfall line were boxes.
  ///
  /// A face that has them, and text the user chose, start as the lists show them.
  @Test func aFaceThatCannotDrawItsNameStartsWithItsOwnCharacters() {
    var details = FaceDetails(location: FontLocation(file: "/f.ttf"), family: "Droid Sans Fallback", style: "Regular")
    details.characters = Array("ᄀᆨ〆ぁあぃいぅ日本語".unicodeScalars).sorted()
    let name = "DroidSansFallback"
    // Letters in code order, eight at most, as a list row's sample.
    #expect(
      FaceScreens.startingSample(name: name, details: details, style: PreviewStyle(), localizer: .english)
        == "ᄀᆨ〆ぁあぃいぅ")
    #expect(
      FaceScreens.startingSample(
        name: name, details: details, style: PreviewStyle(sample: .pangram), localizer: .english)
        == "ᄀᆨ〆ぁあぃいぅ")
    let custom = PreviewStyle(sample: .custom("Hello"))
    #expect(FaceScreens.startingSample(name: name, details: details, style: custom, localizer: .english) == "Hello")
    // Text the user typed stays even when it is the face's name.
    let typedName = PreviewStyle(sample: .custom(name))
    #expect(FaceScreens.startingSample(name: name, details: details, style: typedName, localizer: .english) == name)
    details.characters = Array(name.unicodeScalars).sorted()
    #expect(
      FaceScreens.startingSample(name: name, details: details, style: PreviewStyle(), localizer: .english) == name)
  }

  /// The languages are listed by name, as read, and counted as languages: by code, French
  /// ("fr") came after English ("en") whatever they were called, and the count was a bare number.
  @Test func languagesAreListedByNameAndCounted() throws {
    model.languageName = { code, _ in code == "en" ? "Zulu-like English" : "French" }
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.languages.map(\.code) == ["fr", "en"])
    #expect(try face.titles.languageCount == "2 languages")
  }

  @Test func languagesAreNamedInTheInterfaceLanguageOnce() throws {
    nonisolated(unsafe) var asked: [String] = []
    model.languageName = { code, language in
      asked.append(code)
      return code + " in " + language.rawValue
    }
    model.activateDetail(rowID: "Fixture Display")
    #expect(try face.languages.map(\.name) == ["en in en", "fr in en"])
    // A slider moved draws the page again, without asking for the names again.
    model.changeFacePage(model.current) { $0.axisValues["wght"] = 500 }
    #expect(try face.languages.map(\.name) == ["en in en", "fr in en"])
    #expect(asked == ["en", "fr"])
    model.setSettings(SettingsValues(stored: ["language": "ko"]))
    #expect(try face.languages.map(\.name) == ["en in ko", "fr in ko"])
  }

  @Test func thePageIsInTheInterfaceLanguage() throws {
    model.setSettings(SettingsValues(stored: ["language": "ja"]))
    model.activateDetail(rowID: "Fixture Display")
    let titles = try face.titles
    #expect(titles.preview == "プレビュー")
    #expect(titles.details != "Details")
    #expect(try face.details.first?.label != "Family")
  }
}
