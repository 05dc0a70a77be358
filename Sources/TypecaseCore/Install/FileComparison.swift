import Glibc

/// Compares bytes with a file's content, to tell the same font installed again from another.
enum FileComparison: Equatable {
  /// The file holds exactly the bytes.
  case same
  /// The file exists with other content (or cannot be read: treated as other content).
  case different
  /// There is no file there (a dangling symbolic link counts as a file).
  case missing

  /// How `bytes` compare with the file at `path`.
  static func compare(_ bytes: [UInt8], withFileAt path: String) -> FileComparison {
    var status = stat()
    guard lstat(path, &status) == 0 else { return errno == ENOENT ? .missing : .different }
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == bytes.count else {
      return .different
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .different }
    defer { close(descriptor) }
    var offset = 0
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while offset < bytes.count {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0, offset + count <= bytes.count, chunk[..<count].elementsEqual(bytes[offset..<offset + count])
      else { return .different }
      offset += count
    }
    return .same
  }

  /// Whether the regular files at `path` and `other` hold the same bytes (false when either
  /// cannot be read); read in chunks side by side, stopping at the first difference.
  static func sameContent(ofFileAt path: String, andFileAt other: String) -> Bool {
    var first = stat()
    var second = stat()
    guard stat(path, &first) == 0, stat(other, &second) == 0, first.st_mode & S_IFMT == S_IFREG,
      second.st_mode & S_IFMT == S_IFREG, first.st_size == second.st_size
    else { return false }
    if first.st_dev == second.st_dev && first.st_ino == second.st_ino { return true }
    let descriptors = (open(path, O_RDONLY | O_CLOEXEC), open(other, O_RDONLY | O_CLOEXEC))
    defer {
      if descriptors.0 >= 0 { close(descriptors.0) }
      if descriptors.1 >= 0 { close(descriptors.1) }
    }
    guard descriptors.0 >= 0, descriptors.1 >= 0 else { return false }
    var chunks = ([UInt8](repeating: 0, count: 1 << 16), [UInt8](repeating: 0, count: 1 << 16))
    while true {
      guard let count = readFully(descriptors.0, into: &chunks.0), readFully(descriptors.1, into: &chunks.1) == count
      else { return false }
      guard chunks.0[..<count] == chunks.1[..<count] else { return false }
      if count < chunks.0.count { return true }
    }
  }

  /// Reads into `buffer` until it is full or the file ends: the count read, nil on an error.
  private static func readFully(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int? {
    var filled = 0
    while filled < buffer.count {
      let count = buffer.withUnsafeMutableBytes { bytes in
        bytes.baseAddress.map { Glibc.read(descriptor, $0 + filled, bytes.count - filled) } ?? -1
      }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { break }
      filled += count
    }
    return filled
  }

  /// The first file in `folder` or the folders in it (not through links to folders) that
  /// holds exactly `bytes`, or nil: a font installed before under another name.
  static func file(holding bytes: [UInt8], under folder: String, depth: Int = 8) -> String? {
    guard depth > 0 else { return nil }
    var folders: [String] = []
    for name in FolderEntries.names(in: folder) where !name.hasPrefix(".") {
      let path = folder + "/" + name
      var status = stat()
      guard lstat(path, &status) == 0 else { continue }
      if status.st_mode & S_IFMT == S_IFDIR {
        folders.append(path)
      } else if status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == bytes.count,
        compare(bytes, withFileAt: path) == .same
      {
        return path
      }
    }
    for inner in folders.sorted() {
      if let found = file(holding: bytes, under: inner, depth: depth - 1) { return found }
    }
    return nil
  }
}
