import CAdwaita
import TypecaseCore
import TypecaseUI

/// Pango attributes that draw a label in a row's font: family, weight, width, slant and size.
///
/// Pango asks fontconfig for the face, so the row shows what the system really renders.
enum RowFontDescription {
  /// A new attribute list for `font` (the caller's label takes it over).
  static func attributes(for font: RowFont) -> OpaquePointer? {
    guard let description = pango_font_description_new() else { return nil }
    defer { pango_font_description_free(description) }
    pango_font_description_set_family(description, font.family)
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(clamping: font.traits.weight)))
    pango_font_description_set_style(description, style(font.traits.slant))
    pango_font_description_set_stretch(description, stretch(font.traits.width))
    pango_font_description_set_size(description, Int32(font.points) * PANGO_SCALE)
    let list = pango_attr_list_new()
    pango_attr_list_insert(list, pango_attr_font_desc_new(description))
    // Rows whose font lacks a glyph fall back per character, as everywhere on the desktop.
    return list
  }

  private static func style(_ slant: Int) -> PangoStyle {
    switch slant {
    case ..<50: PANGO_STYLE_NORMAL
    case 50...105: PANGO_STYLE_ITALIC
    default: PANGO_STYLE_OBLIQUE
    }
  }

  private static func stretch(_ width: Int) -> PangoStretch {
    let steps: [(Int, PangoStretch)] = [
      (50, PANGO_STRETCH_ULTRA_CONDENSED), (63, PANGO_STRETCH_EXTRA_CONDENSED), (75, PANGO_STRETCH_CONDENSED),
      (87, PANGO_STRETCH_SEMI_CONDENSED), (100, PANGO_STRETCH_NORMAL), (113, PANGO_STRETCH_SEMI_EXPANDED),
      (125, PANGO_STRETCH_EXPANDED), (150, PANGO_STRETCH_EXTRA_EXPANDED), (200, PANGO_STRETCH_ULTRA_EXPANDED),
    ]
    return steps.min { abs($0.0 - width) < abs($1.0 - width) }?.1 ?? PANGO_STRETCH_NORMAL
  }
}
