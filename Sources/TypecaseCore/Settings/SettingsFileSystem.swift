#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The POSIX calls the settings store makes: whole-file reads, locks, and atomic replacement.
///
/// Every call is retried when a signal interrupts it, and writes continue after partial writes.
enum SettingsFileSystem {
  /// A failed system call, described by its `errno`.
  struct Failure: Error, Equatable {
    /// The `errno` value, or `notRegularFileCode`.
    var code: Int32
    /// The file or folder the call failed on when it is not the settings file itself (its
    /// lock, its folder), named before the reason.
    var subject: String? = nil

    /// The C library's description, for example "Permission denied" (in the language `strerror`
    /// follows), or Typecase's own for `notRegularFile`, translated as the message around it;
    /// after `subject` when there is one ("settings.lock: Permission denied": a lock file left
    /// by `sudo typecase` was reported as the settings file's own).
    var reason: Message.Argument {
      let reason: Message.Argument =
        switch code {
        case Self.notRegularFileCode: .message(tr("not a regular file"))
        case Self.lockHeldCode: .message(tr("another program holds its lock (settings.lock) and did not let it go"))
        default: .text(SystemError(code: code).reason)
        }
      guard let subject else { return reason }
      return .message(tr("{file}: {reason}", nesting: ["file": .text(subject), "reason": reason]))
    }

    /// The failure of the call that just set `errno`.
    static var last: Failure { Failure(code: errno) }

    /// A path that is a device, a pipe or a socket where a regular file must be: renamed over,
    /// a link to /dev/null (as dotfiles are linked to keep nothing) replaced the device.
    static let notRegularFile = Failure(code: notRegularFileCode)

    /// The lock file stayed locked by another holder for as long as a writer waits (a stopped
    /// `typecase`, a hung NFS server).
    static let lockHeld = Failure(code: lockHeldCode)

    /// No `errno` has these values.
    private static let notRegularFileCode: Int32 = -1
    private static let lockHeldCode: Int32 = -2
  }

  /// What reading a whole file gave.
  enum ReadOutcome: Equatable {
    /// There is no file at the path.
    case missing
    /// The file's bytes.
    case bytes([UInt8])
    /// The file exists but could not be read.
    case failed(Failure)
  }

  /// What an exclusive lock is taken on.
  enum LockTarget {
    /// A lock file, made if needed (given its folder's owner when root makes it).
    case lockFile
    /// A folder itself: nothing is made in it (a folder of dotfiles the settings file links
    /// into).
    case folder
    /// The settings file itself, whatever path reaches it (a link, a hard link from another
    /// folder): held once the file at the path is still the one locked, as a writer that
    /// replaced it meanwhile made another.
    case file
  }

  /// Runs `body` holding an exclusive `flock` on `path` (see `LockTarget`), waiting at most
  /// `seconds` for another holder to let it go (then failing as `lockHeld`).
  ///
  /// The lock belongs to this open file description, so it also keeps out other threads of this
  /// process, and the kernel releases it when a killed holder's descriptors are closed. A holder
  /// that neither ends nor lets go (stopped with Ctrl+Z) froze the window, and a command, for as
  /// long as it held on.
  static func withExclusiveLock<Result>(
    _ path: String, on target: LockTarget = .lockFile, waitingAtMost seconds: Double,
    onLongWait: (() -> Void)? = nil, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var start = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    var noticed = false
    while true {
      let descriptor = try openToLock(path, target)
      // Closing the descriptor releases the lock.
      defer { _ = close(descriptor) }
      while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
        guard errno == EWOULDBLOCK || errno == EINTR else { throw .last }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let waited = Double(now.tv_sec - start.tv_sec) + Double(now.tv_nsec - start.tv_nsec) / 1e9
        guard waited < seconds else { throw .lockHeld }
        if waited >= 1 && !noticed {
          noticed = true
          onLongWait?()
        }
        usleep(5_000)
      }
      if target == .file && !isStill(descriptor, at: path) { continue }
      return try body()
    }
  }

  /// A descriptor of `path` to lock as `target`; the failure names `path`.
  private static func openToLock(_ path: String, _ target: LockTarget) throws(Failure) -> Int32 {
    do throws(Failure) {
      switch target {
      case .lockFile:
        let existed = exists(path)
        let descriptor = try openFile(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        if !existed { giveToFolderOwner(descriptor, folder: directoryName(path)) }
        return descriptor
      case .folder: return try openFile(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0)
      case .file: return try openFile(path, O_RDONLY | O_CLOEXEC, 0)
      }
    } catch {
      throw Failure(code: error.code, subject: path)
    }
  }

  /// Whether the file open as `descriptor` is the one at `path` (not replaced meanwhile).
  private static func isStill(_ descriptor: Int32, at path: String) -> Bool {
    var open = stat()
    var now = stat()
    return fstat(descriptor, &open) == 0 && stat(path, &now) == 0 && open.st_dev == now.st_dev
      && open.st_ino == now.st_ino
  }

  /// Gives the file open as `descriptor`, just made, to the owner of `folder` when root made it
  /// (`sudo typecase star …` in a user's folder): a lock file made root's, 0644, refused every
  /// later write of the user ("settings.lock: Permission denied").
  static func giveToFolderOwner(_ descriptor: Int32, folder: String) {
    var owner = stat()
    guard geteuid() == 0, stat(folder, &owner) == 0, owner.st_uid != 0 else { return }
    _ = fchown(descriptor, owner.st_uid, owner.st_gid)
  }

  /// The whole contents of the file at `path`; missing also when a parent is not a directory.
  ///
  /// With `regularFileOnly`, anything else (a pipe, a device) fails as `Failure.notRegularFile`
  /// without being read, and so does a regular file over `limit` bytes (as EFBIG): a settings
  /// file linked to /dev/zero was read until memory ran out, and one that was a named pipe
  /// held every command, `--help` too, until something wrote to it. Without it, a pipe is read
  /// to its end (`diff <(ssh host typecase snapshot)`).
  static func readContents(_ path: String, regularFileOnly: Bool = false, limit: Int = .max) -> ReadOutcome {
    if regularFileOnly {
      // Refused before it is opened: opening a device does things (a serial port resets the
      // board on it, a tape rewinds), and a named pipe waits for a writer.
      var status = stat()
      if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG { return .failed(.notRegularFile) }
    }
    let descriptor: Int32
    do {
      // Checked again once open (it may have been replaced meanwhile), without waiting.
      let flags = O_RDONLY | O_CLOEXEC | (regularFileOnly ? O_NONBLOCK | O_NOCTTY : 0)
      descriptor = try openFile(path, flags, 0)
    } catch {
      return error.code == ENOENT || error.code == ENOTDIR ? .missing : .failed(error)
    }
    defer { _ = close(descriptor) }
    // Read straight into a buffer of the file's size, not zeroed first (one more byte shows
    // the end): a snapshot to compare is tens of megabytes.
    var status = stat()
    let isRegular = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    if regularFileOnly {
      guard isRegular else { return .failed(.notRegularFile) }
      guard Int(status.st_size) <= limit else { return .failed(Failure(code: EFBIG)) }
    }
    let expected = isRegular ? Int(status.st_size) : 0
    var failure: Failure?
    var atEnd = false
    var contents = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, initialized in
      initialized = 0
      while initialized < buffer.count {
        let count = read(descriptor, buffer.baseAddress.map { $0 + initialized }, buffer.count - initialized)
        if count > 0 {
          initialized += count
        } else if count == 0 {
          atEnd = true
          return
        } else if errno != EINTR {
          failure = .last
          return
        }
      }
    }
    if let failure { return .failed(failure) }
    if atEnd { return .bytes(contents) }
    // Not a regular file, or one that grew meanwhile (or said it had no size, as files of
    // /proc do): the rest as it comes, up to `limit`.
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in read(descriptor, buffer.baseAddress, buffer.count) }
      if count > 0 {
        contents.append(contentsOf: chunk[..<count])
        if contents.count > limit { return .failed(Failure(code: EFBIG)) }
      } else if count == 0 {
        return .bytes(contents)
      } else if errno != EINTR {
        return .failed(.last)
      }
    }
  }

  /// Whether a regular file is at `path` (a link to one too).
  static func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
  }

  /// Whether something (a file, directory or link, even a dangling one) is at `path`.
  static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// Creates the directory at `path` and any missing parents with mode 0700; fine if it exists.
  static func makeDirectories(_ path: String) throws(Failure) {
    // The home folder is not made, nor a folder above it: said, with the home folder's path.
    if HomeFolder.isHomeOrAbove(path) && !exists(path) { throw Failure(code: ENOENT, subject: HomeFolder.current) }
    if mkdir(path, 0o700) == 0 { return giveToParentOwner(path) }
    let failure = Failure.last
    switch failure.code {
    case EEXIST:
      var status = stat()
      guard stat(path, &status) == 0 else { throw .last }
      guard status.st_mode & S_IFMT == S_IFDIR else { throw Failure(code: ENOTDIR) }
    case ENOENT:
      let parent = directoryName(path)
      guard parent != path else { throw failure }
      try makeDirectories(parent)
      guard mkdir(path, 0o700) == 0 else {
        guard errno == EEXIST else { throw .last }
        return
      }
      giveToParentOwner(path)
    default:
      throw failure
    }
  }

  /// Gives the folder at `path`, just made, to its parent's owner when root made it (see
  /// `giveToFolderOwner`): the user could not read settings root wrote first.
  static func giveToParentOwner(_ path: String) {
    guard geteuid() == 0, let descriptor = try? openFile(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0) else { return }
    giveToFolderOwner(descriptor, folder: directoryName(path))
    _ = close(descriptor)
  }

  /// Replaces the file at `path` with `text` so that it is never seen half-written.
  ///
  /// The text goes to a temporary file beside it, which is flushed to disk, renamed over `path`,
  /// and the directory flushed in turn. Callers hold the lock, so the temporary name is theirs;
  /// one left by a writer that was killed is removed first. The old file's permissions and
  /// owner are kept (as far as the writer may give them).
  ///
  /// A file the writer may not write is not replaced, though its folder would let it be (a
  /// dotfile made read-only to pin it, another user's file): it was, read-only and all, and
  /// made the writer's own. A file with other hard links, or one that cannot be renamed over
  /// (a file bind-mounted into a container), is written in place, not replaced: the hard link
  /// in a folder of dotfiles stopped following it, and every write to the mounted one failed
  /// with "Device or resource busy".
  static func replace(_ path: String, with text: String) throws(Failure) {
    var existing = stat()
    let exists = lstat(path, &existing) == 0
    if exists && existing.st_mode & S_IFMT != S_IFREG { throw .notRegularFile }
    if exists && access(path, W_OK) != 0 { throw .last }
    if exists && existing.st_nlink > 1 { return try writeInPlace(path, text) }
    let directory = directoryName(path)
    let temporary = directory + "/." + baseName(path) + ".tmp"
    if unlink(temporary) != 0 && errno != ENOENT { throw Failure(code: errno, subject: directory) }
    let descriptor: Int32
    do throws(Failure) {
      descriptor = try openFile(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    } catch {
      // The folder refuses a new file: the settings file itself may be writable.
      throw Failure(code: error.code, subject: directory)
    }
    do {
      if exists {
        _ = fchown(descriptor, existing.st_uid, existing.st_gid)
        _ = fchmod(descriptor, existing.st_mode & 0o7777)
      } else {
        giveToFolderOwner(descriptor, folder: directory)
      }
      try writeAll(Array(text.utf8), to: descriptor)
      try retryingInterrupted { fsync(descriptor) }
    } catch {
      _ = close(descriptor)
      _ = unlink(temporary)
      throw error
    }
    // On Linux the descriptor is released even when close reports EINTR, so it is not retried.
    guard close(descriptor) == 0 || errno == EINTR else {
      let failure = Failure.last
      _ = unlink(temporary)
      throw failure
    }
    guard rename(temporary, path) == 0 else {
      let failure = Failure.last
      _ = unlink(temporary)
      if failure.code == EBUSY && exists { return try writeInPlace(path, text) }
      throw failure
    }
    syncDirectory(directory)
  }

  /// Writes `text` over the file at `path` itself, truncated first, and flushes it.
  ///
  /// For a file that must stay the same file (see `replace(_:with:)`). Readers may see it
  /// half-written; they read again, as they do for a file being changed by hand.
  private static func writeInPlace(_ path: String, _ text: String) throws(Failure) {
    let descriptor = try openFile(path, O_WRONLY | O_TRUNC | O_CLOEXEC, 0)
    defer { _ = close(descriptor) }
    try writeAll(Array(text.utf8), to: descriptor)
    try retryingInterrupted { fsync(descriptor) }
  }

  /// Renames the file at `path` to `path` + `suffix`, adding "-2", "-3", … when that name is taken.
  ///
  /// Returns the new path. Callers hold the lock, so no other writer picks the same name meanwhile.
  static func moveAside(_ path: String, suffix: String) throws(Failure) -> String {
    // Pinned read-only, or another user's: left as it is, as a usable one is (a corrupt one was
    // set aside all the same, and a file of the writer's own put in its place).
    if access(path, W_OK) != 0 { throw .last }
    var counter = 1
    var target = path + suffix
    while exists(target) {
      counter += 1
      guard counter < 10_000 else { throw Failure(code: EEXIST) }
      target = path + suffix + "-" + String(counter)
    }
    guard rename(path, target) == 0 else { throw .last }
    syncDirectory(directoryName(path))
    return target
  }

  /// The path a symbolic link at `path` points to, resolved, else `path` itself.
  static func resolvingLink(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The file a write to `path` goes to: where a symbolic link at `path` points, followed
  /// link by link, even to a file not made yet (a dotfile linked into a folder of dotfiles
  /// before its first write, which replaced the link); else `path` itself.
  static func writeTarget(_ path: String) -> String {
    var status = stat()
    // What exists is resolved whole, as `resolvingLink` does.
    if stat(path, &status) == 0 { return resolvingLink(path) }
    var target = path
    // As many links as the kernel follows (MAXSYMLINKS).
    for _ in 0..<40 {
      guard let link = linkTarget(target), !link.isEmpty else { return target }
      target = link.hasPrefix("/") ? link : directoryName(target) + "/" + link
    }
    return target
  }

  /// What the link at `path` holds (where it leads, as written); nil when `path` is no link.
  static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The directory part of `path` ("." for a bare name, "/" for the root).
  static func directoryName(_ path: String) -> String {
    let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
  }

  /// The last component of `path`.
  static func baseName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// Flushes a directory's entries (a rename) to disk, as far as the file system allows.
  ///
  /// Failures are ignored: the rename has happened by then, and some file systems refuse.
  private static func syncDirectory(_ path: String) {
    guard let descriptor = try? openFile(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0) else { return }
    _ = try? retryingInterrupted { fsync(descriptor) }
    _ = close(descriptor)
  }

  /// Writes every byte of `bytes`, continuing after partial writes and interruptions.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
    if let failure = bytes.withUnsafeBytes({ DescriptorWriting.all($0, to: descriptor) }) {
      throw Failure(code: failure.code)
    }
  }

  /// `open(2)`, retried when interrupted.
  private static func openFile(_ path: String, _ flags: Int32, _ mode: mode_t) throws(Failure) -> Int32 {
    while true {
      let descriptor = open(path, flags, mode)
      if descriptor >= 0 { return descriptor }
      guard errno == EINTR else { throw .last }
    }
  }

  /// Runs a call that returns 0 or -1 and sets `errno`, again while it is interrupted.
  private static func retryingInterrupted(_ call: () -> Int32) throws(Failure) {
    while call() != 0 {
      guard errno == EINTR else { throw .last }
    }
  }
}
