/// JSON text as UTF-8 bytes, laid out as `JSONValue.rendered` lays it out, written member by
/// member (for listings too long to build as values first).
public struct JSONBytes: Sendable {
  /// The text so far.
  public var bytes: [UInt8] = []
  private var isFirstMember = true

  /// Creates empty text.
  public init() {}

  /// Appends `text` as it is.
  public mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { append($0) }
  }

  /// The longest run appended byte by byte: Array's `append(contentsOf:)` costs about a hundred
  /// instructions a call, more than the few bytes of a separator or a member name.
  private static let shortRun = 24

  /// Appends `run`, byte by byte when it is short.
  @inline(__always)
  private mutating func append(_ run: UnsafeBufferPointer<UInt8>) {
    if run.count <= Self.shortRun {
      for byte in run { bytes.append(byte) }
    } else {
      bytes.append(contentsOf: run)
    }
  }

  /// Appends `text` as it is.
  public mutating func text(_ text: String) { bytes.append(contentsOf: text.utf8) }

  /// Appends two spaces per level.
  public mutating func indent(_ level: Int) {
    for _ in 0..<2 * level { bytes.append(UInt8(ascii: " ")) }
  }

  /// Opens an object.
  public mutating func beginObject() {
    raw("{\n")
    isFirstMember = true
  }

  /// Starts the member `name` of an object nested `level` deep (its value follows).
  public mutating func member(_ name: String, level: Int) {
    if !isFirstMember { raw(",\n") }
    isFirstMember = false
    indent(level + 1)
    string(name)
    raw(": ")
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
    bytes.append(UInt8(ascii: "\""))
    // Most text needs no escape: appended in one copy (a snapshot writes millions of strings).
    let plain = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
      guard !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
        return false
      }
      append(utf8)
      return true
    }
    if plain == true {
      bytes.append(UInt8(ascii: "\""))
      return
    }
    for byte in text.utf8 {
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
        bytes.append(Self.hexDigits[Int(byte >> 4)])
        bytes.append(Self.hexDigits[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
