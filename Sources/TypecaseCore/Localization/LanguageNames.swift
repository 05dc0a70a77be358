import Foundation

/// The names of fontconfig's language tags in an interface language: "ja" is "Japanese",
/// "日本語" or "일본어".
///
/// The names come from ICU's locale data (Foundation's `Locale`, which ships it on Linux too).
/// Fontconfig's tags are a language, sometimes with a territory ("zh-tw" → "Chinese (Taiwan)")
/// or, for "und-zsye" and "und-zmth", a script alone ("Emoji", "Mathematical Notation").
public enum LanguageNames {
  /// The name of `tag` in `language`, else the tag itself when ICU does not know it
  /// (fontconfig's "wen", the Sorbian languages as a group, has no name there).
  public static func name(of tag: String, in language: InterfaceLanguage) -> String {
    let locale = Locale(identifier: language.rawValue)
    let parts = tag.split(separator: "-")
    if parts.count == 2, parts[0] == "und", parts[1].count == 4 {
      let script = parts[1].prefix(1).uppercased() + parts[1].dropFirst().lowercased()
      return locale.localizedString(forScriptCode: script) ?? tag
    }
    guard !tag.isEmpty, let name = locale.localizedString(forIdentifier: tag), !name.isEmpty else { return tag }
    return name
  }
}
