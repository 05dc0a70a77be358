import FixtureSupport
import Foundation
import Testing

/// A bitmap font (not scalable), which the catalog does not list while fontconfig does: asked
/// for by `faces`, `face` or `snippet`, it is named as such (it was said not to exist, while
/// `match` named it).
///
/// Made for the test from BDF with X's own tools (bdftopcf, fonttosfnt).
@Suite struct BitmapFontTests {
  let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-bitmap-\(UUID().uuidString)")

  /// An environment whose fontconfig sees the fixtures and "Pixel Test", an .otb of bitmaps.
  func environment() throws -> [String: String] {
    let fonts = work.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let pcf = try pixelTestPCF()
    try BitmapFixtureFont.otb(from: pcf, to: fonts.appendingPathComponent("pixel.otb"))
    let configuration = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("fontconfig"), folders: [FixtureFonts.fontsDirectory, fonts])
    return FixtureFonts.environment([
      "FONTCONFIG_FILE": configuration.path, "XDG_CONFIG_HOME": work.appendingPathComponent("config").path,
    ])
  }

  /// "Pixel Test" (or `family`) as a PCF file in the work folder (see `BitmapFixtureFont`).
  func pixelTestPCF(charset: Bool = true, family: String = "Pixel Test") throws -> URL {
    try BitmapFixtureFont.pcf(in: work, charset: charset, family: family)
  }

  /// A copied Windows Fonts folder installs its .fon too, or says why not: it was passed over
  /// without a word, where the same file given alone was refused with its reason.
  @Test(arguments: [true, false])
  func aFolderInstallsItsWindowsBitmapFontsOrSaysWhyNot(bitmapsLeftOut: Bool) throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let folder = work.appendingPathComponent("WinFonts copy")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let fon = folder.appendingPathComponent("SSERIFE.FON")
    let made = try ProcessRunner.runPython(
      [FixtureFonts.packageRoot.appendingPathComponent("Tests/Fixtures/make-windows-fon.py").path, fon.path],
      environment: ProcessInfo.processInfo.environment)
    try #require(made.status == 0, "\(made.standardError)")
    try FileManager.default.copyItem(
      at: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Regular.ttf"),
      to: folder.appendingPathComponent("MONO.TTF"))
    let userFonts = work.appendingPathComponent("data/fonts")
    try FileManager.default.createDirectory(at: userFonts, withIntermediateDirectories: true)
    let rule = """
      <selectfont><rejectfont><pattern><patelt name="scalable"><bool>false</bool></patelt></pattern></rejectfont></selectfont>
      """
    let configuration = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("fontconfig"), folders: [userFonts], rules: bitmapsLeftOut ? rule : "")
    let environment = FixtureFonts.environment([
      "FONTCONFIG_FILE": configuration.path, "XDG_CONFIG_HOME": work.appendingPathComponent("config").path,
      "XDG_DATA_HOME": work.appendingPathComponent("data").path, "HOME": work.path,
    ])
    let outcome = try ProcessRunner.run(ProcessRunner.typecase, ["install", folder.path], environment: environment)
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let installed = try FileManager.default.contentsOfDirectory(atPath: userFonts.path).sorted()
    if bitmapsLeftOut {
      #expect(installed == ["MONO.TTF"])
      #expect(
        outcome.standardError.contains(
          "cannot install \"\(fon.path)\": it is a bitmap font, and fontconfig's configuration here leaves bitmap fonts out"
        ), "\(outcome.standardError)")
    } else {
      #expect(installed == ["MONO.TTF", "SSERIFE.FON"], "\(outcome.standardError)")
    }
  }

  /// A bitmap font where fontconfig's configuration leaves bitmap fonts out (Debian's
  /// 70-no-bitmaps.conf) was "installed" and seen by no program (nor by `faces` or `remove`):
  /// the copy is taken back and the reason given.
  ///
  /// Where bitmap fonts are listed, it installs. A PCF that fontconfig finds no font in is
  /// not left installed either.
  @Test(arguments: [(true, true), (false, true), (false, false)])
  func aBitmapFontTheConfigurationLeavesOutIsNotLeftInstalled(bitmapsLeftOut: Bool, charset: Bool) throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let pcf = try pixelTestPCF(charset: charset)
    let userFonts = work.appendingPathComponent("data/fonts")
    try FileManager.default.createDirectory(at: userFonts, withIntermediateDirectories: true)
    let rule = """
      <selectfont><rejectfont><pattern><patelt name="scalable"><bool>false</bool></patelt></pattern></rejectfont></selectfont>
      """
    let configuration = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("fontconfig"), folders: [FixtureFonts.fontsDirectory, userFonts],
      rules: bitmapsLeftOut ? rule : "")
    let environment = FixtureFonts.environment([
      "FONTCONFIG_FILE": configuration.path, "XDG_CONFIG_HOME": work.appendingPathComponent("config").path,
      "XDG_DATA_HOME": work.appendingPathComponent("data").path, "HOME": work.path,
    ])
    // Read from its file before, it is said to be left out were it installed: `face` advised
    // installing it, and the window offered Install, both refused.
    if charset {
      let read = try ProcessRunner.run(ProcessRunner.typecase, ["face", pcf.path], environment: environment)
      let leftOut =
        "(\(pcf.path) is not installed, and is a bitmap font, which fontconfig's configuration here leaves out (as 70-no-bitmaps.conf does): programs would not find it installed either)\n"
      let advice = "(\(pcf.path) is not installed: programs find this face once it is (typecase install FILE))\n"
      #expect(read.standardError == (bitmapsLeftOut ? leftOut : advice), "\(read.standardError)")
    }
    // The same file under another name too: "already installed" as the copy taken back, it was
    // said to be installed.
    let copy = work.appendingPathComponent("pixel-copy.pcf")
    try FileManager.default.copyItem(at: pcf, to: copy)
    let outcome = try ProcessRunner.run(
      ProcessRunner.typecase, ["install", pcf.path, copy.path], environment: environment)
    let listed = try ProcessRunner.runTool("fc-list", ["Pixel Test", "file"], environment: environment)
    let inFolder = try FileManager.default.contentsOfDirectory(atPath: userFonts.path)
    if !charset {
      #expect(outcome.status == 1)
      #expect(
        outcome.standardError
          == [pcf, copy].map {
            "typecase: cannot install \"\($0.path)\": fontconfig finds no font in it (see 'fc-scan FILE'): no program would see it, so it was not installed\n"
          }.joined())
      #expect(inFolder.isEmpty)
    } else if bitmapsLeftOut {
      #expect(outcome.status == 1)
      #expect(
        outcome.standardError
          == [pcf, copy].map {
            "typecase: cannot install \"\($0.path)\": it is a bitmap font, and fontconfig's configuration here leaves bitmap fonts out (as 70-no-bitmaps.conf does): no program would see it, so it was not installed\n"
          }.joined())
      #expect(outcome.standardOutput.isEmpty, "\(outcome.standardOutput)")
      #expect(inFolder.isEmpty)
      #expect(listed.standardOutput.isEmpty)
    } else {
      #expect(outcome.status == 0, "\(outcome.standardError)")
      #expect(inFolder == ["pixel.pcf"])
      #expect(listed.standardOutput.contains(userFonts.path + "/pixel.pcf"))
      // Its PostScript name is fontconfig's (FreeType gives a PCF none): the JSON had none.
      let json = try ProcessRunner.run(
        ProcessRunner.typecase, ["install", pcf.path, "--json"], environment: environment)
      let scanned = try ProcessRunner.runTool(
        "fc-scan", ["--format", "%{postscriptname}", pcf.path], environment: environment)
      #expect(!scanned.standardOutput.isEmpty)
      #expect(
        json.standardOutput.contains("\"postscriptName\": \"\(scanned.standardOutput)\""), "\(json.standardOutput)")
      // Scripts learn what the plain text's note says: Typecase's lists leave it out.
      let document = try #require(
        try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
      let faces = try #require((document["files"] as? [[String: Any]])?.first?["faces"] as? [[String: Any]])
      #expect(faces.map { $0["scalable"] as? Bool } == [false])
    }
  }

  @Test func aBitmapFontIsNamedAsOneNotAsMissing() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let environment = try environment()
    let listed = try ProcessRunner.runTool("fc-list", ["Pixel Test", "scalable"], environment: environment)
    try #require(listed.standardOutput.contains(":scalable=False"), "\(listed.standardOutput)")
    let matched = try ProcessRunner.run(ProcessRunner.typecase, ["match", "Pixel Test"], environment: environment)
    #expect(matched.standardOutput.contains("family: Pixel Test\n"), "\(matched.standardOutput)")
    let families = try ProcessRunner.run(ProcessRunner.typecase, ["families"], environment: environment)
    #expect(!families.standardOutput.contains("Pixel Test"))
    // Asked for bitmap fonts, it says which it leaves out, and where fc-list lists them (the
    // list was empty without a word).
    let bitmaps = try ProcessRunner.run(
      ProcessRunner.typecase, ["families", "--format", "bitmap"], environment: environment)
    #expect(bitmaps.status == 0)
    #expect(bitmaps.standardOutput.isEmpty)
    #expect(
      bitmaps.standardError
        == "1 family of bitmap fonts that cannot be scaled is not listed (Pixel Test): Typecase lists scalable fonts; fc-list :scalable=false lists it\n"
    )
    // Searched for by name, it is said to be left out, as the window says it (the list was
    // empty without a word); a search finding nothing at all says so.
    for arguments in [["families", "--search", "pixel t"], ["families", "--search", "pixel t", "--json"]] {
      let searched = try ProcessRunner.run(ProcessRunner.typecase, arguments, environment: environment)
      #expect(searched.status == 0)
      #expect(searched.standardError == bitmaps.standardError, "\(arguments)")
    }
    let nothing = try ProcessRunner.run(
      ProcessRunner.typecase, ["families", "--search", "zzz"], environment: environment)
    #expect(nothing.standardError.hasPrefix("(no family's name holds \"zzz\""), "\(nothing.standardError)")
    let unlisted = try ProcessRunner.runTool("fc-list", [":scalable=false", "family"], environment: environment)
    #expect(unlisted.standardOutput == "Pixel Test\n")
    // With other filters it says nothing: it counted fonts they would leave out as well
    // (`fc-list :scalable=false:lang=ja` lists none).
    let japanese = try ProcessRunner.run(
      ProcessRunner.typecase, ["families", "--format", "bitmap", "--lang", "ja"], environment: environment)
    #expect(japanese.status == 0)
    #expect(japanese.standardError.isEmpty, "\(japanese.standardError)")
    for arguments in [
      ["faces", "Pixel Test"], ["face", "Pixel Test"], ["snippet", "pixel test", "--as", "css"],
      ["star", "Pixel Test"], ["specimen", "Pixel Test", "-o", work.appendingPathComponent("pixel.png").path],
    ] {
      let outcome = try ProcessRunner.run(ProcessRunner.typecase, arguments, environment: environment)
      #expect(outcome.status == 1, "\(arguments)")
      #expect(
        outcome.standardError.hasPrefix(
          "typecase: \"\(arguments[1])\" is a bitmap font, which is not scalable: Typecase lists scalable fonts only\n"),
        "\(arguments): \(outcome.standardError)")
    }
    // By its file, its snippets are given, and it is said to be listed by fontconfig, not
    // "not installed", with the advice to install it.
    let otb = work.appendingPathComponent("fonts/pixel.otb").path
    let snippet = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", otb, "--as", "pango"], environment: environment)
    #expect(snippet.status == 0, "\(snippet.standardError)")
    #expect(
      snippet.standardError
        == "(\(otb) is a bitmap font: fontconfig lists it, and programs find the face these snippets ask for, but Typecase lists scalable fonts only)\n"
    )
    // Its face, read from its file, says the pixel sizes of its bitmaps, as fc-query's
    // pixelsize (it said nothing of them).
    let pixelSizes = try ProcessRunner.runTool("fc-query", ["-f", "%{pixelsize}", otb], environment: environment)
    let face = try ProcessRunner.run(ProcessRunner.typecase, ["face", otb, "--json"], environment: environment)
    #expect(face.status == 0, "\(face.standardError)")
    #expect(
      face.standardOutput.contains("\"bitmapSizes\": [\(pixelSizes.standardOutput)]"),
      "fc-query: \(pixelSizes.standardOutput); \(face.standardOutput)")
    // The hint's fontconfig request finds it, by family or by PostScript name alike.
    for (name, request) in [("Pixel Test", "Pixel Test"), ("Pixel-Test", #":postscriptname=Pixel\-Test"#)] {
      let outcome = try ProcessRunner.run(ProcessRunner.typecase, ["face", name], environment: environment)
      #expect(outcome.standardError.contains("'fc-list \"\(request)\"' lists it"), "\(outcome.standardError)")
      let fcList = try ProcessRunner.runTool("fc-list", [request, "file"], environment: environment)
      #expect(fcList.standardOutput.contains("pixel.otb"), "\(request): \(fcList.standardOutput)")
    }
    let remove = try ProcessRunner.run(
      ProcessRunner.typecase, ["remove", "Pixel Test", "--yes"], environment: environment)
    #expect(remove.standardError.hasPrefix("typecase: \"Pixel Test\" is a bitmap font"), "\(remove.standardError)")
    #expect(!remove.standardError.contains("remove it by its file"), "not the user's: \(remove.standardError)")
    // Installed for the user (its folder the user's fonts folder), it is removed by its file,
    // as the refusal says (refused by the name `install` printed, without a way on).
    // Two files of it: both in one command.
    var mine = environment
    mine["XDG_DATA_HOME"] = work.path
    let file = work.appendingPathComponent("fonts/pixel.otb").path
    let second = work.appendingPathComponent("fonts/pixel.pcf").path
    try FileManager.default.copyItem(atPath: try pixelTestPCF().path, toPath: second)
    let byName = try ProcessRunner.run(ProcessRunner.typecase, ["remove", "Pixel Test", "--yes"], environment: mine)
    #expect(byName.status == 1)
    let hint = "remove it by its file: typecase remove \(file) \(second)"
    #expect(byName.standardError.contains(hint), "\(byName.standardError)")
    let byFile = try ProcessRunner.run(ProcessRunner.typecase, ["remove", file, second, "--yes"], environment: mine)
    #expect(byFile.status == 0, "\(byFile.standardError)")
    for path in [file, second] { #expect(!FileManager.default.fileExists(atPath: path)) }
    // A name no font has is still said not to exist.
    let missing = try ProcessRunner.run(ProcessRunner.typecase, ["faces", "Pixel Nothing"], environment: environment)
    #expect(missing.standardError.hasPrefix("typecase: no font family named \"Pixel Nothing\""))
  }

  /// `match` gives a bitmap font's pixel size, as fc-match does, and says when it is not the
  /// size asked for: the answer for ":pixelsize=13" looked the same as for its own size.
  @Test func aBitmapMatchSaysItsPixelSize() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let environment = try environment()
    let fcMatch = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{family[0]} %{pixelsize}", "Pixel Test:pixelsize=13"], environment: environment)
    try #require(fcMatch.standardOutput == "Pixel Test 8", "\(fcMatch.standardOutput)")
    let asked = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "Pixel Test:pixelsize=13"], environment: environment)
    #expect(asked.status == 0, "\(asked.standardError)")
    let lines = asked.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains("pixelSize: 8"), "\(asked.standardOutput)")
    #expect(lines.contains("lacks: pixelsize=13"), "\(asked.standardOutput)")
    let json = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "Pixel Test:pixelsize=13", "--json"], environment: environment)
    #expect(json.standardOutput.contains("\"pixelSize\": 8,"), "\(json.standardOutput)")
    #expect(json.standardOutput.contains("\"lacks\": [\"pixelsize=13\"]"), "\(json.standardOutput)")
    let own = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "Pixel Test:pixelsize=8"], environment: environment)
    #expect(own.standardOutput.contains("pixelSize: 8\n"), "\(own.standardOutput)")
    #expect(!own.standardOutput.contains("lacks:"), "\(own.standardOutput)")
    let scalable = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "Typecase Fixture Sans:pixelsize=13"], environment: environment)
    #expect(!scalable.standardOutput.contains("pixelSize") && !scalable.standardOutput.contains("lacks:"))
  }

  /// A bitmap font's snippets say which of their readers cannot use it: browsers and TeX load
  /// no bitmap font, Pango draws an .otb but no PCF.
  ///
  /// They named the file, or a family Pango drew in another font, without a word.
  @Test func aBitmapFontsSnippetsSayWhoCannotUseThem() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let environment = try environment()
    let otb = work.appendingPathComponent("fonts/pixel.otb").path
    let pcf = try pixelTestPCF().path
    func notes(_ file: String, _ format: String) throws -> String {
      let given = try ProcessRunner.run(
        ProcessRunner.typecase, ["snippet", file, "--as", format], environment: environment)
      #expect(given.status == 0, "\(given.standardError)")
      return given.standardError
    }
    #expect(
      try notes(otb, "css").contains(
        "(this is a bitmap font (OTB), which browsers do not load: the CSS url() names a file they cannot use)"))
    #expect(
      try notes(otb, "fontspec").contains(
        "(this is a bitmap font (OTB), which XeLaTeX and LuaLaTeX do not load: fontspec names a file they cannot use)"))
    // Pango draws an .otb (pango-view does): nothing said of it.
    #expect(try !notes(otb, "pango").contains("Pango does not draw"))
    #expect(
      try notes(pcf, "pango").contains(
        "(this is a bitmap font (PCF), which Pango does not draw: the Pango description gets another font)"))
    // An OpenType font of outlines says none of it.
    let outlines = FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Regular.ttf").path
    for format in ["css", "pango", "fontspec"] { #expect(try !notes(outlines, format).contains("bitmap")) }
  }

  /// A search that finds listed families and a bitmap family says the bitmap one is left
  /// out, as the window says it under its list: `--search terminus` gave "Terminus (TTF)"
  /// alone, the bitmap Terminus unsaid.
  @Test func aSearchFindingFamiliesSaysOfTheBitmapFamilyItFindsToo() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let environment = try environment()
    try FileManager.default.copyItem(
      at: try pixelTestPCF(family: "Typecase Pixel"), to: work.appendingPathComponent("fonts/typecase-pixel.pcf"))
    let note =
      "1 family of bitmap fonts that cannot be scaled is not listed (Typecase Pixel): Typecase lists scalable fonts; fc-list :scalable=false lists it\n"
    for arguments in [["families", "--search", "typecase"], ["families", "--search", "typecase", "--json"]] {
      let searched = try ProcessRunner.run(ProcessRunner.typecase, arguments, environment: environment)
      #expect(searched.status == 0, "\(searched.standardError)")
      #expect(searched.standardOutput.contains("Typecase Fixture Sans"), "\(arguments)")
      #expect(searched.standardError == note, "\(arguments): \(searched.standardError)")
    }
  }

  /// A bitmap font of several sizes (an .otb's strikes, as Terminus's 12 to 32) is said to be
  /// drawn at the one nearest the size asked for, as fc-match gives it: its first alone was
  /// taken, and 16 pixels were said to be lacked by a font that has them.
  @Test func aMatchOfSeveralBitmapSizesSaysTheOneDrawn() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let fonts = work.appendingPathComponent("sizes")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let small = try BitmapFixtureFont.pcf(in: work, family: "Pixel Sizes")
    let large = try BitmapFixtureFont.pcf(in: work, family: "Pixel Sizes", pixels: 16)
    try BitmapFixtureFont.otb(from: small, more: [large], to: fonts.appendingPathComponent("sizes.otb"))
    let configuration = FixtureFonts.writeConfiguration(in: work.appendingPathComponent("conf"), folders: [fonts])
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path])
    let query = try ProcessRunner.runTool(
      "fc-query", ["-f", "%{pixelsize}", fonts.appendingPathComponent("sizes.otb").path], environment: environment)
    try #require(query.standardOutput == "8,16" || query.standardOutput == "16,8", "\(query.standardOutput)")
    for (asked, drawn, lacks) in [(16, "16", false), (15, "16", true), (8, "8", false)] {
      let fcMatch = try ProcessRunner.runTool(
        "fc-match", ["-f", "%{pixelsize}", "Pixel Sizes:pixelsize=\(asked)"], environment: environment)
      #expect(fcMatch.standardOutput == drawn, "fc-match at \(asked): \(fcMatch.standardOutput)")
      let matched = try ProcessRunner.run(
        ProcessRunner.typecase, ["match", "Pixel Sizes:pixelsize=\(asked)"], environment: environment)
      let lines = matched.standardOutput.split(separator: "\n").map(String.init)
      #expect(lines.contains("pixelSize: " + drawn), "\(asked): \(matched.standardOutput)")
      #expect(lines.contains("lacks: pixelsize=\(asked)") == lacks, "\(asked): \(matched.standardOutput)")
    }
  }

  /// A family listed for its scalable fonts is not named among the bitmap families "not
  /// listed" when a bitmap font of it is left out (Unifont's PCF beside its OpenType files): it
  /// was, under its own row.
  @Test func aListedFamilysBitmapFontIsNotCalledUnlisted() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let environment = try environment()
    try FileManager.default.copyItem(
      at: try pixelTestPCF(family: "Fixture Mono"), to: work.appendingPathComponent("fonts/mono.pcf"))
    let unlisted = try ProcessRunner.runTool("fc-list", [":scalable=false", "family"], environment: environment)
    #expect(Set(unlisted.standardOutput.split(separator: "\n")) == ["Pixel Test", "Fixture Mono"])
    let bitmaps = try ProcessRunner.run(
      ProcessRunner.typecase, ["families", "--format", "bitmap"], environment: environment)
    #expect(
      bitmaps.standardError
        == "1 family of bitmap fonts that cannot be scaled is not listed (Pixel Test): Typecase lists scalable fonts; fc-list :scalable=false lists it\n"
    )
  }

  /// Installing a bitmap font fontconfig lists says that Typecase will not: it said
  /// "installed", and the family was then nowhere in Typecase.
  @Test func installingABitmapFontSaysTypecaseDoesNotListIt() throws {
    let sandbox = UserFontsSandbox()
    defer {
      sandbox.remove()
      try? FileManager.default.removeItem(at: work)
    }
    let pcf = try pixelTestPCF()
    let installed = try sandbox.typecase(["install", pcf.path])
    #expect(installed.status == 0, "\(installed.standardError)")
    #expect(installed.standardOutput.hasPrefix("installed: "), "\(installed.standardOutput)")
    // fontconfig lists it for programs…
    let listed = try ProcessRunner.runTool(
      "fc-list", ["--format", "%{family}", "Pixel Test"],
      environment: FixtureFonts.environment(["FONTCONFIG_FILE": sandbox.configuration.path]))
    #expect(listed.standardOutput == "Pixel Test")
    // …and the note says Typecase does not.
    #expect(
      installed.standardError.contains(
        "(Pixel Test is a bitmap font: programs see it, but Typecase lists scalable fonts only; 'fc-list' lists it)"),
      "\(installed.standardError)")
  }

  /// Two bitmap families installed at once are named in a plural note ("Pixel Test, Pixel
  /// Two is a bitmap font").
  @Test func installingTwoBitmapFamiliesNamesThemInThePlural() throws {
    let sandbox = UserFontsSandbox()
    defer {
      sandbox.remove()
      try? FileManager.default.removeItem(at: work)
    }
    let first = try pixelTestPCF()
    let second = try BitmapFixtureFont.pcf(in: work.appendingPathComponent("two"), family: "Pixel Two")
    let renamed = work.appendingPathComponent("two/pixel-two.pcf")
    try FileManager.default.moveItem(at: second, to: renamed)
    let installed = try sandbox.typecase(["install", first.path, renamed.path])
    #expect(installed.status == 0, "\(installed.standardError)")
    #expect(
      installed.standardError.contains(
        "(Pixel Test, Pixel Two are bitmap fonts: programs see them, but Typecase lists scalable fonts only; 'fc-list' lists them)"
      ), "\(installed.standardError)")
  }

  /// A PCF in a legacy X11 encoding (xfonts-base's ISO8859-2 "Fixed"), which FreeType maps to
  /// no Unicode character and fontconfig cannot read: `face` says why it has no characters, and
  /// opening it says why it cannot be shown (the window refused it "no face could be read from
  /// it" after it had opened, where `face` read its glyphs).
  @Test func aBitmapFontInALegacyEncodingSaysWhyNothingDrawsIt() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let pcf = try BitmapFixtureFont.pcf(
      in: work.appendingPathComponent("legacy"), family: "Legacy Pixel", encoding: (registry: "ISO8859", encoding: "2"))
    let queried = try ProcessRunner.runTool("fc-query", [pcf.path], environment: FixtureFonts.environment())
    try #require(!queried.standardOutput.contains("family:"), "fontconfig reads it: \(queried.standardOutput)")
    let reason =
      "the font's characters are in the ISO8859-2 encoding, which FreeType maps to no Unicode character: fontconfig cannot read the font, and programs cannot draw it (only X11's core fonts can, as xterm -fn)"
    let environment = try environment()
    let read = try ProcessRunner.run(ProcessRunner.typecase, ["face", pcf.path], environment: environment)
    #expect(read.status == 0, "\(read.standardError)")
    #expect(PlainFace(read.standardOutput)["characterCount"] == "0")
    #expect(read.standardError.contains("typecase: " + reason + "\n"), "\(read.standardError)")
    // Opened, with or without a display: refused before any window, with the reason.
    var headless = environment
    headless["DISPLAY"] = nil
    headless["WAYLAND_DISPLAY"] = nil
    let opened = try ProcessRunner.run(ProcessRunner.typecase, [pcf.path], environment: headless)
    #expect(opened.status == 1)
    #expect(
      opened.standardError.hasPrefix("typecase: cannot read \"\(pcf.path)\": " + reason + "\n"),
      "\(opened.standardError)")
    // `snippet` and `install` say the same (fontconfig "cannot read this face", "finds no font").
    let snippet = try ProcessRunner.run(ProcessRunner.typecase, ["snippet", pcf.path], environment: environment)
    #expect(snippet.status == 1)
    #expect(
      snippet.standardError.hasPrefix("typecase: cannot read \"\(pcf.path)\": " + reason), "\(snippet.standardError)")
    let sandbox = UserFontsSandbox()
    defer { sandbox.remove() }
    let installed = try sandbox.typecase(["install", pcf.path])
    #expect(installed.status == 1)
    #expect(
      installed.standardError == "typecase: cannot install \"\(pcf.path)\": " + reason + "; so it was not installed\n",
      "\(installed.standardError)")
    // A Unicode PCF has its characters, and nothing to say of its encoding.
    let unicode = try ProcessRunner.run(
      ProcessRunner.typecase, ["face", try pixelTestPCF().path], environment: environment)
    #expect(PlainFace(unicode.standardOutput)["characterCount"] == "3")
    #expect(!unicode.standardError.contains("encoding"), "\(unicode.standardError)")
  }

  /// A color bitmap font (Noto Color Emoji's CBDT), which fontconfig scales and the catalog
  /// lists, is not said to be a bitmap font Typecase will not list: FreeType calls it fixed-size.
  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"),
      "needs fonts-noto-color-emoji"))
  func installingAColorBitmapFontSaysNothingOfBitmaps() throws {
    let sandbox = UserFontsSandbox()
    defer { sandbox.remove() }
    let emoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    let scalable = try ProcessRunner.runTool(
      "fc-query", ["--format", "%{scalable}", emoji], environment: FixtureFonts.environment())
    try #require(scalable.standardOutput == "True", "\(scalable.standardOutput)")
    let installed = try sandbox.typecase(["install", emoji, "--json"])
    #expect(installed.status == 0, "\(installed.standardError)")
    #expect(!installed.standardError.contains("bitmap"), "\(installed.standardError)")
    #expect(installed.standardOutput.contains("\"scalable\": true"), "\(installed.standardOutput)")
    let faces = try sandbox.typecase(["faces", "Noto Color Emoji"])
    #expect(faces.status == 0, "\(faces.standardError)")
  }
}
