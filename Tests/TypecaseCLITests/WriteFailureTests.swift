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

  @Test(arguments: ["families", "families --json", "settings", "--help", "faces 'Typecase Fixture Sans'"])
  func aFullDiskIsOneLineAndExitOne(arguments: String) throws {
    let result = try typecase(arguments, redirection: "> /dev/full")
    #expect(result.status == 1)
    #expect(result.standardError == "typecase: cannot write output: No space left on device\n")
  }

  @Test func aClosedStandardOutputIsOneLineAndExitOne() throws {
    let result = try typecase("families", redirection: ">&-")
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
