import Foundation

/// A gettext `.po` file as the translation tests read it: entries with their flags, and
/// whether any obsolete (`#~`) entries are left.
struct PoFile {
  /// One entry.
  struct Entry {
    var msgid: String
    var plural: String?
    /// `msgstr`, or `msgstr[0]`, `msgstr[1]`, … of a plural entry.
    var translations: [String]
    var flags: Set<String>
  }

  /// The entries but the header, in file order.
  var entries: [Entry] = []
  /// The header (the translation of ""): `Name: value` lines.
  var header = ""
  /// Lines of obsolete entries (`#~ msgid …`).
  var obsoleteLines: [String] = []

  init(text: String) {
    for block in text.components(separatedBy: "\n\n") {
      var fields: [String: String] = [:]
      var flags = Set<String>()
      var current: String?
      for line in block.split(separator: "\n", omittingEmptySubsequences: true) {
        if line.hasPrefix("#~") {
          obsoleteLines.append(String(line))
        } else if line.hasPrefix("#,") {
          flags.formUnion(line.dropFirst(2).split(separator: ",").map { $0.trimmingCharacters(in: [" "]) })
        } else if line.hasPrefix("#") {
          continue
        } else if line.hasPrefix("\""), let current {
          fields[current, default: ""] += Self.unquote(line)
        } else if let space = line.firstIndex(of: " ") {
          current = String(line[..<space])
          fields[String(line[..<space])] = Self.unquote(line[line.index(after: space)...])
        }
      }
      guard let msgid = fields["msgid"] else { continue }
      if msgid.isEmpty {
        header = fields["msgstr"] ?? ""
        continue
      }
      var translations: [String] = []
      if fields["msgid_plural"] != nil {
        var index = 0
        while let form = fields["msgstr[\(index)]"] {
          translations.append(form)
          index += 1
        }
      } else {
        translations = [fields["msgstr"] ?? ""]
      }
      entries.append(Entry(msgid: msgid, plural: fields["msgid_plural"], translations: translations, flags: flags))
    }
  }

  /// The value of header field `name`.
  func headerField(_ name: String) -> String? {
    header.split(separator: "\n").first { $0.hasPrefix(name + ": ") }.map { String($0.dropFirst(name.count + 2)) }
  }

  /// The text of a quoted PO string, escapes resolved.
  private static func unquote(_ quoted: Substring) -> String {
    let inner = quoted.trimmingCharacters(in: [" "]).dropFirst().dropLast()
    var result = ""
    var escaping = false
    for character in inner {
      if escaping {
        switch character {
        case "n": result.append("\n")
        case "t": result.append("\t")
        default: result.append(character)
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    return result
  }
}
