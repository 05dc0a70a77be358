import CAdwaita
import FixtureSupport
import Foundation
import GtkSupport
import TypecaseCore
import TypecaseUI
import XCTest

@testable import TypecaseGTK

/// The settings-screen seed in a real GTK window, stored in a settings file.
final class SettingsWindowTests: WindowTestCase {
  var directory: URL!

  override func setUpWithError() throws {
    try super.setUpWithError()
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-settings-\(UUID())")
  }

  override func tearDown() {
    super.tearDown()
    try? FileManager.default.removeItem(at: directory)
  }

  func openSettings(language: InterfaceLanguage) -> SettingsStore {
    let environment = ["LANG": "de_DE.UTF-8"]
    let store = SettingsStore(directory: directory, environment: environment)
    // The window shows what the store holds (a choice comes back from it), so the language is
    // stored first.
    let values = (try? store.set("language", to: language.rawValue))?.values ?? SettingsValues(environment: environment)
    app = TypecaseApp(
      options: TypecaseApp.Options(routes: [.families]), settings: values, store: store,
      applicationID: "org.typecase.Typecase.Settings\(language.rawValue)\(UUID().uuidString.prefix(8))")
    app.startWithoutMainLoop()
    XCTAssertTrue(MainContext.iterate(until: { self.app.hasFonts }))
    WidgetDriving.activate(window.settingsButtonWidget)
    settle()
    return store
  }

  func runTemperatureFlow(
    language: InterfaceLanguage,
    words: (families: String, settings: String, region: String, unit: String, celsius: String, fahrenheit: String)
  ) throws {
    let store = openSettings(language: language)
    XCTAssertEqual(headerTitle, words.settings)
    XCTAssertEqual(backButtonText, words.families)
    activateRow(words.region)
    XCTAssertEqual(headerTitle, words.region)
    XCTAssertEqual(backButtonText, words.settings)
    let unitRow = try XCTUnwrap(drawnRows().first { $0.text == words.unit })
    XCTAssertEqual(unitRow.detail, words.celsius)
    XCTAssertEqual(unitRow.accessory, "go-next-symbolic")

    activateRow(words.unit)
    XCTAssertEqual(headerTitle, words.unit)
    XCTAssertEqual(backButtonText, words.region)
    XCTAssertTrue(Accessibility.hasLabel(window.backButtonWidget, words.region))
    // At the narrowest width the back button still reads the seed's whole title (it read
    // "‹ Langua…"); the header has no room for Install Fonts… and Settings here.
    XCTAssertFalse(window.installButtonWidget.isVisible)
    XCTAssertFalse(window.settingsButtonWidget.isVisible)
    window.window.defaultSize = (width: 200, height: 600)
    settle()
    XCTAssertLessThan(window.window.width, 460, "is the window narrow?")
    XCTAssertFalse(WidgetInspection.isEllipsized(window.backLabelWidget), "the back button's title was cut")
    // Nor wider than its text: a width in characters left a gap between the chevron and it.
    let textWidth = WidgetInspection.textWidth(ofLabel: window.backLabelWidget)
    XCTAssertGreaterThan(textWidth, 0)
    XCTAssertLessThanOrEqual(window.backLabelWidget.width, textWidth + 2, "room beside the back title")
    var rows = drawnRows()
    XCTAssertEqual(rows.map(\.text), [words.celsius, words.fahrenheit])
    XCTAssertEqual(rows.map(\.accessory), ["object-select-symbolic", ""])
    XCTAssertTrue(Accessibility.isChecked(rows[0].box))
    XCTAssertFalse(Accessibility.isChecked(rows[1].box))

    activateRow(words.fahrenheit)
    rows = drawnRows()
    XCTAssertEqual(rows.map(\.accessory), ["", "object-select-symbolic"])
    XCTAssertTrue(Accessibility.isChecked(rows[1].box))
    XCTAssertFalse(Accessibility.isChecked(rows[0].box))
    XCTAssertEqual(store.load().values.value("temperature-unit"), "fahrenheit")

    WidgetDriving.activate(window.backButtonWidget)
    settle()
    XCTAssertEqual(headerTitle, words.region)
    XCTAssertEqual(drawnRows().first { $0.text == words.unit }?.detail, words.fahrenheit)
  }

  func testTemperatureUnitFlowInEnglish() throws {
    try runTemperatureFlow(
      language: .english,
      words: ("Font Families", "Settings", "Language & Region", "Temperature Unit", "Celsius (°C)", "Fahrenheit (°F)"))
  }

  /// A section's heading and footer are lines no focus goes to: a screen reader was told of
  /// them as focusable items among the rows ("Custom Text" three times on the sample text
  /// page), while the arrow keys passed them by.
  func testHeadingsAndFootersAreNotFocusable() throws {
    _ = openSettings(language: .english)
    let rows = drawnRows()
    let heading = try XCTUnwrap(rows.first { $0.text == "Preview" }, "\(rows.map(\.text))")
    XCTAssertEqual(heading.box.parent?.isFocusable, false)
    let footer = try XCTUnwrap(rows.first { $0.text.hasPrefix("What the font lists show") }, "\(rows.map(\.text))")
    XCTAssertEqual(footer.box.parent?.isFocusable, false)
    let row = try XCTUnwrap(rows.first { $0.text == "Sample Text" })
    XCTAssertEqual(row.box.parent?.isFocusable, true)
  }

  func testTemperatureUnitFlowInJapanese() throws {
    try runTemperatureFlow(
      language: .japanese, words: ("フォントファミリー", "設定", "言語と地域", "温度単位", "摂氏（°C）", "華氏（°F）"))
  }

  func testAChangeMadeByAnotherProcessShows() throws {
    let store = openSettings(language: .english)
    activateRow("Language & Region")
    XCTAssertEqual(drawnRows().first { $0.text == "Temperature Unit" }?.detail, "Celsius (°C)")
    let other = SettingsStore(directory: directory, environment: ["LANG": "de_DE.UTF-8"])
    try other.set("temperature-unit", to: "fahrenheit")
    XCTAssertTrue(
      MainContext.iterate(
        until: { self.drawnRows().first { $0.text == "Temperature Unit" }?.detail == "Fahrenheit (°F)" }, timeout: 5))
    _ = store
  }

  /// A settings file another program is writing in parts (an editor, `cat >`) is read once it
  /// is whole: it was set aside as corrupt while half-written, the edit going to
  /// `settings.json.corrupt-…` and every setting to its default.
  ///
  /// One left unusable is set aside by the window's next change, which writes the settings the
  /// window kept.
  func testAFileBeingWrittenIsReadOnceWhole() throws {
    let store = openSettings(language: .english)
    activateRow("Language & Region")
    XCTAssertEqual(drawnRows().first { $0.text == "Temperature Unit" }?.detail, "Celsius (°C)")
    let file = try FileHandle(forWritingTo: store.fileURL)
    try file.truncate(atOffset: 0)
    try file.write(contentsOf: Data("{\n  \"language\": \"en\",\n".utf8))
    // More than a look at the file (a second) apart.
    _ = MainContext.iterate(until: { false }, timeout: 1.6)
    try file.write(contentsOf: Data("  \"temperature-unit\": \"fahrenheit\"\n}\n".utf8))
    try file.close()
    XCTAssertTrue(
      MainContext.iterate(
        until: { self.drawnRows().first { $0.text == "Temperature Unit" }?.detail == "Fahrenheit (°F)" }, timeout: 5))
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    XCTAssertFalse(names.contains { $0.contains("corrupt") }, "\(names)")
    XCTAssertEqual(store.load().values.value("temperature-unit"), "fahrenheit")
    // A file left unusable is said once and left where it is; the window keeps its settings.
    try Data("{ \"temperature-unit\": ".utf8).write(to: store.fileURL)
    let said = "cannot be used (not valid JSON at line 1); the window keeps its settings until it can"
    XCTAssertTrue(
      MainContext.iterate(until: { self.labelTexts.contains { $0.hasSuffix(said) } }, timeout: 5), "\(labelTexts)")
    XCTAssertEqual(drawnRows().first { $0.text == "Temperature Unit" }?.detail, "Fahrenheit (°F)")
    XCTAssertEqual(try String(contentsOf: store.fileURL, encoding: .utf8), "{ \"temperature-unit\": ")
    // A choice made then writes the settings the window kept with it, the unusable file set
    // aside (only the choice was written: every other setting was lost).
    activateRow("Temperature Unit")
    activateRow("Celsius (°C)")
    let values = store.load()
    XCTAssertEqual(values.warnings, [])
    XCTAssertEqual(values.values.stored, ["language": "en", "temperature-unit": "celsius"])
    let kept = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains("corrupt") }
    XCTAssertEqual(kept.count, 1)
    XCTAssertEqual(
      try String(contentsOf: directory.appendingPathComponent(kept[0]), encoding: .utf8), "{ \"temperature-unit\": ")
    XCTAssertTrue(
      MainContext.iterate(
        until: { self.labelTexts.contains { $0.hasSuffix("and the settings in use were written in its place") } },
        timeout: 5), "\(labelTexts)")
  }

  /// The texts of the window's labels (a toast's among them).
  var labelTexts: [String] {
    WidgetTree.descendants(of: window.window).filter { $0.cssName == "label" }.map {
      WidgetInspection.text(ofLabel: $0)
    }
  }

  func testChoosingALanguageTranslatesTheWindowAtOnce() throws {
    let store = openSettings(language: .english)
    activateRow("Language & Region")
    activateRow("Language")
    activateRow("日本語")
    XCTAssertEqual(headerTitle, "言語")
    XCTAssertEqual(backButtonText, "言語と地域")
    XCTAssertEqual(store.load().values.value("language"), "ja")
    // Rows fall back to the Japanese font for what their family lacks.
    XCTAssertEqual(window.fontMaps.language, "ja")
    WidgetDriving.activate(window.backButtonWidget)
    settle()
    XCTAssertEqual(drawnRows().first { $0.text == "温度単位" }?.detail, "摂氏（°C）")
  }

  func testTypedSampleTextIsStoredAndDrawnInTheLists() throws {
    let store = openSettings(language: .english)
    activateRow("Sample Text")
    activateRow("Custom Text")
    let page = try XCTUnwrap(window.currentPage)
    let field = try XCTUnwrap(
      WidgetTree.descendants(of: page.listView).compactMap { rowWidget(of: $0)?.madeField }
        .first { WidgetInspection.isVisible($0) })
    WidgetDriving.setText(field, "Hamburgefonstiv")
    settle()
    XCTAssertEqual(store.load().values.value("preview-custom-text"), "Hamburgefonstiv")
    XCTAssertEqual(store.load().values.value("preview-text"), "custom")
    WidgetDriving.activate(window.backButtonWidget)
    settle()
    WidgetDriving.activate(window.backButtonWidget)
    settle()
    let first = try XCTUnwrap(drawnRows().first)
    XCTAssertEqual(first.text, "Hamburgefonstiv")
    XCTAssertEqual(first.detail, "Fixture Display")
  }

  func testPreviewSizeChangesTheFamilyList() throws {
    _ = openSettings(language: .english)
    activateRow("Size")
    activateRow("32 pt")
    WidgetDriving.activate(window.backButtonWidget)
    settle()
    WidgetDriving.activate(window.backButtonWidget)
    settle()
    XCTAssertEqual(headerTitle, "Font Families")
    let label = try XCTUnwrap(drawnRows().first.map { rowWidget(of: $0.box)?.text })
    XCTAssertEqual(WidgetInspection.fontPoints(ofLabel: try XCTUnwrap(label)), 32)
  }

  /// A settings lock held elsewhere costs a choice a second, then the toast says the change
  /// waits; written once the lock is let go, with what was changed meanwhile.
  ///
  /// Another program holding it and never letting go (a `typecase` stopped with Ctrl+Z) froze
  /// the window for as long; then, failing, the changes were dropped while the window showed
  /// them, and the next change took them back on screen.
  func testASettingsLockHeldElsewhereHoldsTheChoicesUntilItIsLetGo() throws {
    let store = openSettings(language: .english)
    let holder = Glibc.open(directory.appendingPathComponent("settings.lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    XCTAssertGreaterThanOrEqual(holder, 0)
    XCTAssertEqual(flock(holder, LOCK_EX), 0)
    activateRow("Language & Region")
    activateRow("Temperature Unit")
    activateRow("Fahrenheit (°F)")
    XCTAssertTrue(
      labels().contains("Settings not saved yet: another program holds their lock; they are saved when it lets go"),
      "\(labels())")
    XCTAssertNotEqual(store.load().values.stored["temperature-unit"], "fahrenheit")
    WidgetDriving.activate(window.backButtonWidget)
    settle()
    WidgetDriving.activate(window.backButtonWidget)
    settle()
    // Let go, the next change is written after the one that waited (it was written alone, and
    // the file's values, without the first, took it back on screen).
    Glibc.close(holder)
    activateRow("Size")
    activateRow("32 pt")
    XCTAssertTrue(
      MainContext.iterate(until: { store.load().values.stored["temperature-unit"] == "fahrenheit" }, timeout: 5),
      "\(store.load().values.stored)")
    XCTAssertEqual(store.load().values.stored["preview-size"], "32")
    WidgetDriving.activate(window.backButtonWidget)
    settle()
    activateRow("Language & Region")
    XCTAssertEqual(drawnRows().first { $0.text == "Temperature Unit" }?.detail, "Fahrenheit (°F)")
  }

  /// The text of every label in the window.
  private func labels() -> [String] {
    WidgetTree.descendants(of: window.window).filter { $0.cssName == "label" }.map {
      WidgetInspection.text(ofLabel: $0)
    }
  }

  /// Issue 13.15: a settings folder that cannot be written gives a one-line toast that starts
  /// with a capital letter and ends with the reason; the choice holds in the window.
  func testAnUnwritableSettingsFolderSaysWhyInOneLine() throws {
    // A file where the folder should be: "Not a directory", even for root.
    try Data("not a folder".utf8).write(to: directory)
    _ = openSettings(language: .english)
    // The folder that could not be made is named before the reason (it named settings.json).
    chooseFahrenheitAndExpectItHolds(saying: directory.path + ": Not a directory")
  }

  /// A star that cannot be saved says why in the same one line as a setting: its toast named
  /// the settings file, and the reason was cut off.
  func testAStarThatCannotBeSavedSaysWhyInOneLine() throws {
    try Data("not a folder".utf8).write(to: directory)
    _ = openSettings(language: .english)
    WidgetDriving.activate(window.backButtonWidget)
    settle()
    XInput.key("Down", "ctrl+d", in: window.window)
    let expected = "Settings not saved: " + directory.path + ": Not a directory"
    XCTAssertTrue(MainContext.iterate(until: { self.labels().contains(expected) }, timeout: 3), "\(labels())")
  }

  /// Chooses Fahrenheit in the open settings, where it cannot be saved: the toast says
  /// "Settings not saved: `reason`", and the first page shows the choice all the same.
  private func chooseFahrenheitAndExpectItHolds(saying reason: String, line: UInt = #line) {
    activateRow("Language & Region")
    activateRow("Temperature Unit")
    activateRow("Fahrenheit (°F)")
    let texts = WidgetTree.descendants(of: window.window)
      .filter { $0.cssName == "label" }
      .map { WidgetInspection.text(ofLabel: $0) }
    XCTAssertTrue(texts.contains("Settings not saved: " + reason), "\(texts)", line: line)
    WidgetDriving.activate(window.backButtonWidget)
    settle()
    XCTAssertEqual(drawnRows().first { $0.text == "Temperature Unit" }?.detail, "Fahrenheit (°F)", line: line)
  }
}
