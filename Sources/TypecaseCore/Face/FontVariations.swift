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

  /// A variation axis as fvar gives it: tag, name ID, whether it is hidden, and its range
  /// (HarfBuzz's floats of the 16.16 fixed-point values).
  package typealias AxisInfo = (
    tag: String, nameID: UInt32, isHidden: Bool, minimum: Float, defaultValue: Float, maximum: Float
  )

  /// A named instance as fvar gives it: subfamily and PostScript name IDs (nil when it has
  /// none) and its design coordinates, one per axis.
  package typealias InstanceInfo = (subfamilyNameID: UInt32, postScriptNameID: UInt32?, coordinates: [Float])

  /// The variations of the face `faceIndex` of `file`; nil when the face is not variable or
  /// the file cannot be read.
  ///
  /// Maps the file (reads no more than its fvar and name tables): only for variable fonts.
  /// Reads what HarfBuzz reads (`SfntFace`, `FvarTable`, `NameTable`), so `typecase` names
  /// instances as the face page does without linking HarfBuzz.
  package static func read(file: String, faceIndex: Int) -> FontVariations? {
    guard let face = SfntFace(file: file, faceIndex: faceIndex), faceIndex < face.facesInFile else { return nil }
    let fvar = FvarTable(face)
    guard !fvar.axes.isEmpty else { return nil }
    let names = NameTable(face)
    return FontVariations(axes: fvar.axes, namedInstances: fvar.namedInstances, english: names.english)
  }

  /// The variations of fvar's `axes` and `namedInstances`, named by `english` (a name ID's
  /// text as the face page shows it); empty for a static face.
  package init(axes axisInfos: [AxisInfo], namedInstances instanceInfos: [InstanceInfo], english: (UInt32) -> String?) {
    axes = axisInfos.map { info in
      VariationAxis(
        tag: info.tag,
        name: english(info.nameID) ?? RegisteredAxisName.name(of: info.tag),
        minimum: Self.designValue(info.minimum),
        defaultValue: Self.designValue(info.defaultValue),
        maximum: Self.designValue(info.maximum),
        isHidden: info.isHidden)
    }
    defaultStyle = english(NameID.typographicSubfamily) ?? english(NameID.subfamily)
    guard !axes.isEmpty else {
      namedInstances = []
      return
    }
    let family = english(NameID.typographicFamily) ?? english(NameID.family) ?? ""
    let prefix = PostScriptInstanceName.prefix(
      variationsPrefix: english(NameID.variationsPostScriptNamePrefix), family: family)
    let tags = axes.map(\.tag)
    func atCoordinates(_ info: InstanceInfo) -> String {
      PostScriptInstanceName.atCoordinates(
        prefix: prefix, zip(axisInfos, info.coordinates).map { ($0.tag, Double($1), Double($0.defaultValue)) })
    }
    var instances = instanceInfos.map { info in
      let subfamily = english(info.subfamilyNameID) ?? ""
      let coordinates = zip(tags, info.coordinates).map { ($0, Self.designValue($1)) }
      let name =
        info.postScriptNameID.flatMap(english)
        ?? (PostScriptInstanceName.allowed(subfamily).isEmpty
          ? atCoordinates(info) : PostScriptInstanceName.named(prefix: prefix, subfamily: subfamily))
      return NamedInstance(name: subfamily, postScriptName: name, coordinates: coordinates)
    }
    // A name made from a subfamily name several instances share (one in French alone, "Sans
    // nom", for four) is made from each one's coordinates: one name opened one of them.
    var counts: [String: Int] = [:]
    for instance in instances { counts[instance.postScriptName ?? "", default: 0] += 1 }
    for (index, info) in instanceInfos.enumerated()
    where info.postScriptNameID.flatMap(english) == nil && counts[instances[index].postScriptName ?? "", default: 0] > 1
    {
      instances[index].postScriptName = atCoordinates(info)
    }
    namedInstances = instances
  }

  /// A design coordinate as fvar means it: HarfBuzz hands over floats of 16.16 fixed-point
  /// numbers (12.3 arrives as 12.300003); four decimals keep every value a font means.
  static func designValue(_ value: Float) -> Double {
    (Double(value) * 10_000).rounded() / 10_000
  }

  /// The ranges of the axes a user may see, for example "wght 100–900 · slnt −10–0" (a real minus
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
