/// The names of fontconfig's language tags in an interface language: "ja" is "Japanese",
/// "日本語" or "일본어".
///
/// The names are ICU's (Foundation's `Locale`), looked up in `LanguageNameTable`, which
/// scripts/generate-language-names writes, so naming a language does not load Foundation and
/// ICU. Fontconfig's tags are a language, sometimes with a territory ("zh-tw" → "Chinese
/// (Taiwan)") or, for "und-zsye" and "und-zmth", a script alone ("Emoji", "Mathematical
/// Notation"). The table holds every tag fontconfig knows and the language part of each ("zh");
/// a known language in a territory fontconfig has no tag for is named with the territory's code
/// ("el-gr" → "Greek (GR)"); any other tag (one a configuration adds) is named by itself, as is
/// a tag ICU does not know (fontconfig's "wen", the Sorbian languages as a group).
public enum LanguageNames {
  /// The name of `tag` in `language`, else the tag itself.
  public static func name(of tag: String, in language: InterfaceLanguage) -> String {
    if let name = tableName(of: tag, in: language) { return name }
    if let dash = tag.firstIndex(of: "-"), let base = tableName(of: String(tag[..<dash]), in: language) {
      return base + " (" + tag[tag.index(after: dash)...].uppercased() + ")"
    }
    return tag
  }

  /// The table's name of `tag` in `language`, or nil when the table has no such tag.
  private static func tableName(of tag: String, in language: InterfaceLanguage) -> String? {
    let names = LanguageNameTable.names
    var low = 0
    var high = names.count
    while low < high {
      let middle = (low + high) / 2
      if names[middle].tag < tag { low = middle + 1 } else { high = middle }
    }
    guard low < names.count, names[low].tag == tag else { return nil }
    switch language {
    case .english: return names[low].english
    case .japanese: return names[low].japanese
    case .korean: return names[low].korean
    }
  }
}
