import FixtureSupport
import Foundation
import Testing
import TypecaseCore

/// `typecase face NAME`, the built binary run as a user runs it, over the fixture fonts and
/// the face page's fixtures (FixtureFonts.faceEnvironment), checked against the fonts and
/// against fontTools' reading of the same files (Tests/Fixtures/read-with-fonttools.py).
@Suite struct FaceCommandTests {
  /// What `face FILE` says of a file fontconfig does not list, when no face of its name is
  /// installed.
  static func notInstalled(_ path: String) -> String {
    "(\(path) is not installed: programs find this face once it is (typecase install FILE))\n"
  }

  /// `face FILE` says whether the file is the font programs get: nothing of an installed
  /// file; of a build not installed, which installed copy of its name programs get, with its
  /// version, as `snippet` and the window's page say (it said nothing).
  @Test func aFileNotInstalledIsSaidToBeWithTheCopyProgramsGet() throws {
    let installed = FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Bold.ttf")
    let listed = try typecase("face", installed.path)
    #expect(listed.status == 0 && listed.standardError.isEmpty, "\(listed.standardError)")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-build-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let build = folder.appendingPathComponent("FixtureMono-Bold.ttf")
    try DerivedFont.write(from: installed, to: build, editing: "font['head'].fontRevision = 9.0")
    // The installed copy's version as fontconfig reads it (head's revision), as `faces` lists it.
    let named = try #require(PlainFace(try typecase("face", installed.path).standardOutput)["version"])
    let version = named.replacingOccurrences(of: "Version ", with: "")
    let notListed = try typecase("face", build.path)
    #expect(notListed.status == 0)
    #expect(
      notListed.standardError
        == "(\(build.path) is not installed: programs asking for this face get the copy installed in \(installed.path), version \(version))\n"
    )
    // The same bytes (a download installed from): installed, as `install` and the window say.
    let copy = folder.appendingPathComponent("Copy.ttf")
    try FileManager.default.copyItem(at: installed, to: copy)
    #expect(
      try typecase("face", copy.path).standardError
        == "(\(copy.path) is installed: the same file, byte for byte, is installed as \(installed.path))\n")
  }

  /// An italic giving its roman's PostScript name is its own face, not a copy of the roman.
  ///
  /// Inter 3.19's italic variable font names its default face "Inter", as the roman does, and
  /// fontconfig gives it for the italic. A new build of it is said to stand for the installed
  /// italic, not the roman.
  @Test func anItalicGivingItsRomansPostScriptNameIsNoCopyOfIt() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-face-italic-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    let folder = work.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    /// Python naming the font Twin Sans `style`, with the PostScript name TwinSans.
    func naming(_ style: String) -> String {
      """
      name = font["name"]
      name.names = [r for r in name.names if r.nameID not in (1, 2, 4, 6, 16, 17)]
      for nameID, text in ((1, "Twin Sans"), (2, "\(style)"), (4, "Twin Sans \(style)"), (6, "TwinSans")):
          name.setName(text, nameID, 3, 1, 0x409)
      """
    }
    let italic = folder.appendingPathComponent("Twin-Italic.ttf")
    for (source, file, style) in [("Regular", "Twin-Regular.ttf", "Regular"), ("Italic", "Twin-Italic.ttf", "Italic")] {
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-\(source).ttf"),
        to: folder.appendingPathComponent(file), editing: naming(style))
    }
    let configuration = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("conf"), folders: [FixtureFonts.fontsDirectory, folder])
    let environment = self.environment(["FONTCONFIG_FILE": configuration.path])
    let matched = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{file}", "Twin Sans:italic"], environment: environment)
    try #require(matched.standardOutput == italic.path)
    let installed = try typecase("face", italic.path, environment: environment)
    #expect(installed.status == 0)
    #expect(installed.standardError.isEmpty, "\(installed.standardError)")
    let build = work.appendingPathComponent("Twin-Italic-2.ttf")
    try DerivedFont.write(from: italic, to: build, editing: "font['head'].fontRevision = 9.0")
    let newBuild = try typecase("face", build.path, environment: environment)
    #expect(newBuild.standardError.contains("get the copy installed in \(italic.path),"), "\(newBuild.standardError)")
  }

  /// A feature only the math script lists says so (plain and JSON), and `specimen` says it
  /// changes nothing.
  ///
  /// Text is never shaped in that script (Latin Modern Math's ssty, switched on in a
  /// specimen's heading, drew the same sheet). A MATH table is said too: nothing said which
  /// fonts formula layout can use.
  @Test func aFeatureOfTheMathScriptAloneSaysSo() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-face-math-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let font = work.appendingPathComponent("Formulas.ttf")
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"), to: font,
      editing: """
        from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
        cmap = font.getBestCmap()
        a, b, c = cmap[ord("a")], cmap[ord("b")], cmap[ord("c")]
        rules = "languagesystem DFLT dflt; languagesystem latn dflt; languagesystem math dflt; "
        rules += "feature ssty { script math; sub %s by %s; } ssty; " % (a, b)
        rules += "feature smcp { script latn; sub %s by %s; } smcp; " % (a, c)
        rules += "feature dtls { script math; sub %s by %s; script latn; sub %s by %s; } dtls; " % (b, c, b, c)
        addOpenTypeFeaturesFromString(font, rules)
        from fontTools.ttLib.tables.DefaultTable import DefaultTable
        table = DefaultTable('MATH')
        table.data = bytes([0, 1, 0, 0, 0, 0, 0, 0, 0, 0])
        font['MATH'] = table
        """)
    let plain = PlainFace(try typecase("face", font.path).standardOutput)
    #expect(plain["mathTable"] == "true")
    #expect(try json(typecase("face", font.path, "--json"))["mathTable"] as? Bool == true)
    #expect(PlainFace(try typecase("face", "FixtureMono-Bold").standardOutput)["mathTable"] == nil)
    #expect(
      plain.list("features") == [
        "dtls Dotless Forms (GSUB)", "smcp Small Capitals (GSUB)",
        "ssty Math Script-style Alternates (GSUB, math script only)",
      ])
    let features = try #require(try json(typecase("face", font.path, "--json"))["features"] as? [[String: Any]])
    #expect(features.map { $0["tag"] as? String } == ["dtls", "smcp", "ssty"])
    #expect(features.map { $0["mathScriptOnly"] as? Bool } == [nil, nil, true])
    let sheet = work.appendingPathComponent("sheet.png").path
    let specimen = try typecase("specimen", font.path, "-o", sheet, "--features", "ssty,smcp")
    #expect(specimen.status == 0, "\(specimen.standardError)")
    #expect(specimen.standardError.contains("only the fonts' math script has ssty:"), "\(specimen.standardError)")
  }

  /// A feature offering several alternates a glyph says how many (plain and JSON), as
  /// fontTools counts them: through an extension lookup too, the most of all its lookups; a
  /// feature of one alternate or of single substitutions is only on or off.
  ///
  /// Junicode's cv84 picks one of 35 forms by its value, and nothing said so.
  @Test func aFeatureOfSeveralAlternatesSaysHowMany() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-face-alternates-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let font = work.appendingPathComponent("Alternates.ttf")
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"), to: font,
      editing: """
        from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
        addOpenTypeFeaturesFromString(font, \"\"\"
        lookup far { sub c from [a b d e]; } far;
        feature salt { sub a from [b c d]; sub b from [a]; } salt;
        feature cv01 { sub b from [c]; } cv01;
        feature ss01 { sub a by b; } ss01;
        feature cv02 { lookup far; } cv02;
        \"\"\")
        # cv02's lookup through an extension (type 7), as large fonts have them.
        from fontTools.ttLib.tables import otTables
        lookup = font["GSUB"].table.LookupList.Lookup[0]
        extension = otTables.ExtensionSubst()
        extension.Format = 1
        extension.ExtensionLookupType = lookup.LookupType
        extension.ExtSubTable = lookup.SubTable[0]
        lookup.LookupType = 7
        lookup.SubTable = [extension]
        """)
    let plain = PlainFace(try typecase("face", font.path).standardOutput)
    #expect(
      plain.list("features") == [
        "cv01 Character Variant 1 (GSUB)", "cv02 Character Variant 2 (GSUB, 4 alternates)",
        "salt Stylistic Alternates (GSUB, 3 alternates)", "ss01 Stylistic Set 1 (GSUB)",
      ])
    let features = try #require(try json(typecase("face", font.path, "--json"))["features"] as? [[String: Any]])
    let counted = Dictionary(
      uniqueKeysWithValues: features.compactMap { feature in
        (feature["alternates"] as? Int).map { (feature["tag"] as? String ?? "", $0) }
      })
    #expect(counted == ["cv02": 4, "salt": 3])
    // fontTools' count of the same file: the most alternates of any glyph, by feature.
    let script = """
      import sys
      from fontTools.ttLib import TTFont
      gsub = TTFont(sys.argv[1])["GSUB"].table
      assert gsub.LookupList.Lookup[0].LookupType == 7
      for record in gsub.FeatureList.FeatureRecord:
          most = 0
          for index in record.Feature.LookupListIndex:
              lookup = gsub.LookupList.Lookup[index]
              for table in lookup.SubTable:
                  table = table.ExtSubTable if lookup.LookupType == 7 else table
                  if table.LookupType == 3:
                      most = max([most] + [len(forms) for forms in table.alternates.values()])
          if most > 1:
              print(record.FeatureTag, most)
      """
    let read = try ProcessRunner.runPython(["-c", script, font.path], environment: ProcessInfo.processInfo.environment)
    #expect(read.status == 0, "\(read.standardError)")
    let byFontTools = Dictionary(
      uniqueKeysWithValues: read.standardOutput.split(separator: "\n").compactMap { line -> (String, Int)? in
        let parts = line.split(separator: " ")
        return parts.count == 2 ? (String(parts[0]), Int(parts[1]) ?? 0) : nil
      })
    #expect(counted == byFontTools)
  }

  /// A Type 1 font's notice has its PostScript escapes read: "\\050" is "(", "\\012" a line
  /// break, "\\251" Latin-1's © (Culmus' notices read "\\050iorsh@…\\051" as they are written).
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/type1/urw-base35/C059-Roman.t1")))
  func aTypeOneNoticeHasItsEscapesRead() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-face-notice-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let font = work.appendingPathComponent("Escaped.t1")
    let source = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/type1/urw-base35/C059-Roman.t1"))
    let notice = Data("/Notice ((URW)++,Copyright 2014 by (URW)++ Design & Development)".utf8)
    let range = try #require(source.range(of: notice))
    var edited = source
    edited.replaceSubrange(
      range, with: Data(#"/Notice (Copyright \251 2014 \050URW\051++\012All rights \.reserved.)"#.utf8))
    try edited.write(to: font)
    let face = try json(typecase("face", font.path, "--json"))
    #expect(face["copyright"] as? String == "Copyright © 2014 (URW)++\nAll rights .reserved.")
  }

  /// A settings folder of its own: the user's language setting must not reach these runs.
  static let configHome = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-face-\(getpid())")

  func environment(_ extra: [String: String] = [:]) -> [String: String] {
    FixtureFonts.faceEnvironment(["XDG_CONFIG_HOME": Self.configHome.path].merging(extra) { $1 })
  }

  func typecase(_ arguments: String..., environment: [String: String]? = nil) throws -> ProcessOutcome {
    try ProcessRunner.run(ProcessRunner.typecase, arguments, environment: environment ?? self.environment())
  }

  func face(_ file: String) -> String { FixtureFonts.faceFontsDirectory.appendingPathComponent(file).path }

  /// The JSON output's face object.
  func json(_ outcome: ProcessOutcome) throws -> [String: Any] {
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any],
      "\(outcome.standardError)")
    #expect(document.count == 1)
    return try #require(document["face"] as? [String: Any])
  }

  // MARK: Plain output

  /// `--characters` lists every character the font maps, as fontTools reads its cmap (a C0
  /// control kept when drawn, as fontconfig keeps ESC here), with its code point and name: an icon
  /// font's icons at private-use code points, a control character escaped (`face` counted
  /// characters by block only).
  @Test func charactersListsEveryCharacterTheFontMaps() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-face-chars-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let font = work.appendingPathComponent("Icons.ttf")
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"), to: font,
      editing: """
        best = font["cmap"].getBestCmap()
        for table in font["cmap"].tables:
            table.cmap = {0x41: best[0x41], 0x1B: best[0x45], 0x7F: best[0x42], 0xE000: best[0x43], 0xF8FF: best[0x44]}
        """)
    let expected = try #require(try FontToolsReading.read([font.path])[font.path]).characters
    #expect(expected == [0x1B, 0x41, 0x7F, 0xE000, 0xF8FF])
    let listed = try typecase("face", font.path, "--characters")
    #expect(listed.status == 0, "\(listed.standardError)")
    #expect(
      listed.standardOutput.split(separator: "\n") == [
        "U+001B\t\\x1b\t<control-001B>", "U+0041\tA\tLATIN CAPITAL LETTER A", "U+007F\t\\x7f\t<control-007F>",
        "U+E000\t\u{E000}\t<private-use-E000>",
        "U+F8FF\t\u{F8FF}\t<private-use-F8FF>",
      ])
    let json = try typecase("face", font.path, "--characters", "--json")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let characters = try #require(document["characters"] as? [[String: String]])
    #expect(characters.map { $0["code"] ?? "" } == ["U+001B", "U+0041", "U+007F", "U+E000", "U+F8FF"])
    #expect(characters.map { $0["character"] ?? "" } == ["\u{1B}", "A", "\u{7F}", "\u{E000}", "\u{F8FF}"])
    #expect(characters.last?["name"] == "<private-use-F8FF>")
    // Every character of a real font, as fontTools reads them.
    let sans = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf").path
    let codes = try #require(try FontToolsReading.read([sans])[sans]).characters
    let lines = try typecase("face", sans, "--characters").standardOutput.split(separator: "\n")
    #expect(
      lines.map { String($0.prefix { $0 != "\t" }) } == codes.filter { $0 >= 0x20 }.map { CharacterCode.text($0) })
  }

  /// A name table without a family or PostScript name: `face` says the names shown are
  /// fontconfig's, made up from the file's name (they were shown as the font's own, and a
  /// CSS local() of them finds the font nowhere else).
  @Test func namesFontconfigMadeUpAreSaidToBe() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-face-names-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let source = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf")
    let empty = work.appendingPathComponent("EmptyName.ttf")
    try DerivedFont.write(from: source, to: empty, editing: "font['name'].names = []")
    let psOnly = work.appendingPathComponent("OnlyPostScript.ttf")
    try DerivedFont.write(
      from: source, to: psOnly, editing: "font['name'].names = [r for r in font['name'].names if r.nameID == 6]")
    let family = "typecase: the font gives no family name: fontconfig names it after its file\n"
    let postScript =
      "typecase: the font gives no PostScript name: fontconfig makes one up from its family's name, or its file's\n"
    let nameless = try typecase("face", empty.path)
    #expect(nameless.status == 0)
    #expect(nameless.standardError == family + postScript + Self.notInstalled(empty.path))
    #expect(PlainFace(nameless.standardOutput)["family"] == "EmptyName")
    #expect(try typecase("face", psOnly.path).standardError == family + Self.notInstalled(psOnly.path))
    // A PostScript name that is a blank is none (fontconfig makes one up).
    let blank = work.appendingPathComponent("BlankPostScript.ttf")
    try DerivedFont.write(from: source, to: blank, editing: "font['name'].setName(' ', 6, 3, 1, 0x409)")
    #expect(try typecase("face", blank.path).standardError == postScript + Self.notInstalled(blank.path))
    // A PostScript name past 63 characters: programs may cut it short, and a PDF made with
    // cairo may name the font CairoFont-2-0 (pdffonts: it does for this TrueType font at 64), and
    // nothing said why. 63 is allowed.
    for length in [63, 64] {
      let long = work.appendingPathComponent("Long\(length).ttf")
      let name = "Long-" + String(repeating: "N", count: length - 5)
      try DerivedFont.write(from: source, to: long, editing: "font['name'].setName('\(name)', 6, 3, 1, 0x409)")
      let read = try typecase("face", long.path)
      #expect(PlainFace(read.standardOutput)["postscriptName"] == name)
      let said =
        length > 63
        ? "typecase: the font's PostScript name is 64 characters long, past the 63 PostScript allows: programs may cut it short, and PDFs made with cairo may name the font \"CairoFont-…\"\n"
        : ""
      #expect(read.standardError == said + Self.notInstalled(long.path))
      let pdf = work.appendingPathComponent("long\(length).pdf")
      let drawn = try typecase("specimen", long.path, "-o", pdf.path)
      #expect(drawn.status == 0, "\(drawn.standardError)")
      let fonts = try ProcessRunner.runTool("pdffonts", [pdf.path], environment: FixtureFonts.environment())
      #expect(fonts.standardOutput.contains("+" + name) == (length <= 63), "\(fonts.standardOutput)")
    }
    // Script tags lose the spaces that pad them ("lao " is "lao"), as language tags do.
    let lao = work.appendingPathComponent("Lao.otf")
    try DerivedFont.write(
      from: FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureFeatures-Regular.otf"), to: lao,
      editing: """
        for record in font["GSUB"].table.ScriptList.ScriptRecord:
            if record.ScriptTag == "latn":
                record.ScriptTag = "lao "
        """)
    let scripts = try #require(try json(typecase("face", lao.path, "--json"))["scripts"] as? [[String: Any]])
    #expect(scripts.compactMap { $0["tag"] as? String }.sorted() == ["DFLT", "lao", "latn"])
    #expect(
      try typecase("face", FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Regular.ttf").path)
        .standardError.isEmpty)
  }

  /// Another copy reached through two paths (a folder and a link to it, both read by
  /// fontconfig) is named once as "also installed".
  @Test func aCopyReachedThroughTwoPathsIsNamedOnce() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-face-paths-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    let shared = work.appendingPathComponent("shared")
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMincho-Regular.ttf"),
      to: shared.appendingPathComponent("X.ttf"))
    let linked = work.appendingPathComponent("linked")
    try FileManager.default.createSymbolicLink(atPath: linked.path, withDestinationPath: "shared")
    let configuration = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("fontconfig"), folders: [FixtureFonts.fontsDirectory, shared, linked])
    let environment = environment(["FONTCONFIG_FILE": configuration.path])
    let listed = try ProcessRunner.runTool(
      "fc-list", [":postscriptname=FixtureMincho-Regular", "file"], environment: environment
    ).standardOutput
    try #require(listed.split(separator: "\n").count == 3, "fontconfig lists the copy under both paths: \(listed)")
    let found = try typecase("face", "FixtureMincho-Regular", environment: environment)
    #expect(found.status == 0)
    #expect(found.standardError.components(separatedBy: "X.ttf").count == 2, "\(found.standardError)")
  }

  /// A collection with one member broken: the sound member is read by its file (as fontconfig
  /// and Pango read it), the broken one refused, and the file named without #INDEX says it
  /// holds more faces.
  ///
  /// Each was refused ("the file is cut short"), whatever the member.
  @Test func aCollectionsSoundMemberIsReadWhenAnotherIsBroken() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-ttc-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let collection = folder.appendingPathComponent("Pair.ttc")
    try DerivedFont.writeFixturePair(
      to: collection,
      editingBytes: """
        second = struct.unpack(">I", data[16:20])[0]
        # The second font's first table made 256 MB long.
        struct.pack_into(">I", data, second + 12 + 12, 1 << 28)
        """)
    let whole = try typecase("face", collection.path)
    #expect(whole.status == 0, "\(whole.standardError)")
    #expect(whole.standardOutput.hasPrefix("postscriptName: FixtureDisplay-Regular\n"), "\(whole.standardOutput)")
    // Not installed, and a face of its name is: `face FILE` says which copy programs get.
    let installed = FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf").path
    #expect(
      whole.standardError
        == "(\(collection.path) holds 2 faces; this is the first: \(collection.path)#1 names the next)\n"
        + "(\(collection.path) is not installed: programs asking for this face get the copy installed in \(installed), version 1.500)\n"
    )
    #expect(try typecase("face", collection.path + "#0").status == 0)
    let broken = try typecase("face", collection.path + "#1")
    #expect(broken.status == 1)
    #expect(broken.standardError.contains("the file is damaged"), "\(broken.standardError)")
  }

  /// A font file cut short (a download that stopped) that fontconfig lists, looked up by its
  /// PostScript name, is said to be cut short, as when it is given by its file: it was shown
  /// as sound (a variable font with no axes), exit 0 and nothing said.
  @Test func aFileCutShortIsSaidToBeWhenItsFaceIsLookedUpByName() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-cut-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let whole = try Data(contentsOf: URL(fileURLWithPath: face("FixtureVariable-VF.ttf")))
    let cut = fonts.appendingPathComponent("Cut-VF.ttf")
    try whole.prefix(whole.count * 9 / 10).write(to: cut)
    let configuration = FixtureFonts.writeConfiguration(in: folder.appendingPathComponent("config"), folders: [fonts])
    let environment = environment(["FONTCONFIG_FILE": configuration.path])
    let listed = try ProcessRunner.runTool("fc-list", ["-f", "%{postscriptname}\n"], environment: environment)
    let name = try #require(
      listed.standardOutput.split(separator: "\n").first.map(String.init), "fontconfig lists nothing")
    let byFile = try typecase("face", cut.path, environment: environment)
    #expect(byFile.status == 1)
    #expect(byFile.standardError.contains("the file is cut short"), "\(byFile.standardError)")
    let byName = try typecase("face", name, environment: environment)
    #expect(byName.standardError.contains("the file is cut short: its "), "\(name): \(byName.standardError)")
  }

  @Test func plainOutputSaysWhatTheFontSaysInOrder() throws {
    let result = try typecase("face", "FixtureDetails-Regular")
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let plain = PlainFace(result.standardOutput)
    let expected = try #require(try FontToolsReading.read([face("FixtureDetails-Regular.ttf")]).first?.value)
    #expect(
      plain.values.map(\.key) == [
        "postscriptName", "fullName", "family", "style", "weight", "width", "slant", "monospace", "file", "index",
        "format", "version", "fontRevision", "designer", "designerURL",
        "manufacturer", "vendorURL", "vendorID", "copyright", "trademark", "license", "licenseURL", "description",
        "unitsPerEm", "ascender", "descender", "lineGap", "xHeight", "capHeight", "glyphCount", "characterCount",
        "variable", "fsType", "embedding",
      ])
    #expect(plain["postscriptName"] == expected.name(6))
    #expect(plain["fullName"] == expected.name(4))
    #expect(plain["family"] == expected.name(16) ?? expected.name(1))
    #expect(plain["style"] == expected.name(17) ?? expected.name(2))
    #expect(plain["file"] == face("FixtureDetails-Regular.ttf"))
    #expect(plain["index"] == "0")
    #expect(plain["format"] == "TrueType")
    #expect(plain["version"] == expected.name(5))
    #expect(plain["fontRevision"] == expected.fontRevision.map { String(format: "%.3f", $0) })
    #expect(plain["fontRevision"] != nil)
    #expect(plain["designer"] == expected.name(9))
    #expect(plain["designerURL"] == expected.name(12))
    #expect(plain["manufacturer"] == expected.name(8))
    #expect(plain["vendorURL"] == expected.name(11))
    #expect(plain["vendorID"] == "TCF")
    #expect(plain["copyright"] == expected.name(0))
    #expect(plain["trademark"] == expected.name(7))
    #expect(plain["license"] == expected.name(13))
    #expect(plain["licenseURL"] == expected.name(14))
    #expect(plain["description"] == expected.name(10))
    #expect(plain["unitsPerEm"] == expected.unitsPerEm.map { String($0) })
    #expect(plain["glyphCount"] == String(expected.glyphCount))
    #expect(plain["characterCount"] == String(expected.characters.count))
    #expect(plain["variable"] == "false")
    // fsType 6: restricted and preview & print; the least restrictive applies. The bits are
    // given as they are too: several permissions read like one.
    #expect(plain["embedding"] == "preview & print")
    #expect(plain["fsType"] == "0x0006")
    #expect(plain.lists.map(\.key) == ["otherNames", "otherFullNames", "languages", "blocks"])
    #expect(plain.list("otherNames") == ["フィクスチャ詳細 (ja)"])
    #expect(plain.list("otherFullNames") == ["フィクスチャ詳細 Regular (ja)"])
    let fontconfig = try fontconfigLanguages(face("FixtureDetails-Regular.ttf"))
    #expect(plain.list("languages").map { String($0.prefix { $0 != " " }) } == fontconfig)
    #expect(plain.list("languages").contains("ms Malay"))
    #expect(plain.list("blocks") == ["U+0000–U+007F Basic Latin: 95/128"])
  }

  @Test func aVariableFacesAxesInstancesAndFeatures() throws {
    let result = try typecase("face", "FixtureVariable-Bold")
    #expect(result.status == 0)
    let plain = PlainFace(result.standardOutput)
    #expect(plain["postscriptName"] == "FixtureVariable-Bold")
    // The name fontconfig gives the instance, which browsers' local() finds, beside its own.
    let listed = try ProcessRunner.runTool(
      "fc-list", ["-f", "%{postscriptname}", ":file=\(plain["file"] ?? ""):index=196608"], environment: environment())
    #expect(!listed.standardOutput.isEmpty && listed.standardOutput != "FixtureVariable-Bold")
    #expect(plain["fontconfigPostscriptName"] == listed.standardOutput, "\(listed.standardOutput)")
    #expect(PlainFace(try typecase("face", "FixtureDetails-Regular").standardOutput)["fontconfigPostscriptName"] == nil)
    #expect(plain["style"] == "Bold")
    #expect(plain["fullName"] == "Fixture Variable Bold")
    #expect(plain["index"] == "196608")
    // A named instance, not the variable font as a whole (as `faces` and fontconfig say), at
    // its coordinates; its file's axes and instances follow.
    #expect(plain["variable"] == "false")
    #expect(plain["coordinates"] == "wght=700, GRAD=0")
    #expect(plain.list("axes") == ["wght Weight 100–900 (default 400)", "GRAD Grade -200–150 (default 0)"])
    #expect(
      plain.list("namedInstances") == [
        "Thin (FixtureVariable-Hairline) wght=100 GRAD=0", "Regular (FixtureVariable-Regular) wght=400 GRAD=0",
        "Bold (FixtureVariable-Bold) wght=700 GRAD=0",
        "Black High Grade (FixtureVariable-BlackHighGrade) wght=900 GRAD=150",
      ])
    let features = PlainFace(try typecase("face", "FixtureFeatures-Regular").standardOutput)
    #expect(
      features.list("features") == [
        "cv01 Flag-less one (GSUB)", "liga Standard Ligatures (GSUB)", "smcp Small Capitals (GSUB)",
        "ss01 Single-storey a (GSUB)", "ss02 Open-tail g (GSUB)", "kern Kerning (GPOS)",
      ])
    #expect(features["format"] == "CFF2")
    #expect(features["embedding"] == "editable")
    #expect(PlainFace(try typecase("face", "FixtureColor-COLRv1").standardOutput)["colorFormat"] == "COLRv1")
  }

  /// A variable font as a whole has the weight and width it draws with by default (its
  /// axes' defaults, as fontTools reads them): `faces --json` gave the lower end of
  /// fontconfig's range, weight 100 "thin", for every variable font.
  @Test func aVariableFontsWeightIsItsDefault() throws {
    let file = face("FixtureVariable-VF.ttf")
    let axes = try ProcessRunner.runPython(
      [
        "-c",
        """
        import sys
        from fontTools.ttLib import TTFont
        print(" ".join(f"{a.axisTag}={a.defaultValue:g}" for a in TTFont(sys.argv[1])["fvar"].axes))
        """, file,
      ], environment: environment())
    #expect(axes.standardOutput == "wght=400 GRAD=0\n")
    let result = try typecase("faces", "Fixture Variable", "--json")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let families = try #require(document["families"] as? [[String: Any]])
    let faces = try #require(families.first?["faces"] as? [[String: Any]])
    let whole = try #require(faces.first { $0["style"] as? String == "Variable" }, "\(faces)")
    #expect(whole["weight"] as? Int == 400)
    #expect(whole["weightName"] as? String == "regular")
    #expect(whole["width"] as? Int == 100)
  }

  // MARK: JSON

  @Test(arguments: FaceJSONTests.files.filter { !$0.contains("extra-fonts") })
  func jsonAgreesWithFontTools(file: String) throws {
    let expected = try #require(try FontToolsReading.read([file])[file])
    let result = try typecase("face", file, "--json")
    #expect(result.status == 0, "\(result.standardError)")
    let face = try json(result)
    #expect(face["glyphCount"] as? Int == expected.glyphCount)
    #expect(face["characterCount"] as? Int == expected.characters.count)
    #expect(face["unitsPerEm"] as? Int == expected.unitsPerEm)
    #expect(face["postscriptName"] as? String == expected.name(6))
    #expect(face["variable"] as? Bool == !expected.axes.isEmpty)
    let axes = face["axes"] as? [[String: Any]] ?? []
    #expect(axes.map { $0["tag"] as? String } == expected.axes.map(\.tag))
    #expect(axes.map { $0["min"] as? Double } == expected.axes.map(\.minimum))
    #expect(axes.map { $0["default"] as? Double } == expected.axes.map(\.default))
    #expect(axes.map { $0["max"] as? Double } == expected.axes.map(\.maximum))
    #expect(axes.map { $0["hidden"] as? Bool } == expected.axes.map(\.hidden))
    for (axis, reference) in zip(axes, expected.axes) where reference.name != nil {
      #expect(axis["name"] as? String == reference.name)
    }
    let instances = face["namedInstances"] as? [[String: Any]] ?? []
    #expect(instances.map { $0["name"] as? String } == expected.instances.map(\.name))
    #expect(instances.map { $0["postscriptName"] as? String } == expected.instances.map(\.postScriptName))
    for (instance, reference) in zip(instances, expected.instances) {
      let coordinates = try #require(instance["coordinates"] as? [String: Double])
      #expect(coordinates == Dictionary(uniqueKeysWithValues: reference.coordinates.map { ($0.tag, $0.value) }))
    }
    let features = try #require(face["features"] as? [[String: String]])
    for table in ["GSUB", "GPOS"] {
      #expect(features.filter { $0["table"] == table }.map { $0["tag"] } == expected.features[table] ?? [])
    }
    for feature in features {
      if let own = expected.featureNames[feature["tag"] ?? ""] ?? nil { #expect(feature["name"] == own) }
    }
    // The scripts and language systems of GSUB and GPOS (fontspec's Script= and Language=).
    let scripts = try #require(face["scripts"] as? [[String: Any]])
    #expect(scripts.map { $0["tag"] as? String ?? "" } == expected.scripts.keys.sorted())
    for script in scripts {
      #expect(script["languages"] as? [String] == expected.scripts[script["tag"] as? String ?? ""])
    }
    // Blocks add up to the characters that lie in blocks.
    let blocks = try #require(face["blocks"] as? [[String: Any]])
    let covered = blocks.compactMap { $0["covered"] as? Int }.reduce(0, +)
    #expect(covered == expected.characters.count)
    #expect(face["file"] as? String == file)
    #expect(face["index"] as? Int == 0)
    #expect(!result.standardOutput.contains("null"))
  }

  /// Weight, width, slant and spacing are those `faces --json` gives the face (fontconfig's),
  /// for a face found by name and one given by file: `face --json`, "everything about one
  /// font", had none of them.
  @Test func weightWidthSlantAndSpacingAreThoseFacesGives() throws {
    let document =
      try JSONSerialization.jsonObject(
        with: Data(try typecase("faces", "Fixture Mono", "--json").standardOutput.utf8)) as? [String: Any]
    let families = try #require(document?["families"] as? [[String: Any]])
    let listed = try #require(families.first?["faces"] as? [[String: Any]])
    let bold = try #require(listed.first { $0["postscriptName"] as? String == "FixtureMono-Bold" })
    let keys = ["weight", "weightName", "width", "widthName", "slant", "slantName", "monospace"]
    let byName = try json(typecase("face", "FixtureMono-Bold", "--json"))
    let file = try #require(bold["file"] as? String)
    let byFile = try json(typecase("face", file, "--json"))
    for key in keys {
      #expect(byName[key] != nil, "no \(key)")
      #expect("\(byName[key] ?? "")" == "\(bold[key] ?? "-")", "\(key)")
      #expect("\(byFile[key] ?? "")" == "\(bold[key] ?? "-")", "\(key) of the file")
    }
    #expect(byName["monospace"] as? Bool == true)
    // fontconfig's own: fc-query's weight (200 is bold) and spacing (100 is mono).
    let query = try ProcessRunner.runTool(
      "fc-query", ["--format", "%{weight} %{spacing}", file], environment: environment())
    #expect(query.standardOutput == "200 100")
    #expect(byName["weight"] as? Int == 700)
    let plain = PlainFace(try typecase("face", "FixtureMono-Bold").standardOutput)
    #expect(plain["weight"] == "700 (bold)")
    #expect(plain["monospace"] == "true")
  }

  @Test func jsonKeysComeInTheDocumentedOrderAndOnlyWhenKnown() throws {
    let order = [
      "postscriptName", "fontconfigPostscriptName", "fullName", "family", "style", "weight", "weightName", "width",
      "widthName", "slant",
      "slantName", "monospace", "otherNames", "otherFullNames", "file", "index", "format",
      "version", "fontRevision", "designer", "designerURL",
      "manufacturer", "vendorURL", "vendorID", "copyright", "trademark", "license", "licenseURL", "description",
      "unitsPerEm", "ascender", "descender", "lineGap", "xHeight", "capHeight", "glyphCount", "characterCount",
      "colorFormat", "mathTable", "variable", "coordinates", "axes",
      "namedInstances",
      "features", "scripts", "languages",
      "blocks",
      "fsType", "embedding",
    ]
    func keys(_ outcome: ProcessOutcome) -> [String] {
      outcome.standardOutput.split(separator: "\n").filter { $0.hasPrefix("    \"") }.map {
        String($0.dropFirst(5).prefix { $0 != "\"" })
      }
    }
    let details = try typecase("face", "FixtureDetails-Regular", "--json")
    #expect(
      keys(details)
        == order.filter {
          !["fontconfigPostscriptName", "colorFormat", "mathTable", "coordinates", "axes", "namedInstances"].contains(
            $0)
        })
    let variable = try typecase("face", "FixtureVariable-Bold", "--json")
    #expect(
      keys(variable)
        == order.filter {
          ![
            "otherNames", "otherFullNames", "designer", "designerURL", "manufacturer", "vendorURL", "trademark",
            "description", "licenseURL", "colorFormat", "mathTable",
          ]
          .contains($0)
        })
    let color = try typecase("face", "FixtureColor-SVG", "--json")
    #expect(keys(color).contains("colorFormat"))
    #expect(try json(color)["colorFormat"] as? String == "SVG")
    #expect(try json(details)["otherNames"] as? [[String: String]] == [["name": "フィクスチャ詳細", "language": "ja"]])
    #expect(
      try json(details)["otherFullNames"] as? [[String: String]] == [["name": "フィクスチャ詳細 Regular", "language": "ja"]])
    #expect(try json(details)["embedding"] as? String == "preview & print")
    #expect(try json(details)["fsType"] as? Int == 6)
  }

  @Test func languageNamesFollowTheInterfaceLanguage() throws {
    for (locale, name) in [("C.UTF-8", "Japanese"), ("ja_JP.UTF-8", "日本語"), ("ko_KR.UTF-8", "일본어")] {
      let result = try typecase("face", "FixtureMincho-Regular", "--json", environment: environment(["LANG": locale]))
      let languages = try #require(try json(result)["languages"] as? [[String: String]])
      #expect(languages.contains(["code": "ja", "name": name]), "\(locale)")
      let plain = PlainFace(
        try typecase("face", "FixtureMincho-Regular", environment: environment(["LANG": locale])).standardOutput)
      #expect(plain.list("languages").contains("ja " + name))
    }
  }

  @Test func controlCharactersAreEscapedInPlainTextAndExactInJSON() throws {
    let extra = FixtureFonts.packageRoot.appendingPathComponent("Tests/Fixtures/extra-fonts")
    let lineBreak = extra.appendingPathComponent("FixtureLineBreak-Regular.ttf").path
    let escape = extra.appendingPathComponent("FixtureEscape-Regular.ttf").path
    let plain = try typecase("face", lineBreak)
    #expect(plain.status == 0)
    #expect(PlainFace(plain.standardOutput)["family"] == "Line\\nBreak Sans")
    #expect(PlainFace(plain.standardOutput)["postscriptName"] == "LineBreakSans-Regular")
    let red = try typecase("face", escape)
    #expect(!red.standardOutput.contains("\u{1B}"))
    #expect(PlainFace(red.standardOutput)["family"] == "\\x1b[31mRed Sans")
    #expect(try json(try typecase("face", lineBreak, "--json"))["family"] as? String == "Line\nBreak Sans")
    #expect(try json(try typecase("face", escape, "--json"))["fullName"] as? String == "\u{1B}[31mRed Sans Regular")
  }

  // MARK: Finding the face

  @Test func findsAFaceByNameAnyCaseOrFile() throws {
    let exact = try typecase("face", "FixtureVariable-Hairline")
    #expect(exact.status == 0)
    #expect(PlainFace(exact.standardOutput)["index"] == "65536")
    #expect(PlainFace(exact.standardOutput)["style"] == "Thin")
    let anyCase = try typecase("face", "fixturevariable-HAIRLINE")
    #expect(anyCase.standardOutput == exact.standardOutput)
    let instance = try typecase("face", face("FixtureVariable-VF.ttf") + "#65536")
    #expect(instance.standardOutput == exact.standardOutput)
    let file = try typecase("face", face("FixtureVariable-VF.ttf"))
    #expect(PlainFace(file.standardOutput)["postscriptName"] == "FixtureVariable-Regular")
    #expect(PlainFace(file.standardOutput)["index"] == "0")
    // A relative path, and a file in the current folder without "./" (no font is named so).
    for name in ["./FixtureVariable-VF.ttf#196608", "FixtureVariable-VF.ttf#196608"] {
      let relative = try ProcessRunner.run(
        URL(fileURLWithPath: "/usr/bin/env"),
        ["-C", FixtureFonts.faceFontsDirectory.path, ProcessRunner.typecase.path, "face", name],
        environment: environment())
      #expect(relative.status == 0, "\(relative.standardError)")
      #expect(PlainFace(relative.standardOutput)["postscriptName"] == "FixtureVariable-Bold")
      #expect(PlainFace(relative.standardOutput)["file"] == face("FixtureVariable-VF.ttf"))
    }
    // The same face installed twice: the first file, and a note naming the other.
    let twice = try typecase("face", "FixtureSerif-Regular")
    #expect(twice.status == 0)
    #expect(PlainFace(twice.standardOutput)["file"]?.hasSuffix("FixtureSerif-Regular.otf") == true)
    #expect(
      twice.standardError.contains("also installed: ") && twice.standardError.contains("FixtureSerif-Regular.ttf"))
  }

  /// Of a face installed twice, `face`, `snippet` and `specimen` take the copy a program asking
  /// for it gets, as `fc-match` answers (the configuration's order of folders decides); they
  /// took the first by path, which could be another format or an older version.
  @Test(arguments: [false, true])
  func aFaceInstalledTwiceIsTheCopyFontconfigGives(reversed: Bool) throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-twice-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    let folders = ["a", "b"].map { work.appendingPathComponent($0) }
    for (folder, file) in zip(folders, ["FixtureSerif-Regular.ttf", "FixtureSerif-Regular.otf"]) {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: FixtureFonts.fontsDirectory.appendingPathComponent(file), to: folder.appendingPathComponent(file))
    }
    let configuration = FixtureFonts.writeConfiguration(in: work, folders: reversed ? folders.reversed() : folders)
    let environment = environment(["FONTCONFIG_FILE": configuration.path])
    let match = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{file}", "Fixture Serif:postscriptname=FixtureSerif-Regular"], environment: environment)
    let copies = folders.map { $0.path }
    let fontconfigs = match.standardOutput
    let other = try #require(
      [copies[0] + "/FixtureSerif-Regular.ttf", copies[1] + "/FixtureSerif-Regular.otf"].first { $0 != fontconfigs })
    let found = try typecase("face", "FixtureSerif-Regular", environment: environment)
    #expect(found.status == 0)
    #expect(PlainFace(found.standardOutput)["file"] == fontconfigs)
    #expect(found.standardError == "(also installed: \(other))\n")
    let snippet = try typecase("snippet", "FixtureSerif-Regular", "--as", "css", environment: environment)
    #expect(snippet.standardOutput.contains(fontconfigs), "\(snippet.standardOutput)")
    #expect(!snippet.standardOutput.contains(other))
  }

  /// The names fontconfig makes up for named instances (`fc-list` shows "FixtureVarItalic_700wght"
  /// and "Fixture-Variable") find the faces they stand for: one face at once, with a note
  /// naming it by its own name; several, listed for the user to choose.
  @Test func aNameFcListShowsFindsItsFace() throws {
    let listed = try ProcessRunner.runTool(
      "fc-list", ["-f", "%{postscriptname}\t%{file}#%{index}\n"], environment: environment())
    #expect(listed.standardOutput.contains("FixtureVarItalic_700wght\t\(face("FixtureVariable-Italic-VF.ttf"))#196608"))
    let one = try typecase("face", "FixtureVarItalic_700wght")
    #expect(one.status == 0, "\(one.standardError)")
    #expect(PlainFace(one.standardOutput)["postscriptName"] == "FixtureVarItalic-BoldItalic")
    #expect(PlainFace(one.standardOutput)["index"] == "196608")
    #expect(one.standardError == "(fontconfig's name for FixtureVarItalic-BoldItalic)\n")
    let several = try typecase("face", "Fixture-Variable")
    #expect(several.status == 1)
    #expect(several.standardOutput.isEmpty)
    #expect(
      several.standardError
        == "typecase: fontconfig names 3 faces \"Fixture-Variable\": FixtureVariable-BlackHighGrade, "
        + "FixtureVariable-Bold, FixtureVariable-Hairline\n  name one of them by its own PostScript name\n")
  }

  /// A name fontconfig made up finds the face fontconfig gives it, where two files name an
  /// instance alike: Inter's upright and italic fonts both have an "Inter-BoldItalic", and
  /// "Inter_700wght_-10slnt" (the upright's) gave the italic file's, with other axes.
  @Test func aNameFcListShowsFindsTheFileFcListGivesIt() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-fcname-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    let fonts = work.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let copy = fonts.appendingPathComponent("Other-Italic-VF.ttf")
    // Its instances named as the original's are (fvar's names, which fontconfig does not
    // read), and fontconfig's names for them made up from another prefix.
    try DerivedFont.write(
      from: URL(fileURLWithPath: face("FixtureVariable-Italic-VF.ttf")), to: copy,
      editing: """
        name = font["name"]
        name.removeNames(nameID=25)
        name.setName("OtherPrefix", 25, 3, 1, 0x409)
        for instance in font["fvar"].instances:
            style = name.getDebugName(instance.subfamilyNameID).replace(" ", "")
            instance.postscriptNameID = name.addName("FixtureVarItalic-" + style)
        """)
    let configuration = FixtureFonts.writeConfiguration(
      in: work, folders: [FixtureFonts.faceFontsDirectory, fonts])
    let environment = environment(["FONTCONFIG_FILE": configuration.path])
    for (name, file) in [
      ("FixtureVarItalic_700wght", face("FixtureVariable-Italic-VF.ttf")), ("OtherPrefix_700wght", copy.path),
    ] {
      let listed = try ProcessRunner.runTool(
        "fc-list", ["-f", "%{file}\n", ":postscriptname=" + name], environment: environment)
      #expect(listed.standardOutput == file + "\n", "\(name)")
      let found = try typecase("face", name, environment: environment)
      #expect(found.status == 0, "\(found.standardError)")
      #expect(PlainFace(found.standardOutput)["file"] == file, "\(name)")
      #expect(PlainFace(found.standardOutput)["postscriptName"] == "FixtureVarItalic-BoldItalic")
    }
  }

  /// Every named instance `face` lists is found by its name, also the one at the variable
  /// font's default coordinates, which fontconfig does not list (it lists the default instance
  /// under the font's own name): "FixtureVarItalic-Italic" was "no face named".
  @Test func everyNamedInstanceIsFoundByItsName() throws {
    let whole = try typecase("face", face("FixtureVariable-Italic-VF.ttf"))
    let lines = whole.standardOutput.split(separator: "\n")
    let instances = (lines.firstIndex(of: "namedInstances:").map { lines[($0 + 1)...] } ?? []).prefix {
      $0.hasPrefix("  ")
    }
    let names = instances.compactMap { line -> String? in
      guard let open = line.lastIndex(of: "("), let close = line.lastIndex(of: ")") else { return nil }
      return String(line[line.index(after: open)..<close])
    }
    #expect(names == ["FixtureVarItalic-ThinItalic", "FixtureVarItalic-Italic", "FixtureVarItalic-BoldItalic"])
    for (number, name) in names.enumerated() {
      let found = try typecase("face", name)
      #expect(found.status == 0, "\(name): \(found.standardError)")
      #expect(PlainFace(found.standardOutput)["postscriptName"] == name)
      #expect(PlainFace(found.standardOutput)["index"] == String((number + 1) << 16))
    }
    let snippet = try typecase("snippet", "FixtureVarItalic-Italic", "--as", "uikit")
    #expect(snippet.standardOutput == "UIFont(name: \"FixtureVarItalic-Italic\", size: 17)\n")
  }

  /// OS/2 fsType's bits 8 (no subsetting) and 9 (bitmap only) are said beside the permission:
  /// a font that lets a document embed its bitmaps alone read "installable" and nothing more,
  /// as though its outlines could go into a PDF.
  ///
  /// The bits are fontTools'.
  @Test func embeddingLimitsAreSaidBesideThePermission() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-fstype-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let limited = folder.appendingPathComponent("Limited.ttf")
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf"), to: limited,
      editing: #"font["OS/2"].fsType = 0x0300"#)
    let fontTools = try ProcessRunner.runPython(
      [
        "-c", "import sys; from fontTools.ttLib import TTFont; print(TTFont(sys.argv[1])['OS/2'].fsType)", limited.path,
      ],
      environment: ProcessInfo.processInfo.environment)
    #expect(fontTools.standardOutput == "768\n", "\(fontTools.standardError)")
    let plain = PlainFace(try typecase("face", limited.path).standardOutput)
    #expect(plain["embedding"] == "installable")
    #expect(plain["embeddingLimits"] == "no subsetting, bitmap only")
    let document = try json(try typecase("face", limited.path, "--json"))
    #expect(document["embedding"] as? String == "installable")
    #expect(document["embeddingLimits"] as? [String] == ["no subsetting", "bitmap only"])
    // None set: no key, as for everything else a font does not say.
    let plainFont = try json(try typecase("face", "FixtureDisplay-Regular", "--json"))
    #expect(plainFont["embedding"] != nil)
    #expect(plainFont["embeddingLimits"] == nil)
  }

  /// The line's metrics are the font's own, as fontTools reads them (hhea's ascender,
  /// descender and line gap, or OS/2's typo metrics when USE_TYPO_METRICS says so; OS/2's
  /// x-height and cap height from version 2): a designer comparing body fonts found none.
  ///
  /// A font whose OS/2 table says no x-height (version 1, as DejaVu's) has none said.
  @Test func theLineMetricsAreTheFontsOwn() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-metrics-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let measured = folder.appendingPathComponent("Measured.ttf")
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf"), to: measured,
      editing: """
        os2 = font["OS/2"]
        os2.fsSelection &= ~(1 << 7)
        os2.version = 4
        os2.sxHeight = 517
        os2.sCapHeight = 701
        font["hhea"].ascent = 933
        font["hhea"].descent = -211
        font["hhea"].lineGap = 67
        """)
    let unsaid = folder.appendingPathComponent("Unsaid.ttf")
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf"), to: unsaid,
      editing: #"font["OS/2"].version = 1"#)
    // USE_TYPO_METRICS set: the typo metrics are the line's, as HarfBuzz and Pango lay it out
    // (Lato's were given as its hhea's).
    let typo = folder.appendingPathComponent("Typo.ttf")
    try DerivedFont.write(
      from: measured, to: typo,
      editing: """
        os2 = font["OS/2"]
        os2.fsSelection |= 1 << 7
        os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = 805, -195, 300
        """)
    // Signs written the wrong way round: taken above and below the baseline, as HarfBuzz does.
    let flipped = folder.appendingPathComponent("Flipped.ttf")
    try DerivedFont.write(
      from: measured, to: flipped,
      editing: """
        font["hhea"].ascent, font["hhea"].descent = -933, 211
        """)
    let fontTools = try ProcessRunner.runPython(
      [
        "-c",
        """
        import sys
        from fontTools.ttLib import TTFont
        for path in sys.argv[1:]:
            font = TTFont(path)
            os2, hhea = font["OS/2"], font["hhea"]
            line = (os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap) if os2.fsSelection & 128 else (
                hhea.ascent, hhea.descent, hhea.lineGap)
            line = (abs(line[0]), -abs(line[1]), line[2])
            print(*line,
                  getattr(os2, "sxHeight", None) if os2.version >= 2 else None,
                  getattr(os2, "sCapHeight", None) if os2.version >= 2 else None)
        """, measured.path, unsaid.path, typo.path, flipped.path,
      ],
      environment: ProcessInfo.processInfo.environment)
    let expected = fontTools.standardOutput.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    try #require(
      expected.count == 4 && expected[0] == ["933", "-211", "67", "517", "701"]
        && expected[2] == ["805", "-195", "300", "517", "701"] && expected[3] == expected[0],
      "\(fontTools.standardError)")
    for (file, values) in zip([measured, unsaid, typo, flipped], expected) {
      let plain = PlainFace(try typecase("face", file.path).standardOutput)
      let read = [plain["ascender"], plain["descender"], plain["lineGap"], plain["xHeight"], plain["capHeight"]]
      #expect(read == values.map { $0 == "None" ? nil : $0 }, "\(file.lastPathComponent)")
      let document = try json(try typecase("face", file.path, "--json"))
      #expect(document["ascender"] as? Int == Int(values[0]))
      #expect(document["xHeight"] as? Int == Int(values[3]))
    }
  }

  /// A font whose file name is not UTF-8 (Latin-1 "café") is named as such: Typecase cannot
  /// open it (the name comes out of fontconfig with U+FFFD), and said "the file no longer
  /// exists" and to run fc-cache, which changes nothing.
  @Test func aFileNameThatIsNotUTF8IsNamedAsTheReason() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-latin1-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let source = FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf").path
    let copied = try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", #"cp "$0" "$1/$(printf 'caf\351.ttf')""#, source, fonts.path],
      environment: FixtureFonts.environment())
    try #require(copied.status == 0, "\(copied.standardError)")
    let configuration = FixtureFonts.writeConfiguration(in: folder.appendingPathComponent("conf"), folders: [fonts])
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path])
    let listed = try ProcessRunner.runTool("fc-list", ["-f", "%{postscriptname}"], environment: environment)
    try #require(listed.standardOutput == "FixtureDisplay-Regular", "\(listed.standardOutput)")
    let face = try typecase("face", "FixtureDisplay-Regular", environment: environment)
    #expect(face.status == 1)
    #expect(
      face.standardError.contains("its file name is not UTF-8, which Typecase cannot open"), "\(face.standardError)")
    #expect(!face.standardError.contains("fc-cache"), "\(face.standardError)")
    // CSS loads it by name, not from the URL of a name no file has ("caf%EF%BF%BD.ttf").
    let css = try typecase("snippet", "FixtureDisplay-Regular", "--as", "css", environment: environment)
    #expect(css.status == 0, "\(css.standardError)")
    #expect(css.standardOutput.contains(#"src: local("FixtureDisplay-Regular");"#), "\(css.standardOutput)")
    #expect(!css.standardOutput.contains("url("), "\(css.standardOutput)")
  }

  /// Two families giving one PostScript name (a clone beside the licensed font) are two
  /// fonts, not copies of one: `face` names the other as another face of that name, and
  /// neither is among `--duplicates`.
  ///
  /// The other was "also installed", and the window told the page of one that programs got it
  /// from the other's file.
  @Test func twoFamiliesGivingOnePostScriptNameAreNotCopies() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-clash-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    // Alpha's folder listed first, so fontconfig gives it; Beta's first by path.
    let alphaFolder = folder.appendingPathComponent("z-alpha")
    let betaFolder = folder.appendingPathComponent("a-beta")
    for (fonts, file, family) in [(alphaFolder, "Alpha.ttf", "Clash Alpha"), (betaFolder, "Beta.ttf", "Clash Beta")] {
      try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf"),
        to: fonts.appendingPathComponent(file),
        editing: DerivedFont.naming(family: family, postScriptName: "Clash-Regular"))
    }
    let configuration = FixtureFonts.writeConfiguration(
      in: folder.appendingPathComponent("conf"), folders: [alphaFolder, betaFolder])
    let environment = self.environment(["FONTCONFIG_FILE": configuration.path])
    let found = try typecase("face", "Clash-Regular", environment: environment)
    #expect(found.status == 0, "\(found.standardError)")
    let file = try #require(PlainFace(found.standardOutput)["file"])
    let (other, otherFamily) =
      file.hasSuffix("Alpha.ttf")
      ? (betaFolder.path + "/Beta.ttf", "Clash Beta") : (alphaFolder.path + "/Alpha.ttf", "Clash Alpha")
    #expect(
      found.standardError
        == "(another face has this name too: \(other) (\(otherFamily) Regular); name it by its file)\n")
    let duplicates = try typecase("families", "--duplicates", environment: environment)
    #expect(duplicates.status == 0, "\(duplicates.standardError)")
    #expect(!duplicates.standardOutput.contains("Clash"), "\(duplicates.standardOutput)")
    // The face described is the one fontconfig gives a program asking for the name (the first
    // by path was, the other family's).
    let given = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{file}", ":postscriptname=Clash-Regular"], environment: environment)
    #expect(file == given.standardOutput, "fc-match: \(given.standardOutput)")
  }

  /// A name table whose PostScript name has a space ("Spaced Display"): `face` printed it as
  /// it stands there, a name nothing then found, while `faces`, `snippet` and fontconfig say
  /// "Spaced-Display".
  ///
  /// An italic giving itself the same name is named beside the face found.
  @Test func thePostScriptNameIsTheOneFontconfigListsAndAnotherFaceOfItIsNamed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-spaced-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    for (file, style) in [("Spaced.ttf", "Regular"), ("SpacedItalic.ttf", "Italic")] {
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf"),
        to: fonts.appendingPathComponent(file),
        editing: """
          n = font['name']
          for i in (16, 17): n.removeNames(nameID=i)
          for i, v in ((1, 'Spaced Display'), (2, '\(style)'), (4, 'Spaced Display \(style)'), (6, 'Spaced Display')):
              n.setName(v, i, 3, 1, 0x409)
          if '\(style)' == 'Italic':
              font['OS/2'].fsSelection = (font['OS/2'].fsSelection & ~0x40) | 1
              font['head'].macStyle |= 2
          """)
    }
    let configuration = FixtureFonts.writeConfiguration(in: folder.appendingPathComponent("conf"), folders: [fonts])
    let environment = self.environment(["FONTCONFIG_FILE": configuration.path])
    let listed = try ProcessRunner.runTool(
      "fc-list", ["-f", "%{postscriptname}\n", ":style=Regular"], environment: environment)
    let name = listed.standardOutput.trimmingCharacters(in: .newlines)
    try #require(name == "Spaced-Display", "fontconfig's name: \(listed.standardOutput)")
    let found = try typecase("face", name, environment: environment)
    #expect(found.status == 0, "\(found.standardError)")
    #expect(PlainFace(found.standardOutput)["postscriptName"] == name)
    #expect(PlainFace(found.standardOutput)["file"] == fonts.appendingPathComponent("Spaced.ttf").path)
    #expect(
      found.standardError
        == "(another face has this name too: \(fonts.path)/SpacedItalic.ttf (Italic); name it by its file)\n")
    let json = try json(try typecase("face", name, "--json", environment: environment))
    #expect(json["postscriptName"] as? String == name)
    // The name table's is given beside it: a PDF names the font by it (pdffonts reads
    // "Spaced Display"), and a preflight report by the PDF's.
    #expect(PlainFace(found.standardOutput)["nameTablePostscriptName"] == "Spaced Display")
    #expect(json["nameTablePostscriptName"] as? String == "Spaced Display")
    let pdf = folder.appendingPathComponent("spaced.pdf")
    let drawn = try typecase("specimen", name, "-o", pdf.path, environment: environment)
    #expect(drawn.status == 0, "\(drawn.standardError)")
    let embedded = try ProcessRunner.runTool("pdffonts", [pdf.path], environment: environment)
    #expect(embedded.standardOutput.contains("+Spaced Display"), "\(embedded.standardOutput)")
    // Named by its file, the face has the same name (it printed the name table's).
    let file = fonts.appendingPathComponent("Spaced.ttf").path
    let byFile = try typecase("face", file, environment: environment)
    #expect(byFile.status == 0, "\(byFile.standardError)")
    #expect(PlainFace(byFile.standardOutput)["postscriptName"] == name)
    let byFileJSON = try self.json(try typecase("face", file, "--json", environment: environment))
    #expect(byFileJSON["postscriptName"] as? String == name)
    // Outside fontconfig's folders too, as fontconfig reads the file.
    let unlisted = try typecase("face", file, environment: self.environment([:]))
    #expect(PlainFace(unlisted.standardOutput)["postscriptName"] == name, "\(unlisted.standardError)")
  }

  /// A face that names a typographic family (ID 16) also gives the family and style older
  /// applications list it under (IDs 1 and 2): `face` showed neither, so "Typo Family
  /// Semibold", the name Word shows, was nowhere.
  ///
  /// The names are fontTools' reading of the file.
  @Test func theNamesOlderAppsUseAreShownWhereTheyDiffer() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-legacy-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    for (style, typographic) in [("Regular", false), ("Semibold", true)] {
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf"),
        to: fonts.appendingPathComponent("Typo-\(style).ttf"),
        editing: """
          n = font['name']
          for i in (1, 2, 4, 6, 16, 17): n.removeNames(nameID=i)
          legacy = 'Typo Family' if '\(style)' == 'Regular' else 'Typo Family \(style)'
          for i, v in ((1, legacy), (2, 'Regular'), (4, 'Typo Family \(style)'), (6, 'TypoFamily-\(style)')):
              n.setName(v, i, 3, 1, 0x409)
          if \(typographic ? "True" : "False"):
              n.setName('Typo Family', 16, 3, 1, 0x409)
              n.setName('\(style)', 17, 3, 1, 0x409)
          """)
    }
    let configuration = FixtureFonts.writeConfiguration(in: folder.appendingPathComponent("conf"), folders: [fonts])
    let environment = self.environment(["FONTCONFIG_FILE": configuration.path])
    let read = try ProcessRunner.runPython(
      [
        "-c",
        """
        import sys
        from fontTools.ttLib import TTFont
        n = TTFont(sys.argv[1])['name']
        print(n.getDebugName(1)); print(n.getDebugName(2))
        """, fonts.appendingPathComponent("Typo-Semibold.ttf").path,
      ], environment: environment)
    let legacy = read.standardOutput.split(separator: "\n").map(String.init)
    try #require(legacy == ["Typo Family Semibold", "Regular"], "\(read.standardOutput)\(read.standardError)")
    let semibold = try typecase("face", "TypoFamily-Semibold", environment: environment)
    #expect(semibold.status == 0, "\(semibold.standardError)")
    let plain = PlainFace(semibold.standardOutput)
    #expect(plain["family"] == "Typo Family")
    #expect(plain["style"] == "Semibold")
    #expect(plain["legacyFamily"] == legacy[0])
    #expect(plain["legacyStyle"] == legacy[1])
    let json = try json(try typecase("face", "TypoFamily-Semibold", "--json", environment: environment))
    #expect(json["legacyFamily"] as? String == legacy[0])
    #expect(json["legacyStyle"] as? String == legacy[1])
    // A face whose names are the same for every application has none.
    let regular = try typecase("face", "TypoFamily-Regular", environment: environment)
    #expect(PlainFace(regular.standardOutput)["legacyFamily"] == nil, "\(regular.standardOutput)")
    #expect(PlainFace(regular.standardOutput)["legacyStyle"] == nil)
  }

  @Test func anUnknownNameGetsTheClosestNames() throws {
    let result = try typecase("face", "FixtureVariable-Bld")
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("typecase: no face named \"FixtureVariable-Bld\""))
    #expect(result.standardError.contains("did you mean: \"FixtureVariable-Bold\""))
    let far = try typecase("face", "Zzzzzzzzzzzzzz")
    #expect(far.status == 1)
    #expect(far.standardError.contains("typecase faces FAMILY"))
    // A family's name: its faces are named (fontconfig's blank-blind match of "Fixture Mono"
    // against PostScript names found none here, but found DejaVuSans for "DejaVu Sans").
    let family = try typecase("face", "fixture mono")
    #expect(family.status == 1)
    #expect(
      family.standardError.contains(
        "\"Fixture Mono\" is a font family: name one of its faces, such as \"FixtureMono-Regular\", \"FixtureMono-Bold\""
      ), "\(family.standardError)")
    // A face installed twice (Fixture Serif as .otf and .ttf) is named once.
    let twice = try typecase("face", "Fixture Serif")
    #expect(
      twice.standardError.contains("such as \"FixtureSerif-Regular\" ('typecase faces"), "\(twice.standardError)")
    // Fontconfig's own match ignores spaces: "Fixture Mono-Bold" is not its name for a face.
    let spaced = try typecase("face", "Fixture Mono-Bold")
    #expect(spaced.status == 1)
    #expect(!spaced.standardError.contains("fontconfig's name"), "\(spaced.standardError)")
    #expect(spaced.standardError.contains("did you mean: \"FixtureMono-Bold\""), "\(spaced.standardError)")
    let control = try typecase("face", "a\u{1}b")
    #expect(control.standardError.contains("no face named \"a\\x01b\""))
  }

  @Test(arguments: [
    (["face"], "missing face name"),
    (["face", " "], "the face name is empty"),
    (["face", "A", "--json", "B"], "unexpected argument 'B'"),
    (["face", "--bogus", "A"], "unknown option '--bogus'"),
    // A PostScript name that begins with "-": the message says how to give it.
    (["face", "-dash-Regular"], "unknown option '-dash-Regular' (a name that begins with '-' goes after '--')"),
  ])
  func usageMistakesExitTwo(arguments: [String], message: String) throws {
    let result = try ProcessRunner.run(ProcessRunner.typecase, arguments, environment: environment())
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains(message))
    #expect(result.standardError.contains("see 'typecase face --help'"))
  }

  @Test func filesThatAreNoFontFailWithTheReason() throws {
    let notAFont = FixtureFonts.fontsDirectory.appendingPathComponent("not-a-font.ttf").path
    // The first 3,000 bytes of a font: its tables end past the end of the file (the face was
    // read all the same, with made-up values: 1,000 units per em, no glyphs, exit 0).
    let cutShort = FileManager.default.temporaryDirectory.appendingPathComponent(
      "typecase-cut-\(UUID().uuidString).ttf")
    try Data(try Data(contentsOf: URL(fileURLWithPath: face("FixtureDetails-Regular.ttf"))).prefix(3_000))
      .write(to: cutShort)
    defer { try? FileManager.default.removeItem(at: cutShort) }
    let cases: [(String, String)] = [
      (notAFont, "not a font file: FreeType recognizes no font format in it"),
      (cutShort.path, "the file is cut short: its"),
      ("/nonexistent/x.ttf", "no such file"),
      ("/nonexistent/x.ttf#3", "no such file"),
      (FixtureFonts.faceFontsDirectory.path, "it is a folder, not a font file"),
      (face("FixtureVariable-VF.ttf") + "#655360", "the font has 4 named instances; there is no instance 10"),
      (face("FixtureDetails-Regular.ttf") + "#2", "there is no face 2"),
      // The file is there; what follows # is no index (it said "no such file").
      (face("FixtureDetails-Regular.ttf") + "#abc", "\"abc\" is not a face's index: give a number from 0 to"),
      (face("FixtureDetails-Regular.ttf") + "#-1", "\"-1\" is not a face's index"),
      // A # in a folder's name: no index, no such file.
      (FixtureFonts.faceFontsDirectory.path + "#old/missing.ttf", "no such file"),
    ]
    for (name, reason) in cases {
      let result = try typecase("face", name)
      #expect(result.status == 1, "\(name)")
      #expect(result.standardOutput.isEmpty)
      #expect(result.standardError.hasPrefix("typecase: cannot read \"\(name)\": "), "\(result.standardError)")
      #expect(result.standardError.contains(reason), "\(result.standardError)")
    }
  }

  /// A pipe or a device named as a font file is refused at once: a FIFO made `face`,
  /// `snippet` and `specimen` wait forever.
  @Test func aPipeOrADeviceIsNotAFontFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-fifo-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let fifo = folder.appendingPathComponent("pipe.ttf").path
    try #require(mkfifo(fifo, 0o600) == 0)
    for arguments in [
      ["face", fifo], ["snippet", fifo], ["specimen", fifo, "-o", folder.path + "/s.png"], ["face", "/dev/zero"],
    ] {
      // Under `timeout`: the bug this guards against was a wait without end.
      let result = try ProcessRunner.run(
        URL(fileURLWithPath: "/usr/bin/timeout"), ["20", ProcessRunner.typecase.path] + arguments,
        environment: environment())
      #expect(result.status == 1, "\(arguments)")
      #expect(result.standardError.hasSuffix(": it is not a regular file\n"), "\(result.standardError)")
    }
  }

  @Test func aFileGoneSinceFontconfigCachedItFails() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-vanished-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let font = fonts.appendingPathComponent("FixtureDisplay-Regular.ttf")
    try FileManager.default.copyItem(
      at: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf"), to: font)
    let configuration = folder.appendingPathComponent("fonts.conf")
    try """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig><dir>\(fonts.path)</dir><cachedir>\(folder.path)/cache</cachedir></fontconfig>
    """.write(to: configuration, atomically: true, encoding: .utf8)
    let vanishing = environment(["FONTCONFIG_FILE": configuration.path])
    #expect(try typecase("face", "FixtureDisplay-Regular", environment: vanishing).status == 0)

    // Remove the file but keep the folder's time, so fontconfig trusts its cache.
    var folderStatus = stat()
    #expect(stat(fonts.path, &folderStatus) == 0)
    try FileManager.default.removeItem(at: font)
    var times = [folderStatus.st_atim, folderStatus.st_mtim]
    #expect(utimensat(AT_FDCWD, fonts.path, &times, 0) == 0)

    let result = try typecase("face", "FixtureDisplay-Regular", environment: vanishing)
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("cannot read \"\(font.path)\": the file no longer exists"))
    #expect(result.standardError.contains("fc-cache"))
  }

  @Test func aLargeCJKFaceAndOneWithoutNames() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-unusual-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = FixtureFonts.packageRoot.appendingPathComponent("Tests/Fixtures/make-unusual-fonts.py").path
    let source = FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf").path
    let made = try ProcessRunner.runPython(
      [script, folder.path, source], environment: ProcessInfo.processInfo.environment)
    #expect(made.status == 0, "\(made.standardError)")

    // 65,534 characters over three CJK blocks.
    let large = try typecase("face", folder.appendingPathComponent("MaxGlyphs.ttf").path, "--json")
    #expect(large.status == 0)
    let face = try json(large)
    #expect(face["characterCount"] as? Int == 65_534)
    #expect(face["glyphCount"] as? Int == 65_535)
    let blocks = try #require(face["blocks"] as? [[String: Any]])
    #expect(
      blocks.map { "\($0["name"] ?? "") \($0["covered"] ?? "")/\($0["size"] ?? "")" } == [
        "CJK Unified Ideographs Extension A 6592/6592", "CJK Unified Ideographs 20992/20992",
        "CJK Unified Ideographs Extension B 37950/42720",
      ])

    // No name table: a warning, and the rest.
    let namelessFile = folder.appendingPathComponent("NoNameTable.ttf").path
    let nameless = try typecase("face", namelessFile)
    #expect(nameless.status == 0)
    #expect(nameless.standardError == "typecase: the font has no name table\n" + Self.notInstalled(namelessFile))
    let plain = PlainFace(nameless.standardOutput)
    // fontconfig's weight, width, slant and spacing first: it reads them without names.
    #expect(
      plain.values.map(\.key).prefix(10) == [
        "postscriptName", "family", "style", "weight", "width", "slant", "monospace", "file", "index", "format",
      ])
    #expect(plain["glyphCount"] != nil)
    // Named as fontconfig names it (from the file's name), as `faces` lists it and every
    // command finds it: `face` gave no family, style or PostScript name.
    let file = folder.appendingPathComponent("NoNameTable.ttf").path
    let json = try json(try typecase("face", file, "--json"))
    let queried = try ProcessRunner.runTool(
      "fc-query", ["--format", "%{family}|%{style}|%{postscriptname}", file], environment: environment())
    #expect(
      [json["family"], json["style"], json["postscriptName"]].map { $0 as? String ?? "" }.joined(separator: "|")
        == queried.standardOutput)
    #expect(queried.standardOutput == "NoNameTable|Regular|NoNameTable")
  }

  @Test func helpDocumentsTheCommand() throws {
    let help = try typecase("face", "--help")
    #expect(help.status == 0)
    #expect(help.standardOutput.hasPrefix("Usage: typecase face NAME [--characters] [--json]"))
    #expect(help.standardOutput.contains("postscriptName"))
    #expect(try typecase("help", "face").standardOutput == help.standardOutput)
    let root = try typecase("--help")
    #expect(root.standardOutput.contains("  face NAME  "))
  }

  /// Fontconfig's languages for a file, from fc-query: the reference for the languages list.
  func fontconfigLanguages(_ file: String) throws -> [String] {
    let outcome = try ProcessRunner.runTool("fc-query", ["--format", "%{lang}", file], environment: environment())
    return outcome.standardOutput.split(separator: "|").map(String.init).sorted()
  }
}

/// Plain `typecase face` output read back: the `key: value` lines, and the indented lists.
struct PlainFace {
  var values: [(key: String, value: String)] = []
  var lists: [(key: String, lines: [String])] = []

  init(_ text: String) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
      if line.hasPrefix("  ") {
        if !lists.isEmpty { lists[lists.count - 1].lines.append(String(line.dropFirst(2))) }
      } else if line.hasSuffix(":") {
        lists.append((String(line.dropLast()), []))
      } else if let separator = line.range(of: ": ") {
        values.append((String(line[..<separator.lowerBound]), String(line[separator.upperBound...])))
      }
    }
  }

  subscript(key: String) -> String? { values.first { $0.key == key }?.value }

  func list(_ key: String) -> [String] { lists.first { $0.key == key }?.lines ?? [] }
}

/// A code point written as `typecase face --characters` writes it, worked out here on its own.
enum CharacterCode {
  /// "U+" and at least four uppercase hexadecimal digits.
  static func text(_ code: UInt32) -> String {
    let digits = String(code, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
