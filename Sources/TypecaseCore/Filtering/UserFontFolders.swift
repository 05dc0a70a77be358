/// The folders that hold the user's own fonts (those installed "for me").
public enum UserFontFolders {
  /// `$XDG_DATA_HOME/fonts` (else `$HOME/.local/share/fonts`) and `$HOME/.fonts`, each ending
  /// in "/"; empty without a home folder.
  public static func paths(environment: [String: String]) -> [String] {
    var paths: [String] = []
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
    if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
      paths.append(dataHome + "/fonts")
    } else if let home {
      paths.append(home + "/.local/share/fonts")
    }
    if let home { paths.append(home + "/.fonts") }
    return paths.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
  }

  /// Whether `file` is inside one of `folders` (as `paths` gives them).
  static func contains(_ folders: [String], file: String) -> Bool {
    folders.contains { file.hasPrefix($0) }
  }
}
