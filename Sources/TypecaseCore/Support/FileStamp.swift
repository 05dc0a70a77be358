#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What identifies one version of a file: compared to notice another process's write (the
/// settings file), or that a file is still the one written (an installed font's copy).
public struct FileStamp: Equatable, Hashable, Sendable {
  /// The file's inode number (a replaced file gets a new one).
  public var inode: UInt64
  /// The file's size in bytes.
  public var size: Int64
  /// The whole seconds of the last modification time, since 1970.
  public var modificationSeconds: Int64
  /// The nanoseconds part of the last modification time.
  public var modificationNanoseconds: Int64

  /// Creates a stamp.
  public init(inode: UInt64, size: Int64, modificationSeconds: Int64, modificationNanoseconds: Int64) {
    self.inode = inode
    self.size = size
    self.modificationSeconds = modificationSeconds
    self.modificationNanoseconds = modificationNanoseconds
  }

  /// The stamp of the file at `path` now; nil when there is none.
  public init?(of path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    #if canImport(Darwin)
      let modified = status.st_mtimespec
    #else
      let modified = status.st_mtim
    #endif
    self.init(
      inode: UInt64(status.st_ino), size: Int64(status.st_size), modificationSeconds: Int64(modified.tv_sec),
      modificationNanoseconds: Int64(modified.tv_nsec))
  }
}
