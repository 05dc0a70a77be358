import FixtureSupport
import Foundation
import Testing

extension WindowProcesses {
  /// Rows scrolled into view are drawn at once, not left blank until the next key (issue 13.6):
  /// the real window over a few hundred generated families, driven by XTest keys, read back from
  /// its pixels.
  @Suite(
    .enabled(
      if: ProcessInfo.processInfo.environment["DISPLAY"] != nil
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/import"),
      "needs a display, xdotool and ImageMagick (scripts/test)"))
  struct ScrollingRowsTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-scroll-\(UUID())")

    /// A fontconfig configuration over `families` one-face families made from DejaVu Sans by the
    /// bench's generator.
    func makeFontSet(families: Int) throws -> URL {
      let fonts = folder.appendingPathComponent("fonts")
      let generated = try ProcessRunner.runPython(
        [
          FixtureFonts.packageRoot.appendingPathComponent("bench/make_font_set.py").path,
          "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", fonts.path, String(families), "1",
        ], environment: ProcessInfo.processInfo.environment)
      #expect(generated.status == 0, "\(generated.standardError)")
      let configuration = folder.appendingPathComponent("fonts.conf")
      try """
      <?xml version="1.0"?>
      <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
      <fontconfig><dir>\(fonts.path)</dir><cachedir>\(folder.path)/cache</cachedir></fontconfig>
      """.write(to: configuration, atomically: true, encoding: .utf8)
      return configuration
    }

    /// The longest run of pixel rows, in the list area of `png`, that hold nothing but background.
    func longestBlankRun(in png: URL, top: Int) throws -> Int {
      // Each pixel row averaged to one grey value.
      let result = try ProcessRunner.runTool(
        "convert",
        [png.path, "-crop", "100%x100%+0+\(top)", "+repage", "-colorspace", "gray", "-resize", "1x!", "txt:-"],
        environment: ProcessInfo.processInfo.environment)
      let greys = result.standardOutput.split(separator: "\n").dropFirst().compactMap { line -> Double? in
        guard let open = line.firstIndex(of: "("), let close = line.firstIndex(of: ")") else { return nil }
        return Double(line[line.index(after: open)..<close].split(separator: ",").first ?? "")
      }
      #expect(greys.count > 300, "\(result.standardError)")
      let background = greys.max() ?? 0
      var longest = 0
      var run = 0
      for grey in greys {
        run = grey >= background - 0.5 ? run + 1 : 0
        longest = max(longest, run)
      }
      return longest
    }

    /// The list's names, in grey, as `window` shows them now.
    func listPixels(of window: FaceWindow) throws -> [[Int]] {
      var area = FaceWindow.Object(role: "", name: "", isChecked: false)
      area.frame = (0, 120, 300, 480)
      let image = try WindowProcesses.FaceWindowTests.PPMImage(window.pixels(of: area))
      return (0..<image.height).map { y in
        stride(from: 0, to: image.width, by: 3).map { x in
          let (red, green, blue) = image.color(at: (y * image.width + x) * 3 * image.sampleBytes)
          return (red + green + blue) / 3
        }
      }
    }

    /// How far `shown` is from `earlier` moved up or down by one of `moves` pixels: the mean
    /// difference of their grey at the best such move (0 for the same rows).
    func distance(_ shown: [[Int]], _ earlier: [[Int]], moves: ClosedRange<Int> = -80...80) -> Double {
      moves.map { move -> Double in
        let rows = (0..<shown.count).filter { earlier.indices.contains($0 + move) }
        let total = rows.reduce(0) { sum, y in
          sum + zip(shown[y], earlier[y + move]).reduce(0) { $0 + abs($1.0 - $1.1) }
        }
        return Double(total) / Double(max(1, rows.count * (shown.first?.count ?? 1)))
      }.min() ?? .infinity
    }

    /// The family list scrolled by the wheel stays where it was after the settings and back:
    /// it went back to its first row, the one focused when the window opened.
    @Test(.enabled(if: canReadAccessibleTrees, "needs a D-Bus session and python3-pyatspi (scripts/test)"))
    func theListScrolledByTheWheelStaysWhereItWasAfterTheSettings() throws {
      defer { try? FileManager.default.removeItem(at: folder) }
      let configuration = try makeFontSet(families: 120)
      let window = try FaceWindow(
        page: "families", fontsConfiguration: configuration,
        configHome: folder.appendingPathComponent("config"))
      defer { window.close() }
      /// The first family row laid out in the window.
      func firstShown() throws -> String? {
        try window.objects().filter { $0.role == "list item" && ($0.frame?.y ?? -1) >= 0 }
          .min { ($0.frame?.y ?? 0) < ($1.frame?.y ?? 0) }?.name
      }
      _ = try window.waitFor { $0.role == "list item" && $0.isFocused && $0.frame != nil }
      let first = try firstShown()
      window.xdotool("mousemove", "--window", window.windowID, "300", "400")
      window.xdotool("click", "--repeat", "15", "--delay", "40", "5")
      Thread.sleep(forTimeInterval: 0.8)
      let scrolled = try #require(try firstShown())
      try #require(scrolled != first, "the wheel did not scroll the list")
      window.keys("ctrl+comma")
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Language & Region") && $0.frame != nil }
      window.keys("alt+Left")
      _ = try window.waitFor { $0.role == "list item" && $0.isFocused && $0.name.hasPrefix("Bench") }
      Thread.sleep(forTimeInterval: 0.5)
      #expect(try firstShown() == scrolled)
    }

    /// The list scrolled away from its focused row by the wheel stays where it is when a font
    /// removed elsewhere takes a family above that row away, and the focus stays on the row's
    /// family: the list jumped back to the focused row, thousands of pixels away.
    ///
    /// Where the list is, is read from its pixels (GTK 4.8 gives rows scrolled away stale
    /// places).
    @Test(.enabled(if: canReadAccessibleTrees, "needs a D-Bus session and python3-pyatspi (scripts/test)"))
    func theListScrolledByTheWheelStaysWhereItWasWhenFontsChangeElsewhere() throws {
      defer { try? FileManager.default.removeItem(at: folder) }
      let configuration = try makeFontSet(families: 300)
      // A family sorting first, removed later by another program.
      let first = folder.appendingPathComponent("fonts/AAAFirst.ttf")
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Regular.ttf"), to: first,
        editing: DerivedFont.naming(family: "AAA First", postScriptName: "AAAFirst-Regular"))
      let window = try FaceWindow(
        page: "families", fontsConfiguration: configuration,
        configHome: folder.appendingPathComponent("config"))
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.isFocused && $0.frame != nil }
      window.keys("Down", "Down")
      let focused = try window.waitFor { $0.role == "list item" && $0.isFocused && $0.frame != nil }
      Thread.sleep(forTimeInterval: 0.5)
      let top = try listPixels(of: window)
      window.xdotool("mousemove", "--window", window.windowID, "300", "400")
      window.xdotool("click", "--repeat", "80", "--delay", "20", "5")
      Thread.sleep(forTimeInterval: 0.8)
      let scrolled = try listPixels(of: window)
      try #require(distance(scrolled, top) > 1, "the wheel did not scroll the list")
      try FileManager.default.removeItem(at: first)
      _ = try window.waitFor { $0.role == "label" && $0.name.contains("AAA First") && $0.frame != nil }
      Thread.sleep(forTimeInterval: 0.8)
      let after = try listPixels(of: window)
      // Where it was, to the pixel (the rows below the one that went moved up a line under
      // the pointer); not back at the top.
      #expect(
        distance(after, scrolled, moves: 0...0) < 1, "\(distance(after, scrolled, moves: 0...0)) from where it was")
      #expect(distance(after, top) > 1)
      let still = try window.waitFor { $0.isFocused }
      #expect(still.name == focused.name, "\(still.role) \(still.name)")
    }

    /// A family installed elsewhere, sorting above the rows in view, leaves them where they
    /// are, the one under the pointer highlighted, and a click there opens it: the rows slid
    /// a line down under the pointer (the click opened the family above the one meant), and
    /// the highlight stayed on a row the pointer had left.
    ///
    /// Read from the window's pixels, and clicked with XTest.
    @Test(.enabled(if: canReadAccessibleTrees, "needs a D-Bus session and python3-pyatspi (scripts/test)"))
    func rowsInViewStayUnderThePointerWhenAFamilyIsInstalledAbove() throws {
      defer { try? FileManager.default.removeItem(at: folder) }
      let configuration = try makeFontSet(families: 300)
      let window = try FaceWindow(
        page: "families", fontsConfiguration: configuration,
        configHome: folder.appendingPathComponent("config"))
      defer { window.close() }
      _ = try window.waitFor { $0.role == "list item" && $0.isFocused && $0.frame != nil }
      // Page Down leaves the focus on the last row in view; six rows up is halfway, clear of
      // the toast to come at the bottom.
      window.keys("Page_Down", "Page_Down", "Page_Down", "Up", "Up", "Up", "Up", "Up", "Up")
      // The pointer on the ⓘ of the row focused, in view, which opens its face page (the
      // families have one face each: the rows themselves open nothing). Items scrolled out of
      // view keep stale places in GTK 4.8's accessibility tree; the focused one is in view.
      let pointed = try window.waitFor {
        $0.role == "list item" && $0.isFocused && $0.name != "Bench Family 0000" && $0.frame != nil
      }
      let details = try #require(try window.objects().first { $0.name == "Details of \(pointed.name)" }?.frame)
      window.xdotool(
        "mousemove", "--window", window.windowID, String(details.x + details.width / 2),
        String(details.y + details.height / 2))
      Thread.sleep(forTimeInterval: 0.8)
      let before = try listPixels(of: window)
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Regular.ttf"),
        to: folder.appendingPathComponent("fonts/AAAFirst.ttf"),
        editing: DerivedFont.naming(family: "AAA First", postScriptName: "AAAFirst-Regular"))
      _ = try window.waitFor { $0.role == "label" && $0.name.contains("AAA First") && $0.frame != nil }
      Thread.sleep(forTimeInterval: 0.8)
      // The same pixels where they were, the highlight included.
      let after = try listPixels(of: window)
      #expect(distance(after, before, moves: 0...0) < 1, "\(distance(after, before, moves: 0...0)) from where it was")
      window.xdotool("click", "1")
      // Its face page (a family of one face), back to the families, names no other family.
      _ = try window.waitFor { $0.role == "push button" && $0.name == "Font Families" && $0.frame != nil }
      let names = try window.objects().filter {
        $0.role == "label" && $0.frame != nil && $0.name.hasPrefix("Bench Family")
      }
      #expect(
        !names.isEmpty && names.allSatisfy { $0.name.hasPrefix(pointed.name) }, "\(pointed.name): \(names.map(\.name))")
    }

    @Test func rowsScrolledIntoViewAreDrawnAtOnce() throws {
      defer { try? FileManager.default.removeItem(at: folder) }
      let configuration = try makeFontSet(families: 300)
      var environment = ProcessInfo.processInfo.environment
      environment["FONTCONFIG_FILE"] = configuration.path
      environment["GSK_RENDERER"] = "cairo"
      environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
      _ = try ProcessRunner.runTool("fc-cache", [], environment: environment)
      let window = try ProcessRunner.startWindow(environment: environment)
      defer { ProcessRunner.stop(window) }
      func xdotool(_ arguments: [String]) throws -> String {
        try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/xdotool"), arguments, environment: environment)
          .standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      let id =
        try xdotool(["search", "--sync", "--onlyvisible", "--pid", String(window.processIdentifier), "--name", "."])
        .split(separator: "\n").last.map(String.init) ?? ""
      #expect(!id.isEmpty)
      Thread.sleep(forTimeInterval: 1.5)  // the fonts load and the first rows are drawn
      _ = try xdotool(["windowfocus", "--sync", id])
      _ = try xdotool(["key", "--delay", "150", "Down", "End"])
      _ = try xdotool(["key", "--delay", "60"] + Array(repeating: "Page_Up", count: 12))
      Thread.sleep(forTimeInterval: 0.6)  // many frames: whatever is blank now stays blank
      let shot = folder.appendingPathComponent("shot.png")
      let captured = try ProcessRunner.runTool("import", ["-window", id, shot.path], environment: environment)
      #expect(captured.status == 0, "\(captured.standardError)")
      // Below the header bar, no blank band taller than the gap between two rows' text.
      let blank = try longestBlankRun(in: shot, top: 60)
      #expect(blank < 60, "a blank band \(blank) pixels high: rows left undrawn")
    }

    /// Back from a face page the window was opened at (`--page face/NAME`) shows the family's
    /// row, focused, far down a long list: the list, never laid out before, was scrolled to it
    /// too early, and drew its first row alone with the focus out of sight.
    @Test func backFromAPageOpenedAtOnceShowsItsRowFarDownTheList() throws {
      defer { try? FileManager.default.removeItem(at: folder) }
      let configuration = try makeFontSet(families: 300)
      var environment = ProcessInfo.processInfo.environment
      environment["FONTCONFIG_FILE"] = configuration.path
      _ = try ProcessRunner.runTool("fc-cache", [], environment: environment)
      let window = try FaceWindow(page: "face/BenchFamily0250-Regular", fontsConfiguration: configuration)
      defer { window.close() }
      _ = try window.waitFor { $0.name == "Preview" && $0.role == "text" && $0.frame != nil }
      window.keys("alt+Left")
      let row = try window.waitFor { $0.role == "list item" && $0.isFocused }
      #expect(row.name == "Bench Family 0250", "\(row.name)")
      let height = window.height
      let frame = try #require(row.frame)
      #expect(frame.y >= 0 && frame.y + frame.height <= height, "the row at \(frame), the window \(height) high")
      // The rows above it are drawn too, not left blank.
      _ = try window.waitFor { $0.role == "list item" && $0.name == "Bench Family 0249" && $0.frame != nil }
    }
  }
}
