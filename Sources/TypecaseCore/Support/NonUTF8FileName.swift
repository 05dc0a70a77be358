import Glibc

/// A font file whose name is not UTF-8, which fontconfig lists and Typecase cannot open.
///
/// Fontconfig keeps file names as bytes; read into Swift strings, the bytes of a name that is
/// not UTF-8 (a Latin-1 "caf\xE9.ttf" unpacked from an old archive) come out as U+FFFD, a name
/// no file has. Such a face is listed, with its name shown so, and every command that would
/// open or move its file says why it cannot.
public enum NonUTF8FileName {
  /// Whether `path` is such a name: it holds U+FFFD and no file has it.
  public static func isLossy(_ path: String) -> Bool {
    path.unicodeScalars.contains("\u{FFFD}") && access(path, F_OK) != 0
  }

  /// Why such a file cannot be read.
  public static var cannotOpen: Message {
    tr("its file name is not UTF-8, which Typecase cannot open; give the file a UTF-8 name to open it")
  }

  /// Why such a file cannot be moved to the trash.
  public static var cannotMove: Message {
    tr("its file name is not UTF-8, which Typecase cannot move; give the file a UTF-8 name to remove it")
  }
}
