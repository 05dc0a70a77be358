import CFontconfig
import Glibc

/// The real paths of font folders reached through a symbolic link, so that a font listed twice
/// (once through the link) is listed once.
///
/// A `~/.fonts` linked to `~/.local/share/fonts` (as many set it up for older programs) has
/// fontconfig list every font installed for the user twice, once under each path (`fc-list`
/// too): each family of one font had "2 fonts" and a page of two identical rows. A face whose
/// file, by its real path, is listed already is left out (`RepeatedFaces`): the first path
/// fontconfig lists it by stays, the one programs get.
///
/// Fonts are looked at only once a folder reached through a link has been seen (`notice`):
/// reading each font's file cost 6% of `typecase families` at 50,000 faces, for machines
/// with no such folder.
struct LinkedFontFolders {
  /// Whether a font folder reached through a link has been seen: fonts are looked at then.
  private(set) var isActive = false
  /// The folder of the last font looked at, with its final slash, as fontconfig gives it.
  private var lastFolder: [UInt8] = []
  /// `lastFolder`'s real path with its final slash, or nil when it is its own.
  private var lastRealFolder: String?
  /// The real path of each folder looked at (nil: its own), for fonts whose folders alternate.
  private var realFolders: [[UInt8]: String?] = [:]

  /// Notes a font folder fontconfig reads (as it names it), to look at fonts once one is
  /// reached through a link.
  mutating func notice(folder: UnsafePointer<FcChar8>) {
    guard !isActive else { return }
    let length = strlen(UnsafeRawPointer(folder).assumingMemoryBound(to: CChar.self))
    var bytes = Array(UnsafeBufferPointer(start: folder, count: length))
    if bytes.last != UInt8(ascii: "/") { bytes.append(UInt8(ascii: "/")) }
    if Self.realPath(of: bytes) != nil { isActive = true }
  }

  /// Notes every font folder of `config` (the configured ones and, once its fonts are built,
  /// their subfolders).
  mutating func notice(foldersOf config: OpaquePointer) {
    guard let folders = FcConfigGetFontDirs(config) else { return }
    defer { FcStrListDone(folders) }
    while !isActive, let folder = FcStrListNext(folders) { notice(folder: folder) }
  }

  /// The path of `font`'s file through its folder's real path, or nil when its folder is
  /// reached through no symbolic link (or it has no file).
  ///
  /// Fonts come folder by folder: the folder is compared to the last one's, bytes only, so
  /// that a library of 50,000 faces in a few folders asks the file system a few times.
  mutating func realFile(of font: OpaquePointer) -> String? {
    guard isActive else { return nil }
    var value: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(font, FC_FILE, 0, &value) == FcResultMatch, let value else { return nil }
    // By C functions: Swift's generic comparisons of the bytes took 800 instructions a font.
    let path = UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self)
    guard let slash = strrchr(path, Int32(UInt8(ascii: "/"))) else { return nil }
    let length = path.distance(to: slash) + 1
    let same =
      length == lastFolder.count
      && lastFolder.withUnsafeBytes { $0.baseAddress.map { memcmp($0, path, length) == 0 } ?? false }
    if !same {
      lastFolder = Array(UnsafeRawBufferPointer(start: path, count: length))
      if let known = realFolders[lastFolder] {
        lastRealFolder = known
      } else {
        lastRealFolder = Self.realPath(of: lastFolder)
        realFolders[lastFolder] = lastRealFolder
      }
    }
    guard let lastRealFolder else { return nil }
    return lastRealFolder + String(cString: slash + 1)
  }

  /// The real path of `folder` (with its final slash) with a final slash, or nil when it is
  /// `folder` itself or cannot be resolved.
  private static func realPath(of folder: [UInt8]) -> String? {
    let resolved = (folder + [0]).withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { realpath($0.baseAddress, nil) }
    }
    guard let resolved else { return nil }
    defer { free(resolved) }
    var real = Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
    if real.last != UInt8(ascii: "/") { real.append(UInt8(ascii: "/")) }
    return real == folder ? nil : String(decoding: real, as: UTF8.self)
  }
}
