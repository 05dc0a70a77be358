import GtkSupport
import TypecaseCore
import TypecaseUI

extension RowFont {
  /// The font a label draws this row font in: family, weight, width, slant and size.
  var fontDescription: FontDescription { traits.fontDescription(family: family, points: points) }
}

extension FontTraits {
  /// Pango's description of the face of `family` with these traits, at `points`.
  func fontDescription(family: String, points: Int) -> FontDescription {
    let style: FontDescription.Style =
      switch slantStyle {
      case .roman: .normal
      case .italic: .italic
      case .oblique: .oblique
      }
    return FontDescription(family: family, weight: weight, style: style, widthPercent: width, points: points)
  }
}
