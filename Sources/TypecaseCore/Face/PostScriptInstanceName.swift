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

  /// A named instance's name when it has no subfamily name to make one of (none in English,
  /// or none of its characters allowed): the prefix, then for each axis away from its default
  /// an underscore, the coordinate and the axis tag ("Devbad" at wght 100 → "Devbad_100wght"),
  /// as FreeType names an instance at those coordinates, and fontconfig lists it.
  ///
  /// Such instances were all named "Devbad-", one name for several faces.
  public static func atCoordinates(prefix: String, _ coordinates: [(tag: String, value: Double, defaultValue: Double)])
    -> String
  {
    var name = prefix
    for coordinate in coordinates where coordinate.value != coordinate.defaultValue {
      name += "_" + decimal(coordinate.value) + allowed(coordinate.tag)
    }
    return shortened(name, prefix: prefix)
  }

  /// `value`, a 16.16 fixed-point number, in the fewest decimals (five at most) that read back
  /// as that number, written as FreeType writes it ("100", "-12.5", ".3": no 0 before the
  /// point, as fontconfig lists `Family_.3XOPQ`).
  static func decimal(_ value: Double) -> String {
    let fixed = Int((value * 65536).rounded())
    guard fixed != 0 else { return "0" }
    let magnitude = abs(fixed)
    var text = magnitude >> 16 == 0 ? "" : String(magnitude >> 16)
    let fraction = magnitude & 0xFFFF
    if fraction != 0 {
      for places in 1...5 {
        let scale = [10, 100, 1_000, 10_000, 100_000][places - 1]
        let digits = Int((Double(fraction) / 65536 * Double(scale)).rounded())
        guard places == 5 || Int((Double(digits) / Double(scale) * 65536).rounded()) == fraction else { continue }
        let written = String(digits)
        text += "." + String(repeating: "0", count: places - written.count) + written
        break
      }
    }
    return (fixed < 0 ? "-" : "") + text
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
