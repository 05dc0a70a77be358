import Glibc

extension FontLibrary {
  /// The listed face a font file names, opened by path (`typecase FILE`, `--page face/FILE`):
  /// the face at `location`, and, where a variable font as a whole and its default instance
  /// share the place, the whole font when the file was named alone (`namesWholeFile`), as
  /// `typecase face FILE` reads it; nil when the file is not installed.
  ///
  /// The file may be listed under another path: its own (given through a link or a linked
  /// folder), or a link in the user's fonts folders that leads to it. Asked by those, an
  /// installed font's page said "Not installed", and Install made a second copy.
  public func listedFace(at location: FontLocation, namesWholeFile: Bool) -> FontFace? {
    for file in [location.file] + Self.otherPaths(of: location.file) {
      // The file's families first: making every face (50,000) took a moment.
      let here = families(inFile: file).flatMap { family(named: $0)?.faces ?? [] }.filter {
        $0.location == FontLocation(file: file, index: location.index)
      }
      if let face = here.first(where: { ($0.variation?.isWholeFont ?? false) == namesWholeFile }) ?? here.first {
        return face
      }
    }
    return nil
  }

  /// The other paths fontconfig may list `file` under: its real path, and the links in the
  /// user's fonts folders (at any depth) that lead to the same file.
  static func otherPaths(of file: String) -> [String] {
    let real = SettingsFileSystem.resolvingLink(file)
    var paths = real == file ? [] : [real]
    /// Walks `folder`'s entries, not into linked folders (a loop of links stops nowhere).
    func walk(_ folder: String) {
      for name in FolderEntries.names(in: folder) {
        let path = folder + "/" + name
        var status = stat()
        guard lstat(path, &status) == 0 else { continue }
        if status.st_mode & S_IFMT == S_IFDIR {
          walk(path)
        } else if status.st_mode & S_IFMT == S_IFLNK, path != file, SettingsFileSystem.resolvingLink(path) == real {
          paths.append(path)
        }
      }
    }
    for folder in UserFontFolder().allPaths { walk(folder) }
    return paths
  }
}
