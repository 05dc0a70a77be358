/// The name a font file gets in the fonts folder: its own, made safe to list.
///
/// Control characters (a newline in a downloaded file's name) become "_", and a leading dot
/// too, since fontconfig skips hidden files when it scans a folder; a name too long for the
/// trash to take is cut (see `SafeFileName`).
enum InstalledFileName {
  /// The name for a file called `name` (its last path component).
  static func make(from name: String) -> String { SafeFileName.make(from: name) }
}
