import CFontconfig

/// The families of a configuration's fonts and each family's patterns, read one font at a time
/// (what `FontLibrary` and `FontSource.familySummaries` read).
///
/// A font reached through two paths (a linked folder) is listed once (see `RepeatedFaces`).
struct FamilyReading {
  /// The families as read so far.
  var collector = FamilySummaryCollector()
  /// Each family's patterns, when kept (`keepsPatterns`).
  var patterns: [String: [OpaquePointer]] = [:]
  /// Whether `patterns` is filled (a library's reading) or only the families counted.
  let keepsPatterns: Bool
  /// The fonts reached through a linked folder that are listed already.
  var repeats = RepeatedFaces()

  /// Starts a reading that keeps each family's patterns, or (`keepsPatterns` false) only counts.
  init(keepsPatterns: Bool = true) { self.keepsPatterns = keepsPatterns }

  /// Reads one font (a pattern of the configuration's font sets), unless it is a face listed
  /// already through a linked folder.
  mutating func add(_ font: OpaquePointer) {
    if repeats.isRepeat(font) { return }
    guard let name = collector.add(FontPatternReader(pattern: font)) else { return }
    if keepsPatterns { patterns[name, default: []].append(font) }
  }
}
