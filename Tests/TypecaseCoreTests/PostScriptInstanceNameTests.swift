import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore
@testable import TypecaseFaceReading

/// Named instances' PostScript names where the font gives none (Adobe TN #5902).
@Suite struct PostScriptInstanceNameTests {
  /// Two instances whose subfamily names are missing or in Japanese alone get names of their
  /// coordinates, as fontconfig lists them ("Devbad_100wght"), not both "Devbad-".
  @Test func anInstanceWithoutAnEnglishSubfamilyIsNamedByItsCoordinates() {
    let names: [UInt32: String] = [1: "Devbad", 2: "Regular", 258: "Bold", 259: "Ω"]
    let variations = FontVariations(
      axes: [
        (tag: "wght", nameID: 256, isHidden: false, minimum: 100, defaultValue: 400, maximum: 900),
        (tag: "slnt", nameID: 257, isHidden: false, minimum: -12.5, defaultValue: 0, maximum: 0),
      ],
      namedInstances: [
        (subfamilyNameID: 999, postScriptNameID: nil, coordinates: [100, 0]),
        (subfamilyNameID: 300, postScriptNameID: nil, coordinates: [200, -12.5]),
        (subfamilyNameID: 259, postScriptNameID: nil, coordinates: [400, 0.3]),
        (subfamilyNameID: 258, postScriptNameID: nil, coordinates: [700, 0]),
      ],
      english: { names[$0] })
    #expect(
      variations.namedInstances.map(\.postScriptName)
        == ["Devbad_100wght", "Devbad_200wght_-12.5slnt", "Devbad_.3slnt", "Devbad-Bold"])
  }

  /// Instances whose names, made from one subfamily name (in French alone, "Sans nom"), would
  /// be the same are named by their coordinates; a name the font gives (postScriptNameID) is
  /// kept.
  @Test func instancesSharingAMadeNameAreNamedByTheirCoordinates() {
    let names: [UInt32: String] = [1: "Devdup", 258: "Sans nom", 259: "Devdup-Own"]
    let variations = FontVariations(
      axes: [(tag: "wght", nameID: 256, isHidden: false, minimum: 100, defaultValue: 400, maximum: 900)],
      namedInstances: [
        (subfamilyNameID: 258, postScriptNameID: nil, coordinates: [100]),
        (subfamilyNameID: 258, postScriptNameID: nil, coordinates: [350.5]),
        (subfamilyNameID: 258, postScriptNameID: 259, coordinates: [700]),
      ],
      english: { names[$0] })
    #expect(variations.namedInstances.map(\.postScriptName) == ["Devdup_100wght", "Devdup_350.5wght", "Devdup-Own"])
  }

  @Test func coordinatesAreWrittenInTheFewestDecimals() {
    #expect(PostScriptInstanceName.decimal(100) == "100")
    #expect(PostScriptInstanceName.decimal(-12.5) == "-12.5")
    #expect(PostScriptInstanceName.decimal(Double(Float(0.3))) == ".3")
    #expect(PostScriptInstanceName.decimal(0) == "0")
    #expect(PostScriptInstanceName.decimal(-1.0 / 65536) == "-.00002")
  }
}

/// A variable font whose instances have no English subfamily name, read as `face` and the
/// face page read it.
@Suite struct UnnamedInstanceTests {
  /// Its instances' PostScript names are those of their coordinates, one each (both were
  /// "FixtureVariable-"); the chip and heading of one without any name show its coordinates
  /// (the chip was blank).
  @Test func unnamedInstancesAreNamedByTheirCoordinates() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-unnamed-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let font = folder.appendingPathComponent("Unnamed.ttf")
    try DerivedFont.write(
      from: FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureVariable-VF.ttf"), to: font,
      editing: """
        instances = font["fvar"].instances
        instances[2].subfamilyNameID = 999
        font["name"].setName("極細", 300, 3, 1, 0x411)
        instances[3].subfamilyNameID = 300
        """)
    let details = FaceReader.read(FontLocation(file: font.path, index: 0), languages: [])
    #expect(
      details.namedInstances.map(\.postScriptName)
        == [
          "FixtureVariable-Hairline", "FixtureVariable-Regular", "FixtureVariable_700wght",
          "FixtureVariable_900wght_150GRAD",
        ])
    // The Japanese name is shown as it is (no English one); the missing one by coordinates.
    #expect(details.namedInstances.map(\.shownName) == ["Thin", "Regular", "wght 700 · GRAD 0", "極細"])
    // The instance without a name is called by its coordinates (its full name was the
    // family's and a space).
    let unnamed = FaceReader.read(FontLocation(file: font.path, index: 3 << 16), languages: [])
    #expect(unnamed.fullName == "Fixture Variable wght 700 · GRAD 0")
    #expect(unnamed.style == "wght 700 · GRAD 0")
  }
}
