import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore

/// Where a count is shown, the text goes through `trn` (ngettext), so "1 font" is never
/// "1 fonts" and languages with other plural rules can say it right.
@Suite struct PluralUsageTests {
  /// Nouns that follow a number in the interface's sentences.
  static let countedNouns = [
    "font", "fonts", "face", "faces", "family", "families", "character", "characters", "file", "files",
    "instance", "instances", "block", "blocks", "language", "languages", "glyph", "glyphs",
  ]

  /// Messages whose count is a bare number in parentheses after a label, with no noun to agree.
  static let bareCounts: Set<String> = ["All Blocks ({count})", "{language} ({count})"]

  static let calls: [(file: String, call: SwiftStringLiterals.Call)] = {
    let sources = FixtureFonts.packageRoot.appendingPathComponent("Sources")
    let files =
      FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    return files.flatMap { file in
      let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      return SwiftStringLiterals.calls(in: text).map { (file.lastPathComponent, $0) }
    }
  }()

  @Test func countsGoThroughPluralForms() {
    let numberAndNoun = try? Regex("\\{[A-Za-z]+\\} (\(Self.countedNouns.joined(separator: "|")))\\b")
    let plainCalls = Self.calls.filter { $0.call.function != "trn" }
    #expect(plainCalls.count > 300)
    for (file, call) in plainCalls {
      let english = call.literals[0]
      // Help texts show no counts; their "{commands}" and "{keys}" are lists.
      if call.function == "trParagraphs" { continue }
      #expect(
        !english.contains("{count}") || Self.bareCounts.contains(english),
        "\(file): \"\(english)\" shows a count: use trn(singular, plural, count)")
      if let numberAndNoun {
        #expect(
          english.firstMatch(of: numberAndNoun) == nil, "\(file): \"\(english)\" puts a number before a noun: use trn")
      }
      #expect(
        english.firstMatch(of: /\b1 [a-z]+\b/) == nil || !english.contains("{"),
        "\(file): \"\(english)\" spells out a singular: use trn")
    }
  }

  @Test func knownCountMessagesArePlural() {
    let plurals = Dictionary(
      Self.calls.filter { $0.call.function == "trn" }.map { ($0.call.literals[0], $0.call.literals[1]) },
      uniquingKeysWith: { first, _ in first })
    for (singular, plural) in [
      ("{count} font", "{count} fonts"), ("{count} character", "{count} characters"),
      ("{family}, {count} font", "{family}, {count} fonts"), ("{shown} of {total}", "{shown} of {total}"),
      ("{count} family", "{count} families"), ("{count} face", "{count} faces"),
      ("Move {count} font file to the trash?", "Move {count} font files to the trash?"),
      ("The fonts are the same ({count} face).", "The fonts are the same ({count} faces)."),
    ] {
      #expect(plurals[singular] == plural, "\(singular) / \(plural) is not a trn message")
    }
    for (singular, plural) in plurals {
      #expect(placeholders(singular) == placeholders(plural), "\(singular) / \(plural): placeholders differ")
    }
  }

  private func placeholders(_ text: String) -> Set<Substring> {
    Set(text.matches(of: /\{[A-Za-z]+\}/).map { text[$0.range] })
  }
}
