import CFontconfig

/// The sorted language tags of fontconfig language sets, remembered per distinct set.
///
/// The faces of a family, and many families, cover the same languages; listing a set's tags
/// once instead of for every face makes `--json` over tens of thousands of faces fast.
final class LanguageCoverageNames: @unchecked Sendable {
  /// The one cache of the process.
  static let shared = LanguageCoverageNames()

  /// Known sets by hash: copies of the sets (owned) with their tags.
  private let known = LockedValue<[UInt32: [(set: OpaquePointer, names: [String])]]>([:])

  /// The tags of `set`, sorted.
  func names(of set: OpaquePointer) -> [String] {
    let hash = FcLangSetHash(set)
    if let names = known.withLock({ $0[hash]?.first { FcLangSetEqual($0.set, set) == FcTrue }?.names }) {
      return names
    }
    guard let languages = FcLangSetGetLangs(set) else { return [] }
    defer { FcStrSetDestroy(languages) }
    let names = FontPatternReader.strings(in: languages).sorted()
    if let copy = FcLangSetCopy(set) {
      known.withLock { $0[hash, default: []].append((copy, names)) }
    }
    return names
  }
}
