/// Which color formats the cairo a program draws with can draw in color: the 1.17.8 snapshot,
/// then 1.18, were the first to draw COLRv1 paint graphs and SVG glyphs (its FreeType backend's
/// own COLRv1 and SVG glyph renderers).
///
/// Older ones (1.16, Debian 12's) draw a COLRv1 font's plain outlines in one color and an SVG
/// font's color glyphs as nothing, while the face page and the Color filter say the font is a
/// color font.
public struct ColorGlyphDrawing: Sendable, Equatable {
  /// The cairo version drawing, as `cairo_version_string()` gives it ("1.16.0").
  public var cairoVersion: String

  /// Drawing with the cairo of version `cairoVersion`.
  public init(cairoVersion: String) {
    self.cairoVersion = cairoVersion
  }

  /// Whether this cairo draws `format`'s color glyphs in color.
  public func drawsInColor(_ format: ColorFormat) -> Bool {
    switch format {
    case .colrV0, .cbdt, .sbix: true
    case .colrV1, .svg: isAtLeast(1, 17, 8)
    }
  }

  /// Whether `cairoVersion` is the version `major`, `minor`, `micro` or later (a version it
  /// cannot read is taken to be).
  private func isAtLeast(_ major: Int, _ minor: Int, _ micro: Int) -> Bool {
    let parts = cairoVersion.split(separator: ".").map { Int($0) }
    guard parts.count >= 2, let readMajor = parts[0], let readMinor = parts[1] else { return true }
    let readMicro = parts.count > 2 ? parts[2] ?? 0 : 0
    return (readMajor, readMinor, readMicro) >= (major, minor, micro)
  }
}
