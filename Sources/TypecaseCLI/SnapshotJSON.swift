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

  /// Faces as written, to keep in the faces cache.
  struct KeptFaces {
    /// Their files, in order.
    var files: [SnapshotFaceCache.File] = []
    /// The faces, their text in `text`.
    var faces: [SnapshotFaceCache.Face] = []
    /// Their text before and after what is said about their files, their PostScript names and
    /// styles.
    var text: [UInt8] = []
    /// Whether every face's folder is known (else they cannot be kept).
    var isComplete = true

    /// Writes them to the cache file at `path`, for the fonts of `fingerprint`.
    func write(to path: String, fingerprint: FontSetFingerprint) {
      guard isComplete else { return }
      text.withUnsafeBufferPointer { text in
        SnapshotFaceCache.write(files: files, faces: faces, text: { _ in text }, to: path, fingerprint: fingerprint)
      }
    }

    /// Appends a face of `folder`, at `index` in its file: its text before and after what is
    /// said about its file, its PostScript name and style; in a file when `hasFile`: the last
    /// face's when `sameFile`, else `file`.
    mutating func append(
      prefix: UnsafeBufferPointer<UInt8>, suffix: UnsafeBufferPointer<UInt8>,
      postScriptName: UnsafeBufferPointer<UInt8>?, style: UnsafeBufferPointer<UInt8>, folder: Int, index: Int,
      file: SnapshotFaceCache.File?, sameFile: Bool, hasFile: Bool
    ) {
      func copy(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let start = text.count
        text.append(contentsOf: bytes)
        return start..<text.count
      }
      let prefixRange = copy(prefix)
      let suffixRange = copy(suffix)
      let nameRange = postScriptName.map(copy)
      let styleRange = copy(style)
      if let file, !sameFile { files.append(file) }
      faces.append(
        .init(
          prefix: prefixRange, suffix: suffixRange, file: hasFile ? files.count - 1 : nil, folder: folder,
          index: index, postScriptName: nameRange, style: styleRange))
    }
  }

  /// Hands the document's text from its list of faces on (the value of "faces", then the end
  /// of the document) to `write`, in order: the faces of `snapshot` written afresh, on all
  /// cores. Returns the faces as the cache keeps them.
  static func writeFaces(of snapshot: FontSnapshot, to write: (UnsafeBufferPointer<UInt8>) -> Void) -> KeptFaces {
    let entries = snapshot.entries
    var kept = KeptFaces()
    kept.faces.reserveCapacity(entries.count)
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
      // Kept for the cache: each face's text before and after its file.
      part.text.withBytes { bytes in
        for (prefix, suffix) in part.faces {
          let entry = entries[kept.faces.count]
          let start = kept.text.count
          kept.text.append(contentsOf: bytes[prefix])
          let middle = kept.text.count
          kept.text.append(contentsOf: bytes[suffix])
          let end = kept.text.count
          kept.text.append(contentsOf: (entry.face.postScriptName ?? "").utf8)
          let name = entry.face.postScriptName.map { _ in end..<kept.text.count }
          let styleStart = kept.text.count
          kept.text.append(contentsOf: entry.face.style.utf8)
          if entry.folder == nil { kept.isComplete = false }
          kept.faces.append(
            .init(
              prefix: start..<middle, suffix: middle..<end, file: nil, folder: entry.folder ?? 0,
              index: entry.face.location.index, postScriptName: name, style: styleStart..<kept.text.count))
        }
      }
    }
    for (position, entry) in entries.enumerated() {
      if kept.files.last?.path != entry.face.location.file {
        kept.files.append(
          .init(path: entry.face.location.file, fingerprint: entry.file?.fingerprint, sha256: entry.file?.sha256))
      }
      kept.faces[position].file = kept.files.count - 1
    }
    return kept
  }

  /// Hands the document's text from its list of faces on to `write` as
  /// `writeFaces(of:to:)` does, the faces copied from `cache`, whose files are as they were
  /// (what is said about them is written from the cache). Copied through one buffer, handed
  /// over whenever it holds a few hundred kilobytes.
  static func writeFaces(of cache: SnapshotFaceCache, to write: (UnsafeBufferPointer<UInt8>) -> Void) {
    cache.withText { text in
      writeStoredFaces(count: cache.faces.count, to: write) { position, json, memo in
        let face = cache.faces[position]
        json.raw(UnsafeBufferPointer(rebasing: text[face.prefix]))
        json.continueObject()
        if let file = face.file, let fingerprint = cache.fingerprint(ofFile: file) {
          writeFileMembers(fingerprint, to: &json, memo: &memo)
          if let sha256 = cache.sha256(ofFile: file) {
            json.member(key: "sha256", level: 2)
            json.string(UnsafeBufferPointer(rebasing: text[sha256]))
          }
        }
        json.raw(UnsafeBufferPointer(rebasing: text[face.suffix]))
      }
    }
  }

  /// Hands the document's text from its list of faces on to `write` as
  /// `writeFaces(of:to:)` does, the faces those of `kept`.
  static func writeFaces(of kept: KeptFaces, to write: (UnsafeBufferPointer<UInt8>) -> Void) {
    kept.text.withUnsafeBufferPointer { text in
      writeStoredFaces(count: kept.faces.count, to: write) { position, json, memo in
        let face = kept.faces[position]
        json.raw(UnsafeBufferPointer(rebasing: text[face.prefix]))
        json.continueObject()
        if let file = face.file.map({ kept.files[$0] }), let fingerprint = file.fingerprint {
          writeFileMembers(fingerprint, to: &json, memo: &memo)
          if let sha256 = file.sha256 {
            json.member(key: "sha256", level: 2)
            json.string(sha256)
          }
        }
        json.raw(UnsafeBufferPointer(rebasing: text[face.suffix]))
      }
    }
  }

  /// Hands the list of `count` faces kept as text, and the end of the document, to `write`:
  /// `face(position, json, memo)` appends the face at `position` after its indentation. Copied
  /// through one buffer, handed over whenever it holds a few hundred kilobytes.
  private static func writeStoredFaces(
    count: Int, to write: (UnsafeBufferPointer<UInt8>) -> Void,
    face: (Int, inout JSONBytes, inout FaceMemo) -> Void
  ) {
    guard count > 0 else {
      emptyList.withUTF8Buffer(write)
      return
    }
    var json = JSONBytes()
    var memo = FaceMemo()
    json.raw("[\n")
    for position in 0..<count {
      if position > 0 { json.raw(",\n") }
      json.indent(2)
      face(position, &json, &memo)
      if json.count >= 1 << 18 {
        json.withBytes(write)
        json.removeAll()
      }
    }
    json.raw(listEnd)
    json.withBytes(write)
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
    FontJSON.writeMembers(of: entry.face, to: &json, level: level, languages: memo.languagesJSON)
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
