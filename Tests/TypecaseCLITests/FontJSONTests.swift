import FixtureSupport
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

  @Test func writingStraightMatchesRenderingTheValue() throws {
    #expect(Self.families.count >= 6)
    for family in Self.families + [Self.awkward] {
      for level in [0, 2] {
        var json = JSONBytes()
        FontJSON.write(family, to: &json, level: level)
        let written = String(decoding: json.bytes, as: UTF8.self)
        #expect(written == FontJSONValue.family(family).rendered(level: level), "\(family.name)")
      }
    }
    for families in [[], Self.families, [Self.awkward]] {
      var streamed = ""
      FontJSON.stream(families) { streamed += $0 }
      #expect(streamed == FontJSONValue.document(families).rendered())
    }
  }
}
