import CAdwaita
import Glibc

/// Makes GTK's and libadwaita's own strings (the window buttons and their tooltips, text
/// field menus) follow the interface language, which may differ from the process's locale.
public enum ToolkitLanguage {
  /// Drops the translations gettext has cached, so strings GTK looks up from now on are in the
  /// language gettext was just pointed at (TypecaseCore's `SystemMessages.follow(language:)`).
  public static func reloadTranslations() {
    typecase_reload_translations()
  }

  /// Sets the process's locale from the environment, each category the machine lacks in C.UTF-8.
  ///
  /// GTK is kept from setting it again: its setlocale(LC_ALL, "") failed as a whole for one
  /// such category (LC_TIME=nl_NL.UTF-8 sent over ssh to a machine without it) and printed
  /// "Locale not supported by C library" on every launch. Before GTK starts; the environment
  /// is left as it is.
  public static func setLocaleFromEnvironment() {
    let categories = [
      LC_CTYPE, LC_NUMERIC, LC_TIME, LC_COLLATE, LC_MONETARY, LC_MESSAGES, LC_PAPER, LC_NAME, LC_ADDRESS,
      LC_TELEPHONE, LC_MEASUREMENT, LC_IDENTIFICATION,
    ]
    for category in categories where setlocale(category, "") == nil {
      setlocale(category, "C.UTF-8")
    }
    // Only before GTK starts (a second window in one process, as tests open, finds it started:
    // GTK warns of a late call).
    if gtk_is_initialized() == 0 { gtk_disable_setlocale() }
  }

  /// The language GTK's text views shape text in, from the process's locale (Pango's default
  /// language: "ja-jp"; "c" in the C locale).
  public static var shapingLanguage: String {
    pango_language_to_string(pango_language_get_default()).map { String(cString: $0) } ?? ""
  }
}
