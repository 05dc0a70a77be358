import FixtureSupport
import Foundation
import Testing

extension WindowProcesses {
  /// Fonts fontconfig's cache lists whose files the user cannot open (root's fc-cache over
  /// fonts copied in at 0600): the window says so and draws them in its own font, where Pango
  /// drew boxes.
  ///
  /// The suite runs as root, who reads any file: the files are deleted, and their folder's
  /// time put back, so the cache stays valid and lists them.
  @Suite(.enabled(if: canReadAccessibleTrees, "needs a display, a D-Bus session and python3-pyatspi (scripts/test)"))
  struct UnreadableFontWindowTests {
    /// "Fixture Gone" (a Regular, and a Bold whose file is gone) and "Fixture Lost" (one font,
    /// gone), installed for the user in `sandbox`.
    private func writeFonts(in sandbox: UserFontsSandbox) throws {
      try FileManager.default.createDirectory(at: sandbox.fonts, withIntermediateDirectories: true)
      for (family, style, file) in [
        ("Fixture Gone", "Regular", "FixtureMono-Regular.ttf"), ("Fixture Gone", "Bold", "FixtureMono-Bold.ttf"),
        ("Fixture Lost", "Regular", "FixtureMono-Regular.ttf"),
      ] {
        let name = family.replacingOccurrences(of: " ", with: "") + "-" + style
        try DerivedFont.write(
          from: FixtureFonts.fontsDirectory.appendingPathComponent(file),
          to: sandbox.fonts.appendingPathComponent(name + ".ttf"),
          editing: DerivedFont.naming(family: family, postScriptName: name, style: style))
      }
      let listed = try sandbox.typecase(["faces", "Fixture Gone"])
      try #require(listed.standardOutput.contains("FixtureGone-Bold\t"), "\(listed.standardOutput)")
      let stamp = sandbox.work.appendingPathComponent("stamp")
      try Data().write(to: stamp)
      func touch(_ arguments: [String]) throws {
        try #require(try ProcessRunner.runTool("touch", arguments, environment: FixtureFonts.environment()).status == 0)
      }
      try touch(["-r", sandbox.fonts.path, stamp.path])
      for name in ["FixtureGone-Bold.ttf", "FixtureLost-Regular.ttf"] {
        try FileManager.default.removeItem(at: sandbox.fonts.appendingPathComponent(name))
      }
      try touch(["-r", stamp.path, sandbox.fonts.path])
    }

    /// The family that cannot be read is marked in the list; on its family's page, the font
    /// that cannot be read says so; its page, opened with Ctrl+I, says its previews are in
    /// the interface's font, under the face's own name.
    @Test func fontsThatCannotBeReadSaySoOnEachPage() throws {
      let sandbox = UserFontsSandbox()
      defer { sandbox.remove() }
      try writeFonts(in: sandbox)
      let window = try sandbox.openWindow(page: "families")
      defer { window.close() }
      // Marked once the families' fonts are checked, off the main thread.
      // With what it means (the badge's tooltip).
      _ = try window.waitFor {
        $0.name == "Fixture Lost" && $0.role == "list item"
          && $0.description == "Unreadable: Its font files cannot be read as you, so programs you run cannot draw it"
      }
      let gone = try window.waitFor { $0.name.hasPrefix("Fixture Gone") && $0.role == "list item" }
      #expect(gone.description == "", "a family with a font that can be read is drawn with it")
      // Down to the family, Enter, then down to the Bold and Ctrl+I.
      var focused = try window.waitFor { $0.isFocused }
      for _ in 0..<12 where !focused.name.hasPrefix("Fixture Gone") {
        window.keys("Down")
        focused = try window.waitFor { $0.isFocused }
      }
      try #require(focused.name.hasPrefix("Fixture Gone"), "\(focused.name)")
      window.keys("Return")
      let bold = try window.waitFor { $0.name == "FixtureGone-Bold" && $0.role == "list item" && $0.frame != nil }
      #expect(bold.description == "Bold · TrueType · unreadable", "\(bold.description)")
      let regular = try window.waitFor { $0.name == "FixtureGone-Regular" && $0.role == "list item" }
      #expect(regular.description == "Regular · TrueType", "\(regular.description)")
      focused = try window.waitFor { $0.isFocused }
      for _ in 0..<4 where focused.name != "FixtureGone-Bold" {
        window.keys("Down")
        focused = try window.waitFor { $0.isFocused }
      }
      try #require(focused.name == "FixtureGone-Bold", "\(focused.name)")
      window.keys("ctrl+i")
      _ = try window.waitFor { $0.name == "The previews below are in the interface's font" && $0.frame != nil }
      _ = try window.waitFor { $0.name == "Fixture Gone Bold" && $0.frame != nil }
    }
  }
}
