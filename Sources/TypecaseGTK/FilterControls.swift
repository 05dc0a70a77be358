import GtkSupport
import TypecaseCore
import TypecaseUI

/// What the filters popover holds: check boxes and choices that combine (AND), each changing
/// the model's filters at once.
final class FilterControls {
  /// Called with the filters the user chose.
  var onChange: ((FamilyFilters) -> Void)?

  /// The box holding the controls (the popover's child).
  let box = Box(.vertical, spacing: 6)
  private let language = DropDown(items: [], accessibleLabel: "")
  private var languageTags: [String?] = [nil]
  private let checks: [(id: FilterChip.ID, button: CheckButton)] = [
    (.monospace, CheckButton(label: "")), (.italic, CheckButton(label: "")), (.variable, CheckButton(label: "")),
    (.color, CheckButton(label: "")), (.duplicates, CheckButton(label: "")), (.starred, CheckButton(label: "")),
  ]
  private let weight = DropDown(items: [], accessibleLabel: "")
  private let width = DropDown(items: [], accessibleLabel: "")
  private let format = DropDown(items: [], accessibleLabel: "")
  private let location = DropDown(items: [], accessibleLabel: "")
  /// The weight ranges offered: thin to light, regular to medium, semibold to black.
  ///
  /// Bands that meet, 1 to 1,000 (OS/2's weights): 100–300, 400–500 and 600–900 left out
  /// every font between them (a Book of 350, a DemiBold of 550, an ExtraBlack of 950).
  private static let weights: [ClosedRange<Int>?] = [nil, 1...399, 400...599, 600...1000]
  /// The weight drop-down's ranges: `weights`, and the range the filters hold when it is none
  /// of those (`--weight 350-650`): the drop-down said "Any weight" for it, and choosing "Any
  /// weight" then changed nothing.
  private var shownWeights = FilterControls.weights
  /// Whether the controls are being set from the model (their signals are then ignored).
  private var isShowing = false
  /// The count the check boxes are described by now.
  private var shownCount: String?
  /// The languages the language drop-down lists now.
  private var shownLanguages: ShownLanguages?

  /// What the language drop-down's items are made from.
  private struct ShownLanguages: Equatable {
    var tags: [String]
    var families: [Int]
    var language: InterfaceLanguage
  }

  init() {
    language.isSearchable = true
    box.append(language)
    for check in checks { box.append(check.button) }
    for dropDown in [weight, width, format, location] { box.append(dropDown) }
    box.setMargins(top: 6, bottom: 6, start: 6, end: 6)
    // A choice is applied once GTK has finished making it, before the next frame. Applied at
    // once, the filters gave the drop-downs new items while GTK 4.8 was still choosing from
    // the list (its "activate" running), and GTK then used the selection it had just freed:
    // the window crashed (SIGSEGV) on "Any weight" after `typecase --weight 650-750`.
    for dropDown in [language, weight, width, format, location] {
      dropDown.onSelectionChanged { [weak self] _ in
        guard let self, !self.isShowing else { return }
        MainContext.beforeNextFrame { [weak self] in self?.changed() }
      }
    }
    for check in checks { check.button.onToggled { [weak self] _ in self?.changed() } }
    box.add(arrowKeys())
  }

  /// Arrow keys on a check box: Up and Down move to the control above or below, Left and
  /// Right do nothing.
  ///
  /// GTK 4.8 toggled a check box in no group on every arrow key, so a keyboard user
  /// moving through the list turned filters on and off.
  private func arrowKeys() -> KeyController {
    let keys = KeyController(beforeChildren: true)
    keys.onKeyPressed { [weak self] key, modifiers in
      guard let self, modifiers.isEmpty, [Key.up, .down, .left, .right].contains(key),
        let position = checks.firstIndex(where: { $0.button.hasFocus })
      else { return false }
      let controls: [Widget] = [language] + checks.map(\.button) + [weight, width, format, location]
      let here = position + 1
      if key == .up, here > 0 { _ = controls[here - 1].grabFocus() }
      if key == .down, here < controls.count - 1 { _ = controls[here + 1].grabFocus() }
      return true
    }
    return keys
  }

  /// Shows `filters` in the interface language, with the languages families cover, and
  /// `count` ("14 of 18", as the header says it) as each check box's description: checked, a
  /// filter said nothing of the families it left (the count changed out of the popover, where
  /// no one hears it).
  func show(
    _ filters: FamilyFilters, languages: [(tag: String, name: String, families: Int)], count: String?,
    localizer: Localizer
  ) {
    isShowing = true
    defer { isShowing = false }
    // The drop-downs' too, after the item chosen: choosing a language or a weight said only
    // the language ("Japanese (21)", the count of families it alone leaves).
    if count != shownCount {
      shownCount = count
      for check in checks { check.button.setAccessibleDescription(count ?? "") }
      for dropDown in [language, weight, width, format, location] {
        dropDown.noteSeparator = localizer.list(["", ""])
        // Cleared first: a choice described the button anew without it.
        dropDown.note = ""
        dropDown.note = count ?? ""
      }
    }
    // Shown again on every change of filter: the items are written only when the languages,
    // their counts or the interface language changed.
    let shown = ShownLanguages(
      tags: languages.map(\.tag), families: languages.map(\.families), language: localizer.language)
    if shown != shownLanguages {
      shownLanguages = shown
      languageTags = [nil] + languages.map(\.tag)
      language.setItems(
        [localizer.tr("Any language")]
          + languages.map {
            localizer.tr("{language} ({count})", ["language": $0.name, "count": Localizer.number($0.families)])
          })
    }
    language.label = localizer.tr("Language")
    language.selected = languageTags.firstIndex(of: filters.faces.language) ?? 0
    let titles: [FilterChip.ID: String] = [
      .monospace: localizer.tr("Monospace"), .italic: localizer.tr("Has italic"), .variable: localizer.tr("Variable"),
      .color: localizer.tr("Color"), .duplicates: localizer.tr("Duplicates"), .starred: localizer.tr("Starred"),
    ]
    let on: [FilterChip.ID: Bool] = [
      .monospace: filters.faces.monospace, .italic: filters.faces.italic, .variable: filters.faces.variable,
      .color: filters.faces.color, .duplicates: filters.faces.duplicates, .starred: filters.starred,
    ]
    for check in checks {
      check.button.label = titles[check.id] ?? ""
      check.button.isActive = on[check.id] ?? false
    }
    shownWeights = Self.weights
    if let chosen = filters.faces.weight, !shownWeights.contains(chosen) { shownWeights.append(chosen) }
    weight.setItems(
      [localizer.tr("Any weight")]
        + shownWeights.compactMap { $0 }.map {
          localizer.tr(
            "Weight {minimum}–{maximum}", ["minimum": String($0.lowerBound), "maximum": String($0.upperBound)])
        })
    weight.label = localizer.tr("Weight")
    weight.selected = shownWeights.firstIndex(of: filters.faces.weight) ?? 0
    showChoices(
      width, any: localizer.tr("Any width"), label: localizer.tr("Width"), values: FaceCriteria.WidthClass.allCases,
      chosen: filters.faces.width, title: { FamilyFilters.title(of: $0, localizer: localizer) })
    showChoices(
      format, any: localizer.tr("Any format"), label: localizer.tr("Format"),
      values: FaceCriteria.FormatFilter.allCases, chosen: filters.faces.format,
      title: { FamilyFilters.title(of: $0, localizer: localizer) })
    showChoices(
      location, any: localizer.tr("Installed anywhere"), label: localizer.tr("Location"),
      values: FaceCriteria.InstallLocation.allCases, chosen: filters.faces.location,
      title: { FamilyFilters.title(of: $0, localizer: localizer) })
  }

  /// Shows a drop-down whose first item is "Any…" followed by `values`, with `chosen` (or "Any")
  /// selected: the reverse of `choice(_:_:)`.
  private func showChoices<Value: Equatable>(
    _ dropDown: DropDown, any: String, label: String, values: [Value], chosen: Value?, title: (Value) -> String
  ) {
    dropDown.setItems([any] + values.map(title))
    dropDown.label = label
    dropDown.selected = chosen.flatMap { values.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
  }

  /// The filters the controls show now.
  private func changed() {
    guard !isShowing else { return }
    var filters = FamilyFilters()
    let selectedLanguage = language.selected ?? 0
    filters.faces.language = selectedLanguage < languageTags.count ? languageTags[selectedLanguage] : nil
    for check in checks where check.button.isActive {
      switch check.id {
      case .monospace: filters.faces.monospace = true
      case .italic: filters.faces.italic = true
      case .variable: filters.faces.variable = true
      case .color: filters.faces.color = true
      case .duplicates: filters.faces.duplicates = true
      case .starred: filters.starred = true
      default: break
      }
    }
    let chosenWeight = weight.selected ?? 0
    filters.faces.weight = chosenWeight < shownWeights.count ? shownWeights[chosenWeight] : nil
    filters.faces.width = choice(width, FaceCriteria.WidthClass.allCases)
    filters.faces.format = choice(format, FaceCriteria.FormatFilter.allCases)
    filters.faces.location = choice(location, FaceCriteria.InstallLocation.allCases)
    onChange?(filters)
  }

  /// The value a drop-down whose first item is "Any" shows.
  private func choice<Value>(_ dropDown: DropDown, _ values: [Value]) -> Value? {
    guard let selected = dropDown.selected, selected > 0, selected - 1 < values.count else { return nil }
    return values[selected - 1]
  }
}
