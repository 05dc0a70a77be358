import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore

/// `SearchText.fold` gives what Foundation's `folding(options: [.caseInsensitive,
/// .widthInsensitive, .diacriticInsensitive], locale: nil)` gives, without linking Foundation:
/// for every scalar alone and after each kind of character, for marks in pairs, for the
/// fixture fonts' family names and for random mixtures.
///
/// There is no deliberate difference.
@Suite struct SearchFoldingTests {
  /// Foundation's fold, the reference.
  static func foundationFold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .widthInsensitive, .diacriticInsensitive], locale: nil)
  }

  /// `text` as code points ("U+0061 U+0301"), so a failure shows what differs.
  static func codePoints(_ text: String) -> String {
    text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
  }

  /// The texts whose folds differ from Foundation's, as code points (the first 5).
  static func differences(_ texts: some Sequence<String>) -> [String] {
    var found: [String] = []
    for text in texts {
      let ours = SearchText.fold(text)
      let theirs = foundationFold(text)
      // Scalar by scalar: String's == would call canonically equivalent folds equal.
      if !ours.unicodeScalars.elementsEqual(theirs.unicodeScalars) {
        found.append("\(codePoints(text)) → \(codePoints(ours)), Foundation \(codePoints(theirs))")
        if found.count == 5 { break }
      }
    }
    return found
  }

  /// Every scalar of the planes in use (0–3 and 14), as a one-scalar string.
  static let scalars: [String] =
    (UInt32(0)...0x3FFFF).compactMap(Unicode.Scalar.init).map(String.init)
    + (UInt32(0xE0000)...0xE0FFF).compactMap(Unicode.Scalar.init).map(String.init)

  /// The grapheme-extend marks of the table (what follows a character and may be dropped).
  static let marks: [Unicode.Scalar] = (UInt32(0)...0x10FFFF).filter(SearchFolding.isExtend)
    .compactMap(Unicode.Scalar.init)

  @Test func readableExamples() {
    for (text, folded) in [
      ("NanumGothic", "nanumgothic"), ("ｎａｎｕｍ", "nanum"), ("ＮＡＮＵＭ", "nanum"), ("Café", "cafe"),
      ("Cafe\u{301}", "cafe"), ("Ελληνικά", "ελληνικα"), ("Кириллица Ё", "кириллица е"), ("Straße", "strasse"),
      ("ﬁne", "fine"), ("İstanbul", "istanbul"), ("Łódź", "łodz"), ("Việt", "viet"), ("ｶﾞ", "カ\u{FF9E}"),
      // Marks stay after other scripts: kana voicing, an emoji's skin tone.
      ("が", "が"), ("か\u{3099}", "か\u{3099}"), ("나눔고딕", "나눔고딕"), ("Ǆ", "ǆ"), ("👍🏽", "👍🏽"),
    ] {
      #expect(SearchText.fold(text).unicodeScalars.elementsEqual(folded.unicodeScalars), "\(text)")
    }
  }

  @Test func everyScalarAloneFoldsAsFoundationFoldsIt() {
    #expect(Self.differences(Self.scalars) == [])
  }

  /// After a Latin letter, a letter that folds to Latin, NUL, a Thai letter (marks kept), an
  /// Armenian capital and a halfwidth katakana (marks kept, the first below U+0510 too), Hangul.
  @Test(arguments: ["a", "É", "Ａ", "\u{0}", "ก", "Ա", "ｶ", "가"])
  func everyScalarAfterACharacterFoldsAsFoundationFoldsIt(first: String) {
    #expect(Self.differences(Self.scalars.lazy.prefix(0x20000).map { first + $0 }) == [])
  }

  /// Two marks after a character: which are kept, how they decompose and in what order (marks
  /// of every combining class, and the marks that decompose).
  @Test(arguments: ["a", "ก", "Ա", "ｶ", "\u{301}", "\u{E38}"])
  func marksInPairsFoldAsFoundationFoldsThem(first: String) {
    var byClass: [UInt8: Unicode.Scalar] = [:]
    for mark in Self.marks where byClass[mark.properties.canonicalCombiningClass.rawValue] == nil {
      byClass[mark.properties.canonicalCombiningClass.rawValue] = mark
    }
    let sample =
      byClass.values.sorted() + SearchFoldingTable.decomposedMarks.compactMap(Unicode.Scalar.init)
      + ["\u{300}", "\u{345}", "\u{3099}", "\u{FF9E}", "\u{200C}", "\u{FE0F}", "\u{1F3FB}", "\u{E0061}"]
    #expect(sample.count > 50)
    let texts = sample.flatMap { one in sample.map { first + String(one) + String($0) } }
    #expect(Self.differences(texts) == [])
  }

  @Test func moreMarksThanACharacterHoldsFoldAsFoundationFoldsThem() {
    var texts: [String] = []
    for count in [60, 63, 64, 65, 70, 130] {
      for first in ["ก", "Ա", "a"] {
        texts.append(first + String(repeating: "\u{E38}", count: count))
        texts.append(first + "\u{301}" + String(repeating: "\u{F73}", count: count / 2))
        texts.append(first + String(repeating: "\u{E48}\u{E38}", count: count / 2))
      }
    }
    #expect(Self.differences(texts) == [])
  }

  /// Every family name of the fixture fonts (localized ones too), as fontconfig reads them.
  @Test func fixtureFamilyNamesFoldAsFoundationFoldsThem() throws {
    var names: Set<String> = []
    for folder in ["fonts", "face-fonts", "extra-fonts", "render-fonts", "snapshot-fonts"] {
      let path = FixtureFonts.packageRoot.appendingPathComponent("Tests/Fixtures/\(folder)").path
      let scan = try ProcessRunner.runTool("fc-scan", ["--format", "%{family}\n", path], environment: [:])
      for line in scan.standardOutput.split(separator: "\n") {
        for name in line.split(separator: ",") { names.insert(String(name)) }
      }
    }
    #expect(names.count > 15)
    #expect(names.contains { !$0.allSatisfy(\.isASCII) }, "no localized names among \(names.sorted())")
    #expect(Self.differences(names.sorted()) == [])
  }

  /// Random strings from a pool of what family names (and stranger text) hold.
  @Test func randomMixturesFoldAsFoundationFoldsThem() {
    let pool: [Unicode.Scalar] =
      Array("AZaz09 -_.'ÀÉÎÕÜçñøßłĳǄǅǆİıſﬁﬀﬆΆΐΣσςϐЁйѶӁＡＺａｚ０！ｶﾞﾟガぱ가힣각一丁ꙮกัุ่".unicodeScalars)
      + [
        "\u{0}", "\u{200C}", "\u{200D}", "\u{300}", "\u{301}", "\u{308}", "\u{327}", "\u{345}", "\u{483}", "\u{5B4}",
        "\u{64B}", "\u{93F}",
        "\u{94D}", "\u{E38}", "\u{E48}", "\u{F73}", "\u{F80}", "\u{3099}", "\u{309A}", "\u{FE0F}", "\u{1F3FB}",
        "\u{1F44D}", "\u{1F1EF}", "\u{1F1F5}", "\u{E0061}", "\u{E007F}", "\u{1D400}", "\u{10400}", "\u{10428}",
      ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let texts = (0..<20_000).map { _ in
      String(String.UnicodeScalarView((0..<(1 + next(8))).map { _ in pool[next(pool.count)] }))
    }
    #expect(Self.differences(texts) == [])
  }

  /// The family search finds a name typed in another case, width or without its accents.
  @Test func familySearchMatchesFoldedQueries() {
    let index = FamilySearchIndex(names: [
      ["NanumGothic", "나눔고딕"], ["Crimson Pro"], ["Noto Sans JP", "Noto Sans 日本語"],
    ])
    #expect(index.matches("ｎａｎｕｍ") == [0])
    #expect(index.matches("CRİMSON") == [1])
    #expect(index.matches("日本") == [2])
    #expect(index.matches("  ") == [0, 1, 2])
  }

  /// Blanks do not count, as fontconfig ignores them in family names: a Korean name spaced
  /// otherwise, a Latin name typed as words, a Japanese input method's U+3000 found nothing.
  @Test func familySearchIgnoresBlanks() {
    let index = FamilySearchIndex(names: [
      ["NanumGothic", "나눔고딕"], ["UnDotum", "은 돋움"], ["IPAPGothic", "IPA Pゴシック"], ["Crimson Pro"],
    ])
    #expect(index.matches("나눔 고딕") == [0])
    #expect(index.matches("nanum gothic") == [0])
    #expect(index.matches("은돋움") == [1])
    #expect(index.matches("IPA\u{3000}P") == [2])
    #expect(index.matches("crimsonpro") == [3])
    #expect(index.matches("nanum  x") == [])
  }

  /// Words typed apart find a name that holds them in their order with other words between.
  ///
  /// "noto jp" found nothing where only "cjk jp" found Noto Sans CJK JP. Within one name, and in
  /// order: "fixture m" does not find NanumFixture, whose "m" comes before "fixture".
  @Test func familySearchFindsWordsApartInTheirOrder() {
    let index = FamilySearchIndex(names: [
      ["Noto Sans CJK JP", "Noto Sans CJK JP Regular"], ["Noto Sans"], ["NanumFixture", "나눔픽스처"],
      ["Fixture Mono"], ["JP Noto"],
    ])
    #expect(index.matches("noto jp") == [0])
    #expect(index.matches("NOTO  cjk jp") == [0])
    #expect(index.matches("sans jp") == [0])
    #expect(index.matches("jp noto") == [4])
    #expect(index.matches("fixture m") == [3])
    #expect(index.matches("nanum 픽스") == [])
    // The family of that name first.
    #expect(index.matches("noto sans") == [1, 0])
  }

  /// The family named the search exactly comes first, then those a name of which begins with
  /// it, each in the families' order: "dejavu sans" listed DejaVu Sans 45th of 46, after every
  /// family whose name held it further on (a curator's copies).
  @Test func theFamilyNamedTheSearchComesFirst() {
    let index = FamilySearchIndex(names: [
      ["Coll DejaVu Sans"], ["Curator DejaVu Sans Bold"], ["DejaVu Sans Mono"], ["DejaVu Sans"],
      ["Zed", "DejaVu Sans X"],
    ])
    #expect(index.matches("dejavu sans") == [3, 2, 4, 0, 1])
    #expect(index.matches("DejaVuSans") == [3, 2, 4, 0, 1])
    #expect(index.matches("sans") == [0, 1, 2, 3, 4])
  }

  /// Kana and Hangul are found however they are spelled: halfwidth with the voicing mark apart,
  /// decomposed, or precomposed, in the name as in the query (each found nothing but its own
  /// spelling).
  @Test func kanaAndHangulAreFoundHoweverTheyAreSpelled() {
    let index = FamilySearchIndex(names: [
      ["IPAGothic", "IPAゴシック"], ["NanumGothic", "나눔고딕"], ["Decomposed", "ハ\u{309A}ン"],
    ])
    #expect(index.matches("ゴシック") == [0])
    #expect(index.matches("ｺﾞｼｯｸ") == [0])
    #expect(index.matches("コ\u{3099}シック") == [0])
    #expect(index.matches("\u{1102}\u{1161}\u{1102}\u{116E}\u{11B7}") == [1])
    #expect(index.matches("パン") == [2])
    #expect(index.matches("ﾊﾟﾝ") == [2])
    #expect(index.matches("ハン") == [])
  }

  /// A katakana name is found by its hiragana, as a Japanese input method first types it (and a
  /// hiragana name by its katakana), voiced or not, with the iteration mark: "ふぃくすちゃ" found
  /// nothing where "ﾌｨｸｽﾁｬ" found Fixture Mincho.
  @Test func hiraganaFindsKatakanaNames() {
    let index = FamilySearchIndex(names: [
      ["Fixture Mincho", "フィクスチャ明朝"], ["IPAGothic", "IPAゴシック"], ["Hiragana Sans", "ひらがなゞ"],
    ])
    #expect(index.matches("ふぃくすちゃ") == [0])
    #expect(index.matches("ふぃくすちゃみんちょう") == [])
    #expect(index.matches("ごしっく") == [1])
    #expect(index.matches("こ\u{3099}しっく") == [1])
    #expect(index.matches("ヒラガナヾ") == [2])
    // Voicing still counts: another sound is another name.
    #expect(index.matches("こしっく") == [])
  }

  /// Hebrew and Arabic names are found with or without their points and harakat, tatweel, and
  /// hamza on alef, as "any accent" promises (only the spelling with every mark found them).
  @Test func hebrewAndArabicNamesAreFoundWithOrWithoutTheirMarks() {
    let index = FamilySearchIndex(names: [
      ["אָמִיר נִסָּיוֹן"], ["أَمِيرة"], ["عـربـي مطول"], ["Amiri"], ["کتاب فارسی"],
    ])
    // Persian's keheh and yeh are found as Arabic keyboards type them, and the other way.
    #expect(index.matches("كتاب") == [4])
    #expect(index.matches("فارسي") == [4])
    #expect(index.matches("فارسى") == [4])
    #expect(index.matches("عربی") == [2])
    #expect(index.matches("אמיר") == [0])
    #expect(index.matches("אָמִיר") == [0])
    #expect(index.matches("נסיון") == [0])
    #expect(index.matches("أميرة") == [1])
    #expect(index.matches("اميرة") == [1])
    #expect(index.matches("إميرة") == [1])
    #expect(index.matches("عربي") == [2])
    #expect(index.matches("مطول") == [2])
    // Letters still count: another letter is another name.
    #expect(index.matches("אמיד") == [])
    #expect(index.matches("amiri") == [3])
    // Marks alone are not nothing, which every name has (they found every family).
    #expect(index.matches("\u{05B0}") == [])
    #expect(index.matches("ـ") == [])
  }

  /// Invisible format characters count for nothing, in names and searches alike: ZWNJ, which
  /// Persian keyboards type with Shift+Space, and the marks and isolates that Hebrew or
  /// Arabic text copied from a right-to-left program carries (each found nothing).
  @Test func invisibleFormatCharactersAreLeftOutAsBlanksAre() {
    let index = FamilySearchIndex(names: [["می\u{200C}نویسم"], ["מרים"], ["قلم یکم"], ["Noto Sans"]])
    #expect(index.matches("مینویسم") == [0])
    #expect(index.matches("می\u{200C}نویسم") == [0])
    #expect(index.matches("قلم\u{200C}یکم") == [2])
    for marked in ["מרים\u{200F}", "\u{200F}מרים", "\u{202B}מרים\u{202C}", "\u{2067}מרים\u{2069}"] {
      #expect(index.matches(marked) == [1], "\(marked.unicodeScalars.map { String($0.value, radix: 16) })")
    }
    #expect(index.matches("Noto\u{200B}Sans") == [3])
    // A mark alone is no search, as blanks alone are.
    #expect(index.matches("\u{200F}") == index.matches(" "))
  }

  /// A family named with a control character is found by its name as the list and plain
  /// output show it, escaped, as `faces` and `star` find it (`families --search` did not).
  @Test func aNameWithAControlCharacterIsFoundAsItIsShown() {
    let index = FamilySearchIndex(names: [["Tab\tName"], ["Plain Name"], ["Line\nBreak Sans"]])
    #expect(index.matches("tab\\tname") == [0])
    #expect(index.matches("Line\\nBreak") == [2])
    #expect(index.matches("Tab\tName") == [0])
    #expect(index.matches("name") == [0, 1])
  }
}
