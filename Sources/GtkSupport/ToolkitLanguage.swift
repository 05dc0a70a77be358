import CAdwaita

/// Makes GTK's and libadwaita's own strings (the window buttons and their tooltips, text
/// field menus) follow the interface language, which may differ from the process's locale.
public enum ToolkitLanguage {
  /// Drops the translations gettext has cached, so strings GTK looks up from now on are in the
  /// language gettext was just pointed at (TypecaseCore's `SystemMessages.follow(language:)`).
  public static func reloadTranslations() {
    typecase_reload_translations()
  }
}
