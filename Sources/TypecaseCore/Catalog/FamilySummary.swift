import CFontconfig

/// A family's names and face counts, without its faces: what `typecase families` prints.
public struct FamilySummary: Sendable, Hashable {
  /// The family name (fontconfig's family[0]).
  public var name: String
  /// The family's names in other languages.
  public var otherNames: [LocalizedName]
  /// How many faces the family has.
  public var faceCount: Int
  /// How many of them are monospaced.
  public var monospaceFaceCount: Int

  /// Every name the family goes by: its own first, then the localized ones.
  public var allNames: [String] { [name] + otherNames.map(\.name) }
}

extension FontSource {
  /// The families fontconfig knows (covering `language`, when given), in natural order, with
  /// their face counts; faster than a catalog when the faces themselves are not needed.
  public static func familySummaries(language: String? = nil) throws(FontSourceError) -> [FamilySummary] {
    let configuration = try FontconfigConfiguration()
    var positions: [String: Int] = [:]
    var summaries: [FamilySummary] = []
    configuration.forEachScalableFont(language: language) { font in
      let reader = FontPatternReader(pattern: font)
      let names = reader.strings(FC_FAMILY)
      guard let name = names.first else { return }
      let isMonospace = (reader.integer(FC_SPACING) ?? Int(FC_PROPORTIONAL)) >= Int(FC_DUAL)
      let position: Int
      if let known = positions[name] {
        position = known
      } else {
        position = summaries.count
        positions[name] = position
        summaries.append(FamilySummary(name: name, otherNames: [], faceCount: 0, monospaceFaceCount: 0))
      }
      summaries[position].faceCount += 1
      if isMonospace { summaries[position].monospaceFaceCount += 1 }
      guard names.count > 1 else { return }
      let languages = reader.strings(FC_FAMILYLANG)
      for index in names.indices.dropFirst() where names[index] != name {
        let localized = LocalizedName(name: names[index], language: index < languages.count ? languages[index] : nil)
        if !summaries[position].otherNames.contains(localized) { summaries[position].otherNames.append(localized) }
      }
    }
    return NaturalOrder.sorted(summaries, by: \.name)
  }
}
