import FixtureSupport
import Foundation
import Testing
import TypecaseCore
import TypecaseFaceReading

@testable import TypecaseCLI

/// `typecase face --json` writes straight to bytes; the text must be exactly what the JSON
/// value of the same details renders to (escapes included), and the plain text one line per
/// value whatever the names hold.
@Suite struct FaceJSONTests {
  /// Every fixture font file, the face-page ones and the control-character ones included.
  static let files: [String] = {
    let folders = ["Tests/Fixtures/fonts", "Tests/Fixtures/face-fonts", "Tests/Fixtures/extra-fonts"]
    return folders.flatMap { folder in
      let url = FixtureFonts.packageRoot.appendingPathComponent(folder)
      return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
        .filter { ($0.hasSuffix(".ttf") || $0.hasSuffix(".otf")) && $0 != "not-a-font.ttf" }
        .sorted().map { url.appendingPathComponent($0).path }
    }
  }()

  /// Details with every optional field, odd characters and fractional coordinates.
  static let awkward: FaceDetails = {
    var details = FaceDetails(
      location: FontLocation(file: "/fonts/a\"b\\c.ttc", index: 65_538), family: "Line\nBreak \"Q\" Sans\u{1B}[31m",
      style: "Bold\u{0}Italic")
    details.postScriptName = "PS\u{8}\u{C}"
    details.fullName = "Full\r\u{2028}"
    details.otherNames = [
      LocalizedName(name: "나눔\t", language: "ko"), LocalizedName(name: "No language", language: nil),
    ]
    details.otherFullNames = [LocalizedName(name: "나눔 Bold", language: "ko")]
    details.format = "CFF2"
    details.version = "Version 1.0\u{7F}"
    details.designer = "Désigner 😀"
    details.designerURL = "ada.example.com/\u{1B}"
    details.manufacturer = "M"
    details.vendorURL = "https://example.com/\\"
    details.vendorID = "\u{1F}X"
    details.copyright = "©\n2024"
    details.trademark = "™\u{0}"
    details.license = "L"
    details.licenseURL = "https://example.com/?a=\"b\""
    details.description = "D\u{9B}"
    details.unitsPerEm = 2048
    details.glyphCount = 65_535
    details.characters = ["A", "é", "\u{AC00}", "\u{1F600}"]
    details.colorFormat = .colrV1
    details.palettes = [
      ColorPalette(name: "Day \"light\"", forLightBackgrounds: true),
      ColorPalette(name: nil, forLightBackgrounds: true, forDarkBackgrounds: true),
    ]
    details.axes = [
      VariationAxis(tag: "wght", name: "Weight\n", minimum: 100, defaultValue: 400, maximum: 900),
      VariationAxis(tag: "opsz", name: "Optical size", minimum: 8.5, defaultValue: 12.25, maximum: 144),
      VariationAxis(tag: "slnt", name: "Slant", minimum: -12.5, defaultValue: 0, maximum: 0, isHidden: true),
    ]
    details.namedInstances = [
      NamedInstance(
        name: "Light\tDisplay", postScriptName: "X-LightDisplay",
        coordinates: [("wght", 300), ("opsz", 72.5), ("slnt", -12.5)]),
      NamedInstance(name: "Unnamed", postScriptName: nil, coordinates: [("wght", 400), ("opsz", 12.25), ("slnt", 0)]),
    ]
    details.features = [
      LayoutFeature(tag: "ss01", name: "Single-storey \"a\"", table: "GSUB", isOnByDefault: false),
      LayoutFeature(tag: "kern", name: "Kerning", table: "GPOS", isOnByDefault: true),
    ]
    details.scripts = [
      LayoutScript(tag: "DFLT", languages: []), LayoutScript(tag: "latn", languages: ["TRK", "x\ny"]),
    ]
    details.languages = ["ja", "ko", "zh-tw", "und-zsye", "wen"]
    details.embedding = .previewAndPrint
    details.fsType = 0x0104
    return details
  }()

  func written(_ details: FaceDetails, language: InterfaceLanguage) -> String {
    FaceJSON.document(
      details, blocks: BlockCoverage.blocks(touchedBy: details.characters),
      languageName: { LanguageNames.name(of: $0, in: language) })
  }

  @Test func writingStraightMatchesRenderingTheValue() throws {
    #expect(Self.files.count >= 20)
    var all = Self.files.map { FaceReader.read(FontLocation(file: $0), languages: ["en", "ja"]) }
    all.append(Self.awkward)
    all.append(FaceDetails(location: FontLocation(file: "/nothing.ttf"), family: ""))
    for details in all {
      for language in InterfaceLanguage.allCases {
        let expected = FaceJSONValue.document(details, language: language).rendered()
        #expect(written(details, language: language) == expected, "\(details.location.file)")
      }
    }
  }

  @Test func theTextParsesBackToTheExactValues() throws {
    let text = written(Self.awkward, language: .japanese)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let face = try #require(document["face"] as? [String: Any])
    #expect(face["family"] as? String == "Line\nBreak \"Q\" Sans\u{1B}[31m")
    #expect(face["style"] as? String == "Bold\u{0}Italic")
    #expect(face["fullName"] as? String == "Full\r\u{2028}")
    #expect(face["index"] as? Int == 65_538)
    let axes = try #require(face["axes"] as? [[String: Any]])
    #expect(axes.map { $0["default"] as? Double } == [400, 12.25, 0])
    #expect(axes[2]["min"] as? Double == -12.5)
    let instances = try #require(face["namedInstances"] as? [[String: Any]])
    #expect((instances[0]["coordinates"] as? [String: Double]) == ["wght": 300, "opsz": 72.5, "slnt": -12.5])
    #expect(instances[1]["postscriptName"] == nil)
    let languages = try #require(face["languages"] as? [[String: String]])
    #expect(languages.first == ["code": "ja", "name": "日本語"])
    #expect(languages.last == ["code": "wen", "name": "ソルブ語"])
    let blocks = try #require(face["blocks"] as? [[String: Any]])
    #expect(
      blocks.map { $0["name"] as? String } == [
        "Basic Latin", "Latin-1 Supplement", "Hangul Syllables", "Emoticons",
      ])
    #expect(blocks[2]["first"] as? Int == 0xAC00 && blocks[2]["size"] as? Int == 11_172)
    // Whole numbers are written without a fraction.
    #expect(text.contains("\"min\": 100,") && !text.contains("100.0"))
  }

  @Test func plainTextKeepsEachValueOnItsLine() {
    let lines = FacePlainText.lines(
      Self.awkward, blocks: BlockCoverage.blocks(touchedBy: Self.awkward.characters),
      languageName: { LanguageNames.name(of: $0, in: .english) }, localizer: .english)
    for line in lines {
      #expect(!VisibleText.hasControlCharacters(line), "\(line)")
    }
    #expect(lines.first == "postscriptName: PS\\x08\\x0c")
    #expect(lines.contains("family: Line\\nBreak \"Q\" Sans\\x1b[31m"))
    #expect(lines.contains("fullName: Full\\r\\u{2028}"))
    #expect(lines.contains("copyright: ©\\n2024"))
    let keys = lines.filter { !$0.hasPrefix("  ") }.map { $0.prefix { $0 != ":" } }
    #expect(
      keys == [
        "postscriptName", "fullName", "family", "style", "file", "index", "format", "version", "designer",
        "designerURL", "manufacturer", "vendorURL", "vendorID", "copyright", "trademark", "license", "licenseURL",
        "description", "unitsPerEm", "glyphCount",
        "characterCount", "colorFormat", "variable", "fsType", "embedding", "otherNames", "otherFullNames", "axes",
        "namedInstances", "palettes", "features", "scripts",
        "languages", "blocks",
      ])
    // Numbered from 0, as CPAL and CSS's base-palette count them.
    #expect(lines.contains("  0 Day \"light\" (light backgrounds)"))
    #expect(lines.contains("  1 (light backgrounds, dark backgrounds)"))
    func list(_ key: String) -> [String] {
      guard let start = lines.firstIndex(of: key + ":") else { return [] }
      return Array(lines[(start + 1)...].prefix { $0.hasPrefix("  ") })
    }
    #expect(list("otherNames") == ["  나눔\\t (ko)", "  No language"])
    #expect(list("otherFullNames") == ["  나눔 Bold (ko)"])
    #expect(
      list("axes") == [
        "  wght Weight\\n 100–900 (default 400)", "  opsz Optical size 8.5–144 (default 12.25)",
        "  slnt Slant -12.5–0 (default 0, hidden)",
      ])
    #expect(
      list("namedInstances") == [
        "  Light\\tDisplay (X-LightDisplay) wght=300 opsz=72.5 slnt=-12.5", "  Unnamed wght=400 opsz=12.25 slnt=0",
      ])
    #expect(list("features") == ["  ss01 Single-storey \"a\" (GSUB)", "  kern Kerning (GPOS)"])
    #expect(list("scripts") == ["  DFLT", "  latn TRK x\\ny"])
    #expect(
      list("languages").prefix(4) == ["  ja Japanese", "  ko Korean", "  zh-tw Chinese (Taiwan)", "  und-zsye Emoji"])
    #expect(
      list("blocks") == [
        "  U+0000–U+007F Basic Latin: 1/128", "  U+0080–U+00FF Latin-1 Supplement: 1/128",
        "  U+AC00–U+D7AF Hangul Syllables: 1/11172", "  U+1F600–U+1F64F Emoticons: 1/80",
      ])
    #expect(lines.contains("embedding: preview & print"))
  }
}
