/// The names of variable fonts' faces as the fonts give them, where fontconfig's differ.
///
/// Fontconfig lists a variable font as its default instance, the whole variable font
/// (FC_VARIABLE, with no style and no PostScript name) and each named instance (index >> 16
/// = instance + 1) with a made-up PostScript name ("Inter_100wght") and the default's full
/// name. Named instances get their real PostScript name (fvar's postScriptNameID, else Adobe
/// TN #5902's) and full name; the variable font gets a name that says so ("Inter (Variable)")
/// and a summary of its axes. Each variable file is read once per catalog; static faces never
/// reach here.
package final class VariableFontNames: Sendable {
  /// The variations read so far, by file and face index (nil: not readable as variable).
  private let known = LockedValue<[FontLocation: FontVariations?]>([:])

  /// An empty cache.
  package init() {}

  /// How many faces' variations were read from their files so far.
  var facesRead: Int { known.withLock { $0.count } }

  /// The real PostScript name of the named instance at `location` (index >> 16 = instance + 1),
  /// where fontconfig has a made-up one that several instances can share; nil for any other
  /// face, or an instance the file does not name.
  func postScriptName(ofInstanceAt location: FontLocation) -> String? {
    let instanceNumber = location.index >> 16
    guard instanceNumber > 0, let variations = variations(of: location),
      instanceNumber <= variations.namedInstances.count
    else { return nil }
    return variations.namedInstances[instanceNumber - 1].postScriptName
  }

  /// The PostScript names of the named instances of the variable font at `location`, in
  /// fvar's order (nil for an instance that has none); read once per catalog.
  func instancePostScriptNames(of location: FontLocation) -> [String?] {
    variations(of: location)?.namedInstances.map(\.postScriptName) ?? []
  }

  /// Renames `face` (read from a pattern at `location.index`, which fontconfig marks variable
  /// when `isVariable`) when it is a variable font or one of its named instances.
  func rename(_ face: inout FontFace, isVariable: Bool) {
    let instanceNumber = face.location.index >> 16
    guard isVariable || instanceNumber > 0 else { return }
    let variations = variations(of: face.location)
    if instanceNumber > 0 {
      guard let variations, instanceNumber <= variations.namedInstances.count else { return }
      let instance = variations.namedInstances[instanceNumber - 1]
      if face.postScriptName != instance.postScriptName { face.fontconfigPostScriptName = face.postScriptName }
      face.postScriptName = instance.postScriptName
      face.variation = .namedInstance(instance.coordinates.map { AxisCoordinate(tag: $0.tag, value: $0.value) })
      if !instance.name.isEmpty {
        face.style = instance.name
        face.fullName = face.family + " " + instance.name
      }
      return
    }
    // The default instance's own style, unless it is the plain one ("Inter Italic (Variable)").
    let style = variations?.defaultStyle.flatMap { ["", "Regular", "Normal", "Roman"].contains($0) ? nil : $0 }
    face.style = style.map { $0 + " Variable" } ?? "Variable"
    face.fullName = face.family + (style.map { " " + $0 } ?? "") + " (Variable)"
    face.variationSummary = variations?.summary
    face.variation = variations.map { .variableFont($0.axes) }
    // Its weight and width are those it draws with by default: fontconfig gives a range
    // (Inter's weights 100–900), whose lower end said "Thin" of every variable font.
    if let axes = variations?.axes {
      if let weight = axes.first(where: { $0.tag == "wght" }) {
        face.traits.weight = Int(weight.defaultValue.rounded())
      }
      if let width = axes.first(where: { $0.tag == "wdth" }) { face.traits.width = Int(width.defaultValue.rounded()) }
    }
  }

  /// The variations of the face at `location` (its instance bits left out), read once.
  private func variations(of location: FontLocation) -> FontVariations? {
    let face = FontLocation(file: location.file, index: location.index & 0xFFFF)
    if let known = known.withLock({ $0[face] }) { return known }
    let read = FontVariations.read(file: face.file, faceIndex: face.index)
    known.withLock { $0[face] = .some(read) }
    return read
  }
}
