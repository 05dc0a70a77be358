/// The languages fontconfig gives a face it reads from its file.
public enum FontconfigFaceLanguages {
  /// The languages fontconfig says the face at `location` covers (as `FontFace.languages`
  /// holds them), read from the file itself with `FcFreeTypeQuery`: for a face given by file
  /// and index rather than found in the catalog.
  ///
  /// Empty when fontconfig cannot read the face. Computes the face's coverage from its cmap
  /// (under 10 ms for a 12,000-character CJK face).
  public static func of(_ location: FontLocation) -> [String] {
    FontFace.query(location, detail: .full)?.languages ?? []
  }
}
