/// The name a font file gets in the fonts folder: its own, made safe to list.
///
/// Control characters (a newline in a downloaded file's name) become "_", and a leading dot
/// too, since fontconfig skips hidden files when it scans a folder.
enum InstalledFileName {
  /// The name for a file called `name` (its last path component).
  static func make(from name: String) -> String {
    var result = ""
    for scalar in name.unicodeScalars {
      let isControl =
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
        || scalar == "\u{2029}"
      result.unicodeScalars.append(isControl ? "_" : scalar)
    }
    if result.hasPrefix(".") { result = "_" + result.dropFirst() }
    return result.isEmpty ? "_" : result
  }
}
