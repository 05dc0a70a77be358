import TypecaseCore
import TypecaseUI
import XCTest

@testable import GtkSupport
@testable import TypecaseGTK

/// A line's chevron or checkmark is drawn by the style of the line's box, after its widgets:
/// an image widget in each row was one style node more to restyle in each of the ~200 rows
/// GTK 4.8's list view keeps made, on every focus move (13% of scrolling by Page Down, issue 10).
final class RowAccessoryTests: GtkSupportTestCase {
  private let localizer = Localizer(language: .english, directory: nil)
  /// The lines' accessories: those compared stand between two others, since a grouped list
  /// rounds its first and last cards.
  private let accessories: [Accessory] = [.none, .none, .disclosure, .checkmark, .unchecked, .none]

  /// Lines of the same text, one per accessory, in `style`.
  private func screen(_ style: Screen.Style) -> Screen {
    let rows = accessories.enumerated().map { index, accessory in
      Row(id: "line-\(index)", text: "Same", accessory: accessory)
    }
    return Screen(route: .families, title: "Lines", style: style, sections: [Section(id: "lines", rows: rows)])
  }

  func testTheBoxDrawsTheChevronAndTheCheckmarkWithoutAnImageWidget() throws {
    Stylesheet.install()
    for style in [Screen.Style.plain, .grouped] {
      let page = ScreenPage(screen: screen(style), fontMaps: FamilyFontMaps(), localizer: localizer)
      let window = TestWindow(showing: page.root, width: 480, height: 400)
      defer { window.close() }
      window.settle()
      let rows = page.boundRows.sorted { ($0.position ?? 0) < ($1.position ?? 0) }
      XCTAssertEqual(rows.count, accessories.count)
      for row in rows {
        XCTAssertFalse(row.box.children.contains { $0.cssName == "image" }, "a line holds an image widget")
      }
      // The list rows holding the boxes, all as wide as the list: the box's padding, where the
      // icon is drawn, lies inside them.
      let images = try rows.enumerated().map { index, row in
        let listRow = try XCTUnwrap(row.box.parent)
        return try XCTUnwrap(
          WidgetInspection.drawnImage(of: listRow, named: "\(style)-\(index)"), "line \(index) drew nothing")
      }
      let (none, disclosure, checkmark, unchecked) = (images[1], images[2], images[3], images[4])
      XCTAssertNotEqual(disclosure, none, "no chevron drawn (\(style))")
      XCTAssertNotEqual(checkmark, none, "no checkmark drawn (\(style))")
      XCTAssertNotEqual(checkmark, disclosure, "the checkmark is drawn as the chevron (\(style))")
      // An unchecked choice keeps the checkmark's room and draws nothing in it.
      XCTAssertEqual(unchecked, none, "an unchecked choice draws something (\(style))")
      // The text takes the line's width up to the icon's room: 12 pixels of spacing and the
      // 16-pixel icon.
      XCTAssertEqual(rows[1].text.width - rows[2].text.width, 28, "the chevron's room (\(style))")
      XCTAssertEqual(rows[1].text.width - rows[4].text.width, 28, "the checkmark's room (\(style))")
    }
  }
}
