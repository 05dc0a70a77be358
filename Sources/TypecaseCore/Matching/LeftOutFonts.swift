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
    guard let folders = FcStrSetCreate() else { return [] }
    defer { FcStrSetDestroy(folders) }
    if let configured = FcConfigGetFontDirs(config) {
      defer { FcStrListDone(configured) }
      while let folder = FcStrListNext(configured) { FcStrSetAddFilename(folders, folder) }
    }
    // The list walks the set as it grows with each folder's subfolders.
    guard let list = FcStrListCreate(folders) else { return [] }
    defer { FcStrListDone(list) }
    let wanted = FontMatch.comparable(family)
    var files: [String] = []
    while let folder = FcStrListNext(list) {
      guard let cache = FcDirCacheRead(folder, FcFalse, config) else { continue }
      defer { FcDirCacheUnload(cache) }
      if let set = FcCacheCopySet(cache) {
        defer { FcFontSetDestroy(set) }
        for position in 0..<Int(set.pointee.nfont) {
          guard let font = set.pointee.fonts[position] else { continue }
          let reader = FontPatternReader(pattern: font)
          guard reader.strings(FC_FAMILY).contains(where: { FontMatch.comparable($0) == wanted }),
            let file = reader.string(FC_FILE), !files.contains(file)
          else { continue }
          files.append(file)
        }
      }
      for position in 0..<FcCacheNumSubdir(cache) {
        if let subfolder = FcCacheSubdir(cache, position) { FcStrSetAddFilename(folders, subfolder) }
      }
    }
    return files
  }
}
