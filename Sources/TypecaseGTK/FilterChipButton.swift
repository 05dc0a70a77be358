import GtkSupport
import TypecaseUI

/// The button of a filter's chip, under the search bar: the filter's name and a close icon;
/// clicking it removes the filter.
///
/// An icon, not a "✕" character: the interface font and its fallbacks may lack it (over the
/// bench's font set it was drawn as a box). Made once per filter and hidden while the filter
/// is off: a chip made anew for every filter turned on (a button, a box, a label and an image)
/// cost each filter's frame 1–2 ms.
final class FilterChipButton {
  /// The button (a child of the chip row).
  let button = Button()
  private let label = Label()
  /// The accessible name and tooltip ("Remove filter Monospace").
  private var removeLabel = ""

  /// Makes the chip of filter `id`, calling `onRemove` with it when clicked.
  init(id: FilterChip.ID, onRemove: @escaping (FilterChip.ID) -> Void) {
    let content = Box(.horizontal, spacing: 4)
    content.append(label)
    let close = Image(iconName: "window-close-symbolic")
    close.markDecorative()
    content.append(close)
    button.setChild(content)
    button.addCSSClass("pill")
    button.addCSSClass("small")
    button.setTooltip { [weak self] in self?.removeLabel }
    button.onClicked { onRemove(id) }
  }

  /// Shows `chip`'s name, and says what clicking does.
  func show(_ chip: FilterChip) {
    if label.text != chip.label { label.text = chip.label }
    guard chip.removeLabel != removeLabel else { return }
    removeLabel = chip.removeLabel
    button.setAccessibleLabel(chip.removeLabel)
  }
}
