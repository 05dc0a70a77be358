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
  /// A family with one face has the details button (ⓘ) where a family with more has a chevron.
  func testTheStarStandsInTheSamePlaceBeforeAChevronOrTheDetailsButton() throws {
    Stylesheet.install()
    let rows = [Accessory.disclosure, .detailButton, .disclosure].enumerated().map { index, accessory in
      var row = Row(
        id: "family-\(index)", text: "Family \(index)", accessory: accessory,
        detailAction: accessory == .detailButton ? .push(.family("Family \(index)")) : nil,
        detailLabel: accessory == .detailButton ? "Details of Family \(index)" : nil)
      row.star = StarToggle(family: "Family \(index)", isStarred: false, label: "Star Family \(index)")
      return row
    }
    let screen = Screen(route: .families, title: "Families", style: .plain, sections: [Section(id: "all", rows: rows)])
    let page = ScreenPage(screen: screen, fontMaps: FamilyFontMaps(), localizer: localizer)
    let window = TestWindow(showing: page.root, width: 480, height: 300)
    defer { window.close() }
    window.settle()
    let bound = page.boundRows.sorted { ($0.position ?? 0) < ($1.position ?? 0) }
    XCTAssertEqual(bound.count, 3)
    let (chevronRow, detailsRow) = (bound[0], bound[1])
    let starLeft = try bound.map { row in try XCTUnwrap(row.starButton.translate(x: 0, y: 0, to: row.box)).x }
    XCTAssertEqual(starLeft[1], starLeft[0], "the star of a one-face family moved")
    XCTAssertEqual(starLeft[2], starLeft[0])
    // The text keeps the same width: the details button takes no more room than a chevron.
    XCTAssertEqual(detailsRow.text.width, chevronRow.text.width)
    // The ⓘ's centre is the chevron's. Both boxes start their content at the same place; the
    // chevron row's box keeps 42 pixels of end padding (see `Stylesheet`), and the chevron ends 14
    // pixels before the box does: its 16-pixel icon's centre lies 20 pixels past the content.
    let details = try XCTUnwrap(detailsRow.box.children.last { $0.hasCSSClass("typecase-details") })
    let detailsLeft = try XCTUnwrap(details.translate(x: 0, y: 0, to: detailsRow.box)).x
    XCTAssertEqual(detailsLeft + Double(details.width) / 2, Double(chevronRow.box.width) + 20, accuracy: 0.5)
    XCTAssertEqual(details.width, 34, "the details button's circle is not a whole one")
  }
}
