/// A 16-bit field of a face's OS/2 table, read from its font file (the bits fontconfig does not
/// keep: fsSelection, fsType).
package enum OS2Field {
  /// The big-endian 16-bit value `offset` bytes into the OS/2 table of face `faceIndex` of
  /// `file` (a named instance's bits left out); nil when the file cannot be read or the face
  /// has no OS/2 table.
  package static func uint16(at offset: Int, file: String, faceIndex: Int) -> UInt16? {
    guard let face = SfntFace(file: file, faceIndex: faceIndex & 0xFFFF), faceIndex & 0xFFFF < face.facesInFile
    else { return nil }
    // The table's bytes are the face's mapped file's: read while it is held (an optimized
    // build may let it go after its last use).
    return withExtendedLifetime(face) { face.table("OS/2")?.uint16(at: offset) }
  }
}
