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

    let unknown = try ProcessRunner.run(ProcessRunner.typecase, ["faces", "a\u{1}b"], environment: environment)
    #expect(unknown.status == 1)
    #expect(unknown.standardError.contains("no font family named \"a\\x01b\""))
    #expect(!unknown.standardError.contains("\u{1}"))
  }
}
