import TypecaseCore
import TypecaseUI

extension MainWindow {
  /// Shows the Remove button on family and face pages, saying in its tooltip and a note what
  /// it removes (and which fonts stay, installed for everyone);
  /// for fonts installed for everyone, the page says instead why they cannot be removed and
  /// where the file lives (under the header bar, as it names the other fonts of the files the
  /// button would take).
  ///
  /// No button for fonts installed for everyone: it could never act, yet was a Tab stop in
  /// every such header, saying what the note under it says.
  func updateRemoveButton() {
    let faces = model.facesToRemove(on: model.current)
    let removal = FontRemoval(faces: faces)
    removeButtonWidget.isVisible = !faces.isEmpty && removal.refusal == nil
    removalNote.isVisible = false
    guard !faces.isEmpty else { return }
    let label = model.localizer.tr("Move to Trash")
    removeButtonWidget.setAccessibleLabel(label)
    if let refusal = removal.refusal {
      removalNote.text = TypecaseApp.sentence(model.localizer(refusal))
      removalNote.isVisible = true
    } else {
      var notes: [String] = []
      // A family of the user's fonts and the system's: only the user's go (the page said
      // nothing of it, and the button took them at once).
      if let kept = removal.keptForEveryone { notes.append(TypecaseApp.sentence(model.localizer(kept))) }
      // A file goes whole: a collection's other faces, a variable font's other instances.
      // Named by the button's action: "This also moves…", shown on the page with nothing done,
      // read as a warning of something that had happened.
      let others = model.otherFontsInFilesToRemove(on: model.current).count
      if others > 0 {
        notes.append(
          model.localizer.trn(
            "Move to Trash also takes {count} other font that shares its file.",
            "Move to Trash also takes {count} other fonts that share its files.", others))
      }
      // Delete does it on a face page (on a family page, the focused row is one font of many).
      let shown = currentFacePage == nil ? label : withShortcut(label, "Delete")
      removeButtonWidget.tooltip = ([shown] + notes).joined(separator: "\n")
      removalNote.text = notes.joined(separator: "\n")
      removalNote.isVisible = !notes.isEmpty
    }
  }
}
