/// The configuration files fontconfig read that one snapshot names and the other does not.
///
/// A rule added (a conf.d file giving `monospace` another family) or a configuration listing
/// the font folders in another order (another copy of a font first) changes what programs get
/// with the same fonts: `diff` said "The fonts are the same" and exited 0.
public struct ConfigurationFilesChange: Sendable, Equatable {
  /// The files only the second names, in its order.
  public var added: [String]
  /// The files only the first names, in its order.
  public var removed: [String]

  /// The change from `before` to `after`; nil when both name the same files (in any order),
  /// or either does not say (a snapshot without them).
  public init?(before: [String]?, after: [String]?) {
    guard let before, let after else { return nil }
    let old = Set(before)
    let new = Set(after)
    guard old != new else { return nil }
    added = after.filter { !old.contains($0) }
    removed = before.filter { !new.contains($0) }
  }
}
