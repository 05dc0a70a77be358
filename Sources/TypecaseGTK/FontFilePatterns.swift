/// The file names Install Fonts… shows by default: the formats FreeType and fontconfig read.
enum FontFilePatterns {
  /// Glob patterns, both cases.
  static let all: [String] = ["ttf", "otf", "ttc", "otc", "woff", "woff2", "pfb", "pfa", "t1", "pcf", "bdf"].flatMap {
    ["*." + $0, "*." + $0.uppercased()]
  }
}
