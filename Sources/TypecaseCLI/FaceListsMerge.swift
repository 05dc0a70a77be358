import TypecaseCore

/// The faces of a snapshot made from two sources: those of the faces cache whose folders did
/// not change, and those read afresh from the folders that did, merged in the snapshot's order
/// (`SnapshotOrderKey`), as a snapshot of all the fonts read afresh would list them.
///
/// Only the order is made (runs of faces of one folder): no face's text is copied.
enum FaceListsMerge {
  /// The faces of `stored` whose folder has a place now (`positions`: for each folder of its
  /// index, its index in the fingerprint now, nil for one whose faces are not kept), merged
  /// with `fresh` (by the same folder numbering); nil when two faces from the two sources are
  /// equal in the order (fontconfig's order decides then, which only a full read knows).
  static func merge(stored: SnapshotFaceStore.Contents, positions: [Int?], fresh: SnapshotJSON.FaceLists)
    -> SnapshotJSON.FaceLists?
  {
    var folders = fresh.folders
    for (folder, position) in positions.enumerated() {
      if let position, let cache = stored.folders[folder] { folders[position] = .cached(cache) }
    }
    // The fresh faces' keys, held as bytes of their own.
    var freshFaces: [(folder: Int, position: Int)] = []
    var freshKeys: [OwnedKey] = []
    for run in fresh.runs {
      guard case .kept(let kept) = fresh.folders[run.folder] else { continue }
      for position in run.start..<(run.start + run.count) {
        let face = kept.faces[position]
        freshFaces.append((run.folder, position))
        freshKeys.append(
          OwnedKey(
            file: face.file.map { Array(kept.files[$0].path.utf8) } ?? [], index: face.index,
            postScriptName: face.postScriptName.map { Array(kept.text[$0]) }, style: Array(kept.text[face.style])))
      }
    }
    var runs: [SnapshotFaceIndex.Run] = []
    var next = 0
    for run in stored.index.runs {
      guard let position = positions[run.folder] else { continue }
      guard let cache = stored.folders[run.folder] else { return nil }
      let tie = cache.withText { text -> Bool in
        for face in run.start..<(run.start + run.count) {
          if next < freshKeys.count {
            let key = cachedKey(cache, cache.faces[face], text)
            while next < freshKeys.count {
              let (before, after) = freshKeys[next].withKey { fresh in
                (SnapshotOrderKey.precedes(fresh, key), SnapshotOrderKey.precedes(key, fresh))
              }
              if before {
                SnapshotFaceIndex.add(folder: freshFaces[next].folder, position: freshFaces[next].position, to: &runs)
                next += 1
              } else if after {
                break
              } else {
                return true
              }
            }
          }
          SnapshotFaceIndex.add(folder: position, position: face, to: &runs)
        }
        return false
      }
      if tie { return nil }
    }
    for face in freshFaces[next...] { SnapshotFaceIndex.add(folder: face.folder, position: face.position, to: &runs) }
    return SnapshotJSON.FaceLists(folders: folders, runs: runs)
  }

  /// The order key of `face` of `cache`, whose text is `text`.
  private static func cachedKey(
    _ cache: SnapshotFaceCache, _ face: SnapshotFaceCache.Face, _ text: UnsafeBufferPointer<UInt8>
  ) -> SnapshotOrderKey {
    SnapshotOrderKey(
      file: face.file.map { cache.path(ofFile: $0) } ?? UnsafeBufferPointer(start: nil, count: 0), index: face.index,
      postScriptName: face.postScriptName.map { UnsafeBufferPointer(rebasing: text[$0]) },
      style: UnsafeBufferPointer(rebasing: text[face.style]))
  }

  /// An order key whose bytes it holds.
  private struct OwnedKey {
    var file: [UInt8]
    var index: Int
    var postScriptName: [UInt8]?
    var style: [UInt8]

    /// `body`'s result for the key.
    func withKey<Result>(_ body: (SnapshotOrderKey) -> Result) -> Result {
      file.withUnsafeBufferPointer { file in
        style.withUnsafeBufferPointer { style in
          guard let postScriptName else {
            return body(SnapshotOrderKey(file: file, index: index, postScriptName: nil, style: style))
          }
          return postScriptName.withUnsafeBufferPointer { name in
            body(SnapshotOrderKey(file: file, index: index, postScriptName: name, style: style))
          }
        }
      }
    }
  }
}
