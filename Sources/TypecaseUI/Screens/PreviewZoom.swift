/// Ctrl+plus, Ctrl+minus and Ctrl+0 on a face page: the preview's size a step larger or
/// smaller, or back to where it starts, as text editors and browsers zoom (the size slider
/// alone, reached by Tab, changed it).
public enum PreviewZoom: Sendable, Equatable {
  /// A step larger.
  case larger
  /// A step smaller.
  case smaller
  /// The size the page starts at.
  case reset

  /// The sizes zooming steps through, in points, within `FaceScreens.sizeRange`.
  static let steps: [Double] = [8, 10, 12, 14, 18, 24, 36, 48, 64, 72, 96, 128, 160, 200]

  /// The size `points` zooms to: the next step above or below (a size between two steps goes
  /// to the nearer one in that direction), the ends staying where they are.
  public func size(from points: Double) -> Double {
    switch self {
    case .larger: Self.steps.first { $0 > points } ?? points
    case .smaller: Self.steps.last { $0 < points } ?? points
    case .reset: FaceScreens.startingPoints
    }
  }
}
