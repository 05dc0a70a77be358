import GtkSupport
import TypecaseCore
import TypecaseUI

extension RowFont {
  /// The font a label draws this row font in: family, weight, width, slant and size, and a
  /// named instance's coordinates.
  var fontDescription: FontDescription {
    var description = traits.fontDescription(family: family, points: points)
    if !variations.isEmpty {
      description.variations = Dictionary(
        variations.map { ($0.tag, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
    return description
  }
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
