import FixtureSupport
import Foundation
import Testing

/// `typecase families` with filters: each filter, and filters together, list the families (and
/// count the faces) that `fc-list` lists for the same properties, over the fixture fonts and
/// the face page's (variable, color and CFF fixtures).
@Suite struct FilterCLITests {
  let home: URL
  let environment: [String: String]

  init() throws {
    home = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-filters-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    environment = FixtureFonts.faceEnvironment(["HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config"])
      .filter { $0.key != "XDG_DATA_HOME" }
  }

  func typecase(_ arguments: [String], environment: [String: String]? = nil) throws -> ProcessOutcome {
    try ProcessRunner.run(ProcessRunner.typecase, arguments, environment: environment ?? self.environment)
  }

  /// Family → face count as `typecase families ARGUMENTS` prints them.
  func families(_ arguments: [String], environment: [String: String]? = nil) throws -> [String: Int] {
    let outcome = try typecase(["families"] + arguments, environment: environment)
    try #require(outcome.status == 0, "\(outcome.standardError)")
    var counts: [String: Int] = [:]
    for line in outcome.standardOutput.split(separator: "\n") {
      let parts = line.split(separator: "\t")
      counts[String(parts[0])] = Int(parts[1])
    }
    return counts
  }

  /// Family → face count of the scalable fonts `fc-list` lists for any of `patterns`.
  func fcList(_ patterns: [String], environment: [String: String]? = nil) throws -> [String: Int] {
    var faces = Set<String>()
    for pattern in patterns {
      let outcome = try ProcessRunner.runTool(
        "fc-list", ["-f", "%{family[0]}\t%{file}\t%{index}\t%{variable}\n", pattern + ":scalable=true"],
        environment: environment ?? self.environment)
      try #require(outcome.status == 0, "\(outcome.standardError)")
      faces.formUnion(outcome.standardOutput.split(separator: "\n").map(String.init))
    }
    var counts: [String: Int] = [:]
    for face in faces { counts[String(face.split(separator: "\t")[0]), default: 0] += 1 }
    return counts
  }

  /// `--monospace` takes fontconfig's spacing but for two cases a user looking for code fonts
  /// expects otherwise: a font of pictures of one width is not monospaced (Noto Color Emoji,
  /// Material Icons were listed), a family called "… Mono" whose post table says fixed-pitch, or
  /// whose ASCII characters share one width while others are wider, is, though fontconfig calls
  /// it proportional (Noto Sans Mono, Noto Sans Mono CJK JP were left out); one that says
  /// otherwise and has letters of many widths is not.
  @Test func monospaceLeavesOutEmojiAndTakesFixedPitchMonoFamilies() throws {
    let folder = home.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let sans = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf")
    for (family, fixedPitch) in [("Fixture Sans Mono", 1), ("Fixture Mono Wide", 0)] {
      try DerivedFont.write(
        from: sans, to: folder.appendingPathComponent(family.replacingOccurrences(of: " ", with: "") + ".ttf"),
        editing: DerivedFont.naming(family: family, postScriptName: family.replacingOccurrences(of: " ", with: ""))
          + "\nfont['post'].isFixedPitch = \(fixedPitch)")
    }
    // ASCII of one width, a kana and a dash wider (Noto Sans Mono CJK: post says proportional);
    // and so in a family named in camel case, as Nerd Fonts name theirs ("JetBrainsMono Nerd
    // Font", its icons wider than its letters: left out).
    for (family, postScriptName) in [
      ("Fixture Mono CJK", "FixtureMonoCJK"), ("FixtureMono Nerd Font", "FixtureMonoNF"),
    ] {
      try DerivedFont.write(
        from: sans, to: folder.appendingPathComponent(postScriptName + ".ttf"),
        editing: DerivedFont.naming(family: family, postScriptName: postScriptName) + """

          import copy
          font['post'].isFixedPitch = 0
          best = font['cmap'].getBestCmap()
          for code in range(0x21, 0x7F):
              font['hmtx'].metrics[best[code]] = (600, font['hmtx'].metrics[best[code]][1])
          for code, width in [(0x3042, 1000), (0x2014, 800)]:
              name = 'uni%04X' % code
              font['glyf'][name] = copy.deepcopy(font['glyf'][best[0x61]])
              font['hmtx'].metrics[name] = (width, 0)
              for table in font['cmap'].tables:
                  table.cmap[code] = name
          """)
    }
    // Pictures of one width, and no letters.
    try DerivedFont.write(
      from: FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureColor-COLRv0.ttf"),
      to: folder.appendingPathComponent("FixtureEmoji.ttf"),
      editing: DerivedFont.naming(family: "Fixture Emoji", postScriptName: "FixtureEmoji-Regular") + """

        width = max(advance for advance, _ in font['hmtx'].metrics.values())
        for name, (advance, bearing) in list(font['hmtx'].metrics.items()):
            font['hmtx'].metrics[name] = (width if advance else 0, bearing)
        for table in font['cmap'].tables:
            table.cmap = {0xE000 + n: glyph for n, glyph in enumerate(sorted(set(table.cmap.values())))}
        """)
    // Icon fonts of one width, in one color: icons at private-use code points only, and
    // (Material Icons) letters of one point each, there for the ligatures that draw the icons.
    for (family, letters) in [("Fixture Icons", "[]"), ("Fixture Ligature Icons", "'abcdefghijklmnopqrstuvwxyz'")] {
      try DerivedFont.write(
        from: sans, to: folder.appendingPathComponent(family.replacingOccurrences(of: " ", with: "") + ".ttf"),
        editing: DerivedFont.naming(family: family, postScriptName: family.replacingOccurrences(of: " ", with: ""))
          + "\nletters = \(letters)\n"
          + "icons = sorted(set(font['cmap'].getBestCmap().values()) - {font['cmap'].getBestCmap()[ord(letter)] for letter in 'abcdefghijklmnopqrstuvwxyz'})\n"
          + DerivedFont.onePointGlyphs(of: "letters") + """

            for name, (advance, bearing) in list(font['hmtx'].metrics.items()):
                font['hmtx'].metrics[name] = (600, bearing)
            for table in font['cmap'].tables:
                table.cmap = {0xE000 + n: glyph for n, glyph in enumerate(icons)}
                table.cmap.update({ord(letter): best[ord(letter)] for letter in \(letters)})
            """)
    }
    var environment = self.environment
    environment["FONTCONFIG_FILE"] =
      FixtureFonts.writeConfiguration(
        in: home.appendingPathComponent("fontconfig"), folders: [folder, FixtureFonts.fontsDirectory]
      ).path
    let spaced = try fcList([":spacing=mono", ":spacing=dual", ":spacing=charcell"], environment: environment)
    try #require(
      spaced.keys.sorted() == ["Fixture Emoji", "Fixture Icons", "Fixture Ligature Icons", "Fixture Mono"],
      "fontconfig: \(spaced)")
    let listed = try families(["--monospace"], environment: environment)
    #expect(
      listed == ["Fixture Mono": 2, "Fixture Mono CJK": 1, "Fixture Sans Mono": 1, "FixtureMono Nerd Font": 1])
    // `face` says so too, beside fontconfig's word (it said "monospace: false"), and `snippet`'s
    // LaTeX makes it the typewriter font, not the document's.
    let face = try typecase(["face", "FixtureMonoCJK"], environment: environment)
    #expect(
      face.standardOutput.contains("\nmonospace: true (fontconfig's spacing: proportional)\n"), "\(face.standardOutput)"
    )
    let latex = try typecase(["snippet", "FixtureMonoNF", "--as", "fontspec"], environment: environment)
    #expect(latex.standardOutput.hasPrefix("\\setmonofont{FixtureMonoNF.ttf}"), "\(latex.standardOutput)")
    let proportional = try typecase(
      ["snippet", "TypecaseFixtureSans-Regular", "--as", "fontspec"], environment: environment)
    #expect(proportional.standardOutput.hasPrefix("\\setmainfont{"), "\(proportional.standardOutput)")
    // The generic monospace given as such a font is not said to lack spacing=mono.
    var generic = environment
    generic["FONTCONFIG_FILE"] =
      FixtureFonts.writeConfiguration(
        in: home.appendingPathComponent("fontconfig-generic"), folders: [folder, FixtureFonts.fontsDirectory],
        rules:
          "<alias binding=\"strong\"><family>monospace</family><prefer><family>Fixture Mono CJK</family></prefer></alias>"
      ).path
    let match = try typecase(["match", "monospace"], environment: generic)
    #expect(match.standardOutput.contains("family: Fixture Mono CJK\n"), "\(match.standardOutput)")
    #expect(!match.standardOutput.contains("lacks") && !match.standardError.contains("lacks"), "\(match.standardError)")
  }

  static let cases: [(arguments: [String], patterns: [String])] = [
    (["--lang", "ja"], [":lang=ja"]),
    (["--lang", "ko"], [":lang=ko"]),
    (["--monospace"], [":spacing=mono", ":spacing=dual", ":spacing=charcell"]),
    (["--italic"], [":slant=100", ":slant=110"]),
    (["--variable"], [":variable=true"]),
    (["--color"], [":color=true"]),
    (["--format", "CFF"], [":fontformat=CFF"]),
    (["--format", "truetype"], [":fontformat=TrueType"]),
    (["--italic", "--variable"], [":slant=100:variable=true"]),
    (["--lang", "en", "--monospace"], [":lang=en:spacing=mono"]),
    // A language in a territory fontconfig has no tag for, written as a locale.
    (["--lang", "en_US.UTF-8", "--monospace"], [":lang=en-us:spacing=mono"]),
    (["--lang", "JA-jp"], [":lang=ja-jp"]),
    (["--color", "--format", "CFF"], [":color=true:fontformat=CFF"]),
  ]

  @Test(arguments: cases.indices)
  func eachFilterListsWhatFcListLists(_ number: Int) throws {
    let (arguments, patterns) = Self.cases[number]
    let expected = try fcList(patterns)
    #expect(try families(arguments) == expected, "\(arguments)")
    if arguments.count > 1 || arguments.first == "--color" || arguments == ["--format", "CFF"] {
      // Filters together, and a filter that drops families, narrow the list: the check can fail.
      #expect(expected.count < (try fcList([""])).count, "\(arguments)")
    }
  }

  /// `families --json` says which faces are color fonts, the ones fc-list's `:color=true`
  /// lists (scripts had to list them again with --color).
  @Test func theJSONSaysWhichFacesAreColorFonts() throws {
    let listed = try ProcessRunner.runTool(
      "fc-list", ["-f", "%{file}#%{index}\n", ":color=true:scalable=true"], environment: environment)
    let expected = Set(listed.standardOutput.split(separator: "\n").map(String.init))
    try #require(!expected.isEmpty)
    let json = try typecase(["families", "--json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    var color = Set<String>()
    var faceCount = 0
    for family in document["families"] as? [[String: Any]] ?? [] {
      for face in family["faces"] as? [[String: Any]] ?? [] {
        faceCount += 1
        if face["color"] as? Bool == true { color.insert("\(face["file"] ?? "")#\(face["index"] ?? "")") }
        #expect(face["color"] == nil || face["color"] as? Bool == true, "\(face)")
      }
    }
    #expect(color == expected)
    #expect(faceCount > color.count)
  }

  @Test func duplicatesAreFacesWhosePostScriptNameAnotherFileHas() throws {
    let outcome = try ProcessRunner.runTool(
      "fc-list", ["-f", "%{family[0]}\t%{postscriptname}\t%{file}\n", ":scalable=true"], environment: environment)
    var files: [String: Set<String>] = [:]
    var familyOf: [String: String] = [:]
    for line in outcome.standardOutput.split(separator: "\n") {
      let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard parts.count == 3, !parts[1].isEmpty else { continue }
      files[parts[1], default: []].insert(parts[2])
      familyOf[parts[1]] = parts[0]
    }
    var expected: [String: Int] = [:]
    for (name, copies) in files where copies.count > 1 { expected[familyOf[name] ?? "", default: 0] += copies.count }
    #expect(expected == ["Fixture Serif": 2])
    #expect(try families(["--duplicates"]) == expected)
  }

  @Test func weightAndWidthRanges() throws {
    // Bold (700) faces, and the variable fonts whose weight axis reaches 700.
    let bold = try families(["--weight", "600-900"])
    #expect(bold["Fixture Mono"] == 1)
    #expect(bold["Typecase Fixture Sans"] == 2)
    #expect(bold["Fixture Serif"] == nil)
    #expect(try families(["--width", "normal"]) == (try families([])))
    #expect(try families(["--width", "condensed"]).isEmpty)
  }

  @Test func userFontsAreThoseInTheHomeFontFolders() throws {
    let folder = home.appendingPathComponent(".local/share/fonts", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: FixtureFonts.fontsDirectory.appendingPathComponent("NanumFixture-Regular.ttf"),
      to: folder.appendingPathComponent("NanumFixture-Regular.ttf"))
    let configuration = FixtureFonts.writeConfiguration(
      in: home.appendingPathComponent("conf", isDirectory: true), folders: [FixtureFonts.fontsDirectory, folder])
    var environment = self.environment
    environment["FONTCONFIG_FILE"] = configuration.path
    #expect(try families(["--user"], environment: environment) == ["NanumFixture": 1])
    let system = try families(["--system"], environment: environment)
    #expect(system["NanumFixture"] == 1)
    #expect(system["Fixture Mono"] == 2)
    // The copy in the home folder duplicates the system one.
    #expect(try families(["--user", "--duplicates"], environment: environment) == ["NanumFixture": 1])
  }

  /// A link in the user's fonts folder to a folder of fonts installed for everyone does not
  /// make those fonts the user's: `--user` lists what `remove` would take, `--system` the
  /// rest (fc-list lists the linked fonts by their path through the link).
  ///
  /// They were listed as installed for the user, and `remove` refused them as installed for
  /// everyone.
  @Test func fontsReachedThroughALinkInTheUsersFolderAreNotTheUsers() throws {
    let folder = home.appendingPathComponent(".local/share/fonts", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: FixtureFonts.fontsDirectory.appendingPathComponent("NanumFixture-Regular.ttf"),
      to: folder.appendingPathComponent("NanumFixture-Regular.ttf"))
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("everyone"), withDestinationURL: FixtureFonts.faceFontsDirectory)
    let configuration = FixtureFonts.writeConfiguration(
      in: home.appendingPathComponent("conf", isDirectory: true), folders: [FixtureFonts.fontsDirectory, folder])
    var environment = self.environment
    environment["FONTCONFIG_FILE"] = configuration.path
    let listed = try ProcessRunner.runTool("fc-list", ["-f", "%{file}\n"], environment: environment).standardOutput
    #expect(listed.contains(folder.path + "/everyone/"), "\(listed)")
    #expect(try families(["--user"], environment: environment) == ["NanumFixture": 1])
    let system = try families(["--system"], environment: environment)
    for family in FixtureFonts.expectedFaceFontCounts.keys { #expect(system[family] != nil, "\(family)") }
    let removal = try typecase(["remove", "Fixture Details", "--yes"], environment: environment)
    #expect(removal.status == 1)
    #expect(removal.standardError.contains("installed for everyone"), "\(removal.standardError)")
  }

  @Test func filtersThatCannotBeReadAreUsageErrors() throws {
    for arguments in [
      ["--weight", "700-300"], ["--weight", "bold"], ["--width", "narrow"], ["--format", "woff"],
      ["--user", "--system"], ["--lang", "xx-nowhere"], ["--lang", "xx"], ["--lang", ".UTF-8"], ["--lang", "-us"],
    ] {
      let outcome = try typecase(["families"] + arguments)
      #expect(outcome.status == 2, "\(arguments)")
      #expect(outcome.standardError.hasPrefix("typecase: "), "\(arguments)")
    }
  }

  @Test func jsonKeepsOnlyTheFacesThatMatch() throws {
    let outcome = try typecase(["families", "--italic", "--json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    let families = try #require(document["families"] as? [[String: Any]])
    let slants = families.flatMap { ($0["faces"] as? [[String: Any]]) ?? [] }.compactMap { $0["slant"] as? Int }
    #expect(!slants.isEmpty)
    #expect(slants.allSatisfy { $0 >= 100 })
  }

  /// A face's PostScript name given to --search lists its family, and says so (it listed
  /// nothing): in any case, and with a filter the family passes.
  @Test func aPostScriptNameSearchedForListsItsFamily() throws {
    for arguments in [["--search", "FixtureMono-Bold"], ["--search", "fixturemono-bold", "--monospace"]] {
      let result = try typecase(["families"] + arguments)
      #expect(result.status == 0)
      #expect(result.standardOutput.hasPrefix("Fixture Mono\t"), "\(arguments): \(result.standardOutput)")
      #expect(result.standardError == "(FixtureMono-Bold is a font of Fixture Mono)\n", "\(result.standardError)")
    }
    let filteredOut = try typecase(["families", "--search", "FixtureMono-Bold", "--color"])
    #expect(
      filteredOut.standardOutput.isEmpty
        && filteredOut.standardError.hasPrefix("(no family's name holds \"FixtureMono-Bold\"; "),
      "\(filteredOut.standardError)")
    #expect(try typecase(["families", "--search", "FixtureMono-Nothing"]).standardOutput.isEmpty)
  }

  /// A face's full name given to --search ("Typecase Fixture Sans Bold Italic", as a font menu
  /// or a list of missing fonts gives it) lists its family, as do its first letters; a style
  /// the family has no font of lists nothing (it listed nothing in every case).
  @Test func aFullNameSearchedForListsItsFamily() throws {
    for search in ["Typecase Fixture Sans Bold Italic", "typecase fixture sans bold it", "Fixture Mono Bold"] {
      let result = try typecase(["families", "--search", search])
      #expect(result.status == 0)
      let family = search.lowercased().hasPrefix("typecase") ? "Typecase Fixture Sans" : "Fixture Mono"
      #expect(result.standardOutput.hasPrefix(family + "\t"), "\(search): \(result.standardOutput)")
      #expect(result.standardOutput.split(separator: "\n").count == 1, "\(search): \(result.standardOutput)")
    }
    #expect(try typecase(["families", "--search", "Fixture Mono Black"]).standardOutput.isEmpty)
    // The name the list and the page give a variable font as a whole, "(Variable)" and all.
    var faces = environment
    faces["FONTCONFIG_FILE"] = FixtureFonts.faceConfigurationFile.path
    for search in ["Fixture Variable (Variable)", "fixture variable italic (var"] {
      #expect(
        try families(["--search", search], environment: faces).keys.sorted() == ["Fixture Variable"], "\(search)")
    }
  }

  /// A full name in the font's other language ("キューエー明朝 太字", as a Japanese font menu
  /// shows it) lists its family too: the style was compared with the English one alone.
  @Test func aFullNameInAnotherLanguageListsItsFamily() throws {
    let folder = home.appendingPathComponent("fonts-ja")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Bold.ttf"),
      to: folder.appendingPathComponent("QaMincho-Bold.ttf"),
      editing: DerivedFont.naming(family: "Qa Mincho", postScriptName: "QaMincho-Bold", style: "Bold") + """

        font["name"].setName("キューエー明朝", 1, 3, 1, 0x411)
        font["name"].setName("太字", 2, 3, 1, 0x411)
        """)
    var environment = self.environment
    environment["FONTCONFIG_FILE"] =
      FixtureFonts.writeConfiguration(in: home.appendingPathComponent("fontconfig-ja"), folders: [folder]).path
    let styles = try ProcessRunner.runTool("fc-list", [":", "style"], environment: environment).standardOutput
    try #require(styles.contains("太字"), "fontconfig: \(styles)")
    for search in ["キューエー明朝 太字", "キューエー明朝 Bold", "Qa Mincho 太字", "キューエー明朝太字", "QaMinchoBold"] {
      #expect(try families(["--search", search], environment: environment) == ["Qa Mincho": 1], "\(search)")
    }
  }

  /// A search whose families the filters all leave out says so, naming them (it said no
  /// family's name held the text, as if the family were not installed), with filters of the
  /// faces and with a language alone.
  @Test func aSearchTheFiltersLeaveNothingOfNamesTheFamiliesLeftOut() throws {
    for filters in [["--italic"], ["--weight", "100-300"], ["--lang", "ja"]] {
      let result = try typecase(["families", "--search", "fixture mo"] + filters)
      #expect(result.status == 0 && result.standardOutput.isEmpty, "\(filters): \(result.standardOutput)")
      #expect(
        result.standardError
          == "(the filters leave out every family whose name holds \"fixture mo\": \"Fixture Mono\")\n",
        "\(filters): \(result.standardError)")
    }
  }

  /// A search beyond ASCII that finds no family by name says `cover` lists those that can
  /// show it (it printed nothing, where the window lists them); a mistyped Latin name says the
  /// closest names, as `faces` does (it said nothing), in both listings (fontconfig's patterns
  /// alone, and with filters).
  @Test func aSearchForTextNoNameHoldsSaysWhereToLook() throws {
    let note = "(no family's name holds \"𝔄\": 'typecase cover' lists the families that can show it)\n"
    for filters in [[], ["--italic"]] {
      let text = try typecase(["families", "--search", "𝔄"] + filters)
      #expect(text.status == 0)
      #expect(text.standardOutput == "")
      #expect(text.standardError == note, "\(filters)")
      #expect(
        try typecase(["families", "--search", "zzq"] + filters).standardError
          == "(no family's name holds \"zzq\"; 'typecase families' lists every family)\n")
      // Among the families the filters leave (Fixture Mono has no italic).
      let mistyped = try typecase(["families", "--search", "Fixture Monp"] + filters)
      #expect(mistyped.status == 0 && mistyped.standardOutput == "")
      #expect(
        mistyped.standardError.hasPrefix("(no family's name holds \"Fixture Monp\"; did you mean: \"Fixture Mono\"")
          == filters.isEmpty, "\(filters): \(mistyped.standardError)")
      // A letter with a mark for symbols (a vector) is text too: its arrow, folded away as an
      // accent, left every family with an x.
      let vector = try typecase(["families", "--search", "x\u{20D7}"] + filters)
      #expect(vector.standardOutput == "", "\(filters)")
      #expect(vector.standardError.contains("'typecase cover' lists"), "\(filters)")
    }
  }

  /// A star written by hand in another case than the family's ("fixture mono") is the
  /// family's, as fontconfig takes names in any case: `families --starred` listed nothing and
  /// called it not installed, `star` added a second, while `unstar` took it away.
  @Test func aStarWrittenInAnotherCaseIsTheFamilys() throws {
    let file = home.appendingPathComponent("config/typecase/settings.json")
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"starred-families": ["fixture mono"]}"#.utf8).write(to: file)
    let listed = try typecase(["families", "--starred"])
    #expect(listed.standardOutput.hasPrefix("Fixture Mono\t"), "\(listed.standardOutput)")
    #expect(listed.standardError == "")
    let again = try typecase(["star", "Fixture Mono"])
    #expect(again.standardOutput == "\"Fixture Mono\" is already starred\n")
    #expect(try String(contentsOf: file, encoding: .utf8).components(separatedBy: "ixture").count == 2)
    // Said by the family's own name, as star says it.
    #expect(try typecase(["unstar", "Fixture Mono"]).standardOutput == "Unstarred \"Fixture Mono\"\n")
    #expect(try families(["--starred"]).isEmpty)
    // Written in two cases, an installed family's stars go together, whatever the spelling
    // given (one was left, or the name was "several starred families").
    for given in ["Fixture Mono", "FIXTURE MONO"] {
      try Data(#"{"starred-families": ["Fixture Mono", "fixture mono"]}"#.utf8).write(to: file)
      let unstarred = try typecase(["unstar", given])
      #expect(unstarred.status == 0, "\(given): \(unstarred.standardError)")
      #expect(try families(["--starred"]).isEmpty, "\(given)")
    }
  }

  /// `star --json` and `unstar --json` say the family's exact name, its star and whether the
  /// run changed anything, for configuration tools that report "changed" (they had only
  /// sentences, translated, to go by).
  @Test func starAndUnstarSayWhatChangedInJSON() throws {
    func json(_ arguments: [String]) throws -> [String: Any] {
      let outcome = try typecase(arguments + ["--json"])
      #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
      let object = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any]
      return try #require(object, "\(arguments): \(outcome.standardOutput)")
    }
    func said(_ object: [String: Any]) -> String {
      "\(object["family"] as? String ?? "-") \(object["starred"] as? Bool ?? false) \(object["changed"] as? Bool ?? false)"
    }
    #expect(try said(json(["star", "fixture mono"])) == "Fixture Mono true true")
    #expect(try said(json(["star", "FIXTURE MONO"])) == "Fixture Mono true false")
    #expect(try families(["--starred"]) == ["Fixture Mono": 2])
    #expect(try said(json(["unstar", "fixture mono"])) == "Fixture Mono false true")
    #expect(try said(json(["unstar", "Fixture Mono"])) == "Fixture Mono false false")
    #expect(try said(json(["unstar", "Gone Sans"])) == "Gone Sans false false")
    #expect(try families(["--starred"]).isEmpty)
    // A star written by hand in another case is said by the family's own name.
    let file = home.appendingPathComponent("config/typecase/settings.json")
    try Data(#"{"starred-families": ["fixture mono"]}"#.utf8).write(to: file)
    #expect(try said(json(["unstar", "Fixture Mono"])) == "Fixture Mono false true")
    // A family that is not installed cannot be starred: an error on stderr, no JSON.
    let missing = try typecase(["star", "Gone Sans", "--json"])
    #expect(missing.status == 1 && missing.standardOutput == "")
  }

  @Test func starredFamiliesAreKeptInTheSettingsFile() throws {
    #expect(try typecase(["star", "fixture mono"]).standardOutput == "Starred \"Fixture Mono\"\n")
    #expect(try typecase(["star", "Fixture Serif"]).status == 0)
    // Starred again: said so, and nothing fails.
    let again = try typecase(["star", "fixture serif"])
    #expect(again.status == 0)
    #expect(again.standardOutput == "\"Fixture Serif\" is already starred\n")
    #expect(try families(["--starred"]) == ["Fixture Mono": 2, "Fixture Serif": 2])
    #expect(try families(["--starred", "--format", "CFF"]) == ["Fixture Serif": 1])
    // A family starred here and no longer installed stays starred, and is named on stderr.
    let file = home.appendingPathComponent("config/typecase/settings.json")
    var text = try String(contentsOf: file, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "\"Fixture Serif\"", with: "\"Fixture Serif\", \"Gone Sans\", \"Line\\nGone\"")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let listed = try typecase(["families", "--starred"])
    #expect(listed.standardError.contains("Gone Sans"))
    // A name with a control character is unstarred as it is shown (it was "not starred").
    #expect(listed.standardError.contains(#"Line\nGone"#), "\(listed.standardError)")
    let unstarred = try typecase(["unstar", #"Line\nGone"#])
    #expect(unstarred.status == 0, "\(unstarred.standardError)")
    #expect(unstarred.standardOutput == "Unstarred \"Line\\nGone\"\n")
    // JSON says so too, for scripts (it was said on stderr only).
    let json = try typecase(["families", "--starred", "--json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any], "\(json.standardOutput)"
    )
    #expect(document["starredNotInstalled"] as? [String] == ["Gone Sans"])
    #expect(
      (document["families"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == [
        "Fixture Mono", "Fixture Serif",
      ])
    // Starred families a language leaves out are installed all the same (they were said not
    // to be).
    let japanese = try typecase(["families", "--starred", "--lang", "ja"])
    #expect(japanese.standardOutput == "")
    #expect(japanese.standardError == "starred, not installed: Gone Sans\n")
    let japaneseJSON = try typecase(["families", "--starred", "--lang", "ja", "--json"])
    let japaneseDocument = try #require(
      try JSONSerialization.jsonObject(with: Data(japaneseJSON.standardOutput.utf8)) as? [String: Any])
    #expect(japaneseDocument["starredNotInstalled"] as? [String] == ["Gone Sans"])
    let unfiltered = try typecase(["families", "--json"])
    #expect(!unfiltered.standardOutput.contains("starredNotInstalled"))
    #expect(try typecase(["unstar", "gone sans"]).status == 0)
    #expect(try typecase(["unstar", "Fixture Mono"]).status == 0)
    #expect(try families(["--starred"]) == ["Fixture Serif": 2])
    #expect(try typecase(["star", "No Such Family"]).status == 1)
    // Neither installed nor starred: nothing to take back, as for an installed family (a
    // script's "remove the font, then unstar it" failed on every run after the first).
    let gone = try typecase(["unstar", "No Such Family"])
    #expect(gone.status == 0)
    #expect(gone.standardOutput == "\"No Such Family\" is not starred\n")
    #expect(gone.standardError.isEmpty)
    // An installed family that has no star is not "Unstarred"; nothing failed, as starring a
    // starred family does not fail.
    let notStarred = try typecase(["unstar", "fixture display"])
    #expect(notStarred.status == 0)
    #expect(notStarred.standardOutput == "\"Fixture Display\" is not starred\n")
    #expect(notStarred.standardError.isEmpty)
    // Two starred names in different cases (neither installed): a third spelling is ambiguous,
    // as for star, and takes no star away (it took the first's); an exact one is not.
    text = try String(contentsOf: file, encoding: .utf8)
    text = text.replacingOccurrences(of: "\"Fixture Serif\"", with: "\"Fixture Serif\", \"Case Gone\", \"case gone\"")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let ambiguous = try typecase(["unstar", "CASE GONE"])
    #expect(ambiguous.status == 1)
    #expect(
      ambiguous.standardError
        == "typecase: \"CASE GONE\" names several starred families\n  give one of them exactly: \"Case Gone\", \"case gone\"\n"
    )
    #expect(try typecase(["unstar", "case gone"]).standardOutput == "Unstarred \"case gone\"\n")
    #expect(try String(contentsOf: file, encoding: .utf8).contains("\"Case Gone\""))
  }
}
