import CFontconfig

/// The faces fontconfig lists a second time through a linked folder or file, to list each once.
///
/// Once a folder reached through a link, or of linked files, has been seen (see
/// `LinkedFontFolders`), a face whose file (by its real path), index and variable flag are
/// listed already is a repeat: the first path fontconfig lists it by stays, the one programs
/// get (keeping the real path instead, the window said programs got another copy).
struct RepeatedFaces {
  /// The font folders seen, and the real paths of those reached through links.
  private var folders = LinkedFontFolders()
  /// The fonts looked at before `folders` became active, in the order read.
  private var listed: [OpaquePointer] = []
  /// Each face listed, by its file's real path, index and variable flag, once `folders` is
  /// active.
  private var seen = Set<String>()
  /// Whether `seen` holds the fonts of `listed`.
  private var seenFilled = false

  /// Notes a font folder fontconfig reads (as it names it): see `LinkedFontFolders`.
  mutating func notice(folder: UnsafePointer<FcChar8>) { folders.notice(folder: folder) }

  /// Notes every font folder of `config`: see `LinkedFontFolders`.
  mutating func notice(foldersOf config: OpaquePointer) { folders.notice(foldersOf: config) }

  /// Whether `font` (a pattern of a configuration's font sets, looked at in their order) is a
  /// face listed already through another path; it is noted as listed when it is not.
  mutating func isRepeat(_ font: OpaquePointer) -> Bool {
    let real = folders.realFile(of: font)
    guard folders.isActive else {
      listed.append(font)
      return false
    }
    if !seenFilled {
      seenFilled = true
      for earlier in listed {
        let reader = FontPatternReader(pattern: earlier)
        if let file = reader.string(FC_FILE) { seen.insert(Self.key(file: file, reader)) }
      }
      listed = []
    }
    let reader = FontPatternReader(pattern: font)
    guard let file = real ?? reader.string(FC_FILE) else { return false }
    return !seen.insert(Self.key(file: file, reader)).inserted
  }

  /// What tells one face of one file from another: the file, the index, whether it is the
  /// variable font as a whole.
  private static func key(file: String, _ reader: FontPatternReader) -> String {
    "\(file)\u{0}\(reader.integer(FC_INDEX) ?? 0)\u{0}\(reader.boolean(FC_VARIABLE) == true)"
  }
}
