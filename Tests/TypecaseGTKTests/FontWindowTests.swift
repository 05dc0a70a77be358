import CAdwaita
import FixtureSupport
import GtkSupport
import TypecaseCore
import TypecaseUI
import XCTest

@testable import TypecaseGTK

/// The font-list seed in a real GTK window.
final class FontWindowTests: WindowTestCase {
  func testFirstScreenListsFixtureFamiliesInTheirFontsWithDisclosures() throws {
    open()
    XCTAssertEqual(headerTitle, "Font Families")
    XCTAssertNil(backButtonText)
    let rows = drawnRows()
    XCTAssertEqual(rows.map(\.text), FixtureFonts.expectedFaceCounts.keys.sorted())
    for row in rows {
      let label = WidgetTree.children(of: row.box)[0]
      XCTAssertEqual(WidgetInspection.fontFamily(ofLabel: label), row.text)
      XCTAssertEqual(WidgetInspection.fontPoints(ofLabel: label), 17)
      let several = (FixtureFonts.expectedFaceCounts[row.text] ?? 0) >= 2
      XCTAssertEqual(row.accessory, several ? "go-next-symbolic" : nil, row.text)
      // The list item is what takes focus and is read (issue 13.16).
      let count = FixtureFonts.expectedFaceCounts[row.text] ?? 0
      let item = try XCTUnwrap(row.box.parent)
      XCTAssertTrue(Accessibility.hasLabel(item, several ? "\(row.text), \(count) fonts" : row.text))
    }
  }

  func testMultiFaceFamilyOpensItsFontsAndBackReturns() throws {
    open()
    XCTAssertTrue(window.installButtonWidget.isVisible)
    XCTAssertTrue(window.settingsButtonWidget.isVisible)
    // The header's buttons name their shortcuts (the filter button's said "Filters" alone).
    XCTAssertEqual(window.settingsButtonWidget.tooltip, "Settings (Ctrl+,)")
    XCTAssertEqual(window.filterButtonWidget.tooltip, "Filters (Shift+Ctrl+F)")
    XCTAssertTrue(Accessibility.hasLabel(window.filterButtonWidget, "Filters"))
    activateRow("Typecase Fixture Sans")
    XCTAssertEqual(headerTitle, "Typecase Fixture Sans")
    XCTAssertEqual(backButtonText, "Font Families")
    // The family list's own buttons stay there (Ctrl+O and Ctrl+, work everywhere): with them
    // a family page's header held eight buttons, and its title read "Stu…" at the window's
    // first width.
    XCTAssertFalse(window.installButtonWidget.isVisible)
    XCTAssertFalse(window.settingsButtonWidget.isVisible)
    XCTAssertTrue(Accessibility.hasLabel(window.backButtonWidget, "Font Families"))
    let rows = drawnRows()
    XCTAssertEqual(
      rows.map(\.text),
      [
        "TypecaseFixtureSans-Regular", "TypecaseFixtureSans-Italic", "TypecaseFixtureSans-Bold",
        "TypecaseFixtureSans-BoldItalic",
      ])
    XCTAssertEqual(
      rows.map(\.detail), ["Regular · TrueType", "Italic · TrueType", "Bold · TrueType", "Bold Italic · TrueType"])
    let weights = rows.map { WidgetInspection.fontWeight(ofLabel: WidgetTree.children(of: $0.box)[0]) }
    XCTAssertEqual(weights, [400, 400, 700, 700])
    // The new page has keyboard focus, so Enter acts at once.
    let focus = try XCTUnwrap(WidgetInspection.focusWidget(in: window.window))
    XCTAssertTrue(WidgetInspection.isInside(focus, try XCTUnwrap(window.currentPage).listView))

    WidgetDriving.activate(window.backButtonWidget)
    settle()
    XCTAssertEqual(headerTitle, "Font Families")
    XCTAssertNil(backButtonText)
    XCTAssertEqual(window.pages.count, 1)
    XCTAssertTrue(window.installButtonWidget.isVisible)
    XCTAssertTrue(window.settingsButtonWidget.isVisible)
  }

  func testSingleFaceFamilyDoesNotNavigate() {
    open()
    activateRow("Fixture Display")
    XCTAssertEqual(headerTitle, "Font Families")
    XCTAssertEqual(window.pages.count, 1)
  }

  func testSearchNarrowsTheListAndKeepsItOnReturn() throws {
    open()
    let entry = try XCTUnwrap(window.currentPage?.searchEntry)
    WidgetDriving.setText(entry, "나눔")
    XCTAssertTrue(MainContext.iterate(until: { self.drawnRows().map(\.text) == ["NanumFixture"] }, timeout: 3))
    XCTAssertEqual(window.subtitleText, "1 of 6")
    WidgetDriving.setText(entry, "fixture m")
    XCTAssertTrue(MainContext.iterate(until: { self.drawnRows().count == 2 }, timeout: 3))
    activateRow("Fixture Mono")
    XCTAssertEqual(headerTitle, "Fixture Mono")
    WidgetDriving.activate(window.backButtonWidget)
    settle()
    XCTAssertEqual(drawnRows().map(\.text), ["Fixture Mincho", "Fixture Mono"])
    XCTAssertEqual(WidgetInspection.text(ofEditable: entry), "fixture m")
  }

  func testOpensAtAFamilyPageWithTheBackStackInPlace() {
    open([.families, .family("Fixture Serif")])
    XCTAssertEqual(headerTitle, "Fixture Serif")
    XCTAssertEqual(backButtonText, "Font Families")
    // The two files provide one PostScript name: each row names its file, the other copy, and
    // the one fontconfig prefers.
    XCTAssertEqual(
      Set(drawnRows().compactMap(\.detail)),
      [
        "Regular · TrueType · FixtureSerif-Regular.ttf · also in FixtureSerif-Regular.otf; fontconfig prefers FixtureSerif-Regular.otf",
        "Regular · CFF · FixtureSerif-Regular.otf · also in FixtureSerif-Regular.ttf; fontconfig prefers this copy",
      ])
    WidgetDriving.activate(window.backButtonWidget)
    settle()
    XCTAssertEqual(drawnRows().count, 6)
  }

  /// In a narrow window a face's details are cut at the end, keeping their start (style,
  /// format): cut in the middle, a row showed the other copy's file name at its end, as if it
  /// were its own.
  func testAFacesDetailsAreCutAtTheEnd() throws {
    open([.families, .family("Fixture Serif")])
    window.window.defaultSize = (width: 300, height: 600)
    settle()
    let rows = drawnRows().filter { $0.detail?.contains("also in") == true }
    XCTAssertEqual(rows.count, 2)
    for row in rows {
      let parts = try XCTUnwrap(rowWidget(of: row.box))
      XCTAssertTrue(WidgetInspection.isEllipsized(parts.detail), "not cut: is the window narrow?")
      XCTAssertEqual(parts.detail.ellipsis, .end)
    }
  }
}

/// Fonts installed or removed while the window is open.
final class FontChangeTests: WindowTestCase {
  func testRefreshesWhenAFontIsInstalledAndRemoved() throws {
    open()
    XCTAssertEqual(app.model.allFamilies?.reduce(0, { $0 + $1.faceCount }), 11)
    // fontconfig compares folder dates in whole seconds.
    _ = MainContext.iterate(until: { false }, timeout: 1.2)
    let source = FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf")
    let installed = FixtureFonts.installDirectory.appendingPathComponent("FixtureDisplay-Copy.ttf")
    try FileManager.default.copyItem(at: source, to: installed)
    defer { try? FileManager.default.removeItem(at: installed) }
    XCTAssertTrue(
      MainContext.iterate(until: { self.app.model.allFamilies?.reduce(0, { $0 + $1.faceCount }) == 12 }, timeout: 10))
    XCTAssertEqual(drawnRows().first { $0.text == "Fixture Display" }?.accessory, "go-next-symbolic")

    _ = MainContext.iterate(until: { false }, timeout: 1.2)
    try FileManager.default.removeItem(at: installed)
    XCTAssertTrue(
      MainContext.iterate(until: { self.app.model.allFamilies?.reduce(0, { $0 + $1.faceCount }) == 11 }, timeout: 10))
    XCTAssertNil(drawnRows().first { $0.text == "Fixture Display" }?.accessory)
  }
}

/// Fonts that cannot draw their own names, and families that go away while their page is open.
final class InstalledFontTests: WindowTestCase {
  let extra = FixtureFonts.packageRoot.appendingPathComponent("Tests/Fixtures/extra-fonts")

  /// Installs `file` from extra-fonts under `name`; removed again at the end of the test.
  func install(_ file: String, as name: String) throws {
    let installed = FixtureFonts.installDirectory.appendingPathComponent(name)
    try FileManager.default.copyItem(at: extra.appendingPathComponent(file), to: installed)
    addTeardownBlock { try? FileManager.default.removeItem(at: installed) }
  }

  /// Every label text now in the window (toasts included).
  var windowTexts: [String] {
    WidgetTree.descendants(of: window.window).filter { $0.cssName == "label" }
      .map { WidgetInspection.text(ofLabel: $0) }
  }

  /// Issue 13.9: a symbol font's row shows its name in the interface font and a sample of its
  /// own characters, drawn in it, beside the name.
  func testASymbolFontsNameIsReadableWithASampleBesideIt() throws {
    open()
    _ = MainContext.iterate(until: { false }, timeout: 1.2)  // fontconfig compares whole seconds
    // The row is drawn in its own font first, then in the interface font: without a GTK misuse.
    let criticals = try GLibCriticals.logged {
      try install("FixtureSymbols-Regular.ttf", as: "FixtureSymbols-Regular.ttf")
      XCTAssertTrue(
        MainContext.iterate(until: { self.app.model.nameSamples["Fixture Symbols"] != nil }, timeout: 10))
      settle()
    }
    XCTAssertEqual(criticals, [])
    let row = try XCTUnwrap(drawnRows().first { $0.text == "Fixture Symbols" })
    XCTAssertEqual(row.detail, "ABCDEFGH")
    let parts = try XCTUnwrap(rowWidget(of: row.box))
    XCTAssertNil(WidgetInspection.fontFamily(ofLabel: parts.text), "the name is drawn in the interface font")
    XCTAssertEqual(WidgetInspection.fontFamily(ofLabel: parts.detail), "Fixture Symbols")
    // Fonts that can draw their names stay as they were.
    let sans = try XCTUnwrap(drawnRows().first { $0.text == "Typecase Fixture Sans" })
    XCTAssertEqual(WidgetInspection.fontFamily(ofLabel: try XCTUnwrap(rowWidget(of: sans.box)).text), sans.text)

    // At 48 points in a narrow window the sample gives way before the name, keeping its
    // first characters: cut in the middle, it read "A…H" beside a name cut to a few letters.
    app.apply(SettingsValues(stored: ["preview-size": "48"]))
    window.window.defaultSize = (width: 300, height: 600)
    settle()
    let narrow = try XCTUnwrap(rowWidget(of: try XCTUnwrap(drawnRows().first { $0.text == "Fixture Symbols" }).box))
    XCTAssertFalse(WidgetInspection.isEllipsized(narrow.text), "the name was cut")
    XCTAssertTrue(WidgetInspection.isEllipsized(narrow.detail), "the sample was not cut: is the window narrow?")
    XCTAssertEqual(narrow.detail.ellipsis, .end)
  }

  /// A page a second launch asks for just after its font was installed (`typecase install X
  /// && typecase --page family/X`) opens once the window has read the fonts again: the launch
  /// found the family in fontconfig's answer, the window had not looked yet, said "No font
  /// family named …" and stayed on the list.
  func testAPageOfAFontJustInstalledOpensOnceTheFontsAreReadAgain() throws {
    open()
    _ = MainContext.iterate(until: { false }, timeout: 1.2)  // fontconfig compares whole seconds
    try install("FixtureSymbols-Regular.ttf", as: "FixtureSymbols-Regular.ttf")
    // At once: before the window's next look at the font folders.
    app.open(page: "family/Fixture Symbols")
    XCTAssertTrue(
      MainContext.iterate(until: { self.headerTitle == "Fixture Symbols" }, timeout: 10), "\(headerTitle)")
    XCTAssertFalse(windowTexts.contains { $0.contains("No font family named") }, "\(windowTexts)")
  }

  /// A page asked for before the window's first fonts arrived, of a family installed after
  /// fontconfig was first read, opens once the fonts are read again: the first read (of the
  /// configuration read at start) did not have it, and the running window quit.
  func testAPageAskedForBeforeTheFirstFontsOpensOnceTheyAreIn() throws {
    // fontconfig's configuration read before the font is installed (as at a window's start).
    _ = try FontLibrary()
    _ = MainContext.iterate(until: { false }, timeout: 1.2)  // fontconfig compares whole seconds
    try install("FixtureSymbols-Regular.ttf", as: "FixtureSymbols-Regular.ttf")
    WindowTestCase.windowsOpened += 1
    app = TypecaseApp(
      options: TypecaseApp.Options(routes: [.families]), settings: SettingsValues(),
      applicationID: "org.typecase.Typecase.Test\(WindowTestCase.windowsOpened)")
    app.startWithoutMainLoop()
    XCTAssertFalse(app.hasFonts)
    app.open(page: "family/Fixture Symbols")
    // The window may be gone (the mistake under test closed it): read without unwrapping.
    XCTAssertTrue(
      MainContext.iterate(
        until: { self.app.hasFonts && self.app.window?.headerTitleText == "Fixture Symbols" }, timeout: 10),
      "\(app.hasFonts) \(app.window?.headerTitleText ?? "no window")")
  }

  /// A long family name on the back button is cut with an ellipsis (the button's tooltip and
  /// accessible name keep it whole): it made the header, and with it the window, as wide as
  /// the name, past the screen's edge.
  func testALongNameOnTheBackButtonDoesNotWidenTheWindow() throws {
    open([.families, .family("Typecase Fixture Sans"), .settings])
    settle()
    let width = window.window.width
    _ = MainContext.iterate(until: { false }, timeout: 1.2)  // fontconfig compares whole seconds
    let long = String(repeating: "An Extraordinarily Long Family Name ", count: 6) + "Sans"
    let installed = FixtureFonts.installDirectory.appendingPathComponent("LongName-Regular.ttf")
    let renamed = try ProcessRunner.runPython(
      [
        "-c",
        "import sys; from fontTools.ttLib import TTFont; f = TTFont(sys.argv[1]); "
          + "[f['name'].setName(sys.argv[3], i, 3, 1, 0x409) for i in (1, 4)]; "
          + "f['name'].setName('LongName-Regular', 6, 3, 1, 0x409); "
          + "f['name'].names = [n for n in f['name'].names if n.nameID not in (16, 17)]; f.save(sys.argv[2])",
        FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf").path, installed.path, long,
      ], environment: FixtureFonts.environment())
    XCTAssertEqual(renamed.status, 0, renamed.standardError)
    addTeardownBlock { try? FileManager.default.removeItem(at: installed) }
    // Opened at a family that is not installed, the window would not open at all.
    guard
      MainContext.iterate(until: { self.app.model.allFamilies?.contains { $0.name == long } == true }, timeout: 10)
    else { return XCTFail("the long-named font never showed") }
    // As a second launch with --page does.
    XCTAssertEqual(app.model.open([.families, .family(long), .settings]), [])
    window.refreshAll()
    settle()
    XCTAssertEqual(window.backButtonText, long)
    XCTAssertEqual(window.window.width, width)
    XCTAssertLessThan(window.backButtonWidget.width, width / 3)
  }

  /// A Type 1 face's page opens and says that GTK cannot draw it: Pango has no font for a map
  /// holding only such a face, and GTK crashed (a segmentation fault) drawing the preview's
  /// cursor.
  ///
  /// URW's C059 is Debian's (fonts-urw-base35, which scripts/install-dependencies installs).
  func testATypeOneFacesPageOpensAndSaysItCannotBeDrawn() throws {
    let typeOne = URL(fileURLWithPath: "/usr/share/fonts/type1/urw-base35/C059-Roman.t1")
    guard FileManager.default.fileExists(atPath: typeOne.path) else {
      return XCTFail("fonts-urw-base35 is not installed: run scripts/install-dependencies")
    }
    open()
    _ = MainContext.iterate(until: { false }, timeout: 1.2)  // fontconfig compares whole seconds
    let installed = FixtureFonts.installDirectory.appendingPathComponent("C059-Roman.t1")
    try FileManager.default.copyItem(at: typeOne, to: installed)
    addTeardownBlock { try? FileManager.default.removeItem(at: installed) }
    guard
      MainContext.iterate(until: { self.app.model.allFamilies?.contains { $0.name == "C059" } == true }, timeout: 10)
    else { return XCTFail("the Type 1 font never showed") }
    XCTAssertEqual(app.model.open([.families, .face(FaceReference(name: "C059-Roman"))]), [])
    window.refreshAll()
    settle()
    XCTAssertEqual(headerTitle, "C059 Roman")
    XCTAssertTrue(
      windowTexts.contains {
        $0.hasPrefix("GTK and Pango cannot draw this font (its format is Type 1)")
      }, "\(windowTexts)")
    // "The previews below are in the interface's font": they are, though the face's twin in
    // another format is installed (URW's C059-Roman.otf drew them, asked for by the family).
    let twin = URL(fileURLWithPath: "/usr/share/fonts/opentype/urw-base35/C059-Roman.otf")
    let installedTwin = FixtureFonts.installDirectory.appendingPathComponent("C059-Roman.otf")
    try FileManager.default.copyItem(at: twin, to: installedTwin)
    addTeardownBlock { try? FileManager.default.removeItem(at: installedTwin) }
    guard
      MainContext.iterate(
        until: { self.app.model.screen(for: .family("C059"))?.rows.count == 2 }, timeout: 10)
    else { return XCTFail("the OpenType twin never showed") }
    let reference = FaceReference(
      name: "C059-Roman", family: "C059", location: FontLocation(file: installed.path))
    XCTAssertEqual(app.model.open([.families, .face(reference)]), [])
    window.refreshAll()
    settle()
    let page = try XCTUnwrap(window.currentFacePage)
    let families = page.previewFonts.map { $0?.family ?? "" }
    XCTAssertGreaterThan(families.count, 1)
    XCTAssertFalse(families.contains { $0.contains("C059") }, "\(families)")
  }

  /// A font file that is not installed (`typecase ~/Downloads/A.ttf`) opens a page drawn from
  /// the file itself, with Install and nothing to remove or star; Pango, asked for the family
  /// by the installed fonts' map, drew it in the interface's font.
  func testAFontFileNotInstalledIsDrawnFromItsFileWithInstall() throws {
    open()
    let file = extra.appendingPathComponent("FixtureSymbols-Regular.ttf").path
    XCTAssertEqual(app.model.open([.families, .face(FaceReference(name: file))]), [])
    window.refreshAll()
    settle()
    let page = try XCTUnwrap(window.currentFacePage)
    XCTAssertEqual(Set(page.previewFonts.map { $0?.family }), ["Fixture Symbols"])
    XCTAssertTrue(window.installFileButtonWidget.isVisible)
    XCTAssertFalse(window.removeButtonWidget.isVisible)
    XCTAssertTrue(windowTexts.contains { $0.hasPrefix("Not installed: shown from its file") }, "\(windowTexts)")
    window.goBack()
    settle()
    XCTAssertFalse(window.installFileButtonWidget.isVisible)
  }

  /// An installed font opened through a link, a linked folder, or a copy opens its page.
  ///
  /// The copy is the file byte for byte (installed from the downloads folder, opened from
  /// there again). Compared by path alone, the page said "Not installed", and Install made a
  /// second copy or said "already installed". A copy with one byte changed is another font.
  func testAnInstalledFontOpenedThroughALinkOpensItsInstalledPage() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-link-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let link = folder.appendingPathComponent("mono.ttf")
    try FileManager.default.createSymbolicLink(
      at: link, withDestinationURL: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Bold.ttf"))
    let linkedFolder = folder.appendingPathComponent("fixtures")
    try FileManager.default.createSymbolicLink(at: linkedFolder, withDestinationURL: FixtureFonts.fontsDirectory)
    let bytes = try Data(contentsOf: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Bold.ttf"))
    let copy = folder.appendingPathComponent("Downloaded Mono.ttf")
    try bytes.write(to: copy)
    let changed = folder.appendingPathComponent("Changed Mono.ttf")
    var changedBytes = bytes
    // The last byte: table padding, or a glyph's; the font still reads.
    changedBytes[changedBytes.count - 1] ^= 1
    try changedBytes.write(to: changed)
    open()
    XCTAssertEqual(app.model.open([.families, .face(FaceReference(name: changed.path))]), [])
    window.refreshAll()
    settle()
    XCTAssertEqual(app.model.stack.map(\.path), ["families", "face/" + changed.path])
    XCTAssertNotNil(app.model.uninstalledFace(on: app.model.current))
    XCTAssertTrue(window.installFileButtonWidget.isVisible)
    // Programs asking for it get the installed one: said, with its file and version.
    let installed = FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Bold.ttf").path
    XCTAssertTrue(
      windowTexts.contains(
        "Not installed: shown from its file. Programs asking for this font get the one installed in \(installed), version 1.300."
      ), "\(windowTexts)")
    for path in [link.path, linkedFolder.appendingPathComponent("FixtureMono-Bold.ttf").path, copy.path] {
      XCTAssertEqual(app.model.open([.families, .face(FaceReference(name: path))]), [])
      window.refreshAll()
      settle()
      XCTAssertEqual(app.model.stack.map(\.path), ["families", "family/Fixture Mono", "face/FixtureMono-Bold"], path)
      XCTAssertNil(app.model.uninstalledFace(on: app.model.current), path)
      XCTAssertFalse(window.installFileButtonWidget.isVisible, path)
    }
  }

  /// Points XDG_DATA_HOME at a new folder (the user's fonts folder and trash) for this test;
  /// the folder, made here, and the variable go back when the test ends.
  private func useOwnDataHome() throws -> URL {
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-data-\(UUID())")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let previous = ProcessInfo.processInfo.environment["XDG_DATA_HOME"]
    setenv("XDG_DATA_HOME", data.path, 1)
    addTeardownBlock {
      if let previous { setenv("XDG_DATA_HOME", previous, 1) } else { unsetenv("XDG_DATA_HOME") }
      try? FileManager.default.removeItem(at: data)
    }
    return data
  }

  /// Installing a font and a file that is none keeps the font's Undo: the failure's message
  /// dismissed the toast with the Undo button, and the install could not be undone.
  func testAFileThatIsNoFontKeepsTheUndoOfOneThatIs() throws {
    let data = try useOwnDataHome()
    open()
    let notAFont = FixtureFonts.fontsDirectory.appendingPathComponent("not-a-font.ttf").path
    window.onInstall?([extra.appendingPathComponent("FixtureSymbols-Regular.ttf").path, notAFont])
    // The toast with Undo counts the file refused at once.
    // The test's fonts folder is none the fixtures' configuration lists: said at once.
    let installed = "Installed “Fixture Symbols” where fontconfig does not look; 1 file could not be installed"
    XCTAssertTrue(MainContext.iterate(until: { self.windowTexts.contains(installed) }, timeout: 10), "\(windowTexts)")
    settle()
    XCTAssertTrue(FileManager.default.fileExists(atPath: data.path + "/fonts/FixtureSymbols-Regular.ttf"))
    // The failure waits behind the toast with Undo, which is still there to press.
    XCTAssertTrue(windowTexts.contains(installed), "\(windowTexts)")
    XCTAssertTrue(windowTexts.contains("Undo"), "\(windowTexts)")
  }

  /// Undo of an install leaves a file another program put under the copy's name since, and
  /// says so: it deleted it, and the file was in no trash.
  func testUndoLeavesAFileThatTookTheInstalledCopysPlace() throws {
    let data = try useOwnDataHome()
    open()
    window.onInstall?([extra.appendingPathComponent("FixtureSymbols-Regular.ttf").path])
    XCTAssertTrue(
      MainContext.iterate(
        until: { self.windowTexts.contains("Installed “Fixture Symbols” where fontconfig does not look") }, timeout: 10),
      "\(windowTexts)")
    let copy = data.appendingPathComponent("fonts/FixtureSymbols-Regular.ttf")
    let other = data.appendingPathComponent("fonts/.other")
    try Data(contentsOf: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf")).write(
      to: other)
    XCTAssertEqual(rename(other.path, copy.path), 0)
    let undo = WidgetTree.descendants(of: window.window).filter {
      $0.cssName == "button" && $0.isVisible && WidgetInspection.buttonLabel(of: $0) == "Undo"
    }
    XCTAssertEqual(undo.count, 1)
    undo.forEach { WidgetDriving.activate($0) }
    XCTAssertTrue(
      MainContext.iterate(
        until: { self.windowTexts.contains { $0.hasPrefix("FixtureSymbols-Regular.ttf was left") } }, timeout: 10),
      "\(windowTexts)")
    XCTAssertEqual(
      try Data(contentsOf: copy),
      try Data(contentsOf: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf")))
  }

  /// Files that could not be installed beside one that was are counted in a toast of their
  /// own, waiting behind the one with Undo; a later message ("The fonts on this machine
  /// changed", from a font installed meanwhile) replaced it, and the reasons were never seen.
  func testTheReasonsFilesWereRefusedOutlastALaterMessage() throws {
    try refuseFilesThenSeeWhy(refusing: 2, toastStarts: "2 files could not be installed")
  }

  /// The same for one file refused, whose toast says why itself.
  func testTheReasonAFileWasRefusedOutlastsALaterMessage() throws {
    try refuseFilesThenSeeWhy(refusing: 1, toastStarts: "Cannot install")
  }

  /// Installs a font and `count` files that are none through the window, then shows another
  /// message, closes the Undo toast, and expects a toast starting with `toastStarts` next.
  private func refuseFilesThenSeeWhy(refusing count: Int, toastStarts: String) throws {
    let data = try useOwnDataHome()
    open()
    let notAFont = FixtureFonts.fontsDirectory.appendingPathComponent("not-a-font.ttf").path
    let empty = data.appendingPathComponent("empty.ttf")
    XCTAssertTrue(FileManager.default.createFile(atPath: empty.path, contents: Data()))
    let refused = Array([notAFont, empty.path].prefix(count))
    window.onInstall?([extra.appendingPathComponent("FixtureSymbols-Regular.ttf").path] + refused)
    let files = count == 1 ? "1 file" : "\(count) files"
    let installed = "Installed “Fixture Symbols” where fontconfig does not look; \(files) could not be installed"
    XCTAssertTrue(MainContext.iterate(until: { self.windowTexts.contains(installed) }, timeout: 10), "\(windowTexts)")
    settle()
    window.showToast("The fonts on this machine changed")
    settle()
    // The Undo toast closed (its × button), the next one shown says why files were refused.
    let close = WidgetTree.descendants(of: window.window).filter {
      $0.cssName == "button" && $0.isVisible && Accessibility.hasLabel($0, "Close Message")
    }
    XCTAssertEqual(close.count, 1)
    close.forEach { WidgetDriving.activate($0) }
    XCTAssertTrue(
      MainContext.iterate(until: { self.windowTexts.contains { $0.hasPrefix(toastStarts) } }, timeout: 5),
      "\(windowTexts)")
  }

  /// Issue 13.10: when the family of the open page is uninstalled, the window says which.
  func testAnUninstalledFamilysPageSaysWhichFamilyWent() throws {
    open()
    _ = MainContext.iterate(until: { false }, timeout: 1.2)
    let installed = FixtureFonts.installDirectory.appendingPathComponent("Dingbats")
    try FileManager.default.createDirectory(at: installed, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: installed) }
    for copy in ["A.ttf", "B.ttf"] {
      try FileManager.default.copyItem(
        at: extra.appendingPathComponent("FixtureDingbats-Regular.ttf"), to: installed.appendingPathComponent(copy))
    }
    XCTAssertTrue(
      MainContext.iterate(until: { self.app.model.allFamilies?.contains { $0.name == "Fixture Dingbats" } == true }))
    settle()
    activateRow("Fixture Dingbats")
    XCTAssertEqual(headerTitle, "Fixture Dingbats")
    _ = MainContext.iterate(until: { false }, timeout: 1.2)
    try FileManager.default.removeItem(at: installed)
    XCTAssertTrue(MainContext.iterate(until: { self.headerTitle == "Font Families" }, timeout: 10))
    XCTAssertTrue(
      MainContext.iterate(
        until: { self.windowTexts.contains("“Fixture Dingbats” is no longer installed; its page was closed") },
        timeout: 2), "\(windowTexts)")
  }
}
