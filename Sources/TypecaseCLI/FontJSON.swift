import TypecaseCore

/// The stable JSON schema of the font commands: `{"families": [{"name", "faces": [...]}]}`.
///
/// Numbers are numbers; values fontconfig did not give are omitted, never invented. The text is
/// written straight to UTF-8, family by family, laid out as `JSONValue.rendered` lays out JSON:
/// `families --json` writes tens of thousands of faces, and building each one's JSON value
/// first took twice the time of the listing.
enum FontJSON {
  /// Writes the document of `families` to `write`, one family at a time (the sequence may read
  /// each family as it is asked for, so a long listing is never held whole).
  static func stream(_ families: some Sequence<FontFamily>, to write: (String) -> Void) {
    var wroteAny = false
    for family in families {
      var json = JSONBytes()
      json.raw(wroteAny ? ",\n    " : "{\n  \"families\": [\n    ")
      self.write(family, to: &json, level: 2)
      write(String(decoding: json.bytes, as: UTF8.self))
      wroteAny = true
    }
    write(wroteAny ? "\n  ]\n}" : "{\n  \"families\": []\n}")
  }

  /// Appends the object of `family`, nested `level` deep, to `json`.
  static func write(_ family: FontFamily, to json: inout JSONBytes, level: Int) {
    json.beginObject()
    json.member("name", level: level)
    json.string(family.name)
    if !family.otherNames.isEmpty {
      json.member("otherNames", level: level)
      json.raw("[\n")
      for (index, name) in family.otherNames.enumerated() {
        if index > 0 { json.raw(",\n") }
        json.indent(level + 2)
        json.beginObject()
        json.member("name", level: level + 2)
        json.string(name.name)
        if let language = name.language {
          json.member("language", level: level + 2)
          json.string(language)
        }
        json.endObject(level: level + 2)
      }
      json.raw("\n")
      json.indent(level + 1)
      json.raw("]")
    }
    json.member("faces", level: level)
    if family.faces.isEmpty {
      json.raw("[]")
    } else {
      json.raw("[\n")
      for (index, face) in family.faces.enumerated() {
        if index > 0 { json.raw(",\n") }
        json.indent(level + 2)
        write(face, to: &json, level: level + 2)
      }
      json.raw("\n")
      json.indent(level + 1)
      json.raw("]")
    }
    json.endObject(level: level)
  }

  /// Appends `face(face).rendered(level:)` to `json` (see `write(_:to:level:)` for families).
  static func write(_ face: FontFace, to json: inout JSONBytes, level: Int) {
    json.beginObject()
    writeMembers(of: face, to: &json, level: level)
    json.endObject(level: level)
  }

  /// Appends the members of a face's object (after `beginObject`, before `endObject`), for
  /// objects that carry more (a snapshot's faces).
  static func writeMembers(of face: FontFace, to json: inout JSONBytes, level: Int) {
    json.member("style", level: level)
    json.string(face.style)
    if let name = face.postScriptName {
      json.member("postscriptName", level: level)
      json.string(name)
    }
    if let name = face.fullName {
      json.member("fullName", level: level)
      json.string(name)
    }
    json.member("weight", level: level)
    json.text(String(face.traits.weight))
    json.member("weightName", level: level)
    json.string(face.traits.weightName)
    json.member("width", level: level)
    json.text(String(face.traits.width))
    json.member("widthName", level: level)
    json.string(face.traits.widthName)
    json.member("slant", level: level)
    json.text(String(face.traits.slant))
    json.member("slantName", level: level)
    json.string(face.traits.slantName)
    json.member("monospace", level: level)
    json.raw(face.isMonospace ? "true" : "false")
    for (name, value) in [("format", face.format), ("version", face.version), ("foundry", face.foundry)] {
      guard let value else { continue }
      json.member(name, level: level)
      json.string(value)
    }
    json.member("file", level: level)
    json.string(face.location.file)
    json.member("index", level: level)
    json.text(String(face.location.index))
    json.member("languages", level: level)
    json.raw("[")
    for (index, language) in face.languages.enumerated() {
      if index > 0 { json.raw(", ") }
      json.string(language)
    }
    json.raw("]")
  }
}
