import TypecaseCore
import TypecaseUI

extension MainWindow {
  /// Shows Remove Duplicates on a family or face page whose faces have copies in the user's
  /// fonts folder that fontconfig does not prefer (see `DuplicateRemoval`), saying in its
  /// tooltip how many go; hidden when there is nothing to offer (only system copies, none).
  func updateRemoveDuplicatesButton() {
    let button = removeDuplicatesButtonWidget
    guard let removal = model.duplicateRemoval(on: model.current) else {
      button.isVisible = false
      return
    }
    let label = model.localizer.tr("Remove Duplicates")
    button.label = label
    button.setAccessibleLabel(label)
    button.tooltip = model.localizer.trn(
      "Move {count} duplicate copy to the trash; the copy programs get stays",
      "Move {count} duplicate copies to the trash; the copies programs get stay", removal.faces.count)
    button.isVisible = true
  }
}
