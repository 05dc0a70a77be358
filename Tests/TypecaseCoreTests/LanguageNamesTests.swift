import Foundation
import Testing
import TypecaseCore

/// Fontconfig's language tags named in each interface language, from ICU's data (a table made
/// by scripts/generate-language-names, which must still say what ICU says).
@Suite struct LanguageNamesTests {
  /// ICU's name of `tag` in `language` through Foundation's Locale, the reference (how
  /// LanguageNames asked before it had a table): a script's name for "und-" and a script code,
  /// else the display name of the tag, else the tag.
  static func icuName(of tag: String, in language: InterfaceLanguage) -> String {
    let locale = Locale(identifier: language.rawValue)
    let parts = tag.split(separator: "-")
    if parts.count == 2, parts[0] == "und", parts[1].count == 4 {
      let script = parts[1].prefix(1).uppercased() + parts[1].dropFirst().lowercased()
      return locale.localizedString(forScriptCode: script) ?? tag
    }
    guard !tag.isEmpty, let name = locale.localizedString(forIdentifier: tag), !name.isEmpty else { return tag }
    return name
  }

  @Test(arguments: [
    ("ja", InterfaceLanguage.english, "Japanese"), ("ja", .japanese, "日本語"), ("ja", .korean, "일본어"),
    ("ko", .english, "Korean"), ("ko", .japanese, "韓国語"), ("ko", .korean, "한국어"),
    ("en", .english, "English"), ("en", .japanese, "英語"), ("en", .korean, "영어"),
    ("zh-tw", .english, "Chinese (Taiwan)"), ("zh-tw", .japanese, "中国語（台湾）"), ("zh-tw", .korean, "중국어(대만)"),
    ("az-ir", .english, "Azerbaijani (Iran)"),
    ("und-zsye", .english, "Emoji"), ("und-zsye", .japanese, "絵文字"), ("und-zsye", .korean, "이모티콘"),
    ("und-zmth", .english, "Mathematical Notation"),
    // Languages ICU has no name for (they were named by their tags, "wen (wen)").
    ("wen", .english, "Sorbian"), ("wen", .japanese, "ソルブ語"), ("shs", .korean, "슈스왑어"),
    ("xyz", .korean, "xyz"), ("", .english, ""),
  ])
  func namesATag(tag: String, language: InterfaceLanguage, expected: String) {
    #expect(LanguageNames.name(of: tag, in: language) == expected)
  }

  @Test func namesEveryTagFontconfigKnows() {
    let tags = FontSource.knownLanguages()
    #expect(tags.count > 200)
    for language in InterfaceLanguage.allCases {
      let unnamed = tags.filter { LanguageNames.name(of: $0, in: language) == $0 }
      #expect(unnamed.isEmpty, "\(language): \(unnamed)")
    }
  }

  /// Every tag the fontconfig in use knows, and the language part of each (what the window's
  /// language filter accepts), has ICU's name in every interface language (where ICU has one):
  /// a fontconfig with new tags fails here until the table is generated again.
  @Test func everyTagFontconfigKnowsHasICUsName() {
    let known = FontSource.knownLanguages()
    let tags = Set(known + known.compactMap { $0.split(separator: "-").first.map(String.init) })
    #expect(tags.count > 200)
    for language in InterfaceLanguage.allCases {
      let differing = tags.sorted().filter {
        Self.icuName(of: $0, in: language) != $0
          && LanguageNames.name(of: $0, in: language) != Self.icuName(of: $0, in: language)
      }
      #expect(
        differing.isEmpty, "\(language): \(differing.map { "\($0): \(LanguageNames.name(of: $0, in: language))" })")
    }
  }

  /// A known language in a territory fontconfig has no tag for (`--lang fr_CA`) is named with
  /// the territory's code (ICU would say "French (Canada)", but the table holds only
  /// fontconfig's tags); a tag whose language is unknown too is named by itself.
  @Test func aTagFontconfigDoesNotKnowIsNamedByItsLanguage() {
    #expect(!FontSource.knownLanguages().contains("fr-ca"))
    #expect(LanguageNames.name(of: "fr-ca", in: .english) == "French (CA)")
    #expect(LanguageNames.name(of: "el-gr", in: .japanese) == LanguageNames.name(of: "el", in: .japanese) + " (GR)")
    #expect(Self.icuName(of: "fr-ca", in: .english) == "French (Canada)")
    #expect(LanguageNames.name(of: "qx-ca", in: .english) == "qx-ca")
    #expect(LanguageNames.name(of: "qx", in: .korean) == "qx")
  }
}
