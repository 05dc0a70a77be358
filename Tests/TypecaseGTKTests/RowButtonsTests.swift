import FoundationEssentials
import TypecaseCore
import TypecaseUI
import XCTest

@testable import GtkSupport
@testable import TypecaseGTK

/// A family row's star and details buttons are one "rowbutton" widget each, their icons drawn
/// by their style: the list makes a page of new rows for every page scrolled, and GTK matched
/// the theme's rules for buttons against each, and made an image widget inside each (issue 10's
/// scrolling).
final class RowButtonsTests: GtkSupportTestCase {
  private let localizer = Localizer(language: .english, directory: nil)

  private func screen(starred: Bool) -> Screen {
    var rows: [Row] = []
    for (index, name) in ["Alpha Sans", "Beta Serif"].enumerated() {
      var row = Row(
        id: name, text: name, accessory: .detailButton, detailAction: .push(.family(name)),
        detailLabel: "Details of \(name)")
      let isStarred = starred && index == 0
      row.star = StarToggle(family: name, isStarred: isStarred, label: (isStarred ? "Unstar " : "Star ") + name)
      rows.append(row)
    }
    return Screen(route: .families, title: "Families", style: .plain, sections: [Section(id: "all", rows: rows)])
  }

  func testTheStarAndDetailsButtonsHaveNoChildAndTheirStyleDrawsTheIcons() throws {
    Stylesheet.install()
    let page = ScreenPage(screen: screen(starred: false), fontMaps: FamilyFontMaps(), localizer: localizer)
    let window = TestWindow(showing: page.root, width: 480, height: 300)
    defer { window.close() }
    // A button of the same kind with no icon, to tell an icon from none.
    let blank = Button(cssName: RowWidget.rowButtonName)
    blank.centerVertically()
    let blankWindow = TestWindow(showing: blank, width: 34, height: 34)
    defer { blankWindow.close() }
    window.settle()
    let rows = page.boundRows.sorted { ($0.position ?? 0) < ($1.position ?? 0) }
    XCTAssertEqual(rows.count, 2)
    let first = try XCTUnwrap(rows.first)
    let details = try XCTUnwrap(first.box.children.last { $0.hasCSSClass("typecase-details") })
    // Styled by Typecase's few rules for "rowbutton", not the theme's hundreds for "button".
    XCTAssertEqual(first.starButton.cssName, "rowbutton")
    XCTAssertEqual(details.cssName, "rowbutton")
    XCTAssertTrue(first.starButton.children.isEmpty, "the star button holds a child widget")
    XCTAssertTrue(details.children.isEmpty, "the details button holds a child widget")
    XCTAssertTrue(Accessibility.hasLabel(first.starButton, "Star Alpha Sans"))
    XCTAssertTrue(Accessibility.hasLabel(details, "Details of Alpha Sans"))

    // A row button draws nothing of its own until hovered or pressed: what they draw is the icon.
    XCTAssertTrue(blank.isMapped)
    XCTAssertNil(WidgetInspection.drawnImage(of: blank, named: "blank"), "a row button without an icon draws something")
    let unstarred = try XCTUnwrap(
      WidgetInspection.drawnImage(of: first.starButton, named: "unstarred"), "no star drawn")
    XCTAssertNotNil(WidgetInspection.drawnImage(of: details, named: "details"), "no details icon drawn")

    page.update(screen(starred: true), localizer: localizer)
    window.settle()
    XCTAssertTrue(first.starButton.isActive)
    XCTAssertTrue(Accessibility.hasLabel(first.starButton, "Unstar Alpha Sans"))
    let starred = try XCTUnwrap(WidgetInspection.drawnImage(of: first.starButton, named: "starred"), "no star drawn")
    XCTAssertNotEqual(starred, unstarred, "the star of a starred family is drawn as an unstarred one")
  }
}
