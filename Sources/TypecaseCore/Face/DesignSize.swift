/// The size a face was designed for, and the sizes it is meant for (its GPOS `size`
/// feature's parameters), in points: an optical size's cut ("EB Garamond 12": 12 pt, for 9.5
/// to 120 pt).
public struct DesignSize: Sendable, Hashable {
  /// The design size, in points.
  public var points: Double
  /// The smallest size the face is meant for, in points; nil when the font gives no range.
  public var smallest: Double?
  /// The largest size the face is meant for, in points; nil when the font gives no range.
  public var largest: Double?

  /// Creates a design size.
  public init(points: Double, smallest: Double? = nil, largest: Double? = nil) {
    self.points = points
    self.smallest = smallest
    self.largest = largest
  }

  /// The design size as "12 pt (9.5–120 pt)", in `localizer`'s language.
  public func text(_ localizer: Localizer) -> String {
    let size = DecimalText.string(points, maximumDecimals: 1)
    guard let smallest, let largest else { return localizer.tr("{size} pt", ["size": size]) }
    // A range from 0 has no lower limit (EB Garamond 08: "for 0–9.4 pt").
    if smallest == 0 {
      return localizer.tr(
        "{size} pt (for up to {largest} pt)",
        ["size": size, "largest": DecimalText.string(largest, maximumDecimals: 1)])
    }
    return localizer.tr(
      "{size} pt (for {smallest}–{largest} pt)",
      [
        "size": size, "smallest": DecimalText.string(smallest, maximumDecimals: 1),
        "largest": DecimalText.string(largest, maximumDecimals: 1),
      ])
  }
}
