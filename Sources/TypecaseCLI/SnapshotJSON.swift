import TypecaseCore

/// The JSON document of `typecase snapshot`: a format version, a header with what changes from
/// run to run (when, how long, which Typecase), then what only the fonts decide: fontconfig's
/// version and configuration files, and every face with the fields of `faces --json` plus its
/// family, file size, modification time, SHA-256 and coverage digest.
enum SnapshotJSON {
  /// What varies between two snapshots of the same fonts.
  struct Header {
    /// When the snapshot was taken, in seconds since 1970.
    var createdAt: Int64
    /// How long taking it took, in milliseconds.
    var milliseconds: Int
  }

  /// Hands the document's UTF-8 text, with a final newline, to `write` in parts, in order.
  ///
  /// The faces are written on all cores, a few hundred to a part, and handed over in order.
  static func write(_ snapshot: FontSnapshot, header: Header, to write: (UnsafeBufferPointer<UInt8>) -> Void) {
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
    json.string(snapshot.fontconfigVersion)
    json.member(key: "configFiles", level: 1)
    stringList(snapshot.configurationFiles, to: &json, level: 3)
    json.endObject(level: 1)
    json.member(key: "faceCount", level: 0)
    json.integer(snapshot.entries.count)
    json.member(key: "faces", level: 0)
    if snapshot.entries.isEmpty {
      json.raw("[]")
    } else {
      json.raw("[\n")
      json.withBytes(write)
      json.removeAll()
      // A group of parts at a time, handed over before the next is written: the whole text
      // is never held at once.
      let entries = snapshot.entries
      let partSize = 256
      let groupSize = 16 * partSize
      for group in stride(from: 0, to: entries.count, by: groupSize) {
        let count = min(groupSize, entries.count - group)
        let parts = ParallelMap.chunks(count: count, chunkSize: partSize) { range in
          var part = JSONBytes()
          var memo = FaceMemo()
          for position in range.lowerBound + group..<range.upperBound + group {
            if position > 0 { part.raw(",\n") }
            part.indent(2)
            self.write(entries[position], to: &part, level: 2, memo: &memo)
          }
          return part
        }
        for part in parts { part.withBytes(write) }
      }
      json.raw("\n")
      json.indent(1)
      json.raw("]")
    }
    json.endObject(level: 0)
    json.raw("\n")
    json.withBytes(write)
  }

  /// What consecutive faces share, written once: their languages and modification time.
  private struct FaceMemo {
    var languages: [String]?
    var languagesJSON = JSONBytes()
    var modifiedSeconds: Int64?
    var modified = ""
  }

  /// Appends the object of one face, nested `level` deep.
  private static func write(
    _ entry: FontSnapshot.Entry, to json: inout JSONBytes, level: Int, memo: inout FaceMemo
  ) {
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
    if let file = entry.file {
      json.member(key: "fileSize", level: level)
      json.integer(file.fingerprint.size)
      json.member(key: "modified", level: level)
      let seconds = file.fingerprint.modifiedSeconds
      if memo.modifiedSeconds != seconds {
        memo.modifiedSeconds = seconds
        memo.modified = UTCTimestamp.iso8601(seconds: seconds)
      }
      json.string(memo.modified)
      if let sha256 = file.sha256 {
        json.member(key: "sha256", level: level)
        json.string(sha256)
      }
    }
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

  private static func threeDigits(_ value: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: 3 - digits.count) + digits
  }
}
