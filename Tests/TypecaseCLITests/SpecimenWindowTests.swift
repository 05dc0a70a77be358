import FixtureSupport
import Foundation
import Testing

extension WindowProcesses {
  /// Issue 8: "Export Specimen…" on a family page, driven by real keys (XTest): Ctrl+E, the
  /// file chooser (GTK's own under Xvfb, with no portal), a name typed, Enter; the PDF it
  /// writes is checked with poppler's pdffonts, and the window says where it went.
  @Suite(.enabled(if: canReadAccessibleTrees, "needs a display, a D-Bus session and python3-pyatspi (scripts/test)"))
  struct SpecimenWindowTests {
    @Test func controlEExportsTheFamilysSpecimen() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-export-\(UUID())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let window = try FaceWindow(page: "family/Fixture Mono")
      defer { window.close() }
      let export = try window.waitFor { $0.name == "Export Specimen…" && $0.role == "push button" && $0.frame != nil }
      #expect(export.name == "Export Specimen…")
      window.keys("ctrl+e")
      // The chooser is a window of its own, named by its title.
      var chooser = ""
      for _ in 0..<40 where chooser.isEmpty {
        chooser =
          window.xdotool("search", "--onlyvisible", "--name", "^Export Specimen$")
          .split(separator: "\n").last.map(String.init) ?? ""
        if chooser.isEmpty { Thread.sleep(forTimeInterval: 0.25) }
      }
      try #require(!chooser.isEmpty, "the file chooser never showed")
      // The name field has focus, the suggested name selected: a path typed replaces it.
      let path = folder.appendingPathComponent("mono.pdf").path
      window.keys("ctrl+a")
      window.type(path)
      window.keys("Return")
      let toast = try window.waitFor { $0.name == "Exported “mono.pdf”" && $0.frame != nil }
      #expect(toast.role == "label")
      let fonts = try ProcessRunner.runTool("pdffonts", [path], environment: FixtureFonts.environment())
      #expect(fonts.status == 0)
      #expect(fonts.standardOutput.contains("+FixtureMono-Regular "))
      #expect(fonts.standardOutput.contains("+FixtureMono-Bold "))
    }
  }
}
