/// Japanese names found whether typed in hiragana or katakana: "ふぃくすちゃ" finds
/// "フィクスチャ明朝", as half-width "ﾌｨｸｽﾁｬ" already did.
///
/// Japanese users type names in hiragana, the input method's first form, and family names are
/// mostly written in katakana; `SearchText.fold` (Foundation's fold) keeps the two apart. The
/// search index applies this to its composed names and to each composed query alike.
enum KanaFolding {
  /// `composed` (kana with their voicing marks composed: see `SearchComposition`) with its
  /// hiragana as katakana.
  static func fold(_ composed: String) -> String {
    // Only text with a hiragana (U+3041–309F: UTF-8 E3 81 81–E3 82 9F) has anything to
    // change; checked on the bytes first, as the search index folds every name at start.
    guard composed.utf8.contains(0xE3) else { return composed }
    var text = String.UnicodeScalarView()
    var changed = false
    for scalar in composed.unicodeScalars {
      let value = scalar.value
      // The letters (ぁ–ゖ) and the iteration marks (ゝゞ) sit 0x60 below their katakana.
      if (0x3041...0x3096).contains(value) || value == 0x309D || value == 0x309E,
        let katakana = Unicode.Scalar(value + 0x60)
      {
        text.append(katakana)
        changed = true
      } else {
        text.append(scalar)
      }
    }
    return changed ? String(text) : composed
  }
}
