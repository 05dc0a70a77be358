/// The text a face is first shown with: the one the interface offers (the face's name, the
/// pangram in the interface language), unless the face lacks most of its characters; then a
/// sample of the face's own characters. The face page and `typecase specimen` both start from
/// it: a CJK face's Latin name, or a Latin face's Japanese pangram, was all boxes.
public enum FaceSample {
  /// The English pangram: what a Latin face lacking most of another language's pangram shows
  /// (Inter under a Japanese interface drew "ABCDEFGH").
  public static let englishPangram = "The quick brown fox jumps over the lazy dog"

  /// `text`, else the first of `alternatives` the face has most characters of, else a sample
  /// of `characters` (the face's, ascending): a text is passed over when the face lacks more
  /// than half of the characters it draws (white space aside). A face with no characters, or
  /// none a sample shows, keeps `text`. Text the user chose is not passed here: it stays,
  /// boxes and all.
  public static func starting(
    _ text: String, otherwise alternatives: [String] = [englishPangram], characters: [Unicode.Scalar]
  ) -> String {
    guard !characters.isEmpty else { return text }
    if let drawable = ([text] + alternatives).first(where: { mostlyDrawn($0, characters) }) { return drawable }
    let own = NameLegibility.sample(of: characters)
    return own.isEmpty ? text : own
  }

  /// Whether a face of `characters` has at least half of those `text` draws.
  private static func mostlyDrawn(_ text: String, _ characters: [Unicode.Scalar]) -> Bool {
    let drawn = text.unicodeScalars.filter { !$0.properties.isWhitespace }
    let missing = drawn.filter { !contains(characters, $0) }.count
    return missing * 2 <= drawn.count
  }

  /// Whether ascending `characters` holds `scalar` (a binary search).
  public static func contains(_ characters: [Unicode.Scalar], _ scalar: Unicode.Scalar) -> Bool {
    var low = 0
    var high = characters.count
    while low < high {
      let middle = (low + high) / 2
      if characters[middle] < scalar { low = middle + 1 } else { high = middle }
    }
    return low < characters.count && characters[low] == scalar
  }
}
