import CAdwaita

/// A font to draw text in, as Pango describes one: family, weight, slant, width and size.
public struct FontDescription: Equatable, Sendable {
  /// The slant styles Pango knows.
  public enum Style: Sendable {
    case normal, oblique, italic
  }

  /// The family name, as fontconfig knows it.
  public var family: String
  /// The weight on the CSS scale (400 regular, 700 bold).
  public var weight: Int
  /// The slant.
  public var style: Style
  /// The width in percent of normal (50 ultra-condensed … 200 ultra-expanded).
  public var widthPercent: Int
  /// The size in points.
  public var points: Int

  /// Creates a description.
  public init(family: String, weight: Int = 400, style: Style = .normal, widthPercent: Int = 100, points: Int) {
    self.family = family
    self.weight = weight
    self.style = style
    self.widthPercent = widthPercent
    self.points = points
  }

  /// Pango's stretch steps and the width each stands for.
  private static let stretches: [(percent: Int, stretch: PangoStretch)] = [
    (50, PANGO_STRETCH_ULTRA_CONDENSED), (63, PANGO_STRETCH_EXTRA_CONDENSED), (75, PANGO_STRETCH_CONDENSED),
    (87, PANGO_STRETCH_SEMI_CONDENSED), (100, PANGO_STRETCH_NORMAL), (113, PANGO_STRETCH_SEMI_EXPANDED),
    (125, PANGO_STRETCH_EXPANDED), (150, PANGO_STRETCH_EXTRA_EXPANDED), (200, PANGO_STRETCH_ULTRA_EXPANDED),
  ]

  /// Draws all of `label`'s text in this font (Pango asks fontconfig for the face, so the label
  /// shows what the system really renders; characters the font lacks fall back as everywhere).
  func apply(to label: OpaquePointer) {
    guard let description = pango_font_description_new(), let list = pango_attr_list_new() else { return }
    defer {
      pango_font_description_free(description)
      pango_attr_list_unref(list)
    }
    pango_font_description_set_family(description, family)
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(clamping: weight)))
    let pangoStyle =
      switch style {
      case .normal: PANGO_STYLE_NORMAL
      case .oblique: PANGO_STYLE_OBLIQUE
      case .italic: PANGO_STYLE_ITALIC
      }
    pango_font_description_set_style(description, pangoStyle)
    let stretch = Self.stretches.min { abs($0.percent - widthPercent) < abs($1.percent - widthPercent) }?.stretch
    pango_font_description_set_stretch(description, stretch ?? PANGO_STRETCH_NORMAL)
    pango_font_description_set_size(description, Int32(points) * PANGO_SCALE)
    pango_attr_list_insert(list, pango_attr_font_desc_new(description))
    gtk_label_set_attributes(label, list)
  }

  /// The font set on `label` by `apply`, or nil.
  static func read(fromAttributesOf label: OpaquePointer) -> FontDescription? {
    guard let attributes = gtk_label_get_attributes(label),
      let iterator = pango_attr_list_get_iterator(attributes)
    else { return nil }
    defer { pango_attr_iterator_destroy(iterator) }
    guard let attribute = pango_attr_iterator_get(iterator, PANGO_ATTR_FONT_DESC) else { return nil }
    let description = attribute.withMemoryRebound(to: PangoAttrFontDesc.self, capacity: 1) { $0.pointee.desc }
    guard let description else { return nil }
    let style: Style =
      switch pango_font_description_get_style(description) {
      case PANGO_STYLE_ITALIC: .italic
      case PANGO_STYLE_OBLIQUE: .oblique
      default: .normal
      }
    let stretch = pango_font_description_get_stretch(description)
    return FontDescription(
      family: swiftString(pango_font_description_get_family(description)),
      weight: Int(pango_font_description_get_weight(description).rawValue), style: style,
      widthPercent: stretches.first { $0.stretch == stretch }?.percent ?? 100,
      points: Int(pango_font_description_get_size(description) / PANGO_SCALE))
  }
}
