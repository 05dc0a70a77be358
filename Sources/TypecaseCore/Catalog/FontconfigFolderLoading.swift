import CFontconfig
import Glibc

extension FontconfigConfiguration {
  /// The selection rules with which `addFontsFolderByFolder` reads `config`'s fonts as
  /// fontconfig would, or nil when it cannot: when a configuration file has `<selectfont>` rules
  /// it cannot follow (see `FontSelectionRules`), when a sysroot is set, or with a fontconfig
  /// whose reading was not compared with it.
  static func folderByFolderRules(_ config: OpaquePointer) -> FontSelectionRules? {
    guard (21300..<21500).contains(FcGetVersion()), FcConfigGetSysRoot(config) == nil else { return nil }
    return FontSelectionRules.read(config)
  }

  /// Adds the fonts of `config`'s font folders (parsed, not built) to its application font set
  /// as `FcConfigBuildFonts` adds them to its system set, the same fonts in the same order, but
  /// one folder's cache at a time: each font is handed to `body` as it is added, while its cache
  /// is in memory, and each cache and font to `pages`, so that their pages go before the next
  /// folders' come in, leaving out what `rules` (`folderByFolderRules(config)`) leave out.
  ///
  /// False when a cache was made for another folder (`<remap-dir>`: fontconfig rewrites each font's
  /// file then), and then the configuration is to be thrown away (some fonts may have been added, and
  /// handed to `body`).
  ///
  /// `FcConfigBuildFonts` reads every folder's cache before it returns, which makes every cache
  /// resident at once (72 MB at 50,000 faces). This is its FcConfigAddDirList and
  /// FcConfigAddCache, as fontconfig 2.13 and 2.14 write them, through the public cache API:
  /// the folders in the configuration's order, then each folder's subfolders as its cache names
  /// them (each folder once), every font of each cache.
  static func addFontsFolderByFolder(
    to config: OpaquePointer, rules: FontSelectionRules, pages: FontCachePageRelease,
    folder noticed: (UnsafePointer<FcChar8>) -> Void = { _ in }, _ body: (OpaquePointer) -> Void
  ) -> Bool {
    guard let fonts = applicationFonts(of: config) else { return false }
    return walkFolderCaches(of: config, acceptsSubfolder: { rules.accepts(file: $0) }) { folder, cache in
      guard let cached = FcCacheDir(cache), String(cString: cached) == String(cString: folder) else { return false }
      noticed(folder)
      // Each font holds a reference on its cache, as FcConfigAddCache's FcDirCacheReference
      // takes them, so the cache stays mapped after FcDirCacheUnload.
      if let copy = FcCacheCopySet(cache) {
        let first = Int(fonts.pointee.nfont)
        for position in 0..<Int(copy.pointee.nfont) {
          guard let font = copy.pointee.fonts[position] else { continue }
          guard rules.accepts(font), FcFontSetAdd(fonts, font) == FcTrue else {
            FcPatternDestroy(font)
            continue
          }
          body(font)
        }
        // The set's fonts now belong to the configuration's set: free only the copy's array.
        copy.pointee.nfont = 0
        FcFontSetDestroy(copy)
        let added = first..<Int(fonts.pointee.nfont)
        if !added.isEmpty {
          pages.hold(cache)
          pages.touched(added.lazy.compactMap { fonts.pointee.fonts[$0] })
        }
      }
      return true
    }
  }

  /// Reads the caches of `config`'s font folders as fontconfig's FcConfigAddDirList does.
  ///
  /// The folders in the configuration's order, then each folder's subfolders as its cache
  /// names them (each folder once; those `acceptsSubfolder` keeps). `body` is handed each
  /// folder and its cache (unloaded after it returns), and returns false to stop: the walk
  /// then returns false. A folder without a cache is passed by.
  static func walkFolderCaches(
    of config: OpaquePointer, acceptsSubfolder: (UnsafePointer<FcChar8>) -> Bool = { _ in true },
    _ body: (UnsafeMutablePointer<FcChar8>, OpaquePointer) -> Bool
  ) -> Bool {
    guard let folders = FcStrSetCreate() else { return false }
    defer { FcStrSetDestroy(folders) }
    if let configured = FcConfigGetFontDirs(config) {
      defer { FcStrListDone(configured) }
      while let folder = FcStrListNext(configured) { FcStrSetAddFilename(folders, folder) }
    }
    // The list walks the set as it grows, as fontconfig's does.
    guard let list = FcStrListCreate(folders) else { return false }
    defer { FcStrListDone(list) }
    while let folder = FcStrListNext(list) {
      guard let cache = FcDirCacheRead(folder, FcFalse, config) else { continue }
      defer { FcDirCacheUnload(cache) }
      guard body(folder, cache) else { return false }
      for position in 0..<FcCacheNumSubdir(cache) {
        guard let subfolder = FcCacheSubdir(cache, position), acceptsSubfolder(subfolder) else { continue }
        FcStrSetAddFilename(folders, subfolder)
      }
    }
    return true
  }
}
