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
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/root"
    let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/share"
    path = dataHome + "/Trash"
  }

  /// Moves the file at `file` (absolute) into the trash, recording where it was and when.
  public func trash(_ file: String) throws(InstallProblem) -> TrashedFile {
    // Not "No such file or directory" for a file fontconfig lists.
    if NonUTF8FileName.isLossy(file) { throw .nonUTF8FileName }
    for folder in [path, path + "/files", path + "/info"] where mkdir(folder, 0o700) != 0 && errno != EEXIST {
      throw .trashFailed(String(cString: strerror(errno)))
    }
    let base = String(file.split(separator: "/").last ?? "font")
    let info = trashInfo(for: file)
    for attempt in 1...10_000 {
      let name = attempt == 1 ? base : "\(base).\(attempt)"
      let infoPath = path + "/info/" + name + ".trashinfo"
      // The info file, created exclusively, reserves the name (as the specification asks).
      let descriptor = open(infoPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      if descriptor < 0 {
        if errno == EEXIST { continue }
        throw .trashFailed(String(cString: strerror(errno)))
      }
      let bytes = Array(info.utf8)
      let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      close(descriptor)
      let trashedPath = path + "/files/" + name
      var existing = stat()
      guard written == bytes.count, lstat(trashedPath, &existing) != 0 else {
        unlink(infoPath)
        if written == bytes.count { continue }
        throw .trashFailed(String(cString: strerror(ENOSPC)))
      }
      guard rename(file, trashedPath) == 0 else {
        let code = errno
        unlink(infoPath)
        if code == EXDEV {
          throw .trashFailed(
            String(cString: strerror(code)) + " (" + UserFontFolder.abbreviated(path) + ")")
        }
        throw .trashFailed(String(cString: strerror(code)))
      }
      DurableCopy.syncFolder(path + "/files")
      return TrashedFile(originalPath: file, trashedPath: trashedPath, infoPath: infoPath)
    }
    throw .trashFailed(String(cString: strerror(EEXIST)))
  }

  /// Puts a trashed file back where it was, unless a file is there again; forgets its info.
  public func restore(_ trashed: TrashedFile) throws(InstallProblem) {
    // Its folder made again when it went meanwhile (the fonts folder emptied and deleted).
    if let slash = trashed.originalPath.lastIndex(of: "/"), slash != trashed.originalPath.startIndex {
      try? FontInstaller.makeFolders(String(trashed.originalPath[..<slash]))
    }
    guard link(trashed.trashedPath, trashed.originalPath) == 0 else {
      let code = errno
      throw .restoreFailed(code == EEXIST ? nil : String(cString: strerror(code)))
    }
    unlink(trashed.trashedPath)
    unlink(trashed.infoPath)
  }

  /// The `.trashinfo` text for `file` deleted now.
  func trashInfo(for file: String, date: time_t = time(nil)) -> String {
    "[Trash Info]\nPath=\(Self.percentEncoded(file))\nDeletionDate=\(Self.localDate(date))\n"
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
