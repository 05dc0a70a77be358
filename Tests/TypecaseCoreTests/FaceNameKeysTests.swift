import FixtureSupport
import Testing

@testable import TypecaseCore

/// The names a face may be asked for by, read once so that a search finding no family does
/// not read every face at each key.
@Suite struct FaceNameKeysTests {
  @Test func everyNameAFaceGoesByIsKnownInAnyCaseAndNothingElse() throws {
    let library = FontLibrary(configuration: try FontconfigConfiguration(file: FixtureFonts.faceConfigurationFile.path))
    // PostScript names, in any case; a named instance fontconfig lists no face for.
    for name in ["FixtureMono-Bold", "fixturemono-bold", "FixtureVariable-Hairline"] {
      #expect(library.mayNameAFace(name), "\(name)")
    }
    #expect(library.listedFace(named: "FixtureVariable-Hairline")?.family == "Fixture Variable")
    // Every face's own name is among them.
    for face in library.faces() {
      if let name = face.postScriptName { #expect(library.mayNameAFace(name), "\(name)") }
    }
    // A typo names nothing, and finds nothing; an escaped name is always looked for.
    #expect(!library.mayNameAFace("FixtureMono-Bld"))
    #expect(library.listedFace(named: "FixtureMono-Bld") == nil)
    #expect(library.mayNameAFace("Line\\nBreak"))
  }
}
