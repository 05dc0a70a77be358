import FixtureSupport
import Foundation
import Glibc
import Testing

/// `typecase settings`, run as a user runs it, on a settings folder of its own.
@Suite struct SettingsCLITests {
  let configHome = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-cli-\(UUID().uuidString)")

  func typecase(_ arguments: String..., locale: String = "de_DE.UTF-8") throws -> ProcessOutcome {
    try typecase(arguments, locale: locale)
  }

  func typecase(_ arguments: [String], locale: String = "de_DE.UTF-8") throws -> ProcessOutcome {
    try ProcessRunner.run(
      ProcessRunner.typecase, arguments,
      environment: FixtureFonts.environment(["XDG_CONFIG_HOME": configHome.path, "LANG": locale]))
  }

  var settingsFile: URL { configHome.appendingPathComponent("typecase/settings.json") }

  /// `typecase` run as the user nobody (setpriv), on the same settings folder, in C.UTF-8.
  func typecaseAsNobody(_ arguments: String...) throws -> ProcessOutcome {
    try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/setpriv"),
      ["--reuid=65534", "--regid=65534", "--clear-groups", ProcessRunner.typecase.path] + arguments,
      environment: FixtureFonts.environment(["XDG_CONFIG_HOME": configHome.path, "LANG": "C.UTF-8"]))
  }

  @Test func listsEverySettingWithItsValueAndChoices() throws {
    let result = try typecase("settings")
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
    #expect(
      lines.map { $0[0] } == ["preview-text", "preview-custom-text", "preview-size", "language", "temperature-unit"])
    #expect(lines.last == ["temperature-unit", "celsius", "celsius, fahrenheit"])
    #expect(try typecase("settings", "get", "temperature-unit", locale: "en_US.UTF-8").standardOutput == "fahrenheit\n")
  }

  /// The help's list of keys is the schema's, with the values `settings` lists as allowed,
  /// in every interface language.
  @Test(arguments: ["C.UTF-8", "ja_JP.UTF-8", "ko_KR.UTF-8"])
  func helpListsEverySettingOfTheSchema(locale: String) throws {
    let help = try typecase("settings", "--help", locale: locale).standardOutput
    let listed = try typecase("settings").standardOutput.split(separator: "\n").map { $0.split(separator: "\t") }
    #expect(listed.count == 5)
    for columns in listed {
      let line = help.split(separator: "\n").first { $0.hasPrefix("  " + columns[0] + " ") }
      #expect(line != nil, "\(columns[0]) is not in the help")
      // The allowed values; free text is described in words, translated in the help.
      if columns.count > 2, columns[2] != "any text" {
        #expect(line?.contains(columns[2]) == true, "\(columns[0])'s values")
      }
    }
  }

  @Test func setsGetsAndResets() throws {
    #expect(try typecase("settings", "set", "temperature-unit", "fahrenheit").status == 0)
    #expect(try typecase("settings", "get", "temperature-unit").standardOutput == "fahrenheit\n")
    let stored = try JSONSerialization.jsonObject(with: Data(contentsOf: settingsFile)) as? [String: String]
    #expect(stored == ["temperature-unit": "fahrenheit"])
    #expect(try typecase("settings", "set", "preview-custom-text", "Zwölf Boxkämpfer").status == 0)
    #expect(try typecase("settings", "get", "preview-custom-text").standardOutput == "Zwölf Boxkämpfer\n")
    // A value of a list in another case is that value (it was refused: "Fahrenheit").
    #expect(try typecase("settings", "set", "temperature-unit", "Celsius").status == 0)
    #expect(try typecase("settings", "get", "temperature-unit").standardOutput == "celsius\n")
    #expect(try typecase("settings", "set", "Temperature-Unit", "FAHRENHEIT").status == 0)
    #expect(try typecase("settings", "get", "TEMPERATURE-UNIT").standardOutput == "fahrenheit\n")
    #expect(try typecase("settings", "reset", "temperature-unit").status == 0)
    #expect(try typecase("settings", "get", "temperature-unit").standardOutput == "celsius\n")
    #expect(try typecase("settings", "reset").status == 0)
    #expect(try typecase("settings", "get", "preview-custom-text").standardOutput == "Typecase 0123\n")
  }

  @Test func writesJSONOnRequest() throws {
    let result = try typecase("settings", "get", "language", "--json")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(object["key"] as? String == "language")
    #expect(object["value"] as? String == "system")
    #expect(object["allowed"] as? [String] == ["system", "en", "ja", "ko"])
    let list = try typecase("settings", "--json")
    let settings = try #require(
      (try JSONSerialization.jsonObject(with: Data(list.standardOutput.utf8)) as? [String: Any])?["settings"]
        as? [[String: Any]])
    #expect(settings.count == 5)
  }

  /// A change asked for with --json prints the setting (or, for a reset of all, the settings)
  /// as they now are, as `get --json` and `--json` print them: it printed nothing.
  @Test func aChangeWithJSONPrintsWhatItChanged() throws {
    func object(_ arguments: String...) throws -> [String: Any] {
      let result = try typecase(arguments)
      #expect(result.status == 0, "\(arguments): \(result.standardError)")
      return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }
    let set = try object("settings", "set", "temperature-unit", "fahrenheit", "--json")
    #expect(set["key"] as? String == "temperature-unit")
    #expect(set["value"] as? String == "fahrenheit")
    #expect(set["default"] as? String == "celsius")
    _ = try object("settings", "set", "preview-size", "24", "--json")
    let reset = try object("settings", "reset", "temperature-unit", "--json")
    #expect(reset["value"] as? String == "celsius")
    let all = try #require(try object("settings", "reset", "--json")["settings"] as? [[String: Any]])
    #expect(all.count == 5)
    // A number is a number, as in every other JSON (it was "17").
    let size = all.first { $0["key"] as? String == "preview-size" }
    #expect(size?["value"] as? Int == 17)
    #expect(size?["default"] as? Int == 17)
    #expect((size?["allowed"] as? [Int])?.contains(24) == true)
    // Without --json a change stays silent.
    #expect(try typecase("settings", "set", "temperature-unit", "fahrenheit").standardOutput == "")
  }

  /// A key or value that is not a setting's is a usage error, exit 2 as the README says of
  /// usage errors (it was 1, which says a font was not found or the file not written).
  @Test func rejectsBadKeysAndValuesListingWhatIsAllowed() throws {
    let value = try typecase("settings", "set", "temperature-unit", "kelvin")
    #expect(value.status == 2)
    #expect(value.standardError.contains("allowed: celsius, fahrenheit"))
    #expect(try typecase("settings", "set", "preview-size", "13").status == 2)
    #expect(try typecase("settings", "reset", "colour").status == 2)
    let key = try typecase("settings", "get", "colour")
    #expect(key.status == 2)
    #expect(key.standardError.contains("temperature-unit"))
    #expect(try typecase("settings", "set", "temperature-unit").status == 2)
    #expect(try typecase("settings", "frobnicate").status == 2)
    #expect(!FileManager.default.fileExists(atPath: settingsFile.path))
  }

  /// A file that is not JSON: reading commands say so and leave it (a window or an editor may
  /// still use it; `settings` renamed it); the next change sets it aside and writes anew.
  @Test func readsAroundACorruptFileAndSetsItAsideOnTheNextChange() throws {
    try FileManager.default.createDirectory(
      at: settingsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: settingsFile)
    let kept = {
      try FileManager.default.contentsOfDirectory(atPath: settingsFile.deletingLastPathComponent().path)
        .filter { $0.hasPrefix("settings.json.corrupt-") }
    }
    for arguments in [["settings", "get", "temperature-unit"], ["settings"], ["families", "--starred"]] {
      let result = try typecase(arguments)
      #expect(result.status == 0, "\(arguments)")
      #expect(result.standardError.contains("cannot be used"), "\(arguments): \(result.standardError)")
      #expect(try kept().isEmpty, "\(arguments)")
      #expect(try Data(contentsOf: settingsFile) == Data("{ not json".utf8), "\(arguments)")
    }
    #expect(try typecase("settings", "get", "temperature-unit").standardOutput == "celsius\n")
    let set = try typecase("settings", "set", "temperature-unit", "fahrenheit")
    #expect(set.status == 0)
    #expect(try kept().count == 1)
    // The change says where the file went (it went silently).
    let keptName = try #require(try kept().first)
    #expect(
      set.standardError.contains("it was kept as") && set.standardError.contains(keptName), "\(set.standardError)")
    // And only that: the start's "left as it is until a setting is changed" contradicted it.
    #expect(set.standardError.split(separator: "\n").count == 1, "\(set.standardError)")
    #expect(try typecase("settings", "get", "temperature-unit").standardOutput == "fahrenheit\n")
    // Said until then: the next command finds no corrupt file.
    #expect(try typecase("settings", "get", "temperature-unit").standardError.isEmpty)
  }

  /// What is wrong in the file is said by the commands that read it beyond the interface
  /// language (`settings`, `star`, `families --starred`, `specimen` without --text), once:
  /// `completions`, sourced at every shell start, and every other command said it too, and
  /// `settings set` said it twice.
  @Test func theFilesProblemsAreSaidByTheCommandsThatReadItOnce() throws {
    try FileManager.default.createDirectory(
      at: settingsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"preview-size": "99", "starred-families": "Inter"}"#.utf8).write(to: settingsFile)
    let said = ["typecase: ignored preview-size = \"99\"", "typecase: ignored starred-families = \"Inter\""]
    for arguments in [["families"], ["match", "Fixture Mono"], ["completions", "bash"], ["--version"], ["help"]] {
      let result = try typecase(arguments)
      #expect(result.status == 0, "\(arguments): \(result.standardError)")
      #expect(result.standardError.isEmpty, "\(arguments): \(result.standardError)")
    }
    for arguments in [
      ["settings"], ["settings", "get", "preview-size"], ["settings", "set", "preview-text", "name"],
      ["families", "--starred"],
    ] {
      let result = try typecase(arguments)
      #expect(result.status == 0, "\(arguments): \(result.standardError)")
      for warning in said {
        #expect(
          result.standardError.components(separatedBy: warning).count == 2, "\(arguments): \(result.standardError)")
      }
    }
    // A star leaves a list written as something else as it is, and fails saying so: it wrote a
    // list of the one family in its place, without a word.
    let before = try Data(contentsOf: settingsFile)
    let star = try typecase("star", "Typecase Fixture Sans")
    #expect(star.status == 1)
    #expect(star.standardError.contains("not a list of family names: it is left as it is"), "\(star.standardError)")
    #expect(try Data(contentsOf: settingsFile) == before)
    // An unstar too: it said "is not starred" of a name the file holds, written by hand.
    let unstar = try typecase("unstar", "Inter")
    #expect(unstar.status == 1)
    #expect(unstar.standardError.contains("not a list of family names: it is left as it is"), "\(unstar.standardError)")
    #expect(try Data(contentsOf: settingsFile) == before)
  }

  @Test func speaksTheInterfaceLanguage() throws {
    #expect(try typecase("settings", "set", "language", "ja").status == 0)
    let result = try typecase("faces", "No Such Family")
    #expect(result.standardError.contains("No Such Family"))
    #expect(!result.standardError.contains("no font family named"))
  }

  /// A settings file its user may not write (made read-only to pin it, or another user's) is
  /// left as it is, and a folder or lock that refuses is named as what refuses: the file was
  /// replaced, read-only and all, and made the writer's own, and a folder that took no new file
  /// was reported as the settings file's own "Permission denied".
  @Test(.enabled(if: geteuid() == 0, "acts as another user"))
  func aFileOrFolderTheUserMayNotWriteIsLeftAndNamed() throws {
    let folder = settingsFile.deletingLastPathComponent()
    let lock = folder.appendingPathComponent("settings.lock")
    let denied = String(cString: strerror(EACCES))
    let pinned = Data((#"{"temperature-unit": "celsius"}"# + "\n").utf8)
    let cases: [(fileMode: Int, fileOwner: Int, folderMode: Int, lockOwner: Int, named: String)] = [
      (0o444, 65534, 0o755, 65534, settingsFile.path + ": " + denied),
      (0o644, 0, 0o755, 65534, settingsFile.path + ": " + denied),
      (0o644, 65534, 0o555, 65534, folder.path + ": " + denied),
      (0o644, 65534, 0o755, 0, lock.path + ": " + denied),
    ]
    for (fileMode, fileOwner, folderMode, lockOwner, named) in cases {
      try? FileManager.default.removeItem(at: configHome)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try pinned.write(to: settingsFile)
      try Data().write(to: lock)
      try FileManager.default.setAttributes(
        [.posixPermissions: fileMode, .ownerAccountID: fileOwner, .groupOwnerAccountID: fileOwner],
        ofItemAtPath: settingsFile.path)
      try FileManager.default.setAttributes(
        [.ownerAccountID: lockOwner, .groupOwnerAccountID: lockOwner], ofItemAtPath: lock.path)
      try FileManager.default.setAttributes(
        [.posixPermissions: folderMode, .ownerAccountID: 65534, .groupOwnerAccountID: 65534], ofItemAtPath: folder.path)
      let result = try typecaseAsNobody("settings", "set", "temperature-unit", "fahrenheit")
      #expect(result.status == 1, "\(fileMode) \(fileOwner) \(folderMode)")
      #expect(result.standardError.contains(named), "\(result.standardError)")
      #expect(try Data(contentsOf: settingsFile) == pinned)
      let attributes = try FileManager.default.attributesOfItem(atPath: settingsFile.path)
      #expect(attributes[.ownerAccountID] as? Int == fileOwner)
      #expect(attributes[.posixPermissions] as? Int == fileMode)
    }
  }

  /// A corrupt settings file its user may not write is not set aside either: a pinned one was
  /// renamed, and a file of the writer's own put in its place.
  @Test(.enabled(if: geteuid() == 0, "acts as another user"))
  func aCorruptFileTheUserMayNotWriteIsLeftAsItIs() throws {
    let folder = settingsFile.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let corrupt = Data(#"{"preview-size": 24, "#.utf8)
    try corrupt.write(to: settingsFile)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o444, .ownerAccountID: 65534, .groupOwnerAccountID: 65534], ofItemAtPath: settingsFile.path)
    try FileManager.default.setAttributes(
      [.ownerAccountID: 65534, .groupOwnerAccountID: 65534], ofItemAtPath: folder.path)
    let result = try typecaseAsNobody("settings", "set", "temperature-unit", "fahrenheit")
    #expect(result.status == 1)
    #expect(result.standardError.contains(String(cString: strerror(EACCES))), "\(result.standardError)")
    #expect(try Data(contentsOf: settingsFile) == corrupt)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["settings.json", "settings.lock"])
  }

  /// What root makes in a user's configuration folder (`sudo typecase star …`) is the user's:
  /// the settings folder, file and lock were root's, and every later change of the user's
  /// failed ("settings.lock: Permission denied"), or the settings could not be read.
  @Test(.enabled(if: geteuid() == 0, "acts as another user"))
  func whatRootMakesInAUsersFolderIsTheUsers() throws {
    try FileManager.default.createDirectory(at: configHome, withIntermediateDirectories: true)
    try FileManager.default.setAttributes(
      [.ownerAccountID: 65534, .groupOwnerAccountID: 65534], ofItemAtPath: configHome.path)
    #expect(try typecase("settings", "set", "temperature-unit", "fahrenheit").status == 0)
    let folder = settingsFile.deletingLastPathComponent()
    for path in [folder.path, settingsFile.path, folder.appendingPathComponent("settings.lock").path] {
      #expect(try FileManager.default.attributesOfItem(atPath: path)[.ownerAccountID] as? Int == 65534, "\(path)")
    }
    let user = try typecaseAsNobody("settings", "set", "temperature-unit", "celsius")
    #expect(user.status == 0, "\(user.standardError)")
  }

  /// A file written as root (sudo) keeps its user as owner: it was made root's, and the user's
  /// own changes failed from then on.
  @Test(.enabled(if: geteuid() == 0, "gives a file away"))
  func aWriteKeepsTheFilesOwner() throws {
    let folder = settingsFile.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("{}\n".utf8).write(to: settingsFile)
    try FileManager.default.setAttributes(
      [.ownerAccountID: 65534, .groupOwnerAccountID: 65534], ofItemAtPath: settingsFile.path)
    #expect(try typecase("settings", "set", "temperature-unit", "fahrenheit").status == 0)
    #expect(try typecase("settings", "get", "temperature-unit").standardOutput == "fahrenheit\n")
    let attributes = try FileManager.default.attributesOfItem(atPath: settingsFile.path)
    #expect(attributes[.ownerAccountID] as? Int == 65534)
    #expect(attributes[.groupOwnerAccountID] as? Int == 65534)
  }

  @Test func failsClearlyWhenTheFolderCannotBeWritten() throws {
    // A regular file where the settings folder should be: no user can write there.
    try Data().write(to: configHome)
    let result = try typecase("settings", "set", "temperature-unit", "fahrenheit")
    #expect(result.status == 1)
    #expect(result.standardError.contains("cannot write settings"))
  }

  /// A HOME that does not exist is not made (Debian's nobody has /nonexistent, which must never
  /// exist): settings and installs say so, naming it; root made it, and the folders below.
  @Test func aHomeFolderThatDoesNotExistIsNotMade() throws {
    defer { try? FileManager.default.removeItem(at: configHome) }
    let home = configHome.appendingPathComponent("no-such-home")
    try FileManager.default.createDirectory(at: configHome, withIntermediateDirectories: true)
    var environment = FixtureFonts.environment(["HOME": home.path, "LANG": "C.UTF-8"])
    environment["XDG_CONFIG_HOME"] = nil
    environment["XDG_DATA_HOME"] = nil
    let set = try ProcessRunner.run(
      ProcessRunner.typecase, ["settings", "set", "preview-size", "24"], environment: environment)
    #expect(set.status == 1)
    #expect(set.standardError.contains(home.path + ": No such file or directory"), "\(set.standardError)")
    let install = try ProcessRunner.run(
      ProcessRunner.typecase,
      ["install", FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Regular.ttf").path],
      environment: environment)
    #expect(install.status == 1)
    #expect(install.standardError.contains(home.path + ": No such file or directory"), "\(install.standardError)")
    #expect(!FileManager.default.fileExists(atPath: home.path))
  }
}

/// The plain `settings` table stays one setting per line, and machine-readable in every language.
@Suite struct SettingsTableTests {
  let configHome = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-table-\(UUID().uuidString)")

  func typecase(_ arguments: String...) throws -> ProcessOutcome {
    try ProcessRunner.run(
      ProcessRunner.typecase, arguments,
      environment: FixtureFonts.environment(["XDG_CONFIG_HOME": configHome.path, "LANG": "de_DE.UTF-8"]))
  }

  @Test func controlCharactersInAValueAreEscaped() throws {
    #expect(try typecase("settings", "set", "preview-custom-text", "line1\nline2\tTab\u{1B}[31m").status == 0)
    let lines = try typecase("settings").standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 6)  // five settings and the final newline
    #expect(lines.contains("preview-custom-text\tline1\\nline2\\tTab\\x1b[31m\tany text"))
    #expect(try typecase("settings", "get", "preview-custom-text").standardOutput == "line1\\nline2\\tTab\\x1b[31m\n")
    let json = try typecase("settings", "get", "preview-custom-text", "--json").standardOutput
    let value = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect(value?["value"] as? String == "line1\nline2\tTab\u{1B}[31m")
  }

  @Test(arguments: ["ja", "ko"])
  func noColumnIsTranslated(language: String) throws {
    let english = try typecase("settings").standardOutput
    #expect(try typecase("settings", "set", "language", language).status == 0)
    let translated = try typecase("settings").standardOutput
    #expect(translated == english.replacingOccurrences(of: "language\tsystem", with: "language\t\(language)"))
  }
}
