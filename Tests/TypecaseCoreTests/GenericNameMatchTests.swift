import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore

/// The family a generic name stands for, as fc-match answers it over the fixture fonts.
@Suite struct GenericNameMatchTests {
  init() { FixtureFonts.activate() }

  /// fc-match's family for `name`, through the same configuration.
  func fcMatch(_ name: String) throws -> String {
    try ProcessRunner.runTool("fc-match", ["-f", "%{family[0]}", name], environment: FixtureFonts.environment())
      .standardOutput
  }

  @Test func aGenericNameGivesTheFamilyFcMatchGives() throws {
    let library = try FontLibrary(fresh: true)
    for name in ["monospace", "serif", "sans-serif"] {
      let expected = try fcMatch(name == "sans-serif" ? "sans\\-serif" : name)
      #expect(library.familyGiven(forGenericName: name) == expected, "\(name)")
    }
    // Any case, spaces around it: as typed in a search field.
    #expect(library.familyGiven(forGenericName: " Monospace ") == (try fcMatch("monospace")))
  }

  @Test func anyOtherNameGivesNothing() throws {
    let library = try FontLibrary(fresh: true)
    #expect(library.familyGiven(forGenericName: "Fixture Mono") == nil)
    #expect(library.familyGiven(forGenericName: "helvetica") == nil)
    #expect(library.familyGiven(forGenericName: "") == nil)
  }
}
