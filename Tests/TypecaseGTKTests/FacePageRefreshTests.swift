import FixtureSupport
import GtkSupport
import TypecaseCore
import TypecaseUI
import XCTest

@testable import TypecaseGTK

/// A face page is made again only when what it shows changed: a redraw of every page (fonts
/// checked, name samples found) leaves its widgets, focus and scrolling alone; a new language
/// makes it again, in that language.
final class FacePageRefreshTests: WindowTestCase {
  func testAFacePageIsRemadeOnlyWhenItsContentChanged() throws {
    let page = try openFirstFacePage(of: "Typecase Fixture Sans")
    // The size slider says what it sets: "48 pt", not a bare "48".
    let values = WidgetTree.descendants(of: page.root).filter { $0.cssName == "value" }.map {
      WidgetInspection.text(ofLabel: $0)
    }
    XCTAssertTrue(values.contains("48 pt"), "\(values)")
    let widgets = WidgetTree.descendants(of: page.root)
    window.refreshAll()
    XCTAssertTrue(WidgetTree.descendants(of: page.root) == widgets, "an unchanged face page was made again")

    app.apply(SettingsValues(stored: ["language": "ja"]))
    settle()
    XCTAssertFalse(WidgetTree.descendants(of: page.root) == widgets, "a new language left the page as it was")
    XCTAssertTrue(
      WidgetTree.descendants(of: page.root).contains {
        $0.cssName == "label" && WidgetInspection.text(ofLabel: $0) == "プレビュー"
      })
  }
}
