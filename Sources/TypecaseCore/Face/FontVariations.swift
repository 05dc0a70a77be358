/// A variable face's axes and named instances (fvar), with the names its name table gives
/// them: what the face page lists, and what the catalog names fontconfig's instances by.
package struct FontVariations: Sendable, Equatable {
  /// The axes, in font order.
  package var axes: [VariationAxis]
  /// The named instances, in font order.
  package var namedInstances: [NamedInstance]
  /// The style of the default instance (name ID 17, else 2), when the font has one.
  package var defaultStyle: String?

  /// Variations made of their parts.
  package init(axes: [VariationAxis], namedInstances: [NamedInstance], defaultStyle: String?) {
    self.axes = axes
    self.namedInstances = namedInstances
    self.defaultStyle = defaultStyle
  }

  /// The variations of the face `faceIndex` of `file`; nil when the face is not variable or
  /// the file cannot be read. Opens the file (mapped, not read whole): only for variable fonts.
  package static func read(file: String, faceIndex: Int) -> FontVariations? {
    guard let face = HarfBuzzFace(file: file, faceIndex: faceIndex), faceIndex < face.facesInFile else { return nil }
    let variations = FontVariations(face: face, names: FaceNames(face))
    return variations.axes.isEmpty ? nil : variations
  }

  /// Reads the variations of `face`, named by `names` (empty for a static face).
  init(face: HarfBuzzFace, names: FaceNames) {
    axes = face.axisInfos.map { info in
      VariationAxis(
        tag: info.tag,
        name: names.english(info.nameID) ?? RegisteredAxisName.name(of: info.tag),
        minimum: Self.designValue(info.minimum),
        defaultValue: Self.designValue(info.defaultValue),
        maximum: Self.designValue(info.maximum),
        isHidden: info.isHidden)
    }
    defaultStyle = names.english(FaceNames.ID.typographicSubfamily) ?? names.english(FaceNames.ID.subfamily)
    guard !axes.isEmpty else {
      namedInstances = []
      return
    }
    let family = names.english(FaceNames.ID.typographicFamily) ?? names.english(FaceNames.ID.family) ?? ""
    let prefix = PostScriptInstanceName.prefix(
      variationsPrefix: names.english(FaceNames.ID.variationsPostScriptNamePrefix), family: family)
    let tags = axes.map(\.tag)
    namedInstances = face.namedInstanceInfos.map { info in
      let subfamily = names.english(info.subfamilyNameID) ?? ""
      let ownName = info.postScriptNameID.flatMap(names.english)
      return NamedInstance(
        name: subfamily,
        postScriptName: ownName ?? PostScriptInstanceName.named(prefix: prefix, subfamily: subfamily),
        coordinates: zip(tags, info.coordinates).map { ($0, Self.designValue($1)) })
    }
  }

  /// A design coordinate as fvar means it: HarfBuzz hands over floats of 16.16 fixed-point
  /// numbers (12.3 arrives as 12.300003); four decimals keep every value a font means.
  static func designValue(_ value: Float) -> Double {
    (Double(value) * 10_000).rounded() / 10_000
  }

  /// The ranges of the axes a user may see, e.g. "wght 100–900 · slnt −10–0" (a real minus
  /// sign and an en dash); hidden axes are left out.
  package var summary: String {
    axes.filter { !$0.isHidden }.map { "\($0.tag) \(Self.number($0.minimum))–\(Self.number($0.maximum))" }
      .joined(separator: " · ")
  }

  /// `value` with up to three decimals, no trailing zeros, and U+2212 MINUS SIGN.
  static func number(_ value: Double) -> String {
    DecimalText.string(value, maximumDecimals: 3, minus: "\u{2212}")
  }
}
