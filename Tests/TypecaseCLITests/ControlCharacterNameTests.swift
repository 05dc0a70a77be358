import FixtureSupport
import Foundation
import Testing

/// Font names holding control characters (a newline, a terminal escape) stay one line, visibly
/// escaped, in plain output; JSON and lookups keep the exact name (issue 10.3).
@Suite struct ControlCharacterNameTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-control-\(UUID())")

  /// An environment whose fontconfig sees the fixtures and the two fonts with such names.
  func environment() throws -> [String: String] {
    let fonts = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let extra = FixtureFonts.packageRoot.appendingPathComponent("Tests/Fixtures/extra-fonts")
    for file in ["FixtureLineBreak-Regular.ttf", "FixtureEscape-Regular.ttf"] {
      try FileManager.default.copyItem(at: extra.appendingPathComponent(file), to: fonts.appendingPathComponent(file))
    }
    let configuration = folder.appendingPathComponent("fonts.conf")
    try """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig><dir>\(FixtureFonts.fontsDirectory.path)</dir><dir>\(fonts.path)</dir>
    <cachedir>\(folder.path)/cache</cachedir></fontconfig>
    """.write(to: configuration, atomically: true, encoding: .utf8)
    return FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path])
  }

  @Test func plainOutputEscapesJSONAndLookupsKeepTheExactName() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let environment = try environment()
    let plain = try ProcessRunner.run(ProcessRunner.typecase, ["families"], environment: environment)
    #expect(plain.status == 0)
    #expect(!plain.standardOutput.contains("\u{1B}"))
    let lines = plain.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == FixtureFonts.expectedFaceCounts.count + 2)
    #expect(lines.contains("Line\\nBreak Sans\t1"))
    #expect(lines.contains("\\x1b[31mRed Sans\t1"))

    let json = try ProcessRunner.run(ProcessRunner.typecase, ["families", "--json"], environment: environment)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let names = (document["families"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
    #expect(names.contains("Line\nBreak Sans"))
    #expect(names.contains("\u{1B}[31mRed Sans"))

    let faces = try ProcessRunner.run(ProcessRunner.typecase, ["faces", "Line\nBreak Sans"], environment: environment)
    #expect(faces.status == 0, "\(faces.standardError)")
    #expect(faces.standardOutput.hasPrefix("LineBreakSans-Regular\tRegular\t"))

    // The name as plain output shows it, copied from there, finds the family too.
    for shown in [#"Line\nBreak Sans"#, #"\x1b[31mRed Sans"#] {
      let copied = try ProcessRunner.run(ProcessRunner.typecase, ["faces", shown], environment: environment)
      #expect(copied.status == 0, "\(shown): \(copied.standardError)")
    }
    #expect(
      try ProcessRunner.run(ProcessRunner.typecase, ["faces", #"Line\tBreak Sans"#], environment: environment).status
        == 1)
    // Tab offers the names so too (they were left out).
    let words = try ProcessRunner.run(
      ProcessRunner.typecase, ["completions", "--words", "families"], environment: environment)
    let offered = words.standardOutput.split(separator: "\n").map(String.init)
    #expect(offered.contains(#"Line\nBreak Sans"#) && offered.contains(#"\x1b[31mRed Sans"#), "\(offered)")

    // A snippet language without escapes for them (Pango, fontconfig) gets the name escaped
    // on one line and a note that it is not the exact name; CSS writes it its own way.
    for (face, format, expected) in [
      ("LineBreakSans-Regular", "pango", #"Line\nBreak Sans"#),
      ("RedSans-Regular", "fontconfig", #"\x1b[31mRed Sans:"#),
    ] {
      let snippet = try ProcessRunner.run(
        ProcessRunner.typecase, ["snippet", face, "--as", format], environment: environment)
      #expect(snippet.standardOutput.hasPrefix(expected), "\(snippet.standardOutput)")
      #expect(snippet.standardOutput.split(separator: "\n").count == 1)
      #expect(snippet.standardError.contains("which \(format) cannot hold"), "\(snippet.standardError)")
    }
    let css = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", "LineBreakSans-Regular", "--as", "css"], environment: environment)
    #expect(css.standardOutput.hasPrefix(#"font-family: "Line\a Break Sans""#))
    #expect(css.standardError.isEmpty)

    let unknown = try ProcessRunner.run(ProcessRunner.typecase, ["faces", "a\u{1}b"], environment: environment)
    #expect(unknown.status == 1)
    #expect(unknown.standardError.contains("no font family named \"a\\x01b\""))
    #expect(!unknown.standardError.contains("\u{1}"))
  }

  /// A specimen of a family named with control characters draws its names escaped on one
  /// line, as the window shows them, and fontconfig reads no rule it cannot parse: a family
  /// with emoji named with ESC made a rule that printed "Fontconfig error: … not well-formed".
  @Test func aSpecimenShowsTheNamesEscapedAndFontconfigComplainsOfNothing() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let environment = try environment()
    try DerivedFont.write(
      from: FixtureFonts.renderFontsDirectory.appendingPathComponent("FixtureEmoji-Regular.ttf"),
      to: folder.appendingPathComponent("fonts/RedEmoji-Regular.ttf"),
      editing: DerivedFont.naming(family: "\u{1B}[31mRed Emoji", postScriptName: "RedEmoji-Regular"))
    for (family, expected) in [
      ("\u{1B}[31mRed Emoji", #"\x1b[31mRed Emoji Regular"#), ("Line\nBreak Sans", #"Line\nBreak Sans"#),
    ] {
      let pdf = folder.appendingPathComponent("specimen.pdf").path
      let drawn = try ProcessRunner.run(
        ProcessRunner.typecase, ["specimen", family, "-o", pdf], environment: environment)
      #expect(drawn.status == 0, "\(drawn.standardError)")
      #expect(!drawn.standardError.contains("Fontconfig"), "\(drawn.standardError)")
      let text = try ProcessRunner.runTool("pdftotext", [pdf, "-"], environment: environment).standardOutput
      let title = text.split(separator: "\n").first.map(String.init) ?? ""
      #expect(title.hasPrefix(expected), "\(text.prefix(200))")
    }
  }

  /// A family's other name holding a control character (name ID 1 "Tab\tFam" under the
  /// typographic family "Tab Typographic") is found by what the note of `faces` shows of it, as
  /// the family's own name is, and names its faces alone; it was "no font family named".
  @Test func anotherNameWithAControlCharacterIsFoundAsShown() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let environment = try environment()
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
      to: folder.appendingPathComponent("fonts/TabFam-Regular.ttf"),
      editing: #"""
        name = font["name"]
        name.names = [r for r in name.names if r.nameID not in (1, 2, 4, 6, 16, 17)]
        for nameID, text in ((1, "Tab\tFam"), (2, "Regular"), (4, "Tab Fam Regular"), (6, "TabFam-Regular"),
                             (16, "Tab Typographic"), (17, "Tab")):
            name.setName(text, nameID, 3, 1, 0x409)
        """#)
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Bold.ttf"),
      to: folder.appendingPathComponent("fonts/TabTypographic-Bold.ttf"),
      editing: #"""
        name = font["name"]
        name.names = [r for r in name.names if r.nameID not in (1, 2, 4, 6, 16, 17)]
        for nameID, text in ((1, "Tab Typographic"), (2, "Bold"), (4, "Tab Typographic Bold"),
                             (6, "TabTypographic-Bold")):
            name.setName(text, nameID, 3, 1, 0x409)
        """#)
    let fontconfig = try ProcessRunner.runTool(
      "fc-list", [":family=Tab\tFam", "postscriptname"], environment: environment)
    #expect(fontconfig.standardOutput == ":postscriptname=TabFam-Regular\n", "\(fontconfig.standardOutput)")
    for asked in ["Tab\tFam", #"Tab\tFam"#] {
      let faces = try ProcessRunner.run(ProcessRunner.typecase, ["faces", asked], environment: environment)
      #expect(faces.status == 0, "\(faces.standardError)")
      #expect(faces.standardOutput.hasPrefix("TabFam-Regular\t"), "\(faces.standardOutput)")
      #expect(faces.standardOutput.split(separator: "\n").count == 1, "\(faces.standardOutput)")
      #expect(faces.standardError.hasPrefix(#"("Tab\tFam" is another name of the family "Tab Typographic""#))
    }
  }

  /// A backslash in a name is shown as `\\`: a family named with a real backslash then an `n`
  /// reads otherwise than one named with a line break, and each is found by what plain output
  /// shows of it, while its exact name (JSON, lookups) stays.
  @Test func aBackslashInANameIsNotReadAsAnEscape() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let environment = try environment()
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
      to: folder.appendingPathComponent("fonts/BackslashSans-Regular.ttf"),
      editing: #"""
        name = font["name"]
        name.names = [r for r in name.names if r.nameID not in (1, 4, 6, 16, 17)]
        for nameID, text in ((1, "Line\\nBreak Sans"), (4, "Line\\nBreak Sans Regular"), (6, "BackslashSans-Regular")):
            name.setName(text, nameID, 3, 1, 0x409)
        """#)
    let plain = try ProcessRunner.run(ProcessRunner.typecase, ["families"], environment: environment)
    let lines = plain.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains(#"Line\nBreak Sans"# + "\t1"), "\(lines)")
    #expect(lines.contains(#"Line\\nBreak Sans"# + "\t1"), "\(lines)")

    let json = try ProcessRunner.run(ProcessRunner.typecase, ["families", "--json"], environment: environment)
    #expect(json.standardOutput.contains(#""name": "Line\\nBreak Sans""#), "\(json.standardOutput)")

    for (asked, expected) in [
      (#"Line\\nBreak Sans"#, "BackslashSans-Regular\t"), (#"Line\nBreak Sans"#, "BackslashSans-Regular\t"),
      ("Line\nBreak Sans", "LineBreakSans-Regular\t"),
    ] {
      let faces = try ProcessRunner.run(ProcessRunner.typecase, ["faces", asked], environment: environment)
      #expect(faces.status == 0, "\(asked): \(faces.standardError)")
      #expect(faces.standardOutput.hasPrefix(expected), "\(asked): \(faces.standardOutput)")
    }
    let face = try ProcessRunner.run(
      ProcessRunner.typecase, ["face", "BackslashSans-Regular"], environment: environment)
    #expect(face.standardOutput.contains(#"family: Line\\nBreak Sans"#), "\(face.standardOutput)")
    // Code keeps the language's own escapes: CSS's backslash is written once, as CSS reads it.
    let css = try ProcessRunner.run(
      ProcessRunner.typecase, ["snippet", "BackslashSans-Regular", "--as", "css"], environment: environment)
    #expect(css.standardOutput.hasPrefix(#"font-family: "Line\\nBreak Sans""#), "\(css.standardOutput)")

    // The user's own text keeps its backslashes: a setting's value, read back as it was set,
    // and the text of `match --text`'s runs (both came out doubled, "C:\\Fonts").
    var settings = environment
    settings["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
    let set = try ProcessRunner.run(
      ProcessRunner.typecase, ["settings", "set", "preview-custom-text", #"C:\Fonts"#], environment: settings)
    #expect(set.status == 0, "\(set.standardError)")
    let value = try ProcessRunner.run(
      ProcessRunner.typecase, ["settings", "get", "preview-custom-text"], environment: settings)
    #expect(value.standardOutput == #"C:\Fonts"# + "\n")
    let runs = try ProcessRunner.run(
      ProcessRunner.typecase, ["match", "--text", #"C:\x"#, "--font", "Typecase Fixture Sans"], environment: settings)
    #expect(runs.standardOutput.contains("run:\t" + #"C:\x"# + "\t"), "\(runs.standardOutput)")
  }
}
