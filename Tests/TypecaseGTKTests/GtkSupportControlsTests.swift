import CAdwaita
import XCTest

@testable import GtkSupport

/// The face page's controls: sliders, switches, buttons and the search field.
final class GtkSupportControlsTests: GtkSupportTestCase {
  /// A status page's content scrolls with classic scrollbars, shown only when it does not fit:
  /// the overlay ones showed themselves when the pointer rested where the page first appeared
  /// and faded out again, 26 frames in the family list's window (each laying out the whole
  /// window, with X round trips), where the page's later showings drew 2.
  func testAStatusPageScrollsWithoutOverlayScrollbars() throws {
    let page = StatusPage()
    let scrolled = try XCTUnwrap(page.descendants.first { $0.isA(gtk_scrolled_window_get_type()) })
    XCTAssertEqual(gtk_scrolled_window_get_overlay_scrolling(scrolled.opaque), 0)
  }

  func testAScaleKeepsItsRangeAndReportsChanges() {
    let scale = Scale(range: 8...200, step: 1, accessibleLabel: "Size")
    XCTAssertEqual(scale.range, 8...200)
    XCTAssertEqual(scale.step, 1)
    XCTAssertEqual(scale.value, 8, "a new slider starts at its range's start")
    XCTAssertTrue(Accessibility.hasLabel(scale, "Size"))
    var reported: [Double] = []
    scale.onValueChanged { reported.append($0) }
    scale.value = 72
    scale.value = 500
    XCTAssertEqual(scale.value, 200, "a value beyond the range goes to its end")
    scale.digits = 0
    scale.value = 36.5
    XCTAssertEqual(scale.digits, 0)
    XCTAssertEqual(scale.value, 36.5, "a value set is kept as it is")
    XCTAssertEqual(reported, [72, 200, 36.5])

    scale.range = 100...900
    XCTAssertEqual(scale.range, 100...900)
    XCTAssertEqual(scale.value, 100, "the value follows a new range")
    scale.drawsValue = false
    XCTAssertFalse(scale.drawsValue)
    scale.drawsValue = true
    XCTAssertTrue(scale.drawsValue)
  }

  /// A slider over one number (an axis fixed by its font) is made, and stays there: GTK
  /// returned NULL for it, and the face page stopped with a fatal error.
  func testAScaleOverOneNumberIsMadeAndStaysPut() {
    let criticals = GLibCriticals.logged {
      let scale = Scale(range: 400...400, step: 1, accessibleLabel: "Weight")
      XCTAssertEqual(scale.range, 400...400)
      scale.value = 700
      XCTAssertEqual(scale.value, 400)
    }
    XCTAssertEqual(criticals, [])
  }

  /// A label's language is an attribute of its own, kept beside its font, and goes when
  /// set to nil.
  func testALabelsLanguageIsKeptBesideItsFont() {
    let label = Label("日本")
    label.font = FontDescription(family: "Sans", points: 12)
    label.language = "und"
    XCTAssertEqual(label.language, "und")
    XCTAssertNotNil(label.font)
    label.language = nil
    XCTAssertNil(label.language)
    XCTAssertNotNil(label.font)
  }

  func testScaleMarksArePlainText() throws {
    let scale = Scale(range: 100...900, step: 1, accessibleLabel: "Weight")
    XCTAssertTrue(Accessibility.hasLabel(scale, "Weight"))
    let criticals = GLibCriticals.logged {
      scale.addMark(at: 400, label: "Regular <400> & more")
      scale.addMark(at: 700)
    }
    XCTAssertEqual(criticals, [])
    let labels = scale.descendants.filter { $0.cssName == "label" }.map { WidgetInspection.text(ofLabel: $0) }
    XCTAssertTrue(labels.contains("Regular <400> & more"), "mark labels: \(labels)")
    scale.clearMarks()
    XCTAssertFalse(
      scale.descendants.contains { $0.cssName == "label" && WidgetInspection.text(ofLabel: $0).hasPrefix("Regular") })
  }

  func testASwitchReportsEachToggle() {
    let toggle = Switch(accessibleLabel: "Small Capitals")
    XCTAssertFalse(toggle.isActive)
    XCTAssertTrue(Accessibility.hasLabel(toggle, "Small Capitals"))
    var reported: [Bool] = []
    toggle.onToggled { reported.append($0) }
    toggle.isActive = true
    toggle.isActive = true
    XCTAssertTrue(toggle.isActive)
    // Activating it (a click, Space) toggles it as the user would, once its slide ends (which
    // needs a frame clock: a window).
    let window = TestWindow(showing: toggle)
    defer { window.close() }
    WidgetDriving.activate(toggle)
    XCTAssertTrue(MainContext.iterate(until: { !toggle.isActive }, timeout: 3))
    XCTAssertEqual(reported, [true, false], "one report per change")
  }

  func testAButtonWithText() {
    let button = Button(label: "Show in Files")
    XCTAssertEqual(button.label, "Show in Files")
    button.label = "Open Folder"
    XCTAssertEqual(button.label, "Open Folder")
    XCTAssertNil(Button(iconName: "folder-symbolic").label)
  }

  func testTheSearchFieldHasAPlaceholderAndReportsTextAndEnter() {
    let entry = SearchEntry()
    entry.placeholder = "Search characters"
    XCTAssertEqual(entry.placeholder, "Search characters")
    var changes = 0
    var activations = 0
    entry.onChanged { changes += 1 }
    entry.onActivate { activations += 1 }
    entry.text = "ß"
    // What GtkSearchEntry emits for Enter.
    WidgetDriving.emit(entry, "activate")
    XCTAssertEqual(changes, 1)
    XCTAssertEqual(activations, 1)
    let plain = Entry()
    plain.placeholder = "Sample"
    XCTAssertEqual(plain.placeholder, "Sample")
    plain.placeholder = nil
    XCTAssertNil(plain.placeholder)
  }

  func testADropDownNamesTheButtonThatTakesFocusAndDescribesItByTheChoice() throws {
    let dropDown = DropDown(items: ["Any weight", "Weight 600–900"], accessibleLabel: "Weight")
    let button = try XCTUnwrap(dropDown.children.first { Accessibility.hasLabel($0, "Weight") })
    XCTAssertTrue(Accessibility.hasLabel(dropDown, "Weight"))
    XCTAssertTrue(Accessibility.hasDescription(button, "Any weight"))
    dropDown.selected = 1
    XCTAssertTrue(Accessibility.hasDescription(button, "Weight 600–900"))
    dropDown.label = "Graisse"
    XCTAssertTrue(Accessibility.hasLabel(dropDown, "Graisse"))
    XCTAssertTrue(Accessibility.hasLabel(button, "Graisse"), "a new name reaches the button")
    dropDown.setItems(["Toutes", "600–900"])
    XCTAssertTrue(Accessibility.hasDescription(button, "Toutes"), "new items: the first is chosen")
  }

  /// A drop-down whose handle its owner let go (the face page's block chooser) still reports
  /// each choice and describes its button by it: the choice was reported as none, and the
  /// button kept the first item's description.
  func testADropDownReportsChoicesWhenItsHandleIsGone() throws {
    let box = Box(.vertical)
    var reported: [Int?] = []
    do {
      let dropDown = DropDown(items: ["All Blocks", "Basic Latin", "Greek"], accessibleLabel: "Block")
      dropDown.onSelectionChanged { reported.append($0) }
      box.append(dropDown)
    }
    let shown = try XCTUnwrap(box.children.first)
    gtk_drop_down_set_selected(shown.opaque, 2)
    XCTAssertEqual(reported, [2])
    let button = try XCTUnwrap(shown.children.first { Accessibility.hasLabel($0, "Block") })
    XCTAssertTrue(Accessibility.hasDescription(button, "Greek"))
  }

  func testTheLinesOfADropDownsOpenListAreNamedByTheirText() throws {
    let items = ["Any weight", "Weight 100–300", "Weight 600–900"]
    let dropDown = DropDown(items: items, accessibleLabel: "Weight")
    let window = TestWindow(showing: dropDown, width: 300, height: 200)
    defer { window.close() }
    window.settle()
    // As Space or a click on its button does.
    gtk_widget_activate(dropDown.pointer)
    window.settle()
    // The lines are what a screen reader reads as list items (their labels are named anyway).
    let lines = WidgetTree.descendants(of: dropDown).filter {
      String(cString: gtk_widget_get_name($0.pointer)) == "GtkListItemWidget"
    }
    XCTAssertGreaterThanOrEqual(lines.count, items.count)
    for item in items {
      XCTAssertTrue(lines.contains { Accessibility.hasLabel($0, item) }, "no line of the open list is named \(item)")
    }
  }
}
