import Foundation
import TypecaseCore

/// Fonts read straight from fontconfig, the long way: every face of the configuration into a
/// catalog. Tests compare what the product reads (through `FontLibrary`) with it. (The readers
/// it uses are `package` in TypecaseCore: for this package, not its users.)
extension FontSource {
  /// Lists the faces that fontconfig knows, optionally only those covering `language`,
  /// and groups them into a catalog.
  public static func load(detail: Detail = .listing, language: String? = nil, family: String? = nil)
    throws(FontSourceError) -> FontCatalog
  {
    FontCatalog(faces: try faces(detail: detail, language: language, family: family))
  }

  /// Lists the faces that fontconfig knows (see `load`); with `family`, only the faces whose
  /// first family name is exactly that.
  public static func faces(detail: Detail = .listing, language: String? = nil, family: String? = nil)
    throws(FontSourceError) -> [FontFace]
  {
    let configuration = try FontconfigConfiguration()
    let variableFonts = VariableFontNames()
    var faces: [FontFace] = []
    configuration.forEachScalableFont(language: language) { font in
      let reader = FontPatternReader(pattern: font)
      if let family, reader.firstFamily != family { return }
      if let face = reader.face(detail: detail, variableFonts: variableFonts) { faces.append(face) }
    }
    return faces
  }
}
