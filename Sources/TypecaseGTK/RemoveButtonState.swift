import TypecaseCore
import TypecaseUI

extension MainWindow {
  /// Shows the Remove button on family and face pages, saying in its tooltip what it removes
  /// or, for fonts installed for everyone, why it cannot and where the file lives.
  func updateRemoveButton() {
    let faces = model.facesToRemove(on: model.current)
    removeButtonWidget.isVisible = !faces.isEmpty
    guard !faces.isEmpty else { return }
    let removal = FontRemoval(faces: faces)
    let label = model.localizer.tr("Move to the Trash")
    removeButtonWidget.setAccessibleLabel(label)
    if removal.removable.isEmpty, let refused = removal.refused.first {
      removeButtonWidget.tooltip = model.localizer(
        tr("This font cannot be removed: {reason}", nesting: ["reason": .message(refused.problem.message)]))
    } else {
      removeButtonWidget.tooltip = label
    }
  }
}
