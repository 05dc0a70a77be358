import GtkSupport

/// Notices fonts being installed or removed, and fontconfig's configuration edited, while
/// Typecase runs.
///
/// Every 400 ms it asks whether the font folders, fontconfig's cache folders or its
/// configuration files changed (one `stat` each, with nanosecond dates: fontconfig's own check
/// counts whole seconds and can miss a change; a cache folder changes when `fc-cache` reads a
/// folder anew, as after a font replaced in place under the same name), and it also follows
/// GtkSettings' gtk-fontconfig-timestamp, which a desktop's settings daemon bumps when fonts
/// change.
enum FontChangeWatcher {
  /// How often the font folders are looked at: a font installed by another program shows
  /// within this time and a reload (well within a second), for a `stat` per folder each time
  /// (a few microseconds each).
  static let checkMilliseconds: UInt32 = 400

  static func start(isOutdated: @escaping () -> Bool, onChange: @escaping () -> Void) {
    ToolkitSettings.onFontsChanged(onChange)
    MainContext.every(milliseconds: Self.checkMilliseconds) {
      if isOutdated() { onChange() }
      return true
    }
  }
}
