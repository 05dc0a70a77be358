/// JSON text as UTF-8 bytes, laid out as `JSONValue.rendered` lays it out, written member by
/// member (for listings too long to build as values first).
///
/// The bytes go straight into a buffer of its own (copied only when it grows, or when a copy of
/// the value writes on): a snapshot writes some fifty million bytes in short runs, and Array's
/// `append` costs checks on every byte and a hundred instructions for each run.
public struct JSONBytes: Sendable {
  /// The text so far, then spare room.
  private var storage = ByteStorage(capacity: 256)
  /// How many bytes of `storage` are text.
  public private(set) var count = 0
  private var isFirstMember = true

  /// Creates empty text.
  public init() {}

  /// The text so far.
  public var bytes: [UInt8] { withBytes { Array($0) } }

  /// The text so far as a string.
  public var text: String { withBytes { String(decoding: $0, as: UTF8.self) } }

  /// Hands the text so far to `body` without copying it.
  public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: storage.base, count: count)) }
  }

  /// Forgets the text, keeping the buffer for what comes next.
  public mutating func removeAll() {
    count = 0
    isFirstMember = true
  }

  /// Appends `text` as it is.
  public mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { append($0) }
  }

  /// Appends UTF-8 bytes as they are (text written before, a fragment kept for reuse).
  public mutating func raw(_ run: some Collection<UInt8>) {
    if run.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
    Array(run).withUnsafeBufferPointer { append($0) }
  }

  /// Appends `text` as it is.
  public mutating func text(_ text: String) {
    Self.withUTF8(text) { append($0) }
  }

  /// Appends a whole number in decimal.
  public mutating func integer(_ value: some BinaryInteger) {
    guard let small = Int64(exactly: value) else { return text(String(value)) }
    var magnitude = small.magnitude
    var width = small < 0 ? 2 : 1
    var rest = magnitude / 10
    while rest > 0 {
      width += 1
      rest /= 10
    }
    let start = reserve(width)
    var position = start + width
    repeat {
      position -= 1
      start[position - start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
      magnitude /= 10
    } while magnitude > 0
    if small < 0 { start[0] = UInt8(ascii: "-") }
    count += width
  }

  /// Appends two spaces per level.
  public mutating func indent(_ level: Int) {
    let width = 2 * level
    Self.spaces(width, at: reserve(width))
    count += width
  }

  /// Opens an object.
  public mutating func beginObject() {
    raw("{\n")
    isFirstMember = true
  }

  /// Starts the member `name` of an object nested `level` deep (its value follows).
  public mutating func member(_ name: String, level: Int) {
    Self.withUTF8(name) { name in
      if JSONSpecialBytes.anyToEscape(in: name) {
        if !isFirstMember { raw(",\n") }
        indent(level + 1)
        string(name)
        raw(": ")
        isFirstMember = false
      } else {
        plainMember(name, level: level)
      }
    }
  }

  /// Starts the member `name`, a name written in the code, as `member(_:level:)` does (without
  /// looking for characters to escape: the name has none).
  public mutating func member(key name: StaticString, level: Int) {
    name.withUTF8Buffer { plainMember($0, level: level) }
  }

  /// Starts a member whose name needs no escape, written in one go: `,\n`, the indent,
  /// `"name": `.
  @inline(__always)
  private mutating func plainMember(_ name: UnsafeBufferPointer<UInt8>, level: Int) {
    let separator = isFirstMember ? 0 : 2
    let width = 2 * (level + 1)
    let total = separator + width + name.count + 4
    var next = reserve(total)
    if separator > 0 {
      next[0] = UInt8(ascii: ",")
      next[1] = UInt8(ascii: "\n")
      next += 2
    }
    Self.spaces(width, at: next)
    next += width
    next[0] = UInt8(ascii: "\"")
    Self.copy(name, to: next + 1)
    next += name.count + 1
    next[0] = UInt8(ascii: "\"")
    next[1] = UInt8(ascii: ":")
    next[2] = UInt8(ascii: " ")
    count += total
    isFirstMember = false
  }

  /// Goes on with an object whose first members were written elsewhere (text copied in): the
  /// next member is not its first.
  public mutating func continueObject() {
    isFirstMember = false
  }

  /// Closes an object nested `level` deep.
  public mutating func endObject(level: Int) {
    raw("\n")
    indent(level)
    raw("}")
    isFirstMember = false
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  /// Appends `text` as a JSON string literal, escaped as `JSONValue.quoted` escapes it.
  public mutating func string(_ text: String) {
    Self.withUTF8(text) { string($0) }
  }

  /// Appends UTF-8 `text` as a JSON string literal (see `string(_:)`).
  public mutating func string(_ text: UnsafeBufferPointer<UInt8>) {
    // Most text needs no escape: copied in one run between its quotes.
    if !JSONSpecialBytes.anyToEscape(in: text) {
      let start = reserve(text.count + 2)
      start[0] = UInt8(ascii: "\"")
      Self.copy(text, to: start + 1)
      start[text.count + 1] = UInt8(ascii: "\"")
      count += text.count + 2
      return
    }
    raw("\"")
    var index = 0
    while index < text.count {
      let byte = text[index]
      index += 1
      // A control a terminal acts on (DEL, C1's CSI) or that turns the line round (RLO),
      // written as is in a name, recoloured or reordered what a user read: escaped, as JSON
      // allows any character to be.
      if let scalar = Self.terminalControl(in: text, at: index - 1) {
        raw("\\u")
        for shift in [12, 8, 4, 0] { self.byte(Self.hexDigits[Int(scalar >> UInt32(shift) & 0xF)]) }
        index += scalar < 0x80 ? 0 : scalar < 0x800 ? 1 : 2
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): raw("\\\"")
      case UInt8(ascii: "\\"): raw("\\\\")
      case 0x0A: raw("\\n")
      case 0x0D: raw("\\r")
      case 0x09: raw("\\t")
      case 0x08: raw("\\b")
      case 0x0C: raw("\\f")
      case 0..<0x20:
        raw("\\u00")
        self.byte(Self.hexDigits[Int(byte >> 4)])
        self.byte(Self.hexDigits[Int(byte & 0xF)])
      default: self.byte(byte)
      }
    }
    raw("\"")
  }

  /// The character at `index` of UTF-8 `text` when it is one a terminal acts on or that turns
  /// text round, written escaped: DEL, the C1 controls (U+0080–U+009F), the line and
  /// paragraph separators (U+2028, U+2029), and the direction marks, embeddings, overrides and
  /// isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069); nil for any other.
  @inline(__always)
  static func terminalControl(in text: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
    switch text[index] {
    case 0x7F: return 0x7F
    case 0xC2:
      guard index + 1 < text.count, (0x80...0x9F).contains(text[index + 1]) else { return nil }
      return UInt32(text[index + 1])
    // U+061C ARABIC LETTER MARK.
    case 0xD8:
      guard index + 1 < text.count, text[index + 1] == 0x9C else { return nil }
      return 0x061C
    case 0xE2:
      guard index + 2 < text.count else { return nil }
      let scalar = 0x2000 | UInt32(text[index + 1] & 0x3F) << 6 | UInt32(text[index + 2] & 0x3F)
      guard text[index + 1] & 0xC0 == 0x80, text[index + 2] & 0xC0 == 0x80 else { return nil }
      switch scalar {
      case 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return scalar
      default: return nil
      }
    default: return nil
    }
  }

  // MARK: - Writing into the buffer

  /// Calls `body` with the UTF-8 bytes of `text`, in place when the string is stored as UTF-8
  /// (native strings, short ones included, are).
  @inline(__always)
  private static func withUTF8(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    if text.utf8.withContiguousStorageIfAvailable(body) != nil { return }
    var copy = text
    copy.withUTF8(body)
  }

  /// Writes `width` spaces at `target`: up to 16 as two words that may overlap.
  @inline(__always)
  private static func spaces(_ width: Int, at target: UnsafeMutablePointer<UInt8>) {
    let destination = UnsafeMutableRawPointer(target)
    let eight: UInt64 = 0x2020_2020_2020_2020
    switch width {
    case 8...16:
      destination.storeBytes(of: eight, as: UInt64.self)
      destination.storeBytes(of: eight, toByteOffset: width - 8, as: UInt64.self)
    case 0..<8:
      for offset in 0..<width { target[offset] = UInt8(ascii: " ") }
    default:
      target.update(repeating: UInt8(ascii: " "), count: width)
    }
  }

  /// Appends one byte.
  private mutating func byte(_ value: UInt8) {
    reserve(1).pointee = value
    count += 1
  }

  /// Appends `run`.
  @inline(__always)
  private mutating func append(_ run: UnsafeBufferPointer<UInt8>) {
    Self.copy(run, to: reserve(run.count))
    count += run.count
  }

  /// Copies `run` to `target` (which has room for it).
  ///
  /// Runs of up to 16 bytes, most of them, are moved as two words that may overlap: calling
  /// `memcpy` costs more than such a copy (and the compiler turns a loop of bytes into that
  /// call).
  @inline(__always)
  private static func copy(_ run: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) {
    guard let base = run.baseAddress else { return }
    let source = UnsafeRawPointer(base)
    let destination = UnsafeMutableRawPointer(target)
    let count = run.count
    switch count {
    case 8...16:
      destination.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
      destination.storeBytes(
        of: source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self), toByteOffset: count - 8, as: UInt64.self)
    case 4..<8:
      destination.storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
      destination.storeBytes(
        of: source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self), toByteOffset: count - 4, as: UInt32.self)
    case 0..<4:
      if count > 0 { target[0] = base[0] }
      if count > 1 { target[1] = base[1] }
      if count > 2 { target[2] = base[2] }
    default:
      target.update(from: base, count: count)
    }
  }

  /// Where the next `extra` bytes go: the end of the text, with room for them made (the buffer
  /// doubled, or copied when another value shares it).
  @inline(__always)
  private mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
    if count + extra > storage.capacity || !isKnownUniquelyReferenced(&storage) {
      storage = storage.copy(count: count, capacity: max(count + extra, 2 * storage.capacity))
    }
    return storage.base + count
  }
}

/// The memory of a `JSONBytes`: a buffer it owns, freed with it.
private final class ByteStorage: @unchecked Sendable {
  /// The first byte.
  let base: UnsafeMutablePointer<UInt8>
  /// How many bytes it holds.
  let capacity: Int

  /// An uninitialized buffer of `capacity` bytes.
  init(capacity: Int) {
    self.capacity = capacity
    base = .allocate(capacity: capacity)
  }

  deinit { base.deallocate() }

  /// A buffer of `capacity` bytes starting with the first `count` of this one.
  func copy(count: Int, capacity: Int) -> ByteStorage {
    let copy = ByteStorage(capacity: capacity)
    copy.base.initialize(from: base, count: count)
    return copy
  }
}
