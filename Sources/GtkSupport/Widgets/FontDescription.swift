import CAdwaita

/// A font to draw text in, as Pango describes one: family, weight, slant, width, size and the
/// positions on a variable font's axes.
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
  /// The position on each variation axis of a variable font, by axis tag (["wght": 650,
  /// "GRAD": 50]); axes not named keep the position of the face fontconfig picked.
  ///
  /// Fonts without the axis ignore it.
  public var variations: [String: Double]

  /// Creates a description.
  public init(
    family: String, weight: Int = 400, style: Style = .normal, widthPercent: Int = 100, points: Int,
    variations: [String: Double] = [:]
  ) {
    self.family = family
    self.weight = weight
    self.style = style
    self.widthPercent = widthPercent
    self.points = points
    self.variations = variations
  }

  /// Pango's stretch steps and the width each stands for.
  private static let stretches: [(percent: Int, stretch: PangoStretch)] = [
    (50, PANGO_STRETCH_ULTRA_CONDENSED), (63, PANGO_STRETCH_EXTRA_CONDENSED), (75, PANGO_STRETCH_CONDENSED),
    (87, PANGO_STRETCH_SEMI_CONDENSED), (100, PANGO_STRETCH_NORMAL), (113, PANGO_STRETCH_SEMI_EXPANDED),
    (125, PANGO_STRETCH_EXPANDED), (150, PANGO_STRETCH_EXTRA_EXPANDED), (200, PANGO_STRETCH_ULTRA_EXPANDED),
  ]

  /// The variations as Pango writes them: "GRAD=50,wght=650" (axes in order of their tags).
  var variationsText: String {
    variations.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.number($0.value))" }.joined(separator: ",")
  }

  /// `value` without a fraction when it has none ("700", "12.5").
  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }

  /// The variations Pango wrote as `text` ("wght=650,GRAD=50"); pairs it cannot read are left out.
  static func variations(from text: String) -> [String: Double] {
    var variations: [String: Double] = [:]
    for pair in text.split(separator: ",") {
      let parts = pair.split(separator: "=", maxSplits: 1).map { $0.filter { !$0.isWhitespace } }
      guard parts.count == 2, let value = Double(parts[1]) else { continue }
      variations[parts[0]] = value
    }
    return variations
  }

  /// The description as Pango writes it ("DejaVu Sans, Bold Condensed 12"), which
  /// `pango_font_description_from_string` reads back to the same font.
  public var text: String {
    guard let description = makePangoDescription() else { return family }
    defer { pango_font_description_free(description) }
    guard let text = pango_font_description_to_string(description) else { return family }
    defer { g_free(text) }
    return String(cString: text)
  }

  /// A new PangoFontDescription of this font; the caller frees it.
  func makePangoDescription() -> OpaquePointer? {
    guard let description = pango_font_description_new() else { return nil }
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
    if !variations.isEmpty { pango_font_description_set_variations(description, variationsText) }
    return description
  }

  /// The font a PangoFontDescription describes.
  init(pango description: OpaquePointer) {
    let style: Style =
      switch pango_font_description_get_style(description) {
      case PANGO_STYLE_ITALIC: .italic
      case PANGO_STYLE_OBLIQUE: .oblique
      default: .normal
      }
    let stretch = pango_font_description_get_stretch(description)
    self.init(
      family: swiftString(pango_font_description_get_family(description)),
      weight: Int(pango_font_description_get_weight(description).rawValue), style: style,
      widthPercent: Self.stretches.first { $0.stretch == stretch }?.percent ?? 100,
      points: Int(pango_font_description_get_size(description) / PANGO_SCALE),
      variations: Self.variations(from: swiftString(pango_font_description_get_variations(description))))
  }

  /// Draws all of `label`'s text in this font (Pango asks fontconfig for the face, so the label
  /// shows what the system really renders; characters the font lacks fall back as everywhere,
  /// unless `Label.usesFallbackFonts` is off).
  ///
  /// The label's other attributes stay.
  func apply(to label: OpaquePointer) {
    guard let description = makePangoDescription() else { return }
    defer { pango_font_description_free(description) }
    TextAttributes.set(pango_attr_font_desc_new(description), on: label)
  }

  /// The font set on `label` by `apply`, or nil.
  static func read(fromAttributesOf label: OpaquePointer) -> FontDescription? {
    guard let attribute = TextAttributes.attribute(PANGO_ATTR_FONT_DESC, on: label) else { return nil }
    let description = attribute.withMemoryRebound(to: PangoAttrFontDesc.self, capacity: 1) { $0.pointee.desc }
    return description.map { FontDescription(pango: $0) }
  }
}
