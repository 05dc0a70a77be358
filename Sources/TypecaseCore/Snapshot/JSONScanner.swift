import Glibc

/// A strict JSON reader that walks UTF-8 bytes in place: it reads the values asked for and
/// steps over the rest without building them (a snapshot of 50,000 faces is read in one pass).
struct JSONScanner {
  /// Why the bytes are not the JSON expected.
  enum Failure: Error, Equatable {
    /// The text stops inside a value.
    case truncated
    /// Not JSON at the given byte offset.
    case invalid(offset: Int)
    /// Nesting deeper than `maximumDepth`.
    case tooDeep(offset: Int)
  }

  /// Where a string literal is in the text, and whether it has escapes.
  struct StringLiteral {
    /// Its bytes, quotes included.
    var range: Range<Int>
    /// Whether it holds a backslash escape.
    var isEscaped: Bool
  }

  /// The deepest nesting stepped over, so a hostile file cannot exhaust the stack.
  static let maximumDepth = 256

  /// The text, borrowed for as long as the scanner is used (see `scan(_:_:)`).
  let bytes: UnsafeBufferPointer<UInt8>
  private(set) var index = 0

  /// A scanner of `bytes`, which must outlive it.
  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  /// `body`'s result with a scanner at `start` in `text` (at its start: after a byte order
  /// mark), read in place.
  static func scan<Result>(_ text: [UInt8], from start: Int? = nil, _ body: (inout JSONScanner) -> Result) -> Result {
    text.withUnsafeBufferPointer { buffer in
      var scanner = JSONScanner(bytes: buffer)
      if let start { scanner.index = start }
      return body(&scanner)
    }
  }

  /// Whether only white space is left.
  mutating func isAtEnd() -> Bool {
    skipWhiteSpace()
    return index == bytes.count
  }

  /// The next significant byte, without consuming it; nil at the end.
  mutating func peek() -> UInt8? {
    skipWhiteSpace()
    return index < bytes.count ? bytes[index] : nil
  }

  /// Opens an object: `{`.
  mutating func beginObject() throws(Failure) { try expect(UInt8(ascii: "{")) }

  /// Opens an array: `[`.
  mutating func beginArray() throws(Failure) { try expect(UInt8(ascii: "[")) }

  /// The name of the object's next member (after its colon), or nil at the object's end
  /// (its `}` consumed).
  ///
  /// `first` says whether no member was read yet.
  mutating func nextMember(first: Bool) throws(Failure) -> String? {
    guard let byte = peek() else { throw .truncated }
    if byte == UInt8(ascii: "}") {
      index += 1
      return nil
    }
    if !first { try expect(UInt8(ascii: ",")) }
    let name = try string()
    try expect(UInt8(ascii: ":"))
    return name
  }

  /// Whether the array has another element (its comma consumed), else its `]` consumed.
  mutating func nextElement(first: Bool) throws(Failure) -> Bool {
    guard let byte = peek() else { throw .truncated }
    if byte == UInt8(ascii: "]") {
      index += 1
      return false
    }
    if !first { try expect(UInt8(ascii: ",")) }
    return true
  }

  /// A string value, unescaped (invalid UTF-8 and lone surrogates become U+FFFD).
  mutating func string() throws(Failure) -> String {
    let literal = try stringLiteral()
    return string(literal)
  }

  /// The string literal at the reader, stepped over: where it is (quotes included), and whether
  /// it has escapes.
  ///
  /// Lets a caller look at its bytes before deciding to make a string of it.
  mutating func stringLiteral() throws(Failure) -> StringLiteral {
    guard let byte = peek() else { throw .truncated }
    guard byte == UInt8(ascii: "\"") else { throw .invalid(offset: index) }
    let start = index
    var escaped = false
    try skipString(sawEscape: &escaped)
    return StringLiteral(range: start..<index, isEscaped: escaped)
  }

  /// The text of a literal `stringLiteral()` stepped over, unescaped.
  func string(_ literal: StringLiteral) -> String {
    if !literal.isEscaped {
      return String(
        decoding: UnsafeBufferPointer(rebasing: bytes[(literal.range.lowerBound + 1)..<(literal.range.upperBound - 1)]),
        as: UTF8.self)
    }
    let text = String(decoding: bytes[literal.range], as: UTF8.self)
    return JSONValue.scalar(text).stringValue ?? ""
  }

  /// Whether the literal `stringLiteral()` stepped over is exactly `text` (without escapes).
  func literal(_ literal: StringLiteral, is text: StaticString) -> Bool {
    guard !literal.isEscaped, literal.range.count == text.utf8CodeUnitCount + 2 else { return false }
    return text.withUTF8Buffer { expected in
      guard let found = bytes.baseAddress, let wanted = expected.baseAddress else { return expected.isEmpty }
      return memcmp(found + literal.range.lowerBound + 1, wanted, expected.count) == 0
    }
  }

  /// The name of the object's next member (after its colon) as a literal, or nil at the
  /// object's end (see `nextMember(first:)`).
  mutating func nextMemberLiteral(first: Bool) throws(Failure) -> StringLiteral? {
    guard let byte = peek() else { throw .truncated }
    if byte == UInt8(ascii: "}") {
      index += 1
      return nil
    }
    if !first { try expect(UInt8(ascii: ",")) }
    let name = try stringLiteral()
    try expect(UInt8(ascii: ":"))
    return name
  }

  /// A number value that is a whole number fitting 64 bits; nil for any other number.
  ///
  /// A whole number written with a fraction or an exponent (`447.0`, `4.47e2`, as a script's
  /// floats print) is that number: JSON does not tell them apart.
  mutating func integer() throws(Failure) -> Int? {
    guard let byte = peek() else { throw .truncated }
    guard byte == UInt8(ascii: "-") || isDigit(byte) else { throw .invalid(offset: index) }
    let start = index
    try skipNumber()
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if let whole = Int(text) { return whole }
    guard let number = Double(text), number == number.rounded(), abs(number) <= Self.largestExactWhole else {
      return nil
    }
    return Int(number)
  }

  /// The text of a number value as written ("300", "-12.5"); nil, the value stepped over, for
  /// any other value.
  mutating func numberText() throws(Failure) -> String? {
    guard let byte = peek() else { throw .truncated }
    guard byte == UInt8(ascii: "-") || isDigit(byte) else {
      try skipValue()
      return nil
    }
    let start = index
    try skipNumber()
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// The largest whole number a double holds exactly (2^53): beyond it `1e300` and its
  /// neighbours would all read as one number.
  private static let largestExactWhole = 9_007_199_254_740_992.0

  /// Steps over one value of any kind, checking its syntax.
  mutating func skipValue(depth: Int = 0) throws(Failure) {
    guard let byte = peek() else { throw .truncated }
    switch byte {
    case UInt8(ascii: "{"):
      guard depth < Self.maximumDepth else { throw .tooDeep(offset: index) }
      index += 1
      var first = true
      while try nextMember(first: first) != nil {
        first = false
        try skipValue(depth: depth + 1)
      }
    case UInt8(ascii: "["):
      guard depth < Self.maximumDepth else { throw .tooDeep(offset: index) }
      index += 1
      var first = true
      while try nextElement(first: first) {
        first = false
        // Strings (a face's languages) stepped over here, without going round again.
        if peek() == UInt8(ascii: "\"") {
          var escaped = false
          try skipString(sawEscape: &escaped)
        } else {
          try skipValue(depth: depth + 1)
        }
      }
    case UInt8(ascii: "\""):
      var escaped = false
      try skipString(sawEscape: &escaped)
    case UInt8(ascii: "t"): try word("true")
    case UInt8(ascii: "f"): try word("false")
    case UInt8(ascii: "n"): try word("null")
    default: try skipNumber()
    }
  }

  /// The 1-based line of `offset`.
  func line(of offset: Int) -> Int {
    bytes[..<min(offset, bytes.count)].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
  }

  // MARK: - Scanning

  @inline(__always)
  private mutating func skipWhiteSpace() {
    // Most often there is none: every white space byte is at most 0x20.
    if index < bytes.count && bytes[index] > 0x20 { return }
    skipWhiteSpaceRun()
  }

  /// Steps over the white space at the reader.
  private mutating func skipWhiteSpaceRun() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x0A, 0x0D, 0x09:
        index += 1
      case 0x20:
        // A run of spaces (indentation), eight at a time.
        guard let base = bytes.baseAddress else { return }
        while index + 8 <= bytes.count {
          let others =
            UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self)
            ^ 0x2020_2020_2020_2020
          if others != 0 {
            index += others.trailingZeroBitCount / 8
            break
          }
          index += 8
        }
        while index < bytes.count && bytes[index] == 0x20 { index += 1 }
      default:
        return
      }
    }
  }

  private mutating func expect(_ byte: UInt8) throws(Failure) {
    guard let next = peek() else { throw .truncated }
    guard next == byte else { throw .invalid(offset: index) }
    index += 1
  }

  /// Steps over the string literal at the reader (at its opening quote).
  private mutating func skipString(sawEscape: inout Bool) throws(Failure) {
    index += 1
    // The plain run up to a quote, backslash or control character, eight bytes at a time.
    index = JSONSpecialBytes.first(in: bytes, from: index)
    if index < bytes.count && bytes[index] == UInt8(ascii: "\"") {
      index += 1
      return
    }
    while true {
      guard index < bytes.count else { throw .truncated }
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\"") { return }
      guard byte >= 0x20 else { throw .invalid(offset: index - 1) }
      guard byte == UInt8(ascii: "\\") else { continue }
      sawEscape = true
      guard index < bytes.count else { throw .truncated }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
        UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
        continue
      case UInt8(ascii: "u"):
        for _ in 0..<4 {
          guard index < bytes.count else { throw .truncated }
          guard isHexDigit(bytes[index]) else { throw .invalid(offset: index) }
          index += 1
        }
      default:
        throw .invalid(offset: index - 1)
      }
    }
  }

  /// Steps over `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
  private mutating func skipNumber() throws(Failure) {
    if index < bytes.count && bytes[index] == UInt8(ascii: "-") { index += 1 }
    if index < bytes.count && bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      try skipDigits()
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      try skipDigits()
    }
    if index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
        index += 1
      }
      try skipDigits()
    }
  }

  private mutating func skipDigits() throws(Failure) {
    let start = index
    while index < bytes.count && isDigit(bytes[index]) { index += 1 }
    guard index > start else { throw index == bytes.count ? .truncated : .invalid(offset: index) }
  }

  private mutating func word(_ text: StaticString) throws(Failure) {
    let expected = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    for byte in expected {
      guard index < bytes.count else { throw .truncated }
      guard bytes[index] == byte else { throw .invalid(offset: index) }
      index += 1
    }
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  private func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
  }
}
