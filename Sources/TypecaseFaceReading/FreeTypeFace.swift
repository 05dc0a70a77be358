import CFontconfig
import CHarfBuzz
import TypecaseCore

/// One face of a font file opened with FreeType, for what HarfBuzz 6.0 does not say: the
/// format's name, the OS/2 table's vendor and embedding bits, and everything about fonts
/// HarfBuzz cannot open (Type 1, BDF, PCF, Windows FNT, WOFF).
final class FreeTypeFace {
  /// Why FreeType could not open a face: its error code (fterrdef.h).
  struct OpeningError: Error {
    /// FreeType's error code.
    let code: Int32
    /// FT_Err_Unknown_File_Format: no FreeType driver recognizes the file.
    var isUnknownFormat: Bool { code == 0x02 }
  }

  private let library: FT_Library
  private let face: FT_Face

  /// The face numbered `faceIndex` of `file` (a named instance's upper bits are left out by
  /// the caller: nothing read here depends on the instance).
  init(file: String, faceIndex: Int) throws(OpeningError) {
    var library: FT_Library?
    let initialized = FT_Init_FreeType(&library)
    guard initialized == 0, let library else { throw OpeningError(code: initialized) }
    var face: FT_Face?
    let opened = FT_New_Face(library, file, FT_Long(faceIndex), &face)
    guard opened == 0, let face else {
      FT_Done_FreeType(library)
      throw OpeningError(code: opened)
    }
    self.library = library
    self.face = face
    NameLegibility.selectSymbolMapWithoutUnicode(face)
  }

  /// The font as FreeType holds it open: a web font's uncompressed (see
  /// `FreeTypeFile.fontBytes(of:)`).
  var fontBytes: [UInt8]? { FreeTypeFile.fontBytes(of: face) }

  deinit {
    FT_Done_Face(face)
    FT_Done_FreeType(library)
  }

  /// The format as FreeType's driver names it ("TrueType", "CFF", "Type 1", "BDF", "PCF" and others).
  var format: String? { FT_Get_Font_Format(face).map { String(cString: $0) } }

  /// How many faces the file holds.
  var facesInFile: Int { Int(face.pointee.num_faces) }

  /// The family name FreeType reports (from the name table, or a Type 1/BDF/PCF font's own
  /// properties).
  var familyName: String? { face.pointee.family_name.map { String(cString: $0) } }

  /// The style name FreeType reports.
  var styleName: String? { face.pointee.style_name.map { String(cString: $0) } }

  /// The PostScript name FreeType reports.
  var postScriptName: String? { FT_Get_Postscript_Name(face).map { String(cString: $0) } }

  /// The number of glyphs.
  var glyphCount: Int { Int(face.pointee.num_glyphs) }

  /// Design units per em; nil for bitmap fonts, which have none.
  var unitsPerEm: Int? {
    face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 ? Int(face.pointee.units_per_EM) : nil
  }

  /// The line metrics, in design units (see `FaceMetrics`); nil for a face without outlines
  /// or an `hhea` table.
  ///
  /// A font of colour bitmaps (CBDT, as Noto Color Emoji) is not scalable to FreeType, but its
  /// `hhea` and OS/2 tables give its line box all the same: it was left without one.
  var metrics: FaceMetrics? {
    let horizontalHeader = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)
    guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 || horizontalHeader != nil else {
      return nil
    }
    var metrics = FaceMetrics(
      ascender: Int(face.pointee.ascender), descender: Int(face.pointee.descender),
      lineGap: Int(face.pointee.height) - Int(face.pointee.ascender) + Int(face.pointee.descender))
    if let table = horizontalHeader {
      let hhea = table.assumingMemoryBound(to: TT_HoriHeader.self).pointee
      metrics.ascender = Int(hhea.Ascender)
      metrics.descender = Int(hhea.Descender)
      metrics.lineGap = Int(hhea.Line_Gap)
    }
    if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
      let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
      // USE_TYPO_METRICS (fsSelection bit 7): the typo metrics are the line's, as HarfBuzz and
      // so Pango take them (Lato's were given as its hhea's 1974/-426, where GTK lays its
      // lines out with 1610/-390 and a gap of 400).
      if os2.version != 0xFFFF, os2.fsSelection & (1 << 7) != 0 {
        metrics.ascender = Int(os2.sTypoAscender)
        metrics.descender = Int(os2.sTypoDescender)
        metrics.lineGap = Int(os2.sTypoLineGap)
      }
      if os2.version >= 2 && os2.version != 0xFFFF {
        metrics.xHeight = os2.sxHeight > 0 ? Int(os2.sxHeight) : nil
        metrics.capHeight = os2.sCapHeight > 0 ? Int(os2.sCapHeight) : nil
      }
    }
    // Above and below the baseline whatever the signs the font wrote, as HarfBuzz takes them
    // (a descender of +500 was given as written, where Pango lays the line out with -500).
    metrics.ascender = abs(metrics.ascender)
    metrics.descender = -abs(metrics.descender)
    return metrics
  }

  /// The pixel sizes of the face's bitmap strikes (their y ppem, rounded), ascending, each once.
  var bitmapSizes: [Int] {
    guard let sizes = face.pointee.available_sizes else { return [] }
    let count = Int(face.pointee.num_fixed_sizes)
    return Set((0..<count).map { Int((Double(sizes[$0].y_ppem) / 64).rounded()) }).filter { $0 > 0 }.sorted()
  }

  /// The characters of the selected (Unicode, when the font has one) character map, ascending.
  var characters: [Unicode.Scalar] {
    var result: [Unicode.Scalar] = []
    var glyph: FT_UInt = 0
    var code = FT_Get_First_Char(face, &glyph)
    while glyph != 0 {
      if let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: code)) { result.append(scalar) }
      code = FT_Get_Next_Char(face, code, &glyph)
    }
    // A non-Unicode map (a BDF font's own encoding) need not come in order.
    return result.sorted { $0.value < $1.value }
  }

  /// Whether fontconfig counts the control character `scalar` (U+0000–U+001F) as the face's,
  /// as fcfreetype.c decides: its glyph loads as an outline with a contour, or as no outline
  /// at all (most fonts map NULL and CR to empty glyphs, left out; JetBrains Mono draws its
  /// controls, kept).
  func countsControlCharacter(_ scalar: Unicode.Scalar) -> Bool {
    let glyph = FT_Get_Char_Index(face, FT_ULong(scalar.value))
    let flags = FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP
    guard glyph != 0, FT_Load_Glyph(face, glyph, FT_Int32(flags)) == 0, let slot = face.pointee.glyph else {
      return false
    }
    return slot.pointee.format != FT_GLYPH_FORMAT_OUTLINE || slot.pointee.outline.n_contours > 0
  }

  /// Whether any of the first `limit` visible characters of `characters` draws something (an
  /// outline with a contour, a bitmap with pixels); true when none can be loaded to tell.
  func drawsSomething(of characters: [Unicode.Scalar], limit: Int = 256) -> Bool {
    var looked = 0
    for scalar in characters where !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control {
      guard looked < limit else { break }
      looked += 1
      let glyph = FT_Get_Char_Index(face, FT_ULong(scalar.value))
      if glyph == 0 || NameLegibility.hasInk(glyph, face) { return true }
    }
    return looked == 0
  }

  /// Whether FreeType could not read the face's own character map and made one up from its
  /// glyph names (see `NameLegibility.hasMadeUpCharacterMap`).
  var hasMadeUpCharacterMap: Bool { NameLegibility.hasMadeUpCharacterMap(face) }

  /// What the characters the face maps draw: text, nothing, or ink without widths (see
  /// `NameLegibility.glyphDrawing`).
  var glyphDrawing: NameLegibility.GlyphDrawing { NameLegibility.glyphDrawing(of: face) }

  /// A few characters the face maps that draw something (see `NameLegibility.sample`).
  var inkedSample: String { NameLegibility.sample(of: face) }

  /// A few characters of the face its color table draws (see `NameLegibility.colorSample`).
  var colorSample: String { NameLegibility.colorSample(of: face) }

  /// The OS/2 table's embedding bits (fsType) and vendor ID (achVendID, trailing spaces
  /// and NULs removed; nil when empty), or nil when the face has no OS/2 table.
  var os2: (fsType: UInt16, vendorID: String?)? {
    guard let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) else { return nil }
    let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
    let bytes = withUnsafeBytes(of: os2.achVendID) { Array($0) }
    var vendor = String(decoding: bytes.filter { (0x20...0x7E).contains($0) }, as: UTF8.self)
    while vendor.last == " " { vendor.removeLast() }
    return (os2.fsType, vendor.isEmpty ? nil : vendor)
  }

  /// A Type 1 font's embedding bits (its `/FSType`, as FreeType reads it; 0, installable, when
  /// the font has none, as Adobe's Type 1 specification takes it), or nil for other formats.
  var typeOneFSType: UInt16? {
    guard typeOneInfo != nil else { return nil }
    return FT_Get_FSType_Flags(face)
  }

  /// A BDF or PCF font's X11 character set, its registry and encoding ("ISO8859-2"), or nil
  /// for other formats and a font that gives none.
  var bitmapCharset: String? { FreeTypeFile.bitmapCharset(of: face) }

  /// A Type 1 font's FontInfo dictionary (full name, version, notice), or nil for other
  /// formats.
  var typeOneInfo: (fullName: String?, version: String?, notice: String?)? {
    var info = PS_FontInfoRec()
    guard FT_Get_PS_Font_Info(face, &info) == 0 else { return nil }
    // Their escapes read ("\050" is "(", "\012" a line break), as the font's PostScript reads them.
    func text(_ string: UnsafeMutablePointer<FT_String>?) -> String? {
      string.map {
        PostScriptString.text(Array(UnsafeBufferPointer(start: $0, count: strlen($0)).map(UInt8.init(bitPattern:))))
      }
    }
    return (text(info.full_name), text(info.version), text(info.notice))
  }
}
