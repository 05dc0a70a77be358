/// What may be a PostScript name: printable ASCII without spaces or PostScript's delimiters.
public enum PostScriptName {
  /// The most characters a PostScript name may have (OpenType's name ID 6, PostScript's limit).
  public static let longest = 63

  /// Whether `name` can be a PostScript name, as FreeType reads a name table's (name 6) and
  /// fontconfig lists it: each character printable ASCII (33–126) other than `[](){}<>/%`.
  ///
  /// FreeType refuses any other, and fontconfig then makes one of the family's name.
  public static func isValid(_ name: String) -> Bool {
    !name.isEmpty
      && name.unicodeScalars.allSatisfy { (33...126).contains($0.value) && !"[](){}<>/%".unicodeScalars.contains($0) }
  }
}
