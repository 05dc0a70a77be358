import CFontconfig
import FoundationEssentials

/// Reads the machine's scalable fonts from fontconfig, honouring FONTCONFIG_FILE and
/// FONTCONFIG_PATH like every fontconfig program.
///
/// The fonts come from fontconfig's caches, read for only the properties the chosen detail
/// needs; no font file is opened here.
public enum FontSource {
  /// How much of each face to read.
  public enum Detail: Sendable, Comparable {
    /// Names, file, spacing, style, PostScript name, format, weight, width and slant: what
    /// the lists show.
    case listing
    /// Everything a face carries, including version, foundry and language coverage.
    case full
  }

  /// The language tags fontconfig knows ("aa", "ab", …, "ja", "ko", "zh-cn", …), sorted.
  public static func knownLanguages() -> [String] {
    guard let set = FcGetLangs() else { return [] }
    defer { FcStrSetDestroy(set) }
    return FontPatternReader.strings(in: set).sorted()
  }

  /// Normalizes a user's language tag ("ZH_CN" → "zh-cn", "el_GR.UTF-8" → "el-gr") and checks
  /// fontconfig knows it: exactly, as the first part of known tags ("zh" for "zh-cn"), or as a
  /// known language in a territory fontconfig has no tag for ("en-us", "el-gr"), which
  /// fontconfig's own `:lang=` answers with the language's fonts.
  public static func normalizedLanguage(_ tag: String) -> String? {
    // A locale name's codeset and modifier ("el_GR.UTF-8", "sr_RS@latin") name no language.
    let locale = tag.prefix { $0 != "." && $0 != "@" }
    let normalized = locale.lowercased().replacing("_", with: "-")
    guard !normalized.isEmpty else { return nil }
    let known = knownLanguages()
    if known.contains(normalized) || known.contains(where: { $0.hasPrefix(normalized + "-") }) {
      return normalized
    }
    if let dash = normalized.firstIndex(of: "-"), known.contains(String(normalized[..<dash])) {
      return normalized
    }
    return nil
  }

  /// The configuration file fontconfig reads: FONTCONFIG_FILE, else its default.
  public static var configurationName: String {
    if let file = getenv("FONTCONFIG_FILE") { return String(cString: file) }
    return "fonts.conf"
  }
}

/// Why the catalog could not be read.
public enum FontSourceError: Error, Equatable, CustomStringConvertible {
  /// Fontconfig could not load its configuration (a missing or broken FONTCONFIG_FILE).
  case configurationUnreadable(String)

  /// The explanation in English (for logs).
  public var description: String { message.description }

  /// A one-line explanation.
  public var message: Message {
    switch self {
    case .configurationUnreadable(let name):
      tr(
        "cannot read the fontconfig configuration \"{name}\"; check FONTCONFIG_FILE and FONTCONFIG_PATH",
        ["name": name])
    }
  }
}
