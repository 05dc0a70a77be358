import Glibc

/// The SHA-256 of whole files, read in large chunks.
///
/// Plain reads rather than `mmap`: a font file truncated while it is being hashed (a package
/// upgrade) must give an error, not a SIGBUS.
public enum FileDigest {
  /// The bytes read at a time.
  static let chunkSize = 1 << 20

  /// The SHA-256 of the file at `path` as 64 hexadecimal digits; nil when it cannot be read.
  public static func sha256(ofFile path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { _ = close(descriptor) }
    _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_SEQUENTIAL)
    var hasher = SHA256()
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
    defer { buffer.deallocate() }
    while true {
      let count = read(descriptor, buffer.baseAddress, chunkSize)
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      hasher.update(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
    }
    return hasher.finalize().hexDigits
  }
}
