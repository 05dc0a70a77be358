/// What a file that is no font looks like, from its first bytes, for a clearer error.
enum FileKind {
  /// "a PNG image", "a ZIP archive", …; nil when the bytes say nothing known.
  static func guess(_ bytes: [UInt8]) -> Message? {
    let signatures: [([UInt8], Message)] = [
      ([0x89, 0x50, 0x4E, 0x47], tr("a PNG image")),
      ([0xFF, 0xD8, 0xFF], tr("a JPEG image")),
      (Array("GIF8".utf8), tr("a GIF image")),
      (Array("%PDF".utf8), tr("a PDF document")),
      ([0x50, 0x4B, 0x03, 0x04], zipArchive),
      ([0x1F, 0x8B], tr("a gzip archive")),
      (Array("<svg".utf8), tr("an SVG image")),
      (Array("<!DOCTYPE html".utf8), tr("an HTML page")),
      (Array("<html".utf8), tr("an HTML page")),
      // The metrics beside a Type 1 font (URW's C059-Roman.afm beside its .t1): refused with no
      // word of what it is, as though the font were not there.
      (Array("StartFontMetrics".utf8), fontMetrics),
      // One written by an editor that starts its text with a byte-order mark.
      ([0xEF, 0xBB, 0xBF] + Array("StartFontMetrics".utf8), fontMetrics),
    ]
    if let kind = signatures.first(where: { bytes.starts(with: $0.0) })?.1 { return kind }
    return isPrinterFontMetrics(bytes) ? windowsFontMetrics : nil
  }

  /// What a ZIP archive is said to be (see `InstallProblem.message`: what to do with it).
  static let zipArchive = tr("a ZIP archive")
  /// What an AFM file is said to be (see `InstallProblem.isFontMetrics`).
  static let fontMetrics = tr("an AFM font metrics file, which goes with a Type 1 font: install that font")
  /// What a Windows PFM file is said to be (see `InstallProblem.isFontMetrics`).
  static let windowsFontMetrics = tr(
    "a Windows PFM font metrics file, which goes with a Type 1 font: install that font, its .pfb file")

  /// Whether `bytes`, a whole file, are a Windows Printer Font Metrics file (the .pfm beside a
  /// .pfb): version 1.0 (`00 01`), then the file's own size (little-endian), then a copyright
  /// of printable text.
  ///
  /// No font format starts so: TrueType's `00 01 00 00` would be a size that is a multiple of
  /// 65,536.
  static func isPrinterFontMetrics(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 117, bytes[0] == 0x00, bytes[1] == 0x01 else { return false }
    let size = bytes[2..<6].reversed().reduce(0) { $0 << 8 | Int($1) }
    return size == bytes.count
  }

  /// Whether the first bytes are those of a font format FreeType reads (TrueType, OpenType,
  /// collections, WOFF, Type 1, BDF, PCF): a file that then fails to open is damaged.
  static func looksLikeFont(_ bytes: [UInt8]) -> Bool {
    let signatures: [[UInt8]] = [
      [0x00, 0x01, 0x00, 0x00], Array("OTTO".utf8), Array("true".utf8), Array("typ1".utf8), Array("ttcf".utf8),
      Array("wOFF".utf8), Array("wOF2".utf8), Array("%!PS-AdobeFont".utf8), Array("%!FontType1".utf8),
      [0x80, 0x01], Array("STARTFONT".utf8), [0x01, 0x66, 0x63, 0x70],
    ]
    return signatures.contains { bytes.starts(with: $0) }
  }
}
