/// One filter that is on, shown as a removable chip under the search bar.
public struct FilterChip: Sendable, Hashable, Identifiable {
  /// Which filter it is.
  public var id: ID
  /// What the chip says ("Monospace", "Japanese", "Weight 300–700").
  public var label: String
  /// The accessible name of its remove button ("Remove filter Monospace").
  public var removeLabel: String

  /// Creates a chip.
  public init(id: ID, label: String, removeLabel: String) {
    self.id = id
    self.label = label
    self.removeLabel = removeLabel
  }

  /// The filters, by the word the command line names them with.
  public enum ID: String, Sendable, Hashable, CaseIterable {
    case language, monospace, italic, weight, width, variable, color, format, location, duplicates, starred
  }
}
