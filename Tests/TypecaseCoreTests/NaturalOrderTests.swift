import Testing

@testable import TypecaseCore

@Suite struct NaturalOrderTests {
  @Test func comparesDigitRunsAsNumbers() {
    let names = ["Font 10", "font 2", "Font 1", "Font 02", "Font"]
    #expect(names.sorted(by: NaturalOrder.precedes) == ["Font", "Font 1", "font 2", "Font 02", "Font 10"])
  }

  @Test func ignoresCaseButStaysTotal() {
    #expect(NaturalOrder.precedes("abc", "ABD"))
    #expect(NaturalOrder.precedes("ABC", "abc"))
    #expect(!NaturalOrder.precedes("abc", "ABC"))
    #expect(!NaturalOrder.precedes("same", "same"))
  }

  /// Accented and full-width names sort where search finds them: they sorted after "zeta
  /// sans", by code point ("…, zeta sans, Éclair Sans, ｆｕｌｌ Ｗｉｄｔｈ").
  @Test func foldsDiacriticsAndWidthAsSearchDoes() {
    let names = ["zeta sans", "Éclair Sans", "ｆｕｌｌ Ｗｉｄｔｈ", "Eden", "Fira", "Ecran 2", "Écran 10", "Straße", "Strasse"]
    #expect(
      names.sorted(by: NaturalOrder.precedes) == [
        "Éclair Sans", "Ecran 2", "Écran 10", "Eden", "Fira", "ｆｕｌｌ Ｗｉｄｔｈ", "Strasse", "Straße", "zeta sans",
      ])
    #expect(NaturalOrder.sorted(names, by: { $0 }) == names.sorted(by: NaturalOrder.precedes))
  }

  @Test func namesWeightsAndWidths() {
    #expect(FontTraits(weight: 400).weightName == "regular")
    #expect(FontTraits(weight: 700).weightName == "bold")
    #expect(FontTraits(weight: 380).weightName == "book")
    #expect(FontTraits(width: 87).widthName == "semicondensed")
    #expect(FontTraits(slant: 110).slantName == "oblique")
    #expect(FontTraits(weight: 700) > FontTraits(weight: 400, slant: 100))
    #expect(FontTraits(weight: 900, width: 75) < FontTraits(weight: 100))
  }
}
