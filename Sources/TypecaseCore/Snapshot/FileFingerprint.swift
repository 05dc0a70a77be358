import Glibc

/// What identifies one version of a file without reading it: device, inode, size,
/// modification time and status change time.
///
/// A file rewritten in place or replaced gets another fingerprint, also when its modification
/// time is set back (`touch -d`, `cp -p`, an archive unpacked): nothing sets the status change
/// time back, and a cache keyed without it handed out the SHA-256 of the file's earlier
/// contents.
public struct FileFingerprint: Sendable, Hashable {
  /// The device the file is on.
  public var device: UInt64
  /// The file's inode number.
  public var inode: UInt64
  /// The size in bytes.
  public var size: Int64
  /// The last modification time, in nanoseconds since 1970.
  public var modifiedNanoseconds: Int64
  /// The last status change time (a write, a rename, a change of times), in nanoseconds since
  /// 1970.
  public var changedNanoseconds: Int64

  /// Creates a fingerprint.
  public init(device: UInt64, inode: UInt64, size: Int64, modifiedNanoseconds: Int64, changedNanoseconds: Int64) {
    self.device = device
    self.inode = inode
    self.size = size
    self.modifiedNanoseconds = modifiedNanoseconds
    self.changedNanoseconds = changedNanoseconds
  }

  /// The fingerprint of the regular file at `path` (following symbolic links); nil when it
  /// cannot be examined or is not a regular file.
  public init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    self.init(status)
  }

  /// The fingerprint of the regular file at `cPath`, a C string (see `init(path:)`).
  init?(cPath: UnsafePointer<CChar>) {
    var status = stat()
    guard stat(cPath, &status) == 0 else { return nil }
    self.init(status)
  }

  /// The fingerprint of the regular file `name` in the folder open as `folder` (a descriptor),
  /// as `init(path:)` gives it: cheaper for many files of one folder, whose path is not looked
  /// up again for each.
  init?(name: UnsafePointer<CChar>, inFolder folder: Int32) {
    var status = stat()
    guard fstatat(folder, name, &status, 0) == 0 else { return nil }
    self.init(status)
  }

  /// The fingerprint of the file `status` describes; nil when it is not a regular file.
  private init?(_ status: stat) {
    guard status.st_mode & S_IFMT == S_IFREG else { return nil }
    self.init(
      device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
      modifiedNanoseconds: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec),
      changedNanoseconds: Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec))
  }

  /// Whether this is the same file as `other`, unwritten since: the same inode of the same
  /// device, with the same size and modification time.
  ///
  /// Its status change time may differ: a rename (moved to the trash and put back) changes it,
  /// and nothing else.
  public func isSameUnwrittenFile(as other: FileFingerprint) -> Bool {
    device == other.device && inode == other.inode && size == other.size
      && modifiedNanoseconds == other.modifiedNanoseconds
  }

  /// The whole seconds of the modification time (rounded down), since 1970.
  public var modifiedSeconds: Int64 {
    modifiedNanoseconds >= 0 ? modifiedNanoseconds / 1_000_000_000 : (modifiedNanoseconds + 1) / 1_000_000_000 - 1
  }
}
