/// Reads one face of a snapshot's list: the members `typecase diff` compares, the others (and
/// those a newer version added) stepped over.
enum SnapshotFaceReader {
  /// The face at the scanner, the `number`th of its list; with `decode` false, checked as it
  /// would be read (the same errors) but not made (nil), the literal of its (last) "file"
  /// member left in `fileLiteral`.
  static func read(
    _ scanner: inout JSONScanner, number: Int, decode: Bool, fileLiteral: inout JSONScanner.StringLiteral?
  ) throws -> SnapshotFace? {
    guard scanner.peek() == UInt8(ascii: "{") else { throw SnapshotReadError.notSnapshot(.faceNotObject(number)) }
    try scanner.beginObject()
    // Plain variables, not dictionaries: fifty thousand faces made a hash table each. Member
    // names are matched on their bytes (made strings only when escaped).
    var family: String?
    var style: String?
    var postScriptName: String?
    var fullName: String?
    var file: String?
    var version: String?
    var sha256: String?
    var charsetSHA256: String?
    var index: Int?
    var characterCount: Int?
    var weight: Int?
    var width: Int?
    var slant: Int?
    var languages: [String]?
    var axes: String?
    var coordinates: String?
    var hasFamily = false
    var hasFile = false
    var first = true
    while let literal = try scanner.nextMemberLiteral(first: first) {
      first = false
      let member = Member(literal, in: scanner)
      switch member {
      case .family, .style, .postscriptName, .fullName, .file, .version, .sha256, .charsetSHA256:
        // The file ending after the member's colon is cut short, not of the wrong type.
        guard let next = scanner.peek() else { throw JSONScanner.Failure.truncated }
        guard next == UInt8(ascii: "\"") else {
          throw SnapshotReadError.notSnapshot(.wrongType(number, member.rawValue))
        }
        if member == .family { hasFamily = true }
        if member == .file { hasFile = true }
        guard decode else {
          let literal = try scanner.stringLiteral()
          if member == .file { fileLiteral = literal }
          continue
        }
        let text = try scanner.string()
        switch member {
        case .family: family = text
        case .style: style = text
        case .postscriptName: postScriptName = text
        case .fullName: fullName = text
        case .file: file = text
        case .version: version = text
        case .sha256: sha256 = text
        default: charsetSHA256 = text
        }
      case .index, .characterCount, .weight, .width, .slant:
        guard let value = try SnapshotText.integer(&scanner) else {
          throw SnapshotReadError.notSnapshot(.wrongType(number, member.rawValue))
        }
        switch member {
        case .index: index = value
        case .characterCount: characterCount = value
        case .weight: weight = value
        case .width: width = value
        default: slant = value
        }
      case .languages:
        // Read only for a face made (those that differ), and only a list of strings: any other
        // shape is stepped over as when checking (the same errors either way), not compared.
        guard decode, scanner.peek() == UInt8(ascii: "[") else {
          try scanner.skipValue()
          continue
        }
        try scanner.beginArray()
        var list: [String]? = []
        var firstElement = true
        while try scanner.nextElement(first: firstElement) {
          firstElement = false
          if scanner.peek() == UInt8(ascii: "\"") {
            list?.append(try scanner.string())
          } else {
            list = nil
            try scanner.skipValue()
          }
        }
        languages = list
      case .axes, .coordinates:
        // Read only for a face made, as languages are.
        let opening = member == .axes ? UInt8(ascii: "[") : UInt8(ascii: "{")
        guard decode, scanner.peek() == opening else {
          try scanner.skipValue()
          continue
        }
        if member == .axes {
          axes = try SnapshotVariation.axes(&scanner)
        } else {
          coordinates = try SnapshotVariation.coordinates(&scanner)
        }
      case .other:
        try scanner.skipValue()
      }
    }
    guard hasFamily else { throw SnapshotReadError.notSnapshot(.missingMember(number, "family")) }
    guard hasFile else { throw SnapshotReadError.notSnapshot(.missingMember(number, "file")) }
    guard decode, let family, let file else { return nil }
    return SnapshotFace(
      family: family, style: style ?? "", postScriptName: postScriptName, fullName: fullName, file: file,
      index: index ?? 0,
      version: version, sha256: sha256, characterCount: characterCount, charsetSHA256: charsetSHA256,
      weight: weight, width: width, slant: slant, languages: languages, axes: axes, coordinates: coordinates)
  }

  /// The members of a face that diff reads.
  private enum Member: String {
    case family, style, postscriptName, fullName, file, version, sha256, charsetSHA256, index, characterCount
    case weight, width, slant, languages, axes, coordinates, other

    /// The member named by `literal` (a name in the scanner's text).
    init(_ literal: JSONScanner.StringLiteral, in scanner: JSONScanner) {
      guard !literal.isEscaped else {
        self = Member(rawValue: scanner.string(literal)) ?? .other
        return
      }
      // By length, then bytes: no string made for the twenty-odd names of every face.
      func named(_ name: StaticString, _ member: Member) -> Member? {
        scanner.literal(literal, is: name) ? member : nil
      }
      let found: Member? =
        switch literal.range.count - 2 {
        case 4: named("file", .file) ?? named("axes", .axes)
        case 5: named("style", .style) ?? named("index", .index) ?? named("width", .width) ?? named("slant", .slant)
        case 6: named("family", .family) ?? named("sha256", .sha256) ?? named("weight", .weight)
        case 7: named("version", .version)
        case 8: named("fullName", .fullName)
        case 9: named("languages", .languages)
        case 11: named("coordinates", .coordinates)
        case 13: named("charsetSHA256", .charsetSHA256)
        case 14: named("postscriptName", .postscriptName) ?? named("characterCount", .characterCount)
        default: nil
        }
      self = found ?? .other
    }
  }
}
