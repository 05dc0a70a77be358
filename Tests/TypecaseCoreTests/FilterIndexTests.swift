import FixtureSupport
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

  @Test func duplicatesNameTheOtherFileAndThePreferredCopy() throws {
    let configuration = try FontconfigConfiguration(file: FixtureFonts.faceConfigurationFile.path)
    let library = FontLibrary(configuration: configuration)
    let index = library.filterIndex(userFolders: [])
    let duplicated = index.faces.indices.filter { index.isDuplicate[$0] }.map { index.faces[$0] }
    #expect(Set(duplicated.map(\.postScriptName)) == ["FixtureSerif-Regular"])
    // Three instances of one variable file share a name: one file is no duplicate.
    #expect(index.faces.filter { $0.postScriptName == "Fixture-Variable" }.count == 3)
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
}
