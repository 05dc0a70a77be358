/// A face's weight, width and slant, in OpenType units, with the words people use for them.
public struct FontTraits: Sendable, Hashable, Comparable {
  /// OpenType weight class: 100 (thin) … 400 (regular) … 700 (bold) … 950.
  public var weight: Int
  /// OpenType width percentage: 50 (ultra-condensed) … 100 (normal) … 200 (ultra-expanded).
  public var width: Int
  /// Slant as fontconfig numbers it: 0 roman, 100 italic, 110 oblique.
  public var slant: Int

  /// Creates traits; the defaults are those of a regular upright face.
  public init(weight: Int = 400, width: Int = 100, slant: Int = 0) {
    self.weight = weight
    self.width = width
    self.slant = slant
  }

  /// The weight in words, for example "regular" or "bold".
  public var weightName: String { Self.nearest(weight, in: Self.weightNames) }

  /// The width in words, for example "normal" or "condensed".
  public var widthName: String { Self.nearest(width, in: Self.widthNames) }

  /// The weights with a name (made once: a snapshot names the weight of every face).
  private static let weightNames: [(Int, String)] = [
    (100, "thin"), (200, "extralight"), (300, "light"), (350, "semilight"), (380, "book"),
    (400, "regular"), (500, "medium"), (600, "semibold"), (700, "bold"), (800, "extrabold"),
    (900, "black"), (950, "extrablack"),
  ]

  /// The widths with a name.
  private static let widthNames: [(Int, String)] = [
    (50, "ultracondensed"), (63, "extracondensed"), (75, "condensed"), (87, "semicondensed"),
    (100, "normal"), (113, "semiexpanded"), (125, "expanded"), (150, "extraexpanded"),
    (200, "ultraexpanded"),
  ]

  /// The three slants a face is drawn with.
  public enum SlantStyle: String, Sendable {
    case roman, italic, oblique
  }

  /// The slant as one of the three styles (fontconfig's numbers between them round to the nearer).
  public var slantStyle: SlantStyle {
    switch slant {
    case ..<50: .roman
    case 50...105: .italic
    default: .oblique
    }
  }

  /// The slant in words: "roman", "italic" or "oblique".
  public var slantName: String { slantStyle.rawValue }

  /// Orders faces the way a type specimen does: width, then weight, then slant.
  public static func < (lhs: FontTraits, rhs: FontTraits) -> Bool {
    (lhs.width, lhs.weight, lhs.slant) < (rhs.width, rhs.weight, rhs.slant)
  }

  private static func nearest(_ value: Int, in names: [(Int, String)]) -> String {
    var best = 0
    for candidate in names.indices where abs(names[candidate].0 - value) < abs(names[best].0 - value) {
      best = candidate
    }
    return names[best].1
  }
}
