extension FontFace {
  /// Whether a search for a full name matches this face: `rest`, what the search holds after
  /// its family's name, begins one of the face's style names ("bo" of "Bold", "太" of "太字"),
  /// or `whole`, the search itself, begins its full name ("Inter (Variable)", the name the
  /// list and the page give a variable font as a whole); both as `SearchText.blanklessKey`
  /// makes them.
  public func hasFullName(beginning rest: [UInt8], whole: [UInt8]) -> Bool {
    if ([style] + otherStyles).contains(where: { SearchText.blanklessKey($0).starts(with: rest) }) { return true }
    return fullName.map { SearchText.blanklessKey($0).starts(with: whole) } ?? false
  }
}
