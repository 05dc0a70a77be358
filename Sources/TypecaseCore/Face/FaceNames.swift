/// The name table of one face: each name in English when the font has it, and its other
/// languages.
struct FaceNames {
  /// Name IDs of the OpenType name table.
  enum ID {
    static let copyright: UInt32 = 0
    static let family: UInt32 = 1
    static let subfamily: UInt32 = 2
    static let fullName: UInt32 = 4
    static let version: UInt32 = 5
    static let postScriptName: UInt32 = 6
    static let manufacturer: UInt32 = 8
    static let designer: UInt32 = 9
    static let description: UInt32 = 10
    static let license: UInt32 = 13
    static let licenseURL: UInt32 = 14
    static let typographicFamily: UInt32 = 16
    static let typographicSubfamily: UInt32 = 17
    static let variationsPostScriptNamePrefix: UInt32 = 25
  }

  private let face: HarfBuzzFace
  /// The languages of each name ID, in name table order.
  private let languagesByID: [UInt32: [String]]

  /// The names of `face`.
  init(_ face: HarfBuzzFace) {
    self.face = face
    var languages: [UInt32: [String]] = [:]
    for entry in face.nameEntries { languages[entry.id, default: []].append(entry.language) }
    languagesByID = languages
  }

  /// Whether the face has any name the reader can decode.
  var isEmpty: Bool { languagesByID.isEmpty }

  /// Name `id` in English ("en", then "en-us", then any other English), else in the first
  /// language the font has it in; nil when the font has no such name or it is empty.
  func english(_ id: UInt32) -> String? {
    guard let languages = languagesByID[id] else { return nil }
    let preferred =
      languages.first { $0 == "en" } ?? languages.first { $0 == "en-us" }
      ?? languages.first(where: LanguageTag.isEnglish) ?? languages.first
    guard let language = preferred, let text = face.name(id, language: language), !text.isEmpty else { return nil }
    return text
  }

  /// Name `id` in every language but English, each once, with its BCP 47 tag, ordered by tag.
  func otherLanguages(_ id: UInt32) -> [LocalizedName] {
    let languages = (languagesByID[id] ?? []).filter { !$0.isEmpty && !LanguageTag.isEnglish($0) }
    var seen = Set<String>()
    return languages.sorted().compactMap { language in
      guard seen.insert(language).inserted, let text = face.name(id, language: language), !text.isEmpty else {
        return nil
      }
      return LocalizedName(name: text, language: LanguageTag.bcp47(language))
    }
  }
}
