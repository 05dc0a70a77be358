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
  /// Whether the files named by both differ in contents or order (a rule added to fonts.conf,
  /// its folders listed otherwise), by the snapshots' digests.
  public var changed: Bool

  /// The change from `before` to `after` (with their digests, `ConfigurationDigest`); nil
  /// when both name the same files with the same digest, or either does not say (a snapshot
  /// without them).
  public init?(before: [String]?, after: [String]?, digests: (before: String?, after: String?) = (nil, nil)) {
    guard let before, let after else { return nil }
    let old = Set(before)
    let new = Set(after)
    added = after.filter { !old.contains($0) }
    removed = before.filter { !new.contains($0) }
    changed = old == new && digests.before != nil && digests.after != nil && digests.before != digests.after
    guard !added.isEmpty || !removed.isEmpty || changed else { return nil }
  }
}
