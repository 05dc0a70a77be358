import TypecaseCore
import TypecaseUI

extension MainWindow {
  /// Shows Install on the page of a font file that is not installed (opened by file), with a
  /// note under the header bar saying that programs cannot use the font until it is.
  ///
  /// A file in a font folder that fontconfig's configuration leaves out gets no Install, which
  /// would be refused, and a note that says so; so does a bitmap font the configuration would
  /// leave out installed, and one fontconfig lists, which Install copied a second time.
  ///
  /// Called after `updateRemoveButton`, which hides the note first; the face of an installed
  /// copy with the same PostScript name is no reason to hide it (that copy is another file).
  func updateInstallFileButton() {
    let button = installFileButtonWidget
    let standing = model.unlistedFileStanding(on: model.current)
    guard standing == .notInstalled else {
      let hadFocus = button.hasFocus
      button.isVisible = false
      if hadFocus { currentFacePage?.focusStart() }
      guard let standing else {
        currentFacePage?.pageNote = nil
        return
      }
      removalNote.text =
        switch standing {
        case .listedBitmapFont:
          model.localizer.tr(
            "A bitmap font fontconfig lists: programs find it, but Typecase lists fonts that can be scaled only.")
        case .misnamedWebFont:
          // Install was offered, and refused it.
          model.localizer.tr(
            "Not installed: a web font in a file named as another kind of font, which GTK programs would draw as boxes; named .woff or .woff2, it can be installed for browsers."
          )
        case .bitmapFontLeftOut:
          // Install was offered, and refused it.
          model.localizer.tr(
            "Not installed: a bitmap font, which fontconfig's configuration here keeps from programs (as 70-no-bitmaps.conf does), installed or not."
          )
        default:
          model.localizer.tr(
            "Left out: this file is in a font folder, but fontconfig's configuration keeps it from programs (a <rejectfont> rule, or one against bitmap fonts)."
          )
        }
      removalNote.isVisible = true
      currentFacePage?.pageNote = removalNote.text
      return
    }
    let label = model.localizer.tr("Install")
    button.label = label
    button.setAccessibleLabel(label)
    button.tooltip = model.localizer.tr("Copy this file into your fonts folder, for every program")
    button.isVisible = true
    removalNote.text = notInstalledNote()
    removalNote.isVisible = true
    currentFacePage?.pageNote = removalNote.text
  }

  /// What the note under the header bar says of the font file on the top page: that programs
  /// cannot use it, or which installed copy of its name they use instead (with its version).
  private func notInstalledNote() -> String {
    let localizer = model.localizer
    guard let namesake = model.installedNamesake(on: model.current) else {
      return localizer.tr("Not installed: shown from its file, which programs cannot use until it is installed.")
    }
    let file = ["file": VisibleText.escapedControls(UserFontFolder.abbreviated(namesake.location.file))]
    guard let version = namesake.version else {
      return localizer.tr(
        "Not installed: shown from its file. Programs asking for this font get the one installed in {file}.", file)
    }
    return localizer.tr(
      "Not installed: shown from its file. Programs asking for this font get the one installed in {file}, version {version}.",
      file.merging(["version": VisibleText.escapedControls(version)]) { $1 })
  }
}
