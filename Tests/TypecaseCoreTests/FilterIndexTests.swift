import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore

/// The filter index read from the fixture fonts: language sets as fontconfig answers them, and
/// duplicates with the copy fontconfig prefers.
@Suite struct FilterIndexTests {
  @Test func languageCoveringFollowsFontconfig() {
    #expect(LanguageCovering.covers("ja", "ja"))
    #expect(LanguageCovering.covers("zh-cn", "zh"))
    #expect(LanguageCovering.covers("zh", "zh-cn"))
    #expect(!LanguageCovering.covers("zh-tw", "zh-cn"))
    #expect(!LanguageCovering.covers("ko", "ja"))
  }

  /// A library whose filter index was built goes when nothing else holds it, with its
  /// configuration and fonts: the index it keeps held it in turn, and the window kept every
  /// library it read as fonts changed (memory grew by each reload, and never went back).
  @Test func aLibraryWithItsIndexIsReleased() throws {
    weak var released: FontLibrary?
    weak var releasedConfiguration: FontconfigConfiguration?
    var index: FontFilterIndex?
    do {
      let configuration = try FontconfigConfiguration(file: FixtureFonts.faceConfigurationFile.path)
      let library = FontLibrary(configuration: configuration)
      index = library.filterIndex(userFolder: UserFontFolder(environment: ["HOME": "/nonexistent-home"]))
      released = library
      releasedConfiguration = configuration
    }
    #expect(released == nil)
    // The index kept apart answers from the fonts it was made of, which it holds.
    let position = try #require(index?.faces.firstIndex { $0.postScriptName == "TypecaseFixtureSans-Regular" })
    var criteria = FaceCriteria()
    criteria.characters = ["A"]
    #expect(index?.faces(matching: criteria).contains(position) == true)
    #expect(releasedConfiguration != nil)
    index = nil
    #expect(releasedConfiguration == nil)
  }

  @Test func duplicatesNameTheOtherFileAndThePreferredCopy() throws {
    let configuration = try FontconfigConfiguration(file: FixtureFonts.faceConfigurationFile.path)
    let library = FontLibrary(configuration: configuration)
    let index = library.filterIndex(userFolder: UserFontFolder(environment: ["HOME": "/nonexistent-home"]))
    let duplicated = index.faces.indices.filter { index.isDuplicate[$0] }.map { index.faces[$0] }
    #expect(Set(duplicated.map(\.postScriptName)) == ["FixtureSerif-Regular"])
    // A variable font's named instances have the names the catalog shows (fontconfig gives
    // each the same made-up one, which made instances of two files copies of each other).
    let catalogNames = Dictionary(
      library.faces().map { ($0.location, $0.postScriptName) }, uniquingKeysWith: { first, _ in first })
    let instances = index.faces.filter { $0.location.index >> 16 > 0 }
    #expect(instances.count >= 3)
    for instance in instances { #expect(instance.postScriptName == catalogNames[instance.location] ?? nil) }
    #expect(Set(instances.map(\.postScriptName)).count == instances.count)
    let copies = library.copies(ofFamily: "Fixture Serif")
    #expect(copies.count == 2)
    let files = Set(copies.keys.map(\.file))
    for (location, copy) in copies {
      #expect(copy.others.map(\.file) == Array(files.subtracting([location.file])))
      #expect(files.contains(copy.preferred.file))
    }
    #expect(Set(copies.values.map(\.preferred)).count == 1)
    #expect(library.copies(ofFamily: "Fixture Mono").isEmpty)
  }

  /// Of a variable font installed twice (Debian's Inter, as Inter-roman.var.ttf and
  /// Inter.var.ttf), each named instance's copies agree on the one fontconfig prefers, one of
  /// them: asked for by the catalog's name ("Inter-Thin", not fontconfig's "Inter_100wght"),
  /// fontconfig gave the default instance, outside every group, and each copy claimed to be
  /// the preferred one.
  @Test func aVariableFontInstalledTwiceHasOnePreferredCopyOfEachInstance() throws {
    let inter = URL(fileURLWithPath: "/usr/share/fonts/truetype/inter-vf")
    try #require(
      FileManager.default.fileExists(atPath: inter.appendingPathComponent("Inter.var.ttf").path),
      "fonts-inter-variable: run scripts/install-dependencies")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-vf-twice-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = FixtureFonts.writeConfiguration(in: folder, folders: [inter])
    let library = FontLibrary(configuration: try FontconfigConfiguration(file: file.path))
    let copies = library.copies(ofFamily: "Inter").filter { $0.key.index >> 16 > 0 }
    #expect(copies.count >= 18)
    var preferredOnes = 0
    for (location, copy) in copies {
      let group = copies.filter { copy.others.contains($0.key) || $0.key == location }
      #expect(Set(group.values.map { $0.preferred }).count == 1, "\(location)")
      #expect(group.keys.contains(copy.preferred), "\(location)")
      if copy.preferred == location { preferredOnes += 1 }
    }
    // One preferred copy in each pair.
    #expect(preferredOnes * 2 == copies.count)
  }

  /// The number of families offered beside each language is the number the language filter
  /// then keeps, covering as fontconfig does: "Punjabi (2)" kept 9 (the faces of "pa-pk"
  /// cover "pa"), and "Punjabi (Pakistan) (7)" also kept the 2 of "pa".
  @Test func eachLanguagesFamilyCountIsWhatItsFilterKeeps() {
    let sets: [[String]] = [["pa"], ["pa-pk"], ["pa-pk", "en"], ["en"], ["zh-cn"], ["zh-tw"]]
    let faces = sets.indices.map { FaceFacts(family: $0, location: FontLocation(file: "/\($0).ttf"), languageSet: $0) }
    let index = FontFilterIndex(faces: faces, familyCount: sets.count, languageSets: sets) { _, _ in false }
    let counts = index.languageFamilyCounts()
    #expect(counts.map(\.language) == ["en", "pa", "pa-pk", "zh-cn", "zh-tw"])
    for (language, count) in counts {
      var criteria = FaceCriteria()
      criteria.language = language
      let kept = Set(index.faces(matching: criteria).map { index.faces[$0].family })
      #expect(count == kept.count, "\(language)")
    }
    #expect(counts.map(\.families) == [2, 3, 3, 1, 1])
  }

  @Test func formatFiltersTestFontconfigsFormatNameAndBitmapsTheirOutlines() {
    let faces = [
      FaceFacts(family: 0, location: FontLocation(file: "/a.ttf"), format: "TrueType"),
      FaceFacts(family: 1, location: FontLocation(file: "/b.otf"), format: "CFF"),
      FaceFacts(family: 2, location: FontLocation(file: "/c.t1"), format: "Type 1"),
      // A bitmap-only TrueType file (color bitmaps, say) answers to both filters.
      FaceFacts(family: 3, location: FontLocation(file: "/d.ttf"), hasOutlines: false, format: "TrueType"),
      FaceFacts(family: 4, location: FontLocation(file: "/e.pcf"), hasOutlines: false, format: "PCF"),
    ]
    let index = FontFilterIndex(faces: faces, familyCount: 5, languageSets: [[]]) { _, _ in false }
    func families(_ format: FaceCriteria.FormatFilter) -> [Int] {
      var criteria = FaceCriteria()
      criteria.format = format
      return index.faces(matching: criteria).map { index.faces[$0].family }
    }
    #expect(families(.trueType) == [0, 3])
    #expect(families(.cff) == [1])
    #expect(families(.type1) == [2])
    #expect(families(.bitmap) == [3, 4])
  }

  /// The search for families that show a text finds faces that have its characters and that
  /// Pango can draw: a web font or a Type 1 face with them is left out (its row drew boxes).
  @Test func aTextSearchFindsOnlyFacesPangoDraws() {
    let faces = [
      FaceFacts(family: 0, location: FontLocation(file: "/web/A.woff2")),
      FaceFacts(family: 1, location: FontLocation(file: "/t1/B.t1"), format: "Type 1"),
      FaceFacts(family: 2, location: FontLocation(file: "/ttf/C.ttf")),
      FaceFacts(family: 3, location: FontLocation(file: "/otf/D.otf"), format: "CFF"),
    ]
    let index = FontFilterIndex(faces: faces, familyCount: 4, languageSets: [[]]) { _, _ in true }
    var criteria = FaceCriteria()
    criteria.characters = ["˹"]
    #expect(index.faces(matching: criteria) == [2, 3])
    // Without text, every face is found.
    #expect(index.faces(matching: FaceCriteria()) == [0, 1, 2, 3])
  }

  @Test func facesAreFoundByTheirFile() {
    let faces = [
      FaceFacts(family: 0, location: FontLocation(file: "/c.ttc", index: 0)),
      FaceFacts(family: 0, location: FontLocation(file: "/a.ttf")),
      FaceFacts(family: 1, location: FontLocation(file: "/c.ttc", index: 1)),
    ]
    let index = FontFilterIndex(faces: faces, familyCount: 2, languageSets: [[]]) { _, _ in false }
    #expect(index.faces(inFile: "/c.ttc") == [0, 2])
    #expect(index.faces(inFile: "/a.ttf") == [1])
    #expect(index.faces(inFile: "/b.ttf").isEmpty)
  }

  @Test func weightAndWidthFiltersKeepFacesWhoseRangesReachIn() {
    let faces = [
      FaceFacts(family: 0, location: FontLocation(file: "/a.ttf"), weight: 400...400, width: 100...100),
      FaceFacts(family: 1, location: FontLocation(file: "/b.ttf"), weight: 100...900, width: 75...125),
      FaceFacts(family: 2, location: FontLocation(file: "/c.ttf"), weight: 700...700, width: 87...87),
      FaceFacts(family: 3, location: FontLocation(file: "/d.ttf"), weight: 300...300, width: 150...150),
    ]
    let index = FontFilterIndex(faces: faces, familyCount: 4, languageSets: [[]]) { _, _ in false }
    func families(weight: ClosedRange<Int>? = nil, width: FaceCriteria.WidthClass? = nil) -> [Int] {
      var criteria = FaceCriteria()
      criteria.weight = weight
      criteria.width = width
      return index.faces(matching: criteria).map { index.faces[$0].family }
    }
    #expect(families(weight: 600...900) == [1, 2])
    #expect(families(weight: 100...300) == [1, 3])
    #expect(families(weight: 400...500) == [0, 1])
    #expect(families(width: .condensed) == [1, 2])
    #expect(families(width: .normal) == [0, 1])
    #expect(families(width: .expanded) == [1, 3])
    #expect(families(weight: 600...900, width: .condensed) == [1, 2])
    #expect(families(weight: 100...300, width: .expanded) == [1, 3])
  }
}
