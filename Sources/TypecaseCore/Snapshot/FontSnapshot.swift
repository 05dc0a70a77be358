import CFontconfig
import FoundationEssentials

/// The fonts of this machine at one moment, for `typecase snapshot`: every face as fontconfig
/// lists it, with its file's size, modification time and SHA-256 and a digest of its coverage,
/// and the fontconfig version and configuration files that produced the list.
///
/// Faces are in a stable order (file, then index, then PostScript name), so two snapshots of
/// the same fonts list them identically.
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

    /// What `typecase diff` compares.
    public var comparable: SnapshotFace {
      SnapshotFace(
        family: face.family, style: face.style, postScriptName: face.postScriptName, file: face.location.file,
        index: face.location.index, version: face.version, sha256: file?.sha256, characterCount: coverage.count,
        charsetSHA256: coverage.sha256)
    }
  }

  /// fontconfig's version, e.g. "2.14.1".
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

  /// Takes a snapshot of the fonts of `configuration`.
  package static func take(configuration: FontconfigConfiguration, hashes: FileHashCache) -> FontSnapshot {
    let variableFonts = VariableFontNames()
    var entries: [Entry] = []
    var coverages: [CoverageKey: String] = [:]
    configuration.forEachScalableFont(language: nil) { pattern in
      let reader = FontPatternReader(pattern: pattern)
      guard let face = reader.face(detail: .full, variableFonts: variableFonts) else { return }
      entries.append(Entry(face: face, file: nil, coverage: reader.characterCoverage(known: &coverages)))
    }
    entries.sort(by: Self.precedes)
    var files: [String] = []
    var positions: [String: Int] = [:]
    for entry in entries where positions[entry.face.location.file] == nil {
      positions[entry.face.location.file] = files.count
      files.append(entry.face.location.file)
    }
    let records = hashes.records(for: files)
    for index in entries.indices {
      entries[index].file = positions[entries[index].face.location.file].flatMap { records[$0] }
    }
    return FontSnapshot(
      fontconfigVersion: Self.fontconfigVersion, configurationFiles: configuration.configurationFiles(),
      entries: entries)
  }

  /// The version of the fontconfig library in use, e.g. "2.14.1".
  public static var fontconfigVersion: String {
    let version = Int(FcGetVersion())
    return "\(version / 10000).\(version / 100 % 100).\(version % 100)"
  }

  /// The snapshot's order: by file, then index, then PostScript name and style (a file listed
  /// twice by two folders of the configuration).
  static func precedes(_ left: Entry, _ right: Entry) -> Bool {
    let a = left.face
    let b = right.face
    if a.location.file != b.location.file {
      return ByteOrder.precedes(a.location.file, b.location.file)
    }
    if a.location.index != b.location.index { return a.location.index < b.location.index }
    if a.postScriptName != b.postScriptName { return (a.postScriptName ?? "") < (b.postScriptName ?? "") }
    return a.style < b.style
  }
}

extension FontconfigConfiguration {
  /// The configuration files fontconfig read for this configuration, in order.
  func configurationFiles() -> [String] {
    guard let list = FcConfigGetConfigFiles(config) else { return [] }
    defer { FcStrListDone(list) }
    var files: [String] = []
    while let next = FcStrListNext(list) { files.append(String(cString: next)) }
    return files
  }
}
