/// One digest of fontconfig's configuration files, their names, order and contents.
///
/// The names alone missed what changes most often: a rule added to fonts.conf itself, the
/// font folders listed in another order (another copy first), an edited conf.d file: `diff`
/// said "The fonts are the same", exit 0, where fc-match gave programs another font.
public enum ConfigurationDigest {
  /// The SHA-256 (hexadecimal) of `files` in order: each one's path, then its contents (a
  /// folder, or a file that cannot be read, its path alone).
  public static func of(_ files: [String]) -> String {
    var hasher = SHA256()
    for file in files {
      hasher.update(Array(file.utf8) + [0])
      if case .bytes(let contents) = SettingsFileSystem.readContents(file, regularFileOnly: true, limit: 1 << 24) {
        hasher.update(contents)
      }
      hasher.update([0])
    }
    return hasher.finalize().hexDigits
  }
}
