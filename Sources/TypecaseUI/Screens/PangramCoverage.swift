import TypecaseCore

/// Which families can show the interface language's pangram and English's, by their position
/// among the families (see `PreviewStyle.forFamily`).
struct PangramCoverage: Sendable {
  /// Whether each family has a face with every character of the interface language's pangram.
  var own: [Bool]
  /// Whether each family has a face with every character of English's.
  var english: [Bool]
}

extension PreviewStyle {
  /// The style of the family at `position` among the families `coverage` describes.
  func forFamily(at position: Int, _ coverage: PangramCoverage, localizer: Localizer) -> PreviewStyle {
    guard coverage.own.indices.contains(position), coverage.english.indices.contains(position) else { return self }
    return forFamily(
      showsOwnPangram: coverage.own[position], showsEnglishPangram: coverage.english[position], localizer: localizer)
  }
}
