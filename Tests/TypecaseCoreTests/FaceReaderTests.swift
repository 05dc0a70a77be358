import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore
@testable import TypecaseFaceReading

/// `FaceReader` against fontTools' reading of the same fixture files, field by field (issue 7).
@Suite struct FaceReaderTests {
  /// The fonts compared: every face-page fixture and every font of the main fixtures.
  static let files: [String] = {
    let folders = [FixtureFonts.faceFontsDirectory, FixtureFonts.fontsDirectory]
    return folders.flatMap { folder in
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { ($0.hasSuffix(".ttf") || $0.hasSuffix(".otf")) && $0 != "not-a-font.ttf" }
        .sorted().map { folder.appendingPathComponent($0).path }
    }
  }()

  /// fontTools' reading of `files`, read once.
  static let reference: Result<[String: FontToolsReading], FontToolsReading.ScriptFailure> = {
    do {
      return .success(try FontToolsReading.read(files))
    } catch {
      return .failure(FontToolsReading.ScriptFailure(message: "\(error)"))
    }
  }()

  /// fontTools' reading of the fixture `file` (a path from `files`, or a name in face-fonts).
  func reference(_ file: String) throws -> FontToolsReading {
    let path = file.hasPrefix("/") ? file : FixtureFonts.faceFontsDirectory.appendingPathComponent(file).path
    return try #require(try Self.reference.get()[path], "fontTools did not read \(path)")
  }

  func path(_ name: String) -> String { FixtureFonts.faceFontsDirectory.appendingPathComponent(name).path }

  @Test func theFixturesAreThere() {
    #expect(Self.files.count >= 18)
    #expect(Self.files.contains { $0.hasSuffix("FixtureVariable-VF.ttf") })
  }

  @Test(arguments: files)
  func readsWhatFontToolsReads(file: String) throws {
    let expected = try reference(file)
    let details = FaceReader.read(FontLocation(file: file), languages: ["en", "fr"])
    #expect(details.problems.isEmpty, "\(details.problems)")

    // Names (English, typographic names first).
    #expect(details.family == expected.name(16) ?? expected.name(1))
    #expect(details.style == expected.name(17) ?? expected.name(2))
    #expect(details.postScriptName == expected.name(6))
    #expect(details.fullName == expected.name(4))
    #expect(details.version == expected.name(5))
    #expect(details.copyright == expected.name(0))
    #expect(details.manufacturer == expected.name(8))
    #expect(details.designer == expected.name(9))
    #expect(details.description == expected.name(10))
    #expect(details.license == expected.name(13))
    #expect(details.licenseURL == expected.name(14))
    #expect(details.trademark == expected.name(7))
    #expect(details.vendorURL == expected.name(11))
    #expect(details.designerURL == expected.name(12))
    let others = expectedOtherNames(expected, family: details.family, fullName: details.fullName)
    #expect(details.otherNames == others.families)
    #expect(details.otherFullNames == others.fullNames)

    // Metrics, glyphs, characters.
    #expect(details.unitsPerEm == expected.unitsPerEm)
    #expect(details.glyphCount == expected.glyphCount)
    #expect(details.characters.map(\.value) == expected.characters)
    #expect(details.characterCount == expected.characters.count)

    // Format, OS/2, color.
    let tables = Set(expected.tables)
    let format = tables.contains("CFF2") ? "CFF2" : tables.contains("CFF ") ? "CFF" : "TrueType"
    #expect(details.format == format)
    var vendor = expected.vendorID ?? ""
    while vendor.last == " " || vendor.last == "\0" { vendor.removeLast() }
    #expect(details.vendorID == (vendor.isEmpty ? nil : vendor))
    #expect(details.embedding == expected.fsType.map(Self.permission))
    let color: ColorFormat? =
      expected.colrVersion.map { $0 >= 1 ? .colrV1 : .colrV0 } ?? (tables.contains("CBDT") ? .cbdt : nil)
      ?? (tables.contains("sbix") ? .sbix : nil) ?? (tables.contains("SVG ") ? .svg : nil)
    #expect(details.colorFormat == color)

    // Variations.
    #expect(details.axes.map(\.tag) == expected.axes.map(\.tag))
    #expect(details.axes.map(\.minimum) == expected.axes.map(\.minimum))
    #expect(details.axes.map(\.defaultValue) == expected.axes.map(\.default))
    #expect(details.axes.map(\.maximum) == expected.axes.map(\.maximum))
    #expect(details.axes.map(\.isHidden) == expected.axes.map(\.hidden))
    #expect(details.axes.map(\.name) == expected.axes.map { $0.name ?? RegisteredAxisName.name(of: $0.tag) })
    #expect(details.namedInstances.map(\.name) == expected.instances.map { $0.name ?? "" })
    #expect(details.namedInstances.map(\.postScriptName) == expected.instances.map(\.postScriptName))
    #expect(
      details.namedInstances.map { $0.coordinates.map(\.tag) }
        == expected.instances.map { $0.coordinates.map(\.tag) })
    #expect(
      details.namedInstances.map { $0.coordinates.map(\.value) }
        == expected.instances.map { $0.coordinates.map(\.value) })

    // Layout features: each tag once per table, GSUB then GPOS.
    for table in ["GSUB", "GPOS"] {
      #expect(details.features.filter { $0.table == table }.map(\.tag) == expected.features[table] ?? [])
    }
    #expect(details.features.map(\.table) == details.features.map(\.table).sorted { $0 == "GSUB" && $1 == "GPOS" })
    for feature in details.features {
      let own = expected.featureNames[feature.tag] ?? nil
      #expect(feature.name == own ?? OpenTypeFeatureNames.name(of: feature.tag) ?? feature.tag)
    }

    // Languages are the caller's.
    #expect(details.languages == ["en", "fr"])
  }

  /// The other-language names the reader should list: the typographic family (else the
  /// family) per language, then the full names, each sorted by language, none repeating the
  /// English name.
  func expectedOtherNames(_ expected: FontToolsReading, family: String, fullName: String?) -> (
    families: [LocalizedName], fullNames: [LocalizedName]
  ) {
    func names(_ id: Int) -> [LocalizedName] {
      expected.localized.filter { $0.id == id }.sorted { $0.language < $1.language }
        .map { LocalizedName(name: $0.name, language: $0.language) }
    }
    let typographic = names(16)
    let families = (typographic + names(1).filter { name in !typographic.contains { $0.language == name.language } })
      .sorted { ($0.language ?? "") < ($1.language ?? "") }.filter { $0.name != family }
    var seen: Set<LocalizedName> = []
    let uniqueFamilies = families.filter { seen.insert($0).inserted }
    return (uniqueFamilies, names(4).filter { $0.name != fullName }.filter { seen.insert($0).inserted })
  }

  /// OS/2 fsType's embedding permission as the OpenType spec words it: bits 1 (restricted),
  /// 2 (preview & print), 3 (editable); the least restrictive set bit wins; none is installable.
  static func permission(_ fsType: Int) -> EmbeddingPermission {
    if fsType & 8 != 0 { return .editable }
    if fsType & 4 != 0 { return .previewAndPrint }
    if fsType & 2 != 0 { return .restricted }
    return .installable
  }

  // MARK: What the fixtures were made to show

  @Test func theFixturesCoverEveryKindOfField() throws {
    let variable = FaceReader.read(FontLocation(file: path("FixtureVariable-VF.ttf")))
    #expect(variable.axes.map(\.tag) == ["wght", "GRAD"])
    #expect(variable.axes.last?.name == "Grade")
    #expect(variable.namedInstances.count >= 3)
    #expect(variable.namedInstances.contains { $0.postScriptName == "FixtureVariable-Hairline" })
    let italic = FaceReader.read(FontLocation(file: path("FixtureVariable-Italic-VF.ttf")))
    // The wght axis has no name record: the registered name stands in.
    #expect(try reference("FixtureVariable-Italic-VF.ttf").axes.first?.name == nil)
    #expect(italic.axes.first?.name == "Weight")
    #expect(italic.axes.map(\.isHidden) == [false, true])
    // Name ID 25 is the prefix of TN #5902 names.
    #expect(italic.namedInstances.first?.postScriptName == "FixtureVarItalic-ThinItalic")

    let details = FaceReader.read(FontLocation(file: path("FixtureDetails-Regular.ttf")))
    for field in [
      details.designer, details.manufacturer, details.vendorID, details.license, details.licenseURL,
      details.description, details.trademark, details.vendorURL, details.designerURL,
    ] {
      #expect(field?.isEmpty == false)
    }
    #expect(details.vendorID == "TCF")
    #expect(details.otherNames.contains(LocalizedName(name: "フィクスチャ詳細", language: "ja")))
    #expect(details.embedding == .previewAndPrint)

    let colors = ["COLRv0", "COLRv1", "SVG"].map {
      FaceReader.read(FontLocation(file: path("FixtureColor-\($0).ttf"))).colorFormat
    }
    #expect(colors == [.colrV0, .colrV1, .svg])
    #expect(FaceReader.read(FontLocation(file: path("FixtureColor-COLRv0.ttf"))).embedding == .restricted)
  }

  /// A COLR table without its palette (CPAL) makes no color font, as FreeType and fontconfig
  /// (`color`, the Color filter) say: `face` called it COLRv0.
  @Test func aColorTableWithoutItsPaletteIsNoColorFormat() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let paletteless = folder.appendingPathComponent("NoPalette.ttf")
    try DerivedFont.write(
      from: URL(fileURLWithPath: path("FixtureColor-COLRv0.ttf")), to: paletteless, editing: #"del font["CPAL"]"#)
    #expect(FaceReader.read(FontLocation(file: paletteless.path)).colorFormat == nil)
  }

  /// A face with vertical metrics says which tables it has (vertical text is set with them);
  /// one without says none.
  @Test func verticalMetricsTablesAreListed() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let vertical = folder.appendingPathComponent("Vertical.ttf")
    let source = URL(fileURLWithPath: path("FixtureColor-COLRv0.ttf"))
    try DerivedFont.write(
      from: source, to: vertical,
      editing: """
        from fontTools.ttLib import newTable
        vhea = newTable("vhea")
        vhea.tableVersion = 0x00011000
        for field in ("ascent", "lineGap", "minTopSideBearing", "minBottomSideBearing", "caretOffset",
                      "reserved1", "reserved2", "reserved3", "reserved4", "metricDataFormat", "caretSlopeRise"):
            setattr(vhea, field, 0)
        vhea.descent, vhea.advanceHeightMax, vhea.yMaxExtent, vhea.caretSlopeRun = -1000, 1000, 1000, 1
        vhea.numberOfVMetrics = 0
        font["vhea"] = vhea
        vmtx = newTable("vmtx")
        vmtx.metrics = {name: (1000, 0) for name in font.getGlyphOrder()}
        font["vmtx"] = vmtx
        """)
    #expect(FaceReader.read(FontLocation(file: vertical.path)).verticalMetricsTables == ["vhea", "vmtx"])
    #expect(FaceReader.read(FontLocation(file: source.path)).verticalMetricsTables == [])
  }

  /// A COLR table of version 1 of version 0 layers alone is COLRv0, or none without a list.
  ///
  /// With an empty BaseGlyphList it is drawn as COLRv0 is: it was called COLRv1, said to draw
  /// in one color under cairo 1.16 over previews in full color. Without a BaseGlyphList at
  /// all, FreeType (and so fontconfig and Pango) reads no color table: no color format.
  @Test func aVersionOneColorTableOfLayersAloneIsColorVersionZero() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let layered = folder.appendingPathComponent("Layers.ttf")
    try DerivedFont.write(
      from: URL(fileURLWithPath: path("FixtureColor-COLRv0.ttf")), to: layered,
      editing: """
        from fontTools.ttLib import newTable
        from fontTools.ttLib.tables import otTables
        from fontTools.colorLib.builder import populateCOLRv0
        layers = {g: [(l.name, l.colorID) for l in ls] for g, ls in font["COLR"].ColorLayers.items()}
        table = otTables.COLR()
        table.Version = 1
        populateCOLRv0(table, layers, font.getReverseGlyphMap())
        table.BaseGlyphList = table.LayerList = table.ClipList = table.VarIndexMap = table.VarStore = None
        font["COLR"] = newTable("COLR")
        font["COLR"].version = 1
        font["COLR"].table = table
        font.save(sys.argv[2].replace(".ttf", "-NoList.ttf"))
        table.BaseGlyphList = otTables.BaseGlyphList()
        table.BaseGlyphList.BaseGlyphPaintRecord = []
        """)
    #expect(FaceReader.read(FontLocation(file: layered.path)).colorFormat == .colrV0)
    let withoutList = folder.appendingPathComponent("Layers-NoList.ttf")
    let fontconfig = try ProcessRunner.runTool(
      "fc-query", ["-f", "%{color}", withoutList.path, layered.path], environment: [:])
    #expect(fontconfig.standardOutput == "FalseTrue", "\(fontconfig.standardOutput)")
    #expect(FaceReader.read(FontLocation(file: withoutList.path)).colorFormat == nil)
  }

  /// A Type 1 font's own /FSType is its embedding permission, as FreeType reads it (its
  /// FontInfo's; none is installable, as Adobe's Type 1 specification takes it): a restricted
  /// Type 1 font said nothing of it.
  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: "/usr/share/fonts/type1/urw-base35/C059-Bold.t1"),
      "needs fonts-urw-base35"))
  func aType1FontsFSTypeIsItsEmbedding() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = URL(fileURLWithPath: "/usr/share/fonts/type1/urw-base35/C059-Bold.t1")
    let unstated = FaceReader.read(FontLocation(file: original.path))
    #expect(unstated.embedding == .installable)
    // No bits of its own: "fsType 0x0000" read as though the font said so.
    #expect(unstated.fsType == nil)
    let text = try Data(contentsOf: original)
    let start = Data("/FontInfo 12 dict dup begin\n".utf8)
    let range = try #require(text.range(of: start))
    var restricted = text
    restricted.replaceSubrange(range, with: Data("/FontInfo 13 dict dup begin\n/FSType 2 def\n".utf8))
    let copy = folder.appendingPathComponent("C059-Restricted.t1")
    try restricted.write(to: copy)
    let details = FaceReader.read(FontLocation(file: copy.path))
    #expect(details.format == "Type 1")
    #expect(details.embedding == .restricted)
    #expect(details.fsType == 2)
    // Stated as 0: its bits are said.
    var stated = text
    stated.replaceSubrange(range, with: Data("/FontInfo 13 dict dup begin\n/FSType 0 def\n".utf8))
    let statedCopy = folder.appendingPathComponent("C059-Stated.t1")
    try stated.write(to: statedCopy)
    #expect(FaceReader.read(FontLocation(file: statedCopy.path)).fsType == 0)
  }

  /// A color font's palettes are read in order, with their names and the backgrounds the
  /// font marks them for, as fontTools reads CPAL: `face` said "COLRv0" alone of a font of
  /// three.
  @Test func aColorFontsPalettesAreRead() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let font = folder.appendingPathComponent("Palettes.ttf")
    try DerivedFont.write(
      from: URL(fileURLWithPath: path("FixtureColor-COLRv0.ttf")), to: font,
      editing: """
        from fontTools.ttLib.tables.C_P_A_L_ import Color
        cpal = font["CPAL"]
        base = cpal.palettes[0]
        cpal.palettes = [base, list(base), [Color(red=255 - c.red, green=c.green, blue=c.blue, alpha=c.alpha) for c in base]]
        cpal.numPalettes = 3
        cpal.version = 1
        names = [font["name"].addMultilingualName({"en": n}, mac=False) for n in ("Daylight", "Night")]
        cpal.paletteLabels = [names[0], names[1], 0xFFFF]
        cpal.paletteTypes = [1, 2, 0]
        cpal.paletteEntryLabels = [0xFFFF] * cpal.numPaletteEntries
        """)
    let details = FaceReader.read(FontLocation(file: font.path))
    #expect(
      details.palettes == [
        ColorPalette(name: "Daylight", forLightBackgrounds: true),
        ColorPalette(name: "Night", forDarkBackgrounds: true),
        ColorPalette(name: nil),
      ])
    let read = try ProcessRunner.runPython(
      [
        "-c", "import sys\nfrom fontTools.ttLib import TTFont\nprint(len(TTFont(sys.argv[1])['CPAL'].palettes))",
        font.path,
      ],
      environment: ProcessInfo.processInfo.environment)
    #expect(read.standardOutput == "3\n")
    #expect(FaceReader.read(FontLocation(file: path("TypecaseFixtureSans-Regular.ttf"))).palettes.isEmpty)
  }

  /// Characters the cmap maps to glyphs the font does not have (ids at or past maxp's count)
  /// are not the face's: FreeType gives them no glyph and fontconfig leaves them out, and the
  /// page and the sheet counted all 95 Basic Latin characters of a font with 4 glyphs.
  @Test func charactersMappedPastTheLastGlyphAreNotTheFaces() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cut = folder.appendingPathComponent("Cut.ttf")
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf"), to: cut,
      editing: """
        import struct
        order = font.getGlyphOrder()
        # Space and A to C first, then the rest: maxp is then cut to those five (with .notdef).
        keep = [font.getBestCmap()[c] for c in (0x20, 0x41, 0x42, 0x43)]
        font.setGlyphOrder([".notdef"] + keep + [g for g in order if g not in keep and g != ".notdef"])
        font.save(sys.argv[2])
        data = bytearray(open(sys.argv[2], "rb").read())
        tables = struct.unpack(">H", data[4:6])[0]
        for record in range(tables):
            tag, _, offset, _ = struct.unpack(">4sIII", data[12 + 16 * record:28 + 16 * record])
            if tag == b"maxp":
                struct.pack_into(">H", data, offset + 4, 5)
        open(sys.argv[2], "wb").write(data)
        sys.exit(0)
        """)
    let listed = try ProcessRunner.runTool(
      "fc-query", ["-f", "%{charset}", cut.path], environment: FixtureFonts.environment())
    let details = FaceReader.read(FontLocation(file: cut.path))
    #expect(details.glyphCount == 5)
    #expect(details.characters.map(\.value) == [0x20, 0x41, 0x42, 0x43], "fontconfig: \(listed.standardOutput)")
  }

  @Test func featuresHaveNamesAndSayWhichAreOn() throws {
    let details = FaceReader.read(FontLocation(file: path("FixtureFeatures-Regular.otf")))
    let expected = try reference("FixtureFeatures-Regular.otf")
    let features = Dictionary(uniqueKeysWithValues: details.features.map { ("\($0.table)/\($0.tag)", $0) })
    #expect(details.format == "CFF2")
    #expect(details.embedding == .editable)
    // Their own names (FeatureParams UI names) for ssXX and cvXX.
    for tag in ["ss01", "ss02", "cv01"] {
      let name = try #require(expected.featureNames[tag] ?? nil)
      #expect(features["GSUB/\(tag)"]?.name == name)
    }
    // The registry's names for the others.
    #expect(features["GSUB/liga"]?.name == "Standard Ligatures")
    #expect(features["GSUB/smcp"]?.name == "Small Capitals")
    #expect(features["GPOS/kern"]?.name == "Kerning")
    // liga has two records (the Turkish one differs): listed once.
    #expect(details.features.filter { $0.tag == "liga" }.count == 1)
    // What HarfBuzz applies unless told not to.
    #expect(features["GSUB/liga"]?.isOnByDefault == true)
    #expect(features["GPOS/kern"]?.isOnByDefault == true)
    #expect(features["GSUB/smcp"]?.isOnByDefault == false)
    #expect(features["GSUB/ss01"]?.isOnByDefault == false)
  }

  @Test func theRegistryNamesEveryRegisteredFeature() {
    #expect(OpenTypeFeatureNames.name(of: "tnum") == "Tabular Figures")
    #expect(OpenTypeFeatureNames.name(of: "ss01") == "Stylistic Set 1")
    #expect(OpenTypeFeatureNames.name(of: "ss20") == "Stylistic Set 20")
    #expect(OpenTypeFeatureNames.name(of: "ss21") == nil)
    #expect(OpenTypeFeatureNames.name(of: "cv01") == "Character Variant 1")
    #expect(OpenTypeFeatureNames.name(of: "cv99") == "Character Variant 99")
    #expect(OpenTypeFeatureNames.name(of: "cv00") == nil)
    #expect(OpenTypeFeatureNames.name(of: "zzzz") == nil)
    // The registry's tags without the numbered ranges, from aalt to zero.
    #expect(OpenTypeFeatureNames.registered.count > 120)
    #expect(OpenTypeFeatureNames.name(of: "aalt") == "Access All Alternates")
    #expect(OpenTypeFeatureNames.name(of: "vrtr") == "Vertical Alternates for Rotation")
    #expect(OpenTypeFeatureNames.name(of: "zero") == "Slashed Zero")
    #expect(OpenTypeFeatureNames.registered.keys.allSatisfy { $0.utf8.count == 4 })
    #expect(DefaultShapingFeatures.tags.allSatisfy { OpenTypeFeatureNames.name(of: $0) != nil })
  }

  // MARK: Named instances

  @Test func aNamedInstanceLocationDescribesTheInstance() throws {
    let file = path("FixtureVariable-VF.ttf")
    let expected = try reference("FixtureVariable-VF.ttf")
    let family = try #require(expected.name(16) ?? expected.name(1))
    for (position, instance) in expected.instances.enumerated() {
      let details = FaceReader.read(FontLocation(file: file, index: (position + 1) << 16))
      #expect(details.problems.isEmpty)
      #expect(details.postScriptName == instance.postScriptName)
      #expect(details.style == instance.name)
      #expect(details.fullName == family + " " + (instance.name ?? ""))
      #expect(details.family == family)
      #expect(details.axes.count == expected.axes.count)
      #expect(details.namedInstances.count == expected.instances.count)
    }
    let beyond = FaceReader.read(FontLocation(file: file, index: (expected.instances.count + 1) << 16))
    #expect(beyond.problems.count == 1)
    #expect(beyond.postScriptName == expected.name(6))
  }

  @Test func variableSummariesUseRealMinusSignsAndEnDashes() {
    let axes = [
      VariationAxis(tag: "wght", name: "Weight", minimum: 100, defaultValue: 400, maximum: 900),
      VariationAxis(tag: "slnt", name: "Slant", minimum: -10, defaultValue: 0, maximum: 0),
      VariationAxis(tag: "opsz", name: "Optical Size", minimum: 8.5, defaultValue: 14, maximum: 32.25),
      VariationAxis(tag: "HIDE", name: "Hidden", minimum: 0, defaultValue: 0, maximum: 1, isHidden: true),
    ]
    let variations = FontVariations(axes: axes, namedInstances: [], defaultStyle: nil)
    #expect(variations.summary == "wght 100–900 · slnt \u{2212}10–0 · opsz 8.5–32.25")
  }

  // MARK: Languages

  @Test func fontconfigSaysWhichLanguagesAFileCovers() {
    let mincho = FontLocation(
      file: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMincho-Regular.ttf").path)
    let languages = FontconfigFaceLanguages.of(mincho)
    #expect(languages.contains("ja"))
    #expect(languages == languages.sorted())
    #expect(FaceReader.read(mincho, languages: languages).languages == languages)
    let nothing = FontLocation(file: FixtureFonts.fontsDirectory.appendingPathComponent("not-a-font.ttf").path)
    #expect(FontconfigFaceLanguages.of(nothing).isEmpty)
  }

  // MARK: Fonts that cannot be read (whole)

  /// A fresh temporary folder, removed by the caller.
  func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-face-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func aFileThatVanishedIsAProblemNotACrash() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("FixtureDetails-Regular.ttf")
    try FileManager.default.copyItem(atPath: path("FixtureDetails-Regular.ttf"), toPath: copy.path)
    let before = FaceReader.read(FontLocation(file: copy.path))
    #expect(before.problems.isEmpty)
    #expect(before.family == "Fixture Details")
    try FileManager.default.removeItem(at: copy)
    let after = FaceReader.read(FontLocation(file: copy.path))
    #expect(after.problems == [tr("the file no longer exists")])
    #expect(after.glyphCount == nil)
    #expect(after.characters.isEmpty)
  }

  @Test func aTruncatedFontIsAProblem() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cut = folder.appendingPathComponent("Cut.ttf")
    let whole = try Data(contentsOf: URL(fileURLWithPath: path("FixtureDetails-Regular.ttf")))
    try whole.prefix(100).write(to: cut)
    let details = FaceReader.read(FontLocation(file: cut.path))
    #expect(details.problems == [tr("the font file is damaged or incomplete: FreeType cannot open it")])
    #expect(details.characters.isEmpty)
    #expect(details.glyphCount == nil)
  }

  @Test func notAFontIsAProblem() {
    let file = FixtureFonts.fontsDirectory.appendingPathComponent("not-a-font.ttf").path
    let details = FaceReader.read(FontLocation(file: file))
    #expect(details.problems == [tr("the file is not a font FreeType can open")])
    #expect(details.family.isEmpty)
  }

  @Test func aFaceBeyondTheFileIsAProblem() {
    let details = FaceReader.read(FontLocation(file: path("FixtureDetails-Regular.ttf"), index: 3))
    #expect(
      details.problems == [
        trn(
          "the file holds {count} face; there is no face {index}",
          "the file holds {count} faces; there is no face {index}", 1, ["index": "3"])
      ])
  }

  /// A name the font gives twice in one language (its Japanese full name is its Japanese
  /// family name, as IPA Pゴシック's is) is listed once.
  @Test func aNameGivenTwiceInOneLanguageIsListedOnce() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("SameNames.ttf").path
    let script = """
      import sys
      from fontTools.ttLib import TTFont
      font = TTFont(sys.argv[1])
      name = font["name"]
      family = [r for r in name.names if r.nameID == 1 and r.platformID == 3 and r.langID == 0x411][0]
      name.setName(family.toUnicode(), 4, 3, 1, 0x411)
      font.save(sys.argv[2])
      """
    let made = try ProcessRunner.runPython(
      ["-c", script, path("FixtureDetails-Regular.ttf"), copy],
      environment: ProcessInfo.processInfo.environment)
    try #require(made.status == 0, "\(made.standardError)")
    let details = FaceReader.read(FontLocation(file: copy))
    #expect(details.otherNames.filter { $0.language == "ja" } == [LocalizedName(name: "フィクスチャ詳細", language: "ja")])
    #expect(details.otherFullNames.filter { $0.language == "ja" }.isEmpty)
  }

  @Test(.timeLimit(.minutes(2)))
  func unusualFontsReadWithoutCrashOrHang() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = FixtureFonts.packageRoot.appendingPathComponent("Tests/Fixtures/make-unusual-fonts.py").path
    let made = try ProcessRunner.runPython(
      [script, folder.path, path("FixtureDetails-Regular.ttf")],
      environment: ProcessInfo.processInfo.environment)
    try #require(made.status == 0, "\(made.standardError)")
    let maxGlyphs = folder.appendingPathComponent("MaxGlyphs.ttf").path
    let noName = folder.appendingPathComponent("NoNameTable.ttf").path
    let expected = try FontToolsReading.read([maxGlyphs, noName])

    let big = FaceReader.read(FontLocation(file: maxGlyphs))
    // Its glyphs are empty, as made: that alone is said.
    #expect(big.problems.map { Localizer.english($0) } == ["its glyphs are empty: the font draws nothing"])
    #expect(big.glyphCount == 65_535)
    #expect(big.glyphCount == expected[maxGlyphs]?.glyphCount)
    #expect(big.characters.map(\.value) == expected[maxGlyphs]?.characters)
    #expect(big.characters.count == 65_534)

    let nameless = FaceReader.read(FontLocation(file: noName))
    #expect(nameless.problems.contains(tr("the font has no name table")))
    #expect(nameless.family.isEmpty)
    #expect(nameless.postScriptName == nil)
    #expect(nameless.glyphCount == expected[noName]?.glyphCount)
    #expect(nameless.characters.map(\.value) == expected[noName]?.characters)
  }

  @Test func aBitmapFontIsReadThroughFreeType() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("FixtureBitmap.bdf")
    let rows = Array(repeating: "F0", count: 8).joined(separator: "\n")
    let glyphs = [("A", 65), ("B", 66), ("eacute", 233)].map { name, code in
      "STARTCHAR \(name)\nENCODING \(code)\nSWIDTH 750 0\nDWIDTH 6 0\nBBX 6 8 0 -1\nBITMAP\n\(rows)\nENDCHAR"
    }
    let text = """
      STARTFONT 2.1
      FONT -Typecase-Fixture Bitmap-Medium-R-Normal--8-80-75-75-C-60-ISO10646-1
      SIZE 8 75 75
      FONTBOUNDINGBOX 6 8 0 -1
      STARTPROPERTIES 4
      FAMILY_NAME "Fixture Bitmap"
      WEIGHT_NAME "Medium"
      FONT_ASCENT 7
      FONT_DESCENT 1
      ENDPROPERTIES
      CHARS 3
      \(glyphs.joined(separator: "\n"))
      ENDFONT

      """
    try text.write(to: file, atomically: true, encoding: .utf8)
    let details = FaceReader.read(FontLocation(file: file.path))
    #expect(details.problems.isEmpty)
    #expect(details.format == "BDF")
    #expect(details.family == "Fixture Bitmap")
    #expect(details.characters.map(\.value) == [65, 66, 233])
    #expect(details.unitsPerEm == nil)
  }
}

/// An optical size's design size and range, from its GPOS `size` feature's parameters.
@Suite struct DesignSizeTests {
  /// Read as fontTools reads them (EB Garamond 12: 12 pt, for 9.5 to 120 pt): a publisher
  /// choosing a cut found them nowhere, and the feature was a switch that did nothing.
  @Test func theDesignSizeIsTheSizeFeaturesParameters() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-size-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let font = folder.appendingPathComponent("Optical12.ttf")
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"), to: font,
      editing: """
        from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
        addOpenTypeFeaturesFromString(font, "feature size { parameters 12.0 1 95 1200; sizemenuname \\"Text\\"; } size;")
        """)
    let read = try ProcessRunner.runPython(
      [
        "-c",
        """
        import sys
        from fontTools.ttLib import TTFont
        for record in TTFont(sys.argv[1])["GPOS"].table.FeatureList.FeatureRecord:
            if record.FeatureTag == "size":
                params = record.Feature.FeatureParams
                print(params.DesignSize, params.RangeStart, params.RangeEnd)
        """, font.path,
      ], environment: ProcessInfo.processInfo.environment)
    let expected = read.standardOutput.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
    try #require(expected == [12, 9.5, 120], "\(read.standardOutput)\(read.standardError)")
    let details = FaceReader.read(FontLocation(file: font.path))
    #expect(details.designSize == DesignSize(points: expected[0], smallest: expected[1], largest: expected[2]))
    #expect(details.designSize?.text(.english) == "12 pt (for 9.5–120 pt)")
    #expect(DesignSize(points: 8, smallest: 0, largest: 9.4).text(.english) == "8 pt (for up to 9.4 pt)")
    let plain = FaceReader.read(
      FontLocation(file: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf").path))
    #expect(plain.designSize == nil)
  }
}

/// A font whose only character map is a Macintosh one says why it has no characters.
@Suite struct MacintoshCharacterMapTests {
  /// A 1990s Macintosh TrueType font (a Mac Roman map alone) was said to map no character,
  /// with no reason: HarfBuzz 6, and so Pango, reads none of it; ttx lists them all.
  @Test func aMacRomanMapAloneIsNamedAsTheReason() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-macroman-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let font = folder.appendingPathComponent("MacClassic.ttf")
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"), to: font,
      editing: """
        from fontTools.ttLib.tables._c_m_a_p import cmap_format_0
        best = font["cmap"].getBestCmap()
        table = cmap_format_0(0)
        table.platformID, table.platEncID, table.language = 1, 0, 0
        table.cmap = {code: glyph for code, glyph in best.items() if code < 128}
        font["cmap"].tables = [table]
        """)
    // Fontconfig reads such a map (HarfBuzz 6, and so Pango, does not).
    let query = try ProcessRunner.runTool(
      "fc-query", ["-f", "%{charset}", font.path], environment: FixtureFonts.environment())
    #expect(query.standardOutput.hasPrefix("20-7e"), "\(query.standardOutput)")
    let details = FaceReader.read(FontLocation(file: font.path))
    #expect(details.characters.isEmpty)
    #expect(
      details.problems.map { Localizer.english($0) }.contains {
        $0.hasPrefix("the font's only character map is a Macintosh one (platform 1), which HarfBuzz")
      }, "\(details.problems.map { Localizer.english($0) })")
    // A font with a Unicode map beside it says nothing of the kind.
    let sans = FaceReader.read(
      FontLocation(file: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf").path))
    #expect(!sans.problems.map { Localizer.english($0) }.contains { $0.contains("Macintosh") })
  }
}

/// The C0 controls a font maps are no characters of its: most Noto fonts map NULL and
/// CARRIAGE RETURN to empty glyphs, which fontconfig leaves out of its charset; the count was
/// two more than fc-query's, and the grid and specimens began with blank cells.
@Suite struct ControlCharacterTests {
  @Test func controlCharactersAFontMapsAreLeftOut() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-controls-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let font = folder.appendingPathComponent("Controls.ttf")
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"), to: font,
      editing: """
        for table in font["cmap"].tables:
            if table.isUnicode():
                for code in (0x0, 0x9, 0xD, 0x7F, 0x85):
                    table.cmap[code] = table.cmap[0x20]
        """)
    let details = FaceReader.read(FontLocation(file: font.path))
    #expect(details.characters.contains("A"))
    let controls = details.characters.filter { $0.value < 0x20 }
    #expect(controls.isEmpty, "\(controls.map(\.value))")
    // As many as fontconfig counts (it keeps DELETE and NEXT LINE).
    let query = try ProcessRunner.runTool(
      "fc-query", ["-f", "%{charset}", font.path], environment: FixtureFonts.environment())
    let count = query.standardOutput.split(separator: " ").reduce(0) { sum, range in
      let bounds = range.split(separator: "-").compactMap { Int($0, radix: 16) }
      return sum + (bounds.count == 2 ? bounds[1] - bounds[0] + 1 : 1)
    }
    #expect(details.characterCount == count, "\(query.standardOutput)")
  }

  /// Control characters a font draws (JetBrains Mono's, to a glyph with contours) are its, as
  /// fontconfig counts them: they were left out with the empty ones, 29 fewer than fc-query,
  /// and `cover` said the family had ESC where its page listed none.
  @Test func controlCharactersAFontDrawsAreKept() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-drawn-controls-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let font = folder.appendingPathComponent("DrawnControls.ttf")
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"), to: font,
      editing: """
        for table in font["cmap"].tables:
            if table.isUnicode():
                table.cmap[0x1B] = table.cmap[0x41]
                table.cmap[0x0] = table.cmap[0x20]
        """)
    let details = FaceReader.read(FontLocation(file: font.path))
    #expect(details.characters.filter { $0.value < 0x20 } == ["\u{1B}"])
    let query = try ProcessRunner.runTool(
      "fc-query", ["-f", "%{charset}", font.path], environment: FixtureFonts.environment())
    #expect(query.standardOutput.hasPrefix("1b "), "\(query.standardOutput)")
  }
}
