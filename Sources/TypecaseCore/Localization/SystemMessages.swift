import CFontconfig
import FoundationEssentials
import Glibc

/// Makes the C library's own messages (strerror's "No such file or directory") and GTK's follow
/// the interface language, which may differ from the process's locale.
public enum SystemMessages {
  /// Points gettext at `code` ("ja", "ko", "en") through LANGUAGE, with messages in UTF-8:
  /// `typecase` set no locale, and a Japanese line read "… に書き込めません: No such file or
  /// directory" where `cat` says it in Japanese.
  ///
  /// gettext ignores LANGUAGE in the "C" locale (no LANG set, or one the machine does not
  /// have: setting it fails and leaves "C"): messages then use C.UTF-8, which differs from
  /// "C" in nothing else. Programs started afterwards (the window, the renderer) inherit it.
  ///
  /// Before fontconfig is first asked anything: it reads the languages it prefers fonts for
  /// from LC_CTYPE or LANG once (under zh_TW, a Japanese interface's 。 came from Noto Sans CJK
  /// TC, centred).
  public static func follow(language code: String) {
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
    // In UTF-8 whatever the character type's locale (the command line sets none: "C", where
    // gettext gave "?" for each Japanese character).
    typecase_system_messages_in_utf8()
    // And the character type UTF-8 for GTK, which reads the C library's messages in it: in "C"
    // (no LANG, as over ssh or in a container), each of GTK's start-up messages failed to
    // convert, and GLib printed 14 lines of "?????" on standard output.
    // Han characters take the shapes of the character type's language (Pango's default): a
    // Japanese interface under a Chinese locale drew 戻る's 戻 in its Chinese form. C.UTF-8
    // names no language, and Pango takes LANGUAGE's, the interface's.
    let characterType = [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
      .compactMap { $0 }.first { !$0.isEmpty }
    let otherHanShapes = Self.drawsHanOtherwise(characterType: characterType, interface: code)
    if environment["LC_ALL"]?.isEmpty != false,
      otherHanShapes || !isUTF8(locale: environment["LC_CTYPE"] ?? environment["LANG"])
    {
      setenv("LC_CTYPE", "C.UTF-8", 1)
      if otherHanShapes { setlocale(LC_CTYPE, "C.UTF-8") }
    } else if let all = environment["LC_ALL"], !all.isEmpty, otherHanShapes || !isUTF8(locale: all) {
      // LC_ALL overrides LC_CTYPE: it is spread over every other category instead (as it
      // set them; "C" in UTF-8 for one the machine does not have, which GTK would take for
      // "C" in every category, its character type too).
      unsetenv("LC_ALL")
      for category in Self.categoriesBesideCharacterType + ["LC_MESSAGES"] {
        setenv(category, installed ? all : "C.UTF-8", 1)
      }
      setenv("LC_CTYPE", "C.UTF-8", 1)
      if otherHanShapes { setlocale(LC_CTYPE, "C.UTF-8") }
    }
  }

  /// The languages whose Han characters have shapes of their own.
  static let hanLanguages: Set<String> = ["ja", "ko", "zh"]

  /// Whether text in the interface language `code` would take the Han shapes of another
  /// language from the character type's locale `characterType` ("zh_CN.UTF-8" under "ja").
  static func drawsHanOtherwise(characterType: String?, interface code: String) -> Bool {
    guard let characterType, hanLanguages.contains(code) else { return false }
    let language = characterType.prefix { $0 != "_" && $0 != "." && $0 != "@" }.lowercased()
    return hanLanguages.contains(language) && language != code
  }

  /// The locale categories LC_ALL sets but for the character type and the messages.
  static let categoriesBesideCharacterType = [
    "LC_COLLATE", "LC_MONETARY", "LC_NUMERIC", "LC_TIME", "LC_PAPER", "LC_NAME", "LC_ADDRESS", "LC_TELEPHONE",
    "LC_MEASUREMENT", "LC_IDENTIFICATION",
  ]

  /// Whether `locale` (a name as LANG holds it) is one the machine has, in UTF-8.
  static func isUTF8(locale: String?) -> Bool {
    guard let locale, !locale.isEmpty, let saved = setlocale(LC_CTYPE, nil).map({ String(cString: $0) }) else {
      return false
    }
    defer { setlocale(LC_CTYPE, saved) }
    guard setlocale(LC_CTYPE, locale) != nil, let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    return String(cString: codeset) == "UTF-8"
  }
}
