import CFontconfig
import Glibc

/// What a configuration's font list is made of, to know it unchanged without reading it:
/// fontconfig's version and sysroot, the configuration files it read (each with its
/// fingerprint), and each font folder with the fingerprint of the cache file its fonts came
/// from.
///
/// Two configurations with the same fingerprint list the same fonts, in the same order, with
/// the same values: fontconfig builds the list from those caches, filtered by those files.
///
/// A configuration has none when one of its fonts did not come from a cache file fontconfig
/// has mapped (a folder scanned afresh because its cache was missing or stale and could not be
/// written, a cache replaced while it was read, application fonts): its fonts are read again
/// each time.
///
/// The fingerprint is in two parts: what every font depends on (`configuration`: the program,
/// fontconfig, its configuration files, the folders reached through links), and one line for
/// each folder (`folders`), so that the faces of the folders whose cache files are unchanged
/// can be kept when another changed.
package struct FontSetFingerprint: Equatable, Sendable {
  /// What all the fonts depend on, as text, one item a line.
  package let configuration: String
  /// Each font folder with its cache file's fingerprint, one line each, in fontconfig's order.
  package let folders: [String]
  /// The folder (an index in `folders`) of each listed font, by the address of its pattern.
  private let folderOfFont: [UInt: Int]

  /// The folder (an index in `folders`) the font of `pattern` came from; nil for none.
  package func folder(of pattern: OpaquePointer) -> Int? {
    folderOfFont[UInt(bitPattern: pattern)]
  }

  /// The fingerprint of `configuration`'s fonts, for a snapshot written by `writer` (what
  /// tells one build of the program from another); nil when it has none.
  package init?(configuration: FontconfigConfiguration, writer: String) {
    let config = configuration.config
    guard FcConfigGetFonts(config, FcSetApplication).map({ $0.pointee.nfont == 0 }) ?? true else { return nil }
    var lines = [
      "typecase font set 2", "writer " + writer, "fontconfig " + FontSnapshot.fontconfigVersion,
      "sysroot " + (FcConfigGetSysRoot(config).map { String(cString: $0) } ?? ""),
    ]
    for file in configuration.configurationFiles() {
      lines.append("config " + Self.describe(FileFingerprint(path: file)) + " " + Self.quoted(file))
    }
    // Every font of the list must be one of the cached fonts of its folders.
    var cached: [UInt: Int] = [:]
    cached.reserveCapacity(Int(FcConfigGetFonts(config, FcSetSystem)?.pointee.nfont ?? 0))
    var folderLines: [String] = []
    guard let folderList = FcConfigGetFontDirs(config) else { return nil }
    defer { FcStrListDone(folderList) }
    while let folder = FcStrListNext(folderList) {
      let path = String(cString: folder)
      var status = stat()
      guard stat(path, &status) == 0 else {
        folderLines.append("folder missing " + Self.quoted(path))
        continue
      }
      // Which faces are repeats through a linked folder depends on the links (a folder's
      // faces kept beside a link made since would be listed twice).
      if let real = Self.realPath(of: path), real != path, real + "/" != path {
        lines.append("linked " + Self.quoted(path) + " " + Self.quoted(real))
      }
      var cacheFile: UnsafeMutablePointer<FcChar8>?
      guard let cache = FcDirCacheLoad(folder, config, &cacheFile), let cacheFile else { return nil }
      defer {
        FcDirCacheUnload(cache)
        FcStrFree(cacheFile)
      }
      let cachePath = String(cString: cacheFile)
      guard let fingerprint = FileFingerprint(path: cachePath), let set = FcCacheCopySet(cache) else { return nil }
      defer { FcFontSetDestroy(set) }
      for position in 0..<Int(set.pointee.nfont) {
        // A font in two folders' caches belongs to the first.
        if let font = set.pointee.fonts[position], cached[UInt(bitPattern: font)] == nil {
          cached[UInt(bitPattern: font)] = folderLines.count
        }
      }
      folderLines.append(
        "folder " + Self.describe(fingerprint) + " " + Self.quoted(cachePath) + " " + Self.quoted(path))
    }
    guard let fonts = FcConfigGetFonts(config, FcSetSystem) else { return nil }
    for position in 0..<Int(fonts.pointee.nfont) {
      guard let font = fonts.pointee.fonts[position], cached[UInt(bitPattern: font)] != nil else {
        return nil
      }
    }
    self.configuration = lines.joined(separator: "\n")
    folders = folderLines
    folderOfFont = cached
  }

  /// The real path of the folder `path`, without a final slash; nil when it cannot be resolved.
  private static func realPath(of path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// `path` as a JSON string literal: one line, whatever it holds.
  private static func quoted(_ path: String) -> String {
    var json = JSONBytes()
    json.string(path)
    return json.text
  }

  /// `fingerprint` as four numbers, or "missing".
  private static func describe(_ fingerprint: FileFingerprint?) -> String {
    guard let fingerprint else { return "missing" }
    return "\(fingerprint.device):\(fingerprint.inode):\(fingerprint.size):\(fingerprint.modifiedNanoseconds)"
  }
}
