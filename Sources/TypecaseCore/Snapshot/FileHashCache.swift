import Dispatch
import Glibc

/// A file's fingerprint and the SHA-256 of its contents.
public struct FileRecord: Sendable, Hashable {
  /// Device, inode, size and modification time.
  public var fingerprint: FileFingerprint
  /// The SHA-256 of the contents, 64 lowercase hexadecimal digits; nil when it could not be read.
  public var sha256: String?
}

/// The SHA-256 of font files, remembered by (device, inode, size, modification time) in
/// `$XDG_CACHE_HOME/typecase/file-hashes` so a file is read again only once it changed.
///
/// The cache is a text file, one file a line (`device inode size mtime-ns sha256 path`, tabs),
/// under a header line naming its format. It is replaced atomically, only when something new
/// was hashed; a cache that cannot be read as a whole is ignored (and rewritten).
public final class FileHashCache: @unchecked Sendable {
  /// The first line of a cache file of this format.
  static let header = "typecase file hashes 1"

  /// Where the cache lives; nil keeps it in memory only.
  public let path: String?
  /// Whether a cache file was there but could not be read as one.
  public private(set) var wasCorrupt = false
  /// How many files `records(for:)` had to read (the others came from the cache).
  public private(set) var hashedCount = 0

  private var known: [FileFingerprint: Entry] = [:]
  private var fresh: [FileFingerprint: Entry] = [:]

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
    switch SettingsFileSystem.readContents(path) {
    case .bytes(let bytes):
      if let entries = Self.parse(bytes) { known = entries } else { wasCorrupt = true }
    case .missing, .failed: break
    }
  }

  /// The record of each file of `paths` (nil for one that is gone or not a regular file): its
  /// fingerprint, and its SHA-256 from the cache or, when the cache does not know this version
  /// of it, read now. Files are examined and hashed in parallel.
  public func records(for paths: [String]) -> [FileRecord?] {
    let results = UnsafeMutableBufferPointer<FileRecord?>.allocate(capacity: paths.count)
    results.initialize(repeating: nil)
    defer {
      results.deinitialize()
      results.deallocate()
    }
    let known = self.known
    let shared = SendableBuffer(buffer: results)
    DispatchQueue.concurrentPerform(iterations: paths.count) { position in
      guard let fingerprint = FileFingerprint(path: paths[position]) else { return }
      let sha256 = known[fingerprint]?.sha256 ?? FileDigest.sha256(ofFile: paths[position])
      shared.buffer[position] = FileRecord(fingerprint: fingerprint, sha256: sha256)
    }
    for (position, record) in results.enumerated() {
      guard let record, let sha256 = record.sha256 else { continue }
      if known[record.fingerprint] == nil { hashedCount += 1 }
      fresh[record.fingerprint] = Entry(sha256: sha256, path: paths[position])
    }
    return Array(results)
  }

  /// Writes the cache when files were hashed that it did not know: the files seen now, and
  /// those it knew that are still there unchanged (fonts of other configurations). Failures
  /// are ignored: the cache only saves time.
  public func save() {
    guard let path, hashedCount > 0 || wasCorrupt else { return }
    var entries = fresh
    for (fingerprint, entry) in known where entries[fingerprint] == nil {
      if FileFingerprint(path: entry.path) == fingerprint { entries[fingerprint] = entry }
    }
    var text = Self.header + "\n"
    for (fingerprint, entry) in entries.sorted(by: { $0.value.path < $1.value.path })
    where !entry.path.utf8.contains(UInt8(ascii: "\n")) {
      text += "\(fingerprint.device)\t\(fingerprint.inode)\t\(fingerprint.size)\t\(fingerprint.modifiedNanoseconds)\t"
      text += entry.sha256 + "\t" + entry.path + "\n"
    }
    try? SettingsFileSystem.makeDirectories(SettingsFileSystem.directoryName(path))
    try? AtomicFile.write(Array(text.utf8), to: path)
  }

  /// The entries of a cache file, or nil when it is not one (any line out of shape).
  private static func parse(_ bytes: [UInt8]) -> [FileFingerprint: Entry]? {
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
    guard lines.popFirst().map({ $0.elementsEqual(header.utf8) }) == true, lines.last?.isEmpty == true else {
      return nil
    }
    lines.removeLast()
    var entries: [FileFingerprint: Entry] = [:]
    entries.reserveCapacity(lines.count)
    for line in lines {
      let fields = line.split(separator: UInt8(ascii: "\t"), maxSplits: 5, omittingEmptySubsequences: false)
      guard fields.count == 6, let device = number(fields[0]), let inode = number(fields[1]),
        let size = number(fields[2]), let modified = signedNumber(fields[3]), fields[4].count == 64,
        fields[4].allSatisfy(isHexDigit), !fields[5].isEmpty, size <= Int64.max
      else { return nil }
      let fingerprint = FileFingerprint(
        device: device, inode: inode, size: Int64(size), modifiedNanoseconds: modified)
      entries[fingerprint] = Entry(
        sha256: String(decoding: fields[4], as: UTF8.self), path: String(decoding: fields[5], as: UTF8.self))
    }
    return entries
  }

  /// A decimal number of 1 to 19 digits.
  private static func number(_ digits: ArraySlice<UInt8>) -> UInt64? {
    guard !digits.isEmpty, digits.count <= 19 else { return nil }
    var value: UInt64 = 0
    for digit in digits {
      guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + UInt64(digit - UInt8(ascii: "0"))
    }
    return value
  }

  /// A decimal number with an optional minus sign (a modification time before 1970).
  private static func signedNumber(_ digits: ArraySlice<UInt8>) -> Int64? {
    guard digits.first == UInt8(ascii: "-") else { return number(digits).flatMap { Int64(exactly: $0) } }
    return number(digits.dropFirst()).flatMap { Int64(exactly: $0) }.map { -$0 }
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
  }
}

/// A buffer written by parallel iterations, each at its own index only.
private struct SendableBuffer<Element>: @unchecked Sendable {
  let buffer: UnsafeMutableBufferPointer<Element>
}
