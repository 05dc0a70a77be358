import CHarfBuzz
import TypecaseCore

/// The OpenType language systems HarfBuzz shapes a language's text with.
public enum OpenTypeLanguageTags {
  /// The language-system tags HarfBuzz picks for `language` (a BCP 47 tag, "ja-jp": "JAN"),
  /// trailing spaces left out as `LayoutScript` lists them; none for a language it maps to
  /// none ("c", "und").
  public static func tags(for language: String) -> [String] {
    guard let hbLanguage = hb_language_from_string(language, -1) else { return [] }
    var scriptCount: UInt32 = 0
    var tags = [hb_tag_t](repeating: 0, count: 8)
    var count = UInt32(tags.count)
    tags.withUnsafeMutableBufferPointer { buffer in
      hb_ot_tags_from_script_and_language(HB_SCRIPT_UNKNOWN, hbLanguage, &scriptCount, nil, &count, buffer.baseAddress)
    }
    return tags.prefix(Int(count)).map { String(OpenTypeTag.text($0).reversed().drop { $0 == " " }.reversed()) }
  }
}
