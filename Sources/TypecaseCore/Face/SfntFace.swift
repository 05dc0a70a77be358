/// One face of a TrueType or OpenType file (or collection), its tables read from the mapped
/// file as HarfBuzz finds them: what the catalog reads variable fonts' axes and names from
/// without linking HarfBuzz into `typecase`.
///
/// Like HarfBuzz, a single font file is its one face whatever the index asked, a collection
/// has the faces its header lists, and anything else (Type 1, BDF) has none. A web font's file
/// (WOFF, WOFF2) is read as FreeType uncompresses it: its instances were named as fontconfig
/// makes names up ("Inter_700wght" for Inter-Bold), and copies of a TrueType file missed.
package final class SfntFace {
  /// The file's bytes.
  private let file: MappedFile
  /// Where the face's table directory starts; nil when there is no such face.
  private let directory: Int?
  /// How many faces the file holds: 1 for a font, the count for a collection, else 0.
  package let facesInFile: Int

  /// The face numbered `faceIndex` of `file`; nil when the file cannot be mapped.
  package convenience init?(file path: String, faceIndex: Int) {
    guard let file = MappedFile(path: path) else { return nil }
    let signature = ByteReader(file.bytes).uint32(at: 0)
    if signature == OpenTypeTag.number("wOFF") || signature == OpenTypeTag.number("wOF2"),
      let font = FreeTypeFile.uncompressedFont(path)
    {
      self.init(file: MappedFile(copying: font), faceIndex: faceIndex)
    } else {
      self.init(file: file, faceIndex: faceIndex)
    }
  }

  /// The face numbered `faceIndex` of the font file whose bytes `file` holds (a file read
  /// before it is installed: `MappedFile(copying:)`, once for all its faces).
  package init(file: MappedFile, faceIndex: Int) {
    self.file = file
    let bytes = ByteReader(file.bytes)
    switch bytes.uint32(at: 0) {
    case 0x0001_0000, OpenTypeTag.number("OTTO"), OpenTypeTag.number("true"), OpenTypeTag.number("typ1"):
      facesInFile = 1
      directory = 0
    case OpenTypeTag.number("ttcf"):
      // Header versions 1 and 2 list their faces; HarfBuzz reads no other.
      let version = bytes.uint16(at: 4) ?? 0
      let count = (version == 1 || version == 2) ? (bytes.uint32(at: 8).map(Int.init) ?? 0) : 0
      let offsetsFit = bytes.has(12, count * 4)
      facesInFile = offsetsFit ? count : 0
      let isListed = offsetsFit && faceIndex >= 0 && faceIndex < count
      directory = isListed ? bytes.uint32(at: 12 + 4 * faceIndex).map(Int.init) : nil
    default:
      facesInFile = 0
      directory = nil
    }
  }

  /// The bytes of the table `tag` (cut at the end of the file), or nil when the face has none.
  package func table(_ tag: String) -> ByteReader? {
    guard let directory else { return nil }
    let bytes = ByteReader(file.bytes)
    guard let count = bytes.uint16(at: directory + 4) else { return nil }
    let wanted = OpenTypeTag.number(tag)
    for record in 0..<Int(count) {
      let start = directory + 12 + 16 * record
      guard bytes.has(start, 16) else { return nil }
      guard bytes.uint32(at: start) == wanted else { continue }
      guard let offset = bytes.uint32(at: start + 8).map(Int.init), let length = bytes.uint32(at: start + 12),
        offset <= file.bytes.count
      else { return nil }
      return ByteReader(
        UnsafeRawBufferPointer(rebasing: file.bytes[offset..<min(file.bytes.count, offset + Int(length))]))
    }
    return nil
  }

}
