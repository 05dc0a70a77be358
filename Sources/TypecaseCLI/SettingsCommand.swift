import TypecaseCore

/// The settings a command line runs with: the store, and the values read from it at start.
public struct SettingsContext: Sendable {
  /// The settings file.
  public var store: SettingsStore
  /// What it held when the process started (defaults filled in).
  public var values: SettingsValues
  /// The interface language's translations, as the values ask.
  public var localizer: Localizer

  /// Creates a context.
  public init(store: SettingsStore, values: SettingsValues) {
    self.store = store
    self.values = values
    localizer = Localizer(language: values.interfaceLanguage)
  }

  /// Reads the user's settings for this process, with what was wrong with the file, to tell the
  /// user.
  public static func loadForProcess(environment: [String: String]) -> (context: SettingsContext, warnings: [Message]) {
    let reader = SettingsStore(
      directory: SettingsStore.defaultDirectory(environment: environment), environment: environment)
    let loaded = reader.load()
    // A command that waits for another program's lock says so (it sat silent up to ten
    // seconds); put into words only then, not at every command's start.
    let language = loaded.values.interfaceLanguage
    let store = reader.saying {
      let waiting = Localizer(language: language).tr(
        "waiting for another program to let go of the settings lock (settings.lock)…")
      StandardError.write("typecase: " + waiting + "\n")
    }
    return (SettingsContext(store: store, values: loaded.values), loaded.warnings)
  }

  /// Of `warnings` (the file's, read at start), those the file still earns once a command has
  /// run: `settings set` on a file that was no JSON set it aside and said so, and the start's
  /// "left as it is until a setting is changed" then contradicted it.
  public func warningsStillTrue(_ warnings: [Message]) -> [Message] {
    guard !warnings.isEmpty else { return [] }
    let now = Set(store.load().warnings.map { localizer($0) })
    return warnings.filter { now.contains(localizer($0)) }
  }
}

/// `typecase settings`: lists, reads, changes and resets Typecase's settings.
enum SettingsCommand {
  static let spec = CommandSpec(
    path: ["settings"], flags: ["json"], maximumPositionals: 3,
    positionalCompletions: [.words(["list", "get", "set", "reset"]), .settingsKeys, .settingValues])

  static var help: Message {
    trParagraphs(
      """
      Usage: typecase settings [list] [--json]
             typecase settings get KEY [--json]
             typecase settings set KEY VALUE [--json]
             typecase settings reset [KEY] [--json]

      Shows and changes Typecase's settings; the window uses the same ones and picks up changes.
      'list' prints each setting on a line: key, current value, allowed values (tabs); these
      columns are never translated. 'list' and 'get' show control characters in a value
      escaped (\\n, \\t, \\x1b), a backslash as it is: --json gives the exact value.
      Settings live in $XDG_CONFIG_HOME/typecase/settings.json (~/.config/typecase/ by default).
      The window also keeps its size there (window-width, window-height, window-maximized)
      and its face pages' preview size (face-preview-size), which 'get' and 'set' take too;
      the starred families are changed with 'typecase star' and 'unstar'.

      Keys and values:
      {keys}

      Examples:
        typecase settings
        typecase settings get temperature-unit
        typecase settings set temperature-unit fahrenheit
        typecase settings reset
      """, nesting: ["keys": .message(keysAndValues)])
  }

  /// One line per setting, from the schema: its key and the values it takes.
  static var keysAndValues: Message {
    let settings = TypecaseSettings.schema.visibleSettings
    let width = (settings.map(\.key.count).max() ?? 0) + 3
    var lines: [String] = []
    var arguments: [String: Message.Argument] = [:]
    for (index, setting) in settings.enumerated() {
      let name = "values\(index)"
      lines.append("  " + setting.key + String(repeating: " ", count: max(1, width - setting.key.count)) + "{\(name)}")
      let values = setting.choices.map(\.value).joined(separator: ", ")
      arguments[name] =
        if let range = setting.numberRange {
          .message(
            tr(
              "a whole number from {minimum} to {maximum}",
              ["minimum": String(range.lowerBound), "maximum": String(range.upperBound)]))
        } else if setting.choices.isEmpty {
          .message(tr("any text"))
        } else if case .fromEnvironment = setting.defaultValue {
          .message(tr("{values} (default from the locale: LC_ALL, LC_MEASUREMENT, LANG)", ["values": values]))
        } else {
          .text(values)
        }
    }
    // The lines' layout is not translated, only the words on them.
    return Message(english: lines.joined(separator: "\n"), arguments: arguments)
  }

  static func run(
    _ arguments: ParsedArguments, settings: SettingsContext, output: inout Output
  ) throws(CommandFailure) -> Int32 {
    let store = settings.store
    let schema = store.schema
    let values = settings.values
    var words = arguments.positionals
    // A key in another case ("Language") is that key, as the file's keys are read
    // (`SettingsStore`): it was an unknown setting.
    if words.count > 1, schema.setting(words[1]) == nil,
      let key = schema.settings.first(where: { $0.key.lowercased() == words[1].lowercased() })?.key
    {
      words[1] = key
    }
    let action = words.first ?? "list"
    let json = arguments.has("json")

    switch (action, words.count) {
    case ("list", 1), ("list", 0):
      let settings = schema.visibleSettings
      if json {
        output.line(listJSON(settings, values).rendered())
      } else {
        for setting in settings {
          output.line(
            [setting.key, VisibleText.escapedControls(values.value(setting.key)), allowedText(setting)].joined(
              separator: "\t"))
        }
      }
    case ("get", 2):
      let setting = try known(words[1], schema: schema)
      if json {
        output.line(settingJSON(setting, values).rendered())
      } else {
        output.line(VisibleText.escapedControls(values.value(setting.key)))
      }
    // With --json, a change prints what `get --json` (one key) or `--json` (all) prints after
    // it: the option was taken and nothing printed.
    case ("set", 3):
      // A value of a list in another case ("Custom", "JA") is that value, as keys' case is
      // forgiven: it was refused, with no suggestion.
      let value =
        schema.setting(words[1]).flatMap { setting in
          setting.allows(words[2]) ? nil : setting.allowedValues.first { $0.lowercased() == words[2].lowercased() }
        } ?? words[2]
      let written = try perform(&output) { () throws(SettingsStoreError) in try store.set(words[1], to: value) }
      if json, let setting = schema.setting(words[1]) { output.line(settingJSON(setting, written).rendered()) }
    case ("reset", 1):
      let written = try perform(&output) { () throws(SettingsStoreError) in try store.reset(nil) }
      if json { output.line(listJSON(schema.visibleSettings, written).rendered()) }
    case ("reset", 2):
      let written = try perform(&output) { () throws(SettingsStoreError) in try store.reset(words[1]) }
      if json, let setting = schema.setting(words[1]) { output.line(settingJSON(setting, written).rendered()) }
    case ("list", _), ("get", _), ("set", _), ("reset", _):
      throw .usage(
        UsageError(message: tr("wrong number of arguments for '{action}'", ["action": action]), hint: spec.helpHint))
    default:
      throw .usage(
        UsageError(
          message: tr("no settings action '{action}' (list, get, set, reset)", ["action": action]),
          hint: spec.helpHint))
    }
    return 0
  }

  /// The setting `key`; an unknown key is a usage error (exit 2), as a bad option's value is.
  private static func known(_ key: String, schema: SettingsSchema) throws(CommandFailure) -> SettingDefinition {
    guard let setting = schema.setting(key) else {
      throw .usage(
        UsageError(
          message: SettingsStoreError.unknownKey(key, known: schema.settings.map(\.key)).message,
          hint: spec.helpHint))
    }
    return setting
  }

  /// Runs `change`: an unknown key or a value the setting does not take is a usage error
  /// (exit 2), a file that cannot be written a failure (exit 1).
  ///
  /// What the write says (an unusable file set aside, and where) goes to standard error.
  /// The values written come back.
  private static func perform(_ output: inout Output, _ change: () throws(SettingsStoreError) -> SettingsLoad)
    throws(CommandFailure) -> SettingsValues
  {
    do {
      let written = try change()
      for warning in written.warnings { output.error(warning) }
      return written.values
    } catch {
      switch error {
      case .unknownKey, .invalidValue: throw .usage(UsageError(message: error.message, hint: spec.helpHint))
      case .unwritable, .notAList: throw .failure(error.message)
      }
    }
  }

  /// The allowed-values column: machine-readable, so never translated.
  private static func allowedText(_ setting: SettingDefinition) -> String {
    setting.allowedValues.isEmpty ? "any text" : setting.allowedValues.joined(separator: ", ")
  }

  /// `settings` with their values, as `settings --json` prints them.
  private static func listJSON(_ settings: [SettingDefinition], _ values: SettingsValues) -> JSONValue {
    JSONValue.object(omittingNil: [("settings", .array(settings.map { setting in settingJSON(setting, values) }))])
  }

  private static func settingJSON(_ setting: SettingDefinition, _ values: SettingsValues) -> JSONValue {
    // A number setting's values as numbers ("preview-size": 17), as every other JSON writes
    // numbers: they were strings ("17").
    let isNumber =
      setting.numberRange != nil || (!setting.choices.isEmpty && setting.choices.allSatisfy { Int($0.value) != nil })
    func value(_ text: String) -> JSONValue {
      isNumber ? Int(text).map(JSONValue.number) ?? .string(text) : .string(text)
    }
    return .object(omittingNil: [
      ("key", .string(setting.key)),
      ("value", value(values.value(setting.key))),
      ("default", value(setting.defaultValue(in: values.environment))),
      ("allowed", setting.choices.isEmpty ? nil : .array(setting.choices.map { value($0.value) })),
      ("minimum", setting.numberRange.map { .number($0.lowerBound) }),
      ("maximum", setting.numberRange.map { .number($0.upperBound) }),
    ])
  }
}
