import FoundationEssentials
import Testing

@testable import TypecaseCore

/// The translation tables' reader.
@Suite struct StringsFileTests {
  @Test func readsKeysValuesAndEscapes() {
    let table = StringsFile.parse(
      """
      "Settings" = "設定";
      "Back to {screen}" = "{screen}に戻る";
      "line\\none" = "a \\"quoted\\" \\\\ tab\\there";

      "broken" = "no end;
      not a line at all
      "no semicolon" = "x"
      """)
    #expect(table["Settings"] == "設定")
    #expect(table["Back to {screen}"] == "{screen}に戻る")
    #expect(table["line\none"] == "a \"quoted\" \\ tab\there")
    #expect(table.count == 3)
  }

  @Test func readsTheShippedTablesWhole() throws {
    let directory = try #require(Localizer.translationsDirectory)
    for language in ["ja", "ko"] {
      let url = directory.appendingPathComponent("\(language).strings")
      let text = try String(contentsOf: url, encoding: .utf8)
      let lines = text.split(separator: "\n").filter { $0.hasPrefix("\"") }
      #expect(Localizer.readStrings(url).count == lines.count, "\(language): a line was not read")
    }
  }
}
