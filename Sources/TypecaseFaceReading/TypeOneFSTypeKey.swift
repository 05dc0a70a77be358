import TypecaseCore

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
    // The clear text of a Type 1 font is a few kilobytes (its FontInfo, encoding and header).
    let bytes = FreeTypeFile.firstBytes(file, count: 256 * 1024)
    let clearText = bytes.firstRange(of: Array("eexec".utf8)).map { bytes[..<$0.lowerBound] } ?? bytes[...]
    return clearText.firstRange(of: Array("/FSType".utf8)) != nil
  }
}
