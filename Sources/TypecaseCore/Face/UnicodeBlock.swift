/// A Unicode block: a named range of code points, such as Basic Latin (U+0000–U+007F).
///
/// The table of every block is `UnicodeBlocks.all`.
public struct UnicodeBlock: Sendable, Hashable {
  /// The block's name as Blocks.txt spells it, for example "CJK Unified Ideographs".
  public var name: String
  /// The first code point.
  public var first: UInt32
  /// The last code point.
  public var last: UInt32

  /// Creates a block.
  public init(name: String, first: UInt32, last: UInt32) {
    self.name = name
    self.first = first
    self.last = last
  }

  /// How many code points the range spans, assigned or not.
  public var rangeSize: Int { Int(last - first) + 1 }

  /// How many of the block's code points are assigned (any general category but Cn:
  /// controls, private use and surrogates count) in the Unicode data of the Swift runtime,
  /// else, for a block that data does not know yet (the table can be newer), the range size.
  ///
  /// Counted once per block and process, on first use: ~50 ns a code point, so the 42,720 of
  /// CJK Extension B take about 2 ms.
  public var assignedCount: Int {
    if let known = Self.assignedCounts.withLock({ $0[first] }) { return known }
    var count = 0
    for value in first...last {
      // Surrogates are no Unicode.Scalar, but they are assigned (category Cs).
      guard let scalar = Unicode.Scalar(value) else {
        count += 1
        continue
      }
      if scalar.properties.generalCategory != .unassigned { count += 1 }
    }
    let size = count == 0 ? rangeSize : count
    Self.assignedCounts.withLock { $0[first] = size }
    return size
  }

  /// The counts made so far, by first code point.
  private static let assignedCounts = LockedValue<[UInt32: Int]>([:])
}
