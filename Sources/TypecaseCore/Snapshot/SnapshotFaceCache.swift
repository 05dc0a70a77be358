import Glibc

/// The faces of one font folder as the last snapshot wrote them, kept in a file of the faces
/// cache (`SnapshotFaceStore`) with the folder's line of the font list's fingerprint
/// (`FontSetFingerprint.folders`: the folder and its fontconfig cache file's fingerprint), so
/// that the next snapshot copies them instead of reading and writing every face again.
///
/// Each face is kept as its text before and after what is said about its file (size,
/// modification time, SHA-256: written afresh each time), with its file, that file's
/// fingerprint and SHA-256 when the face was written, and what puts it in the snapshot's order
/// (its index, PostScript name and style). The file answers only for the same folder line, and
/// a face only while its file still has the fingerprint it had.
///
/// The file is binary, read in place (mapped: it is only ever replaced, never rewritten): a
/// header line naming the format, then numbers as 8 bytes little-endian and byte strings after
/// their length: the folder line; the file count, each file's fingerprint (5 numbers, a size of
/// 2⁶⁴−1 for none), each file's SHA-256 (a byte saying whether there is one, then 64 digits),
/// the paths (each followed by a zero byte); the faces (file, or 2⁶⁴−1 for none, prefix length,
/// suffix length, index, PostScript name length, or 2⁶⁴−1 for none, style length); then the
/// faces' text (prefix, suffix, PostScript name, style). A file that cannot be read as one is
/// no cache.
package struct SnapshotFaceCache: Sendable {
  /// The first line of a cache file of this format (2: a web font's instances are named as
  /// its font names them, where 1 kept fontconfig's made-up names; 3: fingerprints with the
  /// status change time; 4: faces with `variable`, `axes` and `coordinates`, as `faces --json`
  /// writes them).
  static let header = Array("typecase snapshot folder faces 4\n".utf8)

  /// The bytes of one file's fingerprint: five numbers.
  static let fingerprintSize = 40

  /// A face as written.
  package struct Face: Sendable {
    /// Its text before what is said about its file, in the cache's text.
    package var prefix: Range<Int>
    /// Its text after that.
    package var suffix: Range<Int>
    /// Its file, an index in the cache's files; nil for a face without one.
    package var file: Int?
    /// Its font folder, an index in `FontSetFingerprint.folders` (in memory only: a folder's
    /// file holds the faces of that folder).
    package var folder: Int
    /// Its index in its file.
    package var index: Int
    /// Its PostScript name, in the cache's text; nil when it has none.
    package var postScriptName: Range<Int>?
    /// Its style, in the cache's text.
    package var style: Range<Int>

    /// Creates a face.
    package init(
      prefix: Range<Int>, suffix: Range<Int>, file: Int?, folder: Int, index: Int, postScriptName: Range<Int>?,
      style: Range<Int>
    ) {
      self.prefix = prefix
      self.suffix = suffix
      self.file = file
      self.folder = folder
      self.index = index
      self.postScriptName = postScriptName
      self.style = style
    }
  }

  /// A font file as a snapshot found it, to be kept.
  package struct File: Sendable {
    /// The path.
    package var path: String
    /// The fingerprint; nil when the file could not be examined.
    package var fingerprint: FileFingerprint?
    /// The SHA-256 of its contents; nil when they could not be read.
    package var sha256: String?

    /// Creates a file.
    package init(path: String, fingerprint: FileFingerprint?, sha256: String?) {
      self.path = path
      self.fingerprint = fingerprint
      self.sha256 = sha256
    }
  }

  /// The faces, in the snapshot's order.
  package let faces: [Face]
  /// How many files the faces are in.
  package let fileCount: Int
  /// The cache file's bytes.
  private let file: MappedFile
  /// Where the folder line it was written for is in the bytes.
  private let key: Range<Int>
  /// Where the files' fingerprints start (`fingerprintSize` bytes each).
  private let fingerprintsStart: Int
  /// Where the files' SHA-256s start (65 bytes each).
  private let digestsStart: Int
  /// Where each file's path starts (a C string).
  private let pathStarts: [Int]
  /// Where the last path's zero byte is.
  private let pathsEnd: Int

  /// Hands `body` the cache file's bytes, which the faces' ranges and `sha256(ofFile:)` are in.
  package func withText<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try withExtendedLifetime(file) { try body(file.bytes.bindMemory(to: UInt8.self)) }
  }

  /// Whether the file was written for the folder of `line` (a line of
  /// `FontSetFingerprint.folders`).
  package func isWritten(forFolder line: String) -> Bool {
    withText { $0[key].elementsEqual(line.utf8) }
  }

  /// The path of each file, as a C string in the cache's bytes (valid while the cache is).
  package func cPaths() -> [UnsafePointer<CChar>?] {
    withText { text in
      pathStarts.map { start in
        text.baseAddress.map { UnsafeRawPointer($0 + start).assumingMemoryBound(to: CChar.self) }
      }
    }
  }

  /// The path of file `index`, in the cache's bytes (valid while the cache is).
  package func path(ofFile index: Int) -> UnsafeBufferPointer<UInt8> {
    withText { text in
      let start = pathStarts[index]
      let end = index + 1 < pathStarts.count ? pathStarts[index + 1] - 1 : pathsEnd
      return UnsafeBufferPointer(rebasing: text[start..<end])
    }
  }

  /// The fingerprint file `index` had when its faces were written.
  package func fingerprint(ofFile index: Int) -> FileFingerprint? {
    let start = fingerprintsStart + Self.fingerprintSize * index
    let size = number(at: start + 16)
    guard size != UInt64.max else { return nil }
    return FileFingerprint(
      device: number(at: start), inode: number(at: start + 8), size: Int64(bitPattern: size),
      modifiedNanoseconds: Int64(bitPattern: number(at: start + 24)),
      changedNanoseconds: Int64(bitPattern: number(at: start + 32)))
  }

  /// Where the SHA-256 of file `index` (as written) is in the text; nil when there was none.
  package func sha256(ofFile index: Int) -> Range<Int>? {
    let start = digestsStart + 65 * index
    return file.bytes[start] == 1 ? (start + 1)..<(start + 65) : nil
  }

  /// The number at `offset`.
  private func number(at offset: Int) -> UInt64 {
    UInt64(littleEndian: file.bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  /// The cache at `path` (what it was written for is asked with `isWritten(for:)`); nil when
  /// there is none or it cannot be read.
  package static func read(path: String) -> SnapshotFaceCache? {
    guard let file = MappedFile(path: path) else { return nil }
    return withExtendedLifetime(file) { read(file, file.bytes.bindMemory(to: UInt8.self)) }
  }

  /// The cache in `bytes`, those of `file`.
  private static func read(_ file: MappedFile, _ bytes: UnsafeBufferPointer<UInt8>) -> SnapshotFaceCache? {
    var reader = CacheFileReader(bytes: bytes)
    guard reader.take(header.count).map({ bytes[$0].elementsEqual(header) }) == true,
      let key = reader.byteString(), let fileCount = reader.count(of: fingerprintSize + 65 + 1),
      let fingerprints = reader.take(fingerprintSize * fileCount), let digests = reader.take(65 * fileCount),
      let paths = reader.byteString(), let faceCount = reader.count(of: 48)
    else { return nil }
    // Each path ends with a zero byte, the last at the end of the paths.
    var pathStarts: [Int] = []
    pathStarts.reserveCapacity(fileCount)
    var next = paths.lowerBound
    for _ in 0..<fileCount {
      guard next < paths.upperBound, let base = bytes.baseAddress,
        let zero = memchr(base + next, 0, paths.upperBound - next)
      else { return nil }
      pathStarts.append(next)
      next = UnsafeRawPointer(zero) - UnsafeRawPointer(base) + 1
    }
    guard next == paths.upperBound else { return nil }
    var lengths: [(file: UInt64, prefix: Int, suffix: Int, index: Int, name: UInt64, style: Int)] = []
    lengths.reserveCapacity(faceCount)
    let limit = UInt64(bytes.count)
    for _ in 0..<faceCount {
      guard let file = reader.number(), let prefix = reader.number(), let suffix = reader.number(),
        let index = reader.number(), let name = reader.number(), let style = reader.number(),
        file == UInt64.max || file < UInt64(fileCount), prefix <= limit, suffix <= limit,
        name == UInt64.max || name <= limit, style <= limit
      else { return nil }
      lengths.append((file, Int(prefix), Int(suffix), Int(Int64(bitPattern: index)), name, Int(style)))
    }
    var faces: [Face] = []
    faces.reserveCapacity(faceCount)
    for length in lengths {
      guard let prefix = reader.take(length.prefix), let suffix = reader.take(length.suffix) else { return nil }
      var name: Range<Int>?
      if length.name != UInt64.max {
        guard let range = reader.take(Int(length.name)) else { return nil }
        name = range
      }
      guard let style = reader.take(length.style) else { return nil }
      faces.append(
        Face(
          prefix: prefix, suffix: suffix, file: length.file == UInt64.max ? nil : Int(length.file),
          folder: 0, index: length.index, postScriptName: name, style: style))
    }
    guard reader.isAtEnd else { return nil }
    return SnapshotFaceCache(
      faces: faces, fileCount: fileCount, file: file, key: key,
      fingerprintsStart: fingerprints.lowerBound, digestsStart: digests.lowerBound, pathStarts: pathStarts,
      pathsEnd: paths.upperBound - 1)
  }

  /// Writes the faces of the folder of `line`, `faces` in `files` (their ranges in `text`), to
  /// `path`, replaced atomically; whether it was written (failures are otherwise ignored: the
  /// cache only saves time).
  @discardableResult
  package static func write(
    files: [File], faces: [Face], text: UnsafeBufferPointer<UInt8>, to path: String, folder line: String
  ) -> Bool {
    var table: [UInt8] = header
    func number(_ value: UInt64) {
      withUnsafeBytes(of: value.littleEndian) { table.append(contentsOf: $0) }
    }
    func length(_ value: some Collection<UInt8>) {
      number(UInt64(value.count))
      table.append(contentsOf: value)
    }
    length(line.utf8)
    number(UInt64(files.count))
    for file in files {
      number(file.fingerprint?.device ?? 0)
      number(file.fingerprint?.inode ?? 0)
      number(file.fingerprint.map { UInt64(bitPattern: $0.size) } ?? UInt64.max)
      number(file.fingerprint.map { UInt64(bitPattern: $0.modifiedNanoseconds) } ?? 0)
      number(file.fingerprint.map { UInt64(bitPattern: $0.changedNanoseconds) } ?? 0)
    }
    for file in files {
      // A digest is 64 hexadecimal digits; anything else is kept as none.
      let digest = file.sha256.map { Array($0.utf8) }.flatMap { $0.count == 64 ? $0 : nil }
      table.append(digest == nil ? 0 : 1)
      table.append(contentsOf: digest ?? [UInt8](repeating: 0, count: 64))
    }
    // Paths with a zero byte cannot be kept: no cache for them.
    var paths: [UInt8] = []
    paths.reserveCapacity(files.count * 64)
    for file in files {
      var path = file.path
      path.withUTF8 { paths.append(contentsOf: $0) }
      paths.append(0)
    }
    guard paths.withUnsafeBufferPointer({ $0.count { $0 == 0 } }) == files.count else { return false }
    length(paths)
    number(UInt64(faces.count))
    for face in faces {
      number(face.file.map(UInt64.init) ?? UInt64.max)
      number(UInt64(face.prefix.count))
      number(UInt64(face.suffix.count))
      number(UInt64(bitPattern: Int64(face.index)))
      number(face.postScriptName.map { UInt64($0.count) } ?? UInt64.max)
      number(UInt64(face.style.count))
    }
    try? SettingsFileSystem.makeDirectories(SettingsFileSystem.directoryName(path))
    return
      (try? AtomicFile.write(to: path, synced: false, replacingStreams: true) { write in
        table.withUnsafeBufferPointer { write($0) }
        // The faces' text through one buffer, handed over a few hundred kilobytes at a time (a
        // write for each piece of each face was most of the time it took).
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 18)
        for face in faces {
          buffer.append(contentsOf: UnsafeBufferPointer(rebasing: text[face.prefix]))
          buffer.append(contentsOf: UnsafeBufferPointer(rebasing: text[face.suffix]))
          if let name = face.postScriptName { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: text[name])) }
          buffer.append(contentsOf: UnsafeBufferPointer(rebasing: text[face.style]))
          if buffer.count >= 1 << 18 {
            buffer.withUnsafeBufferPointer { write($0) }
            buffer.removeAll(keepingCapacity: true)
          }
        }
        buffer.withUnsafeBufferPointer { write($0) }
      }) != nil
  }
}
