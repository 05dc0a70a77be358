import Glibc

/// Installs font files for the current user: checks each with FreeType, copies it into the
/// user's fonts folder so that a crash leaves either no file or the complete one, and rebuilds
/// fontconfig's cache of that folder.
public struct FontInstaller: Sendable {
  /// Where fonts are copied.
  public let folder: String

  /// What installing one file came to.
  public enum Outcome: Sendable, Equatable {
    /// The file was copied to `file`; the faces it holds.
    case installed(file: String, faces: [CheckedFontFile.Face])
    /// The same file (byte for byte) is already in the fonts folder, at `file` (under this
    /// name or another).
    case alreadyInstalled(file: String, faces: [CheckedFontFile.Face])
  }

  /// An installer copying into `folder` (by default the user's, `$XDG_DATA_HOME/fonts`).
  public init(folder: String = UserFontFolder().path) {
    self.folder = folder
  }

  /// Installs the font file at `path` (absolute). Nothing is copied when the check fails. The
  /// fontconfig cache is not rebuilt here: call `refreshCache()` once after a batch.
  public func install(_ path: String) throws(InstallProblem) -> Outcome {
    let checked = try CheckedFontFile.read(path)
    let name = InstalledFileName.make(from: String(path.split(separator: "/").last ?? Substring(path)))
    let destination = folder + "/" + name
    try makeFolder()
    switch FileComparison.compare(checked.bytes, withFileAt: destination) {
    case .same: return .alreadyInstalled(file: destination, faces: checked.faces)
    case .different: throw .differentFileInstalled(destination)
    case .missing:
      // The same font under another name: installed again, it was a second copy.
      if let same = FileComparison.file(holding: checked.bytes, under: folder) {
        return .alreadyInstalled(file: same, faces: checked.faces)
      }
    }
    do {
      try DurableCopy.write(checked.bytes, to: destination)
    } catch {
      if error.code == EEXIST {
        // Someone put a file there meanwhile: the same one, or not.
        if FileComparison.compare(checked.bytes, withFileAt: destination) == .same {
          return .alreadyInstalled(file: destination, faces: checked.faces)
        }
        throw .differentFileInstalled(destination)
      }
      if error.code == EACCES || error.code == EROFS || error.code == EPERM {
        throw .folderUnusable(folder, error.reason)
      }
      throw .copyFailed(error.reason)
    }
    return .installed(file: destination, faces: checked.faces)
  }

  /// Deletes a file this installer put into the fonts folder (undoing an install: the original
  /// is where it was); whether it was deleted. Rebuild the cache afterwards.
  public func uninstall(_ file: String) -> Bool {
    guard file.hasPrefix(folder + "/") else { return false }
    return unlink(file) == 0
  }

  /// Rebuilds fontconfig's cache of the fonts folder; whether fontconfig's configuration lists
  /// the folder at all.
  @discardableResult
  public func refreshCache() -> Bool { FontCacheRefresh.rebuild(folder) }

  /// Creates the fonts folder and the folders above it when missing.
  private func makeFolder() throws(InstallProblem) {
    var path = ""
    for component in folder.split(separator: "/") {
      path += "/" + component
      var status = stat()
      if stat(path, &status) == 0 {
        guard status.st_mode & S_IFMT == S_IFDIR else {
          throw .folderUnusable(folder, String(cString: strerror(ENOTDIR)))
        }
        continue
      }
      if mkdir(path, 0o755) != 0 && errno != EEXIST {
        throw .folderUnusable(folder, String(cString: strerror(errno)))
      }
    }
  }
}
