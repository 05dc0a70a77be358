import Foundation

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
    guard let handle = FileHandle(forReadingAtPath: file) else { return false }
    defer { try? handle.close() }
    // The clear text of a Type 1 font is a few kilobytes (its FontInfo, encoding and header).
    guard let start = try? handle.read(upToCount: 256 * 1024) else { return false }
    let clearText = start.range(of: Data("eexec".utf8)).map { start[..<$0.lowerBound] } ?? start[...]
    return clearText.range(of: Data("/FSType".utf8)) != nil
  }
}
