import GtkSupport
import TypecaseUI

/// The widgets of one list line: text, detail text and a text field (shown only on rows that
/// edit text), in a box whose style draws the accessory (chevron or checkmark) at its end.
///
/// Made once per list item ("setup"), which carries it for its whole life, and filled for
/// whatever line the item shows ("bind"). GTK 4.8's list view makes about 200 items at once,
/// so the widgets only some lines need (the text field, the copy menu button, the detail
/// button: together about 30 KB per row) are made the first time a line shown needs them.
final class RowWidget {
  /// The line's box (the list item's child).
  let box = Box(.horizontal, spacing: 12)
  /// The row's text.
  let text = Label()
  /// The text field of a row that edits text (hidden on other rows), once one was shown.
  private(set) var madeField: Entry?
  /// Called when the text in the text field changes.
  var onFieldChanged: (() -> Void)?
  /// The detail text at the end.
  let detail = Label()
  /// The detail button (ⓘ) of rows that have one, once one was shown.
  private var madeDetailButton: Button?
  /// Called when the detail button is clicked.
  var onDetail: (() -> Void)?
  /// The detail button's tooltip ("Details of DejaVuSans-Bold").
  private var detailTooltip: String?
  /// The "Copy as…" menu button of rows that have one (a face's code), once one was shown.
  private(set) var madeCopyButton: MenuButton?
  /// Called with a choice's id when an entry of the copy menu is activated.
  var onCopy: ((String) -> Void)?
  /// The copy menu shown now (made again only when it changes).
  private var shownCopyMenu: CopyMenu?
  /// The star toggle of a family row.
  let starButton = ToggleButton(cssName: RowWidget.rowButtonName)
  /// Called when the star toggle is clicked; returns whether the star was changed.
  ///
  /// A click left (see `MainWindow.toggleStar`) puts the toggle back: it showed the family
  /// unstarred, and a click then unstarred it.
  var onStar: (() -> Bool)?
  /// The star toggle's tooltip ("Star NAME").
  private var starTooltip: String?
  /// Whether the family of the star shown is starred, as the model says.
  private var shownStarIsStarred = false
  /// A short mark after the text ("Duplicates").
  let badge = Label()
  /// The list item showing the line (borrowed: the item owns this row).
  let item: ListItem
  /// The list position shown now; nil while the item shows no line.
  var position: Int?
  /// Whether the text is drawn with the placeholder font map, waiting to scroll into view.
  var isPlaceholder = false
  /// Whether the row, off screen, still shows what its position held before the last update
  /// (`ScreenPage` fills it again before it comes into view).
  var isStale = false

  /// Makes the widgets of a line and puts them into `item`, which keeps this row as long as
  /// it lives.
  init(item: ListItem) {
    self.item = item
    text.horizontalAlignment = 0
    text.ellipsis = .end
    text.expandsHorizontally = true
    // A name cut short (a long PostScript name beside its style and format, in a narrow window)
    // shows whole where the pointer rests: the exact name is what the row is for.
    text.setTooltip { [weak text] in
      guard let text, text.isEllipsized else { return nil }
      return text.text
    }
    detail.horizontalAlignment = 1
    // Cut at the end, keeping what the text says first (style, format, file): cut in the middle,
    // "Thin · TrueType · Inter.var.ttf · also in Inter-roman.var.ttf" read "Thin · TrueType ·
    // Int… Inter-roman.var.ttf", the other copy's file as if it were this one's.
    detail.ellipsis = .end
    detail.addCSSClass("dim-label")
    // Cut short (a face's copies and which one fontconfig prefers, in a narrow window), the
    // whole text shows when the pointer rests on it: only a screen reader could read it.
    detail.setTooltip { [weak detail] in
      guard let detail, detail.isEllipsized else { return nil }
      return detail.text
    }
    badge.addCSSClass("caption")
    badge.addCSSClass("dim-label")
    badge.isVisible = false
    // Keyboard users press Ctrl+D on the row: the star stays out of the Up/Down/Tab order.
    Self.styleAsRowButton(starButton)
    starButton.addCSSClass("typecase-star")
    starButton.isVisible = false
    starButton.onClicked { [weak self] in
      guard let self, self.onStar?() != true else { return }
      self.starButton.isActive = self.shownStarIsStarred
    }
    starButton.setTooltip { [weak self] in self?.starTooltip }
    box.append(text)
    box.append(badge)
    box.append(detail)
    // The star stands before the chevron or ⓘ, in the same place on every row.
    box.append(starButton)
    // A right-click on a row with a copy menu opens it, as the Menu key does (it did nothing),
    // once the button is up: a menu opened on the press took the release, and the row stayed
    // drawn pressed (grey) after the menu closed.
    let secondaryClicks = ClickGesture(button: ClickGesture.secondaryButton)
    secondaryClicks.onReleased { [weak self] in
      guard let self, self.shownCopyMenu != nil, let button = self.madeCopyButton, button.isVisible else { return }
      button.popup()
    }
    box.add(secondaryClicks)
    item.child = box
    item.attachment = self
  }

  /// The text field, made (after the badge) the first time a line edits text.
  var field: Entry {
    if let madeField { return madeField }
    let field = Entry()
    field.expandsHorizontally = true
    field.centerVertically()
    field.onChanged { [weak self] in self?.onFieldChanged?() }
    box.insert(field, after: badge)
    madeField = field
    return field
  }

  /// The "Copy as…" menu button, made (after the star) the first time a line has a copy menu.
  var copyButton: MenuButton {
    if let madeCopyButton { return madeCopyButton }
    let button = MenuButton(iconName: "edit-copy-symbolic")
    // Keyboard users press the Menu key or Shift+F10 on the row (as for a context menu).
    Self.styleAsRowButton(button)
    // The button inside the menu button too: Tab into a family page's list landed on it, not
    // on the row, and Shift+Tab from a row stopped there. (Not `canFocus`: the menu, a child of
    // the menu button, takes the focus when it opens.)
    for child in button.children where child.cssName == "button" { child.isFocusable = false }
    let actions = ActionGroup()
    actions.addAction("copy") { [weak self] id in self?.onCopy?(id) }
    box.insertActionGroup(actions, prefix: "row")
    box.insert(button, after: starButton)
    button.onClosed { [weak self] in
      guard let self, let whenClosed = self.afterCopyMenuCloses else { return }
      self.afterCopyMenuCloses = nil
      // After GTK gave the focus back to the button, as a popover does on closing.
      MainContext.later(whenClosed)
    }
    madeCopyButton = button
    return button
  }

  /// What to do once the copy menu closes, once (the row opened it by keyboard: the focus goes
  /// back to the row).
  var afterCopyMenuCloses: (() -> Void)?

  /// The style node name of the star and details buttons (`Stylesheet` draws them).
  static let rowButtonName = "rowbutton"

  /// Makes `button` one of a row's round, flat buttons, centred, that keys do not stop at (the
  /// row's own shortcuts reach what it does).
  ///
  /// Every page scrolled makes a page of new rows (GTK 4.8's list view makes rows anew rather
  /// than reusing them), so what a row's buttons cost is paid for every row scrolled past. The
  /// star and details buttons are therefore "rowbutton" nodes, not "button" ones: GTK matched
  /// the theme's hundreds of rules for buttons against each new button, the largest part of a
  /// scrolled row's cost. Their icons are drawn by their style too, without an image widget
  /// inside (one widget, style node and accessible object less per button).
  private static func styleAsRowButton(_ button: Widget) {
    button.isFocusable = false
    // The theme's classes for the copy menu button (a "button" node inside); rowbutton nodes
    // have rules of their own.
    button.addCSSClass("flat")
    button.addCSSClass("circular")
    button.centerVertically()
  }

  /// The detail button (ⓘ), made (last in the row) the first time a line has one.
  private var detailButton: Button {
    if let madeDetailButton { return madeDetailButton }
    let button = Button(cssName: Self.rowButtonName)
    // Keyboard users press Ctrl+I on the row: the button stays out of the Up/Down/Tab order.
    Self.styleAsRowButton(button)
    button.addCSSClass("typecase-details")
    button.onClicked { [weak self] in self?.onDetail?() }
    button.setTooltip { [weak self] in self?.detailTooltip }
    box.insert(button, after: madeCopyButton ?? starButton)
    madeDetailButton = button
    return button
  }

  /// Shows `star` (a family row's) on the star toggle, or hides it.
  private func showStar(_ star: StarToggle?) {
    starButton.isVisible = star != nil
    guard let star else { return }
    starButton.isActive = star.isStarred
    shownStarIsStarred = star.isStarred
    starButton.setAccessibleLabel(star.label)
    starTooltip = star.label
  }

  /// The row a list item carries (made by `init(item:)`).
  static func of(_ item: ListItem) -> RowWidget? { item.attachment as? RowWidget }

  /// Draws a row bound with the placeholder font map in its own family's fonts.
  func drawInOwnFont(_ row: Row, fontMaps: FamilyFontMaps) {
    guard let font = row.font else { return }
    draw(text, in: font, map: fontMaps.fontMap(for: font))
    isPlaceholder = false
  }

  /// The font a row off screen is laid out in, with the placeholder font map: the row's size
  /// and traits under one family name for all rows, so the long-lived placeholder map caches
  /// one font description per size and style, not one per family ever scrolled past.
  private static func placeholderFont(for font: RowFont) -> RowFont {
    RowFont(family: "Sans", traits: font.traits, points: font.points)
  }

  /// The labels drawing characters their font lacks as boxes (no fallback fonts).
  private var labelsShowingBoxes: Set<ObjectIdentifier> = []

  /// Draws `label` in `font` from the font map `map`; nil: in the interface font.
  private func draw(_ label: Label, in font: RowFont?, map: FontMap?) {
    label.useFontMap(map)
    label.font = font?.fontDescription
    // Set only when it changes, as remembered here: rows are bound again on every scroll, and
    // reading the label's attributes back costs an iterator each time.
    let showsBoxes = font?.showsMissingAsBoxes ?? false
    let id = ObjectIdentifier(label)
    if showsBoxes != labelsShowingBoxes.contains(id) {
      label.usesFallbackFonts = !showsBoxes
      if showsBoxes { labelsShowingBoxes.insert(id) } else { labelsShowingBoxes.remove(id) }
    }
    label.language = font == nil ? nil : FaceTextLanguage.forText(drawnFrom: map)
  }

  /// Shows nothing: the row's line is gone and the row goes with the list's next change.
  func showNothing() {
    box.isVisible = false
    isPlaceholder = false
    isStale = false
    item.isActivatable = false
    item.isSelectable = false
  }

  /// Fills the widgets with `entry`; `inOwnFont` false draws the text with the placeholder map.
  func bind(to entry: ListEntry, style: Screen.Style, fontMaps: FamilyFontMaps, inOwnFont: Bool) {
    box.isVisible = true
    // Each visibility is set once: hiding the field being typed in, even for a moment, would
    // move keyboard focus away from it.
    let editsText = entry.isTextField
    if editsText || madeField != nil { field.isVisible = editsText }
    text.isVisible = !editsText
    // The classes the line wants, set once at the end (see `Widget.setCSSClasses`).
    var boxClasses: Set<String> = []
    var textClasses: Set<String> = []
    defer {
      box.setCSSClasses(boxClasses, among: Self.boxClasses)
      text.setCSSClasses(textClasses, among: Self.textClasses)
    }
    text.wraps = false
    text.ellipsis = .end
    isPlaceholder = false
    isStale = false
    switch entry {
    case .header(let title), .footer(let title):
      let isHeader = if case .header = entry { true } else { false }
      text.text = title
      draw(text, in: nil, map: nil)
      text.ellipsis = .none
      text.wraps = true
      // A line that showed a symbol font's name kept its least width.
      text.minimumWidthInCharacters = -1
      textClasses = [isHeader ? "heading" : "caption", "dim-label"]
      boxClasses = [isHeader ? "typecase-section-header" : "typecase-section-footer"]
      detail.isVisible = false
      madeDetailButton?.isVisible = false
      madeCopyButton?.isVisible = false
      starButton.isVisible = false
      badge.isVisible = false
    case .row(let row, let isFirst, let isLast):
      showStar(row.star)
      badge.text = row.badge ?? ""
      badge.isVisible = row.badge != nil
      if badge.tooltip != row.badgeExplanation { badge.tooltip = row.badgeExplanation }
      if row.isDimmed { textClasses.insert("dim-label") }
      if case .editText = row.action {
        if field.text != row.text { field.text = row.text }
        field.setAccessibleLabel(row.accessibleLabel)
      }
      text.text = row.text
      if let font = row.font, !inOwnFont {
        draw(text, in: Self.placeholderFont(for: font), map: fontMaps.placeholder)
        isPlaceholder = true
      } else {
        draw(text, in: row.font, map: row.font.flatMap { fontMaps.fontMap(for: $0) })
      }
      detail.text = row.detail ?? ""
      // A symbol font's sample is drawn in the font itself. Short of room, it gives way before
      // the name (up to 20 characters of it) and keeps its first characters: cut in the
      // middle, a sample at 48 points read "F…H" beside a name cut to a few letters.
      draw(detail, in: row.detailFont, map: row.detailFont.flatMap { fontMaps.fontMap(for: $0) })
      let isSample = row.detailFont != nil
      // A name beside a detail (a face's PostScript name beside its style and format) keeps
      // up to 28 characters' room before the detail is cut: the two were cut alike, and at
      // large text "DejaVuSansCondens…" stood beside a whole "Condensed Bold · TrueType".
      text.minimumWidthInCharacters =
        isSample ? min(row.text.count, 20) : row.detail == nil ? -1 : min(row.text.count, Self.nameRoom)
      // A sample is the face itself, drawn at full strength as a name drawn in its font is:
      // dimmed as the style and format are, a color font's emoji were washed out (pure red
      // came out pink).
      detail.setCSSClasses(isSample && !row.isDimmed ? [] : ["dim-label"], among: ["dim-label"])
      detail.isVisible = row.detail != nil
      if row.accessory == .detailButton || madeDetailButton != nil {
        detailButton.isVisible = row.accessory == .detailButton
      }
      if row.accessory == .detailButton, let label = row.detailLabel {
        detailButton.setAccessibleLabel(label)
        detailTooltip = label
      }
      showCopyMenu(row.copyMenu)
      // A starred family no longer installed opens nothing: its star keeps the room of the
      // chevron the others have, in the same place as theirs (it stood 28 pixels to the right).
      let room: Accessory = row.accessory == .none && row.star != nil ? .unchecked : row.accessory
      if let drawn = Self.accessoryClasses[room] { boxClasses.insert(drawn) }
      if style == .grouped {
        boxClasses.insert("typecase-card")
        if isFirst { boxClasses.insert("first") }
        if isLast { boxClasses.insert("last") }
      } else {
        boxClasses.insert("typecase-plain-row")
      }
    }
    item.isActivatable = entry.row?.action != nil
    item.isSelectable = entry.row != nil
    // A heading or a footer takes no focus: a screen reader listed them as focusable items
    // among the rows (the arrow keys pass them by, see `ScreenPage+Keyboard`).
    box.parent?.isFocusable = entry.row != nil
    // The box, and the list item widget holding it (the widget that takes focus and that
    // screen readers read), say what the line is.
    for widget in [box, box.parent].compactMap({ $0 }) { Self.describe(widget, as: entry) }
    // Set only when it changes: most lines have none, and lines are bound on every scroll.
    let description = entry.row?.accessibleDescription ?? ""
    if description != shownDescription, let item = box.parent {
      for widget in [box, item] { widget.setAccessibleDescription(description) }
      shownDescription = description
    }
  }

  /// The accessible description the line's widgets have now.
  private var shownDescription = ""

  /// Shows `menu` in the copy button (hidden when nil).
  private func showCopyMenu(_ menu: CopyMenu?) {
    guard let menu else {
      madeCopyButton?.isVisible = false
      return
    }
    copyButton.isVisible = true
    guard menu != shownCopyMenu else { return }
    shownCopyMenu = menu
    let entries = Menu()
    for choice in menu.choices { entries.append(choice.title, action: "row.copy", target: choice.id) }
    copyButton.menuAccessibleLabel = menu.accessibleLabel
    copyButton.menu = entries
    copyButton.setAccessibleLabel(menu.accessibleLabel)
    copyButton.tooltip = menu.title
  }

  /// The CSS classes `bind` gives the line's box, as the line needs them.
  private static let boxClasses =
    [
      "typecase-card", "first", "last", "typecase-plain-row", "typecase-section-header",
      "typecase-section-footer", "heading", "dim-label", "caption",
    ] + accessoryClasses.values.sorted()
  /// The CSS classes `bind` gives the line's text, as the line needs them.
  private static let textClasses = ["heading", "dim-label", "caption"]
  /// The characters (of the interface's font) a name beside a detail keeps before the detail
  /// gives way.
  private static let nameRoom = 28

  /// The class that makes the line's box draw each accessory at its end (see `Stylesheet`),
  /// or keep room for it (an unchecked choice, so choices do not move when the checkmark does).
  ///
  /// An image widget in each row cost GTK a style node more to restyle in every made row (about
  /// 200, whatever the window shows) on every focus move: 13% of the instructions of scrolling
  /// by Page Down at 25,000 families (callgrind; bench/results/2026-12-01/ninth-session).
  private static let accessoryClasses: [Accessory: String] = [
    .disclosure: "typecase-disclosure", .checkmark: "typecase-checkmark", .unchecked: "typecase-unchecked",
  ]

  /// Sets what assistive technology reads for a widget showing `entry`: its name, and for
  /// choices whether they are checked.
  private static func describe(_ widget: Widget, as entry: ListEntry) {
    switch entry {
    case .header(let title), .footer(let title):
      widget.setAccessibleLabel(title)
      widget.setAccessibleChecked(nil)
    case .row(let row, _, _):
      widget.setAccessibleLabel(row.accessibleLabel)
      switch row.accessory {
      case .checkmark: widget.setAccessibleChecked(true)
      case .unchecked: widget.setAccessibleChecked(false)
      case .none, .disclosure, .detailButton: widget.setAccessibleChecked(nil)
      }
    }
  }
}
