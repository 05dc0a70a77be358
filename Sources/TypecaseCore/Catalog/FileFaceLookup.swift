import CFontconfig
import Glibc

extension FontLibrary {
  /// The faces fontconfig lists in the file at `path`, given under `path`: those listed under
  /// that path, else those listed under another path to the same file (a font in a linked
  /// folder is listed once, under its real path: see `LinkedFontFolders`).
  public func faces(inFile path: String) -> [FontFace] {
    let all = faces()
    let here = all.filter { $0.location.file == path }
    guard here.isEmpty, let slash = path.lastIndex(of: "/") else { return here }
    let name = path[slash...]
    return all.filter { $0.location.file.hasSuffix(name) && SameFile.check($0.location.file, path) }.map { face in
      var face = face
      face.location.file = path
      return face
    }
  }

  /// The listed face a font file names, opened by path (`typecase FILE`, `--page face/FILE`):
  /// the face at `location`, and, where a variable font as a whole and its default instance
  /// share the place, the whole font when the file was named alone (`namesWholeFile`), as
  /// `typecase face FILE` reads it; nil when the file is not installed.
  ///
  /// The file may be listed under another path: its own (given through a link or a linked
  /// folder), or a link in the user's fonts folders that leads to it. Asked by those, an
  /// installed font's page said "Not installed", and Install made a second copy.
  ///
  /// Else the face of an installed copy of the file, byte for byte, at another path (the file
  /// a user installed from their downloads, opened from there again): the page said "Not
  /// installed" and offered Install, which then said "already installed".
  public func listedFace(at location: FontLocation, namesWholeFile: Bool) -> FontFace? {
    for file in [location.file] + Self.otherPaths(of: location.file) + listedLinks(to: location.file) {
      // The file's families first: making every face (50,000) took a moment.
      let here = families(inFile: file).flatMap { family(named: $0)?.faces ?? [] }.filter {
        $0.location == FontLocation(file: file, index: location.index)
      }
      if let face = Self.face(among: here, namesWholeFile: namesWholeFile) { return face }
    }
    return identicalCopy(of: location, namesWholeFile: namesWholeFile)
  }

  /// The face at `location`'s index in an installed file holding the same bytes as
  /// `location.file`, or nil; looked for among the faces of the family fontconfig reads from
  /// the file, so that only files of that family and size are compared.
  private func identicalCopy(of location: FontLocation, namesWholeFile: Bool) -> FontFace? {
    guard let read = FontFace.query(FontLocation(file: location.file, index: location.index & 0xFFFF)),
      let faces = family(named: read.family)?.faces
    else { return nil }
    var compared: [String: Bool] = [:]
    let here = faces.filter { face in
      guard face.location.index == location.index, face.location.file != location.file else { return false }
      if let same = compared[face.location.file] { return same }
      let same = FileComparison.sameContent(ofFileAt: location.file, andFileAt: face.location.file)
      compared[face.location.file] = same
      return same
    }
    return Self.face(among: here, namesWholeFile: namesWholeFile)
  }

  /// Where fontconfig stands with `file`, a font file the catalog does not list: not
  /// installed, a bitmap font it lists, or in one of its font folders but left out by a rule.
  ///
  /// Such a file's page offered Install, and said programs could use it once installed: a
  /// bitmap font was copied a second time, and a file left out was refused.
  public func standing(ofUnlistedFile file: String) -> UnlistedFileStanding {
    if listsUnlistedBitmapFile(file) { return .listedBitmapFont }
    guard let slash = file.lastIndex(of: "/") else { return .notInstalled }
    let isLeftOut =
      FontCacheRefresh.lists(String(file[..<slash]), configuration.config) && FontCacheRefresh.scansFonts(in: file)
    if isLeftOut { return .leftOutByConfiguration }
    if FontFace.misnamedWebFont(file) != nil { return .misnamedWebFont }
    // A bitmap font under rules against them: Install offered, and refused it.
    let rejected = FreeTypeFile.isBitmapOnly(file) && FontSelectionRules.rejectsUnscalable(configuration.config)
    return rejected ? .bitmapFontLeftOut : .notInstalled
  }

  /// The installed face programs get when they ask for `face` (one read from a font file that
  /// is not installed) by its family and PostScript name: another file of that name, an older
  /// build or a copy made elsewhere; nil when none is installed.
  ///
  /// A new build of an installed font said only that programs could not use it, where they
  /// used the installed one. A variable font as a whole, which has no PostScript name (its file
  /// named alone, as Files opens it), is the installed variable font of its name ("Inter
  /// Italic (Variable)"): it was said to have none, and Install made a second copy.
  public func installedNamesake(of face: FontFace) -> FontFace? {
    // In full: with its version.
    guard let faces = family(named: face.family, detail: .full)?.faces else { return nil }
    let namesakes: [FontFace]
    if let name = face.postScriptName {
      // Of its slant: Inter 3.19's italic names its default face "Inter", as its roman does,
      // and was called a copy of the roman (fontconfig gives it for "Inter:italic").
      let isSlanted = face.traits.slant != 0
      namesakes = faces.filter { $0.postScriptName == name && ($0.traits.slant != 0) == isSlanted }
    } else if face.variation?.isWholeFont == true {
      namesakes = faces.filter { $0.variation?.isWholeFont == true && $0.fullName == face.fullName }
    } else {
      return nil
    }
    let drawn = drawnLocation(among: namesakes)
    return namesakes.first { $0.location == drawn } ?? namesakes.first
  }

  /// The face among `faces` (those at one place) a file named alone (`namesWholeFile`) or by
  /// its index stands for: a variable font as a whole, or its default instance, where both
  /// share the place.
  private static func face(among faces: [FontFace], namesWholeFile: Bool) -> FontFace? {
    faces.first(where: { ($0.variation?.isWholeFont ?? false) == namesWholeFile }) ?? faces.first
  }

  /// The paths the catalog lists that are links to `file` (by their real paths) under its
  /// name, in any font folder: a profile of linked files (NixOS's
  /// `/run/current-system/sw/share/fonts`) lists a font of the store by such a link, and the
  /// store's file, asked for by its own path, was "not installed".
  ///
  /// One walk over the listed files' names, compared as C strings.
  func listedLinks(to file: String) -> [String] {
    guard let slash = file.lastIndex(of: "/") else { return [] }
    let name = Array(String(file[file.index(after: slash)...]).utf8CString)
    var named = Set<String>()
    for patterns in patternsByFamily.values {
      for pattern in patterns {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &value) == FcResultMatch, let value else { continue }
        let path = UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self)
        guard let last = strrchr(path, Int32(UInt8(ascii: "/"))), strcmp(last + 1, name) == 0 else { continue }
        named.insert(String(cString: path))
      }
    }
    named.remove(file)
    guard !named.isEmpty else { return [] }
    let real = SettingsFileSystem.resolvingLink(file)
    return named.sorted().filter { SettingsFileSystem.resolvingLink($0) == real }
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
