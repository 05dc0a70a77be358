import GtkSupport
import TypecaseUI

/// The keyboard in a page's list: keys that move from row to row, Tab out of the list, and
/// focusing a row the list may not have drawn yet.
extension ScreenPage {
  /// Keyboard inside the list: Up and Down go from row to row across section headings and
  /// into text fields; Tab leaves the list in one step (`onTabOut`), as GTK lists should.
  func handleListKey(_ key: Key, _ modifiers: Modifiers) -> Bool {
    // Space picks a choice, as in any GTK list, where no search takes what is typed (settings).
    if key == .space && modifiers.isEmpty && searchEntry == nil,
      let focus = listView.focusWidgetOfWindow, let position = position(holding: focus), !entries[position].isTextField,
      let row = entries[position].row
    {
      onActivate?(row.id)
      return true
    }
    // A character typed goes to the search: the bar takes it while closed; while open (GTK's
    // bar then lets typing pass), the field takes it here, Space too, which a row takes to
    // select itself: typing " mono" on a result was lost. BackSpace edits it as well (it did
    // nothing while letters went on). Nothing to fill for them. A dead key or Compose goes
    // too, to the field's input method: dead_acute then e typed "e" there.
    if (key.entersText || key == .backSpace) && modifiers.isSubset(of: .shift) {
      guard isSearching, let searchEntry else { return false }
      return searchEntry.typeKey(of: listKeys)
    }
    // Keys move through every line, not only those shown before a frame, filled.
    showDeferredLines()
    bindStaleRows()
    guard let focus = listView.focusWidgetOfWindow, let position = position(holding: focus) else { return false }
    switch key {
    case .tab where modifiers.isEmpty:
      // A text field further down the page comes next; past it, the list is left.
      if let field = entries.indices.first(where: { $0 > position && entries[$0].isTextField }) {
        focusRow(at: field)
        return true
      }
      leaveList(forward: true, from: position)
      return true
    case .leftTab, .tab:
      // Back from a text field: to the choice it goes with (Custom Text's field: the chosen
      // Sample Text), which only Up reached.
      if entries[position].isTextField, let choice = choiceBeforeField(at: position) {
        focusRow(at: choice)
        return true
      }
      leaveList(forward: false, from: position)
      return true
    case .menu where modifiers.isEmpty, .f10 where modifiers == .shift:
      guard entries[position].row?.copyMenu != nil,
        let row = boundRows.first(where: { $0.position == position })
      else { return false }
      // Closed, the focus goes back to the row, as after a context menu: it stayed on the
      // row's copy button.
      row.afterCopyMenuCloses = { [weak self] in self?.focusRow(at: position) }
      row.copyButton.popup()
      return true
    case .c where modifiers == .control:
      // The exact name, as code and scripts need it (it could be copied only as code, from a
      // face row's menu, or read off the screen).
      guard let name = entries[position].row?.copiedName else { return false }
      onCopyName?(name)
      return true
    case .d where modifiers == .control:
      guard let star = entries[position].row?.star else { return false }
      _ = onStar?(star, false)
      return true
    case .return where modifiers.isEmpty, .keypadEnter where modifiers.isEmpty:
      guard let row = entries[position].row, row.action == nil, row.detailAction != nil else { return false }
      activateByKeyboard(row)
      return true
    case .i where modifiers == .control:
      // A family of several fonts has no one font's page: its page of fonts opens, as Enter
      // opens it (Ctrl+I did nothing there).
      guard let row = entries[position].row, row.detailAction != nil || row.action != nil else { return false }
      if row.detailAction != nil { onDetail?(row.id) } else { activateByKeyboard(row) }
      return true
    case .e where modifiers == .control:
      // A family's row exports its specimen, as the shortcuts window says (only its page did).
      guard route == .families, let family = entries[position].row?.star?.family else { return false }
      onExportFamily?(family)
      return true
    case .home where modifiers.isEmpty && !entries[position].isTextField,
      .end where modifiers.isEmpty && !entries[position].isTextField:
      // The first or last row, across the section headings (GTK's own Home and End stopped on
      // a settings page, whose first line is a heading). In a text field they move its cursor
      // (this sees keys before the field does); and none goes into one: focused by a key, a
      // field selects its text, and what is typed next replaced the Custom Text.
      let rows = entries.indices.filter { entries[$0].row != nil && !entries[$0].isTextField }
      guard let target = key == .home ? rows.first : rows.last else { return true }
      focusRow(at: target)
      return true
    case .down where modifiers.isEmpty, .up where modifiers.isEmpty:
      let step = key == .down ? 1 : -1
      var next = position + step
      while entries.indices.contains(next) && entries[next].row == nil { next += step }
      guard entries.indices.contains(next) else {
        // Up from the first row goes to the search field, when it is open.
        if step < 0, isSearching, let entry = searchEntry { return entry.grabFocus() }
        return true
      }
      focusRow(at: next)
      return true
    default:
      return false
    }
  }

  /// Tab out of the list from the row at `position`.
  ///
  /// Left from a text field, Tab back into the list lands on the choice the field goes with:
  /// it landed on the field again, and the choices above it were out of Tab's reach.
  private func leaveList(forward: Bool, from position: Int) {
    onTabOut?(forward)
    if entries[position].isTextField, let choice = choiceBeforeField(at: position) { startKeyboard(at: choice) }
  }

  /// The row a text field at `position` goes with: the checked choice above it, else the row
  /// just above it; nil when no row is above it.
  private func choiceBeforeField(at position: Int) -> Int? {
    let above = entries.indices.filter { $0 < position && entries[$0].row != nil && !entries[$0].isTextField }
    return above.first { entries[$0].row?.accessory == .checkmark } ?? above.last
  }

  /// What Enter on `row` does (on the row, or in the search for its first match): its action,
  /// or, for a family of one font (no page of its own, the seed's rule for its row), its
  /// font's page, as its ⓘ does.
  ///
  /// A click on such a row still opens nothing.
  func activateByKeyboard(_ row: Row) {
    if row.action == nil && row.detailAction != nil {
      onDetail?(row.id)
    } else {
      onActivate?(row.id)
    }
  }

  /// How long to keep trying to focus a row the list has not drawn yet: every 15 ms (about a
  /// frame) for up to 40 tries, 0.6 s, which covers a scroll across a long list.
  private static let focusRetry = (milliseconds: UInt32(15), attempts: 40)

  /// Puts keyboard focus on the row at list position `position` (or the first row after it),
  /// scrolling it into view, and more than `clearance` pixels above the list's lower edge when
  /// a toast is to cover it; retried for a moment while the list has not drawn it yet.
  ///
  /// With `keepingScrollOffset`, the view goes back where it was once the row has the focus
  /// (to the rows of `anchor` where they were, when given: see `keep(_:)`).
  func focusRow(
    at position: Int, clearance: Double = 0, keepingScrollOffset: Bool = false, anchor: ScrollAnchor? = nil
  ) {
    let offset = listView.visibleRange.offset
    guard let target = entries.indices.first(where: { $0 >= position && entries[$0].row != nil }) else {
      _ = listView.grabFocus()
      return
    }
    // A row among the lines held back for a frame needs them now, and every row its line.
    if target >= listView.count { showDeferredLines() }
    bindStaleRows()
    listView.scroll(to: target)
    focusRequests += 1
    let request = focusRequests
    // At once when the row is drawn already (arrow keys), else once the list has drawn it.
    onceRowIsDrawn { [weak self] in
      // A newer request (a family revealed after the fonts changed) takes its place: this one
      // focused its row late, and took the view back from the family shown.
      guard let self, request == self.focusRequests else { return true }
      guard self.focusDrawnRow(at: target) else { return false }
      // Back where the view was, once the list has laid out the scroll to the row (for its
      // widget): the row keeps the focus out of view, as GTK keeps a focused row's widget.
      if keepingScrollOffset {
        FrameCapture.afterEachPaintOnceRealized(of: self.listView) { [weak self] in
          guard let self, request == self.focusRequests else { return false }
          if let anchor { self.keep(anchor) } else { self.listView.scroll(toOffset: offset) }
          return false
        }
      }
      // Once the list has laid out the scroll to it (set before, GTK's own scroll to the
      // row undid it).
      guard clearance > 0 else { return true }
      FrameCapture.afterEachPaintOnceRealized(of: self.listView) { [weak self] in
        guard let self, let row = self.boundRows.first(where: { $0.position == target }) else { return false }
        self.listView.centerIfNearLowerEdge(row.box, clearance: clearance)
        return false
      }
      return true
    }
  }

  /// Runs `done` now, and again for a moment (`focusRetry`) until it says it is done: the list
  /// draws a row scrolled to in a frame or two.
  private func onceRowIsDrawn(_ done: @escaping () -> Bool) {
    guard !done() else { return }
    var attempts = 0
    MainContext.every(milliseconds: Self.focusRetry.milliseconds) {
      attempts += 1
      return !done() && attempts < Self.focusRetry.attempts
    }
  }

  /// The position of the list's first row (a heading or footer is none); nil when it has none.
  var firstRowPosition: Int? { entries.indices.first { entries[$0].row != nil } }

  /// Makes Tab into the list, from the search field or the chips, land on its first row, as
  /// Down from the search does, while the focus is outside it: after a search or a filter GTK
  /// went back to the row last focused, a place in the old list (the last of three results, a
  /// screen reader's user hearing none of those before it).
  func startKeyboardAtFirstRow() {
    guard let first = firstRowPosition else { return }
    startKeyboard(at: first)
  }

  /// Makes Tab into the list land on the row at `position` while the focus is outside it (the
  /// row the focus was on before a filter came and went), once the list has drawn that row.
  func startKeyboard(at position: Int) {
    guard entries.indices.contains(position), entries[position].row != nil, !entries[position].isTextField else {
      return
    }
    onceRowIsDrawn { [weak self] in
      guard let self, !self.listView.hasFocusInside else { return true }
      guard let item = self.boundRows.first(where: { $0.position == position })?.box.parent else { return false }
      self.listView.setFocusChild(item)
      return true
    }
  }

  /// Focuses the row at `position` (its text field, for a text row) if a widget shows it now.
  private func focusDrawnRow(at position: Int) -> Bool {
    guard position < entries.count, let row = boundRows.first(where: { $0.position == position }) else {
      return false
    }
    if entries[position].isTextField { return row.field.grabFocus() }
    // The list item widget holding the box is what takes focus; focusing it moves the list's
    // own keyboard cursor there, so arrows and Enter go on from it.
    return row.box.parent?.grabFocus() ?? false
  }
}
