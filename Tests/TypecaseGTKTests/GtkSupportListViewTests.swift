import CAdwaita
import XCTest

@testable import GtkSupport

/// ListView: a list that focuses lines without selecting them.
final class GtkSupportListViewTests: GtkSupportTestCase {
  /// Issue 10: Page Down through a long list binds each line once. A list that selected the
  /// focused line made GTK bind lines again as the selection moved (lines 15–47 twice here;
  /// 17 % of the main thread's time with Page Down held over 25,000 families, perf).
  func testPageDownBindsEachLineOnce() {
    let list = ListView()
    var binds: [Int: Int] = [:]
    list.onSetup { item in
      let label = Label()
      label.text = "A line"
      item.child = label
    }
    list.onBind { item in binds[item.position, default: 0] += 1 }
    let window = TestWindow(showing: ScrolledWindow(child: list), width: 400, height: 300)
    defer { window.close() }
    list.setCount(1_000)
    window.settle()
    XCTAssertTrue(list.grabFocus())
    window.settle()
    XInput.key("Page_Down", "Page_Down", "Page_Down", "Down", "Down", in: list)
    window.settle()
    XCTAssertGreaterThan(list.visibleRange.offset, 0, "Page Down did not scroll")
    XCTAssertEqual(binds.filter { $0.value > 1 }.keys.sorted(), [], "lines bound more than once")
  }
}
