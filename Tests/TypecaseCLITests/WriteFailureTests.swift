import FixtureSupport
import Foundation
import Testing

/// What `typecase` does when it cannot write its output: one line and exit 1, never a crash.
@Suite struct WriteFailureTests {
  /// Runs `typecase ARGUMENTS` through the shell with `redirection` applied to it.
  func typecase(_ arguments: String, redirection: String) throws -> ProcessOutcome {
    try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "exec \"$0\" \(arguments) \(redirection)", ProcessRunner.typecase.path],
      environment: FixtureFonts.environment([
        "XDG_CONFIG_HOME": FileManager.default.temporaryDirectory.appendingPathComponent("typecase-write-\(UUID())")
          .path
      ]))
  }

  @Test(arguments: [
    "families", "families --json", "settings", "--help", "faces 'Typecase Fixture Sans'",
    "face TypecaseFixtureSans-Regular",
  ])
  func aFullDiskIsOneLineAndExitOne(arguments: String) throws {
    let result = try typecase(arguments, redirection: "> /dev/full")
    #expect(result.status == 1)
    #expect(result.standardError == "typecase: cannot write output: No space left on device\n")
  }

  /// Also for the commands `typecase` hands to `typecase-render` (face, match --text): it gave
  /// the renderer /dev/null for the closed output, and they exited 0 having written nothing.
  @Test(arguments: ["families", "face TypecaseFixtureSans-Regular", "face TypecaseFixtureSans-Regular --json"])
  func aClosedStandardOutputIsOneLineAndExitOne(arguments: String) throws {
    let result = try typecase(arguments, redirection: ">&-")
    #expect(result.status == 1)
    #expect(result.standardError == "typecase: cannot write output: Bad file descriptor\n")
  }

  /// The C library's reason is in the interface language too, as `cat` gives it: a Japanese
  /// line ended "No such file or directory" (no locale was set for it).
  @Test(
    .enabled(if: FileManager.default.fileExists(atPath: "/usr/share/locale/ja/LC_MESSAGES/libc.mo")),
    arguments: ["ja", "ko"])
  func theSystemsReasonIsInTheInterfaceLanguage(language: String) throws {
    let environment = FixtureFonts.environment([
      "LANGUAGE": language, "LC_ALL": "C.UTF-8",
      "XDG_CONFIG_HOME": FileManager.default.temporaryDirectory.appendingPathComponent("typecase-l10n-\(UUID())").path,
    ])
    let reference = try ProcessRunner.runTool("cat", ["/nonexistent/x.json"], environment: environment)
    let reason = try #require(reference.standardError.split(separator: ": ").last).trimmingCharacters(
      in: .newlines)
    try #require(!reason.contains("No such file"), "glibc's messages in \(language) are not installed")
    let result = try ProcessRunner.run(
      ProcessRunner.typecase, ["snapshot", "-o", "/nonexistent/x.json"], environment: environment)
    #expect(result.status == 1 || result.status == 2)
    #expect(result.standardError.hasSuffix(": " + reason + "\n"), "\(result.standardError)")
  }

  /// `diff`'s 1 says the fonts differ: output it cannot write is 2, trouble, as for diff(1).
  @Test func diffThatCannotWriteExitsTwo() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-diff-write-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let snapshot = folder.appendingPathComponent("s.json").path
    #expect(try typecase("snapshot -o \(snapshot)", redirection: "").status == 0)
    for redirection in ["> /dev/full", ">&-"] {
      let result = try typecase("diff \(snapshot) \(snapshot)", redirection: redirection)
      #expect(result.status == 2, "\(redirection)")
      #expect(result.standardError.hasPrefix("typecase: cannot write output: "), "\(result.standardError)")
    }
    #expect(try typecase("diff \(snapshot) \(snapshot)", redirection: "").status == 0)
  }

  /// `cover`'s and `match --text`'s 1 says characters are missing: output they cannot write
  /// is 2, as for `diff` (a script could not tell a full disk from missing characters).
  @Test(arguments: ["cover abc", "match --text abc --font 'Typecase Fixture Sans'"])
  func commandsWhoseOneSaysSomethingExitTwo(arguments: String) throws {
    for redirection in ["> /dev/full", ">&-"] {
      let result = try typecase(arguments, redirection: redirection)
      #expect(result.status == 2, "\(redirection)")
      #expect(result.standardError.hasPrefix("typecase: cannot write output: "), "\(result.standardError)")
    }
    #expect(try typecase(arguments, redirection: "> /dev/null").status == 0)
  }

  @Test func aClosedPipeStaysSilent() throws {
    // Enough output to outlast the pipe's buffer after `head` has gone.
    let result = try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "\"$0\" families --json | head -c 1 >/dev/null", ProcessRunner.typecase.path],
      environment: FixtureFonts.environment())
    #expect(result.standardError.isEmpty)
  }
}
