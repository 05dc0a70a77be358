import CFontconfig
import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore

/// The catalog read through fontconfig from the fixture fonts only.
@Suite struct FontCatalogTests {
  let catalog: FontCatalog

  init() throws {
    FixtureFonts.activate()
    catalog = try FontSource.load(detail: .full)
  }

  @Test func listsExactlyTheFixtureFamiliesWithTheirFaceCounts() {
    let counts = Dictionary(uniqueKeysWithValues: catalog.families.map { ($0.name, $0.faces.count) })
    #expect(counts == FixtureFonts.expectedFaceCounts)
  }

  @Test func ignoresAFileThatIsNotAFont() {
    let files = catalog.families.flatMap(\.faces).map(\.location.file)
    #expect(!files.contains { $0.hasSuffix("not-a-font.ttf") })
    #expect(files.count == 11)
  }

  @Test func sortsFamiliesCaseInsensitively() {
    #expect(
      catalog.families.map(\.name) == [
        "Fixture Display", "Fixture Mincho", "Fixture Mono", "Fixture Serif", "NanumFixture",
        "Typecase Fixture Sans",
      ])
  }

  @Test func sortsFacesByWidthWeightSlant() throws {
    let sans = try #require(catalog.families.family(named: "Typecase Fixture Sans"))
    #expect(
      sans.faces.map(\.postScriptName) == [
        "TypecaseFixtureSans-Regular", "TypecaseFixtureSans-Italic", "TypecaseFixtureSans-Bold",
        "TypecaseFixtureSans-BoldItalic",
      ])
    #expect(sans.faces.map(\.traits.weightName) == ["regular", "regular", "bold", "bold"])
    #expect(sans.faces.map(\.traits.slantName) == ["roman", "italic", "roman", "italic"])
    #expect(sans.faces.map(\.traits.weight) == [400, 400, 700, 700])
  }

  @Test func keepsDuplicatesAndTellsThemApart() throws {
    let serif = try #require(catalog.families.family(named: "Fixture Serif"))
    #expect(serif.faces.count == 2)
    #expect(Set(serif.faces.map(\.postScriptName)) == ["FixtureSerif-Regular"])
    #expect(Set(serif.faces.compactMap(\.format)) == ["TrueType", "CFF"])
    #expect(
      Set(serif.faces.compactMap { $0.location.file.split(separator: "/").last.map(String.init) }) == [
        "FixtureSerif-Regular.ttf", "FixtureSerif-Regular.otf",
      ])
  }

  @Test func carriesLocalizedFamilyNames() throws {
    let nanum = try #require(catalog.families.family(named: "NanumFixture"))
    #expect(nanum.otherNames == [LocalizedName(name: "나눔픽스처", language: "ko")])
    #expect(nanum.faces[0].otherFamilyNames == [LocalizedName(name: "나눔픽스처", language: "ko")])
    #expect(catalog.families.family(named: "나눔픽스처")?.name == "NanumFixture")
    #expect(catalog.families.family(named: "nanumfixture")?.name == "NanumFixture")
  }

  @Test func carriesEveryFaceProperty() throws {
    let face = try #require(catalog.families.family(named: "Fixture Mincho")?.faces.first)
    #expect(face.style == "Regular")
    #expect(face.postScriptName == "FixtureMincho-Regular")
    #expect(face.fullName != nil)
    #expect(face.format == "TrueType")
    #expect(face.version == "1.200")
    #expect(face.location.index == 0)
    #expect(face.languages.contains("ja"))
    #expect(!face.languages.contains("ko"))
    #expect(face.traits.width == 100)
    #expect(face.traits.widthName == "normal")
  }

  @Test func marksMonospacedFaces() throws {
    #expect(try #require(catalog.families.family(named: "Fixture Mono")).faces.allSatisfy(\.isMonospace))
    #expect(try #require(catalog.families.family(named: "Fixture Serif")).faces.allSatisfy { !$0.isMonospace })
    let mono = catalog.families(matching: FontQuery(monospaceOnly: true))
    #expect(mono.map(\.name) == ["Fixture Mono"])
  }

  @Test(arguments: [
    ("nanum", ["NanumFixture"]), ("나눔", ["NanumFixture"]), ("ＮＡＮＵＭ", ["NanumFixture"]),
    ("FIXTURE M", ["Fixture Mincho", "Fixture Mono"]), ("明朝", ["Fixture Mincho"]),
    ("nothing like this", []), ("", FixtureFonts.expectedFaceCounts.keys.sorted()),
  ])
  func searchesEveryNameIgnoringCaseAndWidth(query: String, expected: [String]) {
    let found = catalog.families(matching: FontQuery(search: query)).map(\.name)
    #expect(found.sorted() == expected.sorted())
  }

  @Test func filtersByLanguageThroughFontconfig() throws {
    #expect(try FontSource.load(language: "ko").families.map(\.name) == ["NanumFixture"])
    #expect(try FontSource.load(language: "ja").families.map(\.name) == ["Fixture Mincho"])
  }

  @Test func loadsOneFamilyByItsFirstName() throws {
    let loaded = try FontSource.load(detail: .full, family: "Fixture Mono")
    #expect(loaded.families.map(\.name) == ["Fixture Mono"])
    #expect(loaded.families[0].faces.count == 2)
  }

  @Test func suggestsCloseNames() {
    #expect(catalog.suggestions(for: "Fixture Mon").first == "Fixture Mono")
    #expect(catalog.suggestions(for: "Typecase Fixtur Sans") == ["Typecase Fixture Sans"])
    #expect(catalog.suggestions(for: "zzzzzzzz").isEmpty)
  }

  @Test func normalizesLanguageTags() {
    #expect(FontSource.normalizedLanguage("ZH_CN") == "zh-cn")
    #expect(FontSource.normalizedLanguage("zh") == "zh")
    #expect(FontSource.normalizedLanguage("ja") == "ja")
    #expect(FontSource.normalizedLanguage("klingon") == nil)
  }
}

/// The library the window reads: family summaries at once, a family's faces when asked.
@Suite struct FontLibraryTests {
  init() { FixtureFonts.activate() }

  @Test func summarizesFamiliesLikeTheCatalog() throws {
    let library = try FontLibrary(fresh: true)
    let catalog = try FontSource.load(detail: .listing)
    #expect(library.families == catalog.families.map(FamilySummary.init))
    #expect(try FontSource.familySummaries() == library.families)
    #expect(
      library.families.first { $0.name == "NanumFixture" }?.otherNames == [LocalizedName(name: "나눔픽스처", language: "ko")]
    )
    #expect(library.families.first { $0.name == "Fixture Mono" }?.monospaceFaceCount == 2)
  }

  @Test func readsAFamilysFacesOnDemand() throws {
    let library = try FontLibrary(fresh: true)
    let sans = try #require(library.family(named: "Typecase Fixture Sans"))
    #expect(sans == (try FontSource.load(detail: .listing)).families.first { $0.name == "Typecase Fixture Sans" })
    #expect(library.family(named: "typecase fixture sans") == nil)
  }

  @Test func makesAConfigurationOfOneFamilyAndItsFallback() throws {
    let library = try FontLibrary(fresh: true)
    #expect(library.configuration(forFamily: "Fixture Serif", language: "en") != nil)
    #expect(library.configuration(forFamily: nil, language: "ja") != nil)
    #expect(library.configuration(forFamily: "No Such Family", language: "en") == nil)
    #expect(library.currentStamp() == library.loadedStamp)
  }
}

/// The interface's own small font configuration.
@Suite struct InterfaceFontsTests {
  init() { FixtureFonts.activate() }

  /// On the fixtures' configuration by name: fontconfig's current configuration is the
  /// process's, which a test running beside this one had once made of the machine's fonts.
  @Test func holdsTheInterfaceFamilyAndFamiliesForOtherScripts() throws {
    let fixtures = try FontconfigConfiguration(file: FixtureFonts.configurationFile.path)
    let fonts = try #require(
      InterfaceFonts.fontSet(family: "Typecase Fixture Sans", language: "en", in: fixtures.config))
    #expect(fonts.families.first == "Typecase Fixture Sans")
    let families = FontconfigConfiguration(borrowing: fonts.configuration.config).familyNames()
    #expect(families.contains("Typecase Fixture Sans"))
    // The fixtures' only Korean and Japanese fonts are added for text in those scripts.
    #expect(families.contains("NanumFixture"))
    #expect(families.contains("Fixture Mincho"))
    #expect(!families.contains("Fixture Serif"))
  }

  /// A family whose Bold file comes before its Regular stands in the sort by its Regular, as
  /// fontconfig sorts every font: the family fontconfig prefers for Japanese draws Japanese
  /// text (a Regular-only family covering Japanese came first, and drew the interface).
  @Test func aFamilyStandsByItsRegularFontInTheSort() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-interface-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    let folder = work.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let mincho = FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMincho-Regular.ttf")
    for (family, style, weight) in [
      ("Fixture Gothic", "Bold", 700), ("Fixture Gothic", "Regular", 400), ("Fixture Maru", "Regular", 400),
    ] {
      let name = family.replacingOccurrences(of: " ", with: "") + "-" + style
      try DerivedFont.write(
        from: mincho, to: folder.appendingPathComponent(name + ".ttf"),
        editing: """
          for record in font['name'].names:
              if record.nameID in (1, 16): record.string = '\(family)'
              elif record.nameID in (2, 17): record.string = '\(style)'
              elif record.nameID == 4: record.string = '\(family) \(style)'
              elif record.nameID == 6: record.string = '\(name)'
          font['OS/2'].usWeightClass = \(weight)
          """)
    }
    // As fonts-noto-cjk's rule prefers Noto Sans CJK JP, before the system's rules.
    let configuration = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("fontconfig"), folders: [folder, FixtureFonts.fontsDirectory],
      rules: """
        <match target="pattern"><test name="lang"><string>ja</string></test>
          <test name="family"><string>sans-serif</string></test>
          <edit name="family" mode="prepend"><string>Fixture Gothic</string></edit></match>
        <include ignore_missing="yes">/etc/fonts/conf.d</include>
        """)
    let sorted = try ProcessRunner.runTool(
      "fc-match", ["-s", "-f", "%{family[0]}\n", "Typecase Fixture Sans:lang=ja"],
      environment: ["FONTCONFIG_FILE": configuration.path])
    let japanese = ["Fixture Gothic", "Fixture Maru", "Fixture Mincho"]
    let fontconfigFirst = sorted.standardOutput.split(separator: "\n").map(String.init).first(where: japanese.contains)
    try #require(fontconfigFirst == "Fixture Gothic", "\(sorted.standardOutput)")
    let fixtures = try FontconfigConfiguration(file: configuration.path)
    let fonts = try #require(
      InterfaceFonts.fontSet(family: "Typecase Fixture Sans", language: "ja", in: fixtures.config))
    #expect(fonts.families.first(where: japanese.contains) == "Fixture Gothic", "\(fonts.families)")
  }

  /// A Japanese font without a bold face is emboldened for bold text, as fc-match does under
  /// the system's rules (90-synthetic.conf): the header's title and the group titles were
  /// drawn regular in Japanese and Korean, bold in English.
  @Test(.enabled(if: !FamilyFontConfiguration.syntheticStyleRules.isEmpty, "needs fontconfig's 90-synthetic.conf"))
  func aFontWithoutBoldIsEmboldenedForBoldText() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-embolden-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let configuration = FixtureFonts.writeConfiguration(
      in: folder, folders: [FixtureFonts.fontsDirectory], rules: "<include>/etc/fonts/conf.d</include>")
    let matched = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{family[0]} %{embolden}", "Fixture Mincho:bold"],
      environment: ["FONTCONFIG_FILE": configuration.path])
    try #require(matched.standardOutput == "Fixture Mincho True", "\(matched.standardOutput)")
    let fixtures = try FontconfigConfiguration(file: FixtureFonts.configurationFile.path)
    let fonts = try #require(
      InterfaceFonts.fontSet(family: "Typecase Fixture Sans", language: "ja", in: fixtures.config))
    let pattern = try #require(FcNameParse("Fixture Mincho:bold"))
    defer { FcPatternDestroy(pattern) }
    FcConfigSubstitute(fonts.configuration.config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    let match = try #require(FcFontMatch(fonts.configuration.config, pattern, &result))
    defer { FcPatternDestroy(match) }
    let reader = FontPatternReader(pattern: match)
    #expect(reader.firstFamily == "Fixture Mincho")
    #expect(reader.boolean(FC_EMBOLDEN) == true)
  }

  /// The languages no font covers, as fontconfig's own `:lang=` filter says: the fixtures
  /// cover Japanese and Korean (Fixture Mincho, NanumFixture), no font covers Thai.
  @Test func languagesWithoutFontsAreThoseFontconfigListsNoFontFor() throws {
    let library = try FontLibrary(fresh: true)
    let missing = InterfaceFonts.languagesWithoutFonts(["ja", "ko", "th"], library: library)
    #expect(missing == ["th"])
    for language in ["ja", "ko", "th"] {
      let listed = try ProcessRunner.runTool(
        "fc-list", [":lang=" + language, "family"], environment: FixtureFonts.environment())
      #expect(listed.standardOutput.isEmpty == missing.contains(language), "\(language): \(listed.standardOutput)")
    }
  }
}

/// The interface's fallback chain on this machine's own fonts, checked against fc-match.
@Suite struct MachineInterfaceFontsTests {
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")))
  func followsFontconfigAndIncludesColorEmoji() throws {
    let machine = try FontconfigConfiguration(file: "/etc/fonts/fonts.conf")
    var environment = ProcessInfo.processInfo.environment
    environment["FONTCONFIG_FILE"] = "/etc/fonts/fonts.conf"
    let matched = try ProcessRunner.runTool(
      "fc-match", ["--format", "%{family[0]}", "Sans:lang=en"], environment: environment)
    let fonts = try #require(InterfaceFonts.fontSet(family: "Sans", language: "en", in: machine.config))
    #expect(fonts.families.first == matched.standardOutput)
    // Held for fallback, not listed in the interface's font description (see `FontSet.families`).
    #expect(fonts.fallbackFamilies == ["Noto Color Emoji"])
    #expect(!fonts.families.contains("Noto Color Emoji"))
    #expect(FontconfigConfiguration(borrowing: fonts.configuration.config).familyNames().contains("Noto Color Emoji"))
  }
}
