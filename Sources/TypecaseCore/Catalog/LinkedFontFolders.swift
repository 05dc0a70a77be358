import CFontconfig
import Glibc

/// The real paths of font folders reached through a symbolic link, and of font files that are
/// links themselves, so that a font listed twice (once through a link) is listed once.
///
/// A `~/.fonts` linked to `~/.local/share/fonts` (as many set it up for older programs) has
/// fontconfig list every font installed for the user twice, once under each path (`fc-list`
/// too): each family of one font had "2 fonts" and a page of two identical rows. A face whose
/// file, by its real path, is listed already is left out (`RepeatedFaces`): the first path
/// fontconfig lists it by stays, the one programs get.
///
/// Profiles of linked files (NixOS, Guix, home-manager: `~/.nix-profile/share/fonts/x.ttf`
/// and `/run/current-system/sw/share/fonts/x.ttf` both links to one file in the store) listed
/// such a font twice as well. A folder's files are taken for links when the first of them
/// fontconfig lists is one (a profile links them all): one `lstat` a folder.
///
/// Fonts are looked at only once a folder reached through a link, or of linked files, has
/// been seen (`notice`, `realFile(of:)`): reading each font's file cost 6% of `typecase
/// families` at 50,000 faces, for machines with no such folder.
struct LinkedFontFolders {
  /// Whether a font folder reached through a link, or of linked files, has been seen: fonts
  /// are looked at then.
  private(set) var isActive = false
  /// The folder of the last font looked at, with its final slash, as fontconfig gives it.
  private var lastFolder: [UInt8] = []
  /// `lastFolder`'s real path with its final slash, or nil when it is its own.
  private var lastRealFolder: String?
  /// Whether `lastFolder`'s files are links.
  private var lastFolderLinksFiles = false
  /// What was found of each folder looked at (its real path, nil: its own; whether its files
  /// are links), for fonts whose folders alternate.
  private var folders: [[UInt8]: (real: String?, linksFiles: Bool)] = [:]

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

  /// The real path of `font`'s file: through its folder's real path, or its own when its
  /// folder's files are links; nil when neither is reached through a link (or it has no file).
  ///
  /// Fonts come folder by folder: the folder is compared to the last one's, bytes only, so
  /// that a library of 50,000 faces in a few folders asks the file system a few times. A
  /// folder reached through a link, or of linked files, makes the folders active.
  mutating func realFile(of font: OpaquePointer) -> String? {
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
      if let known = folders[lastFolder] {
        (lastRealFolder, lastFolderLinksFiles) = known
      } else {
        lastRealFolder = isActive ? Self.realPath(of: lastFolder) : nil
        var status = stat()
        lastFolderLinksFiles = lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
        // Before the folders are active, a folder not reached through a link was not
        // resolved (`notice` looked at each): it is resolved once they are.
        if isActive || lastFolderLinksFiles { folders[lastFolder] = (lastRealFolder, lastFolderLinksFiles) }
        if lastFolderLinksFiles { isActive = true }
      }
    }
    guard isActive else { return nil }
    if lastFolderLinksFiles {
      guard let resolved = realpath(path, nil) else { return nil }
      defer { free(resolved) }
      return String(cString: resolved)
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
