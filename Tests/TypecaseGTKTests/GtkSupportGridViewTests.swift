import CAdwaita
import XCTest

@testable import GtkSupport

/// GridView: a virtualized grid over a count, with the list's item factory and a selection.
final class GtkSupportGridViewTests: GtkSupportTestCase {
  /// What one grid cell carries: its label, and the position it shows.
  final class Cell {
    let label = Label()
    var position: Int?
  }

  /// A grid whose cells show their position, and the cells made so far.
  func makeGrid() -> (grid: GridView, cells: () -> [Cell]) {
    let grid = GridView(maximumColumns: 8)
    var made: [Cell] = []
    grid.onSetup { item in
      let cell = Cell()
      cell.label.requestSize(width: 40, height: 40)
      item.child = cell.label
      item.attachment = cell
      made.append(cell)
    }
    grid.onBind { item in
      guard let cell = item.attachment as? Cell else { return }
      cell.position = item.position
      cell.label.text = String(item.position)
    }
    grid.onUnbind { item in (item.attachment as? Cell)?.position = nil }
    return (grid, { made })
  }

  func testAGridOf65535CellsBindsOnlyWhatIsShownAndScrolls() {
    let (grid, cells) = makeGrid()
    let scroller = ScrolledWindow(child: grid)
    let window = TestWindow(showing: scroller, width: 400, height: 300)
    defer { window.close() }
    let start = g_get_monotonic_time()
    grid.setCount(65_535)
    let made = g_get_monotonic_time()
    XCTAssertTrue(MainContext.iterate(until: { cells().contains { $0.position == 0 } }, timeout: 5))
    let drawn = g_get_monotonic_time()
    // Printed, not asserted: timing belongs in benchmarks (CONTRIBUTING.md).
    print(
      "GridView: setCount(65535) took \(Double(made - start) / 1000) ms; to the first cell bound "
        + "\(Double(drawn - start) / 1000) ms")
    window.settle()
    XCTAssertEqual(grid.count, 65_535)
    let bound = cells().compactMap(\.position)
    XCTAssertTrue(bound.contains(0), "the first cell is not bound")
    XCTAssertLessThan(cells().count, 500, "the grid made a widget for every cell")
    XCTAssertEqual(grid.maximumColumns, 8)

    grid.scroll(to: 60_000)
    window.settle()
    XCTAssertTrue(
      cells().contains { $0.position == 60_000 && $0.label.isMapped && $0.label.text == "60000" },
      "scrolling to 60,000 did not show its cell")
    XCTAssertGreaterThan(grid.visibleRange.offset, 0)
  }

  func testSelectionAndActivation() {
    let (grid, _) = makeGrid()
    let window = TestWindow(showing: ScrolledWindow(child: grid))
    defer { window.close() }
    grid.setCount(100)
    window.settle()
    var selections: [Int?] = []
    var activated: [Int] = []
    grid.onSelectionChanged { selections.append($0) }
    grid.onActivate { activated.append($0) }
    XCTAssertNil(grid.selected, "a new grid selects nothing")
    grid.selected = 42
    XCTAssertEqual(grid.selected, 42)
    grid.selected = nil
    XCTAssertNil(grid.selected)
    grid.selected = 99
    grid.setCount(50)
    XCTAssertNil(grid.selected, "the selected cell went with the count")
    XCTAssertEqual(selections, [42, nil, 99, nil])
    grid.activateItem(at: 7)
    XCTAssertEqual(activated, [7])
    XCTAssertFalse(grid.activatesOnSingleClick)
    grid.activatesOnSingleClick = true
    XCTAssertTrue(grid.activatesOnSingleClick)
    grid.minimumColumns = 3
    XCTAssertEqual(grid.minimumColumns, 3)
  }

  func testCellsAndTheirAttachmentsGoWithTheGrid() {
    weak var firstCell: Cell?
    do {
      let (grid, cells) = makeGrid()
      let window = TestWindow(showing: ScrolledWindow(child: grid))
      grid.setCount(1_000)
      window.settle()
      firstCell = cells().first
      XCTAssertNotNil(firstCell)
      window.close()
    }
    MainContext.drain()
    XCTAssertNil(firstCell, "a cell outlived its grid")
  }
}
