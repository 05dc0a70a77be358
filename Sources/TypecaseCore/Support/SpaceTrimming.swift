extension StringProtocol {
  /// The text without the spaces and tabs at either end: what Foundation's
  /// `trimmingCharacters(in: .whitespaces)` gives (tab, the space separators, Zs, and the zero
  /// width space, which Foundation's older table still counts), without Foundation.
  public func trimmingSpaces() -> String {
    let scalars = unicodeScalars
    let isSpace = { (scalar: Unicode.Scalar) in
      scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(String.UnicodeScalarView(scalars[first...last]))
  }
}
