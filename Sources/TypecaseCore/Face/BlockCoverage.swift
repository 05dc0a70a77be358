/// How much of one Unicode block a face covers: "Hangul Syllables, 2,350 of 11,172".
public struct BlockCoverage: Sendable, Hashable {
  /// The block's name, for example "Hangul Syllables".
  public var name: String
  /// The block's first code point.
  public var first: UInt32
  /// The block's last code point.
  public var last: UInt32
  /// How many of the block's code points the face maps.
  public var covered: Int
  /// How many code points the block has: those assigned in the Swift runtime's Unicode data
  /// (`UnicodeBlock.assignedCount`), so a complete font covers `size` of `size`, plus those
  /// the face maps that this data leaves unassigned (assigned by a newer Unicode version, as
  /// the font knows), so `covered` never exceeds it.
  public var size: Int

  /// Creates a coverage.
  public init(name: String, first: UInt32, last: UInt32, covered: Int, size: Int) {
    self.name = name
    self.first = first
    self.last = last
    self.covered = covered
    self.size = size
  }

  /// The blocks `characters` touch, in block order, each with how many of them it holds.
  ///
  /// `characters` must be ascending without repeats, as `FaceDetails.characters` is; code
  /// points outside every block (the unassigned gaps between blocks) are counted nowhere.
  /// Binary searches per block touched: a 60,000-character CJK face takes microseconds (plus,
  /// once per process, counting the assigned code points of the blocks it touches).
  public static func blocks(
    touchedBy characters: [Unicode.Scalar], in blocks: [UnicodeBlock] = UnicodeBlocks.all
  ) -> [BlockCoverage] {
    var result: [BlockCoverage] = []
    var position = characters.startIndex
    var blockIndex = blocks.startIndex
    while position < characters.endIndex {
      let value = characters[position].value
      blockIndex = firstIndex(in: blocks, from: blockIndex) { $0.last >= value }
      guard blockIndex < blocks.endIndex else { break }
      let block = blocks[blockIndex]
      // Skip the characters before the block (in a gap between blocks).
      let start = firstIndex(in: characters, from: position) { $0.value >= block.first }
      let end = firstIndex(in: characters, from: start) { $0.value > block.last }
      if end > start {
        let assigned = block.assignedCount
        // Only a block with unassigned code points can be mapped beyond what it has.
        let newer =
          assigned == block.rangeSize
          ? 0 : characters[start..<end].count { $0.properties.generalCategory == .unassigned }
        result.append(
          BlockCoverage(
            name: block.name, first: block.first, last: block.last, covered: end - start,
            size: assigned + newer))
      }
      position = end
      blockIndex += 1
    }
    return result
  }

  /// The first index from `start` whose element satisfies `isAtOrPast`, which must be false
  /// then true along the array (a binary search); `endIndex` when none does.
  private static func firstIndex<Element>(
    in elements: [Element], from start: Int, where isAtOrPast: (Element) -> Bool
  ) -> Int {
    var low = start
    var high = elements.endIndex
    while low < high {
      let middle = low + (high - low) / 2
      if isAtOrPast(elements[middle]) {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }
}
