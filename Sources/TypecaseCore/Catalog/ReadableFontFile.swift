import Glibc

/// Whether this user may read a font's file.
///
/// Fontconfig's caches list fonts whose files their user cannot open: fonts copied into
/// /usr/local/share/fonts at 0600 by root, and cached by root's fc-cache, are listed to every
/// user. Pango then drew their rows, previews and specimen pages in boxes. Checked with
/// `access`, one system call: it runs for each face of a family whose fonts are drawn.
public enum ReadableFontFile {
  /// Whether this user may read `file`.
  public static func isReadable(_ file: String) -> Bool { access(file, R_OK) == 0 }
}
