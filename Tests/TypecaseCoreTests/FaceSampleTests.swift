import CFontconfig
import Foundation
import Testing

@testable import TypecaseCore

/// The text a face is first shown with (face page, specimen).
@Suite struct FaceSampleTests {
  let latin = Array((0x20...0x7E).compactMap(Unicode.Scalar.init))
  let kana = Array((0x3041...0x3096).compactMap(Unicode.Scalar.init))
  let japanesePangram = "いろはにほへと ちりぬるを"

  @Test func aTextTheFaceDrawsStays() {
    #expect(FaceSample.starting("Fixture Sans", characters: latin) == "Fixture Sans")
    #expect(FaceSample.starting(japanesePangram, characters: kana) == japanesePangram)
  }

  /// A Latin face under a Japanese interface shows the English pangram: it showed a few of its
  /// own characters ("!\"#$%&'("), as a face with no Latin letters does.
  @Test func aLatinFaceShowsTheEnglishPangramBeforeItsOwnCharacters() {
    #expect(FaceSample.starting(japanesePangram, characters: latin) == FaceSample.englishPangram)
  }

  /// A CJK face that draws kana and Han alike starts with the sample of the user's language:
  /// under zh_CN and zh_TW a Chinese font with kana showed Japanese ("いろはにほへと").
  @Test func aCJKFaceShowsTheSampleOfTheUsersLanguage() {
    let both = Array(
      (0x3041...0x3096).compactMap(Unicode.Scalar.init) + (0x4E00...0x9FFF).compactMap(Unicode.Scalar.init))
    let first = { (languages: [String]) in
      FaceSample.starting("Typecase", otherwise: FaceSample.samples(forLanguages: languages), characters: both)
    }
    #expect(first(["zh_CN.UTF-8"]) == "天地玄黄 宇宙洪荒")
    #expect(first(["zh_TW.UTF-8"]) == "天地玄黃 宇宙洪荒")
    #expect(first(["", "zh-hk"]) == "天地玄黃 宇宙洪荒")
    #expect(first(["en_US.UTF-8", "zh_CN.UTF-8"]) == "天地玄黄 宇宙洪荒")
    #expect(first(["ja_JP.UTF-8"]) == "いろはにほへと")
    #expect(first(["en_US.UTF-8"]) == "いろはにほへと")
    // Konkani's "kok" is no Korean: the next language decides.
    #expect(first(["kok_IN.UTF-8", "zh_TW.UTF-8"]) == "天地玄黃 宇宙洪荒")
    // Every sample stays, once.
    #expect(FaceSample.samples(forLanguages: ["ko"]).sorted() == FaceSample.otherSamples.sorted())
    #expect(FaceSample.samples(forLanguages: ["ko"])[1] == "키스의 고유조건은")
  }

  /// A CJK face in an English interface starts with a sample in its own script: it showed its
  /// first code points ("ᄀᆨ〆ぁあぃいぅ").
  @Test func aCJKFaceShowsASampleOfItsScript() {
    #expect(FaceSample.starting("Typecase", characters: kana) == FaceSample.otherSamples[1])
    let hangul = Array((0xAC00...0xD7A3).compactMap(Unicode.Scalar.init))
    #expect(FaceSample.starting("Typecase", characters: hangul) == FaceSample.otherSamples[2])
    let han = Array((0x4E00...0x9FFF).compactMap(Unicode.Scalar.init))
    #expect(FaceSample.starting("Typecase", characters: han) == FaceSample.otherSamples[3])
  }

  @Test func aFaceWithoutAnyShowsItsOwnCharacters() {
    let runic = Array((0x16A0...0x16EA).compactMap(Unicode.Scalar.init))
    let shown = FaceSample.starting("Typecase", characters: runic)
    #expect(!shown.isEmpty)
    #expect(shown.unicodeScalars.allSatisfy { runic.contains($0) || $0 == " " }, "\(shown)")
    #expect(FaceSample.starting("Typecase", characters: []) == "Typecase")
  }

  /// A language's sample is words of its script, as fontconfig's orthography of it has them;
  /// none for a language in Latin letters.
  @Test func aLanguagesSampleIsWordsOfItsScript() {
    #expect(LanguageSample.text(for: "km") == "សួស្តីពិភពលោក")
    #expect(LanguageSample.text(for: "hi") == "नमस्ते दुनिया")
    #expect(LanguageSample.text(for: "mr") == "नमस्ते दुनिया")
    #expect(LanguageSample.text(for: "th") == "สวัสดีชาวโลก")
    #expect(LanguageSample.text(for: "ja") == "いろはにほへと")
    #expect(LanguageSample.text(for: "ru") == "Привет мир")
    // Persian and Urdu spell with their own yeh; traditional Chinese with 黃.
    #expect(LanguageSample.text(for: "fa") == "سلام دنیا")
    #expect(LanguageSample.text(for: "ur") == "سلام دنیا")
    #expect(LanguageSample.text(for: "ar") == "أبجد هوز حطي")
    #expect(LanguageSample.text(for: "zh-tw") == "天地玄黃 宇宙洪荒")
    // Uyghur and Sorani Kurdish spell with vowels and letters of their own.
    #expect(LanguageSample.text(for: "ug") == "سالام دۇنيا")
    #expect(LanguageSample.text(for: "ku-iq") == "سڵاو جیهان")
    // Hong Kong's orthography is its supplement alone, written beside Taiwan's characters.
    #expect(LanguageSample.text(for: "zh-hk") == "天地玄黃 宇宙洪荒")
    #expect(LanguageSample.text(for: "en") == nil)
    // Mathematical notation holds Greek letters, but is written in no script.
    #expect(LanguageSample.text(for: "und-zmth") == nil)
    #expect(LanguageSample.text(for: "vi") == nil)
    #expect(LanguageSample.text(for: "no-such-language") == nil)
  }

  /// A language's own words are letters its orthography holds, every one.
  @Test func aLanguagesOwnWordsAreInItsOrthography() throws {
    for (language, words) in LanguageSample.ownWords {
      let charset = try #require(FcLangGetCharSet(language), "\(language)")
      let missing = words.unicodeScalars.filter { $0 != " " && FcCharSetHasChar(charset, $0.value) != FcTrue }
      #expect(missing.isEmpty, "\(language): \(missing.map { String(format: "U+%04X", $0.value) })")
    }
  }

  /// A face of another script starts with words of it that show how it joins, stacks and marks:
  /// an Arabic face showed "ؠءآأؤإئا" (hamza forms in code order, none joined on both sides),
  /// a Devanagari one "ऄअआइईउऊऋ", from its first code points.
  @Test func aFaceOfAnotherScriptShowsWordsOfIt() {
    func block(_ range: ClosedRange<UInt32>) -> [Unicode.Scalar] {
      Array(range.compactMap(Unicode.Scalar.init))
    }
    let arabic = block(0x0600...0x06FF)
    #expect(FaceSample.starting("Typecase", characters: arabic) == "أبجد هوز حطي")
    #expect(FaceSample.starting("Typecase", characters: block(0x0900...0x097F)) == "नमस्ते दुनिया")
    #expect(FaceSample.starting("Typecase", characters: block(0x0E00...0x0E7F)) == "สวัสดีชาวโลก")
    #expect(FaceSample.starting("Typecase", characters: block(0x05D0...0x05EA)) == "שלום עולם")
    #expect(FaceSample.starting("Typecase", characters: block(0x0400...0x04FF)) == "Привет мир")
    // Khmer, Myanmar, Gujarati, Kannada showed their letters in code order ("កខគឃងចឆជ"), and
    // Malayalam began with a mark alone.
    #expect(FaceSample.starting("Typecase", characters: block(0x1780...0x17FF)) == "សួស្តីពិភពលោក")
    #expect(FaceSample.starting("Typecase", characters: block(0x1000...0x109F)) == "မင်္ဂလာပါ ကမ္ဘာ")
    #expect(FaceSample.starting("Typecase", characters: block(0x0A80...0x0AFF)) == "નમસ્તે દુનિયા")
    #expect(FaceSample.starting("Typecase", characters: block(0x0C80...0x0CFF)) == "ನಮಸ್ಕಾರ ಜಗತ್ತು")
    #expect(FaceSample.starting("Typecase", characters: block(0x0D00...0x0D7F)) == "നമസ്കാരം ലോകമേ")
  }
}
