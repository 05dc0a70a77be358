/// A language Typecase's interface is translated into.
public enum InterfaceLanguage: String, Sendable, CaseIterable {
  case english = "en"
  case japanese = "ja"
  case korean = "ko"

  /// The language the environment asks for: the first supported one in LANGUAGE, else the
  /// language of LC_ALL, LC_MESSAGES or LANG (the first of them that is set); English otherwise.
  ///
  /// As gettext, LANGUAGE counts only where that locale is not "C" or "POSIX" (none set is "C"):
  /// with no locale set, LANGUAGE=ja gave Japanese, where apt, bash and every gettext program
  /// stay in English.
  ///
  /// Foundation's `Locale.current` is always en_001 on Linux, so the variables are read here.
  public static func fromEnvironment(_ environment: [String: String]) -> InterfaceLanguage {
    let messages = locale(in: environment) ?? "C"
    if let list = environment["LANGUAGE"], !list.isEmpty, messages != "C", messages != "POSIX" {
      for entry in list.split(separator: ":") {
        if let language = InterfaceLanguage(localeName: String(entry)) { return language }
      }
    }
    return locale(in: environment).flatMap(InterfaceLanguage.init(localeName:)) ?? .english
  }

  /// The language of a POSIX locale name such as "ja_JP.UTF-8" or "ko", when supported.
  public init?(localeName: String) {
    let code = localeName.prefix { $0.isLetter }.lowercased()
    guard let language = InterfaceLanguage(rawValue: code) else { return nil }
    self = language
  }

  /// The locale that decides messages: LC_ALL, else LC_MESSAGES, else LANG.
  private static func locale(in environment: [String: String]) -> String? {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment[name], !value.isEmpty { return value }
    }
    return nil
  }
}
