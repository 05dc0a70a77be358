import CFontconfig
import FoundationEssentials

/// The fonts of this machine at one moment, for `typecase snapshot`: every face as fontconfig
/// lists it, with its file's size, modification time and SHA-256 and a digest of its coverage,
/// and the fontconfig version and configuration files that produced the list.
///
/// Faces are in a stable order (file, then index, then PostScript name), so two snapshots of
/// the same fonts list them identically. A face fontconfig lists again through a linked folder
/// is listed once, as the window lists it (see `RepeatedFaces`).
public struct FontSnapshot: Sendable {
  /// The format version written as `snapshotVersion`; a reader meeting a higher one says so.
  public static let formatVersion = 1

  /// One face, with what identifies its file and its coverage.
  public struct Entry: Sendable, Equatable {
    /// The face, read in full detail (the fields of `faces --json`).
    public var face: FontFace
    /// The file's fingerprint and SHA-256; nil when the file cannot be examined now.
    public var file: FileRecord?
    /// The characters the face covers.
    public var coverage: CharacterCoverage
    /// The font folder it came from (an index in `FontSetFingerprint.folders`); nil when not
    /// known.
    package var folder: Int?

    /// What `typecase diff` compares.
    public var comparable: SnapshotFace {
      SnapshotFace(
        family: face.family, style: face.style, postScriptName: face.postScriptName, file: face.location.file,
        index: face.location.index, version: face.version, sha256: file?.sha256, characterCount: coverage.count,
        charsetSHA256: coverage.sha256, weight: face.traits.weight, width: face.traits.width, slant: face.traits.slant,
        languages: face.languages)
    }
  }

  /// fontconfig's version, for example "2.14.1".
  public var fontconfigVersion: String
  /// The configuration files fontconfig read, in the order it read them.
  public var configurationFiles: [String]
  /// Every scalable face, in the snapshot's order.
  public var entries: [Entry]

  /// Takes a snapshot of the fonts of a configuration loaded anew (FONTCONFIG_FILE and
  /// FONTCONFIG_PATH apply), hashing files through `hashes`.
  public static func take(hashes: FileHashCache) throws(FontSourceError) -> FontSnapshot {
    take(configuration: try FontconfigConfiguration(), hashes: hashes)
  }

  /// Takes a snapshot of the fonts of `configuration`; with `fingerprint`, only those of the
  /// font folders `folders` (indices in `fingerprint.folders`; all when nil), each entry with
  /// its folder.
  ///
  /// The faces are read from their patterns on all cores, a chunk of the font list each
  /// (fontconfig's patterns are only read; the shared name caches lock), then put in order.
  package static func take(
    configuration: FontconfigConfiguration, hashes: FileHashCache, fingerprint: FontSetFingerprint? = nil,
    folders: Set<Int>? = nil
  ) -> FontSnapshot {
    var listed: [FontPattern] = []
    var repeats = RepeatedFaces()
    repeats.notice(foldersOf: configuration.config)
    configuration.forEachScalableFont(language: nil) { pattern in
      // Before the folders are chosen: a repeat is one of any folder's.
      if repeats.isRepeat(pattern) { return }
      let folder = fingerprint?.folder(of: pattern)
      if let folders, !(folder.map(folders.contains) ?? false) { return }
      listed.append(FontPattern(pointer: pattern, folder: folder))
    }
    let patterns = listed
    let variableFonts = VariableFontNames()
    let chunks = ParallelMap.chunks(count: patterns.count, chunkSize: 256) { range in
      var coverages = CoverageMemo()
      return patterns[range].compactMap { pattern -> Entry? in
        let reader = FontPatternReader(pattern: pattern.pointer)
        guard let face = reader.face(detail: .full, variableFonts: variableFonts) else { return nil }
        return Entry(
          face: face, file: nil, coverage: reader.characterCoverage(memo: &coverages), folder: pattern.folder)
      }
    }
    var entries = Array(chunks.joined())
    // Stable: faces equal in the order keep fontconfig's order. Fontconfig mostly lists them in
    // order already (each folder's files sorted): then there is nothing to move.
    if entries.indices.dropFirst().contains(where: { Self.precedes(entries[$0], entries[$0 - 1]) }) {
      entries.sort(by: Self.precedes)
    }
    // Faces of one file are neighbours now: each file is examined once.
    var files: [String] = []
    var fileOfEntry: [Int] = []
    fileOfEntry.reserveCapacity(entries.count)
    for entry in entries {
      if files.last != entry.face.location.file { files.append(entry.face.location.file) }
      fileOfEntry.append(files.count - 1)
    }
    let records = hashes.records(for: files)
    for index in entries.indices {
      entries[index].file = records[fileOfEntry[index]]
    }
    return FontSnapshot(
      fontconfigVersion: Self.fontconfigVersion, configurationFiles: configuration.configurationFiles(),
      entries: entries)
  }

  /// The version of the fontconfig library in use, for example "2.14.1".
  public static var fontconfigVersion: String {
    let version = Int(FcGetVersion())
    return "\(version / 10000).\(version / 100 % 100).\(version % 100)"
  }

  /// The snapshot's order: by file, then index, then PostScript name and style (a file listed
  /// twice by two folders of the configuration).
  static func precedes(_ left: Entry, _ right: Entry) -> Bool {
    if left.face.location.file != right.face.location.file {
      return ByteOrder.precedes(left.face.location.file, right.face.location.file)
    }
    if left.face.location.index != right.face.location.index {
      return left.face.location.index < right.face.location.index
    }
    if left.face.postScriptName != right.face.postScriptName {
      return (left.face.postScriptName ?? "") < (right.face.postScriptName ?? "")
    }
    return left.face.style < right.face.style
  }
}

extension FontconfigConfiguration {
  /// The configuration files fontconfig read for this configuration, in order.
  package func configurationFiles() -> [String] {
    guard let list = FcConfigGetConfigFiles(config) else { return [] }
    defer { FcStrListDone(list) }
    var files: [String] = []
    while let next = FcStrListNext(list) { files.append(String(cString: next)) }
    return files
  }
}

/// A font's pattern, owned by its configuration's font set, handed to the threads that read it.
private struct FontPattern: @unchecked Sendable {
  let pointer: OpaquePointer
  /// The font folder it came from, when known.
  let folder: Int?
}
