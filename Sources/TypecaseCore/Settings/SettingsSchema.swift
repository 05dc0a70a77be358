/// Typecase's settings, declared once as data: the screens and the CLI are generated from it.
///
/// Titles are English source text, translated where they are shown (see `tr`).
public struct SettingsSchema: Sendable {
  /// The groups of the top settings page.
  public var groups: [SettingsGroup]
  /// Settings kept in the file but shown on no settings page (the window's size).
  public var hidden: [SettingDefinition]

  /// Creates a schema; `hidden` settings are stored and read like the others but have no row.
  public init(groups: [SettingsGroup], hidden: [SettingDefinition] = []) {
    self.groups = groups
    self.hidden = hidden.map { setting in
      var setting = setting
      setting.isHidden = true
      return setting
    }
  }

  /// Every setting, in the order the pages show them, then the hidden ones.
  public var settings: [SettingDefinition] { groups.flatMap(\.allSettings) + hidden }

  /// The settings a user sets: every one but the hidden (what `typecase settings` lists).
  public var visibleSettings: [SettingDefinition] { groups.flatMap(\.allSettings) }

  /// The setting with the given key.
  public func setting(_ key: String) -> SettingDefinition? { settings.first { $0.key == key } }

  /// Every child page at any depth, in the order the settings show them.
  public var pages: [SettingsPage] {
    func collect(_ groups: [SettingsGroup]) -> [SettingsPage] {
      groups.flatMap(\.items).flatMap { item -> [SettingsPage] in
        guard case .page(let page) = item else { return [] }
        return [page] + collect(page.groups)
      }
    }
    return collect(groups)
  }

  /// The child page with the given identifier, at any depth.
  public func page(_ id: String) -> SettingsPage? {
    func search(_ groups: [SettingsGroup]) -> SettingsPage? {
      for group in groups {
        for item in group.items {
          guard case .page(let page) = item else { continue }
          if page.id == id { return page }
          if let found = search(page.groups) { return found }
        }
      }
      return nil
    }
    return search(groups)
  }

  /// The child pages that lead to the setting `key`, outermost first (empty for a top-level one).
  public func pagePath(to key: String) -> [SettingsPage]? {
    func search(_ groups: [SettingsGroup], path: [SettingsPage]) -> [SettingsPage]? {
      for group in groups {
        for item in group.items {
          switch item {
          case .setting(let setting) where setting.key == key: return path
          case .setting: continue
          case .page(let page):
            if let found = search(page.groups, path: path + [page]) { return found }
          }
        }
      }
      return nil
    }
    return search(groups, path: [])
  }
}

/// A titled group of settings and pages (a boxed list with a heading and a footer).
public struct SettingsGroup: Sendable {
  public var id: String
  public var title: String?
  public var footer: String?
  public var items: [SettingsItem]

  /// Creates a group.
  public init(id: String, title: String? = nil, footer: String? = nil, items: [SettingsItem]) {
    self.id = id
    self.title = title
    self.footer = footer
    self.items = items
  }

  var allSettings: [SettingDefinition] {
    items.flatMap { item -> [SettingDefinition] in
      switch item {
      case .setting(let setting): [setting]
      case .page(let page): page.groups.flatMap(\.allSettings)
      }
    }
  }
}

/// An entry of a group: a setting, or a child page that holds more groups.
public enum SettingsItem: Sendable {
  case setting(SettingDefinition)
  case page(SettingsPage)
}

/// A child page of the settings, such as "Language & Region".
public struct SettingsPage: Sendable {
  public var id: String
  public var title: String
  public var groups: [SettingsGroup]

  /// Creates a page.
  public init(id: String, title: String, groups: [SettingsGroup]) {
    self.id = id
    self.title = title
    self.groups = groups
  }
}

/// One setting: its stable key, its title, what values it takes and its default.
public struct SettingDefinition: Sendable {
  /// The stable word scripts use, for example "temperature-unit".
  public var key: String
  /// The English title, for example "Temperature Unit".
  public var title: String
  /// What values it takes.
  public var kind: Kind
  /// The value when none is stored.
  public var defaultValue: DefaultValue
  /// The key of the setting on whose choices page this one is typed, instead of having a row
  /// of its own (the custom sample text is typed on the Sample Text page).
  public var editedOnPageOf: String?
  /// The choice of `editedOnPageOf` this setting is the text of ("custom": typing the custom
  /// text chooses Custom Text), when there is one.
  public var editedForChoice: String?
  /// Whether the setting is kept off the settings pages (see `SettingsSchema.hidden`).
  public var isHidden = false

  /// Creates a setting.
  public init(
    key: String, title: String, kind: Kind, defaultValue: DefaultValue, editedOnPageOf: String? = nil,
    editedForChoice: String? = nil
  ) {
    self.key = key
    self.title = title
    self.kind = kind
    self.defaultValue = defaultValue
    self.editedOnPageOf = editedOnPageOf
    self.editedForChoice = editedForChoice
  }

  /// Whether the setting has a row of its own on its settings page.
  public var hasRow: Bool { editedOnPageOf == nil && !isHidden }

  /// The kinds of setting.
  public enum Kind: Sendable {
    /// One of a fixed list of values.
    case choice([SettingChoice])
    /// Free text.
    case text
    /// A whole number within a range.
    case number(ClosedRange<Int>)
  }

  /// How a default is found.
  public enum DefaultValue: Sendable {
    /// Always this value.
    case fixed(String)
    /// Worked out from the environment (locale variables), e.g. the temperature unit.
    case fromEnvironment(@Sendable ([String: String]) -> String)
  }

  /// The choices of a choice setting; empty for text.
  public var choices: [SettingChoice] {
    if case .choice(let choices) = kind { return choices }
    return []
  }

  /// Whether `value` is allowed.
  public func allows(_ value: String) -> Bool {
    switch kind {
    case .choice(let choices): choices.contains { $0.value == value }
    case .text: !value.contains("\0")
    case .number(let range): Int(value).map(range.contains) ?? false
    }
  }

  /// The range of a number setting; nil for the others.
  public var numberRange: ClosedRange<Int>? {
    if case .number(let range) = kind { return range }
    return nil
  }

  /// The values allowed, as scripts write them: the choices, "MIN..MAX" for a number, none for
  /// free text.
  public var allowedValues: [String] {
    if let range = numberRange { return ["\(range.lowerBound)..\(range.upperBound)"] }
    return choices.map(\.value)
  }

  /// The default value in `environment`.
  public func defaultValue(in environment: [String: String]) -> String {
    switch defaultValue {
    case .fixed(let value): value
    case .fromEnvironment(let decide): decide(environment)
    }
  }
}

/// One allowed value of a choice setting, with its title.
public struct SettingChoice: Sendable, Hashable {
  /// The stable word, for example "fahrenheit".
  public var value: String
  /// The English title, for example "Fahrenheit (°F)"; `isVerbatim` titles are never translated.
  public var title: String
  /// Whether the title is shown as written in every language (a language's own name).
  public var isVerbatim: Bool

  /// Creates a choice.
  public init(value: String, title: String, isVerbatim: Bool = false) {
    self.value = value
    self.title = title
    self.isVerbatim = isVerbatim
  }
}
