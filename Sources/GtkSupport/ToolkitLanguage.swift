import CAdwaita
import FoundationEssentials
import Glibc

/// Makes GTK's and libadwaita's own strings (the window buttons and their tooltips, text
/// field menus) follow the interface language, which may differ from the process's locale.
public enum ToolkitLanguage {
  /// Points gettext at `code` ("ja", "ko", "en") through LANGUAGE and drops the translations
  /// it has cached, so strings GTK looks up from now on are in that language.
  ///
  /// gettext ignores LANGUAGE in the "C" locale (no LANG set, or one the machine does not
  /// have: setting it fails and leaves "C"): messages then use C.UTF-8, which differs from
  /// "C" in nothing else.
  public static func use(_ code: String) {
    setenv("LANGUAGE", code, 1)
    let environment = ProcessInfo.processInfo.environment
    let messagesLocale = [environment["LC_ALL"], environment["LC_MESSAGES"], environment["LANG"]]
      .compactMap { $0 }.first { !$0.isEmpty }
    let installed = messagesLocale.map { setlocale(LC_MESSAGES, $0) != nil } ?? false
    if messagesLocale == nil || messagesLocale == "C" || messagesLocale == "POSIX" || !installed {
      // Before GTK starts (it calls setlocale(LC_ALL, "") itself), and for the running process.
      if environment["LC_ALL"]?.isEmpty != false { setenv("LC_MESSAGES", "C.UTF-8", 1) }
      setlocale(LC_MESSAGES, "C.UTF-8")
    }
    typecase_reload_translations()
  }
}
