import Testing

@testable import TypecaseCore

/// Plural-Forms expressions, evaluated as gettext does.
@Suite struct PluralRuleTests {
  @Test func englishJapaneseAndFrench() throws {
    #expect(PluralRule.germanic.count == 2)
    #expect([0, 1, 2, 21].map(PluralRule.germanic.form(for:)) == [1, 0, 1, 1])
    let japanese = try #require(PluralRule(header: "nplurals=1; plural=0;"))
    #expect(japanese.count == 1)
    #expect([0, 1, 2, 100].map(japanese.form(for:)) == [0, 0, 0, 0])
    let french = try #require(PluralRule(header: "nplurals=2; plural=(n > 1);"))
    #expect([0, 1, 2].map(french.form(for:)) == [0, 0, 1])
  }

  @Test func russianAndPolish() throws {
    let russian = try #require(
      PluralRule(
        header:
          "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"))
    #expect([1, 2, 5, 11, 21, 22, 25, 111, 112].map(russian.form(for:)) == [0, 1, 2, 2, 0, 1, 2, 2, 2])
    let polish = try #require(
      PluralRule(header: "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"))
    #expect([1, 2, 5, 12, 22].map(polish.form(for:)) == [0, 1, 2, 2, 1])
  }

  @Test func arabicAndNegation() throws {
    let arabic = try #require(
      PluralRule(
        header:
          "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);"))
    #expect([0, 1, 2, 3, 11, 100].map(arabic.form(for:)) == [0, 1, 2, 3, 4, 5])
    let negated = try #require(PluralRule(header: "nplurals=2; plural=!(n == 1);"))
    #expect([1, 2].map(negated.form(for:)) == [0, 1])
  }

  @Test func formsBeyondTheCountAndBrokenRules() throws {
    let beyond = try #require(PluralRule(header: "nplurals=2; plural=n;"))
    #expect(beyond.form(for: 5) == 0, "a form the language lacks falls back to the first")
    #expect(PluralRule(header: "nplurals=2; plural=(n != 1;") == nil)
    #expect(PluralRule(header: "nplurals=0; plural=0;") == nil)
    #expect(PluralRule(header: "plural=0;") == nil)
    #expect(PluralRule(header: "nplurals=2; plural=n ? ;") == nil)
  }
}
