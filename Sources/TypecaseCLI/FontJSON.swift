import TypecaseCore

/// The stable JSON schema of the font commands: `{"families": [{"name", "faces": [...]}]}`.
///
/// Numbers are numbers; values fontconfig did not give are omitted, never invented.
enum FontJSON {
  static func document(_ families: [FontFamily]) -> JSONValue {
    .object(omittingNil: [("families", .array(families.map(family)))])
  }

  static func family(_ family: FontFamily) -> JSONValue {
    .object(omittingNil: [
      ("name", .string(family.name)),
      ("otherNames", family.otherNames.isEmpty ? nil : .array(family.otherNames.map(localizedName))),
      ("faces", .array(family.faces.map(face))),
    ])
  }

  static func localizedName(_ name: LocalizedName) -> JSONValue {
    .object(omittingNil: [("name", .string(name.name)), ("language", name.language.map(JSONValue.string))])
  }

  static func face(_ face: FontFace) -> JSONValue {
    .object(omittingNil: [
      ("style", .string(face.style)),
      ("postscriptName", face.postScriptName.map(JSONValue.string)),
      ("fullName", face.fullName.map(JSONValue.string)),
      ("weight", .number(face.traits.weight)),
      ("weightName", .string(face.traits.weightName)),
      ("width", .number(face.traits.width)),
      ("widthName", .string(face.traits.widthName)),
      ("slant", .number(face.traits.slant)),
      ("slantName", .string(face.traits.slantName)),
      ("monospace", .bool(face.isMonospace)),
      ("format", face.format.map(JSONValue.string)),
      ("version", face.version.map(JSONValue.string)),
      ("foundry", face.foundry.map(JSONValue.string)),
      ("file", .string(face.location.file)),
      ("index", .number(face.location.index)),
      ("languages", .array(face.languages.map(JSONValue.string))),
    ])
  }

  /// Appends `family(family).rendered(level:)` to `json` as UTF-8, written straight from the
  /// family: `families --json` writes tens of thousands of faces, and building each one's JSON
  /// value and then its text cost twice the time of the listing. (A test checks both agree.)
  static func write(_ family: FontFamily, to json: inout JSONBytes, level: Int) {
    json.beginObject()
    json.member("name", level: level)
    json.string(family.name)
    if !family.otherNames.isEmpty {
      json.member("otherNames", level: level)
      json.text(JSONValue.array(family.otherNames.map(localizedName)).rendered(level: level + 1))
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
    json.endObject(level: level)
  }
}

/// JSON text as UTF-8 bytes, laid out as `JSONValue.rendered` lays it out, written member by
/// member (for listings too long to build as values first).
struct JSONBytes {
  /// The text so far.
  var bytes: [UInt8] = []
  private var isFirstMember = true

  /// Appends `text` as it is.
  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends `text` as it is.
  mutating func text(_ text: String) { bytes.append(contentsOf: text.utf8) }

  /// Appends two spaces per level.
  mutating func indent(_ level: Int) {
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
  }

  /// Opens an object.
  mutating func beginObject() {
    raw("{\n")
    isFirstMember = true
  }

  /// Starts the member `name` of an object nested `level` deep (its value follows).
  mutating func member(_ name: String, level: Int) {
    if !isFirstMember { raw(",\n") }
    isFirstMember = false
    indent(level + 1)
    string(name)
    raw(": ")
  }

  /// Closes an object nested `level` deep.
  mutating func endObject(level: Int) {
    raw("\n")
    indent(level)
    raw("}")
    isFirstMember = false
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  /// Appends `text` as a JSON string literal, escaped as `JSONValue.quoted` escapes it.
  mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): raw("\\\"")
      case UInt8(ascii: "\\"): raw("\\\\")
      case 0x0A: raw("\\n")
      case 0x0D: raw("\\r")
      case 0x09: raw("\\t")
      case 0x08: raw("\\b")
      case 0x0C: raw("\\f")
      case 0..<0x20:
        raw("\\u00")
        bytes.append(Self.hexDigits[Int(byte >> 4)])
        bytes.append(Self.hexDigits[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
