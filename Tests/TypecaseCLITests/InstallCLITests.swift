import FixtureSupport
import Foundation
import Testing
import TypecaseCore

/// `typecase install` and `typecase remove`, the built binary, each test with its own
/// XDG_DATA_HOME (fonts folder and trash), XDG_CONFIG_HOME and fontconfig configuration (the
/// fixture fonts, as fonts installed for everyone, and the user's fonts folder).
@Suite(.serialized) struct InstallCLITests {
  let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-install-\(UUID().uuidString)")
  var dataHome: URL { work.appendingPathComponent("data") }
  var fonts: URL { dataHome.appendingPathComponent("fonts") }
  var trash: URL { dataHome.appendingPathComponent("Trash") }
  static let symbols = FixtureFonts.packageRoot.appendingPathComponent(
    "Tests/Fixtures/extra-fonts/FixtureSymbols-Regular.ttf")

  /// The environment of a test: the user's fonts folder listed by absolute path (fontconfig's
  /// `prefix="xdg"` also adds every XDG_DATA_DIRS folder, the machine's fonts among them).
  var environment: [String: String] {
    let configuration = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("fontconfig"), folders: [FixtureFonts.fontsDirectory, fonts])
    return FixtureFonts.environment([
      "FONTCONFIG_FILE": configuration.path, "XDG_DATA_HOME": dataHome.path, "HOME": work.path,
      "XDG_CONFIG_HOME": work.appendingPathComponent("config").path,
      "XDG_CACHE_HOME": work.appendingPathComponent("cache").path,
    ])
  }

  func typecase(_ arguments: [String], as user: String? = nil) throws -> ProcessOutcome {
    if user != nil {
      return try ProcessRunner.run(
        URL(fileURLWithPath: "/usr/bin/setpriv"),
        ["--reuid=65534", "--regid=65534", "--clear-groups", ProcessRunner.typecase.path] + arguments,
        environment: environment)
    }
    return try ProcessRunner.run(ProcessRunner.typecase, arguments, environment: environment)
  }

  /// The `files` of an outcome's JSON document (`install --json`, `remove --json`).
  func fileEntries(_ outcome: ProcessOutcome) throws -> [[String: Any]] {
    try #require(
      (try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])?["files"]
        as? [[String: Any]], "\(outcome.standardOutput)")
  }

  /// `fc-list` in a process of its own: the families fontconfig programs see now.
  func fcList() throws -> String {
    try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/fc-list"), [":", "family"], environment: environment)
      .standardOutput
  }

  /// Every entry of the fonts folder, hidden ones too (a half-written copy would show).
  func fontsFolderEntries() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: fonts.path)) ?? []).sorted()
  }

  /// Writes `bytes` to `name` in the work folder; its path.
  func file(_ name: String, _ bytes: [UInt8]) throws -> String {
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let url = work.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  /// Ctrl+C during an install of many files stops between two: each file installed is said,
  /// the others are said not to be, fontconfig's cache lists what was installed, and the
  /// status is 130 (it printed nothing, 166 of 300 files installed, the cache not refreshed).
  @Test func anInterruptedInstallSaysWhatItInstalled() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let font = Array(
      try FixtureFonts.otherBuild(of: "FixtureDisplay-Regular.ttf"))
    // Other bytes each (after the font's tables): copies, not the same file again.
    let paths = try (0..<300).map { try file("Display\($0).ttf", font + Array("\($0)".utf8)) }
    let outcome = try ProcessRunner.run(ProcessRunner.typecase, ["install"] + paths, environment: environment) {
      fontsFolderEntries().count >= 100
    }
    #expect(outcome.status == 130, "\(outcome.standardError)")
    let installed = outcome.standardOutput.split(separator: "\n").filter { $0.hasPrefix("installed: ") }
    let copies = fontsFolderEntries().filter { $0.hasSuffix(".ttf") }
    #expect(installed.count == copies.count && copies.count == fontsFolderEntries().count, "\(fontsFolderEntries())")
    #expect(installed.count >= 100 && installed.count < 300)
    #expect(
      outcome.standardError.contains(
        "interrupted after \(installed.count) of 300 files: the others were not installed"), "\(outcome.standardError)")
    let listed = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/fc-list"), [":", "file"], environment: environment
    ).standardOutput.split(separator: "\n").filter { $0.hasPrefix(fonts.path + "/") }
    #expect(listed.count == copies.count)
  }

  /// A Type 1 font installed with its AFM metrics (`install fonts/*` of URW's folder): the
  /// metrics file is said to go with the font, not refused with the advice to install the font
  /// just installed; given alone, it is refused as before.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/type1/urw-base35/C059-Roman.afm")))
  func theMetricsBesideTheirTypeOneFontAreNoError() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    var given: [String] = []
    for name in ["C059-Roman.t1", "C059-Roman.afm"] {
      let copy = work.appendingPathComponent(name).path
      try FileManager.default.copyItem(atPath: "/usr/share/fonts/type1/urw-base35/" + name, toPath: copy)
      given.append(copy)
    }
    let both = try typecase(["install"] + given)
    #expect(both.status == 0, "\(both.standardError)")
    #expect(!both.standardError.contains("cannot install"), "\(both.standardError)")
    #expect(
      both.standardError.contains(
        "(\(given[1]) holds the metrics of \(given[0]), which is installed without it: programs read the font alone)"),
      "\(both.standardError)")
    #expect(fontsFolderEntries() == ["C059-Roman.t1"])
    let alone = try typecase(["install", given[1]])
    #expect(alone.status == 1)
    #expect(alone.standardError.contains("it looks like an AFM font metrics file"), "\(alone.standardError)")
  }

  /// Installing into a fonts folder other users can change (a group's shared folder, here
  /// writable by all) says that `remove` will not take the fonts back out: it installed them
  /// without a word, and `remove` then refused.
  @Test func installingWhereOthersCanChangeTheFolderSaysRemoveWillNotTakeItBack() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    #expect(chmod(fonts.path, 0o777) == 0)
    let installed = try typecase(["install", Self.symbols.path])
    #expect(installed.status == 0, "\(installed.standardError)")
    #expect(
      installed.standardError.contains("can change ")
        && installed.standardError.contains(
          ": typecase remove will not move fonts out of it to the trash; remove them from there by hand)"),
      "\(installed.standardError)")
    let removed = try typecase(["remove", "FixtureSymbols-Regular", "--yes"])
    #expect(removed.status == 1 && removed.standardError.contains("another user can change the folder"))
    // A folder of the user's own says nothing of it.
    #expect(chmod(fonts.path, 0o755) == 0)
    try FileManager.default.removeItem(at: fonts.appendingPathComponent("FixtureSymbols-Regular.ttf"))
    let again = try typecase(["install", Self.symbols.path])
    #expect(again.status == 0 && again.standardOutput.hasPrefix("installed: "), "\(again.standardOutput)")
    #expect(!again.standardError.contains("typecase remove will not"), "\(again.standardError)")
  }

  /// A home or data folder written with a "/" at the end, "//" or "/./" (a password entry
  /// from LDAP, a hand-set XDG_DATA_HOME), or reached through a link where the configuration
  /// names the real folder, is the folder fontconfig reads: every font installed was taken
  /// back as "left out by the configuration", and `families --user` listed none of the fonts
  /// in it.
  @Test(arguments: ["trailing", "double", "dot", "link", "configured-link"])
  func aFoldersSpellingIsTheFolderFontconfigReads(spelling: String) throws {
    defer { try? FileManager.default.removeItem(at: work) }
    var environment = environment
    var folder = fonts
    let data = dataHome.path
    switch spelling {
    case "trailing":
      environment["HOME"] = work.path + "/"
      environment["XDG_DATA_HOME"] = nil
      folder = work.appendingPathComponent(".local/share/fonts")
      environment["FONTCONFIG_FILE"] =
        FixtureFonts.writeConfiguration(
          in: work.appendingPathComponent("fontconfig-home"), folders: [FixtureFonts.fontsDirectory, folder]
        ).path
    case "double": environment["XDG_DATA_HOME"] = data.replacingOccurrences(of: "/data", with: "//data")
    case "dot": environment["XDG_DATA_HOME"] = data.replacingOccurrences(of: "/data", with: "/./x/../data")
    case "link":
      try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
      let link = work.appendingPathComponent("linked-data")
      try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: data)
      environment["XDG_DATA_HOME"] = link.path
    default:
      // The configuration names the folder through a link, XDG_DATA_HOME by its real path.
      try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
      let link = work.appendingPathComponent("linked-data")
      try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: data)
      environment["FONTCONFIG_FILE"] =
        FixtureFonts.writeConfiguration(
          in: work.appendingPathComponent("fontconfig-link"),
          folders: [FixtureFonts.fontsDirectory, link.appendingPathComponent("fonts")]
        ).path
    }
    let installed = try ProcessRunner.run(
      ProcessRunner.typecase, ["install", Self.symbols.path], environment: environment)
    #expect(installed.status == 0, "\(spelling): \(installed.standardError)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["FixtureSymbols-Regular.ttf"], "\(spelling)")
    let mine = try ProcessRunner.run(ProcessRunner.typecase, ["families", "--user"], environment: environment)
    #expect(mine.standardOutput.hasPrefix("Fixture Symbols\t"), "\(spelling): \(mine.standardOutput)")
    // Removed, to a trash written as the folder is (it was "…/./x/../data/Trash", x made).
    let removed = try ProcessRunner.run(
      ProcessRunner.typecase, ["remove", "FixtureSymbols-Regular", "--yes"], environment: environment)
    #expect(removed.status == 0, "\(spelling): \(removed.standardError)")
    #expect(
      !removed.standardOutput.contains("//") && !removed.standardOutput.contains("/./"), "\(removed.standardOutput)")
    #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("x").path), "\(spelling)")
  }

  /// Installing a font that another file already holds says so, and which copy programs get
  /// (as fc-match answers); it said only "installed", and a copy installed for everyone went on
  /// being the one used.
  @Test func installingACopyOfAnInstalledFontSaysWhichCopyProgramsGet() throws {
    let copy = try file(
      "MyMono.ttf",
      Array(try FixtureFonts.otherBuild(of: "FixtureMono-Bold.ttf")))
    let installed = try typecase(["install", copy, Self.symbols.path])
    #expect(installed.status == 0, "\(installed.standardError)")
    let match = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{file}", "Fixture Mono:postscriptname=FixtureMono-Bold"], environment: environment)
    let system = FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Bold.ttf").path
    // Which of the two that is, the same file not named twice ("also installed: X; programs
    // get X").
    let given =
      match.standardOutput == system
      ? "programs get that copy, not the one installed now" : "programs get the one installed now"
    #expect(installed.standardError == "(FixtureMono-Bold is installed already, in \(system): \(given))\n")
    // Installed again, it is "already installed", and nothing more is said.
    let again = try typecase(["install", copy])
    #expect(again.standardOutput.hasPrefix("already installed: "))
    #expect(again.standardError.isEmpty)
  }

  /// A folder of Type 1 fonts in .t1 files (as URW ships them) installs them: it was "a folder
  /// with no font file in it", where each file given alone installed.
  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: "/usr/share/fonts/type1/urw-base35/C059-Bold.t1"),
      "needs fonts-urw-base35"))
  func aFolderOfType1FilesInstallsThem() throws {
    let folder = work.appendingPathComponent("usb")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: "/usr/share/fonts/type1/urw-base35/C059-Bold.t1"),
      to: folder.appendingPathComponent("C059-Bold.t1"))
    let outcome = try typecase(["install", folder.path])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(outcome.standardOutput.hasPrefix("installed: \(folder.path)/C059-Bold.t1 → "), "\(outcome.standardOutput)")
    #expect(fontsFolderEntries() == ["C059-Bold.t1"])
  }

  /// A file of the same bytes as a font installed for everyone (a system font's copy from a
  /// USB stick, under another name) is already installed, as that file: nothing is copied (it
  /// became a second copy, the family marked a duplicate).
  @Test func aCopyOfAFontInstalledForEveryoneIsAlreadyInstalled() throws {
    let system = FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Bold.ttf")
    let copy = try file("download", Array(try Data(contentsOf: system)))
    let outcome = try typecase(["install", copy])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(outcome.standardOutput == "already installed: \(copy) is \(system.path) (Fixture Mono)\n")
    #expect(outcome.standardError.isEmpty, "\(outcome.standardError)")
    #expect(fontsFolderEntries().isEmpty)
  }

  /// A collection whose faces another file holds too says so in one line, naming a few faces:
  /// it said one line for each face (120 lines for one collection).
  @Test func aCollectionInstalledAgainSaysSoOnceNotOnceForEachFace() throws {
    let styles = ["Regular", "Bold", "Italic", "BoldItalic"]
    let faces = styles.map { (source: "TypecaseFixtureSans-\($0).ttf", family: "Twice Sans", style: $0) }
    let first = try makeCollection("First.ttc", of: faces)
    #expect(try typecase(["install", first.path]).status == 0)
    // The same faces in another order: another file, the same fonts.
    let second = try makeCollection("Second.ttc", of: faces.reversed())
    let installed = try typecase(["install", second.path])
    #expect(installed.status == 0, "\(installed.standardError)")
    let lines = installed.standardError.split(separator: "\n")
    #expect(lines.count == 1, "\(installed.standardError)")
    let line = try #require(lines.first)
    #expect(
      line.hasPrefix(
        "(TwiceSans-BoldItalic, TwiceSans-Italic and 2 more are also installed: \(fonts.path)/First.ttc; programs get "),
      "\(line)")
  }

  /// Two files holding one font, installed by one command, are said once, as both installed
  /// now: each was said to be "also installed" in the other, on two lines.
  @Test func twoCopiesInstalledTogetherAreSaidOnceAsInstalledNow() throws {
    let symbols = Array(try Data(contentsOf: Self.symbols))
    let first = try file("First.ttf", symbols)
    let second = try file("Second.ttf", symbols + [0])
    let installed = try typecase(["install", first, second])
    #expect(installed.status == 0, "\(installed.standardError)")
    let lines = installed.standardError.split(separator: "\n")
    #expect(lines.count == 1, "\(installed.standardError)")
    #expect(
      lines.first?.hasPrefix(
        "(FixtureSymbols-Regular is in each of \(fonts.path)/First.ttf, \(fonts.path)/Second.ttf, installed now; programs get "
      )
        == true, "\(installed.standardError)")
  }

  /// A configuration that lists a folder holding the user's fonts folder reads it (fontconfig
  /// reads folders within its folders): no warning that programs will not see the fonts, and a
  /// font its rules reject is taken back.
  ///
  /// It was said not to be listed, and the rejected font stayed "installed".
  @Test func aFontsFolderInsideAListedFolderIsListed() throws {
    let configuration = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("parent-fontconfig"), folders: [FixtureFonts.fontsDirectory, dataHome],
      rules: "<selectfont><rejectfont><glob>*Symbols*</glob></rejectfont></selectfont>")
    var environment = environment
    environment["FONTCONFIG_FILE"] = configuration.path
    let display = try file(
      "Other.ttf",
      Array(try FixtureFonts.otherBuild(of: "FixtureDisplay-Regular.ttf")))
    let outcome = try ProcessRunner.run(
      ProcessRunner.typecase, ["install", display, Self.symbols.path, "--json"], environment: environment)
    #expect(!outcome.standardError.contains("does not list"), "\(outcome.standardError)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    #expect(document["folderListedByFontconfig"] as? Bool == true)
    let files = try #require(document["files"] as? [[String: Any]])
    #expect(files.map { $0["status"] as? String } == ["installed", "failed"], "\(files)")
    #expect(files.last?["problem"] as? String == "left-out-by-configuration", "\(files)")
    #expect(fontsFolderEntries() == ["Other.ttf"])
  }

  /// The same bytes as a font already in the fonts folder that the configuration's rules leave
  /// out are refused for that reason, and the file there stays.
  ///
  /// It was "already installed" (status 0) while no program saw the font.
  @Test func aFontTheConfigurationLeavesOutIsNotAlreadyInstalled() throws {
    let configuration = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("rejecting-fontconfig"), folders: [FixtureFonts.fontsDirectory, dataHome],
      rules: "<selectfont><rejectfont><glob>*Symbols*</glob></rejectfont></selectfont>")
    var environment = environment
    environment["FONTCONFIG_FILE"] = configuration.path
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let there = fonts.appendingPathComponent("FixtureSymbols-Regular.ttf")
    try FileManager.default.copyItem(at: Self.symbols, to: there)
    let outcome = try ProcessRunner.run(
      ProcessRunner.typecase, ["install", Self.symbols.path, "--json"], environment: environment)
    #expect(outcome.status == 1, "\(outcome.standardOutput)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    let files = try #require(document["files"] as? [[String: Any]])
    #expect(files.map { $0["status"] as? String } == ["failed"], "\(files)")
    #expect(files.first?["problem"] as? String == "left-out-by-configuration", "\(files)")
    #expect(fontsFolderEntries() == ["FixtureSymbols-Regular.ttf"])
    // fontconfig agrees: it lists no font of that file.
    let listed = try ProcessRunner.runTool("fc-list", [":", "file"], environment: environment).standardOutput
    #expect(!listed.contains("FixtureSymbols"), "\(listed)")
    // Said to be there, disabled: "it was not installed" sent a Font Book user looking for a
    // font in the folder all along.
    let plain = try ProcessRunner.run(ProcessRunner.typecase, ["install", Self.symbols.path], environment: environment)
    #expect(
      plain.standardError.contains(": it is already in your fonts folder, as ")
        && plain.standardError.contains("FixtureSymbols-Regular.ttf, but fontconfig's configuration here leaves it out"),
      "\(plain.standardError)")
  }

  /// The same bytes in a folder the configuration's rules reject (as some disable fonts) do not
  /// stop an install: a copy is made under the file's own name, which fontconfig lists.
  ///
  /// It was refused as "no program would see it", while a plain cp and fc-cache made it seen.
  @Test func aCopyInARejectedFolderDoesNotStopAnInstall() throws {
    let configuration = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("disabling-fontconfig"), folders: [FixtureFonts.fontsDirectory, dataHome],
      rules: "<selectfont><rejectfont><glob>*/disabled/*</glob></rejectfont></selectfont>")
    var environment = environment
    environment["FONTCONFIG_FILE"] = configuration.path
    let disabled = fonts.appendingPathComponent("disabled")
    try FileManager.default.createDirectory(at: disabled, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Self.symbols, to: disabled.appendingPathComponent("Old.ttf"))
    // Twice in one command, under two names: one copy.
    let again = try file("Again.ttf", Array(try Data(contentsOf: Self.symbols)))
    let outcome = try ProcessRunner.run(
      ProcessRunner.typecase, ["install", Self.symbols.path, again], environment: environment)
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(fontsFolderEntries() == ["FixtureSymbols-Regular.ttf", "disabled"])
    let listed = try ProcessRunner.runTool("fc-list", [":", "file"], environment: environment).standardOutput
    #expect(listed.contains(fonts.appendingPathComponent("FixtureSymbols-Regular.ttf").path), "\(listed)")
    #expect(!listed.contains("disabled/Old.ttf"), "\(listed)")
  }

  /// A fonts folder fontconfig does not read has nothing its rules leave out: the same bytes
  /// under another name there are "already installed", no second copy made.
  @Test func aFontsFolderNotReadKeepsItsCopyUnderAnotherName() throws {
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Self.symbols, to: fonts.appendingPathComponent("Old-Name.ttf"))
    let configuration = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("unlisting-fontconfig"), folders: [FixtureFonts.fontsDirectory])
    var environment = environment
    environment["FONTCONFIG_FILE"] = configuration.path
    let outcome = try ProcessRunner.run(
      ProcessRunner.typecase, ["install", Self.symbols.path, "--json"], environment: environment)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    #expect(document["folderListedByFontconfig"] as? Bool == false)
    let files = try #require(document["files"] as? [[String: Any]])
    #expect(files.map { $0["status"] as? String } == ["already-installed"], "\(files)")
    #expect(fontsFolderEntries() == ["Old-Name.ttf"])
  }

  /// Two copies installed together of a font installed for everyone: the note names the
  /// earlier copy and both new ones (the second new one went unnamed).
  @Test func twoCopiesOfAFontInstalledForEveryoneAreAllNamed() throws {
    let bold = Array(try FixtureFonts.otherBuild(of: "FixtureMono-Bold.ttf"))
    let first = try file("MonoA.ttf", bold + [0])
    let second = try file("MonoB.ttf", bold + [1])
    let installed = try typecase(["install", first, second])
    #expect(installed.status == 0, "\(installed.standardError)")
    let lines = installed.standardError.split(separator: "\n")
    #expect(lines.count == 1, "\(installed.standardError)")
    let system = FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Bold.ttf").path
    #expect(
      lines.first?.hasPrefix(
        "(FixtureMono-Bold is also installed: \(system), \(fonts.path)/MonoA.ttf, \(fonts.path)/MonoB.ttf; programs get "
      )
        == true, "\(installed.standardError)")
  }

  /// The same file under another name is the same font installed again: it was copied a
  /// second time, said only to be "also installed" in the first copy.
  ///
  /// One in a folder inside the fonts folder counts too.
  @Test func theSameFileUnderAnotherNameIsAlreadyInstalled() throws {
    let inner = fonts.appendingPathComponent("mine/symbols")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    let first = inner.appendingPathComponent("Symbols.ttf")
    try FileManager.default.copyItem(at: Self.symbols, to: first)
    let renamed = try file("Renamed.ttf", Array(try Data(contentsOf: Self.symbols)))
    let again = try typecase(["install", renamed])
    #expect(again.status == 0, "\(again.standardError)")
    #expect(again.standardOutput == "already installed: \(renamed) is \(first.path) (Fixture Symbols)\n")
    #expect(fontsFolderEntries() == ["mine"])
    // Other content under another name is installed.
    let other = try file(
      "Other.ttf",
      Array(try FixtureFonts.otherBuild(of: "FixtureDisplay-Regular.ttf")))
    #expect(try typecase(["install", other]).standardOutput.hasPrefix("installed: "))
    #expect(fontsFolderEntries() == ["Other.ttf", "mine"])
    // The first font again, under the name the other one took: already installed, not a
    // conflict whose advice was to trash the other font.
    let elsewhere = work.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    let sameName = elsewhere.appendingPathComponent("Other.ttf")
    try FileManager.default.copyItem(at: Self.symbols, to: sameName)
    let once = try typecase(["install", sameName.path])
    #expect(once.status == 0, "\(once.standardError)")
    #expect(once.standardOutput == "already installed: \(sameName.path) is \(first.path) (Fixture Symbols)\n")
    #expect(once.standardError.isEmpty)
  }

  /// An italic that its name table names as an installed upright face is not a copy of it
  /// (fontconfig gives a program asking for the upright the upright): installing it says
  /// nothing of copies.
  ///
  /// It was said to be "also installed" in the upright's file.
  @Test func anItalicNamedAsAnInstalledUprightIsNotCalledACopy() throws {
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let italic = work.appendingPathComponent("SameName-Italic.ttf").path
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Italic.ttf"),
      to: URL(fileURLWithPath: italic), editing: #"font["name"].setName("TypecaseFixtureSans-Regular", 6, 3, 1, 0x409)"#
    )
    let installed = try typecase(["install", italic])
    #expect(installed.status == 0, "\(installed.standardError)")
    let inFolder = try ProcessRunner.runTool(
      "fc-list", ["-f", "%{slant}\n", ":postscriptname=TypecaseFixtureSans-Regular"], environment: environment)
    // Both are there now, an upright (slant 0) and an italic (100).
    #expect(Set(inFolder.standardOutput.split(separator: "\n")) == ["0", "100"])
    #expect(installed.standardError.isEmpty, "\(installed.standardError)")
  }

  /// A font named in Japanese only is reported by its names, as fontconfig reads them
  /// (fc-scan), in the plain and the JSON output: both said "??????" (FreeType's ASCII names).
  @Test func installedFamiliesAreNamedAsFontconfigNamesThem() throws {
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let font = work.appendingPathComponent("Kanji.ttf").path
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
      to: URL(fileURLWithPath: font),
      editing: """
        name = font["name"]
        name.names = [r for r in name.names if r.nameID not in (1, 2, 4, 16, 17)]
        for nameID, text in ((1, "漢字フォント"), (2, "標準"), (4, "漢字フォント 標準")):
            name.setName(text, nameID, 3, 1, 0x411)
        """)
    let scanned = try ProcessRunner.runTool(
      "fc-scan", ["--format", "%{family[0]}|%{style[0]}", font], environment: environment)
    #expect(scanned.standardOutput == "漢字フォント|標準")
    let plain = try typecase(["install", font])
    #expect(plain.status == 0, "\(plain.standardError)")
    #expect(plain.standardOutput.hasSuffix("(漢字フォント)\n"), "\(plain.standardOutput)")
    try FileManager.default.removeItem(at: fonts.appendingPathComponent("Kanji.ttf"))
    let json = try typecase(["install", font, "--json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any], "\(json.standardOutput)"
    )
    let files = try #require(document["files"] as? [[String: Any]])
    let faces = try #require(files.first?["faces"] as? [[String: Any]])
    #expect(faces.first?["family"] as? String == "漢字フォント")
    #expect(faces.first?["style"] as? String == "標準")
  }

  @Test func installsAFontThatOtherProgramsSeeAtOnce() throws {
    #expect(try !fcList().contains("Fixture Symbols"))
    let cacheFolder = work.appendingPathComponent("fontconfig/cache").path
    let cachesBefore = try FileManager.default.contentsOfDirectory(atPath: cacheFolder).filter {
      $0.hasSuffix(".cache-8")
    }
    let installed = try typecase(["install", Self.symbols.path])
    #expect(installed.status == 0, "\(installed.standardError)")
    #expect(
      installed.standardOutput.hasPrefix("installed: \(Self.symbols.path) → \(fonts.path)/FixtureSymbols-Regular.ttf"))
    #expect(installed.standardOutput.contains("(Fixture Symbols)"))
    #expect(fontsFolderEntries() == ["FixtureSymbols-Regular.ttf"])
    #expect(
      try Data(contentsOf: fonts.appendingPathComponent("FixtureSymbols-Regular.ttf")) == Data(contentsOf: Self.symbols)
    )
    // fontconfig's cache of the folder was written (one more cache file), and fc-list lists
    // the family.
    let caches = try FileManager.default.contentsOfDirectory(atPath: cacheFolder).filter { $0.hasSuffix(".cache-8") }
    #expect(caches.count == cachesBefore.count + 1)
    #expect(try fcList().contains("Fixture Symbols"))
    #expect(try typecase(["families"]).standardOutput.contains("Fixture Symbols\t1"))

    let again = try typecase(["install", Self.symbols.path, "--json"])
    #expect(again.status == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(again.standardOutput.utf8)) as? [String: Any])
    let files = try #require(document["files"] as? [[String: Any]])
    #expect(files.first?["status"] as? String == "already-installed")
    #expect(files.first?["installedAs"] as? String == fonts.path + "/FixtureSymbols-Regular.ttf")
    #expect(document["folderListedByFontconfig"] as? Bool == true)
    let faces = try #require(files.first?["faces"] as? [[String: Any]])
    #expect(faces.map { $0["scalable"] as? Bool } == [true])
  }

  /// A file larger than any font (a disk image named .ttf) is refused by its size, by install
  /// and face alike: it was read whole, and the program stopped when it could not have the
  /// memory (40 GB).
  ///
  /// Sparse: the test writes no such file.
  @Test func aFileLargerThanAnyFontIsRefusedBySize() throws {
    let huge = work.appendingPathComponent("huge.ttf")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: huge.path, contents: Data()))
    #expect(truncate(huge.path, 40 << 30) == 0)
    let said = "the file is 40,960 MB, larger than any font: Typecase reads font files of up to 1,024 MB"
    let installed = try typecase(["install", huge.path])
    #expect(installed.status == 1)
    #expect(installed.standardError == "typecase: cannot install \"\(huge.path)\": \(said)\n")
    let read = try typecase(["face", huge.path])
    #expect(read.status == 1)
    #expect(read.standardError.contains(said), "\(read.standardError)")
  }

  @Test func badInputIsRefusedWithAReasonAndNothingIsCopied() throws {
    let folder = work.appendingPathComponent("a-folder.ttf")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let empty = try file("empty.ttf", [])
    let png = try file(
      "picture.ttf", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 64))
    let cut = try file("cut.ttf", Array(try Data(contentsOf: Self.symbols).prefix(200)))
    // A TrueType header of no tables.
    let damaged = try file("damaged.ttf", [0, 1, 0, 0] + Array(repeating: 0, count: 60))
    // The metrics that go with a Type 1 font, given beside it (`install C059-Roman.t1 C059-Roman.afm`).
    let metrics = try file("Serif.afm", Array("StartFontMetrics 4.1\nFontName Serif\nEndFontMetrics\n".utf8))
    // The same after a byte-order mark, and the Windows metrics of a .pfb (version 1.0, its own
    // size, a copyright): both were "not a font file" with no word of what they are.
    let marked = try file("Marked.afm", [0xEF, 0xBB, 0xBF] + Array("StartFontMetrics 4.1\nEndFontMetrics\n".utf8))
    let copyright = Array("Copyright (c) 2026 Typecase fixtures".utf8)
    let size = 6 + 60 + 120
    let windowsBytes =
      [0x00, 0x01] + (0..<4).map { UInt8((size >> (8 * $0)) & 0xFF) } + copyright
      + Array(repeating: 0, count: size - 6 - copyright.count)
    let windows = try file("Serif.pfm", windowsBytes)
    let outcome = try typecase([
      "install", folder.path, empty, png, cut, damaged, work.path + "/missing.otf", "/dev/null", metrics, marked,
      windows,
    ])
    #expect(outcome.status == 1)
    #expect(outcome.standardOutput.isEmpty)
    let lines = outcome.standardError.split(separator: "\n").map(String.init)
    #expect(lines.contains("typecase: cannot install \"\(folder.path)\": it is a folder with no font file in it"))
    #expect(lines.contains("typecase: cannot install \"\(empty)\": the file is empty (0 bytes)"))
    #expect(
      lines.contains(
        "typecase: cannot install \"\(png)\": not a font file: FreeType recognizes no font format in it (it looks like a PNG image)"
      ))
    #expect(lines.contains { $0.hasPrefix("typecase: cannot install \"\(cut)\": the file is cut short: its “") })
    #expect(lines.contains { $0.hasPrefix("typecase: cannot install \"\(damaged)\": FreeType cannot open face 0") })
    #expect(lines.contains("typecase: cannot install \"\(work.path)/missing.otf\": no such file"))
    #expect(lines.contains("typecase: cannot install \"/dev/null\": it is not a regular file"))
    #expect(
      lines.contains(
        "typecase: cannot install \"\(metrics)\": not a font file: FreeType recognizes no font format in it (it looks like an AFM font metrics file, which goes with a Type 1 font: install that font)"
      ), "\(lines)")
    #expect(
      lines.contains(
        "typecase: cannot install \"\(marked)\": not a font file: FreeType recognizes no font format in it (it looks like an AFM font metrics file, which goes with a Type 1 font: install that font)"
      ), "\(lines)")
    #expect(
      lines.contains(
        "typecase: cannot install \"\(windows)\": not a font file: FreeType recognizes no font format in it (it looks like a Windows PFM font metrics file, which goes with a Type 1 font: install that font, its .pfb file)"
      ), "\(lines)")
    #expect(fontsFolderEntries().isEmpty)

    let json = try typecase(["install", png, "--json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let files = try #require(document["files"] as? [[String: Any]])
    #expect(files.first?["status"] as? String == "failed")
    #expect(files.first?["problem"] as? String == "not-a-font")
  }

  /// A whole file whose table directory puts a table's end far past the file's is damaged, not
  /// cut short: it was asked whether the download was complete.
  @Test func aTableDirectoryFarPastTheEndIsDamagedNotCutShort() throws {
    var bytes = Array(try Data(contentsOf: Self.symbols))
    // The first table's length, in the directory after the 12-byte header, made 1 GB.
    let huge: UInt32 = 1 << 30
    for (index, byte) in withUnsafeBytes(of: huge.bigEndian, Array.init).enumerated() { bytes[12 + 12 + index] = byte }
    let damaged = try file("damaged.ttf", bytes)
    let outcome = try typecase(["install", damaged])
    #expect(outcome.status == 1)
    #expect(
      outcome.standardError.hasPrefix(
        "typecase: cannot install \"\(damaged)\": the file is damaged: its directory puts the “"),
      "\(outcome.standardError)")
    #expect(!outcome.standardError.contains("download"), "\(outcome.standardError)")
    #expect(fontsFolderEntries().isEmpty)
  }

  /// A folder stands for the font files under it (a foundry's download, extracted: fonts in
  /// nested folders beside a read-me and macOS's "__MACOSX" leftovers), each named from the
  /// folder as given; a ZIP archive is refused with what to do; a folder with no font says so.
  @Test func aFolderInstallsTheFontFilesUnderIt() throws {
    let package = work.appendingPathComponent("Brightline Sans v2")
    for folder in ["OTF", "TTF", "__MACOSX/TTF", ".hidden"] {
      try FileManager.default.createDirectory(
        at: package.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    for (name, folder) in [
      ("FixtureSerif-Regular.otf", "OTF"), ("TypecaseFixtureSans-Regular.ttf", "TTF"),
      ("TypecaseFixtureSans-Bold.ttf", "TTF"), ("FixtureMono-Regular.ttf", "__MACOSX/TTF"),
      ("FixtureMono-Bold.ttf", ".hidden"),
    ] {
      try FixtureFonts.otherBuild(of: name).write(to: package.appendingPathComponent(folder + "/" + name))
    }
    try Data("Read me".utf8).write(to: package.appendingPathComponent("README.txt"))
    let outcome = try typecase(["install", package.path + "/"])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let installed = outcome.standardOutput.split(separator: "\n").map { $0.split(separator: " → ").first ?? "" }
    #expect(
      installed == [
        "installed: \(package.path)/OTF/FixtureSerif-Regular.otf",
        "installed: \(package.path)/TTF/TypecaseFixtureSans-Bold.ttf",
        "installed: \(package.path)/TTF/TypecaseFixtureSans-Regular.ttf",
      ], "\(outcome.standardOutput)")
    #expect(
      fontsFolderEntries().sorted()
        == ["FixtureSerif-Regular.otf", "TypecaseFixtureSans-Bold.ttf", "TypecaseFixtureSans-Regular.ttf"])
    #expect(
      !["README", "__MACOSX", ".hidden"].contains(where: outcome.standardError.contains), "\(outcome.standardError)")
    // A ZIP archive, and a folder with no font file.
    let zip = try file("Brightline.zip", [0x50, 0x4B, 0x03, 0x04] + [UInt8](repeating: 0, count: 60))
    let empty = work.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let refused = try typecase(["install", zip, empty.path])
    #expect(refused.status == 1)
    #expect(
      refused.standardError.contains(
        "\"\(zip)\": it is a ZIP archive, not a font file: extract it, then install the folder it makes"),
      "\(refused.standardError)")
    #expect(refused.standardError.contains("\"\(empty.path)\": it is a folder with no font file in it"))
  }

  /// Two builds of one font of one name in a folder's subfolders (a download's hinted and
  /// unhinted fonts): the second is refused as given twice, not as "already installed: install
  /// again with --replace", which then said the same.
  @Test func twoFilesOfOneNameInAFolderAreSaidToBeGivenTwice() throws {
    let package = work.appendingPathComponent("Download")
    let source = "TypecaseFixtureSans-Regular.ttf"
    for (folder, bytes) in [
      ("hinted", try FixtureFonts.otherBuild(of: source)),
      ("unhinted", try FixtureFonts.otherBuild(of: source) + Data(count: 4)),
    ] {
      try FileManager.default.createDirectory(
        at: package.appendingPathComponent(folder), withIntermediateDirectories: true)
      try bytes.write(to: package.appendingPathComponent(folder + "/Font-Regular.ttf"))
    }
    let outcome = try typecase(["install", package.path])
    #expect(
      outcome.standardOutput.hasPrefix("installed: \(package.path)/hinted/Font-Regular.ttf"),
      "\(outcome.standardOutput)")
    #expect(
      outcome.standardError.contains(
        "cannot install \"\(package.path)/unhinted/Font-Regular.ttf\": another file given to this install has the same name"
      ),
      "\(outcome.standardError)")
    // A folder holding a link to a folder of fonts (and one leading back to it): its fonts, once
    // (it was "a folder with no font file in it").
    let linking = work.appendingPathComponent("Linking")
    try FileManager.default.createDirectory(at: linking, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: linking.appendingPathComponent("unhinted"), withDestinationURL: package.appendingPathComponent("unhinted"))
    try FileManager.default.createSymbolicLink(at: linking.appendingPathComponent("loop"), withDestinationURL: linking)
    let linked = try typecase(["install", linking.path, "--replace"])
    let lines = linked.standardOutput.split(separator: "\n")
    #expect(
      lines.count == 1 && lines[0].hasPrefix("replaced: \(linking.path)/unhinted/Font-Regular.ttf"),
      "\(linked.standardOutput)\(linked.standardError)")
  }

  /// Two different fonts of one file name in a folder's subfolders (another family's in otf/
  /// and static/) are both installed, the second under its folder's name before its own, and
  /// installing the folder again installs nothing more: the second failed on every run.
  @Test func twoFontsOfOneFileNameInAFolderAreBothInstalled() throws {
    let package = work.appendingPathComponent("Foundry Pack")
    for (folder, family) in [("otf", "Pack Sans"), ("static", "Pack Sans Two")] {
      try FileManager.default.createDirectory(
        at: package.appendingPathComponent(folder), withIntermediateDirectories: true)
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
        to: package.appendingPathComponent(folder + "/Pack-Regular.ttf"),
        editing: DerivedFont.naming(
          family: family, postScriptName: family.replacingOccurrences(of: " ", with: "") + "-Regular"))
    }
    let first = try typecase(["install", package.path, "--json"])
    #expect(first.status == 0, "\(first.standardError)")
    let files = try fileEntries(first)
    #expect(files.map { $0["status"] as? String } == ["installed", "installed"])
    #expect(
      files.map { $0["installedAs"] as? String } == [
        fonts.appendingPathComponent("Pack-Regular.ttf").path,
        fonts.appendingPathComponent("static-Pack-Regular.ttf").path,
      ])
    #expect(try fcList().contains("Pack Sans Two"))
    let again = try typecase(["install", package.path, "--json"])
    let statuses = try fileEntries(again)
    #expect(statuses.map { $0["status"] as? String } == ["already-installed", "already-installed"])
    #expect(fontsFolderEntries().filter { !$0.hasPrefix(".") } == ["Pack-Regular.ttf", "static-Pack-Regular.ttf"])
    // A third font of the name, in a folder of a name already used ("static" again), sorting
    // first: installed too, under one more folder's name, with --replace too, and the fonts
    // installed before stay (one was "given twice", and --replace trashed another).
    let third = work.appendingPathComponent("Foundry Pack/Another/static")
    try FileManager.default.createDirectory(at: third, withIntermediateDirectories: true)
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
      to: third.appendingPathComponent("Pack-Regular.ttf"),
      editing: DerivedFont.naming(family: "Pack Sans Three", postScriptName: "PackSansThree-Regular"))
    let grown = try typecase(["install", package.path, "--replace", "--json"])
    #expect(grown.status == 0, "\(grown.standardError)")
    let grownFiles = try fileEntries(grown)
    #expect(
      grownFiles.map { $0["status"] as? String } == ["installed", "already-installed", "already-installed"],
      "\(grown.standardOutput)")
    #expect(
      fontsFolderEntries().filter { !$0.hasPrefix(".") } == [
        "Another-static-Pack-Regular.ttf", "Pack-Regular.ttf", "static-Pack-Regular.ttf",
      ])
    #expect(!FileManager.default.fileExists(atPath: trash.path + "/files"), "a font went to the trash")
    let families = try fcList()
    #expect(["Pack Sans", "Pack Sans Two", "Pack Sans Three"].allSatisfy { families.contains($0) }, "\(families)")
  }

  /// A font whose character map is damaged (its `cmap` overwritten) is refused, saying so: it was
  /// installed and became the copy programs got, FreeType making a map up from its glyphs'
  /// names (fontconfig listed Latin) where HarfBuzz reads none and Pango drew boxes.
  @Test func aFontWhoseCharacterMapIsDamagedIsRefused() throws {
    let damaged = try file(
      "damaged-cmap.ttf", try #require(try FixtureFonts.damaging("cmap", of: Self.symbols, with: 0xFF)))
    let outcome = try typecase(["install", damaged])
    #expect(outcome.status == 1)
    #expect(
      outcome.standardError.hasPrefix(
        "typecase: cannot install \"\(damaged)\": face 0 of this font maps no character to a glyph"),
      "\(outcome.standardError)")
    #expect(fontsFolderEntries().isEmpty)
    let json = try typecase(["install", damaged, "--json"])
    #expect(json.standardOutput.contains("\"problem\": \"maps-no-characters\""), "\(json.standardOutput)")
  }

  /// A font whose glyphs are all empty or missing (its `glyf`, `loca` or `maxp` table zeroed)
  /// or all without width (its `hhea` or `hmtx` zeroed; a CFF font's too, whose widths
  /// FreeType reads from its charstrings where HarfBuzz, and so Pango, reads none) is
  /// refused, saying so: it was installed without a word, its row blank or a pile of glyphs,
  /// `face` then saying it draws nothing.
  @Test(arguments: [
    ("FixtureSymbols-Regular.ttf", "glyf", "draws no character"),
    ("FixtureSymbols-Regular.ttf", "loca", "draws no character"),
    ("FixtureSymbols-Regular.ttf", "maxp", "draws no character"),
    ("FixtureSymbols-Regular.ttf", "hhea", "gives its characters no width"),
    ("FixtureSymbols-Regular.ttf", "hmtx", "gives its characters no width"),
    ("FixtureSerif-Regular.otf", "hhea", "gives its characters no width"),
  ])
  func aFontThatDrawsNoTextIsRefused(font: String, table: String, reason: String) throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let source =
      font == "FixtureSymbols-Regular.ttf" ? Self.symbols : FixtureFonts.fontsDirectory.appendingPathComponent(font)
    let bytes = try #require(try FixtureFonts.damaging(table, of: source))
    let damaged = try file("zero-\(table)-" + font, bytes)
    let outcome = try typecase(["install", damaged])
    #expect(outcome.status == 1, "\(table)")
    #expect(
      outcome.standardError.hasPrefix("typecase: cannot install \"\(damaged)\": face 0 of this font \(reason)"),
      "\(outcome.standardError)")
    #expect(fontsFolderEntries().isEmpty, "\(table)")
  }

  /// A font that draws one script and maps others to empty glyphs (a CJK font's Latin and kana
  /// left blank) draws text, and is installed: only its first characters were read, and it
  /// was refused as drawing nothing.
  @Test func aFontWithSomeBlankCharactersIsInstalled() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let blankLatin = work.appendingPathComponent("BlankLatin.ttf")
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMincho-Regular.ttf"), to: blankLatin,
      editing: DerivedFont.naming(family: "Blank Latin", postScriptName: "BlankLatin-Regular") + """

        from fontTools.ttLib.tables._g_l_y_f import Glyph
        for code, name in font.getBestCmap().items():
            if code < 0x4E00:
                font["glyf"][name] = Glyph()
        """)
    let outcome = try typecase(["install", blankLatin.path])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(fontsFolderEntries() == ["BlankLatin.ttf"])
  }

  /// A font file cut short (a download that stopped) is refused, saying so: FreeType opened it,
  /// and it was installed with the name "" and drew nothing.
  ///
  /// Its tables are read by fontTools' own record of them.
  @Test func aFileCutShortIsRefusedSayingSo() throws {
    let whole = Array(try Data(contentsOf: Self.symbols))
    let cut = try file("cut.ttf", Array(whole.prefix(whole.count * 9 / 10)))
    let outcome = try typecase(["install", cut])
    #expect(outcome.status == 1)
    #expect(
      outcome.standardError.hasPrefix("typecase: cannot install \"\(cut)\": the file is cut short: its “"),
      "\(outcome.standardError)")
    #expect(outcome.standardError.contains("past its end (\(whole.count * 9 / 10) bytes)"), "\(outcome.standardError)")
    #expect(fontsFolderEntries().isEmpty)
    // The table named is one that fontTools, too, finds past the end.
    let named = try #require(outcome.standardError.firstMatch(of: /its “(.{4})” table ends at byte (\d+)/))
    let tables = try ProcessRunner.runPython(
      [
        "-c",
        "import sys; from fontTools.ttLib.sfnt import SFNTReader; r = SFNTReader(open(sys.argv[1], 'rb')); "
          + "print(' '.join('%s:%d' % (t, e.offset + e.length) for t, e in r.tables.items()))",
        cut,
      ], environment: FixtureFonts.environment())
    #expect(tables.standardOutput.contains("\(named.1):\(named.2)"), "\(tables.standardOutput)")
    let json = try typecase(["install", cut, "--json"])
    #expect(json.standardOutput.contains("\"problem\": \"truncated\""), "\(json.standardOutput)")
    // A whole font whose last table claims the padding past the end (3 bytes, as a table's
    // length need not be a multiple of 4) installs; 8 bytes more is a cut.
    let padded = work.appendingPathComponent("Padded.ttf")
    try DerivedFont.write(from: Self.symbols, to: padded, editing: "pass")
    let whole2 = Array(try Data(contentsOf: padded))
    func claiming(_ extra: Int) throws -> String {
      var bytes = whole2
      let tableCount = Int(bytes[4]) << 8 | Int(bytes[5])
      let offset = { (at: Int) in bytes[at + 8..<at + 12].reduce(0) { $0 << 8 | Int($1) } }
      let record = try #require((0..<tableCount).map { 12 + $0 * 16 }.max { offset($0) < offset($1) })
      let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
      try #require(!["hmtx", "prep", "DSIG"].contains(tag), "last table: \(tag)")
      let length = bytes[record + 12..<record + 16].reduce(0) { $0 << 8 | Int($1) } + extra
      for shift in 0..<4 { bytes[record + 15 - shift] = UInt8((length >> (8 * shift)) & 0xFF) }
      let path = work.appendingPathComponent("Padded\(extra).ttf")
      try Data(bytes).write(to: path)
      return path.path
    }
    let installed = try typecase(["install", try claiming(3)])
    #expect(installed.status == 0, "\(installed.standardError)")
    let overclaiming = try typecase(["install", try claiming(8)])
    #expect(overclaiming.status == 1)
    #expect(overclaiming.standardError.contains("the file is cut short"), "\(overclaiming.standardError)")
  }

  /// A font cut inside its last tables, those it is drawn without (GSUB and GPOS here, written
  /// last as fontTools writes them), is refused too: it installed and drew without its
  /// ligatures and kerning.
  @Test func aFileCutInItsLayoutTablesIsRefused() throws {
    let features = FixtureFonts.packageRoot.appendingPathComponent(
      "Tests/Fixtures/face-fonts/FixtureFeatures-Regular.otf")
    let whole = Array(try Data(contentsOf: features))
    let tables = try ProcessRunner.runPython(
      [
        "-c",
        "import sys; from fontTools.ttLib.sfnt import SFNTReader; r = SFNTReader(open(sys.argv[1], 'rb')); "
          + "print(max((e.offset, t) for t, e in r.tables.items())[1])",
        features.path,
      ], environment: FixtureFonts.environment())
    let last = tables.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    try #require(last == "GSUB" || last == "GPOS", "last table: \(last)")
    // Cut within the last 64 bytes (the slack a prep or hmtx has), and far into the tables: the
    // table named is the first one cut, where the cut is, not the one ending last.
    let barely = try file("barely-cut.otf", Array(whole.dropLast(20)))
    let barelyCut = try typecase(["install", barely])
    #expect(barelyCut.status == 1, "\(barelyCut.standardError)")
    #expect(barelyCut.standardError.contains("its “\(last)” table"), "\(barelyCut.standardError)")
    let deep = try file("deep-cut.otf", Array(whole.prefix(2000)))
    let deepCut = try typecase(["install", deep])
    #expect(deepCut.standardError.contains("its “CFF2” table"), "\(deepCut.standardError)")
    let cut = try file("cut-layout.otf", Array(whole.dropLast(200)))
    let outcome = try typecase(["install", cut])
    #expect(outcome.status == 1)
    #expect(
      outcome.standardError.hasPrefix(
        "typecase: cannot install \"\(cut)\": the file is cut short: its “\(last)” table"),
      "\(outcome.standardError)")
    #expect(fontsFolderEntries().isEmpty)
    let face = try typecase(["face", cut])
    #expect(face.status != 0)
    #expect(face.standardError.contains("the file is cut short"), "\(face.standardError)")
  }

  /// A font whose name table gives no family is named as fontconfig names it, by its file
  /// (the install said "installed: … ()").
  @Test func aFontWithoutNamesIsNamedByItsFile() throws {
    let nameless = work.appendingPathComponent("Nameless.ttf")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    try DerivedFont.write(
      from: Self.symbols, to: nameless,
      editing: #"font["name"].names = [r for r in font["name"].names if r.nameID not in (1, 2, 4, 6, 16, 17)]"#)
    let outcome = try typecase(["install", nameless.path])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(outcome.standardOutput.hasSuffix("(Nameless)\n"), "\(outcome.standardOutput)")
    let scanned = try ProcessRunner.runTool(
      "fc-scan", ["--format", "%{family[0]}", nameless.path], environment: environment)
    #expect(scanned.standardOutput == "Nameless")
  }

  /// A family whose name holds a "/" is drawn and removed by that name when no such file is
  /// there: it was looked for as a file in the current folder ("cannot remove /…/AC/DC Sans:
  /// no such file").
  @Test func aFamilyNameWithASlashIsDrawnAndRemovedByItsName() throws {
    let slashed = work.appendingPathComponent("Slashed.ttf")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    try DerivedFont.write(
      from: Self.symbols, to: slashed,
      editing: #"n = font["name"]; n.names = [r for r in n.names if r.nameID not in (1, 16, 17)]; "#
        + #"n.setName("AC/DC Sans", 1, 3, 1, 0x409)"#)
    #expect(try typecase(["install", slashed.path]).status == 0)
    #expect(fontsFolderEntries() == ["Slashed.ttf"])
    // Its specimen too.
    let sheet = work.appendingPathComponent("sheet.svg")
    let specimen = try typecase(["specimen", "AC/DC Sans", "-o", sheet.path])
    #expect(specimen.status == 0, "\(specimen.standardError)")
    #expect(FileManager.default.fileExists(atPath: sheet.path))
    let removed = try typecase(["remove", "AC/DC Sans", "--yes"])
    #expect(removed.status == 0, "\(removed.standardError)")
    #expect(fontsFolderEntries().isEmpty)
  }

  @Test func aNameWithANewlineIsInstalledUnderAListableName() throws {
    let odd = try file("Odd\nName.ttf", Array(try Data(contentsOf: Self.symbols)))
    let outcome = try typecase(["install", odd])
    #expect(outcome.status == 0)
    // One line of output, the newline shown escaped; the installed name has "_" instead.
    #expect(
      outcome.standardOutput
        == "installed: \(work.path)/Odd\\nName.ttf → \(fonts.path)/Odd_Name.ttf (Fixture Symbols)\n")
    #expect(fontsFolderEntries() == ["Odd_Name.ttf"])
  }

  /// Another build of the same font (its PostScript name) under the file's name: refused
  /// unless asked to replace it. (Another font of that file name is installed beside it:
  /// `twoFontsOfOneFileNameInAFolderAreBothInstalled`.)
  @Test func aDifferentFileWithTheSameNameIsReplacedOnlyWhenAskedAndGoesToTheTrash() throws {
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let other = try Data(contentsOf: Self.symbols) + Data(count: 4)
    try other.write(to: fonts.appendingPathComponent("FixtureSymbols-Regular.ttf"))
    let outcome = try typecase(["install", Self.symbols.path])
    #expect(outcome.status == 1)
    #expect(
      outcome.standardError
        == "typecase: cannot install \"\(Self.symbols.path)\": a different font file with this name is already installed (~/data/fonts/FixtureSymbols-Regular.ttf); to replace it (it goes to the trash), install again with --replace\n"
    )
    #expect(try Data(contentsOf: fonts.appendingPathComponent("FixtureSymbols-Regular.ttf")) == other)
    #expect(fontsFolderEntries() == ["FixtureSymbols-Regular.ttf"])
    // Asked, it replaces the file, which goes to the trash (where Files finds it), whole.
    let replaced = try typecase(["install", "--replace", Self.symbols.path, "--json"])
    #expect(replaced.status == 0, "\(replaced.standardError)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(replaced.standardOutput.utf8)) as? [String: Any])
    let entry = try #require((document["files"] as? [[String: Any]])?.first)
    #expect(entry["status"] as? String == "replaced")
    let trashed = try #require(entry["replacedFileInTrash"] as? String)
    #expect(try Data(contentsOf: URL(fileURLWithPath: trashed)) == other)
    #expect(
      try Data(contentsOf: fonts.appendingPathComponent("FixtureSymbols-Regular.ttf")) == Data(contentsOf: Self.symbols)
    )
    let info = dataHome.appendingPathComponent(
      "Trash/info/" + URL(fileURLWithPath: trashed).lastPathComponent + ".trashinfo")
    #expect(
      try String(contentsOf: info, encoding: .utf8).contains("Path=\(fonts.path)/FixtureSymbols-Regular.ttf\n"))
    // fontconfig sees the new file: the family it holds is listed.
    let listed = try typecase(["faces", "Fixture Symbols"])
    #expect(listed.status == 0, "\(listed.standardError)")
    // The same file again, with --replace: already installed, nothing trashed.
    let again = try typecase(["install", "--replace", Self.symbols.path])
    #expect(again.standardOutput.hasPrefix("already installed: "), "\(again.standardOutput)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dataHome.path + "/Trash/files").count == 1)
    // Plain output says it replaced the file.
    try other.write(to: fonts.appendingPathComponent("FixtureSymbols-Regular.ttf"))
    let plain = try typecase(["install", "--replace", Self.symbols.path])
    #expect(
      plain.standardOutput.hasPrefix(
        "replaced: \(Self.symbols.path) → \(fonts.path)/FixtureSymbols-Regular.ttf (Fixture Symbols); the file it replaced (Fixture Symbols) is in the trash"
      ), "\(plain.standardOutput)")
  }

  /// Two different files of one name given to one `install --replace`: the first is
  /// installed, the second refused (it replaced the first, and both were said installed, the
  /// first "replaced" too).
  @Test func twoFilesOfOneNameInOneReplaceInstallTheFirstOnly() throws {
    for folder in ["twice/a", "twice/b"] {
      try FileManager.default.createDirectory(
        at: work.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let first = try file("twice/a/Same.ttf", Array(try Data(contentsOf: Self.symbols)))
    // Another build of the same font (its PostScript name).
    let second = try file("twice/b/Same.ttf", Array(try Data(contentsOf: Self.symbols)) + [0, 0, 0, 0])
    let outcome = try typecase(["install", "--replace", first, second, "--json"])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    let files = try #require(document["files"] as? [[String: Any]])
    #expect(files.map { $0["status"] as? String } == ["installed", "failed"])
    #expect(files.last?["problem"] as? String == "same-name-given-twice")
    #expect(files.first?["replacedFileInTrash"] == nil)
    #expect(try Data(contentsOf: fonts.appendingPathComponent("Same.ttf")) == Data(contentsOf: Self.symbols))
    #expect(!FileManager.default.fileExists(atPath: dataHome.path + "/Trash/files/Same.ttf"))
    // Said to be installed already as that file: a later path of its name does not replace it.
    let already = try typecase(["install", "--replace", first, second, "--json"])
    let statuses = try fileEntries(already)
    #expect(statuses.map { $0["status"] as? String } == ["already-installed", "failed"])
    #expect(try Data(contentsOf: fonts.appendingPathComponent("Same.ttf")) == Data(contentsOf: Self.symbols))
  }

  @Test func aFontsFolderThatIsAFileIsNamed() throws {
    try FileManager.default.createDirectory(at: dataHome, withIntermediateDirectories: true)
    try Data("not a folder".utf8).write(to: fonts)
    let outcome = try typecase(["install", Self.symbols.path])
    #expect(outcome.status == 1)
    #expect(
      outcome.standardError.hasPrefix(
        "typecase: cannot install \"\(Self.symbols.path)\": cannot write to the fonts folder ~/data/fonts: Not a directory\n"
      ))
    #expect(try String(contentsOf: fonts, encoding: .utf8) == "not a folder")
  }

  /// A fonts folder that is a link to a folder not there (a disk not mounted) is named, with
  /// where it leads: "copying failed: No such file or directory" read as though the font were
  /// missing.
  @Test func aFontsFolderLinkedToNothingIsNamedWithWhereItLeads() throws {
    try FileManager.default.createDirectory(at: dataHome, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: fonts.path, withDestinationPath: "/nonexistent-disk/fonts")
    let outcome = try typecase(["install", Self.symbols.path])
    #expect(outcome.status == 1)
    #expect(
      outcome.standardError.hasPrefix(
        "typecase: cannot install \"\(Self.symbols.path)\": cannot write to the fonts folder ~/data/fonts: No such file or directory (→ /nonexistent-disk/fonts)\n"
      ), "\(outcome.standardError)")
    // A loop of links is said as one: not "No such file or directory".
    try FileManager.default.removeItem(at: fonts)
    try FileManager.default.createSymbolicLink(atPath: fonts.path, withDestinationPath: "loop")
    try FileManager.default.createSymbolicLink(
      atPath: dataHome.appendingPathComponent("loop").path, withDestinationPath: "fonts")
    let loop = try typecase(["install", Self.symbols.path])
    #expect(loop.status == 1)
    #expect(
      loop.standardError.contains("~/data/fonts: Too many levels of symbolic links (→ loop)"), "\(loop.standardError)")
  }

  /// Root reads and writes whatever the permissions say, so these run as nobody (setpriv).
  static let canDropPrivileges = getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

  @Test(.enabled(if: canDropPrivileges, "needs root and setpriv to run as nobody"))
  func unreadableFilesAndReadOnlyFoldersAreNamed() throws {
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: work.path)
    try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: dataHome.path)
    let secret = try file("secret.ttf", Array(try Data(contentsOf: Self.symbols)))
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: secret)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: fonts.path)
    let readable = try file("readable.ttf", Array(try Data(contentsOf: Self.symbols)))
    let outcome = try typecase(["install", secret, readable], as: "nobody")
    #expect(outcome.status == 1)
    let lines = outcome.standardError.split(separator: "\n").map(String.init)
    #expect(lines.contains("typecase: cannot install \"\(secret)\": cannot read it: Permission denied"))
    #expect(
      lines.contains(
        "typecase: cannot install \"\(readable)\": cannot write to the fonts folder ~/data/fonts: Permission denied"))
    #expect(fontsFolderEntries().isEmpty)
  }

  /// Without HOME (a service, `env -i`), the fonts folder is in the account's own home folder,
  /// as the settings are: it was under /root, whoever ran it.
  @Test func withoutHomeTheFontsFolderIsInTheAccountsHome() throws {
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: work.path)
    let readable = try file("readable.ttf", Array(try Data(contentsOf: Self.symbols)))
    var environment = self.environment
    environment["HOME"] = nil
    environment["XDG_DATA_HOME"] = nil
    let outcome = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/setpriv"),
      ["--reuid=65534", "--regid=65534", "--clear-groups", ProcessRunner.typecase.path, "install", readable],
      environment: environment)
    #expect(outcome.status == 1)
    // nobody's home, /nonexistent, cannot be made.
    #expect(outcome.standardError.contains("/nonexistent/.local/share/fonts"), "\(outcome.standardError)")
    #expect(!outcome.standardError.contains("/root"), "\(outcome.standardError)")
  }

  /// A home folder that does not exist is not made, nor the folders above it: installing,
  /// starring and trashing say so and leave nothing (HOME=/nonexistent/home made
  /// /nonexistent).
  @Test func aMissingHomeAndTheFoldersAboveItAreNotMade() throws {
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let readable = try file("readable.ttf", Array(try Data(contentsOf: Self.symbols)))
    let above = work.appendingPathComponent("nothere")
    let home = above.appendingPathComponent("a/home")
    var environment = self.environment
    environment["HOME"] = home.path
    environment["XDG_DATA_HOME"] = nil
    environment["XDG_CONFIG_HOME"] = nil
    let installed = try ProcessRunner.run(ProcessRunner.typecase, ["install", readable], environment: environment)
    #expect(installed.status == 1)
    #expect(installed.standardError.contains(home.path + ": No such file or directory"), "\(installed.standardError)")
    let starred = try ProcessRunner.run(ProcessRunner.typecase, ["star", "Fixture Mono"], environment: environment)
    #expect(starred.status == 1)
    #expect(starred.standardError.contains(home.path), "\(starred.standardError)")
    #expect(!FileManager.default.fileExists(atPath: above.path))
    // Written with a doubled slash, the same folders.
    environment["HOME"] = work.path + "//nothere/a/home"
    let doubled = try ProcessRunner.run(ProcessRunner.typecase, ["install", readable], environment: environment)
    #expect(doubled.status == 1, "\(doubled.standardOutput)")
    #expect(!FileManager.default.fileExists(atPath: above.path))
  }

  /// Root installing into a user's home (`sudo typecase install` keeping HOME) gives the
  /// folders it makes and the font to the home's owner, as the settings already were: they
  /// were root's, and the user could neither install nor remove a font there again.
  @Test(.enabled(if: geteuid() == 0, "acts as root in another user's home"))
  func rootInstallingIntoAUsersHomeGivesTheFilesToTheUser() throws {
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let readable = try file("readable.ttf", Array(try Data(contentsOf: Self.symbols)))
    #expect(chown(work.path, 65534, 65534) == 0)
    var environment = self.environment
    environment["XDG_DATA_HOME"] = nil
    let installed = try ProcessRunner.run(ProcessRunner.typecase, ["install", readable], environment: environment)
    #expect(installed.status == 0, "\(installed.standardError)")
    let local = work.appendingPathComponent(".local")
    let made = [local, local.appendingPathComponent("share"), local.appendingPathComponent("share/fonts")]
    let font = local.appendingPathComponent("share/fonts/readable.ttf")
    for path in made + [font] {
      let owner = try FileManager.default.attributesOfItem(atPath: path.path)[.ownerAccountID] as? Int
      #expect(owner == 65534, "\(path.path)")
    }
    // The user removes it again.
    let removed = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/setpriv"),
      ["--reuid=65534", "--regid=65534", "--clear-groups", ProcessRunner.typecase.path, "remove", font.path, "--yes"],
      environment: environment)
    #expect(removed.status == 0, "\(removed.standardError)")
    #expect(!FileManager.default.fileExists(atPath: font.path))
    #expect(chown(work.path, 0, 0) == 0)
  }

  /// A font in a folder that cannot be changed (read-only, a store of linked files, not the
  /// user's) is refused with that reason, and no trash folder is made for it: a read-only
  /// bind mount said "Invalid cross-device link" after making a trash at the top of the root
  /// file system.
  @Test(.enabled(if: geteuid() == 0, "acts as another user"))
  func aFontInAFolderThatCannotChangeIsRefusedWithTheFolder() throws {
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let font = fonts.appendingPathComponent("Locked.ttf")
    try FileManager.default.copyItem(at: Self.symbols, to: font)
    for path in [work, dataHome, fonts] { #expect(chown(path.path, 65534, 65534) == 0) }
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: fonts.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fonts.path) }
    let removed = try typecase(["remove", font.path, "--yes", "--json"], as: "nobody")
    #expect(removed.status == 1)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(removed.standardOutput.utf8)) as? [String: Any])
    let file = try #require((document["files"] as? [[String: Any]])?.first, "\(removed.standardOutput)")
    #expect(file["problem"] as? String == "folder-unchangeable")
    #expect(
      file["reason"] as? String
        == "cannot move it to the trash: its folder \(fonts.path) cannot be changed (Permission denied)")
    #expect(FileManager.default.fileExists(atPath: font.path))
    #expect(!FileManager.default.fileExists(atPath: trash.path), "a trash was made")
  }

  /// A user font whose file name is not UTF-8 (Latin-1 "café") is named as the reason it stays:
  /// removing it said "cannot move it to the trash: No such file or directory" of a file
  /// fontconfig lists (the name comes out of fontconfig with U+FFFD).
  @Test func aFileNameThatIsNotUTF8IsNamedAsTheReasonItIsNotRemoved() throws {
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let copied = try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", #"cp "$0" "$1/$(printf 'caf\351.ttf')""#, Self.symbols.path, fonts.path],
      environment: FixtureFonts.environment())
    try #require(copied.status == 0, "\(copied.standardError)")
    let removed = try typecase(["remove", "Fixture Symbols", "--yes", "--json"])
    #expect(removed.status == 1)
    let outcome = try JSONSerialization.jsonObject(with: Data(removed.standardOutput.utf8)) as? [String: Any]
    let file = try #require((outcome?["files"] as? [[String: Any]])?.first, "\(removed.standardOutput)")
    #expect(file["problem"] as? String == "non-utf8-file-name", "\(file)")
    #expect(
      file["reason"] as? String
        == "its file name is not UTF-8, which Typecase cannot move; give the file a UTF-8 name to remove it")
    #expect(fontsFolderEntries().count == 1)
  }

  /// A font in a folder another user can change is not moved to the trash, by its name or its
  /// path: the folder's entries could be swapped between the checks and the move (another user
  /// who owned the fonts folder had `remove` move a file of root's, from a folder a link led
  /// to, to the trash).
  @Test func aFontInAFolderOthersCanChangeIsNotRemoved() throws {
    #expect(try typecase(["install", Self.symbols.path]).status == 0)
    let shared = fonts.appendingPathComponent("shared")
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Self.symbols, to: shared.appendingPathComponent("Copy.ttf"))
    try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: shared.path)
    #expect(try typecase(["install", "--json", Self.symbols.path]).status == 0)
    let said = "another user can change the folder ~/data/fonts/shared: Typecase moves nothing out of it to the trash"
    let byPath = try typecase(["remove", shared.appendingPathComponent("Copy.ttf").path, "--yes"])
    #expect(byPath.status == 1)
    #expect(byPath.standardError.contains(said), "\(byPath.standardError)")
    #expect(FileManager.default.fileExists(atPath: shared.appendingPathComponent("Copy.ttf").path))
    // By its family: the copy in the fonts folder itself goes, the other stays, said why.
    let byName = try typecase(["remove", "Fixture Symbols", "--yes", "--json"])
    let document = try JSONSerialization.jsonObject(with: Data(byName.standardOutput.utf8)) as? [String: Any]
    let files = document?["files"] as? [[String: Any]] ?? []
    let stayed = files.first { ($0["file"] as? String)?.hasSuffix("/shared/Copy.ttf") == true }
    #expect(stayed?["problem"] as? String == "folder-others-can-change", "\(byName.standardOutput)")
    #expect(FileManager.default.fileExists(atPath: shared.appendingPathComponent("Copy.ttf").path))
    #expect(!FileManager.default.fileExists(atPath: fonts.appendingPathComponent("FixtureSymbols-Regular.ttf").path))
  }

  /// A fonts folder its group may change is the user's alone when that group is the user's
  /// private one (a umask of 002): its fonts go.
  ///
  /// A group shared with others ("users") is others, even as the user's primary group: its
  /// fonts stay (they went).
  @Test(.enabled(if: geteuid() == 0 && getgrnam("users") != nil))
  func aFolderASharedGroupCanChangeIsOthersButAPrivateGroupsIsNot() throws {
    #expect(try typecase(["install", Self.symbols.path]).status == 0)
    let installed = fonts.appendingPathComponent("FixtureSymbols-Regular.ttf")
    try FileManager.default.setAttributes([.posixPermissions: 0o775], ofItemAtPath: fonts.path)
    // nobody, whose primary group is "users" here, owning the folder that group may change.
    let shared = try #require(getgrnam("users")).pointee.gr_gid
    #expect(chown(fonts.path, 65534, shared) == 0)
    let refused = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/setpriv"),
      [
        "--reuid=65534", "--regid=\(shared)", "--clear-groups", ProcessRunner.typecase.path, "remove", installed.path,
        "--yes",
      ],
      environment: environment)
    #expect(refused.status == 1)
    #expect(refused.standardError.contains("another user can change the folder"), "\(refused.standardError)")
    #expect(FileManager.default.fileExists(atPath: installed.path))
    // Root's own group (root, no other member) is as a user's private group.
    #expect(chown(fonts.path, 0, 0) == 0)
    let removed = try typecase(["remove", installed.path, "--yes"])
    #expect(removed.status == 0, "\(removed.standardError)")
    #expect(!FileManager.default.fileExists(atPath: installed.path))
  }

  @Test func removeMovesUserFontsToTheTrashAndRefusesOthers() throws {
    #expect(try typecase(["install", Self.symbols.path]).status == 0)
    // Not on a terminal: refuses without --yes, removes nothing.
    let refused = try typecase(["remove", "Fixture Symbols"])
    #expect(refused.status == 1, "nothing removed: exit 1, as the help says")
    #expect(refused.standardError.contains("pass --yes to remove without asking"))
    #expect(fontsFolderEntries() == ["FixtureSymbols-Regular.ttf"])
    // With --json, said on standard output too, as every other refusal is (it printed nothing).
    let refusedJSON = try typecase(["remove", "Fixture Symbols", "--json"])
    #expect(refusedJSON.status == 1)
    let refusal = try JSONSerialization.jsonObject(with: Data(refusedJSON.standardOutput.utf8)) as? [String: Any]
    #expect(refusal?["reason"] as? String == "not removed: standard input is not a terminal to ask on")
    // With the files --yes would move, for a script to check first (the list was empty).
    let unconfirmed = refusal?["files"] as? [[String: Any]]
    #expect(unconfirmed?.count == 1, "\(refusedJSON.standardOutput)")
    #expect(unconfirmed?.first?["status"] as? String == "unconfirmed")
    #expect((unconfirmed?.first?["file"] as? String)?.hasSuffix("/FixtureSymbols-Regular.ttf") == true)
    #expect(unconfirmed?.first?["faces"] as? [String] == ["FixtureSymbols-Regular"])
    #expect(fontsFolderEntries() == ["FixtureSymbols-Regular.ttf"])

    let removed = try typecase(["remove", "Fixture Symbols", "--yes"])
    #expect(removed.status == 0, "\(removed.standardError)")
    let trashed = trash.appendingPathComponent("files/FixtureSymbols-Regular.ttf")
    #expect(
      removed.standardOutput
        == "moved to the trash: \(fonts.path)/FixtureSymbols-Regular.ttf (FixtureSymbols-Regular) → \(trashed.path)\n")
    #expect(fontsFolderEntries().isEmpty)
    #expect(FileManager.default.fileExists(atPath: trashed.path))
    let info = try String(
      contentsOf: trash.appendingPathComponent("info/FixtureSymbols-Regular.ttf.trashinfo"), encoding: .utf8)
    let lines = info.split(separator: "\n").map(String.init)
    #expect(lines.first == "[Trash Info]")
    #expect(lines.contains("Path=" + fonts.path + "/FixtureSymbols-Regular.ttf"))
    #expect(lines.contains { $0.wholeMatch(of: /DeletionDate=\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/) != nil })
    #expect(try !fcList().contains("Fixture Symbols"))

    // A font installed for everyone: refused, with the folder it lives in.
    let system = try typecase(["remove", "FixtureMono-Bold", "--yes"])
    #expect(system.status == 1)
    #expect(
      system.standardError
        == "typecase: cannot remove \(FixtureFonts.fontsDirectory.path)/FixtureMono-Bold.ttf (FixtureMono-Bold): it is installed for everyone, in \(FixtureFonts.fontsDirectory.path); Typecase removes only fonts installed for you, in your fonts folder\n"
    )
    #expect(
      FileManager.default.fileExists(
        atPath: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Bold.ttf").path))

    // A family installed for everyone alone: said once, with its folder (a line for each
    // file, the same but for the file, before).
    let family = try typecase(["remove", "Fixture Mono", "--yes"])
    #expect(family.status == 1)
    let faces = try #require(FixtureFonts.expectedFaceCounts["Fixture Mono"])
    #expect(
      family.standardError
        == "typecase: These \(faces) fonts cannot be removed: they are installed for everyone, in \(FixtureFonts.fontsDirectory.path); Typecase removes only fonts installed for you, in your fonts folder\n"
    )

    // A name that is neither a face's nor a family's says both were looked for.
    let unknown = try typecase(["remove", "Fixture Monoo", "--yes"])
    #expect(unknown.status == 1)
    #expect(
      unknown.standardError
        == "typecase: no font or font family named \"Fixture Monoo\"\n  did you mean: \"Fixture Mono\", \"Fixture Mincho\"?\n"
    )
    // A face's name mistyped is offered the face (it was "run 'typecase families'").
    let face = try typecase(["remove", "FixtureMono-Bld", "--yes"])
    #expect(face.status == 1)
    #expect(
      face.standardError
        == "typecase: no font or font family named \"FixtureMono-Bld\"\n  did you mean: \"Fixture Mono\", \"FixtureMono-Bold\"?\n",
      "\(face.standardError)")
  }

  /// A path named to remove that is no font fontconfig lists: a folder in the fonts folder
  /// (the fonts folder itself too) and a file of no font there are refused, with the reason,
  /// and a file outside every fonts folder is said to be no installed font (each went to the
  /// trash, or was "installed for everyone, in /etc"); a damaged font there still goes.
  @Test func removeOfAPathTakesOnlyFontsFromTheFontsFolder() throws {
    let folder = fonts.appendingPathComponent("more")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Self.symbols, to: folder.appendingPathComponent("FixtureSymbols-Regular.ttf"))
    try Data("notes".utf8).write(to: fonts.appendingPathComponent("notes.txt"))
    try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: fonts.appendingPathComponent("picture.ttf"))
    // A font cut short, which fontconfig does not list: it may go.
    let font = try Data(contentsOf: Self.symbols)
    try font.prefix(600).write(to: fonts.appendingPathComponent("damaged.ttf"))
    let outside = try file("Outside.ttf", Array(font))
    let refusals: [(String, String, String)] = [
      (folder.path, "directory", "it is a folder, not a font file"),
      (fonts.path, "directory", "it is a folder, not a font file"),
      (
        fonts.appendingPathComponent("notes.txt").path, "not-a-font",
        "not a font file: FreeType recognizes no font format in it"
      ),
      (
        fonts.appendingPathComponent("picture.ttf").path, "not-a-font",
        "not a font file: FreeType recognizes no font format in it (it looks like a PNG image)"
      ),
      (
        outside, "not-installed",
        "it is not an installed font: fontconfig lists no font in it, and it is not in your fonts folder"
      ),
      (fonts.appendingPathComponent("gone.ttf").path, "missing", "no such file"),
    ]
    for (path, problem, reason) in refusals {
      let plain = try typecase(["remove", path, "--yes"])
      #expect(plain.status == 1, "\(path)")
      #expect(plain.standardError == "typecase: cannot remove \(path): \(reason)\n")
      let json = try typecase(["remove", path, "--yes", "--json"])
      #expect(json.status == 1)
      let document = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
      let entry = (document?["files"] as? [[String: Any]])?.first
      #expect(entry?["status"] as? String == "refused")
      #expect(entry?["problem"] as? String == problem, "\(path)")
    }
    #expect(fontsFolderEntries() == ["damaged.ttf", "more", "notes.txt", "picture.ttf"])
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("FixtureSymbols-Regular.ttf").path))
    #expect(FileManager.default.fileExists(atPath: outside))
    #expect(try fcList().contains("Fixture Symbols"))

    // A name of no font: its JSON is a document too, of no files (it wrote nothing), with a
    // stable word a script making sure a font is gone can read in any language.
    let unknown = try typecase(["remove", "No Such Family", "--yes", "--json"])
    #expect(unknown.status == 1)
    #expect(
      unknown.standardOutput
        == "{\n  \"files\": [],\n  \"problem\": \"not-found\",\n  \"reason\": \"no font or font family named \\\"No Such Family\\\"\"\n}\n"
    )
    #expect(unknown.standardError.contains("No Such Family"))
    // An empty path is no file: a usage error, as for every other command (it was taken for
    // the current folder).
    let empty = try typecase(["install", ""])
    #expect(empty.status == 2)
    #expect(empty.standardError.hasPrefix("typecase: a font file's path is empty"), "\(empty.standardError)")

    let damaged = try typecase(["remove", fonts.appendingPathComponent("damaged.ttf").path, "--yes"])
    #expect(damaged.status == 0, "\(damaged.standardError)")
    #expect(fontsFolderEntries() == ["more", "notes.txt", "picture.ttf"])
    #expect(FileManager.default.fileExists(atPath: trash.appendingPathComponent("files/damaged.ttf").path))
  }

  /// A font in a folder of the user's own that their fontconfig reads (`<dir>~/myfonts</dir>`)
  /// is not removed, and is said to be outside the fonts folder: it was "installed for
  /// everyone, in ~/myfonts".
  @Test func aFontInAFolderOfTheUsersOwnIsNotCalledInstalledForEveryone() throws {
    let mine = work.appendingPathComponent("myfonts")
    try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Self.symbols, to: mine.appendingPathComponent("FixtureSymbols-Regular.ttf"))
    var environment = self.environment
    environment["FONTCONFIG_FILE"] =
      FixtureFonts.writeConfiguration(
        in: work.appendingPathComponent("own-fontconfig"), folders: [FixtureFonts.fontsDirectory, fonts, mine]
      ).path
    let outcome = try ProcessRunner.run(
      ProcessRunner.typecase, ["remove", "Fixture Symbols", "--yes", "--json"], environment: environment)
    #expect(outcome.status == 1)
    #expect(
      outcome.standardError.contains(
        ": it is in ~/myfonts, not in your fonts folder (~/data/fonts); Typecase removes only fonts installed there\n"),
      "\(outcome.standardError)")
    #expect(!outcome.standardError.contains("installed for everyone"))
    #expect(outcome.standardOutput.contains("\"problem\": \"outside-user-font-folder\""), "\(outcome.standardOutput)")
    #expect(FileManager.default.fileExists(atPath: mine.appendingPathComponent("FixtureSymbols-Regular.ttf").path))
  }

  /// A family of the user's fonts and the system's: its user's font goes, and the system's
  /// are said to stay in one line, not as an error each (eight for DejaVu Serif) after the
  /// question, which had not mentioned them.
  @Test func removingAFamilyAlsoInstalledForEveryoneSaysOnceWhatStays() throws {
    let italic = work.appendingPathComponent("FixtureMono-Italic.ttf")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Regular.ttf"), to: italic,
      editing: """
        name = font["name"]
        name.names = [r for r in name.names if r.nameID not in (1, 2, 4, 6, 16, 17)]
        for nameID, text in ((1, "Fixture Mono"), (2, "Italic"), (4, "Fixture Mono Italic"), (6, "FixtureMono-Italic")):
            name.setName(text, nameID, 3, 1, 0x409)
        font["OS/2"].fsSelection |= 1
        font["head"].macStyle |= 2
        """)
    #expect(try typecase(["install", italic.path]).status == 0)
    let removed = try typecase(["remove", "Fixture Mono", "--yes"])
    #expect(removed.status == 0, "\(removed.standardError)")
    #expect(fontsFolderEntries().isEmpty)
    let faces = try #require(FixtureFonts.expectedFaceCounts["Fixture Mono"])
    #expect(
      removed.standardError
        == "\(faces) fonts stay: they are installed for everyone, in \(FixtureFonts.fontsDirectory.path)\n")
    #expect(removed.standardOutput.hasPrefix("moved to the trash: \(fonts.path)/FixtureMono-Italic.ttf"))
  }

  /// Several names and files in one command (`remove fonts/*.ttf`, two families) go together,
  /// asked about once; a name among them that finds nothing leaves every file where it is and
  /// is said (only one argument was taken, the second "unexpected"); a family's words given
  /// without quotes are said to go in quotes, nothing removed.
  @Test func removeTakesSeveralNamesAndFilesOrNone() throws {
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let source = FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Regular.ttf")
    for (file, family) in [("Alpha.ttf", "Alpha Mono"), ("Beta.ttf", "Beta Mono"), ("Gamma.ttf", "Gamma Mono")] {
      let font = work.appendingPathComponent(file)
      try DerivedFont.write(
        from: source, to: font,
        editing: DerivedFont.naming(family: family, postScriptName: family.replacing(" ", with: "") + "-Regular"))
      #expect(try typecase(["install", font.path]).status == 0)
    }
    #expect(fontsFolderEntries() == ["Alpha.ttf", "Beta.ttf", "Gamma.ttf"])

    let mistyped = try typecase(["remove", "Alpha Mono", "Betta Mono", "--yes", "--json"])
    #expect(mistyped.status == 1)
    #expect(fontsFolderEntries() == ["Alpha.ttf", "Beta.ttf", "Gamma.ttf"])
    #expect(mistyped.standardError.contains("no font or font family named \"Betta Mono\""), "\(mistyped.standardError)")
    #expect(
      mistyped.standardError.hasSuffix("nothing removed: 1 of the 2 names given finds no font to remove\n"),
      "\(mistyped.standardError)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(mistyped.standardOutput.utf8)) as? [String: Any])
    #expect((document["files"] as? [Any])?.isEmpty == true)
    #expect((document["names"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Betta Mono"])
    #expect((document["names"] as? [[String: Any]])?.map { $0["problem"] as? String } == ["not-found"])

    let unquoted = try typecase(["remove", "Alpha", "Mono", "--yes"])
    #expect(unquoted.status == 2)
    #expect(
      unquoted.standardError.contains("a name or text with spaces goes in quotes, as one argument: \"Alpha Mono\""),
      "\(unquoted.standardError)")
    #expect(fontsFolderEntries() == ["Alpha.ttf", "Beta.ttf", "Gamma.ttf"])

    // A path among them that finds no file to remove is a name that finds nothing (the other
    // files went, with exit status 0).
    let missing = try typecase(["remove", "Gamma Mono", fonts.appendingPathComponent("nosuch.ttf").path, "--yes"])
    #expect(missing.status == 1)
    #expect(fontsFolderEntries() == ["Alpha.ttf", "Beta.ttf", "Gamma.ttf"])
    // Named by its path, as one path alone is.
    #expect(
      missing.standardError.contains("cannot remove \(fonts.path)/nosuch.ttf: no such file"), "\(missing.standardError)"
    )
    // --duplicates takes names: the hint to give the path dropped it, and the whole file went.
    let duplicates = try typecase(["remove", fonts.appendingPathComponent("Gamma.ttf").path, "--duplicates", "--yes"])
    #expect(duplicates.status == 1)
    #expect(duplicates.standardError.contains("--duplicates takes a face's or a family's name, not a file"))
    #expect(fontsFolderEntries() == ["Alpha.ttf", "Beta.ttf", "Gamma.ttf"])

    let removed = try typecase(["remove", "Alpha Mono", fonts.appendingPathComponent("Beta.ttf").path, "--yes"])
    #expect(removed.status == 0, "\(removed.standardError)")
    #expect(fontsFolderEntries() == ["Gamma.ttf"])
    #expect(
      removed.standardOutput.split(separator: "\n").map { $0.prefix { $0 != "→" } } == [
        "moved to the trash: \(fonts.path)/Alpha.ttf (AlphaMono-Regular) ",
        "moved to the trash: \(fonts.path)/Beta.ttf (BetaMono-Regular) ",
      ], "\(removed.standardOutput)")
    #expect(!(try fcList()).contains("Alpha Mono"))
  }

  /// A family whose regular face has the family's name as its PostScript name goes whole.
  ///
  /// Windows's Calibri and Tahoma: removed by that name, as its page removes them (only the
  /// regular went, the bold stayed); `--duplicates` reads the name as the family's too.
  @Test func removeOfAFamilyNamedAsItsRegularFaceTakesTheWholeFamily() throws {
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let source = FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Regular.ttf")
    for (file, postScriptName, style) in [("tahoma.ttf", "Tahoma", "Regular"), ("tahomabd.ttf", "Tahoma-Bold", "Bold")]
    {
      let font = work.appendingPathComponent(file)
      try DerivedFont.write(
        from: source, to: font,
        editing: DerivedFont.naming(family: "Tahoma", postScriptName: postScriptName, style: style))
      #expect(try typecase(["install", font.path]).status == 0)
    }
    #expect(fontsFolderEntries() == ["tahoma.ttf", "tahomabd.ttf"])
    let duplicates = try typecase(["remove", "Tahoma", "--duplicates", "--yes"])
    #expect(duplicates.status == 1)
    #expect(
      duplicates.standardError.contains("\"Tahoma\" is not installed more than once"), "\(duplicates.standardError)")
    // In any case, as families are found ("tahoma" took the regular alone).
    let removed = try typecase(["remove", "tahoma", "--yes"])
    #expect(removed.status == 0, "\(removed.standardError)")
    #expect(fontsFolderEntries().isEmpty, "\(removed.standardOutput)")
    // A face's exact PostScript name before a family named so in another case, as `face Qux`
    // reads it; in another case, the family.
    for (file, family, postScriptName) in [("foobar.ttf", "Foo Bar", "Qux"), ("qux.ttf", "QUX", "QUXFAM-Regular")] {
      let font = work.appendingPathComponent(file)
      try DerivedFont.write(
        from: source, to: font, editing: DerivedFont.naming(family: family, postScriptName: postScriptName))
      #expect(try typecase(["install", font.path]).status == 0)
    }
    #expect(try typecase(["remove", "Qux", "--yes"]).status == 0)
    #expect(fontsFolderEntries() == ["qux.ttf"])
    let foobar = work.appendingPathComponent("foobar.ttf")
    #expect(try typecase(["install", foobar.path]).status == 0)
    #expect(try typecase(["remove", "qux", "--yes"]).status == 0)
    #expect(fontsFolderEntries() == ["foobar.ttf"])
  }

  /// A font collection `name` in the work folder, of fixture fonts renamed: each `source` (a
  /// file of the fixtures) as `family` `style`, PostScript name FAMILY-STYLE without spaces.
  private func makeCollection(_ name: String, of faces: [(source: String, family: String, style: String)]) throws
    -> URL
  {
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let collection = work.appendingPathComponent(name)
    let made = try ProcessRunner.runPython(
      [
        "-c",
        """
        import sys
        from fontTools.ttLib import TTFont, TTCollection
        fonts = []
        for source, family, style in zip(*[iter(sys.argv[2:])] * 3):
            font = TTFont(source)
            names = font["name"]
            names.names = [r for r in names.names if r.nameID not in (1, 2, 4, 6, 16, 17)]
            plain = family.replace(" ", "") + "-" + style
            for nameID, text in ((1, family), (2, style), (4, family + " " + style), (6, plain)):
                names.setName(text, nameID, 3, 1, 0x409)
            fonts.append(font)
        collection = TTCollection()
        collection.fonts = fonts
        collection.save(sys.argv[1])
        """,
        collection.path,
      ]
        + faces.flatMap { [FixtureFonts.fontsDirectory.appendingPathComponent($0.source).path, $0.family, $0.style] },
      environment: FixtureFonts.environment())
    try #require(made.status == 0, "\(made.standardError)")
    return collection
  }

  /// Removing one face of a collection names every face that goes with the file: only the one
  /// asked for was named, and the others went to the trash unsaid.
  @Test func removingAFaceOfACollectionNamesEveryFaceThatGoes() throws {
    let collection = try makeCollection(
      "Bundle.ttc",
      of: [
        ("TypecaseFixtureSans-Regular.ttf", "Bundle Sans", "Regular"),
        ("TypecaseFixtureSans-Bold.ttf", "Bundle Sans", "Bold"),
      ])
    #expect(try typecase(["install", collection.path]).status == 0)
    let removed = try typecase(["remove", "BundleSans-Bold", "--yes"])
    #expect(removed.status == 0, "\(removed.standardError)")
    #expect(
      removed.standardOutput.hasPrefix(
        "moved to the trash: \(fonts.path)/Bundle.ttc (BundleSans-Regular, BundleSans-Bold) → "),
      "\(removed.standardOutput)")
    #expect(fontsFolderEntries().isEmpty)
  }

  /// Removing a family of a collection that holds another family's font too names that font:
  /// it went to the trash with the file, unsaid (the window's page said it).
  @Test func removingAFamilyNamesTheOtherFamilysFontsThatGoWithItsFile() throws {
    let collection = try makeCollection(
      "Pair.ttc",
      of: [
        ("TypecaseFixtureSans-Regular.ttf", "Pair One", "Regular"),
        ("FixtureDisplay-Regular.ttf", "Pair Two", "Regular"),
      ])
    #expect(try typecase(["install", collection.path]).status == 0)
    let removed = try typecase(["remove", "Pair One", "--yes", "--json"])
    #expect(removed.status == 0, "\(removed.standardError)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(removed.standardOutput.utf8)) as? [String: Any])
    let files = try #require(document["files"] as? [[String: Any]])
    #expect(files.first?["faces"] as? [String] == ["PairOne-Regular"])
    #expect(files.first?["alsoInFile"] as? [String] == ["PairTwo-Regular"], "\(removed.standardOutput)")
    #expect(fontsFolderEntries().isEmpty)
    #expect(try typecase(["install", collection.path]).status == 0)
    let plain = try typecase(["remove", "Pair Two", "--yes"])
    #expect(
      plain.standardOutput.contains("\n  also in this file, and moved with it: PairOne-Regular\n"),
      "\(plain.standardOutput)")
  }

  /// Someone at a terminal is asked, whatever standard error goes to (as `rm -i` asks): with
  /// `2>errors` it refused, saying that standard input was not a terminal.
  @Test func removeAsksOnATerminalWithStandardErrorInAFile() throws {
    #expect(try typecase(["install", Self.symbols.path]).status == 0)
    let errors = work.appendingPathComponent("errors.txt")
    let command = "'\(ProcessRunner.typecase.path)' remove 'Fixture Symbols' 2>'\(errors.path)'"
    let (terminal, status) = try answeredAtATerminal(command, "y")
    #expect(status == 0, "\(terminal) \((try? String(contentsOf: errors, encoding: .utf8)) ?? "")")
    #expect(terminal.contains("Move 1 font file to the trash?"))
    #expect(fontsFolderEntries().isEmpty)
  }

  /// A file's bare name, given in the folder that holds it, names no font: the message says
  /// how to give it as a path (it said "no font named" without a way on), and nothing goes.
  @Test func aFileNameGivenWithoutItsPathSaysHowToGiveIt() throws {
    #expect(try typecase(["install", Self.symbols.path]).status == 0)
    let outcome = try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/sh"),
      [
        "-c", #"cd "$1" && "$2" remove FixtureSymbols-Regular.ttf --yes"#, "sh", fonts.path,
        ProcessRunner.typecase.path,
      ],
      environment: environment)
    #expect(outcome.status == 1)
    #expect(
      outcome.standardError.hasPrefix(
        "typecase: no font or font family named \"FixtureSymbols-Regular.ttf\"\n"
          + "  to remove the file here, give its path: typecase remove ./FixtureSymbols-Regular.ttf\n"),
      "\(outcome.standardError)")
    #expect(fontsFolderEntries() == ["FixtureSymbols-Regular.ttf"])
  }

  /// The bare name of a file in the fonts folder, given from another folder (the name
  /// `install` printed), says the installed file's path to give (it said only "no font
  /// named"), and nothing goes.
  @Test func anInstalledFilesNameGivenFromElsewhereSaysItsPath() throws {
    #expect(try typecase(["install", Self.symbols.path]).status == 0)
    let outcome = try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/sh"),
      [
        "-c", #"cd "$1" && "$2" remove FixtureSymbols-Regular.ttf --yes"#, "sh", work.path, ProcessRunner.typecase.path,
      ],
      environment: environment)
    #expect(outcome.status == 1)
    let installed = fonts.appendingPathComponent("FixtureSymbols-Regular.ttf").path
    #expect(
      outcome.standardError.hasPrefix(
        "typecase: no font or font family named \"FixtureSymbols-Regular.ttf\"\n"
          + "  to remove the installed file, give its path: typecase remove \(installed)\n"),
      "\(outcome.standardError)")
    #expect(fontsFolderEntries() == ["FixtureSymbols-Regular.ttf"])
  }

  /// Removing a family of fonts installed for everyone and one for the user says which stay
  /// before asking (it said so after the answer, once the user had decided).
  @Test func removeSaysWhichFontsStayBeforeAsking() throws {
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Regular.ttf"),
      to: fonts.appendingPathComponent("FixtureMono-Custom.ttf"),
      editing: DerivedFont.restyling(
        style: "Custom", fullName: "Fixture Mono Custom", postScriptName: "FixtureMono-Custom"))
    let command = "'\(ProcessRunner.typecase.path)' remove 'Fixture Mono'"
    let (terminal, status) = try answeredAtATerminal(command, "n")
    #expect(status == 1)
    let stay = try #require(terminal.range(of: "2 fonts stay: they are installed for everyone"), "\(terminal)")
    let question = try #require(terminal.range(of: "[y/N]"), "\(terminal)")
    #expect(stay.lowerBound < question.lowerBound, "\(terminal)")
    #expect(fontsFolderEntries() == ["FixtureMono-Custom.ttf"])
  }

  /// What a terminal shows of `command` (run by the shell, its standard input and output a
  /// terminal that `script` gives) answered with `answer` once it asks, and its exit status.
  private func answeredAtATerminal(_ command: String, _ answer: String) throws -> (terminal: String, status: Int32) {
    let script = Process()
    script.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    script.arguments = ["-qec", command, "/dev/null"]
    script.environment = environment
    let input = Pipe()
    let output = Pipe()
    script.standardInput = input
    script.standardOutput = output
    script.standardError = FileHandle.nullDevice
    try script.run()
    // Answered once the question is there: the terminal would drop what came before.
    var shown = Data()
    while !String(decoding: shown, as: UTF8.self).contains("[y/N]") {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      shown += chunk
    }
    input.fileHandleForWriting.write(Data((answer + "\n").utf8))
    shown += output.fileHandleForReading.readDataToEndOfFile()
    script.waitUntilExit()
    return (String(decoding: shown, as: UTF8.self), script.terminationStatus)
  }

  /// A link in the user's fonts folder to a folder of fonts installed for everyone does not
  /// make them the user's: removing one through the link was done, and trashed the font.
  @Test func aFontInstalledForEveryoneIsNotRemovedThroughALinkInTheUsersFolder() throws {
    let system = work.appendingPathComponent("system")
    try FileManager.default.createDirectory(at: system, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let font = system.appendingPathComponent("FixtureDisplay-Regular.ttf")
    try FileManager.default.copyItem(
      at: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf"), to: font)
    try FileManager.default.createSymbolicLink(at: fonts.appendingPathComponent("linked"), withDestinationURL: system)
    var environment = self.environment
    environment["FONTCONFIG_FILE"] =
      FixtureFonts.writeConfiguration(in: work.appendingPathComponent("linked-config"), folders: [system, fonts]).path
    // The home folder elsewhere: "system" stands for a folder outside it (one in the home
    // folder is the user's own, see the next test).
    environment["HOME"] = work.appendingPathComponent("home").path
    for path in [
      fonts.path + "/linked/FixtureDisplay-Regular.ttf",
      // ".." after the link leaves its target (work/system) for work, as the system resolves it.
      fonts.path + "/linked/../system/FixtureDisplay-Regular.ttf",
    ] {
      let outcome = try ProcessRunner.run(ProcessRunner.typecase, ["remove", path, "--yes"], environment: environment)
      #expect(outcome.status == 1, "\(path): \(outcome.standardOutput)")
      #expect(outcome.standardError.contains("it is installed for everyone"), "\(outcome.standardError)")
      // In the folder it really is in (the link's, in the user's fonts folder, was named).
      #expect(outcome.standardError.contains("everyone, in \(system.path);"), "\(outcome.standardError)")
      #expect(FileManager.default.fileExists(atPath: font.path))
    }
    // A font in the user's own folder is still removed.
    try FileManager.default.copyItem(at: font, to: fonts.appendingPathComponent("Mine.ttf"))
    let own = try ProcessRunner.run(
      ProcessRunner.typecase, ["remove", fonts.path + "/Mine.ttf", "--yes"], environment: environment)
    #expect(own.status == 0, "\(own.standardError)")
    #expect(!FileManager.default.fileExists(atPath: fonts.path + "/Mine.ttf"))
  }

  @Test func removeDuplicatesKeepsTheCopyFontconfigPrefers() throws {
    let fixture = FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Regular.ttf")
    let copy = try file("FixtureMono-Copy.ttf", Array(try FixtureFonts.otherBuild(of: fixture.lastPathComponent)))
    #expect(try typecase(["install", copy]).status == 0)
    #expect(try typecase(["faces", "Fixture Mono"]).standardOutput.contains(fonts.path + "/FixtureMono-Copy.ttf"))
    let outcome = try typecase(["remove", "FixtureMono-Regular", "--duplicates", "--yes", "--json"])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    let files = try #require(document["files"] as? [[String: Any]])
    #expect(files.map { $0["file"] as? String } == [fonts.path + "/FixtureMono-Copy.ttf"])
    #expect(files.first?["status"] as? String == "trashed")
    // The copy is the file's only font: nothing else goes with it (the copy itself was named
    // as "also in this file").
    #expect(files.first?["alsoInFile"] == nil, "\(files)")
    #expect(fontsFolderEntries().isEmpty)
    #expect(FileManager.default.fileExists(atPath: fixture.path))
    // Once installed only once, there is nothing more to remove.
    #expect(try typecase(["remove", "FixtureMono-Regular", "--duplicates", "--yes"]).status == 1)
  }
  /// `--duplicates` with a family's name removes the copies of each of its faces, as `families
  /// --duplicates` lists the family; it said the family was "not installed more than once".
  ///
  /// A name of nothing says so.
  @Test func removeDuplicatesOfAFamily() throws {
    let fixture = FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Regular.ttf")
    let copy = try file("FixtureMono-Copy.ttf", Array(try FixtureFonts.otherBuild(of: fixture.lastPathComponent)))
    #expect(try typecase(["install", copy]).status == 0)
    #expect(try typecase(["families", "--duplicates"]).standardOutput.contains("Fixture Mono\t2\n"))
    let outcome = try typecase(["remove", "Fixture Mono", "--duplicates", "--yes"])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(fontsFolderEntries().isEmpty)
    #expect(FileManager.default.fileExists(atPath: fixture.path))
    let again = try typecase(["remove", "Fixture Mono", "--duplicates", "--yes"])
    #expect(again.status == 1)
    #expect(again.standardError == "typecase: \"Fixture Mono\" is not installed more than once\n")
    let unknown = try typecase(["remove", "NoSuch-Face", "--duplicates", "--yes"])
    #expect(unknown.status == 1)
    #expect(unknown.standardError.hasPrefix("typecase: no font or font family named \"NoSuch-Face\"\n"))
    // The JSON says why nothing was removed too (it was `{"files": []}` alone).
    for (name, reason) in [
      ("Fixture Mono", "\"Fixture Mono\" is not installed more than once"),
      ("NoSuch-Face", "no font or font family named \"NoSuch-Face\""),
    ] {
      let json = try typecase(["remove", name, "--duplicates", "--yes", "--json"])
      #expect(json.status == 1)
      let document = try #require(
        try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any],
        "\(json.standardOutput)")
      #expect((document["files"] as? [Any])?.isEmpty == true)
      #expect(document["reason"] as? String == reason, "\(document)")
    }
  }

  /// Two fonts of different families that give themselves one PostScript name are not two
  /// copies of one font: `remove NAME` moved both to the trash.
  @Test func removeRefusesAPostScriptNameOfSeveralFamilies() throws {
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    var made: [String] = []
    for family in ["Clash One", "Clash Two"] {
      let path = work.appendingPathComponent(family.replacingOccurrences(of: " ", with: "") + ".ttf").path
      try DerivedFont.write(
        from: Self.symbols, to: URL(fileURLWithPath: path),
        editing: """
          n = font["name"]
          n.names = [r for r in n.names if r.nameID not in (16, 17)]
          for i, v in ((1, "\(family)"), (4, "\(family) Regular"), (6, "Clash-Regular")):
              n.setName(v, i, 3, 1, 0x409)
          """)
      #expect(try typecase(["install", path]).status == 0)
      made.append(path)
    }
    let listed = try ProcessRunner.runTool(
      "fc-list", ["-f", "%{family}\n", ":postscriptname=Clash-Regular"], environment: environment)
    try #require(Set(listed.standardOutput.split(separator: "\n")) == ["Clash One", "Clash Two"])
    let outcome = try typecase(["remove", "Clash-Regular", "--yes"])
    #expect(outcome.status == 1)
    #expect(
      outcome.standardError
        == "typecase: \"Clash-Regular\" names fonts of several families (Clash One, Clash Two)\n  name the file to remove: \(fonts.path)/ClashOne.ttf, \(fonts.path)/ClashTwo.ttf\n"
    )
    #expect(fontsFolderEntries() == ["ClashOne.ttf", "ClashTwo.ttf"])
    // Nor is either a duplicate of the other, asked for by the name or by a family.
    for name in ["Clash-Regular", "Clash One", "Clash Two"] {
      let duplicates = try typecase(["remove", name, "--duplicates", "--yes"])
      #expect(duplicates.status == 1, "\(name)")
      #expect(fontsFolderEntries() == ["ClashOne.ttf", "ClashTwo.ttf"], "\(name)")
    }
    #expect(try typecase(["remove", fonts.path + "/ClashTwo.ttf", "--yes"]).status == 0)
    #expect(fontsFolderEntries() == ["ClashOne.ttf"])
  }

  /// A collection in the user's folder holding a copy of one fixture font that fontconfig
  /// does not prefer and a newer copy of another that it does: the copy stays, and the reason
  /// says that programs draw the other font from that file (it said that font was "installed
  /// nowhere else", which the fixtures' own copy belies).
  @Test func removeDuplicatesSaysWhyACopySharingItsFileStays() throws {
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let collection = fonts.appendingPathComponent("Pair.ttc")
    let made = try ProcessRunner.runPython(
      [
        "-c",
        """
        import sys
        from fontTools.ttLib import TTFont, TTCollection
        older, newer = TTFont(sys.argv[2]), TTFont(sys.argv[3])
        older["head"].fontRevision = 0.5
        newer["head"].fontRevision = 9.0
        collection = TTCollection()
        collection.fonts = [older, newer]
        collection.save(sys.argv[1])
        """,
        collection.path,
        FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Regular.ttf").path,
        FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf").path,
      ], environment: environment)
    try #require(made.status == 0, "\(made.standardError)")
    for (request, preferred) in [
      ("Fixture Mono:postscriptname=FixtureMono-Regular", "FixtureMono-Regular.ttf"),
      ("Fixture Display:postscriptname=FixtureDisplay-Regular", "Pair.ttc"),
    ] {
      let match = try ProcessRunner.runTool("fc-match", ["-f", "%{file}", request], environment: environment)
      try #require(match.standardOutput.hasSuffix("/" + preferred), "fontconfig prefers \(match.standardOutput)")
    }
    let outcome = try typecase(["remove", "FixtureMono-Regular", "--duplicates", "--yes"])
    #expect(outcome.status == 1)
    #expect(
      outcome.standardError
        == "typecase: the copies of \"FixtureMono-Regular\" in your fonts folder stay: their files also hold other fonts that programs draw from them (\(collection.path))\n"
    )
    #expect(fontsFolderEntries() == ["Pair.ttc"])
  }

  /// Two paths to one file in the user's folder, the one fontconfig prefers a link to the
  /// other: they are not two copies, and the file stays (it was trashed, the preferred link
  /// left dangling).
  @Test func removeDuplicatesKeepsAFileThePreferredLinkLeadsTo() throws {
    let real = fonts.appendingPathComponent("z/MyDisplay.ttf")
    let link = fonts.appendingPathComponent("a/MyDisplay.ttf")
    for folder in [real, link] {
      try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
    }
    try FileManager.default.copyItem(
      at: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf"), to: real)
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../z/MyDisplay.ttf")
    var environment = self.environment
    environment["FONTCONFIG_FILE"] =
      FixtureFonts.writeConfiguration(in: work.appendingPathComponent("link-config"), folders: [fonts]).path
    let match = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{file}", "Fixture Display:postscriptname=FixtureDisplay-Regular"], environment: environment)
    try #require(match.standardOutput == link.path, "fontconfig prefers \(match.standardOutput)")
    _ = try ProcessRunner.run(
      ProcessRunner.typecase, ["remove", "FixtureDisplay-Regular", "--duplicates", "--yes"], environment: environment)
    #expect(FileManager.default.fileExists(atPath: real.path))
    #expect(FileManager.default.fileExists(atPath: link.path), "the preferred link leads nowhere")
  }

  /// A variable font and an italic one whose name table gives it the same names, then an
  /// identical copy of the first: only that copy is a duplicate, and only it goes.
  ///
  /// Fontconfig gives every named instance one made-up name, and the italic shares the
  /// upright's: by those names, "Remove Duplicates" took the upright file while the italic
  /// stayed.
  @Test func removeDuplicatesNeverTakesAFaceInstalledNowhereElse() throws {
    let variable = FixtureFonts.packageRoot.appendingPathComponent("Tests/Fixtures/face-fonts/FixtureVariable-VF.ttf")
    let upright = try file("Upright-VF.ttf", Array(try Data(contentsOf: variable)))
    let italic = work.appendingPathComponent("Italic-VF.ttf").path
    let made = try ProcessRunner.runPython(
      [
        "-c",
        """
        import sys
        from fontTools.ttLib import TTFont
        font = TTFont(sys.argv[1])
        font["OS/2"].fsSelection = (font["OS/2"].fsSelection | 1) & ~0x40
        font["head"].macStyle |= 2
        font["post"].italicAngle = -10.0
        font.save(sys.argv[2])
        """, upright, italic,
      ], environment: environment)
    try #require(made.status == 0, "\(made.standardError)")
    #expect(try typecase(["install", upright, italic]).status == 0)
    let none = try typecase(["families", "--duplicates"])
    #expect(
      !none.standardOutput.contains("Fixture Variable"),
      "an upright and an italic font called duplicates: \(none.standardOutput)"
    )
    let names = try typecase(["faces", "Fixture Variable"]).standardOutput.split(separator: "\n")
      .map { String($0.split(separator: "\t").first ?? "") }
    let instance = try #require(names.first { $0.hasPrefix("FixtureVariable-") && $0 != "FixtureVariable-Regular" })
    let nothing = try typecase(["remove", instance, "--duplicates", "--yes"])
    #expect(nothing.status == 1)
    #expect(fontsFolderEntries() == ["Italic-VF.ttf", "Upright-VF.ttf"])

    // Another file of the same font (the same file again is "already installed").
    let copy = work.appendingPathComponent("Copy-VF.ttf")
    try DerivedFont.write(from: variable, to: copy, editing: #"font["name"].setName("A copy", 0, 3, 1, 0x409)"#)
    #expect(try typecase(["install", copy.path]).status == 0)
    let removed = try typecase(["remove", instance, "--duplicates", "--yes"])
    #expect(removed.status == 0, "\(removed.standardError)")
    // One of the two identical files goes; the italic stays.
    let left = fontsFolderEntries()
    #expect(left.count == 2 && left.contains("Italic-VF.ttf"), "\(left)")
  }
}
