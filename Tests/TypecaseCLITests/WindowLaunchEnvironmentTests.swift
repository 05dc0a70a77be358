import FixtureSupport
import Foundation
import Testing

/// `typecase` starts the window program with GLib's slice allocator set to plain malloc (which
/// gives freed memory back), unless the environment chose a setting.
@Suite struct WindowLaunchEnvironmentTests {
  /// Runs a copy of `typecase` whose `typecase-window` beside it is a script printing the
  /// G_SLICE it was given, with a display and `extra` in the environment.
  func sliceSettingSeenByTheWindow(extra: [String: String]) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-launch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let launcher = folder.appendingPathComponent("typecase")
    try ProcessRunner.copyExecutable(ProcessRunner.typecase, to: launcher)
    let window = folder.appendingPathComponent("typecase-window")
    let script = folder.appendingPathComponent("window.sh")
    try "#!/bin/sh\nprintf 'G_SLICE=%s\\n' \"${G_SLICE-unset}\"\n".write(to: script, atomically: true, encoding: .utf8)
    try ProcessRunner.copyExecutable(script, to: window)
    let environment = ["PATH": "/usr/bin:/bin", "DISPLAY": ":99"].merging(extra) { $1 }
    let result = try ProcessRunner.run(launcher, [], environment: environment)
    #expect(result.status == 0, "\(result.standardError)")
    return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func theWindowStartsWithPlainMalloc() throws {
    #expect(try sliceSettingSeenByTheWindow(extra: [:]) == "G_SLICE=always-malloc")
  }

  @Test func aSettingOfTheUsersIsKept() throws {
    #expect(try sliceSettingSeenByTheWindow(extra: ["G_SLICE": "debug-blocks"]) == "G_SLICE=debug-blocks")
  }
}
