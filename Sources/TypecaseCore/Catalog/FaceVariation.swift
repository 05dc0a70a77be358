/// Where a face stands in a variable font: one of its named instances, or the variable font
/// listed as a whole.
public enum FaceVariation: Sendable, Hashable {
  /// A named instance, at these coordinates (in the font's axis order).
  case namedInstance([AxisCoordinate])
  /// The variable font as a whole, with these axes (its default instance at their defaults).
  case variableFont([VariationAxis])

  /// The coordinates that draw the face: an instance's own, the axes' defaults for the whole
  /// font.
  public var coordinates: [AxisCoordinate] {
    switch self {
    case .namedInstance(let coordinates): coordinates
    case .variableFont(let axes): axes.map { AxisCoordinate(tag: $0.tag, value: $0.defaultValue) }
    }
  }

  /// Whether this is the variable font as a whole (fontconfig's `variable=true`).
  public var isWholeFont: Bool {
    if case .variableFont = self { return true }
    return false
  }

  /// A named instance's coordinates; nil for the variable font as a whole.
  public var instanceCoordinates: [AxisCoordinate]? {
    if case .namedInstance(let coordinates) = self { return coordinates }
    return nil
  }
}

/// A position on one variation axis: "wght" 700.
public struct AxisCoordinate: Sendable, Hashable {
  /// The axis tag, for example "wght".
  public var tag: String
  /// The design coordinate, for example 700.
  public var value: Double

  /// Creates a coordinate.
  public init(tag: String, value: Double) {
    self.tag = tag
    self.value = value
  }
}
