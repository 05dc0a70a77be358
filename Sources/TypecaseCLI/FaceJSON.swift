import TypecaseCore

/// The JSON of `typecase face NAME --json`: `{"face": {...}}`, written straight to UTF-8 as
/// `JSONValue.rendered` lays JSON out (JSONBytes: the one escaping rule).
///
/// Keys, in order: postscriptName, fontconfigPostscriptName (a named instance's, where
/// fontconfig gives it another), nameTablePostscriptName (the name table's, when it is none a
/// PostScript name can be and fontconfig made `postscriptName` up), fullName, family, style, legacyFamily and legacyStyle (name
/// IDs 1 and 2, when they differ from the typographic ones), weight, weightName, width,
/// widthName, slant, slantName, monospace (fontconfig's, as `faces --json` gives them),
/// otherNames (family names in other languages), otherFullNames, file, index, format,
/// version, designer, designerURL, manufacturer, vendorURL (name IDs 12 and 11, as the font
/// writes them), vendorID, copyright, trademark, license, licenseURL, description,
/// unitsPerEm, bitmapSizes (pixel sizes of its bitmap strikes), glyphCount, characterCount,
/// colorFormat, verticalMetrics (its vhea, vmtx, VORG tables), palettes (a color font's CPAL
/// palettes: name, backgrounds), mathTable (true when
/// the face has a MATH table, for formula layout), variable (the variable font as a whole), coordinates (a named instance's), axes, namedInstances (the file's),
/// features, scripts, languages, blocks, fsType (OS/2's, as a number), embedding. What the
/// font does not say is left out, never
/// invented: names and numbers it lacks, otherNames and otherFullNames when it has none, axes and namedInstances
/// for a static face. features, languages and blocks are always there (empty: none).
enum FaceJSON {
  /// The document of `details` (without a final newline); `languageName` names a fontconfig
  /// language tag in the output's language.
  ///
  /// `listed` is the face as fontconfig lists it (its weight, width, slant and spacing, as
  /// `faces --json` gives them).
  static func document(
    _ details: FaceDetails, listed: FontFace? = nil, blocks: [BlockCoverage], languageName: (String) -> String
  ) -> String {
    var json = JSONBytes()
    json.beginObject()
    json.member("face", level: 0)
    write(details, listed: listed, blocks: blocks, languageName: languageName, to: &json, level: 1)
    json.endObject(level: 0)
    return json.text
  }

  /// Appends the object of `details`, nested `level` deep, to `json`.
  static func write(
    _ details: FaceDetails, listed: FontFace?, blocks: [BlockCoverage], languageName: (String) -> String,
    to json: inout JSONBytes, level: Int
  ) {
    func string(_ name: String, _ value: String?) {
      guard let value else { return }
      json.member(name, level: level)
      json.string(value)
    }
    func integer(_ name: String, _ value: Int?) {
      guard let value else { return }
      json.member(name, level: level)
      json.integer(value)
    }
    json.beginObject()
    string("postscriptName", details.postScriptName)
    string("fontconfigPostscriptName", listed?.fontconfigPostScriptName)
    string("nameTablePostscriptName", details.nameTablePostScriptName)
    string("fullName", details.fullName)
    // A font without a name table has neither: left out, as the other names.
    string("family", details.family.isEmpty ? nil : details.family)
    string("style", details.style.isEmpty ? nil : details.style)
    string("legacyFamily", details.legacyFamily)
    string("legacyStyle", details.legacyStyle)
    // The keys and values of `faces --json` (it had them and this had none).
    if let traits = listed?.traits {
      integer("weight", traits.weight)
      string("weightName", traits.weightName)
      integer("width", traits.width)
      string("widthName", traits.widthName)
      integer("slant", traits.slant)
      string("slantName", traits.slantName)
    }
    if let listed {
      json.member("monospace", level: level)
      json.raw(listed.isMonospace ? "true" : "false")
    }
    for (key, names) in [("otherNames", details.otherNames), ("otherFullNames", details.otherFullNames)]
    where !names.isEmpty {
      json.member(key, level: level)
      array(names, to: &json, level: level + 1) { name, json, level in
        json.member("name", level: level)
        json.string(name.name)
        if let language = name.language {
          json.member("language", level: level)
          json.string(language)
        }
      }
    }
    string("file", details.location.file)
    integer("index", details.location.index)
    string("format", details.format)
    // A web font's container, whose outlines `format` names ("WOFF2" holding "TrueType"):
    // desktop programs do not draw it, and scripts could not tell it from a .ttf.
    string("container", DrawableFormat.webFontFormat(reading: details.location.file))
    string("version", details.version)
    string("fontRevision", details.fontRevision)
    string("designer", details.designer)
    string("designerURL", details.designerURL)
    string("manufacturer", details.manufacturer)
    string("vendorURL", details.vendorURL)
    string("vendorID", details.vendorID)
    string("copyright", details.copyright)
    string("trademark", details.trademark)
    string("license", details.license)
    string("licenseURL", details.licenseURL)
    string("description", details.description)
    integer("unitsPerEm", details.unitsPerEm)
    integer("ascender", details.metrics?.ascender)
    integer("descender", details.metrics?.descender)
    integer("lineGap", details.metrics?.lineGap)
    integer("xHeight", details.metrics?.xHeight)
    integer("capHeight", details.metrics?.capHeight)
    if let size = details.designSize {
      json.member("designSize", level: level)
      json.beginObject()
      json.member("points", level: level + 1)
      json.text(number(size.points))
      if let smallest = size.smallest, let largest = size.largest {
        json.member("smallest", level: level + 1)
        json.text(number(smallest))
        json.member("largest", level: level + 1)
        json.text(number(largest))
      }
      json.endObject(level: level)
    }
    if !details.bitmapSizes.isEmpty {
      json.member("bitmapSizes", level: level)
      json.text("[" + details.bitmapSizes.map(String.init).joined(separator: ", ") + "]")
    }
    integer("glyphCount", details.glyphCount)
    integer("characterCount", details.characterCount)
    string("colorFormat", details.colorFormat?.rawValue)
    if !details.verticalMetricsTables.isEmpty {
      json.member("verticalMetrics", level: level)
      json.text("[" + details.verticalMetricsTables.map { "\"" + $0 + "\"" }.joined(separator: ", ") + "]")
    }
    if details.hasMathTable {
      json.member("mathTable", level: level)
      json.raw("true")
    }
    if !details.palettes.isEmpty {
      json.member("palettes", level: level)
      array(details.palettes, to: &json, level: level + 1) { palette, json, level in
        if let name = palette.name {
          json.member("name", level: level)
          json.string(name)
        }
        json.member("backgrounds", level: level)
        json.text("[" + palette.backgrounds.map { "\"" + $0 + "\"" }.joined(separator: ", ") + "]")
      }
    }
    json.member("variable", level: level)
    json.raw(isWholeVariableFont(details, listed: listed) ? "true" : "false")
    if let coordinates = listed?.variation?.instanceCoordinates {
      json.member("coordinates", level: level)
      writeCoordinates(coordinates.map { ($0.tag, $0.value) }, to: &json, level: level)
    }
    if !details.axes.isEmpty {
      json.member("axes", level: level)
      writeAxes(details.axes, to: &json, level: level)
    }
    if !details.namedInstances.isEmpty {
      json.member("namedInstances", level: level)
      array(details.namedInstances, to: &json, level: level + 1) { instance, json, level in
        json.member("name", level: level)
        json.string(instance.name)
        if let postScriptName = instance.postScriptName {
          json.member("postscriptName", level: level)
          json.string(postScriptName)
        }
        json.member("coordinates", level: level)
        writeCoordinates(instance.coordinates, to: &json, level: level)
      }
    }
    json.member("features", level: level)
    array(details.features, to: &json, level: level + 1) { feature, json, level in
      json.member("tag", level: level)
      json.string(feature.tag)
      json.member("name", level: level)
      json.string(feature.name)
      json.member("table", level: level)
      json.string(feature.table)
      if feature.isMathScriptOnly {
        json.member("mathScriptOnly", level: level)
        json.raw("true")
      }
      if feature.alternatesToChoose > 0 {
        json.member("alternates", level: level)
        json.integer(feature.alternatesToChoose)
      }
    }
    json.member("scripts", level: level)
    array(details.scripts, to: &json, level: level + 1) { script, json, level in
      json.member("tag", level: level)
      json.string(script.tag)
      json.member("languages", level: level)
      FontJSON.languagesArray(script.languages).withBytes { json.raw($0) }
    }
    json.member("languages", level: level)
    array(details.languages, to: &json, level: level + 1) { code, json, level in
      json.member("code", level: level)
      json.string(code)
      json.member("name", level: level)
      json.string(languageName(code))
    }
    json.member("blocks", level: level)
    array(blocks, to: &json, level: level + 1) { block, json, level in
      json.member("name", level: level)
      json.string(block.name)
      json.member("first", level: level)
      json.integer(block.first)
      json.member("last", level: level)
      json.integer(block.last)
      json.member("covered", level: level)
      json.integer(block.covered)
      json.member("size", level: level)
      json.integer(block.size)
    }
    integer("fsType", details.fsType.map(Int.init))
    string("embedding", details.embedding?.rawValue)
    if !details.embeddingLimits.isEmpty {
      json.member("embeddingLimits", level: level)
      json.raw("[")
      for (position, limit) in details.embeddingLimits.enumerated() {
        if position > 0 { json.raw(", ") }
        json.string(limit.rawValue)
      }
      json.raw("]")
    }
    json.endObject(level: level)
  }

  /// Whether the face is a variable font as a whole, as fontconfig's `variable=true` and
  /// `faces --json` say it: a named instance is not (it has `coordinates`), though its file's
  /// axes and instances are listed.
  ///
  /// Without the face as listed: whether the file varies.
  static func isWholeVariableFont(_ details: FaceDetails, listed: FontFace?) -> Bool {
    guard let listed else { return details.isVariable }
    return listed.variation?.isWholeFont == true
  }

  /// Appends the `axes` array of a variable font, the value of a member at `level`: each axis's
  /// tag, name, min, default and max (`face --json`, and `faces --json` for the font as a
  /// whole).
  static func writeAxes(_ axes: [VariationAxis], to json: inout JSONBytes, level: Int) {
    array(axes, to: &json, level: level + 1) { axis, json, level in
      json.member("tag", level: level)
      json.string(axis.tag)
      json.member("name", level: level)
      json.string(axis.name)
      json.member("min", level: level)
      json.text(number(axis.minimum))
      json.member("default", level: level)
      json.text(number(axis.defaultValue))
      json.member("max", level: level)
      json.text(number(axis.maximum))
      // The font asks applications not to offer it (fvar's HIDDEN_AXIS): the window gives it
      // no slider, and scripts could not tell why.
      json.member("hidden", level: level)
      json.raw(axis.isHidden ? "true" : "false")
    }
  }

  /// Appends a named instance's `coordinates` object (`{"wght": 700}`), the value of a member
  /// at `level`.
  static func writeCoordinates(_ coordinates: [(tag: String, value: Double)], to json: inout JSONBytes, level: Int) {
    guard !coordinates.isEmpty else { return json.raw("{}") }
    json.beginObject()
    for coordinate in coordinates {
      json.member(coordinate.tag, level: level + 1)
      json.text(number(coordinate.value))
    }
    json.endObject(level: level + 1)
  }

  /// Appends an array of objects, the value of a member at `level`: each element's members
  /// are written by `members` into an object one level deeper.
  private static func array<Element>(
    _ elements: [Element], to json: inout JSONBytes, level: Int,
    members: (Element, inout JSONBytes, Int) -> Void
  ) {
    guard !elements.isEmpty else { return json.raw("[]") }
    json.raw("[\n")
    for (position, element) in elements.enumerated() {
      if position > 0 { json.raw(",\n") }
      json.indent(level + 1)
      json.beginObject()
      members(element, &json, level + 1)
      json.endObject(level: level + 1)
    }
    json.raw("\n")
    json.indent(level)
    json.raw("]")
  }

  /// A design coordinate as JSON writes it: 400 (not 400.0), -10, 12.5.
  static func number(_ value: Double) -> String {
    if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
