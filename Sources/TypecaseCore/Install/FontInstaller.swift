import Glibc

/// Installs font files for the current user: checks each with FreeType, copies it into the
/// user's fonts folder so that a crash leaves either no file or the complete one, and rebuilds
/// fontconfig's cache of that folder.
public struct FontInstaller: Sendable {
  /// Where fonts are copied.
  public let folder: String
  /// Whether a different file under a path's name in the folder goes to the trash for it
  /// (`install --replace`, the window's Replace: a new build of one's own font), rather than
  /// refusing the path.
  public let replacesDifferentFiles: Bool

  /// What installing one file came to.
  public enum Outcome: Sendable, Equatable {
    /// The file was copied to `file`; the faces it holds.
    case installed(file: String, faces: [CheckedFontFile.Face])
    /// The same file (byte for byte) is already in the fonts folder, at `file` (under this
    /// name or another).
    case alreadyInstalled(file: String, faces: [CheckedFontFile.Face])
  }

  /// An installer copying into `folder` (by default the user's, `$XDG_DATA_HOME/fonts`),
  /// replacing different files of the same names when `replacesDifferentFiles`.
  public init(folder: String = UserFontFolder().path, replacesDifferentFiles: Bool = false) {
    self.folder = folder
    self.replacesDifferentFiles = replacesDifferentFiles
  }

  /// Installs the font file at `path` (absolute).
  ///
  /// Nothing is copied when the check fails. The fontconfig cache is not rebuilt here: call
  /// `refreshCache()` once after a batch.
  public func install(_ path: String) throws(InstallProblem) -> Outcome {
    var replaced: FontTrash.TrashedFile?
    return try install(path, besideOtherCopies: false, replaced: &replaced, listed: try? FontconfigConfiguration())
  }

  /// Installs `path` as `install(_:)` does; `besideOtherCopies`: under its own name even when
  /// the same bytes are in the folder under another (a copy the configuration leaves out);
  /// `replaced`: the different file of its name moved to the trash for it, if any; `listed`:
  /// the fonts fontconfig lists now, for a file of the same bytes outside the folder.
  private func install(
    _ path: String, as named: String? = nil, besideOtherCopies: Bool, replaced: inout FontTrash.TrashedFile?,
    listed: FontconfigConfiguration?
  ) throws(InstallProblem) -> Outcome {
    let checked: CheckedFontFile
    do {
      checked = try CheckedFontFile.read(path)
    } catch .directory {
      // Given to install, a folder stands for its font files (`FontFolderFiles`): this one
      // has none.
      throw .folderWithoutFonts
    }
    // Installed, it became the copy programs were given, drawing boxes.
    if let index = checked.faceWithoutCharacterMap { throw .mapsNoCharacters(index: index) }
    // As did a font whose glyphs are all empty or missing: installed without a word, its row
    // and pages blank or a pile of glyphs, `face` then saying it draws nothing.
    if let index = checked.faces.firstIndex(where: \.drawsNoCharacter) { throw .drawsNoCharacters(index: index) }
    if let index = checked.faces.firstIndex(where: \.hasNoWidths) { throw .hasNoWidths(index: index) }
    // A web font named otherwise (a WOFF2 saved as .ttf) is listed as TrueType, and Pango draws
    // boxes with it: every program asking for its family did.
    if let format = DrawableFormat.webFontFormat(signature: checked.bytes.prefix(4)),
      DrawableFormat.webFontFormat(of: path) == nil
    {
      let name = path[(path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex)...]
      let ending = name.lastIndex(of: ".").map { String(name[$0...]) } ?? String(name)
      throw .misnamedWebFont(format: format, ending: ending)
    }
    let destination = named ?? destination(of: path)
    try makeFolder()
    let comparison = FileComparison.compare(checked.bytes, withFileAt: destination)
    if comparison == .same { return .alreadyInstalled(file: destination, faces: checked.faces) }
    // The same font under another name: installed again, it was a second copy. Asked before
    // a different file of this name is a conflict: that said to trash the other font.
    if !besideOtherCopies, let same = FileComparison.file(holding: checked.bytes, under: folder) {
      return .alreadyInstalled(file: same, faces: checked.faces)
    }
    // The same font installed for everyone: a copy for the user changed nothing but which of
    // two identical files programs got.
    if !besideOtherCopies, comparison == .missing, let listed,
      let same = ListedIdenticalCopy.file(holding: checked, in: listed)
    {
      return .alreadyInstalled(file: same, faces: checked.faces)
    }
    if comparison == .different {
      guard replacesDifferentFiles else { throw .differentFileInstalled(destination) }
      return try replace(destination, with: checked, replaced: &replaced)
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

  /// Puts `checked` in place of the different file at `destination`, which goes to the trash
  /// (`replaced`), where Undo or the user finds it.
  ///
  /// The trash gets the old file first, as a second name; the new one then takes the name in
  /// one step. A kill between left the fonts folder with neither. When the copy fails, the
  /// old file stays and leaves the trash again.
  private func replace(
    _ destination: String, with checked: CheckedFontFile, replaced: inout FontTrash.TrashedFile?
  ) throws(InstallProblem) -> Outcome {
    let trash = FontTrash()
    let trashed = try trash.trash(destination, keepingFile: true)
    do {
      try DurableCopy.replace(checked.bytes, at: destination)
    } catch {
      var status = stat()
      if lstat(destination, &status) == 0 {
        // Linked: the old file is still in place; only its entry in the trash goes.
        unlink(trashed.trashedPath)
        unlink(trashed.infoPath)
      } else {
        try? trash.restore(trashed)
      }
      if error.code == EACCES || error.code == EROFS || error.code == EPERM {
        throw .folderUnusable(folder, error.reason)
      }
      throw .copyFailed(error.reason)
    }
    replaced = trashed
    return .installed(file: destination, faces: checked.faces)
  }

  /// Installs each of `paths` (absolute), rebuilds the folder's cache once, and takes back
  /// every copy that fontconfig's configuration then leaves out (a bitmap font where Debian's
  /// 70-no-bitmaps.conf is on, a `<rejectfont>` rule): it was "installed" and no program saw
  /// it.
  ///
  /// A file already in the folder that the configuration leaves out is not "already installed"
  /// either: it stays, a copy is made under the path's own name when that file was under
  /// another (in a folder the rules reject, as some disable fonts), and the path is refused
  /// when that copy is left out too. The outcome of each path, in order, whether the
  /// configuration lists the folder, and the files moved to the trash for copies
  /// (`replacesDifferentFiles`), by copy.
  ///
  /// `isInterrupted` is asked before each path: once it says yes, the paths left are not
  /// installed (there are fewer outcomes than paths), and what was copied is finished as above.
  /// `onPathDone` is told how many paths are done after each (a progress line's count).
  public func installAll(
    _ paths: [String], isInterrupted: () -> Bool = { false }, onPathDone: (Int) -> Void = { _ in }
  ) -> (results: [Result<Outcome, InstallProblem>], listed: Bool, replaced: [String: FontTrash.TrashedFile]) {
    var replaced: [String: FontTrash.TrashedFile] = [:]
    // The copies made so far, by name: a later path of the same name does not replace them.
    var copiedNow = Set<String>()
    var results: [Result<Outcome, InstallProblem>] = []
    // Read once for the batch (not again for each of thousands of files).
    let listedFonts = paths.isEmpty ? nil : try? FontconfigConfiguration()
    for path in paths {
      if isInterrupted() { break }
      let result = Result { () throws(InstallProblem) in
        var destination = destination(of: path)
        // Replacing or not: without --replace the file just copied was "already installed,
        // install again with --replace", which then said this (two hinted/unhinted folders of
        // one download, their files named alike). Another font of that name (another family's,
        // from another subfolder: static/ and otf/) goes in under its folders' names before its
        // own, also when the folder holds it from an earlier run: it failed on every run, never
        // installed, and --replace trashed the other font.
        var existing = stat()
        if copiedNow.contains(destination) || lstat(destination, &existing) == 0,
          FileComparison.sameContent(ofFileAt: path, andFileAt: destination) == false
        {
          if let own = nameOfAnotherFont(path, than: destination, copiedNow: copiedNow) {
            destination = own
          } else if copiedNow.contains(destination) {
            throw .sameNameGivenTwice(destination)
          }
        }
        var trashed: FontTrash.TrashedFile?
        let outcome = try install(
          path, as: destination, besideOtherCopies: false, replaced: &trashed, listed: listedFonts)
        switch outcome {
        case .installed(let file, _):
          copiedNow.insert(file)
          if let trashed { replaced[file] = trashed }
        case .alreadyInstalled(let file, _):
          // Said to be installed as that file: a later path of its name does not replace it.
          copiedNow.insert(file)
        }
        return outcome
      }
      results.append(result)
      onPathDone(results.count)
    }
    let listed = takeBackCopiesLeftOut(&results, Array(paths.prefix(results.count)), replaced: &replaced)
    // A copy taken back puts back the file it replaced.
    var restored = false
    for (copy, trashed) in replaced where !results.contains(where: { Self.copy(of: $0) == copy }) {
      if (try? FontTrash().restore(trashed)) != nil {
        replaced[copy] = nil
        restored = true
      }
    }
    if restored { refreshCache() }
    return (results, listed, replaced)
  }

  /// The copy an outcome made, if it made one.
  private static func copy(of result: Result<Outcome, InstallProblem>) -> String? {
    guard case .success(.installed(let file, _)) = result else { return nil }
    return file
  }

  /// Copies beside copies left out, rebuilds the cache and takes back what the configuration
  /// leaves out, as `installAll` says (`replaced`: the files trashed for copies, by copy);
  /// whether the folder is listed.
  private func takeBackCopiesLeftOut(
    _ results: inout [Result<Outcome, InstallProblem>], _ paths: [String],
    replaced: inout [String: FontTrash.TrashedFile]
  ) -> Bool {
    copyBesideCopiesLeftOut(&results, paths, replaced: &replaced)
    let copied = results.compactMap { result -> (file: String, faces: [CheckedFontFile.Face])? in
      guard case .success(.installed(let file, let faces)) = result else { return nil }
      return (file, faces)
    }
    // Files that were in the folder before (another path of the same bytes as a copy made now
    // names that copy).
    let existing = results.compactMap { result -> (file: String, faces: [CheckedFontFile.Face])? in
      guard case .success(.alreadyInstalled(let file, let faces)) = result,
        !copied.contains(where: { $0.file == file })
      else { return nil }
      return (file, faces)
    }
    guard !copied.isEmpty || !existing.isEmpty else { return FontCacheRefresh.isListed(folder) }
    let listed = copied.isEmpty ? FontCacheRefresh.isListed(folder) : refreshCache()
    guard listed else { return false }
    // A configuration that cannot be read says nothing of what it leaves out: the copies stay.
    guard let seen = FontCacheRefresh.listedFiles(among: (copied + existing).map(\.file)) else {
      return true
    }
    var reasons: [String: InstallProblem] = [:]
    for file in copied + existing where !seen.contains(file.file) {
      // Asked before the copy goes: a bitmap font the rules reject, or no font fontconfig reads.
      let wasThere = existing.contains { $0.file == file.file }
      let reason: InstallProblem =
        !FontCacheRefresh.scansFonts(in: file.file)
        ? .unreadableByFontconfig(legacyCharset: FreeTypeFile.legacyBitmapCharset(file.file, face: 0))
        // The same file already there, which a rule disables: it was "not installed", the
        // file in the folder all along.
        : wasThere
          ? .leftOutThoughInstalled(file.file)
          : .leftOutByConfiguration(bitmap: file.faces.allSatisfy { !$0.isScalable })
      // A file that was there before stays; a copy that cannot be deleted stays, and is
      // reported as installed.
      if wasThere || uninstall(file.file) { reasons[file.file] = reason }
    }
    guard !reasons.isEmpty else { return true }
    if copied.contains(where: { reasons[$0.file] != nil }) { refreshCache() }
    for (position, result) in results.enumerated() {
      // A path of the same bytes was "already installed" as the copy taken back: it is not.
      switch result {
      case .success(.installed(let file, _)), .success(.alreadyInstalled(let file, _)):
        if let reason = reasons[file] { results[position] = .failure(reason) }
      default: continue
      }
    }
    return true
  }

  /// The name in the fonts folder of `path`, a font of the same file name as `installed` but
  /// not the same font (none of its faces' PostScript names is one of those of `installed`):
  /// its folders' names, as few as tell it apart, a hyphen and its own
  /// ("static-Pack-Regular.ttf", "Gamma-static-Pack-Regular.ttf"); nil for the same font
  /// (hinted and unhinted builds), a file either of which cannot be read, or no name left.
  ///
  /// A name is taken when this install copied another file there (`copiedNow`), or the
  /// folder holds another font there: a third font of the name was refused as given twice, and
  /// `--replace` trashed a font of the same folder installed before.
  private func nameOfAnotherFont(_ path: String, than installed: String, copiedNow: Set<String>) -> String? {
    guard let given = try? CheckedFontFile.read(path), let there = try? CheckedFontFile.read(installed) else {
      return nil
    }
    let names = Set(given.faces.compactMap(\.postScriptName))
    /// Whether the faces of `file` share a PostScript name with those of `path`.
    func isSameFont(_ file: CheckedFontFile) -> Bool {
      file.faces.contains { $0.postScriptName.map(names.contains) ?? false }
    }
    guard !isSameFont(there) else { return nil }
    let parts = path.split(separator: "/").map(String.init)
    guard let name = parts.last else { return nil }
    var prefix = ""
    for folderName in parts.dropLast().reversed() {
      prefix = folderName + "-" + prefix
      let candidate = folder + "/" + SafeFileName.make(from: prefix + name)
      let same = FileComparison.sameContent(ofFileAt: path, andFileAt: candidate)
      if copiedNow.contains(candidate) && !same { continue }
      var status = stat()
      let exists = lstat(candidate, &status) == 0
      if !exists || same || (try? CheckedFontFile.read(candidate)).map(isSameFont) == true { return candidate }
    }
    return nil
  }

  /// Where `path` is copied: its own name, made safe to list and to trash (see `SafeFileName`),
  /// in the fonts folder.
  private func destination(of path: String) -> String {
    folder + "/" + SafeFileName.make(from: String(path.split(separator: "/").last ?? Substring(path)))
  }

  /// Installs again, under their own names, the paths of `results` that were "already
  /// installed" as a file of another name that the configuration leaves out.
  private func copyBesideCopiesLeftOut(
    _ results: inout [Result<Outcome, InstallProblem>], _ paths: [String],
    replaced: inout [String: FontTrash.TrashedFile]
  ) {
    let others = results.enumerated().compactMap { position, result -> (position: Int, file: String)? in
      guard case .success(.alreadyInstalled(let file, _)) = result, file != destination(of: paths[position]) else {
        return nil
      }
      return (position, file)
    }
    // A folder fontconfig does not read lists nothing: nothing there is left out by its rules.
    guard !others.isEmpty, FontCacheRefresh.isListed(folder),
      let seen = FontCacheRefresh.listedFiles(among: others.map(\.file))
    else { return }
    // One copy for each file left out: paths of the same bytes later in the batch are that copy.
    var made: [String: Result<Outcome, InstallProblem>] = [:]
    for other in others where !seen.contains(other.file) {
      if let copy = made[other.file] {
        if case .success(.installed(let file, let faces)) = copy {
          results[other.position] = .success(.alreadyInstalled(file: file, faces: faces))
        } else {
          results[other.position] = copy
        }
        continue
      }
      let path = paths[other.position]
      var trashed: FontTrash.TrashedFile?
      let result = Result { () throws(InstallProblem) in
        try install(path, besideOtherCopies: true, replaced: &trashed, listed: nil)
      }
      if let trashed, let copy = Self.copy(of: result) { replaced[copy] = trashed }
      made[other.file] = result
      results[other.position] = result
    }
  }

  /// Deletes a file this installer put into the fonts folder (undoing an install: the original
  /// is where it was); whether it was deleted.
  ///
  /// Rebuild the cache afterwards.
  public func uninstall(_ file: String) -> Bool {
    guard file.hasPrefix(folder + "/") else { return false }
    return unlink(file) == 0
  }

  /// What undoing a replace came to (see `undoReplacement`).
  public enum ReplacementUndo: Sendable, Equatable {
    /// The file replaced is back in its place, the copy gone.
    case restored
    /// Another file took the copy's place since: both stay.
    case copyChanged
    /// The file replaced is no longer in the trash: the copy stays, the font installed.
    case replacedGone
    /// Putting it back failed (the system's reason): the copy stays.
    case failed(String)
  }

  /// Puts the file `trashed` back in place of the copy at `file` that replaced it, in one step
  /// (`rename` over the copy: a kill leaves one build or the other installed, never neither),
  /// when the copy is still the one installed, as `stamp` says.
  ///
  /// Rebuild the cache afterwards.
  public func undoReplacement(
    _ file: String, ifStill stamp: FileFingerprint?, putting trashed: FontTrash.TrashedFile
  ) -> ReplacementUndo {
    guard let stamp, FileFingerprint(path: file)?.isSameUnwrittenFile(as: stamp) == true else { return .copyChanged }
    var status = stat()
    guard lstat(trashed.trashedPath, &status) == 0 else { return .replacedGone }
    guard rename(trashed.trashedPath, file) == 0 else { return .failed(SystemError.last.reason) }
    unlink(trashed.infoPath)
    DurableCopy.syncFolder(folder)
    return .restored
  }

  /// Deletes the copy at `file` when it is still the one installed, as `stamp` (taken when it
  /// was) says; whether it was deleted.
  ///
  /// A file another program put there since is left: Undo deleted it, which was then in no
  /// trash. The copy moved to the trash and put back (Undo of Move to Trash) is still the one:
  /// it was left as another file.
  public func uninstall(_ file: String, ifStill stamp: FileFingerprint?) -> Bool {
    guard let stamp, FileFingerprint(path: file)?.isSameUnwrittenFile(as: stamp) == true else { return false }
    return uninstall(file)
  }

  /// Rebuilds fontconfig's cache of the fonts folder; whether fontconfig's configuration lists
  /// the folder at all.
  @discardableResult
  public func refreshCache() -> Bool { FontCacheRefresh.rebuild(folder) }

  /// Creates the fonts folder and the folders above it when missing.
  private func makeFolder() throws(InstallProblem) { try Self.makeFolders(folder) }

  /// Creates `folder` and the folders above it when missing.
  static func makeFolders(_ folder: String) throws(InstallProblem) {
    var path = ""
    for component in folder.split(separator: "/") {
      path += "/" + component
      var status = stat()
      if stat(path, &status) == 0 {
        guard status.st_mode & S_IFMT == S_IFDIR else {
          throw .folderUnusable(folder, SystemError(code: ENOTDIR).reason)
        }
        continue
      }
      let reached = errno
      // The home folder is not made, nor a folder above it (HOME naming one that does not
      // exist: /nonexistent/home made /nonexistent): said of the home folder.
      if reached == ENOENT && HomeFolder.isHomeOrAbove(path) {
        throw .folderUnusable(folder, VisibleText.escaped(HomeFolder.current) + ": " + SystemError(code: ENOENT).reason)
      }
      guard mkdir(path, 0o755) != 0 else {
        // Root making folders in a user's home gives them to the user, as the settings do.
        SettingsFileSystem.giveToParentOwner(path)
        continue
      }
      let code = errno
      // A link leading nowhere (a folder on a disk not mounted, a loop) is there, and no
      // folder: said of the fonts folder, with the link and where it leads ("copying failed:
      // No such file or directory" read as the font's).
      if code == EEXIST, let target = SettingsFileSystem.linkTarget(path) {
        let link = path == folder ? "" : VisibleText.escaped(UserFontFolder.abbreviated(path)) + " "
        throw .folderUnusable(
          folder, SystemError(code: reached).reason + " (" + link + "→ " + VisibleText.escaped(target) + ")")
      }
      if code != EEXIST { throw .folderUnusable(folder, SystemError(code: code).reason) }
    }
  }

}
