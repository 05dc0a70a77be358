import Foundation
import TypecaseCore

/// The JSON of `typecase face` built as a `JSONValue`, the slow, plain way: the independent
/// account of the schema that `FaceJSON`'s text is checked against (numbers formatted by
/// printf's %g, not by `FaceJSON.number`).
enum FaceJSONValue {
  static func document(_ details: FaceDetails, language: InterfaceLanguage) -> JSONValue {
    .object(omittingNil: [("face", face(details, language: language))])
  }

  static func face(_ details: FaceDetails, language: InterfaceLanguage) -> JSONValue {
    .object(omittingNil: [
      ("postscriptName", details.postScriptName.map(JSONValue.string)),
      ("fullName", details.fullName.map(JSONValue.string)),
      ("family", details.family.isEmpty ? nil : .string(details.family)),
      ("style", details.style.isEmpty ? nil : .string(details.style)),
      ("otherNames", details.otherNames.isEmpty ? nil : .array(details.otherNames.map(FontJSONValue.localizedName))),
      (
        "otherFullNames",
        details.otherFullNames.isEmpty ? nil : .array(details.otherFullNames.map(FontJSONValue.localizedName))
      ),
      ("file", .string(details.location.file)),
      ("index", .number(details.location.index)),
      ("format", details.format.map(JSONValue.string)),
      ("version", details.version.map(JSONValue.string)),
      ("fontRevision", details.fontRevision.map(JSONValue.string)),
      ("designer", details.designer.map(JSONValue.string)),
      ("designerURL", details.designerURL.map(JSONValue.string)),
      ("manufacturer", details.manufacturer.map(JSONValue.string)),
      ("vendorURL", details.vendorURL.map(JSONValue.string)),
      ("vendorID", details.vendorID.map(JSONValue.string)),
      ("copyright", details.copyright.map(JSONValue.string)),
      ("trademark", details.trademark.map(JSONValue.string)),
      ("license", details.license.map(JSONValue.string)),
      ("licenseURL", details.licenseURL.map(JSONValue.string)),
      ("description", details.description.map(JSONValue.string)),
      ("unitsPerEm", details.unitsPerEm.map(JSONValue.number)),
      ("ascender", details.metrics.map { JSONValue.number($0.ascender) }),
      ("descender", details.metrics.map { JSONValue.number($0.descender) }),
      ("lineGap", details.metrics.map { JSONValue.number($0.lineGap) }),
      ("xHeight", details.metrics?.xHeight.map(JSONValue.number)),
      ("capHeight", details.metrics?.capHeight.map(JSONValue.number)),
      ("glyphCount", details.glyphCount.map(JSONValue.number)),
      ("characterCount", .number(details.characters.count)),
      ("colorFormat", details.colorFormat.map { .string($0.rawValue) }),
      (
        "palettes",
        details.palettes.isEmpty
          ? nil
          : .array(
            details.palettes.map { palette in
              .object(omittingNil: [
                ("name", palette.name.map(JSONValue.string)),
                ("backgrounds", .array(palette.backgrounds.map { .string($0) })),
              ])
            })
      ),
      ("variable", .bool(!details.axes.isEmpty)),
      ("axes", details.axes.isEmpty ? nil : .array(details.axes.map(axis))),
      ("namedInstances", details.namedInstances.isEmpty ? nil : .array(details.namedInstances.map(instance))),
      ("features", .array(details.features.map(feature))),
      (
        "scripts",
        .array(
          details.scripts.map { script in
            .object(omittingNil: [
              ("tag", .string(script.tag)), ("languages", .array(script.languages.map { .string($0) })),
            ])
          })
      ),
      (
        "languages",
        .array(
          details.languages.map { code in
            .object(omittingNil: [
              ("code", .string(code)), ("name", .string(LanguageNames.name(of: code, in: language))),
            ])
          })
      ),
      ("blocks", .array(BlockCoverage.blocks(touchedBy: details.characters).map(block))),
      ("fsType", details.fsType.map { JSONValue.number(Int($0)) }),
      ("embedding", details.embedding.map { .string($0.rawValue) }),
    ])
  }

  static func axis(_ axis: VariationAxis) -> JSONValue {
    .object(omittingNil: [
      ("tag", .string(axis.tag)), ("name", .string(axis.name)), ("min", number(axis.minimum)),
      ("default", number(axis.defaultValue)), ("max", number(axis.maximum)), ("hidden", .bool(axis.isHidden)),
    ])
  }

  static func instance(_ instance: NamedInstance) -> JSONValue {
    .object(omittingNil: [
      ("name", .string(instance.name)),
      ("postscriptName", instance.postScriptName.map(JSONValue.string)),
      ("coordinates", .object(instance.coordinates.map { JSONValue.Member(name: $0.tag, value: number($0.value)) })),
    ])
  }

  static func feature(_ feature: LayoutFeature) -> JSONValue {
    .object(omittingNil: [
      ("tag", .string(feature.tag)), ("name", .string(feature.name)), ("table", .string(feature.table)),
    ])
  }

  static func block(_ block: BlockCoverage) -> JSONValue {
    .object(omittingNil: [
      ("name", .string(block.name)), ("first", .number(Int(block.first))), ("last", .number(Int(block.last))),
      ("covered", .number(block.covered)), ("size", .number(block.size)),
    ])
  }

  static func number(_ value: Double) -> JSONValue { .scalar(String(format: "%g", value)) }
}
