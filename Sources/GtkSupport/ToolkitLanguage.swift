import CAdwaita

/// Makes GTK's and libadwaita's own strings (the window buttons and their tooltips, text
/// field menus) follow the interface language, which may differ from the process's locale.
public enum ToolkitLanguage {
  /// Drops the translations gettext has cached, so strings GTK looks up from now on are in the
  /// language gettext was just pointed at (TypecaseCore's `SystemMessages.follow(language:)`).
  public static func reloadTranslations() {
    typecase_reload_translations()
  }

  /// The language GTK's text views shape text in, from the process's locale (Pango's default
  /// language: "ja-jp"; "c" in the C locale).
  public static var shapingLanguage: String {
    pango_language_to_string(pango_language_get_default()).map { String(cString: $0) } ?? ""
  }
}
