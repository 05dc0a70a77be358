import Glibc

/// The fingerprints of many files at once: examined on all cores, folder by folder.
package enum FileFingerprints {
  /// The fingerprint of each file of `paths` (see `FileFingerprint(path:)`): nil for one that
  /// is gone or not a regular file.
  package static func of(_ paths: [String]) -> [FileFingerprint?] {
    let chunks = ParallelMap.chunks(count: paths.count, chunkSize: 64) { range in
      var folders = FolderDescriptors()
      defer { folders.close() }
      return range.map { folders.fingerprint(of: paths[$0]) }
    }
    return Array(chunks.joined())
  }

  /// The fingerprint of each of `count` files, `path(index)` giving the path of each as a C
  /// string (nil: no file), as `of(_:)` gives them.
  package static func of(count: Int, path: @Sendable (Int) -> UnsafePointer<CChar>?) -> [FileFingerprint?] {
    let chunks = ParallelMap.chunks(count: count, chunkSize: 64) { range in
      var folders = FolderDescriptors()
      defer { folders.close() }
      return range.map { index in path(index).flatMap { folders.fingerprint(ofPath: $0) } }
    }
    return Array(chunks.joined())
  }
}

/// The folder of the last file examined, kept open: files listed in order come folder by
/// folder, and one lookup of the folder serves them all.
private struct FolderDescriptors {
  /// The folder's path, without a final slash.
  private var folder: [UInt8] = []
  /// The folder, open; -1 when none is.
  private var descriptor: Int32 = -1

  /// The fingerprint of the file at `path` (see `FileFingerprint(path:)`).
  mutating func fingerprint(of path: String) -> FileFingerprint? {
    path.withCString { fingerprint(ofPath: $0) }
  }

  /// The fingerprint of the file at `fullPath`, a C string.
  mutating func fingerprint(ofPath fullPath: UnsafePointer<CChar>) -> FileFingerprint? {
    // The last slash, when the path has a folder and a name.
    guard let found = strrchr(fullPath, Int32(UInt8(ascii: "/"))) else { return FileFingerprint(cPath: fullPath) }
    let slash = UnsafePointer(found)
    guard slash != fullPath, slash[1] != 0 else { return FileFingerprint(cPath: fullPath) }
    let parent = UnsafeRawBufferPointer(start: fullPath, count: slash - fullPath)
    let sameFolder = folder.withUnsafeBytes { known in
      guard known.count == parent.count, let first = known.baseAddress, let second = parent.baseAddress else {
        return false
      }
      return memcmp(first, second, parent.count) == 0
    }
    if !sameFolder {
      close()
      folder = Array(parent)
      descriptor = (folder + [0]).withUnsafeBufferPointer { buffer in
        buffer.baseAddress.map { name in
          name.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
            open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
          }
        } ?? -1
      }
    }
    guard descriptor >= 0 else { return FileFingerprint(cPath: fullPath) }
    return FileFingerprint(name: slash + 1, inFolder: descriptor)
  }

  /// Closes the folder kept open.
  mutating func close() {
    if descriptor >= 0 { _ = Glibc.close(descriptor) }
    descriptor = -1
    folder = []
  }
}
