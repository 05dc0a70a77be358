import Testing

@testable import TypecaseCore

/// A translated message split at its placeholders and filled many times.
@Suite struct MessageTemplateTests {
  @Test func fillsFromPairsAsFromADictionary() {
    let messages = [
      "« {character} » n’est pas dans {face}", "{count} fonts", "{a}{b}{a}", "{missing} and {face}", "no braces",
      "open { only", "{face", "{face}", "",
    ]
    let pairs: KeyValuePairs = ["character": "ж", "face": "DéjàVu {count}", "count": "12", "a": "1", "b": "2"]
    let dictionary = Dictionary(uniqueKeysWithValues: pairs.map { ($0.key, $0.value) })
    for message in messages {
      #expect(MessageTemplate(message).filled(pairs) == MessageTemplate(message).filled(dictionary), "\(message)")
    }
    #expect(MessageTemplate("{a}{b}{a}").filled(pairs) == "121")
    #expect(MessageTemplate("{face} / {missing}").filled(pairs) == "DéjàVu {count} / {missing}")
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
