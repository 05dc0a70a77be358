import Glibc

/// Whether a Type 1 font states its embedding permission (an /FSType key).
///
/// FreeType reads a missing key as 0, the number of an installable font: URW's Type 1 fonts,
/// which carry none, read "fsType 0x0000", where their OpenType builds say 0x0004 (preview &
/// print).
enum TypeOneFSTypeKey {
  /// Whether the font dictionary of the Type 1 font in `file` (PFA, PFB or .t1) has an /FSType
  /// key: looked for in its clear text, before its encrypted part ("eexec"), where the
  /// FontInfo dictionary is.
  static func isStated(inFileAt file: String) -> Bool {
    let descriptor = open(file, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    // The clear text of a Type 1 font is a few kilobytes (its FontInfo, encoding and header).
    var start = [UInt8](repeating: 0, count: 256 * 1024)
    var count = 0
    while count < start.count {
      let read = start.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return Glibc.read(descriptor, base + count, buffer.count - count)
      }
      if read < 0 && errno == EINTR { continue }
      guard read > 0 else { break }
      count += read
    }
    let bytes = start[..<count]
    let clearText = bytes.firstRange(of: Array("eexec".utf8)).map { bytes[..<$0.lowerBound] } ?? bytes
    return clearText.firstRange(of: Array("/FSType".utf8)) != nil
  }
}
