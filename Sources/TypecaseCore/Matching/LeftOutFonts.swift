import CFontconfig

/// Font files in fontconfig's font folders that its configuration leaves out (a `<rejectfont>`
/// rule, or one against bitmap fonts): their fonts are in the folders' caches, not among the
/// fonts programs find.
enum LeftOutFonts {
  /// The files of `config`'s font folders (subfolders too, as fontconfig reads them) that hold
  /// a font of `family`, a family `config` lists no font of; empty when none does.
  ///
  /// A family a `<rejectfont>` rule hid was "not installed, and no rule names a substitute":
  /// the user's own rule sent them looking for a font that was there.
  static func files(ofFamily family: String, in config: OpaquePointer) -> [String] {
    let wanted = FontMatch.comparable(family)
    var files: [String] = []
    _ = FontconfigConfiguration.walkFolderCaches(of: config) { _, cache in
      guard let set = FcCacheCopySet(cache) else { return true }
      defer { FcFontSetDestroy(set) }
      for position in 0..<Int(set.pointee.nfont) {
        guard let font = set.pointee.fonts[position] else { continue }
        let reader = FontPatternReader(pattern: font)
        guard reader.strings(FC_FAMILY).contains(where: { FontMatch.comparable($0) == wanted }),
          let file = reader.string(FC_FILE), !files.contains(file)
        else { continue }
        files.append(file)
      }
      return true
    }
    return files
  }
}
