import Testing
import TypecaseCore

/// Fontconfig's language tags named in each interface language, from ICU's data.
@Suite struct LanguageNamesTests {
  @Test(arguments: [
    ("ja", InterfaceLanguage.english, "Japanese"), ("ja", .japanese, "日本語"), ("ja", .korean, "일본어"),
    ("ko", .english, "Korean"), ("ko", .japanese, "韓国語"), ("ko", .korean, "한국어"),
    ("en", .english, "English"), ("en", .japanese, "英語"), ("en", .korean, "영어"),
    ("zh-tw", .english, "Chinese (Taiwan)"), ("zh-tw", .japanese, "中国語（台湾）"), ("zh-tw", .korean, "중국어(대만)"),
    ("az-ir", .english, "Azerbaijani (Iran)"),
    ("und-zsye", .english, "Emoji"), ("und-zsye", .japanese, "絵文字"), ("und-zsye", .korean, "이모티콘"),
    ("und-zmth", .english, "Mathematical Notation"),
    ("wen", .english, "wen"), ("wen", .japanese, "wen"), ("xyz", .korean, "xyz"), ("", .english, ""),
  ])
  func namesATag(tag: String, language: InterfaceLanguage, expected: String) {
    #expect(LanguageNames.name(of: tag, in: language) == expected)
  }

  @Test func namesNearlyEveryTagFontconfigKnows() {
    let tags = FontSource.knownLanguages()
    #expect(tags.count > 200)
    for language in InterfaceLanguage.allCases {
      let unnamed = tags.filter { LanguageNames.name(of: $0, in: language) == $0 }
      #expect(unnamed.count <= 5, "\(language): \(unnamed)")
    }
  }
}
