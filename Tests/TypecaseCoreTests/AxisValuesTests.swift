import FixtureSupport
import Testing

@testable import TypecaseCore

/// Axis positions for a specimen: read from `--variations`, checked against the faces' axes,
/// and laid over a named instance's coordinates.
@Suite struct AxisValuesTests {
  private let weight = VariationAxis(tag: "wght", name: "Weight", minimum: 100, defaultValue: 400, maximum: 900)
  private let slant = VariationAxis(tag: "slnt", name: "Slant", minimum: -10, defaultValue: 0, maximum: 0)

  @Test func pairsOfTagsAndNumbersAreRead() {
    #expect(AxisValues.parse("wght=650") == ["wght": 650])
    #expect(AxisValues.parse("wght=650, slnt=-7.5") == ["wght": 650, "slnt": -7.5])
    #expect(AxisValues.parse("XOPQ=10") == ["XOPQ": 10])
  }

  @Test func anythingElseIsNotRead() {
    for text in [
      "", "wght", "wght=", "=650", "wght=bold", "weight=650", "wg=1", "wght=650,", "wght=1,wght=2",
      "wght=inf", "wght=650;slnt=0",
    ] {
      #expect(AxisValues.parse(text) == nil, "\(text)")
    }
  }

  @Test func valuesPangoReadsAreWrittenWithoutTrailingZeros() {
    #expect(AxisValues.text(650) == "650")
    #expect(AxisValues.text(-7.5) == "-7.5")
    #expect(AxisValues.text(87.123456) == "87.1235")
  }

  @Test func anAxisNoFaceHasOrAValueOutOfRangeIsAProblem() {
    let axes = [[weight, slant], []]
    #expect(AxisValues.problem(["wght": 650, "slnt": -10], faceAxes: axes, name: "V") == nil)
    #expect(
      AxisValues.problem(["wdth": 80], faceAxes: axes, name: "V")?.description
        == "\"V\" has no \"wdth\" axis (its axes: wght, slnt)")
    #expect(
      AxisValues.problem(["wght": 1000], faceAxes: axes, name: "V")?.description
        == "wght=1000 is outside the axis's range, 100 to 900")
    #expect(
      AxisValues.problem(["wght": 650], faceAxes: [[]], name: "Mono")?.description
        == "\"Mono\" is not a variable font: it has no axes to set")
  }

  /// The sheet's axes go over a named instance's coordinates, on the axes the face has, within
  /// their range; a face drawn as it is has none.
  @Test func theSheetsAxesGoOverTheFacesOwnCoordinates() throws {
    FixtureFonts.activate()
    let location = FontLocation(
      file: FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureVariable-VF.ttf").path)
    let configuration = try #require(FamilyFontConfiguration(file: location))
    let instance = FontFace(
      family: "V", style: "Bold", location: location,
      variation: .namedInstance([AxisCoordinate(tag: "wght", value: 700), AxisCoordinate(tag: "slnt", value: -10)]))
    let face = SpecimenFace(face: instance, configuration: configuration, characters: [], axes: [weight, slant])
    func specimen(_ values: [String: Double]) -> Specimen {
      Specimen(
        faces: [face], pangram: "", text: nil,
        labels: SpecimenLabels(
          characterCount: { _, _ in "" }, characters: "", noCharacters: "", moreCharacters: { _ in "" }, continued: ""),
        axisValues: values)
    }
    // In the face's order of axes (wght, then slnt), as Pango writes them.
    #expect(specimen([:]).variations(for: face) == "wght=700,slnt=-10")
    #expect(specimen(["wght": 350]).variations(for: face) == "wght=350,slnt=-10")
    #expect(specimen(["wght": 2000, "wdth": 80]).variations(for: face) == "wght=900,slnt=-10")
    var plain = face
    plain.face.variation = nil
    plain.axes = []
    #expect(specimen(["wght": 350]).variations(for: plain) == "")
  }
}
