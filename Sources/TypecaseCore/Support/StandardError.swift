import Glibc

/// Writes diagnostics to the process's standard error without Foundation's `FileHandle`.
public enum StandardError {
  /// Writes all of `text` to descriptor 2, retrying interrupted writes; a failed write is
  /// dropped (there is nowhere left to report it).
  public static func write(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      bytes = bytes.dropFirst(written)
    }
  }
}
