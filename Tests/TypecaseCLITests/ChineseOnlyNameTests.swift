import FixtureSupport
import Foundation
import Testing

/// A font whose family has Chinese names alone (Traditional first in its name table, then
/// Simplified, no English): every command and the face reader name it as fontconfig lists it
/// first, whatever the locale (its face page and `face` said the Simplified name, HarfBuzz's
/// first by tag, and `match` under zh_CN the locale's, where `families` said the Traditional).
@Suite struct ChineseOnlyNameTests {
  let sandbox = UserFontsSandbox()

  /// Writes the font into the sandbox's fonts folder: its path.
  func writeFont() throws -> URL {
    try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
    let file = sandbox.fonts.appendingPathComponent("cs-both.ttf")
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Regular.ttf"), to: file,
      editing: """
        name = font["name"]
        name.names = [r for r in name.names if r.nameID not in (1, 2, 3, 4, 6, 16, 17)]
        for language, family in ((0x404, "測試宋體"), (0x804, "测试宋体")):
            name.setName(family, 1, 3, 1, language)
            name.setName(family, 4, 3, 1, language)
        name.setName("Regular", 2, 3, 1, 0x409)
        name.setName("CeShiSongTi-Regular", 6, 3, 1, 0x409)
        """)
    return file
  }

  @Test func aFamilyNamedInChineseAloneIsNamedAsFontconfigListsIt() throws {
    defer { sandbox.remove() }
    let file = try writeFont()
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": sandbox.configuration.path])
    let listed = try ProcessRunner.runTool("fc-query", ["-f", "%{family[0]}", file.path], environment: environment)
    try #require(listed.standardOutput == "測試宋體", "\(listed.standardOutput)")
    for language in ["C.UTF-8", "zh_CN.UTF-8"] {
      var all = FixtureFonts.environment(sandbox.environment)
      all["FONTCONFIG_FILE"] = sandbox.configuration.path
      all["LANG"] = language
      let run = { (arguments: [String]) in try ProcessRunner.run(ProcessRunner.typecase, arguments, environment: all) }
      let face = try run(["face", "CeShiSongTi-Regular", "--json"])
      let document = try #require(
        try JSONSerialization.jsonObject(with: Data(face.standardOutput.utf8)) as? [String: Any])
      #expect((document["face"] as? [String: Any])?["family"] as? String == "測試宋體", "\(language)")
      #expect((document["face"] as? [String: Any])?["fullName"] as? String == "測試宋體", "\(language)")
      let byFile = try run(["face", file.path])
      #expect(byFile.standardOutput.contains("\nfamily: 測試宋體\n"), "\(language): \(byFile.standardOutput)")
      let matched = try run(["match", "测试宋体"])
      #expect(matched.standardOutput.contains("\nfamily: 測試宋體\n"), "\(language): \(matched.standardOutput)")
      let families = try run(["families", "--search", "宋"])
      #expect(families.standardOutput.hasPrefix("測試宋體\t"), "\(language): \(families.standardOutput)")
    }
  }
}
