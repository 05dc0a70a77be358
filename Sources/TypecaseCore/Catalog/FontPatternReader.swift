import CFontconfig
import Glibc

/// Reads the values of one fontconfig pattern into a `FontFace`.
package struct FontPatternReader {
  let pattern: OpaquePointer

  /// A reader of `pattern` (owned by its font set).
  package init(pattern: OpaquePointer) { self.pattern = pattern }

  /// The first family name, without reading anything else.
  package var firstFamily: String? { string(FC_FAMILY) }

  /// The family name as the catalog names the face (its English name), whatever the order of
  /// a match's names: fontconfig puts the names of the locale's language first in what it
  /// gives for a request ("フィクスチャ明朝" under LANG=ja_JP, where `faces` said "Fixture Mincho").
  ///
  /// A font with no English name is named by its first name in the fonts fontconfig lists
  /// (the catalog's name): the match's first is the locale's ("测试宋体" under zh_CN, where
  /// `families` said "測試宋體").
  package var listedFamily: String? {
    if englishPosition(FC_FAMILYLANG) != nil || string(FC_FAMILY, at: 1) == nil {
      return english(FC_FAMILY, languages: FC_FAMILYLANG)
    }
    return listedFirstFamily ?? string(FC_FAMILY)
  }

  /// The first family name of the current configuration's font for this pattern's file and
  /// index (a match's font as fontconfig lists it, its names in the font's order); nil when
  /// none is that font.
  private var listedFirstFamily: String? {
    guard let file, let config = FcConfigReference(nil) else { return nil }
    defer { FcConfigDestroy(config) }
    let index = integer(FC_INDEX) ?? 0
    for set in [FcSetSystem, FcSetApplication] {
      guard let fonts = FcConfigGetFonts(config, set) else { continue }
      for position in 0..<Int(fonts.pointee.nfont) {
        guard let candidate = fonts.pointee.fonts[position] else { continue }
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(candidate, FC_FILE, 0, &value) == FcResultMatch, let value,
          strcmp(
            UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self),
            UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self)) == 0
        else { continue }
        let listed = FontPatternReader(pattern: candidate)
        if (listed.integer(FC_INDEX) ?? 0) == index { return listed.string(FC_FAMILY) }
      }
    }
    return nil
  }

  /// Whether Pango can draw the font (see `DrawableFormat`), read without making strings: this
  /// runs for a font of each family before the first frame.
  package var isDrawable: Bool {
    var value: UnsafeMutablePointer<FcChar8>?
    if let file, DrawableFormat.webFontFormat(ofPath: UnsafeBufferPointer(start: file, count: strlen(file))) != nil {
      return false
    }
    guard FcPatternGetString(pattern, FC_FONTFORMAT, 0, &value) == FcResultMatch, let value else { return true }
    return DrawableFormat.formats.contains { format in
      format.utf8.elementsEqual(UnsafeBufferPointer(start: value, count: strlen(value)))
    }
  }

  /// Whether this user may read the font's file (see `ReadableFontFile`; a pattern without a
  /// file counts as readable: nothing says otherwise), read without making a string.
  package var isReadable: Bool {
    guard let file else { return true }
    return file.withMemoryRebound(to: CChar.self, capacity: strlen(file) + 1) { access($0, R_OK) == 0 }
  }

  /// The font's file name as the pattern holds it (valid while the pattern lives).
  private var file: UnsafeMutablePointer<FcChar8>? {
    var value: UnsafeMutablePointer<FcChar8>?
    return FcPatternGetString(pattern, FC_FILE, 0, &value) == FcResultMatch ? value : nil
  }

  /// The face the pattern describes, read to `detail`; nil without a family or a file.
  ///
  /// Variable fonts and their named instances are named through `variableFonts` (which
  /// reads each variable file once); static faces are read from the pattern alone.
  package func face(detail: FontSource.Detail, variableFonts: VariableFontNames) -> FontFace? {
    let families = strings(FC_FAMILY)
    guard let family = families.first, let file = string(FC_FILE) else { return nil }
    let familyLanguages = strings(FC_FAMILYLANG)
    let otherNames = families.indices.dropFirst().map { position in
      LocalizedName(
        name: families[position],
        language: position < familyLanguages.count ? familyLanguages[position] : nil)
    }
    let spacing = integer(FC_SPACING) ?? Int(FC_PROPORTIONAL)
    var face = FontFace(
      family: family,
      otherFamilyNames: otherNames,
      isMonospace: spacing >= Int(FC_DUAL),
      location: FontLocation(file: file, index: integer(FC_INDEX) ?? 0))
    face.style = english(FC_STYLE, languages: FC_STYLELANG) ?? ""
    face.fullName = english(FC_FULLNAME, languages: FC_FULLNAMELANG)
    face.postScriptName = string(FC_POSTSCRIPT_NAME)
    face.format = string(FC_FONTFORMAT)
    face.traits = FontTraits(
      weight: number(FC_WEIGHT).map { Int(FcWeightToOpenTypeDouble($0).rounded()) } ?? 400,
      width: number(FC_WIDTH).map { Int($0.rounded()) } ?? 100,
      slant: integer(FC_SLANT) ?? 0)
    variableFonts.rename(&face, isVariable: boolean(FC_VARIABLE) ?? false)
    guard detail >= .full else { return face }
    face.version = integer(FC_FONTVERSION).flatMap { Self.version($0, format: face.format) }
    face.foundry = string(FC_FOUNDRY).flatMap { $0 == "unknown" ? nil : $0 }
    face.languages = languages()
    face.isColor = boolean(FC_COLOR) == true
    return face
  }

  /// All string values of `object`, in order.
  func strings(_ object: String) -> [String] {
    var result: [String] = []
    var position: Int32 = 0
    var value: UnsafeMutablePointer<FcChar8>?
    // withCString: fontconfig's object names are small strings, which would otherwise be
    // copied to the heap for every call (this runs for every font at start-up).
    object.withCString { name in
      while FcPatternGetString(pattern, name, position, &value) == FcResultMatch, let value {
        result.append(String(cString: value))
        position += 1
      }
    }
    return result
  }

  /// The string value of `object` at `position` (its first by default), or nil.
  func string(_ object: String, at position: Int32 = 0) -> String? {
    var value: UnsafeMutablePointer<FcChar8>?
    guard object.withCString({ FcPatternGetString(pattern, $0, position, &value) }) == FcResultMatch, let value else {
      return nil
    }
    return String(cString: value)
  }

  /// Whether the string value of `object` (its first) is one of `values` (C strings), compared
  /// without making a Swift string of it.
  func hasString(_ object: UnsafePointer<CChar>, among values: [[CChar]]) -> Bool {
    var value: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return false }
    return value.withMemoryRebound(to: CChar.self, capacity: 1) { found in
      values.contains { strcmp(found, $0) == 0 }
    }
  }

  func integer(_ object: String) -> Int? {
    var value: Int32 = 0
    guard object.withCString({ FcPatternGetInteger(pattern, $0, 0, &value) }) == FcResultMatch else { return nil }
    return Int(value)
  }

  /// The boolean value of `object` (FC_VARIABLE, …), or nil when the pattern has none.
  func boolean(_ object: String) -> Bool? {
    var value: FcBool = FcFalse
    guard object.withCString({ FcPatternGetBool(pattern, $0, 0, &value) }) == FcResultMatch else { return nil }
    return value == FcTrue
  }

  /// Whether the font's character set has `character` (false when the pattern has none).
  func hasCharacter(_ character: UInt32) -> Bool {
    var characters: OpaquePointer?
    guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &characters) == FcResultMatch, let characters else {
      return false
    }
    return FcCharSetHasChar(characters, character) == FcTrue
  }

  /// A numeric value that fontconfig may store as an integer, a double or a range (variable
  /// fonts); for a range, its default end is not known here, so the lower bound is used.
  func number(_ object: String) -> Double? {
    var value = FcValue()
    guard object.withCString({ FcPatternGet(pattern, $0, 0, &value) }) == FcResultMatch else { return nil }
    switch value.type {
    case FcTypeInteger: return Double(value.u.i)
    case FcTypeDouble: return value.u.d
    case FcTypeRange:
      var begin = 0.0
      var end = 0.0
      guard let range = value.u.r, FcRangeGetDouble(range, &begin, &end) == FcTrue else { return nil }
      return begin
    default: return nil
    }
  }

  /// The values a numeric object spans: both ends of a range (a variable font's weight axis),
  /// else its one value.
  func range(_ object: String) -> ClosedRange<Double>? {
    var value = FcValue()
    guard object.withCString({ FcPatternGet(pattern, $0, 0, &value) }) == FcResultMatch else { return nil }
    switch value.type {
    case FcTypeInteger: return Double(value.u.i)...Double(value.u.i)
    case FcTypeDouble: return value.u.d...value.u.d
    case FcTypeRange:
      var begin = 0.0
      var end = 0.0
      guard let range = value.u.r, FcRangeGetDouble(range, &begin, &end) == FcTrue, begin <= end else { return nil }
      return begin...end
    default: return nil
    }
  }

  /// The English value of a multi-language string object (the first whose language is "en" or
  /// "en-…"), else its first value.
  ///
  /// The languages are looked at in place: only the value returned becomes a string (this
  /// runs twice for every font at start-up).
  package func english(_ object: String, languages languageObject: String) -> String? {
    if let english = englishPosition(languageObject), let value = string(object, at: english) { return value }
    return string(object)
  }

  /// The position of the first English language ("en", "en-…") among the values of
  /// `languageObject`, or nil.
  private func englishPosition(_ languageObject: String) -> Int32? {
    var position: Int32 = 0
    var language: UnsafeMutablePointer<FcChar8>?
    return languageObject.withCString { name in
      while FcPatternGetString(pattern, name, position, &language) == FcResultMatch, let tag = language {
        if tag[0] == UInt8(ascii: "e") && tag[1] == UInt8(ascii: "n") && (tag[2] == 0 || tag[2] == UInt8(ascii: "-")) {
          return position
        }
        position += 1
      }
      return nil
    }
  }

  func languages() -> [String] {
    var set: OpaquePointer?
    guard FcPatternGetLangSet(pattern, FC_LANG, 0, &set) == FcResultMatch, let set else { return [] }
    return LanguageCoverageNames.shared.names(of: set)
  }

  static func strings(in set: OpaquePointer) -> [String] {
    guard let list = FcStrListCreate(set) else { return [] }
    defer { FcStrListDone(list) }
    var result: [String] = []
    while let next = FcStrListNext(list) { result.append(String(cString: next)) }
    return result
  }

  /// The version fontconfig read from a face's `head` table (`fixed`, 16.16), as `revision`
  /// writes it; nil for a face of a format without one (Type 1, PCF, BDF), to which fontconfig
  /// gives 0: its "0.000" was invented, and `diff` could never see such a font's version change.
  static func version(_ fixed: Int, format: String?) -> String? {
    guard fixed != 0 || format == "TrueType" || format == "CFF" else { return nil }
    return FontRevision.text(fixed)
  }
}
