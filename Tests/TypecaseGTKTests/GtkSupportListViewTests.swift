import CAdwaita
import XCTest

@testable import GtkSupport

/// ListView: a list that focuses lines without selecting them.
final class GtkSupportListViewTests: GtkSupportTestCase {
  /// Issue 10: Page Down through a long list binds each line once.
  ///
  /// A list that selected the focused line made GTK bind lines again as the selection moved
  /// (lines 15–47 twice here; 17 % of the main thread's time with Page Down held over
  /// 25,000 families, perf).
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

  /// The row the pointer rests on is not kept once the list jumps far from it: the list does
  /// not select the line the pointer enters.
  ///
  /// GTK 4.8 selected it (single-click lists select on hover), and a later layout that hid the
  /// row under the pointer moved that selection and freed the row it was hiding, then read it:
  /// the window crashed (SIGSEGV) after End, Home or a fast wheel scroll with the pointer on a
  /// long list.
  func testTheRowUnderThePointerIsNotKeptAfterAJumpAway() throws {
    let list = ListView()
    var labels: [Label] = []
    list.onSetup { item in
      let label = Label()
      labels.append(label)
      item.child = label
      item.attachment = label
    }
    list.onBind { item in (item.attachment as? Label)?.text = "Line \(item.position)" }
    let window = TestWindow(showing: ScrolledWindow(child: list), width: 400, height: 300)
    defer { window.close() }
    list.setCount(1_000)
    window.settle()
    /// The rows in the list that show `text`.
    func rows(showing text: String) -> [Label] { labels.filter { $0.text == text && $0.isInside(list) } }
    let hovered = try XCTUnwrap(rows(showing: "Line 3").first, "line 3 is not shown")
    XInput.moveOver(hovered, in: window.widget)
    window.settle()
    list.scroll(to: 999)
    window.settle()
    XCTAssertGreaterThan(list.visibleRange.offset, 0, "the list did not jump")
    XCTAssertEqual(rows(showing: "Line 3").count, 0, "the row under the pointer was kept")
  }
}
