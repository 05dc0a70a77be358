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

  /// A face fontconfig's cache still lists whose file was deleted (the folder's date put
  /// back, as a copy tool may) fails as `face` fails, saying the cache is behind: `snippet`
  /// wrote a CSS `url()` to the missing file and exited 0.
  @Test func aFaceWhoseFileIsGoneFailsAsFaceFails() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-gone-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let font = fonts.appendingPathComponent("FixtureDisplay-Regular.ttf")
    try FileManager.default.copyItem(
      at: FixtureFonts.fontsDirectory.appendingPathComponent(font.lastPathComponent), to: font)
    let environment = FixtureFonts.environment([
      "FONTCONFIG_FILE": FixtureFonts.writeConfiguration(in: folder, folders: [fonts]).path
    ])
    let run = { (arguments: [String]) in
      try ProcessRunner.run(ProcessRunner.typecase, arguments, environment: environment)
    }
    #expect(try run(["snippet", "FixtureDisplay-Regular", "--as", "css"]).status == 0)
    // The folder's dates kept, the cache stays valid for fontconfig.
    let dates = folder.appendingPathComponent("dates")
    try Data().write(to: dates)
    let touch = URL(fileURLWithPath: "/usr/bin/touch")
    #expect(try ProcessRunner.run(touch, ["-r", fonts.path, dates.path], environment: environment).status == 0)
    try FileManager.default.removeItem(at: font)
    #expect(try ProcessRunner.run(touch, ["-r", dates.path, fonts.path], environment: environment).status == 0)
    for command in [["snippet", "FixtureDisplay-Regular", "--as", "css"], ["face", "FixtureDisplay-Regular"]] {
      let gone = try run(command)
      #expect(gone.status == 1, "\(command): \(gone.standardOutput)")
      #expect(gone.standardOutput.isEmpty, "\(command)")
      #expect(
        gone.standardError.contains("fontconfig's cache still lists it; 'fc-cache' brings the cache up to date"),
        "\(command): \(gone.standardError)")
    }
  }

  /// `--features` switches the face's own OpenType features in the formats that carry them,
  /// as the window's Copy as… does (a programming font's ss02 for an editor's CSS); a tag the
  /// face lacks is refused with its tags; Pango's description says which attribute sets them.
  @Test func featuresGivenAreCarriedByTheFormatsThatCan() throws {
    let outcome = try typecase("snippet", "FixtureFeatures-Regular", "--features", "ss01,liga=0", "--json")
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: [String: String]])
    let snippets = try #require(document["snippets"])
    #expect(snippets["css"]?.contains("font-feature-settings: \"liga\" 0, \"ss01\" 1;") == true, "\(snippets)")
    #expect(snippets["fontconfig"]?.contains(":fontfeatures=-liga,ss01:") == true, "\(snippets)")
    #expect(snippets["fontspec"]?.contains("RawFeature={-liga;+ss01}") == true, "\(snippets)")
    #expect(snippets["pango"] == "Fixture Features")
    #expect(
      outcome.standardError.contains(
        "a font_features attribute sets them, <span font_features='\"liga\" 0, \"ss01\" 1'> in markup)"),
      "\(outcome.standardError)")
    let typo = try typecase("snippet", "FixtureFeatures-Regular", "--features", "ss99", "--as", "css")
    #expect(
      typo.status == 1 && typo.standardError.contains("has no \"ss99\" feature (its features: "),
      "\(typo.standardError)")
    // An alternate's number (a character variant's second choice, "cv01" 2 in CSS).
    let alternate = try typecase("snippet", "FixtureFeatures-Regular", "--features", "ss01=2", "--json")
    let alternates = try #require(
      try JSONSerialization.jsonObject(with: Data(alternate.standardOutput.utf8)) as? [String: [String: String]])
    #expect(alternates["snippets"]?["css"]?.contains("font-feature-settings: \"ss01\" 2;") == true, "\(alternates)")
    #expect(alternates["snippets"]?["fontconfig"]?.contains(":fontfeatures=ss01\\=2:") == true, "\(alternates)")
    #expect(alternates["snippets"]?["fontspec"]?.contains("RawFeature={+ss01=2}") == true, "\(alternates)")
    let unreadable = try typecase("snippet", "FixtureFeatures-Regular", "--features", "ss01=70000")
    #expect(unreadable.status == 2 && unreadable.standardError.contains("cannot read --features \"ss01=70000\""))
  }

  /// The CSS of a collection's later face says its url() loads the first face (CSS names no
  /// face of a collection): Noto Sans CJK KR's rule loaded JP, without a word.
  @Test func theCSSOfACollectionsLaterFaceSaysItsURLLoadsTheFirst() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-snippet-ttc-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let collection = folder.appendingPathComponent("Pair.ttc")
    try DerivedFont.writeFixturePair(to: collection)
    let note =
      "(the CSS url() loads the collection's first face, not this one: CSS names no face of a collection; local() names this one)"
    let second = try typecase("snippet", collection.path + "#1", "--as", "css")
    #expect(second.status == 0, "\(second.standardError)")
    #expect(second.standardError.contains(note), "\(second.standardError)")
    let first = try typecase("snippet", collection.path + "#0", "--as", "css")
    #expect(!first.standardError.contains(note), "\(first.standardError)")
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
    #expect(byFile.standardError.isEmpty, "\(byFile.standardError)")
  }

  /// A file that is not installed: the snippets name a face programs do not find (fc-match
  /// gives them another font, or a copy installed elsewhere), which is said.
  @Test func aFileNotInstalledIsSaidToBe() throws {
    let file = FixtureFonts.packageRoot.appendingPathComponent("Tests/Fixtures/extra-fonts/FixtureSymbols-Regular.ttf")
      .path
    let snippet = try typecase("snippet", file, "--as", "fontconfig")
    #expect(snippet.status == 0)
    #expect(
      snippet.standardError
        == "(\(file) is not installed: programs find the face these snippets ask for once it is (typecase install FILE))\n"
    )
    // fontconfig agrees: its snippet matches another file.
    let pattern = snippet.standardOutput.trimmingCharacters(in: .newlines)
    let matched = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{file}", pattern],
      environment: FixtureFonts.faceEnvironment(["XDG_CONFIG_HOME": Self.configHome.path]))
    #expect(!matched.standardOutput.isEmpty && matched.standardOutput != file, "\(matched.standardOutput)")
    // A copy of an installed face, byte for byte, is said to be installed, as that file
    // (`install` says "already installed"; it was "not installed: programs … get the copy").
    let copy = Self.configHome.appendingPathComponent("Copy-Bold.ttf")
    try FileManager.default.createDirectory(at: Self.configHome, withIntermediateDirectories: true)
    try? FileManager.default.removeItem(at: copy)
    try FileManager.default.copyItem(at: URL(fileURLWithPath: mono), to: copy)
    let copied = try typecase("snippet", copy.path, "--as", "css")
    #expect(
      copied.standardError
        == "(\(copy.path) is installed: the same file, byte for byte, is installed as \(mono))\n")
    // Its snippets are the installed file's, which programs load (they gave the copy's path,
    // and broke once it was deleted).
    let installed = try typecase("snippet", mono, "--as", "css")
    #expect(installed.standardOutput.contains("src: local(\"FixtureMono-Bold\"), url("), "\(installed.standardOutput)")
    #expect(copied.standardOutput == installed.standardOutput)
    // Another build under the same names loads the file itself: `local()` first found the
    // installed font (an older version, another design) and never the file.
    let build = Self.configHome.appendingPathComponent("Build-Bold.ttf")
    try? FileManager.default.removeItem(at: build)
    try DerivedFont.write(from: URL(fileURLWithPath: mono), to: build, editing: "font['head'].fontRevision = 9.0")
    let built = try typecase("snippet", build.path, "--as", "css")
    #expect(built.standardOutput.contains("src: url(\"file://\(build.path)\");"), "\(built.standardOutput)")
  }

  private let mono = FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Bold.ttf").path

  /// A file in a font folder that the configuration's rules leave out (`<rejectfont>`) is said
  /// to be left out: it was "not installed", with advice to install it, which `install`
  /// refuses for that very reason.
  @Test func aFileTheConfigurationRejectsIsSaidToBeLeftOut() throws {
    let directory = Self.configHome.appendingPathComponent("rejecting-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let configuration = FixtureFonts.writeConfiguration(
      in: directory, folders: [FixtureFonts.fontsDirectory],
      rules: "<selectfont><rejectfont><glob>*/FixtureMono-Bold.ttf</glob></rejectfont></selectfont>")
    let result = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", mono, "--as", "css"],
      environment: FixtureFonts.environment([
        "XDG_CONFIG_HOME": Self.configHome.path, "FONTCONFIG_FILE": configuration.path,
      ]))
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardError.hasPrefix("(\(mono) is in a font folder, but fontconfig's configuration here leaves it out"),
      "\(result.standardError)")
  }

  /// The fontconfig snippet of an instance at an optical size resolves to it: fontconfig
  /// gives the instance its `opsz` as its size, which it matches before the style, and
  /// "…:style=Display" (opsz 72) resolved to the Regular instance.
  ///
  /// Fixture Variable made with an `opsz` axis (its Grade axis renamed) and a Display
  /// instance.
  @Test func anOpticalSizeInstancesFontconfigPatternResolvesToIt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-opsz-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("FixtureVariable-VF.ttf")
    try DerivedFont.write(
      from: FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureVariable-VF.ttf"), to: file,
      editing: """
        from fontTools.ttLib.tables._f_v_a_r import NamedInstance
        fvar = font["fvar"]
        for axis in fvar.axes:
            if axis.axisTag == "GRAD":
                axis.axisTag, axis.minValue, axis.defaultValue, axis.maxValue = "opsz", 8, 14, 72
        fvar.instances = []
        for style, size in [("Regular", 14), ("Caption", 8), ("Display", 72)]:
            instance = NamedInstance()
            instance.coordinates = {"wght": 400, "opsz": size}
            instance.subfamilyNameID = font["name"].addName(style)
            fvar.instances.append(instance)
        """)
    let configuration = FixtureFonts.writeConfiguration(in: folder.appendingPathComponent("config"), folders: [folder])
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path])
    for (name, index) in [("FixtureVariable-Caption", 2 << 16), ("FixtureVariable-Display", 3 << 16)] {
      let snippet = try ProcessRunner.run(
        ProcessRunner.typecase, ["snippet", name, "--as", "fontconfig"], environment: environment)
      #expect(snippet.status == 0, "\(snippet.standardError)")
      let pattern = snippet.standardOutput.trimmingCharacters(in: .newlines)
      let matched = try ProcessRunner.runTool("fc-match", ["-f", "%{index}", pattern], environment: environment)
      #expect(matched.standardOutput == String(index), "\(pattern) → index \(matched.standardOutput)")
    }
  }

  /// CSS's generic fallback is the one fontconfig's rules give the family (C059 is serif, Z003
  /// cursive on Debian: URW's fonts say nothing of it themselves), before what the name says;
  /// it was sans-serif for every family whose name did not say serif.
  ///
  /// Emoji and math, as 45-generic.conf gives them, win over monospace: Noto Color Emoji,
  /// which fontconfig calls monospaced, fell back to `monospace`.
  @Test func theGenericFamilyIsTheOneTheConfigurationGives() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-generic-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let configuration = folder.appendingPathComponent("fonts.conf")
    func alias(_ family: String, _ generic: String) -> String {
      "<alias><family>\(family)</family><default><family>\(generic)</family></default></alias>"
    }
    try """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig><dir>\(FixtureFonts.fontsDirectory.path)</dir><cachedir>\(folder.path)/cache</cachedir>
    \(alias("Fixture Display", "cursive"))\(alias("Typecase Fixture Sans", "serif"))
    \(alias("Fixture Mono", "emoji"))\(alias("Fixture Mincho", "math"))
    <match target="pattern"><test qual="all" name="family" compare="not_eq"><string>sans-serif</string></test>
    <test qual="all" name="family" compare="not_eq"><string>serif</string></test>
    <edit name="family" mode="append_last"><string>sans-serif</string></edit></match>
    </fontconfig>
    """.write(to: configuration, atomically: true, encoding: .utf8)
    func generic(_ face: String, configured: Bool) throws -> String? {
      var environment = FixtureFonts.environment(["XDG_CONFIG_HOME": Self.configHome.path])
      if configured { environment["FONTCONFIG_FILE"] = configuration.path }
      let outcome = try ProcessRunner.run(
        ProcessRunner.typecase, ["snippet", face, "--as", "css"], environment: environment)
      let first = outcome.standardOutput.split(separator: "\n").first ?? ""
      return first.split(separator: ", ").last.map { String($0.dropLast()) }
    }
    #expect(try generic("FixtureDisplay-Regular", configured: true) == "cursive")
    #expect(try generic("FixtureDisplay-Regular", configured: false) == "sans-serif")
    // A rule for the family wins over its name; without one, the name decides, even under a
    // rule for every family (as 49-sansserif.conf is).
    #expect(try generic("TypecaseFixtureSans-Regular", configured: true) == "serif")
    #expect(try generic("TypecaseFixtureSans-Regular", configured: false) == "sans-serif")
    #expect(try generic("FixtureSerif-Regular", configured: true) == "serif")
    #expect(try generic("FixtureSerif-Regular", configured: false) == "serif")
    #expect(try generic("FixtureMono-Bold", configured: true) == "emoji")
    #expect(try generic("FixtureMono-Bold", configured: false) == "monospace")
    #expect(try generic("FixtureMincho-Regular", configured: true) == "math")
    #expect(try generic("FixtureMincho-Regular", configured: false) == "serif")
    // Fontconfig's "monospaced" gives way to the rules' sans-serif or serif: a subset of DejaVu
    // Sans holding digits alone (all of one width) fell back to monospace.
    let sans = folder.appendingPathComponent("sans.conf")
    try String(contentsOf: configuration, encoding: .utf8)
      .replacing(
        alias("Fixture Mono", "emoji"),
        with: "<alias><family>sans-serif</family><prefer><family>Fixture Mono</family></prefer></alias>"
      )
      .write(to: sans, atomically: true, encoding: .utf8)
    let environment = FixtureFonts.environment(["XDG_CONFIG_HOME": Self.configHome.path, "FONTCONFIG_FILE": sans.path])
    let css = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", "FixtureMono-Bold", "--as", "css"], environment: environment)
    #expect(css.standardOutput.hasPrefix("font-family: \"Fixture Mono\", sans-serif;"), "\(css.standardOutput)")
  }

  /// A family the rules prefer for serif and not for sans-serif falls back to serif, as
  /// 65-nonlatin.conf prefers Frank Ruehl CLM, a serif Hebrew design (it fell back to
  /// sans-serif); one preferred for both, the name decides.
  @Test func aFamilyTheRulesPreferForSerifFallsBackToSerif() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-prefer-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    func prefer(_ generic: String, _ families: [String]) -> String {
      "<alias><family>\(generic)</family><prefer>"
        + families.map { "<family>\($0)</family>" }.joined() + "</prefer></alias>"
    }
    let configuration = folder.appendingPathComponent("fonts.conf")
    try """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig><dir>\(FixtureFonts.fontsDirectory.path)</dir><cachedir>\(folder.path)/cache</cachedir>
    \(prefer("serif", ["Typecase Fixture Sans", "Fixture Display"]))\(prefer("sans-serif", ["Fixture Display"]))
    </fontconfig>
    """.write(to: configuration, atomically: true, encoding: .utf8)
    let environment = FixtureFonts.environment([
      "XDG_CONFIG_HOME": Self.configHome.path, "FONTCONFIG_FILE": configuration.path,
    ])
    func generic(_ face: String) throws -> String? {
      let outcome = try ProcessRunner.run(
        ProcessRunner.typecase, ["snippet", face, "--as", "css"], environment: environment)
      let first = outcome.standardOutput.split(separator: "\n").first ?? ""
      return first.split(separator: ", ").last.map { String($0.dropLast()) }
    }
    #expect(try generic("TypecaseFixtureSans-Regular") == "serif")
    #expect(try generic("FixtureDisplay-Regular") == "sans-serif")
  }

  /// A family whose name says "Mono" falls back to monospace though fontconfig gives it no
  /// spacing (Noto Sans Mono, with glyphs of no width and of two widths): "Sans" in its name
  /// made it sans-serif.
  @Test func aMonoFamilyFallsBackToMonospace() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-mono-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
      to: folder.appendingPathComponent("FixtureSansMono-Regular.ttf"),
      editing: DerivedFont.naming(family: "Fixture Sans Mono", postScriptName: "FixtureSansMono-Regular")
        + "\nfont['post'].isFixedPitch = 1")
    // Named so, but proportional (its post table says so too): no typewriter font.
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
      to: folder.appendingPathComponent("FixtureMonoDisplay-Regular.ttf"),
      editing: DerivedFont.naming(family: "FixtureMono Display", postScriptName: "FixtureMonoDisplay-Regular")
        + "\nfont['post'].isFixedPitch = 0")
    let configuration = FixtureFonts.writeConfiguration(in: folder.appendingPathComponent("config"), folders: [folder])
    let environment = FixtureFonts.environment([
      "FONTCONFIG_FILE": configuration.path, "XDG_CONFIG_HOME": Self.configHome.path,
    ])
    let spacing = try ProcessRunner.runTool(
      "fc-list", ["-f", "%{spacing}", "Fixture Sans Mono"], environment: environment)
    #expect(spacing.standardOutput == "", "fontconfig calls the fixture monospaced")
    let snippet = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", "FixtureSansMono-Regular", "--as", "css"], environment: environment)
    #expect(snippet.standardOutput.hasPrefix("font-family: \"Fixture Sans Mono\", monospace;\n"), "\(snippet)")
    let display = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", "FixtureMonoDisplay-Regular"], environment: environment)
    #expect(
      display.standardOutput.hasPrefix("# CSS [css]\nfont-family: \"FixtureMono Display\", sans-serif;\n"), "\(display)"
    )
    #expect(display.standardOutput.contains("\\setmainfont{FixtureMonoDisplay-Regular.ttf}"), "\(display)")
  }

  /// The snippets that carry the font (a web page's url(), an app's, a PDF's) of a font whose
  /// license forbids embedding it say so, as `specimen` does (they went out without a word);
  /// those that only name an installed font (GTK CSS, Pango, fontconfig), and the snippets of a
  /// font that may be embedded, say nothing of it.
  @Test func theSnippetsOfAFontNotToBeEmbeddedSaySo() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-restricted-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    for (name, fsType) in [("RestrictedSans", 2), ("PrintableSans", 6)] {
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureSerif-Regular.ttf"),
        to: fonts.appendingPathComponent(name + ".ttf"),
        editing: DerivedFont.naming(family: name, postScriptName: name) + "\nfont[\"OS/2\"].fsType = \(fsType)")
    }
    let environment = FixtureFonts.environment([
      "FONTCONFIG_FILE": FixtureFonts.writeConfiguration(in: folder, folders: [fonts]).path,
      "XDG_CONFIG_HOME": Self.configHome.path,
    ])
    let note =
      "(the font's license forbids embedding it (OS/2 fsType): a web page, an app or a PDF that carries it needs the foundry's leave)\n"
    for (name, format, noted) in [
      ("RestrictedSans", "css", true), ("RestrictedSans", "uikit", true), ("RestrictedSans", "fontspec", true),
      ("RestrictedSans", "gtk-css", false), ("RestrictedSans", "fontconfig", false), ("PrintableSans", "css", false),
    ] {
      let result = try ProcessRunner.run(
        ProcessRunner.typecase, ["snippet", name, "--as", format], environment: environment)
      #expect(result.status == 0)
      #expect(result.standardError.contains(note) == noted, "\(name) as \(format): \(result.standardError)")
    }
  }

  /// A family name with a comma cannot be written in a Pango description (Pango reads the
  /// comma as the end of a family, and has no quoting): a note says so, as Pango itself
  /// confirms by giving another font for it.
  ///
  /// The fontconfig snippet escapes it.
  @Test func aCommaInTheFamilyIsNamedAsWhatPangoCannotHold() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-comma-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let configuration = FixtureFonts.writeConfiguration(
      in: folder.appendingPathComponent("conf"), folders: [fonts, FixtureFonts.fontsDirectory])
    let environment = FixtureFonts.environment([
      "FONTCONFIG_FILE": configuration.path, "XDG_CONFIG_HOME": Self.configHome.path,
    ])
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
      to: fonts.appendingPathComponent("TestComma-Regular.ttf"),
      editing: """
        name = font["name"]
        name.names = [r for r in name.names if r.nameID not in (1, 4, 6, 16)]
        for nameID, text in ((1, "Test,Comma"), (4, "Test,Comma Regular"), (6, "TestComma-Regular")):
            name.setName(text, nameID, 3, 1, 0x409)
        """)
    let pango = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", "TestComma-Regular", "--as", "pango"], environment: environment)
    #expect(pango.status == 0, "\(pango.standardError)")
    #expect(pango.standardError.contains("the family name holds a comma"), "\(pango.standardError)")
    // Pango itself, given the description, draws with another font.
    let drawn = try PangoLoadedFont.load(
      pango.standardOutput.trimmingCharacters(in: .newlines), environment: environment)
    #expect(drawn.family != "Test,Comma", "\(drawn)")
    let css = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", "TestComma-Regular", "--as", "css"], environment: environment)
    #expect(css.standardError.isEmpty, "\(css.standardError)")
  }

  /// Fonts made for one test in a folder of their own, with a configuration over them and the
  /// fixture fonts: the environment that sees them, and the folder (removed by the caller).
  func derivedFonts(_ tag: String, _ fonts: [(source: URL, name: String, edit: String)]) throws -> (
    environment: [String: String], folder: URL
  ) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-\(tag)-\(UUID())")
    let directory = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for font in fonts {
      try DerivedFont.write(from: font.source, to: directory.appendingPathComponent(font.name), editing: font.edit)
    }
    let configuration = FixtureFonts.writeConfiguration(
      in: folder.appendingPathComponent("conf"), folders: [directory, FixtureFonts.fontsDirectory])
    let environment = FixtureFonts.environment([
      "FONTCONFIG_FILE": configuration.path, "XDG_CONFIG_HOME": Self.configHome.path,
    ])
    return (environment, folder)
  }

  /// Python renaming `font` to `family` (full name "`family` Regular") with PostScript name
  /// `postScriptName`.
  static func renaming(_ family: String, _ postScriptName: String) -> String {
    """
    name = font["name"]
    name.names = [r for r in name.names if r.nameID not in (1, 4, 6, 16, 17, 25)]
    for nameID, text in ((1, "\(family)"), (4, "\(family) Regular"), (6, "\(postScriptName)")):
        name.setName(text, nameID, 3, 1, 0x409)
    """
  }

  /// The value of CSS property `property` in each of `css`'s lines that set it, in order.
  static func values(of property: String, in css: String) -> [String] {
    css.split(separator: "\n").compactMap { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix(property + ": "), trimmed.hasSuffix(";") else { return nil }
      return String(trimmed.dropFirst(property.count + 2).dropLast())
    }
  }

  /// A file installed through a link to it (a NixOS or home-manager profile links the fonts
  /// of its store): its snippets name the path fontconfig lists, saying so, not the store's
  /// path, which the next upgrade removes (it was "not installed" beside the same file).
  @Test func aFileListedThroughALinkGetsTheListedPath() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-profile-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("store/abc-fonts")
    let profile = folder.appendingPathComponent("profile/share/fonts")
    for made in [store, profile] {
      try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
    }
    let stored = store.appendingPathComponent("Linked.ttf")
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"), to: stored,
      editing: Self.renaming("Linked Sans", "LinkedSans-Regular"))
    let linked = profile.appendingPathComponent("Linked.ttf")
    try FileManager.default.createSymbolicLink(atPath: linked.path, withDestinationPath: stored.path)
    let configuration = FixtureFonts.writeConfiguration(
      in: folder.appendingPathComponent("conf"), folders: [profile, FixtureFonts.fontsDirectory])
    let environment = FixtureFonts.environment([
      "FONTCONFIG_FILE": configuration.path, "XDG_CONFIG_HOME": Self.configHome.path,
    ])
    let css = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", stored.path, "--as", "css"], environment: environment)
    #expect(css.status == 0, "\(css.standardError)")
    #expect(css.standardOutput.contains("url(\"file://\(linked.path)\")"), "\(css.standardOutput)")
    #expect(!css.standardOutput.contains(store.path), "\(css.standardOutput)")
    #expect(css.standardOutput.contains("local(\"LinkedSans-Regular\")"), "\(css.standardOutput)")
    #expect(
      css.standardError
        == "(\(stored.path) is installed: the same file, byte for byte, is installed as \(linked.path))\n")
  }

  /// `--features size` is said to change nothing: `size` holds the design size, and no lookups
  /// (the snippet asked for it without a word).
  @Test func theSizeFeatureIsSaidToChangeNothing() throws {
    let source = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf")
    let optical = """
      from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
      addOpenTypeFeaturesFromString(font, "feature size { parameters 12.0 1 95 1200; sizemenuname \\"Text\\"; } size;")
      """
    let (environment, folder) = try derivedFonts(
      "optical",
      [
        (
          source: source, name: "Optical-Regular.ttf",
          edit: Self.renaming("Optical", "Optical-Regular") + "\n" + optical
        )
      ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let sized = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", "Optical-Regular", "--as", "css", "--features", "size"],
      environment: environment)
    #expect(sized.status == 0, "\(sized.standardError)")
    #expect(
      sized.standardError.contains("(the size feature holds the face's design size and substitutes nothing"),
      "\(sized.standardError)")
    let plain = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", "Optical-Regular", "--as", "css"], environment: environment)
    #expect(!plain.standardError.contains("size feature"), "\(plain.standardError)")
  }

  /// A family whose name says nothing gets the generic its font declares; a name that says one
  /// keeps it.
  ///
  /// OS/2's family class, else its PANOSE: EB Garamond (class 1, Oldstyle Serifs) and Yrsa
  /// (PANOSE serif) fell back to sans-serif.
  @Test func aFontsOwnClassGivesItsGenericFamily() throws {
    let source = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf")
    /// Python setting OS/2's family class and PANOSE's family type and serif style.
    func declaring(_ familyClass: Int, panose: (Int, Int)) -> String {
      """
      os2 = font["OS/2"]
      os2.sFamilyClass = \(familyClass)
      os2.panose.bFamilyType, os2.panose.bSerifStyle = \(panose.0), \(panose.1)
      """
    }
    let fonts: [(family: String, familyClass: Int, panose: (Int, Int), generic: String)] = [
      ("Oldstyle", 0x0100, (0, 0), "serif"), ("Panosed", 0, (2, 5), "serif"), ("Handy", 0x0A00, (0, 0), "cursive"),
      ("Plainer", 0, (0, 0), "sans-serif"), ("Declared Sans", 0x0100, (2, 5), "sans-serif"),
    ]
    let (environment, folder) = try derivedFonts(
      "declared",
      fonts.map { font in
        let name = font.family.replacing(" ", with: "")
        return (
          source: source, name: name + "-Regular.ttf",
          edit: Self.renaming(font.family, name + "-Regular") + "\n" + declaring(font.familyClass, panose: font.panose)
        )
      })
    defer { try? FileManager.default.removeItem(at: folder) }
    for font in fonts {
      let face = font.family.replacing(" ", with: "") + "-Regular"
      let outcome = try ProcessRunner.run(
        ProcessRunner.typecase, ["snippet", face, "--as", "css"], environment: environment)
      #expect(
        outcome.standardOutput.contains("font-family: \"\(font.family)\", \(font.generic);"),
        "\(face): \(outcome.standardOutput)\(outcome.standardError)")
    }
  }

  /// A family the rules make an alias of another (30-metric-aliases: TeX Gyre Schola of C059)
  /// gets that family's generic: TeX Gyre Schola, Bonum and Chorus fell back to sans-serif.
  @Test func anAliasOfAFamilyGetsItsGeneric() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-aliased-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
      to: fonts.appendingPathComponent("AliasedBook-Regular.ttf"),
      editing: Self.renaming("Aliased Book", "AliasedBook-Regular"))
    // The generic's rule first, as Debian's 61-urw-c059.conf comes after 30-metric-aliases but
    // does not reach the family the alias added: one substitution gives no serif.
    let rules = """
      <alias><family>Target Roman</family><default><family>serif</family></default></alias>
      <alias binding="same"><family>Aliased Book</family><accept><family>Target Roman</family></accept></alias>
      """
    let configuration = FixtureFonts.writeConfiguration(
      in: folder.appendingPathComponent("conf"), folders: [fonts, FixtureFonts.fontsDirectory], rules: rules)
    var environment = FixtureFonts.environment([
      "FONTCONFIG_FILE": configuration.path, "XDG_CONFIG_HOME": Self.configHome.path,
    ])
    let outcome = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", "AliasedBook-Regular", "--as", "css"], environment: environment)
    #expect(outcome.standardOutput.contains("font-family: \"Aliased Book\", serif;"), "\(outcome.standardOutput)")
    // Without the rule, nothing says serif: the default, sans-serif.
    environment["FONTCONFIG_FILE"] =
      FixtureFonts.writeConfiguration(
        in: folder.appendingPathComponent("plain"), folders: [fonts, FixtureFonts.fontsDirectory]
      ).path
    let plain = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", "AliasedBook-Regular", "--as", "css"], environment: environment)
    #expect(plain.standardOutput.contains("font-family: \"Aliased Book\", sans-serif;"), "\(plain.standardOutput)")
  }

  /// Two faces of a family that fontconfig gives the same weight, width and slant (Noto
  /// Nastaliq Urdu's Bold says weight 400, as its Regular does): the Pango description of the
  /// one fontconfig does not pick says it loads the other (it loaded it without a word), the
  /// face Pango itself draws the description with (`match --text`, Pango's runs).
  @Test func aPangoDescriptionThatLoadsAnotherFaceSaysSo() throws {
    let source = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf")
    let bold = """
      name = font["name"]
      name.names = [r for r in name.names if r.nameID not in (1, 2, 4, 6, 16, 17, 25)]
      for nameID, text in ((1, "Twin"), (2, "Bold"), (4, "Twin Bold"), (6, "Twin-Bold")):
          name.setName(text, nameID, 3, 1, 0x409)
      font["OS/2"].usWeightClass = 400
      """
    let (environment, folder) = try derivedFonts(
      "twins",
      [
        (source: source, name: "Twin-Regular.ttf", edit: Self.renaming("Twin", "Twin-Regular")),
        (source: source, name: "Twin-Bold.ttf", edit: bold),
      ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let weights = try ProcessRunner.runTool(
      "fc-list", ["-f", "%{style}=%{weight}\n", "Twin"], environment: environment)
    #expect(
      Set(weights.standardOutput.split(separator: "\n")) == ["Regular=80", "Bold=80"], "\(weights.standardOutput)")
    let picked = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{postscriptname}", "Twin:weight=80:slant=0:width=100"], environment: environment
    ).standardOutput
    let drawn = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "--text", "A", "--font", "Twin", "--json"], environment: environment)
    #expect(drawn.standardOutput.contains("\"postscriptName\": \"\(picked)\""), "\(drawn.standardOutput)")
    for face in ["Twin-Regular", "Twin-Bold"] {
      let outcome = try ProcessRunner.run(
        ProcessRunner.typecase, ["snippet", face, "--as", "pango"], environment: environment)
      #expect(outcome.status == 0, "\(outcome.standardError)")
      #expect(outcome.standardOutput == "Twin\n")
      let note = "(the Pango description loads \(picked) (\(folder.path)/fonts/\(picked).ttf)"
      #expect(outcome.standardError.contains(note) == (face != picked), "\(face): \(outcome.standardError)")
      // The GTK CSS alone says it too: GTK asks Pango for the same (Latin Modern's optical
      // sizes, each drawn as LMRoman10, said nothing).
      let css = try ProcessRunner.run(
        ProcessRunner.typecase, ["snippet", face, "--as", "gtk-css"], environment: environment)
      let cssNote = "(GTK draws this CSS in \(picked) (\(folder.path)/fonts/\(picked).ttf)"
      #expect(css.standardError.contains(cssNote) == (face != picked), "\(face): \(css.standardError)")
    }
  }

  /// A Pango description that loads a face of another weight is said to, not to have "the
  /// same weight, width and slant".
  ///
  /// A Bold that covers no language beside a Regular that does (EB Garamond 12 Bold, 127
  /// characters): fontconfig ranks the language's cover above the weight, and the Pango
  /// description of the Bold loads the Regular (emboldened by the desktop's rules).
  @Test func aPangoDescriptionThatLoadsAFaceOfAnotherStyleSaysTheStyleIsMadeUp() throws {
    let regular = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf")
    let bold = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Bold.ttf")
    let fewCharacters = """
      for table in font["cmap"].tables:
          table.cmap = {c: g for c, g in table.cmap.items() if c in (0x20, 0x41, 0x42)}
      """
    let (derived, folder) = try derivedFonts(
      "uncovered",
      [
        (source: regular, name: "Cover-Regular.ttf", edit: Self.renaming("Cover", "Cover-Regular")),
        (
          source: bold, name: "Cover-Bold.ttf",
          edit: DerivedFont.naming(family: "Cover", postScriptName: "Cover-Bold", style: "Bold") + "\n" + fewCharacters
        ),
      ])
    defer { try? FileManager.default.removeItem(at: folder) }
    // The user's language one the Regular covers (no fixture has the letters fontconfig's
    // English needs).
    var environment = derived
    environment["FC_LANG"] = "zu"
    let picked = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{postscriptname}", "Cover:bold"], environment: environment
    ).standardOutput
    try #require(picked == "Cover-Regular", "fontconfig picks \(picked) for Cover:bold")
    let drawn = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "--text", "A", "--font", "Cover Bold", "--json"], environment: environment)
    #expect(drawn.standardOutput.contains("\"postscriptName\": \"Cover-Regular\""), "\(drawn.standardOutput)")
    let outcome = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", "Cover-Bold", "--as", "pango"], environment: environment)
    #expect(outcome.standardOutput == "Cover Bold\n")
    #expect(
      outcome.standardError.contains(
        "(the Pango description loads Cover-Regular (\(folder.path)/fonts/Cover-Regular.ttf), of another weight, width or slant, which fontconfig ranks first for it (it covers the language better, or more of the request): this face is not drawn)"
      ), "\(outcome.standardError)")
  }

  /// A static copy of a variable family (Debian's Inter-Regular.otf beside Inter.var.ttf): the
  /// variable font's Pango description loads the static file, whose weight and slant are the
  /// same; said, where it loaded it without a word (and no axes came with it).
  ///
  /// A file given by path that fontconfig lists is said of as a name is.
  @Test func aVariableFontsPangoDescriptionThatLoadsAStaticCopySaysSo() throws {
    let variable = FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureVariable-VF.ttf")
    let source = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf")
    // A later version, which fontconfig prefers when all else is equal, as Inter's OTFs are.
    let (environment, folder) = try derivedFonts(
      "static-copy",
      [
        (source: variable, name: "FixtureVariable-VF.ttf", edit: "pass"),
        (
          source: source, name: "FixtureVariable-Static.ttf",
          edit: Self.renaming("Fixture Variable", "FixtureVariable-Static") + "\nfont[\"head\"].fontRevision = 9.0"
        ),
        // A static Bold of the Bold instance's own PostScript name (Inter-Bold.otf beside
        // Inter.var.ttf's Bold): no copy of that instance, having no axes.
        (
          source: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Bold.ttf"),
          name: "FixtureVariable-StaticBold.ttf",
          edit: """
          name = font["name"]
          name.names = [r for r in name.names if r.nameID not in (1, 2, 4, 6, 16, 17, 25)]
          for nameID, text in ((1, "Fixture Variable"), (2, "Bold"), (4, "Fixture Variable Bold"), (6, "FixtureVariable-Bold")):
              name.setName(text, nameID, 3, 1, 0x409)
          font["head"].fontRevision = 9.0
          """
        ),
      ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let picked = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{file}", "Fixture Variable:weight=80:slant=0:width=100"], environment: environment
    ).standardOutput
    try #require(picked.hasSuffix("/FixtureVariable-Static.ttf"), "\(picked)")
    let file = folder.appendingPathComponent("fonts/FixtureVariable-VF.ttf").path
    for target in [file, "Fixture Variable (Variable)"] {
      let outcome = try ProcessRunner.run(
        ProcessRunner.typecase, ["snippet", target, "--as", "pango"], environment: environment)
      #expect(outcome.standardOutput == "Fixture Variable\n", "\(target)")
      #expect(
        outcome.standardError
          == "(the Pango description loads FixtureVariable-Static (\(picked)), not this variable font: another file of the family has the same weight, width and slant)\n",
        "\(target)")
    }
    let boldPicked = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{file}", "Fixture Variable:weight=200:slant=0:width=100"], environment: environment
    ).standardOutput
    try #require(boldPicked.hasSuffix("/FixtureVariable-StaticBold.ttf"), "\(boldPicked)")
    let bold = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", file + "#196608", "--as", "pango"], environment: environment)
    #expect(bold.standardOutput.hasPrefix("Fixture Variable Bold @wght=700"), "\(bold.standardOutput)")
    #expect(
      bold.standardError
        == "(the Pango description loads FixtureVariable-Bold (\(boldPicked)), not this variable font: another file of the family has the same weight, width and slant)\n"
    )
  }

  /// Two copies of one variable font: the Pango description of the copy fontconfig does not
  /// pick loads the other, axes and all, which is no static copy to warn of.
  @Test func anotherCopyOfTheSameVariableFontIsNoStaticCopy() throws {
    let variable = FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureVariable-VF.ttf")
    let (environment, folder) = try derivedFonts(
      "variable-copies",
      [(source: variable, name: "CopyA-VF.ttf", edit: "pass"), (source: variable, name: "CopyB-VF.ttf", edit: "pass")])
    defer { try? FileManager.default.removeItem(at: folder) }
    let picked = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{file}", "Fixture Variable:weight=200:slant=0:width=100"], environment: environment
    ).standardOutput
    let other = folder.appendingPathComponent(
      picked.hasSuffix("CopyA-VF.ttf") ? "fonts/CopyB-VF.ttf" : "fonts/CopyA-VF.ttf"
    ).path
    let bold = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", other + "#196608", "--as", "pango"], environment: environment)
    #expect(bold.standardOutput.hasPrefix("Fixture Variable Bold @wght=700"), "\(bold.standardOutput)")
    // No static copy warned of; the copy programs get is said (it is not this one).
    #expect(
      bold.standardError
        == "(programs get this font from another file, \(picked), version 2.000: this is the copy in \(other))\n",
      "\(bold.standardError)")
  }

  /// OS/2's usWidthClass 1–9 is CSS's `font-stretch` 50%, 62.5%, 75%, 87.5%, 100%, 112.5%,
  /// 125%, 150%, 200% (CSS Fonts 4, the font-stretch table).
  ///
  /// Fontconfig rounds three of them (63, 87, 113): the CSS said `font-stretch: 87%` of a
  /// semi-condensed face.
  @Test func fontStretchIsTheCSSStepOfTheWidthClass() throws {
    let css = ["50%", "62.5%", "75%", "87.5%", "100%", "112.5%", "125%", "150%", "200%"]
    let source = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf")
    let fonts = (1...9).map { widthClass in
      (
        source: source, name: "FixtureWidth\(widthClass)-Regular.ttf",
        edit: Self.renaming("Fixture Width \(widthClass)", "FixtureWidth\(widthClass)-Regular")
          + "\nfont[\"OS/2\"].usWidthClass = \(widthClass)\n"
      )
    }
    let (environment, folder) = try derivedFonts("width", fonts)
    defer { try? FileManager.default.removeItem(at: folder) }
    for widthClass in 1...9 {
      let face = "FixtureWidth\(widthClass)-Regular"
      let fontconfigWidth = try ProcessRunner.runTool(
        "fc-list", ["-f", "%{width}", ":postscriptname=\(face)"], environment: environment
      ).standardOutput
      let outcome = try ProcessRunner.run(
        ProcessRunner.typecase, ["snippet", face, "--as", "css"], environment: environment)
      #expect(outcome.status == 0, "\(outcome.standardError)")
      let expected = css[widthClass - 1]
      // The declaration and @font-face's descriptor.
      #expect(
        Self.values(of: "font-stretch", in: outcome.standardOutput) == [expected, expected],
        "usWidthClass \(widthClass), fontconfig's width \(fontconfigWidth): \(outcome.standardOutput)")
    }
  }

  /// A variable font whose only slant is a `slnt` axis (as Inter 3's) has oblique instances:
  /// CSS's `oblique 10deg` for `slnt` −10 (CSS Fonts 4: the angle is `slnt` negated), and the
  /// font as a whole `oblique 0deg 10deg` in `@font-face`.
  ///
  /// Fontconfig calls the instance italic by its style name ("Bold Italic"), and the CSS said
  /// `font-style: italic`. What the font says is read back with fontTools; a font with the
  /// italic bit stays italic.
  @Test func aSlantAxisInstanceIsObliqueByItsAngle() throws {
    let edit = Self.slantAxisEdit
    let source = FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureVariable-VF.ttf")
    let (environment, folder) = try derivedFonts(
      "slant", [(source: source, name: "FixtureSlant-VF.ttf", edit: edit)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("fonts/FixtureSlant-VF.ttf").path
    // fontTools: the italic bit, the slnt axis's range and the last instance's slnt.
    let read = try ProcessRunner.runPython(
      [
        "-c",
        """
        import sys
        from fontTools.ttLib import TTFont
        font = TTFont(sys.argv[1])
        slnt = [a for a in font["fvar"].axes if a.axisTag == "slnt"][0]
        print(font["OS/2"].fsSelection & 1, len(font["fvar"].instances), slnt.minValue, slnt.maxValue,
              font["fvar"].instances[-1].coordinates["slnt"])
        """, file,
      ], environment: environment)
    let fields = read.standardOutput.split(separator: " ").map { Double($0.trimmingCharacters(in: .newlines)) ?? .nan }
    try #require(fields.count == 5, "\(read.standardError)")
    #expect(fields[0] == 0)
    let instanceIndex = Int(fields[1]) << 16
    func angle(_ slnt: Double) -> String { String(format: "%g", slnt == 0 ? 0 : -slnt) + "deg" }
    // Fontconfig calls the instance italic.
    let slant = try ProcessRunner.runTool(
      "fc-query", ["-i", String(instanceIndex), "-f", "%{slant}", file], environment: environment)
    #expect(slant.standardOutput == "100", "\(slant.standardOutput)")
    let instance = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", file + "#\(instanceIndex)", "--as", "css"], environment: environment)
    #expect(instance.status == 0, "\(instance.standardError)")
    let oblique = "oblique " + angle(fields[4])
    #expect(oblique == "oblique 10deg")
    #expect(
      Self.values(of: "font-style", in: instance.standardOutput) == [oblique, oblique], "\(instance.standardOutput)")
    let gtk = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", file + "#\(instanceIndex)", "--as", "gtk-css"], environment: environment)
    // GTK 4.8 takes no angle after "oblique" (it dropped the line, and drew the text
    // upright): the instance is asked for as italic, as fontconfig calls it, the angle in the
    // variation settings. GTK's own CSS parser reads every line.
    #expect(Self.values(of: "font-style", in: gtk.standardOutput) == ["italic"], "\(gtk.standardOutput)")
    // So is Pango's description, which Pango draws with this instance itself, not slanted
    // once more (synthetic).
    let pango = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", file + "#\(instanceIndex)", "--as", "pango"], environment: environment)
    let description = pango.standardOutput.trimmingCharacters(in: .newlines)
    #expect(description == "Fixture Slant Bold Italic @wght=700,slnt=-10", "\(description)")
    let drawn = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "--text", "Hi", "--font", description], environment: environment)
    #expect(drawn.status == 0 && !drawn.standardOutput.contains("synthetic"), "\(drawn.standardOutput)")
    #expect(drawn.standardOutput.hasPrefix("requested:\tFixtureSlant-BoldItalic\t"), "\(drawn.standardOutput)")
    #expect(gtk.standardOutput.contains(#"font-variation-settings: "wght" 700, "slnt" -10;"#), "\(gtk.standardOutput)")
    let parsed = try ProcessRunner.runPython(
      [
        "-c",
        """
        import sys, gi
        gi.require_version("Gtk", "4.0")
        from gi.repository import Gtk
        errors = []
        provider = Gtk.CssProvider()
        provider.connect("parsing-error", lambda p, s, e: errors.append(e.message))
        provider.load_from_data(("label {" + sys.argv[1] + "}").encode())
        print("|".join(errors))
        """, gtk.standardOutput,
      ], environment: environment)
    #expect(parsed.status == 0, "\(parsed.standardError)")
    #expect(parsed.standardOutput == "\n", "GTK's CSS parser: \(parsed.standardOutput)")
    let whole = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", "Fixture Slant (Variable)", "--as", "css"], environment: environment)
    #expect(whole.status == 0, "\(whole.standardError)")
    let range = "oblique \(angle(fields[3])) \(angle(fields[2]))"
    #expect(
      Self.values(of: "font-style", in: whole.standardOutput) == ["normal", range], "\(whole.standardOutput)")
    // An italic font (the italic bit; its only axes wght and SPAC) is italic.
    let italicFont = FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureVariable-Italic-VF.ttf").path
    let italic = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", italicFont + "#196608", "--as", "css"],
      environment: FixtureFonts.faceEnvironment(["XDG_CONFIG_HOME": Self.configHome.path]))
    #expect(
      Self.values(of: "font-style", in: italic.standardOutput) == ["italic", "italic"], "\(italic.standardOutput)")
  }

  /// A family whose slanted instances lean on a `slnt` axis, beside a file of its upright
  /// fonts alone (Debian's Inter.var.ttf beside Inter-roman.var.ttf): the Pango description and
  /// GTK CSS of a slanted instance ask for italic, so fontconfig gives that instance, not the
  /// upright file, which has no `slnt` axis (they asked for it upright, and Pango drew the
  /// text upright).
  ///
  /// The variable font as a whole goes by its file's PostScript name in code (it went by
  /// Typecase's label, "Fixture Slant (Variable)", which `UIFont(name:)` knows nothing of).
  @Test func aSlantAxisInstanceBesideAnUprightFileIsAskedForAsItalic() throws {
    let slanted = Self.slantAxisEdit
    let source = FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureVariable-VF.ttf")
    let (environment, folder) = try derivedFonts(
      "slant-split",
      [
        (source: source, name: "FixtureSlant.var.ttf", edit: slanted),
        (
          source: source, name: "FixtureSlant-roman.var.ttf",
          edit: Self.renaming("Fixture Slant", "FixtureSlant-Regular")
        ),
      ])
    defer { try? FileManager.default.removeItem(at: folder) }
    try checkSlantAxisInstance(
      folder: folder, environment: environment, description: "Fixture Slant Bold Italic @wght=700,slnt=-10",
      gtkStyle: "italic")
    // Both files' default instances are "FixtureSlant-Regular" (name ID 6): CSS's local()
    // names it only for the file fontconfig gives for that name (for the other, a browser
    // found the wrong file).
    let given = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{file}", ":postscriptname=FixtureSlant-Regular"], environment: environment)
    for name in ["FixtureSlant.var.ttf", "FixtureSlant-roman.var.ttf"] {
      let path = folder.appendingPathComponent("fonts/" + name).path
      let css = try ProcessRunner.run(
        ProcessRunner.typecase, ["snippet", path + "#0", "--as", "css"], environment: environment)
      #expect(
        css.standardOutput.contains("local(\"FixtureSlant-Regular\")") == (given.standardOutput == path),
        "\(name): \(css.standardOutput)")
    }
    // The variable font as a whole, in code: its file's PostScript name, read back by fontTools.
    let file = folder.appendingPathComponent("fonts/FixtureSlant.var.ttf").path
    let read = try ProcessRunner.runPython(
      [
        "-c", "import sys\nfrom fontTools.ttLib import TTFont\nprint(TTFont(sys.argv[1])['name'].getDebugName(6))",
        file,
      ],
      environment: environment)
    let postScriptName = read.standardOutput.trimmingCharacters(in: .newlines)
    #expect(postScriptName == "FixtureSlant-Regular")
    let code = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", "Fixture Slant (Variable)", "--as", "uikit"], environment: environment)
    #expect(code.standardOutput == "UIFont(name: \"\(postScriptName)\", size: 17)\n", "\(code.standardOutput)")
  }

  /// Beside italics of another design in files of their own, a slanted instance is asked for
  /// upright, its coordinate slanting it: asked for as italic, Pango and GTK drew those files,
  /// and the coordinate was lost.
  ///
  /// Which one fontconfig gives decides.
  @Test func aSlantAxisInstanceBesideItalicsOfAnotherDesignIsAskedForUpright() throws {
    let source = FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureVariable-VF.ttf")
    let italic = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-BoldItalic.ttf")
    let (environment, folder) = try derivedFonts(
      "slant-italics",
      [
        (source: source, name: "FixtureSlant.var.ttf", edit: Self.slantAxisEdit),
        (
          source: italic, name: "FixtureSlant-BoldItalic.ttf",
          edit: DerivedFont.naming(family: "Fixture Slant", postScriptName: "FixtureSlantItalic-Bold")
            + "\nname.setName('Bold Italic', 2, 3, 1, 0x409)\nfont['head'].fontRevision = 9.0"
        ),
      ])
    defer { try? FileManager.default.removeItem(at: folder) }
    // Asked for as italic, fontconfig gives the other design (of a later version, which
    // fontconfig prefers among fonts that match equally well).
    let asItalic = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "--text", "Hi", "--font", "Fixture Slant Bold Italic @wght=700,slnt=-10"],
      environment: environment)
    try #require(asItalic.standardOutput.contains("FixtureSlant-BoldItalic.ttf"), "\(asItalic.standardOutput)")
    try checkSlantAxisInstance(
      folder: folder, environment: environment, description: "Fixture Slant Bold @wght=700,slnt=-10",
      gtkStyle: "normal")
  }

  /// The snippets of the "Bold Italic" instance of the variable font `slantAxisEdit` makes, in
  /// `folder`/fonts/FixtureSlant.var.ttf: Pango's `description`, which Pango draws from that
  /// file, and GTK CSS's `font-style`.
  private func checkSlantAxisInstance(
    folder: URL, environment: [String: String], description expected: String, gtkStyle: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let file = folder.appendingPathComponent("fonts/FixtureSlant.var.ttf").path
    let instances = try ProcessRunner.runTool(
      "fc-query", ["--format", "%{index} %{style}\n", file], environment: environment)
    let index = try #require(
      instances.standardOutput.split(separator: "\n").first { $0.hasSuffix(" Bold Italic") }?.split(separator: " ")
        .first,
      "\(instances.standardOutput)", sourceLocation: sourceLocation)
    let face = file + "#" + index
    let pango = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", face, "--as", "pango"], environment: environment)
    let description = pango.standardOutput.trimmingCharacters(in: .newlines)
    #expect(description == expected, "\(pango.standardError)", sourceLocation: sourceLocation)
    // Pango draws it from its own file (below): no note says it loads another.
    #expect(
      !pango.standardError.contains("the Pango description loads"), "\(pango.standardError)",
      sourceLocation: sourceLocation)
    let drawn = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "--text", "Hi", "--font", description], environment: environment)
    #expect(
      drawn.standardOutput.split(separator: "\n").first?.split(separator: "\t").dropFirst(4).first?
        .hasPrefix(file) == true, "\(drawn.standardOutput)", sourceLocation: sourceLocation)
    #expect(!drawn.standardOutput.contains("synthetic"), "\(drawn.standardOutput)", sourceLocation: sourceLocation)
    let gtk = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", face, "--as", "gtk-css"], environment: environment)
    #expect(
      Self.values(of: "font-style", in: gtk.standardOutput) == [gtkStyle], "\(gtk.standardOutput)",
      sourceLocation: sourceLocation)
  }

  /// "Fixture Slant": the variable fixture with its GRAD axis made a `slnt` axis (−10…0) and a
  /// "Bold Italic" instance at wght 700, slnt −10; no italic bit.
  static let slantAxisEdit =
    Self.renaming("Fixture Slant", "FixtureSlant-Regular") + """

      from fontTools.ttLib.tables._f_v_a_r import NamedInstance
      fvar = font["fvar"]
      slnt = fvar.axes[1]
      slnt.axisTag, slnt.minValue, slnt.defaultValue, slnt.maxValue = "slnt", -10.0, 0.0, 0.0
      for instance in fvar.instances:
          instance.coordinates["slnt"] = 0.0
          del instance.coordinates["GRAD"]
      italic = NamedInstance()
      italic.subfamilyNameID = name.addMultilingualName({"en": "Bold Italic"}, minNameID=256)
      italic.coordinates = {"wght": 700.0, "slnt": -10.0}
      fvar.instances.append(italic)
      """

  /// A family whose last word starts with "@" ("Weird @wght"): Pango reads such a word at the
  /// end of a description as variations, also with the trailing comma that keeps style words
  /// in a family, and loaded another font.
  ///
  /// A style word after it keeps it in the family, as Pango itself confirms by loading the
  /// font.
  @Test func anAtWordEndingTheFamilyStaysInPangosFamily() throws {
    let source = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf")
    let (environment, folder) = try derivedFonts(
      "at",
      [
        (source: source, name: "WeirdWght-Regular.ttf", edit: Self.renaming("Weird @wght", "WeirdWght-Regular")),
        (source: source, name: "AtOnly-Regular.ttf", edit: Self.renaming("@Only", "AtOnly-Regular")),
      ])
    defer { try? FileManager.default.removeItem(at: folder) }
    for (face, family) in [("WeirdWght-Regular", "Weird @wght"), ("AtOnly-Regular", "@Only")] {
      let pango = try ProcessRunner.run(
        ProcessRunner.typecase, ["snippet", face, "--as", "pango"], environment: environment)
      #expect(pango.status == 0, "\(pango.standardError)")
      let description = pango.standardOutput.trimmingCharacters(in: .newlines)
      let drawn = try PangoLoadedFont.load(description, environment: environment)
      #expect(drawn.family == family, "\(description) → \(drawn)")
      #expect(drawn.variations.isEmpty, "\(description) → \(drawn)")
    }
  }

  /// Browsers do not load Type 1 fonts, nor do XeLaTeX and LuaLaTeX from a .t1 file: the CSS
  /// and fontspec snippets of a Type 1 file (URW's C059-Bold.t1) say so, and name the OpenType
  /// copy of the same face (the same PostScript name, as fc-query reads both).
  ///
  /// XeLaTeX draws a .pfb, which LuaLaTeX does not (the note said XeLaTeX did not; TeX Live
  /// 2022). Other formats say nothing.
  @Test func aType1FontsCSSAndFontspecSayTheyCannotBeLoaded() throws {
    let type1 = URL(fileURLWithPath: "/usr/share/fonts/type1/urw-base35")
    let openType = URL(fileURLWithPath: "/usr/share/fonts/opentype/urw-base35")
    let file = type1.appendingPathComponent("C059-Bold.t1").path
    try #require(
      FileManager.default.fileExists(atPath: file)
        && FileManager.default.fileExists(atPath: openType.appendingPathComponent("C059-Bold.otf").path),
      "fonts-urw-base35: run scripts/install-dependencies")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-type1-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    func environment(_ folders: [URL]) -> [String: String] {
      let configuration = FixtureFonts.writeConfiguration(
        in: folder.appendingPathComponent("conf-\(folders.count)"), folders: folders)
      return FixtureFonts.environment([
        "FONTCONFIG_FILE": configuration.path, "XDG_CONFIG_HOME": Self.configHome.path,
      ])
    }
    let both = environment([type1, openType])
    func query(_ path: String) throws -> String {
      try ProcessRunner.runTool("fc-query", ["-f", "%{fontformat}|%{postscriptname}", path], environment: both)
        .standardOutput
    }
    #expect(try query(file) == "Type 1|C059-Bold")
    for (format, says) in [("css", "browsers do not load"), ("fontspec", "XeLaTeX and LuaLaTeX do not load")] {
      let outcome = try ProcessRunner.run(ProcessRunner.typecase, ["snippet", file, "--as", format], environment: both)
      #expect(outcome.status == 0, "\(outcome.standardError)")
      #expect(outcome.standardError.contains(says), "\(outcome.standardError)")
      // The copy it names is OpenType (CFF) and has the same PostScript name.
      let copy = try #require(
        outcome.standardError.firstMatch(of: /installed as OpenType: ([^\n]+)\)/).map { String($0.1) },
        "\(outcome.standardError)")
      #expect(try query(copy) == "CFF|C059-Bold", "\(copy)")
      // Said with --json too (the note went with the plain output alone: a pipeline reading
      // the JSON shipped a url() browsers cannot load without a word); the JSON on its own.
      let json = try ProcessRunner.run(
        ProcessRunner.typecase, ["snippet", file, "--as", format, "--json"], environment: both)
      #expect(json.status == 0 && json.standardError == outcome.standardError, "\(json.standardError)")
      #expect(json.standardOutput.hasPrefix("{\n  \"snippets\": {"), "\(json.standardOutput)")
    }
    let pfb = "/usr/share/fonts/X11/Type1/C059-Bold.pfb"
    if FileManager.default.fileExists(atPath: pfb) {
      let outcome = try ProcessRunner.run(
        ProcessRunner.typecase, ["snippet", pfb, "--as", "fontspec"], environment: both)
      #expect(
        outcome.standardError.contains("which LuaLaTeX does not load: fontspec names a file only XeLaTeX can use"))
    }
    // By name: fontconfig prefers the OpenType copy, which needs no note.
    let byName = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", "C059-Bold", "--as", "css"], environment: both)
    #expect(!byName.standardError.contains("Type 1"), "\(byName.standardError)")
    // Pango's description has no note of its own; the copy programs get is said.
    let pango = try ProcessRunner.run(ProcessRunner.typecase, ["snippet", file, "--as", "pango"], environment: both)
    #expect(
      pango.standardError.hasPrefix("(programs get this font from another file, ")
        && !pango.standardError.contains("Type 1"),
      "\(pango.standardError)")
    // Without the OpenType folder: the note, no copy ("latex" is fontspec, as help names it).
    let alone = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", file, "--as", "latex"], environment: environment([type1]))
    #expect(alone.standardError.contains("XeLaTeX and LuaLaTeX do not load"), "\(alone.standardError)")
    #expect(!alone.standardError.contains("OpenType"), "\(alone.standardError)")
  }

  /// The default instance of a variable font is found by its name, not taken for the
  /// variable font as a whole, which shares its file and index: SwiftUI's snippet named
  /// "Fixture Variable (Variable)", a font no program has.
  @Test func aVariableFontsDefaultInstanceIsItself() throws {
    #expect(
      try typecase("snippet", "FixtureVariable-Regular", "--as", "swiftui").standardOutput
        == "Font.custom(\"FixtureVariable-Regular\", size: 17)\n")
    let fontconfig = try typecase("snippet", "FixtureVariable-Regular", "--as", "fontconfig").standardOutput
    #expect(!fontconfig.contains("variable=true"), "\(fontconfig)")
  }

  /// A named instance's fontspec sets its axes with LuaLaTeX's axis feature, which XeLaTeX
  /// does not apply: said, where XeLaTeX drew the default instance with a warning in its log
  /// alone.
  ///
  /// Not said of the default instance, nor of other formats.
  @Test func aNamedInstancesFontspecSaysXeLaTeXDrawsTheDefault() throws {
    let bold = try typecase("snippet", "FixtureVariable-Bold", "--as", "fontspec")
    #expect(bold.standardOutput.contains("RawFeature={axis={wght=700,GRAD=0}}"), "\(bold.standardOutput)")
    #expect(
      bold.standardError
        == "(XeLaTeX does not apply fontspec's axis feature: it draws the variable font's default instance; LuaLaTeX draws this one)\n"
    )
    #expect(try typecase("snippet", "FixtureVariable-Bold", "--as", "css").standardError.isEmpty)
    #expect(try typecase("snippet", "FixtureVariable-Regular", "--as", "fontspec").standardError.isEmpty)
  }

  /// A variable font as a whole is named as `faces` lists it, "Fixture Variable (Variable)"
  /// (it has no PostScript name of its own): that named nothing, and its CSS with the axes'
  /// ranges could not be had.
  ///
  /// Its fontconfig snippet asks for the variable font, as fc-match answers it.
  @Test func aVariableFontAsAWholeIsNamedAsFacesListsIt() throws {
    let listed = try typecase("faces", "Fixture Variable").standardOutput.split(separator: "\n")
    #expect(listed.contains { $0.hasPrefix("Fixture Variable (Variable)\tVariable\t") }, "\(listed)")
    let css = try typecase("snippet", "Fixture Variable (Variable)", "--as", "css")
    #expect(css.status == 0, "\(css.standardError)")
    #expect(css.standardOutput.contains("  font-weight: 100 900;\n"), "\(css.standardOutput)")
    let pattern = try typecase("snippet", "Fixture Variable (Variable)", "--as", "fontconfig")
    let matched = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{variable}", pattern.standardOutput.trimmingCharacters(in: .newlines)],
      environment: FixtureFonts.faceEnvironment())
    #expect(matched.standardOutput == "True", "\(pattern.standardOutput) → \(matched.standardOutput)")
  }

  /// A variable font's file alone names the variable font as a whole, as a browser loads it
  /// from `url()`: its CSS gave the default instance's weight, 400, which holds the browser to
  /// that one weight of the axis.
  ///
  /// FILE#0 names the default instance.
  @Test func aVariableFontsFileNamesTheWholeFont() throws {
    let file = FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureVariable-VF.ttf").path
    let whole = try typecase("snippet", "Fixture Variable (Variable)", "--as", "css")
    let byFile = try typecase("snippet", file, "--as", "css")
    #expect(byFile.status == 0, "\(byFile.standardError)")
    #expect(byFile.standardOutput == whole.standardOutput)
    #expect(byFile.standardOutput.contains("  font-weight: 100 900;\n"), "\(byFile.standardOutput)")
    let defaultInstance = try typecase("snippet", file + "#0", "--as", "css")
    #expect(defaultInstance.standardOutput.contains("  font-weight: 400;\n"), "\(defaultInstance.standardOutput)")
    // A font that is not variable is its face at index 0 either way.
    let mono = FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Bold.ttf").path
    #expect(
      try typecase("snippet", mono, "--as", "pango").standardOutput
        == typecase("snippet", mono + "#0", "--as", "pango").standardOutput)
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
