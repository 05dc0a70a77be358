import FixtureSupport
import Foundation
import Testing
import TypecaseCore

@testable import TypecaseCLI

/// The built `typecase` binary, run as a user runs it, over the fixture fonts.
@Suite struct CLITests {
  func typecase(_ arguments: String..., environment: [String: String] = FixtureFonts.environment()) throws
    -> ProcessOutcome
  {
    try ProcessRunner.run(ProcessRunner.typecase, arguments, environment: environment)
  }

  /// A family not installed that fontconfig's rules give another for (as "Arial" gets
  /// Liberation Sans) says which one programs asking for it get, as fc-match answers (it said
  /// only "run 'typecase families'"); a name no rule knows keeps the hint it had.
  @Test func aMissingFamilyTheRulesAliasNamesTheFamilyProgramsGet() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-alias-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let configuration = FixtureFonts.writeConfiguration(
      in: folder, folders: [FixtureFonts.fontsDirectory],
      rules: """
        <match><test name="family"><string>Brand Sans</string></test>
        <edit name="family" mode="append" binding="same"><string>Fixture Mono</string></edit></match>
        """)
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path])
    let matched = try ProcessRunner.runTool("fc-match", ["-f", "%{family[0]}", "Brand Sans"], environment: environment)
    #expect(matched.standardOutput == "Fixture Mono")
    for command in [["faces", "Brand Sans"], ["star", "Brand Sans"]] {
      let result = try typecase(command[0], command[1], environment: environment)
      #expect(result.status == 1)
      #expect(
        result.standardError
          == "typecase: no font family named \"Brand Sans\"\n  programs asking for \"Brand Sans\" get \"Fixture Mono\", which fontconfig's rules give for it\n",
        "\(command): \(result.standardError)")
    }
    let unknown = try typecase("faces", "Zzzq Sans", environment: environment)
    #expect(unknown.standardError.contains("run 'typecase families' to list the families"), "\(unknown.standardError)")
    // A search for it says the same (it said only that no family's name held it).
    let searched = try typecase("families", "--search", "Brand Sans", environment: environment)
    #expect(searched.status == 0)
    #expect(searched.standardOutput.isEmpty)
    #expect(
      searched.standardError
        == "(no family's name holds \"Brand Sans\"; programs asking for it get \"Fixture Mono\", which fontconfig's rules give for it)\n",
      "\(searched.standardError)")
  }

  /// A name of 100,000 characters that names nothing is said back cut to 200 (it was echoed
  /// whole: 100 kB of error for one line); one of a usual length whole.
  @Test func aVeryLongUnknownNameIsSaidBackCut() throws {
    let long = String(repeating: "A", count: 100_000)
    for command in ["faces", "face"] {
      let outcome = try typecase(command, long)
      #expect(outcome.status == 1)
      let first = String(outcome.standardError.split(separator: "\n").first ?? "")
      #expect(first.hasSuffix("named \"" + String(repeating: "A", count: 200) + "…\""), "\(first.suffix(40))")
    }
    #expect(
      try typecase("faces", "Nope Sans").standardError.hasPrefix("typecase: no font family named \"Nope Sans\"\n"))
  }

  @Test func listsFamiliesWithFaceCounts() throws {
    let result = try typecase("families")
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let expected = FixtureFonts.expectedFaceCounts.keys.sorted().map {
      "\($0)\t\(FixtureFonts.expectedFaceCounts[$0] ?? 0)"
    }
    #expect(result.standardOutput.split(separator: "\n").map(String.init) == expected)
  }

  /// With no font at all (an empty font folder), the list is empty and standard error says
  /// why, as fc-list's own empty answer shows: the list was empty without a word.
  @Test func noFontsAtAllIsSaid() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-no-fonts-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    let empty = work.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let configuration = FixtureFonts.writeConfiguration(in: work, folders: [empty])
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path])
    let listed = try ProcessRunner.runTool("fc-list", [], environment: environment)
    try #require(listed.standardOutput.isEmpty)
    let result = try typecase("families", environment: environment)
    #expect(result.status == 0)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError == "(fontconfig lists no scalable font here: 'fc-list' lists what it has)\n",
      "\(result.standardError)")
  }

  @Test func filtersBySearchLanguageAndMonospace() throws {
    #expect(try typecase("families", "--search", "나눔").standardOutput == "NanumFixture\t1\n")
    #expect(try typecase("families", "--lang=ja").standardOutput == "Fixture Mincho\t1\n")
    #expect(try typecase("families", "--monospace").standardOutput == "Fixture Mono\t2\n")
    let unknown = try typecase("families", "--lang", "klingon")
    #expect(unknown.status == 2)
    #expect(unknown.standardError.contains("unknown language 'klingon'"))
  }

  @Test func writesTheDocumentedJSONSchema() throws {
    let result = try typecase("families", "--json")
    #expect(result.status == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let families = try #require(document["families"] as? [[String: Any]])
    #expect(families.map { $0["name"] as? String } == FixtureFonts.expectedFaceCounts.keys.sorted())
    let nanum = try #require(families.first { $0["name"] as? String == "NanumFixture" })
    let otherNames = try #require(nanum["otherNames"] as? [[String: String]])
    #expect(otherNames == [["name": "나눔픽스처", "language": "ko"]])
    let face = try #require((nanum["faces"] as? [[String: Any]])?.first)
    #expect(face["postscriptName"] as? String == "NanumFixture-Regular")
    #expect(face["weight"] as? Int == 400)
    #expect(face["monospace"] as? Bool == false)
    #expect(face["format"] as? String == "TrueType")
    #expect((face["languages"] as? [String])?.contains("ko") == true)
    #expect(!result.standardOutput.contains("null"))
    let display = try #require(families.first { $0["name"] as? String == "Fixture Display" })
    #expect(display["otherNames"] == nil)
  }

  @Test func listsAFamilysFaces() throws {
    let result = try typecase("faces", "Typecase Fixture Sans")
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
    #expect(
      lines.map { $0[0] } == [
        "TypecaseFixtureSans-Regular", "TypecaseFixtureSans-Italic", "TypecaseFixtureSans-Bold",
        "TypecaseFixtureSans-BoldItalic",
      ])
    #expect(lines.map { $0[1] } == ["Regular", "Italic", "Bold", "Bold Italic"])
    #expect(lines.allSatisfy { $0[2] == "TrueType" && $0[3].hasPrefix(FixtureFonts.fontsDirectory.path) })
    let duplicates = try typecase("faces", "Fixture Serif").standardOutput
    #expect(duplicates.contains("CFF\t") && duplicates.contains("TrueType\t"))
    #expect(try typecase("faces", "나눔픽스처").standardOutput.hasPrefix("NanumFixture-Regular\t"))
  }

  @Test func suggestsCloseNamesForAnUnknownFamily() throws {
    let result = try typecase("faces", "Fixture Mon")
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("no font family named \"Fixture Mon\""))
    #expect(result.standardError.contains("did you mean: \"Fixture Mono\""))
  }

  /// A face's PostScript name given for a family names the face's family: the closest family
  /// names were offered instead ("DejaVuSans-Bold" got "DejaVu Sans Mono").
  @Test func aFacesNameGivenForAFamilyNamesItsFamily() throws {
    let result = try typecase("faces", "TypecaseFixtureSans-Bold")
    #expect(result.status == 1)
    #expect(
      result.standardError == """
        typecase: no font family named "TypecaseFixtureSans-Bold"
          "TypecaseFixtureSans-Bold" is a font of the family "Typecase Fixture Sans"

        """)
  }

  /// A family found by a name fontconfig does not know (fullwidth letters, halfwidth kana:
  /// found as the search finds names) is listed with a note that programs asking for that
  /// name get another font, as fc-match shows: a script checking names with `faces` took it.
  @Test func aNameFoundOnlyIgnoringWidthSaysProgramsDoNotKnowIt() throws {
    for (name, family) in [("ｆｉｘｔｕｒｅ ｍｏｎｏ", "Fixture Mono"), ("ﾌｨｸｽﾁｬ明朝", "Fixture Mincho")] {
      let result = try typecase("faces", name)
      #expect(result.status == 0)
      #expect(!result.standardOutput.isEmpty)
      #expect(
        result.standardError
          == "(\"\(name)\" is not the family's name as fontconfig compares names, ignoring case and spaces only: programs asking for it get another font; its name is \"\(family)\")\n"
      )
      let matched = try ProcessRunner.runTool(
        "fc-match", ["-f", "%{family[0]}", name], environment: FixtureFonts.environment())
      #expect(matched.standardOutput != family, "fontconfig knows \(name)")
    }
    for name in ["fixture mono", "FIXTUREMONO", "Fixture Mono"] {
      #expect(try typecase("faces", name).standardError.isEmpty, "\(name)")
    }
  }

  /// Another name of a family lists the faces that go by it, as `fc-list :family=NAME` does,
  /// with a note naming the family, and `remove` takes those faces alone: the family's every
  /// face was listed, and would have gone to the trash.
  @Test func anotherNameOfAFamilyNamesTheFacesGoingByIt() throws {
    let sandbox = UserFontsSandbox()
    defer { sandbox.remove() }
    try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
    let names = ["Regular": "(16, 'Fixture Split'), (1, 'Fixture Split Narrow')", "Bold": "(1, 'Fixture Split')"]
    for (style, names) in names {
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-\(style).ttf"),
        to: sandbox.fonts.appendingPathComponent("FixtureSplit-\(style).ttf"),
        editing: """
          name = font["name"]
          name.names = [r for r in name.names if r.nameID not in (1, 6, 16)]
          for nameID, text in ((6, "FixtureSplit-\(style)"), \(names)):
              name.setName(text, nameID, 3, 1, 0x409)
          """)
    }
    var environment = FixtureFonts.environment(sandbox.environment)
    environment["FONTCONFIG_FILE"] = sandbox.configuration.path
    let fontconfig = try ProcessRunner.runTool(
      "fc-list", [":family=Fixture Split Narrow", "postscriptname"], environment: environment)
    #expect(fontconfig.standardOutput == ":postscriptname=FixtureSplit-Regular\n")
    let narrow = try sandbox.typecase(["faces", "Fixture Split Narrow"])
    #expect(narrow.status == 0)
    #expect(narrow.standardOutput.split(separator: "\n").map { $0.prefix { $0 != "\t" } } == ["FixtureSplit-Regular"])
    #expect(
      narrow.standardError
        == "(\"Fixture Split Narrow\" is another name of the family \"Fixture Split\": the faces that go by it; 'typecase faces \"Fixture Split\"' lists its 2 faces)\n"
    )
    let whole = try sandbox.typecase(["faces", "Fixture Split"])
    #expect(whole.standardOutput.split(separator: "\n").count == 2)
    #expect(whole.standardError.isEmpty)
    let removed = try sandbox.typecase(["remove", "Fixture Split Narrow", "--yes"])
    #expect(removed.status == 0, "\(removed.standardError)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.fonts.path) == ["FixtureSplit-Bold.ttf"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: sandbox.trashedFiles.path) == ["FixtureSplit-Regular.ttf"])
  }

  /// A Macintosh family name other than the Windows one, which every face gives: asked for
  /// by it, `faces` says it is another name of the family (its faces were listed under the
  /// other name without a word).
  @Test func aSecondNameEveryFaceGivesIsSaid() throws {
    let sandbox = UserFontsSandbox()
    defer { sandbox.remove() }
    try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
      to: sandbox.fonts.appendingPathComponent("MacDiff.ttf"),
      editing: """
        name = font["name"]
        name.names = [r for r in name.names if r.nameID not in (1, 16)]
        name.setName("Fixture Windows", 1, 3, 1, 0x409)
        name.setName("Fixture Mac", 1, 1, 0, 0)
        """)
    let mac = try sandbox.typecase(["faces", "Fixture Mac"])
    #expect(mac.status == 0, "\(mac.standardError)")
    #expect(mac.standardOutput.split(separator: "\n").count == 1)
    #expect(
      mac.standardError
        == "(\"Fixture Mac\" is another name of the family \"Fixture Windows\": its fonts give it both names)\n")
    let windows = try sandbox.typecase(["faces", "fixture windows"])
    #expect(windows.status == 0 && windows.standardError.isEmpty, "\(windows.standardError)")
  }

  @Test(arguments: [
    (["faces", ""], "the family name is empty"),
    // remove and specimen take a font, a family or a file.
    (["remove", " "], "the name of the font, family or file is empty"),
    (["specimen", "", "-o", "x.png"], "the name of the font, family or file is empty"),
    (["faces"], "missing family name"),
    (["families", "--bogus"], "unknown option '--bogus'"),
    (["families", "--search"], "needs a value"),
    (["families", "--search", "--json"], "option '--search' needs a value (TEXT)"),
    (["match", "--text", "--json"], "option '--text' needs a value"),
    (["families", "extra"], "unexpected argument 'extra'"),
    (["famlies"], "did you mean 'families'?"),
    (["--json=1"], "unknown option '--json'"),
    (["families", "--help=foo"], "option '--help' takes no value"),
    (["families", "--json=yes"], "option '--json' takes no value"),
    // An argument an option makes meaningless is refused, not ignored.
    (["help", "faces", "--man"], "it takes no command ('faces')"),
    (["completions", "--words", "families", "bash"], "it takes no shell name ('bash')"),
  ])
  func rejectsBadInputWithUsageErrors(arguments: [String], message: String) throws {
    let result = try ProcessRunner.run(ProcessRunner.typecase, arguments, environment: FixtureFonts.environment())
    #expect(result.status == 2)
    #expect(result.standardError.contains(message))
    #expect(result.standardError.split(separator: "\n").count == 1)
    #expect(result.standardError.contains("--help") || result.standardError.contains("did you mean"))
  }

  /// A misspelled option is called an option in Korean too: the hint said "command" (명령).
  @Test func aMisspelledOptionIsCalledAnOptionInEveryLanguage() throws {
    for (language, expected) in [("ko_KR.UTF-8", "'--search' 옵션"), ("en_US.UTF-8", "did you mean '--search'?")] {
      let result = try ProcessRunner.run(
        ProcessRunner.typecase, ["families", "--serch", "x"],
        environment: FixtureFonts.environment(["LANG": language, "LANGUAGE": String(language.prefix(2))]))
      #expect(result.status == 2)
      #expect(result.standardError.contains(expected), "\(language): \(result.standardError)")
      #expect(!result.standardError.contains("명령"), "\(result.standardError)")
    }
  }

  @Test func failsClearlyWhenTheConfigurationIsMissing() throws {
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": "/nonexistent/fonts.conf"])
    let result = try typecase("families", environment: environment)
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("Fontconfig"))
    #expect(
      result.standardError.contains("typecase: cannot read the fontconfig configuration \"/nonexistent/fonts.conf\""))
  }

  @Test func teachesByExample() throws {
    for command in [["--help"], ["families", "--help"], ["faces", "-h"], ["help", "families"]] {
      let result = try ProcessRunner.run(ProcessRunner.typecase, command, environment: FixtureFonts.environment())
      #expect(result.status == 0)
      #expect(result.standardOutput.contains("Examples:"))
    }
    // `--help COMMAND` is that command's help, as in git (it was this help).
    let families = try typecase("families", "--help")
    for words in [["--help", "families"], ["-h", "families"]] {
      let result = try ProcessRunner.run(ProcessRunner.typecase, words, environment: FixtureFonts.environment())
      #expect(result.status == 0)
      #expect(result.standardOutput == families.standardOutput, "\(words)")
    }
    let unknown = try typecase("--help", "famlies")
    #expect(unknown.status == 2)
    #expect(unknown.standardError.contains("did you mean 'families'?"), "\(unknown.standardError)")
    let version = try typecase("--version")
    #expect(version.status == 0)
    #expect(version.standardOutput.hasPrefix("typecase "))
  }

  /// A display named but not there is named, with the way to the fonts without a window (GTK
  /// said "cannot open display: " and no name for Wayland's).
  @Test func aDisplayThatCannotBeOpenedIsNamed() throws {
    var environment = FixtureFonts.environment()
    environment.removeValue(forKey: "DISPLAY")
    environment["WAYLAND_DISPLAY"] = "typecase-no-such-display"
    let wayland = try typecase(environment: environment)
    #expect(wayland.status == 1)
    #expect(
      wayland.standardError
        == "typecase: cannot open the display Wayland typecase-no-such-display; 'typecase families' lists the fonts without a window\n"
    )
    environment.removeValue(forKey: "WAYLAND_DISPLAY")
    environment["DISPLAY"] = ":4097"
    let x11 = try typecase(environment: environment)
    #expect(x11.status == 1)
    #expect(x11.standardError.hasPrefix("typecase: cannot open the display :4097; "), "\(x11.standardError)")
    // GDK_BACKEND picks the displays GTK tries: those are named, and it (a working Wayland
    // display was named where GTK had tried X alone).
    environment["WAYLAND_DISPLAY"] = "typecase-no-such-display"
    environment["GDK_BACKEND"] = "x11"
    let picked = try typecase(environment: environment)
    #expect(picked.status == 1)
    #expect(
      picked.standardError.hasPrefix("typecase: cannot open the display :4097 (GDK_BACKEND=x11); "),
      "\(picked.standardError)")
    environment.removeValue(forKey: "WAYLAND_DISPLAY")
    environment["GDK_BACKEND"] = "wayland"
    let unset = try typecase(environment: environment)
    #expect(
      unset.standardError.hasPrefix("typecase: cannot open the display Wayland wayland-0 (GDK_BACKEND=wayland); "),
      "\(unset.standardError)")
    environment["WAYLAND_DISPLAY"] = "typecase-no-such-display"
    environment["GDK_BACKEND"] = "wayland,x11"
    let both = try typecase(environment: environment)
    #expect(
      both.standardError.hasPrefix(
        "typecase: cannot open the display Wayland typecase-no-such-display / :4097 (GDK_BACKEND=wayland,x11); "),
      "\(both.standardError)")
  }

  @Test func listsFamiliesWhenThereIsNoDisplay() throws {
    var environment = FixtureFonts.environment()
    environment.removeValue(forKey: "DISPLAY")
    environment.removeValue(forKey: "WAYLAND_DISPLAY")
    let result = try typecase(environment: environment)
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("Fixture Display\t1\n"))
    #expect(result.standardError.contains("no display"))
    let screenshot = try typecase("--screenshot", "/tmp/x.png", environment: environment)
    #expect(screenshot.status == 1)
    // The window's search and filters list as `families` lists them.
    let searched = try typecase("--search", "fixture", "--monospace", environment: environment)
    #expect(searched.status == 0, "\(searched.standardError)")
    let families = try typecase("families", "--search", "fixture", "--monospace", environment: environment)
    #expect(searched.standardOutput == families.standardOutput)
    #expect(searched.standardOutput == "Fixture Mono\t2\n")
  }

  /// `typecase FILE` opens a font file's page: checked first, as `typecase face FILE` checks
  /// it, so a file that is no font, or none at all, fails here with the reason; with no display
  /// it says what prints the file instead.
  @Test func aFontFileGivenAloneIsCheckedBeforeTheWindow() throws {
    var environment = FixtureFonts.environment()
    environment.removeValue(forKey: "DISPLAY")
    environment.removeValue(forKey: "WAYLAND_DISPLAY")
    let font = FixtureFonts.packageRoot.appendingPathComponent("Tests/Fixtures/extra-fonts/FixtureSymbols-Regular.ttf")
    let noDisplay = try typecase(font.path, environment: environment)
    #expect(noDisplay.status == 1)
    #expect(noDisplay.standardOutput.isEmpty)
    #expect(noDisplay.standardError.contains("no display"), "\(noDisplay.standardError)")
    #expect(noDisplay.standardError.contains("'typecase face FILE' prints"), "\(noDisplay.standardError)")
    let notAFont = FixtureFonts.fontsDirectory.appendingPathComponent("not-a-font.ttf").path
    let refused = try typecase(notAFont, environment: environment)
    #expect(refused.status == 1)
    #expect(refused.standardError.hasPrefix("typecase: cannot read \"\(notAFont)\""), "\(refused.standardError)")
    // With no display there is no window to say it in: the same refusal.
    let refusedFromDesktop = try typecase("--errors-in-window", notAFont, environment: environment)
    #expect(refusedFromDesktop.status == 1)
    #expect(refusedFromDesktop.standardError == refused.standardError, "\(refusedFromDesktop.standardError)")
    let fromDesktop = try typecase("--errors-in-window", font.path, environment: environment)
    #expect(fromDesktop.standardError.contains("no display"), "\(fromDesktop.standardError)")
    // An index past the file's faces, or past the font's named instances, as `face` says it.
    let pastFaces = try typecase(font.path + "#1", environment: environment)
    #expect(pastFaces.status == 1)
    #expect(pastFaces.standardError.contains("the file holds 1 face; there is no face 1"), "\(pastFaces.standardError)")
    let variable = FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureVariable-VF.ttf").path
    let pastInstances = try typecase(variable + "#327680", environment: environment)
    #expect(pastInstances.status == 1)
    #expect(
      pastInstances.standardError.contains("the font has 4 named instances; there is no instance 5"),
      "\(pastInstances.standardError)")
    let missing = try typecase("./no/such/font.ttf", environment: environment)
    #expect(missing.status == 1)
    #expect(missing.standardError.contains("no such file"), "\(missing.standardError)")
    let both = try typecase(font.path, "--page", "settings", environment: environment)
    #expect(both.status == 2)
    #expect(both.standardError.contains("give a font file or --page, not both"), "\(both.standardError)")
    // After "--", a file whose name starts with a dash, as every command takes one ("unexpected
    // argument" said otherwise); a word there is a file, not a command.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-dash-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: font, to: folder.appendingPathComponent("-dash.ttf"))
    var shell = environment
    shell["TYPECASE"] = ProcessRunner.typecase.path
    let dashed = try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "cd \"$0\" && \"$TYPECASE\" -- -dash.ttf", folder.path],
      environment: shell)
    #expect(dashed.status == 1)
    #expect(dashed.standardError.contains("no display"), "\(dashed.standardError)")
    let notAFile = try typecase("--", "families", environment: environment)
    #expect(notAFile.status == 1)
    #expect(notAFile.standardError.contains("no such file"), "\(notAFile.standardError)")
    // A word that names no file is still a mistyped command.
    let mistyped = try typecase("famlies", environment: environment)
    #expect(mistyped.status == 2)
    #expect(mistyped.standardError.contains("did you mean 'families'?"), "\(mistyped.standardError)")
  }
}

/// `families --json` is written one family at a time; it is the same document as rendering the
/// whole catalog at once.
@Suite struct StreamedJSONTests {
  @Test(arguments: [[], ["--monospace"], ["--search", "fixture"], ["--lang", "ja"], ["--search", "none-such"]])
  func streamedJSONIsTheWholeDocument(extra: [String]) throws {
    let streamed = try ProcessRunner.run(
      ProcessRunner.typecase, ["families", "--json"] + extra, environment: FixtureFonts.environment())
    #expect(streamed.status == 0)
    FixtureFonts.activate()
    var query = FontQuery()
    var language: String?
    if let index = extra.firstIndex(of: "--search") { query.search = extra[index + 1] }
    if let index = extra.firstIndex(of: "--lang") { language = extra[index + 1] }
    query.monospaceOnly = extra.contains("--monospace")
    let catalog = try FontSource.load(detail: .full, language: language)
    #expect(streamed.standardOutput == FontJSONValue.document(catalog.families(matching: query)).rendered() + "\n")
  }
}
