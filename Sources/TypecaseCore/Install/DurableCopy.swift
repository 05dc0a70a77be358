import Glibc

/// Writes a new file so that, whatever happens (a full disk, a crash, kill -9), the name
/// either does not exist or holds all the bytes, and never replaces a file already there.
///
/// The bytes go to an unnamed file in the destination's folder (O_TMPFILE), which is flushed to
/// disk and then given its name with `linkat`, which fails when the name is taken; a killed
/// process leaves nothing. Where the file system has no unnamed files, a hidden temporary name
/// (fontconfig does not list hidden files) and a `link` take their place.
enum DurableCopy {
  /// Linux's O_TMPFILE (`__O_TMPFILE | O_DIRECTORY`), which Swift does not import.
  private static let temporaryFileFlag: Int32 = 0o2000_0000 | O_DIRECTORY

  /// Writes `bytes` to the new file `path` (mode 0644); the failure's errno (EEXIST: a file
  /// is there) with nothing left behind.
  static func write(_ bytes: [UInt8], to path: String) throws(SystemError) {
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    let unnamed = open(folder.isEmpty ? "/" : folder, temporaryFileFlag | O_WRONLY | O_CLOEXEC, 0o644)
    if unnamed >= 0 {
      defer { close(unnamed) }
      try writeAll(bytes, to: unnamed, in: folder)
      guard linkat(AT_FDCWD, "/proc/self/fd/\(unnamed)", AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0 else {
        throw .last
      }
      syncFolder(folder)
      return
    }
    guard errno == EOPNOTSUPP || errno == EISDIR || errno == EINVAL || errno == ENOENT && folderExists(folder) else {
      throw .last
    }
    try writeThroughTemporaryName(bytes, to: path, folder: folder)
  }

  /// Writes `bytes` in place of the file at `path` (mode 0644), which stays whole until the
  /// new file takes its name in one step (`rename`): a kill leaves the old file or the new one,
  /// never neither (at worst a hidden temporary file, which fontconfig does not list).
  static func replace(_ bytes: [UInt8], at path: String) throws(SystemError) {
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    var template = Array((folder + "/.typecase-replace-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { $0.baseAddress.map { mkstemp($0) } ?? -1 }
    guard descriptor >= 0 else { throw .last }
    let temporary = String(cString: template)
    do {
      defer { close(descriptor) }
      _ = fchmod(descriptor, 0o644)
      try writeAll(bytes, to: descriptor, in: folder)
    } catch {
      unlink(temporary)
      throw error
    }
    guard rename(temporary, path) == 0 else {
      let failure = SystemError.last
      unlink(temporary)
      throw failure
    }
    syncFolder(folder)
  }

  /// The fallback: a hidden temporary file, linked to its name, then unlinked.
  private static func writeThroughTemporaryName(_ bytes: [UInt8], to path: String, folder: String) throws(SystemError) {
    var template = Array((folder + "/.typecase-install-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { $0.baseAddress.map { mkstemp($0) } ?? -1 }
    guard descriptor >= 0 else { throw .last }
    let temporary = String(cString: template)
    defer { unlink(temporary) }
    do {
      defer { close(descriptor) }
      _ = fchmod(descriptor, 0o644)
      try writeAll(bytes, to: descriptor, in: folder)
    }
    guard link(temporary, path) == 0 else { throw .last }
    syncFolder(folder)
  }

  /// Writes every byte and flushes them to disk; the file goes to the owner of `folder`, its
  /// folder, when root writes into another user's (`sudo typecase install` keeping HOME made
  /// root's files in the user's fonts folder, which the user could not remove).
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, in folder: String) throws(SystemError) {
    SettingsFileSystem.giveToFolderOwner(descriptor, folder: folder.isEmpty ? "/" : folder)
    if let failure = bytes.withUnsafeBytes({ DescriptorWriting.all($0, to: descriptor) }) { throw failure }
    guard fsync(descriptor) == 0 else { throw .last }
  }

  private static func folderExists(_ folder: String) -> Bool {
    var status = stat()
    return stat(folder, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  /// Flushes the folder's entries (the new name) to disk.
  static func syncFolder(_ folder: String) {
    let descriptor = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }
}
