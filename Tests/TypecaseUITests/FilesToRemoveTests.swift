import Testing
import TypecaseCore

@testable import TypecaseUI

/// What else goes when a page's fonts go to the trash: a file goes whole, so the other faces of
/// a collection (of any family) go with the face or family asked for.
@Suite struct FilesToRemoveTests {
  static let user = "/home/u/.local/share/fonts/"
  /// Alpha: Regular in a collection shared with Beta's only face, Bold in a file of its own.
  ///
  /// Gamma: one face in a file of its own.
  static let collection = user + "Shared.ttc"
  static let families: [FontFamily] = [
    FontFamily(
      name: "Alpha",
      faces: [
        FontFace(family: "Alpha", postScriptName: "Alpha-Regular", location: FontLocation(file: collection, index: 0)),
        FontFace(family: "Alpha", postScriptName: "Alpha-Bold", location: FontLocation(file: user + "Alpha-Bold.ttf")),
      ]),
    FontFamily(
      name: "Beta",
      faces: [
        FontFace(family: "Beta", postScriptName: "Beta-Regular", location: FontLocation(file: collection, index: 1))
      ]),
    FontFamily(
      name: "Gamma",
      faces: [FontFace(family: "Gamma", postScriptName: "Gamma-Regular", location: FontLocation(file: user + "G.ttf"))]),
  ]

  /// A model over the families, with the faces' facts read when `withFacts`.
  static func model(withFacts: Bool = true) -> TypecaseModel {
    let model = TypecaseModel()
    model.setFonts(
      families.map(FamilySummary.init), searchIndex: FamilySearchIndex(families: families),
      faces: { name in families.first { $0.name == name } })
    guard withFacts else { return model }
    let facts = families.enumerated().flatMap { position, family in
      family.faces.map { FaceFacts(family: position, location: $0.location, postScriptName: $0.postScriptName) }
    }
    model.setFilterIndex(
      FontFilterIndex(faces: facts, familyCount: families.count, languageSets: [], hasCharacters: { _, _ in false }))
    return model
  }

  @Test func aFacePageOfACollectionTakesTheCollectionsOtherFacesToo() {
    let page = Route.face(
      FaceReference(name: "Alpha-Regular", family: "Alpha", location: FontLocation(file: Self.collection, index: 0)))
    let model = Self.model()
    #expect(model.facesToRemove(on: page).map(\.postScriptName) == ["Alpha-Regular"])
    #expect(model.otherFontsInFilesToRemove(on: page).map(\.postScriptName) == ["Beta-Regular"])
  }

  /// Fonts read again: until their faces' facts are read, an open page still says what else
  /// its files hold (the note left the header at every font change and came back).
  @Test func fontsReadAgainKeepTheFilesOtherFontsUntilTheirFactsAreRead() {
    let page = Route.face(
      FaceReference(name: "Alpha-Regular", family: "Alpha", location: FontLocation(file: Self.collection, index: 0)))
    let model = Self.model()
    model.open([.families, .family("Alpha"), page])
    model.setFonts(
      Self.families.map(FamilySummary.init), searchIndex: FamilySearchIndex(families: Self.families),
      faces: { name in Self.families.first { $0.name == name } })
    #expect(model.otherFontsInFilesToRemove(on: page).map(\.postScriptName) == ["Beta-Regular"])
    #expect(model.otherFontsInFilesToRemove(on: .family("Alpha")).map(\.postScriptName) == ["Beta-Regular"])
    // A page not open then: nothing known yet.
    #expect(model.otherFontsInFilesToRemove(on: .family("Beta")).isEmpty)
  }

  /// A variable font as a whole and its default instance share a file and index: the page of
  /// either is about that face alone (the default instance's page said "These 2 fonts cannot
  /// be removed").
  @Test func aFacePageSharingItsPlaceWithTheVariableFontIsAboutItself() {
    let file = "/usr/share/fonts/V.ttf"
    var whole = FontFace(family: "Vee", location: FontLocation(file: file))
    whole.style = "Variable"
    whole.fullName = "Vee (Variable)"
    let regular = FontFace(family: "Vee", postScriptName: "Vee-Regular", location: FontLocation(file: file))
    var variable = whole
    variable.variation = .variableFont([])
    let model = TypecaseModel()
    let shown = [FontFamily(name: "Vee", faces: [variable, regular])]
    model.setFonts(
      shown.map(FamilySummary.init), searchIndex: FamilySearchIndex(families: shown), faces: { _ in shown[0] })
    model.reset(to: [.families, .family("Vee")])
    let rows = model.screen(for: model.current)?.rows ?? []
    #expect(Set(rows.map(\.id)).count == 2, "\(rows.map(\.id))")
    // Each row opens its own face's page, as the window does (through the row's action).
    for (row, face) in zip(rows, [variable, regular]) {
      model.reset(to: [.families, .family("Vee")])
      #expect(model.activate(rowID: row.id) != .nothing)
      #expect(model.facesToRemove(on: model.current).map(\.displayName) == [face.displayName], "\(row.id)")
    }
  }

  /// The default instance's page names the variable font as a whole among the fonts its file
  /// takes along, though both have the same file and index (it said one font fewer than the
  /// page of any other instance).
  @Test func theDefaultInstanceNamesTheVariableFontAsAWholeItSharesItsPlaceWith() {
    let file = Self.user + "V.ttf"
    var whole = FontFace(family: "Vee", location: FontLocation(file: file))
    whole.style = "Variable"
    whole.fullName = "Vee (Variable)"
    whole.variation = .variableFont([])
    let regular = FontFace(family: "Vee", postScriptName: "Vee-Regular", location: FontLocation(file: file))
    let thin = FontFace(
      family: "Vee", postScriptName: "Vee-Thin", location: FontLocation(file: file, index: 1 << 16))
    let shown = [FontFamily(name: "Vee", faces: [whole, regular, thin])]
    let model = TypecaseModel()
    model.setFonts(
      shown.map(FamilySummary.init), searchIndex: FamilySearchIndex(families: shown), faces: { _ in shown[0] })
    let facts = shown[0].faces.map { FaceFacts(family: 0, location: $0.location, postScriptName: $0.postScriptName) }
    model.setFilterIndex(
      FontFilterIndex(faces: facts, familyCount: 1, languageSets: [], hasCharacters: { _, _ in false }))
    func others(of face: FontFace) -> [String] {
      let page = Route.face(FaceReference(name: face.displayName, family: "Vee", location: face.location))
      return model.otherFontsInFilesToRemove(on: page).map(\.displayName).sorted()
    }
    #expect(others(of: regular) == [thin.displayName, whole.displayName].sorted())
    #expect(others(of: thin) == [regular.displayName, whole.displayName].sorted())
    #expect(others(of: whole) == [regular.displayName, thin.displayName].sorted())
  }

  @Test func aFamilyPageNamesTheOtherFamiliesFacesInItsFiles() {
    let model = Self.model()
    #expect(model.otherFontsInFilesToRemove(on: .family("Alpha")).map(\.postScriptName) == ["Beta-Regular"])
    #expect(model.otherFontsInFilesToRemove(on: .family("Beta")).map(\.postScriptName) == ["Alpha-Regular"])
  }

  @Test func filesOfTheirOwnTakeNothingElse() {
    let model = Self.model()
    #expect(model.otherFontsInFilesToRemove(on: .family("Gamma")).isEmpty)
    let bold = Route.face(
      FaceReference(name: "Alpha-Bold", family: "Alpha", location: FontLocation(file: Self.user + "Alpha-Bold.ttf")))
    #expect(model.otherFontsInFilesToRemove(on: bold).isEmpty)
    #expect(model.otherFontsInFilesToRemove(on: .families).isEmpty)
  }

  @Test func nothingIsNamedBeforeTheFactsAreRead() {
    #expect(Self.model(withFacts: false).otherFontsInFilesToRemove(on: .family("Alpha")).isEmpty)
  }
}
