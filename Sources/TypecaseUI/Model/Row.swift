import TypecaseCore

/// One row of a screen: what it says, how it is drawn, and what activating it does.
public struct Row: Sendable, Hashable, Identifiable {
  /// Identifies the row within its screen (stable across rebuilds, used to restore focus).
  public var id: String
  /// The row's text (also its accessible name).
  public var text: String
  /// Secondary text, drawn after the text in a dimmer style (UITableViewCell's detail text).
  public var detail: String?
  /// The font to draw `text` in; nil for the interface font.
  public var font: RowFont?
  /// What is drawn at the row's trailing edge.
  public var accessory: Accessory
  /// What activating the row does; nil when it does nothing.
  public var action: RowAction?
  /// What assistive technology reads for the row, when it differs from `text` (a pangram row
  /// is read as its family's name).
  public var accessibleLabel: String
  /// The font to draw `detail` in; nil for the interface font (a symbol font's sample).
  public var detailFont: RowFont?
  /// What the row's detail button (ⓘ, `Accessory.detailButton`) and Ctrl+I do; nil when
  /// the row has none.
  public var detailAction: RowAction?
  /// The detail button's accessible name and tooltip ("Details of DejaVuSans-Bold").
  public var detailLabel: String?
  /// The row's "Copy as…" menu (a face written as code); nil when the row has none.
  public var copyMenu: CopyMenu?
  /// The row's star toggle (a family row); nil when the row has none.
  public var star: StarToggle?
  /// Whether the row is drawn greyed (a starred family that is no longer installed).
  public var isDimmed = false
  /// A short mark after the text ("Duplicates"); nil for none.
  public var badge: String?

  /// Creates a row.
  public init(
    id: String, text: String, detail: String? = nil, font: RowFont? = nil, accessory: Accessory = .none,
    action: RowAction? = nil, accessibleLabel: String? = nil, detailFont: RowFont? = nil,
    detailAction: RowAction? = nil, detailLabel: String? = nil, copyMenu: CopyMenu? = nil
  ) {
    self.copyMenu = copyMenu
    self.detailLabel = detailLabel
    self.detailFont = detailFont
    self.detailAction = detailAction
    self.id = id
    self.text = text
    self.detail = detail
    self.font = font
    self.accessory = accessory
    self.action = action
    self.accessibleLabel = accessibleLabel ?? text
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

  /// Creates a row font.
  public init(family: String, traits: FontTraits = FontTraits(), points: Int) {
    self.family = family
    self.traits = traits
    self.points = points
  }
}
