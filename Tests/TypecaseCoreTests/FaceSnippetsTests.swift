import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore

/// A face written as code names exactly that face: the fontconfig pattern resolves back to the
/// same file and index through FcNameParse, FcConfigSubstitute, FcDefaultSubstitute and
/// FcFontMatch; the CSS says each field; names are escaped each language's way.
@Suite struct FaceSnippetsTests {
  let configuration: FontconfigConfiguration
  let library: FontLibrary

  init() throws {
    configuration = try FontconfigConfiguration(file: FixtureFonts.faceConfigurationFile.path)
    library = FontLibrary(configuration: configuration)
  }

  /// A family's name says its generic family where no rule does: a math font's is math (DejaVu
  /// Math TeX Gyre fell back to sans-serif), a word only.
  @Test func aMathFamilysNameSaysMath() {
    #expect(GenericFamily(named: "DejaVu Math TeX Gyre") == .math)
    #expect(GenericFamily(named: "STIX Two Math") == .math)
    #expect(GenericFamily(named: "Mathilde Serif") == .serif)
    #expect(GenericFamily(named: "Noto Sans Mono") == .monospace)
    // Arabic's book hands are its serif designs.
    #expect(GenericFamily(named: "Noto Naskh Arabic") == .serif)
    #expect(GenericFamily(named: "Noto Nastaliq Urdu") == .serif)
    #expect(GenericFamily(named: "Noto Sans Arabic") == .sansSerif)
    #expect(GenericFamily(named: "KacstNaskh") == .serif)
  }

  @Test func theFontconfigPatternResolvesToTheSameFileAndIndexForEveryFixtureFace() throws {
    let faces = library.faces()
    // Every fixture face: both folders, the variable fonts, their named instances.
    #expect(faces.count == 25)
    #expect(faces.contains { if case .variableFont = $0.variation { true } else { false } })
    #expect(faces.filter { if case .namedInstance = $0.variation { true } else { false } }.count == 5)
    for face in faces {
      let pattern = FaceSnippets(face).text(.fontconfig)
      let match = try FontMatch.find(pattern, in: configuration)
      #expect(match.face.location == face.location, "\(pattern)")
      #expect(match.face.family == face.family)
    }
  }

  /// A variable font at coordinates of no named instance (axes moved on the face page): the
  /// pattern gives fc-match the variable font, with the coordinates as its font variations,
  /// which fc-match passes on to the program that draws.
  @Test func thePatternOfAVariableFontAtOtherCoordinatesCarriesThem() throws {
    var face = try #require(
      library.faces().first { if case .variableFont = $0.variation { $0.family == "Fixture Variable" } else { false } })
    face.variation = .namedInstance([AxisCoordinate(tag: "wght", value: 650), AxisCoordinate(tag: "GRAD", value: 0)])
    let pattern = FaceSnippets(face).text(.fontconfig)
    let matched = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{variable}|%{fontvariations}|%{file}", pattern],
      environment: FixtureFonts.environment(["FONTCONFIG_FILE": FixtureFonts.faceConfigurationFile.path]))
    let fields = matched.standardOutput.split(separator: "|").map(String.init)
    #expect(fields.count == 3, "\(matched.standardOutput)")
    #expect(fields.first == "True")
    // fontconfig puts the weight it matched first; the later value is the one applied.
    #expect(fields.dropFirst().first?.hasSuffix("wght=650,GRAD=0") == true, "\(matched.standardOutput)")
    #expect(fields.last == face.location.file)
  }

  /// Features switched on the face page are in the pattern as fontconfig reads them
  /// (fc-pattern: one string each, in HarfBuzz's syntax, which Pango applies), and the pattern
  /// still gives the face.
  @Test func thePatternCarriesSwitchedFeatures() throws {
    let face = try #require(library.faces().first { $0.postScriptName == "FixtureFeatures-Regular" })
    let pattern = FaceSnippets(face, features: ["liga": 0, "smcp": 1]).text(.fontconfig)
    let parsed = try ProcessRunner.runTool(
      "fc-pattern", [pattern],
      environment: FixtureFonts.environment(["FONTCONFIG_FILE": FixtureFonts.faceConfigurationFile.path]))
    #expect(parsed.standardOutput.contains(#"fontfeatures: "-liga"(s) "smcp"(s)"#), "\(parsed.standardOutput)")
    #expect(try FontMatch.find(pattern, in: configuration).face.location == face.location)
  }

  /// The fontspec snippet carries the features switched on the face page as one `RawFeature`
  /// (HarfBuzz's strings, which XeLaTeX and LuaLaTeX read), with a named instance's axes in
  /// it: it left them out, and said fontspec had no way to switch features.
  @Test func theFontspecSnippetCarriesSwitchedFeatures() throws {
    let face = FontFace(family: "F", location: FontLocation(file: "/fonts/F.ttf"))
    let switched = FaceSnippets(face, features: ["smcp": 1, "liga": 0, "salt": 2])
    // An alternate through fontspec's key, which counts from 0 and which fontspec gives each
    // engine as it reads it: XeLaTeX read "+salt=2" as the third alternate, LuaLaTeX the second.
    #expect(switched.text(.fontspec) == "\\setmainfont{F.ttf}[Path=/fonts/, Alternate=1, RawFeature={-liga;+smcp}]")
    #expect(
      FaceSnippets(face, features: ["cv84": 5, "ornm": 2, "nalt": 3]).text(.fontspec)
        == "\\setmainfont{F.ttf}[Path=/fonts/, CharacterVariant=84:4, Annotation=2, Ornament=1]")
    // One fontspec has no key for stays raw, and a note says how the engines read it.
    let raw = FaceSnippets(face, features: ["aalt": 3])
    #expect(raw.text(.fontspec) == "\\setmainfont{F.ttf}[Path=/fonts/, RawFeature={+aalt=3}]")
    #expect(
      SnippetFormatNotes.notes(for: raw, formats: [.fontspec], library: nil, isListed: true).map {
        Localizer.english($0)
      }
      .contains(
        "(LuaLaTeX reads +aalt=3 in fontspec's RawFeature as written; XeLaTeX adds one to each number: for it, write one less)"
      ))
    var instance = face
    instance.variation = .namedInstance([AxisCoordinate(tag: "wght", value: 700)])
    #expect(
      FaceSnippets(instance, features: ["ss05": 1]).text(.fontspec)
        == "\\setmainfont{F.ttf}[Path=/fonts/, RawFeature={+ss05;axis={wght=700}}]")
    #expect(FaceSnippets(face).text(.fontspec) == "\\setmainfont{F.ttf}[Path=/fonts/]")
    #expect(SnippetFormat.fontspec.carriesFeatures)
  }

  /// A math font's fontspec snippet sets it as unicode-math's math font.
  ///
  /// As the main font it set the text in it and left the mathematics as they were. A text font
  /// with a MATH table, and a math family without one, stay main fonts.
  @Test func aMathFontsFontspecSnippetSetsTheMathFont() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("math-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf")
    let withMath = """
      from fontTools.ttLib.tables.DefaultTable import DefaultTable
      table = DefaultTable('MATH')
      table.data = bytes([0, 1, 0, 0, 0, 0, 0, 0, 0, 0])
      font['MATH'] = table
      """
    for (file, edit) in [("Math.ttf", withMath), ("Plain.ttf", ""), ("Math#1.ttf", withMath)] {
      try DerivedFont.write(from: source, to: folder.appendingPathComponent(file), editing: edit)
    }
    func snippet(_ family: String, _ file: String) -> String {
      FaceSnippets(FontFace(family: family, location: FontLocation(file: folder.appendingPathComponent(file).path)))
        .text(.fontspec)
    }
    let path = folder.path + "/"
    #expect(
      snippet("Fixture Math", "Math.ttf") == "\\usepackage{unicode-math}\n\\setmathfont{Math.ttf}[Path=\(path)]")
    #expect(snippet("Fixture Serif", "Math.ttf") == "\\setmainfont{Math.ttf}[Path=\(path)]")
    #expect(snippet("Fixture Math", "Plain.ttf") == "\\setmainfont{Plain.ttf}[Path=\(path)]")
    // The package is loaded before "#" is made an ordinary character for the file's name.
    #expect(snippet("Fixture Math", "Math#1.ttf").hasPrefix("\\usepackage{unicode-math}\n\\catcode`\\#=12\n"))
  }

  /// A fontspec snippet of a file whose path has a space says LuaLaTeX's fontspec before 2.9
  /// finds no font there (it takes the spaces out; Debian 12's is 2.8a); other paths and
  /// formats say nothing of it.
  @Test func aFontspecSnippetOfAPathWithASpaceSaysLuaLaTeXMissesIt() {
    func notes(_ file: String, _ format: SnippetFormat) -> [String] {
      let face = FontFace(family: "F", location: FontLocation(file: file))
      return SnippetFormatNotes.notes(for: FaceSnippets(face), formats: [format], library: nil, isListed: false)
        .map { Localizer.english($0) }
    }
    #expect(notes("/fonts/My Font.ttf", .fontspec).contains { $0.contains("fontspec before version 2.9") })
    #expect(notes("/my fonts/F.ttf", .fontspec).contains { $0.contains("under LuaLaTeX") })
    #expect(notes("/fonts/MyFont.ttf", .fontspec).isEmpty)
    #expect(notes("/fonts/My Font.ttf", .css).isEmpty)
  }

  @Test func theCSSSaysEachFieldOfAStaticFace() throws {
    let face = try #require(library.faces().first { $0.postScriptName == "FixtureMono-Bold" })
    let css = FaceSnippets(face).text(.css)
    let (declarations, rule) = try Self.split(css)
    #expect(declarations["font-family"] == "\"Fixture Mono\", monospace")
    #expect(declarations["font-weight"] == "700")
    #expect(declarations["font-style"] == "normal")
    #expect(declarations["font-stretch"] == "100%")
    #expect(declarations["font-variation-settings"] == nil)
    #expect(rule["font-family"] == "\"Fixture Mono\"")
    #expect(rule["src"] == "local(\"FixtureMono-Bold\"), url(\"file://\(face.location.file)\")")
    #expect(rule["font-weight"] == "700")
    let italic = try #require(library.faces().first { $0.postScriptName == "TypecaseFixtureSans-BoldItalic" })
    let (italicDeclarations, _) = try Self.split(FaceSnippets(italic).text(.css))
    #expect(italicDeclarations["font-style"] == "italic")
    #expect(italicDeclarations["font-family"] == "\"Typecase Fixture Sans\", sans-serif")
    let serif = try #require(library.faces().first { $0.family == "Fixture Serif" })
    #expect(try Self.split(FaceSnippets(serif).text(.css)).declarations["font-family"] == "\"Fixture Serif\", serif")
  }

  /// A `wght` axis past OpenType's 1 to 1000 (0 to 1200) gives the weights CSS takes.
  ///
  /// GTK's CSS and browsers dropped `font-weight: 0 1200` and `font-weight: 1200` whole. The
  /// coordinate itself stays in `font-variation-settings`.
  @Test func weightsPastCSSsRangeAreKeptInIt() throws {
    let axes = [VariationAxis(tag: "wght", name: "Weight", minimum: 0, defaultValue: 400, maximum: 1200)]
    var whole = FontFace(family: "Edge", postScriptName: "Edge-Regular", location: FontLocation(file: "/f/Edge.ttf"))
    whole.variation = .variableFont(axes)
    #expect(try Self.split(FaceSnippets(whole).text(.css)).rule["font-weight"] == "1 1000")
    var heaviest = whole
    heaviest.postScriptName = "Edge-Heaviest"
    heaviest.location.index = 2 << 16
    heaviest.variation = .namedInstance([AxisCoordinate(tag: "wght", value: 1200)])
    let (declarations, rule) = try Self.split(FaceSnippets(heaviest).text(.css))
    #expect(declarations["font-weight"] == "1000")
    #expect(rule["font-weight"] == "1000")
    #expect(declarations["font-variation-settings"] == "\"wght\" 1200")
    #expect(FaceSnippets(heaviest).text(.gtkCSS).contains("font-weight: 1000;"))
  }

  @Test func theCSSOfANamedInstanceCarriesItsCoordinates() throws {
    let face = try #require(library.faces().first { $0.postScriptName == "FixtureVariable-BlackHighGrade" })
    let (declarations, rule) = try Self.split(FaceSnippets(face).text(.css))
    #expect(declarations["font-weight"] == "900")
    #expect(declarations["font-variation-settings"] == "\"wght\" 900, \"GRAD\" 150")
    #expect(rule["font-variation-settings"] == "\"wght\" 900, \"GRAD\" 150")
    #expect(rule["src"] == "url(\"file://\(face.location.file)\")")
    #expect(FaceSnippets(face).text(.pango) == "Fixture Variable Heavy @wght=900,GRAD=150")
    // The variable font as a whole: its default instance, its weight range in @font-face.
    let whole = try #require(
      library.faces().first {
        if case .variableFont = $0.variation { $0.location.file.hasSuffix("/FixtureVariable-VF.ttf") } else { false }
      })
    let (wholeDeclarations, wholeRule) = try Self.split(FaceSnippets(whole).text(.css))
    #expect(wholeDeclarations["font-weight"] == "400")
    #expect(wholeDeclarations["font-variation-settings"] == nil)
    #expect(wholeRule["font-weight"] == "100 900")
  }

  /// Browsers on Linux find a `local()` font through fontconfig, by PostScript name or full name: every name
  /// the CSS gives `local()` is one fontconfig (fc-list) knows, for this face (and its copies) alone.
  ///
  /// A named instance's own PostScript name ("FixtureVariable-Bold") is not: fontconfig makes up its own
  /// ("FixtureVariable_700wght"), and gives every instance the default's full name. An instance is loaded from
  /// its file, at its coordinates.
  @Test func everyLocalNameIsOneFontconfigFindsForThisFace() throws {
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": FixtureFonts.faceConfigurationFile.path])
    var named = 0
    for face in library.faces() {
      let rule = try Self.split(FaceSnippets(face).text(.css)).rule
      let source = try #require(rule["src"])
      let names = source.matches(of: /local\("([^"\\]*)"\)/).map { String($0.1) }
      for name in names {
        named += 1
        var found: Set<String> = []
        for element in ["postscriptname", "fullname"] {
          let listed = try ProcessRunner.runTool(
            "fc-list", ["-f", "%{file}#%{index}\n", ":\(element)=\(name)"], environment: environment)
          found.formUnion(listed.standardOutput.split(separator: "\n").map(String.init))
        }
        // This face, and no other but its copies (FixtureSerif-Regular is a .ttf and an .otf).
        let copies = Set(
          library.faces().filter { $0.postScriptName == name }.map { "\($0.location.file)#\($0.location.index)" })
        #expect(found.contains("\(face.location.file)#\(face.location.index)"), "local(\"\(name)\") → \(found)")
        #expect(found.isSubset(of: copies), "local(\"\(name)\") of \(face.displayName) → \(found)")
      }
      if case .namedInstance = face.variation {
        #expect(source.hasPrefix("url(\"file://"), "\(face.displayName): \(source)")
        #expect(rule["font-variation-settings"] != nil, "\(face.displayName)")
      }
    }
    // The static faces and default instances kept theirs.
    #expect(named >= 15)
  }

  @Test func namesAreEscapedForEachLanguage() {
    let face = FontFace(
      family: "Quote \"A\\B\" Bold", style: "Bold", postScriptName: "Quote\"PS\\\n",
      traits: FontTraits(weight: 700), location: FontLocation(file: "/fonts/a b:c,d%#{}.ttf"))
    let snippets = FaceSnippets(face)
    #expect(snippets.text(.swiftUI) == "Font.custom(\"Quote\\\"PS\\\\\\n\", size: 17)")
    #expect(snippets.text(.uiKit) == "UIFont(name: \"Quote\\\"PS\\\\\\n\", size: 17)")
    let css = snippets.text(.css)
    #expect(css.hasPrefix("font-family: \"Quote \\\"A\\\\B\\\" Bold\", sans-serif;\n"))
    #expect(css.contains("src: local(\"Quote\\\"PS\\\\\\a \"), url(\"file:///fonts/a%20b%3Ac%2Cd%25%23%7B%7D.ttf\");"))
    #expect(
      snippets.text(.fontconfig) == "Quote \"A\\\\B\" Bold:style=Bold:file=/fonts/a b\\:c\\,d%#{}.ttf")
    // Pango reads the last word "Bold" as a weight: a trailing comma keeps it in the family.
    #expect(snippets.text(.pango) == "Quote \"A\\B\" Bold, Bold")
    #expect(
      snippets.text(.fontspec)
        == "\\makeatletter\n\\catcode`\\#=12\n\\setmainfont{a b:c,d\\@percentchar #\\@charlb \\@charrb .ttf}[Path=/fonts/]\n\\catcode`\\#=6\n\\makeatother"
    )
    // A "#" is made a plain character around the line (fontspec keeps the name in a
    // definition, where "\string#" and a letter stopped xelatex: "Illegal parameter number").
    // A "~" (active in TeX) is written as a character, and a folder with "," or "=" (which
    // split fontspec's options) is braced: xelatex stopped at the one, and looked in the
    // folder's first part for the others.
    let tilde = FaceSnippets(FontFace(family: "T", location: FontLocation(file: "/fonts/c,d=e/tilde~x.ttf")))
    #expect(tilde.text(.fontspec) == "\\setmainfont{tilde\\string~x.ttf}[Path={/fonts/c,d=e/}]")
    // Bidi controls and line separators are escaped in each language's own way (the terminal's
    // "\u{202e}" went into the CSS, where CSS reads it as "u").
    let bidi = FaceSnippets(
      FontFace(
        family: "\u{202E}RLO Sans\u{2066}", style: "Regular", postScriptName: "RLO\u{2028}PS",
        location: FontLocation(file: "/fonts/rlo.ttf")))
    #expect(bidi.text(.css).hasPrefix("font-family: \"\\202e RLO Sans\\2066 \", sans-serif;\n"), "\(bidi.text(.css))")
    #expect(bidi.text(.css).contains("src: local(\"RLO\\2028 PS\")"), "\(bidi.text(.css))")
    #expect(bidi.text(.swiftUI) == "Font.custom(\"RLO\\u{2028}PS\", size: 17)")
    // A character that draws nothing is shown where the language can write it, and kept as it
    // is where it cannot (the pasted name must be the font's own).
    let invisible = FaceSnippets(
      FontFace(
        family: "Zero\u{200B}Width", style: "Regular", postScriptName: "Soft\u{AD}PS",
        location: FontLocation(file: "/fonts/zw.ttf")))
    #expect(
      invisible.text(.css).hasPrefix("font-family: \"Zero\\200b Width\", sans-serif;\n"), "\(invisible.text(.css))")
    #expect(invisible.text(.swiftUI) == "Font.custom(\"Soft\\u{AD}PS\", size: 17)")
    #expect(invisible.text(.pango).hasPrefix("Zero\u{200B}Width"), "\(invisible.text(.pango))")
  }

  /// The declarations before `@font-face` and the rule's descriptors, by property.
  static func split(_ css: String) throws -> (declarations: [String: String], rule: [String: String]) {
    let parts = css.components(separatedBy: "\n\n@font-face {\n")
    try #require(parts.count == 2 && parts[1].hasSuffix("\n}"))
    func properties(_ text: String) -> [String: String] {
      var result: [String: String] = [:]
      for line in text.split(separator: "\n") where line.contains(":") && line.hasSuffix(";") {
        let trimmed = line.trimmingCharacters(in: .whitespaces).dropLast()
        let colon = try? #require(trimmed.firstIndex(of: ":"))
        guard let colon else { continue }
        result[String(trimmed[..<colon])] = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
      return result
    }
    return (properties(parts[0]), properties(String(parts[1].dropLast(2))))
  }
}
