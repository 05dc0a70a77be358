import FixtureSupport
import Foundation
import Glibc
import Synchronization
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
    let configuration = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("conf-\(state)"), folders: [fonts])
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

  /// The "before" fonts and the fixture variable font in `fonts`, with a configuration that
  /// sees them: the environment, and the variable font's file.
  func installWithVariableFont() throws -> (environment: [String: String], variable: URL) {
    var environment = try install("before")
    let variable = fonts.appendingPathComponent("FixtureVariable-VF.ttf")
    try FileManager.default.copyItem(
      at: FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureVariable-VF.ttf"), to: variable)
    environment["FONTCONFIG_FILE"] =
      FixtureFonts.writeConfiguration(in: work.appendingPathComponent("conf-variable"), folders: [fonts]).path
    return (environment, variable)
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

  /// With SOURCE_DATE_EPOCH set, two snapshots of the same fonts are the same bytes, dated by
  /// it and said to take no time, as reproducible builds ask (a snapshot kept in a repository
  /// changed at each run); a value that is no date is ignored.
  @Test func snapshotsDatedBySourceDateEpochAreTheSameBytes() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    var environment = try install("before")
    environment["SOURCE_DATE_EPOCH"] = "86400"
    let first = try typecase(["snapshot"], environment)
    Thread.sleep(forTimeInterval: 1.1)
    let second = try typecase(["snapshot"], environment)
    #expect(first.status == 0 && second.status == 0)
    #expect(first.standardOutput == second.standardOutput)
    #expect(
      first.standardOutput.contains(#""createdAt": "1970-01-02T00:00:00Z""#), "\(first.standardOutput.prefix(200))")
    #expect(first.standardOutput.contains(#""seconds": 0"#))
    environment["SOURCE_DATE_EPOCH"] = "yesterday"
    #expect(try !typecase(["snapshot"], environment).standardOutput.contains("1970-01-02"))
  }

  /// A SOURCE_DATE_EPOCH that is no date fails the snapshot, as reproducible builds ask (it
  /// was ignored, the snapshot dated now without a word); an empty one is none.
  @Test func aSourceDateEpochThatIsNoDateFails() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    var environment = try install("before")
    for value in ["abc", "1.5", "-1", "253402300800"] {
      environment["SOURCE_DATE_EPOCH"] = value
      let outcome = try typecase(["snapshot", "-o", path("bad.json")], environment)
      #expect(outcome.status == 2, "\(value): \(outcome.standardError)")
      #expect(outcome.standardError.hasPrefix("typecase: SOURCE_DATE_EPOCH is \"\(value)\", which is no date"))
      #expect(!FileManager.default.fileExists(atPath: path("bad.json")))
    }
    environment["SOURCE_DATE_EPOCH"] = ""
    #expect(try typecase(["snapshot", "-o", path("empty.json")], environment).status == 0)
  }

  /// A font whose file name is not UTF-8 is said to be left out with the reason, and that
  /// diff sees no change of it: it was "cannot read" alone, where fc-query and sha256sum read
  /// the file.
  @Test func aFileNameThatIsNotUTF8IsSaidSo() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let environment = try install("before")
    let copy = try ProcessRunner.runPython(
      [
        "-c", "import shutil, sys; shutil.copy(sys.argv[1], sys.argv[2].encode() + b'/Mono-\\xe9.ttf')",
        fonts.appendingPathComponent("FixtureMono-Regular.ttf").path, fonts.path,
      ], environment: environment)
    try #require(copy.status == 0, "\(copy.standardError)")
    let outcome = try typecase(["snapshot", "-o", path("a.json")], environment)
    // Written, but not whole: said by the status too.
    #expect(outcome.status == 1)
    #expect(FileManager.default.fileExists(atPath: path("a.json")))
    #expect(
      outcome.standardError.contains(
        "/Mono-\u{FFFD}.ttf: its file name is not UTF-8, which Typecase cannot open; give the file a UTF-8 name to open it; its contents (SHA-256) are left out of the snapshot, and diff sees no change of them\n"
      ), "\(outcome.standardError)")
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

  /// "-o -" is standard output, as "-" is standard input for diff, cover and match --text (a
  /// file named "-" was written).
  @Test func outputDashIsStandardOutput() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    var environment = try install("before")
    environment["TYPECASE"] = ProcessRunner.typecase.path
    let result = try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "cd \"$1\" && \"$TYPECASE\" snapshot -o -", "sh", work.path],
      environment: environment)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.hasPrefix("{\n  \"snapshotVersion\": 1,"))
    #expect(!FileManager.default.fileExists(atPath: path("-")), "a file named - was written")
    // And diff reads "-" as standard input ("cannot read "-": there is no such file").
    let piped = try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "cd \"$1\" && \"$TYPECASE\" snapshot -o - | \"$TYPECASE\" diff -", "sh", work.path],
      environment: environment)
    #expect(piped.status == 0, "\(piped.standardError)")
    #expect(piped.standardOutput.hasPrefix("The fonts are the same ("), "\(piped.standardOutput)")
    let twice = try typecase(["diff", "-", "-"], environment)
    #expect(twice.status == 2)
    #expect(twice.standardError.contains("only one of A and B can be - (standard input)"))
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
    #expect(
      faces.compactMap { $0["postscriptName"] as? String }.sorted()
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

  /// Runs `typecase` with `arguments`, killed after 60 seconds (status 137) if it hangs.
  func typecaseWithin60Seconds(_ arguments: [String], _ environment: [String: String]) throws -> ProcessOutcome {
    try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/timeout"), ["-s", "KILL", "60", ProcessRunner.typecase.path] + arguments,
      environment: environment)
  }

  /// Cache files that are no regular files (named pipes, links to /dev/zero) are ignored.
  ///
  /// The snapshot is the one taken without them (it waited for a writer for good, or read until
  /// memory ran out). A snapshot to compare read from a device or standard input stops at
  /// 256 MB, with why.
  @Test func cachesThatAreNoRegularFilesAreIgnored() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let environment = try install("before")
    // The second writes the faces cache (the first made fontconfig's caches).
    _ = try typecase(["snapshot"], environment)
    let expected = try typecase(["snapshot"], environment)
    let cache = work.appendingPathComponent("cache/typecase")
    let folderCaches = try FileManager.default.contentsOfDirectory(
      atPath: cache.appendingPathComponent("snapshot-faces.folders").path)
    try #require(!folderCaches.isEmpty)
    let caches = ["file-hashes", "snapshot-faces"] + folderCaches.map { "snapshot-faces.folders/" + $0 }
    for replace in ["pipe", "link"] {
      for name in caches {
        let path = cache.appendingPathComponent(name).path
        try? FileManager.default.removeItem(atPath: path)
        if replace == "pipe" {
          try #require(mkfifo(path, 0o600) == 0)
        } else {
          try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        }
      }
      let taken = try typecaseWithin60Seconds(["snapshot"], environment)
      #expect(taken.status == 0, "\(replace): \(taken.standardError)")
      #expect(withoutHeader(taken.standardOutput) == withoutHeader(expected.standardOutput), "\(replace)")
    }
    // The file that replaced the link has a file's permissions, not the device's (0666).
    let mode =
      try FileManager.default.attributesOfItem(atPath: cache.appendingPathComponent("file-hashes").path)[
        .posixPermissions] as? Int
    #expect(mode.map { $0 & 0o022 == 0 } == true, "\(String(mode ?? 0, radix: 8))")
    // A regular file far larger than any cache or memory (sparse: it takes no room) is not
    // read whole (64 GB were asked for, and the program stopped).
    let huge = work.appendingPathComponent("huge")
    try #require(FileManager.default.createFile(atPath: huge.path, contents: nil))
    try #require(truncate(huge.path, off_t(SnapshotText.sizeLimit) * 256) == 0)
    for name in ["file-hashes", "snapshot-faces"] {
      let path = cache.appendingPathComponent(name).path
      try? FileManager.default.removeItem(atPath: path)
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: huge.path)
    }
    let taken = try typecaseWithin60Seconds(["snapshot"], environment)
    #expect(taken.status == 0, "\(taken.standardError)")
    #expect(withoutHeader(taken.standardOutput) == withoutHeader(expected.standardOutput))
    let compared = try typecaseWithin60Seconds(["diff", "/dev/zero"], environment)
    #expect(compared.status == 2)
    #expect(compared.standardError.contains("File too large"), "\(compared.standardError)")
    // Standard input gives the reason too (it said only "cannot read the snapshot from
    // standard input").
    let piped = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/timeout"),
      ["-s", "KILL", "60", "/bin/sh", "-c", #"exec "$0" diff - < /dev/zero"#, ProcessRunner.typecase.path],
      environment: environment)
    #expect(piped.status == 2)
    #expect(piped.standardError.contains("standard input: File too large"), "\(piped.standardError)")
  }

  /// The PostScript name and file of each face of a snapshot's output.
  func snapshotFaces(_ output: String) throws -> [String] {
    let document = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let faces = try #require(document["faces"] as? [[String: Any]])
    return faces.map { "\($0["postscriptName"] as? String ?? "?") \($0["file"] as? String ?? "?")" }
  }

  /// A folder fontconfig lists again through a link (`~/.fonts` linked to
  /// `~/.local/share/fonts`) has its faces listed once, under the path fontconfig lists first,
  /// as `faces` lists them (each was listed twice, and a diff said so); a link made since the
  /// last snapshot reads the faces again (kept from the faces cache, they were listed twice).
  @Test func aFolderReachedAgainThroughALinkIsListedOnce() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    var environment = try install("before")
    let link = work.appendingPathComponent("link")
    let names = ["FixtureDisplay-Regular", "FixtureMono-Bold", "FixtureMono-Regular"]
    func listed(under folder: URL) -> [String] {
      names.map { "\($0) \(folder.path)/\($0).ttf" }
    }
    // The real folder first, the link after it.
    environment["FONTCONFIG_FILE"] =
      FixtureFonts.writeConfiguration(in: work.appendingPathComponent("conf-after"), folders: [fonts, link]).path
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: fonts.path)
    let fcList = try ProcessRunner.runTool("fc-list", ["-f", "%{postscriptname}\n"], environment: environment)
    try #require(fcList.standardOutput.split(separator: "\n").count == 6, "fontconfig lists each face twice")
    #expect(try snapshotFaces(try typecase(["snapshot"], environment).standardOutput) == listed(under: fonts))
    #expect(try snapshotFaces(try typecase(["snapshot"], environment).standardOutput) == listed(under: fonts))
    // The link first: its faces are the ones listed, from a faces cache written before it was.
    try FileManager.default.removeItem(at: link)
    environment["FONTCONFIG_FILE"] =
      FixtureFonts.writeConfiguration(in: work.appendingPathComponent("conf-before"), folders: [link, fonts]).path
    // The second writes the faces cache (the first made fontconfig's caches).
    for _ in 0..<2 {
      #expect(try snapshotFaces(try typecase(["snapshot"], environment).standardOutput) == listed(under: fonts))
    }
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: fonts.path)
    // fontconfig's cache of the link's folder, as any program using fonts would write it.
    _ = try ProcessRunner.runTool("fc-list", [], environment: environment)
    let snapshot = try typecase(["snapshot"], environment).standardOutput
    #expect(try snapshotFaces(snapshot) == listed(under: link))
    let faces = try typecase(["faces", "Fixture Mono", "--json"], environment).standardOutput
    #expect(faces.components(separatedBy: link.path + "/").count - 1 == 2, "\(faces)")
    #expect(!faces.contains(fonts.path + "/"), "\(faces)")
    let compared = try file("now.json", snapshot)
    #expect(try typecase(["diff", compared], environment).status == 0)
  }

  /// A variable font's faces are described alike by `faces --json`, `snapshot` and `face
  /// --json`: the variable font as a whole is `"variable": true` with its axes, a named
  /// instance has its coordinates (the snapshot had neither, and `face` called an instance
  /// variable, without its coordinates); `diff` names the whole by its full name, as every
  /// other command does ("Fixture Variable Variable" before).
  @Test func aVariableFontsFacesAreDescribedAlikeEverywhere() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let (environment, variable) = try installWithVariableFont()
    func json(_ arguments: [String]) throws -> [String: Any] {
      let result = try typecase(arguments, environment)
      try #require(result.status == 0, "\(arguments): \(result.standardError)")
      return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }
    let listed = try #require(
      (try json(["faces", "Fixture Variable", "--json"])["families"] as? [[String: Any]])?.first?["faces"]
        as? [[String: Any]])
    let snapshot = try #require(try json(["snapshot"])["faces"] as? [[String: Any]])
    for face in listed {
      let name = face["fullName"] as? String
      let same = try #require(snapshot.first { $0["fullName"] as? String == name }, "\(name ?? "")")
      for key in ["variable", "axes", "coordinates"] {
        #expect(same[key] as? NSObject == face[key] as? NSObject, "\(name ?? "") \(key)")
      }
    }
    let whole = try #require(listed.first { $0["variable"] as? Bool == true })
    #expect((whole["axes"] as? [Any])?.count == 2)
    let bold = try #require(listed.first { $0["postscriptName"] as? String == "FixtureVariable-Bold" })
    #expect(bold["coordinates"] as? [String: Double] == ["wght": 700, "GRAD": 0])
    let face = try #require(try json(["face", "FixtureVariable-Bold", "--json"])["face"] as? [String: Any])
    #expect(face["variable"] as? Bool == false)
    #expect(face["coordinates"] as? [String: Double] == ["wght": 700, "GRAD": 0])
    #expect((face["axes"] as? [Any])?.count == 2, "the file's axes are still listed")
    let wholeFile = try #require(try json(["face", variable.path, "--json"])["face"] as? [String: Any])
    #expect(wholeFile["variable"] as? Bool == true)
    #expect(wholeFile["coordinates"] == nil)

    let before = try file("before.json", try typecase(["snapshot"], environment).standardOutput)
    try FileManager.default.removeItem(at: variable)
    let diff = try typecase(["diff", before], environment)
    #expect(diff.standardOutput.contains("  - Fixture Variable (Variable)\t"), "\(diff.standardOutput)")
  }

  /// A font file that can no longer be read is said to be so, and its face is a change: its
  /// hash was left out without a word, and `diff` found the fonts the same. (Run as nobody:
  /// root reads any file.)
  @Test func aFileThatCannotBeReadIsNamedAndIsAChange() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let fonts = work.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    for name in ["FixtureDisplay-Regular.ttf", "FixtureMono-Bold.ttf"] {
      try FileManager.default.copyItem(
        at: FixtureFonts.fontsDirectory.appendingPathComponent(name), to: fonts.appendingPathComponent(name))
    }
    let configuration = FixtureFonts.writeConfiguration(in: work.appendingPathComponent("conf"), folders: [fonts])
    _ = try ProcessRunner.runTool("chmod", ["-R", "a+rwX", work.path], environment: FixtureFonts.environment())
    func asNobody(_ arguments: [String], cache: String) throws -> ProcessOutcome {
      let environment = FixtureFonts.environment([
        "FONTCONFIG_FILE": configuration.path, "HOME": work.path, "XDG_CACHE_HOME": path(cache),
      ])
      return try ProcessRunner.run(
        URL(fileURLWithPath: "/usr/bin/setpriv"),
        ["--reuid=65534", "--regid=65534", "--clear-groups", ProcessRunner.typecase.path] + arguments,
        environment: environment)
    }
    let before = try asNobody(["snapshot", "-o", path("before.json")], cache: "cache-1")
    try #require(before.status == 0, "\(before.standardError)")
    #expect(before.standardError.isEmpty, "\(before.standardError)")
    let unread = fonts.appendingPathComponent("FixtureMono-Bold.ttf").path
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: unread)
    let after = try asNobody(["snapshot", "-o", path("after.json")], cache: "cache-2")
    // Written without the file's contents: 1, for a job that keeps the snapshot as a baseline.
    #expect(after.status == 1, "\(after.standardError)")
    #expect(FileManager.default.fileExists(atPath: path("after.json")))
    #expect(
      after.standardError
        == "typecase: cannot read \(unread): its contents (SHA-256) are left out of the snapshot\n")
    // With the faces cache of the readable file (its folder read again, the file with it)
    // and with the one written since (the unreadable file's folder read again, not copied),
    // it is said all the same: both left it out without a word.
    for cache in ["cache-1", "cache-2"] {
      let again = try asNobody(["snapshot", "-o", path("again-\(cache).json")], cache: cache)
      #expect(again.status == 1, "\(again.standardError)")
      #expect(
        again.standardError
          == "typecase: cannot read \(unread): its contents (SHA-256) are left out of the snapshot\n", "\(cache)")
    }
    let diff = try asNobody(["diff", path("before.json"), path("after.json")], cache: "cache-2")
    #expect(diff.status == 1, "\(diff.standardOutput)")
    #expect(diff.standardOutput.contains("  ~ FixtureMono-Bold\tcontents "), "\(diff.standardOutput)")
    #expect(diff.standardOutput.contains(" → unreadable\t"), "\(diff.standardOutput)")
  }

  /// A font rewritten in place, as long as before, its modification time set back (`touch
  /// -d`, `cp -p`, an archive unpacked over it), is a change: the caches gave its earlier
  /// SHA-256, and diff said "The fonts are the same".
  @Test func aFontRewrittenWithItsOldModificationTimeIsAChange() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let environment = try install("before")
    #expect(try typecase(["snapshot", "-o", path("a.json")], environment).status == 0)
    let font = fonts.appendingPathComponent("FixtureMono-Bold.ttf")
    // The modification time to the nanosecond (a Date loses some).
    var status = stat()
    try #require(stat(font.path, &status) == 0)
    let times = [status.st_atim, status.st_mtim]
    // The last byte flipped, in place (the same inode and size).
    let handle = try FileHandle(forUpdating: font)
    let end = try handle.seekToEnd()
    try handle.seek(toOffset: end - 1)
    let last = try #require(try handle.read(upToCount: 1)?.first)
    try handle.seek(toOffset: end - 1)
    try handle.write(contentsOf: Data([last ^ 0xFF]))
    try handle.close()
    try #require(utimensat(AT_FDCWD, font.path, times, 0) == 0)
    var after = stat()
    try #require(stat(font.path, &after) == 0)
    try #require(after.st_mtim.tv_nsec == status.st_mtim.tv_nsec && after.st_size == status.st_size)
    #expect(try typecase(["snapshot", "-o", path("b.json")], environment).status == 0)
    let diff = try typecase(["diff", path("a.json"), path("b.json")], environment)
    #expect(diff.status == 1, "\(diff.standardOutput)")
    #expect(diff.standardOutput.contains("  ~ FixtureMono-Bold\tcontents "), "\(diff.standardOutput)")
  }

  /// A new build whose weight, width or slant changed says so, beside its contents: a Regular
  /// made Medium and Condensed said only "contents", which a hinting change says too.
  @Test func aWeightOrWidthChangeIsSaid() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let environment = try install("before")
    #expect(try typecase(["snapshot", "-o", path("a.json")], environment).status == 0)
    let font = fonts.appendingPathComponent("FixtureMono-Bold.ttf")
    let rebuilt = work.appendingPathComponent("rebuilt.ttf")
    try DerivedFont.write(
      from: font, to: rebuilt, editing: "font['OS/2'].usWeightClass = 800\nfont['OS/2'].usWidthClass = 3")
    // Moved over it, as a package manager puts a new build in place.
    try #require(rename(rebuilt.path, font.path) == 0)
    #expect(try typecase(["snapshot", "-o", path("b.json")], environment).status == 0)
    let fcQuery = try ProcessRunner.runTool(
      "fc-query", ["-f", "%{weight} %{width}", font.path], environment: environment)
    #expect(fcQuery.standardOutput == "205 75", "\(fcQuery.standardOutput)")
    for arguments in [["diff", path("a.json"), path("b.json")], ["diff", path("a.json")]] {
      let diff = try typecase(arguments, environment)
      #expect(diff.status == 1, "\(diff.standardOutput)")
      #expect(
        diff.standardOutput.contains("  ~ FixtureMono-Bold\tweight 700 → 800; width 100 → 75; contents "),
        "\(diff.standardOutput)")
    }
    let json = try typecase(["diff", path("a.json"), path("b.json"), "--json"], environment).standardOutput
    #expect(json.contains(#""fields": ["traits", "sha256"]"#), "\(json)")
    #expect(json.contains(#""weight": 800"#), "\(json)")
  }

  /// A new build of a variable font whose axes or instances moved says so: a weight range of
  /// 300–700 made 100–900 said only "contents", as a new hinting does.
  @Test func aVariableFontsAxesAndInstancesThatMovedAreSaid() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let (environment, variable) = try installWithVariableFont()
    #expect(try typecase(["snapshot", "-o", path("a.json")], environment).status == 0)
    let rebuilt = work.appendingPathComponent("rebuilt.ttf")
    try DerivedFont.write(
      from: variable, to: rebuilt,
      editing: """
        font["fvar"].axes[0].minValue = 300
        font["fvar"].axes[0].maxValue = 800
        font["fvar"].instances[2].coordinates["wght"] = 650
        """)
    try #require(rename(rebuilt.path, variable.path) == 0)
    #expect(try typecase(["snapshot", "-o", path("b.json")], environment).status == 0)
    let diff = try typecase(["diff", path("a.json"), path("b.json")], environment)
    #expect(diff.status == 1, "\(diff.standardOutput)")
    #expect(
      diff.standardOutput.contains(
        "  ~ Fixture Variable (Variable)\taxes wght 100–900 (default 400) → wght 300–800 (default 400); contents "),
      "\(diff.standardOutput)")
    #expect(
      diff.standardOutput.contains(
        "  ~ FixtureVariable-Bold\tweight 700 → 650; coordinates wght=700 GRAD=0 → wght=650 GRAD=0; contents "),
      "\(diff.standardOutput)")
    let json = try typecase(["diff", path("a.json"), path("b.json"), "--json"], environment).standardOutput
    #expect(json.contains(#""fields": ["variation", "sha256"]"#), "\(json)")
    #expect(json.contains(#""axes": "wght 300–800 (default 400), GRAD -200–150 (default 0)""#), "\(json)")
    #expect(json.contains(#""coordinates": "wght=650 GRAD=0""#), "\(json)")

    // An axis gone and another added are said so; the same axes in another order are no change.
    let reordered = work.appendingPathComponent("reordered.ttf")
    try DerivedFont.write(
      from: variable, to: reordered,
      editing: """
        def renamed(axes):
            return {("XOPQ" if tag == "GRAD" else tag): value for tag, value in axes.items()}
        font["fvar"].axes[1].axisTag = "XOPQ"
        for instance in font["fvar"].instances:
            instance.coordinates = renamed(instance.coordinates)
        if "gvar" in font:
            for variations in font["gvar"].variations.values():
                for variation in variations:
                    variation.axes = renamed(variation.axes)
        """)
    try #require(rename(reordered.path, variable.path) == 0)
    #expect(try typecase(["snapshot", "-o", path("c.json")], environment).status == 0)
    let renamed = try typecase(["diff", path("b.json"), path("c.json")], environment).standardOutput
    #expect(
      renamed.contains(
        "  ~ Fixture Variable (Variable)\tno longer has GRAD -200–150 (default 0); now also has XOPQ -200–150 (default 0); contents "
      ), "\(renamed)")
    let same = SnapshotDiff(
      before: [variableFace(axes: "wght 1–2 (default 1), opsz 8–72 (default 12)", coordinates: "wght=1 opsz=8")],
      after: [variableFace(axes: "opsz 8–72 (default 12), wght 1–2 (default 1)", coordinates: "opsz=8 wght=1")])
    #expect(same.isEmpty)
  }

  /// A variable face's record for `SnapshotDiff`, with `axes` and `coordinates` summaries.
  func variableFace(axes: String, coordinates: String) -> SnapshotFace {
    SnapshotFace(
      family: "V", style: "Variable", postScriptName: nil, fullName: "V (Variable)", file: "/v.ttf", index: 0,
      version: "1", sha256: "s", characterCount: 1, charsetSHA256: "c", axes: axes, coordinates: coordinates)
  }

  /// The same fonts under another configuration (a rule added in a conf.d folder) differ:
  /// programs may get other fonts, and diff said "The fonts are the same", exit 0.
  @Test func anotherConfigurationIsADifference() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    var environment = try install("before")
    #expect(try typecase(["snapshot", "-o", path("a.json")], environment).status == 0)
    let rules = work.appendingPathComponent("conf.d")
    try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
    try Data(
      """
      <?xml version="1.0"?>
      <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
      <fontconfig><alias><family>monospace</family><prefer><family>Fixture Display</family></prefer></alias></fontconfig>
      """.utf8
    ).write(to: rules.appendingPathComponent("50-alias.conf"))
    let configuration = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("conf-rules"), folders: [fonts],
      rules: "<include ignore_missing=\"yes\">\(rules.path)</include>")
    environment["FONTCONFIG_FILE"] = configuration.path
    #expect(try typecase(["snapshot", "-o", path("b.json")], environment).status == 0)
    for arguments in [["diff", path("a.json"), path("b.json")], ["diff", path("a.json")]] {
      let diff = try typecase(arguments, environment)
      #expect(diff.status == 1, "\(diff.standardOutput)")
      #expect(diff.standardOutput.contains("  + \(rules.path)/50-alias.conf\n"), "\(diff.standardOutput)")
      #expect(diff.standardOutput.hasSuffix("but not fontconfig's configuration: programs may get other fonts.\n"))
    }
    let json = try typecase(["diff", path("a.json"), path("b.json"), "--json"], environment).standardOutput
    #expect(json.contains(#""same": false"#) && json.contains(#""configFiles": {"#), "\(json)")
    // The same configuration: the same.
    let again = try typecase(["diff", path("b.json")], environment)
    #expect(again.status == 0, "\(again.standardOutput)")
    // The same files, one of them edited (a rule added to the file itself, as the folders
    // listed in another order): their names alone said nothing.
    let edited = try String(contentsOf: configuration, encoding: .utf8).replacingOccurrences(
      of: "</fontconfig>",
      with: "<alias><family>serif</family><prefer><family>Fixture Mono</family></prefer></alias></fontconfig>")
    try Data(edited.utf8).write(to: configuration)
    let rule = try typecase(["diff", path("b.json")], environment)
    #expect(rule.status == 1, "\(rule.standardOutput)")
    #expect(
      rule.standardOutput.contains("  ~ the same files, with other contents or in another order\n"),
      "\(rule.standardOutput)")
    #expect(try typecase(["diff", path("b.json"), "--json"], environment).standardOutput.contains(#""changed": true"#))
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
    let changedLine = try #require(
      lines.first { $0.hasPrefix("  ~ FixtureDisplay-Regular\tversion 1.000 → 2.000; contents ") })
    // Then the file it is in: two files can hold one PostScript name.
    #expect(
      changedLine.split(separator: "\t").last.map(String.init)?.hasSuffix("/FixtureDisplay-Regular.ttf") == true,
      "\(changedLine)")
    #expect(lines.contains { $0.hasPrefix("  - FixtureMono-Bold\t") })
    #expect(lines.contains { $0.hasPrefix("  + TypecaseFixtureSans-Bold\t") })
    #expect(lines.last == "1 added, 1 removed, 1 changed, in 3 families (3 faces before, 3 after).")

    let json = try typecase(["diff", path("before.json"), path("after.json"), "--json"], environment)
    #expect(json.status == 1)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
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
    #expect(
      ((families[2]["added"] as? [[String: Any]])?.first?["postscriptName"]) as? String == "TypecaseFixtureSans-Bold")

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

    // A face without a PostScript name (a variable font as a whole) changed: its entry has no
    // "postscriptName" (it had its family and style there, a name the face does not have).
    var unnamed: [String] = []
    for name in ["before.json", "after.json"] {
      let text = try String(contentsOfFile: path(name), encoding: .utf8)
      let line = "      \"postscriptName\": \"FixtureDisplay-Regular\",\n"
      try #require(text.contains(line))
      unnamed.append(try file("unnamed-" + name, text.replacingOccurrences(of: line, with: "")))
    }
    let unnamedJSON = try typecase(["diff", unnamed[0], unnamed[1], "--json"], environment)
    let unnamedDocument = try #require(
      try JSONSerialization.jsonObject(with: Data(unnamedJSON.standardOutput.utf8)) as? [String: Any])
    let unnamedFamilies = try #require(unnamedDocument["families"] as? [[String: Any]])
    let unnamedChange = try #require((unnamedFamilies.first?["changed"] as? [[String: Any]])?.first)
    #expect(unnamedChange["postscriptName"] == nil, "\(unnamedChange)")
    #expect((unnamedChange["after"] as? [String: Any])?["style"] as? String == "Regular")
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

  /// `-o` writes through a symbolic link (the link stays, the file keeps its permissions), into
  /// a pipe (it is not replaced by a file: as root that would replace a device such as
  /// /dev/full), and refuses a folder.
  @Test func theOutputFollowsLinksWritesIntoPipesAndRefusesFolders() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let environment = try install("before")
    let target = try file("target.json", "old")
    #expect(chmod(target, 0o600) == 0)
    try FileManager.default.createSymbolicLink(atPath: path("link.json"), withDestinationPath: "target.json")
    let linked = try typecase(["snapshot", "-o", path("link.json")], environment)
    #expect(linked.status == 0, "\(linked.standardError)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("link.json")) == "target.json")
    #expect(try String(contentsOfFile: target, encoding: .utf8).contains("\"snapshotVersion\": 1"))
    let attributes = try FileManager.default.attributesOfItem(atPath: target)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)

    let pipe = path("pipe")
    #expect(mkfifo(pipe, 0o600) == 0)
    let read = Mutex<Data?>(nil)
    let reader = Thread {
      // Opening for reading waits for the writer; reading ends when it closes.
      let descriptor = open(pipe, O_RDONLY)
      guard descriptor >= 0 else { return }
      defer { close(descriptor) }
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let count = Glibc.read(descriptor, &buffer, buffer.count)
        if count <= 0 { break }
        bytes += buffer[..<count]
      }
      read.withLock { $0 = Data(bytes) }
    }
    reader.start()
    let piped = try typecase(["snapshot", "-o", pipe], environment)
    #expect(piped.status == 0, "\(piped.standardError)")
    for _ in 0..<500 where !reader.isFinished { usleep(10_000) }
    let text = read.withLock { $0.map { String(decoding: $0, as: UTF8.self) } } ?? ""
    #expect(text.contains("\"snapshotVersion\": 1"))
    var info = stat()
    #expect(lstat(pipe, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the pipe was replaced")

    let folder = try typecase(["snapshot", "-o", work.path], environment)
    #expect(folder.status == 1)
    #expect(folder.standardError.contains("Is a directory"), "\(folder.standardError)")
  }

  /// A newer version's snapshot: read (unknown members stepped over), compared, and said so.
  @Test func aNewerSnapshotIsComparedWithANote() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let environment = try install("before")
    #expect(try typecase(["snapshot", "-o", path("now.json")], environment).status == 0)
    var newer = try String(contentsOfFile: path("now.json"), encoding: .utf8)
    newer = newer.replacingOccurrences(
      of: "\"snapshotVersion\": 1,", with: "\"snapshotVersion\": 2,\n  \"machine\": {\"id\": [1, {\"x\": null}]},")
    newer = newer.replacingOccurrences(
      of: "      \"family\": ", with: "      \"fromTheFuture\": {\"a\": [true]},\n      \"family\": ")
    let future = try file("future.json", newer)
    let result = try typecase(["diff", future], environment)
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardError.contains("was written by a newer Typecase (snapshot version 2; this one knows 1)"))
  }

  /// Puts a "z" at `offset` in every occurrence of each name in the faces cache whose index is
  /// at `facesCache` (the folders' files beside it); how many were changed.
  func mark(_ names: [String: Int], inFacesCache facesCache: String) throws -> Int {
    let folder = URL(fileURLWithPath: facesCache + ".folders")
    var marked = 0
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !file.hasPrefix(".") {
      let url = folder.appendingPathComponent(file)
      var bytes = [UInt8](try Data(contentsOf: url))
      for (name, offset) in names {
        let name = Array(name.utf8)
        guard bytes.count >= name.count else { continue }
        for start in 0...(bytes.count - name.count) where bytes[start..<(start + name.count)].elementsEqual(name) {
          bytes[start + offset] = UInt8(ascii: "z")
          marked += 1
        }
      }
      try Data(bytes).write(to: url)
    }
    return marked
  }

  /// The faces cache answers for the same fonts (a change made to it shows), and only for
  /// them: a font file changed or touched, a font added or removed, or the configuration
  /// changed, and the faces are read afresh, as without a cache.
  @Test func theFacesCacheAnswersOnlyForTheSameFonts() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let environment = try install("before")
    let facesCache = path("cache/typecase/snapshot-faces")
    // The first snapshot may find fontconfig reading the new folder without a cache of its
    // own: then it keeps no faces (they are not those of a cache file). The second keeps them.
    #expect(try typecase(["snapshot"], environment).status == 0)
    let fresh = try typecase(["snapshot"], environment)
    #expect(fresh.status == 0, "\(fresh.standardError)")
    #expect(FileManager.default.fileExists(atPath: facesCache))
    let cached = try typecase(["snapshot"], environment)
    #expect(withoutHeader(cached.standardOutput) == withoutHeader(fresh.standardOutput))

    /// Marks the cached faces ("Fixture Display" becomes "Fixture Dizplay"): a snapshot that
    /// shows the mark came from the cache.
    func markCache() throws {
      #expect(try mark(["Fixture Display": 10], inFacesCache: facesCache) > 0)
    }
    /// The snapshot now, which must not come from the marked cache and must be what a snapshot
    /// without any cache writes.
    func snapshotAfterChange(_ change: String) throws -> String {
      let result = try typecase(["snapshot"], environment)
      #expect(result.status == 0, "\(change): \(result.standardError)")
      #expect(!result.standardOutput.contains("Dizplay"), "\(change): the cache answered")
      try FileManager.default.removeItem(atPath: facesCache)
      let uncached = try typecase(["snapshot"], environment)
      #expect(withoutHeader(result.standardOutput) == withoutHeader(uncached.standardOutput), "\(change)")
      return result.standardOutput
    }
    /// Moves the fonts folder's modification time on, as installing or removing a font does
    /// (so that fontconfig sees it however quickly the test runs).
    func folderChanged() throws {
      try FileManager.default.setAttributes(
        [.modificationDate: Date().addingTimeInterval(10)], ofItemAtPath: fonts.path)
    }

    try markCache()
    #expect(try typecase(["snapshot"], environment).standardOutput.contains("Fixture Dizplay"))

    // A font file touched: same contents, another modification time.
    let display = fonts.appendingPathComponent("FixtureDisplay-Regular.ttf")
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 978_307_200)], ofItemAtPath: display.path)
    #expect(try snapshotAfterChange("touched").contains("\"modified\": \"2001-01-01T00:00:00Z\""))

    // A font file rewritten in place: other contents, another SHA-256. (The snapshot without
    // a cache wrote the cache again.)
    try markCache()
    let handle = try FileHandle(forWritingTo: display)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data([0, 0, 0, 0]))
    try handle.close()
    let sum = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/sha256sum"), [display.path], environment: environment)
    let digest = try #require(sum.standardOutput.split(separator: " ").first.map(String.init))
    #expect(try snapshotAfterChange("rewritten").contains(digest))

    // A font added.
    try markCache()
    try FileManager.default.copyItem(
      at: Self.fixtures.appendingPathComponent("after/TypecaseFixtureSans-Bold.ttf"),
      to: fonts.appendingPathComponent("TypecaseFixtureSans-Bold.ttf"))
    try folderChanged()
    #expect(try snapshotAfterChange("added").contains("TypecaseFixtureSans-Bold"))

    // A font removed (fontconfig may have read the folder afresh without a cache the last
    // time: the cache is written by the snapshot that finds fontconfig's caches in place).
    _ = try typecase(["snapshot"], environment)
    try markCache()
    try FileManager.default.removeItem(at: fonts.appendingPathComponent("FixtureMono-Bold.ttf"))
    try folderChanged()
    #expect(try !snapshotAfterChange("removed").contains("FixtureMono-Bold"))

    // The configuration changed: the same folder, Mono faces rejected.
    _ = try typecase(["snapshot"], environment)
    try markCache()
    let configuration = try #require(environment["FONTCONFIG_FILE"])
    let text = try String(contentsOfFile: configuration, encoding: .utf8)
    try text.replacingOccurrences(
      of: "</fontconfig>",
      with: "<selectfont><rejectfont><glob>*Mono*</glob></rejectfont></selectfont>\n</fontconfig>"
    ).write(toFile: configuration, atomically: true, encoding: .utf8)
    #expect(try !snapshotAfterChange("configuration").contains("FixtureMono"))

    // The configuration changed again, the same number of faces listed: others.
    _ = try typecase(["snapshot"], environment)
    try markCache()
    try text.replacingOccurrences(
      of: "</fontconfig>",
      with: "<selectfont><rejectfont><glob>*TypecaseFixtureSans*</glob></rejectfont></selectfont>\n</fontconfig>"
    ).write(toFile: configuration, atomically: true, encoding: .utf8)
    let swapped = try snapshotAfterChange("configuration again")
    #expect(swapped.contains("FixtureMono") && !swapped.contains("TypecaseFixtureSans"))
  }

  /// One font folder changed, another not: the untouched folder's faces are copied from the
  /// cache (a mark made in it shows), the changed folder's are read afresh, and each snapshot
  /// is, but for the mark, what a snapshot without any cache writes.
  @Test func onlyTheChangedFolderIsReadAgain() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    var environment = try install("before")
    let second = work.appendingPathComponent("fonts-2")
    try FileManager.default.createDirectory(at: second, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Self.fixtures.appendingPathComponent("after/TypecaseFixtureSans-Bold.ttf"),
      to: second.appendingPathComponent("TypecaseFixtureSans-Bold.ttf"))
    let configuration = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("conf-two"), folders: [fonts, second])
    environment["FONTCONFIG_FILE"] = configuration.path
    let facesCache = path("cache/typecase/snapshot-faces")
    /// fontconfig's caches brought up to date, as installing a font does.
    func refreshFontconfig() throws {
      let refreshed = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/fc-cache"), [], environment: environment)
      #expect(refreshed.status == 0, "\(refreshed.standardError)")
    }
    try refreshFontconfig()
    #expect(try typecase(["snapshot"], environment).status == 0)
    #expect(FileManager.default.fileExists(atPath: facesCache))

    /// Marks the cached faces of both folders: "Fixture Display" (the first) becomes "Fixture
    /// Dizplay", "Typecase Fixture Sans" (the second) "Typecase Fixture zans".
    func markCache() throws {
      #expect(try mark(["Fixture Display": 10], inFacesCache: facesCache) > 0)
      #expect(try mark(["Typecase Fixture Sans": 17], inFacesCache: facesCache) > 0)
    }
    /// The snapshot after `change` to the second folder: the first folder's faces from the
    /// cache, the second's read; otherwise what a snapshot without any cache writes.
    func snapshotAfterChange(_ change: String) throws -> String {
      try FileManager.default.setAttributes(
        [.modificationDate: Date().addingTimeInterval(10)], ofItemAtPath: second.path)
      try refreshFontconfig()
      let result = try typecase(["snapshot"], environment)
      #expect(result.status == 0, "\(change): \(result.standardError)")
      #expect(result.standardOutput.contains("Fixture Dizplay"), "\(change): the first folder was read again")
      #expect(!result.standardOutput.contains("Fixture zans"), "\(change): the second folder was not read")
      // The mark was kept with the first folder's faces: the next snapshot copies it again.
      #expect(try typecase(["snapshot"], environment).standardOutput.contains("Fixture Dizplay"), "\(change)")
      try FileManager.default.removeItem(atPath: facesCache)
      let uncached = try typecase(["snapshot"], environment)
      #expect(
        withoutHeader(result.standardOutput.replacingOccurrences(of: "Dizplay", with: "Display"))
          == withoutHeader(uncached.standardOutput), "\(change)")
      return result.standardOutput
    }

    // A font added to the second folder ("fonts-2/…" sorts before "fonts/…": the faces read
    // afresh come before and among those copied).
    try markCache()
    try FileManager.default.copyItem(
      at: Self.fixtures.appendingPathComponent("after/FixtureMono-Regular.ttf"),
      to: second.appendingPathComponent("FixtureMono-Regular.ttf"))
    let added = try snapshotAfterChange("added")
    #expect(added.contains(second.appendingPathComponent("FixtureMono-Regular.ttf").path))

    // The font removed again.
    try markCache()
    try FileManager.default.removeItem(at: second.appendingPathComponent("FixtureMono-Regular.ttf"))
    let removed = try snapshotAfterChange("removed")
    #expect(!removed.contains(second.appendingPathComponent("FixtureMono-Regular.ttf").path))
    #expect(removed.contains("Typecase Fixture Sans"))
  }

  /// diff compares the text from the faces on before reading any face: the same text is the
  /// same faces, still checked in full (an error in it is reported), wherever the version is.
  @Test func theSameFacesAreCheckedNotRead() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let environment = try install("before")
    #expect(try typecase(["snapshot", "-o", path("a.json")], environment).status == 0)
    let text = try String(contentsOfFile: path("a.json"), encoding: .utf8)

    // Truncated the same way on both sides: the first is named.
    let truncated = try file("truncated.json", String(text.prefix(text.count - 40)))
    let both = try typecase(["diff", truncated, truncated], environment)
    #expect(both.status == 2)
    #expect(both.standardError.contains("ends in the middle of its JSON"), "\(both.standardError)")
    #expect(both.standardError.split(separator: "\n").count == 1)

    // The version declared after the faces (a newer Typecase might write it there).
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.removeAll { $0.hasPrefix("  \"snapshotVersion\":") }
    let end = try #require(lines.lastIndex(of: "}"))
    lines[end - 1] += ","
    lines.insert("  \"snapshotVersion\": 2", at: end)
    let later = try file("later.json", lines.joined(separator: "\n"))
    let same = try typecase(["diff", later, later], environment)
    #expect(same.status == 0, "\(same.standardError)")
    #expect(same.standardError.split(separator: "\n").count == 2)
    #expect(same.standardError.contains("snapshot version 2"))

    // The same faces as now, but no version anywhere.
    let noVersion = try file(
      "no-version.json", text.replacingOccurrences(of: "  \"snapshotVersion\": 1,\n", with: ""))
    _ = try typecase(["snapshot"], environment)
    let now = try typecase(["diff", noVersion], environment)
    #expect(now.status == 2)
    #expect(now.standardError.contains("has no \"snapshotVersion\""), "\(now.standardError)")
    #expect(try typecase(["diff", path("a.json")], environment).status == 0)

    // A face count that is not the list's is an error in whichever place the file is named,
    // and against the fonts now: named second, or alone, it was taken for the same fonts.
    let count = try #require(text.firstMatch(of: /"faceCount": (\d+)/).flatMap { Int($0.1) })
    let miscounted = try file(
      "miscounted.json", text.replacingOccurrences(of: "\"faceCount\": \(count),", with: "\"faceCount\": 7,"))
    for arguments in [[path("a.json"), miscounted], [miscounted, path("a.json")], [miscounted]] {
      let outcome = try typecase(["diff"] + arguments, environment)
      #expect(outcome.status == 2, "\(arguments)")
      #expect(
        outcome.standardError.contains("its \"faceCount\" says 7 faces, but it lists \(count)"),
        "\(arguments): \(outcome.standardError)")
    }
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
