import TypecaseCore

/// The name table of one face: each name in English when the font has it, and its other
/// languages.
struct FaceNames {
  /// Name IDs of the OpenType name table.
  typealias ID = NameID

  private let face: HarfBuzzFace
  /// The languages of each name ID, in HarfBuzz's order (by tag).
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
    guard var languages = languagesByID[id] else { return nil }
    // Without English, the first in the name table's order, as fontconfig names the font (the
    // list and `families`): HarfBuzz's first by tag named it otherwise ("测试宋体" on its page,
    // "測試宋體" in the list).
    if !languages.contains(where: LanguageTag.isEnglish), languages.count > 1 {
      let ordered = NameTable.languagesInTableOrder(of: id, table: face.tableBytes("name", length: Int.max))
      languages = ordered.filter(languages.contains) + languages.filter { !ordered.contains($0) }
    }
    guard let language = NameTable.preferredLanguage(among: languages), let text = face.name(id, language: language),
      !text.isEmpty
    else { return nil }
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
