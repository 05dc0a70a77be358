import FixtureSupport
import Foundation
import Testing

extension WindowProcesses {
  /// Remove Duplicates in the real window (issue 9), through real input: a font installed
  /// twice in the user's folder loses the copy fontconfig does not prefer, by keyboard, and
  /// Undo brings it back; fonts installed for everyone offer nothing.
  ///
  /// Each test has its own user fonts folder, trash, settings and fontconfig configuration
  /// (`UserFontsSandbox`).
  @Suite(.enabled(if: canReadAccessibleTrees, "needs a display, a D-Bus session and python3-pyatspi (scripts/test)"))
  struct DuplicateRemovalWindowTests {
    let sandbox = UserFontsSandbox()

    @Test func aFontInstalledTwiceLosesTheCopyFontconfigDoesNotPreferAndUndoBringsItBack() throws {
      defer { sandbox.remove() }
      let names = ["FixtureSymbols-Copy.ttf", "FixtureSymbols-Regular.ttf"]
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      for name in names {
        try FileManager.default.copyItem(at: UserFontsSandbox.symbols, to: sandbox.fonts.appendingPathComponent(name))
      }
      let window = try sandbox.openWindow(page: "family/Fixture Symbols")
      defer { window.close() }
      // The row of the copy that is not preferred names the one that is.
      let note = try window.waitFor { $0.name.contains("fontconfig prefers Fixture") && $0.frame != nil }
      let preferred = try #require(names.first { note.name.hasSuffix("fontconfig prefers " + $0) }, "\(note.name)")
      let other = try #require(names.first { $0 != preferred })
      _ = try window.waitFor { $0.role == "push button" && $0.name == "Remove Duplicates" && $0.frame != nil }
      _ = try window.tab { $0.role == "push button" && $0.name == "Remove Duplicates" }
      window.keys("space")
      _ = try window.waitFor { $0.role == "label" && $0.name == "Moved \(other) to the trash" && $0.frame != nil }
      #expect(sandbox.installedFiles() == [preferred])
      #expect(sandbox.trashed() == [other])
      // One copy left: nothing more to offer.
      #expect(
        try eventually {
          try !window.objects().contains { $0.name == "Remove Duplicates" && $0.frame != nil }
        })
      // The focus, on the button that went, is on the copy left: it went to the back button,
      // read "Back to Font Families" as though the page had closed.
      let focused = try window.waitFor { $0.isFocused }
      #expect(
        focused.role == "list item" && focused.name.hasPrefix("FixtureSymbols"), "\(focused.role) \(focused.name)")
      let undo = try window.waitFor { $0.role == "push button" && $0.name == "Undo" && $0.frame != nil }
      try window.click(undo)
      #expect(eventually { sandbox.installedFiles() == names })
      #expect(sandbox.trashed().isEmpty)
      _ = try window.waitFor { $0.role == "push button" && $0.name == "Remove Duplicates" && $0.frame != nil }
      #expect(
        try Data(contentsOf: sandbox.fonts.appendingPathComponent(other)) == Data(contentsOf: UserFontsSandbox.symbols))
    }

    /// Remove Duplicates stands under the header bar, beside a note that says how many copies
    /// it is for, and Shift+Tab from the list reaches it: in the header bar its words took the
    /// title's room, and the back button read "Font Fa…" at the window's first width.
    @Test func removeDuplicatesStandsUnderTheHeaderBarBesideItsNote() throws {
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      for name in ["FixtureSymbols-Copy.ttf", "FixtureSymbols-Regular.ttf"] {
        try FileManager.default.copyItem(at: UserFontsSandbox.symbols, to: sandbox.fonts.appendingPathComponent(name))
      }
      let window = try sandbox.openWindow(page: "family/Fixture Symbols")
      defer { window.close() }
      let button = try window.waitFor {
        $0.role == "push button" && $0.name == "Remove Duplicates" && $0.frame != nil
      }
      let back = try window.waitFor { $0.role == "push button" && $0.name == "Font Families" && $0.frame != nil }
      let note = try window.waitFor {
        $0.role == "label"
          && $0.name.hasSuffix("1 copy in your fonts folder duplicates a font programs get from another file.")
          && $0.frame != nil
      }
      let buttonFrame = try #require(button.frame)
      let backFrame = try #require(back.frame)
      let noteFrame = try #require(note.frame)
      #expect(buttonFrame.y >= backFrame.y + backFrame.height, "button \(buttonFrame), back \(backFrame)")
      // Side by side: the note before the button, on the same band.
      #expect(noteFrame.x + noteFrame.width <= buttonFrame.x, "note \(noteFrame), button \(buttonFrame)")
      #expect(noteFrame.y < buttonFrame.y + buttonFrame.height && buttonFrame.y < noteFrame.y + noteFrame.height)
      _ = try window.waitFor { $0.role == "list item" && $0.isFocused }
      window.keys("shift+Tab")
      _ = try window.waitFor { $0.role == "push button" && $0.name == "Remove Duplicates" && $0.isFocused }
    }

    @Test func aFacePageOfAFontInstalledTwiceOffersItToo() throws {
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      for name in ["FixtureSymbols-Copy.ttf", "FixtureSymbols-Regular.ttf"] {
        try FileManager.default.copyItem(at: UserFontsSandbox.symbols, to: sandbox.fonts.appendingPathComponent(name))
      }
      let window = try sandbox.openWindow(page: "face/FixtureSymbols-Regular")
      defer { window.close() }
      let button = try window.waitFor {
        $0.role == "push button" && $0.name == "Remove Duplicates" && $0.frame != nil
      }
      // The details name the other copy and the one programs get, as fc-match does.
      let copies = try window.waitFor { $0.role == "list item" && $0.name == "Copies" }
      let file = try window.waitFor { $0.role == "list item" && $0.name == "File" }
      var environment = FixtureFonts.environment(sandbox.environment)
      environment["FONTCONFIG_FILE"] = sandbox.configuration.path
      let matched = try ProcessRunner.runTool(
        "fc-match", ["-f", "%{file}", ":postscriptname=FixtureSymbols-Regular"], environment: environment
      ).standardOutput
      let preferred = matched == file.description ? "this copy" : String(matched.split(separator: "/").last ?? "")
      let other = file.description.hasSuffix("Copy.ttf") ? "FixtureSymbols-Regular.ttf" : "FixtureSymbols-Copy.ttf"
      #expect(copies.description == "also in \(other); fontconfig prefers \(preferred)", "\(file.description)")
      // Where the button is now: found before the page had laid out its details, it could have
      // moved since (the click missed it under load).
      let shown = try window.waitFor { $0.role == "push button" && $0.name == button.name && $0.frame != nil }
      try window.click(shown)
      _ = try window.waitFor { $0.role == "label" && $0.name.hasPrefix("Moved FixtureSymbols-") && $0.frame != nil }
      #expect(sandbox.installedFiles().count == 1)
      #expect(sandbox.trashed().count == 1)
    }

    /// Remove Duplicates clicked just after another program put a newer version in place of
    /// the copy it would take, before the window noticed: the copy programs get now stays.
    ///
    /// It took the new version, and programs went back to the old one.
    @Test func aCopyReplacedByANewerVersionJustBeforeTheClickStays() throws {
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      let names = ["FixtureSymbols-Copy.ttf", "FixtureSymbols-Regular.ttf"]
      for name in names {
        try FileManager.default.copyItem(at: UserFontsSandbox.symbols, to: sandbox.fonts.appendingPathComponent(name))
      }
      var environment = FixtureFonts.environment(sandbox.environment)
      environment["FONTCONFIG_FILE"] = sandbox.configuration.path
      func preferred() throws -> String {
        let matched = try ProcessRunner.runTool(
          "fc-match", ["-f", "%{file}", ":postscriptname=FixtureSymbols-Regular"], environment: environment
        ).standardOutput
        return URL(fileURLWithPath: matched).lastPathComponent
      }
      let window = try sandbox.openWindow(page: "family/Fixture Symbols")
      defer { window.close() }
      let button = try window.waitFor {
        $0.role == "push button" && $0.name == "Remove Duplicates" && $0.frame != nil
      }
      let kept = try preferred()
      let replaced = try #require(names.first { $0 != kept })
      let newer = sandbox.work.appendingPathComponent("newer.ttf")
      try DerivedFont.write(from: UserFontsSandbox.symbols, to: newer, editing: "font['head'].fontRevision = 9.0")
      // In place, as a sync tool puts a file: a new file renamed over the old one.
      try #require(rename(newer.path, sandbox.fonts.appendingPathComponent(replaced).path) == 0)
      try window.click(button)
      try #require(try preferred() == replaced, "fontconfig prefers the newer version")
      _ = try window.waitFor { $0.role == "label" && $0.name == "Moved \(kept) to the trash" && $0.frame != nil }
      #expect(sandbox.installedFiles() == [replaced])
      #expect(sandbox.trashed() == [kept])
    }

    /// A Remove Duplicates click that waits for fonts read again says so on its button until
    /// they are read, then removes the copy: it seemed to do nothing for as long as the read
    /// took (seconds at 50,000 faces).
    ///
    /// A FIFO in the fonts folder holds fontconfig's read (it opens the file, which waits for
    /// a writer) until the test writes to it.
    @Test func aClickThatWaitsForFontsReadAgainSaysSoOnItsButton() throws {
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      let names = ["FixtureSymbols-Copy.ttf", "FixtureSymbols-Regular.ttf"]
      for name in names {
        try FileManager.default.copyItem(at: UserFontsSandbox.symbols, to: sandbox.fonts.appendingPathComponent(name))
      }
      let window = try sandbox.openWindow(page: "family/Fixture Symbols")
      defer { window.close() }
      let button = try window.waitFor {
        $0.role == "push button" && $0.name == "Remove Duplicates" && $0.frame != nil
      }
      let hold = sandbox.fonts.appendingPathComponent("hold.ttf")
      try #require(mkfifo(hold.path, 0o600) == 0)
      // Lets a read waiting on the FIFO go (it reads no font) and takes the FIFO away, so that
      // no later read waits on it; whatever happens, so that the window can close.
      var released = false
      func release() {
        guard !released else { return }
        released = true
        let writer = open(hold.path, O_WRONLY | O_NONBLOCK)
        unlink(hold.path)
        if writer >= 0 { close(writer) }
      }
      defer { release() }
      try window.click(button)
      _ = try window.waitFor { $0.role == "push button" && $0.name == "Removing Duplicates…" && $0.frame != nil }
      #expect(sandbox.installedFiles() == names + ["hold.ttf"])
      #expect(sandbox.trashed().isEmpty)
      release()
      let moved = try window.waitFor {
        $0.role == "label" && $0.name.hasPrefix("Moved FixtureSymbols-") && $0.name.hasSuffix(" to the trash")
          && $0.frame != nil
      }
      #expect(sandbox.trashed().count == 1, "\(moved.name)")
    }

    /// With the Duplicates filter on, a family that becomes a duplicate elsewhere (another
    /// program copies a font in) and sorts above the focused row leaves the focus where it was:
    /// the list emptied while the new fonts' facts were read, and the focus came back at its
    /// old place, on the new family (Enter opened the wrong one).
    @Test func aFamilyFilteredInAboveTheFocusedRowLeavesTheFocusOnIt() throws {
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      for name in ["FixtureSymbols-Copy.ttf", "FixtureSymbols-Regular.ttf"] {
        try FileManager.default.copyItem(at: UserFontsSandbox.symbols, to: sandbox.fonts.appendingPathComponent(name))
      }
      // The filter turned on in the window, by keyboard (given at launch, the facts were read
      // before the fonts were shown, again at each change).
      let window = try sandbox.openWindow()
      defer { window.close() }
      window.keys("ctrl+shift+f")
      _ = try window.tab { $0.role == "check box" && $0.name == "Duplicates" }
      window.keys("space")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Duplicates" && $0.isChecked }
      window.keys("Escape")
      _ = try window.waitFor { $0.isFocused && $0.name == "Filters, 1 on" }
      // Fixture Serif, a duplicate among the fixtures, comes first: the focus goes down a row.
      _ = try window.tab { $0.role == "list item" && $0.name.hasPrefix("Fixture Serif") }
      window.keys("Down")
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Fixture Symbols") && $0.isFocused }
      try FileManager.default.copyItem(
        at: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Regular.ttf"),
        to: sandbox.fonts.appendingPathComponent("FixtureMono-Regular.ttf"))
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Fixture Mono") && $0.frame != nil }
      Thread.sleep(forTimeInterval: 0.5)
      let focused = try window.waitFor { $0.isFocused }
      #expect(focused.name.hasPrefix("Fixture Symbols"), "\(focused.role) \(focused.name)")
    }

    /// Each copy of a face on its family page is drawn from its own file, as its page is:
    /// asked for by family and style, both rows were drawn from the copy fontconfig picks
    /// (Inter.var.ttf's italic instances upright, from Inter-roman.var.ttf).
    ///
    /// Here the second copy draws every lowercase letter as another one: its row must look
    /// different.
    @Test func eachCopyOfAFaceIsDrawnFromItsOwnFile() throws {
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      let source = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf")
      for (file, swapped) in [("CopySans-A.ttf", false), ("CopySans-B.ttf", true)] {
        try DerivedFont.write(
          from: source, to: sandbox.fonts.appendingPathComponent(file),
          editing: (swapped
            ? DerivedFont.swappingOutlines(of: "abcdefghijklmnopqrstuvwxyz", keepingCharacters: false) : "")
            + "\n" + DerivedFont.naming(family: "Copy Sans", postScriptName: "CopySans-Regular"))
      }
      let window = try sandbox.openWindow(page: "family/Copy Sans")
      defer { window.close() }
      let rows = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("CopySans-Regular, CopySans-B") }
      let other = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("CopySans-Regular, CopySans-A") }
      Thread.sleep(forTimeInterval: 0.5)
      // The rows' left part, where the name is drawn (the files differ in the text beside it).
      func name(_ row: FaceWindow.Object) throws -> FaceWindow.Object {
        var cut = row
        let frame = try #require(row.frame)
        cut.frame = (frame.x, frame.y, 150, frame.height)
        return cut
      }
      #expect(try window.pixels(of: name(rows)) != window.pixels(of: name(other)), "both copies drawn alike")
    }

    @Test func copiesInstalledForEveryoneOfferNothing() throws {
      defer { sandbox.remove() }
      // Fixture Serif is installed twice (.otf and .ttf), both outside the user's folder.
      let window = try sandbox.openWindow(page: "family/Fixture Serif")
      defer { window.close() }
      _ = try window.waitFor { $0.name.contains("fontconfig prefers") && $0.frame != nil }
      #expect(try !window.objects().contains { $0.name == "Remove Duplicates" && $0.frame != nil })
    }
  }
}
