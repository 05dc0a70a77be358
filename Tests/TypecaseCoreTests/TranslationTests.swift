import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore

/// Every interface string has a Japanese and a Korean translation in po/LANG.po that keeps its
/// placeholders; nothing there is stale, fuzzy or obsolete, and the compiled .mo files say the
/// same as the .po files.
@Suite struct TranslationTests {
  static let root = FixtureFonts.packageRoot
  static let translations = root.appendingPathComponent("Sources/TypecaseTranslations/Translations")

  /// The msgids of the sources (with their English plurals), read by the test's own reader.
  static let sourceMsgids: [String: String?] = {
    var msgids: [String: String?] = [:]
    let sources = root.appendingPathComponent("Sources")
    let files =
      FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    for file in files {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      for (msgid, plural) in SwiftStringLiterals.msgids(in: text) { msgids[msgid] = plural }
    }
    return msgids
  }()

  /// The titles the settings schema shows, which must be among the msgids (`translatable`).
  static let schemaTitles: Set<String> = {
    var keys = Set<String>()
    func collect(_ groups: [SettingsGroup]) {
      for group in groups {
        if let title = group.title { keys.insert(title) }
        if let footer = group.footer { keys.insert(footer) }
        for item in group.items {
          switch item {
          case .setting(let setting):
            keys.insert(setting.title)
            for choice in setting.choices where !choice.isVerbatim { keys.insert(choice.title) }
          case .page(let page):
            keys.insert(page.title)
            collect(page.groups)
          }
        }
      }
    }
    collect(TypecaseSettings.schema.groups)
    return keys
  }()

  static func po(_ language: InterfaceLanguage) throws -> PoFile {
    PoFile(text: try String(contentsOf: root.appendingPathComponent("po/\(language.rawValue).po"), encoding: .utf8))
  }

  @Test func findsTheInterfaceStrings() {
    let msgids = Self.sourceMsgids
    #expect(msgids.keys.contains("Font Families"))
    #expect(msgids.keys.contains("no font family named \"{name}\""))
    #expect(msgids["{count} font"] == "{count} fonts")
    #expect(msgids.keys.contains("Usage: typecase faces FAMILY [--json]"), "help texts are split into paragraphs")
    #expect(!msgids.keys.contains { $0.contains("\n\nOptions:") })
    #expect(msgids.count > 300)
    let missing = Self.schemaTitles.filter { msgids[$0] == nil }
    #expect(missing.isEmpty, "settings titles not marked translatable(…): \(missing.sorted())")
  }

  @Test(arguments: [InterfaceLanguage.japanese, .korean])
  func everyMsgidIsTranslatedAndNoneIsStale(language: InterfaceLanguage) throws {
    let po = try Self.po(language)
    let entries = Dictionary(po.entries.map { ($0.msgid, $0) }, uniquingKeysWith: { first, _ in first })
    let missing = Self.sourceMsgids.keys.filter { entries[$0] == nil }.sorted()
    #expect(missing.isEmpty, "not in po/\(language.rawValue).po (run scripts/update-po): \(missing)")
    let stale = entries.keys.filter { Self.sourceMsgids[$0] == nil }.sorted()
    #expect(stale.isEmpty, "no longer in the sources (run scripts/update-po): \(stale)")
    for entry in po.entries {
      #expect(
        entry.translations.allSatisfy { !$0.isEmpty } && !entry.translations.isEmpty, "untranslated: \(entry.msgid)")
      #expect(!entry.flags.contains("fuzzy"), "fuzzy: \(entry.msgid)")
      if let plural = Self.sourceMsgids[entry.msgid] { #expect(entry.plural == plural, "plural of \(entry.msgid)") }
      let english = placeholders(in: entry.plural ?? entry.msgid)
      for translation in entry.translations {
        #expect(placeholders(in: translation) == english, "placeholders differ: \(entry.msgid) → \(translation)")
      }
      #expect(
        entry.flags.contains("python-brace-format") == !namedPlaceholders(in: entry.msgid + (entry.plural ?? ""))
          .isEmpty,
        "python-brace-format flag: \(entry.msgid)")
    }
    #expect(po.obsoleteLines.isEmpty, "obsolete entries in po/\(language.rawValue).po: \(po.obsoleteLines.prefix(4))")
  }

  @Test(arguments: [InterfaceLanguage.japanese, .korean])
  func theHeaderNamesTheLanguageAndItsPlurals(language: InterfaceLanguage) throws {
    let po = try Self.po(language)
    #expect(po.headerField("Language") == language.rawValue)
    #expect(po.headerField("Plural-Forms") == "nplurals=1; plural=0;")
    #expect(po.headerField("Content-Type") == "text/plain; charset=UTF-8")
    #expect(po.entries.allSatisfy { $0.plural == nil || $0.translations.count == 1 })
  }

  @Test(arguments: [InterfaceLanguage.japanese, .korean])
  func theCompiledCatalogSaysWhatThePoFileSays(language: InterfaceLanguage) throws {
    let po = try Self.po(language)
    let data = try Data(contentsOf: Self.translations.appendingPathComponent("\(language.rawValue).mo"))
    let catalog = try #require(MessageCatalog(bytes: [UInt8](data)))
    #expect(catalog.headerField("Language") == Substring(language.rawValue))
    #expect(catalog.pluralRule.count == 1)
    #expect(catalog.entryCount == po.entries.count + 1)
    for entry in po.entries {
      #expect(catalog.forms(of: entry.msgid) == entry.translations, "\(entry.msgid) differs in \(language.rawValue).mo")
    }
  }

  @Test func theTemplatePoAndMoFilesAreUpToDate() throws {
    let outcome = try ProcessRunner.run(
      Self.root.appendingPathComponent("scripts/update-po"), ["--check"],
      environment: ProcessInfo.processInfo.environment)
    #expect(outcome.status == 0, "\(outcome.standardError)")
  }

  @Test func theSeedsOwnWords() throws {
    let japanese = Localizer(language: .japanese, directory: Self.translations)
    #expect(japanese.string("Language & Region") == "言語と地域")
    #expect(japanese.string("Temperature Unit") == "温度単位")
    #expect(japanese.string("Celsius (°C)") == "摂氏（°C）")
    #expect(japanese.string("Fahrenheit (°F)") == "華氏（°F）")
    #expect(japanese.string("Font Families") == "フォントファミリー")
    #expect(japanese.string("Settings") == "設定")
    // No space between a Japanese word and the particle (issue 13.15).
    #expect(japanese.string("Back to {screen}", ["screen": "フォントファミリー"]) == "フォントファミリーに戻る")
    let korean = Localizer(language: .korean, directory: Self.translations)
    #expect(korean.string("Language & Region") == "언어 및 지역")
    #expect(korean.string("Temperature Unit") == "온도 단위")
    #expect(korean.string("Celsius (°C)") == "섭씨(°C)")
    #expect(korean.string("Fahrenheit (°F)") == "화씨(°F)")
    #expect(korean.string("Font Families") == "글꼴 패밀리")
    #expect(korean.string("Settings") == "설정")
    // The particle the word takes, once the word is known: 설정으로, not "설정(으)로" (the
    // translation writes both, for a word it cannot know); both stay after Latin letters.
    #expect(korean.string("Back to {screen}", ["screen": "설정"]) == "설정으로 돌아가기")
    #expect(korean.string("Back to {screen}", ["screen": "언어 및 지역"]) == "언어 및 지역으로 돌아가기")
    #expect(korean.string("Back to {screen}", ["screen": "DejaVu Sans"]) == "DejaVu Sans(으)로 돌아가기")
  }

  /// A Korean particle written both ways takes the form of the word before it: its final
  /// consonant (ㄹ as a vowel for (으)로), or a number's last digit as read (일 칠 팔 end in
  /// ㄹ); past closing quotes; both stay where the reading is not known.
  @Test(arguments: [
    ("설정(으)로", "설정으로"), ("파일(으)로", "파일로"), ("글꼴(으)로", "글꼴로"), ("모드(으)로", "모드로"),
    ("\"나눔고딕\"을(를) 설치", "\"나눔고딕\"을 설치"), ("'바탕'을(를)", "'바탕'을"), ("패밀리을(를)", "패밀리를"),
    ("인수 2은(는)", "인수 2는"), ("인수 3은(는)", "인수 3은"), ("인스턴스 10이(가)", "인스턴스 10이"),
    ("사과와(과) 배", "사과와 배"), ("책와(과) 펜", "책과 펜"), ("굴림(이)라는", "굴림이라는"), ("바다(이)라는", "바다라는"),
    ("Inter을(를)", "Inter을(를)"), ("(으)로", "(으)로"), ("\"a.ttf\"을(를)", "\"a.ttf\"을(를)"),
    ("설정(으)로 가서 파일을(를)", "설정으로 가서 파일을"),
  ])
  func koreanParticlesFitTheWordBefore(written: String, chosen: String) {
    #expect(KoreanParticles.chosen(in: written) == chosen)
  }

  @Test func pluralsAndParagraphsInEachLanguage() throws {
    let english = Localizer(language: .english, directory: Self.translations)
    #expect(english(trn("{count} font", "{count} fonts", 1)) == "1 font")
    #expect(english(trn("{count} font", "{count} fonts", 2)) == "2 fonts")
    #expect(english(trn("{count} font", "{count} fonts", 0)) == "0 fonts")
    let japanese = Localizer(language: .japanese, directory: Self.translations)
    #expect(japanese(trn("{count} font", "{count} fonts", 1)) == "1 個のフォント")
    #expect(japanese(trn("{count} font", "{count} fonts", 5)) == "5 個のフォント")
    let korean = Localizer(language: .korean, directory: Self.translations)
    #expect(korean(trn("{count} font", "{count} fonts", 1)) == "글꼴 1개")
    let help = trParagraphs("Usage: typecase faces FAMILY [--json]\n\nnot translated\n\n")
    #expect(japanese(help) == "使い方: typecase faces FAMILY [--json]\n\nnot translated\n\n")
    #expect(english(help) == help.english)
  }

  /// Lists are joined as each language joins them: Japanese with 、 ("A.ttf, B.ttf を
  /// ゴミ箱へ移動しました" read as English commas in a Japanese sentence).
  @Test func listsAreJoinedInEachLanguage() {
    let items = ["A.ttf", "B.ttf", "C.ttf"]
    #expect(Localizer(language: .japanese, directory: Self.translations).list(items) == "A.ttf、B.ttf、C.ttf")
    #expect(Localizer(language: .korean, directory: Self.translations).list(items) == "A.ttf, B.ttf, C.ttf")
    #expect(Localizer.english.list(items) == "A.ttf, B.ttf, C.ttf")
    #expect(Localizer.english.list(["A"]) == "A" && Localizer.english.list([]).isEmpty)
  }

  /// The `{identifier}` placeholders (not JSON shapes such as `{name, faces}`).
  private func namedPlaceholders(in text: String) -> [String] {
    placeholders(in: text).filter { name in
      name.first?.isLetter == true && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }

  private func placeholders(in text: String) -> [String] {
    text.split(separator: "{", omittingEmptySubsequences: false).dropFirst().compactMap { part in
      part.firstIndex(of: "}").map { String(part[..<$0]) }
    }.sorted()
  }
}
