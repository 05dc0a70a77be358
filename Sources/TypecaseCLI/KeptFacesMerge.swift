import Glibc
import TypecaseCore

/// The faces of a snapshot made from two sources: those of the faces cache whose folders did
/// not change, and those read afresh from the folders that did, merged in the snapshot's order
/// (`SnapshotOrderKey`), as a snapshot of all the fonts read afresh would list them.
enum KeptFacesMerge {
  /// The faces of `cache` whose folder has a place in `folders` (for each of the cache's
  /// folders, its index in the fingerprint now; nil for one whose faces are not kept), merged
  /// with `fresh`; nil when two faces from the two sources are equal in the order (fontconfig's
  /// order decides then, which only a full read knows).
  static func merge(cache: SnapshotFaceCache, folders: [Int?], fresh: SnapshotJSON.KeptFaces)
    -> SnapshotJSON.KeptFaces?
  {
    // The fresh files' paths as bytes, one after another.
    var freshPaths: [UInt8] = []
    var freshPathRanges: [Range<Int>] = []
    for file in fresh.files {
      let start = freshPaths.count
      freshPaths.append(contentsOf: file.path.utf8)
      freshPathRanges.append(start..<freshPaths.count)
    }
    let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    return cache.withText { cached in
      fresh.text.withUnsafeBufferPointer { freshText in
        freshPaths.withUnsafeBufferPointer { freshPaths in
          func cachedKey(_ face: SnapshotFaceCache.Face) -> SnapshotOrderKey {
            SnapshotOrderKey(
              file: face.file.map { cache.path(ofFile: $0) } ?? empty, index: face.index,
              postScriptName: face.postScriptName.map { UnsafeBufferPointer(rebasing: cached[$0]) },
              style: UnsafeBufferPointer(rebasing: cached[face.style]))
          }
          func freshKey(_ face: SnapshotFaceCache.Face) -> SnapshotOrderKey {
            SnapshotOrderKey(
              file: face.file.map { UnsafeBufferPointer(rebasing: freshPaths[freshPathRanges[$0]]) } ?? empty,
              index: face.index,
              postScriptName: face.postScriptName.map { UnsafeBufferPointer(rebasing: freshText[$0]) },
              style: UnsafeBufferPointer(rebasing: freshText[face.style]))
          }
          var merged = SnapshotJSON.KeptFaces()
          merged.faces.reserveCapacity(cache.faces.count + fresh.faces.count)
          merged.text.reserveCapacity(cache.withText { $0.count } + fresh.text.count)
          var lastFile: UnsafeBufferPointer<UInt8>?
          func isLast(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let lastFile, lastFile.count == path.count else { return false }
            guard let first = lastFile.baseAddress, let second = path.baseAddress else { return true }
            return memcmp(first, second, path.count) == 0
          }
          func appendCached(_ face: SnapshotFaceCache.Face, folder: Int) {
            let key = cachedKey(face)
            let sameFile = face.file != nil && isLast(key.file)
            let file = face.file.flatMap { file -> SnapshotFaceCache.File? in
              guard !sameFile else { return nil }
              return SnapshotFaceCache.File(
                path: String(decoding: key.file, as: UTF8.self), fingerprint: cache.fingerprint(ofFile: file),
                sha256: cache.sha256(ofFile: file).map {
                  String(decoding: UnsafeBufferPointer(rebasing: cached[$0]), as: UTF8.self)
                })
            }
            merged.append(
              prefix: UnsafeBufferPointer(rebasing: cached[face.prefix]),
              suffix: UnsafeBufferPointer(rebasing: cached[face.suffix]), postScriptName: key.postScriptName,
              style: key.style, folder: folder, index: face.index, file: file, sameFile: sameFile,
              hasFile: face.file != nil)
            if face.file != nil { lastFile = key.file }
          }
          func appendFresh(_ face: SnapshotFaceCache.Face) {
            let key = freshKey(face)
            let sameFile = face.file != nil && isLast(key.file)
            merged.append(
              prefix: UnsafeBufferPointer(rebasing: freshText[face.prefix]),
              suffix: UnsafeBufferPointer(rebasing: freshText[face.suffix]), postScriptName: key.postScriptName,
              style: key.style, folder: face.folder, index: face.index,
              file: sameFile ? nil : face.file.map { fresh.files[$0] }, sameFile: sameFile, hasFile: face.file != nil)
            if face.file != nil { lastFile = key.file }
          }
          var next = 0
          for face in cache.faces {
            guard let folder = folders[face.folder] else { continue }
            while next < fresh.faces.count {
              let candidate = fresh.faces[next]
              if SnapshotOrderKey.precedes(freshKey(candidate), cachedKey(face)) {
                appendFresh(candidate)
                next += 1
              } else if SnapshotOrderKey.precedes(cachedKey(face), freshKey(candidate)) {
                break
              } else {
                return nil
              }
            }
            appendCached(face, folder: folder)
          }
          for face in fresh.faces[next...] { appendFresh(face) }
          return merged
        }
      }
    }
  }
}
