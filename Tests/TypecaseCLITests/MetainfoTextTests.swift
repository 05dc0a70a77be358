import FixtureSupport
import Foundation
import Testing

/// The metainfo's Japanese text reads as written in software centres.
struct MetainfoTextTests {
  /// No line break between two Japanese characters in the Japanese text: AppStream turns every
  /// line break into a space, and GNOME Software showed "名前を そのフォント" and "スタイル、 形式".
  @Test func japaneseTextHasNoLineBreakBetweenJapaneseCharacters() throws {
    let file = FixtureFonts.packageRoot.appendingPathComponent("data/io.github.typecase.Typecase.metainfo.xml")
    let xml = try String(contentsOf: file, encoding: .utf8)
    let japanese = try Regex(#"<(\w+) xml:lang="ja">([^<]*)</\1>"#)
    let texts = xml.matches(of: japanese).compactMap { $0.output[2].substring.map(String.init) }
    #expect(texts.count >= 4)
    /// Whether a character is Japanese: kana, a Han ideograph, or CJK punctuation.
    func isJapanese(_ character: Character) -> Bool {
      character.unicodeScalars.allSatisfy {
        (0x3000...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value)
      }
    }
    for text in texts {
      let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      for (line, next) in zip(lines, lines.dropFirst()) {
        guard let last = line.last, let first = next.first else { continue }
        #expect(!(isJapanese(last) && isJapanese(first)), "broken between \"\(line)\" and \"\(next)\"")
      }
    }
  }
}
