import FixtureSupport
import Foundation
import Testing

/// `typecase match --text` draws text for the user's languages, as Pango draws it in the
/// user's own programs (Tests/Rendering/pango_runs.py), and for another with `--lang`.
///
/// Two faces draw Han characters here, and fontconfig's rules pick one by language: Fixture
/// Ming for Traditional Chinese (zh-tw), Fixture Mincho for any other.
@Suite final class MatchTextLanguageTests {
  /// The folder of the fonts and configuration, made once per test.
  let work: URL
  /// The environment of the fixture configuration, without language variables.
  let environment: [String: String]

  init() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-language-\(UUID())")
    let fonts = work.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let mincho = FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMincho-Regular.ttf")
    try FileManager.default.copyItem(at: mincho, to: fonts.appendingPathComponent("FixtureMincho-Regular.ttf"))
    for name in ["TypecaseFixtureSans-Regular.ttf"] {
      try FileManager.default.copyItem(
        at: FixtureFonts.fontsDirectory.appendingPathComponent(name), to: fonts.appendingPathComponent(name))
    }
    try DerivedFont.write(
      from: mincho, to: fonts.appendingPathComponent("FixtureMing-Regular.ttf"),
      editing: DerivedFont.naming(family: "Fixture Ming", postScriptName: "FixtureMing-Regular"))
    let rules = """
      <match target="pattern">
        <test name="lang" compare="contains"><string>zh-tw</string></test>
        <edit name="family" mode="prepend" binding="strong"><string>Fixture Ming</string></edit>
      </match>
      <match target="pattern">
        <test name="lang" qual="all" compare="not_contains"><string>zh-tw</string></test>
        <edit name="family" mode="prepend" binding="strong"><string>Fixture Mincho</string></edit>
      </match>
      """
    let configuration = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("conf"), folders: [fonts], rules: rules)
    var environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path, "HOME": work.path])
    environment["XDG_CONFIG_HOME"] = work.path + "/config"
    for name in ["LC_ALL", "LC_CTYPE", "LC_MESSAGES", "LANG", "LANGUAGE", "FC_LANG", "PANGO_LANGUAGE"] {
      environment[name] = nil
    }
    self.environment = environment
  }

  deinit { try? FileManager.default.removeItem(at: work) }

  /// The family `typecase match --text TEXT [--lang LANG]` says draws the text's first
  /// character, in `variables`.
  func typecaseFamily(_ variables: [String: String], language: String? = nil, text: String = "直") throws -> String {
    let arguments =
      ["match", "--text", text, "--font", "Typecase Fixture Sans", "--json"] + (language.map { ["--lang", $0] } ?? [])
    let outcome = try ProcessRunner.run(
      ProcessRunner.typecase, arguments, environment: environment.merging(variables) { $1 })
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any],
      "\(outcome.standardError)")
    let runs = try #require(json["runs"] as? [[String: Any]])
    let face = try #require(runs.first?["face"] as? [String: Any])
    return try #require(face["family"] as? String)
  }

  /// The family Pango itself draws the first character of `text` with in a program running in
  /// `variables`.
  func pangoFamily(_ variables: [String: String], text: String = "直") throws -> String {
    let script = FixtureFonts.packageRoot.appendingPathComponent("Tests/Rendering/pango_runs.py")
    // Python itself, in a locale the machine lacks, sets LC_CTYPE=C.UTF-8 for its programs
    // (PEP 538), which fontconfig then reads: a C program would not.
    let outcome = try ProcessRunner.runPython(
      [script.path, "Typecase Fixture Sans", text],
      environment: environment.merging(variables) { $1 }.merging(["PYTHONCOERCECLOCALE": "0"]) { $1 })
    try #require(outcome.status == 0, "\(outcome.standardError)")
    let fields = outcome.standardOutput.split(separator: "\t", omittingEmptySubsequences: false)
    return try #require(fields.count > 2 ? String(fields[2]) : nil, "\(outcome.standardOutput)")
  }

  /// Without --lang, the face is the one the user's programs get: LANGUAGE and the locale
  /// were overwritten by the interface language's (a Traditional Chinese reader with an
  /// English or Japanese interface was answered with the Japanese face).
  @Test(arguments: [
    ["LANG": "C.UTF-8", "LANGUAGE": "zh_TW"],
    ["LANG": "zh_TW.UTF-8", "LANGUAGE": "ja"],
    ["LC_ALL": "zh_TW.UTF-8"],
    ["LANG": "C.UTF-8"],
  ])
  func theFaceIsTheOneTheUsersProgramsGet(variables: [String: String]) throws {
    let pango = try pangoFamily(variables)
    #expect(try typecaseFamily(variables) == pango, "\(variables)")
  }

  /// The rules see the languages: a Traditional Chinese locale gets Fixture Ming (the test
  /// above compares something).
  @Test func theLanguagesDecide() throws {
    #expect(try pangoFamily(["LC_ALL": "zh_TW.UTF-8"]) == "Fixture Ming")
    #expect(try pangoFamily(["LANG": "zh_TW.UTF-8", "LANGUAGE": "ja"]) == "Fixture Ming")
    #expect(try pangoFamily(["LANG": "C.UTF-8"]) == "Fixture Mincho")
  }

  /// `--lang` draws as a program running in that language does, whatever the user's own.
  @Test func langDrawsAsAProgramInThatLanguage() throws {
    let traditional = ["LANG": "C.UTF-8", "LANGUAGE": "zh_TW"]
    #expect(try typecaseFamily(traditional, language: "ja") == "Fixture Mincho")
    #expect(try typecaseFamily(["LANG": "C.UTF-8"], language: "zh-tw") == "Fixture Ming")
    let program = ["LANG": "C.UTF-8", "FC_LANG": "zh-tw", "PANGO_LANGUAGE": "zh-tw", "PANGO_RUNS_LANGUAGE": "zh-tw"]
    #expect(try pangoFamily(program) == "Fixture Ming")
    // Fontconfig prefers the language's fonts as well: Latin text, which Pango lays out for
    // English, is drawn by the face the rules give Traditional Chinese programs.
    let latin = try typecaseFamily(["LANG": "C.UTF-8"], language: "zh-tw", text: "abc")
    #expect(latin == (try pangoFamily(program, text: "abc")))
    #expect(latin == "Fixture Ming")
    let outcome = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "--text", "直", "--lang", "zh_TW.UTF-8"], environment: environment)
    #expect(outcome.standardOutput.contains("language:\tzh-tw\n"), "\(outcome.standardOutput)")
  }

  /// A language fontconfig does not know is a usage error, as for `families --lang`; `--lang`
  /// with a pattern says how a pattern asks for one.
  @Test func anUnknownLanguageOrAPatternIsRefused() throws {
    let unknown = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "--text", "直", "--lang", "japanese"], environment: environment)
    #expect(unknown.status == 2)
    #expect(
      unknown.standardError
        == "typecase: unknown language 'japanese' (languages are fontconfig tags such as ja, ko, zh-cn)\n",
      "\(unknown.standardError)")
    let pattern = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "Fixture Mincho", "--lang", "ja"], environment: environment)
    #expect(pattern.status == 2)
    #expect(
      pattern.standardError
        == "typecase: --lang goes with --text (a pattern asks for a language as \"Fixture Mincho:lang=ja\")\n",
      "\(pattern.standardError)")
  }
}
