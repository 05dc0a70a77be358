import Glibc

/// Writes a whole file so that readers see the old contents or the new, never a half-written one.
///
/// The bytes go to a uniquely named temporary file beside the target (so two writers never share
/// one), which is then renamed over it. A symbolic link is followed (the file it names is
/// replaced, the link stays), and a device, pipe or socket (`/dev/stdout`, a FIFO) is written
/// into, since no file may take its place.
package enum AtomicFile {
  /// What a path to write names.
  package enum Destination: Equatable, Sendable {
    /// A regular file, existing or not (symbolic links followed): replaced whole by a rename.
    case file(String)
    /// An existing device, pipe or socket: written into.
    case stream(String)
  }

  /// What writing to `path` writes: the file its symbolic links lead to, or the device, pipe or
  /// socket it names; `EISDIR` for a folder.
  package static func destination(of path: String) throws(SystemError) -> Destination {
    var info = stat()
    if stat(path, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFDIR: throw SystemError(code: EISDIR)
      case S_IFREG:
        guard let resolved = realpath(path, nil) else { throw .last }
        defer { free(resolved) }
        return .file(String(cString: resolved))
      default: return .stream(path)
      }
    }
    guard errno == ENOENT else { throw .last }
    // Nothing there, or a link to a file not made yet: the link's target is made.
    var current = path
    for _ in 0..<40 {
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return .file(current) }
      guard let name = SettingsFileSystem.linkTarget(current) else { throw .last }
      current = name.hasPrefix("/") ? name : SettingsFileSystem.directoryName(current) + "/" + name
    }
    throw SystemError(code: ELOOP)
  }

  /// The process's umask, read from /proc/self/status (Linux 4.7), else 022.
  ///
  /// Setting it to read it, as umask(2) alone can, would change it for other threads making
  /// files meanwhile.
  package static func processUmask() -> mode_t {
    guard let file = fopen("/proc/self/status", "re") else { return 0o022 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
      let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard text.hasPrefix("Umask:") else { continue }
      return mode_t(String(text.dropFirst(6).filter { !$0.isWhitespace }), radix: 8) ?? 0o022
    }
    return 0o022
  }

  /// Writes `bytes` to `path` through a temporary file and a rename; the `errno` of the call that
  /// failed (the temporary file is removed then).
  ///
  /// `synced`: flushed to the disk before the rename (not for a cache, which is made again when
  /// it cannot be read). `replacingStreams`: a device, pipe or socket at `path` (or a link to
  /// one) is replaced by the file, not written into (a cache: a named pipe in its place held
  /// `typecase snapshot` for good, waiting for a reader).
  package static func write(
    _ bytes: [UInt8], to path: String, mode: mode_t = 0o644, synced: Bool = true, replacingStreams: Bool = false
  ) throws(SystemError) {
    try write(to: path, mode: mode, synced: synced, replacingStreams: replacingStreams) { write in
      bytes.withUnsafeBufferPointer { write($0) }
    }
  }

  /// Writes what `contents` hands to its `write` function, part by part, to `path` as
  /// `write(_:to:mode:)` writes one array (for a file too large to hold twice).
  ///
  /// A file replaced keeps its permissions; a new one gets `mode` less the process's umask.
  package static func write(
    to requested: String, mode: mode_t = 0o644, synced: Bool = true, replacingStreams: Bool = false,
    contents: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void
  ) throws(SystemError) {
    let path: String
    // A stream replaced is no file whose permissions to keep (a link to /dev/zero gave 0666).
    var keepsMode = true
    switch try destination(of: requested) {
    case .stream where replacingStreams:
      path = requested
      keepsMode = false
    case .stream(let stream):
      let descriptor = open(stream, O_WRONLY | O_TRUNC | O_CLOEXEC)
      guard descriptor >= 0 else { throw .last }
      var failure = write(contents, to: descriptor)
      if close(descriptor) != 0 && errno != EINTR && failure == nil { failure = .last }
      if let failure { throw failure }
      return
    case .file(let file): path = file
    }
    var existing = stat()
    // A new file is made as open(2) makes one, under the umask (`umask 077` gave 0644 all the
    // same: mkstemp's 0600 was widened to `mode`).
    let mode = keepsMode && stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : mode & ~processUmask()
    let directory = SettingsFileSystem.directoryName(path)
    var template = Array((directory + "/." + SettingsFileSystem.baseName(path) + ".XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { $0.baseAddress.map { mkstemp($0) } ?? -1 }
    guard descriptor >= 0 else { throw .last }
    let temporary = String(cString: template)
    _ = fchmod(descriptor, mode)
    var failure = write(contents, to: descriptor)
    // On the disk before it takes the file's name: a crash after the rename left an empty
    // file where the one before was (the settings file and installed fonts were synced, this
    // one not).
    if synced && failure == nil && fsync(descriptor) != 0 { failure = .last }
    if close(descriptor) != 0 && errno != EINTR && failure == nil { failure = .last }
    if failure == nil && rename(temporary, path) != 0 { failure = .last }
    if let failure {
      _ = unlink(temporary)
      throw failure
    }
  }

  /// Writes what `contents` hands over to `descriptor`; the first failure, if any.
  private static func write(
    _ contents: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void, to descriptor: Int32
  ) -> SystemError? {
    var failure: SystemError?
    contents { part in
      guard failure == nil else { return }
      failure = DescriptorWriting.all(UnsafeRawBufferPointer(part), to: descriptor)
    }
    return failure
  }
}

/// A failed system call, described by its `errno`.
package struct SystemError: Error, Equatable, Sendable {
  /// The `errno` value.
  package var code: Int32

  /// Wraps an `errno` value.
  package init(code: Int32) { self.code = code }

  /// The C library's description, for example "Permission denied".
  package var reason: String { String(cString: strerror(code)) }

  /// The failure of the call that just set `errno`.
  package static var last: SystemError { SystemError(code: errno) }
}
