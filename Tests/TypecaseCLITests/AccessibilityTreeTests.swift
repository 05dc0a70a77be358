import FixtureSupport
import Foundation
import Testing

extension WindowProcesses {
  /// Whether windows can be started and read through AT-SPI here: a display, a D-Bus session
  /// and python3-pyatspi (scripts/test has all three).
  static let canReadAccessibleTrees =
    ProcessInfo.processInfo.environment["DISPLAY"] != nil
    && ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] != nil
    && FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi")

  /// What a screen reader reads of the real window, through AT-SPI (needs a display, a D-Bus
  /// session and python3-pyatspi: scripts/test has all three).
  @Suite(.enabled(if: canReadAccessibleTrees, "needs a display, a D-Bus session and python3-pyatspi (scripts/test)"))
  struct AccessibilityTreeTests {
    /// The accessible tree of the window opened at `page`: (depth, role, name) per object.
    ///
    /// With a `language` setting, LANG is `locale` (unset when nil); `fontsConfiguration`, a
    /// fonts.conf, stands for the fixtures' when given.
    func tree(
      at page: String, language: String? = nil, locale: String? = nil, options: [String] = [],
      fontsConfiguration: URL? = nil, whileRunning change: ((URL) throws -> Void)? = nil
    ) throws -> [(role: String, name: String)] {
      let configHome = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-a11y-\(UUID())")
      if let language {
        let folder = configHome.appendingPathComponent("typecase")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{\"language\": \"\(language)\"}".utf8).write(to: folder.appendingPathComponent("settings.json"))
      }
      var environment = FixtureFonts.environment(["GSK_RENDERER": "cairo", "XDG_CONFIG_HOME": configHome.path])
      if let fontsConfiguration { environment["FONTCONFIG_FILE"] = fontsConfiguration.path }
      environment.removeValue(forKey: "NO_AT_BRIDGE")
      // With a language setting, no locale at all unless `locale` (LANG unset: the "C" locale, in
      // which gettext ignores LANGUAGE), the hardest case for GTK's own strings; or a locale
      // the machine lacks, which leaves "C" too.
      if language != nil { environment["LANG"] = locale }
      let window = try ProcessRunner.startWindow(["--page", page] + options, environment: environment)
      defer { ProcessRunner.stop(window) }
      let script = FixtureFonts.packageRoot.appendingPathComponent("Tests/Accessibility/read_tree.py")
      if let change {
        _ = try ProcessRunner.runPython(
          [script.path, String(window.processIdentifier)],
          environment: environment)
        try change(configHome)
        Thread.sleep(forTimeInterval: 2)  // the window polls the settings file every second
      }
      // Wait until the rows are there (the fonts load in the background).
      var lines: [(role: String, name: String)] = []
      for _ in 0..<20 {
        let result = try ProcessRunner.runPython(
          [script.path, String(window.processIdentifier)],
          environment: environment)
        lines = result.standardOutput.split(separator: "\n").map { line in
          let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
          return (fields.count > 1 ? fields[1] : "", fields.count > 2 ? fields[2] : "")
        }
        if lines.contains(where: { $0.role == "list item" }) { break }
        print("AT-SPI tree not ready (status \(result.status)): \(result.standardError.prefix(300))")
        Thread.sleep(forTimeInterval: 0.3)
      }
      return lines
    }

    @Test func familyRowsSearchFieldAndIconsAreNamedForListeners() throws {
      let lines = try tree(at: "families")
      // The search field is read while its bar is open, not while it is closed (GTK 4.8 read it,
      // focusable, hidden as it was).
      #expect(!lines.contains { $0.name == "Search font families" })
      let searching = try tree(at: "families", options: ["--search", "Fixture"])
      #expect(searching.contains { $0.role == "entry" && $0.name == "Search font families" })
      let items = lines.filter { $0.role == "list item" }.map(\.name)
      #expect(items.contains("Typecase Fixture Sans, 4 fonts"))
      #expect(items.contains("Fixture Display"))
      #expect(!items.contains(""))
      // Typecase's own widgets are not read by their GTK class (GTK's and libadwaita's internal
      // scroll bars and gizmos are theirs to name).
      for className in ["GtkImage", "GtkSearchEntry", "GtkStackPage", "GtkBox", "GtkLabel"] {
        #expect(!lines.contains { $0.name == className }, "an object is read as \(className)")
      }
    }

    /// Icon buttons are named by their own names alone: GTK said each was labelled by its icon,
    /// an image with no name, and Orca read "GtkImage Search push button".
    @Test func iconButtonsAreNotLabelledByTheirIcons() throws {
      for page in ["families", "family/Fixture Variable"] {
        let window = try FaceWindow(page: page)
        defer { window.close() }
        _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
        let script = FixtureFonts.packageRoot.appendingPathComponent("Tests/Accessibility/button_relations.py")
        let result = try ProcessRunner.runPython(
          [script.path, String(window.process.processIdentifier)], environment: window.environment)
        try #require(result.status == 0, "\(result.standardError)")
        let relations = result.standardOutput.split(separator: "\n").map(String.init)
        // Read: the filter popover's button is its controller, as GTK says.
        #expect(relations.contains { $0.hasPrefix("Filters\tcontroller-for") || page != "families" }, "\(relations)")
        let labelledByImages = relations.filter { $0.contains("\tlabelled-by\t") && $0.contains("GtkImage/") }
        #expect(labelledByImages.isEmpty, "\(page): \(labelledByImages)")
      }
    }

    /// A face page's web links are named by their detail: each read "Open", in a screen
    /// reader's list of links too.
    @Test func detailLinksAreNamedByTheirDetail() throws {
      let window = try FaceWindow(page: "face/FixtureDetails-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Open the Designer URL" }
      let objects = try window.objects()
      #expect(objects.contains { $0.name == "Open the License URL" })
      // "Copy as…" is read once: its tooltip, read as its description, said it again.
      let copy = try #require(objects.first { $0.name == "Copy as…" && $0.role != "label" })
      #expect(copy.description != "Copy as…")
      #expect(!objects.contains { $0.name == "Open" && $0.role != "label" }, "\(objects.filter { $0.name == "Open" })")
    }

    @Test func theCustomTextFieldIsNamedByItsSetting() throws {
      let lines = try tree(at: "settings/preview-text")
      #expect(lines.contains { ($0.role == "entry" || $0.role == "text") && $0.name == "Custom Text" })
      #expect(!lines.contains { $0.name == "Typecase 0123" && $0.role != "label" })
    }

    /// A desktop in Japanese with no Japanese font: the window is in English, the "System"
    /// language says why (every label, GTK's buttons and that note were boxes).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")))
    func aSystemLanguageWithoutFontsShowsTheWindowInEnglish() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-no-cjk-\(UUID())")
      defer { try? FileManager.default.removeItem(at: folder) }
      let configuration = FixtureFonts.writeConfiguration(
        in: folder, folders: [URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu")])
      var environment = FixtureFonts.environment([
        "GSK_RENDERER": "cairo", "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
        "FONTCONFIG_FILE": configuration.path, "LANG": "ja_JP.UTF-8", "LANGUAGE": "ja",
      ])
      environment.removeValue(forKey: "NO_AT_BRIDGE")
      let window = try ProcessRunner.startWindow(["--page", "settings/language"], environment: environment)
      defer { ProcessRunner.stop(window) }
      let script = FixtureFonts.packageRoot.appendingPathComponent("Tests/Accessibility/read_tree.py")
      var names: [String] = []
      for _ in 0..<30 where !names.contains("English") {
        let result = try ProcessRunner.runPython(
          [script.path, String(window.processIdentifier), "--detail"], environment: environment)
        names = result.standardOutput.split(separator: "\n").flatMap { $0.split(separator: "\t").map(String.init) }
        Thread.sleep(forTimeInterval: 0.3)
      }
      #expect(names.contains("Language"), "\(names)")
      #expect(
        names.contains("description=no font for Japanese: shown in English"),
        "\(names)")
      #expect(!names.contains("言語"), "\(names)")
      #expect(!names.contains("閉じる"), "\(names)")
    }

    /// Issue 13.15: in 日本語, GTK's own window buttons are Japanese too.
    @Test func gtksOwnButtonsFollowTheInterfaceLanguage() throws {
      let buttons = try tree(at: "families", language: "ja").filter { $0.role == "push button" }.map(\.name)
      #expect(buttons.contains("閉じる"), "\(buttons)")
      #expect(buttons.contains("設定"), "\(buttons)")
      #expect(!buttons.contains("Close"), "\(buttons)")
    }

    /// With LANG naming a locale the machine does not have (no ja_JP.UTF-8 here), GTK's own
    /// buttons follow the interface language too: they stayed English ("Close"), gettext
    /// running in the "C" locale the failed locale left.
    @Test func gtksOwnButtonsFollowTheInterfaceLanguageInALocaleNotInstalled() throws {
      let installed = try ProcessRunner.runTool("locale", ["-a"], environment: FixtureFonts.environment())
      let missing = ["ja_JP.UTF-8", "xx_YY.UTF-8"].first { name in
        !installed.standardOutput.lowercased().contains(name.lowercased().replacingOccurrences(of: "-", with: ""))
      }
      let buttons = try tree(at: "families", language: "ja", locale: missing).filter { $0.role == "push button" }
        .map(\.name)
      #expect(buttons.contains("閉じる"), "\(buttons)")
      #expect(!buttons.contains("Close"), "\(buttons)")
    }

    /// Issue 13.15: choosing 日本語 while the window is open turns GTK's own buttons Japanese.
    @Test func gtksOwnButtonsFollowALanguageChosenWhileOpen() throws {
      let lines = try tree(at: "families", language: "en") { configHome in
        let result = try ProcessRunner.run(
          ProcessRunner.typecase, ["settings", "set", "language", "ja"],
          environment: FixtureFonts.environment(["XDG_CONFIG_HOME": configHome.path]))
        #expect(result.status == 0)
      }
      let buttons = lines.filter { $0.role == "push button" }.map(\.name)
      #expect(buttons.contains("閉じる"), "\(buttons)")
      #expect(buttons.contains("設定"), "\(buttons)")
    }

    /// The pages and the lists are named in a language chosen while the window is open, as
    /// their titles are drawn: they kept the names of the language they were made in.
    @Test func pagesAndListsAreNamedInALanguageChosenWhileOpen() throws {
      let lines = try tree(at: "families", language: "en") { configHome in
        let result = try ProcessRunner.run(
          ProcessRunner.typecase, ["settings", "set", "language", "ja"],
          environment: FixtureFonts.environment(["XDG_CONFIG_HOME": configHome.path]))
        #expect(result.status == 0)
      }
      #expect(lines.contains { $0.role == "list" && $0.name == "フォントファミリー" }, "\(lines.map(\.name))")
      #expect(!lines.contains { $0.name == "Font Families" }, "\(lines.filter { $0.name == "Font Families" })")
    }

    /// A language chosen while open that no installed font has (its row warns of it) leaves
    /// the window in English: every label turned to boxes, the way back to English included.
    @Test func aLanguageChosenWithoutFontsLeavesTheWindowInEnglish() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-latin-\(UUID())")
      defer { try? FileManager.default.removeItem(at: folder) }
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      // The face fixtures alone: Latin letters, no Korean or Japanese.
      let configuration = folder.appendingPathComponent("fonts.conf")
      try """
      <?xml version="1.0"?>
      <fontconfig><dir>\(FixtureFonts.faceFontsDirectory.path)</dir><cachedir>\(folder.path)/cache</cachedir></fontconfig>
      """.write(to: configuration, atomically: true, encoding: .utf8)
      let lines = try tree(at: "families", language: "en", fontsConfiguration: configuration) { configHome in
        let result = try ProcessRunner.run(
          ProcessRunner.typecase, ["settings", "set", "language", "ko"],
          environment: FixtureFonts.environment(["XDG_CONFIG_HOME": configHome.path]))
        #expect(result.status == 0)
      }
      #expect(lines.contains { $0.role == "list" && $0.name == "Font Families" }, "\(lines.map(\.name))")
      #expect(!lines.contains { $0.name == "글꼴 패밀리" }, "\(lines.filter { $0.role == "list" })")
    }
  }
}
