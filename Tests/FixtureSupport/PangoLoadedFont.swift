import Foundation

/// What Pango itself (through PyGObject, in Debian's python3) loads for a font description:
/// the font it gives, described back, for tests that check a description Typecase writes or
/// reads against Pango's own answer.
public struct PangoLoadedFont: Sendable, Equatable {
  /// The loaded font's family.
  public var family: String
  /// Its variations in Pango's syntax ("wght=650"); empty when none are set.
  public var variations: String

  /// The font Pango loads for `description` over the fonts of `environment`.
  public static func load(_ description: String, environment: [String: String]) throws -> PangoLoadedFont {
    let outcome = try ProcessRunner.runPython(
      [
        "-c",
        """
        import sys, gi
        gi.require_version("Pango", "1.0"); gi.require_version("PangoCairo", "1.0")
        from gi.repository import Pango, PangoCairo
        fontmap = PangoCairo.FontMap.new()
        font = fontmap.load_font(fontmap.create_context(), Pango.FontDescription.from_string(sys.argv[1]))
        described = font.describe()
        print(described.get_family() or "")
        print(described.get_variations() or "")
        """, description,
      ], environment: environment)
    let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard outcome.status == 0, lines.count >= 2 else { throw PangoLoadError(message: outcome.standardError) }
    return PangoLoadedFont(family: lines[0], variations: lines[1])
  }
}

/// Pango (or python3-gi) could not load a font: what Python said.
public struct PangoLoadError: Error, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}
