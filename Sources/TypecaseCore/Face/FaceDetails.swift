/// Everything one face is, read from its file: names, metrics, axes, features, characters.
///
/// Optional fields are nil when the font does not say (never invented); `problems` lists what
/// could not be read, so that a page can say so instead of showing nothing.
public struct FaceDetails: Sendable, Equatable {
  /// Where the face lives (file and index in a collection; named instances carry the
  /// instance in the index's upper 16 bits, as fontconfig counts them).
  public var location: FontLocation
  /// The PostScript name: the name table's, or for a named instance the fvar instance's
  /// (postScriptNameID), else the one Adobe Technical Note #5902 derives.
  public var postScriptName: String?
  /// The name table's PostScript name, when it is none a PostScript name can be (a space, a
  /// slash) and `postScriptName` was set to the one fontconfig makes up; nil otherwise.
  ///
  /// It is the name cairo gives the font in a PDF.
  public var nameTablePostScriptName: String?
  /// The full name (name ID 4, or the instance's family and style).
  public var fullName: String?
  /// The family (typographic family, name ID 16, else name ID 1).
  public var family: String
  /// The style (typographic subfamily, name ID 17, else name ID 2; the instance's subfamily).
  public var style: String
  /// The family older applications list this face under (name ID 1), when the font names a
  /// typographic family besides and it differs: "Typo Family Semibold" for the Semibold of
  /// "Typo Family", which such applications show as a family of its own (with four styles at
  /// most).
  ///
  /// Nil otherwise, and for a named instance.
  public var legacyFamily: String?
  /// The style older applications give this face in `legacyFamily`'s family (name ID 2), when
  /// the font names a typographic style besides and it differs ("Regular" for that Semibold).
  public var legacyStyle: String?
  /// The family names in other languages (typographic family, else family), each with its
  /// BCP 47 language tag, in tag order; names that only repeat the English one are left out.
  public var otherNames: [LocalizedName]
  /// The full names in other languages, as `otherNames`; names that only repeat the English
  /// one, or a family name of the same language, are left out.
  public var otherFullNames: [LocalizedName]
  /// The font format ("TrueType", "CFF", "CFF2", "Type 1", "BDF", "PCF" and others).
  public var format: String?
  /// The version string (name ID 5), for example "Version 2.037".
  public var version: String?
  /// The `head` table's font revision, as "2.037" (see `FontRevision`): what fontconfig reads
  /// as the version, and compares copies by; nil for fonts without a `head` table.
  public var fontRevision: String?
  /// The designer (name ID 9).
  public var designer: String?
  /// The designer's web address (name ID 12), as the font writes it.
  public var designerURL: String?
  /// The manufacturer (name ID 8).
  public var manufacturer: String?
  /// The manufacturer's web address (name ID 11), as the font writes it.
  public var vendorURL: String?
  /// The vendor ID (OS/2 achVendID), for example "ADBE", trailing spaces removed.
  public var vendorID: String?
  /// The copyright notice (name ID 0).
  public var copyright: String?
  /// The trademark notice (name ID 7).
  public var trademark: String?
  /// The license description (name ID 13).
  public var license: String?
  /// The license URL (name ID 14).
  public var licenseURL: String?
  /// The description (name ID 10).
  public var description: String?
  /// Design units per em (head.unitsPerEm).
  public var unitsPerEm: Int?
  /// The line's metrics, in design units: the ascender, descender (negative below the
  /// baseline) and line gap HarfBuzz and Pango lay lines out with (see `FaceMetrics`), and
  /// OS/2's x-height and cap height (version 2 and later; nil when the font does not say them);
  /// nil for a font without outlines.
  public var metrics: FaceMetrics?
  /// The size the face was designed for, and the sizes it is meant for (its `size` feature's
  /// parameters); nil when it gives none.
  public var designSize: DesignSize?
  /// How many glyphs the face has (maxp.numGlyphs).
  public var glyphCount: Int?
  /// The characters the face maps (its cmap), ascending.
  public var characters: [Unicode.Scalar]
  /// A few of `characters` that draw something, to show in place of text the face lacks
  /// (see `NameLegibility.sample`); nil when not read, and the characters are sampled as
  /// they are.
  public var inkedSample: String?
  /// The color format, when the face has color glyphs (COLR first, then CBDT, sbix, SVG,
  /// when a font has several).
  public var colorFormat: ColorFormat?
  /// The tables of vertical metrics the face has (vhea, vmtx, VORG), in that order: what
  /// vertical text is set with (without them, from the horizontal metrics, made up); empty
  /// for none.
  public var verticalMetricsTables: [String] = []
  /// Whether the face has a MATH table: what formula layout (LuaLaTeX's unicode-math, MathML
  /// in browsers) needs of a math font; a font covering the symbols without one is no math
  /// font to them.
  public var hasMathTable = false
  /// The color palettes (CPAL), in order: the first is the one drawn; empty for a face
  /// without them.
  public var palettes: [ColorPalette] = []
  /// Whether the face's glyphs have no plain outlines: it draws through its color table alone
  /// (a COLRv1 or SVG font without fallback outlines, as Google's Noto COLRv1).
  public var drawsInColorOnly = false
  /// The pixel sizes of the face's bitmap strikes, ascending (a PCF's one, an .otb's several,
  /// Noto Color Emoji's 109); empty for a face of outlines alone.
  public var bitmapSizes: [Int] = []
  /// The variation axes (empty for a static face).
  public var axes: [VariationAxis]
  /// The named instances of a variable face.
  public var namedInstances: [NamedInstance]
  /// The OpenType layout features (GSUB and GPOS), in table then tag order.
  public var features: [LayoutFeature]
  /// The scripts the layout tables (GSUB, GPOS) have rules for, with their language systems,
  /// in tag order.
  public var scripts: [LayoutScript] = []
  /// The languages fontconfig says the face supports (tags such as "ja", "zh-tw"), sorted.
  public var languages: [String]
  /// The embedding permission (OS/2 fsType), when the face has an OS/2 table.
  public var embedding: EmbeddingPermission?
  /// What else OS/2 fsType limits when the face is embedded (no subsetting, bitmaps only).
  public var embeddingLimits: [EmbeddingLimit] = []
  /// The OS/2 table's (or a Type 1 font's) `fsType` as it is, which `embedding` and
  /// `embeddingLimits` read: fonts that set several permissions, or reserved bits, read like
  /// those that do not.
  public var fsType: UInt16?
  /// `fsType` as programs write it, "0x000C"; nil when the font gives none.
  public var fsTypeText: String? {
    fsType.map { value in
      let digits = String(value, radix: 16, uppercase: true)
      return "0x" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
  }
  /// What could not be read, in English (for example "the file no longer exists").
  public var problems: [Message]

  /// Creates details with only the identity known; readers fill in the rest.
  public init(location: FontLocation, family: String, style: String = "") {
    self.location = location
    self.family = family
    self.style = style
    otherNames = []
    otherFullNames = []
    characters = []
    axes = []
    namedInstances = []
    features = []
    languages = []
    problems = []
  }

  /// How many characters the face maps.
  public var characterCount: Int { characters.count }
  /// Whether the face has variation axes.
  public var isVariable: Bool { !axes.isEmpty }
}

/// A variation axis of a variable font (fvar), for example wght 100–900.
public struct VariationAxis: Sendable, Hashable {
  /// The four-letter tag, for example "wght".
  public var tag: String
  /// The axis name: the font's own (its name table), else the registered name for the tag
  /// (Weight, Width, Slant, Italic, Optical Size).
  public var name: String
  /// The smallest value.
  public var minimum: Double
  /// The default value.
  public var defaultValue: Double
  /// The largest value.
  public var maximum: Double
  /// Whether the font asks to hide the axis from users (fvar flag HIDDEN_AXIS).
  public var isHidden: Bool

  /// Creates an axis.
  public init(tag: String, name: String, minimum: Double, defaultValue: Double, maximum: Double, isHidden: Bool = false)
  {
    self.tag = tag
    self.name = name
    self.minimum = minimum
    self.defaultValue = defaultValue
    self.maximum = maximum
    self.isHidden = isHidden
  }
}

/// A named instance of a variable font (fvar), for example "Bold" at wght 700.
public struct NamedInstance: Sendable, Hashable {
  /// The instance's subfamily name, for example "Thin Italic".
  public var name: String
  /// Its PostScript name: fvar's postScriptNameID when present, else the Adobe Technical
  /// Note #5902 name (`PostScriptInstanceName`).
  public var postScriptName: String?
  /// Its coordinates, by axis tag, in the order of the axes.
  public var coordinates: [(tag: String, value: Double)]

  /// Creates a named instance.
  public init(name: String, postScriptName: String?, coordinates: [(tag: String, value: Double)]) {
    self.name = name
    self.postScriptName = postScriptName
    self.coordinates = coordinates
  }

  /// What the instance is called where it is shown: its name, or when the font gives it none
  /// (no English subfamily name), its coordinates ("wght 100 · slnt −12.5"): its chip on the
  /// face page was blank, with no accessible name.
  public var shownName: String {
    guard name.isEmpty else { return name }
    return coordinates.map { $0.tag + " " + FontVariations.number($0.value) }.joined(separator: " · ")
  }

  public static func == (lhs: NamedInstance, rhs: NamedInstance) -> Bool {
    lhs.name == rhs.name && lhs.postScriptName == rhs.postScriptName
      && lhs.coordinates.map(\.tag) == rhs.coordinates.map(\.tag)
      && lhs.coordinates.map(\.value) == rhs.coordinates.map(\.value)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(postScriptName)
    for coordinate in coordinates {
      hasher.combine(coordinate.tag)
      hasher.combine(coordinate.value)
    }
  }
}

/// An OpenType layout feature of a face, for example liga in GSUB.
public struct LayoutFeature: Sendable, Hashable {
  /// The four-letter tag, for example "liga", "ss01".
  public var tag: String
  /// The human name: the font's own for ssXX/cvXX (hb_ot_layout_feature_get_name_ids), else
  /// the registered name (liga → Standard Ligatures), else the tag.
  public var name: String
  /// The table that has it: "GSUB" or "GPOS".
  public var table: String
  /// Whether text shaping applies it unless asked not to (liga, kern, calt, …).
  public var isOnByDefault: Bool
  /// Whether only the `math` script's language systems list it (Latin Modern Math's ssty):
  /// formula layout (unicode-math, MathML) applies it, while text, shaped in its own script,
  /// never does; its switch changed nothing.
  public var isMathScriptOnly: Bool
  /// How many alternates it offers a glyph at most, to pick by its value (`cv84=5`).
  ///
  /// Read from its alternate substitutions (`AlternateSubstitutions`); 0 without one (on or
  /// off). One is no choice: the face page and `face` show two or more.
  public var alternates: Int

  /// `alternates` where they are a choice (two or more), else 0: what the face page offers
  /// beside the switch, and `face` lists.
  public var alternatesToChoose: Int { alternates >= 2 ? alternates : 0 }

  /// Creates a feature.
  public init(
    tag: String, name: String, table: String, isOnByDefault: Bool, isMathScriptOnly: Bool = false, alternates: Int = 0
  ) {
    self.tag = tag
    self.name = name
    self.table = table
    self.isOnByDefault = isOnByDefault
    self.isMathScriptOnly = isMathScriptOnly
    self.alternates = alternates
  }
}

/// How a face draws color glyphs.
public enum ColorFormat: String, Sendable, Hashable, CaseIterable {
  case colrV0 = "COLRv0"
  case colrV1 = "COLRv1"
  case cbdt = "CBDT"
  case sbix = "sbix"
  case svg = "SVG"
}

extension FaceDetails {
  /// How many alternates each feature with alternate substitutions offers a glyph at most, by
  /// tag (`LayoutFeature.alternates`; a tag in GSUB and GPOS once).
  public var featureAlternates: [String: Int] {
    Dictionary(features.filter { $0.alternates >= 1 }.map { ($0.tag, $0.alternates) }, uniquingKeysWith: max)
  }

  /// Why the license (OS/2 fsType) forbids what a PDF does with the font, embed a subset of its
  /// outlines; nil when it does not.
  public var pdfEmbeddingRefusal: PDFEmbeddingRefusal? {
    if embedding == .restricted { return .restricted }
    if embeddingLimits.contains(.noSubsetting) { return .noSubsetting }
    if embeddingLimits.contains(.bitmapOnly) { return .bitmapOnly }
    return nil
  }
}

/// What a font's license (OS/2 fsType) forbids of the way a PDF drawn by cairo carries it: a
/// subset of its outlines.
///
/// A specimen's note said the same of the three ("forbids embedding it as this one does"),
/// where a prepress check needs the limit itself.
public enum PDFEmbeddingRefusal: String, Sendable, Hashable {
  /// The font must not be embedded (bit 1).
  case restricted
  /// The font may be embedded whole only (bit 8), and cairo embeds a subset.
  case noSubsetting
  /// Only the font's bitmaps may be embedded (bit 9), and cairo embeds its outlines.
  case bitmapOnly

  /// The limit in a few words, as the notes give it beside the face's name.
  public var reason: Message {
    switch self {
    case .restricted: tr("restricted: not to be embedded")
    case .noSubsetting: tr("to be embedded whole, where cairo embeds a subset")
    case .bitmapOnly: tr("bitmaps only, where cairo embeds outlines")
    }
  }

  /// `faces` each named with its limit ("RestrictedProof (restricted: not to be embedded)"),
  /// in `localizer`'s language, the names passed through `name` (escaped, isolated).
  public static func named(
    _ faces: [(name: String, refusal: PDFEmbeddingRefusal)], _ localizer: Localizer, name: (String) -> String
  ) -> String {
    faces.map { name($0.name) + " (" + localizer($0.refusal.reason) + ")" }.joined(separator: ", ")
  }
}

/// A limit OS/2 fsType sets on embedding besides the permission, whatever the permission.
public enum EmbeddingLimit: String, Sendable, Hashable, CaseIterable {
  /// Bit 8: the font must be embedded whole, not a subset of it.
  case noSubsetting = "no subsetting"
  /// Bit 9: only the font's bitmaps may be embedded, not its outlines.
  case bitmapOnly = "bitmap only"

  /// The limits `fsType` sets, in the order of its bits.
  public static func limits(fsType: UInt16) -> [EmbeddingLimit] {
    (fsType & 0x0100 != 0 ? [.noSubsetting] : []) + (fsType & 0x0200 != 0 ? [.bitmapOnly] : [])
  }
}

/// What the font's license lets a document do with it (OS/2 fsType).
public enum EmbeddingPermission: String, Sendable, Hashable, CaseIterable {
  /// fsType 0: may be embedded and installed.
  case installable
  /// Bit 3: may be embedded and edited.
  case editable
  /// Bit 2: may be embedded for preview and print only.
  case previewAndPrint = "preview & print"
  /// Bit 1: must not be embedded.
  case restricted
}

/// A color palette of a color font (CPAL): its name, and the backgrounds the font marks it for.
public struct ColorPalette: Sendable, Hashable {
  /// The palette's name (its name ID, in English where the font has it); nil when it has none.
  public var name: String?
  /// Whether the font marks it for light backgrounds.
  public var forLightBackgrounds: Bool
  /// Whether the font marks it for dark backgrounds.
  public var forDarkBackgrounds: Bool

  /// Creates a palette.
  public init(name: String?, forLightBackgrounds: Bool = false, forDarkBackgrounds: Bool = false) {
    self.name = name
    self.forLightBackgrounds = forLightBackgrounds
    self.forDarkBackgrounds = forDarkBackgrounds
  }

  /// The backgrounds it is marked for, as JSON and the plain output name them ("light",
  /// "dark").
  public var backgrounds: [String] { (forLightBackgrounds ? ["light"] : []) + (forDarkBackgrounds ? ["dark"] : []) }
}
