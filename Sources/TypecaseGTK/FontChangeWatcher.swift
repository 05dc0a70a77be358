import CAdwaita
import GtkSupport
import TypecaseCore

/// Notices fonts being installed or removed while Typecase runs.
///
/// Every two seconds it asks fontconfig whether its font folders changed (a cheap look at
/// dates); when they did, it bumps GtkSettings' gtk-fontconfig-timestamp, which makes GTK and
/// Pango reload fontconfig and redraw, as a desktop's settings daemon would. Any change of that
/// timestamp (also one made by the desktop) reloads the catalog.
enum FontChangeWatcher {
  static func start(onChange: @escaping () -> Void) {
    guard let settings = gtk_settings_get_default() else { return }
    Signal.connect(settings, "notify::gtk-fontconfig-timestamp", withPointer: { _ in onChange() })
    MainContext.every(milliseconds: 2000) {
      if !FontSource.currentConfigurationIsUpToDate() {
        Properties.setUInt(
          settings, "gtk-fontconfig-timestamp", UInt32(truncatingIfNeeded: g_get_real_time() / 1_000_000))
      }
      return true
    }
  }
}
