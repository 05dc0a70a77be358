/// What an install says of the web fonts (WOFF, WOFF2) it installed: fontconfig lists them,
/// but GTK and Pango programs cannot draw them.
///
/// It said "installed", and a GTK program asking for the family drew another font.
public enum InstalledWebFonts {
  /// One note per web font format among the files just installed, naming their families,
  /// each once; none without such files.
  public static func notes(_ outcomes: [FontInstaller.Outcome]) -> [Message] {
    var faces: [(format: String, faces: [CheckedFontFile.Face])] = []
    for case .installed(let file, let installed) in outcomes {
      guard let format = DrawableFormat.webFontFormat(of: file), !installed.isEmpty else { continue }
      if let index = faces.firstIndex(where: { $0.format == format }) {
        faces[index].faces += installed
      } else {
        faces.append((format, installed))
      }
    }
    return faces.map { format, faces in
      tr(
        "({families} is a web font ({format}): browsers load it from a url(), but GTK and Pango programs cannot draw it)",
        ["families": InstalledBitmapFonts.families(faces), "format": format])
    }
  }
}
