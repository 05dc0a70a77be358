/// The text a face is first shown with: the one the interface offers (the face's name, the
/// pangram in the interface language), unless the face lacks most of its characters; then a
/// sample of the face's own characters. The face page and `typecase specimen` both start from
/// it: a CJK face's Latin name, or a Latin face's Japanese pangram, was all boxes.
public enum FaceSample {
  /// `text`, or a sample of `characters` (the face's, ascending) when the face lacks more than
  /// half of the characters `text` draws (white space aside). A face with no characters, or
  /// none a sample shows, keeps `text`. Text the user chose is not passed here: it stays,
  /// boxes and all.
  public static func starting(_ text: String, characters: [Unicode.Scalar]) -> String {
    let drawn = text.unicodeScalars.filter { !$0.properties.isWhitespace }
    let missing = drawn.filter { !contains(characters, $0) }.count
    guard missing * 2 > drawn.count, !characters.isEmpty else { return text }
    let own = NameLegibility.sample(of: characters)
    return own.isEmpty ? text : own
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
