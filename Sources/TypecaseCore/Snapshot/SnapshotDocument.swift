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
    try SnapshotText.read(path: path).document()
  }

  /// Reads a snapshot from the bytes of its file.
  public static func parse(_ bytes: [UInt8]) throws(SnapshotReadError) -> SnapshotDocument {
    try SnapshotText(bytes: bytes).document()
  }
}

/// Why a file is not a snapshot `typecase diff` can read.
public enum SnapshotReadError: Error, Equatable, Sendable {
  /// There is no file at the path.
  case missing
  /// The path is a directory.
  case isDirectory
  /// The file could not be read (the system's reason).
  case unreadable(Message.Argument)
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
    /// Its `faceCount` is not the number of faces it lists: a list cut short.
    case faceCountMismatch(declared: Int, listed: Int)
  }

  /// A one-line explanation naming the file at `path`.
  public func message(path: String) -> Message {
    switch self {
    case .missing: tr("cannot read \"{path}\": there is no such file", ["path": path])
    case .isDirectory: tr("\"{path}\" is a directory, not a snapshot", ["path": path])
    case .unreadable(let reason):
      tr("cannot read \"{path}\": {reason}", nesting: ["path": .text(path), "reason": reason])
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
    case .faceCountMismatch(let declared, let listed):
      trn(
        "its \"faceCount\" says {declared} face, but it lists {listed}",
        "its \"faceCount\" says {declared} faces, but it lists {listed}", declared,
        ["declared": String(declared), "listed": String(listed)])
    }
  }
}
