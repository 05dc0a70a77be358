import Testing
import TypecaseCore

@testable import TypecaseUI

/// A family whose name its own font cannot draw shows its name in the interface's font and,
/// beside it, a sample of its own characters: none when it has none to show.
@Suite struct FamilyRowSampleTests {
  func row(nameSample: String?) -> Row {
    FontScreens.familyRow(
      FamilySummary(name: "No Printable Map", faceCount: 1), preview: PreviewStyle(), nameSample: nameSample,
      localizer: .english, labels: FamilyRowLabels(localizer: .english))
  }

  @Test func aSampleIsShownBesideTheName() {
    let shown = row(nameSample: "ᄀᆨ〆")
    #expect(shown.text == "No Printable Map")
    #expect(shown.font == nil)
    #expect(shown.detail == "ᄀᆨ〆")
    #expect(shown.detailFont?.family == "No Printable Map")
  }

  @Test func anEmptySampleIsNoDetail() {
    let shown = row(nameSample: "")
    #expect(shown.text == "No Printable Map")
    #expect(shown.font == nil, "the name is drawn in its own font, which draws none of it")
    #expect(shown.detail == nil)
  }
}
