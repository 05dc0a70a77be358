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

extension FontMatch {
  /// Fails the command when fontconfig's configuration (FONTCONFIG_FILE, else the system's)
  /// cannot be read: fontconfig would answer from a built-in fallback, as if all were well,
  /// where every other command refuses. Exit 1, or 2 for a command whose 1 is an answer.
  static func requireReadableConfiguration(oneIsAnAnswer: Bool = false) throws(CommandFailure) {
    do {
      try FontconfigConfiguration.requireReadable()
    } catch {
      throw oneIsAnAnswer ? .badInput(error.message) : .failure(error.message)
    }
  }
}
