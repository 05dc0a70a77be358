import GtkSupport
import TypecaseCore
import TypecaseUI

/// The filter button beside search and the popover it opens (`FilterControls`).
///
/// The controls are made the first time the popover opens: five drop-downs, each with its
/// list model, factory and popover, and six check boxes, about 2 MB made at start for a
/// popover that many sessions never open. Until then the button keeps what they are to show.
final class FilterPopover {
  /// The button in the header bar.
  let button = MenuButton(iconName: "typecase-filter-symbolic")
  /// Called with the filters the user chose.
  var onChange: ((FamilyFilters) -> Void)?
  /// Called when the popover opens.
  var onOpen: (() -> Void)?

  private let popover = Popover()
  /// The controls, once the popover has opened.
  private(set) var controls: FilterControls?
  /// What the controls are to show: the filters, the languages families cover, and the
  /// interface language.
  private var shown:
    (
      filters: FamilyFilters, languages: [(tag: String, name: String, families: Int)], count: String?,
      localizer: Localizer
    )?

  init() {
    button.setPopover(popover)
    popover.onShow { [weak self] in
      self?.makeControls()
      self?.onOpen?()
    }
  }

  /// Shows `filters` in the interface language, with the languages families cover and how
  /// many families they leave (`count`, as the header says it).
  ///
  /// The button's tooltip, with its shortcut, is the header's to set (this set it to
  /// "Filters").
  func show(
    _ filters: FamilyFilters, languages: [(tag: String, name: String, families: Int)], count: String?,
    localizer: Localizer
  ) {
    // How many are on, read with the button (it was "Filters" with ten chips under the search).
    let on = filters.chips(localizer: localizer) { $0 }.count
    button.setAccessibleName(
      on == 0
        ? localizer.tr("Filters")
        : localizer.trn("Filters, {count} on", "Filters, {count} on", on, ["count": String(on)]))
    shown = (filters, languages, count, localizer)
    controls?.show(filters, languages: languages, count: count, localizer: localizer)
  }

  /// Makes the controls as the popover first opens, showing what the button kept.
  private func makeControls() {
    guard controls == nil else { return }
    let controls = FilterControls()
    controls.onChange = { [weak self] filters in self?.onChange?(filters) }
    if let shown {
      controls.show(shown.filters, languages: shown.languages, count: shown.count, localizer: shown.localizer)
    }
    popover.setChild(controls.box)
    self.controls = controls
    // GTK gave focus to the popover's first control before this child was there.
    popover.focusFirstInside()
  }
}
