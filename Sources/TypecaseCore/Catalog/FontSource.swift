import CFontconfig
import Foundation

/// Reads the machine's scalable fonts from fontconfig, honouring FONTCONFIG_FILE and
/// FONTCONFIG_PATH like every fontconfig program.
///
/// One `FcFontList` call asks for only the properties the chosen detail needs; no font file is
/// opened here (fontconfig answers from its cache).
public enum FontSource {
  /// How much of each face to read.
  public enum Detail: Sendable, Comparable {
    /// Family names, file and spacing: enough to list and count families.
    case names
    /// Also style, PostScript name, format, weight, width and slant: enough for the lists.
    case listing
    /// Everything a face carries, including version, foundry and language coverage.
    case full
  }

  /// Lists the faces that fontconfig knows, optionally only those covering `language`,
  /// and groups them into a catalog.
  public static func load(detail: Detail = .listing, language: String? = nil, family: String? = nil)
    throws(FontSourceError) -> FontCatalog
  {
    FontCatalog(faces: try faces(detail: detail, language: language, family: family))
  }

  /// Lists the faces that fontconfig knows (see `load`); with `family`, only the faces whose
  /// first family name is exactly that.
  public static func faces(detail: Detail = .listing, language: String? = nil, family: String? = nil)
    throws(FontSourceError) -> [FontFace]
  {
    guard let config = FcConfigCreate() else { throw .configurationUnreadable(configurationName) }
    defer { FcConfigDestroy(config) }
    guard FcConfigParseAndLoad(config, nil, FcTrue) == FcTrue else {
      throw .configurationUnreadable(configurationName)
    }
    guard FcConfigBuildFonts(config) == FcTrue else { throw .configurationUnreadable(configurationName) }

    guard let pattern = FcPatternCreate() else { return [] }
    defer { FcPatternDestroy(pattern) }
    FcPatternAddBool(pattern, FC_SCALABLE, FcTrue)
    if let language {
      guard let languages = FcLangSetCreate() else { return [] }
      defer { FcLangSetDestroy(languages) }
      FcLangSetAdd(languages, language)
      FcPatternAddLangSet(pattern, FC_LANG, languages)
    }

    if let family { FcPatternAddString(pattern, FC_FAMILY, family) }

    guard let objects = FcObjectSetCreate() else { return [] }
    defer { FcObjectSetDestroy(objects) }
    for object in objectNames(for: detail) { FcObjectSetAdd(objects, object) }

    guard let list = FcFontList(config, pattern, objects) else { return [] }
    defer { FcFontSetDestroy(list) }
    let count = Int(list.pointee.nfont)
    var faces: [FontFace] = []
    faces.reserveCapacity(count)
    for position in 0..<count {
      guard let font = list.pointee.fonts[position] else { continue }
      guard let face = FontPatternReader(pattern: font).face(detail: detail) else { continue }
      if family == nil || face.family == family { faces.append(face) }
    }
    return faces
  }

  /// The language tags fontconfig knows ("aa", "ab", …, "ja", "ko", "zh-cn", …), sorted.
  public static func knownLanguages() -> [String] {
    guard let set = FcGetLangs() else { return [] }
    defer { FcStrSetDestroy(set) }
    return FontPatternReader.strings(in: set).sorted()
  }

  /// Normalizes a user's language tag ("ZH_CN" → "zh-cn") and checks fontconfig knows it
  /// (exactly, or as the first part of known tags such as "zh" for "zh-cn").
  public static func normalizedLanguage(_ tag: String) -> String? {
    let normalized = tag.lowercased().replacingOccurrences(of: "_", with: "-")
    let known = knownLanguages()
    if known.contains(normalized) || known.contains(where: { $0.hasPrefix(normalized + "-") }) {
      return normalized
    }
    return nil
  }

  /// The configuration file fontconfig reads: FONTCONFIG_FILE, else its default.
  public static var configurationName: String {
    if let file = getenv("FONTCONFIG_FILE") { return String(cString: file) }
    return "fonts.conf"
  }

  private static func objectNames(for detail: Detail) -> [String] {
    var names = [FC_FAMILY, FC_FAMILYLANG, FC_FILE, FC_INDEX, FC_SPACING]
    if detail >= .listing {
      names += [
        FC_STYLE, FC_STYLELANG, FC_POSTSCRIPT_NAME, FC_FONTFORMAT, FC_WEIGHT, FC_WIDTH, FC_SLANT,
        FC_FULLNAME, FC_FULLNAMELANG,
      ]
    }
    if detail >= .full { names += [FC_FONTVERSION, FC_FOUNDRY, FC_LANG] }
    return names
  }
}

/// Why the catalog could not be read.
public enum FontSourceError: Error, Equatable, CustomStringConvertible {
  /// Fontconfig could not load its configuration (a missing or broken FONTCONFIG_FILE).
  case configurationUnreadable(String)

  public var description: String {
    switch self {
    case .configurationUnreadable(let name):
      "cannot read the fontconfig configuration \"\(name)\"; check FONTCONFIG_FILE and FONTCONFIG_PATH"
    }
  }
}

extension FontSource {
  /// Whether the fonts fontconfig's current configuration was built from are still the same
  /// (no font file or folder added, removed or changed since); cheap: it only looks at dates.
  public static func currentConfigurationIsUpToDate() -> Bool {
    FcConfigUptoDate(nil) == FcTrue
  }
}
