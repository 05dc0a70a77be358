import FoundationEssentials
import Glibc

/// The user's trash as the freedesktop.org Trash specification lays it out
/// (`$XDG_DATA_HOME/Trash/files` and `info/NAME.trashinfo`), which GNOME Files, KDE and `gio
/// trash` share: removed fonts can be restored from there, by Typecase's Undo or by hand.
///
/// Written here rather than through GIO's `g_file_trash`, which gives no way back to a trashed
/// file's name (Undo) and would make every command start up loading GIO.
public struct FontTrash: Sendable {
  /// The trash folder, `$XDG_DATA_HOME/Trash`.
  public let path: String

  /// A file in the trash, and where it came from.
  public struct TrashedFile: Sendable, Equatable {
    /// Where the file was.
    public var originalPath: String
    /// Where it is now, in the trash's `files` folder.
    public var trashedPath: String
    /// Its `.trashinfo` file.
    public var infoPath: String
  }

  /// The home trash for `environment` (XDG_DATA_HOME, HOME).
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    let home = HomeFolder.path(environment: environment)
    let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/share"
    // Written as the fonts folder is (`UserFontFolder`): "x/../share" made x, and the paths
    // said were "…//.local/share/Trash/…".
    path = HomeFolder.normalized(dataHome + "/Trash")
  }

  /// Moves the file at `file` (absolute) into the trash, recording where it was and when: the
  /// home trash, or for a file on another file system (which a rename cannot move to the home
  /// trash) the trash at the top of that file system, `.Trash/UID` or `.Trash-UID`, as the
  /// specification and GIO have it.
  ///
  /// `keepingFile`: the trash gets a hard link to the file, which stays where it is until the
  /// caller puts another in its place (a replaced font: never a moment with neither); where
  /// the file system has no hard links, the file is moved all the same.
  public func trash(_ file: String, keepingFile: Bool = false) throws(InstallProblem) -> TrashedFile {
    // Not "No such file or directory" for a file fontconfig lists.
    if NonUTF8FileName.isLossy(file) { throw .nonUTF8FileName }
    // A folder no file can leave (read-only, a store of linked files, not the user's) says so
    // before any trash folder is made: a read-only bind mount said "Invalid cross-device
    // link" after making a trash at the top of the root file system.
    if let slash = file.lastIndex(of: "/") {
      let folder = slash == file.startIndex ? "/" : String(file[..<slash])
      if access(folder, W_OK) != 0 {
        let code = errno
        if code == EROFS || code == EACCES || code == EPERM {
          throw .folderUnchangeable(folder: folder, reason: SystemError(code: code).reason)
        }
      }
    }
    // The data folder too, which a new account may not have yet (~/.local/share).
    if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
      do throws(InstallProblem) {
        try FontInstaller.makeFolders(String(path[..<slash]))
      } catch {
        guard case .folderUnusable(_, let reason) = error else { throw error }
        throw .trashFailed(reason)
      }
    }
    try Self.makeTrashFolders(path)
    if let trashed = try move(file, into: path, recordedAs: file, keepingFile: keepingFile) { return trashed }
    let top = try Self.topDirectoryTrash(for: file)
    if let trashed = try move(file, into: top.trash, recordedAs: top.pathInTrash, keepingFile: keepingFile) {
      return trashed
    }
    // Renamed into a trash on its own file system and still "cross-device": a bind mount.
    throw .trashFailed(SystemError(code: EXDEV).reason)
  }

  /// Makes `trash` and its `files` and `info` folders, readable by the user alone.
  private static func makeTrashFolders(_ trash: String) throws(InstallProblem) {
    for folder in [trash, trash + "/files", trash + "/info"] where mkdir(folder, 0o700) != 0 && errno != EEXIST {
      throw .trashFailed(SystemError.last.reason)
    }
  }

  /// Moves `file` into the trash folder `trash` under a name no other trashed file has, with
  /// `recorded` as its original path (linked there, the file staying, when `keepingFile`); nil
  /// when `file` is on another file system than `trash`.
  private func move(
    _ file: String, into trash: String, recordedAs recorded: String, keepingFile: Bool = false
  ) throws(InstallProblem) -> TrashedFile? {
    let base = String(file.split(separator: "/").last ?? "font")
    let info = trashInfo(recording: recorded)
    for attempt in 1...10_000 {
      let name = Self.trashName(base, attempt: attempt)
      let infoPath = trash + "/info/" + name + ".trashinfo"
      // The info file, created exclusively, reserves the name (as the specification asks).
      let descriptor = open(infoPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      if descriptor < 0 {
        if errno == EEXIST { continue }
        throw .trashFailed(SystemError.last.reason)
      }
      let failure = Array(info.utf8).withUnsafeBytes { DescriptorWriting.all($0, to: descriptor) }
      close(descriptor)
      let trashedPath = trash + "/files/" + name
      var existing = stat()
      guard failure == nil, lstat(trashedPath, &existing) != 0 else {
        unlink(infoPath)
        if let failure { throw .trashFailed(failure.reason) }
        continue
      }
      let linked = keepingFile && link(file, trashedPath) == 0
      // No hard link here (FAT, exFAT; a file of another owner, which Linux's protected hard
      // links refuse to link): a copy of its bytes, the file staying where it is.
      let linkRefused = keepingFile && !linked && (errno == EPERM || errno == EOPNOTSUPP || errno == EMLINK)
      let copied = linkRefused && Self.copyBytes(of: file, to: trashedPath)
      guard linked || copied || (!keepingFile && rename(file, trashedPath) == 0) else {
        let code = errno
        unlink(infoPath)
        if code == EXDEV { return nil }
        // Gone meanwhile (another removal took it): no such file, not a failure of the trash.
        var gone = stat()
        if code == ENOENT && lstat(file, &gone) != 0 { throw .missing }
        throw .trashFailed(SystemError(code: code).reason)
      }
      DurableCopy.syncFolder(trash + "/files")
      return TrashedFile(originalPath: file, trashedPath: trashedPath, infoPath: infoPath)
    }
    throw .trashFailed(SystemError(code: EEXIST).reason)
  }

  /// Writes a copy of the file at `file` to the new file `destination`, whole or not at all;
  /// whether it was written.
  private static func copyBytes(of file: String, to destination: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: file) else { return false }
    do {
      try DurableCopy.write(Array(data), to: destination)
      return true
    } catch {
      return false
    }
  }

  /// The name of the `attempt`th file named `base` in the trash: the name itself, then with
  /// the number before the extension ("A Font.2.ttf"), as GIO numbers them, so the trashed copy
  /// keeps its kind (GIO numbers before a name's first dot; the last keeps "Mg.Coll.3.ttc" a
  /// ".ttc").
  static func trashName(_ base: String, attempt: Int) -> String {
    guard attempt > 1 else { return base }
    guard let dot = base.lastIndex(of: "."), dot != base.startIndex else { return "\(base).\(attempt)" }
    return "\(base[..<dot]).\(attempt)\(base[dot...])"
  }

  /// The trash at the top of the file system holding `file`, made when missing, and the path
  /// its info records: `file`'s real path relative to that top directory.
  static func topDirectoryTrash(for file: String) throws(InstallProblem) -> (trash: String, pathInTrash: String) {
    // An absolute path, as fontconfig lists them.
    guard let slash = file.lastIndex(of: "/") else { throw .trashFailed(SystemError(code: EINVAL).reason) }
    let folderPath = slash == file.startIndex ? "/" : String(file[..<slash])
    let base = String(file[file.index(after: slash)...])
    guard let resolved = realpath(folderPath, nil) else { throw .trashFailed(SystemError.last.reason) }
    let folder = String(cString: resolved)
    free(resolved)
    var status = stat()
    guard stat(folder, &status) == 0 else { throw .trashFailed(SystemError.last.reason) }
    // The highest folder above `folder` still on its device.
    var top = folder
    while top != "/" {
      let parent = top.lastIndex(of: "/").map { $0 == top.startIndex ? "/" : String(top[..<$0]) } ?? "/"
      var parentStatus = stat()
      guard stat(parent, &parentStatus) == 0, parentStatus.st_dev == status.st_dev else { break }
      top = parent
    }
    let prefix = top == "/" ? "/" : top + "/"
    let real = (folder == "/" ? "" : folder) + "/" + base
    let relative = real.hasPrefix(prefix) ? String(real.dropFirst(prefix.count)) : real
    let uid = getuid()
    // An administrator's `.Trash` (sticky, not a link) holds a folder per user.
    var shared = stat()
    if lstat(prefix + ".Trash", &shared) == 0, shared.st_mode & S_IFMT == S_IFDIR, shared.st_mode & S_ISVTX != 0,
      makeOwnTrash(prefix + ".Trash/\(uid)") == nil
    {
      return (prefix + ".Trash/\(uid)", relative)
    }
    let trash = prefix + ".Trash-\(uid)"
    if let reason = makeOwnTrash(trash) { throw .otherFileSystemTrash(top: top, reason: reason) }
    return (trash, relative)
  }

  /// Makes the trash folder `trash` on a shared file system, and its `files` and `info`: each
  /// must be this user's own folder, not a link, before anything is made in it (a link another
  /// user left there in the trash's name would have had them made where it points).
  ///
  /// Nil once made, else the reason.
  private static func makeOwnTrash(_ trash: String) -> String? {
    for folder in [trash, trash + "/files", trash + "/info"] {
      // mkdir does not follow a link in the name's place: it is there (EEXIST), and refused.
      if mkdir(folder, 0o700) != 0 && errno != EEXIST { return SystemError.last.reason }
      guard isOwnFolder(folder) else { return SystemError(code: EPERM).reason }
    }
    return nil
  }

  /// Whether `path` is a folder (not a link) owned by this user, as a trash must be.
  private static func isOwnFolder(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR && status.st_uid == getuid()
  }

  /// Puts a trashed file back where it was, unless a file is there again; forgets its info.
  public func restore(_ trashed: TrashedFile) throws(InstallProblem) {
    // Its folder made again when it went meanwhile (the fonts folder emptied and deleted).
    if let slash = trashed.originalPath.lastIndex(of: "/"), slash != trashed.originalPath.startIndex {
      try? FontInstaller.makeFolders(String(trashed.originalPath[..<slash]))
    }
    guard link(trashed.trashedPath, trashed.originalPath) == 0 else {
      let code = errno
      // A file system without hard links (FAT, exFAT, with a top directory trash of its own):
      // renamed back, unless a file is there again.
      guard code == EPERM || code == EOPNOTSUPP else {
        throw .restoreFailed(code == EEXIST ? nil : SystemError(code: code).reason)
      }
      var existing = stat()
      guard lstat(trashed.originalPath, &existing) != 0 else { throw .restoreFailed(nil) }
      guard rename(trashed.trashedPath, trashed.originalPath) == 0 else {
        throw .restoreFailed(SystemError.last.reason)
      }
      unlink(trashed.infoPath)
      return
    }
    unlink(trashed.trashedPath)
    unlink(trashed.infoPath)
  }

  /// The `.trashinfo` text for a file deleted now, recording `path` (absolute, or relative
  /// to the top directory of a top directory trash).
  func trashInfo(recording path: String, date: time_t = time(nil)) -> String {
    "[Trash Info]\nPath=\(Self.percentEncoded(path))\nDeletionDate=\(Self.localDate(date))\n"
  }

  /// `path` escaped as in URLs (RFC 2396): every byte but unreserved characters and "/".
  static func percentEncoded(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      let scalar = Unicode.Scalar(byte)
      if byte < 0x80,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "/-_.!~*'()".unicodeScalars.contains(scalar)
      {
        result.unicodeScalars.append(scalar)
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }

  /// `date` in local time as the specification writes it: YYYY-MM-DDThh:mm:ss.
  static func localDate(_ date: time_t) -> String {
    var seconds = date
    var parts = tm()
    localtime_r(&seconds, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
  }
}
