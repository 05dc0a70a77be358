/// A JSON value: the structure, with every scalar kept as its JSON text.
///
/// Objects keep their members in order, so output is stable and readable. Strings, numbers,
/// `true`, `false` and `null` keep their exact source text, so a value written by a newer
/// Typecase into the settings file (a number such as `42.50`, say) is written back byte for byte.
public enum JSONValue: Equatable, Sendable {
  /// An object's members, in the order they are written.
  case object([Member])
  /// An array's elements.
  case array([JSONValue])
  /// A string (with its quotes), number, `true`, `false` or `null`, exactly as written.
  case scalar(String)

  /// One name-value pair of an object.
  public struct Member: Equatable, Sendable {
    /// The member's name, unescaped.
    public var name: String
    /// The member's value.
    public var value: JSONValue

    /// Creates a member.
    public init(name: String, value: JSONValue) {
      self.name = name
      self.value = value
    }
  }

  /// Why bytes are not a settings document.
  enum ParseError: Error, Equatable {
    /// The bytes are not UTF-8 text.
    case notUTF8
    /// The text is not JSON; the 1-based line of the first mistake.
    case notJSON(line: Int)
    /// The text is JSON, but not an object.
    case notAnObject
  }

  /// The elements of an array, else nil.
  public var arrayElements: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The string `text`.
  public static func string(_ text: String) -> JSONValue { .scalar(quoted(text)) }

  /// The number `number`.
  public static func number(_ number: Int) -> JSONValue { .scalar(String(number)) }

  /// `true` or `false`.
  public static func bool(_ flag: Bool) -> JSONValue { .scalar(flag ? "true" : "false") }

  /// An object of the pairs whose value is present, in order: absent values are left out.
  public static func object(omittingNil pairs: [(String, JSONValue?)]) -> JSONValue {
    .object(pairs.compactMap { name, value in value.map { Member(name: name, value: $0) } })
  }

  /// The unescaped text of a string scalar; nil for any other value.
  var stringValue: String? {
    guard case .scalar(let literal) = self, literal.utf8.first == UInt8(ascii: "\"") else { return nil }
    return JSONValue.unescape(literal)
  }

  /// The text of a number scalar, as a setting's value reads it: "24" for `24` (and for
  /// `24.0`), "1.5" for `1.5`; nil for any other value.
  var numberText: String? {
    guard case .scalar(let literal) = self, let first = literal.utf8.first,
      first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
      let number = Double(literal), number.isFinite
    else { return nil }
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
    return literal
  }

  /// The value written out with two-space indentation, nested `level` deep, without a final
  /// newline.
  ///
  /// An array of scalars (a face's language tags) stays on one line.
  public func rendered(level: Int = 0) -> String {
    var text = ""
    write(to: &text, level: level)
    return text
  }

  /// Appends `rendered(level:)` to `text`: one growing string, not one per nested value (a
  /// listing of 50,000 faces is written in one pass).
  public func write(to text: inout String, level: Int = 0) {
    switch self {
    case .scalar(let literal):
      text += literal
    case .array(let elements):
      guard !elements.isEmpty else { return text += "[]" }
      if elements.allSatisfy(\.isScalar) {
        text += "["
        for (index, element) in elements.enumerated() {
          if index > 0 { text += ", " }
          element.write(to: &text, level: level + 1)
        }
        text += "]"
        return
      }
      text += "[\n"
      for (index, element) in elements.enumerated() {
        if index > 0 { text += ",\n" }
        text += JSONValue.indentation(level + 1)
        element.write(to: &text, level: level + 1)
      }
      text += "\n" + JSONValue.indentation(level) + "]"
    case .object(let members):
      guard !members.isEmpty else { return text += "{}" }
      text += "{\n"
      for (index, member) in members.enumerated() {
        if index > 0 { text += ",\n" }
        text += JSONValue.indentation(level + 1)
        text += JSONValue.quoted(member.name)
        text += ": "
        member.value.write(to: &text, level: level + 1)
      }
      text += "\n" + JSONValue.indentation(level) + "}"
    }
  }

  private var isScalar: Bool {
    if case .scalar = self { return true }
    return false
  }

  /// Two spaces per level (the usual depths made once).
  private static func indentation(_ level: Int) -> String {
    level < indentations.count ? indentations[level] : String(repeating: "  ", count: level)
  }

  private static let indentations = (0..<8).map { String(repeating: "  ", count: $0) }

  /// The top-level members of the settings file in `bytes`, by name (a repeated name's last value).
  ///
  /// A byte-order mark is skipped, and a file of only white space counts as an empty object.
  static func parseObject(_ bytes: [UInt8]) throws(ParseError) -> [String: JSONValue] {
    guard String(validating: bytes, as: UTF8.self) != nil else { throw .notUTF8 }
    var parser = SettingsFileParser(bytes: bytes)
    parser.skipByteOrderMark()
    parser.skipWhiteSpace()
    if parser.isAtEnd { return [:] }
    let value = try parser.parseValue()
    parser.skipWhiteSpace()
    guard parser.isAtEnd else { throw .notJSON(line: parser.line) }
    guard case .object(let members) = value else { throw .notAnObject }
    var byName: [String: JSONValue] = [:]
    for member in members { byName[member.name] = member.value }
    return byName
  }

  /// The settings file's text for `members`: one object, names sorted, a final newline.
  static func document(_ members: [String: JSONValue]) -> String {
    let sorted = members.sorted { $0.key < $1.key }
    return JSONValue.object(sorted.map { Member(name: $0.key, value: $0.value) }).rendered() + "\n"
  }

  /// `text` as a JSON string literal: quotes, backslashes and control characters escaped (as
  /// `JSONBytes.string` escapes them).
  static func quoted(_ text: String) -> String {
    // Whole words where the string is contiguous (native strings are); what the writer
    // escapes beyond JSON's own too (see `JSONBytes.terminalControl`).
    let needsEscapes =
      text.utf8.withContiguousStorageIfAvailable { JSONSpecialBytes.anyToEscape(in: $0) }
      ?? Array(text.utf8).withUnsafeBufferPointer { JSONSpecialBytes.anyToEscape(in: $0) }
    guard needsEscapes else { return "\"" + text + "\"" }
    var literal = JSONBytes()
    literal.string(text)
    return literal.text
  }

  /// The text of a string literal that the parser accepted; a lone surrogate becomes U+FFFD.
  private static func unescape(_ literal: String) -> String {
    let body = Array(literal.utf8.dropFirst().dropLast())
    guard body.contains(UInt8(ascii: "\\")) else { return String(decoding: body, as: UTF8.self) }
    var text: [UInt8] = []
    text.reserveCapacity(body.count)
    var pendingHighSurrogate: UInt32?
    func flushSurrogate() {
      if pendingHighSurrogate != nil { UTF8.encode("\u{FFFD}") { text.append($0) } }
      pendingHighSurrogate = nil
    }
    func append(_ scalar: Unicode.Scalar) {
      flushSurrogate()
      UTF8.encode(scalar) { text.append($0) }
    }
    var index = 0
    while index < body.count {
      let byte = body[index]
      index += 1
      guard byte == UInt8(ascii: "\\"), index < body.count else {
        flushSurrogate()
        text.append(byte)
        continue
      }
      let escape = body[index]
      index += 1
      switch escape {
      case UInt8(ascii: "n"): append("\n")
      case UInt8(ascii: "r"): append("\r")
      case UInt8(ascii: "t"): append("\t")
      case UInt8(ascii: "b"): append("\u{08}")
      case UInt8(ascii: "f"): append("\u{0C}")
      case UInt8(ascii: "u"):
        let digits = body[index..<min(index + 4, body.count)]
        index += digits.count
        let unit = UInt32(String(decoding: digits, as: UTF8.self), radix: 16) ?? 0xFFFD
        switch unit {
        case 0xD800...0xDBFF:
          flushSurrogate()
          pendingHighSurrogate = unit
        case 0xDC00...0xDFFF:
          if let high = pendingHighSurrogate,
            let combined = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00))
          {
            pendingHighSurrogate = nil
            append(combined)
          } else {
            append("\u{FFFD}")
          }
        default:
          append(Unicode.Scalar(unit) ?? "\u{FFFD}")
        }
      default:
        append(Unicode.Scalar(escape))
      }
    }
    flushSurrogate()
    return String(decoding: text, as: UTF8.self)
  }
}

/// A strict RFC 8259 reader over UTF-8 bytes that keeps scalars as their source text.
private struct SettingsFileParser {
  /// The deepest nesting accepted, so a hostile file cannot exhaust the stack.
  static let maximumDepth = 512

  let bytes: [UInt8]
  var index = 0
  var depth = 0

  var isAtEnd: Bool { index == bytes.count }

  /// The 1-based line the reader is on.
  var line: Int { bytes[..<min(index, bytes.count)].lazy.filter { $0 == UInt8(ascii: "\n") }.count + 1 }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  mutating func skipByteOrderMark() {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  mutating func skipWhiteSpace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
  }

  mutating func parseValue() throws(JSONValue.ParseError) -> JSONValue {
    switch current {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .scalar(try scanString())
    case UInt8(ascii: "t"): return .scalar(try scanWord("true"))
    case UInt8(ascii: "f"): return .scalar(try scanWord("false"))
    case UInt8(ascii: "n"): return .scalar(try scanWord("null"))
    default: return .scalar(try scanNumber())
    }
  }

  private mutating func parseObject() throws(JSONValue.ParseError) -> JSONValue {
    try enterContainer()
    var members: [JSONValue.Member] = []
    skipWhiteSpace()
    if current == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhiteSpace()
      guard current == UInt8(ascii: "\"") else { throw .notJSON(line: line) }
      let name = JSONValue.scalar(try scanString()).stringValue ?? ""
      skipWhiteSpace()
      try expect(":")
      skipWhiteSpace()
      members.append(JSONValue.Member(name: name, value: try parseValue()))
      skipWhiteSpace()
      if current == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect("}")
      depth -= 1
      return .object(members)
    }
  }

  private mutating func parseArray() throws(JSONValue.ParseError) -> JSONValue {
    try enterContainer()
    var elements: [JSONValue] = []
    skipWhiteSpace()
    if current == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhiteSpace()
      elements.append(try parseValue())
      skipWhiteSpace()
      if current == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect("]")
      depth -= 1
      return .array(elements)
    }
  }

  /// Steps over an opening bracket, refusing nesting deeper than `maximumDepth`.
  private mutating func enterContainer() throws(JSONValue.ParseError) {
    depth += 1
    guard depth <= SettingsFileParser.maximumDepth else { throw .notJSON(line: line) }
    index += 1
  }

  private mutating func expect(_ character: Unicode.Scalar) throws(JSONValue.ParseError) {
    guard current == UInt8(ascii: character) else { throw .notJSON(line: line) }
    index += 1
  }

  /// The source text of the string literal at the reader, quotes included, its escapes checked.
  private mutating func scanString() throws(JSONValue.ParseError) -> String {
    let start = index
    index += 1
    while true {
      guard let byte = current, byte >= 0x20 else { throw .notJSON(line: line) }
      index += 1
      if byte == UInt8(ascii: "\"") { break }
      guard byte == UInt8(ascii: "\\") else { continue }
      guard let escape = current else { throw .notJSON(line: line) }
      index += 1
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
        UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
        continue
      case UInt8(ascii: "u"):
        for _ in 0..<4 {
          guard let digit = current, SettingsFileParser.isHexDigit(digit) else { throw .notJSON(line: line) }
          index += 1
        }
      default:
        throw .notJSON(line: line)
      }
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func scanWord(_ word: String) throws(JSONValue.ParseError) -> String {
    let expected = Array(word.utf8)
    guard bytes[index...].starts(with: expected) else { throw .notJSON(line: line) }
    index += expected.count
    return word
  }

  /// The source text of the number at the reader: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
  private mutating func scanNumber() throws(JSONValue.ParseError) -> String {
    let start = index
    if current == UInt8(ascii: "-") { index += 1 }
    if current == UInt8(ascii: "0") {
      index += 1
    } else {
      try scanDigits()
    }
    if current == UInt8(ascii: ".") {
      index += 1
      try scanDigits()
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      try scanDigits()
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// Steps over one or more decimal digits.
  private mutating func scanDigits() throws(JSONValue.ParseError) {
    let start = index
    while let byte = current, SettingsFileParser.isDigit(byte) { index += 1 }
    guard index > start else { throw .notJSON(line: line) }
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
  }
}
