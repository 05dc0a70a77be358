/// A font family: every face whose first family name is the same.
public struct FontFamily: Sendable, Hashable, Identifiable {
  /// The family name (fontconfig's family[0]); also the family's identity.
  public var name: String
  /// The family's names in other languages, gathered from all its faces.
  public var otherNames: [LocalizedName]
  /// The faces, sorted by width, weight, slant, then name.
  public var faces: [FontFace]

  /// Creates a family; the faces are sorted here.
  public init(name: String, otherNames: [LocalizedName] = [], faces: [FontFace]) {
    self.name = name
    self.otherNames = otherNames
    self.faces = faces.sorted(by: FontFamily.faceOrder)
  }

  public var id: String { name }

  /// Whether the family has two or more faces (and so a page of its own).
  public var hasSeveralFaces: Bool { faces.count >= 2 }

  /// Every name the family goes by: its own first, then the localized ones.
  public var allNames: [String] { [name] + otherNames.map(\.name) }

  /// Face order: width, weight, slant, then name, then file (so duplicates keep one order).
  static func faceOrder(_ lhs: FontFace, _ rhs: FontFace) -> Bool {
    if lhs.traits != rhs.traits { return lhs.traits < rhs.traits }
    if lhs.displayName != rhs.displayName {
      return NaturalOrder.precedes(lhs.displayName, rhs.displayName)
    }
    return lhs.location < rhs.location
  }
}
