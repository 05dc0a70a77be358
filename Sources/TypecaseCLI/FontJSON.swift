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
  ///
  /// `starredNotInstalled` (`families --starred`) follows the families as a list of names: the
  /// starred families that are not installed, which scripts otherwise learnt from standard
  /// error only.
  static func stream(
    _ families: some Sequence<FontFamily>, starredNotInstalled: [String]? = nil, to write: (String) -> Void
  ) {
    var wroteAny = false
    for family in families {
      var json = JSONBytes()
      json.raw(wroteAny ? ",\n    " : "{\n  \"families\": [\n    ")
      self.write(family, to: &json, level: 2)
      write(json.text)
      wroteAny = true
    }
    write(wroteAny ? "\n  ]" : "{\n  \"families\": []")
    if let starredNotInstalled {
      var json = JSONBytes()
      json.raw(",\n  \"starredNotInstalled\": [")
      for (index, name) in starredNotInstalled.enumerated() {
        json.raw(index == 0 ? "\n    " : ",\n    ")
        json.string(name)
      }
      json.raw(starredNotInstalled.isEmpty ? "]" : "\n  ]")
      write(json.text)
    }
    write("\n}")
  }

  /// Appends the object of `family`, nested `level` deep, to `json`.
  static func write(_ family: FontFamily, to json: inout JSONBytes, level: Int) {
    json.beginObject()
    json.member(key: "name", level: level)
    json.string(family.name)
    if !family.otherNames.isEmpty {
      json.member(key: "otherNames", level: level)
      json.raw("[\n")
      for (index, name) in family.otherNames.enumerated() {
        if index > 0 { json.raw(",\n") }
        json.indent(level + 2)
        json.beginObject()
        json.member(key: "name", level: level + 2)
        json.string(name.name)
        if let language = name.language {
          json.member(key: "language", level: level + 2)
          json.string(language)
        }
        json.endObject(level: level + 2)
      }
      json.raw("\n")
      json.indent(level + 1)
      json.raw("]")
    }
    json.member(key: "faces", level: level)
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
    writeMembers(of: face, to: &json, level: level, variation: true)
    json.endObject(level: level)
  }

  /// Appends the members of a face's object (after `beginObject`, before `endObject`), for
  /// objects that carry more (a snapshot's faces).
  ///
  /// `languages`, when given, is the text of `languagesArray(face.languages)`, made once for
  /// the many faces that share it. `variation`: a variable font's axes, a named instance's
  /// coordinates (see `writeVariation`).
  static func writeMembers(
    of face: FontFace, to json: inout JSONBytes, level: Int, languages: JSONBytes? = nil, variation: Bool = false
  ) {
    json.member(key: "style", level: level)
    json.string(face.style)
    if let name = face.postScriptName {
      json.member(key: "postscriptName", level: level)
      json.string(name)
    }
    if let name = face.fullName {
      json.member(key: "fullName", level: level)
      json.string(name)
    }
    json.member(key: "weight", level: level)
    json.integer(face.traits.weight)
    json.member(key: "weightName", level: level)
    json.string(face.traits.weightName)
    json.member(key: "width", level: level)
    json.integer(face.traits.width)
    json.member(key: "widthName", level: level)
    json.string(face.traits.widthName)
    json.member(key: "slant", level: level)
    json.integer(face.traits.slant)
    json.member(key: "slantName", level: level)
    json.string(face.traits.slantName)
    json.member(key: "monospace", level: level)
    json.raw(face.isMonospace ? "true" : "false")
    // As fontconfig's `color` (and `--color`) says it, of color fonts only, as "variable" is
    // said: scripts had to list the faces again with --color to learn which are.
    if face.isColor {
      json.member(key: "color", level: level)
      json.raw("true")
    }
    if variation, let faceVariation = face.variation { writeVariation(faceVariation, to: &json, level: level) }
    if let format = face.format {
      json.member(key: "format", level: level)
      json.string(format)
    }
    // A web font's container ("WOFF2"), as `face` says it.
    if let container = DrawableFormat.webFontFormat(of: face.location.file) {
      json.member(key: "container", level: level)
      json.string(container)
    }
    if let version = face.version {
      json.member(key: "version", level: level)
      json.string(version)
    }
    if let foundry = face.foundry {
      json.member(key: "foundry", level: level)
      json.string(foundry)
    }
    json.member(key: "file", level: level)
    json.string(face.location.file)
    json.member(key: "index", level: level)
    json.integer(face.location.index)
    json.member(key: "languages", level: level)
    if let languages {
      languages.withBytes { json.raw($0) }
    } else {
      writeLanguages(face.languages, to: &json)
    }
  }

  /// Appends what a face of a variable font is, in `face --json`'s words: the variable font as
  /// a whole is `"variable": true` with its `axes` (tag, name, min, default, max); a named
  /// instance has its `coordinates` (`{"wght": 700}`).
  ///
  /// Scripts could not tell "Inter (Variable)" from a static face of weight 400.
  private static func writeVariation(_ variation: FaceVariation, to json: inout JSONBytes, level: Int) {
    switch variation {
    case .variableFont(let axes):
      json.member(key: "variable", level: level)
      json.raw("true")
      json.member(key: "axes", level: level)
      FaceJSON.writeAxes(axes, to: &json, level: level)
    case .namedInstance(let coordinates):
      json.member(key: "coordinates", level: level)
      FaceJSON.writeCoordinates(coordinates.map { ($0.tag, $0.value) }, to: &json, level: level)
    }
  }

  /// The `languages` array of a face, on one line: `["en", "fr"]`.
  static func languagesArray(_ languages: [String]) -> JSONBytes {
    var json = JSONBytes()
    writeLanguages(languages, to: &json)
    return json
  }

  /// Appends the `languages` array of a face.
  private static func writeLanguages(_ languages: [String], to json: inout JSONBytes) {
    json.raw("[")
    for (index, language) in languages.enumerated() {
      if index > 0 { json.raw(", ") }
      json.string(language)
    }
    json.raw("]")
  }
}
