/// Whether a font file holds the face a location names (`FILE#INDEX`), and why not.
public enum FaceInFile {
  /// Why `location` names no face of its file, as `typecase face FILE#INDEX` says it: a face
  /// number past the file's faces, a named instance past the font's, or a bitmap font in a
  /// legacy encoding; nil when fontconfig reads the face, or the file says nothing more.
  ///
  /// `typecase FILE#2` of a file of two faces said "no face named …" with PostScript names as
  /// the hint, and nothing of the index with no display.
  public static func problem(_ location: FontLocation) -> Message? {
    guard FontFace.query(location) == nil else { return nil }
    let face = location.index & 0xFFFF
    let instance = location.index >> 16
    if let count = FreeTypeFile.faceCount(location.file), face >= count { return .noSuchFace(face, count: count) }
    if instance > 0, let count = FreeTypeFile.namedInstanceCount(location.file, face: face), instance > count {
      return .noSuchInstance(instance, count: count)
    }
    // The window cannot show it: it refused it once open, and Files' Open With showed nothing.
    if let charset = FreeTypeFile.legacyBitmapCharset(location.file, face: face) {
      return .legacyBitmapCharset(charset)
    }
    return nil
  }
}

extension Message {
  /// Why a BDF or PCF font in the legacy X11 character set `charset` ("ISO8859-2") has no
  /// characters, and nothing but X11 draws it.
  public static func legacyBitmapCharset(_ charset: String) -> Message {
    tr(
      "the font's characters are in the {charset} encoding, which FreeType maps to no Unicode character: fontconfig cannot read the font, and programs cannot draw it (only X11's core fonts can, as xterm -fn)",
      ["charset": VisibleText.escaped(charset)])
  }
}
