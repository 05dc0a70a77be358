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
    "face TypecaseFixtureSans-Regular", "match --text abc --font 'Typecase Fixture Sans'",
  ])
  func aFullDiskIsOneLineAndExitOne(arguments: String) throws {
    let result = try typecase(arguments, redirection: "> /dev/full")
    #expect(result.status == 1)
    #expect(result.standardError == "typecase: cannot write output: No space left on device\n")
  }

  /// Also for the commands `typecase` hands to `typecase-render` (face, match --text): it gave
  /// the renderer /dev/null for the closed output, and they exited 0 having written nothing.
  @Test(arguments: [
    "families", "face TypecaseFixtureSans-Regular", "match --text abc --font 'Typecase Fixture Sans'",
    "face TypecaseFixtureSans-Regular --json",
  ])
  func aClosedStandardOutputIsOneLineAndExitOne(arguments: String) throws {
    let result = try typecase(arguments, redirection: ">&-")
    #expect(result.status == 1)
    #expect(result.standardError == "typecase: cannot write output: Bad file descriptor\n")
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
