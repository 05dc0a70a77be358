/// A script an OpenType font's layout tables (GSUB, GPOS) have rules for, with the language
/// systems it lists: "latn" with "TRK" (the Turkish forms `locl` gives, fontspec's
/// `Script=Latin, Language=Turkish`).
public struct LayoutScript: Sendable, Hashable {
  /// The script tag, for example "latn", "cyrl", "DFLT".
  public var tag: String
  /// The language-system tags listed under it, trailing spaces left out ("TRK", "SRB"),
  /// sorted; none when the script has its default system alone.
  public var languages: [String]

  /// Creates a script entry.
  public init(tag: String, languages: [String]) {
    self.tag = tag
    self.languages = languages
  }
}
