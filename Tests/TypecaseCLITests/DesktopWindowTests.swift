import FixtureSupport
import Foundation
import Testing

extension WindowProcesses {
  /// The window as a GNOME desktop expects it (issue 11), driven through real input (XTest keys
  /// and clicks) and read back through AT-SPI: the shortcuts window, the About window from the
  /// primary menu, the size kept across a restart, the empty search, one instance.
  @Suite(.enabled(if: canReadAccessibleTrees, "needs a display, a D-Bus session and python3-pyatspi (scripts/test)"))
  struct DesktopWindowTests {
    /// English chosen while the window is in Japanese is drawn as a window opened in English
    /// draws it, pixel for pixel: the interface kept the fonts it had in Japanese, and its
    /// English was drawn in the Japanese font (here Fixture Mincho's rectangles, where English
    /// gets DejaVu Sans).
    @Test func englishChosenWhileOpenInJapaneseIsDrawnAsAtStart() throws {
      let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-switch-\(UUID())")
      defer { try? FileManager.default.removeItem(at: work) }
      let latin = work.appendingPathComponent("fonts")
      try FileManager.default.createDirectory(at: latin, withIntermediateDirectories: true)
      for name in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"] {
        try FileManager.default.copyItem(
          at: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/" + name), to: latin.appendingPathComponent(name))
      }
      let fonts = FixtureFonts.writeConfiguration(
        in: work.appendingPathComponent("fontconfig"), folders: [FixtureFonts.fontsDirectory, latin])
      // The interface font sorts Fixture Mincho first in Japanese, DejaVu Sans in English.
      for (language, first) in [("ja", "Fixture Mincho"), ("en", "DejaVu Sans")] {
        let sorted = try ProcessRunner.runTool(
          "fc-match", ["-s", "-f", "%{family[0]}\n", "Cantarell:lang=" + language],
          environment: FixtureFonts.environment(["FONTCONFIG_FILE": fonts.path]))
        try #require(sorted.standardOutput.hasPrefix(first + "\n"), "\(language): \(sorted.standardOutput)")
      }
      func settingsHome(_ language: String) throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-language-\(UUID())")
        let file = home.appendingPathComponent("typecase/settings.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"language": "\#(language)"}"#.utf8).write(to: file)
        return home
      }
      func title(_ window: FaceWindow) throws -> FaceWindow.Object {
        try window.waitFor { $0.role == "label" && $0.name == "Settings" && $0.frame != nil }
      }
      let switched = try FaceWindow(page: "settings", fontsConfiguration: fonts, configHome: try settingsHome("ja"))
      defer { switched.close() }
      _ = try switched.waitFor { $0.role == "label" && $0.name == "設定" && $0.frame != nil }
      let result = try ProcessRunner.run(
        ProcessRunner.typecase, ["settings", "set", "language", "en"],
        environment: FixtureFonts.faceEnvironment(["XDG_CONFIG_HOME": switched.configHome.path]))
      try #require(result.status == 0, "\(result.standardError)")
      let switchedTitle = try title(switched)
      // A frame or two for the new fonts to be drawn.
      Thread.sleep(forTimeInterval: 0.5)
      let switchedPixels = try switched.pixels(of: switchedTitle)
      // One window at a time: a second would hand its page to the first and exit.
      switched.close()
      let fresh = try FaceWindow(page: "settings", fontsConfiguration: fonts, configHome: try settingsHome("en"))
      defer { fresh.close() }
      let freshTitle = try title(fresh)
      #expect(switchedTitle.frame?.width == freshTitle.frame?.width, "\(switchedTitle.frame!) \(freshTitle.frame!)")
      #expect(try switchedPixels == fresh.pixels(of: freshTitle))
    }

    /// In a narrow window the back button shows its chevron alone, and the page's title gets
    /// the room (at the narrowest width "DejaVu Sans" read "Dej…" beside "Font Fa…"); the
    /// button keeps its name.
    ///
    /// The settings' own titles stay whole ("‹ Language & Region", as in the seed).
    @Test func aNarrowWindowsBackButtonShowsItsChevronAlone() throws {
      let window = try FaceWindow(page: "family/Typecase Fixture Sans")
      defer { window.close() }
      let isBackTitle = { (object: FaceWindow.Object) in object.role == "label" && object.name == "Font Families" }
      _ = try window.waitFor { isBackTitle($0) && $0.frame != nil }
      window.resize(width: 480, height: 600)
      #expect(try eventually { try !window.objects().contains { isBackTitle($0) && $0.frame != nil } })
      _ = try window.waitFor { $0.role == "push button" && $0.name == "Font Families" && $0.frame != nil }
      _ = try window.waitFor { $0.role == "label" && $0.name == "Typecase Fixture Sans" && $0.frame != nil }
      // Wide again, the title comes back.
      window.resize(width: 720, height: 600)
      _ = try window.waitFor { isBackTitle($0) && $0.frame != nil }
      // The settings seed keeps its back button's words at any width.
      window.resize(width: 480, height: 600)
      window.keys("ctrl+comma")
      _ = try window.waitFor { $0.role == "label" && $0.name == "Settings" && $0.frame != nil }
      let region = try window.waitFor { $0.role == "list item" && $0.name == "Language & Region" && $0.frame != nil }
      try window.click(region)
      _ = try window.waitFor { $0.role == "label" && $0.name == "Temperature Unit" && $0.frame != nil }
      let unit = try window.waitFor { $0.role == "list item" && $0.name == "Temperature Unit" && $0.frame != nil }
      try window.click(unit)
      _ = try window.waitFor { $0.role == "label" && $0.name == "Language & Region" && $0.frame != nil }
    }

    /// On a short screen (here 640×512 logical pixels, at GDK_SCALE=2) the shortcuts come in
    /// pages, General first, and the menu of pages is read by a name ("GtkMenuButton" before).
    @Test func theShortcutsPagesOfAShortScreenAreNamed() throws {
      let window = try FaceWindow(page: "families", extraEnvironment: ["GDK_SCALE": "2"])
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      window.keys("ctrl+question")
      _ = try window.waitFor { $0.name == "Search font families" && $0.frame != nil }
      let shown = try window.objects().filter { $0.frame != nil }
      #expect(shown.contains { $0.name == "Shortcut Pages" && $0.role != "label" }, "\(shown.map(\.name))")
      #expect(!shown.contains { $0.name == "GtkMenuButton" }, "\(shown.map(\.name))")
      #expect(!shown.contains { $0.name == "Copy the selected character" }, "the last page shown first")
    }

    @Test func controlQuestionOpensTheShortcutsWindow() throws {
      let window = try FaceWindow(page: "families")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      let isShortcut = { (object: FaceWindow.Object) in object.name == "Copy the selected character" }
      #expect(try !window.objects().contains { isShortcut($0) && $0.frame != nil })
      window.keys("ctrl+question")
      let shortcut = try window.waitFor { isShortcut($0) && $0.frame != nil }
      #expect(shortcut.role == "label")
      // Titled for the window manager too (it was "typecase-window").
      #expect(window.waitForWindow(named: "^Keyboard Shortcuts$", shown: true))
      // Everything shown is read by a name of its own: the keys as GTK writes them, not
      // "GtkShortcutLabel"; the window, its search button and field, not by their types.
      let shown = try window.objects().filter { $0.frame != nil }
      #expect(shown.contains { $0.name == "Ctrl+Q" }, "\(shown.map(\.name))")
      #expect(shown.contains { $0.name == "Keyboard Shortcuts" && $0.role == "frame" }, "\(shown.map(\.role))")
      #expect(shown.contains { $0.name == "Search Shortcuts" && $0.role != "label" })
      let typeNamed = shown.filter { $0.name.hasPrefix("Gtk") }
      #expect(typeNamed.isEmpty, "\(typeNamed.map { "\($0.role) \($0.name)" })")
      // Closed, it goes: no hidden window is left for GTK 4.8 to crash on when a screen
      // reader asks for a window past the shown one (see SpecimenWindowTests). Waited for
      // through X, not AT-SPI: reading the tree makes GTK give a hidden window a path again.
      window.keys("Escape")
      #expect(window.waitForWindow(named: "^Keyboard Shortcuts$", shown: false))
      let answer = try window.askForWindow(at: 1)
      #expect(answer.status == 0, "\(answer.standardError)")
      #expect(window.process.isRunning, "the window crashed answering for its window at index 1")
      // Opened again, it shows again.
      window.keys("ctrl+question")
      _ = try window.waitFor { isShortcut($0) && $0.frame != nil }
    }

    /// With Noto Color Emoji installed, the shortcuts window opens within the screen: it was
    /// 5,524 pixels wide (its labels sized by the emoji font's 136-pixel keycap digits, as the
    /// interface's font description listed it), and so was the Export Specimen dialog.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: notoColorEmoji.path), "needs fonts-noto-color-emoji"))
    func theShortcutsWindowFitsTheScreenWithAColorEmojiFont() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-emoji-\(UUID())")
      defer { try? FileManager.default.removeItem(at: folder) }
      let fonts = folder.appendingPathComponent("fonts")
      try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
      for font in [Self.notoColorEmoji, URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")] {
        try FileManager.default.createSymbolicLink(
          at: fonts.appendingPathComponent(font.lastPathComponent), withDestinationURL: font)
      }
      // The desktop's rules (aliases, bitmap scaling) as every program has them: without them
      // the window was as wide as it should be.
      let configuration = FixtureFonts.writeConfiguration(
        in: folder, folders: [fonts], rules: #"<include ignore_missing="yes">/etc/fonts/conf.d</include>"#)
      let window = try FaceWindow(page: "families", fontsConfiguration: configuration)
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      window.keys("ctrl+question")
      #expect(window.waitForWindow(named: "^Keyboard Shortcuts$", shown: true))
      let screen = window.xdotool("getdisplaygeometry").split(separator: " ").compactMap { Int($0) }
      let geometry = window.xdotool(
        "search", "--onlyvisible", "--name", "^Keyboard Shortcuts$", "getwindowgeometry", "--shell")
      let width = geometry.split(separator: "\n").first { $0.hasPrefix("WIDTH=") }.flatMap { Int($0.dropFirst(6)) }
      let shownWidth = try #require(width, "\(geometry)")
      #expect(shownWidth <= (screen.first ?? 1280), "the shortcuts window is \(shownWidth) pixels wide")
      #expect(shownWidth < 1000, "the shortcuts window is \(shownWidth) pixels wide")
    }

    static let notoColorEmoji = URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")

    /// Back from the settings, opened by Ctrl+, on a row, the focus is on that row again: it
    /// went to the family last opened.
    @Test func backFromTheSettingsReturnsToTheRowTheyWereOpenedFrom() throws {
      let window = try FaceWindow(page: "families")
      defer { window.close() }
      // Fixture Color (three fonts) opened and left, then two rows down: Fixture Display.
      _ = try window.waitFor { $0.role == "list item" && $0.name == "Fixture Color, 3 fonts" && $0.isFocused }
      window.keys("Return")
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("FixtureColor") && $0.isFocused }
      window.keys("Escape")
      _ = try window.waitFor { $0.role == "list item" && $0.name == "Fixture Color, 3 fonts" && $0.isFocused }
      window.keys("Down", "Down")
      _ = try window.waitFor { $0.role == "list item" && $0.name == "Fixture Display" && $0.isFocused }
      window.keys("ctrl+comma")
      _ = try window.waitFor { $0.role == "list item" && $0.name == "Sample Text" && $0.isFocused }
      window.keys("Escape")
      _ = try window.waitFor { $0.role == "list item" && $0.name == "Fixture Display" && $0.isFocused }
    }

    /// Enter pressed three times quickly on a family row, or held, opens the family's page
    /// alone, as UIKit ignores input during a push.
    ///
    /// The second press (or the key's repeat) opened the first face's page, and the third typed
    /// a line break into its sample, which every face page then showed. Enter held on the face
    /// page's sample still types line breaks: the page was not opened by it.
    @Test func enterPressedQuicklyOrHeldOpensOnePage() throws {
      let window = try FaceWindow(page: "families")
      defer { window.close() }
      let row = { (object: FaceWindow.Object) in object.role == "list item" && object.name == "Fixture Color, 3 fonts" }
      _ = try window.waitFor { row($0) && $0.isFocused }
      window.xdotool("key", "--delay", "150", "Return", "Return", "Return")
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("FixtureColor") && $0.isFocused }
      Thread.sleep(forTimeInterval: 1)
      #expect(try !window.objects().contains { $0.role == "text" && $0.name == "Preview" && $0.frame != nil })
      window.keys("Escape")
      _ = try window.waitFor { row($0) && $0.isFocused }
      // Held past X's repeat delay (660 ms under Xvfb): the repeats come within the second.
      window.xdotool("keydown", "Return")
      Thread.sleep(forTimeInterval: 1.2)
      window.xdotool("keyup", "Return")
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("FixtureColor") && $0.isFocused }
      Thread.sleep(forTimeInterval: 0.5)
      #expect(try !window.objects().contains { $0.role == "text" && $0.name == "Preview" && $0.frame != nil })
      // On a face page opened by Enter, Enter held later types line breaks in the sample.
      Thread.sleep(forTimeInterval: 0.5)
      window.keys("Return")
      let sample = try window.waitFor { $0.role == "text" && $0.name == "Preview" && $0.isFocused }
      let before = sample.text ?? ""
      window.keys("End")
      Thread.sleep(forTimeInterval: 0.5)
      window.xdotool("keydown", "Return")
      Thread.sleep(forTimeInterval: 1.2)
      window.xdotool("keyup", "Return")
      let typed = try window.waitFor { $0.role == "text" && $0.name == "Preview" && ($0.text ?? "") != before }
      // Line breaks as the accessible tree's reader writes them: escaped.
      let breaks = { (text: String?) in (text ?? "").components(separatedBy: "\\n").count - 1 }
      #expect(breaks(typed.text) >= breaks(before) + 2, "\(before) → \(typed.text ?? "")")
    }

    /// A new configuration home named `name` and its settings folder, whose lock this process
    /// holds as another program would; the lock's descriptor (closing it lets the lock go).
    static func heldSettingsLock(_ name: String) throws -> (home: URL, folder: URL, holder: Int32) {
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID())")
      let folder = home.appendingPathComponent("typecase")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let holder = open(folder.appendingPathComponent("settings.lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
      try #require(holder >= 0 && flock(holder, LOCK_EX) == 0)
      return (home, folder, holder)
    }

    /// Quitting while a choice waits for the settings' lock (held by another program) asks
    /// first; cancelled, the choice is written once the lock is let go.
    ///
    /// The toast had said the change would be saved when the lock was let go; Ctrl+Q dropped
    /// it, with a line on standard error alone.
    @Test func quittingWhileAChoiceWaitsForTheLockAsksFirst() throws {
      let (home, folder, holder) = try Self.heldSettingsLock("typecase-held-lock")
      defer { try? FileManager.default.removeItem(at: home) }
      var held = true
      defer { if held { close(holder) } }
      let window = try FaceWindow(page: "settings/temperature-unit", configHome: home)
      defer { window.close() }
      let celsius = try window.waitFor { $0.name == "Celsius (°C)" && $0.frame != nil }
      let choice = celsius.isChecked ? "Fahrenheit (°F)" : "Celsius (°C)"
      try window.click(try window.waitFor { $0.name == choice && $0.frame != nil })
      _ = try window.waitFor { $0.role == "label" && $0.name.hasPrefix("Settings not saved yet") }
      window.keys("ctrl+q")
      _ = try window.waitFor { $0.role == "push button" && $0.name == "Quit Anyway" && $0.frame != nil }
      #expect(window.process.isRunning)
      window.keys("Escape")
      close(holder)
      held = false
      let settings = folder.appendingPathComponent("settings.json")
      let unit = choice.hasPrefix("Fahrenheit") ? "fahrenheit" : "celsius"
      #expect(
        eventually {
          (try? String(contentsOf: settings, encoding: .utf8))?.contains("\"temperature-unit\": \"\(unit)\"") == true
        })
      window.keys("ctrl+q")
      #expect(window.waitForExit())
    }

    /// Quitting with only the window's new size waiting for the settings' lock does not ask
    /// (the size is not a choice worth keeping the window for), and says once on standard error
    /// that it was not saved: the line was written twice, by the first try and the last.
    @Test func quittingWithTheNewSizeHeldByTheLockSaysSoOnce() throws {
      let (home, _, holder) = try Self.heldSettingsLock("typecase-held-size")
      defer { try? FileManager.default.removeItem(at: home) }
      defer { close(holder) }
      let errors = home.appendingPathComponent("stderr.txt")
      let window = try FaceWindow(page: "families", configHome: home, errorLog: errors)
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      window.xdotool("windowsize", "--sync", window.windowID, "903", "651")
      window.keys("ctrl+q")
      #expect(window.waitForExit(), "Ctrl+Q asked, or left the window running")
      let lines = ((try? String(contentsOf: errors, encoding: .utf8)) ?? "").split(separator: "\n")
      let lockLines = lines.filter { $0.hasPrefix("typecase: ") && $0.contains("lock") }
      #expect(lockLines.count == 1, "\(lines)")
    }

    /// A value the window ignores ("preview-size": "25") is said once, not again at each
    /// change of the file (two by the CLI, the window's own star): it was said five times, its
    /// toast over the star's.
    @Test func whatIsWrongWithTheSettingsFileIsSaidOnce() throws {
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-said-once-\(UUID())")
      defer { try? FileManager.default.removeItem(at: home) }
      let file = home.appendingPathComponent("typecase/settings.json")
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(#"{"preview-size": "25"}"#.utf8).write(to: file)
      let errors = home.appendingPathComponent("stderr.txt")
      let window = try FaceWindow(page: "families", configHome: home, errorLog: errors)
      defer { window.close() }
      let row = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      let environment = FixtureFonts.faceEnvironment(["XDG_CONFIG_HOME": home.path])
      for unit in ["fahrenheit", "celsius"] {
        let set = try ProcessRunner.run(
          ProcessRunner.typecase, ["settings", "set", "temperature-unit", unit], environment: environment)
        #expect(set.status == 0, "\(set.standardError)")
        #expect(
          eventually {
            (try? String(contentsOf: file, encoding: .utf8))?.contains("\"temperature-unit\": \"\(unit)\"") == true
          })
        // The window looks at the file each second.
        Thread.sleep(forTimeInterval: 1.5)
      }
      window.keys("ctrl+d")
      #expect(
        eventually {
          (try? String(contentsOf: file, encoding: .utf8))?.contains(row.name.components(separatedBy: ",")[0]) == true
        })
      Thread.sleep(forTimeInterval: 1.5)
      let said = ((try? String(contentsOf: errors, encoding: .utf8)) ?? "").components(
        separatedBy: "ignored preview-size")
      #expect(said.count == 2, "\(said.count - 1) times")
    }

    /// After the interface language changes, the header's menu buttons tell screen readers
    /// their new descriptions: the toggle button inside each (what takes the focus) said
    /// nothing, and a screen reader, which keeps what it was told, read "フィルター（Shift+Ctrl+F）"
    /// in the English window. (Read live, the value was right: the events are what is checked,
    /// with an AT-SPI listener while `typecase settings set language en` runs.)
    @Test func theMenuButtonsTellTheirNewDescriptionsAfterALanguageChange() throws {
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-language-\(UUID())")
      defer { try? FileManager.default.removeItem(at: home) }
      let file = home.appendingPathComponent("typecase/settings.json")
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(#"{"language": "ja"}"#.utf8).write(to: file)
      let window = try FaceWindow(page: "families", configHome: home)
      defer { window.close() }
      _ = try window.waitFor { $0.role == "push button" && $0.name == "メインメニュー" && $0.frame != nil }
      var environment = FixtureFonts.faceEnvironment(["XDG_CONFIG_HOME": home.path])
      environment["DISPLAY"] = window.environment["DISPLAY"]
      environment["DBUS_SESSION_BUS_ADDRESS"] = window.environment["DBUS_SESSION_BUS_ADDRESS"]
      let listened = try ProcessRunner.runPython(
        [
          "-c",
          """
          import subprocess, sys
          import pyatspi
          from gi.repository import GLib
          pid = int(sys.argv[1])
          def on(event):
              # The toggle button inside each menu button (a push button in a push button).
              try:
                  source = event.source
                  if (source.get_process_id() == pid and source.getRoleName() == "push button"
                          and source.parent and source.parent.getRoleName() == "push button"):
                      print(event.any_data, flush=True)
              except Exception:
                  pass
          pyatspi.Registry.registerEventListener(on, "object:property-change:accessible-description")
          def change():
              subprocess.run(sys.argv[2:], check=True)
              GLib.timeout_add(3000, lambda: pyatspi.Registry.stop())
              return False
          GLib.timeout_add(500, change)
          pyatspi.Registry.start()
          """, String(window.process.processIdentifier), ProcessRunner.typecase.path, "settings", "set", "language",
          "en",
        ], environment: environment)
      let told = listened.standardOutput.split(separator: "\n").map(String.init)
      #expect(told.contains("Filters (Shift+Ctrl+F)"), "\(told) \(listened.standardError)")
      #expect(told.contains("Main Menu (F10)"), "\(told)")
    }

    @Test func thePrimaryMenuOpensAbout() throws {
      let window = try FaceWindow(page: "families")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Main Menu" && $0.frame != nil && $0.role != "label" }
      // F10 opens the primary menu (its items sit in a popover: a surface of its own, which
      // window-relative clicks do not reach); Down moves from its first item to About.
      window.keys("F10")
      _ = try window.waitFor { $0.name == "About Typecase" && $0.frame != nil }
      // Down until About has focus: the popover opens with its first item focused, or (when
      // the pointer last rested elsewhere) with none, and the first Down focuses the first item.
      var onAbout = false
      for _ in 0..<3 where !onAbout {
        window.keys("Down")
        onAbout = try window.objects().contains { $0.name == "About Typecase" && $0.isFocused }
      }
      try #require(onAbout, "Down never reached About Typecase")
      window.keys("Return")
      // The About window shows the version, and links to the website and issues.
      let version = try window.waitFor { $0.name == "0.1.0" && $0.frame != nil }
      #expect(version.role == "label" || version.role == "push button")
      #expect(try window.objects().contains { $0.name == "Report an Issue" })
      // The version button, focused first, is read by its version, not as "GtkButton".
      let focused = try window.waitFor { $0.isFocused }
      #expect(!focused.name.hasPrefix("Gtk"), "\(focused.role) \(focused.name)")
      #expect(try window.objects().contains { $0.role == "push button" && $0.name == "0.1.0" && $0.frame != nil })
      let typeNamed = try window.objects().filter { $0.frame != nil && $0.name.hasPrefix("GtkButton") }
      #expect(typeNamed.isEmpty, "\(typeNamed.map(\.role))")
      // Its pages' controls too: each page's back button was read "GtkButton" (its tooltip,
      // "Back", as its description), the release notes "GtkTextView", the credits' lists
      // "GtkListBox", and "_Copy Text" was read "_Copy Text Copy Text".
      let misnamed = try window.objects().filter {
        ["push button", "text", "list"].contains($0.role) && ($0.name.hasPrefix("Gtk") || $0.name.contains("_"))
      }
      #expect(misnamed.isEmpty, "\(misnamed.map { "\($0.role) \($0.name)" })")
      let back = try window.objects().filter { $0.role == "push button" && $0.name == "Back" }
      #expect(!back.isEmpty && back.allSatisfy { $0.description.isEmpty }, "\(back.map(\.description))")
    }

    /// The window's X class is the one the desktop file names (StartupWMClass): desktops other
    /// than GNOME match a window to its launcher by it (it named none: the running window was
    /// an unknown "typecase-window" beside its pinned launcher).
    ///
    /// It shows the app's icon, which X11 window lists read from the window (it had none), and
    /// screen readers call the app "Typecase" (they read "typecase-window").
    @Test func theWindowIsKnownByTheDesktopFilesClassTheAppsIconAndName() throws {
      let window = try FaceWindow(page: "families")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      let desktop = try String(
        contentsOf: FixtureFonts.packageRoot.appendingPathComponent("data/io.github.typecase.Typecase.desktop.in"),
        encoding: .utf8)
      let named = try #require(
        desktop.split(separator: "\n").first { $0.hasPrefix("StartupWMClass=") }?.dropFirst("StartupWMClass=".count))
      let read = try ProcessRunner.runPython(
        [
          "-c",
          """
          import sys
          from Xlib import display
          screen = display.Display()
          window = screen.create_resource_object("window", int(sys.argv[1]))
          icon = window.get_full_property(screen.intern_atom("_NET_WM_ICON"), 0)
          # Width and height, then the pixels, of each size.
          print(window.get_wm_class()[0], "%dx%d" % (icon.value[0], icon.value[1]) if icon else "no-icon")
          import pyatspi
          names = [app.name for app in pyatspi.Registry.getDesktop(0) if app and app.get_process_id() == int(sys.argv[2])]
          print(names)
          """, window.windowID, String(window.process.processIdentifier),
        ], environment: ProcessInfo.processInfo.environment)
      let lines = read.standardOutput.split(separator: "\n").map(String.init)
      try #require(lines.count == 2, "\(read.standardOutput)\(read.standardError)")
      let fields = lines[0].split(separator: " ").map(String.init)
      #expect(fields.first == String(named))
      #expect(fields.last != "no-icon" && (fields.last?.contains("x") ?? false), "\(lines[0])")
      #expect(lines[1] == "['Typecase']")
    }

    @Test func aResizedWindowOpensAtThatSizeAgain() throws {
      let configHome = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-size-\(UUID())")
      defer { try? FileManager.default.removeItem(at: configHome) }
      let first = try FaceWindow(page: "families", configHome: configHome)
      defer { first.close() }
      _ = try first.waitFor { $0.role == "list item" && $0.frame != nil }
      #expect(geometry(of: first) == "720x760")
      first.xdotool("windowsize", "--sync", first.windowID, "903", "651")
      #expect(geometry(of: first) == "903x651")
      first.keys("ctrl+q")
      #expect(first.waitForExit(), "Ctrl+Q left the window running")
      let settings = try String(
        contentsOf: configHome.appendingPathComponent("typecase/settings.json"), encoding: .utf8)
      #expect(settings.contains("\"window-width\": \"903\""))

      let second = try FaceWindow(page: "families", configHome: configHome)
      defer { second.close() }
      _ = try second.waitFor { $0.role == "list item" && $0.frame != nil }
      #expect(geometry(of: second) == "903x651")
      // Ctrl+W closes the window, the only one: Typecase ends (it did nothing).
      second.keys("ctrl+w")
      #expect(second.waitForExit(), "Ctrl+W left the window running")
    }

    /// Settings that cannot be saved (a file where the settings folder would be) are said once
    /// on standard error, not again for each write tried: a choice made, then Ctrl+Q, wrote the
    /// same line for the choice and again for the window's size and the changes waiting.
    @Test func settingsThatCannotBeSavedAreSaidOnceOnStandardError() throws {
      let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-unsaved-\(UUID())")
      defer { try? FileManager.default.removeItem(at: work) }
      try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
      let file = work.appendingPathComponent("a-file")
      try Data().write(to: file)
      let log = work.appendingPathComponent("errors.txt")
      let window = try FaceWindow(
        page: "settings/temperature-unit", configHome: file.appendingPathComponent("config"), errorLog: log)
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Fahrenheit (°F)" && $0.frame != nil }
      window.xdotool("windowsize", "--sync", window.windowID, "905", "655")
      window.keys("Down")
      window.keys("Down")
      window.keys("Return")
      _ = try window.waitFor { $0.role == "label" && $0.name.hasPrefix("Settings not saved: ") }
      window.keys("ctrl+q")
      #expect(window.waitForExit(), "Ctrl+Q left the window running")
      let errors = try String(contentsOf: log, encoding: .utf8)
      #expect(errors.components(separatedBy: "cannot write settings").count == 2, "\(errors)")
    }

    /// A window ended by a signal (the session's SIGHUP as an ssh connection drops, a kill's
    /// SIGTERM, Ctrl+C's SIGINT) writes its size first, as Ctrl+Q does, and is then ended by
    /// the signal: the size was lost.
    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aWindowEndedByASignalKeepsItsSize(signal: Int32) throws {
      let configHome = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-signal-\(UUID())")
      defer { try? FileManager.default.removeItem(at: configHome) }
      let window = try FaceWindow(page: "families", configHome: configHome)
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      let before = try window.waitFor { $0.role == "frame" && $0.frame != nil }.frame
      window.xdotool("windowsize", "--sync", window.windowID, "905", "655")
      #expect(geometry(of: window) == "905x655")
      // Once GTK has taken the new size (the X server has it at once; the window, as it comes
      // to its events: a signal sent before wrote the size it had, the default, which is not
      // kept, and the test found no settings file in a loaded CI lane).
      _ = try window.waitFor { $0.role == "frame" && $0.frame != nil && $0.frame?.width != before?.width }
      kill(window.process.processIdentifier, signal)
      #expect(window.waitForExit(), "the signal left the window running")
      // Ended by the signal itself once the size is written: a script run by a shell stops
      // at Ctrl+C only for a program the signal ended.
      #expect(window.process.terminationReason == .uncaughtSignal && window.process.terminationStatus == signal)
      let settings = try String(
        contentsOf: configHome.appendingPathComponent("typecase/settings.json"), encoding: .utf8)
      #expect(settings.contains("\"window-width\": \"905\""), "\(settings)")
    }

    /// A size kept from a larger screen, or from before the desktop's scale grew, opens fitting
    /// the screen: at GDK_SCALE=2 the 720×760 window took 1,440×1,520 pixels, its bottom out of
    /// reach below the screen's.
    @Test func aKeptSizeLargerThanTheScreenOpensFittingIt() throws {
      let configHome = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-fit-\(UUID())")
      defer { try? FileManager.default.removeItem(at: configHome) }
      try FileManager.default.createDirectory(
        at: configHome.appendingPathComponent("typecase"), withIntermediateDirectories: true)
      // The size the window last had; the default, 720×760, is as large at this scale.
      try Data("{\"window-width\": \"1000\", \"window-height\": \"900\"}".utf8).write(
        to: configHome.appendingPathComponent("typecase/settings.json"))
      for scale in ["1", "2"] {
        let window = try FaceWindow(page: "families", configHome: configHome, extraEnvironment: ["GDK_SCALE": scale])
        defer { window.close() }
        let screen = try #require(Self.screenSize(window), "xdotool cannot read the screen's size")
        _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
        let size = geometry(of: window).split(separator: "x").compactMap { Int($0) }
        #expect(size.count == 2 && size[0] < screen.width && size[1] < screen.height, "GDK_SCALE=\(scale): \(size)")
        #expect(
          size.count == 2 && size[1] * 10 >= screen.height * 8,
          "GDK_SCALE=\(scale): \(size), far from the screen's size")
        // Closed as it opened, the size kept stays (the fitted one was written, and the window
        // opened that small on the larger screen).
        window.keys("ctrl+q")
        #expect(window.waitForExit())
        let kept = try String(contentsOf: configHome.appendingPathComponent("typecase/settings.json"), encoding: .utf8)
        #expect(kept.contains("\"window-width\": \"1000\"") && kept.contains("\"window-height\": \"900\""), "\(kept)")
      }
    }

    /// The X screen's size in pixels (xdotool's getdisplaygeometry).
    static func screenSize(_ window: FaceWindow) -> (width: Int, height: Int)? {
      let parts = window.xdotool("getdisplaygeometry").split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
      return parts.count == 2 ? (parts[0], parts[1]) : nil
    }

    @Test func aSearchThatFindsNothingSaysSoAndItsButtonClearsIt() throws {
      let window = try FaceWindow(page: "families")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      #expect(try !window.objects().contains { $0.name == "No Results Found" && $0.frame != nil })
      window.keys("ctrl+f")
      window.type("zzzzq")
      _ = try window.waitFor { $0.name == "No Results Found" && $0.frame != nil }
      #expect(try window.objects().contains { $0.name == "No family matches “zzzzq”" && $0.frame != nil })
      // Down ("Go to the first result") with none keeps the focus in the field: no widget had
      // it, and Enter or Space did nothing.
      // (Read before typing more: a letter typed anywhere goes back to the field.)
      window.keys("Down")
      Thread.sleep(forTimeInterval: 0.5)
      #expect(try window.objects().contains { ["entry", "text"].contains($0.role) && $0.isFocused })
      window.type("x")
      _ = try window.waitFor { $0.name == "No family matches “zzzzqx”" && $0.frame != nil }
      // A near miss names the family nearest it, typed as a newcomer types it.
      for _ in 0..<6 { window.keys("BackSpace") }
      window.type("fixture monp")
      _ = try window.waitFor {
        $0.name.hasPrefix("No family matches “fixture monp”") && $0.name.contains("Did you mean “Fixture Mono”")
          && $0.frame != nil
      }
      let clear = try window.waitFor { $0.name == "Clear Search" && $0.role == "push button" && $0.frame != nil }
      try window.click(clear)
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      #expect(try !window.objects().contains { $0.name == "No Results Found" && $0.frame != nil })
    }

    /// Clear Search pressed from the keyboard puts the focus on the search field once: it went
    /// to the first family's row and then to the field, and a screen reader read both.
    @Test func clearSearchFocusesTheSearchFieldOnce() throws {
      let window = try FaceWindow(page: "families")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      window.keys("ctrl+f")
      window.type("zzzzq")
      _ = try window.waitFor { $0.name == "No Results Found" && $0.frame != nil }
      _ = try window.tab { $0.role == "push button" && $0.name == "Clear Search" }
      let focused = try window.focusEvents(pressing: ["Return"])
      #expect(
        focused.count == 1 && ["entry", "text"].contains { focused.first?.hasPrefix($0 + " ") == true }, "\(focused)")
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
    }

    /// Ctrl+F on a family page, or in the settings over it, goes back to the family list and
    /// searches it, as the shortcuts window says ("Search font families"); it did nothing.
    @Test func controlFOnAFamilyPageSearchesTheFamilies() throws {
      let window = try FaceWindow(page: "family/Fixture Mono")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.name == "FixtureMono-Regular" && $0.isFocused }
      window.keys("ctrl+comma")
      _ = try window.waitFor { $0.role == "list item" && $0.name == "Sample Text" && $0.frame != nil }
      window.keys("ctrl+f")
      _ = try window.waitFor { ["entry", "text"].contains($0.role) && $0.isFocused }
      window.type("mono")
      _ = try window.waitFor { $0.role == "label" && $0.name.hasPrefix("1 of ") }
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Fixture Mono") && $0.frame != nil }
      // The pages are gone: no back button.
      #expect(
        try !window.objects().contains {
          $0.role == "push button" && $0.description.hasPrefix("Back to") && $0.frame != nil
        })
      // Again from the page of the family found: the search is chosen whole, so what is typed
      // replaces it (it was typed after it: "monoserif").
      window.keys("Down", "Return")
      _ = try window.waitFor { $0.role == "list item" && $0.name == "FixtureMono-Regular" && $0.frame != nil }
      window.keys("ctrl+f")
      _ = try window.waitFor { ["entry", "text"].contains($0.role) && $0.isFocused }
      window.type("serif")
      _ = try window.waitFor { ["entry", "text"].contains($0.role) && $0.isFocused && $0.text == "serif" }
    }

    /// A search no family name can hold ("日本") looks for families that show it: "Shows this
    /// text" is on and says why (it could not be turned off, and said nothing of it).
    @Test func aTextInNoFamilyNameSaysWhyItIsShownNotSearched() throws {
      let window = try FaceWindow(page: "families")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      window.keys("ctrl+f")
      window.type("日本")
      let check = try window.waitFor { $0.role == "check box" && $0.name == "Shows this text" && $0.isChecked }
      // After the count of families it shows.
      #expect(check.description.contains(" · No family name has “日”"), "\(check.description)")
      _ = try window.waitFor { $0.role == "list item" && $0.name.contains("Fixture Mincho") && $0.frame != nil }
    }

    /// "Shows this text" turned on by Space before anything is typed shows as on (it stayed
    /// unchecked, on screen and for a screen reader, while the next search looked for text).
    @Test func showsThisTextTurnedOnBeforeTypingShowsAsOn() throws {
      let window = try FaceWindow(page: "families")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      window.keys("ctrl+f")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Shows this text" && $0.frame != nil }
      window.keys("Tab")
      let focused = try window.waitFor { $0.role == "check box" && $0.name == "Shows this text" && $0.isFocused }
      // It says what it does (it said nothing until it could not be turned off), after the
      // count of families shown.
      #expect(
        focused.description.contains(" · Lists the families that can draw the text typed"), "\(focused.description)")
      window.keys("space")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Shows this text" && $0.isChecked }
    }

    /// Closing the search turns "Shows this text" off: the next search, typed on the list, is a
    /// name search again.
    ///
    /// It stayed on, hidden with the search bar, and a name typed later found every family that
    /// can show its letters; Enter opened the first of them, not the family named.
    @Test func closingTheSearchTurnsShowsThisTextOff() throws {
      let window = try FaceWindow(page: "families")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.isFocused }
      window.keys("ctrl+f")
      window.type("abc")
      _ = try window.waitFor { ["entry", "text"].contains($0.role) && $0.isFocused && $0.text == "abc" }
      window.keys("Tab")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Shows this text" && $0.isFocused }
      window.keys("space")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Shows this text" && $0.isChecked }
      window.keys("Escape")
      _ = try window.waitFor { $0.role == "list item" && $0.isFocused }
      window.type("fixture mono")
      _ = try window.waitFor { $0.role == "label" && $0.name.hasPrefix("1 of ") }
      window.keys("Return")
      _ = try window.waitFor { $0.role == "list item" && $0.name == "FixtureMono-Regular" && $0.frame != nil }
    }

    /// Arrow keys on "Shows this text" move (Up to the search field, Down into the list), and
    /// leave it as it was: GTK 4.8 toggled it on each one, and the next search looked for text.
    ///
    /// Escape on it closes the search and goes back to the row you were on (it went to the
    /// header's first button).
    @Test func arrowKeysAndEscapeOnShowsThisTextMoveTheFocus() throws {
      let window = try FaceWindow(page: "families")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.isFocused }
      window.keys("Down", "Down")
      let row = try window.waitFor { $0.role == "list item" && $0.isFocused && $0.name.hasPrefix("Fixture Display") }
      window.keys("ctrl+f")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Shows this text" && $0.frame != nil }
      window.keys("Tab")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Shows this text" && $0.isFocused }
      window.keys("Down", "Left", "Right")
      let first = try window.waitFor { $0.role == "list item" && $0.isFocused }
      #expect(first.name.hasPrefix("Fixture Color"), "\(first.name)")
      #expect(try window.objects().contains { $0.name == "Shows this text" && !$0.isChecked })
      window.keys("shift+Tab")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Shows this text" && $0.isFocused }
      window.keys("Up")
      _ = try window.waitFor { ["entry", "text"].contains($0.role) && $0.isFocused }
      window.keys("Tab")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Shows this text" && $0.isFocused }
      #expect(try window.objects().contains { $0.name == "Shows this text" && !$0.isChecked })
      // Back on the row the focus was last on: the first, which Down went to.
      window.keys("Escape")
      _ = try window.waitFor { $0.role == "list item" && $0.isFocused && $0.name == first.name }
      // From a search opened on another row, that row.
      window.keys("Down", "Down")
      let third = try window.waitFor { $0.role == "list item" && $0.isFocused && $0.name == row.name }
      window.keys("ctrl+f", "Tab")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Shows this text" && $0.isFocused }
      window.keys("Escape")
      _ = try window.waitFor { $0.role == "list item" && $0.isFocused && $0.name == third.name }
    }

    /// Shift+Tab from the list retraces Tab: through the filter chips and "Shows this text"
    /// to the search field (it went from the list to the search field, or to the header,
    /// past every chip).
    @Test func shiftTabFromTheListGoesBackThroughTheChips() throws {
      let window = try FaceWindow(page: "families", arguments: ["--italic", "--format", "TrueType"])
      defer { window.close() }
      // The list has the focus as the window opens.
      _ = try window.waitFor { $0.role == "list item" && $0.isFocused }
      let chips = try window.objects().filter { $0.role == "push button" && $0.name.hasPrefix("Remove filter") }
      try #require(chips.count == 2, "\(chips.map(\.name))")
      window.keys("shift+Tab")
      _ = try window.waitFor { $0.name == chips[1].name && $0.isFocused }
      window.keys("shift+Tab")
      _ = try window.waitFor { $0.name == chips[0].name && $0.isFocused }
      // Searching: "Shows this text" and the search field come before the chips.
      window.keys("ctrl+f")
      window.type("fix")
      window.keys("Tab", "Tab", "Tab", "Tab")
      _ = try window.waitFor { $0.role == "list item" && $0.isFocused }
      window.keys("shift+Tab")
      _ = try window.waitFor { $0.name == chips[1].name && $0.isFocused }
      window.keys("shift+Tab", "shift+Tab")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Shows this text" && $0.isFocused }
      window.keys("shift+Tab")
      let focused = try window.waitFor { $0.isFocused }
      #expect(["entry", "text"].contains(focused.role), "\(focused.role) \(focused.name)")
    }

    /// Back from a face page opened by `--page` goes to that face's row on its family page:
    /// GTK's own move of the focus into the page shown (its first row, the list never having
    /// had the focus) was taken for the user's, and back went to the first row.
    @Test func backFromAFacePageOpenedByPageGoesToItsRow() throws {
      let window = try FaceWindow(page: "face/FixtureMono-Bold")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      window.keys("alt+Left")
      let row = try window.waitFor { $0.role == "list item" && $0.isFocused }
      #expect(row.name.hasPrefix("FixtureMono-Bold"), "\(row.name)")
    }

    /// Ctrl+Z does what the shown toast's Undo does (GNOME Files' key): the Undo was reached
    /// by Tab alone, within the toast's seconds; with no toast offering it, Ctrl+Z does nothing.
    @Test func controlZUndoesWhatTheToastOffersToUndo() throws {
      let window = try FaceWindow(page: "families", arguments: ["--monospace"])
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.isFocused }
      _ = try window.waitFor { $0.name == "Remove filter Monospace" && $0.frame != nil }
      let filtered = try window.waitFor { $0.role == "label" && $0.name.hasSuffix(" of 10") }
      window.keys("Escape")
      _ = try window.waitFor { $0.role == "label" && $0.name == "Filters cleared" && $0.frame != nil }
      _ = try window.waitFor { $0.role == "label" && $0.name == "10 of 10" }
      window.keys("ctrl+z")
      _ = try window.waitFor { $0.role == "label" && $0.name == filtered.name }
      _ = try window.waitFor { $0.name == "Remove filter Monospace" && $0.frame != nil }
      // Done once: the toast went with it, and a second Ctrl+Z leaves the filter on.
      window.keys("ctrl+z")
      Thread.sleep(forTimeInterval: 0.5)
      #expect(try window.objects().contains { $0.role == "label" && $0.name == filtered.name })
      #expect(try !window.objects().contains { $0.name == "Filters cleared" && $0.frame != nil })
    }

    /// Ctrl+I on a family of several fonts opens its page of fonts, as Enter does (it did
    /// nothing: there is no one font's page); from there Ctrl+Shift+F goes back to the family
    /// list and opens its filters, as Ctrl+F goes back and searches (it did nothing).
    @Test func controlIOpensAFamilysPageAndControlShiftFItsFiltersFromThere() throws {
      let window = try FaceWindow(page: "families")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.isFocused }
      window.type("fixture mono")
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Fixture Mono, 2 fonts") && $0.frame != nil }
      window.keys("Down")
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Fixture Mono") && $0.isFocused }
      window.keys("ctrl+i")
      _ = try window.waitFor { $0.role == "list item" && $0.name == "FixtureMono-Regular" && $0.isFocused }
      window.keys("ctrl+shift+f")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Monospace" && $0.frame != nil }
      #expect(try window.objects().contains { $0.role == "label" && $0.name == "Font Families" && $0.frame != nil })
    }

    /// A toast closed by keyboard gives the focus back to the list: it went with the toast, to
    /// nothing (nothing focused, the arrow keys did nothing).
    @Test func closingAToastByKeyboardGivesTheFocusBackToTheList() throws {
      let window = try FaceWindow(page: "families", arguments: ["--monospace"])
      defer { window.close() }
      let row = try window.waitFor { $0.role == "list item" && $0.isFocused }
      // The filters' popover opened and closed (the focus on its button), Escape clears them.
      window.keys("ctrl+shift+f")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Monospace" && $0.frame != nil }
      window.keys("Escape")
      // The button says how many filters are on (it said "Filters" whatever was on).
      _ = try window.waitFor { $0.isFocused && $0.name == "Filters, 1 on" }
      window.keys("Escape")
      _ = try window.waitFor { $0.role == "label" && $0.name == "Filters cleared" && $0.frame != nil }
      _ = try window.waitFor { $0.role == "push button" && $0.name == "Filters" }
      // Tab on to the toast's ✕, and Enter.
      _ = try window.tab { $0.name == "Close Message" }
      window.keys("Return")
      // Back on the row it was on, in the list of every family.
      let back = try window.waitFor { $0.isFocused && $0.role == "list item" }
      #expect(back.name == row.name, "\(back.name)")
      window.keys("Down")
      _ = try window.waitFor { $0.isFocused && $0.role == "list item" && $0.name != back.name }
    }

    /// A filter turned on and off again leaves the list where it was: Tab comes back to the
    /// row the focus was on (the list went back to its top, and the place was lost).
    @Test func aFilterTurnedOnAndOffKeepsThePlaceInTheList() throws {
      let window = try FaceWindow(page: "families")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.isFocused }
      window.keys("Down", "Down", "Down")
      let row = try window.waitFor { $0.role == "list item" && $0.isFocused }
      window.keys("ctrl+shift+f")
      _ = try window.tab { $0.role == "check box" && $0.name == "Monospace" }
      window.keys("space")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Monospace" && $0.isChecked }
      window.keys("space")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Monospace" && !$0.isChecked }
      window.keys("Escape")
      _ = try window.waitFor { $0.isFocused && $0.name == "Filters" }
      let back = try window.tab { $0.role == "list item" }
      #expect(back.name == row.name, "Tab went to \(back.name), the focus was on \(row.name)")
    }

    /// Home and End go to the first and last rows of a settings page, across its headings (they
    /// did nothing: GTK's own went for the first line, a heading).
    @Test func homeAndEndReachTheSettingsFirstAndLastRows() throws {
      let window = try FaceWindow(page: "settings")
      defer { window.close() }
      // The page: a heading (Preview), Sample Text, Size, a footer, then Language & Region.
      _ = try window.waitFor { $0.role == "list item" && $0.name == "Sample Text" && $0.isFocused }
      window.keys("End")
      let last = try window.waitFor { $0.role == "list item" && $0.isFocused }
      #expect(last.name == "Language & Region", "End went to \(last.name)")
      window.keys("Home")
      let first = try window.waitFor { $0.role == "list item" && $0.isFocused && $0.name != last.name }
      #expect(first.name == "Sample Text", "Home went to \(first.name)")
    }

    /// Ctrl+Shift+F opens the filters from the list, as the shortcuts window and the filter
    /// button's tooltip say: the popover was reached by Tab to its button only, and no list of
    /// shortcuts named it, nor the keys of the search.
    @Test func controlShiftFOpensTheFilters() throws {
      let window = try FaceWindow(page: "families")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.isFocused }
      window.keys("ctrl+shift+f")
      let monospace = try window.waitFor { $0.role == "check box" && $0.name == "Monospace" && $0.frame != nil }
      window.keys("Tab")
      _ = try window.waitFor { $0.isFocused && $0.frame != nil && $0.role != "list item" }
      window.keys("Escape")
      _ = try window.waitFor { $0.role == "push button" && $0.name == "Filters" && $0.isFocused }
      #expect(try !window.objects().contains { $0.name == monospace.name && $0.frame != nil })
      window.keys("ctrl+question")
      for shortcut in ["Filter font families", "Go to the first result", "Clear the search, then the filters"] {
        _ = try window.waitFor { $0.name == shortcut && $0.frame != nil }
      }
    }

    /// Tab from the search field into the list lands on the first match, as Down does: it
    /// landed on the row focused before, somewhere in the old list (the last of the matches,
    /// those before it never heard).
    @Test func tabIntoTheListAfterASearchLandsOnTheFirstMatch() throws {
      let window = try FaceWindow(page: "families")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.isFocused }
      window.keys("End")
      let last = try window.waitFor { $0.role == "list item" && $0.isFocused }
      window.keys("ctrl+f")
      window.type("fixture")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Shows this text" && $0.frame != nil }
      Thread.sleep(forTimeInterval: 0.5)
      let matches = try window.objects().filter { $0.role == "list item" && $0.frame != nil }
        .sorted { ($0.frame?.y ?? 0) < ($1.frame?.y ?? 0) }
      try #require(matches.count >= 3, "\(matches.map(\.name))")
      #expect(!last.name.isEmpty && last.name != matches[0].name)
      let focused = try window.tab { $0.role == "list item" }
      #expect(focused.name == matches[0].name, "Tab went to \(focused.name), the first match is \(matches[0].name)")
      // On a later row, then back in the search, another search, and Tab in again.
      window.keys("Down", "Down", "shift+Tab", "shift+Tab")
      _ = try window.waitFor { $0.isFocused && ["entry", "text"].contains($0.role) }
      window.keys("ctrl+a", "BackSpace")
      window.type("mono")
      Thread.sleep(forTimeInterval: 0.5)
      let monos = try window.objects().filter { $0.role == "list item" && $0.frame != nil }
        .sorted { ($0.frame?.y ?? 0) < ($1.frame?.y ?? 0) }
      let again = try window.tab { $0.role == "list item" }
      #expect(again.name == monos.first?.name, "Tab went to \(again.name) of \(monos.map(\.name))")
    }

    /// A screen reader reads only the page shown: not the family list under a family page, nor
    /// a list's rows under the "No Results Found" that stands for them (GTK 4.8 left both in
    /// the tree as visible, at the places they would be drawn).
    @Test func pagesNotShownAreNotRead() throws {
      let window = try FaceWindow(page: "families")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Fixture Mono") && $0.frame != nil }
      window.keys("ctrl+f")
      window.type("zzzzq")
      _ = try window.waitFor { $0.name == "No Results Found" && $0.frame != nil }
      #expect(try window.objects().filter { $0.role == "list item" }.map(\.name) == [])
      window.keys("Escape", "Escape")
      let family = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Typecase Fixture Sans") }
      try window.click(family)
      _ = try window.waitFor { $0.role == "list item" && $0.name == "TypecaseFixtureSans-Bold" && $0.frame != nil }
      let items = try window.objects().filter { $0.role == "list item" }.map(\.name)
      #expect(items.allSatisfy { $0.hasPrefix("TypecaseFixtureSans-") }, "\(items)")
      // Back, the list is read again, and the family page is gone.
      window.keys("alt+Left")
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Fixture Mono") && $0.frame != nil }
      #expect(
        try window.objects().filter { $0.role == "list item" && $0.name.hasPrefix("TypecaseFixtureSans-") }.isEmpty)
    }

    @Test func aSecondLaunchPresentsTheFirstWindowAtItsPage() throws {
      let window = try FaceWindow(page: "families")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      #expect(try !window.objects().contains { $0.name == "Sample Text" && $0.frame != nil })
      let second = try ProcessRunner.startWindow(["--page", "settings"], environment: window.environment)
      defer { ProcessRunner.stop(second) }
      for _ in 0..<40 where second.isRunning { Thread.sleep(forTimeInterval: 0.25) }
      try #require(!second.isRunning, "the second launch kept running beside the first")
      #expect(second.terminationStatus == 0)
      // The first window shows the page the second launch asked for.
      _ = try window.waitFor { $0.name == "Sample Text" && $0.frame != nil }
      let windows = window.xdotool("search", "--onlyvisible", "--name", ".").split(separator: "\n")
      #expect(windows.count == 1, "windows on screen: \(windows)")
      // A family or face not installed fails this launch as `typecase faces NAME` does (it
      // ended 0, saying nothing: only the running window showed a toast); another case of a
      // family's name opens it.
      for page in ["family/Nope Sans", "face/Nope-Regular"] {
        let refused = try ProcessRunner.run(ProcessRunner.typecase, ["--page", page], environment: window.environment)
        #expect(refused.status == 1, "\(page)")
        #expect(refused.standardError.contains("\"Nope"), "\(page): \(refused.standardError)")
      }
      let opened = try ProcessRunner.run(
        ProcessRunner.typecase, ["--page", "family/typecase fixture sans"], environment: window.environment)
      #expect(opened.status == 0, "\(opened.standardError)")
      _ = try window.waitFor { $0.role == "label" && $0.name == "Typecase Fixture Sans" && $0.frame != nil }
    }

    /// A second launch with a font file (Files' Open With while Typecase runs) opens the file's
    /// page in the first window: the second launch looked the path up as a PostScript name,
    /// said "no face named …" and ended 1, the window left as it was.
    @Test func aSecondLaunchWithAFontFileOpensItsPageInTheFirstWindow() throws {
      let window = try FaceWindow(page: "families")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      let file = FixtureFonts.packageRoot.appendingPathComponent(
        "Tests/Fixtures/extra-fonts/FixtureSymbols-Regular.ttf")
      let opened = try ProcessRunner.run(ProcessRunner.typecase, [file.path], environment: window.environment)
      #expect(opened.status == 0, "\(opened.standardError)")
      _ = try window.waitFor { $0.role == "push button" && $0.name == "Install" && $0.frame != nil }
      _ = try window.waitFor { $0.role == "label" && $0.name == "Fixture Symbols Regular" && $0.frame != nil }
    }

    /// A font file refused at launch is said in a dialog when the launch asks for it.
    ///
    /// The desktop file asks (`--errors-in-window`): Files' Open With of a file that is no font
    /// showed nothing at all, the reason on a standard error nobody reads. A second launch says
    /// it in the running window, and ends 1.
    @Test func aRefusedFontFileIsSaidInTheWindowWhenTheLaunchAsks() throws {
      let notAFont = FixtureFonts.fontsDirectory.appendingPathComponent("not-a-font.ttf").path
      let window = try FaceWindow(page: nil, arguments: ["--errors-in-window", notAFont])
      defer { window.close() }
      _ = try window.waitFor { $0.role == "label" && $0.name == "Cannot Open Font File" && $0.frame != nil }
      _ = try window.waitFor {
        $0.role == "label" && $0.name.hasPrefix("Cannot read \"\(notAFont)\": not a font file") && $0.frame != nil
      }
      // The family list opened behind it.
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      let missing = "/no/such/font.ttf"
      let second = try ProcessRunner.run(
        ProcessRunner.typecase, ["--errors-in-window", missing], environment: window.environment)
      #expect(second.status == 1)
      #expect(second.standardError.contains("cannot read \"\(missing)\": no such file"), "\(second.standardError)")
      _ = try window.waitFor {
        $0.role == "label" && $0.name == "Cannot read \"\(missing)\": no such file" && $0.frame != nil
      }
      // One dialog at a time, the newest: each refused launch stacked one over the last.
      let headings = try window.objects().filter { $0.role == "label" && $0.name == "Cannot Open Font File" }
      #expect(headings.count == 1, "\(headings.count) dialogs")
    }

    /// A second launch's filters and search reach the running window, from a family page too:
    /// `typecase --monospace --search mono` ended 0 and the window kept its list as it was.
    @Test func aSecondLaunchsFiltersAndSearchReachTheFirstWindow() throws {
      let window = try FaceWindow(page: "family/Typecase Fixture Sans")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("TypecaseFixtureSans-") && $0.frame != nil }
      let second = try ProcessRunner.run(
        ProcessRunner.typecase, ["--monospace", "--weight", "650-750", "--search", "fix"],
        environment: window.environment)
      #expect(second.status == 0, "\(second.standardError)")
      _ = try window.waitFor { $0.role == "push button" && $0.name == "Remove filter Monospace" && $0.frame != nil }
      #expect(try window.objects().contains { $0.name == "Remove filter Weight 650–750" && $0.frame != nil })
      let shown = try window.objects().filter { $0.role == "list item" && $0.frame != nil }.map(\.name)
      #expect(shown.map { String($0.split(separator: ",").first ?? "") } == ["Fixture Mono"], "\(shown)")
      #expect(try window.objects().contains { ($0.role == "entry" || $0.role == "text") && $0.text == "fix" })
      // A launch with filters and no search shows what they find: the earlier search stayed,
      // and `typecase --lang ja` showed "No Results Found" for a search typed an hour before.
      let third = try ProcessRunner.run(
        ProcessRunner.typecase, ["--weight", "350-450"], environment: window.environment)
      #expect(third.status == 0, "\(third.standardError)")
      _ = try window.waitFor {
        $0.role == "push button" && $0.name == "Remove filter Weight 350–450" && $0.frame != nil
      }
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Typecase Fixture Sans") && $0.frame != nil }
      #expect(try !window.objects().contains { ($0.role == "entry" || $0.role == "text") && $0.text == "fix" })
      #expect(try !window.objects().contains { $0.name == "Remove filter Monospace" && $0.frame != nil })
    }

    /// The window's size as X sees it, "WIDTHxHEIGHT".
    private func geometry(of window: FaceWindow) -> String {
      let output = window.xdotool("getwindowgeometry", window.windowID)
      let line = output.split(separator: "\n").first { $0.contains("Geometry:") }
      return line.map { String($0.split(separator: " ").last ?? "") } ?? output
    }
  }
}
