import Testing

@testable import TypecaseCore

/// A translated message split at its placeholders and filled many times.
@Suite struct MessageTemplateTests {
  @Test func fillsAsLocalizerFillDoes() {
    let messages = [
      "« {character} » n’est pas dans {face}", "{count} fonts", "{a}{b}{a}", "{missing} and {face}", "no braces",
      "open { only", "{face", "{face}", "",
    ]
    let arguments = ["character": "ж", "face": "DéjàVu {count}", "count": "12", "a": "1", "b": "2"]
    for message in messages {
      let pairs = KeyValuePairs(
        dictionaryLiteral: ("character", "ж"), ("face", "DéjàVu {count}"), ("count", "12"), ("a", "1"), ("b", "2"))
      #expect(MessageTemplate(message).filled(pairs) == Localizer.fill(message, arguments), "\(message)")
    }
  }

  @Test func splitsAtEachPlaceholder() {
    #expect(MessageTemplate("Star {family}").parts == [.text("Star "), .placeholder("family")])
    #expect(
      MessageTemplate("{family}, {count} fonts").parts == [
        .placeholder("family"), .text(", "), .placeholder("count"), .text(" fonts"),
      ])
    #expect(MessageTemplate("a { b").parts == [.text("a { b")])
  }
}
