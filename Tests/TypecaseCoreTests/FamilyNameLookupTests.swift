import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore

/// Finding a family by the name a user typed: exactly, then as fontconfig compares family
/// names (case and spaces ignored), and saying so when the name fits several.
@Suite struct FamilyNameLookupTests {
  /// A family known by its name alone.
  struct Named: NamedFamily {
    var name: String
    var allNames: [String] { [name] }
  }

  private let english = Localizer(language: .english, directory: nil)

  @Test func spacesAreIgnoredAsFontconfigIgnoresThem() throws {
    let families = ["DejaVu Sans", "DejaVu Sans Mono", "Spaced  Family"].map(Named.init)
    #expect(families.family(named: "dejavusansmono")?.name == "DejaVu Sans Mono")
    #expect(families.family(named: "DejaVuSans")?.name == "DejaVu Sans")
    #expect(families.family(named: "spaced family")?.name == "Spaced  Family")
    #expect(families.family(named: "dejavu sans mon") == nil)

    // fontconfig finds the fixture family so written, and so does the catalog.
    FixtureFonts.activate()
    let catalog = try FontSource.load()
    #expect(catalog.families.family(named: "fixturemono")?.name == "Fixture Mono")
    let listed = try ProcessRunner.runTool(
      "fc-list", ["-f", "%{family[0]}\n", "fixturemono"], environment: FixtureFonts.environment())
    #expect(Set(listed.standardOutput.split(separator: "\n")) == ["Fixture Mono"])
  }

  @Test func aNameThatFitsSeveralFamiliesNamesThemAll() {
    let families = ["Case Fam", "CASE FAM", "Other"].map(Named.init)
    #expect(families.family(named: "case fam") == nil)
    #expect(families.family(named: "CASE FAM")?.name == "CASE FAM")
    let notFound = families.notFound("case fam")
    #expect(english(notFound.message) == "\"case fam\" names several font families")
    #expect(english(notFound.hint) == "give one of them exactly: \"Case Fam\", \"CASE FAM\"")
    #expect(english(families.notFound("cas fam").message) == "no font family named \"cas fam\"")
    // Without its space it fits both too.
    #expect(families.family(named: "casefam") == nil)
    #expect(english(families.notFound("casefam").message) == "\"casefam\" names several font families")
    #expect(families.families(ambiguouslyNamed: "Case Fam").isEmpty, "an exact name is no ambiguity")
  }

  /// The first words of several families' names ("Noto Sans CJK") suggest each of them: the
  /// three closest left out SC and TC, two of the five.
  @Test func theFirstWordsOfSeveralNamesSuggestEachOfThem() {
    let families = ["Noto Sans CJK HK", "Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Sans CJK SC", "Noto Sans CJK TC"]
      .map(Named.init)
    #expect(
      english(families.notFound("noto sans cjk").hint)
        == "did you mean: \"Noto Sans CJK HK\", \"Noto Sans CJK JP\", \"Noto Sans CJK KR\", \"Noto Sans CJK SC\", \"Noto Sans CJK TC\"?"
    )
  }
}
