import Testing
import TypecaseCore

/// The "did you mean" names: what is one typo away comes before what only holds the name.
@Suite struct NameSuggestionsTests {
  func closest(_ name: String, _ names: [String]) -> [String] {
    NameSuggestions.closest(to: name, among: names.map { (name: $0, allNames: [$0]) })
  }

  @Test func twoLettersSwappedAreOneEdit() {
    #expect(SearchDistance.between("blod", "bold") == 1)
    #expect(SearchDistance.between("famlies", "families") == 1)
    #expect(SearchDistance.between("abc", "abc") == 0)
    #expect(SearchDistance.between("abc", "cba") == 2)
    #expect(SearchDistance.between("", "ab") == 2)
  }

  @Test func aTypoComesBeforeANameItHolds() {
    let names = ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSansMono", "DejaVuSerif"]
    // "DejaVuSans" came first: "DejaVuSans-Blod" holds it.
    #expect(closest("DejaVuSans-Blod", names).first == "DejaVuSans-Bold")
    // A part of a name still finds the names holding it, the nearest in length first.
    #expect(closest("DejaVu", ["DejaVu Sans Mono", "DejaVu Sans", "Inter"]) == ["DejaVu Sans", "DejaVu Sans Mono"])
    #expect(closest("zzzz", names).isEmpty)
    // One letter left out is one edit too: "DejaVuSans", which "DejaVuSans-Bld" holds, lacks
    // four characters typed, and came first.
    #expect(closest("DejaVuSans-Bld", names) == ["DejaVuSans-Bold", "DejaVuSans", "DejaVuSansMono"])
    #expect(closest("DejaVuSerif-Bld", names + ["DejaVuSerif-Bold"]).prefix(2) == ["DejaVuSerif-Bold", "DejaVuSerif"])
  }

  /// Names compared by their bytes and lengths (a long name's distance is not worked out)
  /// are still found as before: held in a long name, holding it, or a typo away.
  @Test func namesHeldInALongNameOrHoldingItAreFound() {
    let names = ["Noto Sans", "Noto Sans CJK JP", "Ubuntu"]
    #expect(closest(String(repeating: "x", count: 20) + "Noto Sans", names) == ["Noto Sans"])
    #expect(closest("Sans CJK", names) == ["Noto Sans CJK JP"])
    #expect(closest("Ubuntü", names) == ["Ubuntu"])
    #expect(closest("日本語 Noto Sans CJK JP", names) == ["Noto Sans CJK JP", "Noto Sans"])
    #expect(closest(String(repeating: "x", count: 5_000), names).isEmpty)
  }
}
