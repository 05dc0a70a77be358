import Foundation
import Testing

@testable import TypecaseCore

@Suite struct InterfaceLanguageTests {
  @Test(arguments: [
    (["LANGUAGE": "ja:en", "LANG": "en_US.UTF-8"], InterfaceLanguage.japanese),
    (["LANGUAGE": "fr:ko", "LANG": "fr_FR.UTF-8"], .korean),
    (["LC_ALL": "ko_KR.UTF-8", "LANG": "ja_JP.UTF-8"], .korean),
    (["LC_MESSAGES": "ja_JP.UTF-8", "LANG": "en_US.UTF-8"], .japanese),
    (["LANG": "ja_JP.UTF-8"], .japanese),
    (["LANG": "de_DE.UTF-8"], .english),
    (["LANGUAGE": "ja", "LC_ALL": "C"], .english),
    (["LANGUAGE": "ja", "LANG": "POSIX"], .english),
    (["LANGUAGE": "ja"], .english),
    (["LANGUAGE": "ja", "LANG": "C.UTF-8"], .japanese),
    ([:], .english),
  ])
  func followsTheEnvironment(environment: [String: String], expected: InterfaceLanguage) {
    #expect(InterfaceLanguage.fromEnvironment(environment) == expected)
  }

  @Test func fillsPlaceholdersAndFallsBackToEnglish() throws {
    let directory = try CompiledCatalog.directory(
      language: "ja",
      po: """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: nplurals=1; plural=0;\\n"

        msgid "{shown} of {total}"
        msgstr "{total} 件中 {shown} 件"

        """)
    let japanese = Localizer(language: .japanese, directory: directory)
    #expect(japanese.string("{shown} of {total}", ["shown": "3", "total": "7"]) == "7 件中 3 件")
    #expect(japanese.string("Untranslated") == "Untranslated")
    let english = Localizer(language: .english, directory: directory)
    #expect(english.string("{shown} of {total}", ["shown": "3", "total": "7"]) == "3 of 7")
    let missing = Localizer(language: .korean, directory: directory)
    #expect(missing.string("{shown} of {total}", ["shown": "3", "total": "7"]) == "3 of 7", "no ko.mo: English")
  }
}
