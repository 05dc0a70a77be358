import FoundationEssentials

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

  /// Sorts the files of `faces` into those that may be removed and those that may not.
  public init(faces: [FontFace], userFolder: UserFontFolder = UserFontFolder()) {
    var files: [String: [FontFace]] = [:]
    var order: [String] = []
    for face in faces {
      if files[face.location.file] == nil { order.append(face.location.file) }
      files[face.location.file, default: []].append(face)
    }
    removable = []
    refused = []
    for path in order {
      let file = File(path: path, faces: files[path] ?? [])
      if userFolder.contains(path) {
        removable.append(file)
      } else {
        refused.append((file, .notUserFont(path)))
      }
    }
  }

  /// What a page says when none of its fonts can be removed (nil when some can): for one font
  /// the reason, for several ("These 9 fonts cannot be removed") where they are installed.
  public var refusal: Message? {
    guard removable.isEmpty, let first = refused.first else { return nil }
    // Each refusal is one of installed-for-everyone today; another reason is said as it is.
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
  /// one line for them all, not an error for each. Nil otherwise.
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
    var folders: [String] = []
    for refusal in refused {
      guard case .notUserFont(let file) = refusal.problem else { return nil }
      let folder = String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)])
      if !folders.contains(folder) { folders.append(folder) }
    }
    let count = refused.reduce(0) { $0 + $1.file.faces.count }
    return (count, folders.map(VisibleText.escaped).joined(separator: ", "))
  }

  /// Why the face at `file` cannot be removed, or nil when it can (it is in a user font
  /// folder): what a face or family page says instead of a Remove button.
  public static func problem(removing file: String, userFolder: UserFontFolder = UserFontFolder()) -> InstallProblem? {
    userFolder.contains(file) ? nil : .notUserFont(file)
  }

  /// Moves each removable file to `trash`, then rebuilds the caches of the folders that held
  /// them; each file's outcome, in order.
  public func remove(to trash: FontTrash = FontTrash()) -> [(
    file: File, result: Result<FontTrash.TrashedFile, InstallProblem>
  )] {
    let results = removable.map { file in
      (
        file: file,
        result: Result<FontTrash.TrashedFile, InstallProblem> { () throws(InstallProblem) in try trash.trash(file.path)
        }
      )
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
