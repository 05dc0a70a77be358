/// What an install says of the bitmap fonts it installed: programs see them, but Typecase
/// lists scalable fonts only. It said "installed", and the family was then nowhere in
/// Typecase (`faces` said it was not there; the window's list did not show it).
public enum InstalledBitmapFonts {
  /// For each file just installed whose fonts are all bitmap fonts, a note naming its families.
  public static func notes(_ outcomes: [FontInstaller.Outcome]) -> [Message] {
    outcomes.compactMap { outcome in
      guard case .installed(_, let faces) = outcome, !faces.isEmpty, faces.allSatisfy({ !$0.isScalable }) else {
        return nil
      }
      var seen = Set<String>()
      let families = faces.map(\.family).filter { seen.insert($0).inserted }.map(VisibleText.escaped)
      return tr(
        "({families} is a bitmap font: programs see it, but Typecase lists scalable fonts only; 'fc-list' lists it)",
        ["families": families.joined(separator: ", ")])
    }
  }
}
