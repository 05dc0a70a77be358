import FixtureSupport
import Foundation
import Testing

/// The built binary reads each of fontconfig's font caches once per command: the files it
/// opens, counted with strace.
///
/// `face` made a Pango font map it never drew with, whose thread loaded fontconfig's default
/// configuration (its files, then every cache) beside the catalog's; a CSS snippet asked that
/// default configuration for the family's generic, loading it the same way. At 25,000 faces
/// each was a second walk through every cache.
@Suite struct FontCacheReadingTests {
  static let configHome = FileManager.default.temporaryDirectory.appendingPathComponent(
    "typecase-cache-reading-\(getpid())")

  /// How many times `typecase ARGUMENTS` opened each font cache and configuration file it
  /// opened, by path.
  func openings(_ arguments: [String]) throws -> [String: Int] {
    let trace = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-strace-\(UUID()).txt")
    defer { try? FileManager.default.removeItem(at: trace) }
    let outcome = try ProcessRunner.runTool(
      "strace", ["-f", "-qq", "-e", "trace=openat", "-o", trace.path, ProcessRunner.typecase.path] + arguments,
      environment: FixtureFonts.faceEnvironment(["XDG_CONFIG_HOME": Self.configHome.path]))
    #expect(outcome.status == 0, "\(outcome.standardError)")
    var openings: [String: Int] = [:]
    for line in try String(contentsOf: trace, encoding: .utf8).split(separator: "\n") where !line.contains("= -1 ") {
      let quoted = line.split(separator: "\"")
      guard quoted.count > 1, quoted[1].contains(".cache-") || quoted[1].hasSuffix(".conf") else { continue }
      openings[String(quoted[1]), default: 0] += 1
    }
    return openings
  }

  /// Each font cache is opened once at most, whatever the command (the snippets' faces are
  /// not monospaced: a monospaced face's generic needs no rule).
  @Test(arguments: [
    ["face", "FixtureMono-Bold"], ["snippet", "TypecaseFixtureSans-Regular", "--as", "css"],
    ["snippet", "FixtureSerif-Regular"],
    ["families"],
  ])
  func eachFontCacheIsReadOnce(_ arguments: [String]) throws {
    let caches = try openings(arguments).filter { $0.key.contains(".cache-") }
    #expect(!caches.isEmpty)
    #expect(caches.filter { $0.value > 1 }.isEmpty, "\(caches)")
  }

  /// Commands that draw nothing read the configuration once: the catalog's reading. (Pango's
  /// thread was quick enough to read the configuration's files again before the command
  /// ended, if not always its caches.)
  @Test(arguments: [["face", "FixtureMono-Bold"], ["families"]])
  func theConfigurationIsReadOnce(_ arguments: [String]) throws {
    let configuration = FixtureFonts.faceConfigurationFile.path
    #expect(try openings(arguments)[configuration] == 1)
  }
}
