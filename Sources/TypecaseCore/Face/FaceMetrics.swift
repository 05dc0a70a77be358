/// A face's line metrics, in design units (see `FaceDetails.metrics`).
public struct FaceMetrics: Sendable, Hashable {
  /// The line's ascender, as HarfBuzz and Pango take it: hhea's, or OS/2's sTypoAscender when
  /// the font sets USE_TYPO_METRICS (a font without those tables, a Type 1 font: FreeType's).
  public var ascender: Int
  /// The line's descender: negative, below the baseline (hhea's or OS/2's, as `ascender`).
  public var descender: Int
  /// The line gap (hhea's or OS/2's, as `ascender`; without them, FreeType's line height less
  /// the ascender and descender).
  public var lineGap: Int
  /// OS/2's sxHeight (version 2 and later); nil when the font does not say it.
  public var xHeight: Int?
  /// OS/2's sCapHeight (version 2 and later); nil when the font does not say it.
  public var capHeight: Int?

  /// Creates metrics.
  public init(ascender: Int, descender: Int, lineGap: Int, xHeight: Int? = nil, capHeight: Int? = nil) {
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
    self.xHeight = xHeight
    self.capHeight = capHeight
  }
}
