import Testing
import TypecaseCore

@testable import TypecaseUI

/// The family list's row labels, translated once and filled for each family, say exactly what
/// looking each message up and filling it says, in every interface language.
@Suite struct FamilyRowLabelsTests {
  @Test(arguments: InterfaceLanguage.allCases)
  func sayWhatEachMessageFilledAloneSays(language: InterfaceLanguage) throws {
    // As the window has it: names in right-to-left scripts isolated.
    let localizer = Localizer(language: language, isolatesRightToLeft: true)
    if language != .english { try #require(localizer.hasTranslation("Star {family}"), "no catalog for \(language)") }
    let labels = FamilyRowLabels(localizer: localizer)
    for name in ["DejaVu Sans", "Noto Sans CJK JP", "{count} Sans", "Line\\nBreak", "عربي Sans 2", "דוד חדש"] {
      #expect(labels.starLabel(name, isStarred: false) == localizer.tr("Star {family}", ["family": name]))
      #expect(labels.starLabel(name, isStarred: true) == localizer.tr("Unstar {family}", ["family": name]))
      #expect(labels.detailsLabel(name) == localizer.tr("Details of {name}", ["name": name]))
      for count in [1, 2, 3, 5, 11, 21, 101] {
        #expect(
          labels.familyLabel(name, fontCount: count)
            == localizer.trn("{family}, {count} font", "{family}, {count} fonts", count, ["family": name]))
      }
    }
  }
}
