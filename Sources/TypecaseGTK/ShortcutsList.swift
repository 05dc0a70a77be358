import GtkSupport
import TypecaseCore

/// The keyboard shortcuts the window answers to, as the shortcuts window (Ctrl+?) lists them.
enum ShortcutsList {
  /// The shortcuts, grouped, in the interface language (accelerators in GTK's syntax), in
  /// the order that fills the window's two columns evenly (see `ShortcutsWindow`'s height).
  static func groups(_ localizer: Localizer) -> [ShortcutsWindow.Group] {
    [
      ShortcutsWindow.Group(
        title: localizer.tr("General"),
        shortcuts: [
          ("<Control>f", localizer.tr("Search font families")),
          ("<Control><Shift>f", localizer.tr("Filter font families")),
          ("<Control>comma", localizer.tr("Open the settings")),
          ("<Control>o", localizer.tr("Install fonts")),
          ("<Control>z", localizer.tr("Undo what the message offers to undo")),
        ]),
      // Apart from General, so that a short screen's columns can be short.
      ShortcutsWindow.Group(
        title: localizer.tr("Window"),
        shortcuts: [
          ("F10", localizer.tr("Open the main menu")),
          ("<Control>question", localizer.tr("Show the keyboard shortcuts")),
          ("<Control>w", localizer.tr("Close the window")),
          ("<Control>q", localizer.tr("Quit")),
        ]),
      ShortcutsWindow.Group(
        title: localizer.tr("Search"),
        shortcuts: [
          ("Down", localizer.tr("Go to the first result")),
          ("Return", localizer.tr("Open the first result")),
          ("Escape", localizer.tr("Clear the search, then the filters")),
        ]),
      ShortcutsWindow.Group(
        title: localizer.tr("Lists"),
        shortcuts: [
          ("Return", localizer.tr("Open the family or pick the choice")),
          ("<Control>i", localizer.tr("Open the font's page")),
          ("<Control>d", localizer.tr("Star or unstar the family")),
          ("<Control>c", localizer.tr("Copy the family's or font's name")),
          ("<Shift>F10 Menu", localizer.tr("Copy a family page's font as code")),
          ("<Control>e", localizer.tr("Export a specimen of the family")),
          ("<Alt>Left Back Escape", localizer.tr("Go back")),
        ]),
      ShortcutsWindow.Group(
        title: localizer.tr("Font Page"),
        shortcuts: [
          ("<Control>f", localizer.tr("Find characters")),
          ("<Control>c Return", localizer.tr("Copy the selected character")),
          ("<Control>e", localizer.tr("Export a specimen")),
          ("Delete", localizer.tr("Trash the font (outside the sample)")),
          ("<Control>plus <Control>minus", localizer.tr("Make the preview larger or smaller")),
          ("<Control>0", localizer.tr("Preview at its starting size")),
        ]),
    ]
  }

  /// A shortcuts window listing them, as tall as the screen lets it be.
  static func window(_ localizer: Localizer) -> ShortcutsWindow {
    ShortcutsWindow(
      groups: groups(localizer), title: localizer.tr("Keyboard Shortcuts"),
      searchLabel: localizer.tr("Search Shortcuts"), pagesLabel: localizer.tr("Shortcut Pages"),
      rowsPerColumn: rowsPerColumn(screenHeight: ToolkitDisplay.largestMonitorSize()?.height))
  }

  /// How many lines a column of the shortcuts window holds on a screen `screenHeight` logical
  /// pixels tall (nil: unknown): 16, all of them in two columns, where they fit, fewer on a
  /// short screen, whose further columns go to pages of their own (GTK shows two columns a
  /// page).
  ///
  /// The window could not shrink below its content: on a 1920×1080 screen at 200 % (960×540)
  /// its lower lines were off the screen.
  static func rowsPerColumn(screenHeight: Int?) -> Int {
    guard let screenHeight else { return ShortcutsWindow.fullColumn }
    // A line takes about 40 pixels; the header, the group titles and the page switcher 240.
    return min(ShortcutsWindow.fullColumn, max(6, (screenHeight - 240) / 40))
  }
}
