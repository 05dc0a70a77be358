import CFontconfig

/// The families of a configuration's fonts and each family's patterns, read one font at a time
/// (what `FontLibrary` and `FontSource.familySummaries` read).
///
/// A font reached through two paths (a linked folder) is listed once (see `LinkedFontFolders`).
struct FamilyReading {
  /// The families as read so far.
  var collector = FamilySummaryCollector()
  /// Each family's patterns, when kept (`keepsPatterns`).
  var patterns: [String: [OpaquePointer]] = [:]
  /// Whether `patterns` is filled (a library's reading) or only the families counted.
  let keepsPatterns: Bool
  /// The font folders seen, and the real paths of those reached through links.
  var folders = LinkedFontFolders()
  /// The fonts listed, in the order read.
  private var listed: [OpaquePointer] = []
  /// Each face listed, by its file's real path, index and variable flag, once `folders` is
  /// active (see `add`).
  private var seen = Set<String>()
  /// Whether `seen` holds the fonts listed before `folders` became active.
  private var seenFilled = false

  /// Starts a reading that keeps each family's patterns, or (`keepsPatterns` false) only counts.
  init(keepsPatterns: Bool = true) { self.keepsPatterns = keepsPatterns }

  /// Reads one font (a pattern of the configuration's font sets).
  ///
  /// Once a folder reached through a link has been seen, a face whose file (by its real path)
  /// is listed already is left out: the first path fontconfig lists it by stays, the one
  /// programs get (keeping the real path instead, the window said programs got another copy).
  mutating func add(_ font: OpaquePointer) {
    if folders.isActive {
      if !seenFilled {
        seenFilled = true
        for earlier in listed {
          let reader = FontPatternReader(pattern: earlier)
          if let file = reader.string(FC_FILE) { seen.insert(Self.key(file: file, reader)) }
        }
      }
      let reader = FontPatternReader(pattern: font)
      if let file = folders.realFile(of: font) ?? reader.string(FC_FILE),
        !seen.insert(Self.key(file: file, reader)).inserted
      {
        return
      }
    }
    guard let name = collector.add(FontPatternReader(pattern: font)) else { return }
    listed.append(font)
    if keepsPatterns { patterns[name, default: []].append(font) }
  }

  /// What tells one face of one file from another: the file, the index, whether it is the
  /// variable font as a whole.
  private static func key(file: String, _ reader: FontPatternReader) -> String {
    "\(file)\u{0}\(reader.integer(FC_INDEX) ?? 0)\u{0}\(reader.boolean(FC_VARIABLE) == true)"
  }
}
