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
    ([:], .english),
  ])
  func followsTheEnvironment(environment: [String: String], expected: InterfaceLanguage) {
    #expect(InterfaceLanguage.fromEnvironment(environment) == expected)
  }

  @Test func fillsPlaceholdersAndFallsBackToEnglish() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tc-l10n-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try "\"{shown} of {total}\" = \"{total} 件中 {shown} 件\";\n".write(
      to: directory.appendingPathComponent("ja.strings"), atomically: true, encoding: .utf8)
    let japanese = Localizer(language: .japanese, directory: directory)
    #expect(japanese.string("{shown} of {total}", ["shown": "3", "total": "7"]) == "7 件中 3 件")
    #expect(japanese.string("Untranslated") == "Untranslated")
    let english = Localizer(language: .english, directory: directory)
    #expect(english.string("{shown} of {total}", ["shown": "3", "total": "7"]) == "3 of 7")
  }
}
