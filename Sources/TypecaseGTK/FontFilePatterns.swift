/// The file names Install Fonts… shows by default: the formats FreeType and fontconfig read.
enum FontFilePatterns {
  /// Glob patterns, both cases: bitmap fonts compressed too (.pcf.gz, as every xfonts package
  /// ships them, and .Z), OpenType fonts of bitmaps only (.otb) and Windows bitmap fonts
  /// (.fon, .fnt).
  static let all: [String] = [
    "ttf", "otf", "ttc", "otc", "woff", "woff2", "pfb", "pfa", "t1", "otb", "pcf", "bdf", "pcf.gz", "bdf.gz", "pcf.Z",
    "bdf.Z", "fon", "fnt",
  ].flatMap { ["*." + $0, "*." + $0.uppercased()] }

  /// Content types, for a font whose name says nothing of it ("download", as a browser saved
  /// it; it was hidden, where "All files" showed its type "Font"): shared-mime-info's for fonts.
  static let mimeTypes = [
    "font/*", "application/x-font-type1", "application/x-font-pcf", "application/x-font-bdf",
    "application/x-font-otf", "application/x-font-ttf", "application/vnd.ms-opentype",
  ]
}
