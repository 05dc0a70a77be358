import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore

/// The catalog names variable fonts as the fonts do, not as fontconfig makes them up: named
/// instances get their real PostScript and full names, the variable font itself says it is
/// one (issue 7).
///
/// Read through the real catalog (`FontLibrary`) over the face fixtures.
@Suite struct VariableFontNamesTests {
  let library: FontLibrary

  init() throws {
    let configuration = try FontconfigConfiguration(file: FixtureFonts.faceConfigurationFile.path)
    library = FontLibrary(configuration: configuration)
  }

  /// The variable fixture files.
  static let files = ["FixtureVariable-VF.ttf", "FixtureVariable-Italic-VF.ttf"].map {
    FixtureFonts.faceFontsDirectory.appendingPathComponent($0).path
  }

  @Test func theFaceConfigurationHasTheFaceFixturesBesideTheOthers() throws {
    let counts = Dictionary(uniqueKeysWithValues: library.families.map { ($0.name, $0.faceCount) })
    let expected = FixtureFonts.expectedFaceCounts.merging(FixtureFonts.expectedFaceFontCounts) { $1 }
    #expect(counts == expected)
    // fc-list agrees, face for face.
    let listed = try ProcessRunner.runTool(
      "fc-list", ["--format", "%{family[0]}\\n", ":scalable=true"], environment: FixtureFonts.faceEnvironment())
    var fcCounts: [String: Int] = [:]
    for line in listed.standardOutput.split(separator: "\n") { fcCounts[String(line), default: 0] += 1 }
    #expect(fcCounts == expected)
  }

  @Test func namedInstancesHaveTheirRealNames() throws {
    let reference = try FontToolsReading.read(Self.files)
    let family = try #require(library.family(named: "Fixture Variable", detail: .full))
    let instances = family.faces.filter { $0.location.index >> 16 != 0 }
    // fontconfig lists every instance but the one at the default coordinates.
    #expect(instances.count == 5)
    for face in instances {
      let expected = try #require(reference[face.location.file]?.instances[(face.location.index >> 16) - 1])
      #expect(face.postScriptName == expected.postScriptName)
      #expect(face.style == expected.name)
      #expect(face.fullName == "Fixture Variable " + (expected.name ?? ""))
      #expect(face.variationSummary == nil)
      // Not fontconfig's made-up "FixtureVariable_100wght".
      #expect(face.postScriptName?.contains("_") == false)
    }
    #expect(instances.contains { $0.postScriptName == "FixtureVariable-Hairline" })
    #expect(instances.contains { $0.postScriptName == "FixtureVariable-Bold" })
  }

  @Test func theVariableFontItselfSaysSo() throws {
    let reference = try FontToolsReading.read(Self.files)
    let family = try #require(library.family(named: "Fixture Variable"))
    let variable = family.faces.filter { $0.variationSummary != nil }.sorted { $0.location < $1.location }
    #expect(variable.map(\.location.file) == Self.files.sorted())
    #expect(variable.map(\.displayName) == ["Fixture Variable Italic (Variable)", "Fixture Variable (Variable)"])
    #expect(variable.map(\.style) == ["Italic Variable", "Variable"])
    #expect(variable.allSatisfy { $0.postScriptName == nil && $0.location.index == 0 })
    for face in variable {
      let axes = try #require(reference[face.location.file]?.axes).filter { !$0.hidden }
      let summary = axes.map { "\($0.tag) \(Self.number($0.minimum))–\(Self.number($0.maximum))" }
        .joined(separator: " · ")
      #expect(face.variationSummary == summary)
    }
    #expect(variable.last?.variationSummary == "wght 100–900 · GRAD \u{2212}200–150")
  }

  @Test func staticFacesKeepWhatFontconfigSays() throws {
    let details = try #require(library.family(named: "Fixture Details"))
    #expect(details.faces.map(\.postScriptName) == ["FixtureDetails-Regular"])
    #expect(details.faces.map(\.variationSummary) == [nil])
    // The default instance is listed as fontconfig reads it from the name table.
    let family = try #require(library.family(named: "Fixture Variable"))
    let defaults = family.faces.filter { $0.location.index == 0 && $0.variationSummary == nil }
    #expect(Set(defaults.compactMap(\.postScriptName)) == ["FixtureVariable-Regular", "FixtureVariable-Italic"])
  }

  @Test func onlyVariableFilesAreReadAndEachOnce() throws {
    let configuration = try FontconfigConfiguration(file: FixtureFonts.faceConfigurationFile.path)
    let variableFonts = VariableFontNames()
    var faces: [FontFace] = []
    configuration.forEachScalableFont(language: nil) { pattern in
      if let face = FontPatternReader(pattern: pattern).face(detail: .listing, variableFonts: variableFonts) {
        faces.append(face)
      }
    }
    let counts = FixtureFonts.expectedFaceCounts.merging(FixtureFonts.expectedFaceFontCounts) { $1 }
    #expect(faces.count == counts.values.reduce(0, +))
    // Nine patterns of two variable files: two files read; the static faces: none.
    #expect(variableFonts.facesRead == 2)
  }

  /// A whole number without decimals, a negative one with U+2212.
  static func number(_ value: Double) -> String {
    let text = value == value.rounded() ? String(Int(abs(value))) : String(abs(value))
    return value < 0 ? "\u{2212}" + text : text
  }
}
