/// The current value of every setting: what is stored, else the schema's default.
public struct SettingsValues: Sendable, Equatable {
  /// The values stored by the user, by key (only valid ones).
  public var stored: [String: String]
  /// The locale variables defaults are worked out from.
  public var environment: [String: String]
  /// The starred families' names, in the order they were starred (`starred-families`).
  public var starredFamilies: [String]
  /// The languages no installed font has the characters of: when the settings ask for one of
  /// them (chosen, or the environment's for the "System" choice), the interface is in English
  /// instead.
  ///
  /// Set by the window, never stored (a terminal draws the command line's text in fonts of
  /// its own).
  public var languagesWithoutFonts: Set<InterfaceLanguage> = []

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

  /// The interface language the settings ask for: the setting, else the environment's, unless
  /// no installed font has its characters (then English: the whole window, the note saying so
  /// included, was drawn in boxes, and a language chosen despite the warning left no way back
  /// that could be read).
  public var interfaceLanguage: InterfaceLanguage {
    let asked = askedInterfaceLanguage
    return languagesWithoutFonts.contains(asked) ? .english : asked
  }

  /// The interface language the settings ask for, whether or not a font has it: the setting,
  /// else the environment's.
  public var askedInterfaceLanguage: InterfaceLanguage {
    InterfaceLanguage(rawValue: value(TypecaseSettings.Key.language)) ?? InterfaceLanguage.fromEnvironment(environment)
  }

  /// The language the environment asks for when no installed font has its characters (the
  /// interface is then in English); nil when it has fonts.
  public var systemLanguageWithoutFonts: InterfaceLanguage? {
    let system = InterfaceLanguage.fromEnvironment(environment)
    return languagesWithoutFonts.contains(system) ? system : nil
  }

  /// The window's size in pixels when it last closed (the default size before that).
  public var windowSize: (width: Int, height: Int) {
    (Int(value(TypecaseSettings.Key.windowWidth)) ?? 720, Int(value(TypecaseSettings.Key.windowHeight)) ?? 760)
  }

  /// The size face pages' previews start at, in points: the one last chosen on a face page
  /// when the window closed.
  public var facePreviewPoints: Double {
    Int(value(TypecaseSettings.Key.facePreviewSize)).map(Double.init) ?? 48
  }

  /// Whether the window was maximized when it last closed.
  public var isWindowMaximized: Bool { value(TypecaseSettings.Key.windowMaximized) == "true" }

  public static func == (lhs: SettingsValues, rhs: SettingsValues) -> Bool {
    lhs.stored == rhs.stored && lhs.environment == rhs.environment && lhs.starredFamilies == rhs.starredFamilies
      && lhs.languagesWithoutFonts == rhs.languagesWithoutFonts
  }
}
