import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore

/// Fonts fontconfig's cache lists whose files this user cannot open (root's fc-cache over fonts
/// copied in at 0600).
///
/// Tests run as root, who reads any file: here the files are deleted and their folder's time
/// put back, so the cache stays valid and lists them, as it does for the fonts a user may not
/// read.
@Suite struct UnreadableFontTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-unreadable-\(UUID())")

  @Test func fontsThatCannotBeReadAreLeftOutOfWhatDrawsAndNamed() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    for name in ["FixtureMono-Regular.ttf", "FixtureMono-Bold.ttf", "TypecaseFixtureSans-Regular.ttf"] {
      try FileManager.default.copyItem(
        at: FixtureFonts.fontsDirectory.appendingPathComponent(name), to: fonts.appendingPathComponent(name))
    }
    // A symbol family (Latin letters mapped to symbols), its Regular to go, its Bold to stay.
    let symbols = FixtureFonts.packageRoot.appendingPathComponent(
      "Tests/Fixtures/extra-fonts/FixtureSymbols-Regular.ttf")
    for (style, weight) in [("Regular", 400), ("Bold", 700)] {
      try DerivedFont.write(
        from: symbols, to: fonts.appendingPathComponent("FixtureSigns-\(style).ttf"),
        editing: DerivedFont.naming(family: "Fixture Signs", postScriptName: "FixtureSigns-\(style)", style: style)
          + "\nfont['OS/2'].usWeightClass = \(weight)")
    }
    let file = FixtureFonts.writeConfiguration(in: folder.appendingPathComponent("conf"), folders: [fonts])
    let before = FontLibrary(configuration: try FontconfigConfiguration(file: file.path))
    let monoFonts = try #require(before.configuration(forFamily: "Fixture Mono", language: "en")).fontCount
    #expect(before.checkFamilyNames().unreadable.isEmpty)
    // Gone, with the folder's time (to the nanosecond) as fontconfig's cache recorded it.
    let stamp = folder.appendingPathComponent("stamp")
    try Data().write(to: stamp)
    #expect(
      try ProcessRunner.runTool("touch", ["-r", fonts.path, stamp.path], environment: FixtureFonts.environment())
        .status == 0)
    let bold = fonts.appendingPathComponent("FixtureMono-Bold.ttf")
    try FileManager.default.removeItem(at: bold)
    try FileManager.default.removeItem(at: fonts.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"))
    try FileManager.default.removeItem(at: fonts.appendingPathComponent("FixtureSigns-Regular.ttf"))
    #expect(
      try ProcessRunner.runTool("touch", ["-r", stamp.path, fonts.path], environment: FixtureFonts.environment())
        .status == 0)

    let library = FontLibrary(configuration: try FontconfigConfiguration(file: file.path))
    try #require(library.families.contains { $0.name == "Typecase Fixture Sans" }, "the cache no longer lists it")
    let checks = library.checkFamilyNames()
    #expect(checks.unreadable == ["Typecase Fixture Sans"])
    #expect(checks.samples["Typecase Fixture Sans"] == "", "its row shows its name in the interface's font")
    #expect(checks.samples["Fixture Mono"] == nil)
    // Its Bold, which draws the row, is checked: not the Regular fontconfig would pick, gone.
    #expect(checks.samples["Fixture Signs"] == "ABCDEFGH")
    // The family's rows are drawn with the font that can be read; its Bold's page in the
    // interface's font.
    #expect(library.configuration(forFamily: "Fixture Mono", language: "en")?.fontCount == monoFonts - 1)
    let regular = FontLocation(file: fonts.appendingPathComponent("FixtureMono-Regular.ttf").path)
    #expect(library.configuration(forFace: regular, family: "Fixture Mono") != nil)
    #expect(library.configuration(forFace: FontLocation(file: bold.path), family: "Fixture Mono") == nil)
  }
}
