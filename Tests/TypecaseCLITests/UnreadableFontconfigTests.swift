import FixtureSupport
import Foundation
import Testing

/// `match` and `match --text` refuse a fontconfig configuration that cannot be read, as every
/// other command does (fontconfig answered from its built-in fallback, exit 0), and a machine
/// without fonts draws nothing of a text: every character is missing.
@Suite struct UnreadableFontconfigTests {
  func typecase(_ arguments: [String], configuration: String, standardInputClosed: Bool = false) throws
    -> ProcessOutcome
  {
    var environment = FixtureFonts.renderEnvironment()
    environment["FONTCONFIG_FILE"] = configuration
    environment["TYPECASE"] = ProcessRunner.typecase.path
    let command = "\"$TYPECASE\"" + arguments.map { " '" + $0 + "'" }.joined() + (standardInputClosed ? " <&-" : "")
    return try ProcessRunner.run(URL(fileURLWithPath: "/bin/sh"), ["-c", command], environment: environment)
  }

  /// A configuration file with an XML error, and one that does not exist.
  func unreadableConfigurations() throws -> (broken: String, missing: String, folder: URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-conf-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let broken = folder.appendingPathComponent("broken.conf")
    try "<fontconfig><dir>/nowhere</dir".write(to: broken, atomically: true, encoding: .utf8)
    return (broken.path, folder.appendingPathComponent("missing.conf").path, folder)
  }

  @Test func matchRefusesAConfigurationItCannotRead() throws {
    let (broken, missing, folder) = try unreadableConfigurations()
    defer { try? FileManager.default.removeItem(at: folder) }
    for configuration in [broken, missing] {
      let match = try typecase(["match", "sans"], configuration: configuration)
      #expect(match.status == 1, "\(match.standardOutput)")
      #expect(match.standardOutput.isEmpty)
      #expect(match.standardError.contains("cannot read the fontconfig configuration \"\(configuration)\""))
      // Exit 1 is "some characters are missing" there: 2, as for a text that cannot be read.
      let text = try typecase(["match", "--text", "hi"], configuration: configuration)
      #expect(text.status == 2, "\(text.standardOutput)")
      #expect(text.standardOutput.isEmpty)
      #expect(text.standardError.contains("cannot read the fontconfig configuration"))
      let cover = try typecase(["cover", "a"], configuration: configuration)
      #expect(cover.status == 2, "\(cover.standardOutput)")
      #expect(cover.standardError.contains("cannot read the fontconfig configuration"))
    }
  }

  /// A closed standard input is said to be one every time: descriptor 0, left free, was now
  /// and then taken by a thread's epoll descriptor, which `diff -` read ("Invalid argument").
  @Test func aClosedStandardInputIsAlwaysSaidToBeOne() throws {
    var reasons: [String: Int] = [:]
    for _ in 0..<20 {
      let result = try typecase(
        ["diff", "-"], configuration: FixtureFonts.configurationFile.path, standardInputClosed: true)
      reasons[result.standardError, default: 0] += 1
    }
    #expect(reasons == ["typecase: cannot read the snapshot from standard input: Bad file descriptor\n": 20])
  }

  @Test func aTextThatCannotBeReadIsNotAnAnswer() throws {
    for arguments in [["cover", "-"], ["match", "--text", "-"]] {
      let result = try typecase(
        arguments, configuration: FixtureFonts.configurationFile.path, standardInputClosed: true)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardError.contains("cannot read the text from standard input: Bad file descriptor"))
    }
  }

  @Test func withoutFontsEveryCharacterIsMissing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-nofonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let configuration = folder.appendingPathComponent("fonts.conf")
    try """
    <?xml version="1.0"?>
    <fontconfig><dir>\(folder.path)/fonts</dir><cachedir>\(folder.path)/cache</cachedir></fontconfig>
    """.write(to: configuration, atomically: true, encoding: .utf8)
    let plain = try typecase(["match", "--text", "hé l", "--font", "Sans"], configuration: configuration.path)
    #expect(plain.status == 1)
    #expect(plain.standardOutput == "missing:\tU+0068\th\nmissing:\tU+00E9\té\nmissing:\tU+006C\tl\n")
    let json = try typecase(["match", "--text", "ab", "--json"], configuration: configuration.path)
    #expect(json.status == 1)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let missing = try #require(document["missing"] as? [[String: Any]])
    #expect(missing.compactMap { $0["codePoint"] as? String } == ["U+0061", "U+0062"])
  }
}
