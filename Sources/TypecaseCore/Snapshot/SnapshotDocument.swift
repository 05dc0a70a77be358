import Glibc

/// A snapshot file read back for `typecase diff`: its format version, what produced it, and
/// its faces (the fields diff compares; the others, and members this version does not know,
/// are stepped over).
public struct SnapshotDocument: Sendable {
  /// The `snapshotVersion` it declares.
  public var version: Int
  /// The header's `createdAt`, when it has one.
  public var createdAt: String?
  /// fontconfig's version on the machine it was taken on.
  public var fontconfigVersion: String?
  /// The faces, in the file's order.
  public var faces: [SnapshotFace]

  /// Whether a newer Typecase wrote it (its fields may mean more than this version knows).
  public var isNewer: Bool { version > FontSnapshot.formatVersion }

  /// Reads the snapshot file at `path`.
  public static func read(path: String) throws(SnapshotReadError) -> SnapshotDocument {
    var status = stat()
    guard stat(path, &status) == 0 else {
      throw errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(SystemError.last.reason)
    }
    if status.st_mode & S_IFMT == S_IFDIR { throw .isDirectory }
    switch SettingsFileSystem.readContents(path) {
    case .missing: throw .missing
    case .failed(let failure): throw .unreadable(failure.reason)
    case .bytes(let bytes): return try parse(bytes)
    }
  }

  /// Reads a snapshot from the bytes of its file.
  public static func parse(_ bytes: [UInt8]) throws(SnapshotReadError) -> SnapshotDocument {
    try JSONScanner.scan(bytes) { scanner -> Result<SnapshotDocument, SnapshotReadError> in
      if scanner.isAtEnd() { return .failure(.empty) }
      do {
        return .success(try parse(&scanner))
      } catch let failure as JSONScanner.Failure {
        switch failure {
        case .truncated: return .failure(.truncated)
        case .invalid(let offset), .tooDeep(let offset): return .failure(.notJSON(line: scanner.line(of: offset)))
        }
      } catch let failure as SnapshotReadError {
        return .failure(failure)
      } catch {
        return .failure(.notJSON(line: scanner.line(of: scanner.index)))
      }
    }.get()
  }

  private static func parse(_ scanner: inout JSONScanner) throws -> SnapshotDocument {
    guard scanner.peek() == UInt8(ascii: "{") else {
      try scanner.skipValue()
      throw SnapshotReadError.notSnapshot(.notAnObject)
    }
    try scanner.beginObject()
    var version: Int?
    var createdAt: String?
    var fontconfigVersion: String?
    var faces: [SnapshotFace]?
    var first = true
    while let name = try scanner.nextMember(first: first) {
      first = false
      switch name {
      case "snapshotVersion":
        guard let number = try integer(&scanner), number >= 1 else { throw SnapshotReadError.notSnapshot(.badVersion) }
        version = number
      case "header" where scanner.peek() == UInt8(ascii: "{"):
        createdAt = try stringMember("createdAt", of: &scanner)
      case "fontconfig" where scanner.peek() == UInt8(ascii: "{"):
        fontconfigVersion = try stringMember("version", of: &scanner)
      case "faces":
        faces = try readFaces(&scanner)
      default:
        try scanner.skipValue()
      }
    }
    guard scanner.isAtEnd() else { throw JSONScanner.Failure.invalid(offset: scanner.index) }
    guard let version else { throw SnapshotReadError.notSnapshot(.noVersion) }
    guard let faces else { throw SnapshotReadError.notSnapshot(.noFaces) }
    return SnapshotDocument(version: version, createdAt: createdAt, fontconfigVersion: fontconfigVersion, faces: faces)
  }

  /// The whole number at the scanner; nil for a value of another kind (not consumed then).
  private static func integer(_ scanner: inout JSONScanner) throws -> Int? {
    guard let byte = scanner.peek() else { throw JSONScanner.Failure.truncated }
    guard byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) else { return nil }
    return try scanner.integer()
  }

  /// The string member `wanted` of the object at the scanner (the object consumed).
  private static func stringMember(_ wanted: String, of scanner: inout JSONScanner) throws -> String? {
    try scanner.beginObject()
    var found: String?
    var first = true
    while let name = try scanner.nextMember(first: first) {
      first = false
      if name == wanted && scanner.peek() == UInt8(ascii: "\"") {
        found = try scanner.string()
      } else {
        try scanner.skipValue()
      }
    }
    return found
  }

  private static func readFaces(_ scanner: inout JSONScanner) throws -> [SnapshotFace] {
    guard scanner.peek() == UInt8(ascii: "[") else { throw SnapshotReadError.notSnapshot(.noFaces) }
    try scanner.beginArray()
    var faces: [SnapshotFace] = []
    var first = true
    while try scanner.nextElement(first: first) {
      first = false
      faces.append(try readFace(&scanner, number: faces.count + 1))
    }
    return faces
  }

  private static func readFace(_ scanner: inout JSONScanner, number: Int) throws -> SnapshotFace {
    guard scanner.peek() == UInt8(ascii: "{") else { throw SnapshotReadError.notSnapshot(.faceNotObject(number)) }
    try scanner.beginObject()
    // Plain variables, not dictionaries: fifty thousand faces made a hash table each. Member
    // names are matched on their bytes (made strings only when escaped).
    var family: String?
    var style: String?
    var postScriptName: String?
    var file: String?
    var version: String?
    var sha256: String?
    var charsetSHA256: String?
    var index: Int?
    var characterCount: Int?
    var first = true
    while let literal = try scanner.nextMemberLiteral(first: first) {
      first = false
      let member = FaceMember(literal, in: scanner)
      switch member {
      case .family, .style, .postscriptName, .file, .version, .sha256, .charsetSHA256:
        guard scanner.peek() == UInt8(ascii: "\"") else {
          throw SnapshotReadError.notSnapshot(.wrongType(number, member.rawValue))
        }
        let text = try scanner.string()
        switch member {
        case .family: family = text
        case .style: style = text
        case .postscriptName: postScriptName = text
        case .file: file = text
        case .version: version = text
        case .sha256: sha256 = text
        default: charsetSHA256 = text
        }
      case .index, .characterCount:
        guard let value = try integer(&scanner) else {
          throw SnapshotReadError.notSnapshot(.wrongType(number, member.rawValue))
        }
        if member == .index { index = value } else { characterCount = value }
      case .other:
        try scanner.skipValue()
      }
    }
    guard let family else { throw SnapshotReadError.notSnapshot(.missingMember(number, "family")) }
    guard let file else { throw SnapshotReadError.notSnapshot(.missingMember(number, "file")) }
    return SnapshotFace(
      family: family, style: style ?? "", postScriptName: postScriptName, file: file, index: index ?? 0,
      version: version, sha256: sha256, characterCount: characterCount, charsetSHA256: charsetSHA256)
  }

  /// The members of a face that diff reads.
  private enum FaceMember: String {
    case family, style, postscriptName, file, version, sha256, charsetSHA256, index, characterCount, other

    /// The member named by `literal` (a name in the scanner's text).
    init(_ literal: JSONScanner.StringLiteral, in scanner: JSONScanner) {
      guard !literal.isEscaped else {
        self = FaceMember(rawValue: scanner.string(literal)) ?? .other
        return
      }
      // By length, then bytes: no string made for the twenty-odd names of every face.
      func named(_ name: StaticString, _ member: FaceMember) -> FaceMember? {
        scanner.literal(literal, is: name) ? member : nil
      }
      let found: FaceMember? =
        switch literal.range.count - 2 {
        case 4: named("file", .file)
        case 5: named("style", .style) ?? named("index", .index)
        case 6: named("family", .family) ?? named("sha256", .sha256)
        case 7: named("version", .version)
        case 13: named("charsetSHA256", .charsetSHA256)
        case 14: named("postscriptName", .postscriptName) ?? named("characterCount", .characterCount)
        default: nil
        }
      self = found ?? .other
    }
  }
}

/// Why a file is not a snapshot `typecase diff` can read.
public enum SnapshotReadError: Error, Equatable, Sendable {
  /// There is no file at the path.
  case missing
  /// The path is a directory.
  case isDirectory
  /// The file could not be read (the system's reason).
  case unreadable(String)
  /// The file is empty or white space.
  case empty
  /// The JSON stops in the middle.
  case truncated
  /// The text is not JSON; the line of the first mistake.
  case notJSON(line: Int)
  /// The JSON is not a Typecase snapshot.
  case notSnapshot(Reason)

  /// What makes a JSON document not a snapshot.
  public enum Reason: Equatable, Sendable {
    case notAnObject
    case noVersion
    case badVersion
    case noFaces
    case faceNotObject(Int)
    case missingMember(Int, String)
    case wrongType(Int, String)
  }

  /// A one-line explanation naming the file at `path`.
  public func message(path: String) -> Message {
    switch self {
    case .missing: tr("cannot read \"{path}\": there is no such file", ["path": path])
    case .isDirectory: tr("\"{path}\" is a directory, not a snapshot", ["path": path])
    case .unreadable(let reason): tr("cannot read \"{path}\": {reason}", ["path": path, "reason": reason])
    case .empty: tr("\"{path}\" is empty, not a snapshot", ["path": path])
    case .truncated: tr("\"{path}\" ends in the middle of its JSON (a truncated snapshot?)", ["path": path])
    case .notJSON(let line): tr("\"{path}\" is not valid JSON (line {line})", ["path": path, "line": String(line)])
    case .notSnapshot(let reason):
      tr(
        "\"{path}\" is not a Typecase snapshot: {reason}",
        nesting: ["path": .text(path), "reason": .message(reason.message)])
    }
  }
}

extension SnapshotReadError.Reason {
  /// Why, in a few words.
  var message: Message {
    switch self {
    case .notAnObject: tr("it is not a JSON object")
    case .noVersion: tr("it has no \"snapshotVersion\"")
    case .badVersion: tr("its \"snapshotVersion\" is not a positive whole number")
    case .noFaces: tr("it has no \"faces\" list")
    case .faceNotObject(let number): tr("face {number} is not an object", ["number": String(number)])
    case .missingMember(let number, let name):
      tr("face {number} has no \"{member}\"", ["number": String(number), "member": name])
    case .wrongType(let number, let name):
      tr("face {number} has a \"{member}\" of the wrong type", ["number": String(number), "member": name])
    }
  }
}
