import FixtureSupport
import Foundation
import Testing

/// A web font (a WOFF file), which fontconfig lists through FreeType under its outlines' format
/// ("TrueType") while HarfBuzz, and so Pango, reads nothing from it: its face page crashed the
/// window, `specimen` wrote pages of boxes and said it was done, and `match --text` called the
/// family Pango drew instead "requested" without a word.
@Suite struct WebFontTests {
  let sandbox = UserFontsSandbox()

  /// "Fixture Web" (FixtureWeb-Regular), the features fixture (CFF outlines, GSUB and GPOS)
  /// renamed and saved as WOFF in the sandbox's fonts folder, installed for the user.
  func writeWebFont() throws -> URL {
    let file = sandbox.fonts.appendingPathComponent("FixtureWeb-Regular.woff")
    try Self.writeWebFont(to: file)
    // fontconfig lists it, by its outlines' format: what every command here starts from.
    let listed = try ProcessRunner.runTool(
      "fc-list", ["--format", "%{family}|%{fontformat}|%{file}\n", "Fixture Web"],
      environment: FixtureFonts.environment(["FONTCONFIG_FILE": sandbox.configuration.path]))
    try #require(listed.standardOutput == "Fixture Web|CFF|\(file.path)\n", "\(listed.standardOutput)")
    return file
  }

  /// "Fixture Web" (FixtureWeb-Regular), the features fixture renamed and saved as WOFF at
  /// `file` (whatever its name says), its folder made.
  static func writeWebFont(to file: URL) throws {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try DerivedFont.write(
      from: FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureFeatures-Regular.otf"), to: file,
      editing: DerivedFont.naming(family: "Fixture Web", postScriptName: "FixtureWeb-Regular")
        + "\nfont.flavor = 'woff'")
  }

  /// "Fixture Web" as a WOFF Regular (`writeWebFont`) and a TrueType Bold (FixtureWeb-Bold).
  func writeMixedFamily() throws {
    _ = try writeWebFont()
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Bold.ttf"),
      to: sandbox.fonts.appendingPathComponent("FixtureWeb-Bold.ttf"),
      editing: DerivedFont.naming(family: "Fixture Web", postScriptName: "FixtureWeb-Bold") + """

        name.setName("Bold", 2, 3, 1, 0x409)
        name.setName("Fixture Web Bold", 4, 3, 1, 0x409)
        """)
  }

  @Test func specimenRefusesAWebFontByFamilyFaceAndFile() throws {
    defer { sandbox.remove() }
    let file = try writeWebFont()
    let sheet = sandbox.work.appendingPathComponent("sheet.pdf")
    for name in ["Fixture Web", "FixtureWeb-Regular", file.path] {
      let drawn = try sandbox.typecase(["specimen", name, "-o", sheet.path])
      #expect(drawn.status == 1, "\(name): \(drawn.status) \(drawn.standardError)")
      #expect(
        drawn.standardError.contains("it is a web font (WOFF), which Pango cannot read"), "\(drawn.standardError)")
      #expect(!FileManager.default.fileExists(atPath: sheet.path), "\(name): a sheet was written")
    }
  }

  /// `face` reads a web font as FreeType uncompressed it: names, glyphs, characters and
  /// features as fontTools reads them (it gave no full name and no features).
  @Test func faceReadsAWebFontAsFontToolsDoes() throws {
    defer { sandbox.remove() }
    let file = try writeWebFont()
    let read = try sandbox.typecase(["face", "FixtureWeb-Regular", "--json"])
    try #require(read.status == 0, "\(read.standardError)")
    let document = try JSONSerialization.jsonObject(with: Data(read.standardOutput.utf8)) as? [String: Any]
    let face = try #require(document?["face"] as? [String: Any])
    let features = (face["features"] as? [[String: Any]] ?? []).compactMap { $0["tag"] as? String }
    let fontTools = try ProcessRunner.runPython(
      [
        "-c",
        """
        import sys
        from fontTools.ttLib import TTFont
        font = TTFont(sys.argv[1])
        tags = set()
        for table in ("GSUB", "GPOS"):
            if table in font:
                tags.update(record.FeatureTag for record in font[table].table.FeatureList.FeatureRecord)
        print(font["name"].getDebugName(4), len(font.getGlyphOrder()), len(font.getBestCmap()), " ".join(sorted(tags)), font.flavor, sep="|")
        """,
        file.path,
      ], environment: FixtureFonts.environment())
    try #require(fontTools.status == 0, "\(fontTools.standardError)")
    let expected = fontTools.standardOutput.trimmingCharacters(in: .newlines).split(
      separator: "|", omittingEmptySubsequences: false)
    try #require(expected.count == 5)
    #expect(face["fullName"] as? String == String(expected[0]))
    #expect((face["glyphCount"] as? Int).map(String.init) == String(expected[1]))
    #expect((face["characterCount"] as? Int).map(String.init) == String(expected[2]))
    #expect(Set(features) == Set(expected[3].split(separator: " ").map(String.init)), "\(features)")
    #expect(!features.isEmpty, "the fixture has features: the comparison says nothing without")
    // Its container, beside the outlines' format fontconfig names (it read as a plain font
    // file of that format), in `face` and `faces` alike.
    #expect(face["container"] as? String == expected[4].uppercased(), "fontTools' flavor: \(expected[4])")
    let listed = try sandbox.typecase(["faces", "Fixture Web", "--json"])
    #expect(listed.standardOutput.contains(#""container": "WOFF""#), "\(listed.standardOutput)")
    let plain = try sandbox.typecase(["face", "FixtureWeb-Regular"])
    #expect(plain.standardOutput.contains("\ncontainer: WOFF\n"), "\(plain.standardOutput)")
  }

  /// A family of a TrueType Bold and a WOFF Regular: the sheet draws the Bold and says the
  /// Regular is left out (it was left out without a word).
  @Test func specimenOfAMixedFamilySaysWhichFaceIsLeftOut() throws {
    defer { sandbox.remove() }
    try writeMixedFamily()
    let faces = try sandbox.typecase(["faces", "Fixture Web"])
    try #require(faces.standardOutput.split(separator: "\n").count == 2, "\(faces.standardOutput)")
    // The web font's format is said as the window says it, its container first ("TrueType"
    // or "CFF" alone read as a .ttf or an .otf).
    let web = faces.standardOutput.split(separator: "\n").first { $0.hasSuffix(".woff") }
    #expect(web?.split(separator: "\t").dropFirst(2).first?.hasPrefix("WOFF (") == true, "\(faces.standardOutput)")
    let sheet = sandbox.work.appendingPathComponent("sheet.pdf")
    let drawn = try sandbox.typecase(["specimen", "Fixture Web", "-o", sheet.path])
    #expect(drawn.status == 0, "\(drawn.standardError)")
    #expect(FileManager.default.fileExists(atPath: sheet.path))
    #expect(
      drawn.standardError.contains("(FixtureWeb-Regular is left out: it is WOFF, which Pango cannot draw)"),
      "\(drawn.standardError)")
  }

  /// A variable font installed as TrueType and as WOFF: the WOFF's named instances are named
  /// as the font names them, as the TrueType's are, so each is a copy of the other's (they were
  /// "Fixture-Variable", fontconfig's made-up name, and no copies of anything).
  @Test func aVariableWebFontsInstancesAreNamedAsItsFontNamesThem() throws {
    defer { sandbox.remove() }
    try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
    let source = FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureVariable-VF.ttf")
    try FileManager.default.copyItem(at: source, to: sandbox.fonts.appendingPathComponent("FixtureVariable-VF.ttf"))
    try DerivedFont.write(
      from: source, to: sandbox.fonts.appendingPathComponent("FixtureVariable-VF.woff"), editing: "font.flavor = 'woff'"
    )
    let listed = try sandbox.typecase(["faces", "Fixture Variable"])
    try #require(listed.status == 0, "\(listed.standardError)")
    let lines = listed.standardOutput.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
    let names = { (ending: String) in
      Set(lines.filter { $0.last?.split(separator: "#").first?.hasSuffix(ending) == true }.map { $0[0] })
    }
    #expect(names(".woff") == names(".ttf"), "\(listed.standardOutput)")
    #expect(names(".ttf").count > 3)
    // Each face of the family has a copy.
    let duplicates = try sandbox.typecase(["families", "--duplicates", "--user"])
    #expect(duplicates.standardOutput == "Fixture Variable\t\(lines.count)\n", "\(duplicates.standardOutput)")
  }

  /// A generic family fontconfig answers with a web font is named with that font: the note
  /// said "sans-serif" was installed as a WOFF.
  @Test func matchTextNamesTheWebFontAGenericFamilyGives() throws {
    defer { sandbox.remove() }
    _ = try writeWebFont()
    let configuration = FixtureFonts.writeConfiguration(
      in: sandbox.work.appendingPathComponent("preferring-web"), folders: [FixtureFonts.fontsDirectory, sandbox.fonts],
      rules: ["sans-serif", "Helvetica"].map {
        "<alias binding=\"strong\"><family>\($0)</family><prefer><family>Fixture Web</family></prefer></alias>"
      }.joined())
    var environment = FixtureFonts.environment(sandbox.environment)
    environment["FONTCONFIG_FILE"] = configuration.path
    // The generic name, and a family not installed that a rule answers with the web font (which
    // nothing was said of).
    for family in ["sans-serif", "Helvetica"] {
      let runs = try ProcessRunner.run(
        ProcessRunner.typecase, ["match", "--text", "Hello", "--font", family], environment: environment)
      #expect(
        runs.standardError.contains(
          "fontconfig gives \"\(family)\" as Fixture Web, which is WOFF and which Pango cannot draw"),
        "\(family): \(runs.standardError)")
    }
  }

  /// A web font's snippets say which of their readers cannot use it: Pango and GTK draw another
  /// font, XeLaTeX loads no web font; browsers load it from its file alone (the @font-face
  /// rule's url()): installed, Chromium found it neither by local() nor by font-family.
  @Test func snippetsOfAWebFontSayWhoCannotUseThem() throws {
    defer { sandbox.remove() }
    _ = try writeWebFont()
    let all = try sandbox.typecase(["snippet", "FixtureWeb-Regular"])
    #expect(all.status == 0, "\(all.standardError)")
    let browsers =
      "(this is a web font (WOFF): browsers load it through the @font-face rule's url() only; local() and font-family alone do not find it installed)\n"
    #expect(
      all.standardError == browsers + """
        (this is a web font (WOFF), which Pango and GTK cannot draw: they draw another font for this description)
        (this is a web font (WOFF), which XeLaTeX does not load: fontspec names a file it cannot use)

        """)
    let css = try sandbox.typecase(["snippet", "FixtureWeb-Regular", "--as", "css"])
    #expect(css.status == 0 && css.standardError == browsers, "\(css.standardError)")
    #expect(css.standardOutput.contains("url(\"file://"), "\(css.standardOutput)")
  }

  /// A web font saved under another kind's name (a WOFF as .otf) is told by its first bytes:
  /// not installed, where fontconfig would list it by its outlines and Pango draw boxes with
  /// it for every program asking for its family; `face` and `snippet` say what it is.
  @Test func aWebFontNamedAsAnotherKindIsToldByItsBytes() throws {
    defer { sandbox.remove() }
    let downloaded = sandbox.work.appendingPathComponent("Downloads/FixtureWeb-Regular.otf")
    try Self.writeWebFont(to: downloaded)
    let read = try sandbox.typecase(["face", downloaded.path, "--json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(read.standardOutput.utf8)) as? [String: Any])
    #expect((document["face"] as? [String: Any])?["container"] as? String == "WOFF", "\(read.standardOutput)")
    let plain = try sandbox.typecase(["face", downloaded.path])
    #expect(
      plain.standardError.contains("is not installed, and is a web font (WOFF): GTK and Pango programs cannot draw it"),
      "\(plain.standardError)")
    let snippet = try sandbox.typecase(["snippet", downloaded.path, "--as", "css"])
    #expect(snippet.standardError.contains("is a web font (WOFF)"), "\(snippet.standardError)")
    // A sheet of boxes was written.
    let sheet = sandbox.work.appendingPathComponent("sheet.png")
    let specimen = try sandbox.typecase(["specimen", downloaded.path, "-o", sheet.path])
    #expect(specimen.status == 1)
    #expect(specimen.standardError.contains("it is a web font (WOFF)"), "\(specimen.standardError)")
    #expect(!FileManager.default.fileExists(atPath: sheet.path))
    let installed = try sandbox.typecase(["install", downloaded.path])
    #expect(installed.status == 1)
    #expect(
      installed.standardError.contains(
        "it is a web font (WOFF) in a file named .otf: GTK programs would draw boxes with it; rename it to end in .woff to install it as a web font"
      ), "\(installed.standardError)")
    let folder = (try? FileManager.default.contentsOfDirectory(atPath: sandbox.fonts.path)) ?? []
    #expect(folder.isEmpty, "\(folder)")
  }

  /// A web font whose header says it unpacks to more than any font is not unpacked: a WOFF of
  /// 1.2 MB holding 1 GiB of zeros took 3 GB and half a minute to read, each reader unpacking
  /// it again.
  @Test func aWebFontUnpackingToMoreThanAnyFontIsNotUnpacked() throws {
    defer { sandbox.remove() }
    let file = try writeWebFont()
    var bytes = try Data(contentsOf: file)
    // totalSfntSize: 1 GiB.
    bytes.replaceSubrange(16..<20, with: [0x40, 0x00, 0x00, 0x00])
    let bomb = sandbox.work.appendingPathComponent("bomb.woff")
    try bytes.write(to: bomb)
    let said = "says it unpacks to 1,024 MB, larger than any font: Typecase does not unpack it"
    for command in [["face", bomb.path], ["install", bomb.path]] {
      let outcome = try sandbox.typecase(command)
      #expect(outcome.status == 1, "\(command)")
      #expect(outcome.standardError.contains(said), "\(command): \(outcome.standardError)")
    }
  }

  /// A subset that keeps its font's PostScript name gets no `local()` while fontconfig gives
  /// that name from the whole font's file, nor does a web font, which browsers find by url()
  /// alone: `local()` found the whole font, and a page drew the characters the subset lacks.
  @Test func theCSSOfASubsetOrAWebFontLoadsItsOwnFile() throws {
    defer { sandbox.remove() }
    try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
    let whole = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Bold.ttf")
    let subset = sandbox.fonts.appendingPathComponent("Sans-Bold-digits.ttf")
    let copy = sandbox.fonts.appendingPathComponent("Sans-Bold-copy.ttf")
    try FileManager.default.copyItem(at: whole, to: copy)
    let made = try ProcessRunner.runPython(
      [
        "-m", "fontTools.subset", whole.path, "--unicodes=U+0030-0039", "--name-IDs=*",
        "--output-file=" + subset.path,
      ], environment: ProcessInfo.processInfo.environment)
    try #require(made.status == 0, "\(made.standardError)")
    let web = try writeWebFont()
    let expected = [
      (subset.path, "src: url(\"file://\(subset.path)\");"),
      (web.path, "src: url(\"file://\(web.path)\");"),
      // A copy of the same bytes is the same font, wherever fontconfig finds it.
      (copy.path, "src: local(\"TypecaseFixtureSans-Bold\"), url(\"file://\(copy.path)\");"),
      (whole.path, "src: local(\"TypecaseFixtureSans-Bold\"), url(\"file://\(whole.path)\");"),
    ]
    for (file, source) in expected {
      let css = try sandbox.typecase(["snippet", file, "--as", "css"])
      #expect(css.standardOutput.contains("\n  " + source + "\n"), "\(file): \(css.standardOutput)")
    }
  }

  /// A web font installed is said to be one GTK programs cannot draw, and the snippets of one
  /// not installed do not send the user to install it for them: `install` said "installed"
  /// alone, and `snippet` advised installing it so that programs would find it.
  @Test func aWebFontIsNotOfferedToGTKProgramsByInstallingIt() throws {
    defer { sandbox.remove() }
    let downloaded = sandbox.work.appendingPathComponent("Downloads/FixtureWeb-Regular.woff")
    try Self.writeWebFont(to: downloaded)
    let snippet = try sandbox.typecase(["snippet", downloaded.path, "--as", "css"])
    #expect(snippet.status == 0, "\(snippet.standardError)")
    #expect(
      snippet.standardError.contains("is a web font (WOFF): browsers load it from the url() above"),
      "\(snippet.standardError)")
    #expect(!snippet.standardError.contains("typecase install"), "\(snippet.standardError)")
    let installed = try sandbox.typecase(["install", downloaded.path])
    #expect(installed.status == 0, "\(installed.standardError)")
    #expect(
      installed.standardError.contains(
        "(Fixture Web is a web font (WOFF): browsers load it from a url(), but GTK and Pango programs cannot draw it)"),
      "\(installed.standardError)")
  }

  @Test func matchTextSaysTheFamilyAskedForIsAWebFont() throws {
    defer { sandbox.remove() }
    let file = try writeWebFont()
    // fontconfig gives the WOFF file for the family…
    let matched = try ProcessRunner.runTool(
      "fc-match", ["--format", "%{file}", "Fixture Web"],
      environment: FixtureFonts.environment(["FONTCONFIG_FILE": sandbox.configuration.path]))
    try #require(matched.standardOutput == file.path)
    // …and Pango draws another family, which the note names as such.
    let runs = try sandbox.typecase(["match", "--text", "Hello", "--font", "Fixture Web"])
    #expect(runs.status == 0, "\(runs.standardError)")
    #expect(!runs.standardOutput.contains(file.path), "\(runs.standardOutput)")
    #expect(
      runs.standardError.contains("\"Fixture Web\" is installed, but as WOFF, which Pango cannot draw"),
      "\(runs.standardError)")
  }
}

extension WindowProcesses {
  @Suite(.enabled(if: canReadAccessibleTrees, "needs a display, a D-Bus session and python3-pyatspi (scripts/test)"))
  struct WebFontWindowTests {
    /// The face page of a WOFF face opens and says its previews are in the interface's font;
    /// the family page lists the face.
    ///
    /// Pango, given a font map of that face alone, crashed the window.
    @Test func aWebFontsPageOpensAndSaysItCannotBeDrawn() throws {
      let fonts = WebFontTests()
      defer { fonts.sandbox.remove() }
      _ = try fonts.writeWebFont()
      let window = try fonts.sandbox.openWindow(page: "face/FixtureWeb-Regular")
      defer { window.close() }
      let note = try window.waitFor { $0.name.hasPrefix("GTK and Pango cannot draw this font") }
      #expect(note.name.contains("(its format is WOFF)"), "\(note.name)")
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      // Its Format reads as the note does, with the outlines inside (it said "CFF" alone).
      // Export Specimen says at once that it cannot draw the face (it asked for a file name
      // first, then refused).
      window.keys("ctrl+e")
      _ = try window.waitFor { $0.role == "label" && $0.name.contains("it is a web font (WOFF)") && $0.frame != nil }
      #expect(window.xdotool("search", "--onlyvisible", "--name", "^Export Specimen$").isEmpty, "the chooser opened")
      let format = try window.waitFor { $0.name == "Format" }
      #expect(format.description.hasPrefix("WOFF (CFF"), "\(format.role) \(format.description)")
    }

    /// The page of a web font saved under another kind's name (a WOFF as .ttf), opened by its
    /// file, draws its previews in the interface's font and says why, with no Install: the
    /// page drew boxes and offered Install, which refused it.
    @Test func aWebFontNamedAsAnotherKindIsShownAsAWebFont() throws {
      let fonts = WebFontTests()
      defer { fonts.sandbox.remove() }
      let file = fonts.sandbox.work.appendingPathComponent("FixtureWeb-Regular.ttf")
      try WebFontTests.writeWebFont(to: file)
      let window = try fonts.sandbox.openWindow(page: nil, arguments: [file.path])
      defer { window.close() }
      let note = try window.waitFor { $0.name.hasPrefix("GTK and Pango cannot draw this font") }
      #expect(note.name.contains("(its format is WOFF)"), "\(note.name)")
      _ = try window.waitFor { $0.name.hasPrefix("Not installed: a web font in a file named as another kind") }
      #expect(try !window.objects().contains { $0.role == "push button" && $0.name == "Install" })
    }

    /// A family of web fonts alone shows its name in the interface's font, at its size, as a
    /// symbol font's row does: it was drawn at the preview's size in a fallback font, said to be
    /// its own (a CJK one's sample, in that fallback, was boxes).
    ///
    /// Fixture Mincho, the same font as a TrueType file, draws its name itself.
    @Test func aWebFontFamilysRowIsDrawnInTheInterfacesFont() throws {
      let fonts = WebFontTests()
      defer { fonts.sandbox.remove() }
      try FileManager.default.createDirectory(at: fonts.sandbox.fonts, withIntermediateDirectories: true)
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMincho-Regular.ttf"),
        to: fonts.sandbox.fonts.appendingPathComponent("FixtureWebMincho-Regular.woff"),
        editing: DerivedFont.naming(family: "Fixture Web Mincho", postScriptName: "FixtureWebMincho-Regular")
          + "\nfont.flavor = 'woff'")
      let window = try fonts.sandbox.openWindow()
      defer { window.close() }
      // The height of the name's ink: the rows of the label's pixels holding a dark one.
      let nameHeight = { (family: String) throws -> Int in
        let label = try window.waitFor { $0.role == "label" && $0.name == family && $0.frame != nil }
        let image = try FaceWindowTests.PPMImage(window.pixels(of: label))
        let rowLength = image.width * 3 * image.sampleBytes
        return (0..<image.height).filter { row in
          stride(from: row * rowLength, to: (row + 1) * rowLength, by: 3 * image.sampleBytes).contains {
            image.samples[$0] < 128
          }
        }.count
      }
      // Read once the name samples are in (the rows are drawn again then).
      Thread.sleep(forTimeInterval: 1)
      let own = try nameHeight("Fixture Mincho")
      let web = try nameHeight("Fixture Web Mincho")
      #expect(web > 0 && web < own * 3 / 4, "the web font's name is \(web) pixels high, Fixture Mincho's \(own)")
    }

    /// A web font that fontconfig gives for "sans-serif" and for the interface font ("Sans")
    /// is passed over for the next font Pango can draw: the fallback of every row was that
    /// WOFF file, and a family of web fonts alone, drawn with nothing Pango could load, made
    /// GTK draw text with no font (GLib criticals, fatal here) and its row a line of boxes; the
    /// interface could be drawn in nothing too.
    @Test func aWebFontMatchedForSansSerifIsPassedOver() throws {
      let fonts = WebFontTests()
      defer { fonts.sandbox.remove() }
      _ = try fonts.writeWebFont()
      let rules = ["sans-serif", "Sans"].map {
        "<alias binding=\"strong\"><family>\($0)</family><prefer><family>Fixture Web</family></prefer></alias>"
      }.joined(separator: "\n")
      let configuration = FixtureFonts.writeConfiguration(
        in: fonts.sandbox.work.appendingPathComponent("preferring-web"),
        folders: [FixtureFonts.fontsDirectory, fonts.sandbox.fonts], rules: rules)
      // fontconfig's own answer is the web font…
      let matched = try ProcessRunner.runTool(
        "fc-match", ["--format", "%{file}", "sans-serif:lang=en"],
        environment: FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path]))
      try #require(matched.standardOutput.hasSuffix("FixtureWeb-Regular.woff"), "\(matched.standardOutput)")
      // …and the window draws every row, the web font's too, with a font Pango can draw.
      let window = try FaceWindow(
        page: "families", fontsConfiguration: configuration, configHome: fonts.sandbox.configHome,
        // A critical ends the window at once (Swift's backtracer, catching the trap, kept it
        // running for seconds).
        extraEnvironment: fonts.sandbox.environment.merging([
          "G_DEBUG": "fatal-criticals", "SWIFT_BACKTRACE": "enable=no",
        ]) { $1 })
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.name == "Fixture Web" && $0.frame != nil }
      Thread.sleep(forTimeInterval: 1)
      #expect(window.process.isRunning, "the window ended (a GLib critical)")
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Typecase Fixture Sans") }
    }

    /// With web fonts alone, or no font at all, the window does not open and says why: GTK
    /// drew every text of it with no font (boxes, GLib criticals) and crashed at the first
    /// keystroke in the search field.
    @Test func noFontToDrawTheWindowWithIsSaid() throws {
      let fonts = WebFontTests()
      defer { fonts.sandbox.remove() }
      _ = try fonts.writeWebFont()
      let screenshot = fonts.sandbox.work.appendingPathComponent("window.png")
      let empty = fonts.sandbox.work.appendingPathComponent("empty")
      try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
      let cases = [
        (
          [fonts.sandbox.fonts],
          "typecase: cannot open the window: fontconfig lists 1 font, which GTK cannot draw text with"
            + " (a web font or a bitmap font)\n  'typecase families' lists them without a window\n"
        ),
        ([empty], "typecase: cannot open the window: fontconfig lists no font to draw its text with\n"),
      ]
      for (index, (folders, said)) in cases.enumerated() {
        let configuration = FixtureFonts.writeConfiguration(
          in: fonts.sandbox.work.appendingPathComponent("only-\(index)"), folders: folders)
        var environment = FixtureFonts.environment(fonts.sandbox.environment)
        environment["FONTCONFIG_FILE"] = configuration.path
        let result = try ProcessRunner.run(
          ProcessRunner.typecase, ["--screenshot", screenshot.path], environment: environment)
        #expect(result.status == 1, "\(folders)")
        #expect(result.standardError == said)
        #expect(!FileManager.default.fileExists(atPath: screenshot.path), "the window was drawn")
      }
    }
  }
}
