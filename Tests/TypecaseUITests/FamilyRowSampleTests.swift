import Testing
import TypecaseCore

@testable import TypecaseUI

/// A family whose name its own font cannot draw shows its name in the interface's font and,
/// beside it, a sample of its own characters: none when it has none to show.
@Suite struct FamilyRowSampleTests {
  func row(nameSample: String?, preview: PreviewStyle = PreviewStyle()) -> Row {
    FontScreens.familyRow(
      FamilySummary(name: "No Printable Map", faceCount: 1), preview: preview, nameSample: nameSample,
      localizer: .english, labels: FamilyRowLabels(localizer: .english))
  }

  /// A text the user chose is drawn in the family's own font, its name beside it, as the
  /// family's page draws it: Arabic fonts' rows showed their names and a sample of their own
  /// characters where the user asked for "مرحبا بالعالم".
  @Test func aChosenTextIsDrawnInTheFamilysFont() {
    let shown = row(nameSample: "ؠءآأؤإئا", preview: PreviewStyle(sample: .custom("مرحبا بالعالم")))
    #expect(shown.text == "مرحبا بالعالم")
    #expect(shown.font?.family == "No Printable Map")
    #expect(shown.detail == "No Printable Map")
    #expect(shown.detailFont == nil)
    // A family that cannot be drawn at all still shows its name alone, in the interface's font.
    let undrawable = row(nameSample: "", preview: PreviewStyle(sample: .custom("مرحبا")))
    #expect(undrawable.text == "No Printable Map")
    #expect(undrawable.font == nil)
    #expect(undrawable.detail == nil)
  }

  /// The text the user chose shows what the family itself draws: a character it lacks is a
  /// box, not drawn by another font (a family without Hebrew showed "שלום" in the fallback
  /// font, as if it had it).
  ///
  /// The name and the pangram are drawn as before.
  @Test func theUsersTextShowsWhatTheFamilyLacksAsBoxes() {
    let custom = row(nameSample: nil, preview: PreviewStyle(sample: .custom("שלום 123")))
    #expect(custom.font?.showsMissingAsBoxes == true)
    let named = row(nameSample: nil)
    #expect(named.font?.showsMissingAsBoxes == false)
    let pangram = row(nameSample: nil, preview: PreviewStyle(sample: .pangram))
    #expect(pangram.font?.showsMissingAsBoxes == false)
    // A sample beside the name is the font's own characters: nothing is missing there.
    let sampled = row(nameSample: "ᄀᆨ〆")
    #expect(sampled.detailFont?.showsMissingAsBoxes == false)
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
