import TypecaseCore

extension FontLibrary {
  /// The machine's fonts loaded anew for a command; fontconfig that cannot be read is the
  /// command's failure (exit 1, with fontconfig's reason).
  static func forCommand() throws(CommandFailure) -> FontLibrary {
    do {
      return try FontLibrary(fresh: true)
    } catch {
      throw .failure(error.message)
    }
  }
}
