/// The faces of the last snapshot as written, kept in `$XDG_CACHE_HOME/typecase/snapshot-faces`
/// with the fingerprint of the font list they were written from, so that the next snapshot of
/// the same fonts copies them instead of reading and writing every face again.
///
/// Each face is kept as its text before and after what is said about its file (size,
/// modification time, SHA-256: written afresh each time), with its file, and that file's
/// fingerprint and SHA-256 when the face was written. The cache answers only for the same font
/// list (`FontSetFingerprint`, which also names the program that wrote it) and only while every
/// file still has the fingerprint it had.
///
/// The file is binary: a header line naming the format, then numbers as 8 bytes little-endian
/// and byte strings after their length: the fingerprint, the files (fingerprint, path, SHA-256), the
/// faces (file, prefix length, suffix length), then the faces' text. A file that cannot be
/// read as one is no cache.
package struct SnapshotFaceCache: Sendable {
  /// The first line of a cache file of this format.
  static let header = Array("typecase snapshot faces 1\n".utf8)

  /// A face as written.
  package struct Face: Sendable {
    /// Its text before what is said about its file, in `text`.
    package var prefix: Range<Int>
    /// Its text after that, in `text`.
    package var suffix: Range<Int>
    /// Its file, in `files`; nil for a face without one.
    package var file: Int?

    /// Creates a face.
    package init(prefix: Range<Int>, suffix: Range<Int>, file: Int?) {
      self.prefix = prefix
      self.suffix = suffix
      self.file = file
    }
  }

  /// A font file, and its fingerprint and SHA-256 when its faces were written.
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

  /// The files, in the snapshot's order.
  package var files: [File]
  /// The faces, in the snapshot's order.
  package var faces: [Face]
  /// The bytes the faces' ranges are in: made by the snapshot, or the cache file's.
  private let text: Text
  /// Where the fingerprint it was written for is in `text`, for a cache read from its file.
  private var key: Range<Int>?

  /// The bytes of a cache.
  private enum Text: Sendable {
    case made([UInt8])
    case mapped(MappedFile)
  }

  /// Creates a cache of `faces` over `text`.
  package init(files: [File], faces: [Face], text: [UInt8]) {
    self.init(files: files, faces: faces, text: .made(text))
  }

  private init(files: [File], faces: [Face], text: Text) {
    self.files = files
    self.faces = faces
    self.text = text
  }

  /// Hands `body` the bytes the faces' ranges are in.
  package func withText<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    switch text {
    case .made(let bytes): return try bytes.withUnsafeBufferPointer(body)
    case .mapped(let file): return try withExtendedLifetime(file) { try body(file.bytes.bindMemory(to: UInt8.self)) }
    }
  }

  /// Whether the cache, read from its file, was written for `fingerprint`: the faces of the
  /// fonts it describes.
  package func isWritten(for fingerprint: FontSetFingerprint) -> Bool {
    guard let key else { return false }
    return withText { $0[key].elementsEqual(fingerprint.text.utf8) }
  }

  /// The usual cache file, beside the file hashes (see `FileHashCache.defaultPath`).
  package static func defaultPath(environment: [String: String]) -> String? {
    FileHashCache.defaultPath(environment: environment).map {
      SettingsFileSystem.directoryName($0) + "/snapshot-faces"
    }
  }

  /// The cache at `path` (what it was written for is asked with `isWritten(for:)`); nil when
  /// there is none or it cannot be read. The file is mapped, not copied (it is only ever
  /// replaced: see `write(to:fingerprint:)`).
  package static func read(path: String) -> SnapshotFaceCache? {
    guard let file = MappedFile(path: path) else { return nil }
    return withExtendedLifetime(file) { read(file.bytes.bindMemory(to: UInt8.self), mapped: file) }
  }

  /// The cache in `bytes` (those of `file`).
  private static func read(_ bytes: UnsafeBufferPointer<UInt8>, mapped file: MappedFile) -> SnapshotFaceCache? {
    var reader = Reader(bytes: bytes)
    guard reader.take(header.count).map({ bytes[$0].elementsEqual(header) }) == true,
      let key = reader.byteString(), let fileCount = reader.count(of: 48)
    else { return nil }
    var files: [File] = []
    files.reserveCapacity(fileCount)
    for _ in 0..<fileCount {
      guard let device = reader.number(), let inode = reader.number(), let size = reader.number(),
        let modified = reader.number(), let path = reader.byteString(), let sha256 = reader.byteString()
      else { return nil }
      let fingerprint =
        size == UInt64.max
        ? nil
        : FileFingerprint(
          device: device, inode: inode, size: Int64(bitPattern: size), modifiedNanoseconds: Int64(bitPattern: modified))
      files.append(
        File(
          path: String(decoding: UnsafeBufferPointer(rebasing: bytes[path]), as: UTF8.self), fingerprint: fingerprint,
          sha256: sha256.isEmpty ? nil : String(decoding: UnsafeBufferPointer(rebasing: bytes[sha256]), as: UTF8.self)))
    }
    guard let faceCount = reader.count(of: 24) else { return nil }
    var lengths: [(file: UInt64, prefix: Int, suffix: Int)] = []
    lengths.reserveCapacity(faceCount)
    for _ in 0..<faceCount {
      guard let file = reader.number(), let prefix = reader.number(), let suffix = reader.number(),
        file == UInt64.max || file < UInt64(files.count), prefix <= UInt64(bytes.count), suffix <= UInt64(bytes.count)
      else { return nil }
      lengths.append((file, Int(prefix), Int(suffix)))
    }
    var faces: [Face] = []
    faces.reserveCapacity(faceCount)
    for length in lengths {
      guard let prefix = reader.take(length.prefix), let suffix = reader.take(length.suffix) else { return nil }
      faces.append(Face(prefix: prefix, suffix: suffix, file: length.file == UInt64.max ? nil : Int(length.file)))
    }
    guard reader.isAtEnd else { return nil }
    var cache = SnapshotFaceCache(files: files, faces: faces, text: .mapped(file))
    cache.key = key
    return cache
  }

  /// Writes the cache to `path` for `fingerprint` (replaced atomically; failures are ignored:
  /// the cache only saves time).
  package func write(to path: String, fingerprint: FontSetFingerprint) {
    var table: [UInt8] = Self.header
    func number(_ value: UInt64) {
      withUnsafeBytes(of: value.littleEndian) { table.append(contentsOf: $0) }
    }
    func bytes(_ value: some Collection<UInt8>) {
      number(UInt64(value.count))
      table.append(contentsOf: value)
    }
    bytes(fingerprint.text.utf8)
    number(UInt64(files.count))
    for file in files {
      number(file.fingerprint?.device ?? 0)
      number(file.fingerprint?.inode ?? 0)
      number(file.fingerprint.map { UInt64(bitPattern: $0.size) } ?? UInt64.max)
      number(file.fingerprint.map { UInt64(bitPattern: $0.modifiedNanoseconds) } ?? 0)
      bytes(file.path.utf8)
      bytes((file.sha256 ?? "").utf8)
    }
    number(UInt64(faces.count))
    for face in faces {
      number(face.file.map(UInt64.init) ?? UInt64.max)
      number(UInt64(face.prefix.count))
      number(UInt64(face.suffix.count))
    }
    try? SettingsFileSystem.makeDirectories(SettingsFileSystem.directoryName(path))
    try? AtomicFile.write(to: path) { write in
      table.withUnsafeBufferPointer { write($0) }
      withText { text in
        for face in faces {
          write(UnsafeBufferPointer(rebasing: text[face.prefix]))
          write(UnsafeBufferPointer(rebasing: text[face.suffix]))
        }
      }
    }
  }

  /// Reads the cache file's numbers and byte strings in order, never past its end.
  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int

    init(bytes: UnsafeBufferPointer<UInt8>) {
      self.bytes = bytes
      position = 0
    }

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
