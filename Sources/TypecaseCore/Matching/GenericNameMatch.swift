import CFontconfig

extension FontLibrary {
  /// The family fontconfig gives programs that ask for the generic name `name` ("monospace",
  /// "sans-serif", in any case), as `fc-match monospace` answers, among the families listed;
  /// nil for any other name (one the configuration does not know, "ui-monospace"), or when
  /// the font matched is no listed family's.
  public func familyGiven(forGenericName name: String) -> String? {
    let asked = name.trimmingSpaces().lowercased()
    guard FontMatch.isConfiguredGeneric(asked, in: configuration.config) else { return nil }
    // Escaped: a pattern reads "sans-serif" as "sans" at size "serif".
    let family = FontMatch.withMatch(SnippetEscaping.fontconfigFamily(asked), in: configuration.config) {
      $0.listedFamily
    }
    return family.flatMap { families.family(named: $0)?.name }
  }
}
