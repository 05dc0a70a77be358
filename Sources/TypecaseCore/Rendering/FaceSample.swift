/// The text a face is first shown with: the one the interface offers (the face's name, the
/// pangram in the interface language), unless the face lacks most of its characters; then a
/// sample of the face's own characters.
///
/// The face page and `typecase specimen` both start from it: a CJK face's Latin name, or a
/// Latin face's Japanese pangram, was all boxes.
public enum FaceSample {
  /// The English pangram: what a Latin face lacking most of another language's pangram shows
  /// (Inter under a Japanese interface drew "ABCDEFGH").
  public static let englishPangram = "The quick brown fox jumps over the lazy dog"

  /// Samples in other scripts, tried in turn after the English pangram: the start of the
  /// Japanese iroha and of the Korean pangram of the interface's translations, and of the
  /// Thousand Character Classic, as short as a sample of a face's own characters (a specimen's
  /// 36 pt line holds them whole).
  ///
  /// A CJK face in an English interface started with its first code points ("ᄀᆨ〆ぁあぃいぅ"). Then
  /// words of other scripts that show how they join, stack and mark: Arabic (the abjad's
  /// order), Hebrew, Devanagari, Bengali, Tamil, Thai, Greek, Cyrillic, Georgian, Armenian and
  /// Ethiopic ("hello", "world"); an Arabic face showed "ؠءآأؤإئا" (hamza forms in code order,
  /// none joined on both sides), a Devanagari one "ऄअआइईउऊऋ", Thai its obsolete letters. Last,
  /// emoji: a color emoji font showed "ℹ©®™↔↕↖↗", the first characters it has.
  public static let otherSamples = [
    englishPangram, "いろはにほへと", "키스의 고유조건은", "天地玄黄 宇宙洪荒", "天地玄黃 宇宙洪荒", "أبجد هوز حطي", "سلام دنیا",
    "שלום עולם", "नमस्ते दुनिया",
    "নমস্কার পৃথিবী", "வணக்கம் உலகம்", "નમસ્તે દુનિયા", "ਸਤ ਸ੍ਰੀ ਅਕਾਲ", "ನಮಸ್ಕಾರ ಜಗತ್ತು", "നമസ്കാരം ലോകമേ",
    "నమస్కారం ప్రపంచం", "ନମସ୍କାର ଦୁନିଆ", "ආයුබෝවන් ලෝකය", "สวัสดีชาวโลก", "ສະບາຍດີ ໂລກ", "សួស្តីពិភពលោក",
    "မင်္ဂလာပါ ကမ္ဘာ", "བཀྲ་ཤིས་བདེ་ལེགས།", "Καλημέρα κόσμε", "Привет мир", "გამარჯობა მსოფლიო",
    "Բարեւ աշխարհ", "ሰላም ዓለም", "😀🎉👍🌍🍕🚀",
  ]

  /// `otherSamples` with the CJK sample of the user's language first among the four (Japanese,
  /// Korean, Simplified and Traditional Chinese; Japanese without one): under zh_CN a Chinese
  /// font that has kana too showed the Japanese "いろはにほへと" on its row and page.
  ///
  /// The user's languages are read as the process started (Typecase changes LANGUAGE and
  /// LC_CTYPE for its interface): Pango's (PANGO_LANGUAGE, LANGUAGE), then the locale's.
  public static let samplesForUser: [String] = {
    let environment = ProcessEnvironment.atStart()
    let preferred = ["PANGO_LANGUAGE", "LANGUAGE"].flatMap { (environment[$0] ?? "").split(separator: ":") }
    return samples(
      forLanguages: preferred.map(String.init) + [DrawingLanguage.characterTypeLocale(environment) ?? ""])
  }()

  /// `otherSamples` with the CJK sample of the first CJK language of `languages` (locale names
  /// or tags: "zh_TW.UTF-8", "ko", "zh-hk") first among the four.
  public static func samples(forLanguages languages: [String]) -> [String] {
    let cjk = Array(otherSamples[1...4])
    for language in languages {
      let tag = language.lowercased().replacing("_", with: "-")
      // The language itself: "kok" (Konkani) is no "ko".
      let code = tag.prefix { $0 != "-" && $0 != "." && $0 != "@" }
      let first: String? =
        if code == "ja" {
          cjk[0]
        } else if code == "ko" {
          cjk[1]
        } else if code == "zh" {
          ["zh-tw", "zh-hk", "zh-mo", "zh-hant"].contains(where: tag.hasPrefix) ? cjk[3] : cjk[2]
        } else {
          nil
        }
      guard let first else { continue }
      return [otherSamples[0], first] + cjk.filter { $0 != first } + otherSamples[5...]
    }
    return otherSamples
  }

  /// `text`, else the first of `alternatives` the face has every character of, else
  /// `inkedSample` (characters of the face that draw something) or a sample of `characters`
  /// (the face's, ascending): `text` is passed over when the face lacks more
  /// than half of the characters it draws (white space aside).
  ///
  /// A face with no characters, or none a sample shows, keeps `text`. Text the user chose is
  /// not passed here: it stays, boxes and all.
  public static func starting(
    _ text: String, otherwise alternatives: [String] = samplesForUser, characters: [Unicode.Scalar],
    inkedSample: String? = nil
  ) -> String {
    starting(text, otherwise: alternatives, characters: characters) { inkedSample }
  }

  /// `starting(_:otherwise:characters:inkedSample:)`, the characters that draw read only when
  /// they are needed (`inkedSample` opens the font file).
  public static func starting(
    _ text: String, otherwise alternatives: [String] = samplesForUser, characters: [Unicode.Scalar],
    inkedSample: () -> String?
  ) -> String {
    guard !characters.isEmpty else { return text }
    if lacking(text, characters) * 2 <= drawnCount(text) { return text }
    // A sample in place of the text is one the face draws whole.
    if let whole = alternatives.first(where: { lacking($0, characters) == 0 }) { return whole }
    let own = inkedSample() ?? NameLegibility.sample(of: characters)
    return own.isEmpty ? text : own
  }

  /// How many of the characters `text` draws (white space aside) a face of `characters` lacks.
  private static func lacking(_ text: String, _ characters: [Unicode.Scalar]) -> Int {
    text.unicodeScalars.filter { !$0.properties.isWhitespace && !contains(characters, $0) }.count
  }

  /// How many characters `text` draws (white space aside).
  private static func drawnCount(_ text: String) -> Int {
    text.unicodeScalars.filter { !$0.properties.isWhitespace }.count
  }

  /// Whether ascending `characters` holds `scalar` (a binary search).
  public static func contains(_ characters: [Unicode.Scalar], _ scalar: Unicode.Scalar) -> Bool {
    var low = 0
    var high = characters.count
    while low < high {
      let middle = (low + high) / 2
      if characters[middle] < scalar { low = middle + 1 } else { high = middle }
    }
    return low < characters.count && characters[low] == scalar
  }
}
