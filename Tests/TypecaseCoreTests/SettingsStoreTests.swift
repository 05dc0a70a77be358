import Foundation
import Testing

@testable import TypecaseCore

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct SettingsStoreTests {
  // MARK: Defaults and round trips

  @Test(arguments: [
    (["LANG": "en_US.UTF-8"], "fahrenheit"),
    (["LANG": "ja_JP.UTF-8"], "celsius"),
    (["LC_MEASUREMENT": "de_DE.UTF-8", "LANG": "en_US.UTF-8"], "celsius"),
    (["LC_ALL": "en_US.UTF-8", "LC_MEASUREMENT": "de_DE.UTF-8", "LANG": "ja_JP.UTF-8"], "fahrenheit"),
  ])
  func temperatureUnitDefaultsFollowTheLocale(environment: [String: String], expected: String) throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let loaded = SettingsStore(directory: directory.url, environment: environment).load()
    #expect(loaded.values.value(TypecaseSettings.Key.temperatureUnit) == expected)
    #expect(loaded.values.stored.isEmpty)
    #expect(loaded.warnings.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("settings.json").path))
  }

  @Test func defaultDirectoryFollowsXDGConfigHome() {
    let home = ["HOME": "/home/ada"]
    #expect(SettingsStore.defaultDirectory(environment: home).path == "/home/ada/.config/typecase")
    #expect(
      SettingsStore.defaultDirectory(environment: home.merging(["XDG_CONFIG_HOME": "/cfg"]) { $1 }).path
        == "/cfg/typecase")
    #expect(
      SettingsStore.defaultDirectory(environment: home.merging(["XDG_CONFIG_HOME": "relative"]) { $1 }).path
        == "/home/ada/.config/typecase")
    #expect(
      SettingsStore.defaultDirectory(environment: home.merging(["XDG_CONFIG_HOME": ""]) { $1 }).path
        == "/home/ada/.config/typecase")
  }

  @Test func setValuesAreReadByANewStoreFromAReadableFile() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let settingsDirectory = directory.url.appendingPathComponent("not/yet/made")
    let store = SettingsStore(directory: settingsDirectory, environment: ["LANG": "en_US.UTF-8"])
    try store.set(TypecaseSettings.Key.temperatureUnit, to: "celsius")
    let afterSecondSet = try store.set(TypecaseSettings.Key.previewCustomText, to: "Ünïcode \"quoted\"\n→ 字")
    #expect(afterSecondSet.values.stored[TypecaseSettings.Key.temperatureUnit] == "celsius")

    let reloaded = SettingsStore(directory: settingsDirectory, environment: ["LANG": "en_US.UTF-8"]).load()
    #expect(reloaded.warnings.isEmpty)
    #expect(reloaded.values.value(TypecaseSettings.Key.temperatureUnit) == "celsius")
    #expect(reloaded.values.value(TypecaseSettings.Key.previewCustomText) == "Ünïcode \"quoted\"\n→ 字")
    #expect(reloaded.values.value(TypecaseSettings.Key.previewSize) == "17")

    let text = try String(contentsOf: settingsDirectory.appendingPathComponent("settings.json"), encoding: .utf8)
    #expect(
      text == """
        {
          "preview-custom-text": "Ünïcode \\"quoted\\"\\n→ 字",
          "temperature-unit": "celsius"
        }

        """)
    let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String]
    #expect(parsed?[TypecaseSettings.Key.previewCustomText] == "Ünïcode \"quoted\"\n→ 字")
  }

  @Test func resetRemovesOneKeyOrAllKnownKeys() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let store = SettingsStore(directory: directory.url, environment: ["LANG": "en_US.UTF-8"])
    try store.set(TypecaseSettings.Key.temperatureUnit, to: "celsius")
    try store.set(TypecaseSettings.Key.previewSize, to: "24")
    try store.set(TypecaseSettings.Key.language, to: "ja")

    let afterOne = try store.reset(TypecaseSettings.Key.temperatureUnit)
    #expect(afterOne.values.stored == [TypecaseSettings.Key.previewSize: "24", TypecaseSettings.Key.language: "ja"])
    #expect(store.load().values.value(TypecaseSettings.Key.temperatureUnit) == "fahrenheit")

    try store.reset(nil)
    #expect(store.load().values.stored.isEmpty)
    #expect(try directory.contents(of: "settings.json") == Array("{}\n".utf8))
    #expect(throws: SettingsStoreError.unknownKey("colour", known: Self.allKeys)) { try store.reset("colour") }
  }

  @Test func unknownKeysSurviveSetAndReset() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let original = """
      {"zz-from-the-future": 42.50, "nested": {"b": [1, 2e3, null, "x"], "a": true}, "language": "ja"}
      """
    try directory.write(original, to: "settings.json")
    let store = SettingsStore(directory: directory.url, environment: [:])
    #expect(store.load().values.stored == [TypecaseSettings.Key.language: "ja"])
    #expect(store.load().warnings.isEmpty)

    try store.set(TypecaseSettings.Key.previewSize, to: "32")
    try store.reset(TypecaseSettings.Key.language)
    try store.reset(nil)

    let text = try String(decoding: directory.contents(of: "settings.json"), as: UTF8.self)
    #expect(text.contains("42.50"))
    #expect(text.contains("2e3"))
    let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary)
    let expected = try #require(
      try JSONSerialization.jsonObject(
        with: Data(#"{"zz-from-the-future": 42.50, "nested": {"b": [1, 2e3, null, "x"], "a": true}}"#.utf8))
        as? NSDictionary)
    #expect(parsed == expected)
  }

  // MARK: Validation

  @Test func invalidStoredValuesAreIgnoredWithWarningsAndKept() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    try directory.write(
      #"{"temperature-unit": "kelvin", "preview-size": 13, "language": "ko", "preview-text": null}"#,
      to: "settings.json")
    let store = SettingsStore(directory: directory.url, environment: ["LANG": "de_DE.UTF-8"])
    let loaded = store.load()
    #expect(loaded.values.stored == [TypecaseSettings.Key.language: "ko"])
    #expect(loaded.values.value(TypecaseSettings.Key.temperatureUnit) == "celsius")
    #expect(loaded.warnings.count == 3)
    let temperature = loaded.warnings.map(\.description).first { $0.contains("temperature-unit") } ?? ""
    #expect(temperature.contains("\"kelvin\"") && temperature.contains("celsius, fahrenheit"))
    let size = loaded.warnings.map(\.description).first { $0.contains("preview-size") } ?? ""
    #expect(size.contains("13") && size.contains("12, 14, 17, 24, 32, 48"))
    #expect(loaded.warnings.map(\.description).contains { $0.contains("preview-text") && $0.contains("null") })

    // Another version may allow them: a write leaves them as they are.
    try store.set(TypecaseSettings.Key.language, to: "en")
    let parsed = try JSONSerialization.jsonObject(with: Data(directory.contents(of: "settings.json"))) as? NSDictionary
    #expect(parsed?["temperature-unit"] as? String == "kelvin")
    #expect(parsed?["preview-size"] as? Int == 13)
    #expect(parsed?["language"] as? String == "en")
  }

  /// A number written by hand is read as its text (`"preview-size": 24` was ignored, with a
  /// warning that listed 24 among the allowed values); one that is not allowed is still ignored.
  @Test func numbersInTheFileAreReadAsTheirText() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    try directory.write(#"{"preview-size": 24, "preview-custom-text": 1.5}"#, to: "settings.json")
    let store = SettingsStore(directory: directory.url, environment: [:])
    let loaded = store.load()
    #expect(loaded.warnings.isEmpty, "\(loaded.warnings.map(\.description))")
    #expect(loaded.values.value(TypecaseSettings.Key.previewSize) == "24")
    #expect(loaded.values.value(TypecaseSettings.Key.previewCustomText) == "1.5")
    try directory.write(#"{"preview-size": 24.0}"#, to: "settings.json")
    #expect(store.load().values.value(TypecaseSettings.Key.previewSize) == "24")
    try directory.write(#"{"preview-size": 25, "temperature-unit": true}"#, to: "settings.json")
    let refused = store.load()
    #expect(refused.warnings.count == 2)
    #expect(refused.values.value(TypecaseSettings.Key.previewSize) != "25")
  }

  @Test func setRejectsUnknownKeysAndValuesNamingWhatIsAllowed() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let store = SettingsStore(directory: directory.url, environment: [:])

    let unknown = #expect(throws: SettingsStoreError.self) { try store.set("colour", to: "red") }
    #expect(unknown == .unknownKey("colour", known: Self.allKeys))
    #expect(
      unknown?.description
        == #"unknown setting "colour"; settings are: preview-text, preview-custom-text, preview-size, language, "#
        + "temperature-unit, window-width, window-height, window-maximized, face-preview-size")

    let invalid = #expect(throws: SettingsStoreError.self) {
      try store.set(TypecaseSettings.Key.temperatureUnit, to: "kelvin")
    }
    #expect(invalid == .invalidValue(key: "temperature-unit", value: "kelvin", allowed: ["celsius", "fahrenheit"]))
    #expect(invalid?.description == #""kelvin" is not a value of temperature-unit; allowed: celsius, fahrenheit"#)

    let text = #expect(throws: SettingsStoreError.self) {
      try store.set(TypecaseSettings.Key.previewCustomText, to: "nul\0")
    }
    #expect(
      text?.description
        == #""nul\u0000" is not a value of preview-custom-text; it must be text without NUL characters"#)
    #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("settings.json").path))
  }

  // MARK: The file format

  @Test func stringEscapesAreRead() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    try directory.write(
      #"\#u{FEFF}{"preview-custom-text": "a\u00e9\ud83d\ude00\n\"\\\/\ud800x"}"#, to: "settings.json")
    let loaded = SettingsStore(directory: directory.url, environment: [:]).load()
    #expect(loaded.warnings.isEmpty)
    #expect(loaded.values.stored[TypecaseSettings.Key.previewCustomText] == "aé😀\n\"\\/\u{FFFD}x")
  }

  /// Found by Fuzz/JSONValue: a value starting with a combining mark fuses with the opening
  /// quote into one Character, and was taken for "not a string" and dropped.
  @Test(arguments: ["\u{0301}accent first", "\u{A881} spacing mark", "\u{200D}joiner"])
  func textStartingWithACombiningMarkIsKept(text: String) throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let store = SettingsStore(directory: directory.url, environment: [:])
    try store.set(TypecaseSettings.Key.previewCustomText, to: text)
    let loaded = store.load()
    #expect(loaded.warnings.isEmpty)
    #expect(loaded.values.stored[TypecaseSettings.Key.previewCustomText] == text)
  }

  @Test(arguments: [
    "", "  \n", "{}", #"{"a": [1, -0.5e+3, true, false, null, {}, []], "b": {"c": "\u0041"}}"#,
  ])
  func acceptsStrictJSONObjects(text: String) throws {
    #expect(throws: Never.self) { try JSONValue.parseObject(Array(text.utf8)) }
  }

  @Test(arguments: [
    "{", #"{"a": 01}"#, #"{"a": 1,}"#, "{'a': 1}", #"{"a": "tab\#there"}"#, #"{"a": "\x"}"#, #"{"a": .5}"#,
    #"{"a": tru}"#, #"{"a": 1} x"#, #"{"a" 1}"#,
    String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
  ])
  func rejectsWhatIsNotStrictJSON(text: String) {
    #expect(throws: JSONValue.ParseError.self) { try JSONValue.parseObject(Array(text.utf8)) }
  }

  // MARK: Corrupt files

  @Test(arguments: [
    Array(#"{"language": "ja","#.utf8),
    [0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D],
    Array("[\"language\", \"ja\"]\n".utf8),
  ])
  func corruptFileIsReadAroundThenKeptAsideByAWrite(bytes: [UInt8]) throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    try directory.write(bytes, to: "settings.json")
    let store = SettingsStore(directory: directory.url, environment: ["LANG": "en_US.UTF-8"])

    // Reading changes nothing: the defaults apply, and the file stays for its owner to mend.
    let loaded = store.load()
    #expect(loaded.values.stored.isEmpty)
    #expect(loaded.values.value(TypecaseSettings.Key.temperatureUnit) == "fahrenheit")
    #expect(loaded.warnings.count == 1)
    #expect(try directory.names() == ["settings.json"])
    #expect(try directory.contents(of: "settings.json") == bytes)

    let written = try store.set(TypecaseSettings.Key.language, to: "ko")
    #expect(written.warnings.count == 1)
    let names = try directory.names()
    let kept = try #require(names.first { $0.hasPrefix("settings.json.corrupt-") })
    #expect(kept.wholeMatch(of: /settings\.json\.corrupt-\d{8}T\d{6}Z/) != nil)
    #expect(written.warnings.first?.description.contains(directory.url.appendingPathComponent(kept).path) == true)
    #expect(try directory.contents(of: kept) == bytes)
    let reloaded = store.load()
    #expect(reloaded.warnings.isEmpty)
    #expect(reloaded.values.stored == [TypecaseSettings.Key.language: "ko"])
    #expect(try directory.contents(of: "settings.json") == Array("{\n  \"language\": \"ko\"\n}\n".utf8))
  }

  /// A settings file that is a named pipe, or a link to one (as dotfiles are linked to
  /// /dev/null to keep nothing), is neither waited on nor replaced: reading it held every
  /// command until something wrote to the pipe, and a write renamed a regular file over it
  /// (over /dev/null itself, run as root).
  @Test(arguments: [false, true])
  func aSettingsFileThatIsNoRegularFileIsLeftAsItIs(linked: Bool) throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let pipe = directory.url.appendingPathComponent(linked ? "elsewhere" : "settings.json").path
    try #require(mkfifo(pipe, 0o600) == 0)
    if linked {
      try FileManager.default.createSymbolicLink(
        atPath: directory.url.appendingPathComponent("settings.json").path, withDestinationPath: pipe)
    }
    // Opens the pipe for writing and closes it, a few times over: a reader waiting on it (the
    // mistake under test) then reads its end, and the test fails rather than hangs.
    let opener = pipe
    DispatchQueue.global().async {
      for _ in 0..<10 {
        Thread.sleep(forTimeInterval: 2)
        let descriptor = open(opener, O_WRONLY | O_NONBLOCK)
        if descriptor >= 0 { close(descriptor) }
      }
    }
    let store = SettingsStore(directory: directory.url, environment: ["LANG": "en_US.UTF-8"])
    let loaded = store.load()
    #expect(loaded.values.stored.isEmpty)
    #expect(loaded.warnings.map(\.description).contains { $0.contains("not a regular file") }, "\(loaded.warnings)")
    // The reason is put into the language of the message around it (it stayed English).
    let japanese = Localizer(language: .japanese, directory: TranslationTests.translations)
    #expect(loaded.warnings.map { japanese($0) }.contains { $0.contains("通常のファイルではありません") }, "\(loaded.warnings)")
    let error = #expect(throws: SettingsStoreError.self) {
      try store.set(TypecaseSettings.Key.previewSize, to: "24")
    }
    let japaneseError = error.map { japanese($0.message) } ?? ""
    #expect(japaneseError.contains("通常のファイルではありません") && !japaneseError.contains("regular"), "\(japaneseError)")
    var status = stat()
    #expect(lstat(pipe, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the pipe was replaced")
    #expect(try directory.names().filter { $0.hasSuffix(".tmp") }.isEmpty)
  }

  /// A settings file linked to a file not made yet (into a folder of dotfiles) is written
  /// where the link points, the link kept: the link was replaced by a file of its own.
  @Test func aLinkToAFileNotMadeYetIsWrittenThrough() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let dotfiles = directory.url.appendingPathComponent("dotfiles")
    try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
    let settings = directory.url.appendingPathComponent("typecase")
    try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
    let link = settings.appendingPathComponent("settings.json").path
    // Relative, as `ln -s ../dotfiles/…` makes it.
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../dotfiles/typecase.json")
    let store = SettingsStore(directory: settings, environment: ["LANG": "en_US.UTF-8"])
    try store.set(TypecaseSettings.Key.previewSize, to: "24")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../dotfiles/typecase.json")
    let written = try String(contentsOf: dotfiles.appendingPathComponent("typecase.json"), encoding: .utf8)
    #expect(written == "{\n  \"preview-size\": \"24\"\n}\n")
    #expect(store.load().values.stored == [TypecaseSettings.Key.previewSize: "24"])
  }

  /// A settings file linked into a folder that does not exist cannot be written, and the
  /// error names where the link points: it named the link alone, which exists.
  @Test func aLinkIntoAMissingFolderIsNamedWithItsTarget() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let link = directory.url.appendingPathComponent("settings.json").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "nowhere/dir/settings.json")
    let store = SettingsStore(directory: directory.url, environment: ["LANG": "en_US.UTF-8"])
    #expect {
      try store.set(TypecaseSettings.Key.previewSize, to: "24")
    } throws: { error in
      guard case .unwritable(let path, _) = error as? SettingsStoreError else { return false }
      return path == link + " → " + directory.url.path + "/nowhere/dir/settings.json"
    }
  }

  /// A settings file far larger than Typecase writes is not read (every command, `--help` too,
  /// read 50 MB first): the defaults apply, with a warning, and the file is kept; a change sets
  /// it aside whole, as a corrupt file is (every change, `settings reset` too, failed with
  /// "File too large", for good).
  @Test func aSettingsFileTooLargeIsNotReadAndAChangeSetsItAside() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let size = SettingsStore.sizeLimit + 1
    try directory.write(
      Array(#"{"preview-size": "24"}"#.utf8) + [UInt8](repeating: 0x20, count: size), to: "settings.json")
    let store = SettingsStore(
      directory: directory.url, schema: TypecaseSettings.schema, environment: ["LANG": "en_US.UTF-8"],
      now: { Date(timeIntervalSince1970: 1_795_953_600) })
    let loaded = store.load()
    #expect(loaded.values.stored.isEmpty)
    #expect(loaded.warnings.count == 1)
    #expect(try directory.contents(of: "settings.json").count == size + 22)
    let written = try store.set(TypecaseSettings.Key.previewSize, to: "48")
    #expect(written.values.stored == [TypecaseSettings.Key.previewSize: "48"])
    let warning = written.warnings.first.map { String(describing: $0) } ?? ""
    #expect(warning.contains("File too large"), "\(written.warnings)")
    #expect(try directory.contents(of: "settings.json.corrupt-20261129T120000Z").count == size + 22)
    #expect(store.load().warnings.isEmpty)
  }

  @Test func corruptFileMetByAWriteIsKeptAsideUnderAFreeName() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let store = SettingsStore(
      directory: directory.url, schema: TypecaseSettings.schema, environment: [:],
      now: { Date(timeIntervalSince1970: 1_795_953_600) })
    try directory.write("first, not json", to: "settings.json")
    _ = try store.set(TypecaseSettings.Key.previewSize, to: "24")
    try directory.write("second, not json", to: "settings.json")
    #expect(store.load().warnings.count == 1)
    let written = try store.set(TypecaseSettings.Key.previewSize, to: "48")
    #expect(written.warnings.count == 1)
    #expect(written.warnings.first?.description.contains("settings.json.corrupt-20261129T120000Z-2") == true)
    #expect(written.values.stored == [TypecaseSettings.Key.previewSize: "48"])

    #expect(try directory.contents(of: "settings.json.corrupt-20261129T120000Z") == Array("first, not json".utf8))
    #expect(try directory.contents(of: "settings.json.corrupt-20261129T120000Z-2") == Array("second, not json".utf8))
    #expect(store.load().warnings.isEmpty)
  }

  /// A window keeps the settings it uses while the file cannot be read; a change it makes then
  /// writes them all with the change, the unreadable file kept aside (only the change was
  /// written, and the stars, the custom text and the size were gone).
  @Test func aWriteOverACorruptFileKeepsTheSettingsInUse() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let store = SettingsStore(directory: directory.url, environment: ["LANG": "en_US.UTF-8"])
    let keys = TypecaseSettings.Key.self
    let inUse = SettingsValues(
      stored: [keys.previewSize: "32", keys.previewText: "custom", keys.previewCustomText: "Hamburgefonstiv"],
      environment: store.environment, starredFamilies: ["DejaVu Serif", "Inter"])
    try directory.write("{\"preview-size\": \"32\",}", to: "settings.json")

    let star = try store.setStarred("Noto Sans", true, inUse: inUse)
    #expect(star.values.starredFamilies == ["DejaVu Serif", "Inter", "Noto Sans"])
    #expect(star.values.stored == inUse.stored)
    #expect(star.warnings.count == 1)
    #expect(star.warnings.first?.description.contains("the settings in use were written") == true)
    #expect(try directory.names().filter { $0.hasPrefix("settings.json.corrupt-") }.count == 1)

    try directory.write("not json again", to: "settings.json")
    let unit = try store.set(keys.temperatureUnit, to: "fahrenheit", inUse: inUse)
    #expect(unit.values.stored == inUse.stored.merging([keys.temperatureUnit: "fahrenheit"]) { $1 })
    #expect(unit.values.starredFamilies == inUse.starredFamilies)
    #expect(store.load() == SettingsLoad(values: unit.values, warnings: []))
    // A change to what is in use already still writes it: the file was set aside, and with
    // nothing written the settings in use were gone (a reset left no file at all).
    try directory.write("still not json", to: "settings.json")
    let same = try store.set(keys.previewSize, to: "32", inUse: inUse)
    #expect(same.warnings.count == 1)
    #expect(store.load().values.stored == inUse.stored)
    #expect(store.load().values.starredFamilies == inUse.starredFamilies)
    // A usable file is changed as it stands: `inUse` is for an unusable one only.
    let size = try store.set([(keys.previewSize, "12")], inUse: SettingsValues())
    #expect(size.values.stored[keys.previewCustomText] == "Hamburgefonstiv")
    #expect(size.values.starredFamilies == inUse.starredFamilies)
  }

  // MARK: Unwritable directories

  @Test func unwritableDirectoryIsReportedAndReadingStillWorks() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let settingsDirectory: URL
    let expectedReason: String
    if geteuid() == 0 {
      // Root ignores permission bits, but nobody can make a directory inside a regular file.
      try directory.write("a file", to: "plain-file")
      settingsDirectory = directory.url.appendingPathComponent("plain-file/typecase")
      expectedReason = String(cString: strerror(ENOTDIR))
    } else {
      settingsDirectory = directory.url.appendingPathComponent("read-only")
      try FileManager.default.createDirectory(at: settingsDirectory, withIntermediateDirectories: false)
      try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: settingsDirectory.path)
      expectedReason = String(cString: strerror(EACCES))
    }
    let store = SettingsStore(directory: settingsDirectory, environment: ["LANG": "ja_JP.UTF-8"])
    let settingsPath = settingsDirectory.appendingPathComponent("settings.json").path

    let error = #expect(throws: SettingsStoreError.self) {
      try store.set(TypecaseSettings.Key.language, to: "ja")
    }
    // Named by what refused: the folder that could not be made (root's case), or the lock
    // that could not be made in it ("…/settings.json" named a file that did not exist).
    let refusing =
      geteuid() == 0 ? settingsDirectory.path : settingsDirectory.appendingPathComponent("settings.lock").path
    #expect(error?.description == "cannot write settings to \(settingsPath): \(refusing): \(expectedReason)")
    let again = #expect(throws: SettingsStoreError.self) { try store.reset(nil) }
    #expect(again?.description == error?.description)
    let loaded = store.load()
    #expect(loaded.warnings.isEmpty)
    #expect(loaded.values.value(TypecaseSettings.Key.temperatureUnit) == "celsius")
  }

  /// A key written otherwise than Typecase's is said, with the key meant; a key of another
  /// version, like nothing Typecase knows, is kept without a word.
  @Test func aKeyWrittenOtherwiseIsSaidWithTheKeyMeant() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    try directory.write(
      #"{"previewSize": "48", "Language": "ja", "starred_families": [], "zz-from-the-future": "1"}"#,
      to: "settings.json")
    let loaded = SettingsStore(directory: directory.url, environment: [:]).load()
    #expect(
      loaded.warnings.map(\.description) == [
        #"ignored "Language" in the settings file: no setting is called so; did you mean language?"#,
        #"ignored "previewSize" in the settings file: no setting is called so; did you mean preview-size?"#,
        #"ignored "starred_families" in the settings file: no setting is called so; did you mean starred-families?"#,
      ])
    #expect(loaded.values.stored.isEmpty)
  }

  // MARK: Stars written by hand

  /// A `starred-families` written by hand as something other than a list is left as it is by
  /// a star, which fails saying so: it was replaced by a list of the one family starred, the
  /// families written gone without a word.
  @Test func starsWrittenAsSomethingElseAreNotReplaced() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let written = #"{"starred-families": "DejaVu Sans, DejaVu Serif"}"# + "\n"
    try directory.write(written, to: "settings.json")
    let store = SettingsStore(directory: directory.url, environment: [:])
    let error = #expect(throws: SettingsStoreError.self) { try store.setStarred("Noto Sans", true) }
    #expect(
      error?.description
        == #"the settings file holds starred-families = "DejaVu Sans, DejaVu Serif", not a list of family names: "#
        + #"it is left as it is; write it as a list, such as ["DejaVu Sans"], or remove it"#)
    #expect(try directory.contents(of: "settings.json") == Array(written.utf8))
  }

  /// Entries of the list that are no names are said at load, and kept by a star and an unstar,
  /// which change the names alone: they were dropped without a word.
  @Test func entriesThatAreNoNamesAreSaidAndKept() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    try directory.write(#"{"starred-families": ["DejaVu Sans", {"family": "DejaVu Serif"}, 7]}"#, to: "settings.json")
    let store = SettingsStore(directory: directory.url, environment: [:])
    let loaded = store.load()
    #expect(loaded.values.starredFamilies == ["DejaVu Sans"])
    #expect(
      loaded.warnings.map(\.description) == [
        #"ignored 2 entries of starred-families in the settings file that are no family names: { "family": "DejaVu Serif" }, 7"#
      ])
    try store.setStarred("Noto Sans", true)
    try store.setStarred("DejaVu Sans", false)
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(directory.contents(of: "settings.json"))) as? [String: Any])
    let list = try #require(parsed["starred-families"] as? [Any])
    #expect(list.count == 3)
    #expect((list[0] as? [String: String]) == ["family": "DejaVu Serif"])
    #expect((list[1] as? Int) == 7)
    #expect((list[2] as? String) == "Noto Sans")
  }

  // MARK: Files linked from elsewhere

  /// Two configuration folders whose settings files are one file write it in turn, however it
  /// is shared.
  ///
  /// Two accounts, a toolbox's own XDG_CONFIG_HOME: both linked to a dotfile, one holding it
  /// and the other linking to it, or hard links. A third of the stars were lost,
  /// and some writes failed with "No such file or directory", the other writer's temporary
  /// file gone.
  @Test(arguments: ["both linked", "one linked", "hard links"])
  func twoFoldersSharingOneFileLoseNothing(layout: String) throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let dotfiles = directory.url.appendingPathComponent("dotfiles")
    try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: false)
    let folders = ["a", "b"].map { directory.url.appendingPathComponent($0) }
    for folder in folders { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false) }
    let first = folders[0].appendingPathComponent("settings.json")
    let second = folders[1].appendingPathComponent("settings.json")
    let shared = dotfiles.appendingPathComponent("settings.json")
    switch layout {
    case "both linked":
      try Data("{}\n".utf8).write(to: shared)
      try FileManager.default.createSymbolicLink(at: first, withDestinationURL: shared)
      try FileManager.default.createSymbolicLink(at: second, withDestinationURL: shared)
    case "one linked":
      try Data("{}\n".utf8).write(to: first)
      try FileManager.default.createSymbolicLink(at: second, withDestinationURL: first)
    default:
      try Data("{}\n".utf8).write(to: first)
      try FileManager.default.linkItem(at: first, to: second)
    }
    let failures = Self.onThreadsAtOnce(folders.count, writes: 40) { thread, write in
      try SettingsStore(directory: folders[thread], environment: [:]).setStarred("Family \(thread)-\(write)", true)
    }
    #expect(failures.isEmpty)
    for folder in folders {
      let starred = SettingsStore(directory: folder, environment: [:]).load().values.starredFamilies
      #expect(Set(starred).count == 80, "\(folder.lastPathComponent)")
    }
    #expect(try ScratchDirectory.names(in: dotfiles).filter { $0.hasSuffix(".tmp") }.isEmpty)
  }

  /// A settings file hard-linked into a folder of dotfiles stays one file with it: the write
  /// replaced it, and the dotfiles' copy stopped following.
  @Test func aHardLinkedFileIsWrittenInPlace() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    try directory.write("{}\n", to: "settings.json")
    let other = directory.url.appendingPathComponent("dotfile.json")
    try FileManager.default.linkItem(at: directory.url.appendingPathComponent("settings.json"), to: other)
    let store = SettingsStore(directory: directory.url, environment: [:])
    try store.set(TypecaseSettings.Key.temperatureUnit, to: "fahrenheit")
    #expect(try Data(contentsOf: other) == Data(directory.contents(of: "settings.json")))
    var status = stat()
    #expect(stat(other.path, &status) == 0 && status.st_nlink == 2)
    #expect(store.load().values.value(TypecaseSettings.Key.temperatureUnit) == "fahrenheit")
  }

  // MARK: Noticing changes

  @Test func modificationStampChangesWithEachWrite() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let store = SettingsStore(directory: directory.url, environment: [:])
    #expect(store.modificationStamp() == nil)
    try store.set(TypecaseSettings.Key.temperatureUnit, to: "celsius")
    let first = try #require(store.modificationStamp())
    #expect(store.modificationStamp() == first)
    #expect(first.size == Int64(try directory.contents(of: "settings.json").count))

    let other = SettingsStore(directory: directory.url, environment: [:])
    try other.set(TypecaseSettings.Key.temperatureUnit, to: "fahrenheit")
    #expect(store.modificationStamp() != first)
    #expect(store.load().values.stored[TypecaseSettings.Key.temperatureUnit] == "fahrenheit")
  }

  // MARK: Concurrent writers

  @Test func threadsWritingAtOnceLoseNothing() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let keys = (0..<4).map { thread in (0..<200).map { "thread-\(thread)-write-\($0)" } }
    let schema = Self.schema(addingTextKeys: keys.flatMap { $0 })
    let failures = Self.onThreadsAtOnce(keys.count, writes: 200) { thread, write in
      try SettingsStore(directory: directory.url, schema: schema, environment: [:]).set(
        keys[thread][write], to: String(write))
    }
    #expect(failures.isEmpty)

    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(directory.contents(of: "settings.json"))) as? [String: String])
    let missing = keys.flatMap { threadKeys in
      threadKeys.enumerated().filter { parsed[$0.element] != String($0.offset) }.map(\.element)
    }
    #expect(missing.isEmpty)
    #expect(parsed.count == 800)
  }

  @Test func processesWritingAtOnceLoseNothing() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let barrier = directory.url.appendingPathComponent("barrier")
    try FileManager.default.createDirectory(at: barrier, withIntermediateDirectories: false)
    let settings = directory.url.appendingPathComponent("settings")
    try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: false)
    let future = #"{"zz-from-the-future": {"list": [1, 2.50]}}"#
    try Data(future.utf8).write(to: settings.appendingPathComponent("settings.json"))

    /// 200 writes alternating two values, a write to a key of its own every fourth time, a final value.
    func operations(name: String, key: String, values: [String], final: String) -> [(String, String)] {
      var operations: [(String, String)] = []
      for index in 0..<200 {
        operations.append((key, values[index % 2]))
        if index % 4 == 3 { operations.append(("probe-\(name)-\(index)", String(index))) }
      }
      return operations + [(key, final)]
    }
    let first = operations(name: "size", key: TypecaseSettings.Key.previewSize, values: ["12", "14"], final: "48")
    let second = operations(name: "language", key: TypecaseSettings.Key.language, values: ["en", "ja"], final: "ko")
    let writers = try [first, second].enumerated().map { number, operations in
      try WriterProcess.start(
        directory: settings, operations: operations, barrier: barrier,
        log: directory.url.appendingPathComponent("writer-\(number).log"))
    }
    try WriterProcess.release(barrier, writers: writers.count)
    for writer in writers {
      writer.process.waitUntilExit()
      #expect(writer.process.terminationStatus == 0, "\(writer.log())")
    }

    let data = try Data(contentsOf: settings.appendingPathComponent("settings.json"))
    let parsed = try #require(try JSONSerialization.jsonObject(with: data) as? NSDictionary)
    #expect(parsed[TypecaseSettings.Key.previewSize] as? String == "48")
    #expect(parsed[TypecaseSettings.Key.language] as? String == "ko")
    let probes = (first + second).map(\.0).filter { $0.hasPrefix("probe-") }
    #expect(probes.count == 100)
    #expect(probes.filter { parsed[$0] == nil }.isEmpty)
    let expectedFuture = try JSONSerialization.jsonObject(with: Data(future.utf8)) as? NSDictionary
    #expect(parsed["zz-from-the-future"] as? NSDictionary == expectedFuture?["zz-from-the-future"] as? NSDictionary)
    #expect(SettingsStore(directory: settings, environment: [:]).load().warnings.isEmpty)
  }

  @Test func killedWriterLeavesTheOldOrTheNewFile() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let settings = directory.url.appendingPathComponent("settings")
    let store = SettingsStore(directory: settings, environment: [:])
    try store.set(TypecaseSettings.Key.previewSize, to: "24")
    let length = 200_000
    let complete = [String(repeating: "a", count: length), String(repeating: "b", count: length)]
    let temporary = settings.appendingPathComponent(".settings.json.tmp").path
    let completeSize = Int64(
      "{\n  \"preview-custom-text\": \"\(complete[0])\",\n  \"preview-size\": \"24\"\n}\n".utf8.count)
    var killedMidWrite = 0
    for round in 0..<8 {
      let before = store.modificationStamp()
      let writer = try WriterProcess.start(
        directory: settings,
        operations: [(TypecaseSettings.Key.previewCustomText, "a"), (TypecaseSettings.Key.previewCustomText, "b")],
        repeatCount: length, loops: true, log: directory.url.appendingPathComponent("writer-\(round).log"))
      // Wait for its first write, then watch the file's size until a random moment, or (every other
      // round) until the writer is writing its temporary file, and kill it. A writer that wrote in
      // place would show a short file to the watch and leave one behind when killed mid-write.
      let deadline = Date().addingTimeInterval(60)
      var stamp = store.modificationStamp()
      while stamp == before && writer.process.isRunning && Date() < deadline {
        usleep(200)
        stamp = store.modificationStamp()
      }
      var sizesSeen: Set<Int64> = stamp.map { [$0.size] } ?? []
      let killTime = Date().addingTimeInterval(round.isMultiple(of: 2) ? Double.random(in: 0..<0.1) : 60)
      while Date() < killTime && writer.process.isRunning {
        if let size = store.modificationStamp()?.size { sizesSeen.insert(size) }
        if !round.isMultiple(of: 2) && FileManager.default.fileExists(atPath: temporary) { break }
      }
      #expect(sizesSeen == [completeSize], "round \(round)")
      #expect(writer.process.isRunning, "\(writer.log())")
      kill(writer.process.processIdentifier, SIGKILL)
      writer.process.waitUntilExit()
      #expect(writer.process.terminationReason == .uncaughtSignal)
      if FileManager.default.fileExists(atPath: temporary) { killedMidWrite += 1 }

      let data = try Data(contentsOf: settings.appendingPathComponent("settings.json"))
      let parsed = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String], "round \(round)")
      #expect(parsed.count == 2)
      #expect(parsed[TypecaseSettings.Key.previewSize] == "24")
      #expect(complete.contains(parsed[TypecaseSettings.Key.previewCustomText] ?? ""), "round \(round)")
      #expect(store.load().warnings.isEmpty)
    }
    print("killedWriterLeavesTheOldOrTheNewFile: \(killedMidWrite) of 8 kills landed mid-write")

    // The lock died with the writer, and its half-written temporary file is cleared away.
    try store.set(TypecaseSettings.Key.previewCustomText, to: "done")
    #expect(store.load().values.stored[TypecaseSettings.Key.previewCustomText] == "done")
    #expect(try ScratchDirectory.names(in: settings).sorted() == ["settings.json", "settings.lock"])
  }

  /// A writer holding the lock and never letting go (stopped with Ctrl+Z, a hung NFS server)
  /// makes a write fail once it has waited as long as the store waits, saying why: it waited
  /// for as long as the holder held on (the window froze), and a command hung without a word.
  @Test func aLockHeldForLongFailsTheWriteWithTheReason() throws {
    let directory = try ScratchDirectory()
    let store = SettingsStore(directory: directory.url, environment: [:]).waitingForTheLock(atMost: 0.2)
    try store.set(TypecaseSettings.Key.previewSize, to: "24")
    let holder = open(directory.url.appendingPathComponent("settings.lock").path, O_RDWR | O_CLOEXEC)
    try #require(holder >= 0)
    #expect(flock(holder, LOCK_EX) == 0)
    #expect(throws: SettingsStoreError.self) { try store.set(TypecaseSettings.Key.previewSize, to: "32") }
    do {
      try store.set(TypecaseSettings.Key.previewSize, to: "32")
    } catch {
      #expect(error.message.description.contains("another program holds its lock (settings.lock)"), "\(error)")
    }
    #expect(store.load().values.stored[TypecaseSettings.Key.previewSize] == "24")
    // Waiting a second, it says so, once (a command sat silent for ten seconds).
    let notices = LockedValue(0)
    let patient = store.waitingForTheLock(atMost: 1.3).saying { notices.withLock { $0 += 1 } }
    #expect(throws: SettingsStoreError.self) { try patient.set(TypecaseSettings.Key.previewSize, to: "48") }
    #expect(notices.withLock { $0 } == 1)
    // Let go, the next write goes through.
    close(holder)
    try store.set(TypecaseSettings.Key.previewSize, to: "32")
    #expect(store.load().values.stored[TypecaseSettings.Key.previewSize] == "32")
  }

  /// Not a test of its own: the body of the writer processes the two tests above start.
  @Test(.enabled(if: WriterProcess.isRequested, "runs only in writer processes started by other tests"))
  func actAsWriterProcess() throws {
    try WriterProcess.runRequestedWrites()
  }

  // MARK: Helpers

  /// The failures of `write` run on `threads` threads at once, `writes` times on each (given
  /// the thread's number and the write's), each thread with stores of its own.
  static func onThreadsAtOnce(
    _ threads: Int, writes: Int, _ write: @escaping @Sendable (_ thread: Int, _ write: Int) throws -> Void
  ) -> [String] {
    let failures = LockedValue<[String]>([])
    let group = DispatchGroup()
    for thread in 0..<threads {
      group.enter()
      Thread {
        for number in 0..<writes {
          do {
            try write(thread, number)
          } catch {
            failures.withLock { $0.append(String(describing: error)) }
          }
        }
        group.leave()
      }.start()
    }
    group.wait()
    return failures.withLock { $0 }
  }

  /// The keys of Typecase's schema a user sees, in order.
  static let keys = TypecaseSettings.schema.visibleSettings.map(\.key)
  /// Every key of Typecase's schema, the window's own too (what an unknown key's error lists:
  /// `get` and `set` take them all).
  static let allKeys = TypecaseSettings.schema.settings.map(\.key)

  /// Typecase's schema with a free-text setting for each of `keys` it does not have.
  static func schema(addingTextKeys keys: [String]) -> SettingsSchema {
    let extra = Set(keys).subtracting(Self.keys).sorted().map {
      SettingsItem.setting(SettingDefinition(key: $0, title: $0, kind: .text, defaultValue: .fixed("")))
    }
    return SettingsSchema(groups: TypecaseSettings.schema.groups + [SettingsGroup(id: "test", items: extra)])
  }
}

/// A fresh directory under the temporary directory, for one test.
private struct ScratchDirectory {
  /// Where it is.
  let url: URL

  /// Creates the directory.
  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("tc-settings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Deletes the directory and everything in it.
  func remove() { try? FileManager.default.removeItem(at: url) }

  /// Writes `text` to the file `name` in the directory.
  func write(_ text: String, to name: String) throws { try write(Array(text.utf8), to: name) }

  /// Writes `bytes` to the file `name` in the directory.
  func write(_ bytes: [UInt8], to name: String) throws {
    try Data(bytes).write(to: url.appendingPathComponent(name))
  }

  /// The bytes of the file `name` in the directory.
  func contents(of name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: url.appendingPathComponent(name)))
  }

  /// The names of the directory's entries.
  func names() throws -> [String] { try Self.names(in: url) }

  /// The names of the entries of `directory`.
  static func names(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path)
  }
}

/// This test binary started again to write settings from another process.
///
/// The child runs only `actAsWriterProcess`, which reads what to do from the environment:
/// the settings directory, "key=value" lines to set in turn, how many times to repeat each value's
/// text, whether to loop until killed, and a barrier directory to start together with other writers.
private struct WriterProcess {
  static let directoryVariable = "TYPECASE_TEST_SETTINGS_WRITER_DIRECTORY"
  static let operationsVariable = "TYPECASE_TEST_SETTINGS_WRITER_OPERATIONS"
  static let repeatVariable = "TYPECASE_TEST_SETTINGS_WRITER_REPEAT"
  static let loopVariable = "TYPECASE_TEST_SETTINGS_WRITER_LOOP"
  static let barrierVariable = "TYPECASE_TEST_SETTINGS_WRITER_BARRIER"

  /// The running child.
  let process: Process
  /// The file its output goes to.
  let logURL: URL

  /// Whether this process is a writer child.
  static var isRequested: Bool { ProcessInfo.processInfo.environment[directoryVariable] != nil }

  /// Starts a writer child of this test binary.
  static func start(
    directory: URL, operations: [(String, String)], repeatCount: Int = 1, loops: Bool = false,
    barrier: URL? = nil, log: URL
  ) throws -> WriterProcess {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = ["--testing-library", "swift-testing", "--filter", "SettingsStoreTests/actAsWriterProcess"]
    var environment = ProcessInfo.processInfo.environment
    environment[directoryVariable] = directory.path
    environment[operationsVariable] = operations.map { $0.0 + "=" + $0.1 }.joined(separator: "\n")
    environment[repeatVariable] = String(repeatCount)
    environment[loopVariable] = loops ? "1" : "0"
    environment[barrierVariable] = barrier?.path
    process.environment = environment
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let output = try FileHandle(forWritingTo: log)
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    try output.close()
    return WriterProcess(process: process, logURL: log)
  }

  /// Waits until `writers` children wait at `barrier`, then lets them all go.
  static func release(_ barrier: URL, writers: Int) throws {
    let deadline = Date().addingTimeInterval(60)
    while try FileManager.default.contentsOfDirectory(atPath: barrier.path).count < writers && Date() < deadline {
      usleep(1000)
    }
    FileManager.default.createFile(atPath: barrier.appendingPathComponent("go").path, contents: nil)
  }

  /// What the child printed.
  func log() -> String { (try? String(contentsOf: logURL, encoding: .utf8)) ?? "" }

  /// In the child: performs the writes the environment asks for.
  static func runRequestedWrites() throws {
    let environment = ProcessInfo.processInfo.environment
    let directory = URL(fileURLWithPath: try #require(environment[directoryVariable]))
    let repeatCount = Int(environment[repeatVariable] ?? "") ?? 1
    let operations = (environment[operationsVariable] ?? "").split(separator: "\n").map { line in
      let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
      return (key: parts[0], value: String(repeating: parts.count > 1 ? parts[1] : "", count: repeatCount))
    }
    let schema = SettingsStoreTests.schema(addingTextKeys: operations.map(\.key))
    let store = SettingsStore(directory: directory, schema: schema, environment: [:])
    if let barrier = environment[barrierVariable].map(URL.init(fileURLWithPath:)) {
      let go = barrier.appendingPathComponent("go").path
      FileManager.default.createFile(atPath: barrier.appendingPathComponent("ready-\(getpid())").path, contents: nil)
      let deadline = Date().addingTimeInterval(60)
      while !FileManager.default.fileExists(atPath: go) && Date() < deadline { usleep(500) }
    }
    let deadline = Date().addingTimeInterval(120)
    repeat {
      for operation in operations { try store.set(operation.key, to: operation.value) }
    } while environment[loopVariable] == "1" && Date() < deadline
  }
}
