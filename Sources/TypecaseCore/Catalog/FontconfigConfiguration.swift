import CFontconfig
import FoundationEssentials

/// A fontconfig configuration loaded the way every fontconfig program loads it (FONTCONFIG_FILE,
/// FONTCONFIG_PATH), with its fonts read from fontconfig's caches.
///
/// The fonts are walked straight from the configuration's font sets: the same fonts, in the
/// same order, that `FcFontList` would filter, without its copying and de-duplication.
package final class FontconfigConfiguration: @unchecked Sendable {
  /// The `FcConfig`.
  let config: OpaquePointer

  /// Uses the process's current configuration, the one GTK and Pango draw with (loading it
  /// if nobody has yet), so its font caches are read once.
  init(current: ()) {
    config = FcConfigReference(nil)
  }

  /// Walks `config`, a configuration someone else made, holding a reference of its own.
  init(borrowing config: OpaquePointer) {
    self.config = FcConfigReference(config) ?? config
  }

  /// Loads the configuration (`file`, else the one FONTCONFIG_FILE or the system names) and its
  /// fonts anew.
  package init(file: String? = nil) throws(FontSourceError) {
    guard let config = FcConfigCreate() else { throw .configurationUnreadable(FontSource.configurationName) }
    guard FcConfigParseAndLoad(config, file, FcTrue) == FcTrue, FcConfigBuildFonts(config) == FcTrue else {
      FcConfigDestroy(config)
      throw .configurationUnreadable(FontSource.configurationName)
    }
    self.config = config
  }

  deinit { FcConfigDestroy(config) }

  /// Calls `body` with every scalable font that covers `language` (when given), as
  /// `FcFontList(config, ":scalable=true:lang=…")` would select them.
  package func forEachScalableFont(language: String?, _ body: (OpaquePointer) -> Void) {
    let filter = ScalableFontFilter(language: language)
    for kind in [FcSetSystem, FcSetApplication] {
      guard let set = FcConfigGetFonts(config, kind) else { continue }
      for position in 0..<Int(set.pointee.nfont) {
        guard let font = set.pointee.fonts[position] else { continue }
        if filter.selects(font) { body(font) }
      }
    }
  }

  /// `config`'s application font set, made (empty) when it has none.
  static func applicationFonts(of config: OpaquePointer) -> UnsafeMutablePointer<FcFontSet>? {
    if let fonts = FcConfigGetFonts(config, FcSetApplication) { return fonts }
    // Creates the (empty) application font set: a folder that cannot exist adds no font.
    FcConfigAppFontAddDir(config, "/proc/typecase-no-fonts-here")
    return FcConfigGetFonts(config, FcSetApplication)
  }

  /// The first family names of the fonts, each once.
  func familyNames() -> Set<String> {
    var names = Set<String>()
    forEachScalableFont(language: nil) { font in
      if let name = FontPatternReader(pattern: font).firstFamily { names.insert(name) }
    }
    return names
  }

  /// When each font folder was last changed: changes when fonts are installed or removed.
  func directoriesStamp() -> FontDirectoriesStamp {
    var entries: [String: Int64] = [:]
    guard let directories = FcConfigGetFontDirs(config) else { return FontDirectoriesStamp(entries: [:]) }
    defer { FcStrListDone(directories) }
    while let next = FcStrListNext(directories) {
      var status = stat()
      let path = String(cString: next)
      guard stat(path, &status) == 0 else {
        entries[path] = -1
        continue
      }
      entries[path] = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
    }
    return FontDirectoriesStamp(entries: entries)
  }
}

/// The modification times of the font folders, to notice fonts being installed or removed.
public struct FontDirectoriesStamp: Sendable, Equatable {
  let entries: [String: Int64]
}
