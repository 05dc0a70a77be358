/// The layout features HarfBuzz applies by default only to text of some scripts or of one
/// direction: on by default for a text that holds such characters, off for any other.
///
/// HarfBuzz's joining forms (`isol init medi fina …`) are an Arabic-like script's, its Indic
/// and Universal Shaping Engine features (`half pres abvs …`) those scripts', its jamo features
/// Hangul's conjoining jamo, its fraction features (`frac numr dnom`) a fraction slash's
/// neighbours, and `rtla rtlm` / `ltra ltrm` a direction's. A face page's switch said a script
/// font's "Terminal Forms" were on over Latin text, which HarfBuzz shapes without them, and
/// turning them on sent nothing: its swash terminals could not be seen.
public enum ScriptBoundFeatures {
  /// Whether HarfBuzz applies the feature `tag` to `text` unless told otherwise, for a feature
  /// read as on by default (`readAsOn`, as `LayoutFeature.isOnByDefault` says) for text of its
  /// scripts; a feature not read as on is off.
  public static func isOnByDefault(_ tag: String, readAsOn: Bool, for text: String) -> Bool {
    let scalars = text.unicodeScalars
    // Around U+2044 FRACTION SLASH between digits, HarfBuzz applies the fraction features of
    // itself ("1⁄2" drawn as a fraction, its switches off, and no way to turn it off; "a⁄b" is
    // not one).
    if fractionForms.contains(tag) { return hasFraction(scalars) }
    guard readAsOn else { return false }
    if joiningForms.contains(tag) { return scalars.contains { isIn(joiningScripts, $0) } }
    if syllabicForms.contains(tag) { return scalars.contains { isIn(syllabicScripts, $0) } }
    if jamoForms.contains(tag) { return scalars.contains { isIn(hangul, $0) } }
    if rightToLeftForms.contains(tag) { return scalars.contains(where: RightToLeftIsolation.isRightToLeft) }
    // Text without a right-to-left letter runs left to right ("0123" too).
    if leftToRightForms.contains(tag) {
      return !scalars.contains(where: RightToLeftIsolation.isRightToLeft)
        || scalars.contains { $0.properties.isAlphabetic && !RightToLeftIsolation.isRightToLeft($0) }
    }
    return true
  }

  /// The Arabic shaper's joining features.
  package static let joiningForms: Set<String> = [
    "isol", "init", "medi", "fina", "fin2", "fin3", "med2", "mset", "stch",
  ]
  /// The Indic, Khmer, Myanmar and Universal Shaping Engine shapers' features.
  package static let syllabicForms: Set<String> = [
    "nukt", "akhn", "rphf", "rkrf", "pref", "blwf", "abvf", "half", "pstf", "vatu", "cjct", "cfar", "pres",
    "abvs", "blws", "psts", "haln",
  ]
  /// The features HarfBuzz applies around a fraction slash.
  package static let fractionForms: Set<String> = ["frac", "numr", "dnom"]
  /// The Hangul shaper's features.
  package static let jamoForms: Set<String> = ["ljmo", "vjmo", "tjmo"]
  /// The features of right-to-left text.
  package static let rightToLeftForms: Set<String> = ["rtla", "rtlm"]
  /// The features of left-to-right text.
  package static let leftToRightForms: Set<String> = ["ltra", "ltrm"]

  /// The blocks of the scripts HarfBuzz shapes with its Arabic shaper: Arabic and its
  /// supplements and presentation forms, Syriac, N'Ko, Mandaic, Mongolian, Phags-pa,
  /// Manichaean, Psalter Pahlavi, Hanifi Rohingya, Sogdian, Chorasmian, Adlam.
  static let joiningScripts: [ClosedRange<UInt32>] = [
    0x0600...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF, 0x1800...0x18AF, 0xA840...0xA87F,
    0x10AC0...0x10AFF, 0x10B80...0x10BAF, 0x10D00...0x10D3F, 0x10F30...0x10F6F, 0x10FB0...0x10FDF,
    0x1E900...0x1E95F,
  ]
  /// The blocks of the scripts shaped by syllables (Indic, Khmer, Myanmar, the Universal
  /// Shaping Engine's): Devanagari to Sinhala, Tibetan, Myanmar, Tagalog to Khmer, Limbu to
  /// Sundanese and Lepcha, the Indic blocks of the BMP's upper half, and the historic Brahmic
  /// scripts of plane 1.
  static let syllabicScripts: [ClosedRange<UInt32>] = [
    0x0900...0x0DFF, 0x0F00...0x109F, 0x1700...0x17FF, 0x1900...0x1C4F, 0xA800...0xA83F, 0xA880...0xA8FF,
    0xA900...0xA9FF, 0xAA00...0xAAFF, 0xABC0...0xABFF, 0x11000...0x11FFF,
  ]
  /// Hangul's conjoining jamo (and extended jamo), which the Hangul shaper composes with
  /// these features: syllables a font has whole, and compatibility jamo, take none.
  static let hangul: [ClosedRange<UInt32>] = [0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF]

  /// Whether `scalars` hold a fraction HarfBuzz draws as one: U+2044 FRACTION SLASH with a
  /// decimal digit on each side.
  static func hasFraction(_ scalars: String.UnicodeScalarView) -> Bool {
    let all = Array(scalars)
    return all.indices.dropFirst().dropLast().contains { index in
      all[index] == "\u{2044}" && all[index - 1].properties.numericType == .decimal
        && all[index + 1].properties.numericType == .decimal
    }
  }

  /// Whether `scalar` is in one of `blocks`.
  private static func isIn(_ blocks: [ClosedRange<UInt32>], _ scalar: Unicode.Scalar) -> Bool {
    blocks.contains { $0.contains(scalar.value) }
  }
}
