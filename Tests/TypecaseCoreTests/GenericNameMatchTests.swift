import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore

/// The family a generic name stands for, as fc-match answers it, over the fixture fonts and a
/// configuration with rules for the generic names, as a system's has.
@Suite struct GenericNameMatchTests {
  /// The configuration: rules for three generic names, none for the others.
  static let configuration: URL = FixtureFonts.writeConfiguration(
    in: FileManager.default.temporaryDirectory.appendingPathComponent("typecase-generic-names-\(getpid())"),
    folders: [FixtureFonts.fontsDirectory],
    rules: """
      <alias><family>monospace</family><prefer><family>Fixture Mono</family></prefer></alias>
      <alias><family>serif</family><prefer><family>Fixture Serif</family></prefer></alias>
      <alias><family>sans-serif</family><prefer><family>Typecase Fixture Sans</family></prefer></alias>
      """)

  /// fc-match's family for `name`, through the same configuration.
  func fcMatch(_ name: String) throws -> String {
    try ProcessRunner.runTool(
      "fc-match", ["-f", "%{family[0]}", name],
      environment: FixtureFonts.environment(["FONTCONFIG_FILE": Self.configuration.path])
    ).standardOutput
  }

  func library() throws -> FontLibrary {
    FontLibrary(configuration: try FontconfigConfiguration(file: Self.configuration.path))
  }

  @Test func aGenericNameGivesTheFamilyFcMatchGives() throws {
    let library = try library()
    for (name, family) in [
      ("monospace", "Fixture Mono"), ("serif", "Fixture Serif"), ("sans-serif", "Typecase Fixture Sans"),
    ] {
      #expect(try fcMatch(name == "sans-serif" ? "sans\\-serif" : name) == family)
      #expect(library.familyGiven(forGenericName: name) == family, "\(name)")
    }
    // Any case, spaces around it: as typed in a search field.
    #expect(library.familyGiven(forGenericName: " Monospace ") == "Fixture Mono")
  }

  @Test func anyOtherNameGivesNothing() throws {
    let library = try library()
    #expect(library.familyGiven(forGenericName: "Fixture Mono") == nil)
    #expect(library.familyGiven(forGenericName: "helvetica") == nil)
    #expect(library.familyGiven(forGenericName: "") == nil)
    // A generic name of CSS's that no rule names gets what any unknown family gets: it stands
    // for no family of its own ("ui-monospace" was given the default font as its family).
    #expect(library.familyGiven(forGenericName: "ui-monospace") == nil)
    #expect(library.familyGiven(forGenericName: "fantasy") == nil)
  }
}
