import GtkSupport
import TypecaseCore
import TypecaseUI

extension RowFont {
  /// The font a label draws this row font in: family, weight, width, slant and size.
  var fontDescription: FontDescription {
    let style: FontDescription.Style =
      switch traits.slantStyle {
      case .roman: .normal
      case .italic: .italic
      case .oblique: .oblique
      }
    return FontDescription(
      family: family, weight: traits.weight, style: style, widthPercent: traits.width, points: points)
  }
}
