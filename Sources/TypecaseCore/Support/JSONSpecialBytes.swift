/// The bytes that end a plain run inside a JSON string literal: a quote, a backslash or a
/// control character (below 0x20).
///
/// Found eight bytes at a time: reading and writing snapshots spends most of its time in such
/// runs.
enum JSONSpecialBytes {
  /// The position of the first special byte of `text` at or after `start`; `text.count` when
  /// there is none.
  static func first(in text: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int {
    guard let base = text.baseAddress else { return text.count }
    let source = UnsafeRawPointer(base)
    var position = start
    while position + 8 <= text.count {
      let found = specialBytes(source.loadUnaligned(fromByteOffset: position, as: UInt64.self))
      // The lowest flag is the first special byte (a flag can be wrong only above a right one).
      if found != 0 { return position + found.trailingZeroBitCount / 8 }
      position += 8
    }
    while position < text.count && !isSpecial(base[position]) { position += 1 }
    return position
  }

  /// Whether `text` holds a special byte anywhere: whole words, the last one overlapping those
  /// before it, and bytes one by one only for text shorter than a word.
  @inline(__always)
  static func any(in text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = text.baseAddress else { return false }
    guard text.count >= 8 else { return text.contains(where: isSpecial) }
    let source = UnsafeRawPointer(base)
    var position = 0
    while true {
      if specialBytes(source.loadUnaligned(fromByteOffset: position, as: UInt64.self)) != 0 { return true }
      if position == text.count - 8 { return false }
      position = min(position + 8, text.count - 8)
    }
  }

  /// Whether `text` holds a special byte or the first byte of a character the writer escapes
  /// beyond JSON's own (`JSONBytes.isTerminalControl`: DEL, a C1 control's 0xC2, a direction
  /// control's 0xE2, the Arabic letter mark's 0xD8), in whole words as `any(in:)` reads them.
  @inline(__always)
  static func anyToEscape(in text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = text.baseAddress else { return false }
    guard text.count >= 8 else {
      return text.contains { isSpecial($0) || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 || $0 == 0xD8 }
    }
    let source = UnsafeRawPointer(base)
    var position = 0
    while true {
      let word = source.loadUnaligned(fromByteOffset: position, as: UInt64.self)
      if specialBytes(word) != 0 || has(0x7F, word) || has(0xC2, word) || has(0xE2, word) || has(0xD8, word) {
        return true
      }
      if position == text.count - 8 { return false }
      position = min(position + 8, text.count - 8)
    }
  }

  /// Whether `word` holds the byte `value` (a zero byte once xored with it).
  @inline(__always)
  private static func has(_ value: UInt8, _ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let xored = word ^ (ones &* UInt64(value))
    return (xored &- ones) & ~xored & 0x8080_8080_8080_8080 != 0
  }

  /// Whether `byte` is special.
  @inline(__always)
  static func isSpecial(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// The high bit of each special byte of `word` (little-endian) set, or 0 when it has none: the
  /// classic tests for a byte below a bound (0x20, high bit clear) and for a zero byte (once
  /// xored with '"' or '\').
  ///
  /// Bytes above a flagged one may be flagged wrongly (a borrow), the lowest flag never is.
  @inline(__always)
  private static func specialBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let small = (word &- ones &* 0x20) & ~word
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    let zeros = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
    return (small | zeros) & highs
  }
}
