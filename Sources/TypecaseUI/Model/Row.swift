import TypecaseCore

/// One row of a screen: what it says, how it is drawn, and what activating it does.
///
/// A row is a value, but its fields live in one shared, copy-on-write box: lists copy rows by
/// the tens of thousands (a filter over 12,500 families picks rows from those made once), and
/// a row of a dozen strings copied field by field cost more than the filter itself.
public struct Row: Sendable, Hashable, Identifiable {
  private var storage: RowStorage

  /// Identifies the row within its screen (stable across rebuilds, used to restore focus).
  public var id: String {
    get { storage.fields.id }
    set { fields.id = newValue }
  }
  /// The row's text (also its accessible name).
  public var text: String {
    get { storage.fields.text }
    set { fields.text = newValue }
  }
  /// Secondary text, drawn after the text in a dimmer style (UITableViewCell's detail text).
  public var detail: String? {
    get { storage.fields.detail }
    set { fields.detail = newValue }
  }
  /// The font to draw `text` in; nil for the interface font.
  public var font: RowFont? {
    get { storage.fields.font }
    set { fields.font = newValue }
  }
  /// What is drawn at the row's trailing edge.
  public var accessory: Accessory {
    get { storage.fields.accessory }
    set { fields.accessory = newValue }
  }
  /// What activating the row does; nil when it does nothing.
  public var action: RowAction? {
    get { storage.fields.action }
    set { fields.action = newValue }
  }
  /// What assistive technology reads for the row, when it differs from `text` (a pangram row
  /// is read as its family's name).
  public var accessibleLabel: String {
    get { storage.fields.accessibleLabel }
    set { fields.accessibleLabel = newValue }
  }
  /// What assistive technology reads after the row's name, as AdwActionRow does its subtitle:
  /// a setting's current value ("Celsius"); nil for nothing.
  public var accessibleDescription: String? {
    get { storage.fields.accessibleDescription }
    set { fields.accessibleDescription = newValue }
  }
  /// The font to draw `detail` in; nil for the interface font (a symbol font's sample).
  public var detailFont: RowFont? {
    get { storage.fields.detailFont }
    set { fields.detailFont = newValue }
  }
  /// What the row's detail button (ⓘ, `Accessory.detailButton`) and Ctrl+I do; nil when
  /// the row has none.
  public var detailAction: RowAction? {
    get { storage.fields.detailAction }
    set { fields.detailAction = newValue }
  }
  /// The detail button's accessible name and tooltip ("Details of DejaVuSans-Bold").
  public var detailLabel: String? {
    get { storage.fields.detailLabel }
    set { fields.detailLabel = newValue }
  }
  /// The row's "Copy as…" menu (a face written as code); nil when the row has none.
  public var copyMenu: CopyMenu? {
    get { storage.fields.copyMenu }
    set { fields.copyMenu = newValue }
  }
  /// The exact name Ctrl+C copies from the row: a family's name, a face's PostScript name
  /// (control characters kept, as code needs them); nil when the row names nothing.
  public var copiedName: String? {
    get { storage.fields.copiedName }
    set { fields.copiedName = newValue }
  }
  /// The row's star toggle (a family row); nil when the row has none.
  public var star: StarToggle? {
    get { storage.fields.star }
    set { fields.star = newValue }
  }
  /// Whether the row is drawn greyed (a starred family that is no longer installed).
  public var isDimmed: Bool {
    get { storage.fields.isDimmed }
    set { fields.isDimmed = newValue }
  }
  /// A short mark after the text ("Duplicates"); nil for none.
  public var badge: String? {
    get { storage.fields.badge }
    set { fields.badge = newValue }
  }
  /// What the badge means, as its tooltip says it; nil for none.
  public var badgeExplanation: String? {
    get { storage.fields.badgeExplanation }
    set { fields.badgeExplanation = newValue }
  }

  /// Creates a row.
  public init(
    id: String, text: String, detail: String? = nil, font: RowFont? = nil, accessory: Accessory = .none,
    action: RowAction? = nil, accessibleLabel: String? = nil, detailFont: RowFont? = nil,
    detailAction: RowAction? = nil, detailLabel: String? = nil, copyMenu: CopyMenu? = nil
  ) {
    storage = RowStorage(
      RowFields(
        id: id, text: text, detail: detail, font: font, accessory: accessory, action: action,
        accessibleLabel: accessibleLabel ?? text, detailFont: detailFont, detailAction: detailAction,
        detailLabel: detailLabel, copyMenu: copyMenu))
  }

  /// The fields, for changing: the box is copied first when another row shares it.
  private var fields: RowFields {
    get { storage.fields }
    set {
      if isKnownUniquelyReferenced(&storage) {
        storage.fields = newValue
      } else {
        storage = RowStorage(newValue)
      }
    }
  }

  /// Rows are equal when their fields are (rows sharing one box are, at once).
  public static func == (lhs: Row, rhs: Row) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  /// Hashes the fields.
  public func hash(into hasher: inout Hasher) {
    storage.fields.hash(into: &hasher)
  }
}

/// The fields of a row, as one value.
private struct RowFields: Sendable, Hashable {
  var id: String
  var text: String
  var detail: String?
  var font: RowFont?
  var accessory: Accessory
  var action: RowAction?
  var accessibleLabel: String
  var detailFont: RowFont?
  var detailAction: RowAction?
  var detailLabel: String?
  var copyMenu: CopyMenu?
  var star: StarToggle? = nil
  var isDimmed = false
  var badge: String? = nil
  var badgeExplanation: String? = nil
  var accessibleDescription: String? = nil
  var copiedName: String? = nil
}

/// The box rows share their fields in until one of them changes.
///
/// Sendable because its one mutable field is only written through a `Row` that holds the
/// only reference (`isKnownUniquelyReferenced`), like the standard library's own buffers.
private final class RowStorage: @unchecked Sendable {
  var fields: RowFields

  init(_ fields: RowFields) {
    self.fields = fields
  }
}

/// The mark at a row's trailing edge.
public enum Accessory: Sendable, Hashable {
  /// Nothing: the row does not navigate.
  case none
  /// A chevron (›): activating the row opens a page.
  case disclosure
  /// A checkmark (✓): the row is the current choice (accessible state "checked").
  case checkmark
  /// Room for a checkmark that is not there: a choice that is not the current one.
  case unchecked
  /// An iOS-style detail button (ⓘ) that opens the row's `detailAction` (a face's page),
  /// named "Details of NAME" for assistive technology.
  case detailButton
}

/// What activating a row does.
public enum RowAction: Sendable, Hashable {
  /// Opens another screen.
  case push(Route)
  /// Makes `value` the value of the setting `key`.
  case choose(key: String, value: String)
  /// The row is a text field that edits the setting `key` (its text is the current value).
  case editText(key: String)
}

/// A font to draw a row's text in, described the way Pango and fontconfig match fonts.
public struct RowFont: Sendable, Hashable {
  /// The family name.
  public var family: String
  /// Weight, width and slant of the face.
  public var traits: FontTraits
  /// Size in points.
  public var points: Int
  /// A named instance's coordinates, set on each of its axes (Pango drew an instance of a
  /// variable font by weight and width alone: the italic instances of a font with a slant
  /// axis upright); empty for any other face.
  public var variations: [AxisCoordinate]
  /// The face's own file, for a face other files also provide: drawn from it alone, as its
  /// page is (asked for by family and traits, another copy drew it: Inter.var.ttf's italic
  /// instances upright, from Inter-roman.var.ttf, which has no slant axis); nil: the family's.
  public var location: FontLocation?
  /// Whether characters the font lacks are drawn as boxes, not by another font: a text the
  /// user chose, which shows what each font itself draws (a family without Hebrew showed the
  /// user's Hebrew drawn by the fallback font, as if it had it, on every such row).
  public var showsMissingAsBoxes = false

  /// Creates a row font.
  public init(
    family: String, traits: FontTraits = FontTraits(), points: Int, variations: [AxisCoordinate] = [],
    location: FontLocation? = nil, showsMissingAsBoxes: Bool = false
  ) {
    self.family = family
    self.traits = traits
    self.points = points
    self.variations = variations
    self.location = location
    self.showsMissingAsBoxes = showsMissingAsBoxes
  }
}
