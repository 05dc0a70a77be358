import CAdwaita
import XCTest

@testable import GtkSupport

/// The face page's groups and rows: libadwaita's preferences widgets, with plain-text titles.
final class GtkSupportPreferencesTests: GtkSupportTestCase {
  /// A name with every character Pango markup gives a meaning to.
  static let awkwardName = "Fish & Chips <Bold> \"Pro\" 'Sans'"

  /// The texts of the labels below `widget`.
  func labelTexts(in widget: Widget) -> [String] {
    widget.descendants.filter { $0.cssName == "label" }.map { WidgetInspection.text(ofLabel: $0) }
  }

  func testRowsShowNamesWithMarkupCharactersAsTheyAre() {
    let group = PreferencesGroup(title: Self.awkwardName, description: "Axes & <features>")
    let row = ActionRow(title: Self.awkwardName, subtitle: "R&D <sub>")
    let expander = ExpanderRow(title: "Scripts & <languages>", subtitle: "3 < 4 & 5")
    expander.addRow(ActionRow(title: "Latin & <Greek>"))
    group.add(row)
    group.add(expander)
    let page = PreferencesPage()
    page.add(group)
    var texts: [String] = []
    let criticals = GLibCriticals.logged {
      let window = TestWindow(showing: page)
      expander.isExpanded = true
      window.settle()
      texts = labelTexts(in: page)
      window.close()
    }
    XCTAssertEqual(criticals, [])
    for text in [
      Self.awkwardName, "Axes & <features>", "R&D <sub>", "Scripts & <languages>", "3 < 4 & 5", "Latin & <Greek>",
    ] {
      XCTAssertTrue(texts.contains(text), "\"\(text)\" is not shown; labels: \(texts)")
    }
    XCTAssertEqual(group.title, Self.awkwardName)
    XCTAssertEqual(group.description, "Axes & <features>")
    XCTAssertEqual(row.title, Self.awkwardName)
    XCTAssertEqual(row.subtitle, "R&D <sub>")
    XCTAssertEqual(expander.title, "Scripts & <languages>")
    XCTAssertEqual(expander.subtitle, "3 < 4 & 5")
    XCTAssertTrue(expander.isExpanded)
  }

  func testAnActivatableRowReportsActivationAndTogglesItsSwitch() {
    let group = PreferencesGroup(title: "Features")
    let row = ActionRow(title: "Small Capitals", subtitle: "smcp")
    let toggle = Switch(accessibleLabel: "Small Capitals")
    toggle.centerVertically()
    row.addSuffix(toggle)
    row.setActivatableWidget(toggle)
    group.add(row)
    let window = TestWindow(showing: group)
    defer { window.close() }
    XCTAssertTrue(row.isActivatable, "a row with an activatable widget is activatable")
    var activations = 0
    row.onActivated { activations += 1 }
    WidgetDriving.activate(row)
    XCTAssertEqual(activations, 1)
    XCTAssertTrue(
      MainContext.iterate(until: { toggle.isActive }, timeout: 3), "activating the row did not toggle its switch")
    XCTAssertTrue(toggle.isInside(row))
  }

  func testRowAndGroupDetails() {
    let row = ActionRow(title: "Version 3.019")
    XCTAssertFalse(row.isTitleSelectable)
    row.isTitleSelectable = true
    XCTAssertTrue(row.isTitleSelectable)
    let selectable = row.descendants.filter { $0.cssName == "label" }.contains {
      gtk_label_get_selectable($0.opaque) != 0 && WidgetInspection.text(ofLabel: $0) == "Version 3.019"
    }
    XCTAssertTrue(selectable, "the title label cannot be selected")
    row.subtitleLines = 2
    row.titleLines = 1
    XCTAssertEqual(row.subtitleLines, 2)
    XCTAssertEqual(row.titleLines, 1)
    XCTAssertFalse(row.isActivatable)
    row.isActivatable = true
    XCTAssertTrue(row.isActivatable)
    let icon = Image(iconName: "font-x-generic-symbolic")
    row.addPrefix(icon)
    XCTAssertTrue(icon.isInside(row))
    row.remove(icon)
    XCTAssertFalse(icon.isInside(row))

    let group = PreferencesGroup()
    XCTAssertEqual(group.title, "")
    XCTAssertEqual(group.description, "")
    let reset = Button(label: "Reset")
    group.setHeaderSuffix(reset)
    XCTAssertTrue(reset.isInside(group))
    group.setHeaderSuffix(nil)
    XCTAssertFalse(reset.isInside(group))
    group.add(row)
    XCTAssertTrue(row.isInside(group))
    group.remove(row)
    XCTAssertFalse(row.isInside(group))
  }
}
