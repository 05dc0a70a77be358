import Foundation

/// A font made for one test from a fixture font, changed with fontTools (through Debian's
/// python3, which has it).
public enum DerivedFont {
  /// fontTools could not make the font: what Python said.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// Writes the font `source` to `destination` after running `edit`, lines of Python with
  /// fontTools' `font` (the source, a `TTFont`) in scope.
  public static func write(from source: URL, to destination: URL, editing edit: String) throws {
    let script = """
      import sys
      from fontTools.ttLib import TTFont
      font = TTFont(sys.argv[1])
      \(edit)
      font.save(sys.argv[2])
      """
    let made = try ProcessRunner.runPython(
      ["-c", script, source.path, destination.path], environment: ProcessInfo.processInfo.environment)
    guard made.status == 0 else { throw Failure(description: made.standardError) }
  }
}
