import Glibc

/// A file's bytes mapped into memory, read only, for as long as the value lives: no copy, and
/// no memory of the program's own to fill.
///
/// Only for files that are replaced, never rewritten in place (a file truncated while mapped
/// would fault on the bytes it lost): the caches Typecase writes itself through `AtomicFile`,
/// as fontconfig maps its own.
package final class MappedFile: @unchecked Sendable {
  /// The bytes.
  package let bytes: UnsafeRawBufferPointer
  /// Whether the bytes are mapped (else a copy this value allocated: `init(copying:)`).
  private let isMapped: Bool

  /// Maps the regular file at `path`; nil when it cannot be opened, is empty or is not a
  /// regular file.
  package init?(path: String) {
    // Not waiting for a writer when it is a named pipe (it is then no regular file, and nil).
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { return nil }
    defer { _ = close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 else { return nil }
    let size = Int(status.st_size)
    guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED
    else { return nil }
    bytes = UnsafeRawBufferPointer(start: address, count: size)
    isMapped = true
  }

  /// A copy of `contents` held in memory as a mapped file's bytes are (a font FreeType
  /// uncompressed from a web font's file).
  package init(copying contents: [UInt8]) {
    let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, contents.count), alignment: 8)
    copy.copyBytes(from: contents)
    bytes = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(copy)[0..<contents.count])
    isMapped = false
  }

  deinit {
    guard let address = bytes.baseAddress else { return }
    if isMapped {
      _ = munmap(UnsafeMutableRawPointer(mutating: address), bytes.count)
    } else {
      UnsafeMutableRawPointer(mutating: address).deallocate()
    }
  }
}
