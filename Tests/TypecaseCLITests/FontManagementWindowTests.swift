import FixtureSupport
import Foundation
import Testing

extension WindowProcesses {
  /// Finding and managing fonts in the real window (issue 9), through real input: filters and
  /// stars by keyboard, Install Fonts… through GTK's own file chooser (no portal under Xvfb), an
  /// install by the CLI while the window is open, Move to Trash and Undo.
  ///
  /// Each test has its own user fonts folder, trash, settings and fontconfig configuration
  /// (`UserFontsSandbox`).
  @Suite(.enabled(if: canReadAccessibleTrees, "needs a display, a D-Bus session and python3-pyatspi (scripts/test)"))
  struct FontManagementWindowTests {
    let sandbox = UserFontsSandbox()

    /// The family rows laid out now, top first.
    private func shownFamilies(_ window: FaceWindow) throws -> [String] {
      try window.objects().filter { $0.role == "list item" && $0.frame != nil }.map {
        String($0.name.split(separator: ",").first ?? "")
      }
    }

    /// The header's "N of M".
    private func count(_ window: FaceWindow) throws -> String? {
      try window.objects().first { $0.role == "label" && $0.name.contains(" of ") && $0.frame != nil }?.name
    }

    /// Opens the sandbox's window and installs through the file chooser a copy of the fixture
    /// font `fixture` (installed for everyone) named `name`; the window.
    private func installInNewWindow(copyOf fixture: String, named name: String) throws -> FaceWindow {
      let copy = sandbox.work.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: sandbox.work, withIntermediateDirectories: true)
      // Another build's bytes: the fixture's own are the copy installed for everyone.
      try FixtureFonts.otherBuild(of: fixture).write(to: copy)
      let window = try sandbox.openWindow()
      do {
        _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
        try installThroughTheFileChooser(copy, in: window)
      } catch {
        window.close()
        throw error
      }
      return window
    }

    /// Installs `file` through the file chooser (Ctrl+O), typed after Ctrl+L, and gives the
    /// window back the keyboard focus once the chooser closed.
    private func installThroughTheFileChooser(_ file: URL, in window: FaceWindow) throws {
      window.keys("ctrl+o")
      // No portal under Xvfb: GTK's own file chooser, which takes a typed path after Ctrl+L.
      _ = try window.waitFor { $0.name == "Install Fonts" && $0.role != "label" && $0.frame != nil }
      window.keys("ctrl+l")
      // Checked before Enter, as GTK's location field completes names while they are typed.
      try window.replaceText(with: file.path) { $0.role == "text" && $0.name == "GtkFileChooserEntry" }
      window.keys("Return")
      // The chooser goes (destroyed at once). No window manager runs here to give the window
      // back the keyboard focus it had, as a desktop's does: the test gives it.
      #expect(window.waitForWindow(named: "^Install Fonts$", shown: false), "the file chooser never closed")
      window.xdotool("windowfocus", "--sync", window.windowID)
    }

    /// Installs every file of `folder` through the file chooser: into the folder (Ctrl+L, its
    /// path), every file selected (Ctrl+A), then the Install button by its mnemonic (Enter on a
    /// row of several selected gives only that row, GTK's).
    private func installEveryFile(in folder: URL, in window: FaceWindow) throws {
      window.keys("ctrl+o")
      _ = try window.waitFor { $0.name == "Install Fonts" && $0.role != "label" && $0.frame != nil }
      window.keys("ctrl+l")
      try window.replaceText(with: folder.path + "/") { $0.role == "text" && $0.name == "GtkFileChooserEntry" }
      window.keys("Return")
      // The path bar shows the folder (its files are not in the accessibility tree): a moment
      // more for them to be listed.
      _ = try window.waitFor { $0.role == "label" && $0.name == folder.lastPathComponent && $0.frame != nil }
      Thread.sleep(forTimeInterval: 1)
      window.keys("ctrl+a", "alt+i")
      #expect(window.waitForWindow(named: "^Install Fonts$", shown: false), "the file chooser never closed")
    }

    /// Installs the symbols fixture for the user with the CLI, as a user would.
    private func installSymbols() throws {
      let installed = try sandbox.typecase(["install", UserFontsSandbox.symbols.path])
      try #require(installed.status == 0, "\(installed.standardError)")
    }

    /// The chips under the search bar, by accessible name.
    private func chips(_ window: FaceWindow) throws -> [String] {
      try window.objects().filter { $0.role == "push button" && $0.name.hasPrefix("Remove filter ") }.map(\.name)
    }

    /// Opens the filter popover from the family list by keyboard (Tab to the filter button,
    /// Space).
    private func openFilters(_ window: FaceWindow) throws {
      // "Filters", or "Filters, 2 on" with filters on.
      _ = try window.tab { $0.role == "push button" && ($0.name == "Filters" || $0.name.hasPrefix("Filters, ")) }
      window.keys("space")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Monospace" && $0.frame != nil }
    }

    /// Opens the window over the sandbox, then its filter popover once the list shows; the
    /// window is closed again if the popover never opens.
    private func openWindowWithFilters() throws -> FaceWindow {
      let window = try sandbox.openWindow()
      do {
        _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
        try openFilters(window)
      } catch {
        window.close()
        throw error
      }
      return window
    }

    /// Opens the filter popover and its language list (the popover opens with the focus on the
    /// language drop-down), and waits until the list shows.
    private func openLanguageList(_ window: FaceWindow) throws {
      try openFilters(window)
      window.keys("space")
      _ = try window.waitFor { $0.name.hasPrefix("Japanese") && $0.frame != nil }
    }

    /// Waits until the keyboard focus is on the filter popover's language drop-down: on its
    /// button, inside its frame.
    private func waitForFocusInLanguageDropDown(_ window: FaceWindow) throws {
      let language = try #require(
        try window.waitFor { $0.role == "combo box" && $0.name == "Language" && $0.frame != nil }.frame)
      _ = try window.waitFor { object in
        guard object.isFocused, let at = object.frame else { return false }
        return at.x >= language.x && at.y >= language.y && at.x + at.width <= language.x + language.width
          && at.y + at.height <= language.y + language.height
      }
    }

    /// Tabs to the drop-down `name` of the filter popover and picks its item `steps` below the
    /// first ("Any …") by keyboard.
    private func choose(_ name: String, steps: Int, in window: FaceWindow) throws {
      let box = try window.waitFor { $0.role == "combo box" && $0.name == name && $0.frame != nil }
      let frame = try #require(box.frame)
      _ = try window.tab { object in
        guard let at = object.frame else { return false }
        return at.x >= frame.x && at.y >= frame.y && at.x + at.width <= frame.x + frame.width
          && at.y + at.height <= frame.y + frame.height
      }
      window.keys("space")
      window.keys(Array(repeating: "Down", count: steps) + ["Return"])
    }

    /// The popover opens with keyboard focus on its first control, the language drop-down, so
    /// one Tab reaches the first check box.
    ///
    /// Its controls are made when it first opens; made after GTK had given focus, they once
    /// left focus outside, and keys went elsewhere.
    @Test func theFilterPopoverOpensWithFocusOnItsFirstControl() throws {
      defer { sandbox.remove() }
      let window = try openWindowWithFilters()
      defer { window.close() }
      window.keys("Tab", "space")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Monospace" && $0.isChecked }
      #expect(try eventually { try chips(window) == ["Remove filter Monospace"] })
    }

    /// A check box checked says how many families the filters leave, as the header does
    /// ("1 of 7"): a screen reader heard "checked" and nothing of the families the filter left,
    /// the count changing in the header, out of the popover.
    @Test func aCheckBoxCheckedSaysHowManyFamiliesAreLeft() throws {
      defer { sandbox.remove() }
      let window = try openWindowWithFilters()
      defer { window.close() }
      window.keys("Tab", "space")
      let count = try window.waitFor { $0.role == "label" && $0.name.wholeMatch(of: /\d+ of \d+/) != nil }
      let box = try window.waitFor { $0.role == "check box" && $0.name == "Monospace" && $0.isChecked && $0.isFocused }
      #expect(box.description == count.name, "\(box.description), the header says \(count.name)")
    }

    /// Choosing from a filter drop-down, removing a chip and turning "Shows this text" on each
    /// say how many families are left on the control with the focus, as a check box does:
    /// the count went to the search field and the header alone, heard by no one (an
    /// accessibility auditor's report).
    @Test func everyFilterControlSaysHowManyFamiliesAreLeft() throws {
      defer { sandbox.remove() }
      let window = try openWindowWithFilters()
      defer { window.close() }
      let header = { try window.waitFor { $0.role == "label" && $0.name.wholeMatch(of: /\d+ of \d+/) != nil }.name }
      // Monospace on, then a weight chosen: the drop-down's button, focused, says both.
      window.keys("Tab", "space")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Monospace" && $0.isChecked }
      try choose("Weight", steps: 1, in: window)
      let weight = try window.waitFor { $0.isFocused && $0.name == "Weight" && $0.description.contains(" of ") }
      let left = try header()
      #expect(weight.description.hasSuffix(", " + left) && !weight.description.hasPrefix(","), "\(weight.description)")
      // Out of the popover, the first chip removed by keyboard: the chip the focus goes to says
      // what is left.
      window.keys("Escape")
      _ = try window.tab { $0.role == "push button" && $0.name == "Remove filter Monospace" }
      window.keys("space")
      #expect(try eventually { try !chips(window).contains("Remove filter Monospace") })
      let next = try window.waitFor { $0.isFocused && $0.name.hasPrefix("Remove filter ") }
      #expect(next.description == (try header()), "\(next.name): \(next.description)")
      // "Shows this text" turned on by keyboard says the families it lists.
      window.keys("ctrl+f")
      window.type("Mono")
      _ = try window.waitFor { $0.isFocused && $0.name == "Search font families" && $0.text == "Mono" }
      _ = try window.tab { $0.role == "check box" && $0.name == "Shows this text" }
      window.keys("space")
      let check = try window.waitFor { $0.isFocused && $0.name == "Shows this text" && $0.isChecked }
      #expect(check.description.hasPrefix((try header()) + " · "), "\(check.description)")
    }

    /// Up and Down move between the popover's controls and change no filter: GTK 4.8 toggled a
    /// check box on every arrow key, so moving down the list turned Monospace off and on.
    @Test func arrowKeysMoveBetweenTheCheckBoxesWithoutTogglingThem() throws {
      defer { sandbox.remove() }
      let window = try openWindowWithFilters()
      defer { window.close() }
      window.keys("Tab", "space")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Monospace" && $0.isChecked }
      window.keys("Down")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Has italic" && $0.isFocused }
      window.keys("Down", "Up", "Left", "Right")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Has italic" && $0.isFocused }
      window.keys("Up")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Monospace" && $0.isFocused }
      window.keys("Up")
      // The language drop-down: focus is on its button, inside its frame.
      try waitForFocusInLanguageDropDown(window)
      let boxes = try window.objects().filter { $0.role == "check box" && $0.frame != nil }
      #expect(boxes.filter(\.isChecked).map(\.name) == ["Monospace"])
      #expect(try chips(window) == ["Remove filter Monospace"])
    }

    /// Typing in the open language list narrows it to the languages whose names hold the text:
    /// the list had a search field that filtered nothing, and typing went nowhere.
    @Test func typingInTheLanguageListFindsALanguage() throws {
      defer { sandbox.remove() }
      let window = try openWindowWithFilters()
      defer { window.close() }
      // The popover opens with focus on the language drop-down.
      window.keys("space")
      _ = try window.waitFor { $0.name.hasPrefix("Japanese") && $0.frame != nil }
      // The open list and its search field are named as the drop-down is (GTK 4.8 left
      // "GtkListView" and "GtkSearchEntry").
      let shown = try window.objects().filter { $0.frame != nil && ($0.role == "list" || $0.role == "entry") }
      #expect(!shown.contains { $0.name.hasPrefix("Gtk") }, "\(shown.map { "\($0.role) \($0.name)" })")
      #expect(
        shown.contains { $0.role == "entry" && $0.name == "Language" }, "\(shown.map { "\($0.role) \($0.name)" })")
      window.type("korea")
      #expect(
        try eventually {
          let shown = try window.objects().filter { $0.name.hasPrefix("Japanese") && $0.frame != nil }
          return shown.isEmpty
        })
      window.keys("Down", "Return")
      #expect(try eventually { try chips(window) == ["Remove filter Korean"] })
      _ = try window.waitFor { $0.role == "label" && $0.name == "1 of 6" }
      #expect(try shownFamilies(window) == ["NanumFixture"])
    }

    /// A window in English for want of a font for the environment's Japanese takes Japanese
    /// once a Japanese font is installed while it is open: "System" said "no font for
    /// Japanese" on, and the window stayed in English until a restart.
    @Test func aJapaneseFontInstalledWhileOpenBringsInTheSystemsJapanese() throws {
      defer { sandbox.remove() }
      let latin = sandbox.work.appendingPathComponent("latin")
      try FileManager.default.createDirectory(at: latin, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      for name in ["TypecaseFixtureSans-Regular.ttf", "TypecaseFixtureSans-Bold.ttf"] {
        try FileManager.default.copyItem(
          at: FixtureFonts.fontsDirectory.appendingPathComponent(name), to: latin.appendingPathComponent(name))
      }
      let fonts = FixtureFonts.writeConfiguration(
        in: sandbox.work.appendingPathComponent("latin-fontconfig"), folders: [latin, sandbox.fonts])
      var environment = sandbox.environment
      environment["LANG"] = "ja_JP.UTF-8"
      let window = try FaceWindow(
        page: "settings/language", fontsConfiguration: fonts, configHome: sandbox.configHome,
        extraEnvironment: environment)
      defer { window.close() }
      _ = try window.waitFor { $0.role == "label" && $0.name == "Language" && $0.frame != nil }
      _ = try window.waitFor { $0.name.contains("no font for Japanese: shown in English") }
      var install = FixtureFonts.environment(environment)
      install["FONTCONFIG_FILE"] = fonts.path
      let installed = try ProcessRunner.run(
        ProcessRunner.typecase,
        ["install", FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMincho-Regular.ttf").path],
        environment: install)
      try #require(installed.status == 0, "\(installed.standardError)")
      _ = try window.waitFor { $0.role == "label" && $0.name == "言語" && $0.frame != nil }
      #expect(try !window.objects().contains { $0.name.contains("Japanese") && $0.frame != nil })
    }

    /// A search in the language list finds its text inside a name, not only at its start:
    /// "apan" found nothing, as GTK 4.8's drop-down matches item starts only.
    @Test func theLanguageListFindsTextInsideALanguageName() throws {
      defer { sandbox.remove() }
      let window = try sandbox.openWindow()
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      try openLanguageList(window)
      window.type("apan")
      #expect(
        try eventually {
          let shown = try window.objects().filter { $0.role == "list item" && $0.frame != nil }.map(\.name)
          return shown.contains { $0.hasPrefix("Japanese") } && !shown.contains { $0.hasPrefix("Korean") }
        })
      window.keys("Down", "Return")
      #expect(try eventually { try chips(window) == ["Remove filter Japanese"] })
    }

    /// A search in the language list that leaves it empty, then Escape: the focus comes back to
    /// the drop-down, and the keyboard goes on working (it went with the emptied list, and no
    /// key did anything until a click).
    @Test func aLanguageSearchThatFindsNothingLeavesTheKeyboardWorking() throws {
      defer { sandbox.remove() }
      let window = try sandbox.openWindow()
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      try openLanguageList(window)
      window.type("zzq")
      #expect(try eventually { try !window.objects().contains { $0.name.hasPrefix("Japanese") && $0.frame != nil } })
      window.keys("Escape")
      try waitForFocusInLanguageDropDown(window)
      window.keys("Escape", "ctrl+f")
      window.type("mono")
      _ = try window.waitFor { $0.role == "label" && $0.name == "1 of 6" }
    }

    /// A chip removed by keyboard hands focus to the next chip, and the last one to the list:
    /// the focus stayed on the chip row itself, where keys did nothing.
    @Test func removingAChipByKeyboardKeepsTheFocusNearby() throws {
      defer { sandbox.remove() }
      let window = try openWindowWithFilters()
      defer { window.close() }
      window.keys("Tab", "space", "Tab", "space", "Escape")
      #expect(try eventually { try chips(window) == ["Remove filter Monospace", "Remove filter Has italic"] })
      _ = try window.tab { $0.name == "Remove filter Monospace" }
      window.keys("Return")
      _ = try window.waitFor { $0.name == "Remove filter Has italic" && $0.isFocused }
      window.keys("Return")
      _ = try window.waitFor { $0.role == "label" && $0.name == "6 of 6" }
      _ = try window.waitFor { $0.role == "list item" && $0.isFocused }
    }

    /// The last chip removed by keyboard hands the focus back to the row it was on before the
    /// chips, as Escape (which clears the filters too) does: it went to the first family.
    @Test func removingTheLastChipGoesBackToTheRowItWasOn() throws {
      defer { sandbox.remove() }
      let window = try openWindowWithFilters()
      defer { window.close() }
      // Monospace alone: Fixture Mono, whose row is not the first once the filter is off.
      window.keys("Tab", "space", "Escape")
      #expect(try eventually { try chips(window) == ["Remove filter Monospace"] })
      let row = try window.tab { $0.role == "list item" }
      #expect(row.name.hasPrefix("Fixture Mono"), "\(row.name)")
      var focused = row
      for _ in 0..<6 where focused.name != "Remove filter Monospace" {
        focused = try window.focused(after: "shift+Tab")
      }
      #expect(focused.name == "Remove filter Monospace")
      window.keys("Return")
      _ = try window.waitFor { $0.role == "label" && $0.name == "6 of 6" }
      let back = try window.waitFor { $0.role == "list item" && $0.isFocused }
      #expect(back.name == row.name)
    }

    /// A weight range given on the command line stands in the popover's Weight drop-down, and
    /// "Any weight" chosen there clears it: the drop-down said "Any weight" for it, and choosing
    /// that changed nothing.
    @Test func aWeightRangeFromTheCommandLineShowsAndClearsInThePopover() throws {
      defer { sandbox.remove() }
      let window = try FaceWindow(
        page: "families", fontsConfiguration: sandbox.configuration, configHome: sandbox.configHome,
        extraEnvironment: sandbox.environment, arguments: ["--weight", "650-750"])
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      #expect(try chips(window) == ["Remove filter Weight 650–750"])
      let filtered = try count(window)
      #expect(filtered != "6 of 6")
      try openFilters(window)
      let weight = try window.waitFor { $0.role == "combo box" && $0.name == "Weight" && $0.frame != nil }
      #expect(
        try window.objects().contains {
          $0.name == "Weight 650–750"
            && $0.frame.map { at in
              weight.frame.map { at.y >= $0.y && at.y + at.height <= $0.y + $0.height } ?? false
            } ?? false
        },
        "the drop-down does not show the range")
      // The drop-down opens on the range; Home then Return picks "Any weight".
      let box = try #require(weight.frame)
      _ = try window.tab { object in
        guard let at = object.frame else { return false }
        return at.x >= box.x && at.y >= box.y && at.x + at.width <= box.x + box.width
          && at.y + at.height <= box.y + box.height
      }
      window.keys("space", "Home", "Return")
      _ = try window.waitFor { $0.role == "label" && $0.name == "6 of 6" }
      #expect(try chips(window).isEmpty)
    }

    /// The weight bands meet: a font of 950 (ExtraBlack) is among the heaviest, one of 350
    /// (Book) among the lightest; bands of 100–300, 400–500 and 600–900 left them out of all.
    @Test func theWeightBandsLeaveNoWeightOut() throws {
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(at: sandbox.work, withIntermediateDirectories: true)
      for (family, weight) in [("Heavy Between", 950), ("Book Between", 350)] {
        let file = sandbox.work.appendingPathComponent(family.replacingOccurrences(of: " ", with: "") + ".ttf")
        try DerivedFont.write(
          from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf"), to: file,
          editing: DerivedFont.naming(family: family, postScriptName: family.replacingOccurrences(of: " ", with: ""))
            + "\nfont[\"OS/2\"].usWeightClass = \(weight)")
        let installed = try sandbox.typecase(["install", file.path])
        try #require(installed.status == 0, "\(installed.standardError)")
      }
      let window = try openWindowWithFilters()
      defer { window.close() }
      // Down from the item chosen: the lightest first, then the heaviest.
      try choose("Weight", steps: 1, in: window)
      _ = try window.waitFor { $0.role == "label" && $0.name.hasPrefix("1 of ") }
      #expect(try shownFamilies(window) == ["Book Between"])
      try choose("Weight", steps: 2, in: window)
      _ = try window.waitFor { $0.role == "label" && $0.name.hasPrefix("3 of ") }
      #expect(try shownFamilies(window).contains("Heavy Between"))
    }

    @Test func filtersApplyByKeyboardShowChipsAndEscapeClearsSearchThenFilters() throws {
      defer { sandbox.remove() }
      let window = try sandbox.openWindow()
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      #expect(try count(window) == "6 of 6")
      try openFilters(window)
      try choose("Weight", steps: 3, in: window)
      _ = try window.waitFor { $0.role == "label" && $0.name == "2 of 6" }
      #expect(try shownFamilies(window) == ["Fixture Mono", "Typecase Fixture Sans"])
      _ = try window.tab { $0.role == "check box" && $0.name == "Monospace" }
      window.keys("space")
      _ = try window.waitFor { $0.role == "label" && $0.name == "1 of 6" }
      #expect(try window.objects().contains { $0.role == "check box" && $0.name == "Monospace" && $0.isChecked })
      #expect(try shownFamilies(window) == ["Fixture Mono"])
      // Chips stand in the popover's order.
      #expect(try chips(window) == ["Remove filter Monospace", "Remove filter Weight 600–1000"])
      // Escape closes the popover; a search narrows the filtered list further.
      window.keys("Escape")
      window.keys("ctrl+f")
      window.type("serif")
      _ = try window.waitFor { $0.name == "No Results Found" && $0.frame != nil }
      // The search alone finds Fixture Serif: the filters are what leave nothing, and the
      // button clears them (it offered to clear the search).
      #expect(
        try window.objects().contains {
          $0.name == "The filters leave out every family matching “serif”" && $0.frame != nil
        })
      #expect(
        try window.objects().contains { $0.role == "push button" && $0.name == "Clear Filters" && $0.frame != nil })
      // Escape clears the search first: the filters stay.
      window.keys("Escape")
      _ = try window.waitFor { $0.role == "label" && $0.name == "1 of 6" }
      #expect(try chips(window).count == 2)
      // Then the filters, all at once: a toast says so, and its Undo puts them back.
      window.keys("Escape")
      _ = try window.waitFor { $0.role == "label" && $0.name == "6 of 6" }
      #expect(try chips(window).isEmpty)
      #expect(try shownFamilies(window).count == 6)
      _ = try window.waitFor { $0.role == "label" && $0.name == "Filters cleared" && $0.frame != nil }
      let undo = try window.waitFor { $0.role == "push button" && $0.name == "Undo" && $0.frame != nil }
      // Read with what it undoes: GTK 4.8 does not read a toast out.
      #expect(undo.description == "Filters cleared", "\(undo.description)")
      try window.click(undo)
      _ = try window.waitFor { $0.role == "label" && $0.name == "1 of 6" }
      #expect(try chips(window) == ["Remove filter Monospace", "Remove filter Weight 600–1000"])
      // The Clear Filters button, clicked, says so too and offers Undo (only Escape did: the
      // mouse's way lost a set of filters for good).
      window.keys("ctrl+f")
      window.type("serif")
      let clear = try window.waitFor { $0.role == "push button" && $0.name == "Clear Filters" && $0.frame != nil }
      try window.click(clear)
      _ = try window.waitFor { $0.role == "label" && $0.name == "Filters cleared" && $0.frame != nil }
      #expect(try chips(window).isEmpty)
      try window.click(try window.waitFor { $0.role == "push button" && $0.name == "Undo" && $0.frame != nil })
      _ = try window.waitFor { $0.name == "No Results Found" && $0.frame != nil }
      #expect(try chips(window) == ["Remove filter Monospace", "Remove filter Weight 600–1000"])
    }

    /// Unstarring a family that is not installed offers Undo: nothing else could star it again
    /// (`typecase star` takes installed families only), and its star went for good.
    @Test func unstarringAFamilyNotInstalledCanBeUndone() throws {
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(
        at: sandbox.settingsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(#"{"starred-families": ["Gone Family"]}"#.utf8).write(to: sandbox.settingsFile)
      let window = try openWindowWithFilters()
      defer { window.close() }
      _ = try window.tab { $0.role == "check box" && $0.name == "Starred" }
      window.keys("space", "Escape")
      // The header counts it too, after the installed families (it said "0 of 6" over its row).
      _ = try window.waitFor { $0.role == "label" && $0.name == "0 of 6, and 1 not installed" }
      let gone = "Gone Family, not installed, starred"
      _ = try window.tab { $0.role == "list item" && $0.name == gone }
      window.keys("ctrl+d")
      _ = try window.waitFor { $0.role == "label" && $0.name == "Unstarred “Gone Family”" && $0.frame != nil }
      #expect(sandbox.starredFamilies().isEmpty)
      _ = try window.tab { $0.role == "push button" && $0.name == "Undo" }
      window.keys("Return")
      // Back on its row, as after undoing a trash (the focus went with the toast).
      _ = try window.waitFor { $0.role == "list item" && $0.name == gone && $0.frame != nil && $0.isFocused }
      #expect(try eventually { sandbox.starredFamilies() == ["Gone Family"] })
    }

    /// Ctrl+Z after unstarring a family under the Starred filter (it left the list, the focus
    /// going to the next) puts the focus back on it, as undoing a trash does: it stayed on the
    /// next family, now below it.
    @Test func undoingAnUnstarFocusesTheFamilyAgain() throws {
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(
        at: sandbox.settingsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(#"{"starred-families": ["Fixture Display", "Fixture Mono"]}"#.utf8).write(to: sandbox.settingsFile)
      let window = try sandbox.openWindow(page: nil, arguments: ["--starred"])
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Fixture Display") && $0.isFocused }
      window.keys("ctrl+d")
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Fixture Mono") && $0.isFocused }
      window.keys("ctrl+z")
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Fixture Display") && $0.frame != nil }
      #expect(
        try eventually {
          try window.objects().contains {
            $0.role == "list item" && $0.name.hasPrefix("Fixture Display") && $0.isFocused
          }
        })
    }

    /// A starred family no longer installed has its star where the others have theirs: with
    /// no chevron or ⓘ after it, it stood 28 pixels to the right of the stars above it.
    @Test func theStarOfAFamilyNotInstalledLinesUpWithTheOthers() throws {
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(
        at: sandbox.settingsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
      let starred = #"{"starred-families": ["Fixture Mono", "Fixture Display", "Gone Family"]}"#
      try Data(starred.utf8).write(to: sandbox.settingsFile)
      let window = try sandbox.openWindow(page: nil, arguments: ["--starred"])
      defer { window.close() }
      _ = try window.waitFor { $0.role == "label" && $0.name == "2 of 6, and 1 not installed" }
      var stars: [String: Int] = [:]
      let laidOut = try eventually {
        let objects = try window.objects()
        for family in ["Fixture Mono", "Fixture Display", "Gone Family"] {
          stars[family] = objects.first { $0.name == "Unstar " + family && $0.frame != nil }?.frame?.x
        }
        return stars.count == 3
      }
      try #require(laidOut, "\(stars)")
      // A family of two fonts (›), one of one font (ⓘ), and the one not installed.
      #expect(Set(stars.values).count == 1, "\(stars)")
    }

    /// Unstarring a family with the Starred filter on, which takes it out of the list and out
    /// of reach of its star, offers Undo too (it went without a word).
    @Test func unstarringAFamilyTheStarredFilterListsCanBeUndone() throws {
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(
        at: sandbox.settingsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(#"{"starred-families": ["Fixture Mono"]}"#.utf8).write(to: sandbox.settingsFile)
      let window = try openWindowWithFilters()
      defer { window.close() }
      _ = try window.tab { $0.role == "check box" && $0.name == "Starred" }
      window.keys("space", "Escape")
      let starred = { (object: FaceWindow.Object) in
        object.role == "list item" && object.name.hasPrefix("Fixture Mono") && object.frame != nil
      }
      _ = try window.tab { starred($0) }
      window.keys("ctrl+d")
      _ = try window.waitFor { $0.role == "label" && $0.name == "Unstarred “Fixture Mono”" && $0.frame != nil }
      #expect(try eventually { sandbox.starredFamilies().isEmpty })
      _ = try window.tab { $0.role == "push button" && $0.name == "Undo" }
      window.keys("Return")
      _ = try window.waitFor { starred($0) }
      #expect(try eventually { sandbox.starredFamilies() == ["Fixture Mono"] })
    }

    /// Tab from the list reaches a toast's Undo: it went on to the header bar's buttons, and
    /// the toast's button was out of the keyboard's reach while a list was shown.
    @Test func tabFromTheListReachesTheToastsUndo() throws {
      defer { sandbox.remove() }
      let window = try openWindowWithFilters()
      defer { window.close() }
      window.keys("Tab", "space", "Escape")
      _ = try window.waitFor { $0.role == "label" && $0.name == "1 of 6" }
      // Escape in the list clears the filters, with a toast whose Undo puts them back.
      _ = try window.tab { $0.role == "list item" }
      window.keys("Escape")
      _ = try window.waitFor { $0.role == "label" && $0.name == "Filters cleared" && $0.frame != nil }
      _ = try window.waitFor { $0.role == "list item" && $0.isFocused }
      window.keys("Tab")
      _ = try window.waitFor { $0.role == "push button" && $0.name == "Undo" && $0.isFocused }
      window.keys("Return")
      _ = try window.waitFor { $0.role == "label" && $0.name == "1 of 6" }
      #expect(try chips(window) == ["Remove filter Monospace"])
    }

    /// A double-click on a star in the Starred list unstars its family alone: the row left the
    /// list at the first click, and the second unstarred the family that moved under the
    /// pointer (with one toast, for that one).
    @Test func aDoubleClickOnAStarInTheStarredListUnstarsOneFamily() throws {
      defer { sandbox.remove() }
      for family in ["Fixture Display", "Fixture Mono", "Fixture Serif"] {
        let starred = try sandbox.typecase(["star", family])
        try #require(starred.status == 0, "\(starred.standardError)")
      }
      let window = try sandbox.openWindow(arguments: ["--starred"])
      defer { window.close() }
      let star = try window.waitFor {
        $0.role == "push button" && $0.name == "Unstar Fixture Display" && $0.frame != nil
      }
      let frame = try #require(star.frame)
      window.xdotool(
        "mousemove", "--window", window.windowID, String(frame.x + frame.width / 2), String(frame.y + frame.height / 2))
      window.xdotool("click", "--repeat", "2", "--delay", "120", "1")
      _ = try window.waitFor { $0.role == "label" && $0.name == "Unstarred “Fixture Display”" && $0.frame != nil }
      Thread.sleep(forTimeInterval: 1)
      #expect(sandbox.starredFamilies() == ["Fixture Mono", "Fixture Serif"])
      // The star the second click fell on is drawn starred, as it is (it was drawn empty, and
      // a click meant to star the family again unstarred it).
      window.xdotool("mousemove", "--window", window.windowID, "5", "5")
      Thread.sleep(forTimeInterval: 0.5)
      let stars = try ["Fixture Mono", "Fixture Serif"].map { family in
        try window.waitFor { $0.role == "push button" && $0.name == "Unstar " + family && $0.frame != nil }
      }
      #expect(try window.pixels(of: stars[0]) == (try window.pixels(of: stars[1])), "the stars are drawn otherwise")
      // A click of its own, later, unstars the family now there.
      try window.click(
        try window.waitFor { $0.role == "push button" && $0.name == "Unstar Fixture Mono" && $0.frame != nil })
      _ = try window.waitFor { $0.role == "label" && $0.name == "Unstarred “Fixture Mono”" && $0.frame != nil }
      #expect(sandbox.starredFamilies() == ["Fixture Serif"])
    }

    /// Ctrl+D pressed at once after Enter opened a family's page stars the family: only a
    /// click can be the second of a double-click that changed the page (a key so soon was
    /// dropped as one).
    @Test func controlDJustAfterEnterOpensAPageStarsTheFamily() throws {
      defer { sandbox.remove() }
      let window = try sandbox.openWindow()
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      window.keys("Down", "Down")
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Fixture Mono") && $0.isFocused }
      window.keys("Return", "ctrl+d")
      _ = try window.waitFor { $0.role == "push button" && $0.name == "Unstar Fixture Mono" }
      #expect(sandbox.starredFamilies() == ["Fixture Mono"])
    }

    @Test func aFamilyIsStarredByKeyboardAndOnItsPageAndTheStarredFilterListsIt() throws {
      defer { sandbox.remove() }
      let window = try sandbox.openWindow()
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      // Ctrl+D on the focused row (the third: Fixture Mono).
      window.keys("Down", "Down", "ctrl+d")
      _ = try window.waitFor { $0.role == "push button" && $0.name == "Unstar Fixture Mono" }
      #expect(sandbox.starredFamilies() == ["Fixture Mono"])
      // The focused row says so, for a screen reader (it kept its name; the star button, not a
      // Tab stop, alone changed).
      _ = try window.waitFor { $0.role == "list item" && $0.name == "Fixture Mono, 2 fonts, starred" && $0.isFocused }
      // Its page's star toggle, in the header bar.
      window.keys("Return")
      let pageStar = try window.waitFor {
        $0.role == "push button" && $0.name == "Unstar Fixture Mono" && ($0.frame?.y ?? 100) < 40
      }
      try window.click(pageStar)
      _ = try window.waitFor { $0.role == "push button" && $0.name == "Star Fixture Mono" && ($0.frame?.y ?? 100) < 40 }
      #expect(sandbox.starredFamilies().isEmpty)
      try window.click(pageStar)
      _ = try window.waitFor {
        $0.role == "push button" && $0.name == "Unstar Fixture Mono" && ($0.frame?.y ?? 100) < 40
      }
      // Back on the list, Typecase Fixture Sans too (three rows further down).
      window.keys("Escape")
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Fixture Mono") && $0.isFocused }
      window.keys("Down", "Down", "Down", "ctrl+d")
      _ = try window.waitFor { $0.role == "push button" && $0.name == "Unstar Typecase Fixture Sans" }
      #expect(sandbox.starredFamilies() == ["Fixture Mono", "Typecase Fixture Sans"])
      try openFilters(window)
      _ = try window.tab { $0.role == "check box" && $0.name == "Starred" }
      window.keys("space")
      _ = try window.waitFor { $0.role == "label" && $0.name == "2 of 6" }
      #expect(try shownFamilies(window) == ["Fixture Mono", "Typecase Fixture Sans"])
      #expect(try chips(window) == ["Remove filter Starred"])
      // The CLI sees the same stars.
      #expect(
        try sandbox.typecase(["families", "--starred"]).standardOutput == "Fixture Mono\t2\nTypecase Fixture Sans\t4\n")
    }

    /// A face page stars its family, by Ctrl+D and by the header's star: a family of one font
    /// opens at its face page, which had no star (such a family could be starred from the list
    /// alone).
    @Test func aFacePageStarsItsFamily() throws {
      defer { sandbox.remove() }
      let window = try sandbox.openWindow(page: "face/FixtureDisplay-Regular")
      defer { window.close() }
      let inHeader = { (object: FaceWindow.Object, name: String) in
        object.role == "push button" && object.name == name && (object.frame?.y ?? 100) < 40
      }
      let star = try window.waitFor { inHeader($0, "Star Fixture Display") }
      window.keys("ctrl+d")
      _ = try window.waitFor { inHeader($0, "Unstar Fixture Display") }
      #expect(try eventually { sandbox.starredFamilies() == ["Fixture Display"] })
      try window.click(star)
      _ = try window.waitFor { inHeader($0, "Star Fixture Display") }
      #expect(try eventually { sandbox.starredFamilies().isEmpty })
    }

    /// Opens the sandbox's window on Fixture Display's face page, the keyboard focus moved by
    /// Tab and Down to its details' Full Name row; the window.
    private func openOnFullNameRow() throws -> FaceWindow {
      let window = try sandbox.openWindow(page: "face/FixtureDisplay-Regular")
      do {
        _ = try window.waitFor { $0.name == "Star Fixture Display" && $0.frame != nil }
        _ = try window.tab { $0.name == "Family" }
        window.keys("Down", "Down")
        _ = try window.waitFor { $0.isFocused && $0.name == "Full Name" }
      } catch {
        window.close()
        throw error
      }
      return window
    }

    /// A change made while a face page's details row has the keyboard focus keeps it there.
    ///
    /// Ctrl+D (the family's star), a star given by another program, a setting changed while
    /// the settings were open: the page made again put the focus on "Copy as…", out of view,
    /// and a screen reader said nothing; back from the settings, on the sample at the top.
    @Test func changesKeepTheFocusOnAFacePagesDetailsRow() throws {
      defer { sandbox.remove() }
      let window = try openOnFullNameRow()
      defer { window.close() }
      let focusedName = { try window.objects().first { $0.isFocused }?.name }
      window.keys("ctrl+d")
      _ = try window.waitFor { $0.name == "Unstar Fixture Display" && $0.frame != nil }
      #expect(try eventually { try focusedName() == "Full Name" })
      let unstarred = try ProcessRunner.run(
        ProcessRunner.typecase, ["unstar", "Fixture Display"], environment: window.environment)
      #expect(unstarred.status == 0, "\(unstarred.standardError)")
      _ = try window.waitFor { $0.name == "Star Fixture Display" && $0.frame != nil }
      #expect(try eventually { try focusedName() == "Full Name" })
      // Into the settings, a setting changed there by another program, and back.
      window.keys("ctrl+comma")
      _ = try window.waitFor { $0.name == "Sample Text" && $0.frame != nil }
      let changed = try ProcessRunner.run(
        ProcessRunner.typecase, ["settings", "set", "preview-text", "pangram"], environment: window.environment)
      #expect(changed.status == 0, "\(changed.standardError)")
      Thread.sleep(forTimeInterval: 1)
      window.keys("Escape")
      #expect(try eventually { try focusedName() == "Full Name" })
    }

    /// A toast closed by keyboard hands the focus back to where it was before, on a face
    /// page's details row: it went to "Copy as…", out of view.
    @Test func aToastClosedByKeyboardGivesTheFocusBack() throws {
      defer { sandbox.remove() }
      let window = try openOnFullNameRow()
      defer { window.close() }
      // Enter copies the value, and a toast says so.
      window.keys("Return")
      _ = try window.waitFor { $0.role == "label" && $0.name.hasPrefix("Copied “") && $0.frame != nil }
      // Tab leaves the details for the header; Shift+Tab from there reaches the toast's ✕.
      window.keys("Tab")
      _ = try window.waitFor { $0.isFocused && $0.name == "Font Families" }
      window.keys("shift+Tab")
      let close = try window.waitFor { $0.isFocused && $0.role == "push button" && $0.name == "Close Message" }
      window.keys("Return")
      let back = try eventually { try window.objects().first { $0.isFocused }?.name == "Full Name" }
      let focused = try window.objects().first { $0.isFocused }.map { "\($0.role) \($0.name)" } ?? "nothing"
      #expect(back, "\(close.name) closed; the focus on \(focused)")
    }

    /// A details row gone when the page is made again for a new version of the font (its
    /// Font Revision now the same as its version) hands the focus to the row in its place: it
    /// went to "Copy as…", out of view.
    @Test func aDetailsRowGoneHandsTheFocusToTheOneInItsPlace() throws {
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      let installed = sandbox.fonts.appendingPathComponent("FixtureSymbols-Regular.ttf")
      try DerivedFont.write(from: UserFontsSandbox.symbols, to: installed, editing: "font['head'].fontRevision = 2.0")
      let window = try sandbox.openWindow(page: "face/FixtureSymbols-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Font Revision" && $0.frame != nil }
      _ = try window.tab { $0.name == "Family" }
      var focused = try window.waitFor { $0.isFocused }
      for _ in 0..<8 where focused.name != "Font Revision" {
        focused = try window.focused(after: "Down")
      }
      try #require(focused.name == "Font Revision")
      // The new version, put in place in one step as installers do.
      let next = sandbox.work.appendingPathComponent("next.ttf")
      try FileManager.default.copyItem(at: UserFontsSandbox.symbols, to: next)
      #expect(rename(next.path, installed.path) == 0)
      #expect(try eventually { try !window.objects().contains { $0.name == "Font Revision" } })
      let stayed = try eventually { try window.objects().first { $0.isFocused }?.role == "list item" }
      let now = try window.objects().first { $0.isFocused }
      #expect(stayed, "the focus on \(now.map { "\($0.role) \($0.name)" } ?? "nothing")")
    }

    /// The Starred filter with nothing starred says so under a star, not "No Results Found"
    /// under a search's magnifier.
    @Test func theStarredFilterWithNoStarSaysNoStarredFamilies() throws {
      defer { sandbox.remove() }
      let window = try openWindowWithFilters()
      defer { window.close() }
      _ = try window.tab { $0.role == "check box" && $0.name == "Starred" }
      window.keys("space")
      _ = try window.waitFor { $0.name == "No Starred Families" && $0.frame != nil }
      #expect(try !window.objects().contains { $0.name == "No Results Found" && $0.frame != nil })
    }

    /// The file chooser offers font files and all files, both named: the second was a blank
    /// line.
    @Test func theFileChoosersFiltersAreNamed() throws {
      defer { sandbox.remove() }
      let window = try sandbox.openWindow()
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      window.keys("ctrl+o")
      let filters = try window.waitFor { $0.role == "combo box" && $0.description.hasPrefix("Select which types") }
      try window.click(filters)
      _ = try window.waitFor { $0.name == "All files" && $0.frame != nil }
      #expect(try window.objects().contains { $0.name == "Font files" && $0.frame != nil })
      window.keys("Escape", "Escape")
    }

    @Test func aFontInstalledThroughTheFileChooserIsFocusedAndUndoRemovesIt() throws {
      defer { sandbox.remove() }
      let window = try sandbox.openWindow()
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      try installThroughTheFileChooser(UserFontsSandbox.symbols, in: window)
      // The focused row, the count and the toast with its Undo button, read together and the
      // button clicked at once: the toast goes after 8 s, and one read of the tree took seconds
      // while the machine was busy (three reads in turn outlasted the toast, in CI).
      var undo: FaceWindow.Object?
      let shown = try eventually {
        let objects = try window.objects()
        let focused = objects.contains {
          $0.role == "list item" && $0.name == "Fixture Symbols" && $0.isFocused && $0.frame != nil
        }
        let toast = objects.contains {
          $0.role == "label" && $0.name == "Installed “Fixture Symbols”" && $0.frame != nil
        }
        let counted = objects.contains { $0.role == "label" && $0.name == "7 of 7" }
        guard focused && toast && counted else { return false }
        undo = objects.first { $0.role == "push button" && $0.name == "Undo" && $0.frame != nil }
        return undo != nil
      }
      #expect(shown, "not shown together: the installed family focused, 7 of 7, the toast and its Undo")
      #expect(sandbox.installedFiles() == ["FixtureSymbols-Regular.ttf"])
      try window.click(try #require(undo))
      #expect(try eventually { try !shownFamilies(window).contains("Fixture Symbols") })
      // Said, as Undo of Move to Trash says it (the family went without a word).
      _ = try window.waitFor { $0.role == "label" && $0.name == "Undid installing “Fixture Symbols”" }
      #expect(sandbox.installedFiles().isEmpty)
      #expect(try count(window) == "6 of 6")
    }

    /// Undo of an install takes its notes with it: the toast saying the font was also installed
    /// in another file showed for seconds after the Undo, no longer true, and "Undid
    /// installing" waited behind it.
    @Test func undoOfAnInstallTakesItsNotesWithIt() throws {
      defer { sandbox.remove() }
      // A second copy of an installed fixture, under another name: `install` notes it.
      let window = try installInNewWindow(copyOf: "FixtureMono-Bold.ttf", named: "Mono Copy.ttf")
      defer { window.close() }
      let undo = try window.waitFor { $0.role == "push button" && $0.name == "Undo" && $0.frame != nil }
      try window.click(undo)
      var notesSeen: Set<String> = []
      let undid = try eventually {
        let objects = try window.objects()
        notesSeen.formUnion(objects.filter { $0.name.contains("is also installed") && $0.frame != nil }.map(\.name))
        return objects.contains {
          $0.role == "label" && $0.name == "Undid installing “Fixture Mono”" && $0.frame != nil
        }
      }
      #expect(undid, "Undo was not said at once")
      #expect(notesSeen.isEmpty, "\(notesSeen)")
      #expect(sandbox.installedFiles().isEmpty)
      // Nor does it come after.
      Thread.sleep(forTimeInterval: 2)
      #expect(try !window.objects().contains { $0.name.contains("is also installed") && $0.frame != nil })
    }

    /// A font file in a font folder that fontconfig's configuration leaves out (a
    /// `<rejectfont>`), opened by path, has no Install, and its note says why programs cannot
    /// use it.
    ///
    /// Its page offered Install, which was refused, and said programs could use the font once
    /// installed.
    @Test func aFontFileTheConfigurationLeavesOutOffersNoInstall() throws {
      defer { sandbox.remove() }
      let configuration = FixtureFonts.writeConfiguration(
        in: sandbox.work.appendingPathComponent("configuration"),
        folders: [FixtureFonts.fontsDirectory, UserFontsSandbox.symbols.deletingLastPathComponent()],
        rules: "<selectfont><rejectfont><glob>*/FixtureSymbols-*</glob></rejectfont></selectfont>")
      let window = try FaceWindow(
        page: nil, fontsConfiguration: configuration, configHome: sandbox.configHome,
        extraEnvironment: sandbox.environment, arguments: [UserFontsSandbox.symbols.path])
      defer { window.close() }
      _ = try window.waitFor {
        $0.role == "label"
          && $0.name == "Left out: this file is in a font folder, but fontconfig's configuration keeps it from "
            + "programs (a <rejectfont> rule, or one against bitmap fonts)."
      }
      _ = try window.waitFor { $0.role == "text" && $0.name == "Preview" && $0.frame != nil }
      #expect(try !window.objects().contains { $0.role == "push button" && $0.name == "Install" && $0.frame != nil })
    }

    /// A bitmap font fontconfig lists, opened by path, has no Install, and its note says
    /// programs find it: the page said it was not installed, and Install copied it again.
    @Test func aBitmapFontFontconfigListsOffersNoInstall() throws {
      defer { sandbox.remove() }
      let folder = sandbox.work.appendingPathComponent("bitmaps")
      let font = folder.appendingPathComponent("pixel.otb")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try BitmapFixtureFont.otb(from: try BitmapFixtureFont.pcf(in: sandbox.work), to: font)
      let configuration = FixtureFonts.writeConfiguration(
        in: sandbox.work.appendingPathComponent("configuration"), folders: [FixtureFonts.fontsDirectory, folder])
      let window = try FaceWindow(
        page: nil, fontsConfiguration: configuration, configHome: sandbox.configHome,
        extraEnvironment: sandbox.environment, arguments: [font.path])
      defer { window.close() }
      _ = try window.waitFor {
        $0.role == "label"
          && $0.name
            == "A bitmap font fontconfig lists: programs find it, but Typecase lists fonts that can be scaled only."
      }
      #expect(try !window.objects().contains { $0.role == "push button" && $0.name == "Install" && $0.frame != nil })
      #expect(sandbox.installedFiles().isEmpty)
    }

    /// Undo of a Move to Trash while an earlier Undo is still offered (an install) says at once
    /// what it did, then offers the earlier Undo again.
    ///
    /// The earlier "Installed “…” [Undo]" came back first, as though installed anew, and
    /// "Restored …" showed some eight seconds later.
    @Test func anUndoSaysWhatItDidBeforeTheEarlierUndoComesBack() throws {
      defer { sandbox.remove() }
      let window = try sandbox.openWindow(page: nil, arguments: [UserFontsSandbox.symbols.path])
      defer { window.close() }
      let inBar = { (object: FaceWindow.Object, name: String) in
        object.role == "push button" && object.name == name && object.frame != nil
      }
      try window.click(try window.waitFor { inBar($0, "Install") })
      _ = try window.waitFor { $0.role == "label" && $0.name == "Installed “Fixture Symbols”" && $0.frame != nil }
      try window.click(try window.waitFor { inBar($0, "Move to Trash") })
      _ = try window.waitFor {
        $0.role == "label" && $0.name == "Moved FixtureSymbols-Regular.ttf to the trash" && $0.frame != nil
      }
      try window.click(try window.waitFor { inBar($0, "Undo") })
      let start = ContinuousClock.now
      var restored = false
      while !restored && ContinuousClock.now - start < .seconds(3) {
        restored = try window.objects().contains {
          $0.role == "label" && $0.name == "Restored FixtureSymbols-Regular.ttf" && $0.frame != nil
        }
      }
      #expect(restored, "not said within 3 seconds")
      #expect(sandbox.installedFiles() == ["FixtureSymbols-Regular.ttf"])
      // The install's Undo is offered again after it: Ctrl+Z, which does what the toast's Undo
      // does, takes the install back (the toast drawn again has no frame in AT-SPI's tree), from
      // the size slider (in the sample text, it undoes typing).
      _ = try window.tab { $0.role == "slider" }
      window.keys("ctrl+z")
      #expect(try eventually { sandbox.installedFiles().isEmpty }, "the install's Undo was gone")
    }

    /// A font file opened by path (`typecase FILE`, as the desktop's Open With does) shows its
    /// page, not installed, with Install; clicked, the file is copied into the fonts folder and
    /// the page goes on as the installed font's, which Move to Trash can take.
    @Test func aFontFileOpenedByPathIsInstalledFromItsPage() throws {
      defer { sandbox.remove() }
      let window = try sandbox.openWindow(page: nil, arguments: [UserFontsSandbox.symbols.path])
      defer { window.close() }
      let inBar = { (object: FaceWindow.Object, name: String) in
        object.role == "push button" && object.name == name && object.frame != nil
      }
      _ = try window.waitFor { $0.role == "label" && $0.name.hasPrefix("Not installed: shown from its file") }
      // Read with the preview, where the focus starts: the line is a label the focus never
      // reaches, and a screen reader heard nothing of it.
      let preview = try window.waitFor { $0.role == "text" && $0.name == "Preview" && $0.isFocused }
      #expect(preview.description.hasPrefix("Not installed: shown from its file"), "\(preview.description)")
      let install = try window.waitFor { inBar($0, "Install") }
      #expect(try !window.objects().contains { inBar($0, "Move to Trash") || $0.name == "Star Fixture Symbols" })
      #expect(sandbox.installedFiles().isEmpty)
      try window.click(install)
      _ = try window.waitFor { $0.role == "label" && $0.name == "Installed “Fixture Symbols”" }
      #expect(sandbox.installedFiles() == ["FixtureSymbols-Regular.ttf"])
      // The installed font's page now: Move to Trash and the star, no Install, no note.
      _ = try window.waitFor { inBar($0, "Move to Trash") }
      let objects = try window.objects()
      #expect(!objects.contains { inBar($0, "Install") })
      #expect(!objects.contains { $0.name.hasPrefix("Not installed") && $0.frame != nil })
      #expect(objects.contains { $0.name == "Star Fixture Symbols" && $0.frame != nil })
    }

    /// Install over an older build of the same file name asks whether to replace it.
    ///
    /// From a font file's page: Replace moves the old file to the trash and installs the new
    /// one, and Undo puts the old one back. The toast sent the user to a terminal.
    /// The Replace dialog says which build is which, by the versions fontconfig reads (the
    /// head table's revision): it said only "a different file".
    @Test func theReplaceDialogSaysBothVersions() throws {
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      try DerivedFont.write(
        from: UserFontsSandbox.symbols, to: sandbox.fonts.appendingPathComponent("FixtureSymbols-Regular.ttf"),
        editing: "font['head'].fontRevision = 0.5")
      let window = try sandbox.openWindow(page: nil, arguments: [UserFontsSandbox.symbols.path])
      defer { window.close() }
      let install = try window.waitFor { $0.role == "push button" && $0.name == "Install" && $0.frame != nil }
      try window.click(install)
      let body = try window.waitFor { $0.role == "label" && $0.name.hasPrefix("A different file named") }
      #expect(
        body.name.hasSuffix(" The installed file is version 0.500; this one is version 1.000."), "\(body.name)")
    }

    @Test func installOverAnOlderBuildAsksAndReplacesItWithUndo() throws {
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      let installed = sandbox.fonts.appendingPathComponent("FixtureSymbols-Regular.ttf")
      // An older build of the same font: the same names, another byte.
      var older = try Data(contentsOf: UserFontsSandbox.symbols)
      older[older.count - 1] ^= 1
      try older.write(to: installed)
      let window = try sandbox.openWindow(page: nil, arguments: [UserFontsSandbox.symbols.path])
      defer { window.close() }
      let install = try window.waitFor { $0.role == "push button" && $0.name == "Install" && $0.frame != nil }
      try window.click(install)
      _ = try window.waitFor { $0.name == "Replace the Installed Font?" && $0.frame != nil }
      // It says which fonts go (a file of another family, or a collection, took fonts the new
      // one does not have).
      let body = try window.waitFor {
        $0.role == "label"
          && $0.name.hasPrefix(
            "A different file named “FixtureSymbols-Regular.ttf”, of “Fixture Symbols”, is installed")
      }
      // And which build is which (both say 1.000 here: the byte changed is not the version's).
      #expect(body.name.hasSuffix(" Both say version 1.000."), "\(body.name)")
      let replace = try window.waitFor { $0.role == "push button" && $0.name == "Replace" && $0.frame != nil }
      // Nothing is replaced until asked.
      #expect(try Data(contentsOf: installed) == older)
      try window.click(replace)
      _ = try window.waitFor {
        $0.role == "label" && $0.name == "Installed “Fixture Symbols”; the file it replaced is in the trash"
          && $0.frame != nil
      }
      #expect(try Data(contentsOf: installed) == Data(contentsOf: UserFontsSandbox.symbols))
      let trashed = try FileManager.default.contentsOfDirectory(atPath: sandbox.trashedFiles.path)
      #expect(trashed.count == 1)
      #expect(
        try trashed.first.map { try Data(contentsOf: sandbox.trashedFiles.appendingPathComponent($0)) } == older)
      // The page goes on as the installed font's.
      _ = try window.waitFor { $0.role == "push button" && $0.name == "Move to Trash" && $0.frame != nil }
      let undo = try window.waitFor { $0.role == "push button" && $0.name == "Undo" && $0.frame != nil }
      try window.click(undo)
      #expect(try eventually { (try? Data(contentsOf: installed)) == older })
      #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.trashedFiles.path).isEmpty)
      // The page is the file's again, with Install (it stayed the installed font's, showing the
      // old build, whose Move to Trash would have taken it).
      let again = try window.waitFor { $0.role == "push button" && $0.name == "Install" && $0.frame != nil }
      #expect(
        try !window.objects().contains { $0.role == "push button" && $0.name == "Move to Trash" && $0.frame != nil })
      // Replaced again, and the old file taken out of the trash meanwhile: Undo leaves the new
      // one installed, and says why (it deleted it, and no build was installed at all).
      try window.click(again)
      try window.click(try window.waitFor { $0.role == "push button" && $0.name == "Replace" && $0.frame != nil })
      let secondUndo = try window.waitFor { $0.role == "push button" && $0.name == "Undo" && $0.frame != nil }
      for name in try FileManager.default.contentsOfDirectory(atPath: sandbox.trashedFiles.path) {
        try FileManager.default.removeItem(at: sandbox.trashedFiles.appendingPathComponent(name))
      }
      try window.click(secondUndo)
      _ = try window.waitFor {
        $0.role == "label"
          && $0.name == "FixtureSymbols-Regular.ttf was left: the file it replaced is no longer in the trash"
      }
      #expect(try Data(contentsOf: installed) == Data(contentsOf: UserFontsSandbox.symbols))
    }

    /// Installed into a fonts folder fontconfig's configuration does not read, the window says
    /// so, as `typecase install` does: it said "Installed", and the family never came.
    @Test func aFontInstalledWhereFontconfigDoesNotLookIsSaidToBeUnseen() throws {
      defer { sandbox.remove() }
      let configuration = FixtureFonts.writeConfiguration(
        in: sandbox.work.appendingPathComponent("unlisted"), folders: [FixtureFonts.fontsDirectory])
      let window = try FaceWindow(
        page: "families", fontsConfiguration: configuration, configHome: sandbox.configHome,
        extraEnvironment: sandbox.environment)
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      try installThroughTheFileChooser(UserFontsSandbox.symbols, in: window)
      // The toast that says it was installed says where, at once.
      let installed = "Installed “Fixture Symbols” where fontconfig does not look"
      #expect(try eventually { try window.objects().contains { $0.role == "label" && $0.name == installed } })
      let said =
        "fontconfig's configuration does not list \(sandbox.fonts.path): programs will not see fonts installed there"
      // Shown after the toast that says it was installed (about ten seconds): looked for twice.
      let shown = try eventually { try window.objects().contains { $0.role == "label" && $0.name == said } }
      #expect(try shown || eventually { try window.objects().contains { $0.role == "label" && $0.name == said } })
      #expect(sandbox.installedFiles() == ["FixtureSymbols-Regular.ttf"])
    }

    /// A font installed through the file chooser whose family comes far down a long list is
    /// focused in view, clear of the toast that says it was installed: scrolled as little as
    /// showed it, the row stood at the window's lower edge, under the toast.
    @Test func aFontInstalledFarDownTheListIsShownClearOfItsToast() throws {
      defer { sandbox.remove() }
      // A family that sorts among the generated ones, far below the first screen of rows.
      try expectInstalledFamilyClearOfItsToast("Bench Family 0100 Symbols")
    }

    /// A font installed through the file chooser whose family comes last in a long list is
    /// focused clear of its toast too: the list could scroll it no higher than the window's
    /// lower edge, and it stood under the toast until the toast went.
    @Test func aFontInstalledAtTheEndOfTheListIsShownClearOfItsToast() throws {
      defer { sandbox.remove() }
      try expectInstalledFamilyClearOfItsToast("Zzz Last Symbols")
    }

    /// Installs a copy of the symbols fixture named `family` through the file chooser into a
    /// window listing 150 other families and the fixtures, and expects its row focused, shown
    /// and above the toast that says it was installed.
    private func expectInstalledFamilyClearOfItsToast(_ family: String) throws {
      let many = sandbox.work.appendingPathComponent("many")
      let generated = try ProcessRunner.runPython(
        [
          FixtureFonts.packageRoot.appendingPathComponent("bench/make_font_set.py").path,
          "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", many.path, "150", "1",
        ], environment: ProcessInfo.processInfo.environment)
      try #require(generated.status == 0, "\(generated.standardError)")
      let configuration = FixtureFonts.writeConfiguration(
        in: sandbox.work.appendingPathComponent("many-fontconfig"),
        folders: [many, FixtureFonts.fontsDirectory, sandbox.fonts])
      let postScriptName = family.replacing(" ", with: "") + "-Regular"
      let font = sandbox.work.appendingPathComponent(postScriptName + ".ttf")
      try DerivedFont.write(
        from: UserFontsSandbox.symbols, to: font,
        editing: """
          for record in font["name"].names:
              if record.nameID in (1, 4, 16):
                  record.string = "\(family)"
              elif record.nameID == 6:
                  record.string = "\(postScriptName)"
          """)
      let window = try FaceWindow(
        page: "families", fontsConfiguration: configuration, configHome: sandbox.configHome,
        extraEnvironment: sandbox.environment)
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.isFocused }
      try installThroughTheFileChooser(font, in: window)
      // Read until the scroll has settled, while the toast is shown.
      var row: FaceWindow.Object?
      var toast: FaceWindow.Object?
      var toastShown = false
      let clear = try eventually {
        let objects = try window.objects()
        row = objects.first { $0.role == "list item" && $0.name == family && $0.isFocused && $0.frame != nil }
        toast = objects.first { $0.role == "label" && $0.name == "Installed “\(family)”" && $0.frame != nil }
        toastShown = toastShown || toast != nil
        guard let rowFrame = row?.frame, let toastFrame = toast?.frame else { return false }
        // The toast's label stands inside the toast, itself some pixels taller: a margin of 12.
        return rowFrame.y + rowFrame.height <= toastFrame.y - 12
      }
      #expect(row != nil, "the installed family was not focused in view")
      #expect(toastShown, "no toast said the family was installed")
      #expect(clear, "row \(String(describing: row?.frame)), toast label \(String(describing: toast?.frame))")
    }

    /// A font installed through the file chooser while a search hides its family: the family
    /// is shown and focused, the search emptied, and the search field says so (it kept the
    /// search's text over a list no longer searched); Ctrl+Z, undoing the install, brings the
    /// search back.
    @Test func installingAFontTheSearchHidesEmptiesTheSearchField() throws {
      defer { sandbox.remove() }
      let window = try sandbox.openWindow()
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      window.keys("ctrl+f")
      window.type("mono")
      _ = try window.waitFor { $0.role == "label" && $0.name == "1 of 6" }
      #expect(try window.objects().contains { $0.name == "Search font families" && $0.text == "mono" })
      // The field says how many families its search leaves, as the header does.
      #expect(
        try window.objects().contains {
          $0.name == "Search font families" && $0.text != nil && $0.description == "1 of 6"
        })
      try installThroughTheFileChooser(UserFontsSandbox.symbols, in: window)
      let installed = try window.waitFor {
        $0.role == "list item" && $0.name == "Fixture Symbols" && $0.isFocused && $0.frame != nil
      }
      // Shown highlighted, by its focus ring (GTK shows it for 3 s): the chooser, used by
      // keyboard, had left it hidden, the new row looking like any other.
      var ring = 0
      for _ in 0..<6 where ring <= 200 {
        guard var around = installed.frame else { break }
        around = (around.x - 2, around.y - 2, around.width + 4, around.height + 4)
        var object = installed
        object.frame = around
        ring = try FaceWindowTests.accentPixels(in: window.pixels(of: object))
        if ring <= 200 { Thread.sleep(forTimeInterval: 0.2) }
      }
      #expect(ring > 200, "\(ring) pixels of a focus ring around the family installed")
      _ = try window.waitFor { $0.role == "label" && $0.name == "7 of 7" }
      let fields = try window.objects().filter { $0.name == "Search font families" && $0.text != nil }
      #expect(!fields.isEmpty)
      #expect(fields.allSatisfy { $0.text == "" }, "\(fields.map { $0.text ?? "" })")
      // Undoing the install brings the search back with the list it left (it was lost).
      window.keys("ctrl+z")
      _ = try window.waitFor { $0.role == "label" && $0.name == "1 of 6" }
      #expect(try window.objects().contains { $0.name == "Search font families" && $0.text == "mono" })
    }

    /// Several files chosen at once, two of them no fonts: the font is installed, and one toast
    /// counts the files refused, its Details naming each with the reason.
    ///
    /// A toast each replaced the one before: only the last file refused was named in the
    /// window.
    @Test func everyFileTheChooserCouldNotInstallIsNamed() throws {
      defer { sandbox.remove() }
      let pick = sandbox.work.appendingPathComponent("pick")
      try FileManager.default.createDirectory(at: pick, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: UserFontsSandbox.symbols, to: pick.appendingPathComponent("good.ttf"))
      try Data().write(to: pick.appendingPathComponent("empty.ttf"))
      try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0x30, count: 16)).write(
        to: pick.appendingPathComponent("picture.ttf"))
      let window = try sandbox.openWindow()
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      try installEveryFile(in: pick, in: window)
      #expect(try eventually { sandbox.installedFiles() == ["good.ttf"] })
      // The Undo toast of the font installed counts the files refused at once; their own
      // toast, naming them, waits behind it.
      _ = try window.waitFor {
        $0.role == "label" && $0.name == "Installed “Fixture Symbols”; 2 files could not be installed"
      }
      // Closed (its ×), the next toast comes at once, not after the seconds a toast stays.
      if let close = try window.objects().first(where: {
        $0.role == "push button" && $0.name == "Close Message" && $0.frame != nil
      }) {
        try window.click(close)
      }
      var found = false
      for _ in 0..<3 where !found {
        found = try eventually {
          try window.objects().contains { $0.role == "label" && $0.name == "2 files could not be installed" }
        }
      }
      try #require(found, "no toast counted the files refused")
      let details = try window.waitFor { $0.role == "push button" && $0.name == "Details" && $0.frame != nil }
      try window.click(details)
      let message = try window.waitFor { $0.role == "label" && $0.name.contains("empty.ttf") && $0.frame != nil }
      #expect(
        message.name.contains("“\(pick.path)/picture.ttf”") || message.name.contains("\"\(pick.path)/picture.ttf\""))
      #expect(message.name.contains("not a font file"), "\(message.name)")
      #expect(message.name.contains("the file is empty"), "\(message.name)")
      // Headed and named by the toast it came from (it had no heading, and was read as
      // "Details"); its button read once ("Close Close").
      let shown = try window.objects()
      #expect(shown.contains { $0.role == "dialog" && $0.name == "2 files could not be installed" })
      #expect(shown.contains { $0.role == "label" && $0.name == "2 files could not be installed" && $0.frame != nil })
      #expect(!shown.contains { $0.role == "push button" && $0.name == "Close Close" })
      // The window's Close and the dialog's.
      #expect(shown.filter { $0.role == "push button" && $0.name == "Close" && $0.frame != nil }.count == 2)
    }

    /// Files chosen at once, one of them installed already, one refused: the toast counts the
    /// one installed already (it went without a word, where `typecase install` names it),
    /// after the refused one.
    ///
    /// The font among them whose name has no extension ("download", as a browser saved it) is
    /// shown by the chooser's font filter, and chosen too (it was hidden).
    @Test func aFileInstalledAlreadyAmongThoseChosenIsCounted() throws {
      defer { sandbox.remove() }
      let pick = sandbox.work.appendingPathComponent("pick")
      try FileManager.default.createDirectory(at: pick, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: UserFontsSandbox.symbols, to: pick.appendingPathComponent("download"))
      let twice = pick.appendingPathComponent("Twice.ttf")
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf"), to: twice,
        editing: DerivedFont.naming(family: "Twice Sans", postScriptName: "TwiceSans-Regular"))
      let installed = try sandbox.typecase(["install", twice.path])
      try #require(installed.status == 0, "\(installed.standardError)")
      try Data().write(to: pick.appendingPathComponent("empty.ttf"))
      let window = try sandbox.openWindow()
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.name == "Twice Sans" && $0.frame != nil }
      try installEveryFile(in: pick, in: window)
      // The file refused before: the line is cut at its end, and the refusal matters most.
      _ = try window.waitFor {
        $0.role == "label"
          && $0.name == "Installed “Fixture Symbols”; 1 file could not be installed; 1 other file was already installed"
      }
      #expect(Set(sandbox.installedFiles()) == ["download", "Twice.ttf"])
    }

    /// Four families and a file refused, chosen at once: the toast names two families and
    /// counts the rest (the fifth name was cut at the toast's edge, the rest never seen), and
    /// the refused file's toast names the file alone, its reason in view, its Details the path
    /// (the whole path took the toast's line: "Cannot install "/tmp/…/empty.ttf": the file…").
    @Test func manyFamiliesAndOneRefusedFileAreSaidInFull() throws {
      defer { sandbox.remove() }
      let pick = sandbox.work.appendingPathComponent("many")
      try FileManager.default.createDirectory(at: pick, withIntermediateDirectories: true)
      let extra = UserFontsSandbox.symbols.deletingLastPathComponent()
      for file in try FileManager.default.contentsOfDirectory(atPath: extra.path) where file.hasSuffix(".ttf") {
        try FileManager.default.copyItem(at: extra.appendingPathComponent(file), to: pick.appendingPathComponent(file))
      }
      try Data().write(to: pick.appendingPathComponent("empty.ttf"))
      let window = try sandbox.openWindow()
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      try installEveryFile(in: pick, in: window)
      #expect(try eventually { sandbox.installedFiles().count == 4 })
      let installed = try window.waitFor { $0.role == "label" && $0.name.hasPrefix("Installed “") }
      #expect(
        installed.name.hasSuffix("” and 2 other families; 1 file could not be installed")
          && installed.name.components(separatedBy: "“").count == 3, "\(installed.name)")
      if let close = try window.objects().first(where: {
        $0.role == "push button" && $0.name == "Close Message" && $0.frame != nil
      }) {
        try window.click(close)
      }
      let refused = try window.waitFor { $0.role == "label" && $0.name.hasPrefix("Cannot install ") }
      #expect(
        refused.name == "Cannot install “empty.ttf”: the file is empty (0 bytes)"
          || refused.name == "Cannot install \"empty.ttf\": the file is empty (0 bytes)", "\(refused.name)")
      let details = try window.waitFor { $0.role == "push button" && $0.name == "Details" && $0.frame != nil }
      try window.click(details)
      _ = try window.waitFor {
        $0.role == "label" && $0.name.contains(pick.appendingPathComponent("empty.ttf").path) && $0.frame != nil
      }
    }

    /// A copy of a font installed for everyone, installed through the file chooser: after the
    /// Undo toast, one says where the other copy is and which one programs get, as `typecase
    /// install` says it (the window said "Installed" alone).
    @Test func aFontInstalledForEveryoneInstalledAgainIsSaidToBeThereTwice() throws {
      defer { sandbox.remove() }
      let window = try installInNewWindow(copyOf: "FixtureMono-Regular.ttf", named: "mono-copy.ttf")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "label" && $0.name == "Installed “Fixture Mono”" }
      if let close = try window.objects().first(where: {
        $0.role == "push button" && $0.name == "Close Message" && $0.frame != nil
      }) {
        try window.click(close)
      }
      let note = try window.waitFor {
        $0.role == "label" && $0.name.hasPrefix("FixtureMono-Regular is installed already, in ")
      }
      #expect(note.name.contains("Tests/Fixtures/fonts/FixtureMono-Regular.ttf: programs get "), "\(note.name)")
    }

    /// A font installed again through the file chooser: the toast says which family is
    /// already there (it said "Already installed", naming nothing).
    @Test func aFontInstalledAgainIsNamedAsAlreadyInstalled() throws {
      defer { sandbox.remove() }
      try installSymbols()
      let window = try sandbox.openWindow()
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      try installThroughTheFileChooser(UserFontsSandbox.symbols, in: window)
      _ = try window.waitFor {
        $0.role == "label" && $0.name == "“Fixture Symbols” is already installed" && $0.frame != nil
      }
      #expect(sandbox.installedFiles() == ["FixtureSymbols-Regular.ttf"])
    }

    @Test func aFontInstalledByTheCommandLineShowsInTheOpenWindow() throws {
      defer { sandbox.remove() }
      let window = try sandbox.openWindow()
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      #expect(try !shownFamilies(window).contains("Fixture Symbols"))
      try installSymbols()
      _ = try window.waitFor { $0.role == "list item" && $0.name == "Fixture Symbols" && $0.frame != nil }
      #expect(try count(window) == "7 of 7")
      // Its toast has no button but its ×: Tab from the list passes it by for the header bar.
      // The toast says which family came (it said "The fonts on this machine changed").
      _ = try window.waitFor { $0.role == "label" && $0.name == "“Fixture Symbols” was installed" }
      _ = try window.tab { $0.role == "list item" }
      window.keys("Tab")
      let focused = try window.waitFor { $0.isFocused && $0.role == "push button" }
      #expect(focused.name == "Install Fonts…", "\(focused.name)")
      // It says that dropping installs too (nothing said so anywhere).
      #expect(
        focused.description == "Font files and folders dropped on the window are installed too.",
        "\(focused.description)")
    }

    /// The window over the fixture fonts and a configuration with `rules` besides (written in
    /// the sandbox's "configuration" folder), once its list shows, without Fixture Symbols.
    private func windowOverFixtures(configuredWith rules: String) throws -> FaceWindow {
      let configuration = FixtureFonts.writeConfiguration(
        in: sandbox.work.appendingPathComponent("configuration"), folders: [FixtureFonts.fontsDirectory], rules: rules)
      let window = try FaceWindow(
        page: "families", fontsConfiguration: configuration, configHome: sandbox.configHome,
        extraEnvironment: sandbox.environment)
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      #expect(try !shownFamilies(window).contains("Fixture Symbols"))
      return window
    }

    /// A configuration file adding the folder of the extra fixtures (Fixture Symbols).
    private static var extraFontsConfiguration: String {
      let extra = UserFontsSandbox.symbols.deletingLastPathComponent().path
      return "<?xml version=\"1.0\"?>\n<fontconfig><dir>\(extra)</dir></fontconfig>\n"
    }

    /// An edit of fontconfig's configuration while the window is open shows: a folder added
    /// brings its fonts in, and taken out again takes them away (the list stayed as it was
    /// until Typecase was started again).
    @Test func aFolderAddedToTheConfigurationShowsItsFontsInTheOpenWindow() throws {
      defer { sandbox.remove() }
      let folder = sandbox.work.appendingPathComponent("configuration")
      let included = folder.appendingPathComponent("extra.conf")
      let empty = "<?xml version=\"1.0\"?>\n<fontconfig></fontconfig>\n"
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try empty.write(to: included, atomically: false, encoding: .utf8)
      let window = try windowOverFixtures(configuredWith: "<include>\(included.path)</include>")
      defer { window.close() }
      try Self.extraFontsConfiguration.write(to: included, atomically: false, encoding: .utf8)
      _ = try window.waitFor { $0.role == "list item" && $0.name == "Fixture Symbols" && $0.frame != nil }
      try empty.write(to: included, atomically: false, encoding: .utf8)
      #expect(try eventually { try !shownFamilies(window).contains("Fixture Symbols") })
    }

    /// A user's own fontconfig file made while the window is open (the usual first rule: none
    /// was there when the window started) is followed too: it was read by no one until another
    /// watched file changed.
    @Test func aUsersFontconfigFileMadeLaterIsFollowed() throws {
      defer { sandbox.remove() }
      // As Debian's 50-user.conf reads it.
      let window = try windowOverFixtures(
        configuredWith: #"<include ignore_missing="yes" prefix="xdg">fontconfig/fonts.conf</include>"#)
      defer { window.close() }
      let user = sandbox.configHome.appendingPathComponent("fontconfig")
      try FileManager.default.createDirectory(at: user, withIntermediateDirectories: true)
      try Self.extraFontsConfiguration.write(
        to: user.appendingPathComponent("fonts.conf"), atomically: false, encoding: .utf8)
      _ = try window.waitFor { $0.role == "list item" && $0.name == "Fixture Symbols" && $0.frame != nil }
    }

    /// A file the configuration includes when it is there (Debian's /etc/fonts/local.conf,
    /// `ignore_missing`), made while the window is open, is followed: it was read by no one
    /// until another watched file changed.
    ///
    /// Its toast says the configuration changed.
    @Test func anIncludedFileMadeLaterIsFollowed() throws {
      defer { sandbox.remove() }
      let local = sandbox.work.appendingPathComponent("configuration/local.conf")
      let window = try windowOverFixtures(configuredWith: #"<include ignore_missing="yes">\#(local.path)</include>"#)
      defer { window.close() }
      let rejecting = """
        <?xml version="1.0"?>
        <fontconfig><selectfont><rejectfont><glob>*/FixtureMono-*</glob></rejectfont></selectfont></fontconfig>
        """
      try rejecting.write(to: local, atomically: false, encoding: .utf8)
      #expect(try eventually { try !shownFamilies(window).contains("Fixture Mono") })
      // No font was removed: the configuration hides it (the toast said "“Fixture Mono” was
      // removed").
      _ = try window.waitFor {
        $0.role == "label" && $0.name == "“Fixture Mono” is no longer listed: fontconfig's configuration changed"
      }
    }

    /// A window started over a configuration fontconfig cannot read says the list is
    /// fontconfig's fallback (it showed those fonts without a word, where the commands refuse),
    /// and lists the configuration's fonts once it is mended.
    @Test func aWindowOverAnUnreadableConfigurationSaysItShowsTheFallback() throws {
      defer { sandbox.remove() }
      let configuration = sandbox.work.appendingPathComponent("broken.conf")
      try FileManager.default.createDirectory(at: sandbox.work, withIntermediateDirectories: true)
      try "<?xml version=\"1.0\"?>\n<fontconfig><broken\n</fontconfig>\n".write(
        to: configuration, atomically: false, encoding: .utf8)
      let window = try FaceWindow(
        page: "families", fontsConfiguration: configuration, configHome: sandbox.configHome,
        extraEnvironment: sandbox.environment)
      defer { window.close() }
      _ = try window.waitFor {
        $0.role == "label"
          && $0.name
            == "Showing fontconfig's fallback fonts: it cannot read its configuration \"\(configuration.path)\"; "
            + "check FONTCONFIG_FILE and FONTCONFIG_PATH"
      }
      // Mended, its fonts are read, and said to be (the window went on with the fallback until
      // another font change, toasted as families installed and removed).
      let mended = FixtureFonts.writeConfiguration(
        in: sandbox.work.appendingPathComponent("mended"), folders: [FixtureFonts.fontsDirectory])
      try String(contentsOf: mended, encoding: .utf8).write(to: configuration, atomically: true, encoding: .utf8)
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Typecase Fixture Sans") }
      _ = try window.waitFor {
        $0.role == "label"
          && $0.name == "Fontconfig's configuration “\(configuration.path)” is read: the list shows its fonts"
      }
    }

    /// A configuration broken while the window is open is said once, and its fonts show once it
    /// is mended.
    ///
    /// The reload that failed was tried again every 400 ms, each time writing fontconfig's error
    /// and Typecase's again.
    @Test func aConfigurationBrokenWhileOpenIsSaidOnce() throws {
      defer { sandbox.remove() }
      let folder = sandbox.work.appendingPathComponent("configuration")
      let configuration = FixtureFonts.writeConfiguration(in: folder, folders: [FixtureFonts.fontsDirectory])
      let errors = sandbox.work.appendingPathComponent("errors.txt")
      let window = try FaceWindow(
        page: "families", fontsConfiguration: configuration, configHome: sandbox.configHome,
        extraEnvironment: sandbox.environment, errorLog: errors)
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      let mended = try String(contentsOf: configuration, encoding: .utf8)
      try mended.replacingOccurrences(of: "</fontconfig>", with: "<broken\n</fontconfig>").write(
        to: configuration, atomically: false, encoding: .utf8)
      _ = try window.waitFor { $0.role == "label" && $0.name.hasPrefix("Cannot read the fontconfig configuration") }
      Thread.sleep(forTimeInterval: 2)
      let said = try String(contentsOf: errors, encoding: .utf8).components(
        separatedBy: "typecase: cannot read the fontconfig configuration")
      #expect(said.count - 1 == 1, "\(said.joined(separator: "…"))")
      let extra = UserFontsSandbox.symbols.deletingLastPathComponent().path
      try mended.replacingOccurrences(of: "</fontconfig>", with: "<dir>\(extra)</dir></fontconfig>").write(
        to: configuration, atomically: false, encoding: .utf8)
      _ = try window.waitFor { $0.role == "list item" && $0.name == "Fixture Symbols" && $0.frame != nil }
    }

    /// The family with the focus keeps it when a font installed meanwhile comes before it (the
    /// focus stayed at its place in the list, on another family).
    @Test func theFocusedFamilyKeepsTheFocusWhenFontsChange() throws {
      defer { sandbox.remove() }
      let window = try sandbox.openWindow()
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.isFocused }
      window.keys("End")
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Typecase Fixture Sans") && $0.isFocused }
      try installSymbols()
      _ = try window.waitFor { $0.role == "list item" && $0.name == "Fixture Symbols" }
      _ = try window.waitFor { $0.name == "7 of 7" && $0.frame != nil }
      let focused = try window.waitFor { $0.role == "list item" && $0.isFocused }
      #expect(focused.name.hasPrefix("Typecase Fixture Sans"), "\(focused.name)")
    }

    /// A family whose fonts go while its page is open closes the page, says so, and leaves the
    /// focus on the row now in its place (it went to the list's first row).
    @Test func aFamilyRemovedWhileItsPageIsOpenLeavesTheFocusInItsPlace() throws {
      defer { sandbox.remove() }
      try installSymbols()
      let window = try sandbox.openWindow(page: "face/FixtureSymbols-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.frame != nil }
      for file in sandbox.installedFiles() {
        try FileManager.default.removeItem(at: sandbox.fonts.appendingPathComponent(file))
      }
      _ = try window.waitFor { $0.name.hasSuffix("is no longer installed; its page was closed") }
      let focused = try window.waitFor { $0.role == "list item" && $0.isFocused }
      #expect(focused.name.hasPrefix("NanumFixture"), "\(focused.name)")
    }

    /// A font removed while its page is open, opened from its family's page: the focus goes
    /// to the font now in its place on the family's page (it went to the first of the family's
    /// fonts, which are in fontconfig's order).
    @Test func aFontRemovedWhileItsPageIsOpenLeavesTheFocusInItsPlace() throws {
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      for (style, file) in [("Regular", "FixtureMono-Regular.ttf"), ("Bold", "FixtureMono-Bold.ttf")] + [
        ("Light", "FixtureMono-Regular.ttf")
      ] {
        try DerivedFont.write(
          from: FixtureFonts.fontsDirectory.appendingPathComponent(file),
          to: sandbox.fonts.appendingPathComponent("FixtureTrio-\(style).ttf"),
          editing: DerivedFont.naming(family: "Fixture Trio", postScriptName: "FixtureTrio-\(style)", style: style)
            + "\nfont['OS/2'].usWeightClass = " + (style == "Light" ? "300" : style == "Bold" ? "700" : "400"))
      }
      let window = try sandbox.openWindow(page: "family/Fixture Trio")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("FixtureTrio-") && $0.isFocused }
      let rows = try window.objects().filter { $0.role == "list item" && $0.name.hasPrefix("FixtureTrio-") }.map(\.name)
      try #require(rows.count == 3, "\(rows)")
      window.keys("Down")
      _ = try window.waitFor { $0.name == rows[1] && $0.isFocused }
      window.keys("ctrl+i")
      _ = try window.waitFor { $0.name == "Preview" && $0.frame != nil }
      try FileManager.default.removeItem(at: sandbox.fonts.appendingPathComponent(rows[1] + ".ttf"))
      _ = try window.waitFor { $0.name.hasSuffix("is no longer installed; its page was closed") }
      let focused = try window.waitFor { $0.role == "list item" && $0.isFocused }
      #expect(focused.name == rows[2], "\(rows)")
    }

    /// A font file cut short in place while its page draws it (`cp` of a smaller font over
    /// it, `truncate`): reading past its new end ended the window with SIGBUS (in HarfBuzz,
    /// at the next key typed).
    ///
    /// The window goes on, and `fc-cache` then shows what the folder holds (a font replaced
    /// under the same name changes no folder: it was never noticed).
    @Test func aFontFileCutShortWhileDrawnNeitherEndsTheWindowNorGoesUnnoticed() throws {
      defer { sandbox.remove() }
      try installSymbols()
      let window = try sandbox.openWindow(page: "face/FixtureSymbols-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.frame != nil }
      let installed = try #require(sandbox.installedFiles().first { $0.hasSuffix(".ttf") })
      // Less than a page of another font, written over the file as cp writes (same inode).
      let smaller = try Data(
        contentsOf: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf"))
      let file = try FileHandle(forWritingTo: sandbox.fonts.appendingPathComponent(installed))
      try file.truncate(atOffset: 0)
      try file.write(contentsOf: smaller.prefix(2000))
      try file.close()
      window.type("QZXJK")
      window.keys("ctrl+a", "BackSpace")
      window.type("Vexing")
      _ = try window.waitFor { $0.role == "text" && $0.text == "Vexing" }
      var environment = FixtureFonts.environment(sandbox.environment)
      environment["FONTCONFIG_FILE"] = sandbox.configuration.path
      let cache = try ProcessRunner.runTool("fc-cache", ["-f"], environment: environment)
      try #require(cache.status == 0, "\(cache.standardError)")
      // Fixture Symbols went; fontconfig names what is left of the file after the file.
      _ = try window.waitFor {
        $0.name == "Families installed: 1, removed: 1"
          || $0.name.hasSuffix("is no longer installed; its page was closed")
      }
    }

    /// A font replaced under the same name by a new version (written beside it and renamed
    /// over it, as a build or `install` writes) is drawn from the new file: cairo kept the old
    /// file's outlines by its path, and drew them at the new file's glyph numbers ("°" as "ɑ")
    /// until the window was started again.
    ///
    /// The new version here draws every letter as the old one did, each under another glyph
    /// number: the page must look the same.
    @Test func aFontReplacedByANewVersionIsDrawnFromTheNewFile() throws {
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      let installed = sandbox.fonts.appendingPathComponent("ReplacedSans-Regular.ttf")
      let source = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf")
      func replaced(version: String, swappingLetters: Bool) -> String {
        let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        return (swappingLetters ? DerivedFont.swappingOutlines(of: letters, keepingCharacters: true) : "") + "\n"
          + DerivedFont.naming(family: "Replaced Sans", postScriptName: "ReplacedSans-Regular", version: version)
      }
      try DerivedFont.write(from: source, to: installed, editing: replaced(version: "1.000", swappingLetters: false))
      let window = try sandbox.openWindow(page: "face/ReplacedSans-Regular")
      defer { window.close() }
      let line = try window.waitFor { $0.role == "label" && $0.description == "24 pt" && $0.frame != nil }
      Thread.sleep(forTimeInterval: 0.5)
      let before = try window.pixels(of: line)
      try replace(installed, from: source, editing: replaced(version: "2.000", swappingLetters: true))
      // The page shows the new version, drawn as the old one was.
      _ = try window.waitFor { $0.role == "list item" && $0.description == "2.000" }
      let redrawn = try window.waitFor { $0.role == "label" && $0.description == "24 pt" && $0.frame != nil }
      Thread.sleep(forTimeInterval: 0.5)
      #expect(redrawn.frame?.width == line.frame?.width)
      #expect(try window.pixels(of: redrawn) == before, "the new version drawn with the old file's outlines")
    }

    /// A face page whose font is replaced by a build of the same version and characters that
    /// draws its letters otherwise shows the new build, as a window started afterwards does:
    /// the page, unchanged in every other way, kept the old build's outlines until it was left.
    @Test func aFacePageShowsANewBuildOfTheSameVersion() throws {
      defer { sandbox.remove() }
      let drawn = try drawnAcrossANewBuild(page: "face/ReplacedSans-Regular") {
        $0.role == "label" && $0.description == "24 pt" && $0.frame != nil
      }
      #expect(drawn.after != drawn.before, "the page still drew the old build")
      #expect(drawn.fresh == drawn.after, "not drawn as a window started afterwards draws it")
    }

    /// A font replaced under its own name by a build that draws its letters otherwise (same
    /// version, same characters) is drawn from the new file in the family list too, as a window
    /// started afterwards draws it: rows whose line did not change kept drawing the old build
    /// until the window was started again.
    @Test func aFontReplacedUnderItsNameIsDrawnFromTheNewFileInTheList() throws {
      defer { sandbox.remove() }
      let drawn = try drawnAcrossANewBuild(page: "families") {
        $0.role == "label" && $0.name == "Replaced Sans" && $0.frame != nil
      }
      #expect(drawn.after != drawn.before, "the row still drew the old build")
      #expect(drawn.fresh == drawn.after, "not drawn as a window started afterwards draws it")
    }

    /// The pixels of the object `matches` finds in a window at `page` over "Replaced Sans"
    /// (version 1.000), before and after a build of the same version and characters that draws
    /// its letters otherwise replaces it under its file name, and as a window started
    /// afterwards draws it.
    private func drawnAcrossANewBuild(
      page: String, _ matches: @escaping (FaceWindow.Object) -> Bool
    ) throws -> (before: Data, after: Data, fresh: Data) {
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      let installed = sandbox.fonts.appendingPathComponent("ReplacedSans-Regular.ttf")
      let source = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf")
      let naming = DerivedFont.naming(family: "Replaced Sans", postScriptName: "ReplacedSans-Regular", version: "1.000")
      try DerivedFont.write(from: source, to: installed, editing: naming)
      let window = try sandbox.openWindow(page: page)
      defer { window.close() }
      _ = try window.waitFor(matches)
      Thread.sleep(forTimeInterval: 0.5)
      let before = try window.pixels(of: try window.waitFor(matches))
      let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
      try replace(
        installed, from: source,
        editing: DerivedFont.swappingOutlines(of: letters, keepingCharacters: false) + "\n" + naming)
      var after = before
      for _ in 0..<20 where after == before {
        Thread.sleep(forTimeInterval: 0.25)
        after = try window.pixels(of: try window.waitFor(matches))
      }
      // One window at a time (a second launch hands over to the first).
      window.close()
      let fresh = try sandbox.openWindow(page: page)
      defer { fresh.close() }
      _ = try fresh.waitFor(matches)
      Thread.sleep(forTimeInterval: 0.5)
      return (before, after, try fresh.pixels(of: try fresh.waitFor(matches)))
    }

    /// A new version of the font `installed` (in the sandbox's fonts folder): `source` changed
    /// by `editing`, written beside the folder and renamed over the file (a new file under the
    /// name, as a build or `install` writes it), then fontconfig's cache brought up to date.
    private func replace(_ installed: URL, from source: URL, editing: String) throws {
      let next = sandbox.work.appendingPathComponent(installed.lastPathComponent)
      try DerivedFont.write(from: source, to: next, editing: editing)
      #expect(rename(next.path, installed.path) == 0)
      var environment = FixtureFonts.environment(sandbox.environment)
      environment["FONTCONFIG_FILE"] = sandbox.configuration.path
      let cache = try ProcessRunner.runTool("fc-cache", ["-f"], environment: environment)
      try #require(cache.status == 0, "\(cache.standardError)")
    }

    /// A font made from the fixture `source` as the family `family` (version 1.000) in the
    /// sandbox's fonts folder, as `file`; `naming` gives the edit that names a version of it
    /// (for `replace`).
    private func installVersioned(_ source: String, family: String, postScriptName: String, file name: String) throws
      -> (file: URL, source: URL, naming: (String) -> String)
    {
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      let source = FixtureFonts.fontsDirectory.appendingPathComponent(source)
      let file = sandbox.fonts.appendingPathComponent(name)
      let naming = { (version: String) in
        DerivedFont.naming(family: family, postScriptName: postScriptName, version: version)
      }
      try DerivedFont.write(from: source, to: file, editing: naming("1.000"))
      return (file, source, naming)
    }

    /// Proof Sans installed (NanumFixture's thousands of characters: the grid scrolls on its
    /// own) and its face page open at 720×700 with the keyboard focus in the character grid;
    /// the window, to close, and what `replace` takes.
    private func openProofSansGrid() throws -> (
      window: FaceWindow, file: URL, source: URL, naming: (String) -> String
    ) {
      let (file, source, naming) = try installVersioned(
        "NanumFixture-Regular.ttf", family: "Proof Sans", postScriptName: "ProofSans-Regular", file: "ProofSans.ttf")
      let window = try sandbox.openWindow(page: "face/ProofSans-Regular")
      do {
        window.resize(width: 720, height: 700)
        _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
        _ = try window.tab { $0.role == "table cell" }
      } catch {
        window.close()
        throw error
      }
      return (window, file, source, naming)
    }

    /// A face page whose file another program replaces with a new version keeps its character
    /// grid where it was scrolled to, and the keyboard focus on the cell it was on.
    ///
    /// The page was made again, the grid back at its first row, and the focus on no cell.
    @Test func aNewVersionOfTheFaceShownKeepsTheGridWhereItWas() throws {
      defer { sandbox.remove() }
      let (window, file, source, naming) = try openProofSansGrid()
      defer { window.close() }
      // The grid down a few pages, by keyboard.
      window.keys("Page_Down", "Page_Down", "Page_Down")
      let focused = try window.waitFor { $0.role == "table cell" && $0.isFocused }
      try #require(focused.name != "SPACE", "the grid did not scroll")
      Thread.sleep(forTimeInterval: 3.5)  // GTK hides the focus ring 3 s after the last key
      let grid = try window.waitFor { $0.role == "table" && $0.name == "Characters" && $0.frame != nil }
      /// The grid's pixels, in grey.
      func gridPixels() throws -> [Int] {
        let image = try WindowProcesses.FaceWindowTests.PPMImage(window.pixels(of: grid))
        return image.pixelIndices.map { index in
          let (red, green, blue) = image.color(at: index)
          return (red + green + blue) / 3
        }
      }
      let before = try gridPixels()
      try replace(file, from: source, editing: naming("9.000"))
      _ = try window.waitFor { $0.role == "list item" && $0.description == "9.000" }
      Thread.sleep(forTimeInterval: 0.8)
      let after = try gridPixels()
      let difference = zip(before, after).reduce(0) { $0 + abs($1.0 - $1.1) } / max(1, before.count)
      #expect(difference < 1, "the grid's pixels moved by \(difference) on average")
      // The keyboard focus is on the cell it was on, and the next arrow key moves from there.
      let refocused = try window.waitFor { $0.isFocused }
      #expect(refocused.role == "table cell", "\(refocused.role) \(refocused.name)")
      #expect(refocused.name == focused.name, "\(refocused.role) \(refocused.name)")
      window.keys("Right")
      let next = try window.waitFor { $0.role == "table cell" && $0.isFocused && $0.name != focused.name }
      #expect(next.name != focused.name)
    }

    /// A new version of the face without the character whose grid cell had the keyboard focus
    /// puts the focus on the next character's cell: it went to "Copy as…", out of sight.
    @Test func aNewVersionWithoutTheFocusedCharacterFocusesTheNextOne() throws {
      defer { sandbox.remove() }
      let (window, file, source, naming) = try openProofSansGrid()
      defer { window.close() }
      window.keys("Page_Down", "Right")
      let focused = try window.waitFor { $0.role == "table cell" && $0.isFocused }
      // Read by its name, described by its code point ("U+AC1B").
      let code = try #require(UInt32(focused.description.dropFirst(2), radix: 16), "\(focused.description)")
      try replace(
        file, from: source,
        editing: naming("9.000") + "\nfor table in font['cmap'].tables: table.cmap.pop(\(code), None)")
      _ = try window.waitFor { $0.role == "list item" && $0.description == "9.000" }
      let refocused = try window.waitFor { $0.isFocused }
      #expect(refocused.role == "table cell", "\(refocused.role) \(refocused.name)")
      let next = try #require(UInt32(refocused.description.dropFirst(2), radix: 16), "\(refocused.description)")
      #expect(next > code)
      window.keys("Right")
      _ = try window.waitFor { $0.role == "table cell" && $0.isFocused && $0.name != refocused.name }
    }

    /// A new version of the font shown, while the user types in its sample: the page shows it
    /// and the keyboard focus stays in the sample, its cursor where it was.
    ///
    /// The focus went to "Copy as…" (a Space typed next opened its menu) and the page back to
    /// its top.
    @Test func aNewVersionOfTheFontShownKeepsTheFocusWhereItWas() throws {
      defer { sandbox.remove() }
      let (installed, source, naming) = try installVersioned(
        "TypecaseFixtureSans-Regular.ttf", family: "Replaced Sans", postScriptName: "ReplacedSans-Regular",
        file: "ReplacedSans-Regular.ttf")
      let window = try sandbox.openWindow(page: "face/ReplacedSans-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "text" && $0.isFocused && $0.frame != nil }
      window.keys("ctrl+a", "BackSpace")
      window.type("abc")
      _ = try window.waitFor { $0.role == "text" && $0.text == "abc" }
      // The cursor before the last letter: it must stay there.
      window.keys("Left")
      try replace(installed, from: source, editing: naming("2.000"))
      _ = try window.waitFor { $0.role == "list item" && $0.description == "2.000" }
      window.type(" d")
      _ = try window.waitFor { $0.role == "text" && $0.text == "ab dc" }
      let focused = try window.waitFor { $0.isFocused }
      #expect(focused.role == "text", "\(focused.role) \(focused.name)")
    }

    /// A newer copy of the interface's font in the user's folder, which fontconfig prefers,
    /// removed while the window is open: the interface draws from the copy that stays.
    ///
    /// It went on drawing from the file gone, and text in a style not drawn yet (the toast
    /// saying the fonts changed) came out blank until a restart.
    @Test func theInterfaceStillDrawsWhenTheCopyOfItsFontItDrawsFromIsRemoved() throws {
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      let copy = sandbox.fonts.appendingPathComponent("Newer-Display.ttf")
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf"), to: copy,
        editing: #"font["head"].fontRevision = 9.0"#)
      var environment = FixtureFonts.environment(sandbox.environment)
      environment["FONTCONFIG_FILE"] = sandbox.configuration.path
      // The interface font here (what fontconfig gives for "Sans") is that copy.
      let match = try ProcessRunner.runTool("fc-match", ["-f", "%{file}", "sans"], environment: environment)
      try #require(match.standardOutput == copy.path, "fontconfig gives \(match.standardOutput) for sans")
      let window = try sandbox.openWindow()
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      let removed = try sandbox.typecase(["remove", copy.path, "--yes"])
      try #require(removed.status == 0, "\(removed.standardError)")
      let toast = try window.waitFor {
        $0.role == "label" && $0.name == "The fonts on this machine changed" && $0.frame != nil
      }
      Thread.sleep(forTimeInterval: 0.5)
      // White text on the toast's dark grey.
      let image = try WindowProcesses.FaceWindowTests.PPMImage(window.pixels(of: toast))
      let light = image.pixelIndices.filter { index in
        let (red, green, blue) = image.color(at: index)
        return red > 200 && green > 200 && blue > 200
      }
      #expect(light.count > 20, "the toast's text is drawn with \(light.count) light pixels")
    }

    @Test func removingAFamilyFromItsPageGoesToTheTrashAndUndoPutsItBack() throws {
      defer { sandbox.remove() }
      try installSymbols()
      let window = try sandbox.openWindow(page: "family/Fixture Symbols")
      defer { window.close() }
      let trash = try window.waitFor { $0.role == "push button" && $0.name == "Move to Trash" && $0.frame != nil }
      // A font installed for the user carries no note that it cannot be removed.
      #expect(try !window.objects().contains { $0.name.hasPrefix("This font cannot be removed") && $0.frame != nil })
      try window.click(trash)
      _ = try window.waitFor {
        $0.role == "label" && $0.name == "Moved FixtureSymbols-Regular.ttf to the trash" && $0.frame != nil
      }
      #expect(sandbox.installedFiles().isEmpty)
      #expect(sandbox.trashed() == ["FixtureSymbols-Regular.ttf"])
      // The page of a family that went closes: the list is on top, without it.
      _ = try window.waitFor { $0.role == "label" && $0.name == "6 of 6" && $0.frame != nil }
      #expect(try !shownFamilies(window).contains("Fixture Symbols"))
      let undo = try window.waitFor { $0.role == "push button" && $0.name == "Undo" && $0.frame != nil }
      // Read with what it undoes: GTK 4.8 does not read a toast out.
      #expect(undo.description == "Moved FixtureSymbols-Regular.ttf to the trash", "\(undo.description)")
      try window.click(undo)
      // Put back: focused, as an installed family is, and said (the focus went to the first
      // row, and nothing said the font was back).
      _ = try window.waitFor {
        $0.role == "list item" && $0.name == "Fixture Symbols" && $0.isFocused && $0.frame != nil
      }
      _ = try window.waitFor { $0.role == "label" && $0.name == "Restored FixtureSymbols-Regular.ttf" }
      #expect(sandbox.installedFiles() == ["FixtureSymbols-Regular.ttf"])
      #expect(sandbox.trashed().isEmpty)
      #expect(
        try Data(contentsOf: sandbox.fonts.appendingPathComponent("FixtureSymbols-Regular.ttf"))
          == Data(contentsOf: UserFontsSandbox.symbols))
    }

    /// Writes `source` to `destination` in four pieces, waiting `pauses` (seconds) between them,
    /// as a copy from a slow disk or a download writes a file.
    private func copyInPieces(_ source: URL, to destination: URL, pauses: [Double]) throws {
      let bytes = try Data(contentsOf: source)
      FileManager.default.createFile(atPath: destination.path, contents: nil)
      let handle = try FileHandle(forWritingTo: destination)
      defer { try? handle.close() }
      let size = (bytes.count + 3) / 4
      for piece in 0..<4 {
        let start = piece * size
        try handle.write(contentsOf: bytes[start..<min(start + size, bytes.count)])
        if piece < pauses.count { Thread.sleep(forTimeInterval: pauses[piece]) }
      }
    }

    /// A font copied into the fonts folder in pieces while the window runs is read once it is
    /// written out.
    ///
    /// Read as soon as the folder changed, the half-written file was listed under its file's
    /// name ("Big font"), and fontconfig's cache kept it so, for every program. A copy that
    /// stalls past the wait is read again once it is done.
    @Test func aFontCopiedInPiecesIsListedByItsOwnNameOnceWrittenOut() throws {
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: sandbox.work, withIntermediateDirectories: true)
      var made: [URL] = []
      for family in ["Slowcopy Sans", "Stalled Sans"] {
        let file = sandbox.work.appendingPathComponent(family.replacing(" ", with: "") + ".ttf")
        try DerivedFont.write(
          from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"), to: file,
          editing: DerivedFont.naming(family: family, postScriptName: family.replacing(" ", with: "") + "-Regular"))
        made.append(file)
      }
      let window = try sandbox.openWindow(page: "families")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      try copyInPieces(made[0], to: sandbox.fonts.appendingPathComponent("Big font.ttf"), pauses: [0.6, 0.6, 0.6])
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Slowcopy Sans") }
      // Its first piece, then nothing for longer than the window waits: read half-written, then
      // again once written out.
      try copyInPieces(made[1], to: sandbox.fonts.appendingPathComponent("Stalled font.ttf"), pauses: [3, 0.2, 0.2])
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Stalled Sans") }
      let rows = try window.objects().filter { $0.role == "list item" }.map(\.name)
      #expect(!rows.contains { $0.hasPrefix("Big font") || $0.hasPrefix("Stalled font") }, "\(rows)")
      // fontconfig's cache says so too, for every program.
      var environment = FixtureFonts.environment(sandbox.environment)
      environment["FONTCONFIG_FILE"] = sandbox.configuration.path
      let listed = try ProcessRunner.runTool("fc-list", ["-f", "%{file}|%{family[0]}\n"], environment: environment)
      let families = listed.standardOutput.split(separator: "\n").filter { $0.hasPrefix(sandbox.fonts.path + "/") }.map
      {
        String($0.split(separator: "|").last ?? "")
      }
      #expect(Set(families) == ["Slowcopy Sans", "Stalled Sans"], "\(listed.standardOutput)")
    }

    /// A family of three files moved to the trash, and put back, is counted in its toasts:
    /// every file was named, and the line ran past the toast's edge, what was done cut off.
    @Test func aFamilyOfThreeFilesIsCountedInItsToasts() throws {
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(at: sandbox.work, withIntermediateDirectories: true)
      var files: [String] = []
      for (style, fixture) in [
        ("Regular", "TypecaseFixtureSans-Regular"), ("Bold", "TypecaseFixtureSans-Bold"),
        ("Italic", "TypecaseFixtureSans-Italic"),
      ] {
        let file = sandbox.work.appendingPathComponent("TrioSans-\(style).ttf")
        try DerivedFont.write(
          from: FixtureFonts.fontsDirectory.appendingPathComponent(fixture + ".ttf"), to: file,
          editing: DerivedFont.naming(family: "Trio Sans", postScriptName: "TrioSans-" + style, style: style))
        files.append(file.path)
      }
      let installed = try sandbox.typecase(["install"] + files)
      try #require(installed.status == 0, "\(installed.standardError)")
      let window = try sandbox.openWindow(page: "family/Trio Sans")
      defer { window.close() }
      let trash = try window.waitFor { $0.role == "push button" && $0.name == "Move to Trash" && $0.frame != nil }
      try window.click(trash)
      _ = try window.waitFor { $0.role == "label" && $0.name == "Moved 3 files to the trash" && $0.frame != nil }
      #expect(sandbox.trashed().count == 3)
      window.keys("ctrl+z")
      _ = try window.waitFor { $0.role == "label" && $0.name == "Restored 3 files" }
      #expect(sandbox.installedFiles().count == 3)
    }

    /// Delete on a face page moves its font to the trash, as Delete does a file in Files, and
    /// Ctrl+Z brings it back; in the sample text it deletes text, nothing else.
    @Test func deleteOnAFacePageMovesItsFontToTheTrash() throws {
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(at: sandbox.work, withIntermediateDirectories: true)
      let file = sandbox.work.appendingPathComponent("Gone.ttf")
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf"), to: file,
        editing: DerivedFont.naming(family: "Gone Sans", postScriptName: "GoneSans-Regular", style: "Regular"))
      let installed = try sandbox.typecase(["install", file.path])
      try #require(installed.status == 0, "\(installed.standardError)")
      let window = try sandbox.openWindow(page: "face/GoneSans-Regular")
      defer { window.close() }
      let sample = try window.waitFor { $0.role == "text" && $0.isFocused && $0.frame != nil }
      let text = try #require(sample.text)
      window.keys("ctrl+Home", "Delete")
      _ = try window.waitFor { $0.role == "text" && $0.isFocused && $0.text == String(text.dropFirst()) }
      Thread.sleep(forTimeInterval: 0.5)
      #expect(sandbox.installedFiles() == ["Gone.ttf"])
      // From the size slider.
      _ = try window.tab { $0.role == "slider" }
      window.keys("Delete")
      _ = try window.waitFor { $0.role == "label" && $0.name == "Moved Gone.ttf to the trash" && $0.frame != nil }
      #expect(sandbox.trashed() == ["Gone.ttf"])
      #expect(sandbox.installedFiles().isEmpty)
      window.keys("ctrl+z")
      _ = try window.waitFor { $0.role == "label" && $0.name == "Restored Gone.ttf" }
      #expect(sandbox.installedFiles() == ["Gone.ttf"])
    }

    /// A double-click on a face page's Move to Trash takes that face alone: its second click
    /// landed on the family page's button in the same place and trashed the whole family, the
    /// face's Undo going with its toast.
    ///
    /// A face trashed, then the rest of its family, both Undos are there, the newer first.
    @Test func aDoubleClickOnMoveToTrashTakesOneFaceAndEveryUndoStays() throws {
      defer { sandbox.remove() }
      let made = sandbox.work.appendingPathComponent("made")
      try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
      for (style, source) in [("Regular", "FixtureDisplay-Regular.ttf"), ("Bold", "FixtureMono-Bold.ttf")] {
        let file = made.appendingPathComponent("Twin\(style).ttf")
        try DerivedFont.write(
          from: FixtureFonts.fontsDirectory.appendingPathComponent(source), to: file,
          editing: DerivedFont.naming(family: "Twin Sans", postScriptName: "TwinSans-\(style)", style: style))
        let installed = try sandbox.typecase(["install", file.path])
        try #require(installed.status == 0, "\(installed.standardError)")
      }
      let window = try sandbox.openWindow(page: "face/TwinSans-Bold")
      defer { window.close() }
      let trash = try window.waitFor { $0.role == "push button" && $0.name == "Move to Trash" && $0.frame != nil }
      let frame = try #require(trash.frame)
      window.xdotool(
        "mousemove", "--window", window.windowID, String(frame.x + frame.width / 2), String(frame.y + frame.height / 2))
      window.xdotool("click", "--repeat", "2", "--delay", "120", "1")
      _ = try window.waitFor { $0.role == "label" && $0.name == "Moved TwinBold.ttf to the trash" && $0.frame != nil }
      Thread.sleep(forTimeInterval: 1)
      #expect(sandbox.trashed() == ["TwinBold.ttf"])
      #expect(sandbox.installedFiles() == ["TwinRegular.ttf"])
      // The rest of the family, from its page, now a click of its own.
      let familyTrash = try window.waitFor {
        $0.role == "push button" && $0.name == "Move to Trash" && $0.frame != nil
      }
      try window.click(familyTrash)
      _ = try window.waitFor {
        $0.role == "label" && $0.name == "Moved TwinRegular.ttf to the trash" && $0.frame != nil
      }
      #expect(sandbox.trashed() == ["TwinBold.ttf", "TwinRegular.ttf"])
      try window.click(try window.waitFor { $0.role == "push button" && $0.name == "Undo" && $0.frame != nil })
      // What it did is said first; the face's own Undo is offered again after it (its toast,
      // drawn again, has no frame in AT-SPI's tree under GTK 4.8: taken by Ctrl+Z, which does
      // what the toast's Undo does).
      _ = try window.waitFor { $0.role == "label" && $0.name == "Restored TwinRegular.ttf" }
      _ = try window.waitFor {
        $0.role == "push button" && $0.name == "Undo" && $0.description == "Moved TwinBold.ttf to the trash"
      }
      #expect(sandbox.installedFiles() == ["TwinRegular.ttf"])
      window.keys("ctrl+z")
      _ = try window.waitFor { $0.role == "label" && $0.name == "Restored TwinBold.ttf" }
      #expect(sandbox.installedFiles() == ["TwinBold.ttf", "TwinRegular.ttf"])
      #expect(sandbox.trashed().isEmpty)
      // The Undo used first does not come back (the two toasts took turns without end).
      Thread.sleep(forTimeInterval: 1)
      #expect(try !window.objects().contains { $0.role == "push button" && $0.name == "Undo" && $0.frame != nil })
    }

    /// The last font a search found moved to the trash by keyboard, the focus goes to the
    /// empty list's Clear Search: it stayed on the row that went, which was no longer shown.
    @Test func trashingTheLastFontASearchFoundLeavesTheFocusOnClearSearch() throws {
      defer { sandbox.remove() }
      try installSymbols()
      let window = try sandbox.openWindow()
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      window.keys("ctrl+f")
      window.type("symbols")
      _ = try window.waitFor { $0.role == "label" && $0.name == "1 of 7" }
      window.keys("Down", "ctrl+i")
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      // Back from the preview to the header's buttons.
      var onTrash = false
      for _ in 0..<8 where !onTrash {
        window.keys("shift+Tab")
        onTrash = try window.objects().contains { $0.isFocused && $0.name == "Move to Trash" }
      }
      try #require(onTrash, "Shift+Tab never reached Move to Trash")
      window.keys("Return")
      _ = try window.waitFor { $0.name == "No Results Found" && $0.frame != nil }
      _ = try window.waitFor { $0.isFocused && $0.role == "push button" && $0.name == "Clear Search" }
      #expect(sandbox.trashed() == ["FixtureSymbols-Regular.ttf"])
    }

    @Test func filtersThatLeaveNothingSaySoAndTheirButtonClearsThem() throws {
      defer { sandbox.remove() }
      let window = try openWindowWithFilters()
      defer { window.close() }
      // No fixture font is variable.
      _ = try window.tab { $0.role == "check box" && $0.name == "Variable" }
      window.keys("space")
      _ = try window.waitFor { $0.name == "No Results Found" && $0.frame != nil }
      #expect(try window.objects().contains { $0.name == "No family matches the filters" && $0.frame != nil })
      window.keys("Escape")
      let clear = try window.waitFor { $0.name == "Clear Filters" && $0.role == "push button" && $0.frame != nil }
      try window.click(clear)
      _ = try window.waitFor { $0.role == "label" && $0.name == "6 of 6" }
      #expect(try chips(window).isEmpty)
      #expect(try shownFamilies(window).count == 6)
    }

    /// Escape on the chip of filters that leave nothing clears them with the focus on the
    /// first row: it was on the emptied list itself, no row (a screen reader heard "Font
    /// Families, list"), and Down went to the second row.
    @Test func escapeOnAChipOfFiltersThatLeaveNothingFocusesTheFirstRow() throws {
      defer { sandbox.remove() }
      // Opened so (`typecase --variable`; no fixture font is variable): the list never had a
      // row.
      let window = try FaceWindow(
        page: "families", fontsConfiguration: sandbox.configuration, configHome: sandbox.configHome,
        extraEnvironment: sandbox.environment, arguments: ["--variable"])
      defer { window.close() }
      _ = try window.waitFor { $0.role == "push button" && $0.name == "Clear Filters" && $0.isFocused }
      window.keys("shift+Tab")
      _ = try window.waitFor { $0.role == "push button" && $0.name == "Remove filter Variable" && $0.isFocused }
      window.keys("Escape")
      _ = try window.waitFor { $0.role == "label" && $0.name == "6 of 6" }
      let rows = try window.objects().filter { $0.role == "list item" && $0.frame != nil }
        .sorted { ($0.frame?.y ?? 0) < ($1.frame?.y ?? 0) }
      let first = try #require(rows.first)
      _ = try window.waitFor { $0.role == "list item" && $0.name == first.name && $0.isFocused }
      window.keys("Down")
      _ = try window.waitFor { $0.role == "list item" && $0.name == rows[1].name && $0.isFocused }
    }

    @Test func aFamilyInstalledForEveryoneSaysOnItsPageWhyItCannotBeRemovedAndWhere() throws {
      defer { sandbox.remove() }
      let window = try sandbox.openWindow(page: "family/Fixture Mono")
      defer { window.close() }
      // The family's two fonts are counted, not called "this font".
      let faces = try #require(FixtureFonts.expectedFaceCounts["Fixture Mono"])
      let note = try window.waitFor {
        $0.role == "label"
          && $0.name.hasPrefix("These \(faces) fonts cannot be removed: they are installed for everyone")
          && $0.frame != nil
      }
      #expect(note.name.contains(FixtureFonts.fontsDirectory.path), "\(note.name)")
      // No button that could never act (it was a Tab stop saying what the note says).
      #expect(try !window.objects().contains { $0.name == "Move to Trash" })
    }

    /// A family of the user's font and fonts installed for everyone says, under Move to Trash,
    /// that those stay: the button said nothing of it, and took the user's font at once.
    @Test func aFamilyOfTheUsersAndEveryonesFontsSaysWhichStay() throws {
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Regular.ttf"),
        to: sandbox.fonts.appendingPathComponent("FixtureMono-Custom.ttf"),
        editing: DerivedFont.restyling(
          style: "Custom", fullName: "Fixture Mono Custom", postScriptName: "FixtureMono-Custom"))
      let window = try sandbox.openWindow(page: "family/Fixture Mono")
      defer { window.close() }
      let faces = try #require(FixtureFonts.expectedFaceCounts["Fixture Mono"])
      let note = try window.waitFor {
        $0.role == "label" && $0.name.hasPrefix("\(faces) fonts stay: they are installed for everyone")
          && $0.frame != nil
      }
      #expect(note.name.contains(FixtureFonts.fontsDirectory.path), "\(note.name)")
      let button = try window.waitFor { $0.role == "push button" && $0.name == "Move to Trash" && $0.frame != nil }
      #expect(button.frame != nil)
    }

    @Test func aFacePageSaysWhichOtherFontsItsFileTakesToTheTrash() throws {
      defer { sandbox.remove() }
      // A variable font's named instances are fonts of one file: removing one removes all.
      let variable = FixtureFonts.packageRoot.appendingPathComponent("Tests/Fixtures/face-fonts/FixtureVariable-VF.ttf")
      let installed = try sandbox.typecase(["install", variable.path])
      try #require(installed.status == 0, "\(installed.standardError)")
      let window = try sandbox.openWindow(page: "face/FixtureVariable-Regular")
      defer { window.close() }
      let note = try window.waitFor {
        $0.role == "label" && $0.name.hasPrefix("Move to Trash also takes ") && $0.frame != nil
      }
      let count = Int(note.name.split(separator: " ")[5]) ?? 0
      // Thin, Bold and Black High Grade at least, besides the Regular shown.
      #expect(count >= 3, "\(note.name)")
      #expect(note.name.hasSuffix("other fonts that share its files."), "\(note.name)")
    }
  }
}
