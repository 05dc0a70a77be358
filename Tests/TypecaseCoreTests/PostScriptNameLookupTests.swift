import FixtureSupport
import Testing
import TypecaseCore

/// Faces found by PostScript name in a library (what `typecase face NAME` looks up).
@Suite struct PostScriptNameLookupTests {
  static let library: FontLibrary? = try? FontLibrary(
    configuration: FontconfigConfiguration(file: FixtureFonts.faceConfigurationFile.path))

  @Test func findsExactThenAnyCaseInFullDetail() throws {
    let library = try #require(Self.library)
    let serif = library.faces(postScriptNamed: "FixtureSerif-Regular")
    // Installed twice (CFF and TrueType): both, by file.
    #expect(
      serif.map { $0.location.file.split(separator: "/").last.map(String.init) } == [
        "FixtureSerif-Regular.otf", "FixtureSerif-Regular.ttf",
      ])
    #expect(serif.allSatisfy { !$0.languages.isEmpty })
    #expect(library.faces(postScriptNamed: "fixtureserif-REGULAR").map(\.location) == serif.map(\.location))
    // Named instances go by their own names, fvar's postScriptNameID included.
    #expect(library.faces(postScriptNamed: "FixtureVariable-Bold").map(\.location.index) == [3 << 16])
    #expect(library.faces(postScriptNamed: "FixtureVariable-Hairline").map(\.location.index) == [1 << 16])
    #expect(library.faces(postScriptNamed: "FixtureVariable_700wght").isEmpty)
    #expect(library.faces(postScriptNamed: "NoSuchFace").isEmpty)
    #expect(library.faces(postScriptNamed: "").isEmpty)
  }

  @Test func anUnknownNameSuggestsPostScriptNames() throws {
    let library = try #require(Self.library)
    let close = library.faceNotFound("FixtureSerif-Reglar")
    #expect(close.message.description == "no face named \"FixtureSerif-Reglar\"")
    #expect(close.hint.description.hasPrefix("did you mean: \"FixtureSerif-Regular\", "))
    let far = library.faceNotFound("Q")
    #expect(far.hint.description == "run 'typecase faces FAMILY' to list a family's PostScript names")
  }
}
