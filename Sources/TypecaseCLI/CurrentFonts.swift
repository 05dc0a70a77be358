import FoundationEssentials
import TypecaseCore

/// This machine's fonts now, as `typecase snapshot` writes them (and `typecase diff` compares
/// them): read from fontconfig and written afresh, or copied from the faces cache when the
/// fonts are those it was written for.
///
/// The cache is used only when fontconfig reads the same configuration as when it was written
/// (`FontSetFingerprint.configuration`, which also names this build of the program). Then the
/// faces of each font folder whose fontconfig cache file is the same, and whose font files all
/// have the fingerprint they had (their SHA-256 is then the one kept), are copied; those of the
/// other folders are read, their files hashed (through the file hash cache), merged with the
/// copied ones in the snapshot's order, and the faces cache written again. With another
/// configuration, every face is read.
struct CurrentFonts: Sendable {
  /// fontconfig's version, e.g. "2.14.1".
  let fontconfigVersion: String
  /// The configuration files fontconfig read.
  let configurationFiles: [String]
  /// The faces.
  private let source: Source
  /// Where to keep the faces read afresh, and what they are; nil when they cannot be kept.
  private let cache: (path: String, fingerprint: FontSetFingerprint)?

  /// Where the faces come from.
  private enum Source: Sendable {
    /// Read from fontconfig.
    case fresh(FontSnapshot)
    /// Copied from the cache (its files as they were).
    case cached(SnapshotFaceCache)
    /// Some copied from the cache, the others read from fontconfig.
    case merged(SnapshotJSON.KeptFaces)
  }

  /// The fonts now, file hashes cached in the user's cache folder.
  static func take() throws(CommandFailure) -> CurrentFonts {
    let environment = ProcessInfo.processInfo.environment
    let facesPath = SnapshotFaceCache.defaultPath(environment: environment)
    // The faces cache (tens of megabytes for 50,000 faces) is read, and its files examined,
    // while fontconfig loads its configuration.
    let (loaded, cachedFaces) = ParallelMap.both(
      { () -> Result<(FontconfigConfiguration, FontSetFingerprint?), CommandFailure> in
        do throws(FontSourceError) {
          let configuration = try FontconfigConfiguration()
          return .success(
            (configuration, writer.flatMap { FontSetFingerprint(configuration: configuration, writer: $0) }))
        } catch {
          return .failure(.failure(error.message))
        }
      },
      { () -> (cache: SnapshotFaceCache, fingerprints: [FileFingerprint?])? in
        guard let facesPath, let cached = SnapshotFaceCache.read(path: facesPath) else { return nil }
        return (cached, cached.fingerprintsNow())
      })
    let (configuration, fingerprint) = try loaded.get()
    let configurationFiles = configuration.configurationFiles()
    let hashes = { FileHashCache(path: FileHashCache.defaultPath(environment: environment)) }
    if let fingerprint, let cachedFaces, cachedFaces.cache.isWritten(forConfigurationOf: fingerprint) {
      let cache = cachedFaces.cache
      // Each cached folder's place now; none for one whose cache file or font files changed.
      var folders = cache.folders(in: fingerprint)
      let changedFiles = Set(
        cachedFaces.fingerprints.indices.filter { cachedFaces.fingerprints[$0] != cache.fingerprint(ofFile: $0) })
      if !changedFiles.isEmpty {
        for face in cache.faces where face.file.map(changedFiles.contains) ?? false { folders[face.folder] = nil }
      }
      let kept = Set(folders.compactMap { $0 })
      if kept.count == fingerprint.folders.count && !folders.contains(nil) {
        return CurrentFonts(
          fontconfigVersion: FontSnapshot.fontconfigVersion, configurationFiles: configurationFiles,
          source: .cached(cache), cache: nil)
      }
      // Only the other folders' fonts are read, their files' SHA-256 taken from the faces
      // cache while they have the fingerprint they had (the others are read; the file hash
      // cache, a line for every font file, is neither read nor written again for a few).
      let hashes = FileHashCache(path: nil)
      var lastFile: Int?
      cache.withText { text in
        for face in cache.faces where folders[face.folder] == nil && face.file != lastFile {
          lastFile = face.file
          guard let file = face.file, let fingerprint = cache.fingerprint(ofFile: file),
            let sha256 = cache.sha256(ofFile: file)
          else { continue }
          hashes.remember(
            fingerprint, sha256: String(decoding: UnsafeBufferPointer(rebasing: text[sha256]), as: UTF8.self),
            path: String(decoding: cache.path(ofFile: file), as: UTF8.self))
        }
      }
      let fresh = FontSnapshot.take(
        configuration: configuration, hashes: hashes, fingerprint: fingerprint,
        folders: Set(fingerprint.folders.indices).subtracting(kept))
      let freshFaces = SnapshotJSON.writeFaces(of: fresh) { _ in }
      if freshFaces.isComplete, let facesPath,
        let merged = KeptFacesMerge.merge(cache: cache, folders: folders, fresh: freshFaces)
      {
        return CurrentFonts(
          fontconfigVersion: FontSnapshot.fontconfigVersion, configurationFiles: configurationFiles,
          source: .merged(merged), cache: (facesPath, fingerprint))
      }
    }
    let fileHashes = hashes()
    let snapshot = FontSnapshot.take(configuration: configuration, hashes: fileHashes, fingerprint: fingerprint)
    fileHashes.save()
    return CurrentFonts(
      fontconfigVersion: snapshot.fontconfigVersion, configurationFiles: configurationFiles,
      source: .fresh(snapshot), cache: facesPath.flatMap { path in fingerprint.map { (path, $0) } })
  }

  /// What tells this build of the program from another: its version and its executable's
  /// fingerprint (any rebuild changes it); nil when the executable cannot be examined.
  private static let writer: String? = FileFingerprint(path: "/proc/self/exe").map {
    "typecase \(TypecaseCommandLine.version) \($0.device):\($0.inode):\($0.size):\($0.modifiedNanoseconds)"
  }

  /// Whether the faces are copied from the cache (written without being read).
  var isCached: Bool {
    if case .cached = source { return true }
    return false
  }

  /// How many faces there are.
  var faceCount: Int {
    switch source {
    case .fresh(let snapshot): snapshot.entries.count
    case .cached(let faces): faces.faces.count
    case .merged(let faces): faces.faces.count
    }
  }

  /// Hands the snapshot document's text to `write`, in order; fonts read afresh are then kept
  /// in the faces cache.
  func write(header: SnapshotJSON.Header, to write: (UnsafeBufferPointer<UInt8>) -> Void) {
    SnapshotJSON.opening(
      fontconfigVersion: fontconfigVersion, configurationFiles: configurationFiles, faceCount: faceCount, header: header
    ).withBytes(write)
    writeFaces(to: write)
  }

  /// Hands the document's text from its list of faces on (the value of "faces") to `write`.
  func writeFaces(to write: (UnsafeBufferPointer<UInt8>) -> Void) {
    switch source {
    case .fresh(let snapshot):
      let faces = SnapshotJSON.writeFaces(of: snapshot, to: write)
      if let cache { faces.write(to: cache.path, fingerprint: cache.fingerprint) }
    case .cached(let faces):
      SnapshotJSON.writeFaces(of: faces, to: write)
    case .merged(let faces):
      SnapshotJSON.writeFaces(of: faces, to: write)
      if let cache { faces.write(to: cache.path, fingerprint: cache.fingerprint) }
    }
  }
}
