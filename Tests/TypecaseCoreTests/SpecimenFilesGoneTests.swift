import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore

/// A sheet whose font files went away while it was drawn (a drive unplugged) is not written.
@Suite struct SpecimenFilesGoneTests {
  /// The files no longer readable are named, each once: cairo embeds the fonts from their
  /// files at the end, and a PDF of empty boxes was said to be exported.
  @Test func fontFilesGoneWhileDrawnAreNamed() throws {
    FixtureFonts.activate()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-gone-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("Gone.ttf")
    try FileManager.default.copyItem(
      at: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"), to: copy)
    let kept = FontLocation(
      file: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Bold.ttf").path)
    let gone = FontLocation(file: copy.path)
    var faces: [SpecimenFace] = []
    for location in [gone, kept, gone] {
      let configuration = try #require(FamilyFontConfiguration(file: location))
      faces.append(
        SpecimenFace(
          face: FontFace(family: "F", style: "Regular", location: location), configuration: configuration,
          characters: []))
    }
    let specimen = Specimen(
      faces: faces, pangram: "", text: nil,
      labels: SpecimenLabels(
        characterCount: { _, _ in "" }, characters: "", noCharacters: "", moreCharacters: { _ in "" }, continued: ""))
    #expect(specimen.filesGone.isEmpty)
    try FileManager.default.removeItem(at: copy)
    #expect(specimen.filesGone == [copy.path])
    #expect(
      Localizer.english(SpecimenError.fontFilesGone(path: "/out.pdf", files: specimen.filesGone).message)
        == "cannot write \"/out.pdf\": 1 font file went away while the sheet was drawn (\(copy.path)); nothing was written"
    )
  }
}
