extension FontLibrary {
  /// The listed family fontconfig's own rules give programs that ask for `name`, a family not
  /// installed ("Arial": Liberation Sans, a metric-compatible font); nil when they get what
  /// any unknown name gets (the default sans-serif), or `name` is a generic one.
  public func familyGiven(forMissingFamily name: String) -> String? {
    let asked = name.trimmingSpaces()
    guard !asked.isEmpty, !FontMatch.isConfiguredGeneric(asked.lowercased(), in: configuration.config) else {
      return nil
    }
    /// The families the rules put in a request for `family`, beside it (a rule may put one
    /// in its place: URW's for "Helvetica").
    func substituted(_ family: String) -> [String] {
      FontMatch.familiesSubstituted(for: family, in: configuration.config).filter {
        $0.lowercased() != family.lowercased()
      }
    }
    // What the rules put for this name before what they put for any name (the default
    // sans-serif's list, which holds Nimbus Sans too), or, without that list (a serif's name),
    // what is not in it.
    let forUnknown = substituted(FontMatch.unknownFamily)
    let forName = substituted(asked)
    let aliases =
      forUnknown.first.flatMap { first in forName.firstIndex(of: first).map { Array(forName[..<$0]) } }
      ?? forName.filter { !forUnknown.contains($0) }
    guard !aliases.isEmpty,
      let matched = FontMatch.withMatch(
        SnippetEscaping.fontconfigFamily(asked), in: configuration.config, { $0.listedFamily }),
      aliases.contains(where: { $0.lowercased() == matched.lowercased() }),
      let family = families.family(named: matched)
    else { return nil }
    return family.name
  }
}
