/// Whether a font file says its face is italic: bit 0 of OS/2's `fsSelection`, which the
/// style name of a variable font's instance does not change.
///
/// Fontconfig calls a named instance italic when its style name says so ("Bold Italic"), also
/// in a font whose only slant is a `slnt` axis (Inter 3's): the bit tells an italic design
/// (its own file) from an upright one with a slant axis, whose instances are oblique.
package enum ItalicSelectionBit {
  /// The bit of face `faceIndex` of `file` (a named instance's bits left out); nil when the
  /// file cannot be read or the face has no OS/2 table.
  package static func read(file: String, faceIndex: Int) -> Bool? {
    OS2Field.uint16(at: 62, file: file, faceIndex: faceIndex).map { $0 & 1 != 0 }
  }

}
