/// The PostScript names of a variable font's instances, as Adobe Technical Note #5902
/// ("Generating PostScript Names for Fonts Using OpenType Font Variations") derives them when
/// the font gives none: what Apple platforms return and what code asks for.
public enum PostScriptInstanceName {
  /// The longest name the note lets stand; longer ones are shortened with a hash.
  static let longest = 127

  /// The prefix every instance name starts with: name ID 25 (Variations PostScript Name
  /// Prefix) when the font has it, else its family name (ID 16, else ID 1), with every
  /// character other than ASCII letters and digits removed ("Source Sans" → "SourceSans").
  public static func prefix(variationsPrefix: String?, family: String) -> String {
    if let variationsPrefix, !allowed(variationsPrefix).isEmpty { return allowed(variationsPrefix) }
    return allowed(family)
  }

  /// A named instance's name: the prefix, a hyphen, and the instance's subfamily name with
  /// the same characters removed ("Inter" + "Thin Italic" → "Inter-ThinItalic").
  public static func named(prefix: String, subfamily: String) -> String {
    shortened(prefix + "-" + allowed(subfamily), prefix: prefix)
  }

  /// The characters of `text` a PostScript name may hold: ASCII letters and digits.
  static func allowed(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }))
  }

  /// A name over the longest allowed: the prefix, a hyphen, a hash of the whole name and
  /// "..." (the note's rule), so that it stays unique and within limits.
  static func shortened(_ name: String, prefix: String) -> String {
    guard name.utf8.count > longest else { return name }
    // FNV-1a over the whole name: stable across runs and platforms.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let digits = String(hash, radix: 16, uppercase: true)
    let head = String(prefix.utf8.prefix(longest - 4 - digits.count)) ?? ""
    return head + "-" + digits + "..."
  }
}
