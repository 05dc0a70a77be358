import CFontconfig

/// A file fontconfig lists already that holds exactly a font being installed: a font installed
/// for everyone, given again (a system font's copy from a USB stick).
///
/// Installed again for the user, it became a second copy of the same bytes, shadowing the
/// first, and its family was marked a duplicate.
enum ListedIdenticalCopy {
  /// The first file `configuration` lists under the first PostScript name of `checked`'s faces
  /// whose bytes are `checked`'s, if any (none for a font without a PostScript name).
  static func file(holding checked: CheckedFontFile, in configuration: FontconfigConfiguration) -> String? {
    guard let name = checked.faces.lazy.compactMap(\.postScriptName).first(where: { !$0.isEmpty }) else {
      return nil
    }
    var files: [String] = []
    configuration.forEachListedFont(
      matching: { FcPatternAddString($0, FC_POSTSCRIPT_NAME, name) }, objects: [FC_FILE]
    ) { font in
      if let file = font.string(FC_FILE), !files.contains(file) { files.append(file) }
      return true
    }
    return files.first { FileComparison.compare(checked.bytes, withFileAt: $0) == .same }
  }
}
