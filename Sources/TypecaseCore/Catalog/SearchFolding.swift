/// Case-, width- and diacritic-insensitive folding without Foundation: what Foundation's
/// `folding(options: [.caseInsensitive, .widthInsensitive, .diacriticInsensitive], locale: nil)`
/// gives on Linux, where CoreFoundation's `CFStringFold` does it, so the command line need not
/// load Foundation and ICU to search.
///
/// `CFStringFold` works one character at a time: a first scalar, then the grapheme-extend marks
/// after it. The first scalar becomes its own fold (`SearchFoldingTable`: fullwidth forms become
/// ASCII and halfwidth kana fullwidth, a Latin, Greek or Cyrillic letter loses its diacritics by
/// canonical decomposition, and the rest is Unicode's full case folding, so "ß" is "ss" and "ﬁ"
/// is "fi"). The marks after it are dropped when that fold ends below U+0510 (Latin, Greek,
/// Cyrillic: "e\u{301}" is "e"); after any other script they are kept, decomposed, and put in
/// combining-class order, except that a first mark below U+0510 is dropped after a scalar that
/// folded to itself ("か\u{301}" is "か", "が" stays "が", Hangul stays as it is).
enum SearchFolding {
  /// The most scalars `CFStringFold` gathers for one character; marks past it start another.
  static let clusterLimit = 64

  /// `text` folded.
  static func fold(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
    let scalars = text.unicodeScalars.map(\.value)
    var folded = String.UnicodeScalarView()
    var cluster: [UInt32] = []
    var index = 0
    while index < scalars.count {
      let first = scalars[index]
      index += 1
      cluster.removeAll(keepingCapacity: true)
      let own = ownFold(of: first)
      cluster.append(contentsOf: own ?? [first])
      // CFStringFold passes NUL over without its marks: each folds as a character of its own.
      if first != 0 {
        let keepsMarks = (cluster.last ?? first) >= 0x510
        var keepsLowMark = keepsMarks && (own != nil || (0xFF00...0xFFEF).contains(first))
        var keptAny = false
        while index < scalars.count, isExtend(scalars[index]) {
          let mark = scalars[index]
          guard keepsMarks else {
            index += 1
            continue
          }
          let decomposed = decomposition(of: mark)
          guard cluster.count + decomposed.count <= clusterLimit else { break }
          index += 1
          if mark >= 0x510 || keepsLowMark {
            cluster.append(contentsOf: decomposed)
            keptAny = true
          }
          keepsLowMark = true
        }
        if keptAny { orderMarks(&cluster) }
      }
      for value in cluster {
        if let scalar = Unicode.Scalar(value) { folded.append(scalar) }
      }
    }
    return String(folded)
  }

  /// What `scalar` folds to on its own, when that is not itself.
  static func ownFold(of scalar: UInt32) -> ArraySlice<UInt32>? {
    let keys = SearchFoldingTable.foldedScalars
    guard let position = position(of: scalar, in: keys) else { return nil }
    let starts = SearchFoldingTable.foldStarts
    return SearchFoldingTable.folds[Int(starts[position])..<Int(starts[position + 1])]
  }

  /// Whether `scalar` is a mark that extends the character before it (Grapheme_Extend, as
  /// Foundation's Unicode data has it).
  static func isExtend(_ scalar: UInt32) -> Bool {
    let ranges = SearchFoldingTable.extendRanges
    guard let first = ranges.first, scalar >= first else { return false }
    // The last range starting at or before `scalar`, then whether it reaches it.
    var low = 0
    var high = ranges.count / 2
    while high - low > 1 {
      let middle = (low + high) / 2
      if ranges[middle * 2] <= scalar { low = middle } else { high = middle }
    }
    return scalar <= ranges[low * 2 + 1]
  }

  /// `mark` as it is kept: its canonical decomposition, or itself.
  static func decomposition(of mark: UInt32) -> ArraySlice<UInt32> {
    guard let position = position(of: mark, in: SearchFoldingTable.decomposedMarks) else { return [mark] }
    let starts = SearchFoldingTable.markDecompositionStarts
    return SearchFoldingTable.markDecompositions[Int(starts[position])..<Int(starts[position + 1])]
  }

  /// Orders the marks ending `cluster` as `CFStringFold` does: from the first scalar of the
  /// trailing run of marks whose combining class is not 0, a stable sort by combining class.
  static func orderMarks(_ cluster: inout [UInt32]) {
    var start = cluster.count - 1
    while start > 0 && isExtend(cluster[start]) { start -= 1 }
    while start < cluster.count && combiningClass(cluster[start]) == 0 { start += 1 }
    guard cluster.count - start > 1 else { return }
    let sorted = cluster[start...].enumerated()
      .sorted { (combiningClass($0.element), $0.offset) < (combiningClass($1.element), $1.offset) }
    cluster.replaceSubrange(start..., with: sorted.map(\.element))
  }

  /// The canonical combining class of `scalar` (0 for a base or an unassigned scalar).
  static func combiningClass(_ scalar: UInt32) -> UInt8 {
    Unicode.Scalar(scalar).map { $0.properties.canonicalCombiningClass.rawValue } ?? 0
  }

  /// Where `scalar` is in the sorted `keys`, if it is there.
  static func position(of scalar: UInt32, in keys: [UInt32]) -> Int? {
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      if keys[middle] < scalar { low = middle + 1 } else { high = middle }
    }
    return low < keys.count && keys[low] == scalar ? low : nil
  }
}
