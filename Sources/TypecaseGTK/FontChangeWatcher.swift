import GtkSupport

/// Notices fonts being installed or removed while Typecase runs.
///
/// Every two seconds it asks whether the font folders changed (one `stat` per folder, with
/// nanosecond dates: fontconfig's own check counts whole seconds and can miss a change), and
/// it also follows GtkSettings' gtk-fontconfig-timestamp, which a desktop's settings daemon
/// bumps when fonts change.
enum FontChangeWatcher {
  static func start(isOutdated: @escaping () -> Bool, onChange: @escaping () -> Void) {
    ToolkitSettings.onFontsChanged(onChange)
    MainContext.every(milliseconds: 2000) {
      if isOutdated() { onChange() }
      return true
    }
  }
}
