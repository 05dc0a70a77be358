import FixtureSupport
import Foundation
import Testing
import TypecaseCore

/// `typecase snippet FACE` (the built binary): every format with headings, one with `--as`,
/// JSON, a face found by file as by name, and the usage errors.
@Suite struct SnippetCommandTests {
  static let configHome = FileManager.default.temporaryDirectory.appendingPathComponent(
    "typecase-snippet-\(getpid())")

  func typecase(_ arguments: String...) throws -> ProcessOutcome {
    try ProcessRunner.run(
      ProcessRunner.typecase, arguments,
      environment: FixtureFonts.faceEnvironment(["XDG_CONFIG_HOME": Self.configHome.path]))
  }

  @Test func writesEveryFormatUnderAHeading() throws {
    let result = try typecase("snippet", "FixtureVariable-Bold")
    #expect(result.status == 0, "\(result.standardError)")
    let headings = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("# ") }
    #expect(headings.count == SnippetFormat.allCases.count)
    #expect(headings.first == "# CSS [css]")
    #expect(result.standardOutput.contains("Fixture Variable Bold @wght=700,GRAD=0\n"))
    #expect(result.standardOutput.contains("Font.custom(\"FixtureVariable-Bold\", size: 17)\n"))
  }

  @Test func writesOneFormatAsItIs() throws {
    let pango = try typecase("snippet", "FixtureVariable-Bold", "--as", "pango")
    #expect(pango.standardOutput == "Fixture Variable Bold @wght=700,GRAD=0\n")
    let file = FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureVariable-VF.ttf").path
    let byFile = try typecase("snippet", file + "#196608", "--as", "pango")
    #expect(byFile.standardOutput == pango.standardOutput)
    let fontconfig = try typecase("snippet", "FixtureMono-Bold", "--as", "fontconfig")
    let mono = FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Bold.ttf").path
    #expect(fontconfig.standardOutput == "Fixture Mono:style=Bold:file=\(mono)\n")
  }

  @Test func writesJSON() throws {
    let result = try typecase("snippet", "FixtureMono-Bold", "--json")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let snippets = try #require(document["snippets"] as? [String: String])
    #expect(Set(snippets.keys) == Set(SnippetFormat.names))
    #expect(snippets["uikit"] == "UIFont(name: \"FixtureMono-Bold\", size: 17)")
    let one = try typecase("snippet", "FixtureMono-Bold", "--as", "swiftui", "--json")
    #expect(one.standardOutput.contains("\"swiftui\"") && !one.standardOutput.contains("\"css\""))
  }

  @Test func refusesWhatItCannotDo() throws {
    let format = try typecase("snippet", "FixtureMono-Bold", "--as", "rtf")
    #expect(format.status == 2)
    #expect(format.standardError.contains("unknown format 'rtf'"))
    #expect(try typecase("snippet").status == 2)
    let unknown = try typecase("snippet", "NoSuchFace-Regular")
    #expect(unknown.status == 1)
    #expect(unknown.standardError.contains("NoSuchFace-Regular"))
  }
}
