import TypecaseCore
import TypecaseUI

extension MainWindow {
  /// Shows the Remove button on family and face pages, saying in its tooltip what it removes
  /// or, for fonts installed for everyone, why it cannot and where the file lives (said on the
  /// page too, under the header bar, as are the other fonts of the files it would take).
  func updateRemoveButton() {
    let faces = model.facesToRemove(on: model.current)
    removeButtonWidget.isVisible = !faces.isEmpty
    removalNote.isVisible = false
    guard !faces.isEmpty else { return }
    let removal = FontRemoval(faces: faces)
    let label = model.localizer.tr("Move to the Trash")
    removeButtonWidget.setAccessibleLabel(label)
    if let refusal = removal.refusal {
      let why = model.localizer(refusal)
      removeButtonWidget.tooltip = why
      removalNote.text = TypecaseApp.sentence(why)
      removalNote.isVisible = true
    } else {
      removeButtonWidget.tooltip = label
      // A file goes whole: a collection's other faces, a variable font's other instances.
      let others = model.otherFontsInFilesToRemove(on: model.current).count
      if others > 0 {
        let also = model.localizer.trn(
          "This also moves {count} other font that shares its file to the trash.",
          "This also moves {count} other fonts that share its files to the trash.", others)
        removeButtonWidget.tooltip = label + "\n" + also
        removalNote.text = also
        removalNote.isVisible = true
      }
    }
  }
}
