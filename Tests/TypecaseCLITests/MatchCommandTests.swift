import FixtureSupport
import Foundation
import Testing
import TypecaseCore

/// `typecase match PATTERN` (the built binary) gives what `fc-match PATTERN` gives over the
/// same configuration, says whether the family was substituted and why, and refuses a
/// malformed pattern as a usage error.
@Suite struct MatchCommandTests {
  static let configHome = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-match-\(getpid())")

  func environment() -> [String: String] {
    FixtureFonts.faceEnvironment(["XDG_CONFIG_HOME": Self.configHome.path])
  }

  func typecase(_ arguments: String...) throws -> ProcessOutcome {
    try ProcessRunner.run(ProcessRunner.typecase, arguments, environment: environment())
  }

  /// The plain output's `key: value` lines.
  func values(_ outcome: ProcessOutcome) -> [String: String] {
    var values: [String: String] = [:]
    for line in outcome.standardOutput.split(separator: "\n") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      values[String(line[..<colon])] = String(line[line.index(colon, offsetBy: 2)...])
    }
    return values
  }

  @Test(arguments: [
    "Fixture Mono:bold", "Typecase Fixture Sans:italic", "Fixture Variable:weight=200", "No Such Family Here",
    "sans-serif", "monospace", "serif:lang=ja", ":lang=ko", "Fixture Serif", "nanumfixture",
  ])
  func givesWhatFcMatchGives(pattern: String) throws {
    let fcMatch = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{file}|%{family[0]}", pattern], environment: environment())
    let result = try typecase("match", pattern)
    #expect(result.status == 0, "\(result.standardError)")
    let plain = values(result)
    #expect("\(plain["file"] ?? "")|\(plain["family"] ?? "")" == fcMatch.standardOutput, "\(pattern)")
  }

  /// A weight the match lacks while its family has it, in a face fontconfig passed over for
  /// the locale's language, is said to be in that face, with how to ask for it: "EB
  /// Garamond:bold" gave 08 Regular, said to lack bold, as if the family had no bold.
  @Test func aWeightTheFamilyHasInAFacePassedOverIsNamed() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-passed-over-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    let fonts = work.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let sans = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf")
    try DerivedFont.write(
      from: sans, to: fonts.appendingPathComponent("Passed-Regular.ttf"),
      editing: DerivedFont.naming(family: "Passed Over", postScriptName: "PassedOver-Regular"))
    // The bold maps digits alone: fontconfig gives it no language, and ranks the one asked
    // for (Fijian, which the regular covers) first, as it does the locale's.
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Bold.ttf"),
      to: fonts.appendingPathComponent("Passed-Bold.ttf"),
      editing: DerivedFont.naming(family: "Passed Over", postScriptName: "PassedOver-Bold", style: "Bold") + """

        for table in font["cmap"].tables:
            table.cmap = {code: glyph for code, glyph in table.cmap.items() if 0x30 <= code <= 0x39}
        """)
    let configuration = FixtureFonts.writeConfiguration(in: work.appendingPathComponent("conf"), folders: [fonts])
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path, "LANG": "C.UTF-8"])
    let matched = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{postscriptname}", "Passed Over:bold:lang=fj"], environment: environment)
    try #require(matched.standardOutput == "PassedOver-Regular", "fontconfig gave \(matched.standardOutput)")
    let outcome = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "Passed Over:bold:lang=fj"], environment: environment)
    #expect(values(outcome)["lacks"] == "weight=bold", "\(outcome.standardOutput)")
    #expect(
      outcome.standardError.contains(
        "(\"Passed Over\" has weight=bold in PassedOver-Bold: fontconfig ranks other properties, the language among them, before weight, width and slant; ask for one by its name: \"Passed Over:postscriptname=PassedOver-Bold\")"
      ), "\(outcome.standardError)")
    let asked = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{postscriptname}", "Passed Over:postscriptname=PassedOver-Bold"], environment: environment)
    #expect(asked.standardOutput == "PassedOver-Bold")
    // A slant no face of the family has is said to be lacked, no more.
    let italic = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "Passed Over:italic:lang=fj"], environment: environment)
    #expect(!italic.standardError.contains("\"Passed Over\" has"), "\(italic.standardError)")
  }

  /// A family whose files a `<rejectfont>` rule leaves out is said to be left out, with its
  /// files: it was "not installed, and no rule names a substitute", while the user's own rule
  /// hid it.
  @Test func aFamilyTheConfigurationLeavesOutIsSaidToBe() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-rejected-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    let fonts = work.appendingPathComponent("fonts/sub")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let rejected = fonts.appendingPathComponent("RejectedMono-Regular.ttf")
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Regular.ttf"), to: rejected,
      editing: DerivedFont.naming(family: "Rejected Mono", postScriptName: "RejectedMono-Regular"))
    let configuration = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("conf"),
      folders: [FixtureFonts.fontsDirectory, work.appendingPathComponent("fonts")],
      rules: "<selectfont><rejectfont><glob>\(fonts.path)/*</glob></rejectfont></selectfont>")
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path])
    let listed = try ProcessRunner.runTool("fc-list", ["Rejected Mono"], environment: environment)
    try #require(listed.standardOutput.isEmpty, "fontconfig lists it: \(listed.standardOutput)")
    let outcome = try ProcessRunner.run(ProcessRunner.typecase, ["match", "Rejected Mono"], environment: environment)
    let plain = values(outcome)
    #expect(plain["substitution"] == "left-out", "\(outcome.standardOutput)")
    #expect(
      plain["reason"]?.hasPrefix("\"Rejected Mono\" is in a font folder, but the configuration leaves it out") == true)
    #expect(
      outcome.standardError == "(the files of \"Rejected Mono\" the configuration leaves out: \(rejected.path))\n",
      "\(outcome.standardError)")
    // A family the configuration names a substitute for (an alias) names its files too.
    let aliased = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("conf-alias"),
      folders: [FixtureFonts.fontsDirectory, work.appendingPathComponent("fonts")],
      rules: """
        <selectfont><rejectfont><glob>\(fonts.path)/*</glob></rejectfont></selectfont>
        <alias><family>Rejected Mono</family><prefer><family>Fixture Mono</family></prefer></alias>
        """)
    let alias = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "Rejected Mono"],
      environment: FixtureFonts.environment(["FONTCONFIG_FILE": aliased.path]))
    #expect(values(alias)["substitution"] == "alias", "\(alias.standardOutput)")
    #expect(
      alias.standardError == "(the files of \"Rejected Mono\" the configuration leaves out: \(rejected.path))\n",
      "\(alias.standardError)")
    // A family in no file is not installed, as before.
    let missing = try ProcessRunner.run(ProcessRunner.typecase, ["match", "No Such Family"], environment: environment)
    #expect(values(missing)["substitution"] == "not-installed")
  }

  @Test func saysWhyTheFamilyWasSubstituted() throws {
    let missing = values(try typecase("match", "No Such Family Here"))
    #expect(missing["requestedFamily"] == "No Such Family Here")
    #expect(missing["substituted"] == "yes")
    #expect(missing["substitution"] == "not-installed")
    #expect(missing["reason"]?.contains("not installed") == true)
    // Generic names over a configuration with a rule for monospace, as a system's has (Fixture
    // Mono set for it as Debian's rules set DejaVu Sans Mono).
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-generic-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let configuration = FixtureFonts.writeConfiguration(
      in: folder, folders: [FixtureFonts.fontsDirectory],
      rules: "<alias><family>monospace</family><prefer><family>Fixture Mono</family></prefer></alias>")
    func matchWithRules(_ pattern: String) throws -> [String: String] {
      values(
        try ProcessRunner.run(
          ProcessRunner.typecase, ["match", pattern],
          environment: FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path])))
    }
    let generic = try matchWithRules("monospace")
    #expect(generic["substituted"] == "yes")
    #expect(generic["substitution"] == "generic")
    // A generic whose configured font lost to one that matches the rest of the request better
    // (Japanese here, as an icon font's code point) is not the configuration's choice: it was
    // said to be.
    let outmatched = try matchWithRules("monospace:lang=ja")
    #expect(outmatched["family"] != generic["family"])
    #expect(outmatched["substitution"] == "generic-better-match")
    #expect(outmatched["reason"]?.contains("matches the rest of the request better") == true)
    // A style asked for too is another face of the configuration's family: its choice still.
    let bold = try matchWithRules("monospace:bold")
    #expect(bold["family"] == "Fixture Mono" && bold["style"] == "Bold", "\(bold)")
    #expect(bold["substitution"] == "generic", "\(bold)")
    let exact = values(try typecase("match", "fixture mono:bold"))
    #expect(exact["family"] == "Fixture Mono")
    #expect(exact["postscriptName"] == "FixtureMono-Bold")
    #expect(exact["style"] == "Bold")
    #expect(exact["substituted"] == "no")
    #expect(exact["substitution"] == nil)
    #expect(exact["fontconfigPostscriptName"] == nil)
  }

  /// A generic name counts as one only when the configuration has rules for it: CSS's
  /// "ui-monospace", which no fontconfig rule names, was said to be a generic the
  /// configuration gives a font for, where it gets what any unknown family gets.
  ///
  /// A family a rule gives a substitute for, outweighed by the rest of the request
  /// ("Arial:lang=ja"), says so: it was said that no rule names one.
  @Test func genericsAndSubstitutesAreTheConfigurationsOwn() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-rules-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let configuration = FixtureFonts.writeConfiguration(
      in: folder, folders: [FixtureFonts.fontsDirectory],
      rules: """
        <alias><family>monospace</family><prefer><family>Fixture Mono</family></prefer></alias>
        <alias><family>Fixture Alias</family><accept><family>Fixture Mono</family></accept></alias>
        """)
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path])
    func match(_ pattern: String) throws -> [String: String] {
      let outcome = try ProcessRunner.run(ProcessRunner.typecase, ["match", pattern], environment: environment)
      #expect(outcome.status == 0, "\(outcome.standardError)")
      let fcMatch = try ProcessRunner.runTool("fc-match", ["-f", "%{file}", pattern], environment: environment)
      let plain = values(outcome)
      #expect(plain["file"] == fcMatch.standardOutput, "\(pattern)")
      return plain
    }
    #expect(try match("monospace")["substitution"] == "generic")
    #expect(try match(#"ui\-monospace"#)["substitution"] == "not-installed")
    // Nor is it the request's own next family: it gets what an unknown family gets.
    #expect(try match(#"Nope,ui\-monospace"#)["substitution"] == "not-installed")
    #expect(try match("Nope,monospace")["substitution"] == "next-family")
    #expect(try match("Fixture Alias")["substitution"] == "alias")
    let outweighed = try match("Fixture Alias:lang=ja")
    #expect(outweighed["family"] == "Fixture Mincho", "\(outweighed)")
    #expect(outweighed["substitution"] == "alias-better-match", "\(outweighed)")
    #expect(outweighed["reason"]?.contains("names a substitute") == true, "\(outweighed)")
    #expect(try match("No Such Family Here:lang=ja")["substitution"] == "not-installed")
  }

  /// What the pattern asks that the face given lacks is named (a language, characters, a
  /// spacing, a slant, weight or width), as `fc-list` says the face lacks it: fontconfig answers ":lang=ja" with a Latin
  /// font where no Japanese one is, and "substituted: no" said nothing of it.
  @Test func whatTheFaceLacksIsNamed() throws {
    for (pattern, lacks) in [
      ("Typecase Fixture Sans:lang=ja", "lang=ja"), ("Fixture Mincho:lang=ja", nil),
      ("Typecase Fixture Sans:spacing=mono", "spacing=mono"), ("Fixture Mono:spacing=mono", nil),
      ("Typecase Fixture Sans:charset=41 10fffd", "charset=10fffd"), ("Fixture Mincho:charset=41 65e5", nil),
      ("Typecase Fixture Sans:lang=ja:spacing=mono", "lang=ja, spacing=mono"),
      // An oblique asked of a family with italics: the italic, which is not oblique.
      ("Typecase Fixture Sans:slant=110", "slant=oblique"), ("Typecase Fixture Sans:slant=100", nil),
      ("Fixture Mono:slant=100", "slant=italic"),
      // A weight or width: ":bold" of a family with no bold (which the rules embolden),
      // ":weight=55" between two faces, a width none has; a variable font has its range.
      ("Fixture Display:bold", "weight=bold"), ("Fixture Mono:bold", nil),
      // A range: lacked when the face's weight is outside it.
      ("Typecase Fixture Sans:weight=[210 215]", "weight=[210 215]"), ("Typecase Fixture Sans:weight=[150 215]", nil),
      ("Typecase Fixture Sans:weight=[215 190]", "weight=[215 190]"),
      ("Typecase Fixture Sans:weight=55", "weight=semilight"), ("Typecase Fixture Sans:condensed", "width=condensed"),
      ("Fixture Variable:variable=true:weight=150", nil),
      ("Fixture Variable:variable=true:weight=215", "weight=extrablack"),
    ] {
      let result = try typecase("match", pattern)
      let plain = values(result)
      #expect(plain["lacks"] == lacks, "\(pattern): \(result.standardOutput)")
      #expect(plain["substituted"] == "no", "\(pattern)")
      // fontconfig's own filter agrees: the face given is listed for the pattern when it lacks
      // nothing (but `fc-list` lists a variable font for no single weight in its range, which
      // `fc-match` gives it at: ":weight=150" answered with "weight=150:variable=True").
      let file = try #require(plain["file"])
      let listed = try ProcessRunner.runTool("fc-list", ["-f", "%{file}\n", pattern], environment: environment())
      if !pattern.contains("variable=true") {
        #expect(listed.standardOutput.split(separator: "\n").contains { $0 == file } == (lacks == nil), "\(pattern)")
      } else {
        let matched = try ProcessRunner.runTool(
          "fc-match", ["-f", "%{file} %{weight}", pattern], environment: environment())
        #expect(matched.standardOutput.hasPrefix(file + " "), "\(pattern): \(matched.standardOutput)")
      }
      #expect(
        result.standardError
          == (lacks.map {
            "\(plain["family"] ?? "") lacks what the pattern asks for (\($0)): fontconfig gives its closest match all the same\n"
          } ?? ""), "\(pattern)")
    }
    let json = try typecase("match", "Typecase Fixture Sans:lang=ja", "--json")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: [String: Any]])
    #expect(document["match"]?["lacks"] as? [String] == ["lang=ja"])
  }

  /// The generic "monospace" asks for a monospaced font, as CSS's does: a proportional font
  /// given for it (fontconfig weighing a language first) is said to lack the spacing, as
  /// fc-match's own spacing for the font says.
  ///
  /// "monospace:lang=vi" gave Inter, said nothing of.
  @Test func aProportionalFontGivenForMonospaceIsSaidToLackItsSpacing() throws {
    var seen: Set<Bool> = []
    for pattern in [
      "monospace", "mono:bold", "monospace:lang=ja", "monospace:lang=ko", "monospace,Fixture Mono",
      "Mono,Fixture Mono:bold",
    ] {
      let spacing = try ProcessRunner.runTool("fc-match", ["-f", "%{spacing}", pattern], environment: environment())
        .standardOutput
      let isMonospaced = spacing == "100" || spacing == "110"
      seen.insert(isMonospaced)
      let plain = values(try typecase("match", pattern))
      #expect(
        (plain["lacks"] ?? "").contains("spacing=mono") == !isMonospaced,
        "\(pattern): spacing \(spacing), lacks \(plain["lacks"] ?? "nothing")")
    }
    // Both kinds of answer were checked.
    #expect(seen == [true, false])
  }

  /// A hyphen in a pattern's family starts a size (fontconfig's syntax): "sans-serif" asks
  /// for "sans", "Fixture Mono-Bold" for "Fixture Mono" at no size.
  ///
  /// A note says what was dropped and how to write the hyphen; a number after it is a
  /// size, without a note.
  @Test func aSizeThatIsNotANumberIsNamedAsDropped() throws {
    let hyphen = try typecase("match", "sans-serif:lang=ja")
    #expect(values(hyphen)["requestedFamily"] == "sans")
    let fcPattern = try ProcessRunner.runTool("fc-pattern", ["sans-serif:lang=ja"], environment: environment())
    #expect(fcPattern.standardOutput.contains("family: \"sans\""), "\(fcPattern.standardOutput)")
    #expect(hyphen.standardError.contains(#"reads "-serif" as a size and drops it"#), "\(hyphen.standardError)")
    #expect(hyphen.standardError.contains(#"write "sans\-serif:lang=ja""#), "\(hyphen.standardError)")
    let escaped = try typecase("match", #"sans\-serif:lang=ja"#)
    #expect(values(escaped)["requestedFamily"] == "sans-serif")
    #expect(values(escaped)["pattern"] == #"sans\-serif:lang=ja"#)
    #expect(escaped.standardError.isEmpty, "\(escaped.standardError)")
    let face = try typecase("match", "Fixture Mono-Bold")
    #expect(values(face)["style"] == "Regular")
    #expect(face.standardError.contains(#""-Bold""#), "\(face.standardError)")
    let sized = try typecase("match", "Fixture Mono-12:bold")
    #expect(values(sized)["style"] == "Bold")
    #expect(sized.standardError.isEmpty, "\(sized.standardError)")
    // Dropped beside a size of its own too; and every hyphen is escaped in the advice: one
    // alone left "Typecase\-Fixture" the family, at size "Sans", and dropped ":bold".
    #expect(try typecase("match", "sans-serif:size=12").standardError.contains(#""-serif""#))
    let twice = try typecase("match", "Typecase-Fixture-Sans:bold")
    #expect(twice.standardError.contains(#"write "Typecase\-Fixture\-Sans:bold""#), "\(twice.standardError)")
    let advised = try typecase("match", #"Typecase\-Fixture\-Sans:bold"#)
    let fcPatternOfAdvice = try ProcessRunner.runTool(
      "fc-pattern", [#"Typecase\-Fixture\-Sans:bold"#], environment: environment())
    #expect(fcPatternOfAdvice.standardOutput.contains(#"family: "Typecase-Fixture-Sans""#))
    #expect(advised.standardError.isEmpty, "\(advised.standardError)")
  }

  /// A weight past fontconfig's heaviest (215), most often CSS's (600 for semibold), is said
  /// to be read on fontconfig's scale, with the number CSS's stands for there.
  ///
  /// Fontconfig, and so `match`, gave the heaviest face without a word. Fontconfig's own
  /// weights and names get no note.
  @Test func aWeightOfCSSsScaleIsSaidToBeReadOnFontconfigs() throws {
    let css = try typecase("match", "Typecase Fixture Sans:weight=600")
    let fcMatch = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{style}", "Typecase Fixture Sans:weight=600"], environment: environment())
    #expect(values(css)["style"] == fcMatch.standardOutput)
    #expect(
      css.standardError
        == "(fontconfig's weights run from 0 to 215 (regular 80, semibold 180, bold 200), not CSS's 100 to 900: "
        + "weight=600 asks for its heaviest; CSS's 600 is weight=180)\n", "\(css.standardError)")
    // The weight it lacks is named in `lacks`, not said twice.
    #expect(values(css)["lacks"] == "weight=600")
    for pattern in ["Typecase Fixture Sans:weight=200", "Typecase Fixture Sans:bold", "Typecase Fixture Sans"] {
      #expect(try typecase("match", pattern).standardError.isEmpty, "\(pattern)")
    }
  }

  /// Families quoted as CSS quotes them (a stack pasted from a stylesheet) are said to be read
  /// with their quotes, and the pattern fontconfig takes for them is given: the quoted family
  /// was "not installed", its quotes doubled in the reason, and nothing said why.
  @Test func familiesQuotedAsInCSSAreSaidToBeReadWithTheirQuotes() throws {
    let pasted = try typecase("match", #"'Typecase Fixture Sans', "Fixture-Mono", sans-serif"#)
    #expect(values(pasted)["requestedFamily"] == "'Typecase Fixture Sans'")
    #expect(
      pasted.standardError
        == #"(fontconfig reads quotes as part of a family's name, as CSS does not: write "Typecase Fixture Sans,Fixture\-Mono,sans\-serif")"#
        + "\n", "\(pasted.standardError)")
    let advised = try typecase("match", #"Typecase Fixture Sans,Fixture\-Mono,sans\-serif"#)
    #expect(values(advised)["family"] == "Typecase Fixture Sans")
    #expect(values(advised)["substituted"] == "no")
    #expect(advised.standardError.isEmpty, "\(advised.standardError)")
  }

  /// Why, under a configuration with rules: a rule for the family asked for is an alias; the
  /// request's own later family, or a generic among them, is "next-family" (it was called an
  /// alias, "the configuration names this family as its substitute", which no rule did); later
  /// families none of which is there are not.
  @Test func aLaterFamilyOfTheRequestIsNotAnAlias() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-alias-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let configuration = FixtureFonts.writeConfiguration(
      in: folder, folders: [FixtureFonts.fontsDirectory],
      rules: """
        <alias><family>Helvetica Test</family><prefer><family>Fixture Serif</family></prefer></alias>
        <alias><family>monospace</family><prefer><family>Fixture Mono</family></prefer></alias>
        <alias binding="strong"><family>Typecase Fixture Sans</family><prefer><family>Fixture Serif</family></prefer></alias>
        """)
    var environment = environment()
    environment["FONTCONFIG_FILE"] = configuration.path
    let cases = [
      ("Helvetica Test", "Fixture Serif", "alias"), ("No Such,Fixture Display", "Fixture Display", "next-family"),
      ("No Such,monospace", "Fixture Mono", "next-family"),
      ("Helvetica Test,Fixture Display", "Fixture Display", "next-family"),
      ("No Such", nil, "not-installed"),
      // Later families neither installed nor generic: what any unknown family gets, not a
      // later family's font.
      ("No Such,Nor This", nil, "not-installed"),
      // Installed, but a rule puts another family first: a rule, not a better match of a
      // request that asks for nothing else.
      ("Typecase Fixture Sans", "Fixture Serif", "rule"),
    ]
    for (pattern, family, substitution) in cases {
      let plain = values(try ProcessRunner.run(ProcessRunner.typecase, ["match", pattern], environment: environment))
      let fcMatch = try ProcessRunner.runTool("fc-match", ["-f", "%{family[0]}", pattern], environment: environment)
      #expect(plain["family"] == fcMatch.standardOutput, "\(pattern)")
      if let family { #expect(plain["family"] == family, "\(pattern)") }
      #expect(plain["substitution"] == substitution, "\(pattern)")
    }
  }

  /// Two families whose names differ only in case ("CaseFam", "Casefam") are one to
  /// fontconfig: asked for by one spelling, it gives either's font, and the other's was said to
  /// be no substitution.
  ///
  /// fc-match gives the same font; asked for in a spelling no family has ("casefam"), it is the
  /// family asked for.
  @Test func anotherFamilyWhoseNameDiffersOnlyInCaseIsNamed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-case-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = folder.appendingPathComponent("fonts")
    try DerivedFont.writeCaseFamilies(in: fonts)
    var environment = environment()
    environment["FONTCONFIG_FILE"] = FixtureFonts.writeConfiguration(in: folder, folders: [fonts]).path
    for asked in ["CaseFam", "Casefam"] {
      let plain = values(try ProcessRunner.run(ProcessRunner.typecase, ["match", asked], environment: environment))
      let fcMatch = try ProcessRunner.runTool("fc-match", ["-f", "%{family[0]}", asked], environment: environment)
      #expect(plain["family"] == fcMatch.standardOutput, "\(asked)")
      if plain["family"] == asked {
        #expect(plain["substituted"] == "no", "\(asked)")
      } else {
        #expect(plain["substituted"] == "yes", "\(asked): \(plain)")
        #expect(plain["substitution"] == "same-name", "\(asked)")
        #expect(plain["reason"]?.contains("ignores case and spaces") == true, "\(plain["reason"] ?? "")")
      }
    }
    // One of the two spellings gets the other's font (fontconfig gives both the same).
    let families = try ["CaseFam", "Casefam"].map {
      values(try ProcessRunner.run(ProcessRunner.typecase, ["match", $0], environment: environment))["family"]
    }
    #expect(families[0] == families[1])
    let lower = values(try ProcessRunner.run(ProcessRunner.typecase, ["match", "casefam"], environment: environment))
    #expect(lower["substituted"] == "no")
    // `match --text` says it as `match` does: the spelling whose family it is not was called
    // "requested" without a word.
    for asked in ["CaseFam", "Casefam"] {
      let drawn = try ProcessRunner.run(
        ProcessRunner.typecase, ["match", "--text", "Ab", "--font", asked, "--json"], environment: environment)
      let document = try #require(
        try JSONSerialization.jsonObject(with: Data(drawn.standardOutput.utf8)) as? [String: Any])
      let family = (document["requested"] as? [String: Any])?["family"] as? String
      #expect(family == families[0], "\(asked): \(drawn.standardOutput)")
      #expect(
        document["substitution"] as? String == (family == asked ? nil : "same-name"),
        "\(asked): \(drawn.standardOutput)")
      #expect(drawn.standardError.contains("ignores case and spaces") == (family != asked), "\(drawn.standardError)")
    }
    let typedLower = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "--text", "Ab", "--font", "casefam", "--json"], environment: environment)
    #expect(!typedLower.standardOutput.contains("substitution"), "\(typedLower.standardOutput)")
  }

  /// A PostScript name, full name or style that the face fontconfig gives does not have is a
  /// substitution: ":postscriptname=NoSuchFace-Bold" gave another font with "substituted: no".
  ///
  /// fc-match gives the same font, and its own name for it is not the one asked for.
  @Test func aNameTheFaceDoesNotHaveIsASubstitution() throws {
    for pattern in [
      ":postscriptname=NoSuchFace-Bold", "Fixture Mono:postscriptname=FixtureMono-Black", "Fixture Mono:style=Oblique",
      ":fullname=No Such Face",
    ] {
      let result = try typecase("match", pattern)
      let plain = values(result)
      let fcMatch = try ProcessRunner.runTool(
        "fc-match", ["-f", "%{file}|%{postscriptname}|%{style}|%{fullname}", pattern], environment: environment())
      let given = fcMatch.standardOutput.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      #expect(given.count == 4 && given[0] == plain["file"], "\(pattern): \(fcMatch.standardOutput)")
      let asked = try #require(pattern.split(separator: "=").last.map(String.init))
      #expect(!given.dropFirst().contains { $0.split(separator: ",").contains { $0 == asked } }, "\(pattern)")
      #expect(plain["substituted"] == "yes", "\(pattern)")
      #expect(plain["substitution"] == "face-not-found", "\(pattern)")
      #expect(plain["reason"]?.contains("is not \"\(asked)\"") == true, "\(pattern): \(plain)")
    }
    let json = try typecase("match", ":postscriptname=NoSuchFace-Bold", "--json")
    #expect(json.standardOutput.contains(#""substituted": true"#), "\(json.standardOutput)")
    // Names the face has, as fontconfig compares them (ASCII case, blanks and hyphens aside).
    for pattern in [
      ":postscriptname=FixtureMono-Bold", ":postscriptname=fixturemono bold", "Fixture Mono:style=bold",
      ":fullname=Fixture Mono Bold:postscriptname=FixtureMono-Bold",
      ":file=" + FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Bold.ttf").path,
    ] {
      let plain = values(try typecase("match", pattern))
      #expect(plain["postscriptName"] == "FixtureMono-Bold", "\(pattern)")
      #expect(plain["substituted"] == "no", "\(pattern): \(plain)")
    }
    // A regular style by another of its names ("Book", DejaVu Sans's) is the regular face.
    for style in ["Book", "Normal", "Roman"] {
      let plain = values(try typecase("match", "Fixture Mono:style=" + style))
      #expect(plain["postscriptName"] == "FixtureMono-Regular", "\(style)")
      #expect(plain["substituted"] == "no", "\(style): \(plain)")
    }
  }

  /// A named instance asked for by the catalog's PostScript name ("FixtureVariable-Bold",
  /// TN #5902's), which fontconfig does not know: a substitution, with a note on how to ask for
  /// it that fc-match answers with that instance.
  @Test func aNamedInstanceByTheCatalogsNameSaysHowToAskForIt() throws {
    let result = try typecase("match", ":postscriptname=FixtureVariable-Bold")
    let plain = values(result)
    #expect(plain["substituted"] == "yes")
    #expect(plain["substitution"] == "face-not-found")
    #expect(plain["postscriptName"] != "FixtureVariable-Bold")
    let advice = try #require(
      result.standardError.firstMatch(of: /ask for "([^"]*)"/).map { String($0.1) }, "\(result.standardError)")
    let instance = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{file}#%{index}", advice], environment: environment())
    let bold = values(try typecase("match", "Fixture Variable:style=Bold"))
    #expect(instance.standardOutput == "\(bold["file"] ?? "")#\(bold["index"] ?? "")", "\(advice)")
    #expect(bold["postscriptName"] == "FixtureVariable-Bold")
  }

  @Test func writesJSON() throws {
    let result = try typecase("match", "Fixture Variable:style=Bold", "--json")
    #expect(result.status == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let match = try #require(document["match"] as? [String: Any])
    #expect(match["family"] as? String == "Fixture Variable")
    #expect(match["postscriptName"] as? String == "FixtureVariable-Bold")
    #expect(match["index"] as? Int == 196_608)
    #expect(match["substituted"] as? Bool == false)
    #expect(match["requestedFamily"] as? String == "Fixture Variable")
    // The name fontconfig gives this named instance, which its patterns compare.
    let fcMatch = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{postscriptname}", "Fixture Variable:style=Bold"], environment: environment())
    #expect(fcMatch.standardOutput == "Fixture-Variable")
    #expect(match["fontconfigPostscriptName"] as? String == fcMatch.standardOutput)
    #expect(match["reason"] == nil)
    // A substitution says why, as the plain output does (scripts lost the reason).
    let missing = try typecase("match", "No Such Family Here", "--json")
    let substituted = try #require(
      (try JSONSerialization.jsonObject(with: Data(missing.standardOutput.utf8)) as? [String: Any])?["match"]
        as? [String: Any])
    #expect(substituted["substitution"] as? String == "not-installed")
    #expect(substituted["reason"] as? String == values(try typecase("match", "No Such Family Here"))["reason"])
  }

  @Test func aMalformedPatternIsAUsageError() throws {
    let result = try typecase("match", "Fixture Mono:size=big")
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("cannot read the pattern \"Fixture Mono:size=big\""))
    #expect(try typecase("match").status == 2)
  }

  /// An empty pattern (a variable left unset: `typecase match "$FONT"`) is refused, as `faces
  /// ""` is: fontconfig's default font, said to be no substitution, passed a script's check.
  @Test func anEmptyPatternIsAUsageError() throws {
    for pattern in ["", "  "] {
      let result = try typecase("match", pattern, "--json")
      #expect(result.status == 2, "\(pattern)")
      #expect(result.standardOutput.isEmpty)
      #expect(result.standardError.hasPrefix("typecase: the pattern is empty"), "\(result.standardError)")
    }
    // The default font is asked for by ":".
    #expect(try typecase("match", ":").status == 0)
  }
}
