/// What completes an argument or an option's value, for the shell completion scripts.
enum ArgumentCompletion: Sendable, Equatable {
  /// Nothing to offer (free text).
  case none
  /// One of these words.
  case words([String])
  /// A file name.
  case files
  /// A font family name, asked of `typecase families` when Tab is pressed.
  case families
  /// A starred family's name, installed or not (what `unstar` takes), asked of `typecase
  /// completions --words starred`.
  case starredFamilies
  /// A PostScript name, asked of `typecase completions --words faces`, or a font file.
  case faceNames
  /// A family name, a PostScript name or a font file (what `remove` and `specimen` take).
  case fonts
  /// A `--page` path, family and face pages too, asked of `typecase completions --words pages`.
  case pages
  /// A language tag fontconfig knows (`--lang`).
  case languages
  /// A command word (for `help`).
  case commands
  /// A settings key.
  case settingsKeys
  /// A value of the settings key given as the argument before.
  case settingValues
}
