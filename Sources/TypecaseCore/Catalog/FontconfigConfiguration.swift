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
  /// What lets the font caches' pages go as fonts are read, when the configuration was loaded
  /// folder by folder (see `init(readingFolderByFolder:language:cachePageBudget:_:)`).
  package let cachePages: FontCachePageRelease?

  /// Uses the process's current configuration, the one GTK and Pango draw with (loading it
  /// if nobody has yet), so its font caches are read once.
  init(current: ()) {
    config = FcConfigReference(nil)
    cachePages = nil
  }

  /// Walks `config`, a configuration someone else made, holding a reference of its own.
  init(borrowing config: OpaquePointer) {
    self.config = FcConfigReference(config) ?? config
    cachePages = nil
  }

  /// Loads the configuration (`file`, else the one FONTCONFIG_FILE or the system names) and its
  /// fonts anew.
  package init(file: String? = nil) throws(FontSourceError) {
    guard let config = Self.parse(file) else { throw .configurationUnreadable(FontSource.configurationName) }
    guard FcConfigBuildFonts(config) == FcTrue else {
      FcConfigDestroy(config)
      throw .configurationUnreadable(FontSource.configurationName)
    }
    self.config = config
    cachePages = nil
  }

  /// Parses the configuration (`file`, else the one FONTCONFIG_FILE or the system names) and
  /// reads none of its fonts: its rules alone, for substitution (`FcConfigSubstitute` needs
  /// nothing else), at the cost of parsing its files, not of opening every font cache.
  package init(rulesOnly file: String?) throws(FontSourceError) {
    guard let config = Self.parse(file) else { throw .configurationUnreadable(FontSource.configurationName) }
    self.config = config
    cachePages = nil
  }

  /// Loads the configuration as `init(file:)` does, but reads its fonts one font folder's cache
  /// at a time where it can, calling `body` with each scalable font covering `language` (any,
  /// when nil) as it is read (and `folder` with each folder before its fonts), in `forEachScalableFont`'s order, and letting the caches' pages go
  /// as it goes: the same fonts, without every cache in memory at once (see
  /// `addFontsFolderByFolder`).
  ///
  /// Later walks over the fonts let the pages go too (`cachePages`), after `cachePageBudget`
  /// bytes' worth of them.
  ///
  /// The fonts are then the configuration's application fonts (its system set stays empty, and
  /// `FcConfigGetFontDirs` names the configured folders only): such a configuration is for
  /// reading fonts, not for drawing with. Where fontconfig's own reading cannot be followed
  /// exactly, the fonts are read as `init(file:)` reads them and `cachePages` is nil: what
  /// `body` was given then does not count (it may have seen some fonts, or none).
  package init(
    readingFolderByFolder file: String? = nil, language: String? = nil, cachePageBudget: Int = 16 << 20,
    folder: (UnsafePointer<FcChar8>) -> Void = { _ in }, _ body: (OpaquePointer) -> Void
  ) throws(FontSourceError) {
    guard var config = Self.parse(file) else { throw .configurationUnreadable(FontSource.configurationName) }
    if let rules = Self.folderByFolderRules(config) {
      let pages = FontCachePageRelease(config: config, budget: cachePageBudget)
      let filter = ScalableFontFilter(language: language)
      let added = Self.addFontsFolderByFolder(to: config, rules: rules, pages: pages, folder: folder) { font in
        if filter.selects(font) { body(font) }
      }
      if added {
        self.config = config
        cachePages = pages
        return
      }
      // Some fonts are in: read them all again, as a whole.
      FcConfigDestroy(config)
      guard let parsed = Self.parse(file) else { throw .configurationUnreadable(FontSource.configurationName) }
      config = parsed
    }
    guard FcConfigBuildFonts(config) == FcTrue else {
      FcConfigDestroy(config)
      throw .configurationUnreadable(FontSource.configurationName)
    }
    self.config = config
    cachePages = nil
  }

  /// Throws when the process's current configuration (the one FONTCONFIG_FILE or the system
  /// names, loaded if nobody has yet) could not be read: fontconfig then carries on with its
  /// built-in fallback, which reads the system's conf.d but not the file asked for.
  package static func requireReadable() throws(FontSourceError) {
    let config = FcConfigReference(nil)
    defer { FcConfigDestroy(config) }
    guard let name = FcConfigGetFilename(config, nil), let files = FcConfigGetConfigFiles(config) else {
      throw .configurationUnreadable(FontSource.configurationName)
    }
    defer {
      FcStrFree(name)
      FcStrListDone(files)
    }
    let asked = String(cString: name)
    while let file = FcStrListNext(files) {
      if String(cString: file) == asked { return }
    }
    throw .configurationUnreadable(FontSource.configurationName)
  }

  /// A new configuration with `file` (else the one FONTCONFIG_FILE or the system names) parsed,
  /// its fonts not yet read; nil when it cannot be read.
  private static func parse(_ file: String?) -> OpaquePointer? {
    guard let config = FcConfigCreate() else { return nil }
    guard FcConfigParseAndLoad(config, file, FcTrue) == FcTrue else {
      FcConfigDestroy(config)
      return nil
    }
    return config
  }

  deinit {
    // The caches are unmapped once the configuration lets its fonts go.
    cachePages?.forgetCaches()
    FcConfigDestroy(config)
  }

  /// Calls `body` with every scalable font that covers `language` (when given), as
  /// `FcFontList(config, ":scalable=true:lang=…")` would select them.
  package func forEachScalableFont(language: String?, _ body: (OpaquePointer) -> Void) {
    let filter = ScalableFontFilter(language: language)
    for kind in [FcSetSystem, FcSetApplication] {
      guard let set = FcConfigGetFonts(config, kind) else { continue }
      for position in 0..<Int(set.pointee.nfont) {
        guard let font = set.pointee.fonts[position] else { continue }
        cachePages?.touched(font)
        if filter.selects(font) { body(font) }
      }
    }
  }

  /// Calls `body` with each font `FcFontList` lists for the pattern `describe` fills in (as
  /// `fc-list PATTERN OBJECTS…`), each holding `objects` alone; `body` returns false to stop.
  package func forEachListedFont(
    matching describe: (OpaquePointer) -> Void, objects: [String], _ body: (FontPatternReader) -> Bool
  ) {
    guard let pattern = FcPatternCreate(), let objectSet = FcObjectSetCreate() else { return }
    defer {
      FcPatternDestroy(pattern)
      FcObjectSetDestroy(objectSet)
    }
    describe(pattern)
    for object in objects { FcObjectSetAdd(objectSet, object) }
    guard let list = FcFontList(config, pattern, objectSet) else { return }
    defer { FcFontSetDestroy(list) }
    for position in 0..<Int(list.pointee.nfont) {
      guard let font = list.pointee.fonts[position] else { continue }
      if !body(FontPatternReader(pattern: font)) { return }
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

  /// When each font folder, each cache folder and each configuration file (and folder of them,
  /// as conf.d) was last changed: changes when fonts are installed or removed, when `fc-cache`
  /// writes a folder's cache anew (a font replaced in place under the same name changes no
  /// folder; fontconfig, and so every program, sees it once its cache is rebuilt), and when
  /// the configuration is edited (a folder added, fonts rejected: the list kept the fonts as
  /// they were until Typecase was started again).
  func directoriesStamp() -> FontDirectoriesStamp {
    var entries: [String: Int64] = [:]
    var configurationFiles: [String] = []
    for (list, isConfiguration) in [
      (FcConfigGetFontDirs(config), false), (FcConfigGetCacheDirs(config), false),
      (FcConfigGetConfigFiles(config), true),
    ] {
      guard let list else { continue }
      defer { FcStrListDone(list) }
      while let next = FcStrListNext(list) {
        let path = String(cString: next)
        entries[path] = Self.date(of: path)
        if isConfiguration { configurationFiles.append(path) }
      }
    }
    // The folders of the configuration's files: a file made there that the configuration
    // includes when it is there (Debian's /etc/fonts/local.conf, `ignore_missing`) went
    // unnoticed by the open window, read by no list above.
    for file in configurationFiles {
      guard let slash = file.lastIndex(of: "/") else { continue }
      let folder = String(file[..<slash])
      if entries[folder] == nil { entries[folder] = Self.date(of: folder) }
    }
    // The user's own configuration where fontconfig's 50-user.conf looks for it, there or
    // not: a file fontconfig did not read (missing when the configuration was read) is in no
    // list above, and one made later, the usual first rule of a user, went unnoticed.
    for path in Self.userConfigurationPaths where entries[path] == nil { entries[path] = Self.date(of: path) }
    return FontDirectoriesStamp(entries: entries)
  }

  /// The modification date of the file or folder at `path`, in nanoseconds; -1 when there is
  /// none.
  private static func date(of path: String) -> Int64 {
    var status = stat()
    guard stat(path, &status) == 0 else { return -1 }
    return Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
  }

  /// The font folders whose dates differ between `old` and `new` (fonts installed or removed
  /// there); with `countingNew` false, only folders `old` has a date for (not one the
  /// configuration lists since); `withCaches`, the cache folders too (`fc-cache` run after a
  /// font file changed in place, which changes no folder's date).
  func fontFolders(
    changedFrom old: FontDirectoriesStamp, to new: FontDirectoriesStamp, countingNew: Bool = true,
    withCaches: Bool = false
  ) -> [String] {
    var folders: [String] = []
    for list in [FcConfigGetFontDirs(config), withCaches ? FcConfigGetCacheDirs(config) : nil] {
      guard let list else { continue }
      defer { FcStrListDone(list) }
      while let next = FcStrListNext(list) {
        let folder = String(cString: next)
        guard countingNew || old.entries[folder] != nil else { continue }
        if old.entries[folder] != new.entries[folder] { folders.append(folder) }
      }
    }
    return folders
  }

  /// The font folders the configuration names (not the folders inside them it reads too).
  var configuredFontFolders: [String] {
    guard let list = FcConfigGetFontDirs(config) else { return [] }
    defer { FcStrListDone(list) }
    var folders: [String] = []
    while let next = FcStrListNext(list) { folders.append(String(cString: next)) }
    return folders
  }

  /// Where fontconfig's 50-user.conf reads a user's configuration: `$XDG_CONFIG_HOME/fontconfig`
  /// (its `fonts.conf` and `conf.d`) and the older `~/.fonts.conf` and `~/.fonts.conf.d`.
  static let userConfigurationPaths: [String] = {
    let environment = ProcessInfo.processInfo.environment
    let home = HomeFolder.path(environment: environment)
    let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
    let folder = configHome + "/fontconfig"
    return [folder, folder + "/fonts.conf", folder + "/conf.d", home + "/.fonts.conf", home + "/.fonts.conf.d"]
  }()
}

/// The modification times of the font and cache folders and the configuration files, to
/// notice fonts being installed, removed or read anew, and the configuration changing.
public struct FontDirectoriesStamp: Sendable, Equatable {
  let entries: [String: Int64]
}
