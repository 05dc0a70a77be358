import Glibc

/// The memory mappings of fontconfig's cache files in this process, as /proc/self/maps lists
/// them, and dropping their pages from the resident set.
///
/// Fontconfig maps each font folder's cache file read only (`PROT_READ`), and reading a font's
/// values faults in the pages around them. Letting such a mapping's pages go
/// (`madvise(MADV_DONTNEED)`) only drops them from this process's page tables: nothing in them
/// was ever written, the bytes stay in the page cache, and the next read maps them again. Only a
/// mapping that is all of these is touched: it starts at one of `starts` (caches that the caller
/// holds references on, so they cannot be unmapped meanwhile), it cannot be written, and it is
/// a file named as fontconfig names its caches (`<MD5 or UUID>-<arch>.cache-<version>`) directly
/// in one of `cacheFolders`. When /proc/self/maps cannot be read, nothing is.
package enum FontCacheMappings {
  /// One line of /proc/self/maps that passed every check.
  package struct Mapping: Equatable {
    /// The first byte.
    package var start: UInt
    /// The byte after the last.
    package var end: UInt
    /// The cache file.
    package var path: String
  }

  /// Drops the resident pages of the cache mappings that start at one of `starts` and whose
  /// files lie in one of `cacheFolders` (real paths, no trailing slash); how many mappings that
  /// was, or nil when /proc/self/maps could not be read.
  @discardableResult
  static func release(startingAt starts: Set<UInt>, cacheFolders: Set<String>) -> Int? {
    guard let mappings = find(startingAt: starts, cacheFolders: cacheFolders) else { return nil }
    for mapping in mappings {
      _ = madvise(UnsafeMutableRawPointer(bitPattern: mapping.start), Int(mapping.end - mapping.start), MADV_DONTNEED)
    }
    return mappings.count
  }

  /// The mappings `release` would let go (see there); nil when /proc/self/maps could not be
  /// read.
  static func find(startingAt starts: Set<UInt>, cacheFolders: Set<String>) -> [Mapping]? {
    guard !starts.isEmpty else { return [] }
    guard let text = readMaps() else { return nil }
    var mappings: [Mapping] = []
    for line in text.split(separator: UInt8(ascii: "\n")) {
      if let mapping = cacheMapping(line, startingAt: starts, cacheFolders: cacheFolders) {
        mappings.append(mapping)
      }
    }
    return mappings
  }

  /// The mapping a maps line describes ("start-end perms offset dev inode path"), when it passes
  /// every check.
  static func cacheMapping(_ line: ArraySlice<UInt8>, startingAt starts: Set<UInt>, cacheFolders: Set<String>)
    -> Mapping?
  {
    // Most lines are other mappings: their start is all that is read.
    guard let dash = line.firstIndex(of: UInt8(ascii: "-")), let start = hexadecimal(line[..<dash]),
      starts.contains(start)
    else { return nil }
    let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 5, omittingEmptySubsequences: true)
    guard fields.count == 6, let end = hexadecimal(fields[0][(dash + 1)...]), end > start else { return nil }
    // Readable, never writable: "r--s" (fontconfig's MAP_SHARED) or "r--p".
    let permissions = Array(fields[1])
    guard permissions.count == 4, permissions[0] == UInt8(ascii: "r"), permissions[1] == UInt8(ascii: "-") else {
      return nil
    }
    // The path is the rest of the line after the padding (and may hold spaces).
    let path = String(decoding: fields[5].drop { $0 == UInt8(ascii: " ") }, as: UTF8.self)
    guard let slash = path.lastIndex(of: "/"), cacheFolders.contains(String(path[..<slash])),
      isCacheFileName(path[path.index(after: slash)...])
    else { return nil }
    return Mapping(start: start, end: end, path: path)
  }

  /// Whether `name` is a fontconfig cache file's name: an MD5 (32 hex digits) or a UUID, a
  /// dash, the architecture ("le64"), then ".cache-" and the cache version's digits.
  ///
  /// A replaced file's mapping ("… (deleted)") is not.
  static func isCacheFileName(_ name: Substring) -> Bool {
    let bytes = Array(name.utf8)
    let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    let isHex = { (byte: UInt8) in
      isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }
    var suffix = bytes.count
    while suffix > 0 && isDigit(bytes[suffix - 1]) { suffix -= 1 }
    let marker = Array(".cache-".utf8)
    guard suffix < bytes.count, suffix >= marker.count, Array(bytes[(suffix - marker.count)..<suffix]) == marker else {
      return false
    }
    // The stem: the MD5 or UUID, a dash, and the architecture.
    let stem = bytes[..<(suffix - marker.count)]
    let dashes = stem.count > 37 && stem[36] == UInt8(ascii: "-") ? [8, 13, 18, 23, 36] : [32]
    let identifier = dashes.last ?? 32
    guard stem.count > identifier + 1, stem[identifier] == UInt8(ascii: "-") else { return false }
    return (0..<identifier).allSatisfy { dashes.contains($0) ? stem[$0] == UInt8(ascii: "-") : isHex(stem[$0]) }
  }

  /// The text of /proc/self/maps, read to its end; nil when it cannot be read.
  private static func readMaps() -> [UInt8]? {
    let descriptor = open("/proc/self/maps", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { _ = close(descriptor) }
    return DescriptorReading.toEnd(descriptor)
  }

  /// A hexadecimal number without prefix ("7f2c7a09f000").
  private static func hexadecimal(_ digits: ArraySlice<UInt8>) -> UInt? {
    guard !digits.isEmpty, digits.count <= 16 else { return nil }
    var value: UInt = 0
    for digit in digits {
      switch digit {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt(digit - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt(digit - UInt8(ascii: "a") + 10)
      default: return nil
      }
    }
    return value
  }
}
