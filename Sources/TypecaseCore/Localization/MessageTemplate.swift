/// A translated message split at its `{placeholders}`, filled many times over: the family list
/// fills the same few messages for every family (12,500 at 50,000 faces), and joining the parts
/// takes a fraction of looking the message up and scanning it each time.
public struct MessageTemplate: Sendable, Equatable {
  /// A piece of the message: text as it is, or a placeholder's name.
  enum Part: Sendable, Equatable {
    case text(String)
    case placeholder(String)
  }

  /// The message's pieces, in order.
  let parts: [Part]

  /// Splits `message` (already translated) at its `{name}` placeholders; a `{` without its `}`
  /// is text.
  public init(_ message: String) {
    var parts: [Part] = []
    var rest = message[...]
    while let start = rest.utf8.firstIndex(of: UInt8(ascii: "{")) {
      let nameStart = rest.utf8.index(after: start)
      guard let end = rest.utf8[nameStart...].firstIndex(of: UInt8(ascii: "}")) else { break }
      if start > rest.startIndex { parts.append(.text(String(rest[..<start]))) }
      parts.append(.placeholder(String(rest[nameStart..<end])))
      rest = rest[rest.utf8.index(after: end)...]
    }
    if !rest.isEmpty { parts.append(.text(String(rest))) }
    self.parts = parts
  }

  /// The message with each placeholder named in `arguments` replaced by its value (a value is
  /// not filled again); placeholders not named stay as they are.
  public func filled(_ arguments: KeyValuePairs<String, String>) -> String {
    filled { name in arguments.first { $0.key == name }?.value }
  }

  /// The message with each placeholder named in `arguments` replaced by its value, as
  /// `filled(_:)` with pairs does.
  public func filled(_ arguments: [String: String]) -> String { filled { arguments[$0] } }

  /// The message with each placeholder replaced by `value(name)`, or kept when that is nil.
  private func filled(_ value: (String) -> String?) -> String {
    var result = ""
    for part in parts {
      switch part {
      case .text(let text): result += text
      case .placeholder(let name): result += value(name) ?? "{" + name + "}"
      }
    }
    return result
  }
}
