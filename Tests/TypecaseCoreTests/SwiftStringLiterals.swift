import Foundation

/// Reads the string literals passed to the translation calls (`tr(`, `trn(`, `trParagraphs(`,
/// `translatable(`) out of Swift source text: the test's own reading of what
/// `scripts/update-po` extracts.
enum SwiftStringLiterals {
  /// One call with its leading string literals.
  struct Call: Equatable {
    /// The function's name ("tr", "trn", …).
    var function: String
    /// Its first literal arguments (two for `trn`, one otherwise).
    var literals: [String]
  }

  /// The msgids of one file: each `tr` string, each `trn` singular with its plural, each
  /// paragraph of a `trParagraphs` text.
  static func msgids(in source: String) -> [(msgid: String, plural: String?)] {
    calls(in: source).flatMap { call -> [(msgid: String, plural: String?)] in
      switch call.function {
      case "trn": return [(call.literals[0], call.literals[1])]
      case "trParagraphs": return call.literals[0].components(separatedBy: "\n\n").map { ($0, nil) }
      default: return [(call.literals[0], nil)]
      }
    }
  }

  /// Every translation call whose leading arguments are string literals.
  static func calls(in source: String) -> [Call] {
    var results: [Call] = []
    var rest = Substring(source)
    let functions: [String: Int] = ["trParagraphs(": 1, "translatable(": 1, "trn(": 2, "tr(": 1]
    while let (name, call) = nextCall(in: rest, names: Array(functions.keys)) {
      let before = rest[..<call.lowerBound].last
      rest = rest[call.upperBound...]
      if let before, before.isLetter || before.isNumber || before == "_" { continue }
      var literals: [String] = []
      var cursor = rest
      for index in 0..<(functions[name] ?? 1) {
        cursor = cursor.drop { $0 == " " || $0 == "\n" }
        guard let (text, remaining) = literal(cursor) else { break }
        literals.append(text)
        cursor = remaining.drop { $0 == " " || $0 == "\n" }
        if index + 1 < (functions[name] ?? 1) {
          guard cursor.first == "," else { break }
          cursor = cursor.dropFirst()
        }
      }
      if literals.count == functions[name] {
        results.append(Call(function: String(name.dropLast()), literals: literals))
        rest = cursor
      }
    }
    return results
  }

  /// The earliest of `names` in `text` (the longest name when two start at one place).
  private static func nextCall(in text: Substring, names: [String]) -> (String, Range<Substring.Index>)? {
    var best: (String, Range<Substring.Index>)?
    for name in names {
      guard let range = text.range(of: name) else { continue }
      if let current = best, current.1.lowerBound < range.lowerBound { continue }
      if let current = best, current.1.lowerBound == range.lowerBound, current.0.count > name.count { continue }
      best = (name, range)
    }
    return best
  }

  private static func literal(_ text: Substring) -> (String, Substring)? {
    if text.hasPrefix("\"\"\"") { return multiLine(text) }
    if text.hasPrefix("\"") { return singleLine(text.dropFirst()) }
    return nil
  }

  private static func singleLine(_ text: Substring) -> (String, Substring)? {
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "\"" { return (result, text[text.index(after: index)...]) }
      if character == "\\" {
        index = text.index(after: index)
        guard index < text.endIndex else { return nil }
        switch text[index] {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "u":
          guard let close = text[index...].firstIndex(of: "}"),
            let value = UInt32(text[text.index(index, offsetBy: 2)..<close], radix: 16),
            let scalar = Unicode.Scalar(value)
          else { return nil }
          result.unicodeScalars.append(scalar)
          index = close
        default: result.append(text[index])
        }
      } else {
        result.append(character)
      }
      index = text.index(after: index)
    }
    return nil
  }

  private static func multiLine(_ text: Substring) -> (String, Substring)? {
    let body = text.dropFirst(3).drop { $0 != "\n" }.dropFirst()
    guard let close = body.range(of: "\"\"\"") else { return nil }
    var lines = body[..<close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
    let indent = lines.removeLast().count
    let content = lines.map { $0.count >= indent ? String($0.dropFirst(indent)) : "" }.joined(separator: "\n")
    guard let (unescaped, _) = singleLine(Substring(content.replacing("\"", with: "\\\"") + "\"")) else {
      return nil
    }
    return (unescaped, body[close.upperBound...])
  }
}
