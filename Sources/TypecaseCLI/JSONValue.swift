/// A JSON value whose objects keep their keys in the order written, for stable, readable output.
enum JSONValue: Sendable, Equatable {
  case string(String)
  case number(Int)
  case bool(Bool)
  case array([JSONValue])
  case object([(String, JSONValue)])

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }

  /// An object made of the pairs whose value is present: absent values are omitted.
  static func object(omittingNil pairs: [(String, JSONValue?)]) -> JSONValue {
    .object(pairs.compactMap { key, value in value.map { (key, $0) } })
  }

  /// The value as pretty-printed JSON text, two spaces per level.
  func serialized(indent: String = "") -> String {
    switch self {
    case .string(let text): return Self.quoted(text)
    case .number(let number): return String(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .array(let items):
      guard !items.isEmpty else { return "[]" }
      let inner = indent + "  "
      let body = items.map { inner + $0.serialized(indent: inner) }.joined(separator: ",\n")
      return "[\n" + body + "\n" + indent + "]"
    case .object(let pairs):
      guard !pairs.isEmpty else { return "{}" }
      let inner = indent + "  "
      let body = pairs.map { key, value in
        inner + Self.quoted(key) + ": " + value.serialized(indent: inner)
      }.joined(separator: ",\n")
      return "{\n" + body + "\n" + indent + "}"
    }
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
