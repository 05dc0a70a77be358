import CAdwaita
import TypecaseUI
import XCTest

@testable import GtkSupport
@testable import TypecaseGTK

/// A filter's chip shows its name and a close icon, not a "✕" character: the interface font
/// may have no such character (with only the bench's fonts installed it was drawn as a box).
final class FilterChipTests: WindowTestCase {
  func testAChipIsTheFiltersNameAndACloseIcon() throws {
    open()
    var filters = FamilyFilters()
    filters.faces.monospace = true
    window.setFilters(filters)
    settle()
    let page = try XCTUnwrap(window.familiesPage)
    let chip = try XCTUnwrap(
      WidgetTree.descendants(of: page.root).first { Accessibility.hasLabel($0, "Remove filter Monospace") },
      "no chip for the filter")
    let inside = WidgetTree.descendants(of: chip)
    let texts = inside.filter { $0.cssName == "label" }.map { WidgetInspection.text(ofLabel: $0) }
    XCTAssertEqual(texts, ["Monospace"])
    let icons = inside.filter { $0.cssName == "image" }.compactMap { WidgetInspection.iconName(ofImage: $0) }
    XCTAssertEqual(icons, ["window-close-symbolic"])
  }

  /// The filter button says how many filters are on, and so does the toggle button inside it,
  /// which is what takes the focus: a screen reader kept reading its first name, "Filters".
  func testTheFilterButtonsFocusableButtonSaysHowManyAreOn() throws {
    open()
    var filters = FamilyFilters()
    filters.faces.monospace = true
    window.setFilters(filters)
    settle()
    let inner = try XCTUnwrap(
      WidgetTree.children(of: window.filterButtonWidget).first { $0.cssName == "button" }, "no button inside")
    XCTAssertTrue(Accessibility.hasLabel(window.filterButtonWidget, "Filters, 1 on"))
    XCTAssertTrue(Accessibility.hasLabel(inner, "Filters, 1 on"))
    window.setFilters(FamilyFilters())
    settle()
    XCTAssertTrue(Accessibility.hasLabel(inner, "Filters"))
  }

  /// Every filter on at once: eleven chips, wider than the window.
  private static var everyFilter: FamilyFilters {
    var filters = FamilyFilters()
    filters.faces.language = "ja"
    filters.faces.monospace = true
    filters.faces.italic = true
    filters.faces.weight = 600...900
    filters.faces.width = .condensed
    filters.faces.variable = true
    filters.faces.color = true
    filters.faces.format = .cff
    filters.faces.location = .user
    filters.faces.duplicates = true
    filters.starred = true
    return filters
  }

  /// The names of the chips shown, in the row's order (the row of "Shows this text").
  private func shownChips() throws -> [String] {
    let page = try XCTUnwrap(window.familiesPage)
    let row = try XCTUnwrap(
      WidgetTree.descendants(of: page.root).first { $0.cssName == "checkbutton" }?.parent, "no chip row")
    return WidgetTree.children(of: row).filter { $0.cssName == "button" && $0.isVisible }.compactMap { button in
      WidgetTree.descendants(of: button).first { $0.cssName == "label" }.map { WidgetInspection.text(ofLabel: $0) }
    }
  }

  /// The chips shown once only the filters `on` are on (monospace, italic).
  private func chips(with on: (monospace: Bool, italic: Bool)) throws -> [String] {
    var filters = FamilyFilters()
    filters.faces.monospace = on.monospace
    filters.faces.italic = on.italic
    window.setFilters(filters)
    settle()
    return try shownChips()
  }

  /// Every filter on at once: the chips scroll sideways, and the window keeps its width (one
  /// row of eleven chips made it 1,757 pixels wide, past the screen).
  func testManyChipsDoNotWidenTheWindow() throws {
    open()
    let width = window.window.width
    window.setFilters(Self.everyFilter)
    settle()
    XCTAssertEqual(try shownChips().count, 11)
    XCTAssertEqual(window.window.width, width)
    // With the filters gone the row goes, leaving no gap above the list.
    window.setFilters(FamilyFilters())
    settle()
    XCTAssertEqual(try shownChips(), [])
    let page = try XCTUnwrap(window.familiesPage)
    let row = try XCTUnwrap(WidgetTree.descendants(of: page.root).first { $0.cssName == "checkbutton" }?.parent)
    XCTAssertFalse(row.isMapped, "an empty chip row is still on screen")
  }

  /// A plain wheel over chips wider than the window scrolls them sideways, by real X input
  /// (only a sideways wheel or Shift did, which most mice lack).
  func testTheWheelScrollsChipsThatDoNotFit() throws {
    open()
    window.setFilters(Self.everyFilter)
    settle()
    let scroller = try XCTUnwrap(window.familiesPage?.chipScroller)
    XCTAssertEqual(scroller.horizontalOffset, 0)
    XInput.click(scroller, button: 5, in: window.window)
    XCTAssertTrue(MainContext.iterate(until: { scroller.horizontalOffset > 0 }, timeout: 2), "the wheel did not scroll")
    XInput.click(scroller, button: 4, in: window.window)
    XCTAssertTrue(
      MainContext.iterate(until: { scroller.horizontalOffset == 0 }, timeout: 2), "the wheel did not scroll back")
  }

  func testChipsFollowTheFiltersOrderAsFiltersComeAndGo() throws {
    open()
    XCTAssertEqual(try chips(with: (monospace: false, italic: true)), ["Has italic"])
    // Monospace's chip, made after italic's, stands before it, as the filters do.
    XCTAssertEqual(try chips(with: (monospace: true, italic: true)), ["Monospace", "Has italic"])
    XCTAssertEqual(try chips(with: (monospace: false, italic: true)), ["Has italic"])
    XCTAssertEqual(try chips(with: (monospace: true, italic: true)), ["Monospace", "Has italic"])
    XCTAssertEqual(try chips(with: (monospace: false, italic: false)), [])
  }
}
