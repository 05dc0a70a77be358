import FoundationEssentials
import Glibc

/// Which font files removing some faces takes, which of them Typecase may remove (those in a
/// user font folder), and the removing itself: to the trash, then fontconfig's caches rebuilt.
public struct FontRemoval: Sendable {
  /// A file to move to the trash, with the faces it holds among those asked for.
  public struct File: Sendable, Equatable {
    /// The file's path.
    public var path: String
    /// The faces of the file that were asked for (a collection or variable font may hold more).
    public var faces: [FontFace]
  }

  /// The files in a user font folder: these go to the trash.
  public var removable: [File]
  /// The files elsewhere (installed for everyone): these stay, each with the reason.
  public var refused: [(file: File, problem: InstallProblem)]
  /// The user font folder files were sorted by, and its home folder (for messages).
  private let userFolder: UserFontFolder

  /// Sorts the files of `faces` into those that may be removed and those that may not.
  ///
  /// Paths that reach one file through linked folders (fontconfig lists it under each) are
  /// one file, named by its first path: it was asked about and trashed twice, the second time
  /// failing ("No such file or directory").
  public init(faces: [FontFace], userFolder: UserFontFolder = UserFontFolder()) {
    self.userFolder = userFolder
    var files: [String: [FontFace]] = [:]
    var order: [String] = []
    var pathByEntry: [String: String] = [:]
    // Each path's entry once: a variable font's 2,000 instances share a file.
    var keys = FileKeys(.folderEntry)
    for face in faces {
      let entry = keys.key(face.location.file)
      let path = pathByEntry[entry] ?? face.location.file
      if files[path] == nil {
        order.append(path)
        pathByEntry[entry] = path
      }
      // The same face through another path is the same face.
      guard
        path == face.location.file || !(files[path] ?? []).contains(where: { $0.location.index == face.location.index })
      else { continue }
      files[path, default: []].append(face)
    }
    removable = []
    refused = []
    for path in order {
      let file = File(path: path, faces: files[path] ?? [])
      if userFolder.contains(path) {
        if let folder = userFolder.folderOthersCanChange(holding: path) {
          refused.append((file, .folderOthersCanChange(folder)))
        } else {
          removable.append(file)
        }
      } else {
        refused.append((file, Self.notUsers(path, userFolder: userFolder)))
      }
    }
  }

  /// Adds the files another name's removal takes (`remove A B`): a file both take is one
  /// file, with the faces asked for of both, where it first came.
  public mutating func add(_ other: FontRemoval) {
    var removableAt: [String: Int] = [:]
    for (index, file) in removable.enumerated() { removableAt[Self.entry(file.path)] = index }
    var refusedAt: [String: Int] = [:]
    for (index, refusal) in refused.enumerated() { refusedAt[Self.entry(refusal.file.path)] = index }
    for file in other.removable {
      let entry = Self.entry(file.path)
      if let index = removableAt[entry] {
        removable[index].faces = Self.joined(removable[index].faces, file.faces)
      } else {
        removableAt[entry] = removable.count
        removable.append(file)
      }
    }
    for refusal in other.refused {
      let entry = Self.entry(refusal.file.path)
      if let index = refusedAt[entry] {
        refused[index].file.faces = Self.joined(refused[index].file.faces, refusal.file.faces)
      } else {
        refusedAt[entry] = refused.count
        refused.append(refusal)
      }
    }
  }

  /// The faces of one file asked for by two names, each once.
  private static func joined(_ faces: [FontFace], _ more: [FontFace]) -> [FontFace] {
    faces + more.filter { face in !faces.contains { $0.location.index == face.location.index } }
  }

  /// The folder entry `path` names: its folder's real path and its own name (a link itself is
  /// its own entry, not the file it leads to; hard links are entries of their own).
  ///
  /// Paths of one entry go to the trash as one file; paths of two entries are two files.
  public static func entry(_ path: String) -> String {
    let name = path[(path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex)...]
    return SettingsFileSystem.resolvingLink(SettingsFileSystem.directoryName(path)) + "/" + name
  }

  /// The removal of `path` (absolute), a file fontconfig lists no font of that Typecase shows
  /// (a bitmap font it leaves out, a damaged font): it goes when it lies in a user font folder
  /// and holds a font, however damaged; a folder (the fonts folder itself, with everything in
  /// it), a file of no font (notes.txt), or a file outside the user font folders is refused,
  /// with the reason (a folder and a text file went to the trash; /etc/passwd was said to be
  /// "installed for everyone").
  public init(unlistedFile path: String, userFolder: UserFontFolder = UserFontFolder()) {
    self.userFolder = userFolder
    let file = File(path: path, faces: [FontFace(family: "", location: FontLocation(file: path))])
    removable = []
    refused = []
    if let problem = Self.problem(removingUnlisted: path, userFolder: userFolder) {
      refused = [(file, problem)]
    } else {
      removable = [file]
    }
  }

  /// Why the unlisted file at `path` may not be removed, or nil when it may.
  private static func problem(removingUnlisted path: String, userFolder: UserFontFolder) -> InstallProblem? {
    // What a link leads to says what it is; the link alone goes to the trash.
    var status = stat()
    guard stat(path, &status) == 0 else {
      return errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(SystemError.last.reason)
    }
    if status.st_mode & S_IFMT == S_IFDIR { return .directory }
    guard userFolder.contains(path) else { return .notInstalled }
    if let folder = userFolder.folderOthersCanChange(holding: path) { return .folderOthersCanChange(folder) }
    guard status.st_mode & S_IFMT == S_IFREG else { return .notRegularFile }
    guard status.st_size > 0 else { return .empty }
    // What cannot be read cannot be told to be a font (it was "not a font file").
    guard access(path, R_OK) == 0 else { return .unreadable(SystemError.last.reason) }
    // FreeType opens it (a PCF, gzipped or not; a font fontconfig's rules leave out), or its
    // first bytes are a font format's (a damaged font, which may go).
    if FreeTypeFile.faceCount(path) != nil { return nil }
    let first = FreeTypeFile.firstBytes(path, count: 16)
    if FileKind.looksLikeFont(first) { return nil }
    return .notAFont(looksLike: FileKind.guess(first))
  }

  /// What a page says when none of its fonts can be removed (nil when some can): for one font
  /// the reason, for several ("These 9 fonts cannot be removed") where they are installed.
  public var refusal: Message? {
    guard removable.isEmpty, let first = refused.first else { return nil }
    // Each refusal is one of installed-for-everyone today; another reason is said as it is.
    if let own = inFoldersOfTheUsersOwn, own.count > 1 {
      return trn(
        "{count} font cannot be removed: it is in {folders}, not in your fonts folder ({fontsFolder}); Typecase removes only fonts installed there",
        "These {count} fonts cannot be removed: they are in {folders}, not in your fonts folder ({fontsFolder}); Typecase removes only fonts installed there",
        own.count,
        [
          "folders": own.folders,
          "fontsFolder": VisibleText.escaped(UserFontFolder.abbreviated(userFolder.path, home: userFolder.home)),
        ])
    }
    guard let everyone = installedForEveryone, everyone.count > 1 else {
      return tr("This font cannot be removed: {reason}", nesting: ["reason": .message(first.problem.message)])
    }
    return trn(
      "{count} font cannot be removed: it is installed for everyone, in {folders}; Typecase removes only fonts installed for you, in your fonts folder",
      "These {count} fonts cannot be removed: they are installed for everyone, in {folders}; Typecase removes only fonts installed for you, in your fonts folder",
      everyone.count, ["folders": everyone.folders])
  }

  /// What removing says of the fonts it leaves, when some files go and more than one font
  /// stays because it is installed for everyone (a family of the user's and the system's):
  /// one line for them all, not an error for each.
  ///
  /// Nil otherwise.
  public var keptForEveryone: Message? {
    guard !removable.isEmpty, let everyone = installedForEveryone, everyone.count > 1 else { return nil }
    return trn(
      "{count} font stays: it is installed for everyone, in {folders}",
      "{count} fonts stay: they are installed for everyone, in {folders}",
      everyone.count, ["folders": everyone.folders])
  }

  /// How many faces the refused files hold and the folders they are in (each once, escaped,
  /// joined), when every one is refused as installed for everyone; nil otherwise.
  private var installedForEveryone: (count: Int, folders: String)? {
    counted { problem in
      if case .notUserFont(let file) = problem { file } else { nil }
    }
  }

  /// The same, when every one is refused as being in a folder of the user's own (its folders
  /// written with ~): "This font cannot be removed" was said of four.
  private var inFoldersOfTheUsersOwn: (count: Int, folders: String)? {
    counted { problem in
      if case .outsideUserFontFolder(let file) = problem {
        UserFontFolder.abbreviated(file, home: userFolder.home)
      } else {
        nil
      }
    }
  }

  /// How many faces the refused files hold and their folders, when `file` reads a file out of
  /// every refusal's problem; nil when one has none.
  private func counted(_ file: (InstallProblem) -> String?) -> (count: Int, folders: String)? {
    var folders: [String] = []
    for refusal in refused {
      guard let file = file(refusal.problem) else { return nil }
      let folder = String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)])
      if !folders.contains(folder) { folders.append(folder) }
    }
    let count = refused.reduce(0) { $0 + $1.file.faces.count }
    return (count, folders.map(VisibleText.escaped).joined(separator: ", "))
  }

  /// Why the face at `file` cannot be removed, or nil when it can (it is in a user font
  /// folder): what a face or family page says instead of a Remove button.
  public static func problem(removing file: String, userFolder: UserFontFolder = UserFontFolder()) -> InstallProblem? {
    userFolder.contains(file) ? nil : notUsers(file, userFolder: userFolder)
  }

  /// Why `file`, outside the user font folders, is not removed: it is installed for everyone,
  /// or it is in a folder of the user's own that fontconfig reads (`<dir>~/myfonts</dir>`),
  /// which was said to be installed for everyone too (the folder it names is the one the file
  /// is really in).
  static func notUsers(_ file: String, userFolder: UserFontFolder) -> InstallProblem {
    guard userFolder.home.count > 1 else { return .notUserFont(file) }
    let realHome = SettingsFileSystem.resolvingLink(userFolder.home)
    let folder = SettingsFileSystem.resolvingLink(SettingsFileSystem.directoryName(file))
    // Named by the folder it is really in (a link in the fonts folder leads out of it).
    let name = String(file[(file.lastIndex(of: "/").map(file.index(after:)) ?? file.startIndex)...])
    // Installed for everyone, named by its real folder too: through a link in the user's
    // fonts folder, the link's folder was said to be one "installed for everyone".
    return folder.hasPrefix(realHome + "/") || folder == realHome
      ? .outsideUserFontFolder(folder + "/" + name) : .notUserFont(folder + "/" + name)
  }

  /// Moves each removable file to `trash`, then rebuilds the caches of the folders that held
  /// them; each file's outcome, in order.
  public func remove(to trash: FontTrash = FontTrash(), isInterrupted: () -> Bool = { false }) -> [(
    file: File, result: Result<FontTrash.TrashedFile, InstallProblem>
  )] {
    var results: [(file: File, result: Result<FontTrash.TrashedFile, InstallProblem>)] = []
    // Interrupted, the files left stay (there are fewer results than files), and the caches of
    // those moved are refreshed all the same.
    for file in removable {
      if isInterrupted() { break }
      results.append(
        (
          file,
          Result<FontTrash.TrashedFile, InstallProblem> { () throws(InstallProblem) in try trash.trash(file.path) }
        ))
    }
    Self.refreshCaches(of: results.compactMap { try? $0.result.get().originalPath })
    return results
  }

  /// Puts trashed files back (Undo) and rebuilds the caches of their folders; the problems,
  /// file by file (empty when all came back).
  public static func restore(_ files: [FontTrash.TrashedFile], from trash: FontTrash = FontTrash()) -> [(
    file: String, problem: InstallProblem
  )] {
    var problems: [(file: String, problem: InstallProblem)] = []
    for file in files {
      do {
        try trash.restore(file)
      } catch {
        problems.append((file.originalPath, error))
      }
    }
    refreshCaches(of: files.map(\.originalPath))
    return problems
  }

  /// Rebuilds fontconfig's caches of the folders holding `files`.
  static func refreshCaches(of files: [String]) {
    var folders: [String] = []
    for file in files {
      let folder = String(file[..<(file.lastIndex(of: "/") ?? file.startIndex)])
      if !folders.contains(folder) { folders.append(folder) }
    }
    for folder in folders { FontCacheRefresh.rebuild(folder) }
  }
}
