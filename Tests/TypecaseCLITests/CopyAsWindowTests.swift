import FixtureSupport
import Foundation
import Testing

extension WindowProcesses {
  /// "Copy as…" in the real window: the face page's menu button clicked (XTest) and an entry
  /// chosen with the arrow keys, and a face row's menu opened with the Menu key; what lands on the clipboard (read back with xclip)
  /// is the snippet `typecase snippet` writes, and a toast says which format.
  @Suite(
    .enabled(
      if: canReadAccessibleTrees && FileManager.default.isExecutableFile(atPath: "/usr/bin/xclip"),
      "needs a display, a D-Bus session, python3-pyatspi and xclip (scripts/test)"))
  struct CopyAsWindowTests {
    @Test func theFacePagesMenuCopiesThePangoDescription() throws {
      let window = try FaceWindow(page: "face/FixtureVariable-Bold")
      defer { window.close() }
      let button = try window.waitFor { $0.name == "Copy as…" && $0.frame != nil }
      try window.click(button)
      // The menu opens on its first entry (CSS); Pango's description is the third.
      _ = try window.waitFor { $0.name == "Pango font description" }
      window.keys("Down", "Down", "Return")
      let expected = try snippet("FixtureVariable-Bold", "pango", window: window)
      #expect(expected == "Fixture Variable Bold @wght=700,GRAD=0")
      #expect(try clipboard(becoming: expected, window: window) == expected)
      _ = try window.waitFor { $0.name == "Copied Pango font description" }
    }

    /// What `typecase snippet` says of a snippet comes with it behind the toast's Details: a
    /// family whose name holds a comma, which a Pango description reads as two families (the
    /// window said only "Copied Pango font description").
    @Test func aSnippetsCaveatIsBehindTheToastsDetails() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-comma-\(UUID())")
      defer { try? FileManager.default.removeItem(at: folder) }
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let font = folder.appendingPathComponent("CommaColonSans-Regular.ttf")
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf"), to: font,
        editing: DerivedFont.naming(family: "Comma, Colon Sans", postScriptName: "CommaColonSans-Regular"))
      let window = try FaceWindow(page: nil, arguments: [font.path])
      defer { window.close() }
      let button = try window.waitFor { $0.name == "Copy as…" && $0.frame != nil }
      try window.click(button)
      _ = try window.waitFor { $0.name == "Pango font description" && $0.frame != nil }
      window.keys("Down", "Down", "Return")
      let expected = try snippet(font.path, "pango", window: window)
      #expect(try clipboard(becoming: expected, window: window) == expected)
      _ = try window.waitFor { $0.name == "Copied Pango font description (see Details)" && $0.frame != nil }
      let details = try window.waitFor { $0.role == "push button" && $0.name == "Details" && $0.frame != nil }
      try window.click(details)
      let note = try ProcessRunner.run(
        ProcessRunner.typecase, ["snippet", font.path, "--as", "pango"], environment: window.environment
      ).standardError
      #expect(note.contains("(the family name holds a comma"), "\(note)")
      let message = try window.waitFor {
        $0.role == "label" && $0.name.hasPrefix("The family name holds a comma") && $0.frame != nil
      }
      #expect(note.contains(message.name.dropFirst().prefix(60)), "\(message.name)")
      // Headed by what was done (it repeated the toast's "(see Details)").
      #expect(try window.objects().contains { $0.role == "dialog" && $0.name == "Copied Pango font description" })
    }

    /// A feature of several alternates picks one beside its switch (a click on its chooser,
    /// keys in its list), and the face is shaped with it: what Copy as… gives is the CSS
    /// `typecase snippet --features salt=3` writes (the switch alone drew the first alternate).
    @Test func aFeatureOfSeveralAlternatesPicksOne() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-alternates-\(UUID())")
      defer { try? FileManager.default.removeItem(at: folder) }
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let font = folder.appendingPathComponent("AlternateSans-Regular.ttf")
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"), to: font,
        editing: DerivedFont.naming(family: "Alternate Sans", postScriptName: "AlternateSans-Regular") + """

          from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
          addOpenTypeFeaturesFromString(font, "feature salt { sub a from [b c d]; } salt;")
          """)
      let window = try FaceWindow(page: nil, arguments: [font.path])
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      // Scrolled into sight by the mouse wheel, as a user reaches the features.
      window.xdotool("mousemove", "--window", window.windowID, "360", "500")
      let isChooser = { (object: FaceWindow.Object) in object.name == "Alternate of Stylistic Alternates" }
      var chooser = try window.waitFor(isChooser)
      // Up to the middle of the window, for its list to open below it.
      for _ in 0..<30 where chooser.frame.map({ $0.y + $0.height > window.height / 2 }) ?? true {
        window.xdotool("click", "5")
        Thread.sleep(forTimeInterval: 0.1)
        chooser = try window.waitFor(isChooser)
      }
      try window.click(chooser)
      // The list opens on the alternate shown, the first; each read with the count, not as a
      // bare number (a screen reader said "2").
      let first = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Alternate 1 of ") && $0.isFocused }
      let count = first.name.dropFirst("Alternate 1 of ".count)
      for number in [2, 3] {
        window.keys("Down")
        _ = try window.waitFor {
          $0.role == "list item" && $0.name == "Alternate \(number) of \(count)" && $0.isFocused
        }
      }
      window.keys("Return")
      _ = try window.waitFor {
        $0.role == "push button" && $0.name == "Alternate of Stylistic Alternates"
          && $0.description == "Alternate 3 of \(count)"
      }
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Stylistic Alternates" && $0.isChecked }
      // By keyboard: Tab from the chooser to its switch, Shift+Tab back (it left the row).
      window.keys("Tab")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Stylistic Alternates" && $0.isFocused }
      window.keys("shift+Tab")
      _ = try window.waitFor {
        $0.role == "push button" && $0.name == "Alternate of Stylistic Alternates" && $0.isFocused
      }
      // The pointer out of the way of the menu, which would take the entry under it.
      window.xdotool("mousemove", "0", "0")
      window.keys("Menu")
      _ = try window.waitFor { $0.name == "GTK CSS" && $0.frame != nil }
      window.keys("Return")
      let result = try ProcessRunner.run(
        ProcessRunner.typecase, ["snippet", font.path, "--as", "css", "--features", "salt=3"],
        environment: window.environment)
      try #require(result.status == 0, "\(result.standardError)")
      let expected = String(result.standardOutput.dropLast())
      #expect(expected.contains("font-feature-settings: \"salt\" 3;"), "\(expected)")
      let copied = try clipboard(becoming: expected, window: window)
      #expect(copied == expected, "\(copied)")
    }

    @Test func theMenuKeyOpensAFacePagesMenuFromItsSliders() throws {
      let window = try FaceWindow(page: "face/FixtureVariable-Bold")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "slider" && $0.name == "Weight" && $0.value == 700 }
      let weight = try window.tab { $0.role == "slider" && $0.name == "Weight" }
      // Read with its tag, shown under its name.
      #expect(weight.description == "wght", "\(weight.description)")
      // Tabbed to, it is shown: it stayed below the window (GTK 4.8 did not make the focus
      // visible after the Tab, and the page scrolled for a visible focus alone).
      let shown = try window.waitFor {
        $0.role == "slider" && $0.name == "Weight" && $0.isFocused
          && ($0.frame.map { $0.y + $0.height <= window.height } ?? false)
      }
      #expect(shown.isFocused)
      window.keys("Menu")
      // What it copies once a slider moved is the model's (FaceScreensTests).
      _ = try window.waitFor { $0.name == "Pango font description" && $0.frame != nil }
      // The open menu is read by its name, not its class's ("GtkPopoverMenu").
      let menu = try window.objects().filter { $0.frame != nil }
      #expect(menu.filter { $0.role == "menu" }.map(\.name) == ["Copy as…"], "\(menu.map { "\($0.role) \($0.name)" })")
      // Closed, the focus is back on the slider, shown, as after a context menu (it stayed
      // on the menu's button at the top of the page).
      window.keys("Escape")
      _ = try window.waitFor {
        $0.role == "slider" && $0.name == "Weight" && $0.isFocused
          && ($0.frame.map { $0.y >= 0 && $0.y + $0.height <= window.height } ?? false)
      }
    }

    @Test func aFaceRowsMenuOpensWithTheMenuKeyAndCopiesCSS() throws {
      let window = try FaceWindow(page: "family/Fixture Mono")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      // Each row's menu button is named after its face.
      _ = try window.waitFor { $0.name == "Copy FixtureMono-Regular as…" }
      // The page opens with its first row focused.
      _ = try window.waitFor { $0.role == "list item" && $0.name == "FixtureMono-Regular" && $0.isFocused }
      window.keys("Menu")
      _ = try window.waitFor { $0.name == "GTK CSS" }
      #expect(
        try window.objects().filter { $0.frame != nil && $0.role == "menu" }.map(\.name) == [
          "Copy FixtureMono-Regular as…"
        ])
      // The menu opens on its first entry: CSS.
      window.keys("Return")
      let expected = try snippet("FixtureMono-Regular", "css", window: window)
      #expect(expected.contains("src: local(\"FixtureMono-Regular\")"))
      #expect(try clipboard(becoming: expected, window: window) == expected)
      _ = try window.waitFor { $0.name == "Copied CSS" }
      // The focus goes back to the row, as after a context menu (it stayed on the row's copy
      // button), also when the menu is closed with Escape.
      _ = try window.waitFor { $0.role == "list item" && $0.name == "FixtureMono-Regular" && $0.isFocused }
      window.keys("Down", "Menu")
      _ = try window.waitFor { $0.name == "GTK CSS" && $0.frame != nil }
      window.keys("Escape")
      _ = try window.waitFor { $0.role == "list item" && $0.name == "FixtureMono-Bold" && $0.isFocused }
      // With the toast still shown, Escape goes back: it only took the toast away
      // (libadwaita's toast overlay binds Escape), and a second Escape went back.
      #expect(try window.objects().contains { $0.name == "Copied CSS" && $0.frame != nil })
      window.keys("Escape")
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Fixture Mono") && $0.isFocused }
    }

    /// A right-click on a face row opens its menu, as the Menu key does (it did nothing), and
    /// its entry copies for the row clicked, not the one focused.
    @Test func aRightClickOnAFaceRowOpensItsMenu() throws {
      let window = try FaceWindow(page: "family/Fixture Mono")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Copy FixtureMono-Bold as…" }
      let bold = try window.waitFor { $0.role == "list item" && $0.name == "FixtureMono-Bold" && $0.frame != nil }
      let frame = try #require(bold.frame)
      window.xdotool(
        "mousemove", "--window", window.windowID, String(frame.x + frame.width / 3), String(frame.y + frame.height / 2))
      window.xdotool("click", "3")
      _ = try window.waitFor { $0.name == "GTK CSS" && $0.frame != nil }
      #expect(
        try window.objects().filter { $0.frame != nil && $0.role == "menu" }.map(\.name) == [
          "Copy FixtureMono-Bold as…"
        ])
      // It opens on its first entry, CSS, as by the Menu key.
      window.keys("Return")
      let expected = try snippet("FixtureMono-Bold", "css", window: window)
      #expect(try clipboard(becoming: expected, window: window) == expected)
    }

    /// Enter on a row of the face's details copies its value (the exact names could not be
    /// copied from the page: the values are not selectable).
    @Test func enterOnADetailCopiesItsValue() throws {
      let window = try FaceWindow(page: "face/FixtureVariable-Bold")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "slider" && $0.name == "Weight" && $0.frame != nil }
      // From the character search (Ctrl+F), the grid and the languages come before the details.
      window.keys("ctrl+f")
      // Tab to the details (one stop), then Down to the row: Family, Style, Full Name,
      // PostScript Name.
      _ = try window.tab { $0.role == "list item" && $0.name == "Family" }
      window.keys("Down", "Down", "Down")
      _ = try window.waitFor { $0.isFocused && $0.name == "PostScript Name" }
      window.keys("Return")
      #expect(try clipboard(becoming: "FixtureVariable-Bold", window: window) == "FixtureVariable-Bold")
      _ = try window.waitFor { $0.name == "Copied “FixtureVariable-Bold”" }
      // Ctrl+C copies the focused detail too, as it copies the grid's character.
      window.keys("Down")
      let next = try window.waitFor { $0.isFocused && $0.role == "list item" && $0.name != "PostScript Name" }
      window.keys("ctrl+c")
      #expect(try clipboard(becoming: next.description, window: window) == next.description, "\(next.name)")
    }

    /// Ctrl+C on a family row copies the family's exact name, and on a font row its PostScript
    /// name, each said in a toast (the names could be copied only as code, from a font's menu).
    @Test func ctrlCOnARowCopiesItsName() throws {
      let window = try FaceWindow(page: "families")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Fixture Color") && $0.isFocused }
      window.keys("ctrl+c")
      #expect(try clipboard(becoming: "Fixture Color", window: window) == "Fixture Color")
      _ = try window.waitFor { $0.name == "Copied “Fixture Color”" }
      // Fixture Mono searched for and opened: its second font.
      window.keys("m", "o", "n", "o")
      _ = try window.waitFor { $0.name == "1 of 10" }
      window.keys("Down")
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Fixture Mono") && $0.isFocused }
      window.keys("Return")
      _ = try window.waitFor { $0.role == "list item" && $0.name == "FixtureMono-Regular" && $0.isFocused }
      window.keys("Down", "ctrl+c")
      #expect(try clipboard(becoming: "FixtureMono-Bold", window: window) == "FixtureMono-Bold")
    }

    /// What `typecase snippet FACE --as FORMAT` writes, without its final newline.
    func snippet(_ face: String, _ format: String, window: FaceWindow) throws -> String {
      let result = try ProcessRunner.run(
        ProcessRunner.typecase, ["snippet", face, "--as", format], environment: window.environment)
      try #require(result.status == 0, "\(result.standardError)")
      return String(result.standardOutput.dropLast())
    }

    /// The clipboard's text once it is `expected`, or what it holds after five seconds of
    /// asking (the window sets it as the key or click is handled).
    func clipboard(becoming expected: String, window: FaceWindow) throws -> String {
      var text = ""
      for _ in 0..<20 {
        text = try ProcessRunner.runTool("xclip", ["-o", "-selection", "clipboard"], environment: window.environment)
          .standardOutput
        if text == expected { break }
        Thread.sleep(forTimeInterval: 0.25)
      }
      return text
    }
  }
}
