/// Whether a search for a face's full name ("Liberation Sans Bold", "キューエー明朝 太字",
/// "Inter (Variable)") finds one of a family's fonts, once the family's name begins it.
public enum FullNameSearch {
  /// Whether `rest`, what the search holds after its family's name, begins one of the
  /// family's style names (`styles`: "bo" of "Bold", "太" of "太字"), or `whole`, the search
  /// itself, begins one of its faces' full names (the name the list and the page give a
  /// variable font as a whole, "Inter (Variable)"); all as `SearchText.blanklessKey` makes
  /// them.
  public static func matches(rest: [UInt8], whole: [UInt8], styles: [String], faces: [FontFace]) -> Bool {
    if styles.contains(where: { SearchText.blanklessKey($0).starts(with: rest) }) { return true }
    return faces.contains { face in face.fullName.map { SearchText.blanklessKey($0).starts(with: whole) } ?? false }
  }
}
