/// What the trait filters test of one face (`FaceCriteria.matchesTraits`), without the strings
/// `FaceFacts` holds: a plain record, read in place without reference counting.
///
/// A pass over `FaceFacts` at 50,000 faces spent 4 of its 5 ms retaining and releasing the
/// strings of each record it tested (perf, a filter check box toggled in the window). Numbers
/// are kept in 32 bits: 32 bytes a face.
struct FaceTraits: Sendable {
  /// The position of the face's family in the library's families.
  var family: Int32
  /// The position of the face's language set in the index's distinct sets.
  var languageSet: Int32
  /// Whether fontconfig calls the face monospaced.
  var isMonospace: Bool
  /// Whether the face slants (italic or oblique).
  var isItalic: Bool
  /// Whether the pattern is a variable font as a whole.
  var isVariable: Bool
  /// Whether the face has color glyphs.
  var isColor: Bool
  /// Whether the face has outlines; false for bitmap-only fonts.
  var hasOutlines: Bool
  /// Whether the file is in one of the user's own font folders.
  var isUserFont: Bool
  /// The weights the face spans, OpenType units.
  var weight: ClosedRange<Int32>
  /// The widths the face spans, fontconfig units.
  var width: ClosedRange<Int32>
  /// The outline format filter the face's format answers to (nil for a format no filter names).
  var format: FaceCriteria.FormatFilter?

  /// The traits of `facts`.
  init(_ facts: FaceFacts) {
    family = Int32(clamping: facts.family)
    languageSet = Int32(clamping: facts.languageSet)
    isMonospace = facts.isMonospace
    isItalic = facts.isItalic
    isVariable = facts.isVariable
    isColor = facts.isColor
    hasOutlines = facts.hasOutlines
    isUserFont = facts.isUserFont
    weight = Int32(clamping: facts.weight.lowerBound)...Int32(clamping: facts.weight.upperBound)
    width = Int32(clamping: facts.width.lowerBound)...Int32(clamping: facts.width.upperBound)
    format = FaceCriteria.FormatFilter(outlineFormat: facts.format)
  }
}
