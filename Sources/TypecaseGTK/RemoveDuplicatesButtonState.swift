import TypecaseCore
import TypecaseUI

extension MainWindow {
  /// Shows Remove Duplicates on a family or face page whose faces have copies in the user's
  /// fonts folder that fontconfig does not prefer (see `DuplicateRemoval`), with a note saying
  /// how many there are and a tooltip saying how many go; hidden when there is nothing to offer
  /// (only system copies, none).
  ///
  /// Called after `updateRemoveButton`, whose note it adds to.
  func updateRemoveDuplicatesButton() {
    let button = removeDuplicatesButtonWidget
    defer {
      let hasButton = button.isVisible || installFileButtonWidget.isVisible
      removalBar.isVisible = removalNote.isVisible || hasButton
      // Beside a button the note starts where the page does; alone it stands centred.
      removalNote.horizontalAlignment = hasButton ? 0 : 0.5
    }
    guard let removal = model.duplicateRemoval(on: model.current) else {
      // Hidden with the focus on it (the duplicates it offered went): the focus goes to the
      // page's first row, not where GTK puts it (the back button, read "Back to Font Families"
      // as though the page had closed).
      let hadFocus = button.hasFocus
      button.isVisible = false
      if hadFocus {
        if let page = currentPage { page.focusRow(at: 0) } else { currentFacePage?.focusStart() }
      }
      return
    }
    let note = model.localizer.trn(
      "{count} copy in your fonts folder duplicates a font programs get from another file.",
      "{count} copies in your fonts folder duplicate fonts programs get from other files.", removal.faces.count)
    removalNote.text = removalNote.isVisible ? removalNote.text + "\n" + note : note
    removalNote.isVisible = true
    // Clicked while fonts changed elsewhere are read again, it waits for them (seconds at
    // 50,000 faces) and says so: the click seemed to do nothing.
    let waiting = duplicateRemovalWaiting == model.current
    let label = waiting ? model.localizer.tr("Removing Duplicates…") : model.localizer.tr("Remove Duplicates")
    button.label = label
    button.setAccessibleLabel(label)
    button.tooltip =
      waiting
      ? model.localizer.tr("Fonts changed on this machine are read again first")
      : model.localizer.trn(
        "Move {count} duplicate copy to the trash, keeping the one programs use",
        "Move {count} duplicate copies to the trash, keeping the ones programs use", removal.faces.count)
    button.isVisible = true
  }
}
