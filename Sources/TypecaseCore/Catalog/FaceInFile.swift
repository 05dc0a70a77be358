/// Whether a font file holds the face a location names (`FILE#INDEX`), and why not.
public enum FaceInFile {
  /// Why `location` names no face of its file, as `typecase face FILE#INDEX` says it: a face
  /// number past the file's faces, or a named instance past the font's; nil when fontconfig
  /// reads the face, or the file says nothing more.
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
    return nil
  }
}
