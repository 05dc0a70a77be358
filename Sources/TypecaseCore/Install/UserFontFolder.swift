import FoundationEssentials
import Glibc

/// The folders that hold the fonts installed for the current user only, which Typecase may add
/// to and remove from: `$XDG_DATA_HOME/fonts` (`~/.local/share/fonts` by default), and the
/// older `~/.fonts`, which fontconfig still reads.
public struct UserFontFolder: Sendable, Equatable {
  /// Where `typecase install` copies fonts: `$XDG_DATA_HOME/fonts`.
  public let path: String
  /// Every user font folder, `path` first.
  public let allPaths: [String]
  /// The home folder the folders are in (HOME).
  public let home: String

  /// The folders for `environment` (XDG_DATA_HOME, HOME); a relative XDG_DATA_HOME is ignored,
  /// as the XDG Base Directory specification says.
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    let home = HomeFolder.path(environment: environment)
    let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/share"
    // Written as fontconfig writes the folders it reads (a HOME ending in "/", "//" or "/./"
    // in XDG_DATA_HOME), so that its files' paths begin with them.
    path = HomeFolder.normalized(dataHome + "/fonts")
    allPaths = [path, HomeFolder.normalized(home + "/.fonts")]
    self.home = HomeFolder.normalized(home)
  }

  /// The user font folders as fontconfig may write their files' paths, given the folders its
  /// configuration names (`configured`): each as written and with its links resolved, and
  /// each configured folder that is one of them, or inside one, through a link (the
  /// configuration names `~/fonts-link/fonts`, XDG_DATA_HOME the real folder: its fonts were
  /// listed as installed for everyone).
  public func spellings(amongConfigured configured: [String]) -> [String] {
    let real = allPaths.map(SettingsFileSystem.resolvingLink)
    var spellings = Set(allPaths + real)
    for folder in configured.map(HomeFolder.normalized) {
      let resolved = SettingsFileSystem.resolvingLink(folder)
      for user in real {
        if resolved == user || resolved.hasPrefix(user == "/" ? "/" : user + "/") {
          spellings.insert(folder)
        } else if user.hasPrefix(resolved == "/" ? "/" : resolved + "/") {
          // The user's folder inside a configured one, reached through its link.
          spellings.insert(folder + user.dropFirst(resolved.count))
        }
      }
    }
    return spellings.sorted()
  }

  /// Whether `file` (an absolute path) lies inside one of the user font folders, at any depth.
  ///
  /// Compared with the folders' real paths: a link in the user's folder to a folder of fonts
  /// installed for everyone (`fonts/system -> /usr/share/fonts`) does not make those fonts the
  /// user's, and `..` does not lead out. The file itself may be a link: removing it removes
  /// the link only.
  public func contains(_ file: String) -> Bool {
    // As the path is when it does not resolve (no file can then be reached through it).
    guard file.hasPrefix("/") else { return false }
    let folder = SettingsFileSystem.resolvingLink(SettingsFileSystem.directoryName(file))
    return allPaths.contains { userFolder in
      let real = SettingsFileSystem.resolvingLink(userFolder)
      return folder == real || folder.hasPrefix(real == "/" ? "/" : real + "/")
    }
  }

  /// The first folder from the user font folder holding `file` down to `file`'s own that
  /// another user can change (theirs, or writable by others without the sticky bit, or by a
  /// group not the user's own), as a real path; nil when there is none, or `file` is in no user
  /// font folder.
  ///
  /// Such a folder's entries can be swapped between the checks made before a removal and the
  /// move: another user who owned the fonts folder had `remove` move a file of root's, from a
  /// folder a link led to, to the trash.
  public func folderOthersCanChange(holding file: String) -> String? {
    let folder = SettingsFileSystem.resolvingLink(SettingsFileSystem.directoryName(file))
    guard
      let root = allPaths.map({ SettingsFileSystem.resolvingLink($0) }).first(where: { real in
        folder == real || folder.hasPrefix(real == "/" ? "/" : real + "/")
      })
    else { return nil }
    var path = root
    let below = folder.dropFirst(root.count).split(separator: "/")
    for component in [nil] + below.map(Optional.some) {
      if let component { path += (path.hasSuffix("/") ? "" : "/") + component }
      var status = stat()
      // A folder that is not there holds nothing to move (the move says so).
      guard lstat(path, &status) == 0 else { return nil }
      let owner = status.st_uid
      let mode = status.st_mode
      let sticky = mode & S_ISVTX != 0
      if owner != geteuid() && owner != 0 { return path }
      if mode & 0o002 != 0 && !sticky { return path }
      if mode & 0o020 != 0 && !Self.isGroupOfTheUserAlone(status.st_gid) && !sticky { return path }
    }
    return nil
  }

  /// Whether the group `gid` is the user's own private group (named as the user, no one else
  /// in it), as with a umask of 002: its members can change a folder it may write as the user
  /// can.
  ///
  /// A shared group ("users") is others.
  static func isGroupOfTheUserAlone(_ gid: gid_t) -> Bool {
    guard let user = getpwuid(geteuid()), user.pointee.pw_gid == gid, let group = getgrgid(gid),
      let userName = user.pointee.pw_name, let groupName = group.pointee.gr_name,
      strcmp(userName, groupName) == 0
    else { return false }
    var members = group.pointee.gr_mem
    while let member = members?.pointee {
      if strcmp(member, userName) != 0 { return false }
      members = members?.advanced(by: 1)
    }
    return true
  }

  /// `path` written shortly for messages: the home folder as `~`.
  public static func abbreviated(_ path: String, home: String? = ProcessInfo.processInfo.environment["HOME"]) -> String
  {
    guard let home, !home.isEmpty, home != "/", path.hasPrefix(home + "/") else { return path }
    return "~" + path.dropFirst(home.count)
  }
}
