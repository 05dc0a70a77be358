import Glibc

/// The faces cache on disk: `$XDG_CACHE_HOME/typecase/snapshot-faces` (the index,
/// `SnapshotFaceIndex`) and, in `snapshot-faces.folders`, one file for each font folder's faces
/// (`SnapshotFaceCache`), named after the folder's line of the fingerprint.
///
/// A folder changed (its fontconfig cache file rewritten) gets a file of another name; writing
/// the index removes the files it no longer names. Only the files of the folders read again are
/// written.
package struct SnapshotFaceStore: Sendable {
  /// The index file.
  package let indexPath: String
  /// The folder of the folders' files.
  package let foldersPath: String

  /// The faces cache as read: the index and each of its folders' files.
  package struct Contents: Sendable {
    /// The index.
    package var index: SnapshotFaceIndex
    /// Each folder's faces, by the index's folders; nil for a folder without faces or whose
    /// file is missing or not for its line.
    package var folders: [SnapshotFaceCache?]
    /// The fingerprint of each folder's files now, by folder and file.
    package var fingerprintsNow: [[FileFingerprint?]]
  }

  /// The usual cache, beside the file hashes (see `FileHashCache.defaultPath`).
  package init?(environment: [String: String]) {
    guard let hashes = FileHashCache.defaultPath(environment: environment) else { return nil }
    let folder = SettingsFileSystem.directoryName(hashes)
    indexPath = folder + "/snapshot-faces"
    foldersPath = folder + "/snapshot-faces.folders"
  }

  /// The name of the file of the faces of the folder of `line`.
  package static func fileName(forFolder line: String) -> String {
    String(SHA256.hex(line.utf8).prefix(32))
  }

  /// The cache, its files examined now; nil when there is no index or it cannot be read.
  package func read() -> Contents? {
    // A regular file only, as the file hash cache (see `FileHashCache.init(path:)`).
    guard
      case .bytes(let bytes) = SettingsFileSystem.readContents(
        indexPath, regularFileOnly: true, limit: SnapshotText.sizeLimit),
      let index = SnapshotFaceIndex(bytes: bytes)
    else { return nil }
    let folders = index.folders.map { folder -> SnapshotFaceCache? in
      guard !folder.name.isEmpty, let faces = SnapshotFaceCache.read(path: foldersPath + "/" + folder.name),
        faces.isWritten(forFolder: folder.line)
      else { return nil }
      return faces
    }
    // Every folder's files examined at once, on all cores.
    let paths = CPaths(pointers: folders.flatMap { $0?.cPaths() ?? [] })
    let all = withExtendedLifetime(folders) {
      FileFingerprints.of(count: paths.pointers.count) { paths.pointers[$0] }
    }
    var fingerprints: [[FileFingerprint?]] = []
    var next = 0
    for folder in folders {
      let count = folder?.fileCount ?? 0
      fingerprints.append(Array(all[next..<(next + count)]))
      next += count
    }
    return Contents(index: index, folders: folders, fingerprintsNow: fingerprints)
  }

  /// Writes the faces of the folder of `line` (see `SnapshotFaceCache.write`); the name of its
  /// file, nil when it could not be written.
  package func writeFolder(
    line: String, files: [SnapshotFaceCache.File], faces: [SnapshotFaceCache.Face], text: UnsafeBufferPointer<UInt8>
  ) -> String? {
    let name = Self.fileName(forFolder: line)
    let written = SnapshotFaceCache.write(
      files: files, faces: faces, text: text, to: foldersPath + "/" + name, folder: line)
    return written ? name : nil
  }

  /// Writes `index`, replaced atomically, and removes the folders' files it does not name.
  ///
  /// Failures are ignored: the cache only saves time.
  package func write(_ index: SnapshotFaceIndex) {
    try? SettingsFileSystem.makeDirectories(SettingsFileSystem.directoryName(indexPath))
    guard (try? AtomicFile.write(index.bytes, to: indexPath, synced: false, replacingStreams: true)) != nil else {
      return
    }
    let named = Set(index.folders.map(\.name))
    // Folder files are 32 hexadecimal digits; temporary files start with a dot.
    for name in FolderEntries.names(in: foldersPath) where name.utf8.count == 32 && !named.contains(name) {
      unlink(foldersPath + "/" + name)
    }
  }

  /// Paths in mapped files, handed to the threads that examine them (the mappings outlive them).
  private struct CPaths: @unchecked Sendable {
    let pointers: [UnsafePointer<CChar>?]
  }
}
