import TypecaseCore

/// The layout features HarfBuzz (6.0, hb-ot-shape.cc and its script shapers) applies to
/// horizontal text unless told not to: the ones a face page shows as "on".
///
/// - every script: `rvrn` (variations), `abvm blwm ccmp locl mark mkmk rlig` (common), and
///   for horizontal text `calt clig curs dist kern liga rclt`;
/// - the text's direction: `ltra ltrm` left to right, `rtla rtlm` right to left;
/// - the script shapers, for text in their scripts: Arabic, Syriac, Mongolian and N'Ko
///   `isol init medi fina fin2 fin3 med2 mset stch`; Indic, Khmer, Myanmar and the Universal
///   Shaping Engine `nukt akhn rphf rkrf pref blwf abvf half pstf vatu cjct cfar pres abvs blws
///   psts haln`; Hangul `ljmo vjmo tjmo`.
///
/// Not listed: `frac numr dnom` (applied only around U+2044 FRACTION SLASH), `vert vrt2`
/// (vertical text only), and everything a user turns on (smcp, tnum, ssXX, …).
enum DefaultShapingFeatures {
  /// The tags of the features on by default.
  static let tags: Set<String> = Set([
    // Every script.
    "rvrn", "abvm", "blwm", "ccmp", "locl", "mark", "mkmk", "rlig",
    // Horizontal text.
    "calt", "clig", "curs", "dist", "kern", "liga", "rclt",
  ])
  // A direction's, and the script shapers' (see `ScriptBoundFeatures`, which says for which
  // text each applies).
  .union(ScriptBoundFeatures.leftToRightForms).union(ScriptBoundFeatures.rightToLeftForms)
  .union(ScriptBoundFeatures.joiningForms).union(ScriptBoundFeatures.syllabicForms)
  .union(ScriptBoundFeatures.jamoForms)

  /// Whether HarfBuzz applies the feature `tag` by default.
  static func isOn(_ tag: String) -> Bool { tags.contains(tag) }
}
