import Glibc

/// Writes a whole file so that readers see the old contents or the new, never a half-written one.
///
/// The bytes go to a uniquely named temporary file beside the target (so two writers never share
/// one), which is then renamed over it.
package enum AtomicFile {
  /// Writes `bytes` to `path` through a temporary file and a rename; the `errno` of the call that
  /// failed (the temporary file is removed then).
  package static func write(_ bytes: [UInt8], to path: String, mode: mode_t = 0o644) throws(SystemError) {
    try write(to: path, mode: mode) { write in bytes.withUnsafeBufferPointer { write($0) } }
  }

  /// Writes what `contents` hands to its `write` function, part by part, to `path` as
  /// `write(_:to:mode:)` writes one array (for a file too large to hold twice).
  package static func write(
    to path: String, mode: mode_t = 0o644, contents: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void
  ) throws(SystemError) {
    let directory = SettingsFileSystem.directoryName(path)
    var template = Array((directory + "/." + SettingsFileSystem.baseName(path) + ".XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { $0.baseAddress.map { mkstemp($0) } ?? -1 }
    guard descriptor >= 0 else { throw .last }
    let temporary = String(cString: template)
    var failure: SystemError?
    _ = fchmod(descriptor, mode)
    contents { part in
      var offset = 0
      while failure == nil && offset < part.count {
        let written = Glibc.write(descriptor, part.baseAddress.map { $0 + offset }, part.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = .last
          break
        }
        offset += written
      }
    }
    if close(descriptor) != 0 && errno != EINTR && failure == nil { failure = .last }
    if failure == nil && rename(temporary, path) != 0 { failure = .last }
    if let failure {
      _ = unlink(temporary)
      throw failure
    }
  }
}

/// A failed system call, described by its `errno`.
package struct SystemError: Error, Equatable, Sendable {
  /// The `errno` value.
  package var code: Int32

  /// Wraps an `errno` value.
  package init(code: Int32) { self.code = code }

  /// The C library's description, e.g. "Permission denied".
  package var reason: String { String(cString: strerror(code)) }

  /// The failure of the call that just set `errno`.
  package static var last: SystemError { SystemError(code: errno) }
}
