/// What the filters need to know about one face, read once from its fontconfig pattern.
public struct FaceFacts: Sendable, Hashable {
  /// The position of the face's family in the library's families.
  public var family: Int
  /// Where the face lives.
  public var location: FontLocation
  /// The PostScript name fontconfig gives (nil for a variable font listed as a whole).
  public var postScriptName: String?
  /// Whether the face is monospaced (see `MonospacedFace`: fontconfig's mono, dual or
  /// charcell spacing, corrected).
  public var isMonospace: Bool
  /// Whether the face slants (italic or oblique).
  public var isItalic: Bool
  /// Whether the pattern is a variable font as a whole (fontconfig's `variable=true`).
  public var isVariable: Bool
  /// Whether the face has color glyphs (fontconfig's `color=true`).
  public var isColor: Bool
  /// Whether the face has outlines (fontconfig's `outline`); false for bitmap-only fonts.
  public var hasOutlines: Bool
  /// The weights the face spans, OpenType units (one value for a static face).
  public var weight: ClosedRange<Int>
  /// The widths the face spans, fontconfig units (100 normal).
  public var width: ClosedRange<Int>
  /// The format as fontconfig names it ("TrueType", "CFF", "Type 1", …).
  public var format: String
  /// Whether the file is in one of the user's own font folders.
  public var isUserFont: Bool
  /// The position of the face's language set in the index's distinct sets.
  public var languageSet: Int

  /// Creates the facts of one face.
  public init(
    family: Int, location: FontLocation, postScriptName: String? = nil, isMonospace: Bool = false,
    isItalic: Bool = false, isVariable: Bool = false, isColor: Bool = false, hasOutlines: Bool = true,
    weight: ClosedRange<Int> = 400...400, width: ClosedRange<Int> = 100...100, format: String = "TrueType",
    isUserFont: Bool = false, languageSet: Int = 0
  ) {
    self.family = family
    self.location = location
    self.postScriptName = postScriptName
    self.isMonospace = isMonospace
    self.isItalic = isItalic
    self.isVariable = isVariable
    self.isColor = isColor
    self.hasOutlines = hasOutlines
    self.weight = weight
    self.width = width
    self.format = format
    self.isUserFont = isUserFont
    self.languageSet = languageSet
  }
}
