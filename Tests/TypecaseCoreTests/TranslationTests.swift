import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore

/// Every interface string has a Japanese and a Korean translation that keeps its placeholders.
@Suite struct TranslationTests {
  /// The English source strings: every `tr("…")` literal in Sources, and every schema title.
  static let englishKeys: Set<String> = {
    var keys = Set<String>()
    let sources = FixtureFonts.packageRoot.appendingPathComponent("Sources")
    let files =
      FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    for file in files {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      keys.formUnion(SwiftStringLiterals.trArguments(in: text))
    }
    let schema = TypecaseSettings.schema
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
    collect(schema.groups)
    return keys
  }()

  @Test func findsTheInterfaceStrings() {
    #expect(Self.englishKeys.contains("Font Families"))
    #expect(Self.englishKeys.contains("Temperature Unit"))
    #expect(Self.englishKeys.contains("no font family named \"{name}\""))
    #expect(Self.englishKeys.contains { $0.hasPrefix("Usage: typecase families") })
    #expect(Self.englishKeys.count > 40)
  }

  @Test(arguments: [InterfaceLanguage.japanese, .korean])
  func everyStringIsTranslated(language: InterfaceLanguage) throws {
    let directory = FixtureFonts.packageRoot.appendingPathComponent("Sources/TypecaseCore/Localization/Translations")
    let localizer = Localizer(language: language, directory: directory)
    let missing = Self.englishKeys.filter { !localizer.hasTranslation($0) }.sorted()
    #expect(
      missing.isEmpty,
      "missing in \(language.rawValue).strings:\n\(missing.map { "\"\(escaped($0))\" = \"\";" }.joined(separator: "\n"))"
    )
    let stale = localizer.translatedKeys.subtracting(Self.englishKeys).sorted()
    #expect(stale.isEmpty, "no longer used: \(stale)")
    for key in Self.englishKeys where localizer.hasTranslation(key) {
      #expect(placeholders(in: localizer.string(key)) == placeholders(in: key), "placeholders differ: \(key)")
    }
  }

  @Test func theSeedsOwnWords() throws {
    let directory = FixtureFonts.packageRoot.appendingPathComponent("Sources/TypecaseCore/Localization/Translations")
    let japanese = Localizer(language: .japanese, directory: directory)
    #expect(japanese.string("Language & Region") == "言語と地域")
    #expect(japanese.string("Temperature Unit") == "温度単位")
    #expect(japanese.string("Celsius (°C)") == "摂氏（°C）")
    #expect(japanese.string("Fahrenheit (°F)") == "華氏（°F）")
    #expect(japanese.string("Font Families") == "フォントファミリー")
    #expect(japanese.string("Settings") == "設定")
    // No space between a Japanese word and the particle (issue 13.15).
    #expect(japanese.string("Back to {screen}", ["screen": "フォントファミリー"]) == "フォントファミリーに戻る")
    let korean = Localizer(language: .korean, directory: directory)
    #expect(korean.string("Language & Region") == "언어 및 지역")
    #expect(korean.string("Temperature Unit") == "온도 단위")
    #expect(korean.string("Celsius (°C)") == "섭씨(°C)")
    #expect(korean.string("Fahrenheit (°F)") == "화씨(°F)")
    #expect(korean.string("Font Families") == "글꼴 패밀리")
    #expect(korean.string("Settings") == "설정")
  }

  private func placeholders(in text: String) -> [String] {
    text.split(separator: "{", omittingEmptySubsequences: false).dropFirst().compactMap { part in
      part.firstIndex(of: "}").map { String(part[..<$0]) }
    }.sorted()
  }

  private func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n")
  }
}

/// Reads the string literals passed to `tr(` out of Swift source text.
enum SwiftStringLiterals {
  static func trArguments(in source: String) -> [String] {
    var results: [String] = []
    var rest = Substring(source)
    while let call = rest.range(of: "tr(") {
      let before = rest[..<call.lowerBound].last
      rest = rest[call.upperBound...]
      if let before, before.isLetter || before.isNumber || before == "_" { continue }
      let trimmed = rest.drop { $0 == " " || $0 == "\n" }
      if trimmed.hasPrefix("\"\"\"") {
        guard let (text, remaining) = multiLine(trimmed) else { continue }
        results.append(text)
        rest = remaining
      } else if trimmed.hasPrefix("\"") {
        guard let (text, remaining) = singleLine(trimmed.dropFirst()) else { continue }
        results.append(text)
        rest = remaining
      }
    }
    return results
  }

  private static func singleLine(_ text: Substring) -> (String, Substring)? {
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "\"" { return (result, text[text.index(after: index)...]) }
      if character == "\\" {
        index = text.index(after: index)
        guard index < text.endIndex else { return nil }
        switch text[index] {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "u":
          guard let close = text[index...].firstIndex(of: "}"),
            let value = UInt32(text[text.index(index, offsetBy: 2)..<close], radix: 16),
            let scalar = Unicode.Scalar(value)
          else { return nil }
          result.unicodeScalars.append(scalar)
          index = close
        default: result.append(text[index])
        }
      } else {
        result.append(character)
      }
      index = text.index(after: index)
    }
    return nil
  }

  private static func multiLine(_ text: Substring) -> (String, Substring)? {
    let body = text.dropFirst(3).drop { $0 != "\n" }.dropFirst()
    guard let close = body.range(of: "\"\"\"") else { return nil }
    var lines = body[..<close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
    let indent = lines.removeLast().count
    let content = lines.map { $0.count >= indent ? String($0.dropFirst(indent)) : "" }.joined(separator: "\n")
    guard let (unescaped, _) = singleLine(Substring(content.replacingOccurrences(of: "\"", with: "\\\"") + "\"")) else {
      return nil
    }
    return (unescaped, body[close.upperBound...])
  }
}
