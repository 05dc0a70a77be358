/// A pattern's families written as CSS writes them, in quotes (`"Helvetica Neue", Arial,
/// sans-serif` pasted from a stylesheet): fontconfig reads the quotes as part of the name.
enum QuotedFamilies {
  /// `pattern` as fontconfig takes what it means, its families unquoted, their spaces around
  /// commas trimmed and their hyphens, commas and colons escaped; nil when no family in it is
  /// quoted.
  ///
  /// `match '"Helvetica Neue", Arial'` asked for a family named with its quotes, said to be
  /// "not installed" with the quotes doubled, and nothing said why.
  static func unquoted(_ pattern: String) -> String? {
    // The families end at the first colon not escaped.
    var families: [String] = []
    var current = ""
    var escaped = false
    var end = pattern.endIndex
    for index in pattern.indices {
      let character = pattern[index]
      if escaped {
        current.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "," {
        families.append(current)
        current = ""
      } else if character == ":" {
        end = index
        break
      } else {
        current.append(character)
      }
    }
    families.append(current)
    let trimmed = families.map { $0.trimmingSpaces() }
    let isQuoted = { (family: String) in
      family.count >= 2 && ["\"", "'"].contains(family.first) && family.first == family.last
    }
    guard trimmed.contains(where: isQuoted) else { return nil }
    let unquoted = trimmed.map { isQuoted($0) ? String($0.dropFirst().dropLast()) : $0 }
    return unquoted.map(SnippetEscaping.fontconfigFamily).joined(separator: ",") + pattern[end...]
  }
}
