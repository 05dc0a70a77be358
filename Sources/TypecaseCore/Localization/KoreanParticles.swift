/// Korean particles that translations write for either kind of word ("을(를)", "(으)로"),
/// chosen for the word before them once it is known.
///
/// A Korean particle has one form after a syllable ending in a consonant and another after a
/// vowel (설정으로, 파일로). A translation cannot know which word a placeholder brings, so it
/// writes both ("{screen}(으)로 돌아가기"); once filled, the word is known and the form it
/// takes is written, as a Korean program would ("설정으로 돌아가기"). After a word whose
/// reading the text does not give (Latin letters: "DejaVu Sans(으)로"), both stay, the usual
/// way of writing them.
enum KoreanParticles {
  /// A particle written both ways, and its two forms.
  private struct Particle {
    var written: String
    /// The form after a final consonant.
    var afterConsonant: String
    /// The form after a vowel.
    var afterVowel: String
    /// Whether a final ㄹ takes the vowel's form, as (으)로 does (서울로).
    var rieulAsVowel = false
  }

  private static let particles = [
    Particle(written: "은(는)", afterConsonant: "은", afterVowel: "는"),
    Particle(written: "을(를)", afterConsonant: "을", afterVowel: "를"),
    Particle(written: "이(가)", afterConsonant: "이", afterVowel: "가"),
    Particle(written: "와(과)", afterConsonant: "과", afterVowel: "와"),
    Particle(written: "(이)라", afterConsonant: "이라", afterVowel: "라"),
    Particle(written: "(으)로", afterConsonant: "으로", afterVowel: "로", rieulAsVowel: true),
  ]

  /// How a word ends, as its particle needs to know.
  private enum Ending {
    case vowel
    case consonant
    /// ㄹ, which (으)로 treats as a vowel.
    case rieul
  }

  /// `text` with each particle written both ways in the form the word before it takes.
  static func chosen(in text: String) -> String {
    guard text.contains(")") else { return text }
    var result = text
    for particle in particles {
      var start = result.startIndex
      while let range = result[start...].firstRange(of: particle.written) {
        guard let ending = ending(before: range.lowerBound, in: result) else {
          start = range.upperBound
          continue
        }
        let form =
          switch ending {
          case .vowel: particle.afterVowel
          case .rieul: particle.rieulAsVowel ? particle.afterVowel : particle.afterConsonant
          case .consonant: particle.afterConsonant
          }
        result.replaceSubrange(range, with: form)
        start = result.index(range.lowerBound, offsetBy: form.count)
      }
    }
    return result
  }

  /// How the word before `index` ends (looking past closing quotes: '"설정"을(를)'); nil when
  /// the text does not say (not a Hangul syllable or a digit, or nothing).
  private static func ending(before index: String.Index, in text: String) -> Ending? {
    var position = index
    while position > text.startIndex {
      position = text.index(before: position)
      let character = text[position]
      if ["\"", "'", "”", "’", "」", "』"].contains(character) { continue }
      guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return nil }
      switch scalar.value {
      case 0xAC00...0xD7A3:
        // A syllable's final consonant: (code − 가) mod 28, 0 for none, 8 for ㄹ.
        let final = (scalar.value - 0xAC00) % 28
        return final == 0 ? .vowel : final == 8 ? .rieul : .consonant
      case 0x30...0x39:
        // A number read in Sino-Korean ends as its last digit is read: 영 삼 육 (and 십, 백,
        // 천, 만 after a 0) end in a consonant, 일 칠 팔 in ㄹ, 이 사 오 구 in a vowel.
        switch scalar.value - 0x30 {
        case 1, 7, 8: return .rieul
        case 2, 4, 5, 9: return .vowel
        default: return .consonant
        }
      default: return nil
      }
    }
    return nil
  }
}
