import CFontconfig
import Glibc

/// Whether a face is monospaced, as the Monospace filter (and `families --monospace`) takes it.
///
/// Fontconfig's spacing (mono, dual or charcell) decides, with two corrections a user looking
/// for fonts for code expects: a font of pictures of one width, which draws no Latin "a", is
/// not one (Noto Color Emoji, and icon fonts such as Material Icons, whose letters are single
/// points for its ligatures, were listed among the monospaced fonts); and a face whose family calls
/// itself monospaced ("Noto Sans Mono") and whose `post` table says it is fixed-pitch, or
/// whose ASCII characters share one width ("Noto Sans Mono CJK JP", whose CJK characters are
/// twice as wide and whose `post` table says otherwise), is one, though fontconfig calls it
/// proportional for a few glyphs of other widths (both were left out, while their CSS snippets
/// said monospace).
enum MonospacedFace {
  /// Whether the face of `reader`'s pattern, at `location`, is monospaced.
  static func isMonospaced(_ reader: FontPatternReader, location: FontLocation) -> Bool {
    let spacing = reader.integer(FC_SPACING) ?? Int(FC_PROPORTIONAL)
    if spacing >= Int(FC_DUAL) {
      // Pictures, not letters: a font that draws no Latin "a" (read with FreeType only for the
      // few faces fontconfig calls monospaced).
      return reader.hasCharacter(0x61)
        && NameLegibility.draws("a", file: location.file, index: location.index) != false
    }
    // Looked at in place first: most faces' names say nothing of the kind.
    var name: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(reader.pattern, FC_FAMILY, 0, &name) == FcResultMatch, let name, saysMono(name) else {
      return false
    }
    return namesItselfMonospaced(family: String(cString: name), location: location)
  }

  /// Whether the face of `family` at `location`, which fontconfig calls proportional, is
  /// monospaced all the same: its family is named "Mono", and its `post` table says it is
  /// fixed-pitch or its ASCII is of one width.
  static func namesItselfMonospaced(family: String, location: FontLocation) -> Bool {
    guard GenericFamily(named: family) == .monospace,
      let face = SfntFace(file: location.file, faceIndex: location.index & 0xFFFF)
    else { return false }
    // The tables' bytes are the face's mapped file's: read while it is held.
    return withExtendedLifetime(face) { isFixedPitch(face) || drawsASCIIAtOneWidth(face) }
  }

  /// Whether the C string `name` holds "mono" in any case.
  ///
  /// Byte by byte, with no array made: this runs for every face as the filters are read
  /// (with an array of the word made at each call, 3.5% more instructions at 50,000 faces).
  private static func saysMono(_ name: UnsafePointer<FcChar8>) -> Bool {
    var start = name
    while start.pointee != 0 {
      // A byte past the name's end is never read: its NUL, made 0x20, matches no letter.
      if start[0] | 0x20 == 0x6D, start[1] | 0x20 == 0x6F, start[2] | 0x20 == 0x6E, start[3] | 0x20 == 0x6F {
        return true
      }
      start += 1
    }
    return false
  }

  /// Whether the `post` table of `face` says it is fixed-pitch.
  private static func isFixedPitch(_ face: SfntFace) -> Bool {
    face.table("post")?.uint32(at: 12).map { $0 != 0 } ?? false
  }

  /// Whether `face` draws every printable ASCII character (U+0021–007E) at one advance width
  /// (its `hmtx` table's), as a font for code does whose other glyphs (CJK ones twice as
  /// wide, symbols) may differ.
  private static func drawsASCIIAtOneWidth(_ face: SfntFace) -> Bool {
    guard let characters = CharacterMapTable(face), let metrics = face.table("hmtx"),
      let longMetrics = face.table("hhea")?.uint16(at: 34).map(Int.init), longMetrics > 0
    else { return false }
    var width: UInt16?
    for character in UInt32(0x21)...0x7E {
      // Glyphs past the long metrics share the last one's advance.
      guard let glyph = characters.glyph(character),
        let advance = metrics.uint16(at: 4 * min(glyph, longMetrics - 1)), advance == width ?? advance
      else { return false }
      width = advance
    }
    return true
  }
}

extension FontFace {
  /// Whether fontconfig calls the face proportional while it is monospaced to the Monospace
  /// filter: its family named "Mono", its `post` table fixed-pitch or its ASCII of one width.
  public var isMonospacedByItsName: Bool {
    !isMonospace && MonospacedFace.namesItselfMonospaced(family: family, location: location)
  }
}
