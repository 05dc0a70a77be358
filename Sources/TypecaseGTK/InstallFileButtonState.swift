import TypecaseCore
import TypecaseUI

extension MainWindow {
  /// Shows Install on the page of a font file that is not installed (opened by file), with a
  /// note under the header bar saying that programs cannot use the font until it is.
  ///
  /// Called after `updateRemoveButton`, which hides the note first; the face of an installed
  /// copy with the same PostScript name is no reason to hide it (that copy is another file).
  func updateInstallFileButton() {
    let button = installFileButtonWidget
    guard model.uninstalledFace(on: model.current) != nil else {
      let hadFocus = button.hasFocus
      button.isVisible = false
      if hadFocus { currentFacePage?.focusStart() }
      return
    }
    let label = model.localizer.tr("Install")
    button.label = label
    button.setAccessibleLabel(label)
    button.tooltip = model.localizer.tr("Copy this file into your fonts folder, for every program")
    button.isVisible = true
    removalNote.text = model.localizer.tr(
      "Not installed: shown from its file, which programs cannot use until it is installed.")
    removalNote.isVisible = true
  }
}
