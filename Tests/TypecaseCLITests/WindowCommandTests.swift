import FixtureSupport
import Foundation
import Testing

/// `typecase` starting the window program: pages, screenshots, errors (needs a display).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs a display (scripts/test runs Xvfb)"))
struct WindowCommandTests {
  func temporaryPNG() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("typecase-shot-\(UUID().uuidString).png")
  }

  /// The width and height in a PNG's header.
  func pngSize(_ url: URL) throws -> (width: Int, height: Int) {
    let data = try Data(contentsOf: url)
    #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    let bytes = [UInt8](data.prefix(24))
    let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
    return (width, height)
  }

  @Test(arguments: [
    "families", "family/Typecase Fixture Sans", "settings", "settings/language-region", "settings/temperature-unit",
  ])
  func drawsEveryPageIntoAPNG(page: String) throws {
    let file = temporaryPNG()
    defer { try? FileManager.default.removeItem(at: file) }
    let environment = FixtureFonts.environment([
      "GSK_RENDERER": "cairo", "XDG_CONFIG_HOME": FileManager.default.temporaryDirectory.path + "/typecase-shot-config",
    ])
    let result = try ProcessRunner.run(
      ProcessRunner.typecase, ["--page", page, "--screenshot", file.path], environment: environment)
    #expect(result.status == 0, "\(result.standardError)")
    let size = try pngSize(file)
    #expect(size.width >= 360 && size.height >= 360)
  }

  @Test func reportsStartupInMilliseconds() throws {
    let result = try ProcessRunner.run(
      ProcessRunner.typecase, ["--report-startup"], environment: FixtureFonts.environment(["GSK_RENDERER": "cairo"]))
    #expect(result.status == 0)
    let milliseconds = try #require(Double(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(milliseconds > 0)
  }

  @Test(arguments: [
    (["--page", "nowhere"], "no page \"nowhere\""),
    (
      ["--page", "family/No Such Family", "--screenshot", "/tmp/typecase-never.png"],
      "no font family named \"No Such Family\""
    ),
  ])
  func unknownPagesFail(arguments: [String], message: String) throws {
    let result = try ProcessRunner.run(
      ProcessRunner.typecase, arguments, environment: FixtureFonts.environment(["GSK_RENDERER": "cairo"]))
    #expect(result.status == 1)
    #expect(result.standardError.contains(message))
  }
}
