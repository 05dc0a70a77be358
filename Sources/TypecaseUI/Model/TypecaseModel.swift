import TypecaseCore

/// The app's state, independent of any toolkit: the fonts, the settings, the navigation stack
/// and what each screen remembers. Renderers draw `screen(for:)` and report activations back.
public final class TypecaseModel {
  /// The font families, once loaded (nil while loading).
  public private(set) var allFamilies: [FamilySummary]?
  /// The settings' current values.
  public private(set) var settings: SettingsValues {
    didSet {
      let language = settings.interfaceLanguage
      if language != localizer.language { localizer = Localizer(language: language) }
    }
  }
  /// The interface language's translations, as the settings ask (every screen is in it).
  public private(set) var localizer: Localizer
  /// The navigation stack, bottom first; never empty.
  public private(set) var stack: [Route] = [.families]
  /// The family search text.
  public private(set) var search = ""
  /// The row last activated on each screen, to put focus back on it.
  public private(set) var lastChosenRow: [Route: String] = [:]

  /// Samples of the characters of families whose fonts cannot draw their own names.
  public private(set) var nameSamples: [String: String] = [:] {
    didSet { familyRows = nil }
  }

  /// Where a setting chosen or typed goes before the model shows it: the settings file, which
  /// answers with the settings as they now are there (other processes' changes included); nil
  /// when it could not be written (the change then lives in memory). Without it, settings
  /// live in memory only.
  ///
  /// Settings flow one way: a choice goes to the store, what the store holds comes back here,
  /// and the renderer draws it once.
  public var persist: ((_ key: String, _ value: String) -> SettingsValues?)?

  private let schema: SettingsSchema
  private var searchIndex: FamilySearchIndex?
  /// The positions in `allFamilies` the search shows; nil: all of them.
  private var shownPositions: [Int]?
  /// Every family's row, made once for the fonts, preview and language they show (a search
  /// then only picks rows: typing stays fast with tens of thousands of families).
  private var familyRows: (preview: PreviewStyle, language: InterfaceLanguage, rows: [Row])?
  private var familyFaces: (String) -> FontFamily? = { _ in nil }

  /// Creates a model with no fonts yet.
  public init(settings: SettingsValues = SettingsValues(), schema: SettingsSchema = TypecaseSettings.schema) {
    self.settings = settings
    self.schema = schema
    localizer = Localizer(language: settings.interfaceLanguage)
  }

  /// The screen on top of the stack.
  public var current: Route { stack[stack.count - 1] }

  /// What the back button says: the title of the screen below the top one, if any.
  public var backTitle: String? {
    stack.count >= 2 ? title(of: stack[stack.count - 2]) : nil
  }

  /// Installs freshly loaded families (with their search index, built off the main thread) and
  /// how to read a family's faces when its page opens.
  ///
  /// A family page asked for by a looser name (`--page "family/dejavu sans"`, a localized name)
  /// is renamed to the family's own name, the way `typecase faces` finds it; pages of families
  /// that do not exist (any more) are closed. Returns the names of the families whose pages
  /// were closed, to tell the user.
  @discardableResult
  public func setFonts(
    _ families: [FamilySummary], searchIndex: FamilySearchIndex, faces: @escaping (String) -> FontFamily?
  ) -> [String] {
    allFamilies = families
    familyRows = nil
    self.searchIndex = searchIndex
    familyFaces = faces
    refilter()
    var closed: [String] = []
    for (index, route) in stack.enumerated() {
      guard case .family(let name) = route else { continue }
      guard let family = families.family(named: name) else {
        closed.append(name)
        stack.removeSubrange(index...)
        break
      }
      if family.name != name { stack[index] = .family(family.name) }
    }
    return closed
  }

  /// Installs the samples of families whose fonts cannot draw their own names (found after
  /// the fonts, off the main thread: see `FontLibrary.illegibleNameSamples`).
  public func setNameSamples(_ samples: [String: String]) {
    nameSamples = samples
  }

  /// Replaces the settings (after a change here or by another process).
  public func setSettings(_ settings: SettingsValues) {
    self.settings = settings
  }

  /// Filters the families by `text` (any of their names, ignoring case and width).
  public func setSearch(_ text: String) {
    guard text != search else { return }
    search = text
    refilter()
  }

  /// The screen for `route`, or nil when it names nothing (a family that does not exist).
  public func screen(for route: Route) -> Screen? {
    let preview = PreviewStyle(settings: settings)
    switch route {
    case .families:
      let all = allFamilyRows(preview: preview)
      let rows = shownPositions.map { $0.map { all[$0] } } ?? all
      return FontScreens.families(rows: rows, total: allFamilies?.count, search: search, localizer: localizer)
    case .family(let name):
      guard allFamilies != nil, let family = familyFaces(name) else { return nil }
      return FontScreens.family(family, preview: preview, localizer: localizer)
    case .settings:
      return SettingsScreens.settings(schema: schema, values: settings, localizer: localizer)
    case .settingsPage(let id):
      return schema.page(id).map { SettingsScreens.page($0, values: settings, localizer: localizer) }
    case .settingChoices(let key):
      return schema.setting(key).map {
        SettingsScreens.choices($0, schema: schema, values: settings, localizer: localizer)
      }
    }
  }

  /// The title of `route`'s screen.
  public func title(of route: Route) -> String {
    switch route {
    case .families: localizer.tr("Font Families")
    case .family(let name): name
    case .settings: localizer.tr("Settings")
    case .settingsPage(let id): schema.page(id).map { localizer.tr($0.title) } ?? id
    case .settingChoices(let key): schema.setting(key).map { localizer.tr($0.title) } ?? key
    }
  }

  /// The row a screen should open with keyboard focus on: the one last activated there, else
  /// the current choice (the checked row), else none (the first row).
  public func focusRowID(for route: Route, on shown: Screen? = nil) -> String? {
    if let chosen = lastChosenRow[route] { return chosen }
    return (shown ?? screen(for: route))?.rows.first { $0.accessory == .checkmark }?.id
  }

  /// What activating a row did.
  public enum Activation: Equatable, Sendable {
    /// Nothing (a row without an action, such as a family with one font).
    case nothing
    /// A screen was pushed.
    case pushed(Route)
    /// The row edits text: its field takes keyboard focus (the value changes as it is typed).
    case editsText(rowID: String)
    /// A setting took a new value (stored through `persist`); screens showing it changed.
    case chose(key: String, value: String)
  }

  /// Activates the row `rowID` of the top screen.
  @discardableResult
  public func activate(rowID: String) -> Activation {
    guard let row = screen(for: current)?.row(id: rowID), let action = row.action else { return .nothing }
    lastChosenRow[current] = rowID
    switch action {
    case .push(let route):
      stack.append(route)
      return .pushed(route)
    case .choose(let key, let value):
      commit(key, value)
      return .chose(key: key, value: value)
    case .editText:
      return .editsText(rowID: rowID)
    }
  }

  /// Sets the text setting `key` to `text` (typed in an `.editText` row).
  @discardableResult
  public func edit(key: String, text: String) -> Activation {
    guard schema.setting(key)?.allows(text) == true, settings.value(key, schema: schema) != text else {
      return .nothing
    }
    commit(key, text)
    return .chose(key: key, value: text)
  }

  /// Stores `value` for `key` and takes up the settings the store then holds.
  private func commit(_ key: String, _ value: String) {
    var changed = settings
    changed.stored[key] = value
    settings = persist?(key, value) ?? changed
  }

  /// Opens the settings on top of the current screen (the gear button), unless already there.
  @discardableResult
  public func openSettings() -> Bool {
    guard !stack.contains(.settings) else { return false }
    stack.append(.settings)
    return true
  }

  /// Goes back one screen; false on the first screen.
  @discardableResult
  public func back() -> Bool {
    guard stack.count > 1 else { return false }
    stack.removeLast()
    return true
  }

  /// Replaces the stack (for `--page`): the routes must come from `PagePath.routes`.
  public func reset(to routes: [Route]) {
    guard !routes.isEmpty else { return }
    stack = routes
  }

  private func refilter() {
    guard !search.isEmpty, let searchIndex else {
      shownPositions = nil
      return
    }
    shownPositions = searchIndex.matches(search)
  }

  /// The row of every family, made anew only when the fonts, the preview or the language changed.
  private func allFamilyRows(preview: PreviewStyle) -> [Row] {
    if let cached = familyRows, cached.preview == preview, cached.language == localizer.language {
      return cached.rows
    }
    let rows = (allFamilies ?? []).map {
      FontScreens.familyRow($0, preview: preview, nameSample: nameSamples[$0.name], localizer: localizer)
    }
    familyRows = (preview, localizer.language, rows)
    return rows
  }
}
