import CAdwaita
import XCTest

@testable import GtkSupport

/// The face page's widgets keep GObject references balanced: each is finalized once the last
/// handle (and its parent) lets go, and the closures connected to it go with it.
final class GtkSupportReleaseTests: GtkSupportTestCase {
  /// Counts the finalizations of the objects it watches (GObject weak references).
  enum FinalizeCounter {
    nonisolated(unsafe) static var watched = 0
    nonisolated(unsafe) static var finalized = 0

    static func reset() {
      watched = 0
      finalized = 0
    }

    /// Counts `object`'s finalization.
    static func watch(_ object: ObjectHandle) {
      watched += 1
      g_object_weak_ref(object.object, { _, _ in FinalizeCounter.finalized += 1 }, nil)
    }
  }

  /// What the closures capture: it goes once every closure has.
  final class Token {}

  /// Makes one face page's worth of widgets, connected as a page connects them, capturing
  /// `token` in every closure; `window` shows them first.
  func makeWidgets(capturing token: Token, in window: Bool) {
    let page = PreferencesPage()
    let group = PreferencesGroup(title: "Axes", description: "Weight & width")
    let row = ActionRow(title: "Weight", subtitle: "wght")
    let scale = Scale(range: 100...900, step: 1, accessibleLabel: "Weight")
    scale.onValueChanged { _ in _ = token }
    scale.addMark(at: 400, label: "Regular")
    let toggle = Switch(accessibleLabel: "Small Capitals")
    toggle.onToggled { _ in _ = token }
    row.addSuffix(scale)
    row.addSuffix(toggle)
    row.setActivatableWidget(toggle)
    row.onActivated { _ = token }
    let expander = ExpanderRow(title: "Languages")
    expander.addRow(ActionRow(title: "Korean"))
    group.add(row)
    group.add(expander)
    let link = LinkButton(uri: "https://openfontlicense.org", label: "OFL")
    group.setHeaderSuffix(link)
    page.add(group)
    let sample = TextView(text: "Sphinx")
    sample.onChanged { _ = token }
    sample.font = FontDescription(family: "Sans", points: 48, variations: ["wght": 700])
    sample.fontFeatures = ["smcp": 1]
    let grid = GridView()
    grid.onSetup { item in
      _ = token
      item.child = Label("A")
    }
    grid.onSelectionChanged { _ in _ = token }
    grid.setCount(200)
    let search = SearchEntry()
    search.onChanged { _ = token }
    let box = Box(.vertical)
    for widget in [page, sample, search, ScrolledWindow(child: grid)] as [Widget] { box.append(widget) }
    for object in [page, group, row, scale, toggle, expander, link, sample, grid, search, box] as [ObjectHandle] {
      FinalizeCounter.watch(object)
    }
    if window {
      let window = TestWindow(showing: box)
      window.settle(0.05)
      window.close()
    }
  }

  /// Makes a row holding a slider and a switch, connected, capturing `token`.
  func makeRow(capturing token: Token) {
    let row = ActionRow(title: "Weight & <Width>", subtitle: "wght")
    let scale = Scale(range: 100...900, step: 1, accessibleLabel: "Weight")
    scale.onValueChanged { _ in _ = token }
    let toggle = Switch(accessibleLabel: "Small Capitals")
    toggle.onToggled { _ in _ = token }
    row.addSuffix(scale)
    row.addSuffix(toggle)
    row.setActivatableWidget(toggle)
    row.onActivated { _ = token }
    for object in [row, scale, toggle] as [ObjectHandle] { FinalizeCounter.watch(object) }
  }

  func testAThousandRowsOfSlidersAndSwitchesAreFinalizedWithTheirClosures() {
    FinalizeCounter.reset()
    weak var released: Token?
    do {
      let token = Token()
      released = token
      for _ in 0..<1_000 { makeRow(capturing: token) }
    }
    MainContext.drain()
    XCTAssertEqual(FinalizeCounter.watched, 3_000)
    XCTAssertEqual(FinalizeCounter.finalized, FinalizeCounter.watched, "widgets were not finalized")
    XCTAssertNil(released, "a closure outlived its widget")
  }

  func testAHundredPagesOfWidgetsAreFinalizedWithTheirClosures() {
    FinalizeCounter.reset()
    weak var released: Token?
    do {
      let token = Token()
      released = token
      for _ in 0..<100 { makeWidgets(capturing: token, in: false) }
    }
    MainContext.drain()
    XCTAssertEqual(FinalizeCounter.watched, 1_100)
    XCTAssertEqual(FinalizeCounter.finalized, FinalizeCounter.watched, "widgets were not finalized")
    XCTAssertNil(released, "a closure outlived its widget")
  }

  func testShownWidgetsAreFinalizedWhenTheirWindowCloses() {
    FinalizeCounter.reset()
    weak var released: Token?
    do {
      let token = Token()
      released = token
      for _ in 0..<10 { makeWidgets(capturing: token, in: true) }
    }
    MainContext.drain()
    XCTAssertEqual(FinalizeCounter.finalized, FinalizeCounter.watched, "shown widgets were not finalized")
    XCTAssertNil(released, "a closure outlived its widget")
  }

  /// A fontconfig configuration of no fonts, for font maps to draw from.
  final class EmptyFonts: FontconfigConfigurationHandle {
    let config = FcConfigCreate()!
    deinit { FcConfigDestroy(config) }
  }

  func testFontMapsLetGoOfAreFinalizedAfterTheFrameNotInIt() {
    // Maps other tests let go of go first.
    MainContext.drain()
    FinalizeCounter.reset()
    let fonts = EmptyFonts()
    let label = Label("Aa")
    var first: FontMap? = FontMap(fonts: fonts)!
    var unused: FontMap? = FontMap(fonts: fonts)!
    for map in [first!, unused!] {
      g_object_weak_ref(
        map.pointer.gpointer.assumingMemoryBound(to: GObject.self), { _, _ in FinalizeCounter.finalized += 1 }, nil)
    }
    label.useFontMap(first)
    // The label's map changes (a row bound to another family) and the caches drop theirs.
    let second = FontMap(fonts: fonts)!
    label.useFontMap(second)
    first = nil
    unused = nil
    XCTAssertEqual(FinalizeCounter.finalized, 0, "a font map was finalized inside the frame's work")
    MainContext.drain()
    XCTAssertEqual(FinalizeCounter.finalized, 2, "font maps let go of were never finalized")
    withExtendedLifetime(second) {}
  }

  func testManyFontMapsLetGoOfAreFinalizedAFewATurn() {
    // Maps other tests let go of go first.
    MainContext.drain()
    FinalizeCounter.reset()
    let fonts = EmptyFonts()
    var maps = (0..<40).map { _ in FontMap(fonts: fonts)! }
    for map in maps {
      g_object_weak_ref(
        map.pointer.gpointer.assumingMemoryBound(to: GObject.self), { _, _ in FinalizeCounter.finalized += 1 }, nil)
    }
    maps = []
    XCTAssertEqual(FinalizeCounter.finalized, 0)
    g_main_context_iteration(nil, 0)
    XCTAssertEqual(FinalizeCounter.finalized, FontMap.releasedPerTurn, "one turn of the main loop finalized them all")
    MainContext.drain()
    XCTAssertEqual(FinalizeCounter.finalized, 40)
  }
}
