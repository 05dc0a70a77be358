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
