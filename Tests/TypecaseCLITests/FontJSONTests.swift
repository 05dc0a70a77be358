import FixtureSupport
import Foundation
import Testing
import TypecaseCore

@testable import TypecaseCLI

/// `families --json` and `faces --json` write straight to bytes; the text must be exactly what
/// the JSON value of the same families renders to, escapes included.
@Suite struct FontJSONTests {
  static let families: [FontFamily] = {
    FixtureFonts.activate()
    return (try? FontSource.load(detail: .full).families) ?? []
  }()

  /// A family with every optional field, odd characters and no faces' worth of simplicity.
  static let awkward = FontFamily(
    name: "Line\nBreak \"Quoted\" \\ Sans\u{1B}[31m\u{7F}é😀",
    otherNames: [LocalizedName(name: "나눔\t", language: "ko"), LocalizedName(name: "No language", language: nil)],
    faces: [
      FontFace(
        family: "x", style: "Bold\u{0}Italic", fullName: "Full\r", postScriptName: "PS\u{8}\u{C}",
        traits: FontTraits(weight: 700, width: 75, slant: 100), isMonospace: true,
        location: FontLocation(file: "/fonts/a\"b.ttc", index: 3), format: "CFF", version: "1.0",
        foundry: "\u{1F}", languages: ["en", "ja", "zh-cn"]),
      FontFace(family: "x", location: FontLocation(file: "/y.ttf")),
    ])

  /// A variable font as a whole and two named instances: axes with fractions and negative
  /// ends, an instance of no coordinates.
  static let variable: FontFamily = {
    var whole = FontFace(family: "Var", style: "Variable", location: FontLocation(file: "/v.ttf"))
    whole.variation = .variableFont([
      VariationAxis(tag: "wght", name: "Weight", minimum: 100, defaultValue: 400, maximum: 900),
      VariationAxis(tag: "slnt", name: "Slant \"x\"", minimum: -10, defaultValue: 0, maximum: 0),
      VariationAxis(tag: "opsz", name: "Optical size", minimum: 8.5, defaultValue: 14, maximum: 72.25),
    ])
    var bold = FontFace(family: "Var", style: "Bold", location: FontLocation(file: "/v.ttf", index: 2 << 16))
    bold.variation = .namedInstance([AxisCoordinate(tag: "wght", value: 700), AxisCoordinate(tag: "opsz", value: 12.5)])
    var plain = FontFace(family: "Var", style: "Plain", location: FontLocation(file: "/v.ttf", index: 3 << 16))
    plain.variation = .namedInstance([])
    return FontFamily(name: "Var", faces: [whole, bold, plain])
  }()

  @Test func writingStraightMatchesRenderingTheValue() throws {
    #expect(Self.families.count >= 6)
    for family in Self.families + [Self.awkward, Self.variable] {
      for level in [0, 2] {
        var json = JSONBytes()
        FontJSON.write(family, to: &json, level: level)
        let written = String(decoding: json.bytes, as: UTF8.self)
        #expect(written == FontJSONValue.family(family).rendered(level: level), "\(family.name)")
      }
    }
    for families in [[], Self.families, [Self.awkward, Self.variable]] {
      var streamed = ""
      FontJSON.stream(families) { streamed += $0 }
      #expect(streamed == FontJSONValue.document(families).rendered())
    }
  }

  /// `faces --json` gives a variable font's axes and each named instance's coordinates as the
  /// font's fvar table has them (read by fontTools): scripts could not tell "Fixture Variable
  /// (Variable)" from a static face of weight 400.
  @Test func variableFacesCarryTheirAxesAndCoordinates() throws {
    let listed = try ProcessRunner.run(
      ProcessRunner.typecase, ["faces", "Fixture Variable", "--json"], environment: FixtureFonts.faceEnvironment())
    let document = try #require(JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [String: Any])
    let families = try #require(document["families"] as? [[String: Any]])
    let faces = try #require(families.first?["faces"] as? [[String: Any]])
    let files = Set(faces.compactMap { $0["file"] as? String }).sorted()
    let script = """
      import json, sys
      from fontTools.ttLib import TTFont
      fvars = {path: TTFont(path)["fvar"] for path in sys.argv[1:]}
      print(json.dumps({path: {"axes": [[a.axisTag, a.minValue, a.defaultValue, a.maxValue, bool(a.flags & 1)]
                                        for a in fvar.axes],
                               "instances": [i.coordinates for i in fvar.instances]} for path, fvar in fvars.items()}))
      """
    let read = try ProcessRunner.runPython(["-c", script] + files, environment: FixtureFonts.faceEnvironment())
    let fvars = try #require(JSONSerialization.jsonObject(with: Data(read.standardOutput.utf8)) as? [String: Any])
    let wholes = faces.filter { $0["variable"] as? Bool == true }
    #expect(wholes.count == files.count)
    for whole in wholes {
      let fvar = try #require(fvars[whole["file"] as? String ?? ""] as? [String: Any])
      let axes = try #require(whole["axes"] as? [[String: Any]])
      let expected = try #require(fvar["axes"] as? [[Any]])
      #expect(axes.map { $0["tag"] as? String } == expected.map { $0[0] as? String })
      for (axis, expected) in zip(axes, expected) {
        for (key, position) in [("min", 1), ("default", 2), ("max", 3)] {
          #expect((axis[key] as? NSNumber)?.doubleValue == (expected[position] as? NSNumber)?.doubleValue)
        }
        // An axis the font hides (Fixture Variable Italic's SPAC) says so.
        #expect(axis["hidden"] as? Bool == expected[4] as? Bool, "\(axis)")
      }
    }
    // Every named instance fontconfig lists, at its file's fvar coordinates; static faces (the
    // default instances) carry neither.
    let instances = faces.filter { $0["coordinates"] != nil }
    #expect(!instances.isEmpty)
    for instance in instances {
      let fvar = try #require(fvars[instance["file"] as? String ?? ""] as? [String: Any])
      let known = try #require(fvar["instances"] as? [[String: NSNumber]]).map { $0.mapValues(\.doubleValue) }
      let coordinates = try #require(instance["coordinates"] as? [String: NSNumber]).mapValues(\.doubleValue)
      #expect(known.contains(coordinates), "\(coordinates)")
    }
    #expect(faces.count > wholes.count + instances.count)
  }
}
