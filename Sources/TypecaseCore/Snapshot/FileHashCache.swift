import Glibc
import Synchronization

/// A file's fingerprint and the SHA-256 of its contents.
public struct FileRecord: Sendable, Hashable {
  /// Device, inode, size and modification time.
  public var fingerprint: FileFingerprint
  /// The SHA-256 of the contents, 64 lowercase hexadecimal digits; nil when it could not be read.
  public var sha256: String?

  /// Creates a record.
  package init(fingerprint: FileFingerprint, sha256: String?) {
    self.fingerprint = fingerprint
    self.sha256 = sha256
  }
}

/// The SHA-256 of font files, remembered by their fingerprint (device, inode, size,
/// modification and status change times) in
/// `$XDG_CACHE_HOME/typecase/file-hashes` so a file is read again only once it changed.
///
/// The cache is a text file, one file a line (`device inode size mtime-ns ctime-ns sha256
/// path`, tabs),
/// under a header line naming its format. It is replaced atomically, only when something new
/// was hashed; a cache that cannot be read as a whole is ignored (and rewritten).
public final class FileHashCache: @unchecked Sendable {
  /// The first line of a cache file of this format (2: with the status change time; a cache
  /// of format 1 is read as corrupt, and written anew).
  static let header = "typecase file hashes 2"

  /// Where the cache lives; nil keeps it in memory only.
  public let path: String?
  /// Whether a cache file was there but could not be read as one.
  public private(set) var wasCorrupt = false
  /// How many files `records(for:)` had to read (the others came from the cache).
  public private(set) var hashedCount = 0
  /// Told, from any thread, each time `records(for:)` has read a file: how many it has read
  /// and how many it has to (those the cache does not know).
  public var onFileRead: (@Sendable (_ read: Int, _ toRead: Int) -> Void)?

  /// What the cache file knew.
  private var known: [FileFingerprint: Entry] = [:]
  /// The files `records(for:)` found, to write back.
  private var seen: [FileFingerprint: Entry] = [:]

  private struct Entry {
    var sha256: String
    var path: String
  }

  /// The usual cache file: `$XDG_CACHE_HOME/typecase/file-hashes` when that is an absolute
  /// path, else `~/.cache/typecase/file-hashes`; nil without a home.
  public static func defaultPath(environment: [String: String]) -> String? {
    if let cacheHome = environment["XDG_CACHE_HOME"], cacheHome.hasPrefix("/") {
      return cacheHome + "/typecase/file-hashes"
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return home + "/.cache/typecase/file-hashes"
  }

  /// Loads the cache at `path` (none yet, unreadable or corrupt: an empty one).
  public init(path: String?) {
    self.path = path
    guard let path else { return }
    // A regular file only: a named pipe there held `snapshot` for good, /dev/zero took all memory.
    switch SettingsFileSystem.readContents(path, regularFileOnly: true, limit: SnapshotText.sizeLimit) {
    case .bytes(let bytes):
      if let entries = Self.parse(bytes) { known = entries } else { wasCorrupt = true }
    case .missing, .failed: break
    }
  }

  /// Adds what another cache knew of a file: its SHA-256 while it has `fingerprint`.
  package func remember(_ fingerprint: FileFingerprint, sha256: String, path: String) {
    known[fingerprint] = Entry(sha256: sha256, path: path)
  }

  /// The record of each file of `paths` (nil for one that is gone or not a regular file): its
  /// fingerprint, and its SHA-256 from the cache or, when the cache does not know this version
  /// of it, read now.
  ///
  /// Files are examined and hashed in parallel.
  public func records(for paths: [String]) -> [FileRecord?] {
    let known = self.known
    let fingerprints = FileFingerprints.of(paths)
    let onFileRead = self.onFileRead
    let toRead = onFileRead == nil ? 0 : fingerprints.count { $0.map { known[$0] == nil } ?? false }
    let read = Mutex(0)
    let chunks = ParallelMap.chunks(count: paths.count, chunkSize: 64) { range in
      range.map { position -> (record: FileRecord, hashed: Bool)? in
        guard let fingerprint = fingerprints[position] else { return nil }
        if let entry = known[fingerprint] { return (FileRecord(fingerprint: fingerprint, sha256: entry.sha256), false) }
        let sha256 = FileDigest.sha256(ofFile: paths[position])
        if let onFileRead {
          onFileRead(
            read.withLock {
              $0 += 1; return $0
            }, toRead)
        }
        return (FileRecord(fingerprint: fingerprint, sha256: sha256), sha256 != nil)
      }
    }
    var records: [FileRecord?] = []
    records.reserveCapacity(paths.count)
    for result in chunks.joined() {
      records.append(result?.record)
      if result?.hashed == true { hashedCount += 1 }
    }
    // What is written back, only when the cache changes (see `save`).
    if hashedCount > 0 || wasCorrupt {
      for (position, record) in records.enumerated() {
        guard let record, let sha256 = record.sha256 else { continue }
        seen[record.fingerprint] = Entry(sha256: sha256, path: paths[position])
      }
    }
    return records
  }

  /// Writes the cache when files were hashed that it did not know: the files seen now, and
  /// those it knew that are still there unchanged (fonts of other configurations).
  ///
  /// Failures are ignored: the cache only saves time.
  public func save() {
    guard let path, hashedCount > 0 || wasCorrupt else { return }
    var entries = seen
    for (fingerprint, entry) in known where entries[fingerprint] == nil {
      if FileFingerprint(path: entry.path) == fingerprint { entries[fingerprint] = entry }
    }
    var text = Self.header + "\n"
    for (fingerprint, entry) in entries.sorted(by: { $0.value.path < $1.value.path })
    where !entry.path.utf8.contains(UInt8(ascii: "\n")) {
      text += "\(fingerprint.device)\t\(fingerprint.inode)\t\(fingerprint.size)\t\(fingerprint.modifiedNanoseconds)\t"
      text += "\(fingerprint.changedNanoseconds)\t"
      text += entry.sha256 + "\t" + entry.path + "\n"
    }
    try? SettingsFileSystem.makeDirectories(SettingsFileSystem.directoryName(path))
    try? AtomicFile.write(Array(text.utf8), to: path, synced: false, replacingStreams: true)
  }

  /// The entries of a cache file, or nil when it is not one (any line out of shape).
  ///
  /// Read in one pass over the bytes: a cache of fifty thousand fonts is read on every snapshot.
  private static func parse(_ bytes: [UInt8]) -> [FileFingerprint: Entry]? {
    bytes.withUnsafeBufferPointer { text -> [FileFingerprint: Entry]? in
      guard let base = text.baseAddress else { return nil }
      /// The end of the line starting at `start` (its newline), or nil when the text ends first.
      func lineEnd(from start: Int) -> Int? {
        memchr(base + start, Int32(UInt8(ascii: "\n")), text.count - start).map {
          UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base
        }
      }
      guard let headerEnd = lineEnd(from: 0), text[0..<headerEnd].elementsEqual(header.utf8) else { return nil }
      var entries: [FileFingerprint: Entry] = [:]
      entries.reserveCapacity(text.count / 128)
      var start = headerEnd + 1
      while start < text.count {
        guard let end = lineEnd(from: start) else { return nil }
        // device, inode, size, modification and status change times, digest: each followed
        // by a tab; the path is the rest of the line (tabs and all).
        var position = start
        func field() -> Range<Int>? {
          let fieldStart = position
          while position < end && text[position] != UInt8(ascii: "\t") { position += 1 }
          guard position < end else { return nil }
          position += 1
          return fieldStart..<(position - 1)
        }
        guard let device = field().flatMap({ number(text[$0]) }),
          let inode = field().flatMap({ number(text[$0]) }),
          let size = field().flatMap({ number(text[$0]) }), size <= Int64.max,
          let modified = field().flatMap({ signedNumber(text[$0]) }),
          let changed = field().flatMap({ signedNumber(text[$0]) }),
          let digest = field(), digest.count == 64, text[digest].allSatisfy(isHexDigit), position < end
        else { return nil }
        let fingerprint = FileFingerprint(
          device: device, inode: inode, size: Int64(size), modifiedNanoseconds: modified,
          changedNanoseconds: changed)
        entries[fingerprint] = Entry(
          sha256: String(decoding: text[digest], as: UTF8.self),
          path: String(decoding: text[position..<end], as: UTF8.self))
        start = end + 1
      }
      return entries
    }
  }

  /// A decimal number of 1 to 19 digits.
  private static func number(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64? {
    guard !digits.isEmpty, digits.count <= 19 else { return nil }
    var value: UInt64 = 0
    for digit in digits {
      guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + UInt64(digit - UInt8(ascii: "0"))
    }
    return value
  }

  /// A decimal number with an optional minus sign (a modification time before 1970).
  private static func signedNumber(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int64? {
    guard digits.first == UInt8(ascii: "-") else { return number(digits).flatMap { Int64(exactly: $0) } }
    return number(digits.dropFirst()).flatMap { Int64(exactly: $0) }.map { -$0 }
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10 || byte &- UInt8(ascii: "a") < 6
  }
}
