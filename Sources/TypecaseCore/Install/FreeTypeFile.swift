import CFontconfig
import Glibc

/// A font file as FreeType opens it from its path (a gzipped PCF too), and its first bytes.
package enum FreeTypeFile {
  /// How many faces FreeType finds in the file at `path`; nil when it opens none.
  package static func faceCount(_ path: String) -> Int? {
    withFirstFace(path) { max(1, Int($0.pointee.num_faces)) }
  }

  /// How many named instances the face numbered `face` of the file at `path` has (0 for a
  /// face that is no variable font); nil when FreeType opens no such face.
  package static func namedInstanceCount(_ path: String, face: Int) -> Int? {
    withFace(path, index: face) { Int($0.pointee.style_flags >> 16) }
  }

  /// Whether FreeType opens the file at `path` and fontconfig reads none of its faces as
  /// scalable (a PCF, a BDF, a Windows .fon; not a color bitmap font, which fontconfig scales):
  /// a bitmap font.
  package static func isBitmapOnly(_ path: String) -> Bool {
    guard let count = faceCount(path) else { return false }
    return (0..<count).allSatisfy { index in
      withFace(path, index: index) { face in
        guard let pattern = FcFreeTypeQueryFace(face, path, UInt32(index), nil) else {
          return face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0
        }
        defer { FcPatternDestroy(pattern) }
        return FontPatternReader(pattern: pattern).boolean(FC_SCALABLE) == false
      } ?? true
    }
  }

  /// The font in the web font's file at `path` (WOFF, WOFF2) as FreeType uncompresses it on
  /// opening it; nil when FreeType opens no face or holds the file as it is.
  package static func uncompressedFont(_ path: String) -> [UInt8]? {
    // Not one that unpacks to more than any font (a few kilobytes of zeros packed).
    guard DrawableFormat.oversizedWebFont(path) == nil else { return nil }
    return withFirstFace(path, fontBytes) ?? nil
  }

  /// The X11 character set ("ISO8859-2") of the BDF or PCF face numbered `face` of the file at
  /// `path` when it is a legacy one, which FreeType maps to no Unicode character (fontconfig
  /// then cannot read the face); nil for a Unicode one, other formats, or no such face.
  package static func legacyBitmapCharset(_ path: String, face: Int) -> String? {
    withFace(path, index: face) { face in
      guard face.pointee.num_glyphs > 0 else { return nil }
      var glyph: FT_UInt = 0
      _ = FT_Get_First_Char(face, &glyph)
      return glyph == 0 ? bitmapCharset(of: face) : nil
    } ?? nil
  }

  /// The X11 character set of the open BDF or PCF `face`, its registry and encoding
  /// ("ISO8859-2"); nil for other formats and a font that gives none.
  package static func bitmapCharset(of face: FT_Face) -> String? {
    var encoding: UnsafePointer<CChar>?
    var registry: UnsafePointer<CChar>?
    guard FT_Get_BDF_Charset_ID(face, &encoding, &registry) == 0, let registry, let encoding else { return nil }
    return String(cString: registry) + "-" + String(cString: encoding)
  }

  /// The bytes FreeType reads the open `face` from: for a web font, the font uncompressed;
  /// nil when FreeType holds none of its own.
  package static func fontBytes(of face: FT_Face) -> [UInt8]? {
    guard let stream = face.pointee.stream, let base = stream.pointee.base, stream.pointee.size > 0 else { return nil }
    return Array(UnsafeBufferPointer(start: base, count: Int(stream.pointee.size)))
  }

  /// `body` of the file's first face, opened by FreeType (and closed after); nil when it opens
  /// none.
  private static func withFirstFace<Result>(_ path: String, _ body: (FT_Face) -> Result) -> Result? {
    withFace(path, index: 0, body)
  }

  /// `body` of the file's face numbered `index`, opened by FreeType (and closed after); nil
  /// when it opens none.
  private static func withFace<Result>(_ path: String, index: Int, _ body: (FT_Face) -> Result) -> Result? {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else { return nil }
    defer { FT_Done_FreeType(library) }
    var face: FT_Face?
    guard FT_New_Face(library, path, index, &face) == 0, let face else { return nil }
    defer { FT_Done_Face(face) }
    return body(face)
  }

  /// Up to `count` bytes from the start of the file at `path` (none when it cannot be read).
  package static func firstBytes(_ path: String, count: Int) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return [] }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: count)
    let read = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
    return Array(bytes.prefix(max(0, read)))
  }
}
