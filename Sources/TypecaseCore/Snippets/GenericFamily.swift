import CFontconfig

/// The CSS generic family a face falls back to: emoji or math when fontconfig's configuration
/// says the family is one (Noto Color Emoji, Latin Modern Math); else monospace when fontconfig
/// says the face is monospaced; else the generic the configuration gives the family (its rules
/// say C059 and DejaVu Serif are serif, Z003 cursive); else monospace or serif when the family
/// name says so; else what the font declares (OS/2's family class, PANOSE); and sans-serif.
///
/// Fontconfig does not read from a font whether it has serifs, and many fonts do not say
/// (URW's fonts leave OS/2's class and PANOSE empty); the configuration knows common families,
/// the family name often tells the others ("Noto Serif", "IPAMincho", "AR PL UMing"), a font
/// may say it of itself (EB Garamond's class), and a face that does not say is more often sans.
public enum GenericFamily: String, Sendable, Hashable {
  case serif
  case sansSerif = "sans-serif"
  case monospace
  /// Script faces (Z003, URW's Zapf Chancery), as the configuration says.
  case cursive
  /// Decorative and symbol faces (D050000L, URW's Zapf Dingbats), as the configuration says.
  case fantasy
  /// Emoji faces (Noto Color Emoji), as the configuration says: fontconfig calls Noto Color
  /// Emoji monospaced (its glyphs are all one width), and `monospace` would have a browser
  /// fall back to a code font for it.
  case emoji
  /// Faces for mathematics (Latin Modern Math, STIX Two Math), as the configuration says.
  case math

  /// Words of a family name that mean a serif design (compared in lowercase; "sans" wins):
  /// Arabic's naskh and nastaliq, its book hands, as serif (Noto Naskh Arabic beside Noto Sans
  /// Arabic).
  private static let serifWords: Set<String> = [
    "serif", "roman", "times", "song", "mincho", "ming", "batang", "myungjo", "naskh", "nastaliq",
  ]
  /// Endings of a family name's words that mean a serif design ("IPAMincho", "UMing",
  /// "KacstNaskh").
  private static let serifEndings = ["mincho", "ming", "batang", "myungjo", "naskh"]

  /// The generic family of `face`, asking the rules of fontconfig's configuration.
  public init(of face: FontFace) {
    let configured = Self.configured(for: face.family)
    if let configured, configured == .emoji || configured == .math {
      self = configured
    } else if face.isMonospace,
      ![.serif, .sansSerif].contains(configured ?? Self.preferred(for: face.family))
    {
      // Not over the rules' serif or sans-serif: a subset of DejaVu Sans holding digits alone,
      // each as wide as the others, is "monospaced" to fontconfig, and its CSS fell back to
      // monospace, its fontspec to \setmonofont.
      self = .monospace
    } else if let configured {
      self = configured
    } else if let preferred = Self.preferred(for: face.family) {
      self = preferred
    } else if !Self.nameSaysGeneric(face.family), let declared = Self.declared(in: face.location) {
      // What the font says of itself, where its name says nothing: EB Garamond (OS/2 class 1,
      // Oldstyle Serifs) and Yrsa (PANOSE serif) fell back to sans-serif.
      self = declared
    } else {
      self.init(named: face.family)
      // "Mono" in the name of a font that is not monospaced (its post table and its ASCII
      // say so: "QAMono Display", proportional) is no typewriter font: fontspec's snippet made
      // it \setmonofont, and CSS's fallback monospace.
      if self == .monospace && !MonospacedFace.namesItselfMonospaced(family: face.family, location: face.location) {
        self.init(named: face.family, monospaceWords: false)
      }
    }
  }

  /// Serif or sans-serif when the configuration's rules list `family` among the families they
  /// prefer for one and not for the other (65-nonlatin.conf prefers Frank Ruehl CLM and David
  /// CLM for serif, Noto Naskh Arabic too); nil otherwise.
  ///
  /// The rules that give a family its generic read it the other way: Frank Ruehl CLM, a serif
  /// Hebrew design `fc-match serif:lang=he` gives, fell back to sans-serif.
  static func preferred(for family: String) -> GenericFamily? {
    guard let lists = preferredLists else { return nil }
    let name = family.lowercased()
    switch (lists.serif.contains(name), lists.sansSerif.contains(name)) {
    case (true, false): return .serif
    case (false, true): return .sansSerif
    default: return nil
    }
  }

  /// The families, in lowercase, the configuration's rules put in the lists of serif and of
  /// sans-serif, read once.
  private static let preferredLists: (serif: Set<String>, sansSerif: Set<String>)? = {
    guard let config = rules?.config else { return nil }
    func listed(for generic: String) -> Set<String> {
      guard let pattern = FcPatternCreate() else { return [] }
      defer { FcPatternDestroy(pattern) }
      FcPatternAddString(pattern, FC_FAMILY, generic)
      FcConfigSubstitute(config, pattern, FcMatchPattern)
      return Set(FontPatternReader(pattern: pattern).strings(FC_FAMILY).map { $0.lowercased() })
    }
    return (listed(for: "serif"), listed(for: "sans-serif"))
  }()

  /// The generic family the font at `location` says it is of: its OS/2 table's family class
  /// (serif classes, sans serif, scripts, ornamentals and symbols), else its PANOSE (Latin text
  /// with serifs or without, hand written, decorative, symbol); nil when it says neither.
  static func declared(in location: FontLocation) -> GenericFamily? {
    if let familyClass = OS2Field.uint16(at: 30, file: location.file, faceIndex: location.index) {
      switch familyClass >> 8 {
      case 1, 2, 3, 4, 5, 7: return .serif
      case 8: return .sansSerif
      case 10: return .cursive
      case 9, 12: return .fantasy
      default: break
      }
    }
    guard let panose = OS2Field.uint16(at: 32, file: location.file, faceIndex: location.index) else { return nil }
    switch (panose >> 8, panose & 0xFF) {
    case (2, 2...10): return .serif
    case (2, 11...15): return .sansSerif
    case (3, _): return .cursive
    case (4, _), (5, _): return .fantasy
    default: return nil
    }
  }

  /// Whether the name `family` says its generic family in a word (serif, sans, mono, math, a
  /// serif script's word such as mincho): then it is taken from the name, not the font.
  static func nameSaysGeneric(_ family: String) -> Bool {
    let words = family.lowercased().split { !$0.isLetter }.map(String.init) + camelCaseWords(family)
    return words.contains { word in
      ["sans", "mono", "monospace", "monospaced", "math"].contains(word) || word.hasSuffix("gothic")
        || serifWords.contains(word) || serifEndings.contains { word.hasSuffix($0) }
    }
  }

  /// The generic family the name `family` says: monospace for "Noto Sans Mono", math for
  /// "DejaVu Math TeX Gyre", serif for "Noto Serif" or "IPAMincho", else sans-serif.
  ///
  /// "Mono" first: Noto Sans Mono, which fontconfig gives no spacing (it has glyphs of no
  /// width and of two widths) and this machine's rules give for monospace, fell back to
  /// sans-serif, "Sans" deciding.
  init(named family: String, monospaceWords: Bool = true) {
    let name = family.lowercased()
    let words = name.split { !$0.isLetter }.map(String.init)
    // Its words as written together too: "JetBrainsMono Nerd Font", as Nerd Fonts name their
    // families, was sans-serif (and no monospaced font to the Monospace filter).
    if monospaceWords,
      (words + Self.camelCaseWords(family)).contains(where: { ["mono", "monospace", "monospaced"].contains($0) })
    {
      self = .monospace
      return
    }
    // A math font no rule names (DejaVu Math TeX Gyre, which fontconfig gives for "math" all
    // the same): it fell back to sans-serif.
    if words.contains("math") {
      self = .math
      return
    }
    let saysSans = words.contains { $0 == "sans" || $0.hasSuffix("gothic") }
    let saysSerif = words.contains { word in
      Self.serifWords.contains(word) || Self.serifEndings.contains { word.hasSuffix($0) }
    }
    self = saysSerif && !saysSans ? .serif : .sansSerif
  }

  /// The words of `name` written together in camel case, in lowercase: "JetBrainsMono" gives
  /// "jet", "brains", "mono"; "SFMono" gives "sf", "mono"; only names with such words.
  static func camelCaseWords(_ name: String) -> [String] {
    var words: [String] = []
    for run in name.split(whereSeparator: { !$0.isLetter }) {
      let letters = Array(run)
      var start = 0
      for position in letters.indices.dropFirst() where letters[position].isUppercase {
        let afterLower = letters[position - 1].isLowercase
        let startsWord =
          letters[position - 1].isUppercase && position + 1 < letters.count && letters[position + 1].isLowercase
        if afterLower || startsWord {
          words.append(String(letters[start..<position]).lowercased())
          start = position
        }
      }
      if start > 0 { words.append(String(letters[start...]).lowercased()) }
    }
    return words
  }

  /// The configuration's rules, parsed once; its fonts are not read (the process's current
  /// configuration, in the CLI, would be loaded a second time beside the catalog's, every font
  /// cache opened again).
  private static let rules = try? FontconfigConfiguration(rulesOnly: nil)

  /// What `configured(for:)` answered, by family.
  private static let configuredAnswers = LockedValue<[String: GenericFamily?]>([:])

  /// The generic family the configuration's rules give `family` itself (an alias with
  /// `<default><family>serif</family></default>`, or a list of 45-latin.conf), or nil when they
  /// give it none: the generics its substitution adds beyond those a family no rule knows gets
  /// (49-sansserif.conf gives every such family sans-serif, so a rule giving a family
  /// sans-serif cannot be told from it: the name then decides).
  ///
  /// Else the generic the rules give the families they make it an alias of (30-metric-aliases
  /// makes TeX Gyre Schola one of C059, which is serif; TeX Gyre Chorus of Z003, cursive):
  /// those fell back to sans-serif.
  static func configured(for family: String) -> GenericFamily? {
    if let known = configuredAnswers.withLock({ $0[family] }) { return known }
    guard let config = rules?.config else { return nil }
    let unknownList = substitution(of: unknownFamily, in: config)
    let unknown = Set(unknownList.compactMap(generic(named:)))
    let list = substitution(of: family, in: config)
    var answer = list.compactMap(generic(named:)).first { !unknown.contains($0) }
    if answer == nil {
      // The families the rules add that they add for no unknown family: its aliases.
      let added = Set(unknownList)
      for alias in list where alias != family && !added.contains(alias) && generic(named: alias) == nil {
        answer = substitution(of: alias, in: config).compactMap(generic(named:)).first { !unknown.contains($0) }
        if answer != nil { break }
      }
    }
    configuredAnswers.withLock { $0[family] = answer }
    return answer
  }

  /// A family no rule knows, whose substitution holds what the rules give every family.
  private static let unknownFamily = "Typecase No Such Family \u{1}"

  /// The family list fontconfig's substitution makes of `family`, in order.
  private static func substitution(of family: String, in config: OpaquePointer) -> [String] {
    guard let pattern = FcPatternCreate() else { return [] }
    defer { FcPatternDestroy(pattern) }
    FcPatternAddString(pattern, FC_FAMILY, family)
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    return FontPatternReader(pattern: pattern).strings(FC_FAMILY)
  }

  /// The generic family a family list's entry `name` is ("sans" is sans-serif), or nil.
  private static func generic(named name: String) -> GenericFamily? {
    switch name.lowercased() {
    case "serif": .serif
    case "sans-serif", "sans": .sansSerif
    case "monospace", "mono": .monospace
    case "cursive": .cursive
    case "fantasy": .fantasy
    case "emoji": .emoji
    case "math": .math
    default: nil
    }
  }
}
