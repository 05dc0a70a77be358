/// A face's line metrics, in design units (see `FaceDetails.metrics`).
public struct FaceMetrics: Sendable, Hashable {
  /// hhea's ascender (a font without that table, a Type 1 font, FreeType's).
  public var ascender: Int
  /// hhea's descender: negative, below the baseline (FreeType's, as for `ascender`).
  public var descender: Int
  /// hhea's line gap (FreeType's line height less the ascender and descender, as for `ascender`).
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
