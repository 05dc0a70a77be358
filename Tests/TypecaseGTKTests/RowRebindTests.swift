import TypecaseCore
import TypecaseUI
import XCTest

@testable import GtkSupport
@testable import TypecaseGTK

/// Filling a row with another line of the same kind changes its text, not its CSS classes (its
/// chevron among them): removing a class and adding it back would make GTK compute the row's
/// style again for every row a search, a filter or a scroll fills (issues 9 and 10).
final class RowRebindTests: GtkSupportTestCase {
  private func screen(_ prefix: String, style: Screen.Style = .plain) -> Screen {
    let rows = (0..<8).map { Row(id: "\(prefix)-\($0)", text: "\(prefix) \($0)", accessory: .disclosure) }
    return Screen(route: .families, title: "Lines", style: style, sections: [Section(id: "lines", rows: rows)])
  }

  private let localizer = Localizer(language: .english, directory: nil)

  func testAnotherLineOfTheSameKindChangesNoClass() throws {
    let page = ScreenPage(screen: screen("First"), fontMaps: FamilyFontMaps(), localizer: localizer)
    let window = TestWindow(showing: page.root, width: 480, height: 600)
    defer { window.close() }
    window.settle()
    let rows = page.boundRows
    XCTAssertEqual(rows.count, 8)
    var changes: [String] = []
    for row in rows {
      Signal.connect(row.box, "notify::css-classes", withPointer: { _ in changes.append("box classes") })
      Signal.connect(row.text, "notify::css-classes", withPointer: { _ in changes.append("text classes") })
    }

    page.update(screen("Second"), localizer: localizer)
    for row in rows {
      let position = try XCTUnwrap(row.position)
      XCTAssertEqual(row.text.text, "Second \(position)", "the row was not filled again")
    }
    XCTAssertEqual(changes, [])
    XCTAssertTrue(
      rows.allSatisfy { $0.box.hasCSSClass("typecase-plain-row") && $0.box.hasCSSClass("typecase-disclosure") })

    // Lines of another kind do change the classes.
    page.update(screen("Third", style: .grouped), localizer: localizer)
    XCTAssertTrue(changes.contains("box classes"))
    XCTAssertTrue(rows.allSatisfy { $0.box.hasCSSClass("typecase-card") && !$0.box.hasCSSClass("typecase-plain-row") })
    let first = try XCTUnwrap(rows.first { $0.position == 0 })
    XCTAssertTrue(first.box.hasCSSClass("first"))
    XCTAssertFalse(first.box.hasCSSClass("last"))
  }
}
