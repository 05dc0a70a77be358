import FixtureSupport
import GtkSupport
import TypecaseCore
import TypecaseUI
import XCTest

@testable import TypecaseGTK

/// The character grid's items go when GTK drops them: the page kept a handle of each item it
/// had bound, so every search typed kept a grid's worth of widgets (1 MB) until the page closed.
final class GridItemReleaseTests: WindowTestCase {
  func testTheGridsItemsGoWhenASearchReplacesThem() throws {
    let page = try openFirstFacePage(of: "Fixture Mincho")
    // The test's handles of the items go at the end of this scope: only the watch stays.
    let (watch, count) = try { () throws -> (FinalizationWatch, Int) in
      let grid = try XCTUnwrap(WidgetTree.descendants(of: page.root).first { $0.cssName == "gridview" })
      let items = WidgetTree.children(of: grid).filter { $0.cssName == "child" }
      return (FinalizationWatch(items), items.count)
    }()
    XCTAssertGreaterThan(count, 20, "the grid shows no items")
    // The character search (the block list's drop-down has a search field of its own).
    let search = try XCTUnwrap(
      WidgetTree.descendants(of: page.root).first {
        $0.cssName == "entry" && Accessibility.hasLabel($0, "Find a character by name, code or itself")
      })
    // Searches that find fewer characters than the grid shows, each other ones (the field
    // says "search-changed" a moment after its text changes).
    for text in ["digit", "hiragana", "katakana"] {
      WidgetDriving.setText(search, text)
      _ = MainContext.iterate(until: { false }, timeout: 0.5)
      settle()
    }
    XCTAssertTrue(
      MainContext.iterate(until: { watch.finalized == count }, timeout: 3),
      "\(count - watch.finalized) of the grid's \(count) items replaced by searches are still alive")
  }
}
