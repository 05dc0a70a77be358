import FixtureSupport
import Foundation
import Testing

/// `typecase match --text`: the runs Pango really draws a text with, compared with Pango's own
/// layout of the same text (Tests/Rendering/pango_runs.py, through PyGObject) over fixtures
/// whose coverage is known: Latin only (Typecase Fixture Sans), CJK (Fixture Mincho), Hangul
/// (NanumFixture) and emoji only (Fixture Emoji).
@Suite struct MatchTextTests {
  let environment = FixtureFonts.renderEnvironment()

  /// A weight written as CSS writes it ("Inter 600") is read by Pango as a size: said, with
  /// the description that asks for the weight; a size is not.
  @Test func aCSSWeightReadAsASizeIsSaidSo() throws {
    let weight = try typecase("match", "--text", "abc", "--font", "Typecase Fixture Sans 700")
    #expect(
      weight.standardError
        == "(Pango reads 700 as a size in points, not a weight: \"Typecase Fixture Sans weight=700\" asks for the weight)\n",
      "\(weight.standardError)")
    let asked = try typecase("match", "--text", "abc", "--font", "Typecase Fixture Sans weight=700")
    #expect(asked.standardOutput.contains("\tTypecaseFixtureSans-Bold\t"), "\(asked.standardOutput)")
    #expect(try typecase("match", "--text", "abc", "--font", "Typecase Fixture Sans 12").standardError.isEmpty)
  }

  /// A face in a file its user cannot read (copied into a system folder at 0600 by root) is
  /// named with the reason: its characters were said missing from every installed font, with
  /// three Pango warnings on standard error. (Run as nobody when run as root, who reads any file.)
  @Test func aFaceInAFileTheUserCannotReadIsSaidSo() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-unreadable-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    let fonts = work.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let secret = fonts.appendingPathComponent("Secret.ttf")
    try FileManager.default.copyItem(
      at: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Regular.ttf"), to: secret)
    let configuration = FixtureFonts.writeConfiguration(in: work.appendingPathComponent("conf"), folders: [fonts])
    var environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path, "HOME": work.path])
    environment["XDG_CONFIG_HOME"] = work.path + "/config"
    // The cache written while the file can be read, as root's fc-cache writes it.
    _ = try ProcessRunner.runTool("fc-cache", ["-f"], environment: environment)
    _ = try ProcessRunner.runTool("chmod", ["-R", "a+rwX", work.path], environment: environment)
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: secret.path)
    let arguments = ["match", "--text", "abc", "--font", "Fixture Mono"]
    let outcome =
      try ProcessRunner.typecaseWithoutRoot(arguments, environment: environment)
    #expect(outcome.standardOutput.contains("\t\(secret.path)\trequested\n"), "\(outcome.standardOutput)")
    #expect(
      outcome.standardError
        == "FixtureMono-Regular is in a file you cannot read (\(secret.path): Permission denied): Pango draws what it is to draw as boxes\n",
      "\(outcome.standardError)")
  }

  func typecase(_ arguments: String...) throws -> ProcessOutcome {
    try ProcessRunner.run(ProcessRunner.typecase, arguments, environment: environment)
  }

  /// A shell command line, for what a test cannot pass as a Swift string (bytes that are not
  /// UTF-8, a pipe).
  func shell(_ command: String) throws -> ProcessOutcome {
    var environment = self.environment
    environment["TYPECASE"] = ProcessRunner.typecase.path
    return try ProcessRunner.run(URL(fileURLWithPath: "/bin/sh"), ["-c", command], environment: environment)
  }

  /// A `typecase` whose text drawer is missing (a copy without `typecase-render` beside it)
  /// fails with 2, an error: it said 1, which `match --text` gives for characters missing.
  @Test func aRendererThatCannotStartIsAnErrorNotAnAnswer() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-alone-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let alone = folder.appendingPathComponent("typecase")
    try ProcessRunner.copyExecutable(ProcessRunner.typecase, to: alone)
    for arguments in [["match", "--text", "hi"], ["face", "TypecaseFixtureSans-Regular"]] {
      let outcome = try ProcessRunner.run(alone, arguments, environment: environment)
      #expect(outcome.status == 2, "\(arguments): \(outcome.standardError)")
      #expect(outcome.standardError.contains("cannot start"), "\(outcome.standardError)")
    }
  }

  /// For each code point of the text: the family drawing it, and whether it is drawn as a box.
  struct Drawn: Equatable, CustomStringConvertible {
    var family: String
    var missing: Bool
    var description: String { family + (missing ? " (box)" : "") }
  }

  /// What `typecase match --text TEXT --font FONT --json` says draws each code point.
  func typecaseDrawing(_ text: String, font: String) throws -> (drawn: [Drawn], status: Int32, json: [String: Any]) {
    let outcome = try typecase("match", "--text", text, "--font", font, "--json")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any],
      "\(outcome.standardError)")
    var drawn: [Drawn] = []
    let scalars = Array(text.unicodeScalars)
    for run in try #require(json["runs"] as? [[String: Any]]) {
      let face = try #require(run["face"] as? [String: Any])
      let family = try #require(face["family"] as? String)
      let runText = try #require(run["text"] as? String)
      // A line break ends a paragraph, which no run holds (as in Pango's own layout).
      Self.skipLineBreaks(upTo: run["start"] as? Int ?? 0, in: scalars, drawn: &drawn)
      #expect(run["start"] as? Int == drawn.count)
      #expect(run["length"] as? Int == runText.unicodeScalars.count)
      let missing = try #require(run["missing"] as? [String])
      for scalar in runText.unicodeScalars {
        drawn.append(Drawn(family: family, missing: missing.contains(Self.code(scalar))))
      }
    }
    return (drawn, outcome.status, json)
  }

  /// What Pango itself (through PyGObject) says draws each code point.
  func pangoDrawing(_ text: String, font: String) throws -> [Drawn] {
    let script = FixtureFonts.packageRoot.appendingPathComponent("Tests/Rendering/pango_runs.py")
    let outcome = try ProcessRunner.runPython(
      [script.path, font, text], environment: environment)
    try #require(outcome.status == 0, "\(outcome.standardError)")
    var drawn: [Drawn] = []
    let scalars = Array(text.unicodeScalars)
    for line in outcome.standardOutput.split(separator: "\n") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      let start = try #require(Int(fields[0]))
      let length = try #require(Int(fields[1]))
      Self.skipLineBreaks(upTo: start, in: scalars, drawn: &drawn)
      #expect(start == drawn.count)
      let missing = Set(fields[3].split(separator: " ").map(String.init))
      let scalars = Array(text.unicodeScalars)[start..<start + length]
      for scalar in scalars { drawn.append(Drawn(family: fields[2], missing: missing.contains(Self.code(scalar)))) }
    }
    return drawn
  }

  /// Counts the line breaks before `start` as drawn by nothing: paragraphs end there.
  static func skipLineBreaks(upTo start: Int, in scalars: [Unicode.Scalar], drawn: inout [Drawn]) {
    while drawn.count < start && scalars[drawn.count] == "\n" { drawn.append(Drawn(family: "", missing: false)) }
  }

  static func code(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  @Test(arguments: [
    ("Hello 日本 😀 ☃ 한", "Typecase Fixture Sans"),
    ("Größe", "Typecase Fixture Sans Bold"),
    ("カナ and Latin", "Fixture Mincho"),
    ("👍 ok 👍", "Fixture Mono"),
    ("日本語", "No Such Family"),
    // Lines laid out one at a time (a long text of many lines took minutes in one layout):
    // the same runs as Pango's own layout of the whole text.
    ("Hello\n日本 😀\n\nGröße ☃\nカナ", "Typecase Fixture Sans"),
  ])
  func runsAreThoseOfPangoItself(text: String, font: String) throws {
    let ours = try typecaseDrawing(text, font: font)
    let pango = try pangoDrawing(text, font: font)
    #expect(ours.drawn == pango)
    #expect(ours.drawn.count + text.unicodeScalars.reversed().prefix { $0 == "\n" }.count == text.unicodeScalars.count)
    #expect(ours.status == (pango.contains(where: \.missing) ? 1 : 0))
  }

  @Test func fallbackAndMissingAreNamed() throws {
    let result = try typecaseDrawing("Hi 日本 😀 ☃", font: "Typecase Fixture Sans")
    let families = result.drawn.map(\.family)
    #expect(families[0] == "Typecase Fixture Sans")
    #expect(families[3] == "Fixture Mincho")
    #expect(families[6] == "Fixture Emoji")
    #expect(result.drawn[8].missing)
    #expect(result.status == 1)
    let runs = try #require(result.json["runs"] as? [[String: Any]])
    #expect(runs.map { $0["requested"] as? Bool } == [true, false, false, true])
    let requested = try #require(result.json["requested"] as? [String: Any])
    #expect(requested["postscriptName"] as? String == "TypecaseFixtureSans-Regular")
    #expect(
      requested["file"] as? String
        == FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf").path)
    let missing = try #require(result.json["missing"] as? [[String: Any]])
    #expect(missing.map { $0["codePoint"] as? String } == ["U+2603"])
    #expect(missing.map { $0["character"] as? String } == ["☃"])
  }

  /// A mark drawn by another font than the letter before it is said to be drawn apart from it
  /// (Lohit Devanagari's क with U+1CD0 from Noto Serif Kannada: a dotted circle beside it, and
  /// nothing said); a mark in the letter's font says nothing.
  @Test func aMarkDrawnApartFromItsLetterIsSaidToBe() throws {
    let apart = try typecase("match", "--text", "a\u{3099}", "--font", "Typecase Fixture Sans")
    try #require(apart.standardOutput.contains("Fixture Mincho"), "\(apart.standardOutput)")
    #expect(apart.status == 0)
    #expect(
      apart.standardError
        == "(U+3099 is drawn by Fixture Mincho, apart from the a before it, drawn by Typecase Fixture Sans: the mark does not sit on it)\n",
      "\(apart.standardError)")
    let together = try typecase("match", "--text", "か\u{3099}", "--font", "Fixture Mincho")
    #expect(together.standardError.isEmpty, "\(together.standardError)")
    // After a space a mark stands alone as written: nothing to say.
    let alone = try typecase("match", "--text", "a \u{3099}", "--font", "Typecase Fixture Sans")
    try #require(alone.standardOutput.contains("Fixture Mincho"), "\(alone.standardOutput)")
    #expect(alone.standardError.isEmpty, "\(alone.standardError)")
  }

  /// Characters missing from a right-to-left run are said in the order of the text: they came
  /// in the glyphs' order, which is visual (U+0871 before U+0870).
  @Test func charactersMissingFromARightToLeftRunComeInTextOrder() throws {
    let text = "\u{627}\u{628}\u{62A}"
    let plain = try typecase("match", "--text", text, "--font", "Typecase Fixture Sans")
    #expect(plain.status == 1)
    let lines = plain.standardOutput.split(separator: "\n").filter { $0.hasPrefix("missing:") }
    #expect(lines.map { $0.split(separator: "\t")[1] } == ["U+0627", "U+0628", "U+062A"], "\(plain.standardOutput)")
    let document = try #require(
      try JSONSerialization.jsonObject(
        with: Data(
          try typecase("match", "--text", text, "--font", "Typecase Fixture Sans", "--json").standardOutput.utf8))
        as? [String: Any])
    let runs = try #require(document["runs"] as? [[String: Any]])
    #expect(runs.flatMap { $0["missing"] as? [String] ?? [] } == ["U+0627", "U+0628", "U+062A"], "\(document)")
  }

  /// Emoji the font asked for maps, which Pango draws in the font fontconfig gives for
  /// "emoji" all the same, are said to be.
  ///
  /// The run was a "fallback" with nothing missing, as though the font lacked them. A font
  /// without them, or the emoji font asked for, says nothing.
  @Test func emojiTheFontMapsDrawnFromTheEmojiFontAreSaidToBe() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-emoji-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    let fonts = work.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
      to: fonts.appendingPathComponent("Smiley.ttf"),
      editing: """
        from fontTools.ttLib.tables._c_m_a_p import CmapSubtable
        base = font.getBestCmap()
        wide = CmapSubtable.newSubtable(12)
        wide.platformID, wide.platEncID, wide.language = 3, 10, 0
        wide.cmap = dict(base)
        wide.cmap[0x1F600] = base[ord("A")]
        font["cmap"].tables.append(wide)
        """ + "\n" + DerivedFont.naming(family: "Smiley Sans", postScriptName: "SmileySans-Regular"))
    let configuration = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("conf"),
      folders: [fonts, FixtureFonts.fontsDirectory, FixtureFonts.renderFontsDirectory],
      rules: "<alias><family>emoji</family><prefer><family>Fixture Emoji</family></prefer></alias>")
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path])
    let note =
      "(SmileySans-Regular maps 😀, but Pango draws it in Fixture Emoji: it draws emoji in the font fontconfig gives for \"emoji\", whatever font is asked for)\n"
    let mapped = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "--text", "A😀", "--font", "Smiley Sans"], environment: environment)
    #expect(mapped.standardOutput.contains("\tFixture Emoji\t"), "\(mapped.standardOutput)")
    #expect(mapped.standardError == note, "\(mapped.standardError)")
    for font in ["Typecase Fixture Sans", "Fixture Emoji"] {
      let other = try ProcessRunner.run(
        ProcessRunner.typecase, ["match", "--text", "A😀", "--font", font], environment: environment)
      #expect(!other.standardError.contains("draws emoji"), "\(font): \(other.standardError)")
    }
  }

  /// A face without U+0020 draws it blank (Pango draws no box for a space): it is not missing.
  ///
  /// A CJK face without one made "日 本" lack a space and exit 1.
  @Test func aSpaceTheFaceLacksIsNotMissing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-nospace-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMincho-Regular.ttf"),
      to: folder.appendingPathComponent("NoSpace.ttf"),
      editing: """
        for table in font["cmap"].tables:
            table.cmap.pop(0x20, None)
        """)
    let configuration = FixtureFonts.writeConfiguration(in: folder.appendingPathComponent("conf"), folders: [folder])
    var environment = self.environment
    environment["FONTCONFIG_FILE"] = configuration.path
    // fontconfig agrees that no font here has a space.
    let withSpace = try ProcessRunner.runTool("fc-list", [":charset=20", "file"], environment: environment)
    try #require(withSpace.standardOutput.isEmpty, "\(withSpace.standardOutput)")
    let outcome = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "--text", "日 本", "--font", "Fixture Mincho", "--json"],
      environment: environment)
    #expect(outcome.status == 0, "\(outcome.standardOutput) \(outcome.standardError)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    #expect((document["missing"] as? [Any])?.isEmpty == true, "\(outcome.standardOutput)")
  }

  /// Icons at private-use code points, drawn by two fonts: each run says their code points
  /// (`codes=U+E000`), which a terminal drew as nothing (three runs looked empty); JSON keeps
  /// the text exact.
  @Test func privateUseCharactersOfARunAreWrittenAsCodes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-pua-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, code) in [("IconsA", 0xE000), ("IconsB", 0xE001)] {
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
        to: folder.appendingPathComponent(name + ".ttf"),
        editing: DerivedFont.naming(family: name, postScriptName: name + "-Regular") + """

          best = font["cmap"].getBestCmap()
          for table in font["cmap"].tables:
              table.cmap[\(code)] = best[0x41]
          """)
    }
    let configuration = FixtureFonts.writeConfiguration(in: folder.appendingPathComponent("conf"), folders: [folder])
    var environment = self.environment
    environment["FONTCONFIG_FILE"] = configuration.path
    let text = "\u{E000}\u{E001}a"
    let plain = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "--text", text, "--font", "IconsA"], environment: environment)
    #expect(plain.status == 0, "\(plain.standardError)")
    let runs = plain.standardOutput.split(separator: "\n").filter { $0.hasPrefix("run:") }
      .map { line in
        let fields = line.split(separator: "\t")
        return [fields[2]] + fields.filter { $0.hasPrefix("codes=") }
      }
    #expect(runs == [["IconsA-Regular", "codes=U+E000"], ["IconsB-Regular", "codes=U+E001"], ["IconsA-Regular"]])
    // The text "\u{e000}" typed (shell quoting gone wrong) has no codes, and stays as typed.
    let typed = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "--text", #"\u{e000}"#, "--font", "IconsA"], environment: environment)
    #expect(typed.standardOutput.contains("run:\t" + #"\u{e000}"# + "\t"), "\(typed.standardOutput)")
    #expect(!typed.standardOutput.contains("codes="), "\(typed.standardOutput)")
    let json = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "--text", text, "--font", "IconsA", "--json"], environment: environment)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let texts = (document["runs"] as? [[String: Any]])?.compactMap { $0["text"] as? String }
    #expect(texts == ["\u{E000}", "\u{E001}", "a"])
  }

  @Test func plainOutputIsOneLinePerRun() throws {
    let outcome = try typecase("match", "--text", "ab\tc 日", "--font", "Typecase Fixture Sans")
    #expect(outcome.status == 0)
    let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
    let sans = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf").path
    let mincho = FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMincho-Regular.ttf").path
    #expect(
      lines == [
        "requested:\tTypecaseFixtureSans-Regular\tTypecase Fixture Sans\tRegular\t\(sans)",
        "run:\tab\\tc \tTypecaseFixtureSans-Regular\tTypecase Fixture Sans\tRegular\t\(sans)\trequested",
        "run:\t日\tFixtureMincho-Regular\tFixture Mincho\tRegular\t\(mincho)\tfallback",
      ])
  }

  /// A family that is not installed gets another, which the runs call "requested": a note says
  /// so, as `typecase match` explains a substitution; a family installed, or a second choice
  /// of the description that is, gets none.
  @Test func aFamilyThatIsNotInstalledIsNamedAsSuch() throws {
    let missing = try typecase("match", "--text", "abc", "--font", "No Such Family 12")
    #expect(missing.status == 0)
    #expect(
      missing.standardError
        == "\"No Such Family\" is not installed and no rule names a substitute; this is fontconfig's closest match\n")
    #expect(missing.standardOutput.hasPrefix("requested:\t"))
    for font in ["Typecase Fixture Sans Bold", "typecase fixture sans", "No Such Family, Fixture Mono"] {
      let installed = try typecase("match", "--text", "abc", "--font", font)
      #expect(installed.standardError.isEmpty, "\(font): \(installed.standardError)")
    }
  }

  /// Families are named as `faces` names them whatever the locale: fontconfig puts the
  /// locale's name first in what it gives ("フィクスチャ明朝" under LANG=ja_JP), and a script's
  /// check of the JSON passed in CI and failed on a Japanese desktop.
  @Test func familiesAreNamedAlikeInEveryLocale() throws {
    var japanese = environment
    japanese["LANG"] = "ja_JP.UTF-8"
    japanese.removeValue(forKey: "LC_ALL")
    // What fontconfig itself gives first there: the test could not fail otherwise.
    let fcMatch = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{family[0]}", "Fixture Mincho"], environment: japanese)
    try #require(fcMatch.standardOutput == "フィクスチャ明朝")
    let text = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "--text", "日本", "--font", "Fixture Mincho", "--json"], environment: japanese)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(text.standardOutput.utf8)) as? [String: Any])
    let runs = try #require(document["runs"] as? [[String: Any]])
    #expect(!runs.isEmpty)
    for run in runs { #expect((run["face"] as? [String: Any])?["family"] as? String == "Fixture Mincho") }
    #expect((document["requested"] as? [String: Any])?["family"] as? String == "Fixture Mincho")
    let match = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "Fixture Mincho", "--json"], environment: japanese)
    let matched = try #require(
      (try JSONSerialization.jsonObject(with: Data(match.standardOutput.utf8)) as? [String: [String: Any]])?["match"])
    #expect(matched["family"] as? String == "Fixture Mincho")
  }

  /// --json says why the face requested is another family's, as `typecase match` does: a
  /// script checking that every run is "requested" passed with the family not installed.
  @Test func theJSONSaysWhyTheFaceRequestedIsAnotherFamilys() throws {
    func substitution(_ font: String) throws -> String? {
      let outcome = try typecase("match", "--text", "abc", "--font", font, "--json")
      let document = try #require(
        try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
      return document["substitution"] as? String
    }
    let expected = try #require(
      (try JSONSerialization.jsonObject(
        with: Data(try typecase("match", "No Such Family", "--json").standardOutput.utf8)) as? [String: [String: Any]])?[
          "match"]?["substitution"] as? String)
    #expect(try substitution("No Such Family 12") == expected)
    #expect(expected == "not-installed")
    for font in ["Typecase Fixture Sans Bold", "No Such Family, Fixture Mono"] {
      #expect(try substitution(font) == nil, "\(font)")
    }
    // A later family of the list asked gives the font: its second choice, as `match` says,
    // not the first's substitute (it said "not-installed", and that the font was fontconfig's
    // closest match). A generic counts as such when the configuration has a rule for it, as a
    // system's has for monospace.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-next-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let configuration = FixtureFonts.writeConfiguration(
      in: folder, folders: [FixtureFonts.fontsDirectory],
      rules: "<alias><family>monospace</family><prefer><family>Fixture Mono</family></prefer></alias>")
    var withRule = environment
    withRule["FONTCONFIG_FILE"] = configuration.path
    let next = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "--text", "abc", "--font", "No Such Family, monospace", "--json"],
      environment: withRule)
    #expect(next.standardOutput.contains("\"substitution\": \"next-family\""), "\(next.standardOutput)")
    #expect(next.standardError.isEmpty, "\(next.standardError)")
  }

  /// A family named by the whole description ("Fixture Mono Light") beside the shorter one
  /// Pango reads it as ("Fixture Mono" in the Light style): said, with how to ask for it.
  ///
  /// Pango drew the shorter family's face without a word ("Latin Modern Mono Light").
  @Test func aFamilyWhoseLastWordPangoReadsAsAStyleIsSaidWhenTheShorterOneIsInstalled() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-light-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    let fonts = work.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Regular.ttf"),
      to: fonts.appendingPathComponent("FixtureMonoLight.ttf"),
      editing: DerivedFont.naming(family: "Fixture Mono Light", postScriptName: "FixtureMonoLight-Regular"))
    let configuration = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("conf"), folders: [FixtureFonts.fontsDirectory, fonts])
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path])
    func drawn(_ font: String) throws -> (family: String?, note: String) {
      let outcome = try ProcessRunner.run(
        ProcessRunner.typecase, ["match", "--text", "abc", "--font", font, "--json"], environment: environment)
      let document = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any]
      return ((document?["requested"] as? [String: Any])?["family"] as? String, outcome.standardError)
    }
    let light = try drawn("Fixture Mono Light")
    #expect(light.family == "Fixture Mono")
    #expect(
      light.note
        == "Pango reads \"Light\" as a style, not as part of the family's name: \"Fixture Mono Light,\" (with a comma) asks for the family \"Fixture Mono Light\"\n"
    )
    let asked = try drawn("Fixture Mono Light,")
    #expect(asked.family == "Fixture Mono Light")
    #expect(asked.note.isEmpty)
    // A style of a family, with no family of the whole name: nothing to say.
    #expect(try drawn("Fixture Mono Bold").note.isEmpty)
  }

  /// A family whose name ends in a word Pango reads as a style ("Nimbus Roman", "Times New
  /// Roman") is not asked for by its name: the note says what Pango read, and how to ask for
  /// the family (it said only that "Nimbus" is not installed).
  @Test func aFamilyNameEndingInAStyleWordIsExplained() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-roman-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
      to: fonts.appendingPathComponent("FixtureRoman-Regular.ttf"),
      editing: DerivedFont.naming(family: "Fixture Roman", postScriptName: "FixtureRoman-Regular"))
    var environment = self.environment
    environment["FONTCONFIG_FILE"] =
      FixtureFonts.writeConfiguration(
        in: folder.appendingPathComponent("config"), folders: [FixtureFonts.fontsDirectory, fonts]
      ).path
    let read = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "--text", "abc", "--font", "Fixture Roman 12"], environment: environment)
    #expect(
      read.standardError
        == "\"Fixture\" is not installed and no rule names a substitute; this is fontconfig's closest match\n"
        + "Pango reads \"Roman\" as a style, not as part of the family's name: \"Fixture Roman,\" (with a comma) asks for the family \"Fixture Roman\"\n"
    )
    let asked = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "--text", "abc", "--font", "Fixture Roman, 12"], environment: environment)
    #expect(asked.standardError == "", "\(asked.standardError)")
    #expect(
      asked.standardOutput.hasPrefix("requested:\tFixtureRoman-Regular\tFixture Roman\t"), "\(asked.standardOutput)")
  }

  /// A description without a family ("Bold", "12") asks for the layout's default family, as
  /// Pango fills it in: the face called "requested" was another than the one that drew, and
  /// every run was called a fallback.
  @Test func aDescriptionWithoutAFamilyRequestsWhatTheLayoutDraws() throws {
    // Serif and sans-serif fonts of their own, as a desktop's configuration has.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-generic-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let configuration = FixtureFonts.writeConfiguration(
      in: folder, folders: [FixtureFonts.fontsDirectory],
      rules: """
        <alias><family>serif</family><prefer><family>Fixture Serif</family></prefer></alias>
        <alias><family>sans-serif</family><prefer><family>Typecase Fixture Sans</family></prefer></alias>
        """)
    var environment = self.environment
    environment["FONTCONFIG_FILE"] = configuration.path
    for font in ["Bold", "12", "Italic 12"] {
      let outcome = try ProcessRunner.run(
        ProcessRunner.typecase, ["match", "--text", "abc", "--font", font], environment: environment)
      let lines = outcome.standardOutput.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
      let requested = try #require(lines.first { $0.first == "requested:" }, "\(font): \(outcome.standardOutput)")
      let runs = lines.filter { $0.first == "run:" }
      #expect(!runs.isEmpty)
      #expect(runs.allSatisfy { $0.last == "requested" && $0[5] == requested[4] }, "\(font): \(outcome.standardOutput)")
    }
  }

  @Test func aVariableInstanceIsNamedByItsOwnPostScriptName() throws {
    let outcome = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "--text", "abc", "--font", "Fixture Variable Bold", "--json"],
      environment: FixtureFonts.faceEnvironment())
    let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    let requested = try #require(json["requested"] as? [String: Any])
    let faces = try ProcessRunner.run(
      ProcessRunner.typecase, ["faces", "Fixture Variable"], environment: FixtureFonts.faceEnvironment())
    let file = try #require(requested["file"] as? String)
    let index = try #require(requested["index"] as? Int)
    let location = index == 0 ? file : "\(file)#\(index)"
    let line = try #require(faces.standardOutput.split(separator: "\n").first { $0.hasSuffix("\t" + location) })
    #expect(requested["postscriptName"] as? String == line.split(separator: "\t").first.map(String.init))
  }

  /// A variable font drawn whole (a style it has no instance of, at coordinates of the
  /// description's) has no PostScript name: it is named as `faces` names it, in the plain
  /// output and as "variableFont" in JSON, where the name was empty.
  ///
  /// An axis the style sets and the description sets again is said once, at the value
  /// drawn: "Light @wght=250" said "wght=300,wght=250".
  @Test func aVariableFontDrawnWholeIsNamedAndEachAxisSaidOnce() throws {
    let environment = FixtureFonts.faceEnvironment()
    let faces = try ProcessRunner.run(ProcessRunner.typecase, ["faces", "Fixture Variable"], environment: environment)
    let whole = try #require(
      faces.standardOutput.split(separator: "\n").map { $0.split(separator: "\t") }
        .first { $0.last?.hasSuffix("FixtureVariable-VF.ttf") == true && $0[1] == "Variable" })
    let font = "Fixture Variable Light @wght=250,GRAD=50"
    let plain = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "--text", "abc", "--font", font], environment: environment)
    let run = try #require(plain.standardOutput.split(separator: "\n").first { $0.hasPrefix("run:") })
    let fields = run.split(separator: "\t", omittingEmptySubsequences: false)
    #expect(fields.count == 8 && fields[2] == whole[0], "\(run)")
    #expect(fields.last == "variations=wght=250,GRAD=50", "\(run)")
    let json = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "--text", "abc", "--font", font, "--json"], environment: environment)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let requested = try #require(document["requested"] as? [String: Any])
    #expect(requested["variableFont"] as? String == String(whole[0]), "\(requested)")
    #expect(requested["postscriptName"] == nil)
    #expect(requested["variations"] as? String == "wght=250,GRAD=50", "\(requested)")
  }

  // MARK: Bad input

  @Test func emptyTextOrFontIsAUsageError() throws {
    let empty = try typecase("match", "--text", "")
    #expect(empty.status == 2)
    #expect(empty.standardError == "typecase: the text is empty (see 'typecase match --help')\n")
    let noFont = try typecase("match", "--text", "abc", "--font", " ")
    #expect(noFont.status == 2)
    #expect(noFont.standardError.contains("the font description is empty"))
  }

  @Test func argumentsThatAreNotUTF8AreRefused() throws {
    let invalid = try shell(#""$TYPECASE" match --text "$(printf 'a\377b')""#)
    #expect(invalid.status == 2)
    #expect(invalid.standardError == "typecase: argument 3 is not UTF-8: a\\xFFb\n")
    // A lone surrogate, as CESU-8 or WTF-8 writes U+D800.
    let surrogate = try shell(#""$TYPECASE" match --text "$(printf '\355\240\200')""#)
    #expect(surrogate.status == 2)
    #expect(surrogate.standardError == "typecase: argument 3 is not UTF-8: \\xED\\xA0\\x80\n")
    #expect(surrogate.standardOutput.isEmpty)
  }

  @Test func aLongTextComesThroughStandardInput() throws {
    // 1 MB: more than one argument may hold (128 KiB).
    let outcome = try shell(
      #"head -c 1000000 /dev/zero | tr '\0' a | "$TYPECASE" match --text - --font 'Typecase Fixture Sans' --json"#)
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    let runs = try #require(json["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    #expect(runs.first?["length"] as? Int == 1_000_000)
    let notUTF8 = try shell(#"printf 'a\377' | "$TYPECASE" match --text -"#)
    #expect(notUTF8.status == 2)
    #expect(
      notUTF8.standardError.contains(
        "the text on standard input is not UTF-8 at line 1, column 2 (byte offset 1: 0xFF)"),
      "\(notUTF8.standardError)")
    // Where in a long text: the line and column of the first such byte (a truncated sequence
    // of three bytes, after "é" on the third line).
    let deep = try shell(#"printf 'ab\ncd\n\303\251x\342\202y\n' | "$TYPECASE" cover -"#)
    #expect(deep.status == 2)
    #expect(
      deep.standardError.contains(
        "the text on standard input is not UTF-8 at line 3, column 3 (byte offset 9: 0xE2)"),
      "\(deep.standardError)")
    // A NUL: Pango ended the text there, and the character after it was not said to be
    // missing (exit 0). cover reads the same way.
    for command in ["match --text -", "cover -"] {
      let nul = try shell(#"printf 'a\0\360\223\200\200' | "$TYPECASE" "# + command)
      #expect(nul.status == 2, "\(command): \(nul.standardOutput)")
      #expect(nul.standardError.contains("the text holds a NUL character (U+0000)"), "\(nul.standardError)")
    }
  }

  @Test func helpAndUsageNeedNoRenderer() throws {
    let help = try typecase("match", "--help")
    #expect(help.status == 0)
    #expect(help.standardOutput.contains("Usage: typecase match"))
    let unknown = try typecase("match", "--text", "a", "--fnt", "x")
    #expect(unknown.status == 2)
    #expect(unknown.standardError.contains("unknown option '--fnt'"))
  }

  /// A face drawn other than it is says so: emboldened and slanted by fontconfig's rules for a
  /// bold italic the family lacks (as fc-match's embolden and matrix say), and at the axis
  /// coordinates the description sets (as Pango's own description of the font says).
  ///
  /// Both were shown as the face's plain "Regular".
  @Test func aFaceDrawnOtherThanItIsSaysHow() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-synthetic-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let configuration = FixtureFonts.writeConfiguration(
      in: folder, folders: [FixtureFonts.fontsDirectory, FixtureFonts.faceFontsDirectory],
      rules: #"<include ignore_missing="no">/etc/fonts/conf.d/90-synthetic.conf</include>"#)
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path])
    let fcMatch = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{embolden} %{matrix}", "Fixture Mincho:bold:italic"], environment: environment)
    #expect(fcMatch.standardOutput == "True 1 0.2 0 1", "\(fcMatch.standardOutput)")
    let made = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "--text", "abc", "--font", "Fixture Mincho Bold Italic"],
      environment: environment)
    let run = try #require(made.standardOutput.split(separator: "\n").first { $0.hasPrefix("run:") })
    #expect(run.hasSuffix("\trequested\tsynthetic=bold,oblique"), "\(run)")

    let font = "Fixture Variable @wght=650"
    let json = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "--text", "abc", "--font", font, "--json"], environment: environment)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let face = try #require((document["runs"] as? [[String: Any]])?.first?["face"] as? [String: Any])
    let pango = try PangoLoadedFont.load(font, environment: environment)
    #expect(pango.variations == "wght=650", "\(pango)")
    #expect(face["variations"] as? String == "wght=650", "\(face)")
    #expect(face["synthetic"] == nil)

    // Only the face's own axes, each within its range (the fixture's wght goes from 100 to
    // 900): HarfBuzz draws "wght=5000" at 900 and ignores an axis the font lacks, and a font
    // without axes at none (all were said to be drawn at what the description asked).
    for (font, expected) in [
      ("Fixture Variable @wght=5000,XXXX=3", "wght=900"),
      ("Fixture Variable @GRAD=-300,wght=650", "GRAD=-200,wght=650"),
      ("Fixture Mincho @wght=900", nil),
    ] {
      let outcome = try ProcessRunner.run(
        ProcessRunner.typecase, ["match", "--text", "abc", "--font", font, "--json"], environment: environment)
      let drawn = try #require(
        try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
      let runFace = try #require((drawn["runs"] as? [[String: Any]])?.first?["face"] as? [String: Any])
      #expect(runFace["variations"] as? String == expected, "\(font): \(runFace)")
    }
  }

  /// A color bitmap font (Noto Color Emoji) asked for in bold is not said to be emboldened:
  /// fontconfig's rule asks for it, but cairo cannot embolden color bitmaps, and draws them as
  /// they are (pango-view draws "Bold" and "Regular" alike).
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")))
  func aColorBitmapFontIsNotSaidToBeEmboldened() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-color-bold-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let emoji = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: emoji, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: emoji.appendingPathComponent("NotoColorEmoji.ttf"),
      withDestinationURL: URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"))
    let configuration = FixtureFonts.writeConfiguration(
      in: folder, folders: [FixtureFonts.fontsDirectory, emoji],
      rules: #"<include ignore_missing="no">/etc/fonts/conf.d/90-synthetic.conf</include>"#)
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path])
    let fcMatch = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{embolden} %{color} %{outline}", "Noto Color Emoji:bold"], environment: environment)
    try #require(fcMatch.standardOutput == "True True False", "\(fcMatch.standardOutput)")
    let outcome = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "--text", "😀", "--font", "Noto Color Emoji Bold"], environment: environment)
    let run = try #require(outcome.standardOutput.split(separator: "\n").first { $0.hasPrefix("run:") })
    #expect(!run.contains("synthetic"), "\(run)")
    #expect(run.contains("\tNoto Color Emoji\t"), "\(run)")
  }
}
