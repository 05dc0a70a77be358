/// The current value of every setting: what is stored, else the schema's default.
public struct SettingsValues: Sendable, Equatable {
  /// The values stored by the user, by key (only valid ones).
  public var stored: [String: String]
  /// The locale variables defaults are worked out from.
  public var environment: [String: String]
  /// The starred families' names, in the order they were starred (`starred-families`).
  public var starredFamilies: [String]

  /// Creates values over `stored`, with defaults from `environment`.
  public init(stored: [String: String] = [:], environment: [String: String] = [:], starredFamilies: [String] = []) {
    self.stored = stored
    self.environment = environment
    self.starredFamilies = starredFamilies
  }

  /// The value of `key`: the stored one, else the default; empty for an unknown key.
  public func value(_ key: String, schema: SettingsSchema = TypecaseSettings.schema) -> String {
    if let value = stored[key] { return value }
    return schema.setting(key)?.defaultValue(in: environment) ?? ""
  }

  /// The preview size in points.
  public var previewSize: Int { Int(value(TypecaseSettings.Key.previewSize)) ?? 17 }

  /// The interface language the settings ask for: the setting, else the environment's.
  public var interfaceLanguage: InterfaceLanguage {
    InterfaceLanguage(rawValue: value(TypecaseSettings.Key.language))
      ?? InterfaceLanguage.fromEnvironment(environment)
  }

  /// The window's size in pixels when it last closed (the default size before that).
  public var windowSize: (width: Int, height: Int) {
    (Int(value(TypecaseSettings.Key.windowWidth)) ?? 720, Int(value(TypecaseSettings.Key.windowHeight)) ?? 760)
  }

  /// Whether the window was maximized when it last closed.
  public var isWindowMaximized: Bool { value(TypecaseSettings.Key.windowMaximized) == "true" }

  public static func == (lhs: SettingsValues, rhs: SettingsValues) -> Bool {
    lhs.stored == rhs.stored && lhs.environment == rhs.environment && lhs.starredFamilies == rhs.starredFamilies
  }
}
