import FixtureSupport
import Foundation
import Testing
import TypecaseCore

@testable import TypecaseUI

/// Fonts fontconfig lists whose files this user cannot open (root's fc-cache over fonts copied
/// in at 0600): their rows are drawn in the interface's font and say why.
///
/// Pango drew them in boxes, or in a fallback font as if in theirs.
@Suite struct UnreadableFaceRowTests {
  let regular = FontFace(
    family: "Fixture Mono", style: "Regular", postScriptName: "FixtureMono-Regular",
    location: FontLocation(file: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Regular.ttf").path),
    format: "TrueType")
  let bold = FontFace(
    family: "Fixture Mono", style: "Bold", postScriptName: "FixtureMono-Bold",
    location: FontLocation(file: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Bold.ttf").path),
    format: "TrueType")

  @Test func aFaceThatCannotBeReadIsDrawnInTheInterfaceFontAndSaysSo() throws {
    let screen = FontScreens.family(
      FontFamily(name: "Fixture Mono", faces: [regular, bold]), preview: PreviewStyle(),
      isReadable: { $0 != bold.location }, localizer: .english)
    let rows = screen.sections.flatMap(\.rows)
    let readable = try #require(rows.first { $0.accessibleLabel == "FixtureMono-Regular" })
    let unreadable = try #require(rows.first { $0.accessibleLabel == "FixtureMono-Bold" })
    #expect(readable.font != nil)
    #expect(readable.detail == "Regular · TrueType")
    #expect(unreadable.font == nil)
    #expect(unreadable.detail == "Bold · TrueType · unreadable")
    #expect(unreadable.accessibleDescription == "Bold · TrueType · unreadable")
  }

  @Test func aFamilyThatCannotBeReadHasABadge() {
    func row(isUnreadable: Bool) -> Row {
      FontScreens.familyRow(
        FamilySummary(name: "Fixture Mono", faceCount: 2), preview: PreviewStyle(), nameSample: "",
        isUnreadable: isUnreadable, localizer: .english, labels: FamilyRowLabels(localizer: .english))
    }
    #expect(row(isUnreadable: true).badge == "Unreadable")
    #expect(
      row(isUnreadable: true).accessibleDescription
        == "Unreadable: Its font files cannot be read as you, so programs you run cannot draw it")
    #expect(row(isUnreadable: false).badge == nil)
    #expect(row(isUnreadable: false).accessibleDescription == nil)
    let japanese = FontScreens.familyRow(
      FamilySummary(name: "Fixture Mono", faceCount: 2), preview: PreviewStyle(), nameSample: "", isUnreadable: true,
      localizer: Localizer(language: .japanese), labels: FamilyRowLabels(localizer: Localizer(language: .japanese)))
    #expect(japanese.badge == "読み取り不可")
  }
}
