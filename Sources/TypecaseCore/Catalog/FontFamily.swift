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

  /// The faces that `name`, one of the family's other names, names ("DejaVu Sans Condensed" of
  /// "DejaVu Sans"), compared as a family is found by name (ignoring case, width and
  /// spaces), as `fc-list :family=NAME` lists them; every face when `name` is the family's own
  /// name, or no face goes by it alone.
  public func faces(goingBy name: String) -> [FontFace] {
    let key = { (text: String) in SearchText.fold(text).filter { $0 != " " } }
    let wanted = key(self.name(shownAs: name))
    guard key(self.name) != wanted else { return faces }
    let named = faces.filter { face in
      key(face.family) == wanted || face.otherFamilyNames.contains { key($0.name) == wanted }
    }
    return named.isEmpty ? faces : named
  }

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
