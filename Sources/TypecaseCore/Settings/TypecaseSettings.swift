/// The settings Typecase has, and the words that name them.
public enum TypecaseSettings {
  /// The keys, as scripts write them.
  public enum Key {
    public static let previewText = "preview-text"
    public static let previewCustomText = "preview-custom-text"
    public static let previewSize = "preview-size"
    public static let language = "language"
    public static let temperatureUnit = "temperature-unit"
    public static let windowWidth = "window-width"
    public static let windowHeight = "window-height"
    public static let windowMaximized = "window-maximized"
    public static let facePreviewSize = "face-preview-size"
    /// The starred families: a list of names, kept apart from the settings the pages show.
    public static let starredFamilies = "starred-families"
  }

  /// The page identifier of "Language & Region".
  public static let languageRegionPage = "language-region"

  /// The preview sizes offered, in points.
  public static let previewSizes = [12, 14, 17, 24, 32, 48]

  /// Typecase's schema.
  public static let schema = SettingsSchema(
    groups: [
      SettingsGroup(
        id: "preview", title: translatable("Preview"),
        footer: translatable("What the font lists show on each row, and how large."),
        items: [
          .setting(
            SettingDefinition(
              key: Key.previewText, title: translatable("Sample Text"),
              kind: .choice([
                SettingChoice(value: "name", title: translatable("Font Name")),
                SettingChoice(value: "pangram", title: translatable("Pangram")),
                SettingChoice(value: "custom", title: translatable("Custom Text")),
              ]), defaultValue: .fixed("name"))),
          .setting(
            SettingDefinition(
              key: Key.previewCustomText, title: translatable("Custom Text"), kind: .text,
              defaultValue: .fixed("Typecase 0123"),
              editedOnPageOf: Key.previewText, editedForChoice: "custom")),
          .setting(
            SettingDefinition(
              key: Key.previewSize, title: translatable("Size"),
              kind: .choice(previewSizes.map { SettingChoice(value: String($0), title: translatable("{size} pt")) }),
              defaultValue: .fixed("17"))),
        ]),
      SettingsGroup(
        id: "region",
        items: [
          .page(
            SettingsPage(
              id: languageRegionPage, title: translatable("Language & Region"),
              groups: [
                SettingsGroup(
                  id: "language-region",
                  footer:
                    translatable(
                      "The interface language takes effect immediately; the command line uses it from the next command."
                    ),
                  items: [
                    .setting(
                      SettingDefinition(
                        key: Key.language, title: translatable("Language"),
                        kind: .choice([
                          SettingChoice(value: "system", title: translatable("System")),
                          SettingChoice(value: "en", title: "English", isVerbatim: true),
                          SettingChoice(value: "ja", title: "日本語", isVerbatim: true),
                          SettingChoice(value: "ko", title: "한국어", isVerbatim: true),
                        ]), defaultValue: .fixed("system"))),
                    .setting(
                      SettingDefinition(
                        key: Key.temperatureUnit, title: translatable("Temperature Unit"),
                        kind: .choice([
                          SettingChoice(value: "celsius", title: translatable("Celsius (°C)")),
                          SettingChoice(value: "fahrenheit", title: translatable("Fahrenheit (°F)")),
                        ]), defaultValue: .fromEnvironment(MeasurementSystem.temperatureUnit))),
                  ])
              ]))
        ]),
    ], hidden: windowState)

  /// The window's size and whether it was maximized when it last closed, and the size of the
  /// face pages' preview: kept in the file so the next window opens the same, shown on no
  /// settings page.
  static let windowState = [
    SettingDefinition(
      key: Key.windowWidth, title: "Window Width", kind: .number(windowSizes), defaultValue: .fixed("720")),
    SettingDefinition(
      key: Key.windowHeight, title: "Window Height", kind: .number(windowSizes), defaultValue: .fixed("760")),
    SettingDefinition(
      key: Key.windowMaximized, title: "Window Maximized",
      kind: .choice([SettingChoice(value: "false", title: "No"), SettingChoice(value: "true", title: "Yes")]),
      defaultValue: .fixed("false")),
    SettingDefinition(
      key: Key.facePreviewSize, title: "Face Preview Size", kind: .number(facePreviewSizes),
      defaultValue: .fixed("48")),
  ]

  /// The sizes a face page's preview can be kept at, in points (its size slider's).
  public static let facePreviewSizes = 8...200

  /// The window sizes remembered, in pixels: smaller or larger is taken for a mistake.
  public static let windowSizes = 200...20_000
}

/// Which temperature unit the user's locale measures in.
public enum MeasurementSystem {
  /// "fahrenheit" when LC_ALL, LC_MEASUREMENT or LANG (the first set) names a region that
  /// measures in Fahrenheit (the US and a few others), else "celsius".
  @Sendable public static func temperatureUnit(_ environment: [String: String]) -> String {
    let locale = ["LC_ALL", "LC_MEASUREMENT", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    guard let locale else { return "celsius" }
    let base = locale.split(separator: ".").first.map(String.init) ?? locale
    let region = base.split(separator: "_").dropFirst().first.map { String($0.prefix(2)).uppercased() }
    let fahrenheitRegions: Set<String> = ["US", "LR", "BS", "BZ", "KY", "PW", "FM", "MH", "PR", "GU", "VI", "AS", "MP"]
    return region.map(fahrenheitRegions.contains) == true ? "fahrenheit" : "celsius"
  }
}
