/// The CSS generic family a face falls back to: monospace when fontconfig says the face is
/// monospaced, serif when its family name says so, else sans-serif.
///
/// Fontconfig does not say whether a face has serifs; the family name often does ("Noto
/// Serif", "IPAMincho", "AR PL UMing"), and a face that does not say is more often sans.
public enum GenericFamily: String, Sendable, Hashable {
  case serif
  case sansSerif = "sans-serif"
  case monospace

  /// Words of a family name that mean a serif design (compared in lowercase; "sans" wins).
  private static let serifWords: Set<String> = [
    "serif", "roman", "times", "song", "mincho", "ming", "batang", "myungjo",
  ]
  /// Endings of a family name's words that mean a serif design ("IPAMincho", "UMing").
  private static let serifEndings = ["mincho", "ming", "batang", "myungjo"]

  /// The generic family of `face`.
  public init(of face: FontFace) {
    if face.isMonospace {
      self = .monospace
      return
    }
    let name = face.family.lowercased()
    let words = name.split { !$0.isLetter }.map(String.init)
    let saysSans = words.contains { $0 == "sans" || $0.hasSuffix("gothic") }
    let saysSerif = words.contains { word in
      Self.serifWords.contains(word) || Self.serifEndings.contains { word.hasSuffix($0) }
    }
    self = saysSerif && !saysSans ? .serif : .sansSerif
  }
}
