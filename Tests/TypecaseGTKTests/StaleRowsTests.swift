import TypecaseCore
import TypecaseUI
import XCTest

@testable import GtkSupport
@testable import TypecaseGTK

/// An update that changes every line fills the rows on screen at once and the rows GTK keeps
/// made off screen a few a frame later (issue 10, search keystrokes; issue 9, filters), and no
/// row is ever drawn showing an earlier line.
final class StaleRowsTests: GtkSupportTestCase {
  private func screen(_ prefix: String, lines: Int = 300) -> Screen {
    let rows = (0..<lines).map { Row(id: "\(prefix)-\($0)", text: "\(prefix) \($0)") }
    return Screen(route: .families, title: "Lines", sections: [Section(id: "lines", rows: rows)])
  }

  private let localizer = Localizer(language: .english, directory: nil)

  /// A page of 300 lines "First …" in a 480 × 600 window, once the list holds them all.
  private func showFirstLines(file: StaticString = #filePath, line: UInt = #line) -> (ScreenPage, TestWindow) {
    let page = ScreenPage(screen: screen("First"), fontMaps: FamilyFontMaps(), localizer: localizer)
    let window = TestWindow(showing: page.root, width: 480, height: 600)
    XCTAssertTrue(
      MainContext.iterate(until: { page.listView.count == 300 }, timeout: 5), "the list never held its lines",
      file: file, line: line)
    return (page, window)
  }

  /// The rows on screen whose text is not their line's.
  private func wrongShownRows(_ page: ScreenPage) -> [String] {
    page.boundRows.filter { $0.box.isShown(in: page.listView) }.compactMap { row in
      guard let position = row.position else { return nil }
      let expected = page.entries[position].row?.text
      return row.text.text == expected ? nil : "\(position): \(row.text.text)"
    }
  }

  /// Iterates the main loop for `seconds`, checking after every turn that no row on screen
  /// shows an earlier line.
  private func checkEveryTurn(_ page: ScreenPage, seconds: Double, file: StaticString = #filePath, line: UInt = #line) {
    _ = MainContext.iterate(
      until: {
        let wrong = wrongShownRows(page)
        XCTAssertEqual(wrong, [], "rows on screen show earlier lines", file: file, line: line)
        return !wrong.isEmpty
      }, timeout: seconds)
  }

  func testRowsOffScreenAreFilledAfterTheFrameAndNoneShownStale() throws {
    let (page, window) = showFirstLines()
    defer { window.close() }
    window.settle()
    let made = page.boundRows.count
    XCTAssertGreaterThan(made, 40, "GTK made only the rows on screen")

    page.update(screen("Second"), localizer: localizer)
    XCTAssertEqual(wrongShownRows(page), [])
    let stale = page.boundRows.filter(\.isStale)
    XCTAssertGreaterThan(stale.count, made / 2, "rows off screen were filled before the frame")
    XCTAssertTrue(stale.allSatisfy { $0.text.text.hasPrefix("First") })

    checkEveryTurn(page, seconds: 1)
    XCTAssertEqual(page.boundRows.filter(\.isStale).count, 0)
    let wrong = page.boundRows.filter { row in
      row.position.map { row.text.text != page.entries[$0].row?.text } ?? false
    }
    XCTAssertEqual(wrong.count, 0, "rows still show earlier lines after the frames")
  }

  func testAnUpdateThenAScrollToTheTopShowsNoEarlierLine() throws {
    let (page, window) = showFirstLines()
    defer { window.close() }
    page.scroll(to: 60)
    window.settle()
    XCTAssertFalse(page.boundRows.contains { $0.position == 0 && $0.box.isShown(in: page.listView) })

    // As a search does: the lines change, then the list goes back to its first line.
    page.update(screen("Second"), localizer: localizer)
    page.scroll(to: 0)
    checkEveryTurn(page, seconds: 1)
    XCTAssertTrue(page.boundRows.contains { $0.position == 0 && $0.box.isShown(in: page.listView) })
  }

  func testASearchAtTheTopFillsOnlyTheRowsInViewBeforeItsFrame() throws {
    let (page, window) = showFirstLines()
    defer { window.close() }
    window.settle()

    // As a search keystroke does with the list at its top: the view does not move, so the rows
    // below it wait for the frames after (each a screenful to bind and lay out in new fonts).
    page.update(screen("Second"), localizer: localizer)
    let staleAfterUpdate = page.boundRows.filter(\.isStale).compactMap(\.position).sorted()
    XCTAssertFalse(staleAfterUpdate.isEmpty)
    page.scroll(to: 0)
    XCTAssertEqual(page.boundRows.filter(\.isStale).compactMap(\.position).sorted(), staleAfterUpdate)
    XCTAssertEqual(wrongShownRows(page), [])

    checkEveryTurn(page, seconds: 1)
    XCTAssertEqual(page.boundRows.filter(\.isStale).count, 0)
  }
}

/// A family revealed (installed through Install Fonts…) with the list scrolled away from it is
/// scrolled to: the rows in view, kept in place over the next frames for the lines that came
/// above them, took the list back, the focus on the family out of view.
final class RevealedRowTests: GtkSupportTestCase {
  private let localizer = Localizer(language: .english, directory: nil)

  private func screen(_ lines: [String]) -> Screen {
    Screen(
      route: .families, title: "Lines",
      sections: [Section(id: "lines", rows: lines.map { Row(id: $0, text: $0) })])
  }

  func testARowRevealedWhileTheRowsInViewAreKeptIsScrolledTo() throws {
    let lines = (0..<300).map { "Line \($0)" }
    let page = ScreenPage(screen: screen(lines), fontMaps: FamilyFontMaps(), localizer: localizer)
    let window = TestWindow(showing: page.root, width: 480, height: 600)
    defer { window.close() }
    XCTAssertTrue(MainContext.iterate(until: { page.listView.count == 300 }, timeout: 5))
    page.scroll(to: 200)
    window.settle()
    let anchor = try XCTUnwrap(page.scrollAnchor, "the list is at its top")
    // As `MainWindow.refreshAll` then `reveal(family:)` do: a line comes in at the top, the
    // rows in view are kept, the new line is focused.
    page.update(screen(["Aardvark"] + lines), localizer: localizer)
    page.keep(anchor)
    // The row focused before, scrolled away with the wheel, is focused again out of view and
    // the view kept (`refreshAll`'s own focus request, still waiting for its row).
    page.focusRow(at: 20, keepingScrollOffset: true, anchor: anchor)
    page.forgetScrollAnchor()
    page.focusRow(at: 0, clearance: 96)
    _ = MainContext.iterate(until: { false }, timeout: 1)
    let shown = page.boundRows.filter { $0.box.isShown(in: page.listView) }.compactMap(\.position)
    XCTAssertTrue(shown.contains(0), "the row revealed is not in view: \(shown.sorted())")
  }
}

/// Toasts name up to two files, and count them past that or when two names would run past the
/// toast's line: two of Noto's file names cut "to the trash" off.
final class ToastFileCountTests: XCTestCase {
  func testFilesAreCountedPastTwoOrWhenTwoNamesAreLong() {
    XCTAssertFalse(TypecaseApp.countsFiles(["A.ttf"]))
    XCTAssertFalse(TypecaseApp.countsFiles(["A.ttf", "B.ttf"]))
    XCTAssertTrue(TypecaseApp.countsFiles(["A.ttf", "B.ttf", "C.ttf"]))
    XCTAssertTrue(
      TypecaseApp.countsFiles(["NotoSansMono-SemiCondensedExtraLight.ttf", "NotoSansMono-ExtraCondensedSemiBold.ttf"]))
  }
}
