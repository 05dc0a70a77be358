import TypecaseCore

/// The font commands' JSON schema built as a `JSONValue`, the slow, plain way: the independent
/// account of the schema that `FontJSON`'s streamed text is checked against.
enum FontJSONValue {
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
      ("variable", face.variation.flatMap { if case .variableFont = $0 { .bool(true) } else { nil } }),
      ("axes", axes(face.variation)),
      ("coordinates", coordinates(face.variation)),
      ("format", face.format.map(JSONValue.string)),
      ("version", face.version.map(JSONValue.string)),
      ("foundry", face.foundry.map(JSONValue.string)),
      ("file", .string(face.location.file)),
      ("index", .number(face.location.index)),
      ("languages", .array(face.languages.map(JSONValue.string))),
    ])
  }

  /// A variable font's axes, as `face --json` writes them; nil for any other face.
  static func axes(_ variation: FaceVariation?) -> JSONValue? {
    guard case .variableFont(let axes) = variation else { return nil }
    return .array(
      axes.map { axis in
        .object(omittingNil: [
          ("tag", .string(axis.tag)), ("name", .string(axis.name)), ("min", .scalar(number(axis.minimum))),
          ("default", .scalar(number(axis.defaultValue))), ("max", .scalar(number(axis.maximum))),
          ("hidden", .bool(axis.isHidden)),
        ])
      })
  }

  /// A named instance's coordinates, by tag; nil for any other face.
  static func coordinates(_ variation: FaceVariation?) -> JSONValue? {
    guard case .namedInstance(let coordinates) = variation else { return nil }
    return .object(omittingNil: coordinates.map { ($0.tag, .scalar(number($0.value))) })
  }

  /// A design coordinate as JSON: 400, not 400.0; 12.5 as it is.
  static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
