import Testing
import TypecaseCore

@testable import TypecaseUI

/// The settings-screen seed, step by step, in the model.
@Suite struct SettingsScreensTests {
  /// A language no installed font has the characters of says so beside its name (drawn in
  /// boxes); the others do not.
  @Test func aLanguageWithoutFontsSaysSo() throws {
    let model = TypecaseModel(settings: SettingsValues(environment: ["LANG": "en_US.UTF-8"]))
    model.languagesWithoutFonts = { ["ja"] }
    let language = try #require(model.screen(for: .settingChoices(TypecaseSettings.Key.language)))
    #expect(language.rows.map(\.detail) == [nil, nil, "Japanese: no installed font has its characters", nil])
    #expect(language.rows.map(\.accessibleDescription) == language.rows.map(\.detail))
    // Chosen all the same, it says the window is in English instead, as System does.
    model.setSettings(SettingsValues(stored: ["language": "ja"], environment: ["LANG": "en_US.UTF-8"]))
    model.setLanguagesWithoutFonts([.japanese])
    let chosen = try #require(model.screen(for: .settingChoices(TypecaseSettings.Key.language)))
    #expect(chosen.rows.map(\.detail) == [nil, nil, "no font for Japanese: shown in English", nil])
    // Other settings' choices are not languages.
    let unit = try #require(model.screen(for: .settingChoices(TypecaseSettings.Key.temperatureUnit)))
    #expect(unit.rows.allSatisfy { $0.detail == nil })
  }

  /// The environment's language with no font to draw it: the window is in English, and the
  /// "System" choice says why; so for a language chosen in the settings (chosen despite its
  /// row's warning, it turned every label to boxes, the way back included).
  @Test func aSystemLanguageWithoutFontsFallsBackToEnglish() throws {
    var values = SettingsValues(environment: ["LANG": "ja_JP.UTF-8"])
    values.languagesWithoutFonts = [.japanese]
    let model = TypecaseModel(settings: values)
    #expect(model.localizer.language == .english)
    let language = try #require(model.screen(for: .settingChoices(TypecaseSettings.Key.language)))
    #expect(language.title == "Language")
    #expect(
      language.rows.first?.detail == "no font for Japanese: shown in English")
    // Settings read again (another process wrote them) keep what was found.
    model.setSettings(SettingsValues(stored: ["temperature-unit": "fahrenheit"], environment: ["LANG": "ja_JP.UTF-8"]))
    #expect(model.localizer.language == .english)
    model.setSettings(SettingsValues(stored: ["language": "ja"], environment: ["LANG": "ja_JP.UTF-8"]))
    #expect(model.localizer.language == .english)
    model.setSettings(SettingsValues(stored: ["language": "ja"], environment: ["LANG": "en_US.UTF-8"]))
    #expect(model.localizer.language == .english)
    model.setLanguagesWithoutFonts([.korean])
    #expect(model.localizer.language == .japanese)
    // With fonts for it, the environment's language is the window's.
    #expect(
      TypecaseModel(settings: SettingsValues(environment: ["LANG": "ja_JP.UTF-8"])).localizer.language == .japanese)
  }

  /// A font for the environment's language installed while the window is open: the window
  /// takes that language, and "System" no longer says there is no font for it (it did, and the
  /// window stayed in English); a font removed sends it back to English.
  @Test func aFontForTheSystemLanguageInstalledLaterBringsItIn() throws {
    var values = SettingsValues(environment: ["LANG": "ja_JP.UTF-8"])
    values.languagesWithoutFonts = [.japanese]
    let model = TypecaseModel(settings: values)
    #expect(model.localizer.language == .english)
    model.setLanguagesWithoutFonts([])
    #expect(model.localizer.language == .japanese)
    let language = try #require(model.screen(for: .settingChoices(TypecaseSettings.Key.language)))
    #expect(language.rows.first?.detail == nil, "\(String(describing: language.rows.first?.detail))")
    model.setLanguagesWithoutFonts([.japanese])
    #expect(model.localizer.language == .english)
    // Settings read again keep what was found last.
    model.setSettings(SettingsValues(environment: ["LANG": "ja_JP.UTF-8"]))
    #expect(model.localizer.language == .english)
  }

  @Test func temperatureUnitFlowOfTheSeed() throws {
    let model = TypecaseModel(settings: SettingsValues(environment: ["LANG": "de_DE.UTF-8"]))
    #expect(model.openSettings())
    #expect(model.backTitle == "Font Families")
    #expect(model.activate(rowID: "language-region") == .pushed(.settingsPage("language-region")))
    let page = try #require(model.screen(for: model.current))
    #expect(page.title == "Language & Region")
    #expect(page.style == .grouped)
    let unit = try #require(page.row(id: "temperature-unit"))
    #expect(unit.text == "Temperature Unit")
    #expect(unit.detail == "Celsius (°C)")
    #expect(unit.accessibleLabel == "Temperature Unit")
    #expect(unit.accessibleDescription == "Celsius (°C)")
    #expect(unit.accessory == .disclosure)

    #expect(model.activate(rowID: "temperature-unit") == .pushed(.settingChoices("temperature-unit")))
    #expect(model.focusRowID(for: model.current) == "celsius")
    #expect(model.backTitle == "Language & Region")
    var choices = try #require(model.screen(for: model.current))
    #expect(choices.title == "Temperature Unit")
    #expect(choices.rows.map(\.text) == ["Celsius (°C)", "Fahrenheit (°F)"])
    #expect(choices.rows.map(\.accessory) == [.checkmark, .unchecked])

    #expect(model.activate(rowID: "fahrenheit") == .chose(key: "temperature-unit", value: "fahrenheit"))
    #expect(model.focusRowID(for: model.current) == "fahrenheit")
    // Changed back by another program: the page opens on the checked choice, not the one
    // chosen here last.
    var changed = model.settings
    changed.stored[TypecaseSettings.Key.temperatureUnit] = "celsius"
    model.setSettings(changed)
    #expect(model.focusRowID(for: model.current) == "celsius")
    changed.stored[TypecaseSettings.Key.temperatureUnit] = "fahrenheit"
    model.setSettings(changed)
    choices = try #require(model.screen(for: model.current))
    #expect(choices.rows.map(\.accessory) == [.unchecked, .checkmark])
    #expect(model.stack.last == .settingChoices("temperature-unit"))

    #expect(model.back())
    #expect(model.screen(for: model.current)?.row(id: "temperature-unit")?.detail == "Fahrenheit (°F)")
    #expect(model.screen(for: model.current)?.row(id: "temperature-unit")?.accessibleDescription == "Fahrenheit (°F)")
    #expect(model.lastChosenRow[.settingsPage("language-region")] == "temperature-unit")
  }

  /// Settings flow one way: a choice goes to the store once, and the model shows what the
  /// store then holds (another process's change included); a store that fails leaves the
  /// choice in memory.
  @Test func aChoiceGoesThroughTheStoreAndComesBackFromIt() throws {
    let model = TypecaseModel(settings: SettingsValues(environment: ["LANG": "de_DE.UTF-8"]))
    var written: [String] = []
    var storeWorks = true
    model.persist = { key, value in
      written.append(key + "=" + value)
      guard storeWorks else { return nil }
      return SettingsValues(stored: [key: value, "preview-size": "24"], environment: ["LANG": "de_DE.UTF-8"])
    }
    model.reset(to: [.families, .settings, .settingsPage("language-region"), .settingChoices("temperature-unit")])
    #expect(model.activate(rowID: "fahrenheit") == .chose(key: "temperature-unit", value: "fahrenheit"))
    #expect(written == ["temperature-unit=fahrenheit"])
    #expect(model.settings.stored == ["temperature-unit": "fahrenheit", "preview-size": "24"])

    storeWorks = false
    #expect(model.activate(rowID: "celsius") == .chose(key: "temperature-unit", value: "celsius"))
    #expect(written == ["temperature-unit=fahrenheit", "temperature-unit=celsius"])
    #expect(model.settings.stored == ["temperature-unit": "celsius", "preview-size": "24"])
    #expect(model.edit(key: "preview-custom-text", text: "Hi") == .chose(key: "preview-custom-text", value: "Hi"))
    // Typing the custom text chooses it.
    #expect(written.suffix(2) == ["preview-custom-text=Hi", "preview-text=custom"])
  }

  /// Typed on the Sample Text page, the custom text moves the checkmark to Custom Text (it
  /// stayed on Font Name, and the rows went on showing names); typed again, nothing more.
  @Test func typingTheCustomTextChoosesIt() throws {
    let model = TypecaseModel(settings: SettingsValues(environment: ["LANG": "en_US.UTF-8"]))
    model.reset(to: [.families, .settings, .settingChoices("preview-text")])
    func checked() -> [String] {
      (model.screen(for: .settingChoices("preview-text"))?.rows ?? []).filter { $0.accessory == .checkmark }.map(\.id)
    }
    #expect(checked() == ["name"])
    // The stored text typed again chooses it too.
    let stored = model.settings.value("preview-custom-text")
    #expect(model.edit(key: "preview-custom-text", text: stored) == .chose(key: "preview-custom-text", value: stored))
    #expect(checked() == ["custom"])
    #expect(model.activate(rowID: "name") == .chose(key: "preview-text", value: "name"))
    #expect(model.edit(key: "preview-custom-text", text: "Héllo") == .chose(key: "preview-custom-text", value: "Héllo"))
    #expect(checked() == ["custom"])
    #expect(model.settings.value("preview-text") == "custom")
    #expect(PreviewStyle(settings: model.settings).text(forName: "Alpha", localizer: model.localizer).text == "Héllo")
  }

  /// No language is process-wide: two models in two languages draw side by side, and a model
  /// follows its own language setting.
  @Test func twoModelsInTwoLanguagesSideBySide() throws {
    let japanese = TypecaseModel(settings: SettingsValues(stored: ["language": "ja"]))
    let korean = TypecaseModel(settings: SettingsValues(stored: ["language": "ko"]))
    let english = TypecaseModel()
    for model in [japanese, korean, english] { #expect(model.openSettings()) }
    #expect(japanese.screen(for: .settings)?.title == "設定")
    #expect(korean.screen(for: .settings)?.title == "설정")
    #expect(english.screen(for: .settings)?.title == "Settings")
    #expect(japanese.backTitle == "フォントファミリー")

    english.reset(to: [.families, .settings, .settingsPage("language-region"), .settingChoices("language")])
    #expect(english.activate(rowID: "ko") == .chose(key: "language", value: "ko"))
    #expect(english.screen(for: .settings)?.title == "설정")
    #expect(japanese.screen(for: .settings)?.title == "設定")
  }

  /// Activating the Custom Text row (a click, Enter) puts the caret in its field; nothing is
  /// chosen until text is typed.
  @Test func activatingATextRowEditsIt() throws {
    let model = TypecaseModel()
    model.reset(to: [.families, .settings, .settingChoices("preview-text")])
    #expect(model.activate(rowID: "preview-custom-text") == .editsText(rowID: "preview-custom-text"))
    #expect(model.settings.stored.isEmpty)
    #expect(model.stack.last == .settingChoices("preview-text"))
  }

  @Test func defaultUnitFollowsTheLocale() {
    let american = TypecaseModel(settings: SettingsValues(environment: ["LANG": "en_US.UTF-8"]))
    #expect(
      american.screen(for: .settingsPage("language-region"))?.row(id: "temperature-unit")?.detail == "Fahrenheit (°F)")
  }

  @Test func settingsPageListsPreviewAndLanguageRegion() throws {
    let model = TypecaseModel()
    let screen = try #require(model.screen(for: .settings))
    #expect(screen.title == "Settings")
    #expect(screen.sections.map(\.title) == ["Preview", nil])
    #expect(screen.rows.map(\.text) == ["Sample Text", "Size", "Language & Region"])
    #expect(screen.rows.map(\.detail) == ["Font Name", "17 pt", nil])
    #expect(screen.rows.allSatisfy { $0.accessory == .disclosure })
    #expect(
      model.screen(for: .settingChoices("preview-size"))?.rows.map(\.text) == [
        "12 pt", "14 pt", "17 pt", "24 pt", "32 pt", "48 pt",
      ])
  }

  @Test func settingsOpenOnlyOnce() {
    let model = TypecaseModel()
    #expect(model.openSettings())
    #expect(!model.openSettings())
    #expect(model.stack == [.families, .settings])
  }

  @Test(arguments: [
    ("families", [Route.families]),
    ("family/DejaVu Sans", [.families, .family("DejaVu Sans")]),
    ("settings", [.families, .settings]),
    ("settings/language-region", [.families, .settings, .settingsPage("language-region")]),
    (
      "settings/temperature-unit",
      [.families, .settings, .settingsPage("language-region"), .settingChoices("temperature-unit")]
    ),
    ("settings/preview-size", [.families, .settings, .settingChoices("preview-size")]),
  ])
  func pagePathsOpenWithTheirBackStack(path: String, routes: [Route]) throws {
    #expect(try PagePath.routes(for: path) == routes)
  }

  @Test(arguments: ["", "nowhere", "family/", "settings/nothing", "settings/preview-custom-text", "families/x"])
  func unknownPagePathsAreRejected(path: String) {
    #expect(throws: PagePath.Unknown.self) { try PagePath.routes(for: path) }
  }
}
