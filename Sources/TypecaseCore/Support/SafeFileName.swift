/// A file name made from text that may hold anything (a font's family name, a downloaded
/// file's name): safe to list, to type and to move to the trash.
public enum SafeFileName {
  /// The longest name made, in UTF-8 bytes: file systems allow 255, and the trash writes the
  /// name again with ".trashinfo" after it (and ".2" before its extension for a second file of
  /// the name): a 250-byte font file could be installed but not moved to the trash.
  public static let maximumBytes = 200

  /// `name` with control characters (a newline, an escape) and slashes as "_", a leading dot
  /// as "_" (a hidden file, which fontconfig skips and file choosers hide), and cut to
  /// `maximumBytes` at a character's end, its extension kept.
  public static func make(from name: String, maximumBytes: Int = maximumBytes) -> String {
    var result = ""
    for scalar in name.unicodeScalars {
      let isUnsafe =
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
        || scalar == "\u{2029}" || scalar == "/"
      result.unicodeScalars.append(isUnsafe ? "_" : scalar)
    }
    if result.hasPrefix(".") { result = "_" + result.dropFirst() }
    if result.isEmpty { return "_" }
    guard result.utf8.count > maximumBytes else { return result }
    // The extension kept when it is a short one (".ttf", ".pdf").
    let dot = result.lastIndex(of: ".")
    let suffix = dot.map { String(result[$0...]) }.flatMap { $0.utf8.count <= 10 ? $0 : nil } ?? ""
    var stem = String(result.dropLast(suffix.count))
    while stem.utf8.count + suffix.utf8.count > maximumBytes { stem.removeLast() }
    return stem + suffix
  }
}
