import Foundation
import Testing
import TypecaseCore

@testable import TypecaseUI

/// "Remove Duplicates" decided in the model: which copies go (in the user's folder, not
/// preferred), which stay, and when there is nothing to offer, over made-up faces.
@Suite struct DuplicateRemovalTests {
  static let userFolder = UserFontFolder(environment: ["HOME": "/home/u", "XDG_DATA_HOME": "/home/u/.local/share"])
  static let user = "/home/u/.local/share/fonts/"

  /// Alpha: Regular in the system folder and twice in the user's (the system copy preferred),
  /// Bold twice in the user's (the second preferred).
  ///
  /// Beta: one face in the system folder twice. Gamma: a face without copies.
  static let alphaRegular = [
    FontLocation(file: "/usr/share/fonts/Alpha-Regular.otf"), FontLocation(file: user + "Alpha-Regular.ttf"),
    FontLocation(file: user + "Alpha-Regular-copy.ttf"),
  ]
  static let alphaBold = [FontLocation(file: user + "Alpha-Bold.ttf"), FontLocation(file: user + "Alpha-Bold-2.ttf")]
  static let betaRegular = [
    FontLocation(file: "/usr/share/fonts/Beta.otf"), FontLocation(file: "/usr/share/fonts/Beta.ttf"),
  ]

  static func faces(_ family: String, _ name: String, _ locations: [FontLocation]) -> [FontFace] {
    locations.map { FontFace(family: family, postScriptName: name, location: $0) }
  }

  static let families: [FontFamily] = [
    FontFamily(
      name: "Alpha", faces: faces("Alpha", "Alpha-Regular", alphaRegular) + faces("Alpha", "Alpha-Bold", alphaBold)),
    FontFamily(name: "Beta", faces: faces("Beta", "Beta-Regular", betaRegular)),
    FontFamily(name: "Gamma", faces: faces("Gamma", "Gamma-Regular", [FontLocation(file: user + "Gamma.ttf")])),
  ]

  /// Each copy's others and the preferred one, as `FontLibrary.copies(ofFamily:)` gives them;
  /// the files in `shared` also hold a font installed nowhere else, so they cannot go whole.
  static func copies(_ group: [FontLocation], preferred: FontLocation, shared: Set<String> = [])
    -> [FontLocation: FaceCopies]
  {
    let wholeFiles = Set(group.map(\.file)).subtracting([preferred.file]).subtracting(shared)
    return Dictionary(
      uniqueKeysWithValues: group.map { location in
        (
          location,
          FaceCopies(others: group.filter { $0 != location }, preferred: preferred, removableFiles: wholeFiles)
        )
      })
  }

  static let familyCopies: [String: [FontLocation: FaceCopies]] = [
    "Alpha": copies(alphaRegular, preferred: alphaRegular[0]).merging(
      copies(alphaBold, preferred: alphaBold[1]), uniquingKeysWith: { first, _ in first }),
    "Beta": copies(betaRegular, preferred: betaRegular[1]),
  ]

  let model: TypecaseModel

  init() {
    model = TypecaseModel()
    let summaries = Self.families.map(FamilySummary.init)
    model.setFonts(
      summaries, searchIndex: FamilySearchIndex(families: Self.families),
      faces: { name in Self.families.first { $0.name == name } })
    model.familyCopies = { Self.familyCopies[$0] ?? [:] }
    let facts = Self.families.enumerated().flatMap { position, family in
      family.faces.map { FaceFacts(family: position, location: $0.location, postScriptName: $0.postScriptName) }
    }
    model.setFilterIndex(
      FontFilterIndex(
        faces: facts, familyCount: Self.families.count, languageSets: [], hasCharacters: { _, _ in false })
    )
  }

  @Test func aFamilyPageTakesEveryUserCopyButThePreferredOnes() throws {
    let removal = try #require(model.duplicateRemoval(on: .family("Alpha"), userFolder: Self.userFolder))
    #expect(
      removal.faces.map(\.location)
        == [Self.alphaBold[0], Self.alphaRegular[2], Self.alphaRegular[1]].sorted())
    #expect(removal.faces.allSatisfy { Self.userFolder.contains($0.location.file) })
    #expect(removal.kept == [Self.alphaRegular[0], Self.alphaBold[1]].sorted())
    #expect(Set(removal.faces.compactMap(\.postScriptName)) == ["Alpha-Regular", "Alpha-Bold"])
  }

  /// A copy reached through two paths (a linked folder in the fonts folder) is one copy to
  /// remove: the page said "2 copies" and the toast named one file.
  @Test func aCopyReachedThroughTwoPathsIsOne() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-two-paths-\(UUID())").path
    let fonts = home + "/.local/share/fonts"
    defer { try? FileManager.default.removeItem(atPath: home) }
    try FileManager.default.createDirectory(atPath: fonts + "/sub", withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: fonts + "/a1.ttf", contents: Data("a".utf8)))
    #expect(FileManager.default.createFile(atPath: fonts + "/sub/a2.ttf", contents: Data("b".utf8)))
    try FileManager.default.createSymbolicLink(atPath: fonts + "/alias", withDestinationPath: "sub")
    let group = [fonts + "/a1.ttf", fonts + "/alias/a2.ttf", fonts + "/sub/a2.ttf"].map { FontLocation(file: $0) }
    let family = FontFamily(name: "Delta", faces: Self.faces("Delta", "Delta-Regular", group))
    let model = TypecaseModel()
    model.setFonts(
      [FamilySummary(family)], searchIndex: FamilySearchIndex(families: [family]), faces: { _ in family })
    model.familyCopies = { _ in Self.copies(group, preferred: group[0]) }
    model.setFilterIndex(
      FontFilterIndex(
        faces: group.map { FaceFacts(family: 0, location: $0, postScriptName: "Delta-Regular") }, familyCount: 1,
        languageSets: [], hasCharacters: { _, _ in false }))
    let folder = UserFontFolder(environment: ["HOME": home])
    let removal = try #require(model.duplicateRemoval(on: .family("Delta"), userFolder: folder))
    #expect(removal.faces.map(\.location) == [group[1]])
    // A link to a file is an entry of its own: the link and its file both go (keeping the
    // first of them left the other, the file or a dangling link).
    try FileManager.default.createSymbolicLink(atPath: fonts + "/A-link.ttf", withDestinationPath: "sub/a2.ttf")
    let linked = [group[0], FontLocation(file: fonts + "/A-link.ttf"), group[2]]
    let linkedFamily = FontFamily(name: "Delta", faces: Self.faces("Delta", "Delta-Regular", linked))
    model.setFonts(
      [FamilySummary(linkedFamily)], searchIndex: FamilySearchIndex(families: [linkedFamily]),
      faces: { _ in linkedFamily })
    model.familyCopies = { _ in Self.copies(linked, preferred: linked[0]) }
    model.setFilterIndex(
      FontFilterIndex(
        faces: linked.map { FaceFacts(family: 0, location: $0, postScriptName: "Delta-Regular") }, familyCount: 1,
        languageSets: [], hasCharacters: { _, _ in false }))
    let both = try #require(model.duplicateRemoval(on: .family("Delta"), userFolder: folder))
    #expect(both.faces.map(\.location) == [linked[1], linked[2]])
  }

  @Test func aFacePageTakesItsOwnFacesCopiesOnly() throws {
    let page = Route.face(FaceReference(name: "Alpha-Bold", family: "Alpha", location: Self.alphaBold[0]))
    let removal = try #require(model.duplicateRemoval(on: page, userFolder: Self.userFolder))
    #expect(removal.faces.map(\.location) == [Self.alphaBold[0]])
    #expect(removal.kept == [Self.alphaBold[1]])
    // The page of the preferred copy offers the same: the other copy goes, this one stays.
    let preferredPage = Route.face(FaceReference(name: "Alpha-Bold", family: "Alpha", location: Self.alphaBold[1]))
    #expect(model.duplicateRemoval(on: preferredPage, userFolder: Self.userFolder) == removal)
  }

  /// A face's page names the copies and the one programs get, as its family page's row does:
  /// the page of a copy programs do not get said nothing of it.
  @Test func aFacePageNamesItsCopiesAndTheOneProgramsGet() throws {
    model.readFace = { face in FaceDetails(location: face.location, family: face.family, style: "Regular") }
    func copies(_ name: String, _ family: String, _ location: FontLocation) throws -> String? {
      let route = Route.face(FaceReference(name: name, family: family, location: location))
      let screen = try #require(model.faceScreen(for: route))
      let entry = screen.details.first { $0.id == "copies" }
      if let entry { #expect(entry.label == "Copies") }
      return entry?.value
    }
    #expect(
      try copies("Alpha-Bold", "Alpha", Self.alphaBold[0])
        == "also in Alpha-Bold-2.ttf; fontconfig prefers Alpha-Bold-2.ttf")
    #expect(
      try copies("Alpha-Bold", "Alpha", Self.alphaBold[1]) == "also in Alpha-Bold.ttf; fontconfig prefers this copy")
    #expect(try copies("Gamma-Regular", "Gamma", FontLocation(file: Self.user + "Gamma.ttf")) == nil)
  }

  @Test func nothingToOfferForSystemCopiesNoCopiesOrOtherPages() {
    #expect(model.duplicateRemoval(on: .family("Beta"), userFolder: Self.userFolder) == nil)
    #expect(model.duplicateRemoval(on: .family("Gamma"), userFolder: Self.userFolder) == nil)
    #expect(model.duplicateRemoval(on: .families, userFolder: Self.userFolder) == nil)
    #expect(model.duplicateRemoval(on: .settings, userFolder: Self.userFolder) == nil)
  }

  @Test func aFileHoldingAPreferredCopyStays() {
    // A collection holds Alpha-Regular (not preferred) and Alpha-Bold (preferred): it stays.
    let collection = Self.user + "Alpha.ttc"
    let regular = [FontLocation(file: "/usr/share/fonts/A.otf"), FontLocation(file: collection, index: 0)]
    let bold = [FontLocation(file: Self.user + "B.ttf"), FontLocation(file: collection, index: 1)]
    let faces = Self.faces("Alpha", "Alpha-Regular", regular) + Self.faces("Alpha", "Alpha-Bold", bold)
    let copies = Self.copies(regular, preferred: regular[0]).merging(
      Self.copies(bold, preferred: bold[1]), uniquingKeysWith: { first, _ in first })
    #expect(
      DuplicateRemoval.plan(faces, copies: copies, userFolder: Self.userFolder)?.faces.map(\.location) == [bold[0]])
  }

  @Test func aFileAlsoHoldingAFontInstalledNowhereElseStays() {
    // Two variable fonts that name an instance alike, one also holding an instance of its own
    // (fontconfig gives each of a variable font's named instances the same made-up name).
    let shared = Self.user + "Alpha-roman.var.ttf"
    let regular = [FontLocation(file: Self.user + "Alpha.var.ttf"), FontLocation(file: shared, index: 0x10000)]
    let faces = Self.faces("Alpha", "Alpha-Regular", regular)
    let copies = Self.copies(regular, preferred: regular[0], shared: [shared])
    #expect(DuplicateRemoval.plan(faces, copies: copies, userFolder: Self.userFolder) == nil)
    // Without that other instance, the file goes.
    let whole = Self.copies(regular, preferred: regular[0])
    #expect(
      DuplicateRemoval.plan(faces, copies: whole, userFolder: Self.userFolder)?.faces.map(\.location) == [regular[1]])
  }

  /// Fonts read again (a font installed elsewhere): until their faces' facts are read, the
  /// pages open say what the earlier facts said, Remove Duplicates and the files' other fonts.
  ///
  /// They said nothing meanwhile: the button and its note left the header and came back, the
  /// page jumping, and a click on the button as it went did nothing.
  @Test func fontsReadAgainKeepWhatThePagesOfferedUntilTheirFactsAreRead() throws {
    let page = Route.face(FaceReference(name: "Alpha-Bold", family: "Alpha", location: Self.alphaBold[0]))
    #expect(model.open([.families, .family("Alpha"), page]).isEmpty)
    let before = try #require(model.duplicateRemoval(on: page, userFolder: Self.userFolder))
    let familyBefore = try #require(model.duplicateRemoval(on: .family("Alpha"), userFolder: Self.userFolder))
    #expect(!model.isReadingFaceFacts)
    model.setFonts(
      Self.families.map(FamilySummary.init), searchIndex: FamilySearchIndex(families: Self.families),
      faces: { name in Self.families.first { $0.name == name } })
    #expect(model.isReadingFaceFacts)
    #expect(model.stack == [.families, .family("Alpha"), page])
    #expect(model.duplicateRemoval(on: page, userFolder: Self.userFolder) == before)
    #expect(model.duplicateRemoval(on: .family("Alpha"), userFolder: Self.userFolder) == familyBefore)
    // Once read, the new facts decide: here the copies are gone.
    model.familyCopies = { _ in [:] }
    let facts = Self.families.enumerated().flatMap { position, family in
      family.faces.map { FaceFacts(family: position, location: $0.location, postScriptName: $0.postScriptName) }
    }
    model.setFilterIndex(
      FontFilterIndex(
        faces: facts, familyCount: Self.families.count, languageSets: [], hasCharacters: { _, _ in false })
    )
    #expect(!model.isReadingFaceFacts)
    #expect(model.duplicateRemoval(on: page, userFolder: Self.userFolder) == nil)
  }

  @Test func nothingBeforeTheFacesFactsAreRead() {
    let waiting = TypecaseModel()
    let summaries = Self.families.map(FamilySummary.init)
    waiting.setFonts(
      summaries, searchIndex: FamilySearchIndex(families: Self.families),
      faces: { name in Self.families.first { $0.name == name } })
    waiting.familyCopies = { Self.familyCopies[$0] ?? [:] }
    #expect(waiting.duplicateRemoval(on: .family("Alpha"), userFolder: Self.userFolder) == nil)
  }
}
