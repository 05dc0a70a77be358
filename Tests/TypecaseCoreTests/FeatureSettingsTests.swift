import Testing
import TypecaseCore

/// OpenType features written as text (`typecase specimen --features`): read, written back as
/// Pango and HarfBuzz read them, and checked against the faces' own.
@Suite struct FeatureSettingsTests {
  @Test func featuresAreReadOnOrWithTheirValues() {
    #expect(FeatureSettings.parseValues("ss01") == ["ss01": 1])
    #expect(FeatureSettings.parseValues("ss01, liga=0,cv11=1") == ["ss01": 1, "liga": 0, "cv11": 1])
    #expect(FeatureSettings.parseValues("frac = 1") == ["frac": 1])
    // An alternate's number: a character variant's pick (Junicode's cv84, 35 forms).
    #expect(FeatureSettings.parseValues("cv84=5,salt=65535") == ["cv84": 5, "salt": 65_535])
  }

  @Test func anythingElseIsNotRead() {
    for text in [
      "", ",", "ss01,", "ss1", "ss001", "ss01=on", "ss01=1=1", "ss01,ss01=0", " ", "liga=", "=1", "ss01=-1",
      "ss01=65536",
    ] {
      #expect(FeatureSettings.parseValues(text) == nil, "\(text)")
    }
  }

  @Test func theTextIsSortedByTag() {
    #expect(FeatureSettings.text(["ss01": 1, "liga": 0, "cv11": 1, "cv84": 5]) == "cv11=1,cv84=5,liga=0,ss01=1")
    #expect(FeatureSettings.text([:]) == "")
  }

  @Test func aFeatureNoFaceHasIsNamedWithTheFacesOwn() throws {
    let faces = [["liga", "kern"], ["liga", "ss01"]]
    #expect(FeatureSettings.problem(["ss01": true, "liga": false], faceFeatures: faces, name: "Fam") == nil)
    let problem = try #require(FeatureSettings.problem(["smcp": true], faceFeatures: faces, name: "Fam"))
    #expect(
      Localizer.english(problem) == "\"Fam\" has no \"smcp\" feature (its features: liga, kern, ss01)")
    let none = try #require(FeatureSettings.problem(["liga": true], faceFeatures: [[]], name: "Bare"))
    #expect(Localizer.english(none) == "\"Bare\" has no OpenType features to switch")
  }

  /// A number past every face's alternates picks none, and HarfBuzz applies nothing: said,
  /// with how many there are; within them, or for a feature of no alternates, nothing is.
  @Test func anAlternateBeyondTheFacesIsSaid() throws {
    let faces = [["cv84": 35, "salt": 3], ["cv84": 20]]
    let note = try #require(FeatureSettings.alternatesPassed(["cv84": 36, "salt": 4, "smcp": 1], alternates: faces))
    #expect(
      Localizer.english(note)
        == "(the font offers fewer alternates, in parentheses, so these pick none: cv84=36 (35), salt=4 (3))")
    // One alternate: 2 picks none (DejaVu Serif Bold's salt).
    #expect(FeatureSettings.alternatesPassed(["salt": 2], alternates: [["salt": 1]]) != nil)
    #expect(FeatureSettings.alternatesPassed(["cv84": 35, "salt": 3], alternates: faces) == nil)
    #expect(FeatureSettings.alternatesPassed(["liga": 5], alternates: faces) == nil)
  }
}
