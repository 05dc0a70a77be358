import Glibc

/// The faces of the last snapshot as written, kept in `$XDG_CACHE_HOME/typecase/snapshot-faces`
/// with the fingerprint of the font list they were written from, so that the next snapshot of
/// the same fonts copies them instead of reading and writing every face again.
///
/// Each face is kept as its text before and after what is said about its file (size,
/// modification time, SHA-256: written afresh each time), with its file, that file's
/// fingerprint and SHA-256 when the face was written, the font folder it came from and what
/// puts it in order (its index, PostScript name and style). The cache answers only for the same
/// configuration (`FontSetFingerprint.configuration`, which also names the program that wrote
/// it), a folder's faces only while its line of the fingerprint (its cache file's
/// fingerprint) is the same, and a face only while its file still has the fingerprint it had:
/// the faces of a folder that changed are read again, the others kept.
///
/// The file is binary, read in place (mapped: it is only ever replaced, never rewritten): a
/// header line naming the format, then numbers as 8 bytes little-endian and byte strings after
/// their length: the configuration; the folder count and each folder's line; the file count,
/// each file's fingerprint (4 numbers, a size of 2⁶⁴−1 for none), each file's SHA-256 (a byte
/// saying whether there is one, then 64 digits), the paths (each followed by a zero byte); the
/// faces (file, or 2⁶⁴−1 for none, folder, prefix length, suffix length, index, PostScript name
/// length, or 2⁶⁴−1 for none, style length); then the faces' text (prefix, suffix, PostScript
/// name, style). A file that cannot be read as one is no cache.
package struct SnapshotFaceCache: Sendable {
  /// The first line of a cache file of this format.
  static let header = Array("typecase snapshot faces 3\n".utf8)

  /// A face as written.
  package struct Face: Sendable {
    /// Its text before what is said about its file, in the cache's text.
    package var prefix: Range<Int>
    /// Its text after that.
    package var suffix: Range<Int>
    /// Its file, an index in the cache's files; nil for a face without one.
    package var file: Int?
    /// Its font folder, an index in the cache's folders.
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
  /// Where each font folder's line of the fingerprint is in the bytes.
  package let folders: [Range<Int>]
  /// The cache file's bytes.
  private let file: MappedFile
  /// Where the configuration it was written for is in the bytes.
  private let key: Range<Int>
  /// Where the files' fingerprints start (32 bytes each).
  private let fingerprintsStart: Int
  /// Where the files' SHA-256s start (65 bytes each).
  private let digestsStart: Int
  /// Where each file's path starts (a C string).
  private let pathStarts: [Int]

  /// The usual cache file, beside the file hashes (see `FileHashCache.defaultPath`).
  package static func defaultPath(environment: [String: String]) -> String? {
    FileHashCache.defaultPath(environment: environment).map {
      SettingsFileSystem.directoryName($0) + "/snapshot-faces"
    }
  }

  /// Hands `body` the cache file's bytes, which the faces' ranges and `sha256(ofFile:)` are in.
  package func withText<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try withExtendedLifetime(file) { try body(file.bytes.bindMemory(to: UInt8.self)) }
  }

  /// Whether the cache was written for the configuration of `fingerprint` (its folders may
  /// differ).
  package func isWritten(forConfigurationOf fingerprint: FontSetFingerprint) -> Bool {
    withText { $0[key].elementsEqual(fingerprint.configuration.utf8) }
  }

  /// The folder lines of `fingerprint` that are those of the cache: for each of the cache's
  /// folders, its index in `fingerprint.folders`, or nil when it is not there.
  package func folders(in fingerprint: FontSetFingerprint) -> [Int?] {
    var positions: [String: Int] = [:]
    for (position, line) in fingerprint.folders.enumerated() where positions[line] == nil {
      positions[line] = position
    }
    return withText { text in
      folders.map { positions[String(decoding: UnsafeBufferPointer(rebasing: text[$0]), as: UTF8.self)] }
    }
  }

  /// The path of file `index`, as a C string in the cache's bytes.
  package func path(ofFile index: Int) -> UnsafeBufferPointer<UInt8> {
    withText { text in
      let start = pathStarts[index]
      var end = start
      while text[end] != 0 { end += 1 }
      return UnsafeBufferPointer(rebasing: text[start..<end])
    }
  }

  /// The fingerprint file `index` had when its faces were written.
  package func fingerprint(ofFile index: Int) -> FileFingerprint? {
    let start = fingerprintsStart + 32 * index
    let size = number(at: start + 16)
    guard size != UInt64.max else { return nil }
    return FileFingerprint(
      device: number(at: start), inode: number(at: start + 8), size: Int64(bitPattern: size),
      modifiedNanoseconds: Int64(bitPattern: number(at: start + 24)))
  }

  /// Where the SHA-256 of file `index` (as written) is in the text; nil when there was none.
  package func sha256(ofFile index: Int) -> Range<Int>? {
    let start = digestsStart + 65 * index
    return file.bytes[start] == 1 ? (start + 1)..<(start + 65) : nil
  }

  /// The fingerprint of each file now (see `FileFingerprints`).
  package func fingerprintsNow() -> [FileFingerprint?] {
    let base = BaseAddress(pointer: file.bytes.baseAddress)
    let starts = pathStarts
    return withExtendedLifetime(file) {
      FileFingerprints.of(count: fileCount) { index in
        base.pointer.map { ($0 + starts[index]).assumingMemoryBound(to: CChar.self) }
      }
    }
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
    var reader = Reader(bytes: bytes)
    guard reader.take(header.count).map({ bytes[$0].elementsEqual(header) }) == true,
      let key = reader.byteString(), let folderCount = reader.count(of: 8)
    else { return nil }
    var folders: [Range<Int>] = []
    folders.reserveCapacity(folderCount)
    for _ in 0..<folderCount {
      guard let line = reader.byteString() else { return nil }
      folders.append(line)
    }
    guard let fileCount = reader.count(of: 32 + 65 + 1),
      let fingerprints = reader.take(32 * fileCount), let digests = reader.take(65 * fileCount),
      let paths = reader.byteString(), let faceCount = reader.count(of: 56)
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
    var lengths: [(file: UInt64, folder: Int, prefix: Int, suffix: Int, index: Int, name: UInt64, style: Int)] = []
    lengths.reserveCapacity(faceCount)
    let limit = UInt64(bytes.count)
    for _ in 0..<faceCount {
      guard let file = reader.number(), let folder = reader.number(), let prefix = reader.number(),
        let suffix = reader.number(), let index = reader.number(), let name = reader.number(),
        let style = reader.number(), file == UInt64.max || file < UInt64(fileCount), folder < UInt64(folderCount),
        prefix <= limit, suffix <= limit, name == UInt64.max || name <= limit, style <= limit
      else { return nil }
      lengths.append(
        (file, Int(folder), Int(prefix), Int(suffix), Int(Int64(bitPattern: index)), name, Int(style)))
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
          folder: length.folder, index: length.index, postScriptName: name, style: style))
    }
    guard reader.isAtEnd else { return nil }
    return SnapshotFaceCache(
      faces: faces, fileCount: fileCount, folders: folders, file: file, key: key,
      fingerprintsStart: fingerprints.lowerBound, digestsStart: digests.lowerBound, pathStarts: pathStarts)
  }

  /// Writes a cache of `faces` in `files` to `path` for `fingerprint` (its configuration and
  /// folders: the faces' folders are indices in `fingerprint.folders`), replaced atomically;
  /// failures are ignored: the cache only saves time. `text(position)` is the text the ranges of
  /// the face at `position` are in.
  package static func write(
    files: [File], faces: [Face], text: (Int) -> UnsafeBufferPointer<UInt8>, to path: String,
    fingerprint: FontSetFingerprint
  ) {
    var table: [UInt8] = header
    func number(_ value: UInt64) {
      withUnsafeBytes(of: value.littleEndian) { table.append(contentsOf: $0) }
    }
    func length(_ value: some Collection<UInt8>) {
      number(UInt64(value.count))
      table.append(contentsOf: value)
    }
    length(fingerprint.configuration.utf8)
    number(UInt64(fingerprint.folders.count))
    for folder in fingerprint.folders { length(folder.utf8) }
    number(UInt64(files.count))
    for file in files {
      number(file.fingerprint?.device ?? 0)
      number(file.fingerprint?.inode ?? 0)
      number(file.fingerprint.map { UInt64(bitPattern: $0.size) } ?? UInt64.max)
      number(file.fingerprint.map { UInt64(bitPattern: $0.modifiedNanoseconds) } ?? 0)
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
    guard paths.withUnsafeBufferPointer({ $0.count { $0 == 0 } }) == files.count else { return }
    length(paths)
    number(UInt64(faces.count))
    for face in faces {
      number(face.file.map(UInt64.init) ?? UInt64.max)
      number(UInt64(face.folder))
      number(UInt64(face.prefix.count))
      number(UInt64(face.suffix.count))
      number(UInt64(bitPattern: Int64(face.index)))
      number(face.postScriptName.map { UInt64($0.count) } ?? UInt64.max)
      number(UInt64(face.style.count))
    }
    try? SettingsFileSystem.makeDirectories(SettingsFileSystem.directoryName(path))
    try? AtomicFile.write(to: path) { write in
      table.withUnsafeBufferPointer { write($0) }
      // The faces' text through one buffer, handed over a few hundred kilobytes at a time (a
      // write for each piece of each face was most of the time it took).
      var buffer: [UInt8] = []
      buffer.reserveCapacity(1 << 18)
      for (position, face) in faces.enumerated() {
        let text = text(position)
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
    }
  }

  /// The mapped bytes' address, handed to the threads that examine the files (the mapping
  /// outlives them).
  private struct BaseAddress: @unchecked Sendable {
    let pointer: UnsafeRawPointer?
  }

  /// Reads the cache file's numbers and byte strings in order, never past its end.
  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    var isAtEnd: Bool { position == bytes.count }

    /// The next `count` bytes, as a range; nil past the end.
    mutating func take(_ count: Int) -> Range<Int>? {
      guard count >= 0, count <= bytes.count - position else { return nil }
      position += count
      return (position - count)..<position
    }

    /// The next number.
    mutating func number() -> UInt64? {
      guard let range = take(8) else { return nil }
      return UInt64(
        littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: range.lowerBound, as: UInt64.self))
    }

    /// The next byte string (its length, then its bytes), as a range.
    mutating func byteString() -> Range<Int>? {
      guard let count = number(), count <= UInt64(bytes.count) else { return nil }
      return take(Int(count))
    }

    /// A count of items of at least `size` bytes each, when the rest of the file can hold them.
    mutating func count(of size: Int) -> Int? {
      guard let count = number(), count <= UInt64((bytes.count - position) / size) else { return nil }
      return Int(count)
    }
  }
}
