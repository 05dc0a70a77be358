import Glibc

/// Which font formats Pango, and so GTK, can draw with.
///
/// Pango 1.44 and later shape and draw through HarfBuzz, which reads OpenType only (TrueType
/// and CFF outlines). Fontconfig still lists Type 1 fonts (URW's .pfb and .t1 copies on
/// Debian), and a font map holding only such a face gives Pango no font at all: GTK then
/// crashed drawing a text field's cursor.
///
/// Fontconfig also lists web fonts (WOFF and WOFF2 files, read through FreeType) under the
/// format of the outlines inside ("TrueType"), but HarfBuzz reads no compressed file: Pango
/// drew their text in another font, and crashed on a map holding such a face alone (a WOFF
/// face's page).
public enum DrawableFormat {
  /// The fontconfig formats (FC_FONTFORMAT) Pango draws.
  public static let formats: Set<String> = ["TrueType", "CFF"]

  /// Whether Pango can draw a face of fontconfig format `format` (an unknown format is tried)
  /// from `file`.
  public static func isDrawable(_ format: String?, file: String) -> Bool {
    webFontFormat(of: file) == nil && (format.map { formats.contains($0) } ?? true)
  }

  /// The format to name when saying why a face of fontconfig format `format` in `file` is not
  /// drawn: a web font's ("WOFF2"), else `format`.
  public static func name(_ format: String?, file: String) -> String? {
    webFontFormat(of: file) ?? format
  }

  /// "WOFF" or "WOFF2" for a web font's file, by its name as fontconfig and browsers take it;
  /// nil for any other.
  public static func webFontFormat(of file: String) -> String? { webFontFormat(ofPath: file.utf8) }

  /// The format as a page shows it: a web font's with the outlines inside ("WOFF2
  /// (TrueType)"; its page said "TrueType" under a note that it was a WOFF2), else `format`.
  public static func shown(_ format: String?, file: String) -> String? {
    guard let web = webFontFormat(of: file) else { return format }
    return format.map { web + " (" + $0 + ")" } ?? web
  }

  /// "WOFF" or "WOFF2" for a file whose first bytes are a web font's (`wOFF`, `wOF2`), whatever
  /// its name; nil for any other.
  public static func webFontFormat(signature bytes: some Collection<UInt8>) -> String? {
    if bytes.starts(with: "wOF2".utf8) { return "WOFF2" }
    if bytes.starts(with: "wOFF".utf8) { return "WOFF" }
    return nil
  }

  /// "WOFF" or "WOFF2" for a web font's file by its name, else by its first bytes (a WOFF2
  /// saved as .ttf, which Pango draws boxes with), read from the file; nil for any other.
  public static func webFontFormat(reading file: String) -> String? {
    webFontFormat(of: file) ?? webFontFormat(signature: FreeTypeFile.firstBytes(file, count: 4))
  }

  /// The largest font a web font may unpack to that Typecase reads, in bytes.
  ///
  /// The largest fonts (CJK collections) are some tens of megabytes, a web font a fraction of
  /// that. A WOFF of 1.2 MB holding 1 GiB of zeros took 3 GB and half a minute to read.
  public static let largestUnpackedWebFont = 128 << 20

  /// The size a web font's header says its font unpacks to (WOFF's and WOFF2's totalSfntSize),
  /// when it is larger than `largestUnpackedWebFont`; nil for a smaller one and any other file.
  public static func oversizedWebFont(_ file: String) -> Int? {
    oversizedWebFont(header: FreeTypeFile.firstBytes(file, count: 20))
  }

  /// The size `header`, a web font's first bytes, says its font unpacks to when it is larger
  /// than `largestUnpackedWebFont`; nil for a smaller one and any other file.
  static func oversizedWebFont(header: some RandomAccessCollection<UInt8>) -> Int? {
    guard header.count >= 20, webFontFormat(signature: header) != nil else { return nil }
    let size = header.dropFirst(16).prefix(4).reduce(0) { $0 << 8 | Int($1) }
    return size > largestUnpackedWebFont ? size : nil
  }

  /// `webFontFormat(of:)` of a path's bytes (a C string's, read without making a string).
  static func webFontFormat<Path: BidirectionalCollection<UInt8>>(ofPath path: Path) -> String? {
    // Compared on the last bytes: this runs for each face row drawn.
    let ending = path.suffix(6).map { $0 | 0x20 }
    if ending.elementsEqual(".woff2".utf8) { return "WOFF2" }
    if ending.dropFirst().elementsEqual(".woff".utf8) { return "WOFF" }
    return nil
  }
}

extension FontFace {
  /// Whether Pango can draw the face (see `DrawableFormat`): not a web font, by its name or,
  /// read from its file, by its first bytes (Pango drew boxes with a WOFF2 saved as .ttf).
  public var isDrawable: Bool { webFontByContents == nil && DrawableFormat.isDrawable(format, file: location.file) }

  /// The format named when the face cannot be drawn, such as "Type 1" or "WOFF2".
  public var drawingFormat: String? { webFontByContents ?? DrawableFormat.name(format, file: location.file) }

  /// The format as a page shows it (see `DrawableFormat.shown`).
  public var shownFormat: String? {
    guard let web = webFontByContents else { return DrawableFormat.shown(format, file: location.file) }
    return format.map { web + " (" + $0 + ")" } ?? web
  }
}
