/// A path written as one word a POSIX shell reads back as that path, for commands a message
/// suggests.
public enum ShellWord {
  /// `path` as it is when the shell reads it unchanged (ASCII letters, digits, `/ . _ - + , :
  /// @ =` and a leading `~/`, which the shell expands to the home folder), else `fullPath`
  /// (the same file, without `~`) in single quotes, each quote in it written `'\''`.
  ///
  /// Control characters are shown escaped (`\n`): such a word is for reading, not pasting.
  public static func quoted(_ path: String, fullPath: String) -> String {
    let plain = path.unicodeScalars.enumerated().allSatisfy { index, scalar in
      (scalar.properties.isAlphabetic && scalar.isASCII) || ("0"..."9").contains(scalar)
        || "/._-+,:@=".unicodeScalars.contains(scalar) || (index == 0 && scalar == "~" && path.hasPrefix("~/"))
    }
    if plain { return path }
    return "'" + VisibleText.escapedControls(fullPath).replacing("'", with: #"'\''"#) + "'"
  }
}
