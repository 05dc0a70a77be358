import FixtureSupport
import Foundation
import Testing

/// Tab pressed in the shells themselves over the scripts `typecase completions` writes: what a
/// word completes to, and what the command then runs with.
@Suite struct TypedCompletionTests {
  /// The folder everything of one test lives in.
  let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-typed-\(UUID())")

  /// The fixture environment, with the built `typecase` first on PATH (the fish script asks
  /// `typecase` by name).
  var environment: [String: String] {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return FixtureFonts.environment(["PATH": ProcessRunner.productsDirectory.path + ":" + path, "HISTFILE": ""])
  }

  /// Writes the completion script for `shell` into the work folder; its file.
  func script(_ shell: String) throws -> URL {
    let result = try ProcessRunner.run(ProcessRunner.typecase, ["completions", shell], environment: environment)
    try #require(result.status == 0, "completions \(shell): \(result.standardError)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let file = work.appendingPathComponent("typecase.\(shell)")
    try Data(result.standardOutput.utf8).write(to: file)
    return file
  }

  /// What fish offers for `line` (`complete -C`), the words without their descriptions; nil
  /// when fish is not installed.
  func fish(_ line: String) throws -> [String]? {
    let fish = "/usr/bin/fish"
    guard FileManager.default.isExecutableFile(atPath: fish) else {
      print("TypedCompletionTests: fish is not installed; its completion check was skipped")
      return nil
    }
    let file = try script("fish")
    let offered = try ProcessRunner.run(
      URL(fileURLWithPath: fish), ["-c", "source \(file.path); complete -C \(Self.fishQuoted(line))"],
      environment: environment)
    #expect(offered.standardError.isEmpty, "fish: \(offered.standardError)")
    return offered.standardOutput.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
  }

  /// `text` as one single-quoted fish word.
  static func fishQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
  }

  /// fish skips the value of an option that takes one when it counts the positional arguments,
  /// as bash and zsh do: after "--as css" or "-o x.pdf" it completed nothing, the value taken
  /// for the font.
  @Test func fishCompletesTheArgumentAfterAnOptionsValue() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    guard let plain = try fish("typecase snippet FixtureMono-B") else { return }
    #expect(plain == ["FixtureMono-Bold"])
    #expect(try fish("typecase snippet --as css FixtureMono-B") == ["FixtureMono-Bold"])
    #expect(try fish("typecase snippet --as=css FixtureMono-B") == ["FixtureMono-Bold"])
    #expect(try fish("typecase specimen -o x.pdf FixtureMono-B") == ["FixtureMono-Bold"])
    #expect(try fish("typecase specimen --output x.pdf FixtureMono-B") == ["FixtureMono-Bold"])
    // An option of typecase itself before the command, and its value, are not arguments either.
    #expect(try fish("typecase --lang ja snippet FixtureMono-B") == ["FixtureMono-Bold"])
    // The first argument given, the second has nothing to complete.
    #expect(try fish("typecase snippet --as css FixtureMono-Bold Fixture") == [])
  }
}
