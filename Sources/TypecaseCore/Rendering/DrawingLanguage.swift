import Glibc

/// The languages text is drawn for, as the user's own programs draw it: the program that draws
/// text keeps them before its messages follow the interface language.
///
/// Fontconfig prefers fonts for the character type's language (LC_ALL, LC_CTYPE, LANG), and
/// Pango lays text out for it and for LANGUAGE's: 直 is drawn from Noto Sans CJK SC under
/// zh_CN and from Noto Sans CJK TC with LANGUAGE=zh_TW. A process whose messages follow the
/// interface language changes LANGUAGE and may change LC_CTYPE (SystemMessages), and answered
/// "Noto Sans CJK JP" where the user's programs draw another.
public enum DrawingLanguage {
  /// The character type's locale of `environment` ("zh_CN.UTF-8"): LC_ALL, else LC_CTYPE,
  /// else LANG, as the C library and fontconfig read them; nil when none is set.
  public static func characterTypeLocale(_ environment: [String: String]) -> String? {
    ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
  }

  /// Keeps the languages of `environment` (the process's, before anything changed it) for
  /// fontconfig (FC_LANG) and Pango (PANGO_LANGUAGE), each where the user set none; returns
  /// the character type's locale, which Pango lays text out for.
  ///
  /// Before fontconfig or Pango first read them: both read them once.
  @discardableResult
  public static func keepUsers(_ environment: [String: String]) -> String? {
    let locale = characterTypeLocale(environment)
    if environment["FC_LANG"]?.isEmpty != false, let locale { setenv("FC_LANG", locale, 1) }
    // Pango prefers PANGO_LANGUAGE's languages to LANGUAGE's; the locale's language adds none
    // that the layout's own language (the locale's) does not.
    if environment["PANGO_LANGUAGE"]?.isEmpty != false,
      let preferred = environment["LANGUAGE"].flatMap({ $0.isEmpty ? nil : $0 }) ?? locale
    {
      setenv("PANGO_LANGUAGE", preferred, 1)
    }
    return locale
  }

  /// Draws text for `language` ("ko") as a program running in that language does.
  ///
  /// Fontconfig prefers the language's fonts and Pango its scripts' shapes. For the whole
  /// process, before fontconfig first matches a font.
  public static func prefer(_ language: String) {
    setenv("FC_LANG", language, 1)
    setenv("PANGO_LANGUAGE", language, 1)
  }

  /// Whether the C library has `locale` ("ja_JP.UTF-8"): a program setting it gets it, one
  /// that does not stays in "C".
  public static func isInstalled(locale: String) -> Bool {
    guard let handle = newlocale(LC_CTYPE_MASK, locale, nil) else { return false }
    freelocale(handle)
    return true
  }
}
