/// What an install says of the bitmap fonts it installed: programs see them, but Typecase
/// lists scalable fonts only.
///
/// It said "installed", and the family was then nowhere in Typecase (`faces` said it was
/// not there; the window's list did not show it).
public enum InstalledBitmapFonts {
  /// One note naming the families of the files just installed whose fonts are all bitmap
  /// fonts, each family once (a family's sizes come as a file each); none without such files.
  public static func notes(_ outcomes: [FontInstaller.Outcome]) -> [Message] {
    let faces = outcomes.flatMap { outcome -> [CheckedFontFile.Face] in
      guard case .installed(_, let faces) = outcome, !faces.isEmpty, faces.allSatisfy({ !$0.isScalable }) else {
        return []
      }
      return faces
    }
    guard !faces.isEmpty else { return [] }
    let count = Set(faces.map(\.family)).count
    return [
      trn(
        "({families} is a bitmap font: programs see it, but Typecase lists scalable fonts only; 'fc-list' lists it)",
        "({families} are bitmap fonts: programs see them, but Typecase lists scalable fonts only; 'fc-list' lists them)",
        count, ["families": families(faces)])
    ]
  }

  /// The families of `faces`, each once, in order, escaped, separated by commas.
  public static func families(_ faces: [CheckedFontFile.Face]) -> String {
    var seen = Set<String>()
    return faces.map(\.family).filter { seen.insert($0).inserted }.map(VisibleText.escaped).joined(separator: ", ")
  }
}
