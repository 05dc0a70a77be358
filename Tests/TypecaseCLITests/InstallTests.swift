import FixtureSupport
import Foundation
import Testing
import TypecaseCore

/// scripts/install and scripts/uninstall: Typecase installed into a temporary prefix runs from
/// there (its window program, translations and icons found beside it), its desktop file and
/// metainfo validate, and uninstalling leaves the prefix empty.
@Suite(
  .enabled(if: InstallValidators.present, "needs desktop-file-validate and appstreamcli (scripts/install-dependencies)")
)
struct InstallTests {
  static let id = ApplicationIdentity.id

  func script(_ name: String, _ arguments: [String], environment extra: [String: String] = [:]) throws -> ProcessOutcome
  {
    let program = FixtureFonts.packageRoot.appendingPathComponent("scripts/" + name)
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = "/usr/bin:/bin:" + (environment["PATH"] ?? "")
    environment.merge(extra) { _, new in new }
    return try ProcessRunner.run(program, arguments, environment: environment)
  }

  @Test func installsRunsAndUninstallsExactlyWhatItWrote() throws {
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-prefix-\(UUID())")
    defer { try? FileManager.default.removeItem(at: prefix) }
    // The products `swift test` runs against (debug), built already.
    let configuration = ProcessRunner.typecase.deletingLastPathComponent().lastPathComponent
    // Run by someone whose language is another (Ubuntu sets LANGUAGE=ja:en for Japanese).
    let install = try script(
      "install", ["--prefix", prefix.path, "--configuration", configuration, "--no-build"],
      environment: ["LANGUAGE": "ja:en", "LC_MESSAGES": "ko_KR.UTF-8"])
    try #require(install.status == 0, "scripts/install: \(install.standardError)")
    // The manual in English, whatever the language of whoever installed it (man finds its
    // translations elsewhere): a Japanese page was installed as every user's `man typecase`.
    let manual = try String(contentsOfFile: prefix.path + "/share/man/man1/typecase.1", encoding: .utf8)
    #expect(manual.contains(".SH NAME\n") && manual.contains("font"), "\(manual.prefix(300))")

    let share = prefix.appendingPathComponent("share")
    for file in [
      "applications/\(Self.id).desktop", "metainfo/\(Self.id).metainfo.xml",
      "icons/hicolor/scalable/apps/\(Self.id).svg", "icons/hicolor/symbolic/apps/\(Self.id)-symbolic.svg",
      "icons/hicolor/48x48/apps/\(Self.id).png", "icons/hicolor/128x128/apps/\(Self.id).png",
      "man/man1/typecase.1", "bash-completion/completions/typecase", "zsh/site-functions/_typecase",
      "fish/vendor_completions.d/typecase.fish",
    ] {
      #expect(FileManager.default.fileExists(atPath: share.appendingPathComponent(file).path), "not installed: \(file)")
    }
    let desktop = share.appendingPathComponent("applications/\(Self.id).desktop").path
    let validDesktop = try ProcessRunner.runTool("desktop-file-validate", [desktop], environment: [:])
    #expect(validDesktop.status == 0, "\(validDesktop.standardOutput)")
    #expect(
      try String(contentsOfFile: desktop, encoding: .utf8).contains(
        "Exec=\(prefix.path)/bin/typecase --errors-in-window %f\n"))
    // Files' "Open With" offers Typecase for font files, handing it the file's path.
    let opens = try ProcessRunner.runPython(
      [
        "-c",
        """
        import sys, gi
        gi.require_version("Gio", "2.0")
        from gi.repository import Gio
        info = Gio.DesktopAppInfo.new_from_filename(sys.argv[1])
        types = info.get_supported_types() if info else []
        print(info.supports_files() if info else False, " ".join(t for t in types if t in sys.argv[2:]))
        """, desktop, "font/ttf", "font/otf", "font/collection", "font/woff2",
      ], environment: [:])
    #expect(opens.standardOutput == "True font/ttf font/otf font/collection font/woff2\n", "\(opens.standardError)")
    let metainfo = share.appendingPathComponent("metainfo/\(Self.id).metainfo.xml").path
    let validMetainfo = try ProcessRunner.runTool("appstreamcli", ["validate", "--no-net", metainfo], environment: [:])
    #expect(validMetainfo.status == 0, "\(validMetainfo.standardOutput)")

    // The installed command line runs from the prefix: fonts, translations, the window program.
    let typecase = prefix.appendingPathComponent("bin/typecase")
    let families = try ProcessRunner.run(typecase, ["families"], environment: FixtureFonts.environment())
    #expect(families.status == 0)
    #expect(families.standardOutput.hasPrefix("Fixture Display\t1\n"))
    let version = try ProcessRunner.run(typecase, ["--version"], environment: FixtureFonts.environment())
    #expect(version.standardOutput.contains("\ngtk 4."), "the installed typecase did not reach typecase-window")
    let runs = try ProcessRunner.run(
      typecase, ["match", "--text", "abc", "--font", "Fixture Display"], environment: FixtureFonts.environment())
    #expect(runs.status == 0, "the installed typecase did not reach typecase-render: \(runs.standardError)")
    #expect(runs.standardOutput.contains("\tFixtureDisplay-Regular\t"))
    let settings = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-install-\(UUID())")
    defer { try? FileManager.default.removeItem(at: settings) }
    let japanese = try ProcessRunner.run(
      typecase, ["--help"],
      environment: FixtureFonts.environment(["XDG_CONFIG_HOME": settings.path, "LANG": "ja_JP.UTF-8"]))
    #expect(japanese.standardOutput.hasPrefix("使い方"), "the installed translations were not found")
    if ProcessInfo.processInfo.environment["DISPLAY"] != nil {
      try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
      let png = settings.appendingPathComponent("s.png")
      let shot = try ProcessRunner.run(
        typecase, ["--page", "settings", "--screenshot", png.path],
        environment: FixtureFonts.environment(["GSK_RENDERER": "cairo", "XDG_CONFIG_HOME": settings.path]))
      #expect(shot.status == 0, "\(shot.standardError)")
      #expect(FileManager.default.fileExists(atPath: png.path))
    }

    let uninstall = try script("uninstall", ["--prefix", prefix.path])
    #expect(uninstall.status == 0, "scripts/uninstall: \(uninstall.standardError)")
    // The prefix install made goes too (an empty folder was left behind).
    #expect(!FileManager.default.fileExists(atPath: prefix.path), "uninstall left the prefix install made")
  }

  /// Staged for a package as a PKGBUILD or spec file does (DESTDIR in the environment, a
  /// prefix written with a trailing "/"): the files go under DESTDIR (DESTDIR was passed over,
  /// and the install went into the prefix itself), the desktop file names the program without
  /// "//", and the manifest lists none of the system's folders (bin, share…), only Typecase's.
  @Test func aPackageIsStagedUnderDestdirFromTheEnvironment() throws {
    let stage = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-stage-\(UUID())")
    defer { try? FileManager.default.removeItem(at: stage) }
    let prefix = "/opt/typecase-test-\(UUID())"
    defer { try? FileManager.default.removeItem(atPath: prefix) }
    let configuration = ProcessRunner.typecase.deletingLastPathComponent().lastPathComponent
    let install = try script(
      "install", ["--prefix", prefix + "/", "--configuration", configuration, "--no-build"],
      environment: ["DESTDIR": stage.path])
    try #require(install.status == 0, "scripts/install: \(install.standardError)")
    #expect(!FileManager.default.fileExists(atPath: prefix), "installed into the prefix itself")
    let root = stage.path + prefix
    let desktop = try String(contentsOfFile: root + "/share/applications/\(Self.id).desktop", encoding: .utf8)
    #expect(desktop.contains("Exec=\(prefix)/bin/typecase --errors-in-window %f\n"), "\(desktop)")
    let manifest = try String(contentsOfFile: root + "/share/typecase/install-manifest", encoding: .utf8)
    let folders = manifest.split(separator: "\n").filter { $0.hasPrefix("d ") }
    #expect(
      !folders.isEmpty && folders.allSatisfy { $0.hasPrefix("d libexec/typecase") || $0 == "d share/typecase" },
      "\(folders)")
    let uninstall = try script("uninstall", ["--prefix", prefix, "--destdir", stage.path])
    #expect(uninstall.status == 0, "scripts/uninstall: \(uninstall.standardError)")
  }

  /// Staged for a Debian package (prefix /usr), the zsh completion goes where Debian's zsh
  /// looks, vendor-completions: in site-functions, which only /usr/local's is read from, zsh
  /// never found it.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/etc/debian_version"), "a Debian system"))
  func debiansZshCompletionGoesToVendorCompletions() throws {
    let stage = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-stage-\(UUID())")
    defer { try? FileManager.default.removeItem(at: stage) }
    let configuration = ProcessRunner.typecase.deletingLastPathComponent().lastPathComponent
    let install = try script(
      "install", ["--prefix", "/usr", "--destdir", stage.path, "--configuration", configuration, "--no-build"])
    try #require(install.status == 0, "scripts/install: \(install.standardError)")
    #expect(FileManager.default.fileExists(atPath: stage.path + "/usr/share/zsh/vendor-completions/_typecase"))
    #expect(!FileManager.default.fileExists(atPath: stage.path + "/usr/share/zsh/site-functions"))
  }

  /// With --strip the programs are installed without their debug information (and the build
  /// folder's paths in it), and run: a plain install was twice the size, the build's paths in it.
  @Test func stripInstallsProgramsWithoutDebugInformation() throws {
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-strip-\(UUID())")
    defer { try? FileManager.default.removeItem(at: prefix) }
    let configuration = ProcessRunner.typecase.deletingLastPathComponent().lastPathComponent
    let install = try script(
      "install", ["--prefix", prefix.path, "--configuration", configuration, "--no-build", "--strip"])
    try #require(install.status == 0, "scripts/install: \(install.standardError)")
    for program in ["typecase", "typecase-window", "typecase-render"] {
      let sections = try ProcessRunner.runTool(
        "readelf", ["-SW", prefix.path + "/libexec/typecase/" + program], environment: [:])
      #expect(sections.status == 0 && sections.standardOutput.contains(".text"), "\(program)")
      #expect(!sections.standardOutput.contains(".debug_info"), "\(program) keeps its debug information")
      // A debug build's module (for the debugger) names the build folder too.
      #expect(!sections.standardOutput.contains(".swift_ast"), "\(program) keeps its module for the debugger")
    }
    let version = try ProcessRunner.run(prefix.appendingPathComponent("bin/typecase"), ["--version"], environment: [:])
    #expect(version.status == 0 && version.standardOutput.hasPrefix("typecase "), "\(version.standardError)")
  }

  /// A prefix with a space, a quote or a $ in its path gives a desktop file launchers read, its
  /// Exec key quoted (unquoted, GLib found no application in it, and no menu showed Typecase).
  @Test func aPrefixWithReservedCharactersIsQuotedInTheDesktopFile() throws {
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("typecase prefix $HOME \"q\" \(UUID())")
    defer { try? FileManager.default.removeItem(at: prefix) }
    // A prefix that was there before stays, empty, after uninstall.
    try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
    let configuration = ProcessRunner.typecase.deletingLastPathComponent().lastPathComponent
    let install = try script("install", ["--prefix", prefix.path, "--configuration", configuration, "--no-build"])
    try #require(install.status == 0, "scripts/install: \(install.standardError)")
    let desktop = prefix.appendingPathComponent("share/applications/\(Self.id).desktop").path
    let read = try ProcessRunner.runPython(
      [
        "-c",
        """
        import sys, gi
        gi.require_version("Gio", "2.0")
        from gi.repository import Gio, GLib
        # None when GLib finds no program to run in the Exec key.
        info = Gio.DesktopAppInfo.new_from_filename(sys.argv[1])
        print(GLib.shell_parse_argv(info.get_commandline())[1][0] if info else "(no application)")
        """, desktop,
      ], environment: [:])
    #expect(read.standardOutput == prefix.path + "/bin/typecase\n", "\(read.standardError)")
    let uninstall = try script("uninstall", ["--prefix", prefix.path])
    #expect(uninstall.status == 0, "scripts/uninstall: \(uninstall.standardError)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: prefix.path) == [])
  }

  /// Every file in `prefix`, relative to it, sorted.
  func files(in prefix: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: prefix.path)
    return ((enumerator?.allObjects as? [String]) ?? []).sorted()
  }

  /// A file in the way is named, and nothing is written: install wrote 37 files, then failed on
  /// `bin/typecase` without a manifest, so uninstall found nothing and every install failed again.
  @Test func aFileInTheWayIsNamedAndNothingIsWritten() throws {
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-prefix-\(UUID())")
    defer { try? FileManager.default.removeItem(at: prefix) }
    try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
    try Data("old\n".utf8).write(to: prefix.appendingPathComponent("bin/typecase"))
    let configuration = ProcessRunner.typecase.deletingLastPathComponent().lastPathComponent
    let install = try script("install", ["--prefix", prefix.path, "--configuration", configuration, "--no-build"])
    #expect(install.status == 1)
    #expect(install.standardError.contains("\n  \(prefix.path)/bin/typecase\n"), "\(install.standardError)")
    #expect(files(in: prefix) == ["bin", "bin/typecase"])
  }

  /// A relative prefix is taken from the folder the scripts are run in, "--prefix=~/…" from
  /// the home folder, and uninstall removes the folders above the prefix install made: the
  /// prefix was taken from the repository's folder (uninstall then found nothing there), "~"
  /// made a folder of that name, and "new/opt/typecase" left "new/opt" behind.
  @Test func relativeAndHomePrefixesAreTheUsers() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-cwd-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let configuration = ProcessRunner.typecase.deletingLastPathComponent().lastPathComponent
    let scripts = FixtureFonts.packageRoot.appendingPathComponent("scripts").path
    /// Runs `command` in `folder` with HOME there too.
    func shell(_ command: String) throws -> ProcessOutcome {
      var environment = ProcessInfo.processInfo.environment
      environment["PATH"] = "/usr/bin:/bin:" + (environment["PATH"] ?? "")
      environment["HOME"] = folder.path
      environment["SCRIPTS"] = scripts
      environment["CONFIGURATION"] = configuration
      return try ProcessRunner.run(
        URL(fileURLWithPath: "/bin/sh"), ["-c", "cd \"$HOME\" && " + command], environment: environment)
    }
    let install = try shell(
      #""$SCRIPTS/install" --no-build --configuration "$CONFIGURATION" --prefix new/opt/typecase"#)
    try #require(install.status == 0, "\(install.standardError)")
    #expect(FileManager.default.fileExists(atPath: folder.path + "/new/opt/typecase/bin/typecase"))
    let uninstall = try shell(#""$SCRIPTS/uninstall" --prefix new/opt/typecase"#)
    #expect(uninstall.status == 0, "\(uninstall.standardError)")
    #expect(files(in: folder) == [])

    let home = try shell(#""$SCRIPTS/install" --no-build --configuration "$CONFIGURATION" --prefix=~/.local"#)
    try #require(home.status == 0, "\(home.standardError)")
    #expect(FileManager.default.fileExists(atPath: folder.path + "/.local/bin/typecase"))
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/~"))
    let removed = try shell(#""$SCRIPTS/uninstall" --prefix=~/.local"#)
    #expect(removed.status == 0, "\(removed.standardError)")
    #expect(files(in: folder) == [])
  }

  /// A failure halfway takes back what was written (a folder install must make is a file here).
  @Test func aFailureHalfwayLeavesThePrefixAsItWas() throws {
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-prefix-\(UUID())")
    defer { try? FileManager.default.removeItem(at: prefix) }
    try FileManager.default.createDirectory(
      at: prefix.appendingPathComponent("share/man"), withIntermediateDirectories: true)
    try Data("not a folder\n".utf8).write(to: prefix.appendingPathComponent("share/man/man1"))
    let configuration = ProcessRunner.typecase.deletingLastPathComponent().lastPathComponent
    let install = try script("install", ["--prefix", prefix.path, "--configuration", configuration, "--no-build"])
    #expect(install.status != 0)
    #expect(install.standardError.contains("is removed again"), "\(install.standardError)")
    #expect(files(in: prefix) == ["share", "share/man", "share/man/man1"])
  }

  /// The metainfo's newest release is this version, with the notes the About window shows.
  @Test func theMetainfoDescribesThisRelease() throws {
    let metainfo = try String(
      contentsOf: FixtureFonts.packageRoot.appendingPathComponent("data/\(Self.id).metainfo.xml"), encoding: .utf8)
    #expect(
      metainfo.contains(
        "<release version=\"\(ApplicationIdentity.version)\" date=\"\(ApplicationIdentity.releaseDate)\">"))
    func squeezed(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined() }
    #expect(squeezed(metainfo).contains(squeezed(ApplicationIdentity.releaseNotes)))
    #expect(metainfo.contains("<id>\(Self.id)</id>"))
  }

  /// A software centre in Japanese or Korean shows the summary, the description and the
  /// screenshots' captions in that language, as the desktop file's entries are (they were
  /// English only).
  ///
  /// Read with Python's XML parser, as a software centre reads the file.
  @Test func theMetainfoSpeaksTheLanguagesTheDesktopFileDoes() throws {
    let read = try ProcessRunner.runPython(
      [
        "-c",
        """
        import sys, xml.etree.ElementTree as ET
        root = ET.parse(sys.argv[1]).getroot()
        lang = "{http://www.w3.org/XML/1998/namespace}lang"
        def count(path, language):
            return sum(1 for e in root.findall(path) if e.get(lang) == language and (e.text or "").strip())
        for language in (None, "ja", "ko"):
            print(language, count("summary", language), count("description/p", language), count("screenshots/screenshot/caption", language))
        """, FixtureFonts.packageRoot.appendingPathComponent("data/\(Self.id).metainfo.xml").path,
      ], environment: [:])
    let lines = read.standardOutput.split(separator: "\n").map(String.init)
    try #require(lines.count == 3, "\(read.standardOutput)\(read.standardError)")
    let english = lines[0].split(separator: " ").dropFirst()
    #expect(english.first == "1" && !english.contains("0"), "\(lines[0])")
    #expect(lines[1].split(separator: " ").dropFirst() == english, "\(lines)")
    #expect(lines[2].split(separator: " ").dropFirst() == english, "\(lines)")
  }
}

/// Whether the validators scripts/install runs are here.
enum InstallValidators {
  static let present = ["desktop-file-validate", "appstreamcli"].allSatisfy {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/" + $0)
  }
}
