import CFontconfig

/// What fontconfig gives for a request such as "Helvetica", "monospace:bold" or
/// ":lang=ja": the face it picks, and whether (and why) it is another family than
/// the one asked for, or another face than the one a PostScript name, full name, style or
/// file of the request names.
///
/// Found as `fc-match` finds it, on the current configuration: `FcNameParse`,
/// `FcConfigSubstitute`, `FcDefaultSubstitute`, `FcFontMatch`.
public struct FontMatch: Sendable, Hashable {
  /// The request as given.
  public var pattern: String
  /// The first family the request names, before the configuration adds any; nil when it
  /// names none (":lang=ja").
  public var requestedFamily: String?
  /// The face fontconfig picked (named as the catalog names faces).
  public var face: FontFace
  /// Why the face is not the one asked for (another family, or a face without the PostScript
  /// name, full name, style or file asked for); nil when it is (or none was asked).
  public var substitution: Substitution?
  /// The names of a face the request asks for that the face given does not have, in the
  /// request's order (":postscriptname=NoSuchFace-Bold" gave Noto Mono, said to be no
  /// substitution).
  public var unmatched: [RequestedName] = []
  /// What the request asks of the face that the face given lacks ("lang=ja", "charset=5927",
  /// "spacing=mono"): fontconfig gives its closest match, whatever it lacks.
  public var lacking: [String] = []
  /// The PostScript names of the family's faces that have the weight, width and slant the
  /// match lacks (`lacking`), sorted: ranking the locale's language first,
  /// fontconfig passed them over ("EB Garamond:bold" gave 08 Regular, whose family has
  /// EBGaramond12-Bold, said to lack bold); empty when none has them.
  public var familyFacesWithLacked: [String] = []
  /// The weight, width and slant of `lacking` ("weight=bold"), which `familyFacesWithLacked`
  /// have.
  public var lackedStyle: [String] { lacking.filter(LackedProperties.isStyleProperty) }
  /// The pixel size of the face when it is a bitmap font that cannot be scaled (a PCF, an
  /// .otb): the size it is drawn at, whatever size was asked for; nil for a scalable face.
  public var pixelSize: Double?
  /// The PostScript name fontconfig itself gives the face, when it is not the catalog's (a
  /// named instance without a name of its own: "Inter_700wght" for the catalog's "Inter-Bold");
  /// nil when they agree.
  ///
  /// `:postscriptname=` in a pattern finds the face by this one.
  public var fontconfigPostScriptName: String?
  /// What fontconfig read as a size after a hyphen in the family and dropped, not being a
  /// number ("serif" of "sans-serif", "Bold" of "Inter-Bold"); nil when there was none.
  public var droppedSize: String?
  /// The pattern with its families' hyphens escaped ("sans\\-serif:lang=ja"), as a family
  /// with hyphens is written; nil when no size was dropped.
  public var hyphenEscapedPattern: String?
  /// The weight asked for when it is past fontconfig's heaviest (215), with the weight of
  /// fontconfig's scale that CSS's number stands for (`FcWeightFromOpenTypeDouble`: 600 is
  /// 180); nil otherwise.
  ///
  /// A weight of CSS's scale ("Inter:weight=600") asked for the heaviest face without a word.
  public var cssWeight: CSSWeight?
  /// The pattern with its quoted families unquoted (see `QuotedFamilies`), when a family in it
  /// is quoted as CSS quotes names; nil otherwise.
  public var unquotedPattern: String?
  /// The files of the family asked for that the configuration leaves out (`Substitution.leftOut`),
  /// in the order fontconfig reads its folders; empty otherwise.
  public var leftOutFiles: [String] = []

  /// A weight asked for on CSS's scale (see `cssWeight`).
  public struct CSSWeight: Sendable, Hashable {
    /// The weight in the pattern.
    public var asked: Double
    /// The weight of fontconfig's scale that CSS's `asked` stands for.
    public var fontconfig: Double
  }

  /// Whether the face is of another family than the one asked for, or lacks a name of the
  /// face asked for.
  public var isSubstituted: Bool { substitution != nil }

  /// Why the face is not the one asked for, in a sentence; nil when it is.
  public var reason: Message? {
    if substitution == .faceNotFound, let name = unmatched.first { return name.explanation }
    guard let substitution, let family = requestedFamily else { return nil }
    return substitution.explanation(family: family)
  }

  /// Why fontconfig gave another family, or another face, than the one asked for.
  public enum Substitution: String, Sendable, Hashable {
    /// The family asked for is a generic name (sans-serif, serif, monospace, …): the
    /// configuration says which family stands for it.
    case generic
    /// The family asked for is a generic name, but another font than the one the configuration
    /// gives for it matched the rest of the request better (`monospace:charset=f041` gave an
    /// icon font): it was said to be the configuration's choice.
    case genericBetterMatch = "generic-better-match"
    /// The family asked for is not installed; a rule of the configuration names the family
    /// given as its substitute (an alias, e.g. Helvetica → Nimbus Sans), which a family no
    /// rule knows would not get.
    case alias
    /// The family asked for is not installed; a rule of the configuration names a substitute
    /// for it (asked for alone, it gets that one), but this font matched the rest of the
    /// request better ("Arial:lang=ja"): it was said that no rule names one.
    case aliasBetterMatch = "alias-better-match"
    /// The family asked for is not installed, and no rule of its own changed the answer:
    /// fontconfig gave what any unknown family gets (the default sans-serif font).
    case notInstalled = "not-installed"
    /// The family asked for is in a font folder, but the configuration leaves its files out (a
    /// `<rejectfont>` rule): fontconfig gave what any unknown family gets (`FontMatch.leftOutFiles`
    /// names the files). It was said to be not installed, with no rule involved.
    case leftOut = "left-out"
    /// The family asked for is installed, but another face matched the rest of the request
    /// better (a language it does not cover, say).
    case betterMatch = "better-match"
    /// The family asked for is installed, but a rule of the configuration puts the family
    /// given before it (a strong alias, a rule for a language): it was called a better match
    /// of a request that asked for nothing else.
    case rule
    /// The family asked for is not installed, and the face is for a later family the pattern
    /// names itself ("Nope,DejaVu Serif", "Nope,monospace"): the request's own second choice,
    /// not a rule's for the first.
    case nextFamily = "next-family"
    /// A family of the name asked for is installed, but the face is of another family whose
    /// name differs from it only in case or spaces ("CaseFam", "Casefam"), which fontconfig
    /// ignores: to it the two are one family.
    case sameName = "same-name"
    /// The family is the one asked for (or none was), but no font has the PostScript name,
    /// full name, style or file the request asks for: fontconfig gave its closest match
    /// (`FontMatch.unmatched` says which).
    case faceNotFound = "face-not-found"

    /// The reason in a sentence, naming the family asked for.
    public func explanation(family: String) -> Message {
      switch self {
      case .generic:
        tr("\"{family}\" is a generic family; the configuration says which font stands for it", ["family": family])
      case .genericBetterMatch:
        tr(
          "\"{family}\" is a generic family, but this font matches the rest of the request better than the one the configuration gives for it",
          ["family": family])
      case .alias:
        tr("\"{family}\" is not installed; the configuration names this family as its substitute", ["family": family])
      case .aliasBetterMatch:
        tr(
          "\"{family}\" is not installed; the configuration names a substitute for it, but this font matches the rest of the request better",
          ["family": family])
      case .notInstalled:
        tr(
          "\"{family}\" is not installed and no rule names a substitute; this is fontconfig's closest match",
          ["family": family])
      case .leftOut:
        tr(
          "\"{family}\" is in a font folder, but the configuration leaves it out (a <rejectfont> rule, or one against bitmap fonts); this is fontconfig's closest match",
          ["family": family])
      case .betterMatch:
        tr("\"{family}\" is installed, but this font matches the rest of the request better", ["family": family])
      case .rule:
        tr("\"{family}\" is installed, but a rule of the configuration puts this family before it", ["family": family])
      case .nextFamily:
        tr("\"{family}\" is not installed; this font is for a later family of the request", ["family": family])
      case .sameName:
        tr(
          "\"{family}\" is installed, but fontconfig ignores case and spaces in family names: to it this family and \"{family}\" are one, and this font came first",
          ["family": family])
      case .faceNotFound:
        tr(
          "\"{family}\" is installed, but this font lacks the name or style asked for; it is fontconfig's closest match",
          ["family": family])
      }
    }
  }

  /// `body`'s answer for the font fontconfig gives for `pattern` on `config` (as `fc-match`
  /// does), read from the match alone; nil when there is none.
  static func withMatch<Answer>(
    _ pattern: String, in config: OpaquePointer, _ body: (FontPatternReader) -> Answer?
  ) -> Answer? {
    guard let request = FcNameParse(pattern) else { return nil }
    defer { FcPatternDestroy(request) }
    FcConfigSubstitute(config, request, FcMatchPattern)
    FcDefaultSubstitute(request)
    var result = FcResultNoMatch
    guard let matched = FcFontMatch(config, request, &result) else { return nil }
    defer { FcPatternDestroy(matched) }
    return body(FontPatternReader(pattern: matched))
  }

  /// The generic family names fontconfig's configurations may alias (CSS's and fontconfig's
  /// own); whether one does is the configuration's (`isConfiguredGeneric`).
  public static let genericFamilies: Set<String> = [
    "sans-serif", "sans", "serif", "monospace", "mono", "system-ui", "cursive", "fantasy", "emoji", "math",
    "fangsong", "ui-sans-serif", "ui-serif", "ui-monospace", "ui-rounded",
  ]

  /// Whether `name` is a generic family (`genericFamilies`) the configuration `config` knows:
  /// a rule of its own gives families for it, or names it for families no rule knows
  /// (sans-serif, most often).
  ///
  /// CSS's "ui-monospace", which no fontconfig rule names, was called a generic the
  /// configuration gives a font for; it gets what any unknown family gets.
  static func isConfiguredGeneric(_ name: String, in config: OpaquePointer) -> Bool {
    guard genericFamilies.contains(where: { comparable($0) == comparable(name) }) else { return false }
    let forUnknown = familiesSubstituted(for: unknownFamily, in: config)
    if forUnknown.contains(where: { comparable($0) == comparable(name) }) { return true }
    return Array(familiesSubstituted(for: name, in: config).dropFirst()) != Array(forUnknown.dropFirst())
  }

  /// A family name no configuration knows: what its rules give any such name.
  static let unknownFamily = "Typecase No Such Family \u{1}"

  /// The families a request for `family` asks for once `config`'s rules are applied (as
  /// FcConfigSubstitute leaves them, `family` among them): its aliases, then the defaults.
  static func familiesSubstituted(for family: String, in config: OpaquePointer) -> [String] {
    guard let pattern = FcPatternCreate() else { return [] }
    defer { FcPatternDestroy(pattern) }
    FcPatternAddString(pattern, FC_FAMILY, family)
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    return FontPatternReader(pattern: pattern).strings(FC_FAMILY)
  }

  /// Why matching failed.
  public enum Failure: Error, Equatable {
    /// `FcNameParse` could not read the pattern (a value of the wrong type, say).
    case malformed(String)
    /// Nothing matched (no fonts at all).
    case noMatch(String)
    /// The configuration could not be read.
    case configuration(FontSourceError)

    /// A one-line explanation.
    public var message: Message {
      switch self {
      case .malformed(let pattern):
        tr(
          "fontconfig cannot read the pattern \"{pattern}\" (write FAMILY[:KEY=VALUE…], e.g. \"monospace:bold\" or \"monospace:lang=ja\")",
          ["pattern": VisibleText.escapedControls(pattern)])
      case .noMatch(let pattern):
        tr("fontconfig has no font for \"{pattern}\"", ["pattern": VisibleText.escapedControls(pattern)])
      case .configuration(let error): error.message
      }
    }
  }

  /// What fontconfig gives for `pattern` on the process's current configuration.
  public static func find(_ pattern: String) throws(Failure) -> FontMatch {
    try find(pattern, in: FontconfigConfiguration(current: ()))
  }

  /// What fontconfig gives for the family `family` alone (its name escaped as a pattern's).
  public static func find(family: String) throws(Failure) -> FontMatch {
    try find(SnippetEscaping.fontconfigFamily(family))
  }

  /// What fontconfig gives for the families `families`, in order, each a name (not a pattern):
  /// a later family's font is the request's own second choice (`nextFamily`).
  public static func find(families: [String]) throws(Failure) -> FontMatch {
    try find(families.map(SnippetEscaping.fontconfigFamily).joined(separator: ","))
  }

  /// What fontconfig gives for `pattern` on `configuration`.
  package static func find(_ pattern: String, in configuration: FontconfigConfiguration) throws(Failure) -> FontMatch {
    let config = configuration.config
    guard let request = FcNameParse(pattern) else { throw .malformed(pattern) }
    defer { FcPatternDestroy(request) }
    let requested = FontPatternReader(pattern: request).firstFamily
    let askedFamilies = FontPatternReader(pattern: request).strings(FC_FAMILY)
    let askedNames = RequestedName.keys.flatMap { key in
      FontPatternReader(pattern: request).strings(key).map { RequestedName(key: key, value: $0) }
    }
    let fallbackFile = requested == nil ? nil : fileForUnknownFamily(like: request, in: config)
    FcConfigSubstitute(config, request, FcMatchPattern)
    FcDefaultSubstitute(request)
    let substituted = FontPatternReader(pattern: request).strings(FC_FAMILY)
    var result = FcResultNoMatch
    guard let matched = FcFontMatch(config, request, &result) else { throw .noMatch(pattern) }
    defer { FcPatternDestroy(matched) }
    let reader = FontPatternReader(pattern: matched)
    guard var face = reader.face(detail: .listing, variableFonts: VariableFontNames()) else {
      throw .noMatch(pattern)
    }
    // Named as the catalog names it, in any locale (the locale's name came first).
    if let family = reader.listedFamily { face.family = family }
    // Named as fontconfig compares families: case and blanks ignored.
    let matchedFamilies = reader.strings(FC_FAMILY)
    func same(_ a: String, _ b: String) -> Bool { comparable(a) == comparable(b) }
    var substitution: Substitution?
    var leftOutFiles: [String] = []
    if let requested, !matchedFamilies.contains(where: { same($0, requested) }) {
      if isConfiguredGeneric(requested, in: config) {
        // The configuration's own family for the generic, asked for alone (a style asked for
        // too gives another face of it: "monospace:bold" is the configuration's choice).
        let alone = withMatch(SnippetEscaping.fontconfigFamily(requested), in: config) { $0.firstFamily }
        substitution =
          alone.map { family in matchedFamilies.contains { same($0, family) } } ?? true ? .generic : .genericBetterMatch
      } else if isInstalled(requested, in: configuration) {
        // Families the configuration's rules put before the one asked for.
        let putBefore = substituted.prefix { !same($0, requested) }
        substitution =
          putBefore.contains { name in matchedFamilies.contains { same($0, name) } } ? .rule : .betterMatch
      } else if askedFamilies.dropFirst().contains(where: { asked in matchedFamilies.contains { same($0, asked) } })
        || (fallbackFile == reader.string(FC_FILE)
          && askedFamilies.dropFirst().contains { asked in isConfiguredGeneric(asked, in: config) })
      {
        // The request's own later families gave the font (a generic among them through the
        // configuration's rules), not a rule for the family asked for. Later families none of
        // which is installed or generic give what any unknown family gets ("Nope,Other" said
        // its font was the later family's).
        substitution = .nextFamily
      } else {
        // A rule for the family asked for made the difference when a family no rule knows,
        // asked for the same way, gets another font.
        let byAlias =
          substituted.contains { name in matchedFamilies.contains { same($0, name) } }
          && fallbackFile != reader.string(FC_FILE)
        // Else a rule may name a substitute that the rest of the request outweighed: asked for
        // alone, the family gets another font than an unknown one does.
        substitution =
          byAlias ? .alias : hasSubstitute(requested, in: config) ? .aliasBetterMatch : .notInstalled
        // Its files may be in a font folder, left out by a rule; an alias of the family's
        // (Liberation Sans → Nimbus Sans) then answers for it, and the files were not named.
        leftOutFiles = LeftOutFonts.files(ofFamily: requested, in: config)
        if substitution == .notInstalled && !leftOutFiles.isEmpty { substitution = .leftOut }
      }
    }
    // Two families whose names differ only in case or spaces are one to fontconfig: asked for
    // by one spelling, it may give the other's font ("substituted: no" said it was the one).
    if substitution == nil, let requested, !matchedFamilies.contains(requested),
      matchedFamilies.contains(where: { same($0, requested) }), hasFamily(named: requested, in: configuration)
    {
      substitution = .sameName
    }
    let unmatched = askedNames.filter { !$0.isNamed(by: reader, face: face) }
    if substitution == nil && !unmatched.isEmpty { substitution = .faceNotFound }
    var match = FontMatch(pattern: pattern, requestedFamily: requested, face: face, substitution: substitution)
    match.unmatched = unmatched
    match.leftOutFiles = leftOutFiles
    // Of the request as asked: the configuration's rules add the locale's language.
    if let asked = FcNameParse(pattern) {
      defer { FcPatternDestroy(asked) }
      match.lacking = LackedProperties.of(request: asked, matched: matched, in: config)
      if let family = reader.firstFamily, match.lacking.contains(where: LackedProperties.isStyleProperty) {
        match.familyFacesWithLacked = LackedProperties.faces(of: family, havingStyleOf: asked, in: config)
      }
      match.pixelSize = LackedProperties.bitmapPixelSize(of: matched, in: config)
      var weight = 0.0
      if FcPatternGetDouble(asked, FC_WEIGHT, 0, &weight) == FcResultMatch, weight > Double(FC_WEIGHT_EXTRABLACK) {
        match.cssWeight = CSSWeight(asked: weight, fontconfig: FcWeightFromOpenTypeDouble(min(weight, 1000)))
      }
    }
    if let own = reader.string(FC_POSTSCRIPT_NAME), own != face.postScriptName { match.fontconfigPostScriptName = own }
    match.unquotedPattern = QuotedFamilies.unquoted(pattern)
    // A size that is not a list of numbers is dropped ("serif" of "sans-serif", even beside
    // ":size=12"); a second hyphen in it drops the rest of the pattern too (":bold").
    if let (hyphen, end) = sizeHyphen(in: pattern), pattern.index(after: hyphen) < end {
      let size = String(pattern[pattern.index(after: hyphen)..<end])
      if !size.split(separator: ",", omittingEmptySubsequences: false).allSatisfy({ Double($0) != nil }) {
        match.droppedSize = size
        match.hyphenEscapedPattern = escapingHyphens(pattern, before: end)
      }
    }
    return match
  }

  /// `pattern` with every unescaped hyphen before `end` (its families' end) escaped: one
  /// escaped alone left "DejaVu\\-Sans-Mono" the family "DejaVu-Sans" at size "Mono".
  static func escapingHyphens(_ pattern: String, before end: String.Index) -> String {
    var result = ""
    var escaped = false
    for index in pattern[..<end].indices {
      let character = pattern[index]
      if character == "-" && !escaped { result.append("\\") }
      escaped = !escaped && character == "\\"
      result.append(character)
    }
    return result + pattern[end...]
  }

  /// Where the first hyphen of `pattern`'s families (before its first `:`) is, and where the
  /// size it starts ends; nil when there is no such hyphen.
  ///
  /// A backslash escapes the next character ("sans\\-serif" is one family).
  static func sizeHyphen(in pattern: String) -> (hyphen: String.Index, end: String.Index)? {
    var escaped = false
    var hyphen: String.Index?
    for index in pattern.indices {
      let character = pattern[index]
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == ":" {
        return hyphen.map { ($0, index) }
      } else if character == "-" && hyphen == nil {
        hyphen = index
      }
    }
    return hyphen.map { ($0, pattern.endIndex) }
  }

  /// Whether a rule of the configuration `config` names a substitute for `family` (not
  /// installed): asked for alone, it gets another file than a family no rule knows.
  private static func hasSubstitute(_ family: String, in config: OpaquePointer) -> Bool {
    guard let request = FcNameParse(SnippetEscaping.fontconfigFamily(family)) else { return false }
    defer { FcPatternDestroy(request) }
    let unknown = fileForUnknownFamily(like: request, in: config)
    return matchedFile(substituting: request, in: config) != unknown
  }

  /// The file fontconfig gives for `request` (its other elements kept) with a family no rule
  /// knows in place of the one asked for: what any family that is not installed gets.
  private static func fileForUnknownFamily(like request: OpaquePointer, in config: OpaquePointer) -> String? {
    guard let copy = FcPatternDuplicate(request) else { return nil }
    defer { FcPatternDestroy(copy) }
    // Only the first family is replaced: the request's later ones stay, as they would for a
    // family that is not installed.
    let later = FontPatternReader(pattern: request).strings(FC_FAMILY).dropFirst()
    FcPatternDel(copy, FC_FAMILY)
    FcPatternAddString(copy, FC_FAMILY, "Typecase No Such Family \u{1}")
    for family in later { FcPatternAddString(copy, FC_FAMILY, family) }
    return matchedFile(substituting: copy, in: config)
  }

  /// The file fontconfig gives for the pattern `pattern` (as a program asks for it: the
  /// configuration's rules and defaults applied) on the process's current configuration, the
  /// one Pango and GTK draw with; nil when it cannot be parsed or nothing matches.
  ///
  /// Answered once per pattern and configuration: snippets ask for the faces of a family page
  /// each time its rows are made (a match weighs every font on the machine).
  package static func file(forPattern pattern: String) -> String? {
    guard let config = FcConfigReference(nil) else { return nil }
    defer { FcConfigDestroy(config) }
    let configuration = Int(bitPattern: config)
    if let known = fileAnswers.withLock({ $0.configuration == configuration ? $0.files[pattern] : nil }) {
      return known
    }
    guard let request = FcNameParse(pattern) else { return nil }
    defer { FcPatternDestroy(request) }
    let file = matchedFile(substituting: request, in: config)
    fileAnswers.withLock {
      if $0.configuration != configuration { $0 = (configuration, [:]) }
      $0.files[pattern] = .some(file)
    }
    return file
  }

  /// The file of the face fontconfig gives for the PostScript name `postScriptName` (as a
  /// browser's `local()` asks for it), when that face has the name; nil when none has it.
  package static func file(givingPostScriptName postScriptName: String) -> String? {
    guard let config = FcConfigReference(nil) else { return nil }
    defer { FcConfigDestroy(config) }
    let request = ":postscriptname=" + SnippetEscaping.fontconfigValue(postScriptName)
    guard let found = fileAndPostScriptName(forPattern: request, in: config), found.postScriptName == postScriptName
    else { return nil }
    return found.file
  }

  /// The file and PostScript name of the face fontconfig gives for `pattern` on `config` (as
  /// `fc-match` does), read from the match alone.
  static func fileAndPostScriptName(forPattern pattern: String, in config: OpaquePointer) -> (
    file: String, postScriptName: String?
  )? {
    withMatch(pattern, in: config) { reader in
      reader.string(FC_FILE).map { ($0, reader.string(FC_POSTSCRIPT_NAME)) }
    }
  }

  /// What `file(forPattern:)` answered, by pattern, and the configuration it asked.
  private static let fileAnswers = LockedValue<(configuration: Int, files: [String: String?])>((0, [:]))

  /// The file of `config`'s match for `request`, once its rules and defaults are applied to
  /// `request` (changed in place).
  private static func matchedFile(substituting request: OpaquePointer, in config: OpaquePointer) -> String? {
    FcConfigSubstitute(config, request, FcMatchPattern)
    FcDefaultSubstitute(request)
    var result = FcResultNoMatch
    guard let matched = FcFontMatch(config, request, &result) else { return nil }
    defer { FcPatternDestroy(matched) }
    return FontPatternReader(pattern: matched).string(FC_FILE)
  }

  /// A family name as fontconfig compares families: ASCII case and blanks ignored.
  package static func comparable(_ family: String) -> String {
    String(
      String.UnicodeScalarView(
        family.unicodeScalars.filter { $0 != " " }.map { scalar in
          ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
        }))
  }

  /// Whether any font of `configuration` has the family `family` (case and blanks ignored).
  ///
  /// Whether a font names `family` exactly, in its case and spaces (fontconfig's own lookup
  /// ignores both, and so does its list: fonts listed by family alone come as one, listed by
  /// file too each comes).
  private static func hasFamily(named family: String, in configuration: FontconfigConfiguration) -> Bool {
    var found = false
    configuration.forEachListedFont(
      matching: { FcPatternAddString($0, FC_FAMILY, family) }, objects: [FC_FAMILY, FC_FILE, FC_INDEX]
    ) {
      font in
      found = font.strings(FC_FAMILY).contains(family)
      return !found
    }
    return found
  }

  private static func isInstalled(_ family: String, in configuration: FontconfigConfiguration) -> Bool {
    var installed = false
    configuration.forEachListedFont(matching: { FcPatternAddString($0, FC_FAMILY, family) }, objects: [FC_FAMILY]) {
      _ in
      installed = true
      return false
    }
    return installed
  }

}
