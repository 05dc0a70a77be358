import FixtureSupport
import Foundation
import Testing

/// A web font (a WOFF file), which fontconfig lists through FreeType under its outlines' format
/// ("TrueType") while HarfBuzz, and so Pango, reads nothing from it: its face page crashed the
/// window, `specimen` wrote pages of boxes and said it was done, and `match --text` called the
/// family Pango drew instead "requested" without a word.
@Suite struct WebFontTests {
  let sandbox = UserFontsSandbox()

  /// "Fixture Web" (FixtureWeb-Regular), the sans fixture renamed and saved as WOFF in the
  /// sandbox's fonts folder, installed for the user.
  func writeWebFont() throws -> URL {
    try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
    let file = sandbox.fonts.appendingPathComponent("FixtureWeb-Regular.woff")
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"), to: file,
      editing: DerivedFont.naming(family: "Fixture Web", postScriptName: "FixtureWeb-Regular")
        + "\nfont.flavor = 'woff'")
    // fontconfig lists it, as a TrueType font: what every command here starts from.
    let listed = try ProcessRunner.runTool(
      "fc-list", ["--format", "%{family}|%{fontformat}|%{file}\n", "Fixture Web"],
      environment: FixtureFonts.environment(["FONTCONFIG_FILE": sandbox.configuration.path]))
    try #require(listed.standardOutput == "Fixture Web|TrueType|\(file.path)\n", "\(listed.standardOutput)")
    return file
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
    /// the family page lists the face. Pango, given a font map of that face alone, crashed the
    /// window.
    @Test func aWebFontsPageOpensAndSaysItCannotBeDrawn() throws {
      let fonts = WebFontTests()
      defer { fonts.sandbox.remove() }
      _ = try fonts.writeWebFont()
      let window = try fonts.sandbox.openWindow(page: "face/FixtureWeb-Regular")
      defer { window.close() }
      let note = try window.waitFor { $0.name.hasPrefix("GTK and Pango cannot draw this font") }
      #expect(note.name.contains("(its format is WOFF)"), "\(note.name)")
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
    }
  }
}
