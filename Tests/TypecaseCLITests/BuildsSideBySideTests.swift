import FixtureSupport
import Foundation
import Testing

/// Two builds of one font installed side by side, and another family's font giving the same
/// PostScript name: `face FILE` and `snippet FILE` of a copy programs do not get say which they
/// get, and `install` of the other family's font says so (each said nothing, and the snippet's
/// local() loaded the other font).
@Suite struct BuildsSideBySideTests {
  let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-builds-\(UUID().uuidString)")

  /// The environment over `folder`'s fonts and the user's fonts folder (where `install` puts
  /// them), in the work folder.
  func environment(fonts folder: URL) -> [String: String] {
    let data = work.appendingPathComponent("data")
    let configuration = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("fontconfig"), folders: [folder, data.appendingPathComponent("fonts")])
    return FixtureFonts.environment([
      "FONTCONFIG_FILE": configuration.path, "XDG_DATA_HOME": data.path, "HOME": work.path,
      "XDG_CONFIG_HOME": work.appendingPathComponent("config").path,
      "XDG_CACHE_HOME": work.appendingPathComponent("cache").path,
    ])
  }

  /// Writes the fixture sans as `family` named `postScriptName` at `version` to `file`.
  func build(_ file: URL, family: String, postScriptName: String, version: String) throws {
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"), to: file,
      editing: DerivedFont.naming(family: family, postScriptName: postScriptName, version: version)
        + "\nfont['head'].fontRevision = \(version)")
  }

  @Test func aCopyProgramsDoNotGetSaysWhichTheyGet() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let fonts = work.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let old = fonts.appendingPathComponent("QASans-1.ttf")
    let new = fonts.appendingPathComponent("QASans-3.ttf")
    try build(old, family: "QA Sans", postScriptName: "QASans-Regular", version: "1.000")
    try build(new, family: "QA Sans", postScriptName: "QASans-Regular", version: "3.000")
    let environment = environment(fonts: fonts)
    let given = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{file}", ":postscriptname=QASans-Regular"], environment: environment)
    try #require(given.standardOutput == new.path, "fontconfig gives \(given.standardOutput)")
    for command in [["face"], ["snippet", "--as", "css"]] {
      let shadowed = try ProcessRunner.run(ProcessRunner.typecase, command + [old.path], environment: environment)
      #expect(shadowed.status == 0)
      #expect(
        shadowed.standardError.contains(
          "(programs get this font from another file, \(new.path), version 3.000: this is the copy in \(old.path))"),
        "\(command): \(shadowed.standardError)")
      let live = try ProcessRunner.run(ProcessRunner.typecase, command + [new.path], environment: environment)
      #expect(!live.standardError.contains("programs get"), "\(command): \(live.standardError)")
    }
    // Another family's font of the name, installed: said, and which programs get.
    let clash = work.appendingPathComponent("QAClash.ttf")
    try build(clash, family: "QA Clash", postScriptName: "QASans-Regular", version: "2.000")
    let installed = try ProcessRunner.run(ProcessRunner.typecase, ["install", clash.path], environment: environment)
    #expect(installed.status == 0, "\(installed.standardError)")
    #expect(
      installed.standardError.contains(
        "gives the PostScript name QASans-Regular too: programs asking for the name get \(new.path), not this font)"),
      "\(installed.standardError)")
    let copied = work.appendingPathComponent("data/fonts/QAClash.ttf")
    let face = try ProcessRunner.run(ProcessRunner.typecase, ["face", copied.path], environment: environment)
    #expect(
      face.standardError.contains("programs asking for the name get \(new.path), not this font)"),
      "\(face.standardError)")
  }
}
