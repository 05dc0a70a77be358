/// The fonts of the machine, grouped into families and sorted the way a person reads them.
public struct FontCatalog: Sendable {
  /// The families in natural order ("Font 2" before "Font 10", case-insensitive).
  public let families: [FontFamily]

  /// Groups faces into families by their first family name and sorts both.
  public init(faces: [FontFace]) {
    var order: [String] = []
    var facesByFamily: [String: [FontFace]] = [:]
    for face in faces {
      if facesByFamily[face.family] == nil { order.append(face.family) }
      facesByFamily[face.family, default: []].append(face)
    }
    let unsorted = order.map { name in
      let members = facesByFamily[name] ?? []
      var seen: Set<LocalizedName> = []
      var otherNames: [LocalizedName] = []
      for localized in members.flatMap(\.otherFamilyNames) where localized.name != name {
        if seen.insert(localized).inserted { otherNames.append(localized) }
      }
      return FontFamily(name: name, otherNames: otherNames, faces: members)
    }
    families = NaturalOrder.sorted(unsorted, by: \.name)
  }

  /// The family names closest to `name`, best first, for "did you mean" hints.
  public func suggestions(for name: String, limit: Int = 3) -> [String] {
    families.suggestions(for: name, limit: limit)
  }
}
