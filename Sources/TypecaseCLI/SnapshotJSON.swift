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

  /// The document's UTF-8 text, with a final newline.
  static func document(_ snapshot: FontSnapshot, header: Header) -> [UInt8] {
    var document: [UInt8] = []
    write(snapshot, header: header) { document += $0 }
    return document
  }

  /// Hands the document's UTF-8 text to `write` in chunks of about 64 KB, as it is made.
  static func write(_ snapshot: FontSnapshot, header: Header, to write: ([UInt8]) -> Void) {
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
      for (position, entry) in snapshot.entries.enumerated() {
        if position > 0 { json.raw(",\n") }
        json.indent(2)
        self.write(entry, to: &json, level: 2)
        if json.count >= 1 << 16 {
          write(json.bytes)
          json.removeAll()
        }
      }
      json.raw("\n")
      json.indent(1)
      json.raw("]")
    }
    json.endObject(level: 0)
    json.raw("\n")
    write(json.bytes)
  }

  /// Appends the object of one face, nested `level` deep.
  private static func write(_ entry: FontSnapshot.Entry, to json: inout JSONBytes, level: Int) {
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
    FontJSON.writeMembers(of: entry.face, to: &json, level: level)
    if let file = entry.file {
      json.member(key: "fileSize", level: level)
      json.integer(file.fingerprint.size)
      json.member(key: "modified", level: level)
      json.string(UTCTimestamp.iso8601(seconds: file.fingerprint.modifiedSeconds))
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
