import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore

/// Two builds of one variable font installed under two file names (an older one left behind):
/// the copy programs get is the newer, fontconfig's choice, for its named instances and for
/// the variable font as a whole.
@Suite struct CopiesOfTwoBuildsTests {
  let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-two-builds-\(UUID())")
  var installed: URL { work.appendingPathComponent("installed") }
  var older: URL { installed.appendingPathComponent("A-Older.ttf") }
  var newer: URL { installed.appendingPathComponent("B-Newer.ttf") }
  var italic: URL { installed.appendingPathComponent("C-Italic.ttf") }
  static let fonts = FixtureFonts.faceFontsDirectory

  /// Installs the older build (version 1.0), the newer (the fixture, 2.0) and the italic one;
  /// the library of them.
  func library() throws -> FontLibrary {
    try FileManager.default.createDirectory(at: installed, withIntermediateDirectories: true)
    try DerivedFont.write(
      from: Self.fonts.appendingPathComponent("FixtureVariable-VF.ttf"), to: older,
      editing: "font['head'].fontRevision = 1.0")
    try FileManager.default.copyItem(at: Self.fonts.appendingPathComponent("FixtureVariable-VF.ttf"), to: newer)
    try FileManager.default.copyItem(
      at: Self.fonts.appendingPathComponent("FixtureVariable-Italic-VF.ttf"), to: italic)
    let configuration = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("fontconfig"), folders: [installed])
    let matched = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{file}", "Fixture Variable"], environment: ["FONTCONFIG_FILE": configuration.path])
    try #require(matched.standardOutput == newer.path, "fontconfig prefers the newer build")
    return FontLibrary(configuration: try FontconfigConfiguration(file: configuration.path))
  }

  /// `face NAME` of a named instance fontconfig names otherwise ("Fixture-Variable") gives the
  /// newer build first (the older came first, by file name, as if programs drew it).
  @Test func aNamedInstanceIsTheNewerBuilds() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let library = try library()
    let instances = try #require(library.family(named: "Fixture Variable", detail: .full)).faces.filter {
      $0.location.file == newer.path && $0.fontconfigPostScriptName != nil
    }
    try #require(instances.count >= 2)
    for instance in instances {
      let name = try #require(instance.postScriptName)
      let found = library.faces(postScriptNamed: name)
      #expect(found.map(\.location.file) == [newer.path, older.path], "\(name)")
      #expect(found.first?.location == instance.location, "\(name)")
    }
  }

  /// A new build's file opened by itself (its variable font as a whole): programs get the
  /// newer installed build, the upright or the italic one as the file is (it was said that
  /// none was installed).
  @Test func theVariableFontAsAWholeHasItsInstalledNamesake() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let library = try library()
    let downloads = work.appendingPathComponent("downloads")
    try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
    for (fixture, installedFile) in [("FixtureVariable-VF.ttf", newer), ("FixtureVariable-Italic-VF.ttf", italic)] {
      let opened = downloads.appendingPathComponent(fixture)
      try DerivedFont.write(
        from: Self.fonts.appendingPathComponent(fixture), to: opened, editing: "font['head'].fontRevision = 3.0")
      let whole = try #require(FontFace.queryVariableFont(opened.path, detail: .full))
      let namesake = try #require(library.installedNamesake(of: whole), "\(fixture)")
      #expect(namesake.location == FontLocation(file: installedFile.path), "\(fixture)")
      #expect(namesake.variation?.isWholeFont == true, "\(fixture)")
    }
  }
}
