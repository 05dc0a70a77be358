import CFontconfig

/// The families of a configuration's fonts and each family's patterns, read one font at a time
/// (what `FontLibrary` and `FontSource.familySummaries` read).
///
/// A font read through a linked folder is listed once (see `LinkedFontFolders`).
struct FamilyReading {
  /// The families as read so far.
  var collector = FamilySummaryCollector()
  /// Each family's patterns, when kept (`keepsPatterns`).
  var patterns: [String: [OpaquePointer]] = [:]
  /// Whether `patterns` is filled (a library's reading) or only the families counted.
  let keepsPatterns: Bool
  /// The font folders seen, and the real paths of those reached through links.
  var folders = LinkedFontFolders()
  /// The fonts listed, in the order read (what `addLinkedFonts` compares linked fonts with).
  private var listed: [OpaquePointer] = []
  /// The fonts read through a linked folder, with their files' real paths: added by
  /// `addLinkedFonts` once every font has been read, unless listed already.
  private var linked: [(font: OpaquePointer, realFile: String)] = []

  /// Starts a reading that keeps each family's patterns, or (`keepsPatterns` false) only counts.
  init(keepsPatterns: Bool = true) { self.keepsPatterns = keepsPatterns }

  /// Reads one font (a pattern of the configuration's font sets).
  mutating func add(_ font: OpaquePointer) {
    if let realFile = folders.realFile(of: font) {
      linked.append((font, realFile))
      return
    }
    addListed(font)
  }

  private mutating func addListed(_ font: OpaquePointer) {
    guard let name = collector.add(FontPatternReader(pattern: font)) else { return }
    listed.append(font)
    if keepsPatterns { patterns[name, default: []].append(font) }
  }

  /// Adds the fonts read through a linked folder whose face is not listed yet under its real
  /// path (nor through another link): called once every font has been read.
  mutating func addLinkedFonts() {
    guard !linked.isEmpty else { return }
    let realFolders = Set(linked.map { Self.folder(of: $0.realFile) })
    var faces = Set<String>()
    for font in listed {
      let reader = FontPatternReader(pattern: font)
      guard let file = reader.string(FC_FILE), realFolders.contains(Self.folder(of: file)) else { continue }
      faces.insert(Self.key(file: file, reader))
    }
    let fonts = linked
    linked = []
    for (font, realFile) in fonts
    where faces.insert(Self.key(file: realFile, FontPatternReader(pattern: font))).inserted {
      addListed(font)
    }
  }

  /// What tells one face of one file from another: the file, the index, whether it is the
  /// variable font as a whole.
  private static func key(file: String, _ reader: FontPatternReader) -> String {
    "\(file)\u{0}\(reader.integer(FC_INDEX) ?? 0)\u{0}\(reader.boolean(FC_VARIABLE) == true)"
  }

  private static func folder(of file: String) -> Substring {
    file[..<(file.lastIndex(of: "/") ?? file.startIndex)]
  }
}
