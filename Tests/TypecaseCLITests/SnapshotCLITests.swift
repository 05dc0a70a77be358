import FixtureSupport
import Foundation
import Testing
import TypecaseCore

/// `typecase snapshot` and `typecase diff`, the built binary over fixture font folders: the
/// same folder holding the "before" fonts, then the "after" ones (Tests/Fixtures/snapshot-fonts,
/// made by make-snapshot-fonts.py: one font added, one removed, one changed version).
@Suite(.serialized) struct SnapshotCLITests {
  let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-snapshot-\(UUID().uuidString)")
  var fonts: URL { work.appendingPathComponent("fonts") }
  static let fixtures = FixtureFonts.packageRoot.appendingPathComponent("Tests/Fixtures/snapshot-fonts")

  /// Puts the fixture folder `state` ("before" or "after") in `fonts`, with a fontconfig
  /// configuration (and cache) of its own; the environment that sees it.
  func install(_ state: String) throws -> [String: String] {
    try? FileManager.default.removeItem(at: fonts)
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    for name in try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.appendingPathComponent(state).path) {
      try FileManager.default.copyItem(
        at: Self.fixtures.appendingPathComponent(state).appendingPathComponent(name),
        to: fonts.appendingPathComponent(name))
    }
    let configuration = FixtureFonts.writeConfiguration(in: work.appendingPathComponent("conf-\(state)"), folders: [fonts])
    return FixtureFonts.environment([
      "FONTCONFIG_FILE": configuration.path, "XDG_CACHE_HOME": work.appendingPathComponent("cache").path,
      "XDG_CONFIG_HOME": work.appendingPathComponent("config").path,
    ])
  }

  func typecase(_ arguments: [String], _ environment: [String: String]) throws -> ProcessOutcome {
    try ProcessRunner.run(ProcessRunner.typecase, arguments, environment: environment)
  }

  func path(_ name: String) -> String { work.appendingPathComponent(name).path }

  /// Writes `text` to `name` in the work folder; its path.
  func file(_ name: String, _ text: String) throws -> String {
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: work.appendingPathComponent(name))
    return path(name)
  }

  /// The lines of a snapshot without its header object.
  func withoutHeader(_ text: String) -> [Substring] {
    var lines: [Substring] = []
    var inHeader = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("  \"header\": {") { inHeader = true }
      if !inHeader { lines.append(line) }
      if inHeader && line.hasPrefix("  },") { inHeader = false }
    }
    return lines
  }

  @Test func snapshotsOfTheSameFontsDifferOnlyInTheHeader() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let environment = try install("before")
    let first = try typecase(["snapshot", "-o", path("a.json")], environment)
    #expect(first.status == 0, "\(first.standardError)")
    #expect(first.standardOutput.isEmpty)
    let second = try typecase(["snapshot"], environment)
    #expect(second.status == 0)
    let written = try String(contentsOfFile: path("a.json"), encoding: .utf8)
    #expect(withoutHeader(written) == withoutHeader(second.standardOutput))
    #expect(withoutHeader(written).count < written.split(separator: "\n", omittingEmptySubsequences: false).count)
    // The cache was written, and answers the second run.
    let cache = try String(contentsOfFile: path("cache/typecase/file-hashes"), encoding: .utf8)
    #expect(cache.split(separator: "\n").count == 1 + 3)
  }

  @Test func theSnapshotsShape() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let environment = try install("before")
    let result = try typecase(["snapshot"], environment)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(document["snapshotVersion"] as? Int == 1)
    let header = try #require(document["header"] as? [String: Any])
    #expect(Set(header.keys) == ["createdAt", "seconds", "generator"])
    let fontconfig = try #require(document["fontconfig"] as? [String: Any])
    #expect((fontconfig["version"] as? String)?.hasPrefix("2.") == true)
    #expect((fontconfig["configFiles"] as? [String])?.contains { $0.hasSuffix("/fonts.conf") } == true)
    let faces = try #require(document["faces"] as? [[String: Any]])
    #expect(document["faceCount"] as? Int == faces.count)
    #expect(faces.compactMap { $0["postscriptName"] as? String }.sorted()
      == ["FixtureDisplay-Regular", "FixtureMono-Bold", "FixtureMono-Regular"])
    #expect(faces.map { $0["file"] as? String ?? "" } == faces.map { $0["file"] as? String ?? "" }.sorted())
    let display = try #require(faces.first { $0["postscriptName"] as? String == "FixtureDisplay-Regular" })
    #expect(display["family"] as? String == "Fixture Display")
    #expect(display["version"] as? String == "1.000")
    #expect(display["characterCount"] as? Int == 95)
    #expect((display["charsetSHA256"] as? String)?.count == 64)
    #expect((display["modified"] as? String)?.hasSuffix("Z") == true)
    let file = fonts.appendingPathComponent("FixtureDisplay-Regular.ttf").path
    #expect(display["fileSize"] as? Int == (try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int))
    // The hash is what sha256sum says.
    let sum = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/sha256sum"), [file], environment: environment)
    #expect(display["sha256"] as? String == sum.standardOutput.split(separator: " ").first.map(String.init))
    // The fields of `faces --json` are all there.
    let faces_ = try typecase(["faces", "Fixture Display", "--json"], environment)
    let listed = try #require(
      ((try JSONSerialization.jsonObject(with: Data(faces_.standardOutput.utf8)) as? [String: Any])?["families"]
        as? [[String: Any]])?.first?["faces"] as? [[String: Any]])
    #expect(Set(listed[0].keys).isSubset(of: Set(display.keys)))
  }

  @Test func diffAcrossTheTwoFolders() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    var environment = try install("before")
    #expect(try typecase(["snapshot", "-o", path("before.json")], environment).status == 0)
    environment = try install("after")
    #expect(try typecase(["snapshot", "--output", path("after.json")], environment).status == 0)

    let plain = try typecase(["diff", path("before.json"), path("after.json")], environment)
    #expect(plain.status == 1, "\(plain.standardError)")
    #expect(plain.standardError.isEmpty)
    let lines = plain.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first == "Fixture Display")
    #expect(lines.contains { $0.hasPrefix("  ~ FixtureDisplay-Regular\tversion 1.000 → 2.000; contents ") })
    #expect(lines.contains { $0.hasPrefix("  - FixtureMono-Bold\t") })
    #expect(lines.contains { $0.hasPrefix("  + TypecaseFixtureSans-Bold\t") })
    #expect(lines.last == "1 added, 1 removed, 1 changed, in 3 families (3 faces before, 3 after).")

    let json = try typecase(["diff", path("before.json"), path("after.json"), "--json"], environment)
    #expect(json.status == 1)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    #expect(document["same"] as? Bool == false)
    let summary = try #require(document["summary"] as? [String: Int])
    #expect(summary == ["added": 1, "removed": 1, "changed": 1, "unchanged": 1, "facesBefore": 3, "facesAfter": 3])
    let families = try #require(document["families"] as? [[String: Any]])
    #expect(families.map { $0["name"] as? String } == ["Fixture Display", "Fixture Mono", "Typecase Fixture Sans"])
    let changed = try #require((families[0]["changed"] as? [[String: Any]])?.first)
    #expect(changed["fields"] as? [String] == ["version", "sha256", "coverage"])
    #expect((changed["before"] as? [String: Any])?["version"] as? String == "1.000")
    #expect((changed["after"] as? [String: Any])?["characterCount"] as? Int == 96)
    #expect(((families[1]["removed"] as? [[String: Any]])?.first?["postscriptName"]) as? String == "FixtureMono-Bold")
    #expect(((families[2]["added"] as? [[String: Any]])?.first?["postscriptName"]) as? String == "TypecaseFixtureSans-Bold")

    // One snapshot: compared with the fonts now ("after" installed).
    let now = try typecase(["diff", path("before.json")], environment)
    #expect(now.status == 1)
    #expect(now.standardOutput == plain.standardOutput)
    let same = try typecase(["diff", path("after.json")], environment)
    #expect(same.status == 0, "\(same.standardOutput)")
    #expect(same.standardOutput == "The fonts are the same (3 faces).\n")
    let sameJSON = try typecase(["diff", path("after.json"), path("after.json"), "--json"], environment)
    #expect(sameJSON.status == 0)
    #expect(sameJSON.standardOutput.contains("\"same\": true"))
  }

  @Test func badInputIsOneLineAndStatus2() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let environment = try install("before")
    #expect(try typecase(["snapshot", "-o", path("good.json")], environment).status == 0)
    let good = try String(contentsOfFile: path("good.json"), encoding: .utf8)
    let cases: [(String, String)] = [
      (try file("empty.json", ""), "is empty, not a snapshot"),
      (try file("truncated.json", String(good.prefix(good.count / 2))), "ends in the middle of its JSON"),
      (try file("other.json", #"{"families": []}"#), "is not a Typecase snapshot: it has no \"snapshotVersion\""),
      (try file("text.txt", "hello\n"), "is not valid JSON (line 1)"),
      (path("missing.json"), "there is no such file"),
      (work.path, "is a directory, not a snapshot"),
    ]
    for (file, message) in cases {
      for arguments in [["diff", file], ["diff", path("good.json"), file], ["diff", file, "--json"]] {
        let result = try typecase(arguments, environment)
        #expect(result.status == 2, "\(arguments)")
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("typecase: "), "\(result.standardError)")
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
      }
    }
    let usage = try typecase(["diff"], environment)
    #expect(usage.status == 2)
    #expect(usage.standardError.contains("missing snapshot file"))
  }

  /// A newer version's snapshot: read (unknown members stepped over), compared, and said so.
  @Test func aNewerSnapshotIsComparedWithANote() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let environment = try install("before")
    #expect(try typecase(["snapshot", "-o", path("now.json")], environment).status == 0)
    var newer = try String(contentsOfFile: path("now.json"), encoding: .utf8)
    newer = newer.replacingOccurrences(of: "\"snapshotVersion\": 1,", with: "\"snapshotVersion\": 2,\n  \"machine\": {\"id\": [1, {\"x\": null}]},")
    newer = newer.replacingOccurrences(of: "      \"family\": ", with: "      \"fromTheFuture\": {\"a\": [true]},\n      \"family\": ")
    let future = try file("future.json", newer)
    let result = try typecase(["diff", future], environment)
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardError.contains("was written by a newer Typecase (snapshot version 2; this one knows 1)"))
  }

  @Test func helpAndUsage() throws {
    let environment = FixtureFonts.environment()
    for command in ["snapshot", "diff"] {
      let help = try typecase([command, "--help"], environment)
      #expect(help.status == 0)
      #expect(help.standardOutput.hasPrefix("Usage: typecase \(command)"))
      #expect(help.standardOutput.contains("Examples:"))
    }
    let root = try typecase(["--help"], environment)
    #expect(root.standardOutput.contains("  snapshot "))
    #expect(root.standardOutput.contains("  diff A [B] "))
    #expect(try typecase(["snapshot", "extra"], environment).status == 2)
    #expect(try typecase(["snapshot", "-o"], environment).status == 2)
    #expect(try typecase(["diff", "a", "b", "c"], environment).status == 2)
  }
}
