import CAdwaita
import TypecaseCore
import TypecaseUI
import XCTest

@testable import GtkSupport
@testable import TypecaseGTK

/// A change of line count that would make or destroy many rows changes first only what the
/// next frame shows (issue 10, first frame and search keystrokes): GTK 4.8's list view makes
/// about 200 rows for a long list at once, most of them below the screen, and destroys them
/// at once when the list shrinks below them.
final class ListCountTests: GtkSupportTestCase {
  private func screen(lines: Int) -> Screen {
    let rows = (0..<lines).map { Row(id: "line-\($0)", text: "Line \($0)") }
    return Screen(route: .families, title: "Lines", sections: [Section(id: "lines", rows: rows)])
  }

  private let localizer = Localizer(language: .english, directory: nil)

  /// The rows bound now whose box shows (a row past the end is emptied).
  private func shownPositions(_ page: ScreenPage) -> [Int] {
    page.boundRows.filter { $0.box.isVisible }.compactMap(\.position).sorted()
  }

  func testALongListHoldsTheLinesThatFitFirstAndEveryLineAfterTheFirstFrame() throws {
    let page = ScreenPage(screen: screen(lines: 300), fontMaps: FamilyFontMaps(), localizer: localizer)
    // Before any frame: no more lines than a tall screen shows (1,600 pixels of 44-pixel rows).
    XCTAssertGreaterThan(page.listView.count, 0)
    XCTAssertLessThanOrEqual(page.listView.count, 40)
    let window = TestWindow(showing: page.root, width: 480, height: 600)
    defer { window.close() }
    XCTAssertTrue(
      MainContext.iterate(until: { page.listView.count == 300 }, timeout: 5),
      "the list holds \(page.listView.count) of 300 lines after its first frame")
  }

  func testAShortListHoldsEveryLineAtOnce() throws {
    let page = ScreenPage(screen: screen(lines: 12), fontMaps: FamilyFontMaps(), localizer: localizer)
    XCTAssertEqual(page.listView.count, 12)
  }

  func testASearchLeavingAFewLinesEmptiesTheRowsPastThemAndShrinksAfterTheFrame() throws {
    let page = ScreenPage(screen: screen(lines: 300), fontMaps: FamilyFontMaps(), localizer: localizer)
    let window = TestWindow(showing: page.root, width: 480, height: 600)
    defer { window.close() }
    XCTAssertTrue(MainContext.iterate(until: { page.listView.count == 300 }, timeout: 5))
    window.settle()
    XCTAssertGreaterThan(page.boundRows.count, 40, "GTK made only the rows on screen")

    page.update(screen(lines: 3), localizer: localizer)
    // Before the frame: the rows stay, those past the third line show nothing.
    XCTAssertEqual(page.listView.count, 300)
    XCTAssertEqual(shownPositions(page), [0, 1, 2])
    XCTAssertTrue(
      MainContext.iterate(until: { page.listView.count == 3 }, timeout: 5),
      "the list holds \(page.listView.count) lines after the frame, not 3")
    XCTAssertEqual(shownPositions(page), [0, 1, 2])

    // Widening again: the lines that fit first, every line after the frame.
    page.update(screen(lines: 300), localizer: localizer)
    XCTAssertLessThanOrEqual(page.listView.count, 40)
    XCTAssertTrue(MainContext.iterate(until: { page.listView.count == 300 }, timeout: 5))
    window.settle()
    XCTAssertEqual(Array(shownPositions(page).prefix(5)), [0, 1, 2, 3, 4])
  }

  func testWideningFromFewerLinesThanGTKKeepsMadeAddsAFewLinesAFrame() throws {
    let page = ScreenPage(screen: screen(lines: 300), fontMaps: FamilyFontMaps(), localizer: localizer)
    let window = TestWindow(showing: page.root, width: 480, height: 600)
    defer { window.close() }
    XCTAssertTrue(MainContext.iterate(until: { page.listView.count == 300 }, timeout: 5))
    page.update(screen(lines: 60), localizer: localizer)
    XCTAssertTrue(MainContext.iterate(until: { page.listView.count == 60 }, timeout: 5))
    window.settle()

    // 60 lines are more than fit, fewer than the ~200 rows GTK makes for a long list.
    page.update(screen(lines: 300), localizer: localizer)
    XCTAssertEqual(page.listView.count, 60, "the new lines come after the frame")
    var counts = [60]
    XCTAssertTrue(
      MainContext.iterate(
        until: {
          if page.listView.count != counts.last { counts.append(page.listView.count) }
          return page.listView.count == 300
        }, timeout: 5))
    let steps = zip(counts, counts.dropFirst()).map { $1 - $0 }
    XCTAssertGreaterThan(counts.count, 3, "the list grew at once: \(counts)")
    XCTAssertTrue(steps.dropLast().allSatisfy { $0 > 0 && $0 <= 20 }, "lines added per frame: \(counts)")
    window.settle()
    XCTAssertEqual(Array(shownPositions(page).prefix(5)), [0, 1, 2, 3, 4])
  }
}
