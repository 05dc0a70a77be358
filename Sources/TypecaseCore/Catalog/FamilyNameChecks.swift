/// What the families' rows learn from a font of each family, opened off the main thread (see
/// `FontLibrary.checkFamilyNames`).
public struct FamilyNameChecks: Sendable, Equatable {
  /// For each family whose font cannot draw the family's name legibly, a sample of the
  /// characters it does draw; "" for a family whose row shows its name in the interface's font
  /// with no sample (its fonts cannot be drawn, or read).
  public var samples: [String: String]
  /// The families none of whose fonts this user may read (see `ReadableFontFile`).
  public var unreadable: Set<String>
  /// The families of bitmap fonts fontconfig lists that cannot be scaled, which the list
  /// leaves out (see `FontLibrary.unlistedBitmapFamilies`), sorted.
  public var unlistedBitmapFamilies: [String]

  /// Checks with `samples`, `unreadable` families and `unlistedBitmapFamilies`.
  public init(samples: [String: String] = [:], unreadable: Set<String> = [], unlistedBitmapFamilies: [String] = []) {
    self.samples = samples
    self.unreadable = unreadable
    self.unlistedBitmapFamilies = unlistedBitmapFamilies
  }
}
