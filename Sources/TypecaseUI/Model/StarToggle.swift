/// A family's star: whether it is starred, and what the toggle is called.
public struct StarToggle: Sendable, Hashable {
  /// The family it stars.
  public var family: String
  /// Whether the family is starred now.
  public var isStarred: Bool
  /// The toggle's accessible name and tooltip: what pressing it does ("Star NAME", "Unstar NAME").
  public var label: String

  /// Creates a star toggle.
  public init(family: String, isStarred: Bool, label: String) {
    self.family = family
    self.isStarred = isStarred
    self.label = label
  }
}
