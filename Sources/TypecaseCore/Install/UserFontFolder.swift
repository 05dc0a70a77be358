import FoundationEssentials

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
    path = Self.trimmed(dataHome) + "/fonts"
    allPaths = [path, Self.trimmed(home) + "/.fonts"]
    self.home = Self.trimmed(home)
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

  /// `path` written shortly for messages: the home folder as `~`.
  public static func abbreviated(_ path: String, home: String? = ProcessInfo.processInfo.environment["HOME"]) -> String
  {
    guard let home, !home.isEmpty, home != "/", path.hasPrefix(home + "/") else { return path }
    return "~" + path.dropFirst(home.count)
  }

  private static func trimmed(_ path: String) -> String {
    var path = path
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path
  }
}
