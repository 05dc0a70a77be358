import CFontconfig

/// A family's names and face counts, without its faces: what the family list shows and
/// `typecase families` prints.
public struct FamilySummary: Sendable, Hashable {
  /// The family name (fontconfig's family[0]).
  public var name: String
  /// The family's names in other languages.
  public var otherNames: [LocalizedName]
  /// How many faces the family has.
  public var faceCount: Int
  /// How many of them are monospaced.
  public var monospaceFaceCount: Int

  /// Creates a summary.
  public init(name: String, otherNames: [LocalizedName] = [], faceCount: Int, monospaceFaceCount: Int = 0) {
    self.name = name
    self.otherNames = otherNames
    self.faceCount = faceCount
    self.monospaceFaceCount = monospaceFaceCount
  }

  /// The summary of a family whose faces are known.
  public init(_ family: FontFamily) {
    self.init(
      name: family.name, otherNames: family.otherNames, faceCount: family.faces.count,
      monospaceFaceCount: family.faces.filter(\.isMonospace).count)
  }

  /// Every name the family goes by: its own first, then the localized ones.
  public var allNames: [String] { [name] + otherNames.map(\.name) }

  /// Whether the family has two or more faces (and so a page of its own).
  public var hasSeveralFaces: Bool { faceCount >= 2 }
}

extension FontSource {
  /// The families fontconfig knows (covering `language`, when given), in natural order, with
  /// their face counts; faster than a catalog when the faces themselves are not needed.
  public static func familySummaries(language: String? = nil) throws(FontSourceError) -> [FamilySummary] {
    familySummaries(of: try FontconfigConfiguration(), language: language)
  }

  /// The families as `familySummaries()` gives them, and, from the same configuration, the
  /// families of the bitmap fonts it lists that none of them is (see
  /// `FontLibrary.unlistedBitmapFamilies()`).
  public static func familySummariesAndUnlistedBitmapFamilies() throws(FontSourceError) -> (
    families: [FamilySummary], bitmapFamilies: [String]
  ) {
    let configuration = try FontconfigConfiguration()
    let families = familySummaries(of: configuration)
    return (families, configuration.bitmapFamilies(notAmong: families.map(\.name)))
  }

  /// The families of `configuration`'s fonts, as `familySummaries(language:)` gives them.
  static func familySummaries(of configuration: FontconfigConfiguration, language: String? = nil) -> [FamilySummary] {
    var reading = FamilyReading(keepsPatterns: false)
    reading.repeats.notice(foldersOf: configuration.config)
    configuration.forEachScalableFont(language: language) { reading.add($0) }
    return reading.collector.sorted
  }
}

/// Adds up the faces fontconfig lists into family summaries.
struct FamilySummaryCollector {
  private var positions: [String: Int] = [:]
  private(set) var summaries: [FamilySummary] = []

  /// Counts one face, read from its pattern; the family name, when it has one.
  @discardableResult
  mutating func add(_ reader: FontPatternReader) -> String? {
    let names = reader.strings(FC_FAMILY)
    guard let name = names.first else { return nil }
    let isMonospace = (reader.integer(FC_SPACING) ?? Int(FC_PROPORTIONAL)) >= Int(FC_DUAL)
    let position: Int
    if let known = positions[name] {
      position = known
    } else {
      position = summaries.count
      positions[name] = position
      summaries.append(FamilySummary(name: name, faceCount: 0))
    }
    summaries[position].faceCount += 1
    if isMonospace { summaries[position].monospaceFaceCount += 1 }
    guard names.count > 1 else { return name }
    let languages = reader.strings(FC_FAMILYLANG)
    for index in names.indices.dropFirst() where names[index] != name {
      let localized = LocalizedName(name: names[index], language: index < languages.count ? languages[index] : nil)
      if !summaries[position].otherNames.contains(localized) { summaries[position].otherNames.append(localized) }
    }
    return name
  }

  /// The summaries in natural order.
  var sorted: [FamilySummary] { NaturalOrder.sorted(summaries, by: \.name) }
}
