/// fontspec's options that pick an alternate of a feature, counting from 0 as fontspec does,
/// which it hands each engine as the engine reads them.
///
/// A raw "+cv01=4" is HarfBuzz's cv01=4 to LuaLaTeX but cv01=5 to XeLaTeX, which adds one to
/// the number (its feature indices started from 0 before 0.9999): the snippet of a face page
/// set to Junicode's fourth cv01 drew no alternate at all in XeLaTeX.
enum FontspecAlternates {
  /// The option picking alternate `value` (HarfBuzz's, from 1) of feature `tag`:
  /// `CharacterVariant=1:3` for cv01=4, `Alternate=1` for salt=2, `Ornament=` for ornm,
  /// `Annotation=` for nalt; nil for a feature fontspec has no such option for.
  static func option(tag: String, value: Int) -> String? {
    guard value >= 1 else { return nil }
    let picked = String(value - 1)
    if tag.hasPrefix("cv"), let number = Int(tag.dropFirst(2)), (1...99).contains(number) {
      return "CharacterVariant=\(number):" + picked
    }
    switch tag {
    case "salt": return "Alternate=" + picked
    case "ornm": return "Ornament=" + picked
    case "nalt": return "Annotation=" + picked
    default: return nil
    }
  }
}
