import CAdwaita

/// Makes GTK's and libadwaita's own strings (the window buttons and their tooltips, text
/// field menus) follow the interface language, which may differ from the process's locale.
public enum ToolkitLanguage {
  /// Points gettext at `code` ("ja", "ko", "en") through LANGUAGE and drops the translations
  /// it has cached, so strings GTK looks up from now on are in that language.
  public static func use(_ code: String) {
    setenv("LANGUAGE", code, 1)
    // Setting the text domain again bumps gettext's catalog counter: cached lookups are redone.
    typecase_reload_translations()
  }
}
