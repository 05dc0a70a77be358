/// One font as fontconfig lists it: a face in a file, with the names and traits it declares.
public struct FontFace: Sendable, Hashable {
  /// The family the face belongs to: fontconfig's first family name.
  public var family: String
  /// The family's other names, each with the language fontconfig gives it.
  public var otherFamilyNames: [LocalizedName]
  /// The style name, for example "Bold Italic".
  public var style: String
  /// The full name, for example "DejaVu Sans Bold", when the font declares one.
  public var fullName: String?
  /// The PostScript name, for example "DejaVuSans-Bold", when the font declares one.
  public var postScriptName: String?
  /// The PostScript name fontconfig gives the face where it is another (a named instance's:
  /// "Inter_600wght" for Inter-SemiBold), which browsers' `local()` and fontconfig know it by.
  public var fontconfigPostScriptName: String?
  /// Weight, width and slant.
  public var traits: FontTraits
  /// Whether fontconfig calls the face monospaced (mono, dual or charcell spacing).
  public var isMonospace: Bool
  /// Whether fontconfig calls the face a color font (COLR with CPAL, CBDT, sbix, SVG); false
  /// unless loaded in full detail.
  public var isColor = false
  /// Where the face lives.
  public var location: FontLocation
  /// The font format as fontconfig names it ("TrueType", "CFF", "Type 1" and others).
  public var format: String?
  /// "WOFF" or "WOFF2" for a web font in a file named as another kind (a WOFF2 saved as .ttf),
  /// told by its first bytes when the face was read from its file (`query`); nil otherwise.
  public var webFontByContents: String?
  /// The font revision as fontconfig reads it, for example "2.037".
  public var version: String?
  /// The foundry (vendor) tag, when the font declares one.
  public var foundry: String?
  /// The languages fontconfig says the face covers, sorted; empty unless loaded in full detail.
  public var languages: [String]
  /// For a variable font listed as a whole (not one of its instances), the ranges of its axes,
  /// for example "wght 100–900 · slnt −10–0"; nil for every other face.
  public var variationSummary: String?
  /// For a variable font's named instance its coordinates, for the variable font listed as a
  /// whole its axes; nil for a static face (and a variable font's default instance).
  public var variation: FaceVariation?

  /// Creates a face; every value is as fontconfig reported it.
  public init(
    family: String,
    otherFamilyNames: [LocalizedName] = [],
    style: String = "",
    fullName: String? = nil,
    postScriptName: String? = nil,
    traits: FontTraits = FontTraits(),
    isMonospace: Bool = false,
    location: FontLocation,
    format: String? = nil,
    version: String? = nil,
    foundry: String? = nil,
    languages: [String] = [],
    variationSummary: String? = nil,
    variation: FaceVariation? = nil
  ) {
    self.family = family
    self.otherFamilyNames = otherFamilyNames
    self.style = style
    self.fullName = fullName
    self.postScriptName = postScriptName
    self.traits = traits
    self.isMonospace = isMonospace
    self.location = location
    self.format = format
    self.version = version
    self.foundry = foundry
    self.languages = languages
    self.variationSummary = variationSummary
    self.variation = variation
  }

  /// The name that identifies the face in code: the PostScript name, else the full name,
  /// else family and style.
  public var displayName: String {
    if let postScriptName, !postScriptName.isEmpty { return postScriptName }
    if let fullName, !fullName.isEmpty { return fullName }
    return style.isEmpty ? family : "\(family) \(style)"
  }
}

/// A name in a given language, such as a family's Korean name.
public struct LocalizedName: Sendable, Hashable {
  /// The name itself.
  public var name: String
  /// Its language as fontconfig reports it (for example "ko"), when known.
  public var language: String?

  /// Creates a localized name.
  public init(name: String, language: String?) {
    self.name = name
    self.language = language
  }
}

/// The file that holds a face, and the face's index inside it.
public struct FontLocation: Sendable, Hashable, Comparable {
  /// Absolute path of the font file.
  public var file: String
  /// Index of the face in a collection (0 for single-face files).
  public var index: Int

  /// Creates a location.
  public init(file: String, index: Int = 0) {
    self.file = file
    self.index = index
  }

  public static func < (lhs: FontLocation, rhs: FontLocation) -> Bool {
    (lhs.file, lhs.index) < (rhs.file, rhs.index)
  }
}
