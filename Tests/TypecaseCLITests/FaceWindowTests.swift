import FixtureSupport
import Foundation
import Testing

extension WindowProcesses {
  /// The face page in the real window (issue 7), over the face fixtures: opened by its ⓘ
  /// button, by Ctrl+I and by `--page`, driven by XTest clicks and keys (xdotool), read back
  /// through AT-SPI (what a screen reader reads) and the window's pixels (`import`).
  @Suite(.enabled(if: canReadAccessibleTrees, "needs a display, a D-Bus session and python3-pyatspi (scripts/test)"))
  struct FaceWindowTests {
    @Test func theDetailButtonOpensAFacesPage() throws {
      let window = try FaceWindow(page: "family/Fixture Variable")
      defer { window.close() }
      let button = try window.waitFor { $0.role == "push button" && $0.name.hasPrefix("Details of FixtureVariable") }
      try window.click(button)
      let weight = try window.waitFor { $0.role == "slider" && $0.name == "Weight" && $0.frame != nil }
      #expect(weight.value != nil)
      // The back button names the family the page was opened from.
      #expect(try window.objects().contains { $0.role == "push button" && $0.name == "Fixture Variable" })
      // Dragged by the mouse, the weight keeps to whole numbers (it read "688.89"). The window
      // made taller first, so that the slider is in it.
      window.resize(width: 720, height: 1000)
      let frame = try #require(weight.frame)
      try #require(frame.y + frame.height <= window.height, "the slider is below the window")
      let y = String(frame.y + frame.height / 2)
      window.xdotool("mousemove", "--window", window.windowID, String(frame.x + frame.width * 37 / 100), y)
      window.xdotool("mousedown", "1")
      window.xdotool("mousemove", "--window", window.windowID, String(frame.x + frame.width * 61 / 100 + 1), y)
      window.xdotool("mouseup", "1")
      let dragged = try window.waitFor {
        $0.role == "slider" && $0.name == "Weight" && $0.value != nil && $0.value != weight.value
      }
      let value = try #require(dragged.value)
      #expect(value == value.rounded(), "the weight dragged to \(value)")
    }

    /// The sample, wrapped at a narrow width, takes the room of one line again once the window
    /// is widened: GTK 4.8's text view kept its two lines' height.
    ///
    /// A face row's detail cut short in a narrow window (its copies, and which one fontconfig
    /// prefers) shows whole in a tooltip where the pointer rests: nothing showed it.
    @Test func aFaceRowsCutDetailShowsWholeUnderThePointer() throws {
      let window = try FaceWindow(page: "family/Fixture Serif")
      defer { window.close() }
      window.xdotool("windowsize", "--sync", window.windowID, "560", "700")
      let detail = try window.waitFor {
        $0.role == "label" && $0.name.contains("also in") && ($0.frame?.width ?? 1000) < 400
      }
      let frame = try #require(detail.frame)
      window.xdotool("mousemove", "--window", window.windowID, String(frame.x + 20), String(frame.y + frame.height / 2))
      window.xdotool("mousemove_relative", "--", "3", "0")
      // GTK's tooltip window, then the text it shows, whole.
      _ = try window.waitFor { $0.role == "filler" && $0.name == "GtkTooltipWindow" }
      let objects = try window.objects()
      let tip = objects.drop { !($0.role == "filler" && $0.name == "GtkTooltipWindow") }.dropFirst()
      #expect(
        tip.contains { $0.role == "label" && $0.name == detail.name && $0.name.contains("fontconfig prefers") },
        "\(tip.map(\.name))")
    }

    /// A face's name cut short in a narrow window (beside its style and format) shows whole in
    /// a tooltip where the pointer rests: the exact name could be read nowhere on the page.
    @Test func aFaceRowsCutNameShowsWholeUnderThePointer() throws {
      let window = try FaceWindow(page: "family/Typecase Fixture Sans")
      defer { window.close() }
      window.xdotool("windowsize", "--sync", window.windowID, "400", "700")
      let name = try window.waitFor {
        $0.role == "label" && $0.name == "TypecaseFixtureSans-BoldItalic" && ($0.frame?.width ?? 1000) < 250
      }
      let frame = try #require(name.frame)
      window.xdotool("mousemove", "--window", window.windowID, String(frame.x + 20), String(frame.y + frame.height / 2))
      window.xdotool("mousemove_relative", "--", "3", "0")
      _ = try window.waitFor { $0.role == "filler" && $0.name == "GtkTooltipWindow" }
      let tip = try window.objects().drop { !($0.role == "filler" && $0.name == "GtkTooltipWindow") }.dropFirst()
      #expect(tip.contains { $0.role == "label" && $0.name == "TypecaseFixtureSans-BoldItalic" }, "\(tip.map(\.name))")
    }

    /// In a narrow window a face's name keeps its room before its style and format do: the
    /// two were cut alike ("DejaVuSans-Extr…" beside a whole "ExtraLight · TrueType"), and the
    /// exact name is what the row is for.
    @Test func aFaceRowsNameIsCutAfterItsDetail() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-name-room-\(UUID())")
      defer { try? FileManager.default.removeItem(at: folder) }
      let configuration = FixtureFonts.writeConfiguration(
        in: folder, folders: [URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu")])
      let window = try FaceWindow(page: "family/DejaVu Sans", fontsConfiguration: configuration)
      defer { window.close() }
      window.xdotool("windowsize", "--sync", window.windowID, "520", "700")
      Thread.sleep(forTimeInterval: 1)
      /// Whether the pointer resting on the name `name` shows it whole in a tooltip, as a cut
      /// name does (see `aFaceRowsCutNameShowsWholeUnderThePointer`).
      func tooltipShown(over name: String) throws -> Bool {
        let label = try window.waitFor { $0.role == "label" && $0.name == name && $0.frame != nil }
        let frame = try #require(label.frame)
        window.xdotool("mousemove", "--window", window.windowID, "1", "1")
        Thread.sleep(forTimeInterval: 0.5)
        window.xdotool(
          "mousemove", "--window", window.windowID, String(frame.x + 20), String(frame.y + frame.height / 2))
        window.xdotool("mousemove_relative", "--", "3", "0")
        for _ in 0..<6 {
          Thread.sleep(forTimeInterval: 0.5)
          if try window.objects().contains(where: { $0.role == "filler" && $0.name == "GtkTooltipWindow" }) {
            return true
          }
        }
        return false
      }
      // The longest name is cut all the same (the tooltip shows: the check sees one)…
      #expect(try tooltipShown(over: "DejaVuSansCondensed-BoldOblique"))
      // …while names of 21 and 19 characters stand whole beside their cut style and format.
      #expect(try !tooltipShown(over: "DejaVuSans-ExtraLight"))
      #expect(try !tooltipShown(over: "DejaVuSansCondensed"))
    }

    /// On the page of a face of absurd metrics (16 units per em) the page's controls stay in
    /// the window: its preview laid the page out 12,000 pixels wide, "Copy as…" out of reach.
    @Test func aFaceOfHugeLettersKeepsThePagesControlsInTheWindow() throws {
      let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-huge-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: work) }
      let configuration = try DerivedFont.hugeLettersConfiguration(in: work)
      let window = try FaceWindow(page: "face/TypecaseFixtureSans-Regular", fontsConfiguration: configuration)
      defer { window.close() }
      let copy = try window.waitFor { $0.name == "Copy as…" && $0.frame != nil }
      let size = try window.waitFor { $0.role == "slider" && $0.name == "Size" && $0.frame != nil }
      for control in [copy, size] {
        let frame = try #require(control.frame)
        #expect(frame.x + frame.width <= window.width, "\(control.name) at \(frame), the window \(window.width) wide")
      }
    }

    /// A character far wider than the grid's cells is drawn smaller, and the grid keeps its
    /// columns in view.
    ///
    /// The grid made every column as wide as that character (Amiri's ﷽, 366 pixels), and
    /// showed two of nine, the others off the grid and never drawn.
    @Test func aVeryWideCharacterLeavesTheGridItsColumns() throws {
      let (folder, configuration) = try derivedFontConfiguration(
        "wide", from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
        family: "Wide Glyph", postScriptName: "WideGlyph-Regular",
        editing: #"font["hmtx"].metrics[font.getBestCmap()[ord("!")]] = (font["head"].unitsPerEm * 12, 0)"#)
      defer { try? FileManager.default.removeItem(at: folder) }
      let window = try FaceWindow(page: "face/WideGlyph-Regular", fontsConfiguration: configuration)
      defer { window.close() }
      _ = try window.waitFor { $0.role == "slider" && $0.name == "Size" && $0.frame != nil }
      // The character search, and the grid under it, scrolled into view.
      window.keys("ctrl+f")
      _ = try window.waitFor { $0.role == "table cell" && $0.name == "EXCLAMATION MARK" && $0.frame != nil }
      Thread.sleep(forTimeInterval: 0.5)
      let objects = try window.objects()
      let grid = try #require(objects.first { $0.role == "table" && $0.name == "Characters" }?.frame)
      let cells = objects.filter { $0.role == "table cell" }.compactMap(\.frame).filter {
        $0.y >= grid.y && $0.y + $0.height <= grid.y + grid.height
      }
      let columns = Set(cells.map(\.x))
      #expect(columns.count >= 4, "\(columns.sorted()) in a grid at \(grid)")
      #expect(
        cells.allSatisfy { $0.x >= grid.x && $0.x + $0.width <= grid.x + grid.width },
        "cells outside the grid at \(grid): \(cells.filter { $0.x < grid.x || $0.x + $0.width > grid.x + grid.width })")
    }

    /// Under Large Text (text at 1.5×, the DPI GNOME's settings daemon sends over XSETTINGS),
    /// the character grid's columns stay as wide whatever characters are in view: a character
    /// wider than the cells made every column wider, and the grid went from 11 columns to 8,
    /// 9 and 7 as the blocks scrolled by.
    @Test(.enabled(if: canScaleText, "needs xsettingsd (scripts/install-dependencies)"))
    func theGridsColumnsStayUnderLargeText() throws {
      let (folder, configuration) = try derivedFontConfiguration(
        "large-text", from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
        family: "Wide Glyph", postScriptName: "WideGlyph-Regular",
        editing: #"font["hmtx"].metrics[font.getBestCmap()[ord("!")]] = (font["head"].unitsPerEm * 2, 0)"#)
      defer { try? FileManager.default.removeItem(at: folder) }
      let daemon = try largeText(in: folder)
      defer { stop(daemon) }
      let window = try FaceWindow(page: "face/WideGlyph-Regular", fontsConfiguration: configuration)
      defer { window.close() }
      _ = try window.waitFor { $0.role == "slider" && $0.name == "Size" && $0.frame != nil }
      window.keys("ctrl+f")
      /// The width of the grid's cells while the search shows `name`'s cell.
      func cellWidth(showing name: String) throws -> Int? {
        try window.waitFor { $0.role == "table cell" && $0.name == name && $0.frame != nil }.frame?.width
      }
      window.type("letter i")
      let narrow = try cellWidth(showing: "LATIN SMALL LETTER I")
      window.keys("ctrl+a")
      window.type("exclamation")
      let wide = try cellWidth(showing: "EXCLAMATION MARK")
      #expect(
        narrow != nil && wide == narrow,
        "cells \(String(describing: narrow)) wide, with ! in view \(String(describing: wide))")
    }

    /// A change of the desktop's interface font (its size here, as Tweaks sends it over
    /// XSETTINGS) is followed while the window is open, as other GTK programs follow it: the
    /// window kept the font it opened with until it was started again.
    @Test(.enabled(if: canScaleText, "needs xsettingsd (scripts/install-dependencies)"))
    func theDesktopsInterfaceFontIsFollowed() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-font-name-\(UUID())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      var daemon = try settingsDaemon(in: folder, "Gtk/FontName \"Sans 11\"")
      defer { stop(daemon) }
      let window = try FaceWindow(page: "settings")
      defer { window.close() }
      /// The height of the first group's title.
      func titleHeight() throws -> Int? {
        try window.objects().first { $0.role == "label" && $0.name == "Preview" && $0.frame != nil }?.frame?.height
      }
      _ = try window.waitFor { $0.role == "label" && $0.name == "Preview" && $0.frame != nil }
      let before = try #require(try titleHeight())
      // Another settings manager, with the font twice as large (xsettingsd, started from here,
      // does not read its file again on SIGHUP).
      stop(daemon)
      daemon = try settingsDaemon(in: folder, "Gtk/FontName \"Sans 22\"")
      let grew = try eventually { (try titleHeight() ?? 0) * 10 >= before * 17 }
      let after = try titleHeight()
      #expect(grew, "the title stayed \(before) pixels high (now \(String(describing: after)))")
    }

    /// An XSETTINGS manager (xsettingsd) giving windows `settings` (its file's lines).
    ///
    /// Until `stop` is given what this returns. Its settings file goes in `folder`.
    func settingsDaemon(in folder: URL, _ settings: String) throws -> Process {
      let file = folder.appendingPathComponent("xsettingsd.conf")
      try Data((settings + "\n").utf8).write(to: file)
      let daemon = Process()
      daemon.executableURL = URL(fileURLWithPath: "/usr/bin/xsettingsd")
      daemon.arguments = ["-c", file.path]
      daemon.standardOutput = FileHandle.nullDevice
      daemon.standardError = FileHandle.nullDevice
      try daemon.run()
      Thread.sleep(forTimeInterval: 0.5)
      return daemon
    }

    /// Whether text can be scaled for a test's windows (see `largeText`).
    static let canScaleText = FileManager.default.isExecutableFile(atPath: "/usr/bin/xsettingsd")

    /// Scales the text of windows opened from now on by 1.5 (GNOME's Large Text), as GNOME's
    /// settings daemon does, over XSETTINGS; until `stop` is given what this returns.
    ///
    /// For this test's windows alone: window tests run one at a time, each lane on an X screen
    /// of its own. Its settings file goes in `folder`.
    func largeText(in folder: URL) throws -> Process {
      try settingsDaemon(in: folder, "Xft/DPI 147456")
    }

    /// Ends the text scaling `largeText` began.
    func stop(_ daemon: Process) {
      // It ignores SIGTERM.
      kill(daemon.processIdentifier, SIGKILL)
      daemon.waitUntilExit()
    }

    /// A paragraph separator's cell is as high as the others: drawn as the character itself,
    /// it ended the cell's line and made the cell, and its row, two lines high.
    @Test(
      .enabled(
        if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
        "needs fonts-dejavu-core (scripts/install-dependencies)"))
    func aParagraphSeparatorsCellIsAsHighAsTheOthers() throws {
      // DejaVu Sans maps it, and its lines are as high as its size (the fixtures' are lower).
      let (folder, configuration) = try derivedFontConfiguration(
        "separator", from: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
        family: "Separator Glyph", postScriptName: "SeparatorGlyph-Regular", editing: "pass")
      defer { try? FileManager.default.removeItem(at: folder) }
      let window = try FaceWindow(page: "face/SeparatorGlyph-Regular", fontsConfiguration: configuration)
      defer { window.close() }
      _ = try window.waitFor { $0.role == "slider" && $0.name == "Size" && $0.frame != nil }
      window.keys("ctrl+f")
      let mark = try window.waitFor {
        $0.role == "table cell" && $0.name == "EXCLAMATION MARK" && $0.frame != nil
      }
      window.type("paragraph separator")
      let separator = try window.waitFor {
        $0.role == "table cell" && $0.name == "PARAGRAPH SEPARATOR" && $0.frame != nil
      }
      #expect(separator.frame?.height == mark.frame?.height, "\(String(describing: separator.frame))")
    }

    @Test func theSampleShrinksBackWhenTheWindowWidens() throws {
      let window = try FaceWindow(page: "face/FixtureDetails-Regular")
      defer { window.close() }
      let isSample = { (object: FaceWindow.Object) in object.role == "text" && object.name == "Preview" }
      _ = try window.waitFor { isSample($0) && $0.frame != nil }
      // "Fixture Details Regular" at 48 points: three lines at 420 pixels, one at 1,200.
      window.xdotool("windowsize", "--sync", window.windowID, "420", "760")
      let narrow = try window.waitFor { isSample($0) && ($0.frame?.width ?? 1000) < 400 }
      window.xdotool("windowsize", "--sync", window.windowID, "1200", "760")
      _ = try window.waitFor { isSample($0) && ($0.frame?.width ?? 0) > 700 }
      Thread.sleep(forTimeInterval: 0.5)
      let widened = try window.waitFor { isSample($0) && $0.frame != nil }
      let before = narrow.frame?.height ?? 0
      let after = widened.frame?.height ?? 0
      #expect(after * 2 <= before, "the sample is \(after) pixels high once widened, \(before) when narrow")
    }

    /// A color font whose name it cannot draw shows its sample beside the name in its colors,
    /// at full strength: dimmed as the style and format are, pure red came out pink.
    @Test func aColorFontsSampleInTheListIsNotDimmed() throws {
      // Its two-layer color "A" (red #D9261A, blue) and the space, nothing to draw a name with.
      let (folder, configuration) = try derivedFontConfiguration(
        "color-row", from: FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureColor-COLRv0.ttf"),
        family: "Color Only", postScriptName: "ColorOnly-Regular",
        editing: """
          for table in font["cmap"].tables:
              table.cmap = {c: g for c, g in table.cmap.items() if c in (0x20, 0x41)}
          """)
      defer { try? FileManager.default.removeItem(at: folder) }
      let window = try FaceWindow(page: "families", fontsConfiguration: configuration)
      defer { window.close() }
      let row = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Color Only") && $0.frame != nil }
      Thread.sleep(forTimeInterval: 0.5)
      let red = try window.redPixels(of: row)
      #expect(red > 10, "\(red) pixels of the sample's red")
    }

    /// A folder of its own (`tag` in its name; the caller removes it) holding a font derived
    /// from `source`, named `family` and `postScriptName` and changed by the Python `edit`, and
    /// a fontconfig configuration of the fixture fonts and it.
    func derivedFontConfiguration(
      _ tag: String, from source: URL, family: String, postScriptName: String, editing edit: String
    ) throws -> (folder: URL, configuration: URL) {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-\(tag)-\(UUID())")
      let fonts = folder.appendingPathComponent("fonts")
      try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
      try DerivedFont.write(
        from: source, to: fonts.appendingPathComponent(postScriptName + ".ttf"),
        editing: DerivedFont.naming(family: family, postScriptName: postScriptName) + "\n" + edit)
      let configuration = FixtureFonts.writeConfiguration(
        in: folder.appendingPathComponent("config"), folders: [FixtureFonts.fontsDirectory, fonts])
      return (folder, configuration)
    }

    /// A color emoji font's page lets the window be as narrow as any page: its figures line,
    /// in the font's wide digits, held it at least 712 pixels wide.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")))
    func aColorEmojiFontsPageLetsTheWindowNarrow() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-emoji-page-\(UUID())")
      defer { try? FileManager.default.removeItem(at: folder) }
      let configuration = FixtureFonts.writeConfiguration(
        in: folder, folders: [FixtureFonts.fontsDirectory, URL(fileURLWithPath: "/usr/share/fonts/truetype/noto")])
      let window = try FaceWindow(page: "face/NotoColorEmoji", fontsConfiguration: configuration)
      defer { window.close() }
      _ = try window.waitFor { $0.role == "text" && $0.name == "Preview" && $0.frame != nil }
      window.xdotool("windowsize", "--sync", window.windowID, "480", "760")
      Thread.sleep(forTimeInterval: 1)
      let geometry = window.xdotool("getwindowgeometry", "--shell", window.windowID)
      let width = geometry.split(separator: "\n").first { $0.hasPrefix("WIDTH=") }.flatMap { Int($0.dropFirst(6)) }
      #expect((width ?? 0) > 0 && (width ?? 0) <= 520, "the window is \(width ?? 0) pixels wide")
    }

    @Test func controlIOpensTheFocusedFacesPage() throws {
      let window = try FaceWindow(page: "family/Fixture Variable")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      // Down to the variable font as a whole (its Grade axis is the upright font's only).
      var focused = try window.waitFor { $0.isFocused }
      for _ in 0..<6 where focused.name != "Fixture Variable (Variable)" {
        window.keys("Down")
        focused = try window.waitFor { $0.isFocused }
      }
      try #require(focused.name == "Fixture Variable (Variable)", "\(focused.name)")
      window.keys("ctrl+i")
      let sliders = try window.waitFor { $0.role == "slider" && $0.name == "Grade" && $0.frame != nil }
      #expect(sliders.name == "Grade")
      // The page of the font as a whole, which alone is said to be variable (its default
      // instance, at the same file and index, is not).
      let variable = try window.waitFor { $0.role == "list item" && $0.name == "Variable" }
      #expect(variable.description == "Yes")
    }

    /// Enter on a family of one font (no chevron, no page of its own) opens its font's page, as
    /// its ⓘ and Enter in the search do: it did nothing, while the shortcuts said Return opens.
    @Test func enterOnAFamilyOfOneFontOpensItsFontsPage() throws {
      let window = try FaceWindow(page: "families")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      var focused = try window.waitFor { $0.isFocused }
      for _ in 0..<8 where focused.name != "Fixture Display" {
        window.keys("Down")
        focused = try window.waitFor { $0.isFocused }
      }
      try #require(focused.name == "Fixture Display", "\(focused.name)")
      window.keys("Return")
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      #expect(try window.objects().contains { $0.role == "push button" && $0.name == "Font Families" })
    }

    /// A long license is a row as the other details are, reached by Down with its focus seen
    /// and read ("License", its first words); Show opens it whole, in a dialog named "License"
    /// whose text is all of it, and Escape comes back to Show.
    ///
    /// It was an expander row, which the focus went into unseen, read as the row before.
    @Test func aLongLicenseIsARowAndShowOpensItWhole() throws {
      let sandbox = UserFontsSandbox()
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf"),
        to: sandbox.fonts.appendingPathComponent("Licensed.ttf"),
        editing: """
          n = font["name"]
          n.setName("Licensed Display", 1, 3, 1, 0x409)
          n.setName("LicensedDisplay-Regular", 6, 3, 1, 0x409)
          n.setName("Permission is granted to use this font.\\n" + "Any use at all, " * 20 + "the end.", 13, 3, 1, 0x409)
          n.setName("Fixture Foundry", 8, 3, 1, 0x409)
          """)
      let window = try sandbox.openWindow(page: "face/LicensedDisplay-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      window.keys("ctrl+f")
      _ = try window.tab { $0.role == "list item" && $0.name == "Family" }
      // Past the names and the version at once, then a row at a time to the license.
      window.keys(Array(repeating: "Down", count: 5))
      Thread.sleep(forTimeInterval: 0.3)
      var license = try window.waitFor { $0.isFocused }
      for _ in 0..<5 where license.name != "License" {
        window.keys("Down")
        Thread.sleep(forTimeInterval: 0.15)
        license = try window.waitFor { $0.isFocused }
      }
      #expect(license.role == "list item" && license.name == "License", "\(license.role) \(license.name)")
      #expect(license.description.hasPrefix("Permission is granted"), "\(license.description)")
      #expect(license.frame != nil)
      // No text view read by its class, as the expander's was ("GtkTextView").
      #expect(try !window.objects().contains { $0.name == "GtkTextView" || $0.name == "GtkListBox" })
      let show = try window.tab { $0.role == "push button" && $0.name == "Show the License" }
      #expect(show.isFocused)
      // Under the pointer its tooltip says what it does: the row's "Copy" showed over it.
      let frame = try #require(show.frame)
      window.xdotool(
        "mousemove", "--window", window.windowID, String(frame.x + frame.width / 2), String(frame.y + frame.height / 2))
      window.xdotool("mousemove_relative", "--", "2", "0")
      _ = try window.waitFor { $0.role == "label" && $0.name == "Show the License" && $0.frame != nil }
      #expect(try !window.objects().contains { $0.role == "label" && $0.name == "Copy" && $0.frame != nil })
      window.keys("Return")
      let text = try window.waitFor { $0.role == "text" && $0.name == "License" && $0.frame != nil }
      #expect(text.text?.hasSuffix("the end.") == true, "\(text.text ?? "")")
      #expect(try window.objects().contains { $0.name == "License" && ($0.role == "dialog" || $0.role == "frame") })
      window.keys("Escape")
      // No window manager runs here to give the window back the keyboard focus, as a desktop's
      // does: the test gives it, and the window's focus is on Show again.
      #expect(window.waitForWindow(named: "^License$", shown: false), "the dialog never closed")
      window.xdotool("windowfocus", "--sync", window.windowID)
      _ = try window.waitFor { $0.role == "push button" && $0.name == "Show the License" && $0.isFocused }
    }

    /// Opens the face page `page` in a window 720 by 700 pixels, the pointer held at its
    /// middle, where the wheel tests turn the wheel; closed again if the page never shows.
    private func openForTheWheel(page: String) throws -> FaceWindow {
      let window = try FaceWindow(page: page)
      window.resize(width: 720, height: 700)
      do {
        _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      } catch {
        window.close()
        throw error
      }
      window.xdotool("mousemove", "--window", window.windowID, "360", "350")
      return window
    }

    /// The wheel over the character grid scrolls the page until the grid is whole in view,
    /// then the grid, then the page again once the grid is at its end: the grid kept the wheel,
    /// and the page stood still with its details out of reach (XTest wheel notches, the pointer
    /// held at the window's middle).
    @Test func theWheelOverTheCharacterGridReachesThePagesEnd() throws {
      let window = try openForTheWheel(page: "face/TypecaseFixtureSans-Regular")
      defer { window.close() }
      var shown = false
      // The grid's last character (its eighth row of twelve) in the grid's view on the way: the
      // grid scrolled too, the page not passing it by.
      var tildeShown = false
      for _ in 0..<8 where !shown {
        window.xdotool("click", "--repeat", "10", "--delay", "40", "5")
        Thread.sleep(forTimeInterval: 0.3)
        let objects = try window.objects()
        shown = objects.contains {
          $0.role == "push button" && $0.name == "Show in Files"
            && $0.frame.map { $0.y + $0.height <= window.height } == true
        }
        if let grid = objects.first(where: { $0.role == "table" && $0.name == "Characters" })?.frame,
          let tilde = objects.first(where: { $0.role == "table cell" && $0.name == "TILDE" })?.frame,
          tilde.y >= grid.y, tilde.y + tilde.height <= grid.y + grid.height
        {
          tildeShown = true
        }
      }
      #expect(shown, "the page's end (Show in Files) never came into the window")
      #expect(tildeShown, "the grid never scrolled to its last row")
    }

    /// A click on a character of the grid, cut by the window's lower edge, leaves the page
    /// where it is: it scrolled the page to show the grid whole, under the pointer, and the
    /// second click of a double-click (which copies) landed on another character.
    @Test func aClickInTheGridLeavesThePageWhereItIs() throws {
      let window = try openForTheWheel(page: "face/TypecaseFixtureSans-Regular")
      defer { window.close() }
      // The grid's first rows in the window, its last ones below the edge.
      var cell: FaceWindow.Object?
      for _ in 0..<30 where cell == nil {
        window.xdotool("click", "5")
        Thread.sleep(forTimeInterval: 0.15)
        let objects = try window.objects()
        guard let grid = objects.first(where: { $0.role == "table" && $0.name == "Characters" })?.frame,
          grid.y + grid.height > window.height
        else { continue }
        cell = objects.first {
          $0.role == "table cell" && $0.frame.map { $0.y > grid.y && $0.y + $0.height < window.height - 10 } == true
        }
      }
      let chosen = try #require(cell, "the grid never stood cut by the window's edge")
      try window.click(chosen)
      Thread.sleep(forTimeInterval: 0.5)
      let after = try #require(try window.objects().first { $0.role == "table cell" && $0.name == chosen.name })
      #expect(after.frame?.y == chosen.frame?.y, "the page scrolled under the pointer")
      // The character clicked is the chosen one, named under the grid.
      #expect(try window.objects().contains { $0.role == "label" && $0.name.hasSuffix(chosen.name) })
    }

    /// A turn of the wheel that scrolls the page down to the character grid goes on scrolling
    /// the page over it: the page stopped at the grid, and the grid of a font with 21,340
    /// characters (1,779 rows) took the wheel until its end (XTest notches 20 ms apart, one
    /// turn, the pointer held at the window's middle).
    @Test func aTurnOfTheWheelScrollingThePageGoesOnOverTheCharacterGrid() throws {
      let window = try openForTheWheel(page: "face/FixtureMincho-Regular")
      defer { window.close() }
      window.xdotool("click", "--repeat", "80", "--delay", "20", "5")
      let end = try window.waitFor {
        $0.role == "push button" && $0.name == "Show in Files"
          && $0.frame.map { $0.y + $0.height <= window.height } == true
      }
      #expect(end.name == "Show in Files")
    }

    /// Typing in the sample scrolled out of sight brings it back into view: in a short window
    /// the page opened with the sample focused below its edge, and what was typed went on
    /// unseen.
    @Test func typingInTheSampleOutOfSightBringsItIntoView() throws {
      let window = try FaceWindow(page: "face/TypecaseFixtureSans-Regular")
      defer { window.close() }
      window.resize(width: 720, height: 260)
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.isFocused && $0.frame != nil }
      window.xdotool("mousemove", "--window", window.windowID, "360", "200")
      window.xdotool("click", "--repeat", "10", "--delay", "40", "5")
      // Above the page's top edge, under the header bar.
      _ = try window.waitFor {
        $0.name == "Preview" && $0.role == "text" && ($0.frame.map { $0.y + $0.height < 60 } ?? true)
      }
      window.type("xyz")
      let sample = try window.waitFor {
        $0.name == "Preview" && $0.role == "text" && $0.text?.hasSuffix("xyz") == true
          && $0.frame.map { $0.y + $0.height > 60 && $0.y < window.height } == true
      }
      #expect(sample.isFocused)
    }

    /// Lines typed fast (12 ms a key, as a typist's burst or a key held) are shown whole: the
    /// sample kept the height of three of its four lines, the last cut off (or the first
    /// scrolled out of sight), until the next change; a key typed after them is the check.
    @Test func linesTypedFastAreShownWhole() throws {
      let window = try FaceWindow(page: "face/TypecaseFixtureSans-Regular")
      defer { window.close() }
      window.resize(width: 720, height: 900)
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.isFocused && $0.frame != nil }
      window.keys(Array(repeating: "ctrl+plus", count: 2))
      // A race, lost most times: five rounds.
      for round in 1...5 {
        window.keys("ctrl+a")
        for (index, line) in ["One", "Two", "Three", "Four"].enumerated() {
          if index > 0 { _ = window.xdotool("key", "--delay", "12", "Return") }
          _ = window.xdotool("type", "--delay", "12", line)
        }
        Thread.sleep(forTimeInterval: 1.5)
        let fast = try window.waitFor {
          $0.name == "Preview" && $0.role == "text" && $0.text?.hasSuffix("Four") == true
        }
        window.type("!")
        Thread.sleep(forTimeInterval: 1)
        let settled = try window.waitFor {
          $0.name == "Preview" && $0.role == "text" && $0.text?.hasSuffix("Four!") == true
        }
        #expect(fast.frame?.height == settled.frame?.height, "round \(round)")
      }
    }

    /// The page follows the sample's cursor moved by keys (Ctrl+End, Ctrl+Home) and its size
    /// changed by keys: at a large size, Ctrl+End left the cursor a window's height below the
    /// window's edge, where a screen magnifier following the cursor looked for it.
    @Test func theSampleCursorMovedByKeysStaysInSight() throws {
      let window = try FaceWindow(page: "face/TypecaseFixtureSans-Regular")
      defer { window.close() }
      window.resize(width: 720, height: 400)
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.isFocused && $0.frame != nil }
      window.keys("ctrl+a")
      window.type("The quick brown fox jumps over the lazy dog again and again to the end")
      window.keys(Array(repeating: "ctrl+plus", count: 10))
      window.keys("ctrl+Home")
      // The sample's top in the window; its end far below.
      _ = try window.waitFor {
        $0.name == "Preview" && $0.role == "text"
          && $0.frame.map { $0.y > 0 && $0.y + $0.height > 2 * window.height } == true
      }
      window.keys("ctrl+End")
      _ = try window.waitFor {
        $0.name == "Preview" && $0.role == "text"
          && $0.frame.map { $0.y < 0 && $0.y + $0.height <= window.height } == true
      }
      // Smaller again at the end: the end stays in sight.
      window.keys(Array(repeating: "ctrl+minus", count: 4))
      _ = try window.waitFor {
        $0.name == "Preview" && $0.role == "text"
          && $0.frame.map { $0.y + $0.height > 0 && $0.y + $0.height <= window.height } == true
      }
    }

    /// A variable font with a hidden axis (Fixture Variable Italic's SPAC): its page knows which
    /// named instance it stands at (Tab into the instances reaches that one), and one chosen by
    /// keys names the page.
    ///
    /// No instance was ever the current one: Tab reached the first, and Bold Italic chosen was
    /// drawn under "Fixture Variable Italic".
    @Test func aNamedInstanceOfAFontWithAHiddenAxisIsKnownAsTheOneShown() throws {
      let window = try FaceWindow(page: "face/FixtureVariable-Italic")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.isFocused }
      // The current one read so ("Italic, current").
      let instances = ["Thin Italic", "Italic, current", "Bold Italic"]
      var focused = try window.tab { $0.role == "push button" && instances.contains($0.name) }
      #expect(focused.name == "Italic, current")
      window.keys("Right")
      focused = try window.waitFor { $0.isFocused && $0.name != "Italic, current" }
      try #require(focused.name == "Bold Italic", "\(focused.name)")
      window.keys("space")
      _ = try window.waitFor { $0.role == "label" && $0.name == "Fixture Variable Bold Italic" && $0.frame != nil }
    }

    @Test func aPageArgumentOpensAFaceOverItsFamily() throws {
      let window = try FaceWindow(page: "face/FixtureVariable-Bold")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "slider" && $0.name == "Weight" && $0.frame != nil }
      let objects = try window.objects()
      #expect(objects.contains { $0.role == "push button" && $0.name == "Fixture Variable" })
      // A named instance starts at its coordinates.
      #expect(objects.first { $0.role == "slider" && $0.name == "Weight" }?.value == 700)
      // The axes' sliders line up, whatever the length of their names ("Weight", "Grade").
      let sliders = objects.filter { $0.role == "slider" && ["Weight", "Grade"].contains($0.name) }.compactMap(\.frame)
      #expect(sliders.count == 2)
      #expect(Set(sliders.map(\.x)).count == 1, "\(sliders)")
      #expect(Set(sliders.map(\.width)).count == 1, "\(sliders)")
      // The wheel over a slider scrolls the page, not the axis: three notches moved the weight
      // from 700 to 400, the page standing still. The window made taller, so that the slider is
      // in it.
      window.resize(width: 720, height: 1000)
      let weight = try #require(
        try window.waitFor { $0.role == "slider" && $0.name == "Weight" && ($0.frame?.y ?? 0) + 30 < window.height }
          .frame)
      try #require(weight.y + weight.height <= window.height, "the slider is below the window")
      window.xdotool(
        "mousemove", "--window", window.windowID, String(weight.x + weight.width / 2),
        String(weight.y + weight.height / 2))
      window.xdotool("click", "--repeat", "3", "--delay", "100", "5")
      let scrolled = try window.waitFor {
        $0.role == "slider" && $0.name == "Weight" && ($0.frame?.y ?? weight.y) < weight.y
      }
      #expect(scrolled.value == 700)
    }

    @Test func movingAnAxisSliderRedrawsThePreview() throws {
      let window = try FaceWindow(page: "family/Fixture Variable")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      // The page opens with the first row focused: Ctrl+I opens its face.
      window.keys("ctrl+i")
      let sample = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      let before = try window.pixels(of: sample)
      _ = try window.tab { $0.role == "slider" && $0.name == "Weight" }
      window.keys("End")
      let moved = try window.waitFor { $0.role == "slider" && $0.name == "Weight" && $0.value == 900 }
      #expect(moved.value == 900)
      Thread.sleep(forTimeInterval: 0.3)
      #expect(try window.pixels(of: sample) != before, "the sample looks the same at wght 900")
      // Page keys cross a tenth of the axis in round numbers: a weight by 100 (by 10, the axis
      // took 80 presses).
      window.keys("Page_Down")
      _ = try window.waitFor { $0.role == "slider" && $0.name == "Weight" && $0.value == 800 }
    }

    /// The character grid follows the axes too: cells already drawn are drawn again at the new
    /// weight (they kept the old one, only cells bound later took it: the grid mixed weights).
    @Test func movingAnAxisRedrawsTheCharactersShown() throws {
      let window = try FaceWindow(page: "face/FixtureVariable-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      // Ctrl+F finds characters; Tab goes on to the grid. Then past SPACE, to a character with
      // ink. (Keys go without a read of the tree after each: each read takes a second.)
      window.keys("ctrl+f", "Tab", "Right", "Right", "Right")
      let cell = try window.waitFor { $0.isFocused && $0.name == "NUMBER SIGN" }
      // Its code point is read after its name.
      #expect(cell.description == "U+0023")
      Thread.sleep(forTimeInterval: 0.3)
      let before = try window.pixels(of: cell)
      // Back to the Weight slider: the search, the block chooser, the instances (one stop)
      // and the Grade slider come first.
      window.keys(Array(repeating: "shift+Tab", count: 4))
      var focused = try window.waitFor { $0.isFocused }
      for _ in 0..<20 where !(focused.role == "slider" && focused.name == "Weight") {
        window.keys("shift+Tab")
        focused = try window.waitFor { $0.isFocused }
      }
      try #require(focused.role == "slider" && focused.name == "Weight", "\(focused.role) \(focused.name)")
      window.keys("End", "ctrl+f", "Tab")
      _ = try window.waitFor { $0.role == "slider" && $0.name == "Weight" && $0.value == 900 }
      let again = try window.waitFor { $0.role == "table cell" && $0.name == cell.name && $0.frame != nil }
      Thread.sleep(forTimeInterval: 0.3)
      #expect(try window.pixels(of: again) != before, "\(cell.name) looks the same at wght 900")
    }

    /// Issue 8: the sample marks what the face lacks and names what really draws it, for the
    /// character at the cursor (keyboard) as for the one under the pointer (a tooltip).
    @Test func charactersTheFaceLacksAreMarkedAndTheirFallbackNamed() throws {
      let window = try FaceWindow(page: "face/TypecaseFixtureSans-Regular")
      defer { window.close() }
      let sample = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      try window.click(sample)
      window.keys("ctrl+a", "BackSpace")
      window.type("Ab")
      let plain = try window.pixels(of: sample)
      // Typecase Fixture Sans maps ASCII only: Fixture Mincho draws 日; no fixture has ☃.
      window.type("日")
      let fallback = try window.waitFor { $0.role == "label" && $0.name.contains(" is not in ") }
      #expect(
        fallback.name == "“日” U+65E5 is not in Typecase Fixture Sans Regular: Fixture Mincho draws it",
        "\(fallback.name)")
      // A screen reader in the preview hears it too.
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.description == fallback.name }
      #expect(try window.pixels(of: sample) != plain)
      window.type("☃")
      let none = try window.waitFor { $0.role == "label" && $0.name.contains("U+2603") }
      #expect(
        none.name
          == "“☃” U+2603 is not in Typecase Fixture Sans Regular, nor in any installed font: it is drawn as a box")
      // Back over the ASCII: nothing to say.
      window.keys("Home")
      Thread.sleep(forTimeInterval: 0.3)
      #expect(
        try !window.objects().contains { $0.role == "label" && $0.name.contains(" is not in ") && $0.frame != nil })
    }

    /// Back on a face page from the settings, the focus is where it was (the character search,
    /// far down the page): it went to the sample at the top.
    @Test func backFromTheSettingsTheFocusIsWhereItWas() throws {
      let window = try FaceWindow(page: "face/FixtureVariable-Bold")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "slider" && $0.name == "Weight" && $0.frame != nil }
      window.keys("ctrl+f")
      let search = { (object: FaceWindow.Object) in
        object.name == "Find a character by name, code or itself" && object.isFocused
      }
      _ = try window.waitFor(search)
      window.keys("ctrl+comma")
      _ = try window.waitFor { $0.role == "list item" && $0.name == "Sample Text" && $0.isFocused }
      window.keys("Escape")
      _ = try window.waitFor(search)
    }

    /// A font installed by another program while a face page is open leaves the page as the
    /// user made it: the sample typed keeps its text and the keyboard focus (the page was made
    /// again: the sample went back to the Sample Text setting's, the focus to Copy as…).
    @Test func aFontInstalledMeanwhileLeavesTheFacePageAsItWas() throws {
      let sandbox = UserFontsSandbox()
      defer { sandbox.remove() }
      let window = try sandbox.openWindow(page: "face/TypecaseFixtureSans-Regular")
      defer { window.close() }
      let sample = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      try window.click(sample)
      window.keys("ctrl+a", "BackSpace")
      window.type("Zebra")
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.text == "Zebra" }
      let installed = try sandbox.typecase(["install", UserFontsSandbox.symbols.path])
      try #require(installed.status == 0, "\(installed.standardError)")
      _ = try window.waitFor { $0.role == "label" && $0.name.hasSuffix("was installed") }
      window.type("X")
      let typed = try window.waitFor {
        $0.name == "Preview" && $0.role == "text" && $0.text?.hasPrefix("Zebra") == true
      }
      Thread.sleep(forTimeInterval: 0.3)
      #expect(try window.waitFor { $0.name == "Preview" && $0.role == "text" }.text == "ZebraX", "\(typed.text ?? "")")
    }

    /// The figures line marks the characters the face lacks (boxes, drawn in the face alone) in
    /// red, as the preview does, and says so to the pointer and to screen readers.
    @Test func theFiguresLineMarksWhatTheFaceLacks() throws {
      let window = try FaceWindow(page: "face/TypecaseFixtureSans-Regular")
      defer { window.close() }
      // The fixture maps ASCII only: "°" is not in it (nor "·": spaces part the line).
      let figures = try window.waitFor { $0.role == "label" && $0.name.hasPrefix("0123456789") && $0.frame != nil }
      #expect(figures.description == "Marked characters are not in Typecase Fixture Sans Regular")
      // The waterfall's lines are read with their sizes (the sample was read over and over, no
      // size said).
      let sizes = try window.objects().filter { $0.role == "label" && $0.description.hasSuffix(" pt") }.map(
        \.description)
      #expect(sizes.count >= 8 && sizes.contains("12 pt"), "\(sizes)")
      let pixels = try window.pixels(of: figures)
      // A binary PPM: "P6", the size and the largest value on three lines, then RGB samples of
      // one byte, or two (big-endian) when the largest value is above 255. Adwaita's red 3 is
      // #e01b24.
      let header = pixels.prefix(64).split(separator: 0x0A, maxSplits: 3, omittingEmptySubsequences: false)
      try #require(header.count == 4)
      let width = (Int(String(decoding: header[2], as: UTF8.self)) ?? 255) > 255 ? 2 : 1
      let samples = Array(pixels.dropFirst(header[0].count + header[1].count + header[2].count + 3))
      let red = stride(from: 0, to: samples.count - 3 * width + 1, by: 3 * width).filter { start in
        samples[start] > 180 && samples[start + width] < 90 && samples[start + 2 * width] < 90
      }
      #expect(red.count > 10, "no red marks in the figures line: \(red.count) red pixels")
    }

    /// The marks of characters the face lacks, in the figures line and the sample, take the
    /// style's colour for error text, and take it again when the desktop turns dark.
    ///
    /// A fixed red (#e01b24) read at 3.45:1 on the dark style's background. libadwaita 1.2's
    /// error colour is #c01c28 in the light style and #ff7b63 in the dark one; the desktop's
    /// setting is changed with gsettings while the window runs.
    @Test func theMarksFollowTheStylesErrorColour() throws {
      let window = try FaceWindow(
        page: "face/TypecaseFixtureSans-Regular",
        // The desktop's settings from the keyfile: a settings portal, where one runs, would answer first.
        extraEnvironment: ["GSETTINGS_BACKEND": "keyfile", "ADW_DISABLE_PORTAL": "1"])
      defer { window.close() }
      try window.click(try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil })
      window.keys("ctrl+a", "BackSpace")
      window.type("A☃☃☃")
      let note = try window.waitFor { $0.role == "label" && $0.name.contains("U+2603") && $0.frame != nil }
      let noteBottom = (note.frame?.y ?? 0) + (note.frame?.height ?? 0)
      // Where they are once the sample is one line and the note (in the error colour too)
      // shows between them.
      let sample = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.text == "A☃☃☃" }
      let figures = try window.waitFor {
        $0.role == "label" && $0.name.hasPrefix("0123456789") && ($0.frame?.y ?? 0) >= noteBottom
      }
      let lightRed = { (red: Int, green: Int, blue: Int) in red > 150 && green < 90 && blue < 90 }
      // Close to #ff7b63: a blend of the white text and a fixed red at a glyph's edge is not.
      let darkRed = { (red: Int, green: Int, blue: Int) in
        red >= 250 && abs(green - 123) <= 12 && abs(blue - 99) <= 12
      }
      func count(_ object: FaceWindow.Object, _ matches: (Int, Int, Int) -> Bool) throws -> Int {
        let image = try PPMImage(try window.pixels(of: object))
        return image.pixelIndices.filter { index in
          let (red, green, blue) = image.color(at: index)
          return matches(red, green, blue)
        }.count
      }
      for object in [figures, sample] {
        #expect(try count(object, lightRed) > 20, "no marks in the light style's error colour in \(object.name)")
      }
      // The window's environment: its settings folder, where the keyfile backend keeps the
      // desktop's settings.
      let set = try ProcessRunner.runTool(
        "gsettings", ["set", "org.gnome.desktop.interface", "color-scheme", "prefer-dark"],
        environment: window.environment)
      try #require(set.status == 0, "\(set.standardError)")
      // The light style's red (or a fixed one) left on the dark background: not a blend of
      // #ff7b63 with it, whose green is above 80 wherever its red is above 150.
      let lightRedLeft = { (red: Int, green: Int, blue: Int) in red > 150 && green < 50 && blue < 60 }
      // Pixels in the dark style's error colour, and in a red left from the light style, for
      // each of the two; the wavy underline takes the style's colour by itself in a label.
      var marked: [String: [Int]] = [:]
      let followed = { marked.values.allSatisfy { $0[0] > 20 && $0[1] == 0 } }
      for _ in 0..<20 {
        Thread.sleep(forTimeInterval: 0.25)
        marked = try Dictionary(
          uniqueKeysWithValues: [figures, sample].map {
            ($0.name, [try count($0, darkRed), try count($0, lightRedLeft)])
          })
        if followed() { break }
      }
      #expect(followed(), "pixels in the dark style's error colour, and in a red left: \(marked)")
    }

    /// The figures line keeps room for its marks under its last line: a font whose underline
    /// lies far below its descent (as Noto Color Emoji's does) had its red marks drawn onto the
    /// waterfall's first line.
    @Test func theFiguresMarksStayInTheirLine() throws {
      let (folder, configuration) = try derivedFontConfiguration(
        "underline", from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
        family: "Deep Underline", postScriptName: "DeepUnderline-Regular",
        editing: #"font["post"].underlinePosition = -font["head"].unitsPerEm * 3 // 4"#)
      defer { try? FileManager.default.removeItem(at: folder) }
      let window = try FaceWindow(page: "face/DeepUnderline-Regular", fontsConfiguration: configuration)
      defer { window.close() }
      let figures = try window.waitFor { $0.role == "label" && $0.name.hasPrefix("0123456789") && $0.frame != nil }
      Thread.sleep(forTimeInterval: 0.5)
      let frame = try #require(figures.frame)
      #expect(try window.redPixels(of: figures) > 20, "no red marks in the figures line")
      // The waterfall's first lines, under it (those of 8, 10 and 12 points), as wide as the
      // figures.
      let first = try window.waitFor { $0.role == "label" && $0.description == "8 pt" && $0.frame != nil }
      var below = first
      let line = try #require(first.frame)
      below.frame = (frame.x, line.y, frame.width, 60)
      #expect(try window.redPixels(of: below) == 0, "marks drawn onto the waterfall")
    }

    /// Text that reads right to left starts at the right on every line of the waterfall, as in
    /// the sample above it and in an exported specimen: the lines Pango cut short stood right,
    /// those that fit stood left.
    @Test func rightToLeftTextStartsAtTheRightOnEveryWaterfallLine() throws {
      let window = try FaceWindow(page: "face/TypecaseFixtureSans-Regular")
      defer { window.close() }
      let sample = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      try window.click(sample)
      try window.replaceText(with: "שלום") { $0.name == "Preview" && $0.role == "text" }
      Thread.sleep(forTimeInterval: 0.5)
      for size in ["8 pt", "12 pt", "24 pt"] {
        let line = try window.waitFor { $0.role == "label" && $0.description == size && $0.frame != nil }
        let frame = try #require(line.frame)
        let ink = try Self.inkColumns(in: window.pixels(of: line))
        let columns = try #require(ink, "\(size): nothing drawn")
        #expect(columns.lowerBound > frame.width / 2, "\(size): ink from \(columns) of \(frame.width) pixels")
        #expect(columns.upperBound > frame.width * 9 / 10, "\(size): ink from \(columns) of \(frame.width) pixels")
      }
    }

    /// The columns of a PPM image (binary, "P6") that hold dark pixels, nil when none do.
    static func inkColumns(in pixels: Data) throws -> ClosedRange<Int>? {
      let header = pixels.prefix(64).split(separator: 0x0A, maxSplits: 3, omittingEmptySubsequences: false)
      try #require(header.count == 4)
      let size = String(decoding: header[1], as: UTF8.self).split(separator: " ").compactMap { Int($0) }
      try #require(size.count == 2)
      let bytes = (Int(String(decoding: header[2], as: UTF8.self)) ?? 255) > 255 ? 2 : 1
      let samples = Array(pixels.dropFirst(header[0].count + header[1].count + header[2].count + 3))
      var columns: [Int] = []
      for index in stride(from: 0, to: samples.count - 3 * bytes + 1, by: 3 * bytes)
      where samples[index] < 128 && samples[index + bytes] < 128 && samples[index + 2 * bytes] < 128 {
        columns.append((index / (3 * bytes)) % size[0])
      }
      guard let first = columns.min(), let last = columns.max() else { return nil }
      return first...last
    }

    /// Ctrl+F from the size slider shows the character search it focuses: the page scrolled
    /// past it, to the details, and typing went into a field out of sight.
    @Test func controlFFromTheSliderShowsTheSearchField() throws {
      let window = try FaceWindow(page: "face/FixtureDetails-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      // The preview has the focus; the size slider stands above it.
      window.keys("shift+Tab")
      _ = try window.waitFor { $0.isFocused && $0.role == "slider" }
      window.keys("End", "ctrl+f")
      let field = try window.waitFor { $0.isFocused && $0.name == "Find a character by name, code or itself" }
      Thread.sleep(forTimeInterval: 0.5)
      let shown = try #require(
        try window.objects().first { $0.isFocused && $0.name == "Find a character by name, code or itself" }, "\(field)"
      )
      let frame = try #require(shown.frame)
      #expect(frame.y >= 0 && frame.height > 0, "the search field is at y \(frame.y)")
      let window_ = try #require(try window.objects().first { $0.role == "frame" }?.frame)
      #expect(frame.y + frame.height <= window_.y + window_.height, "below the window: \(frame) \(window_)")
    }

    /// Tab reaches the character grid, whose cells are read by their Unicode names, and leaves
    /// it in one step, as the lists do: each cell was a Tab stop read as "GtkListItemWidget", a
    /// hundred before the details on a small font.
    ///
    /// The details are read with their values.
    @Test func tabLeavesTheCharacterGridInOneStep() throws {
      let window = try FaceWindow(page: "face/FixtureDetails-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      let cell = try window.tab { $0.role == "table cell" }
      #expect(cell.name == cell.name.uppercased() && cell.name.contains(where: \.isLetter), "\(cell.name)")
      window.keys("shift+Tab")
      _ = try window.waitFor { $0.isFocused && $0.name == "Find a character by name, code or itself" }
      window.keys("Tab")
      _ = try window.waitFor { $0.isFocused && $0.role == "table cell" }
      window.keys("Tab")
      let after = try window.waitFor { $0.isFocused }
      #expect(after.role != "table cell", "\(after.role) \(after.name)")
      let family = try window.waitFor { $0.role == "list item" && $0.name == "Family" }
      #expect(family.description == "Fixture Details")
    }

    /// Escape in the character grid empties the character search first, and a second Escape
    /// goes back: it went back at once, and the search was lost.
    @Test func escapeInTheGridEmptiesTheCharacterSearchFirst() throws {
      let window = try FaceWindow(page: "face/FixtureDetails-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      window.keys("ctrl+f")
      let field = "Find a character by name, code or itself"
      _ = try window.waitFor { $0.isFocused && $0.name == field }
      window.type("sign")
      _ = try window.waitFor { $0.isFocused && $0.text == "sign" }
      Thread.sleep(forTimeInterval: 0.3)
      window.keys("Tab")
      _ = try window.waitFor { $0.isFocused && $0.role == "table cell" }
      window.keys("Escape")
      _ = try window.waitFor { $0.isFocused && $0.name == field && $0.text == "" }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      window.keys("Escape")
      // On the family's row, though the list was never shown before (opened with --page).
      let row = try window.waitFor { $0.role == "list item" && $0.isFocused }
      #expect(row.name == "Fixture Details", "\(row.name)")
    }

    /// The character search says how many characters it finds, read after its name as the
    /// family search's count is: a screen reader heard nothing of the results as they were
    /// typed, none found included (the count was the group's, which no one reads then).
    @Test func theCharacterSearchSaysHowManyItFinds() throws {
      let window = try FaceWindow(page: "face/FixtureMincho-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      window.keys("ctrl+f")
      let field = "Find a character by name, code or itself"
      let before = try window.waitFor { $0.isFocused && $0.name == field }
      #expect(before.description == "21,340 characters")
      window.type("digit")
      _ = try window.waitFor { $0.isFocused && $0.name == field && $0.description == "10 of 21,340 characters" }
      window.type("zz")
      _ = try window.waitFor { $0.isFocused && $0.name == field && $0.description == "0 of 21,340 characters" }
    }

    /// Tab from a character search that found nothing goes on to the languages, as Tab from
    /// the grid does: it stayed in the field (a keyboard user was trapped there).
    @Test func tabFromASearchThatFoundNothingGoesOn() throws {
      let window = try FaceWindow(page: "face/FixtureDetails-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      window.keys("ctrl+f")
      _ = try window.waitFor { $0.isFocused && $0.name == "Find a character by name, code or itself" }
      window.type("vulcan")
      _ = try window.waitFor { $0.isFocused && $0.text == "vulcan" }
      Thread.sleep(forTimeInterval: 0.3)
      window.keys("Tab")
      let next = try window.waitFor { $0.isFocused }
      #expect(next.name == "Languages", "\(next.role) \(next.name)")
      // Ctrl+F again chooses the search whole: what is typed replaces it ("vulcansign").
      window.keys("ctrl+f")
      _ = try window.waitFor { $0.isFocused && $0.name == "Find a character by name, code or itself" }
      window.type("sign")
      _ = try window.waitFor { $0.isFocused && $0.text == "sign" }
    }

    /// Tab from the character grid to a tall list of languages shows the languages: GTK's own
    /// scrolling to the focus, from the frame before's layout, went on past them to the details
    /// (the focused text sat 600 pixels above the window).
    @Test func tabFromTheGridShowsTheLanguages() throws {
      let sandbox = UserFontsSandbox()
      defer { try? FileManager.default.removeItem(at: sandbox.work) }
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      // Latin, Greek and Cyrillic letters mapped: fontconfig finds a hundred languages or more.
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
        to: sandbox.fonts.appendingPathComponent("ManyLanguages.ttf"),
        editing: """
          glyph = font["cmap"].getBestCmap()[ord("o")]
          codes = list(range(0x20, 0x250)) + list(range(0x370, 0x3FF)) + list(range(0x400, 0x530)) + list(range(0x1E00, 0x1F00))
          for table in font["cmap"].tables:
              if table.isUnicode():
                  for code in codes:
                      table.cmap.setdefault(code, glyph)
          name = font["name"]
          name.names = [r for r in name.names if r.nameID not in (1, 4, 6, 16, 17)]
          for nameID, text in ((1, "Many Languages"), (4, "Many Languages Regular"), (6, "ManyLanguages-Regular")):
              name.setName(text, nameID, 3, 1, 0x409)
          """)
      let window = try sandbox.openWindow(page: "face/ManyLanguages-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      window.keys("ctrl+f")
      _ = try window.waitFor { $0.isFocused && $0.name == "Find a character by name, code or itself" }
      window.keys("Tab")
      _ = try window.waitFor { $0.isFocused && $0.role == "table cell" }
      window.keys("Tab")
      let languages = try window.waitFor { $0.isFocused && $0.name == "Languages" }
      #expect((languages.frame?.height ?? 0) > 200, "the languages are not the tall list this is about")
      let height = window.height
      Thread.sleep(forTimeInterval: 0.3)
      let shown = try #require(try window.objects().first { $0.isFocused }?.frame)
      #expect(height > 0 && shown.y >= 0 && shown.y < height, "the languages at \(shown), the window \(height) high")
      // The focus shows, as a ring around them (the text took the focus seen nowhere), in the
      // accent colour: Adwaita's blue at half strength.
      // Read again until the page has settled (it scrolls the languages into view).
      var ring = 0
      for _ in 0..<10 where ring <= 200 {
        guard var around = try window.objects().first(where: { $0.isFocused && $0.name == "Languages" }),
          let frame = around.frame
        else { break }
        around.frame = (frame.x - 4, frame.y - 4, frame.width + 8, min(frame.height + 8, height - frame.y))
        ring = try Self.accentPixels(in: window.pixels(of: around))
        if ring <= 200 { Thread.sleep(forTimeInterval: 0.3) }
      }
      #expect(ring > 200, "\(ring) pixels of a focus ring around the languages")
      // Shift+Tab goes back to the grid, as Tab came from it (it stopped first on the label
      // naming the character, shown as focused by nothing).
      window.keys("shift+Tab")
      let back = try window.waitFor { $0.isFocused }
      #expect(back.role == "table cell", "Shift+Tab from the languages went to \(back.role) \"\(back.name)\"")
    }

    /// How many pixels of a PPM image (binary, "P6") are in the accent colour (Adwaita's blue,
    /// #3584e4, at half strength over the page's light background).
    static func accentPixels(in pixels: Data) throws -> Int {
      let image = try PPMImage(pixels)
      return image.pixelIndices.filter { index in
        let (red, green, blue) = image.color(at: index)
        return blue > 200 && blue - red > 60 && green > red
      }.count
    }

    /// The star of a family not starred stands out from its row at least 3:1 (WCAG's least for
    /// a control), on the list and in the header: Adwaita's outline, drawn at 35%, was 2:1.
    @Test(arguments: ["families", "family/Fixture Color"])
    func anUnstarredStarStandsOutFromItsRow(page: String) throws {
      let window = try FaceWindow(page: page)
      defer { window.close() }
      let star = try window.waitFor {
        $0.role.hasSuffix("button") && $0.name == "Star Fixture Color" && $0.frame != nil
      }
      window.xdotool("mousemove", "--window", window.windowID, "1", "1")
      Thread.sleep(forTimeInterval: 0.5)
      let contrast = try Self.contrast(in: window.pixels(of: star))
      #expect(contrast >= 3, "on \(page) the star stands out \(contrast):1")
    }

    /// The contrast (WCAG 2) between the darkest and the lightest pixel of a PPM image.
    static func contrast(in pixels: Data) throws -> Double {
      /// The relative luminance of an sRGB color (WCAG 2).
      func luminance(_ color: (Int, Int, Int)) -> Double {
        let channels = [color.0, color.1, color.2].map { value -> Double in
          let channel = Double(value) / 255
          return channel <= 0.03928 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
      }
      let image = try PPMImage(pixels)
      let luminances = image.pixelIndices.map { luminance(image.color(at: $0)) }
      let (darkest, lightest) = (luminances.min() ?? 0, luminances.max() ?? 0)
      return (lightest + 0.05) / (darkest + 0.05)
    }

    /// Under high contrast (dark too) a settings row reached by a key shows a focus ring that
    /// stands out from its card at least 3:1, as libadwaita's own rings do there (drawn at 80%):
    /// Typecase's ring, at half strength in every style, stood out 2.4:1.
    @Test func aSettingsRowsFocusRingStandsOutUnderHighContrast() throws {
      let window = try FaceWindow(
        page: "settings",
        extraEnvironment: ["ADW_DEBUG_HIGH_CONTRAST": "1", "ADW_DEBUG_COLOR_SCHEME": "prefer-dark"])
      defer { window.close() }
      _ = try window.waitFor { $0.name.hasPrefix("Sample Text") && $0.frame != nil }
      window.keys("Down")
      let row = try window.waitFor { $0.isFocused && $0.role == "list item" && $0.frame != nil }
      Thread.sleep(forTimeInterval: 0.3)
      let image = try PPMImage(window.pixels(of: row))
      /// The relative luminance of an sRGB color (WCAG 2).
      func luminance(_ color: (Int, Int, Int)) -> Double {
        let channels = [color.0, color.1, color.2].map { value -> Double in
          let channel = Double(value) / 255
          return channel <= 0.03928 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
      }
      // The card is the row's commonest color; the ring its commonest blue one (its corners
      // blend with the card's border).
      var counts: [Int: Int] = [:]
      var blueCounts: [Int: Int] = [:]
      for index in image.pixelIndices {
        let (red, green, blue) = image.color(at: index)
        counts[red << 16 | green << 8 | blue, default: 0] += 1
        if blue - red > 40 { blueCounts[red << 16 | green << 8 | blue, default: 0] += 1 }
      }
      let card = try #require(counts.max { $0.value < $1.value }?.key)
      let ring = try #require(blueCounts.max { $0.value < $1.value }?.key, "no blue ring on the focused row")
      let cardLuminance = luminance((card >> 16, card >> 8 & 0xFF, card & 0xFF))
      let ringLuminance = luminance((ring >> 16, ring >> 8 & 0xFF, ring & 0xFF))
      let contrast = (max(cardLuminance, ringLuminance) + 0.05) / (min(cardLuminance, ringLuminance) + 0.05)
      #expect(contrast >= 3, "the ring #\(String(ring, radix: 16)) stands out \(contrast):1 from the card")
    }

    /// Under high contrast (dark) the current named instance has a ring of the text's color,
    /// as the row buttons that are on have: a lighter fill alone told it from the others, 2:1.
    @Test func theCurrentInstanceHasARingUnderHighContrast() throws {
      let window = try FaceWindow(
        page: "face/FixtureVariable-Regular",
        extraEnvironment: ["ADW_DEBUG_HIGH_CONTRAST": "1", "ADW_DEBUG_COLOR_SCHEME": "prefer-dark"])
      defer { window.close() }
      _ = try window.tab(to: { $0.role == "push button" && $0.name.hasSuffix(", current") })
      // Away from the instances: the focus ring is no ring of its own.
      window.keys("shift+Tab")
      Thread.sleep(forTimeInterval: 0.5)
      let buttons = try window.objects().filter {
        $0.role == "push button" && $0.frame != nil && $0.description.hasPrefix("FixtureVariable-")
      }
      let current = try #require(buttons.first { $0.name.hasSuffix(", current") }, "\(buttons.map(\.name))")
      let other = try #require(buttons.first { !$0.name.hasSuffix(", current") })
      /// How many pixels of the button's second row of pixels, across its middle half, are light
      /// (a ring of the light text color, drawn inside its edge).
      func lightEdge(_ button: FaceWindow.Object) throws -> Int {
        let image = try PPMImage(window.pixels(of: button))
        return (image.width / 4..<image.width * 3 / 4).filter { x in
          let (red, green, blue) = image.color(at: (image.width + x) * 3 * image.sampleBytes)
          return red > 200 && green > 200 && blue > 200
        }.count
      }
      let (ringed, plain) = (try lightEdge(current), try lightEdge(other))
      #expect(ringed > 0, "no ring on the current instance")
      #expect(plain == 0, "\(plain) light pixels on the edge of another instance")
    }

    /// Ctrl+plus, Ctrl+minus and Ctrl+0 zoom the preview from wherever the focus is on the
    /// page, as in an editor or a browser (the size slider, reached by Tab, alone changed it).
    @Test func controlPlusAndMinusZoomThePreview() throws {
      let window = try FaceWindow(page: "face/FixtureVariable-Regular")
      defer { window.close() }
      /// Waits for the slider `name` to stand at `value` (the test fails when it does not).
      func waitFor(_ name: String, at value: Double) throws {
        _ = try window.waitFor { $0.role == "slider" && $0.name == name && $0.value == value }
      }
      try waitFor("Size", at: 48)
      window.keys("ctrl+plus")
      try waitFor("Size", at: 64)
      window.keys("ctrl+minus", "ctrl+minus")
      try waitFor("Size", at: 36)
      window.keys("ctrl+0")
      try waitFor("Size", at: 48)
      // From a slider too, which took the keys as its own steps: Weight 400 → 500, Size 58.
      for name in ["Size", "Weight"] {
        _ = try window.tab(to: { $0.role == "slider" && $0.name == name })
        window.keys("ctrl+plus")
        try waitFor("Size", at: 64)
        let weight = try window.objects().first { $0.role == "slider" && $0.name == "Weight" }?.value
        #expect(weight == 400, "from \(name)")
        window.keys("ctrl+0")
        try waitFor("Size", at: 48)
      }
    }

    /// The size zoomed to on one face page is where the next face page opens, and, kept in
    /// the settings when the window closes, where the next window's face pages open (each was
    /// back at 48 pt).
    @Test func aZoomedSizeIsWhereTheNextFacePagesOpen() throws {
      let configHome = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-zoom-\(UUID())")
      defer { try? FileManager.default.removeItem(at: configHome) }
      let first = try FaceWindow(page: "face/FixtureVariable-Regular", configHome: configHome)
      defer { first.close() }
      _ = try first.waitFor { $0.role == "slider" && $0.name == "Size" && $0.value == 48 }
      first.keys("ctrl+plus", "ctrl+plus")
      _ = try first.waitFor { $0.role == "slider" && $0.name == "Size" && $0.value == 72 }
      first.keys("ctrl+q")
      #expect(first.waitForExit(), "Ctrl+Q left the window running")
      let settings = try String(
        contentsOf: configHome.appendingPathComponent("typecase/settings.json"), encoding: .utf8)
      #expect(settings.contains("\"face-preview-size\": \"72\""), "\(settings)")
      let second = try FaceWindow(page: "face/FixtureVariable-Bold", configHome: configHome)
      defer { second.close() }
      _ = try second.waitFor { $0.role == "slider" && $0.name == "Size" && $0.value == 72 }
    }

    /// A binary PPM image ("P6", as `import` writes it): its size and samples.
    struct PPMImage {
      let width: Int
      let height: Int
      /// Bytes per sample: 1, or 2 for a maximum value over 255 (the most significant first).
      let sampleBytes: Int
      let samples: [UInt8]

      init(_ pixels: Data) throws {
        let header = pixels.prefix(64).split(separator: 0x0A, maxSplits: 3, omittingEmptySubsequences: false)
        try #require(header.count == 4)
        let size = header[1].split(separator: 0x20).compactMap { Int(String(decoding: $0, as: UTF8.self)) }
        try #require(size.count == 2)
        (width, height) = (size[0], size[1])
        sampleBytes = (Int(String(decoding: header[2], as: UTF8.self)) ?? 255) > 255 ? 2 : 1
        samples = Array(pixels.dropFirst(header[0].count + header[1].count + header[2].count + 3))
        try #require(samples.count >= width * height * 3 * sampleBytes)
      }

      /// Where each pixel starts in `samples`, row by row.
      var pixelIndices: StrideTo<Int> { stride(from: 0, to: width * height * 3 * sampleBytes, by: 3 * sampleBytes) }

      /// The red, green and blue (their most significant bytes) of the pixel starting at `index`.
      func color(at index: Int) -> (Int, Int, Int) {
        (Int(samples[index]), Int(samples[index + sampleBytes]), Int(samples[index + 2 * sampleBytes]))
      }
    }

    /// End in the character grid shows the last character: the grid scrolled to it, but the
    /// page did not follow, and the focused character sat below the window.
    @Test func endInTheGridShowsTheLastCharacter() throws {
      let window = try FaceWindow(page: "face/FixtureMincho-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      _ = try window.tab { $0.role == "table cell" }
      window.keys("End")
      let last = try window.waitFor { $0.isFocused && $0.role == "table cell" && $0.name != "SPACE" }
      let height = window.height
      let frame = try #require(last.frame)
      #expect(
        height > 0 && frame.y >= 0 && frame.y + frame.height <= height,
        "\(last.name) at \(frame), window \(height) high")
    }

    /// Down from the character search to the character it found shows that character: the
    /// grid stayed below the window, the focused character out of sight (Enter copied it all
    /// the same).
    @Test func downFromTheCharacterSearchShowsTheCharacterFound() throws {
      let window = try FaceWindow(page: "face/FixtureMincho-Regular")
      defer { window.close() }
      // Little taller than the grid (as at large text).
      window.resize(width: 720, height: 480)
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      window.keys("ctrl+f")
      _ = try window.waitFor { $0.isFocused && $0.name == "Find a character by name, code or itself" }
      window.type("U+0041")
      Thread.sleep(forTimeInterval: 0.5)
      window.keys("Down")
      let cell = try window.waitFor { $0.isFocused && $0.role == "table cell" }
      #expect(cell.name == "LATIN CAPITAL LETTER A")
      Thread.sleep(forTimeInterval: 0.3)
      let shown = try #require(try window.objects().first { $0.isFocused && $0.role == "table cell" })
      let height = window.height
      let frame = try #require(shown.frame)
      #expect(
        height > 0 && frame.y >= 0 && frame.y + frame.height <= height,
        "\(shown.name) at \(frame), window \(height) high")
      // And the line under the grid with its code and name: it was below the window's edge,
      // the glyph shown without its name to a magnifier following the focus.
      let info = try window.waitFor { $0.role == "label" && $0.name.hasPrefix("U+0041") && $0.frame != nil }
      let line = try #require(info.frame)
      #expect(line.y >= 0 && line.y + line.height <= height, "\(info.name) at \(line), window \(height) high")
      // It is the chosen character, so Ctrl+C copies it (it copied nothing, none chosen).
      window.keys("ctrl+c")
      _ = try window.waitFor { $0.role == "label" && $0.name == "Copied “A”" }
    }

    /// Tab from the sample goes to the next control: the figures line was a stop of its own, a
    /// selectable label shown by a grey selection that stayed once the focus went on.
    ///
    /// Text typed into a face's sample is where the next face page opened starts: it was gone
    /// on the next page, and a text could not be compared across a family's weights.
    @Test func theTextTypedInASampleIsWhereTheNextFacePageStarts() throws {
      let window = try FaceWindow(page: "face/TypecaseFixtureSans-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.isFocused }
      window.keys("ctrl+a", "BackSpace")
      window.type("Quixotic")
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.text == "Quixotic" }
      window.keys("alt+Left")
      _ = try window.waitFor {
        $0.role == "list item" && $0.name.hasPrefix("TypecaseFixtureSans-Regular") && $0.isFocused
      }
      window.keys("Down")
      let other = try window.waitFor {
        $0.role == "list item" && $0.isFocused && !$0.name.hasPrefix("TypecaseFixtureSans-Regular")
      }
      window.keys("Return")
      let preview = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      #expect(preview.text == "Quixotic", "\(other.name)")
      // Not typed on this page: one Escape goes back.
      window.keys("Escape")
      _ = try window.waitFor { $0.role == "list item" && $0.isFocused && $0.frame != nil }
      #expect(try !window.objects().contains { $0.name == "Preview" && $0.frame != nil })
    }

    /// Escape in a sample the user typed in leaves the sample for the size slider, keeping the
    /// page and what was typed; the next Escape goes back.
    ///
    /// Escape went back at once, and the typed text, the axes and the switches were gone.
    /// Untouched, Escape goes back at once.
    @Test func escapeInATypedSampleLeavesItBeforeGoingBack() throws {
      let window = try FaceWindow(page: "face/TypecaseFixtureSans-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.isFocused }
      window.keys("ctrl+a", "BackSpace")
      window.type("Zebra")
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.text == "Zebra" }
      window.keys("Escape")
      let focused = try window.waitFor { $0.isFocused && $0.role == "slider" }
      #expect(try window.objects().contains { $0.name == "Preview" && $0.text == "Zebra" && $0.frame != nil })
      _ = focused
      window.keys("Escape")
      _ = try window.waitFor {
        $0.role == "list item" && $0.name.hasPrefix("TypecaseFixtureSans-Regular") && $0.frame != nil
      }
      #expect(try !window.objects().contains { $0.name == "Preview" && $0.frame != nil })
      // A face page left as it opened goes back with one Escape.
      window.keys("Return")
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.isFocused }
      window.keys("Escape")
      _ = try window.waitFor {
        $0.role == "list item" && $0.name.hasPrefix("TypecaseFixtureSans-Regular") && $0.frame != nil
      }
    }

    @Test func tabFromTheSamplePassesTheFiguresLineBy() throws {
      let window = try FaceWindow(page: "face/FixtureDetails-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.isFocused }
      window.keys("Tab")
      Thread.sleep(forTimeInterval: 0.3)
      let next = try window.waitFor { $0.isFocused }
      #expect(next.role != "label" && !next.name.hasPrefix("0123456789"), "\(next.role) \(next.name)")
    }

    /// Tab leaves the details in one step, as it leaves the lists (each row was a Tab stop of
    /// its own), to the header bar's back button; Shift+Tab from there comes back to the row Tab
    /// left (it came to the last row), and Down on the last row stays there, as on a list's last
    /// row: it went on to the back button and round to the size slider, which the next Down made
    /// smaller.
    ///
    /// Shift+Tab from a row goes to the group before (the languages); Home and End go to the
    /// first and last rows.
    @Test func tabLeavesTheDetailsAndDownStaysOnTheirLastRow() throws {
      let window = try FaceWindow(page: "face/FixtureDetails-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      let size = try #require(try window.objects().first { $0.role == "slider" && $0.name == "Size" }?.value)
      window.keys("ctrl+f")
      _ = try window.tab { $0.role == "list item" && $0.name == "Family" }
      window.keys("Tab")
      Thread.sleep(forTimeInterval: 0.3)
      let out = try window.waitFor { $0.isFocused }
      let back = try #require(
        try window.objects().first { $0.role == "push button" && $0.description.hasPrefix("Back to") })
      #expect(out.role == "push button" && out.name == back.name, "Tab went on to \(out.role) \(out.name)")
      let left = try window.focused(after: "shift+Tab")
      #expect(left.role == "list item" && left.name == "Family", "\(left.role) \(left.name)")
      window.keys(Array(repeating: "Down", count: 30))
      Thread.sleep(forTimeInterval: 0.5)
      let focused = try window.waitFor { $0.isFocused }
      #expect(
        focused.role == "list item" && focused.name == "Embedding", "Down went on to \(focused.role) \(focused.name)")
      #expect(try window.objects().first { $0.role == "slider" && $0.name == "Size" }?.value == size)
      // End stays, Home goes to the first row, Up there stays, as in the settings' lists (End
      // went to the header's Back button, Home to the languages).
      for (key, row) in [("End", "Embedding"), ("Home", "Family"), ("Up", "Family"), ("End", "Embedding")] {
        let now = try window.focused(after: key)
        #expect(now.role == "list item" && now.name == row, "\(key) went to \(now.role) \(now.name)")
      }
      window.keys("shift+Tab")
      Thread.sleep(forTimeInterval: 0.3)
      let before = try window.waitFor { $0.isFocused }
      #expect(before.role == "text" && before.name == "Languages", "Shift+Tab went to \(before.role) \(before.name)")
    }

    /// A named instance clicked keeps the buttons under the pointer, though the sample above
    /// them, the instance's name, takes another number of lines: they moved, and the next
    /// click, meant for another instance, landed on a slider.
    @Test func theNamedInstancesStayUnderThePointerWhenOneIsClicked() throws {
      let window = try FaceWindow(page: "face/FixtureVariable-Hairline")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      // Narrow, so that a long instance's name takes more lines than a short one's.
      window.resize(width: 520, height: 900)
      // Tab to the instances scrolls them into view.
      _ = try window.tab { $0.role == "push button" && $0.name == "Thin, current" }
      let thin = try window.waitFor { $0.role == "push button" && $0.name == "Thin, current" && $0.frame != nil }
      let longest = try window.waitFor {
        $0.role == "push button" && $0.name == "Black High Grade" && $0.frame != nil
      }
      let lines = { () throws -> Int in
        try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }.frame?.height ?? 0
      }
      let before = try lines()
      try window.click(longest)
      _ = try window.waitFor { $0.role == "push button" && $0.name == "Black High Grade, current" }
      Thread.sleep(forTimeInterval: 1)
      try #require(try lines() > before, "the sample took no more room: nothing to keep in place")
      let after = try window.waitFor { $0.role == "push button" && $0.name == "Thin" && $0.frame != nil }
      let moved = (after.frame?.y ?? 0) - (thin.frame?.y ?? 0)
      #expect(abs(moved) <= 2, "the instances moved \(moved) pixels")
      // The next click lands on the instance meant.
      try window.click(after)
      _ = try window.waitFor { $0.role == "push button" && $0.name == "Thin, current" }
    }

    /// The named instances are one Tab stop, their buttons reached by the arrow keys: each
    /// was a stop of its own (Inter's eighteen), and each cell of the flow box one more before
    /// it, read as "GtkFlowBoxChild".
    @Test func theNamedInstancesAreOneTabStop() throws {
      let window = try FaceWindow(page: "face/FixtureVariable-Bold")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      // The one applied is read so ("Bold, current"): GTK 4.8's toggle buttons are push buttons
      // to a screen reader, which does not read their "pressed".
      let instances = Set(["Thin", "Regular", "Bold, current", "Black High Grade"])
      // Tab lands on the instance applied (it landed on the first, Thin).
      let first = try window.tab { $0.role == "push button" && instances.contains($0.name) }
      #expect(first.name == "Bold, current")
      window.keys("Left")
      _ = try window.waitFor { $0.isFocused && $0.role == "push button" && $0.name == "Regular" }
      // Applied with Space, it is the current one, and Bold no longer.
      window.keys("space")
      _ = try window.waitFor { $0.isFocused && $0.role == "push button" && $0.name == "Regular, current" }
      #expect(try window.objects().contains { $0.role == "push button" && $0.name == "Bold" })
      window.keys("Right")
      window.keys("space")
      _ = try window.waitFor { $0.isFocused && $0.role == "push button" && $0.name == "Bold, current" }
      window.keys("Tab")
      Thread.sleep(forTimeInterval: 0.3)
      let next = try window.waitFor { $0.isFocused }
      #expect(!(next.role == "push button" && instances.contains(next.name)), "\(next.role) \(next.name)")
      #expect(try !window.objects().contains { $0.name == "GtkFlowBoxChild" })
      // Shift+Tab comes back to the instance applied, and leaves them in one more step, for
      // the last slider (it went back through each instance, from the last); Tab then comes
      // back to the one applied (once the focus had been among them, it landed on Thin).
      let back = try window.focused(after: "shift+Tab")
      #expect(back.role == "push button" && back.name == "Bold, current", "\(back.role) \(back.name)")
      let slider = try window.focused(after: "shift+Tab")
      #expect(slider.role == "slider" && slider.name == "Grade", "\(slider.role) \(slider.name)")
      let again = try window.focused(after: "Tab")
      #expect(again.role == "push button" && again.name == "Bold, current", "\(again.role) \(again.name)")
    }

    @Test func aFeatureSwitchChangesThePreview() throws {
      let window = try FaceWindow(page: "families")
      defer { window.close() }
      let details = try window.waitFor { $0.role == "push button" && $0.name == "Details of Fixture Features" }
      try window.click(details)
      let sample = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      let before = try window.pixels(of: sample)
      // Keyboard only: Tab to the switch, Space switches it.
      // Tab to the switches (one stop), then Down from switch to switch.
      var smallCaps = try window.tab { $0.role == "check box" }
      for _ in 0..<8 where smallCaps.name != "Small Capitals" {
        window.keys("Down")
        Thread.sleep(forTimeInterval: 0.15)
        smallCaps = try window.waitFor { $0.isFocused }
      }
      // One stop per feature, its switch, read with its state (its row was a stop before it).
      #expect(smallCaps.role == "check box", "\(smallCaps.role)")
      #expect(!smallCaps.isChecked)
      // Read with its tag and table, as shown under its name (the name alone was read).
      #expect(smallCaps.description == "smcp · GSUB", "\(smallCaps.description)")
      window.keys("space")
      let switched = try window.waitFor { $0.name == "Small Capitals" && $0.isChecked }
      #expect(switched.isChecked)
      window.keys("Down")
      Thread.sleep(forTimeInterval: 0.2)
      let next = try window.waitFor { $0.isFocused }
      #expect(next.role == "check box" && next.name == "Single-storey a", "\(next.role) \(next.name)")
      // Tab leaves the switches in one step (each was a stop of its own).
      window.keys("Tab")
      Thread.sleep(forTimeInterval: 0.2)
      let after = try window.waitFor { $0.isFocused }
      #expect(after.role != "check box", "Tab went on to \(after.role) \(after.name)")
      Thread.sleep(forTimeInterval: 0.3)
      #expect(try window.pixels(of: sample) != before, "small capitals left the sample as it was")
      // Shift+Tab comes back to the switch Tab left (it came to the last switch).
      let back = try window.focused(after: "shift+Tab")
      #expect(back.role == "check box" && back.name == "Single-storey a", "\(back.role) \(back.name)")
    }

    /// A feature switch clicked takes the keyboard focus: it stayed in the sample, and the next
    /// key (Down, a letter) went into the sample, out of sight.
    @Test func aFeatureSwitchClickedTakesTheFocus() throws {
      let window = try FaceWindow(page: "face/FixtureFeatures-Regular")
      defer { window.close() }
      window.resize(width: 720, height: 1000)
      let sample = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.isFocused }
      let text = sample.text
      try window.click(try smallCapitalsInSight(window))
      let switched = try window.waitFor { $0.name == "Small Capitals" && $0.isChecked }
      #expect(switched.isFocused, "the focus stayed where it was")
      window.type("x")
      Thread.sleep(forTimeInterval: 0.3)
      #expect(try window.objects().first { $0.name == "Preview" && $0.role == "text" }?.text == text)
    }

    /// A feature switched on a face's page is still on when the page is opened again (Alt+Left,
    /// then Enter on the family's row): each visit started from the defaults.
    @Test func aSwitchedFeatureIsOnAgainOnTheNextVisit() throws {
      let window = try FaceWindow(page: "face/FixtureFeatures-Regular")
      defer { window.close() }
      window.resize(width: 720, height: 1000)
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.isFocused }
      try window.click(try smallCapitalsInSight(window))
      _ = try window.waitFor { $0.name == "Small Capitals" && $0.isChecked }
      window.keys("alt+Left")
      _ = try window.waitFor { $0.role == "list item" && $0.isFocused }
      window.keys("Return")
      let again = try window.waitFor { $0.role == "check box" && $0.name == "Small Capitals" }
      #expect(again.isChecked)
    }

    /// The Small Capitals switch of `window`'s face page, scrolled into sight by the mouse wheel.
    func smallCapitalsInSight(_ window: FaceWindow) throws -> FaceWindow.Object {
      window.xdotool("mousemove", "--window", window.windowID, "360", "500")
      var smallCaps = try window.waitFor { $0.role == "check box" && $0.name == "Small Capitals" }
      for _ in 0..<30 where smallCaps.frame.map({ $0.y + $0.height > window.height - 20 }) ?? true {
        window.xdotool("click", "5")
        Thread.sleep(forTimeInterval: 0.1)
        smallCaps = try window.waitFor { $0.role == "check box" && $0.name == "Small Capitals" }
      }
      return smallCaps
    }

    /// A switch reached by Tab shows with room below it for its focus ring: GTK scrolled as
    /// little as showed the switch itself, at the window's lower edge, with no ring to see.
    @Test func aSwitchReachedByTabShowsWithRoomAroundIt() throws {
      let window = try FaceWindow(page: "face/FixtureFeatures-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      window.resize(width: 720, height: 420)
      // The window as drawn (the X window holds its shadow besides).
      let height = try #require(try window.waitFor { $0.role == "frame" && $0.frame != nil }.frame?.height)
      try #require(height < 450, "the window is \(height) high: too high for the test")
      // Tab to the switches (one stop), then Down to each.
      var focused = try window.tab { $0.role == "check box" }
      for name in ["Small Capitals", "Single-storey a"] {
        for _ in 0..<8 where focused.name != name {
          window.keys("Down")
          Thread.sleep(forTimeInterval: 0.15)
          focused = try window.waitFor { $0.isFocused }
        }
        Thread.sleep(forTimeInterval: 0.3)
        let shown = try window.waitFor { $0.name == name && $0.role == "check box" && $0.isFocused }
        let frame = try #require(shown.frame)
        #expect(frame.y + frame.height + 8 <= height, "\(name) at \(frame) in a window \(height) high")
      }
    }

    /// Fonts too broken or too large to commit, made now: the page opens, says what it cannot
    /// read, and a 65,535-glyph face's characters are found like any others.
    @Test func unusualFontsOpenAndSayWhatCannotBeRead() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-unusual-\(UUID())")
      defer { try? FileManager.default.removeItem(at: folder) }
      let fonts = folder.appendingPathComponent("fonts")
      try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
      let made = try ProcessRunner.runPython(
        [
          FixtureFonts.packageRoot.appendingPathComponent("Tests/Fixtures/make-unusual-fonts.py").path, fonts.path,
          FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf").path,
        ], environment: FixtureFonts.environment())
      try #require(made.status == 0, "\(made.standardError)")
      let configuration = FixtureFonts.writeConfiguration(in: folder, folders: [FixtureFonts.fontsDirectory, fonts])

      let broken = try FaceWindow(page: "face/NoNameTable", fontsConfiguration: configuration)
      defer { broken.close() }
      let note = try broken.waitFor { $0.name == "The font has no name table" && $0.frame != nil }
      // In red at full strength, as text to read (WCAG's 4.5:1): dimmed as well, it was 2.7:1.
      let contrast = try Self.contrast(in: broken.pixels(of: note))
      #expect(contrast >= 4.5, "the note stands out \(contrast):1")
      broken.close()

      let large = try FaceWindow(page: "face/MaxGlyphs-Regular", fontsConfiguration: configuration)
      defer { large.close() }
      _ = try large.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      large.keys("ctrl+f")
      large.type("U+20000")
      _ = try large.waitFor { $0.name == "CJK UNIFIED IDEOGRAPH-20000" && $0.frame != nil }
    }

    @Test func aCharacterIsFoundByItsName() throws {
      let window = try FaceWindow(page: "families")
      defer { window.close() }
      let details = try window.waitFor { $0.role == "push button" && $0.name == "Details of Fixture Details" }
      try window.click(details)
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      // Ctrl+F on a face page finds characters.
      window.keys("ctrl+f")
      window.type("latin capital letter b")
      let cell = try window.waitFor { $0.name == "LATIN CAPITAL LETTER B" && $0.frame != nil }
      #expect(cell.frame != nil)
      let shown = try window.objects().filter { $0.name.hasPrefix("LATIN ") && $0.frame != nil }
      #expect(shown.map(\.name) == ["LATIN CAPITAL LETTER B"])
      // Enter in the search copies what it found (it did nothing).
      window.keys("Return")
      _ = try window.waitFor { $0.role == "label" && $0.name == "Copied “B”" }
      // Escape empties the search, then goes back (the field kept every Escape).
      window.keys("Escape")
      _ = try window.waitFor { $0.isFocused && $0.text == "" }
      window.keys("Escape")
      _ = try window.waitFor { $0.role == "list item" && $0.name == "Fixture Details" && $0.frame != nil }
    }

    /// What the character search finds shows in a short window, under the field typed into:
    /// the field was scrolled into view at its lower edge, and the characters found stood
    /// below the window.
    @Test func theCharactersFoundShowUnderTheSearchInAShortWindow() throws {
      let window = try FaceWindow(page: "face/FixtureDetails-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      window.resize(width: 720, height: 480)
      window.keys("ctrl+f")
      _ = try window.waitFor { $0.isFocused && $0.name == "Find a character by name, code or itself" }
      window.type("latin capital letter b")
      let cell = try window.waitFor { $0.name == "LATIN CAPITAL LETTER B" && $0.frame != nil }
      let frame = try #require(cell.frame)
      #expect(
        frame.y + frame.height <= window.height, "the character found at \(frame), the window \(window.height) high")
      let field = try #require(try window.objects().first { $0.isFocused && $0.frame != nil }?.frame)
      #expect(field.y >= 0, "the search field at \(field)")
    }

    /// Ctrl+F brings the characters' group to the top of the window, so what the search finds
    /// has the room below it: the page scrolled only as far as showed the field, at the
    /// window's lower edge, and one line of characters found showed under it.
    @Test func controlFBringsTheCharactersToTheTopOfTheWindow() throws {
      let window = try FaceWindow(page: "face/FixtureDetails-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      window.resize(width: 720, height: 600)
      window.keys("ctrl+f")
      let field = try window.waitFor { $0.isFocused && $0.name == "Find a character by name, code or itself" }
      window.type("latin")
      #expect(
        try eventually {
          let objects = try window.objects()
          guard let heading = objects.first(where: { $0.role == "label" && $0.name == "Characters" })?.frame,
            let search = objects.first(where: { $0.name == field.name && $0.frame != nil })?.frame
          else { return false }
          // The heading near the top, under the header bar (about 50 pixels) and the page's
          // note; the search field under it.
          let shownLines = Set(
            objects.filter { $0.name.hasPrefix("LATIN ") && $0.frame.map { $0.y + $0.height <= window.height } == true }
              .compactMap { $0.frame?.y })
          return heading.y < 150 && search.y > heading.y && shownLines.count >= 3
        })
    }

    /// Enter on a character reached by Tab copies it and names it under the grid, as a click
    /// does: the line went on saying "No character chosen".
    @Test func enterOnACharacterNamesIt() throws {
      let window = try FaceWindow(page: "face/FixtureDetails-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      window.keys("ctrl+f")
      window.type("U+0041")
      _ = try window.waitFor { $0.role == "table cell" && $0.name == "LATIN CAPITAL LETTER A" && $0.frame != nil }
      window.keys("Tab")
      _ = try window.waitFor { $0.isFocused && $0.role == "table cell" }
      window.keys("Return")
      _ = try window.waitFor { $0.role == "label" && $0.name.hasPrefix("Copied") }
      _ = try window.waitFor { $0.role == "label" && $0.name.hasPrefix("U+0041") }
    }

    /// `--page face/NAME` opens what `typecase face NAME` shows: a named instance fontconfig
    /// does not list (at the variable font's default coordinates) opens the default instance
    /// listed in its place; the window said "no face named" and exited.
    @Test func aNamedInstanceFontconfigDoesNotListOpensItsDefaultInstance() throws {
      let window = try FaceWindow(page: "face/FixtureVarItalic-Italic")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      _ = try window.waitFor { $0.role == "slider" && $0.name == "Weight" }
      #expect(window.process.isRunning)
    }

    /// A block chosen by keyboard in the block chooser shows that block's characters, and the
    /// chooser is read with it: the grid went on showing every block (the page kept no handle
    /// of the chooser, whose choices then came as none).
    @Test func aBlockChosenByKeyboardFiltersTheGrid() throws {
      let window = try FaceWindow(page: "face/FixtureMincho-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      // The line below the grid, empty while no character is chosen, is named (not "GtkLabel").
      _ = try window.waitFor { $0.role == "label" && $0.name == "No character chosen" }
      #expect(try !window.objects().contains { $0.name == "GtkLabel" })
      _ = try window.tab { $0.role == "push button" && $0.name == "Unicode Block" }
      window.keys("space")
      _ = try window.waitFor { $0.name == "Hiragana — 93 / 93" && $0.frame != nil }
      // All Blocks, Basic Latin, CJK Symbols and Punctuation, Hiragana.
      window.keys("Down", "Down", "Down", "Return")
      let chooser = try window.waitFor {
        $0.role == "push button" && $0.name == "Unicode Block" && $0.description == "Hiragana — 93 / 93"
      }
      #expect(chooser.description == "Hiragana — 93 / 93")
      _ = try window.waitFor { $0.role == "table cell" && $0.name.hasPrefix("HIRAGANA ") && $0.frame != nil }
      let cells = try window.objects().filter { $0.role == "table cell" && $0.frame != nil }
      // The block's characters only ("KATAKANA-HIRAGANA VOICED SOUND MARK" is one of them).
      #expect(!cells.isEmpty && cells.allSatisfy { $0.name.contains("HIRAGANA") }, "\(cells.map(\.name))")
      // The group says how many are shown (95 + 64 + 93 + 96 + 20,992 in all).
      _ = try window.waitFor { $0.name == "93 of 21,340 characters" && $0.frame != nil }
    }
  }
}

/// A Typecase window over the face fixtures, started as its own process.
final class FaceWindow {
  /// One accessible object of the window.
  struct Object {
    var role: String
    var name: String
    var isChecked: Bool
    var isFocused = false
    var value: Double?
    /// What a screen reader reads after the name ("" for nothing).
    var description = ""
    /// A text field's text (nil for other objects).
    var text: String?
    /// Where it is in the window (x, y, width, height); nil when laid out nowhere.
    var frame: (x: Int, y: Int, width: Int, height: Int)?
  }

  let process: Process
  let environment: [String: String]
  let windowID: String
  let configHome: URL

  /// Opens the window at `page` (nil: where `arguments` say) over the face fixtures (or the
  /// fonts of `fontsConfiguration`) and waits until it is on screen; `configHome` holds its settings (a new folder when nil);
  /// `extraEnvironment` is set last (a test's own XDG_DATA_HOME); `errorLog` takes its standard
  /// error (else discarded).
  init(
    page: String?, fontsConfiguration: URL? = nil, configHome: URL? = nil, extraEnvironment: [String: String] = [:],
    arguments: [String] = [], errorLog: URL? = nil
  ) throws {
    self.configHome =
      configHome ?? FileManager.default.temporaryDirectory.appendingPathComponent("typecase-face-\(UUID())")
    var environment = FixtureFonts.faceEnvironment(["GSK_RENDERER": "cairo", "XDG_CONFIG_HOME": self.configHome.path])
    if let fontsConfiguration { environment["FONTCONFIG_FILE"] = fontsConfiguration.path }
    environment.removeValue(forKey: "NO_AT_BRIDGE")
    environment.merge(ProcessRunner.freedMemoryPoisoned) { _, poisoned in poisoned }
    for (key, value) in extraEnvironment { environment[key] = value }
    self.environment = environment
    process = try ProcessRunner.startWindow(
      (page.map { ["--page", $0] } ?? []) + arguments, environment: environment, errorLog: errorLog)
    // Looked for until it shows (not with --sync: a window that exits at once would be waited
    // for forever).
    var found = ""
    for _ in 0..<60 where found.isEmpty && process.isRunning {
      let search = try ProcessRunner.runTool(
        "xdotool", ["search", "--onlyvisible", "--pid", String(process.processIdentifier), "--name", "."],
        environment: environment)
      found = search.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
      if found.isEmpty { Thread.sleep(forTimeInterval: 0.25) }
    }
    windowID = found
    if found.isEmpty {
      let status = process.isRunning ? "still running" : "exit status \(process.terminationStatus)"
      ProcessRunner.stop(process)
      Issue.record("the window of \(page.map { "--page " + $0 } ?? "\(arguments)") never showed (\(status))")
      throw CancellationError()
    }
    _ = try? ProcessRunner.runTool("xdotool", ["windowfocus", "--sync", windowID], environment: environment)
  }

  /// Ends the window's process (once).
  func close() {
    guard process.isRunning else { return }
    ProcessRunner.stop(process)
    try? FileManager.default.removeItem(at: configHome)
  }

  /// What AT-SPI reads of the window now.
  func objects() throws -> [Object] {
    let script = FixtureFonts.packageRoot.appendingPathComponent("Tests/Accessibility/read_tree.py")
    let result = try ProcessRunner.runPython(
      [script.path, String(process.processIdentifier), "--detail"],
      environment: environment)
    return result.standardOutput.split(separator: "\n").map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      var object = Object(
        role: fields.count > 1 ? fields[1] : "", name: fields.count > 2 ? fields[2] : "", isChecked: false)
      for field in fields.dropFirst(3) {
        if field == "checked" { object.isChecked = true }
        if field == "focused" { object.isFocused = true }
        if field.hasPrefix("value=") { object.value = Double(field.dropFirst(6)) }
        if field.hasPrefix("description=") { object.description = String(field.dropFirst(12)) }
        if field.hasPrefix("text=") { object.text = String(field.dropFirst(5)) }
        if field.hasPrefix("at=") {
          let numbers = field.dropFirst(3).split(separator: ",").compactMap { Int($0) }
          if numbers.count == 4 { object.frame = (numbers[0], numbers[1], numbers[2], numbers[3]) }
        }
      }
      return object
    }
  }

  /// The first object that `matches`, waiting up to ten seconds for it to appear.
  func waitFor(_ matches: (Object) -> Bool, sourceLocation: SourceLocation = #_sourceLocation) throws -> Object {
    var lastSeen: [Object] = []
    let started = ContinuousClock.now
    for _ in 0..<40 {
      // A window that is gone answers nothing: say so at once, not after 40 reads of 10 s each.
      guard process.isRunning else {
        Issue.record(
          "the window exited (status \(process.terminationStatus)) while waiting", sourceLocation: sourceLocation)
        throw CancellationError()
      }
      lastSeen = try objects()
      if let found = lastSeen.first(where: matches) { return found }
      Thread.sleep(forTimeInterval: 0.25)
    }
    let seen = lastSeen.filter { $0.frame != nil }.map { "\($0.role) \"\($0.name)\"" }.prefix(60)
    // How long the reads took and which windows stand open (a dialog left open, say): a wait
    // of 344 s, each read taking seconds, said nothing more.
    let windows = xdotool("search", "--onlyvisible", "--name", ".").split(separator: "\n").map {
      "\"" + xdotool("getwindowname", String($0)).trimmingCharacters(in: .whitespacesAndNewlines) + "\""
    }
    let waited = (ContinuousClock.now - started).components.seconds
    let shown = windows.joined(separator: ", ")
    Issue.record(
      "no such object after \(waited) s (windows shown: \(shown)); laid out: \(seen.joined(separator: ", "))",
      sourceLocation: sourceLocation)
    throw CancellationError()
  }

  /// Presses Tab until the object that has keyboard focus `matches` (at most 20 times); that
  /// object.
  func tab(to matches: (Object) -> Bool, sourceLocation: SourceLocation = #_sourceLocation) throws -> Object {
    for _ in 0..<20 {
      if let focused = try objects().first(where: { $0.isFocused }), matches(focused) { return focused }
      keys("Tab")
    }
    let focused = try objects().first { $0.isFocused }
    Issue.record(
      "Tab never reached it; focus is on \(focused.map { "\($0.role) \"\($0.name)\"" } ?? "nothing")",
      sourceLocation: sourceLocation)
    throw CancellationError()
  }

  /// Resizes the window to `width` × `height` pixels and gives it a moment to lay out again.
  func resize(width: Int, height: Int) {
    xdotool("windowsize", "--sync", windowID, String(width), String(height))
    Thread.sleep(forTimeInterval: 0.5)
  }

  /// Clicks the middle of `object` with the pointer (XTest).
  func click(_ object: Object) throws {
    let frame = try #require(object.frame, "\(object.role) \"\(object.name)\" is not laid out")
    xdotool(
      "mousemove", "--window", windowID, String(frame.x + frame.width / 2), String(frame.y + frame.height / 2))
    xdotool("click", "1")
    Thread.sleep(forTimeInterval: 0.3)
  }

  /// The window's height in pixels, as the X server has it (0 when it cannot say).
  var height: Int { geometry("HEIGHT") }

  /// The window's width in pixels, as the X server has it (0 when it cannot say).
  var width: Int { geometry("WIDTH") }

  /// The value `name` (WIDTH, HEIGHT) of the window's geometry; 0 when it cannot say.
  private func geometry(_ name: String) -> Int {
    Int(
      xdotool("getwindowgeometry", "--shell", windowID)
        .split(separator: "\n").first { $0.hasPrefix(name + "=") }?.dropFirst(name.count + 1) ?? "") ?? 0
  }

  /// Presses `keys` and gives the object the keyboard focus is then on.
  func focused(after keys: String...) throws -> Object {
    self.keys(keys)
    Thread.sleep(forTimeInterval: 0.3)
    return try waitFor { $0.isFocused }
  }

  /// Presses `keys` (xdotool names: "Down", "ctrl+i") in the window.
  func keys(_ keys: String...) { self.keys(keys) }

  /// The objects that took keyboard focus, as a screen reader hears of them ("ROLE NAME", in
  /// order), from pressing `keys` until a second after: an AT-SPI listener of focus events.
  func focusEvents(pressing keys: [String]) throws -> [String] {
    let listened = try ProcessRunner.runPython(
      [
        "-c",
        """
        import subprocess, sys
        import pyatspi
        from gi.repository import GLib
        pid = int(sys.argv[1])
        def on(event):
            try:
                if event.detail1 == 1 and event.source.get_process_id() == pid:
                    print(event.source.getRoleName(), event.source.name, flush=True)
            except Exception:
                pass
        pyatspi.Registry.registerEventListener(on, "object:state-changed:focused")
        def press():
            subprocess.run(["xdotool", "key", "--delay", "80"] + sys.argv[2:], check=True)
            GLib.timeout_add(1000, lambda: pyatspi.Registry.stop())
            return False
        GLib.timeout_add(300, press)
        pyatspi.Registry.start()
        """, String(process.processIdentifier),
      ] + keys, environment: environment)
    return listened.standardOutput.split(separator: "\n").map(String.init)
  }

  /// Presses `keys` in the window.
  func keys(_ keys: [String]) {
    xdotool(["key", "--delay", "80"] + keys)
    Thread.sleep(forTimeInterval: 0.3)
  }

  /// Types `text` in the window: ASCII in runs, any other character on its own with a pause
  /// after it.
  ///
  /// xdotool types a character the keyboard map lacks by binding it to a spare key for a
  /// moment; typed in one run under load, a client read the map late and lost one ("שלום"
  /// arrived as "שום").
  func type(_ text: String) {
    var run = ""
    for character in text {
      if character.isASCII {
        run.append(character)
        continue
      }
      if !run.isEmpty { xdotool("type", "--delay", "30", run) }
      run = ""
      xdotool("type", "--delay", "100", String(character))
      Thread.sleep(forTimeInterval: 0.15)
    }
    if !run.isEmpty { xdotool("type", "--delay", "30", run) }
    Thread.sleep(forTimeInterval: 0.5)
  }

  /// Replaces the text of the focused field, which `matches`, by `text`, typed, and waits until
  /// it reads so; typed again (at most three times) when a character was lost on the way (see
  /// `type`), as the field is what a test looks at, not xdotool.
  func replaceText(
    with text: String, sourceLocation: SourceLocation = #_sourceLocation, in matches: (Object) -> Bool
  ) throws {
    for _ in 0..<3 {
      keys("ctrl+a", "BackSpace")
      type(text)
      for _ in 0..<8 {
        if try objects().contains(where: { matches($0) && $0.text == text }) { return }
        Thread.sleep(forTimeInterval: 0.25)
      }
    }
    let field = try objects().first(where: matches)
    Issue.record("typed “\(text)”, the field reads “\(field?.text ?? "")”", sourceLocation: sourceLocation)
    throw CancellationError()
  }

  /// How many of the window's pixels under `object` are red (red over 180, green and blue
  /// under 90).
  func redPixels(of object: Object) throws -> Int {
    let image = try WindowProcesses.FaceWindowTests.PPMImage(pixels(of: object))
    return image.pixelIndices.filter { index in
      let (red, green, blue) = image.color(at: index)
      return red > 180 && green < 90 && blue < 90
    }.count
  }

  /// The window's pixels under `object`, as PPM bytes.
  func pixels(of object: Object) throws -> Data {
    let frame = try #require(object.frame)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-face-\(UUID()).ppm")
    defer { try? FileManager.default.removeItem(at: file) }
    let crop = "\(frame.width)x\(frame.height)+\(frame.x)+\(frame.y)"
    let result = try ProcessRunner.runTool(
      "import", ["-window", windowID, "-crop", crop, file.path], environment: environment)
    try #require(result.status == 0, "import failed: \(result.standardError)")
    return try Data(contentsOf: file)
  }

  /// Runs xdotool with `arguments`; what it printed.
  @discardableResult
  func xdotool(_ arguments: String...) -> String { xdotool(arguments) }

  @discardableResult
  private func xdotool(_ arguments: [String]) -> String {
    (try? ProcessRunner.runTool("xdotool", arguments, environment: environment))?.standardOutput ?? ""
  }

  /// Waits up to ten seconds for a window titled to match `pattern` (xdotool's --name, a
  /// regular expression) to be shown (or, with `shown` false, to be gone); whether it came to be.
  func waitForWindow(named pattern: String, shown: Bool) -> Bool {
    for _ in 0..<40 {
      let found = !xdotool("search", "--onlyvisible", "--name", pattern).isEmpty
      if found == shown { return true }
      Thread.sleep(forTimeInterval: 0.25)
    }
    return false
  }

  /// Asks the application, as a screen reader does over AT-SPI, for its window at `index`
  /// (Tests/Accessibility/window_at_index.py); the script fails when no answer came.
  func askForWindow(at index: Int) throws -> ProcessOutcome {
    let script = FixtureFonts.packageRoot.appendingPathComponent("Tests/Accessibility/window_at_index.py")
    return try ProcessRunner.runPython(
      [script.path, String(process.processIdentifier), String(index)], environment: environment)
  }

  /// Waits up to ten seconds for the window's process to end by itself; whether it did.
  func waitForExit() -> Bool {
    for _ in 0..<40 where process.isRunning { Thread.sleep(forTimeInterval: 0.25) }
    return !process.isRunning
  }
}
