import FixtureSupport
import Foundation
import Testing

extension WindowProcesses {
  /// Issue 8: "Export Specimen…" on a family page, driven by real keys (XTest): Ctrl+E, the
  /// file chooser (GTK's own under Xvfb, with no portal), a name typed, Enter; the PDF it
  /// writes is checked with poppler's pdffonts, and the window says where it went.
  @Suite(.enabled(if: canReadAccessibleTrees, "needs a display, a D-Bus session and python3-pyatspi (scripts/test)"))
  struct SpecimenWindowTests {
    /// Opens the chooser with Ctrl+E and types `path` over the name it suggests (the name field
    /// has the focus), until the field reads it.
    ///
    /// Checked before Enter: a path typed into GTK's name field, which completes folders' names
    /// as they are typed, can come out otherwise under load, and the sheet went elsewhere (CI
    /// saw no toast three times, with the chooser closed).
    private func chooseFile(_ path: String, in window: FaceWindow) throws {
      window.keys("ctrl+e")
      // The chooser is a window of its own, named by its title.
      try #require(window.waitForWindow(named: "^Export Specimen$", shown: true), "the file chooser never showed")
      try window.replaceText(with: path) { $0.role == "text" && $0.name == "Name:" }
    }

    /// Presses Enter in the chooser and waits for the sheet at `path` (up to a minute), then for
    /// the toast `toast`.
    ///
    /// The sheet first (renamed into place whole): a toast not seen then is one missed or never
    /// shown, not a sheet never written.
    @discardableResult
    private func export(to path: String, in window: FaceWindow, toast: String) throws -> FaceWindow.Object {
      window.keys("Return")
      var written = false
      for _ in 0..<240 where !written {
        written = FileManager.default.fileExists(atPath: path)
        if !written { Thread.sleep(forTimeInterval: 0.25) }
      }
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
      let listed = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      try #require(written, "no sheet was written at \(path) (its folder holds \(listed))")
      return try window.waitFor { $0.name == toast && $0.frame != nil }
    }

    /// Opens `sandbox`'s window on the family page of `family`, exports its specimen to `name`
    /// in the sandbox's work folder through the file chooser, and waits for the toast `toast`;
    /// the sheet's path.
    private func exportSheet(of family: String, in sandbox: UserFontsSandbox, to name: String, toast: String) throws
      -> String
    {
      let window = try sandbox.openWindow(page: "family/" + family)
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Export Specimen…" && $0.role == "push button" && $0.frame != nil }
      let path = sandbox.work.appendingPathComponent(name).path
      try chooseFile(path, in: window)
      try export(to: path, in: window, toast: toast)
      return path
    }

    /// A PNG's pixels in grey, to compare sheets drawn by the window and the command line.
    private func pixels(_ png: String, below top: Int = 0) throws -> Data {
      let gray = png + ".gray"
      let converted = try ProcessRunner.runTool(
        "convert", [png, "-gravity", "North", "-chop", "0x\(top)", "-colorspace", "Gray", "gray:" + gray],
        environment: FixtureFonts.environment())
      try #require(converted.status == 0, "\(converted.standardError)")
      return try Data(contentsOf: URL(fileURLWithPath: gray))
    }

    /// Writes zeros over `file`, keeping its size and its folder's time: fontconfig's cache
    /// still lists it, and nothing can be read from it (a font the user cannot read).
    private func zeroOut(_ file: URL) throws {
      let size = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
      let handle = try FileHandle(forWritingTo: file)
      try handle.write(contentsOf: Data(count: size))
      try handle.close()
    }

    /// A new folder for a test's files, named after `purpose`.
    private func makeFolder(_ purpose: String) throws -> URL {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-\(purpose)-\(UUID())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      return folder
    }

    /// Export Specimen opens in the user's documents folder (here the home folder: the
    /// sandbox names none), then in the folder last exported to: GTK 4.8's own dialog opened in
    /// the folder the program was started from, and a bare name was written there.
    @Test func exportOpensInTheUsersFolderThenTheLastOneUsed() throws {
      let home = try makeFolder("export-home")
      let other = try makeFolder("export-other")
      defer {
        try? FileManager.default.removeItem(at: home)
        try? FileManager.default.removeItem(at: other)
      }
      let name = "bare-\(UUID()).pdf"
      let second = "second-\(UUID()).pdf"
      // Where the files went without the folder chosen: the working folder of this process.
      let working = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      let stray = working.appendingPathComponent(name)
      defer {
        try? FileManager.default.removeItem(at: stray)
        try? FileManager.default.removeItem(at: working.appendingPathComponent(second))
      }
      let window = try FaceWindow(page: "family/Fixture Mono", extraEnvironment: ["HOME": home.path])
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Export Specimen…" && $0.role == "push button" && $0.frame != nil }
      try chooseFile(name, in: window)
      try export(to: home.appendingPathComponent(name).path, in: window, toast: "Exported “\(name)”")
      #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent(name).path))
      #expect(!FileManager.default.fileExists(atPath: stray.path))
      try chooseFile(other.appendingPathComponent("first.pdf").path, in: window)
      try export(to: other.appendingPathComponent("first.pdf").path, in: window, toast: "Exported “first.pdf”")
      try chooseFile(second, in: window)
      try export(to: other.appendingPathComponent(second).path, in: window, toast: "Exported “\(second)”")
      #expect(FileManager.default.fileExists(atPath: other.appendingPathComponent(second).path))
    }

    @Test func controlEExportsTheFamilysSpecimen() throws {
      let folder = try makeFolder("export")
      defer { try? FileManager.default.removeItem(at: folder) }
      let window = try FaceWindow(page: "family/Fixture Mono")
      defer { window.close() }
      let button = try window.waitFor { $0.name == "Export Specimen…" && $0.role == "push button" && $0.frame != nil }
      #expect(button.name == "Export Specimen…")
      let path = folder.appendingPathComponent("mono.pdf").path
      try chooseFile(path, in: window)
      let toast = try export(to: path, in: window, toast: "Exported “mono.pdf”")
      #expect(toast.role == "label")
      let fonts = try ProcessRunner.runTool("pdffonts", [path], environment: FixtureFonts.environment())
      #expect(fonts.status == 0)
      #expect(fonts.standardOutput.contains("+FixtureMono-Regular "))
      #expect(fonts.standardOutput.contains("+FixtureMono-Bold "))
    }

    /// Ctrl+E on a family's row in the family list exports that family's specimen, as the
    /// shortcuts window lists it among the lists' keys (only a family's page did), and the
    /// focus stays on the row.
    @Test func controlEOnAFamilyRowExportsItsSpecimen() throws {
      let folder = try makeFolder("export-row")
      defer { try? FileManager.default.removeItem(at: folder) }
      let window = try FaceWindow(page: "families")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      window.keys("Down")
      let row = try window.waitFor { $0.role == "list item" && $0.isFocused }
      let family = String(row.name.split(separator: ",").first ?? "")
      try #require(!family.isEmpty, "\(row.name)")
      let path = folder.appendingPathComponent("row.pdf").path
      try chooseFile(path, in: window)
      try export(to: path, in: window, toast: "Exported “row.pdf”")
      let fonts = try ProcessRunner.runTool("pdffonts", [path], environment: FixtureFonts.environment())
      let expected = try ProcessRunner.run(ProcessRunner.typecase, ["faces", family], environment: window.environment)
      let names = expected.standardOutput.split(separator: "\n").compactMap { $0.split(separator: "\t").first }
      try #require(!names.isEmpty, "\(expected.standardError)")
      for name in names { #expect(fonts.standardOutput.contains("+\(name) "), "\(name): \(fonts.standardOutput)") }
      // No window manager runs here to give the window back the keyboard focus, as a
      // desktop's does: the test gives it, and the focus is on the row again.
      #expect(window.waitForWindow(named: "^Export Specimen$", shown: false), "the file chooser never closed")
      window.xdotool("windowfocus", "--sync", window.windowID)
      let backOnRow = try eventually {
        try window.objects().contains { $0.role == "list item" && $0.name == row.name && $0.isFocused }
      }
      let focused = try window.objects().filter(\.isFocused).map { "\($0.role) \($0.name)" }
      #expect(backOnRow, "focused: \(focused)")
    }

    /// A font file's page (not installed) exports its specimen, drawn from the file as
    /// `typecase specimen FILE` draws it: the page had no Export Specimen button, and Ctrl+E
    /// did nothing, where a designer proofs a new build before installing it.
    @Test func aFontFilesPageExportsTheFilesSpecimen() throws {
      let folder = try makeFolder("file-sheet")
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = FixtureFonts.packageRoot.appendingPathComponent(
        "Tests/Fixtures/extra-fonts/FixtureSymbols-Regular.ttf")
      let window = try FaceWindow(page: nil, arguments: [file.path])
      defer { window.close() }
      _ = try window.waitFor { $0.role == "push button" && $0.name == "Install" && $0.frame != nil }
      _ = try window.waitFor { $0.name == "Export Specimen…" && $0.role == "push button" && $0.frame != nil }
      let exported = folder.appendingPathComponent("symbols.png").path
      try chooseFile(exported, in: window)
      try export(to: exported, in: window, toast: "Exported “symbols.png”")
      let drawn = folder.appendingPathComponent("drawn.png").path
      let outcome = try ProcessRunner.run(
        ProcessRunner.typecase, ["specimen", file.path, "-o", drawn], environment: window.environment)
      try #require(outcome.status == 0, "\(outcome.standardError)")
      #expect(try pixels(exported) == (try pixels(drawn)), "the page's sheet is not the one drawn from the file")
    }

    /// A face page's specimen is drawn at its sliders' positions, as `typecase specimen
    /// --variations` draws it: the weight moved to its lightest by a click and Home (XTest),
    /// the sheet exported as PNG has the same pixels as the command line's at wght=100.
    ///
    /// The sheet was drawn at the face's own coordinates whatever the sliders said.
    @Test func aFacePagesSpecimenIsDrawnAtItsSliders() throws {
      let folder = try makeFolder("axes")
      defer { try? FileManager.default.removeItem(at: folder) }
      let window = try FaceWindow(page: "face/FixtureVariable-Bold")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.frame != nil }
      // Tall enough for the axes' sliders to be in the window.
      window.resize(width: 720, height: 1000)
      let weight = try window.waitFor {
        $0.role == "slider" && $0.name == "Weight" && $0.frame.map { $0.y + $0.height <= window.height } == true
      }
      try window.click(weight)
      window.keys("Home")
      _ = try window.waitFor { $0.role == "slider" && $0.name == "Weight" && $0.value == 100 }
      let exported = folder.appendingPathComponent("thin.png").path
      try chooseFile(exported, in: window)
      try export(to: exported, in: window, toast: "Exported “thin.png”")
      let drawn = folder.appendingPathComponent("drawn.png").path
      let outcome = try ProcessRunner.run(
        ProcessRunner.typecase, ["specimen", "FixtureVariable-Bold", "-o", drawn, "--variations", "wght=100"],
        environment: window.environment)
      try #require(outcome.status == 0, "\(outcome.standardError)")
      let bold = folder.appendingPathComponent("bold.png").path
      _ = try ProcessRunner.run(
        ProcessRunner.typecase, ["specimen", "FixtureVariable-Bold", "-o", bold], environment: window.environment)
      // Heading and all: both name the instance the axes stand at (Thin), not the Bold.
      #expect(try pixels(exported) == (try pixels(drawn)), "the exported sheet is not the one drawn at wght=100")
      #expect(
        try pixels(exported, below: 200) != (try pixels(bold, below: 200)), "the exported sheet is the Bold's own")
    }

    /// Export Specimen on a face page switches the features its switches turned on: the
    /// sheet drew the face as shaping does (Fixture Features' double-storey a with "Single-
    /// storey a" on).
    ///
    /// The PNG is the one `typecase specimen --features ss01` draws.
    @Test func aFacePagesSpecimenSwitchesItsFeatures() throws {
      let folder = try makeFolder("features")
      defer { try? FileManager.default.removeItem(at: folder) }
      let window = try FaceWindow(page: "face/FixtureFeatures-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.frame != nil }
      window.resize(width: 720, height: 1000)
      var focused = try window.tab { $0.role == "check box" }
      for _ in 0..<8 where focused.name != "Single-storey a" {
        window.keys("Down")
        Thread.sleep(forTimeInterval: 0.15)
        focused = try window.waitFor { $0.isFocused }
      }
      window.keys("space")
      _ = try window.waitFor { $0.role == "check box" && $0.name == "Single-storey a" && $0.isChecked }
      let exported = folder.appendingPathComponent("single.png").path
      try chooseFile(exported, in: window)
      window.keys("Return")
      // The sheet itself (renamed into place whole), not its toast: under load a read of the
      // window's tree can outlast the toast (CI missed it once in eight runs).
      var written = false
      for _ in 0..<240 where !written {
        written = FileManager.default.fileExists(atPath: exported)
        if !written { Thread.sleep(forTimeInterval: 0.25) }
      }
      try #require(written, "no sheet was exported")
      func drawn(_ name: String, _ features: String) throws -> String {
        let png = folder.appendingPathComponent(name).path
        let outcome = try ProcessRunner.run(
          ProcessRunner.typecase, ["specimen", "FixtureFeatures-Regular", "-o", png, "--features", features],
          environment: window.environment)
        try #require(outcome.status == 0, "\(outcome.standardError)")
        return png
      }
      let sheet = try pixels(exported)
      #expect(sheet == (try pixels(try drawn("on.png", "ss01=1"))), "the exported sheet is not the one drawn with ss01")
      #expect(sheet != (try pixels(try drawn("off.png", "ss01=0"))), "the exported sheet has the double-storey a")
    }

    /// A family of a WOFF Regular and a TrueType Bold: the sheet holds the Bold, and the toast
    /// names the face left out (it said "Exported" alone, as if every face were in it).
    @Test func theToastNamesTheFacesASheetLeavesOut() throws {
      let fonts = WebFontTests()
      defer { fonts.sandbox.remove() }
      try fonts.writeMixedFamily()
      let path = try exportSheet(
        of: "Fixture Web", in: fonts.sandbox, to: "mixed.pdf",
        toast: "Exported “mixed.pdf” without FixtureWeb-Regular, which Pango cannot draw")
      let embedded = try ProcessRunner.runTool("pdffonts", [path], environment: FixtureFonts.environment())
      #expect(embedded.standardOutput.contains("+FixtureWeb-Bold "), "\(embedded.standardOutput)")
    }

    /// A family with a face installed twice: the sheet draws each face once, and the toast
    /// says how many copies it left out, as `typecase specimen` does (a family page lists every
    /// copy, and each was drawn).
    @Test func theToastCountsTheCopiesASheetLeavesOut() throws {
      let sandbox = UserFontsSandbox()
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      for name in ["FixtureSymbols-Copy.ttf", "FixtureSymbols-Regular.ttf"] {
        try FileManager.default.copyItem(at: UserFontsSandbox.symbols, to: sandbox.fonts.appendingPathComponent(name))
      }
      let path = try exportSheet(
        of: "Fixture Symbols", in: sandbox, to: "symbols.pdf",
        toast: "Exported “symbols.pdf”, each face once (1 other copy left out)")
      let pages = try ProcessRunner.runTool("pdfinfo", [path], environment: FixtureFonts.environment())
      #expect(pages.standardOutput.contains(/\nPages: +1\n/), "\(pages.standardOutput)")
    }

    /// A family whose Bold's file can no longer be read (zeroed after fontconfig listed it):
    /// the sheet leaves the Bold out and the toast says so, as `typecase specimen` does; its
    /// page was drawn in boxes and the export said it was done.
    @Test func aFaceWhoseFileCannotBeReadIsLeftOutOfTheExport() throws {
      let sandbox = UserFontsSandbox()
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      for style in ["Regular", "Bold"] {
        try DerivedFont.write(
          from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-\(style).ttf"),
          to: sandbox.fonts.appendingPathComponent("FixtureBroken-\(style).ttf"),
          editing: DerivedFont.naming(family: "Fixture Broken", postScriptName: "FixtureBroken-\(style)", style: style))
      }
      let listed = try sandbox.typecase(["faces", "Fixture Broken"])
      try #require(listed.standardOutput.contains("FixtureBroken-Bold\t"), "\(listed.standardOutput)")
      try zeroOut(sandbox.fonts.appendingPathComponent("FixtureBroken-Bold.ttf"))
      let path = try exportSheet(
        of: "Fixture Broken", in: sandbox, to: "broken.pdf",
        toast: "Exported “broken.pdf” without FixtureBroken-Bold, whose file cannot be read")
      let embedded = try ProcessRunner.runTool("pdffonts", [path], environment: FixtureFonts.environment())
      #expect(embedded.standardOutput.contains("+FixtureBroken-Regular "), "\(embedded.standardOutput)")
      let pages = try ProcessRunner.runTool("pdfinfo", [path], environment: FixtureFonts.environment())
      #expect(pages.standardOutput.contains(/\nPages: +1\n/), "\(pages.standardOutput)")
    }

    /// A face whose license forbids embedding it (OS/2 fsType 2, restricted) exported as a PDF:
    /// the toast says there is more, and Details says it, as `typecase specimen` does (the
    /// window said only "Exported", and the PDF carried the font).
    @Test func theToastSaysALicenseForbidsEmbeddingTheFont() throws {
      let sandbox = UserFontsSandbox()
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Regular.ttf"),
        to: sandbox.fonts.appendingPathComponent("FixtureRestricted-Regular.ttf"),
        editing: DerivedFont.naming(family: "Fixture Restricted", postScriptName: "FixtureRestricted-Regular")
          + "\nfont['OS/2'].fsType = 2")
      let command = try sandbox.typecase(
        ["specimen", "FixtureRestricted-Regular", "-o", sandbox.work.appendingPathComponent("cli.pdf").path])
      try #require(command.standardError.contains("forbids embedding it in a PDF"), "\(command.standardError)")
      let window = try sandbox.openWindow(page: "face/FixtureRestricted-Regular")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.frame != nil }
      let path = sandbox.work.appendingPathComponent("restricted.pdf").path
      try chooseFile(path, in: window)
      let toast = try export(to: path, in: window, toast: "Exported “restricted.pdf” (see Details)")
      #expect(toast.role == "label")
      try window.click(try window.waitFor { $0.role == "push button" && $0.name == "Details" && $0.frame != nil })
      _ = try window.waitFor {
        $0.name.hasPrefix(
          "The license of FixtureRestricted-Regular (restricted: not to be embedded) forbids embedding it in a PDF")
          && $0.frame != nil
      }
      // An SVG holds the glyphs' outlines as paths: said too (it was "Exported" alone).
      window.keys("Escape")
      let svg = sandbox.work.appendingPathComponent("restricted.svg").path
      try chooseFile(svg, in: window)
      _ = try export(to: svg, in: window, toast: "Exported “restricted.svg” (see Details)")
      try window.click(try window.waitFor { $0.role == "push button" && $0.name == "Details" && $0.frame != nil })
      _ = try window.waitFor {
        $0.name.hasPrefix(
          "The license of FixtureRestricted-Regular (restricted: not to be embedded) forbids embedding it (OS/2 fsType")
          && $0.name.contains("this SVG holds its glyphs’ outlines as paths") && $0.frame != nil
      }
    }

    /// A sample typed on a face page with a character the face lacks is exported with it
    /// drawn as a box: the toast says there is more, and Details names the character, as
    /// `typecase specimen` does (the page said it in red, the toast only "Exported").
    @Test func theToastSaysWhichCharactersOfTheSampleAreBoxes() throws {
      let folder = try makeFolder("gaps")
      defer { try? FileManager.default.removeItem(at: folder) }
      let window = try FaceWindow(page: "face/TypecaseFixtureSans-Regular")
      defer { window.close() }
      try window.click(try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil })
      // Typed again if XTest loses the snowman (xdotool maps it to a spare key for a moment).
      try window.replaceText(with: "Proof ☃") { $0.name == "Preview" && $0.role == "text" }
      _ = try window.waitFor { $0.role == "label" && $0.name.contains("U+2603") && $0.frame != nil }
      let path = folder.appendingPathComponent("gaps.pdf").path
      try chooseFile(path, in: window)
      _ = try export(to: path, in: window, toast: "Exported “gaps.pdf” (see Details)")
      try window.click(try window.waitFor { $0.role == "push button" && $0.name == "Details" && $0.frame != nil })
      _ = try window.waitFor {
        $0.name
          == "1 character of the sample, “☃” U+2603, is not in TypecaseFixtureSans-Regular: the sheet draws it as a box."
          && $0.frame != nil
      }
    }

    /// A family with a face Pango cannot draw (WOFF) and one whose file cannot be read: the
    /// toast names both (naming the unreadable one alone left the WOFF out without a word).
    @Test func theToastNamesFacesLeftOutForEitherReason() throws {
      let fonts = WebFontTests()
      defer { fonts.sandbox.remove() }
      try fonts.writeMixedFamily()
      let italic = fonts.sandbox.fonts.appendingPathComponent("FixtureWeb-Italic.ttf")
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"), to: italic,
        editing: DerivedFont.naming(family: "Fixture Web", postScriptName: "FixtureWeb-Italic", style: "Italic"))
      let listed = try fonts.sandbox.typecase(["faces", "Fixture Web"])
      try #require(listed.standardOutput.contains("FixtureWeb-Italic\t"), "\(listed.standardOutput)")
      try zeroOut(italic)
      _ = try exportSheet(
        of: "Fixture Web", in: fonts.sandbox, to: "both.pdf",
        toast:
          "Exported “both.pdf” without FixtureWeb-Italic, whose file cannot be read, nor FixtureWeb-Regular, which Pango cannot draw"
      )
    }

    /// The kind of file chosen in the chooser is the kind written: with "PNG image" chosen,
    /// the name kept ".pdf" and a PDF was written (and said exported).
    @Test func theKindOfFileChosenIsTheKindWritten() throws {
      let folder = try makeFolder("kind")
      defer { try? FileManager.default.removeItem(at: folder) }
      let window = try FaceWindow(page: "family/Fixture Mono")
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.frame != nil }
      try chooseFile(folder.appendingPathComponent("mono.pdf").path, in: window)
      // The kinds' drop-down, by the pointer in the chooser's window, then the second kind.
      let kinds = try window.waitFor {
        $0.role == "combo box" && $0.description == "Select which types of files are shown"
      }
      let frame = try #require(kinds.frame)
      let chooser = try #require(
        window.xdotool("search", "--onlyvisible", "--name", "^Export Specimen$").split(separator: "\n").last)
      window.xdotool(
        "mousemove", "--window", String(chooser), String(frame.x + frame.width / 2), String(frame.y + frame.height / 2))
      window.xdotool("click", "1")
      _ = try window.waitFor { $0.name == "PNG image" && $0.frame != nil }
      window.keys("Down", "Return")
      _ = try window.waitFor { $0.role == "label" && $0.name == "PNG image" && $0.frame != nil }
      window.keys("alt+e")
      _ = try window.waitFor { $0.name == "Exported “mono.png”" && $0.frame != nil }
      let written = try ProcessRunner.runTool(
        "file", ["-b", folder.appendingPathComponent("mono.png").path], environment: FixtureFonts.environment())
      #expect(written.standardOutput.hasPrefix("PNG image data"), "\(written.standardOutput)")
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("mono.pdf").path))
    }

    /// A Type 1 face's specimen is refused with the reason, as `typecase specimen` refuses it,
    /// at once: an empty page was written and said to be exported, and then the file chooser
    /// asked for a name before the refusal.
    @Test func aTypeOneFacesSpecimenIsRefusedWithTheReason() throws {
      let typeOne = URL(fileURLWithPath: "/usr/share/fonts/type1/urw-base35/C059-Roman.t1")
      try #require(FileManager.default.fileExists(atPath: typeOne.path), "run scripts/install-dependencies")
      let sandbox = UserFontsSandbox()
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: typeOne, to: sandbox.fonts.appendingPathComponent("C059-Roman.t1"))
      let window = try sandbox.openWindow(page: "face/C059-Roman")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Export Specimen…" && $0.role == "push button" && $0.frame != nil }
      window.keys("ctrl+e")
      // A toast, as a sentence.
      let said = try window.waitFor { $0.role == "label" && $0.name.hasPrefix("Cannot draw \"C059") }
      #expect(
        said.name.hasSuffix("Pango draws TrueType and OpenType fonts only, and this one is Type 1"), "\(said.name)")
      #expect(window.xdotool("search", "--onlyvisible", "--name", "^Export Specimen$").isEmpty, "the chooser opened")
    }

    /// A closed chooser leaves no hidden window behind: GTK 4.8 answers a screen reader's
    /// question for the application's window at an index past its shown windows with its last
    /// window, hidden or not, and a hidden one has no accessible path, so the window crashed
    /// (SIGSEGV in g_variant_new) when Orca, or these tests' tree reads, asked just as the
    /// chooser closed.
    @Test func aClosedChooserLeavesNoHiddenWindowForScreenReaders() throws {
      let window = try FaceWindow(page: "family/Fixture Mono")
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Export Specimen…" && $0.role == "push button" && $0.frame != nil }
      window.keys("ctrl+e")
      try #require(window.waitForWindow(named: "^Export Specimen$", shown: true), "the file chooser never showed")
      window.keys("Escape")
      try #require(window.waitForWindow(named: "^Export Specimen$", shown: false), "the file chooser never closed")
      // One window is shown: index 1 is past it.
      let answer = try window.askForWindow(at: 1)
      #expect(answer.status == 0, "\(answer.standardError)")
      #expect(window.process.isRunning, "the window crashed answering for its window at index 1")
      _ = try window.waitFor { $0.name == "Export Specimen…" && $0.role == "push button" }
    }
  }
}
