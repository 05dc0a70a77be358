import CFontconfig

/// Writes one face as code: CSS, GTK CSS, a Pango font description, a fontconfig pattern,
/// SwiftUI, UIKit and LaTeX fontspec, each naming exactly this face.
///
/// Names are escaped the way each language reads them back. A named instance of a variable
/// font carries its coordinates (`font-variation-settings`, Pango's `@wght=…`); the variable
/// font as a whole is named at its default instance, with its axes' ranges in `@font-face`.
public struct FaceSnippets: Sendable, Hashable {
  /// The face written.
  public let face: FontFace
  /// OpenType features switched from their defaults (tag: 1 on, 0 off), as the face page's
  /// switches set them; written where a format can say them (CSS, GTK CSS, fontconfig).
  public let features: [String: Int]

  /// The size SwiftUI and UIKit snippets ask for, in points (the iOS body size).
  public static let points = 17

  /// Whether the face's slant is an angle on its `slnt` axis, not an italic design: a variable
  /// font with a `slnt` axis, no `ital` axis and no italic bit in its file.
  ///
  /// Fontconfig calls such a font's "Italic" instances italic by their names (Inter's `slnt`
  /// −10). Read once: every format asks.
  private let slantIsAnAngle: Bool
  /// Whether the face's slant comes from its own `slnt` coordinate: a named instance leaning
  /// on the axis, its slant an angle.
  private let slantsByAxis: Bool
  /// Whether Pango's description and GTK CSS ask for the face's slant ("Italic", "Oblique"):
  /// always, but for an instance slanted on its `slnt` axis that fontconfig gives only when
  /// asked for upright (see `asksForSlant(of:)`).
  private let asksForSlant: Bool

  /// Whether the face's file is installed: else CSS loads it from its file alone, not
  /// `local()` first.
  public let isInstalled: Bool

  /// The file fontconfig gives a program asking for the face's PostScript name, as `local()`
  /// asks, when the caller has looked it up in the catalog's configuration (nil: not known;
  /// then a static face's name is taken to find its own file, a variable one's is asked of the
  /// default configuration).
  public var fileGivingPostScriptName: String?

  /// Snippets of `face`, with `features` switched from their defaults; `isInstalled` false
  /// for a font file that is not installed.
  public init(_ face: FontFace, features: [String: Int] = [:], isInstalled: Bool = true) {
    self.face = face
    self.features = features
    self.isInstalled = isInstalled
    let coordinates = face.variation?.coordinates ?? []
    slantIsAnAngle =
      coordinates.contains { $0.tag == "slnt" } && !coordinates.contains { $0.tag == "ital" }
      && ItalicSelectionBit.read(file: face.location.file, faceIndex: face.location.index) == false
    if case .namedInstance(let coordinates) = face.variation, slantIsAnAngle {
      slantsByAxis = coordinates.contains { $0.tag == "slnt" && $0.value != 0 }
    } else {
      slantsByAxis = false
    }
    asksForSlant = !slantsByAxis || Self.asksForSlant(of: face)
  }

  /// The features in tag order.
  private var sortedFeatures: [(tag: String, value: Int)] {
    features.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// Every format, in `SnippetFormat`'s order, with its text.
  public var all: [(format: SnippetFormat, text: String)] { SnippetFormat.allCases.map { ($0, text($0)) } }

  /// The face written as `format`.
  public func text(_ format: SnippetFormat) -> String {
    switch format {
    case .css: css
    case .gtkCSS: gtkCSS
    case .pango: pango
    case .fontconfig: fontconfig
    case .swiftUI: "Font.custom(\(SnippetEscaping.swiftString(codeName)), size: \(Self.points))"
    case .uiKit: "UIFont(name: \(SnippetEscaping.swiftString(codeName)), size: \(Self.points))"
    case .fontspec: fontspec
    }
  }

  // MARK: What the face is

  /// The coordinates a named instance stands at (none for static faces and for the variable
  /// font as a whole, which is drawn at its defaults without asking).
  public var instanceCoordinates: [AxisCoordinate] {
    if case .namedInstance(let coordinates) = face.variation { return coordinates }
    return []
  }

  /// The axes of the variable font as a whole (none for every other face).
  var wholeFontAxes: [VariationAxis] {
    if case .variableFont(let axes) = face.variation { return axes }
    return []
  }

  /// The weight on the OpenType/CSS scale: the instance's (or default) `wght`, else what
  /// fontconfig says (converted with FcWeightToOpenType).
  var weight: Double {
    coordinate("wght") ?? Double(face.traits.weight)
  }

  /// The width in percent of normal: the `wdth` coordinate, else fontconfig's width, as the
  /// CSS step it stands for.
  ///
  /// Fontconfig rounds the steps of OS/2's `usWidthClass` to whole numbers (63, 87, 113);
  /// CSS's are 62.5%, 87.5% and 112.5%.
  var widthPercent: Double {
    if let wdth = coordinate("wdth") { return wdth }
    let width = Double(face.traits.width)
    let step = Self.stretch(width).percent
    return abs(step - width) <= 0.5 ? step : width
  }

  /// `weight` as CSS takes a font weight, 1 to 1000 (GTK's CSS and browsers dropped
  /// `font-weight: 1200` whole, a `wght` axis of a font going past OpenType's range); the
  /// axis coordinate in `font-variation-settings` stays as it is.
  static func cssWeight(_ weight: Double) -> Double {
    min(max(weight, 1), 1000)
  }

  /// The value of axis `tag` where the face stands, if the face has that axis.
  private func coordinate(_ tag: String) -> Double? {
    face.variation?.coordinates.first { $0.tag == tag }?.value
  }

  /// The name code looks a face up by: the PostScript name, else the full name, else family
  /// and style.
  ///
  /// The variable font as a whole goes by its file's PostScript name (name ID 6, its
  /// default instance's): fontconfig gives it none, and its full name here ("Inter
  /// (Variable)") is Typecase's own, which `UIFont(name:)` knows nothing of.
  public var codeName: String {
    guard case .variableFont = face.variation else { return face.displayName }
    let file = SfntFace(file: face.location.file, faceIndex: face.location.index & 0xFFFF)
    return file.flatMap { NameTable($0).english(NameID.postScriptName) } ?? face.family
  }

  /// `value` as CSS and Pango write numbers: no trailing zeros, up to four decimals.
  static func number(_ value: Double) -> String { DecimalText.string(value, maximumDecimals: 4) }

  // MARK: CSS

  /// Whether to ask Pango and GTK for the slant of `face`, an instance slanted on its `slnt`
  /// axis.
  ///
  /// It is asked for as what fontconfig calls it (italic, or oblique) when that gives its own
  /// file, or when asking for it upright does not either: where a family's upright fonts are in
  /// a file of their own (Debian's Inter-roman.var.ttf beside Inter.var.ttf), upright drew that
  /// file, upright. Only when upright alone gives its file (the family's italics are another
  /// design, in files of their own) is it asked for upright, its coordinate slanting it.
  private static func asksForSlant(of face: FontFace) -> Bool {
    let slant = face.traits.slantStyle
    guard slant != .roman else { return true }
    let weight = face.variation?.coordinates.first { $0.tag == "wght" }?.value ?? Double(face.traits.weight)
    let request = { (slant: Int32) in
      SnippetEscaping.fontconfigFamily(face.family) + ":slant=\(slant):weight="
        + number(FcWeightFromOpenTypeDouble(weight))
    }
    let slanted = slant == .oblique ? FC_SLANT_OBLIQUE : FC_SLANT_ITALIC
    if FontMatch.file(forPattern: request(slanted)) == face.location.file { return true }
    return FontMatch.file(forPattern: request(FC_SLANT_ROMAN)) != face.location.file
  }

  /// Whether `local(postScriptName)` finds this face's file, or a copy of its bytes.
  ///
  /// A variable font's default instance goes by its file's name ID 6, which a family's
  /// files often share (Debian's Inter-italic.var.ttf, Inter-roman.var.ttf and
  /// Inter.var.ttf are all "Inter"): for the italic one, `local("Inter")` found the upright
  /// file, and browsers slanted it. A subset keeps its font's PostScript name: `local()` found
  /// the whole font, and the characters the subset lacks were drawn all the same.
  private func localNameIsOwn(_ postScriptName: String) -> Bool {
    // Browsers find no web font by `local()`, as the snippet's note on it says.
    guard DrawableFormat.webFontFormat(reading: face.location.file) == nil else { return false }
    // Asked of the default configuration for a variable font alone: for every face, that read
    // every font cache a second time (a family page's rows each make their snippets).
    let isVariableFile =
      face.variation != nil
      || SfntFace(file: face.location.file, faceIndex: face.location.index & 0xFFFF)?.table("fvar") != nil
    guard
      let found = fileGivingPostScriptName
        ?? (isVariableFile ? FontMatch.file(givingPostScriptName: postScriptName) : nil)
    else { return true }
    return found == face.location.file || FileComparison.sameContent(ofFileAt: found, andFileAt: face.location.file)
  }

  /// The CSS slant: `normal`, `italic` or `oblique` (with the `slnt` angle when there is one,
  /// negated: CSS's oblique angles lean clockwise for positive values, `slnt`'s for negative).
  private var cssStyle: String {
    let slant = coordinate("slnt") ?? 0
    if face.traits.slantStyle == .italic && !slantIsAnAngle { return "italic" }
    if slant != 0 { return "oblique \(Self.obliqueAngle(slant))deg" }
    return face.traits.slantStyle == .oblique ? "oblique" : "normal"
  }

  /// The `@font-face` slant of the variable font as a whole: the range of oblique angles its
  /// `slnt` axis spans (`oblique 0deg 10deg` for −10…0), else the slant of its default.
  private var cssStyleRange: String {
    guard slantIsAnAngle, let slnt = wholeFontAxes.first(where: { $0.tag == "slnt" }), slnt.minimum != slnt.maximum
    else { return cssStyle }
    return "oblique \(Self.obliqueAngle(slnt.maximum))deg \(Self.obliqueAngle(slnt.minimum))deg"
  }

  /// The CSS oblique angle of `slnt` value `slant`: negated (0, not −0).
  private static func obliqueAngle(_ slant: Double) -> String { number(slant == 0 ? 0 : -slant) }

  /// The declarations that ask for this face: family (with a generic fallback), weight,
  /// style, stretch and an instance's coordinates.
  ///
  /// `forGTK`: as GTK 4.8's CSS takes them, the stretch as a keyword and the style without an
  /// oblique angle ("Junk at end of value for font-style": GTK dropped the line, and drew the
  /// text upright); the angle is in the coordinates.
  private func cssDeclarations(generic: Bool, forGTK: Bool) -> [String] {
    let family = SnippetEscaping.cssString(face.family) + (generic ? ", " + GenericFamily(of: face).rawValue : "")
    // An instance slanted on its axis is asked of GTK as Pango's description asks for it
    // (see `asksForSlant`): italic or oblique, as fontconfig calls it, else upright.
    let slantedByAxis = face.traits.slantStyle == .oblique ? "oblique" : "italic"
    let style =
      forGTK && slantsByAxis
      ? (asksForSlant ? slantedByAxis : "normal") : forGTK && cssStyle.hasPrefix("oblique ") ? "oblique" : cssStyle
    var lines = [
      "font-family: \(family);",
      "font-weight: \(Self.number(Self.cssWeight(weight)));",
      "font-style: \(style);",
      "font-stretch: \(forGTK ? Self.stretchKeyword(widthPercent) : Self.number(widthPercent) + "%");",
    ]
    if !instanceCoordinates.isEmpty { lines.append("font-variation-settings: \(variationSettings);") }
    // The switches of the face page: Copy as… left them out, while the preview showed them.
    if !features.isEmpty {
      let settings = sortedFeatures.map { SnippetEscaping.cssString($0.tag) + " " + String($0.value) }
      lines.append("font-feature-settings: \(settings.joined(separator: ", "));")
    }
    return lines
  }

  /// CSS's `font-variation-settings` value: `"wght" 700, "GRAD" 0`.
  private var variationSettings: String {
    instanceCoordinates.map { SnippetEscaping.cssString($0.tag) + " " + Self.number($0.value) }
      .joined(separator: ", ")
  }

  /// The declarations, then an `@font-face` rule that loads the face by PostScript name or
  /// from its file (the variable font as a whole declares its axes' ranges).
  ///
  /// A named instance is loaded from its file only, at its coordinates: browsers on Linux look
  /// `local()` names up in fontconfig, which knows no instance by its own PostScript name
  /// ("Inter-BoldItalic"; fontconfig's are made up, "Inter_700wght_-10slnt") nor by a full
  /// name of its own (every instance has the default's, "Inter").
  private var css: String {
    var rule = ["font-family: \(SnippetEscaping.cssString(face.family));"]
    var sources: [String] = []
    // A file not installed is not what `local()` finds: an installed copy of its name (an
    // older version) or nothing (a browser then skips to the url()).
    if isInstalled, let postScriptName = face.postScriptName, !postScriptName.isEmpty, instanceCoordinates.isEmpty,
      localNameIsOwn(postScriptName)
    {
      sources.append("local(\(SnippetEscaping.cssString(postScriptName)))")
    }
    // Not the URL of a name no file has (a file name that is not UTF-8, read with U+FFFD,
    // was written "caf%EF%BF%BD.ttf"), where `local()` names the face.
    if sources.isEmpty || !NonUTF8FileName.isLossy(face.location.file) {
      sources.append("url(\(SnippetEscaping.cssString(SnippetEscaping.fileURL(face.location.file))))")
    }
    rule.append("src: " + sources.joined(separator: ", ") + ";")
    let axes = wholeFontAxes
    if let wght = axes.first(where: { $0.tag == "wght" }) {
      let (lowest, highest) = (Self.cssWeight(wght.minimum), Self.cssWeight(wght.maximum))
      rule.append("font-weight: \(Self.number(lowest)) \(Self.number(highest));")
    } else {
      rule.append("font-weight: \(Self.number(Self.cssWeight(weight)));")
    }
    rule.append("font-style: \(cssStyleRange);")
    if let wdth = axes.first(where: { $0.tag == "wdth" }) {
      rule.append("font-stretch: \(Self.number(wdth.minimum))% \(Self.number(wdth.maximum))%;")
    } else {
      rule.append("font-stretch: \(Self.number(widthPercent))%;")
    }
    if !instanceCoordinates.isEmpty { rule.append("font-variation-settings: \(variationSettings);") }
    return cssDeclarations(generic: true, forGTK: false).joined(separator: "\n") + "\n\n@font-face {\n"
      + rule.map { "  " + $0 + "\n" }.joined() + "}"
  }

  /// The declarations GTK 4's CSS takes: the same, with `font-stretch` as a keyword, an
  /// oblique style without its angle, and no `@font-face` (GTK draws installed fonts only).
  private var gtkCSS: String {
    cssDeclarations(generic: true, forGTK: true).joined(separator: "\n")
  }

  /// One stretch step: the width it stands for in percent, CSS's (and GTK's) keyword, Pango's
  /// word (none for normal) and fontconfig's width (pango_fc_convert_width_to_fc).
  private typealias Stretch = (percent: Double, keyword: String, pango: String?, fontconfig: Int)

  /// The nine stretch steps.
  private static let stretches: [Stretch] = [
    (50, "ultra-condensed", "Ultra-Condensed", 50), (62.5, "extra-condensed", "Extra-Condensed", 63),
    (75, "condensed", "Condensed", 75), (87.5, "semi-condensed", "Semi-Condensed", 87), (100, "normal", nil, 100),
    (112.5, "semi-expanded", "Semi-Expanded", 113), (125, "expanded", "Expanded", 125),
    (150, "extra-expanded", "Extra-Expanded", 150), (200, "ultra-expanded", "Ultra-Expanded", 200),
  ]

  /// The stretch step nearest to `percent`.
  private static func stretch(_ percent: Double) -> Stretch {
    stretches.min { abs($0.percent - percent) < abs($1.percent - percent) } ?? stretches[4]
  }

  /// The CSS keyword of the stretch step nearest to `percent`.
  static func stretchKeyword(_ percent: Double) -> String { stretch(percent).keyword }

  // MARK: Pango

  /// Pango's weight words, by weight.
  private static let pangoWeights: [Int: String] = [
    100: "Thin", 200: "Ultra-Light", 300: "Light", 350: "Semi-Light", 380: "Book", 500: "Medium",
    600: "Semi-Bold", 700: "Bold", 800: "Ultra-Bold", 900: "Heavy", 1000: "Ultra-Heavy",
  ]

  /// The words Pango reads as style, weight, stretch, variant or gravity at the end of a
  /// description (lowercase, hyphens left out, as Pango compares them).
  private static let pangoKeywords: Set<String> = [
    "normal", "roman", "oblique", "italic", "smallcaps", "allsmallcaps", "petitecaps", "allpetitecaps", "unicase",
    "titlecaps", "thin", "ultralight", "extralight", "light", "semilight", "demilight", "book", "regular", "medium",
    "semibold", "demibold", "bold", "ultrabold", "extrabold", "heavy", "black", "ultraheavy", "extraheavy",
    "ultracondensed", "extracondensed", "condensed", "semicondensed", "semiexpanded", "expanded", "extraexpanded",
    "ultraexpanded", "notrotated", "south", "upsidedown", "north", "rotatedleft", "east", "rotatedright", "west",
  ]

  /// Whether Pango would read `word`, at the end of a family name, as something else: a
  /// keyword, a size ("12", "12px"), a `weight=`-style field or variations ("@wght=…").
  static func pangoReadsAsField(_ word: Substring) -> Bool {
    let bare = word.lowercased().filter { $0 != "-" }
    if pangoKeywords.contains(bare) { return true }
    if word.contains("=") || word.hasPrefix("@") { return true }
    let number = bare.hasSuffix("px") ? String(bare.dropLast(2)) : bare
    return !number.isEmpty && Double(number) != nil
  }

  /// A Pango font description (Pango 1.50): the family, then the stretch, weight and slant
  /// words, then a named instance's coordinates (`@wght=700,GRAD=0`).
  ///
  /// No size: the description leaves it to where it is used.
  ///
  /// Pango splits families at commas and has no quoting: a family with a comma in its name
  /// cannot be named (Pango reads a list of families). A family whose last word Pango would
  /// read as a style gets a trailing comma, as `pango_font_description_to_string` writes it.
  /// The comma does not keep a last word starting with "@" in the family when nothing follows
  /// it (Pango reads "Weird @wght," as the family "Weird" at variations "wght,"): a style
  /// word, "Normal", then follows, which is what such a face is when no other word is written.
  private var pango: String {
    var family = face.family
    var endsInAt = false
    if let last = family.split(separator: " ").last, Self.pangoReadsAsField(last) {
      family += ","
      endsInAt = last.hasPrefix("@")
    }
    var words: [String] = []
    if let stretch = Self.stretch(widthPercent).pango { words.append(stretch) }
    let weight = Int(self.weight.rounded())
    if weight != 400 { words.append(Self.pangoWeights[weight] ?? "weight=\(weight)") }
    // An instance slanted on its `slnt` axis is "Italic" too (fontconfig's name for it), beside
    // its coordinates, unless only upright gives its file (see `asksForSlant`).
    switch face.traits.slantStyle {
    case _ where !asksForSlant: break
    case .roman: break
    case .italic: words.append("Italic")
    case .oblique: words.append("Oblique")
    }
    if !instanceCoordinates.isEmpty {
      words.append("@" + instanceCoordinates.map { $0.tag + "=" + Self.number($0.value) }.joined(separator: ","))
    }
    if words.isEmpty && endsInAt { words.append("Normal") }
    return ([family] + words).joined(separator: " ")
  }

  /// The fontconfig request Pango makes of the description `pango` writes (family, weight,
  /// slant and width, as Pango's fontconfig font map converts them; a variable font's
  /// coordinates apply to the font it gets, they do not choose it: with Inter's static files
  /// installed beside Inter.var.ttf, "Inter Bold Italic @wght=700,slnt=-10" loaded
  /// Inter-BoldItalic.otf); nil for a family Pango reads as several.
  public var pangoRequest: String? {
    guard !face.family.contains(",") else { return nil }
    let weight = FcWeightFromOpenTypeDouble(Double(Int(self.weight.rounded())))
    // As `pango` writes it: an instance slanted by its axis, whose file only an upright request
    // gives, is asked for upright (asked for as italic, the request matched a static italic
    // file, which the description does not load).
    let slant: Int32 =
      switch face.traits.slantStyle {
      case _ where !asksForSlant: FC_SLANT_ROMAN
      case .roman: FC_SLANT_ROMAN
      case .italic: FC_SLANT_ITALIC
      case .oblique: FC_SLANT_OBLIQUE
      }
    let width = Self.stretch(widthPercent).fontconfig
    return SnippetEscaping.fontconfigFamily(face.family) + ":weight=" + Self.number(weight) + ":slant=\(slant)"
      + ":width=\(width)"
  }

  // MARK: fontconfig

  /// A fontconfig pattern that `FcFontMatch` resolves to this face: the family and style (or
  /// `variable=true` for the variable font as a whole) and the file, which fontconfig matches
  /// first. (Fontconfig does not match on `index`: the style tells a file's faces apart.)
  private var fontconfig: String {
    var parts = [SnippetEscaping.fontconfigFamily(face.family)]
    if case .variableFont = face.variation {
      parts.append("variable=true")
    } else if !instanceCoordinates.isEmpty && face.location.index >> 16 == 0 {
      // Coordinates of no named instance (axes moved on the face page): the variable font,
      // at them (FC_FONT_VARIATIONS, which cairo and Pango apply; "style=" would name the
      // instance the page started from).
      let variations = instanceCoordinates.map { $0.tag + "=" + Self.number($0.value) }.joined(separator: ",")
      parts.append("variable=true")
      parts.append("fontvariations=" + SnippetEscaping.fontconfigValue(variations))
    } else if !face.style.isEmpty {
      parts.append("style=" + SnippetEscaping.fontconfigValue(face.style))
      // Fontconfig gives an instance its optical size as its size, which it matches before
      // the style: "TC Var:style=Display" (opsz 72) resolved to Regular at the default 12.
      if let opsz = coordinate("opsz") { parts.append("size=" + Self.number(opsz)) }
    }
    if !features.isEmpty {
      // HarfBuzz's feature syntax, which Pango and cairo read from FC_FONT_FEATURES: "cv01",
      // "-liga".
      // HarfBuzz's strings, which Pango reads from the pattern: "-calt", "ss01", "cv01=2".
      let settings = sortedFeatures.map { feature in
        SnippetEscaping.fontconfigValue(
          feature.value == 0
            ? "-" + feature.tag : feature.value == 1 ? feature.tag : feature.tag + "=" + String(feature.value))
      }
      parts.append("fontfeatures=" + settings.joined(separator: ","))
    }
    parts.append("file=" + SnippetEscaping.fontconfigValue(face.location.file))
    return parts.joined(separator: ":")
  }

  // MARK: LaTeX

  /// Whether the face is a font for mathematics: a MATH table (what unicode-math and MathML
  /// lay formulas out with), in a family of the math generic (DejaVu Serif has a MATH table
  /// and is for text).
  private var isMathFont: Bool {
    GenericFamily(of: face) == .math
      && SfntFace(file: face.location.file, faceIndex: face.location.index & 0xFFFF)?.table("MATH") != nil
  }

  /// fontspec loading the face from its file (`Path=`, `FontIndex=` in a collection), with
  /// the features switched on the face's page and a named instance's coordinates (LuaLaTeX's
  /// `axis` feature) as one `RawFeature` (`{-liga;+smcp;axis={wght=700}}`), which both engines
  /// read.
  private var fontspec: String {
    let file = face.location.file
    let slash = file.lastIndex(of: "/") ?? file.startIndex
    let folder = String(file[...slash])
    let name = String(file[file.index(after: slash)...])
    // Braced where the folder holds what splits fontspec's options (a "," or "="): xelatex
    // looked for the font in the folder's first part.
    let path = SnippetEscaping.latex(folder)
    var options = ["Path=" + (folder.contains(where: { ",=[]".contains($0) }) ? "{" + path + "}" : path)]
    var alternates: [String] = []
    let faceIndex = face.location.index & 0xFFFF
    if faceIndex != 0 { options.append("FontIndex=\(faceIndex)") }
    // The features as HarfBuzz's feature strings, which XeTeX and luaotfload take: "+smcp",
    // "-liga" (fontspec's snippet left them out, and said it could not carry them). An
    // alternate's number through fontspec's own keys, which count from 0 and which it gives
    // each engine as it reads them: XeTeX takes "+cv01=4" for HarfBuzz's cv01=5, luaotfload
    // for cv01=4 (`FontspecAlternates`).
    var raw: [String] = []
    for feature in sortedFeatures {
      switch feature.value {
      case 0: raw.append("-" + feature.tag)
      case 1: raw.append("+" + feature.tag)
      default:
        if let key = FontspecAlternates.option(tag: feature.tag, value: feature.value) {
          alternates.append(key)
        } else {
          raw.append("+" + feature.tag + "=" + String(feature.value))
        }
      }
    }
    if !instanceCoordinates.isEmpty {
      let axes = instanceCoordinates.map { $0.tag + "=" + Self.number($0.value) }.joined(separator: ",")
      raw.append("axis={\(axes)}")
    }
    options += alternates
    if !raw.isEmpty { options.append("RawFeature={\(raw.joined(separator: ";"))}") }
    // A math font (one with a MATH table, of the math generic) is unicode-math's: as the main
    // font it set the text in it and left the mathematics as they were. A monospaced one is
    // the typewriter font, \ttfamily's: as the main font, the whole document was set in it.
    let command =
      isMathFont ? "\\setmathfont" : GenericFamily(of: face) == .monospace ? "\\setmonofont" : "\\setmainfont"
    var lines = ["\(command){\(SnippetEscaping.latex(name))}[\(options.joined(separator: ", "))]"]
    if SnippetEscaping.latexNeedsPlainHash(file) { lines = ["\\catcode`\\#=12"] + lines + ["\\catcode`\\#=6"] }
    if SnippetEscaping.latexNeedsAtLetter(file) { lines = ["\\makeatletter"] + lines + ["\\makeatother"] }
    // Loaded before any catcode is changed for the path: inside, unicode-math and fontspec
    // were read with "#" an ordinary character.
    if isMathFont { lines.insert("\\usepackage{unicode-math}", at: 0) }
    return lines.joined(separator: "\n")
  }
}
