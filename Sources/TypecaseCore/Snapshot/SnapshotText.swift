import Glibc

/// A snapshot file's text, read as far as its list of faces: what the members before it say,
/// and where it starts.
///
/// The rest is read on demand, faces and all (`document()`) or only checked (`check()`), the
/// list in parts on all cores when it is long.
///
/// Two snapshots of the same fonts have the same text from the list of faces on (`faces`):
/// `typecase diff` compares that text before reading any face.
package struct SnapshotText: Sendable {
  /// The file's bytes.
  package let bytes: [UInt8]
  /// What the members before the list of faces say.
  private let opening: Members
  /// Where the value of the first "faces" member starts.
  private let facesValue: Int

  /// What the top-level members say (the last of each wins).
  private struct Members: Sendable {
    /// `snapshotVersion`.
    var version: Int?
    /// The header's `createdAt`.
    var createdAt: String?
    /// The fontconfig object's `version`.
    var fontconfigVersion: String?
    /// The fontconfig object's `configFiles`.
    var configFiles: [String]?
    /// The fontconfig object's `configSHA256`.
    var configDigest: String?
    /// The faces, when read.
    var faces: [SnapshotFace]?
    /// How many faces the list has.
    var faceCount = 0
    /// How many faces the `faceCount` member says the list has, if there is one.
    var declaredFaceCount: Int?
  }

  /// What `check()` found.
  package struct Summary: Sendable {
    /// How many faces the snapshot has.
    package var faceCount: Int
    /// The `snapshotVersion` declared after the list of faces, if one is.
    package var versionAfterFaces: Int?
    /// Where each face of the (last) list is in the text, with its "file" member's literal:
    /// made by `check(records: true)` only.
    package var records: [FaceRecord] = []
    /// How many lists of faces the document has (the last one counts).
    package var listCount = 1
  }

  /// Where one face is in the text: the bytes of its object, and the literal of its "file".
  package struct FaceRecord: Sendable {
    /// Its object, braces included.
    package var range: Range<Int>
    /// Its "file" member's string literal, quotes included.
    package var file: Range<Int>
    /// Whether that literal has escapes.
    package var fileIsEscaped: Bool
  }

  /// The most bytes read from a pipe or a device as a snapshot: one of 50,000 faces is some
  /// 40 MB, and `diff /dev/zero` grew until memory ran out.
  package static let sizeLimit = 1 << 28

  /// Reads the snapshot file at `path` as far as its list of faces (from a pipe or a device,
  /// at most `sizeLimit` bytes).
  package static func read(path: String) throws(SnapshotReadError) -> SnapshotText {
    var status = stat()
    guard stat(path, &status) == 0 else {
      throw errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(.text(SystemError.last.reason))
    }
    if status.st_mode & S_IFMT == S_IFDIR { throw .isDirectory }
    switch SettingsFileSystem.readContents(path, limit: sizeLimit) {
    case .missing: throw .missing
    case .failed(let failure): throw .unreadable(failure.reason)
    case .bytes(let bytes): return try SnapshotText(bytes: bytes)
    }
  }

  /// Reads `bytes` as far as the list of faces (a document without one is read to its end,
  /// and found wanting).
  package init(bytes: [UInt8]) throws(SnapshotReadError) {
    self.bytes = bytes
    let opened = JSONScanner.scan(bytes) { scanner -> Result<(Members, Int), SnapshotReadError> in
      if scanner.isAtEnd() { return .failure(.empty) }
      do {
        guard scanner.peek() == UInt8(ascii: "{") else {
          try scanner.skipValue()
          throw SnapshotReadError.notSnapshot(.notAnObject)
        }
        try scanner.beginObject()
        var members = Members()
        guard let faces = try Self.readMembers(&scanner, first: true, into: &members) else {
          try Self.finish(&scanner, members)
          throw SnapshotReadError.notSnapshot(.noFaces)
        }
        return .success((members, faces))
      } catch {
        return .failure(Self.failure(error, at: scanner))
      }
    }
    (opening, facesValue) = try opened.get()
  }

  /// The text from the list of faces to the end.
  package var faces: ArraySlice<UInt8> { bytes[facesValue...] }

  /// Whether `other` has the same text from its list of faces to its end: the same faces, and
  /// nothing else after them.
  package func hasSameFaces(as other: SnapshotText) -> Bool {
    guard bytes.count - facesValue == other.bytes.count - other.facesValue else { return false }
    return bytes.withUnsafeBytes { mine in
      other.bytes.withUnsafeBytes { theirs in
        guard let first = mine.baseAddress, let second = theirs.baseAddress else { return true }
        return memcmp(first + facesValue, second + other.facesValue, bytes.count - facesValue) == 0
      }
    }
  }

  /// Whether the text `produce` hands to its function, part by part, is this text from its
  /// list of faces to its end (see `hasSameFaces(as:)`), compared as it comes.
  package func hasFaces(writtenBy produce: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void) -> Bool {
    var offset = facesValue
    var same = true
    bytes.withUnsafeBytes { mine in
      produce { part in
        guard same else { return }
        guard part.count <= mine.count - offset else {
          same = false
          return
        }
        if let start = mine.baseAddress, let theirs = part.baseAddress, part.count > 0 {
          same = memcmp(start + offset, theirs, part.count) == 0
        }
        offset += part.count
      }
    }
    return same && offset == bytes.count
  }

  /// The version the members before the list of faces declare.
  package var openingVersion: Int? { opening.version }

  /// The configuration files the members before the list of faces name (`fontconfig`'s
  /// `configFiles`), if they do.
  package var openingConfigurationFiles: [String]? { opening.configFiles }

  /// The digest of the configuration files the members before the list of faces give
  /// (`fontconfig`'s `configSHA256`), if they do.
  package var openingConfigurationDigest: String? { opening.configDigest }

  /// The face count the members before the list of faces declare (`faceCount`), if they do.
  package var openingFaceCount: Int? { opening.declaredFaceCount }

  /// The whole document, its faces read.
  package func document() throws(SnapshotReadError) -> SnapshotDocument {
    let members = try readRest(reading: .decode).members
    guard let version = members.version else { throw .notSnapshot(.noVersion) }
    return SnapshotDocument(
      version: version, createdAt: members.createdAt, fontconfigVersion: members.fontconfigVersion,
      faces: members.faces ?? [])
  }

  /// Checks the rest of the document as `document()` reads it (the same errors), without
  /// making strings of its faces; with `records`, noting where each face is.
  package func check(records: Bool = false) throws(SnapshotReadError) -> Summary {
    let (members, versionAfterFaces, faceRecords, lists) = try readRest(reading: records ? .records : .check)
    return Summary(
      faceCount: members.faceCount, versionAfterFaces: versionAfterFaces, records: faceRecords, listCount: lists)
  }

  /// `check(records: true)` of this text, knowing `other`, checked as `checked`: the text this
  /// one shares with it from the list of faces on, at its start and at its end, is checked
  /// already (the same bytes read from the same place in the list), and only what lies between
  /// (whole faces, from the end of the last face in the shared start, or the list's start, to
  /// the first face in the shared end) is read.
  ///
  /// Anything else (an error there, no shared face at the end, more than one list) is checked
  /// in full, as `check(records: true)` does.
  package func check(sharingWith other: SnapshotText, checked: Summary) throws(SnapshotReadError) -> Summary {
    if checked.listCount == 1, let summary = checkBetween(other, checked) { return summary }
    return try check(records: true)
  }

  /// The summary `check(sharingWith:checked:)` makes from the text between the shared start
  /// and end; nil when it cannot be made so.
  private func checkBetween(_ other: SnapshotText, _ checked: Summary) -> Summary? {
    let mine = bytes.count - facesValue
    let theirs = other.bytes.count - other.facesValue
    let shorter = min(mine, theirs)
    // Without a version of its own before the faces or after them, the document is wanting:
    // the full check says so.
    guard checked.versionAfterFaces != nil || opening.version != nil else { return nil }
    // The bytes shared from the list's start, then from the end (not overlapping).
    let (start, end) = bytes.withUnsafeBytes { bytes in
      other.bytes.withUnsafeBytes { otherBytes -> (Int, Int) in
        guard let base = bytes.baseAddress, let otherBase = otherBytes.baseAddress else { return (0, 0) }
        let start = Self.sharedLength(base + facesValue, otherBase + other.facesValue, count: shorter, step: 1)
        let end = Self.sharedLength(
          base + bytes.count - 1, otherBase + otherBytes.count - 1, count: shorter - start, step: -1)
        return (start, end)
      }
    }
    // The other's faces wholly in the shared start, and in the shared end, here.
    let startShift = facesValue - other.facesValue
    let endShift = bytes.count - other.bytes.count
    let leading = checked.records.prefix { $0.range.upperBound <= other.facesValue + start }
    let trailingStart =
      checked.records.firstIndex { $0.range.lowerBound >= other.bytes.count - end } ?? checked.records.count
    let trailing = checked.records[trailingStart...]
    guard let firstTrailing = trailing.first, trailingStart >= leading.count else { return nil }
    func shifted(_ record: FaceRecord, by shift: Int) -> FaceRecord {
      FaceRecord(
        range: (record.range.lowerBound + shift)..<(record.range.upperBound + shift),
        file: (record.file.lowerBound + shift)..<(record.file.upperBound + shift), fileIsEscaped: record.fileIsEscaped)
    }
    // From the end of the last shared face at the start (else from the list's start).
    let from = leading.last.map { $0.range.upperBound + startShift } ?? facesValue
    let until = firstTrailing.range.lowerBound + endShift
    guard from <= until else { return nil }
    // Between them: faces after commas, the last comma right before the first shared face.
    let between = JSONScanner.scan(bytes, from: from) { scanner -> [FaceRecord]? in
      var records: [FaceRecord] = []
      do {
        var first = leading.isEmpty
        if first { try scanner.beginArray() }
        while try scanner.nextElement(first: first) {
          first = false
          _ = scanner.peek()
          if scanner.index >= until { return scanner.index == until ? records : nil }
          let faceStart = scanner.index
          var file: JSONScanner.StringLiteral?
          _ = try SnapshotFaceReader.read(&scanner, number: 1, decode: false, fileLiteral: &file)
          guard let file else { return nil }
          records.append(FaceRecord(range: faceStart..<scanner.index, file: file.range, fileIsEscaped: file.isEscaped))
        }
        return nil
      } catch {
        return nil
      }
    }
    guard let between else { return nil }
    let records = leading.map { shifted($0, by: startShift) } + between + trailing.map { shifted($0, by: endShift) }
    return Summary(
      faceCount: records.count, versionAfterFaces: checked.versionAfterFaces, records: records, listCount: 1)
  }

  /// The face whose object is at `record`, read (a face `check(records:)` found).
  package func face(at record: FaceRecord) throws(SnapshotReadError) -> SnapshotFace {
    let read = JSONScanner.scan(bytes, from: record.range.lowerBound) {
      scanner -> Result<SnapshotFace, SnapshotReadError> in
      var file: JSONScanner.StringLiteral?
      do {
        guard let face = try SnapshotFaceReader.read(&scanner, number: 1, decode: true, fileLiteral: &file) else {
          return .failure(.truncated)
        }
        return .success(face)
      } catch {
        return .failure(Self.failure(error, at: scanner))
      }
    }
    return try read.get()
  }

  /// The "file" of the face at `record`, unescaped.
  package func file(of record: FaceRecord) -> String {
    JSONScanner.scan(bytes) {
      $0.string(JSONScanner.StringLiteral(range: record.file, isEscaped: record.fileIsEscaped))
    }
  }

  /// Whether the faces at `record` here and at `other` in `text` have the same bytes.
  package func hasSameBytes(_ record: FaceRecord, as other: FaceRecord, in text: SnapshotText) -> Bool {
    guard record.range.count == other.range.count else { return false }
    return bytes.withUnsafeBytes { mine in
      text.bytes.withUnsafeBytes { theirs in
        guard let first = mine.baseAddress, let second = theirs.baseAddress else { return true }
        return memcmp(first + record.range.lowerBound, second + other.range.lowerBound, record.range.count) == 0
      }
    }
  }

  /// How many bytes from `first` and `second` on are the same (`step` 1: forward; -1: backward
  /// from there), at most `count`: compared a block at a time.
  private static func sharedLength(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int, step: Int)
    -> Int
  {
    let block = 4096
    var length = 0
    while count - length >= block {
      let offset = step > 0 ? length : -(length + block - 1)
      guard memcmp(first + offset, second + offset, block) == 0 else { break }
      length += block
    }
    while length < count {
      let offset = step > 0 ? length : -length
      guard first.load(fromByteOffset: offset, as: UInt8.self) == second.load(fromByteOffset: offset, as: UInt8.self)
      else { break }
      length += 1
    }
    return length
  }

  /// How a list of faces is read.
  private enum Reading {
    /// Faces made.
    case decode
    /// Only checked.
    case check
    /// Checked, and where each face is noted.
    case records
  }

  /// The members from the first list of faces on, added to those before it, and the
  /// `snapshotVersion` declared after the first list, if any.
  private func readRest(reading: Reading) throws(SnapshotReadError) -> (
    members: Members, versionAfterFaces: Int?, records: [FaceRecord], lists: Int
  ) {
    var members = opening
    var versionAfterFaces: Int?
    var records: [FaceRecord] = []
    var lists = 0
    var position: Int? = facesValue
    while let start = position {
      let list = try Self.readFaces(bytes, at: start, reading: reading)
      lists += 1
      members.faces = list.faces
      records = list.records
      members.faceCount = list.count
      let read = JSONScanner.scan(bytes, from: list.end) {
        [members] scanner -> Result<(Members, Int?, Int?), SnapshotReadError> in
        do {
          var rest = members
          rest.version = nil
          let faces = try Self.readMembers(&scanner, first: false, into: &rest)
          let declared = rest.version
          rest.version = declared ?? members.version
          if faces == nil { try Self.finish(&scanner, rest) }
          return .success((rest, faces, declared))
        } catch {
          return .failure(Self.failure(error, at: scanner))
        }
      }
      let (rest, faces, declared) = try read.get()
      members = rest
      if let declared { versionAfterFaces = declared }
      position = faces
    }
    // A list cut short that is still JSON (faces dropped by hand or by a broken filter).
    if let declared = members.declaredFaceCount, lists > 0, declared != members.faceCount {
      throw .notSnapshot(.faceCountMismatch(declared: declared, listed: members.faceCount))
    }
    return (members, versionAfterFaces, records, lists)
  }

  // MARK: - Members

  /// Reads the top-level object's members until the value of a "faces" member (its start
  /// returned, the scanner before it) or the object's end (nil, its `}` consumed).
  private static func readMembers(_ scanner: inout JSONScanner, first: Bool, into members: inout Members) throws
    -> Int?
  {
    var first = first
    while let name = try scanner.nextMember(first: first) {
      first = false
      switch name {
      case "snapshotVersion":
        guard let number = try integer(&scanner), number >= 1 else { throw SnapshotReadError.notSnapshot(.badVersion) }
        members.version = number
      case "header" where scanner.peek() == UInt8(ascii: "{"):
        members.createdAt = try stringMember("createdAt", of: &scanner)
      case "fontconfig" where scanner.peek() == UInt8(ascii: "{"):
        (members.fontconfigVersion, members.configFiles, members.configDigest) = try fontconfigMembers(of: &scanner)
      case "faceCount":
        // A number that is not whole is read (and ignored) by `integer`; any other value skipped.
        if scanner.peek().map(Self.startsNumber) == true {
          members.declaredFaceCount = try scanner.integer()
        } else {
          try scanner.skipValue()
        }
      case "faces":
        guard scanner.peek() != nil else { throw JSONScanner.Failure.truncated }
        return scanner.index
      default:
        try scanner.skipValue()
      }
    }
    return nil
  }

  /// The checks at the end of the document: nothing after the object.
  private static func finish(_ scanner: inout JSONScanner, _ members: Members) throws {
    guard scanner.isAtEnd() else { throw JSONScanner.Failure.invalid(offset: scanner.index) }
    guard members.version != nil else { throw SnapshotReadError.notSnapshot(.noVersion) }
  }

  /// The whole number at the scanner; nil for a value of another kind (not consumed then) or a
  /// number that is not whole (consumed).
  static func integer(_ scanner: inout JSONScanner) throws -> Int? {
    guard let byte = scanner.peek() else { throw JSONScanner.Failure.truncated }
    guard startsNumber(byte) else { return nil }
    return try scanner.integer()
  }

  /// Whether `byte` starts a JSON number.
  private static func startsNumber(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  /// The fontconfig object's `version`, `configFiles` and `configSHA256` (strings alone; other
  /// values of them are none).
  private static func fontconfigMembers(of scanner: inout JSONScanner) throws -> (String?, [String]?, String?) {
    try scanner.beginObject()
    var version: String?
    var files: [String]?
    var digest: String?
    var first = true
    while let name = try scanner.nextMember(first: first) {
      first = false
      if name == "version" && scanner.peek() == UInt8(ascii: "\"") {
        version = try scanner.string()
      } else if name == "configSHA256" && scanner.peek() == UInt8(ascii: "\"") {
        digest = try scanner.string()
      } else if name == "configFiles" && scanner.peek() == UInt8(ascii: "[") {
        try scanner.beginArray()
        var list: [String] = []
        var firstFile = true
        while try scanner.nextElement(first: firstFile) {
          firstFile = false
          if scanner.peek() == UInt8(ascii: "\"") { list.append(try scanner.string()) } else { try scanner.skipValue() }
        }
        files = list
      } else {
        try scanner.skipValue()
      }
    }
    return (version, files, digest)
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

  /// The error to report for `error`, thrown by the scanner or the reading.
  private static func failure(_ error: any Error, at scanner: JSONScanner) -> SnapshotReadError {
    switch error {
    case let failure as JSONScanner.Failure:
      switch failure {
      case .truncated: return .truncated
      case .invalid(let offset), .tooDeep(let offset): return .notJSON(line: scanner.line(of: offset))
      }
    case let failure as SnapshotReadError: return failure
    default: return .notJSON(line: scanner.line(of: scanner.index))
    }
  }

  // MARK: - Faces

  /// A list of faces read: its faces (when decoded), how many, and where it ends.
  private struct FaceList {
    /// The faces, when decoded.
    var faces: [SnapshotFace] = []
    /// Where they are, when noted.
    var records: [FaceRecord] = []
    /// How many there are.
    var count = 0
    /// Where the list ends (after its `]`).
    var end = 0
  }

  /// A list shorter than this is read in one go.
  static let partedLength = 1 << 22

  /// The list of faces at `start` (a "faces" member's value).
  private static func readFaces(_ bytes: [UInt8], at start: Int, reading: Reading) throws(SnapshotReadError)
    -> FaceList
  {
    let opened = JSONScanner.scan(bytes, from: start) { scanner -> Result<Int, SnapshotReadError> in
      guard scanner.peek() == UInt8(ascii: "[") else { return .failure(.notSnapshot(.noFaces)) }
      do {
        try scanner.beginArray()
        return .success(scanner.index)
      } catch {
        return .failure(failure(error, at: scanner))
      }
    }
    let contents = try opened.get()
    let starts = bytes.count - contents < partedLength ? [contents] : partStarts(bytes, from: contents, parts: 4)
    let parts = ParallelMap.map(count: starts.count) { part in
      readPart(
        bytes, from: starts[part], first: part == 0, until: part + 1 < starts.count ? starts[part + 1] : nil,
        reading: reading)
    }
    // Each part but the last ended exactly where the next starts (so that one starts at an
    // element, and its errors are real), the last at the list's end.
    var list = FaceList()
    for part in parts {
      switch part {
      case .failed(let error):
        throw renumbered(error, by: list.count)
      case .misplaced:
        return try readFaces(bytes, serialFrom: contents, reading: reading)
      case .read(let faces, let records, let count, let end):
        list.faces += faces
        list.records += records
        list.count += count
        list.end = end
      }
    }
    return list
  }

  /// The list of faces whose elements start at `contents`, read in one go.
  private static func readFaces(_ bytes: [UInt8], serialFrom contents: Int, reading: Reading)
    throws(SnapshotReadError) -> FaceList
  {
    switch readPart(bytes, from: contents, first: true, until: nil, reading: reading) {
    case .failed(let error): throw error
    case .read(let faces, let records, let count, let end):
      return FaceList(faces: faces, records: records, count: count, end: end)
    // Without a limit, a part is never misplaced.
    case .misplaced: throw .truncated
    }
  }

  /// Where to start the parts of a long list: after its first element's start, the first
  /// object at the start of a line (after white space) past each even share of the text.
  ///
  /// Only a guess: a part is used only once the one before it ends exactly there.
  private static func partStarts(_ bytes: [UInt8], from contents: Int, parts: Int) -> [Int] {
    var starts = [contents]
    let share = (bytes.count - contents) / parts
    for part in 1..<parts {
      var position = max(contents + part * share, (starts.last ?? contents) + 1)
      var found: Int?
      while found == nil && position < bytes.count {
        guard bytes[position] == UInt8(ascii: "\n") else {
          position += 1
          continue
        }
        position += 1
        while position < bytes.count
          && (bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t")
            || bytes[position] == UInt8(ascii: "\r"))
        {
          position += 1
        }
        if position < bytes.count && bytes[position] == UInt8(ascii: "{") { found = position }
      }
      guard let found else { break }
      starts.append(found)
    }
    return starts
  }

  /// A part of a list of faces, read.
  private enum Part: Sendable {
    /// Its faces (when decoded), where they are (when noted), how many, and where it ends: at
    /// the next part's start, or after the list's `]`.
    case read([SnapshotFace], records: [FaceRecord], count: Int, end: Int)
    /// The part does not end where the next one starts (the guess was not an element's
    /// start).
    case misplaced
    /// The text is not a list of faces; faces numbered from the part's first.
    case failed(SnapshotReadError)
  }

  /// Reads the elements of a list of faces from `start` (the list's first element when
  /// `first`, else an element's `{`) until `limit` (where the next part starts) or the list's
  /// end.
  private static func readPart(_ bytes: [UInt8], from start: Int, first: Bool, until limit: Int?, reading: Reading)
    -> Part
  {
    JSONScanner.scan(bytes, from: start) { scanner -> Part in
      var faces: [SnapshotFace] = []
      var records: [FaceRecord] = []
      var count = 0
      func readFace() throws {
        count += 1
        var file: JSONScanner.StringLiteral?
        _ = scanner.peek()
        let faceStart = scanner.index
        if let face = try SnapshotFaceReader.read(
          &scanner, number: count, decode: reading == .decode, fileLiteral: &file)
        {
          faces.append(face)
        }
        if reading == .records, let file {
          records.append(FaceRecord(range: faceStart..<scanner.index, file: file.range, fileIsEscaped: file.isEscaped))
        }
      }
      do {
        if !first { try readFace() }
        var isListStart = first
        while try scanner.nextElement(first: isListStart) {
          isListStart = false
          if let limit {
            _ = scanner.peek()
            if scanner.index >= limit {
              return scanner.index == limit ? .read(faces, records: records, count: count, end: limit) : .misplaced
            }
          }
          try readFace()
        }
        // The list's end: only the last part may reach it.
        return limit == nil ? .read(faces, records: records, count: count, end: scanner.index) : .misplaced
      } catch {
        return .failed(failure(error, at: scanner))
      }
    }
  }

  /// `error` with the face numbers it gives counted after `offset` more faces.
  private static func renumbered(_ error: SnapshotReadError, by offset: Int) -> SnapshotReadError {
    guard case .notSnapshot(let reason) = error else { return error }
    switch reason {
    case .faceNotObject(let number): return .notSnapshot(.faceNotObject(number + offset))
    case .missingMember(let number, let name): return .notSnapshot(.missingMember(number + offset, name))
    case .wrongType(let number, let name): return .notSnapshot(.wrongType(number + offset, name))
    default: return error
    }
  }
}
