import TypecaseCore

extension FontLibrary {
  /// The machine's fonts loaded anew for a command; fontconfig that cannot be read is the
  /// command's failure (exit 1, with fontconfig's reason), or exit 2 for a command whose 1 is
  /// an answer (`cover`: "no family covers the text").
  static func forCommand(oneIsAnAnswer: Bool = false) throws(CommandFailure) -> FontLibrary {
    do {
      return try FontLibrary(fresh: true)
    } catch {
      throw oneIsAnAnswer ? .badInput(error.message) : .failure(error.message)
    }
  }
}

extension FontLibrary {
  /// "did you mean" the families and faces closest to `name`, families first, three at most:
  /// for a name that may be either (`specimen`, `remove`).
  func closestFamilyAndFaceNames(to name: String) -> Message {
    // Each name once: a variable font's PostScript name is most often its family's ("Inter"),
    // and the hint read "did you mean: "Inter", "Inter"?".
    var names: [String] = []
    for suggestion in families.suggestions(for: name) + closestPostScriptNames(to: name)
    where !names.contains(suggestion) {
      names.append(suggestion)
    }
    return NameSuggestions.hint(
      Array(names.prefix(3)),
      otherwise: tr("run 'typecase families' to list the families, 'typecase faces FAMILY' a family's faces"))
  }
}

extension FontMatch {
  /// Fails the command when fontconfig's configuration (FONTCONFIG_FILE, else the system's)
  /// cannot be read: fontconfig would answer from a built-in fallback, as if all were well,
  /// where every other command refuses.
  ///
  /// Exit 1, or 2 for a command whose 1 is an answer.
  static func requireReadableConfiguration(oneIsAnAnswer: Bool = false) throws(CommandFailure) {
    do {
      try FontconfigConfiguration.requireReadable()
    } catch {
      throw oneIsAnAnswer ? .badInput(error.message) : .failure(error.message)
    }
  }
}
