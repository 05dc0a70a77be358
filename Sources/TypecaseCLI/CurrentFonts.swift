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
/// other folders are read (their files' SHA-256 from the faces cache when they are as they
/// were, else read), merged with the copied ones in the snapshot's order, and only their
/// folders' files of the faces cache and its index written again (`SnapshotFaceStore`). With
/// another configuration, or no faces cache, every face is read (file hashes through the file
/// hash cache) and the whole faces cache written.
struct CurrentFonts: Sendable {
  /// fontconfig's version, for example "2.14.1".
  let fontconfigVersion: String
  /// The configuration files fontconfig read.
  let configurationFiles: [String]
  /// The faces.
  private let source: Source
  /// Where to keep the faces read afresh, and what they are; nil when they are not kept.
  private let keep: (store: SnapshotFaceStore, fingerprint: FontSetFingerprint)?

  /// Where the faces come from.
  private enum Source: Sendable {
    /// Read from fontconfig.
    case fresh(FontSnapshot)
    /// Copied from the cache (their files as they were), some perhaps read afresh.
    case stored(SnapshotJSON.FaceLists)
  }

  /// The fonts now, file hashes cached in the user's cache folder; the files read so far
  /// (not those whose hash is cached) said on a progress line on the terminal, when there is one
  /// and it takes a while (the first snapshot of thousands of fonts reads gigabytes).
  static func take(localizer: Localizer) throws(CommandFailure) -> CurrentFonts {
    let progress = ProgressLine.onStandardError(environment: ProcessInfo.processInfo.environment) { read, toRead in
      localizer(
        trn(
          "reading font files: {read} of {count}", "reading font files: {read} of {count}", toRead,
          ["read": Localizer.number(read)]))
    }
    defer { progress?.finish() }
    return try take(progress: progress)
  }

  /// The fonts now, as `take(localizer:)` with `progress` (none: nothing is said meanwhile).
  private static func take(progress: ProgressLine?) throws(CommandFailure) -> CurrentFonts {
    let environment = ProcessInfo.processInfo.environment
    let store = SnapshotFaceStore(environment: environment)
    // The faces cache (tens of megabytes for 50,000 faces) is read, and its files examined,
    // while fontconfig loads its configuration.
    let (loaded, stored) = ParallelMap.both(
      { () -> Result<(FontconfigConfiguration, FontSetFingerprint?), CommandFailure> in
        do throws(FontSourceError) {
          let configuration = try FontconfigConfiguration()
          return .success(
            (configuration, writer.flatMap { FontSetFingerprint(configuration: configuration, writer: $0) }))
        } catch {
          return .failure(.failure(error.message))
        }
      },
      { store?.read() })
    let (configuration, fingerprint) = try loaded.get()
    let configurationFiles = configuration.configurationFiles()
    if let store, let fingerprint, let stored, stored.index.configuration == fingerprint.configuration,
      let positions = keptFolders(of: stored, now: fingerprint)
    {
      let kept = Set(positions.compactMap { $0 })
      if kept.count == fingerprint.folders.count && !positions.contains(nil) {
        let lists = SnapshotJSON.FaceLists(
          folders: stored.folders.map { $0.map { .cached($0) } ?? .empty }, runs: stored.index.runs)
        return CurrentFonts(
          fontconfigVersion: FontSnapshot.fontconfigVersion, configurationFiles: configurationFiles,
          source: .stored(lists), keep: nil, unreadFiles: [])
      }
      // Only the other folders' fonts are read, their files' SHA-256 taken from the faces
      // cache while they have the fingerprint they had (the others are read; the file hash
      // cache, a line for every font file, is neither read nor written again for a few).
      let hashes = FileHashCache(path: nil)
      if let progress { hashes.onFileRead = { read, toRead in progress.update(done: read, total: toRead) } }
      for (folder, cache) in stored.folders.enumerated() where positions[folder] == nil {
        guard let cache else { continue }
        cache.withText { text in
          for file in 0..<cache.fileCount {
            guard let fingerprint = cache.fingerprint(ofFile: file), let sha256 = cache.sha256(ofFile: file) else {
              continue
            }
            hashes.remember(
              fingerprint, sha256: String(decoding: UnsafeBufferPointer(rebasing: text[sha256]), as: UTF8.self),
              path: String(decoding: cache.path(ofFile: file), as: UTF8.self))
          }
        }
      }
      let fresh = FontSnapshot.take(
        configuration: configuration, hashes: hashes, fingerprint: fingerprint,
        folders: Set(fingerprint.folders.indices).subtracting(kept))
      if let freshFaces = SnapshotJSON.writeFaces(of: fresh, folderCount: fingerprint.folders.count, to: { _ in }),
        let merged = FaceListsMerge.merge(stored: stored, positions: positions, fresh: freshFaces)
      {
        return CurrentFonts(
          fontconfigVersion: FontSnapshot.fontconfigVersion, configurationFiles: configurationFiles,
          source: .stored(merged), keep: (store, fingerprint), unreadFiles: unread(fresh))
      }
    }
    let hashes = FileHashCache(path: FileHashCache.defaultPath(environment: environment))
    if let progress { hashes.onFileRead = { read, toRead in progress.update(done: read, total: toRead) } }
    let snapshot = FontSnapshot.take(configuration: configuration, hashes: hashes, fingerprint: fingerprint)
    hashes.save()
    return CurrentFonts(
      fontconfigVersion: snapshot.fontconfigVersion, configurationFiles: configurationFiles,
      source: .fresh(snapshot), keep: store.flatMap { store in fingerprint.map { (store, $0) } },
      unreadFiles: unread(snapshot))
  }

  /// For each folder of the cache's index, its index in `now.folders` when its faces can be
  /// copied (the same line, its file read, all its font files as they were), else nil; a folder
  /// now claimed by two of the index's, only by the first.
  ///
  /// Nil when the index's order names faces its folders do not have (a cache not written by
  /// this program).
  private static func keptFolders(of stored: SnapshotFaceStore.Contents, now: FontSetFingerprint) -> [Int?]? {
    for run in stored.index.runs {
      guard run.count >= 0, run.start >= 0,
        run.count == 0 || run.start + run.count <= (stored.folders[run.folder]?.faces.count ?? 0)
      else { return nil }
    }
    var lines: [String: Int] = [:]
    for (position, line) in now.folders.enumerated() where lines[line] == nil { lines[line] = position }
    var claimed = Set<Int>()
    return stored.index.folders.enumerated().map { folder, entry -> Int? in
      guard let position = lines[entry.line], !claimed.contains(position) else { return nil }
      if !entry.name.isEmpty {
        guard let cache = stored.folders[folder] else { return nil }
        let fingerprints = stored.fingerprintsNow[folder]
        for file in 0..<cache.fileCount where fingerprints[file] != cache.fingerprint(ofFile: file) { return nil }
        // A file that could not be read is read again, and said to be unreadable each time:
        // copied, it was left out of every later snapshot without a word.
        for file in 0..<cache.fileCount where cache.sha256(ofFile: file) == nil { return nil }
      }
      claimed.insert(position)
      return position
    }
  }

  /// What tells this build of the program from another: its version and its executable's
  /// fingerprint (any rebuild changes it); nil when the executable cannot be examined.
  private static let writer: String? = FileFingerprint(path: "/proc/self/exe").map {
    "typecase \(TypecaseCommandLine.version) \($0.device):\($0.inode):\($0.size):\($0.modifiedNanoseconds)"
  }

  /// Whether the faces are copied from the cache (written without being read).
  var isCached: Bool {
    if case .stored = source, keep == nil { return true }
    return false
  }

  /// The files of faces read afresh whose contents could not be read (no SHA-256), sorted,
  /// each once: their hashes are left out of the snapshot.
  ///
  /// Copied faces have none (a folder with such a file is read again).
  let unreadFiles: [String]

  /// The files of `snapshot`'s faces whose contents could not be read, sorted, each once.
  private static func unread(_ snapshot: FontSnapshot) -> [String] {
    Set(snapshot.entries.filter { $0.file?.sha256 == nil }.map(\.face.location.file)).sorted()
  }

  /// How many faces there are.
  var faceCount: Int {
    switch source {
    case .fresh(let snapshot): snapshot.entries.count
    case .stored(let lists): lists.count
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
      let lists = SnapshotJSON.writeFaces(
        of: snapshot, folderCount: keep?.fingerprint.folders.count ?? 0, to: write)
      if let lists, let keep { lists.keep(in: keep.store, fingerprint: keep.fingerprint) }
    case .stored(let lists):
      SnapshotJSON.writeFaces(of: lists, to: write)
      if let keep { lists.keep(in: keep.store, fingerprint: keep.fingerprint) }
    }
  }
}
