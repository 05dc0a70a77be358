/// Whether a face's OS/2 fsType forbids embedding it (Restricted License embedding), read from
/// the font file itself.
package enum RestrictedLicenseBit {
  /// Whether face `faceIndex` of `file` (a named instance's bits left out) is restricted: its
  /// fsType has bit 1 without bit 2 or 3 (a font that sets those too may be embedded, as the
  /// least restrictive bit says); false when the file cannot be read or has no OS/2 table.
  package static func isSet(file: String, faceIndex: Int) -> Bool {
    OS2Field.uint16(at: 8, file: file, faceIndex: faceIndex).map { $0 & 0x000E == 0x0002 } ?? false
  }

}
