import TypecaseCore

/// The JSON document of `typecase snapshot`: a format version, a header with what changes from
/// run to run (when, how long, which Typecase), then what only the fonts decide: fontconfig's
/// version and configuration files, and every face with the fields of `faces --json` plus its
/// family, file size, modification time, SHA-256 and coverage digest.
///
/// A face is written in three pieces: its text up to its languages, what is said about its
/// file, and the rest. The first and last depend on the font only, and are what the faces
/// cache keeps (`SnapshotFaceCache`); the middle is written afresh every time.
enum SnapshotJSON {
  /// What varies between two snapshots of the same fonts.
  struct Header {
    /// When the snapshot was taken, in seconds since 1970.
    var createdAt: Int64
    /// How long taking it took, in milliseconds.
    var milliseconds: Int
  }

  /// Faces written at a time on one core.
  static let partSize = 256
  /// Parts written before they are handed over: the whole text is never held at once.
  static let groupSize = 16 * partSize

  /// One font folder's faces as written, to keep in the faces cache.
  struct KeptFaces: Sendable {
    /// Their files, in order.
    var files: [SnapshotFaceCache.File] = []
    /// The faces, their text in `text`.
    var faces: [SnapshotFaceCache.Face] = []
    /// Their text before and after what is said about their files, their PostScript names and
    /// styles.
    var text: [UInt8] = []

    /// Appends a face of `folder`, at `index` in its file: its text before and after what is
    /// said about its file, its PostScript name and style; in `newFile`, or the last face's file
    /// when nil.
    mutating func append(
      prefix: UnsafeBufferPointer<UInt8>, suffix: UnsafeBufferPointer<UInt8>, postScriptName: String?, style: String,
      folder: Int, index: Int, newFile: SnapshotFaceCache.File?
    ) {
      let prefixStart = text.count
      text.append(contentsOf: prefix)
      let suffixStart = text.count
      text.append(contentsOf: suffix)
      let nameStart = text.count
      if let postScriptName { text.append(contentsOf: postScriptName.utf8) }
      let styleStart = text.count
      text.append(contentsOf: style.utf8)
      if let newFile { files.append(newFile) }
      faces.append(
        .init(
          prefix: prefixStart..<suffixStart, suffix: suffixStart..<nameStart, file: files.count - 1, folder: folder,
          index: index, postScriptName: postScriptName == nil ? nil : nameStart..<styleStart,
          style: styleStart..<text.count))
    }
  }

  /// Faces from the faces cache and read afresh, by font folder (indices in
  /// `FontSetFingerprint.folders`), and the snapshot's order as runs of faces of one folder.
  struct FaceLists: Sendable {
    /// Where a folder's faces are.
    enum Folder: Sendable {
      /// A folder without faces.
      case empty
      /// Copied from the faces cache (its files as they were).
      case cached(SnapshotFaceCache)
      /// Read afresh.
      case kept(KeptFaces)
    }

    /// Each folder's faces.
    var folders: [Folder]
    /// The snapshot's order.
    var runs: [SnapshotFaceIndex.Run] = []

    /// How many faces there are.
    var count: Int { runs.reduce(0) { $0 + $1.count } }

    /// Keeps the faces read afresh in `store`, for the folders and configuration of
    /// `fingerprint`, and the index of all of them.
    func keep(in store: SnapshotFaceStore, fingerprint: FontSetFingerprint) {
      var folders: [SnapshotFaceIndex.Folder] = []
      for (position, line) in fingerprint.folders.enumerated() {
        switch self.folders[position] {
        case .empty:
          folders.append(.init(line: line, name: ""))
        case .cached:
          folders.append(.init(line: line, name: SnapshotFaceStore.fileName(forFolder: line)))
        case .kept(let kept):
          let name = kept.text.withUnsafeBufferPointer { text in
            store.writeFolder(line: line, files: kept.files, faces: kept.faces, text: text)
          }
          // A folder not kept: no index that names it.
          guard let name else { return }
          folders.append(.init(line: line, name: name))
        }
      }
      store.write(SnapshotFaceIndex(configuration: fingerprint.configuration, folders: folders, runs: runs))
    }
  }

  /// Hands the document's text from its list of faces on (the value of "faces", then the end
  /// of the document) to `write`, in order: the faces of `snapshot` written afresh, on all
  /// cores.
  ///
  /// Returns the faces as the cache keeps them, by folder (`folderCount` of them); nil when a
  /// face's folder is not known.
  static func writeFaces(
    of snapshot: FontSnapshot, folderCount: Int, to write: (UnsafeBufferPointer<UInt8>) -> Void
  ) -> FaceLists? {
    let entries = snapshot.entries
    var kept = [KeptFaces](repeating: KeptFaces(), count: folderCount)
    var runs: [SnapshotFaceIndex.Run] = []
    var complete = true
    var written = 0
    writeList(count: entries.count, to: write) { range in
      var part = FacesPart()
      var memo = FaceMemo()
      for position in range {
        part.startFace(at: position)
        let prefixStart = part.text.count
        writeFontMembers(of: entries[position], to: &part.text, memo: &memo)
        let prefixEnd = part.text.count
        if let file = entries[position].file {
          writeFileMembers(file.fingerprint, to: &part.text, memo: &memo)
          if let sha256 = file.sha256 {
            part.text.member(key: "sha256", level: 2)
            part.text.string(sha256)
          }
        }
        let suffixStart = part.text.count
        writeCoverageMembers(of: entries[position], to: &part.text)
        part.faces.append((prefixStart..<prefixEnd, suffixStart..<part.text.count))
      }
      return part
    } written: { part in
      // Kept for the cache, in its folder: each face's text before and after its file, its
      // PostScript name and style.
      guard complete else { return }
      part.text.withBytes { bytes in
        for (prefix, suffix) in part.faces {
          let entry = entries[written]
          written += 1
          guard let folder = entry.folder, folder < folderCount else {
            complete = false
            return
          }
          let path = entry.face.location.file
          var file: SnapshotFaceCache.File?
          if kept[folder].files.last?.path != path {
            file = .init(path: path, fingerprint: entry.file?.fingerprint, sha256: entry.file?.sha256)
          }
          kept[folder].append(
            prefix: UnsafeBufferPointer(rebasing: bytes[prefix]), suffix: UnsafeBufferPointer(rebasing: bytes[suffix]),
            postScriptName: entry.face.postScriptName, style: entry.face.style, folder: folder,
            index: entry.face.location.index, newFile: file)
          SnapshotFaceIndex.add(folder: folder, position: kept[folder].faces.count - 1, to: &runs)
        }
      }
    }
    guard complete else { return nil }
    return FaceLists(folders: kept.map { $0.faces.isEmpty ? .empty : .kept($0) }, runs: runs)
  }

  /// Hands the document's text from its list of faces on to `write` as
  /// `writeFaces(of:folderCount:to:)` does, the faces those of `lists`: copied from the cache
  /// (what is said about their files written from it: they are as they were) or as kept when
  /// read afresh.
  ///
  /// Copied through one buffer, handed over whenever it holds a few hundred kilobytes.
  static func writeFaces(of lists: FaceLists, to write: (UnsafeBufferPointer<UInt8>) -> Void) {
    guard lists.runs.contains(where: { $0.count > 0 }) else {
      emptyList.withUTF8Buffer(write)
      return
    }
    var json = JSONBytes()
    var memo = FaceMemo()
    json.raw("[\n")
    // No nested functions here: capturing `json` in one made every access to it checked at
    // run time.
    var first = true
    for run in lists.runs {
      switch lists.folders[run.folder] {
      case .empty:
        break
      case .cached(let cache):
        cache.withText { text in
          for face in cache.faces[run.start..<(run.start + run.count)] {
            beginFace(UnsafeBufferPointer(rebasing: text[face.prefix]), first: &first, in: &json)
            if let file = face.file, let fingerprint = cache.fingerprint(ofFile: file) {
              writeFileMembers(fingerprint, to: &json, memo: &memo)
              if let sha256 = cache.sha256(ofFile: file) {
                json.member(key: "sha256", level: 2)
                json.string(UnsafeBufferPointer(rebasing: text[sha256]))
              }
            }
            endFace(UnsafeBufferPointer(rebasing: text[face.suffix]), in: &json, writingTo: write)
          }
        }
      case .kept(let kept):
        kept.text.withUnsafeBufferPointer { text in
          for face in kept.faces[run.start..<(run.start + run.count)] {
            beginFace(UnsafeBufferPointer(rebasing: text[face.prefix]), first: &first, in: &json)
            if let file = face.file.map({ kept.files[$0] }), let fingerprint = file.fingerprint {
              writeFileMembers(fingerprint, to: &json, memo: &memo)
              if let sha256 = file.sha256 {
                json.member(key: "sha256", level: 2)
                json.string(sha256)
              }
            }
            endFace(UnsafeBufferPointer(rebasing: text[face.suffix]), in: &json, writingTo: write)
          }
        }
      }
    }
    json.raw(listEnd)
    json.withBytes(write)
  }

  /// Starts a face of the list: the comma after the one before, and its text up to where the
  /// members about its file go.
  private static func beginFace(_ prefix: UnsafeBufferPointer<UInt8>, first: inout Bool, in json: inout JSONBytes) {
    if !first { json.raw(",\n") }
    first = false
    json.indent(2)
    json.raw(prefix)
    json.continueObject()
  }

  /// Ends a face of the list with its text after the members about its file, and hands the
  /// buffer to `write` once it holds a few hundred kilobytes.
  private static func endFace(
    _ suffix: UnsafeBufferPointer<UInt8>, in json: inout JSONBytes,
    writingTo write: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    json.raw(suffix)
    guard json.count >= 1 << 18 else { return }
    json.withBytes(write)
    json.removeAll()
  }

  /// The document's text before its list of faces, through `"faces": `.
  static func opening(
    fontconfigVersion: String, configurationFiles: [String], faceCount: Int, header: Header
  ) -> JSONBytes {
    var json = JSONBytes()
    json.beginObject()
    json.member(key: "snapshotVersion", level: 0)
    json.integer(FontSnapshot.formatVersion)
    json.member(key: "header", level: 0)
    json.beginObject()
    json.member(key: "createdAt", level: 1)
    json.string(UTCTimestamp.iso8601(seconds: header.createdAt))
    json.member(key: "seconds", level: 1)
    json.text(String(header.milliseconds / 1000) + "." + threeDigits(header.milliseconds % 1000))
    json.member(key: "generator", level: 1)
    json.string("typecase " + TypecaseCommandLine.version)
    json.endObject(level: 1)
    json.member(key: "fontconfig", level: 0)
    json.beginObject()
    json.member(key: "version", level: 1)
    json.string(fontconfigVersion)
    json.member(key: "configFiles", level: 1)
    stringList(configurationFiles, to: &json, level: 3)
    json.member(key: "configSHA256", level: 1)
    json.string(ConfigurationDigest.of(configurationFiles))
    json.endObject(level: 1)
    json.member(key: "faceCount", level: 0)
    json.integer(faceCount)
    json.member(key: "faces", level: 0)
    return json
  }

  /// An empty list of faces, and the end of the document.
  private static let emptyList: StaticString = "[]\n}\n"
  /// The end of a list of faces, and of the document.
  private static let listEnd: StaticString = "\n  ]\n}\n"

  /// Writes the list of `count` faces and the end of the document: parts of `partSize` faces
  /// made by `part` on all cores, handed to `write` (and to `written`) in order, a group at a
  /// time.
  private static func writeList(
    count: Int, to write: (UnsafeBufferPointer<UInt8>) -> Void, part: @Sendable (Range<Int>) -> FacesPart,
    written: (FacesPart) -> Void
  ) {
    guard count > 0 else {
      emptyList.withUTF8Buffer(write)
      return
    }
    StaticString("[\n").withUTF8Buffer(write)
    for group in stride(from: 0, to: count, by: groupSize) {
      let groupCount = min(groupSize, count - group)
      let parts = ParallelMap.chunks(count: groupCount, chunkSize: partSize) { range in
        part((range.lowerBound + group)..<(range.upperBound + group))
      }
      for part in parts {
        part.text.withBytes(write)
        written(part)
      }
    }
    listEnd.withUTF8Buffer(write)
  }

  /// Some faces' text, and where each face's prefix and suffix are in it.
  private struct FacesPart: Sendable {
    /// The text.
    var text = JSONBytes()
    /// Where each face's text before and after what is said about its file is in `text`.
    var faces: [(prefix: Range<Int>, suffix: Range<Int>)] = []

    /// Starts the face at `position` in the list: after a comma unless it is the first, then
    /// indented.
    mutating func startFace(at position: Int) {
      if position > 0 { text.raw(",\n") }
      text.indent(2)
    }
  }

  /// What consecutive faces share, written once: their languages and modification time.
  private struct FaceMemo {
    /// The last languages written, and their text.
    var languages: [String]?
    var languagesJSON = JSONBytes()
    /// The last modification time written, and its text.
    var modifiedSeconds: Int64?
    var modified = ""
  }

  /// Opens a face's object and writes what its font says, through its languages.
  private static func writeFontMembers(of entry: FontSnapshot.Entry, to json: inout JSONBytes, memo: inout FaceMemo) {
    let level = 2
    json.beginObject()
    json.member(key: "family", level: level)
    json.string(entry.face.family)
    if !entry.face.otherFamilyNames.isEmpty {
      json.member(key: "otherNames", level: level)
      json.raw("[")
      for (position, name) in entry.face.otherFamilyNames.enumerated() {
        if position > 0 { json.raw(", ") }
        json.raw("{\"name\": ")
        json.string(name.name)
        if let language = name.language {
          json.raw(", \"language\": ")
          json.string(language)
        }
        json.raw("}")
      }
      json.raw("]")
    }
    if memo.languages != entry.face.languages {
      memo.languages = entry.face.languages
      memo.languagesJSON = FontJSON.languagesArray(entry.face.languages)
    }
    FontJSON.writeMembers(of: entry.face, to: &json, level: level, languages: memo.languagesJSON, variation: true)
  }

  /// Writes what is said about a face's file before its SHA-256: its size and modification
  /// time.
  private static func writeFileMembers(_ fingerprint: FileFingerprint, to json: inout JSONBytes, memo: inout FaceMemo) {
    let level = 2
    json.member(key: "fileSize", level: level)
    json.integer(fingerprint.size)
    json.member(key: "modified", level: level)
    let seconds = fingerprint.modifiedSeconds
    if memo.modifiedSeconds != seconds {
      memo.modifiedSeconds = seconds
      memo.modified = UTCTimestamp.iso8601(seconds: seconds)
    }
    json.string(memo.modified)
  }

  /// Writes a face's coverage and closes its object.
  private static func writeCoverageMembers(of entry: FontSnapshot.Entry, to json: inout JSONBytes) {
    let level = 2
    json.member(key: "characterCount", level: level)
    json.integer(entry.coverage.count)
    json.member(key: "charsetSHA256", level: level)
    json.string(entry.coverage.sha256)
    json.endObject(level: level)
  }

  /// Appends an array of strings, one a line, its elements nested `level` deep.
  private static func stringList(_ strings: [String], to json: inout JSONBytes, level: Int) {
    guard !strings.isEmpty else { return json.raw("[]") }
    json.raw("[\n")
    for (position, text) in strings.enumerated() {
      if position > 0 { json.raw(",\n") }
      json.indent(level)
      json.string(text)
    }
    json.raw("\n")
    json.indent(level - 1)
    json.raw("]")
  }

  /// `value` (0…999) in three digits.
  private static func threeDigits(_ value: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: 3 - digits.count) + digits
  }
}
