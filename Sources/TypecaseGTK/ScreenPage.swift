import Dispatch
import FoundationEssentials
import GtkSupport
import TypecaseCore
import TypecaseUI

/// One page of the navigation stack: a screen drawn as one virtualized list view.
///
/// Only the rows on screen exist as widgets: the list holds one placeholder item per line, the
/// Swift array `entries` holds the lines, and "bind" looks a line up by position.
final class ScreenPage {
  /// The route the page shows.
  let route: Route
  /// The page's top widget (what the stack holds).
  let root = Box(.vertical)
  /// The list view (focus and keyboard go there).
  let listView = ListView()
  /// The list's keys, seen before its rows see them (see `handleListKey`).
  let listKeys = KeyController(beforeChildren: true)
  /// The search entry of a searchable screen.
  private(set) var searchEntry: SearchEntry?
  /// The search bar of a searchable screen.
  private(set) var searchBar: SearchBar?
  /// Called with a row's identifier when the user activates it.
  var onActivate: ((String) -> Void)?
  /// Called with a row's identifier when the user presses its detail button (ⓘ) or Ctrl+I.
  var onDetail: ((String) -> Void)?
  /// Called with a choice of a row's "Copy as…" menu when the user picks it.
  var onCopy: ((CopyChoice) -> Void)?
  /// Called with the family whose specimen a family row's Ctrl+E asks for.
  var onExportFamily: ((String) -> Void)?
  /// Called with a row's exact name (`Row.copiedName`) when the user presses Ctrl+C on it.
  var onCopyName: ((String) -> Void)?
  /// Called with a setting key and text when the user types in a text row.
  var onEdit: ((String, String) -> Void)?
  /// Called when the search text changes.
  var onSearch: ((String) -> Void)?
  /// Called with a family's star when the user toggles it (the row's star clicked, or Ctrl+D:
  /// `byClick` false); returns whether it starred or unstarred the family (a click can be left:
  /// see `MainWindow.toggleStar`).
  var onStar: ((_ star: StarToggle, _ byClick: Bool) -> Bool)?
  /// Called with a filter when the user removes its chip.
  var onRemoveFilter: ((FilterChip.ID) -> Void)?
  /// Called when the empty state's Clear Filters button is pressed.
  var onClearFilters: (() -> Void)?
  /// Called when "Shows this text" is toggled.
  var onShowsText: ((Bool) -> Void)?
  /// The chips of the filters that are on, under the search bar.
  private let chipBox = Box(.horizontal, spacing: 6)
  /// Scrolls the chips sideways when they do not fit: in one box, they made the window as wide
  /// as all of them (1,757 pixels with every filter on).
  private(set) lazy var chipScroller = ScrolledWindow(child: chipBox, scrolling: .horizontal)
  /// "Shows this text": the search looks for families that can show it.
  private let showsTextCheck = CheckButton(label: "")
  /// What "Shows this text" does, or why it cannot be turned off, as its tooltip says now.
  private var shownExplanation: String?
  /// The count of families shown ("23 of 380") that "Shows this text" and the chips were
  /// last described by.
  private var shownChipCount = ""
  /// Why "Shows this text" is on and cannot be turned off, as shown now (nil: it can).
  private var shownForcedReason: String?
  /// The chips shown now.
  private var shownChips: [FilterChip] = []
  /// Called when Tab (true) or Shift+Tab (false) leaves the list.
  var onTabOut: ((Bool) -> Void)?
  /// How many rows have been bound since the page was made (for the start-up report).
  private(set) var boundRowCount = 0

  /// The lines drawn, in list order.
  private(set) var entries: [ListEntry] = []
  /// Where the rows in view were before lines came or went above them, until the list has
  /// drawn the new lines and scrolled back to them (see `keep(_:)`).
  var pendingScrollAnchor: ScrollAnchor?
  /// The frames left to `pendingScrollAnchor` to find its rows drawn.
  var scrollAnchorFramesLeft = 0
  /// How many times `focusRow` was asked: a request still waiting for its row gives way to a
  /// newer one (a family revealed), and does not take the view back where it was.
  var focusRequests = 0
  /// The frames left to `keepInView` to bring its row back into view.
  var keptInViewFramesLeft = 0
  /// The lines the list view holds: `entries`, except while they are empty (the list keeps
  /// its rows then, hidden; see `update`).
  private var listedEntries: [ListEntry] = []
  /// The screen drawn.
  private(set) var screen: Screen
  /// The rows the list has made (each lives as long as its list item; GTK decides).
  private var madeRows: [WeakRow] = []
  /// Whether a line is being bound (its text field's "changed" is not the user typing).
  private var isBinding = false
  /// The row that last had keyboard focus, to return to when a search closes.
  private(set) var lastFocusedRowID: String?
  /// Where `lastFocusedRowID` was in the list before its last change: on a family page, where
  /// the focus goes when that row is gone (a face removed while its page was open).
  private var lastFocusedPosition: Int?
  /// What an empty list shows: why it is empty, and after a search a button that clears it.
  ///
  /// The empty state (its icon is set the first time it is shown).
  private let emptyState = StatusPage()
  /// The list stack's pages (the scrolled list, the empty state), named by the screen's title.
  private var listStackChildren: [Widget] = []
  private let clearSearchButton = Button(label: "")
  private let listStack = Stack(homogeneous: false)

  private let fontMaps: FamilyFontMaps
  /// The fonts' generation the rows were last filled in (see `FamilyFontMaps.fontsGeneration`).
  private var boundFontsGeneration = 0

  /// The search field's width: about 40 characters, as GNOME apps' search bars are.
  private static let searchFieldWidth = 360

  /// The largest width grouped lists take, in pixels (libadwaita's preference pages use 640).
  private static let groupedMaximumWidth = 640

  init(screen: Screen, fontMaps: FamilyFontMaps, localizer: Localizer) {
    self.fontMaps = fontMaps
    route = screen.route
    self.screen = screen
    listView.addCSSClass(screen.style == .grouped ? "typecase-grouped" : "navigation-sidebar")
    listView.addCSSClass("typecase-page-list")
    listView.setAccessibleLabel(screen.title)

    let scrolled: ScrolledWindow
    if screen.style == .grouped {
      let clamp = Clamp(child: listView, maximumWidth: Self.groupedMaximumWidth)
      clamp.setMargins(top: 12, bottom: 24, start: 12, end: 12)
      scrolled = ScrolledWindow(child: clamp)
    } else {
      scrolled = ScrolledWindow(child: listView)
      // A row drawn in a face of absurd metrics (16 units per em) is clipped: its ellipsis
      // alone widened the window to 2,264 pixels, and the width was saved.
      scrolled.clipsWiderChild()
    }
    scrolled.expandsVertically = true

    // The GNOME empty state: a status page, with a pill button that clears a search.
    clearSearchButton.addCSSClass("pill")
    clearSearchButton.addCSSClass("suggested-action")
    clearSearchButton.isVisible = false
    clearSearchButton.centerHorizontally()
    emptyState.setChild(clearSearchButton)
    emptyState.expandsVertically = true
    // Only the child shown is measured: the empty state needs no font until it is shown.
    listStack.add(scrolled, name: "list", accessibleLabel: screen.title)
    listStack.add(emptyState, name: "empty", accessibleLabel: screen.title)
    listStackChildren = [scrolled, emptyState]

    if screen.isSearchable {
      let entry = SearchEntry()
      let bar = SearchBar(entry: entry)
      // The key that opens the bar shows in it in its own frame (issue 10).
      bar.opensAtOnce()
      entry.requestSize(width: Self.searchFieldWidth, height: nil)
      root.append(bar)
      searchEntry = entry
      searchBar = bar
      chipBox.setMargins(top: 6, bottom: 6, start: 24, end: 12)
      chipBox.append(showsTextCheck)
      showsTextCheck.onToggled { [weak self] on in
        guard let self, !self.isBinding else { return }
        self.onShowsText?(on)
      }
      showsTextCheck.add(showsTextArrowKeys())
      // Its chips and check box take the focus, the strip itself never (see `showChipBox`).
      chipScroller.isFocusable = false
      root.append(chipScroller)
      // "Shows this text" belongs to the search: shown while the bar is open, and off once it
      // closes (kept on, hidden, it made the next name typed a search for text, and Enter
      // opened another family); the chips stay while filters are on.
      bar.onSearchModeChanged { [weak self] searching in
        if !searching, self?.showsTextCheck.isActive == true { self?.onShowsText?(false) }
        self?.showChipBox()
        if searching { self?.prepareEmptyState() }
      }
      showChipBox()
    }
    root.append(listStack)

    listView.onSetup { [weak self] item in
      let row = RowWidget(item: item)
      row.onFieldChanged = { [weak self, weak row] in
        guard let self, let row else { return }
        self.fieldChanged(in: row)
      }
      row.onDetail = { [weak self, weak row] in
        guard let self, let position = row?.position, position < self.entries.count,
          let line = self.entries[position].row
        else { return }
        self.onDetail?(line.id)
      }
      row.onStar = { [weak self, weak row] in
        guard let self, let position = row?.position, position < self.entries.count,
          let star = self.entries[position].row?.star
        else { return false }
        return self.onStar?(star, true) ?? false
      }
      row.onCopy = { [weak self, weak row] id in
        guard let self, let position = row?.position, position < self.entries.count,
          let choice = self.entries[position].row?.copyMenu?.choice(id: id)
        else { return }
        self.onCopy?(choice)
      }
      self?.madeRows.append(WeakRow(row))
    }
    listView.onBind { [weak self] item in
      guard let self, let row = RowWidget.of(item) else { return }
      self.bind(row, at: item.position)
      self.boundRowCount += 1
      self.scheduleRelayout()
    }
    // A row that shows no line any more (or is about to go) is no longer bound.
    listView.onUnbind { item in
      guard let row = RowWidget.of(item) else { return }
      row.position = nil
      row.isPlaceholder = false
      row.isStale = false
    }
    listView.onActivate { [weak self] position in
      guard let self, position < self.entries.count, let row = self.entries[position].row else { return }
      self.onActivate?(row.id)
    }
    listView.onScroll { [weak self] in
      self?.lastScroll = DispatchTime.now().uptimeNanoseconds
      self?.bindStaleRowsNearView()
      self?.scheduleFontPass()
    }
    listKeys.onKeyPressed { [weak self] key, modifiers in self?.handleListKey(key, modifiers) ?? false }
    listView.add(listKeys)
    clearSearchButton.onClicked { [weak self] in
      guard let self else { return }
      if self.clearsFilters {
        self.onClearFilters?()
        self.focusRow(at: 0)
      } else {
        self.clearSearch()
      }
    }
    if let entry = searchEntry {
      // A search of every family takes a few milliseconds even at 50,000 faces: each key shows
      // its matches in the next frame, not after GTK's default pause of 150 ms.
      entry.searchDelay = 0
      entry.onSearchChanged { [weak self] in
        guard let self, let entry = self.searchEntry else { return }
        self.onSearch?(entry.text)
      }
      entry.onActivate { [weak self] in
        guard let self, let first = self.entries.lazy.compactMap(\.row).first else { return }
        // Enter in the search opens the first match, as Enter on its row does.
        self.activateByKeyboard(first)
      }
      let keys = KeyController()
      keys.onKeyPressed { [weak self] key, _ in
        guard let self, key == .down else { return false }
        // With no row, the focus stays here: it went nowhere (no widget had it, Enter and
        // Space did nothing, the next letters went into the search unseen).
        if let first = self.firstRowPosition { self.focusRow(at: first) }
        return true
      }
      entry.add(keys)
    }
    update(screen, localizer: localizer)
  }

  /// The positions of the rows the list shows whole where it is scrolled to, in order; none
  /// when it shows none (never laid out).
  var shownRowPositions: [Int] {
    boundRows.filter { row in
      guard let position = row.position, entries.indices.contains(position), entries[position].row != nil,
        let placed = row.box.translate(x: 0, y: 0, to: listView)
      else { return false }
      return row.box.isShown(in: listView) && placed.y >= 0
        && placed.y + Double(row.box.height) <= Double(listView.height)
    }.compactMap(\.position).sorted()
  }

  /// The rows bound to a line now.
  var boundRows: [RowWidget] {
    madeRows.removeAll { $0.row == nil }
    return madeRows.compactMap { $0.row.flatMap { $0.position == nil ? nil : $0 } }
  }

  /// Draws `screen`, replacing the lines that changed (all of them, for a new filter).
  ///
  /// The widgets showing lines that changed (a checkmark moved, a setting's value, the
  /// preview, a new search) are filled again in place, so focus, scrolling and a text field
  /// being typed in stay as they are; a different number of lines adds or removes lines at the
  /// end.
  func update(_ screen: Screen, localizer: Localizer) {
    self.screen = screen
    // Set on each update, so a change of interface language reaches them too (the list kept
    // the name of the language it was made in).
    let searchLabel = localizer.tr("Search font families")
    searchEntry?.setAccessibleLabel(searchLabel)
    // Shown in the empty field too, as GNOME's search fields say what they search (it was
    // blank); set when it changes only, as this runs on every keystroke.
    if let searchEntry, searchLabel != shownSearchPlaceholder {
      searchEntry.placeholder = searchLabel
      shownSearchPlaceholder = searchLabel
    }
    // The count the header shows ("4 of 18"), read after the field's name: a screen reader
    // said nothing of a search's results as they were typed (the header's subtitle is read
    // by no one).
    if let searchEntry, let count = screen.subtitle, count != shownSearchCount {
      searchEntry.setAccessibleDescription(count)
      shownSearchCount = count
    }
    listView.setAccessibleLabel(screen.title)
    for child in listStackChildren { listStack.setAccessibleLabel(of: child, screen.title) }
    let focusesFirstRow = searchEntry != nil && showChips(screen, localizer: localizer)
    let newEntries = ListEntry.entries(of: screen)
    // What the list's rows show: the lines before the list went empty, while it is.
    let oldEntries = listedEntries
    if let lastFocusedRowID, let position = entries.firstIndex(where: { $0.row?.id == lastFocusedRowID }) {
      lastFocusedPosition = position
    }
    entries = newEntries
    if !newEntries.isEmpty { listedEntries = newEntries }
    // Lines are added or removed at the end; rows showing lines whose contents changed are
    // filled again in place. A list left empty (by a filter or a search) keeps its rows, hidden
    // behind the empty state: GTK would make them all again when lines come back (hundreds of
    // row widgets, 150–400 ms at 12,500 families), where filling them again takes one frame.
    if !newEntries.isEmpty && newEntries.count != (deferredCount ?? listView.count) { setListCount(newEntries.count) }
    var refilled = false
    var leftStale = false
    let isDrawn = listView.isMapped
    // Fonts read anew: every row is drawn from the new maps, its line changed or not. A font
    // replaced under its own file name (a new build) was drawn from the old file in rows that
    // showed the same line, until the window was started again.
    let fontsChanged = fontMaps.fontsGeneration != boundFontsGeneration
    boundFontsGeneration = fontMaps.fontsGeneration
    for row in boundRows {
      guard let position = row.position else { continue }
      // A row past the new end stays until the list shrinks after the next frame: empty.
      if position >= newEntries.count, !newEntries.isEmpty {
        row.showNothing()
        continue
      }
      guard position < newEntries.count,
        fontsChanged || row.isStale || position >= oldEntries.count || newEntries[position] != oldEntries[position]
      else { continue }
      // Rows far off screen are filled after the frame, a few a frame (see `bindStaleRows`).
      if isDrawn && row.box.isVisible && !row.box.isShown(in: listView, margin: staleMargin) {
        row.isStale = true
        leftStale = true
        continue
      }
      bind(row, at: position)
      refilled = true
    }
    // A refilled row may need another height (see `scheduleRelayout`).
    if refilled { scheduleRelayout() }
    if leftStale { scheduleStaleBinding() }
    showEmptyState(for: screen, localizer: localizer)
    // Once the list has its new lines: a list that was empty has no row to focus before. The
    // row the focus was on before the chips, where the list still shows it (as Escape, which
    // clears the filters too, keeps it): it went to the first family.
    if focusesFirstRow {
      focusRow(at: lastFocusedRowID.flatMap { id in entries.firstIndex { $0.row?.id == id } } ?? 0)
    }
  }

  /// Shows the filters that are on as chips (each a button that removes it), and "Shows this
  /// text"; whether the focus, on a chip that went with the last filter, goes to the list's
  /// first row.
  private func showChips(_ screen: Screen, localizer: Localizer) -> Bool {
    isBinding = true
    showsTextCheck.label = localizer.tr("Shows this text")
    showsTextCheck.isActive = screen.showsText ?? false
    // On because no family name has the text's first character: it cannot be turned off (Space
    // and clicks did nothing), and says why.
    // Set when it changes only: this runs on every keystroke of a search.
    if screen.showsTextForcedBecause != shownForcedReason {
      shownForcedReason = screen.showsTextForcedBecause
      showsTextCheck.isSensitive = shownForcedReason == nil
      showChipBox()
    }
    // What it does, else why it cannot be turned off: a newcomer could not tell what the box
    // changed (it had no tooltip until it could not be turned off).
    let explanation =
      shownForcedReason
      ?? localizer.tr("Lists the families that can draw the text typed, each row drawn in it, not those named so")
    // Read with the count of families shown: turning it on or off said nothing of the list
    // it changed (150 families where there were 23), the count going to the search field.
    let count = screen.subtitle ?? ""
    if explanation != shownExplanation || count != shownChipCount {
      showsTextCheck.tooltip = explanation
      showsTextCheck.setAccessibleDescription(count.isEmpty ? explanation : count + " · " + explanation)
    }
    shownExplanation = explanation
    isBinding = false
    // Each chip's, as the filters' check boxes have it: removing a chip moved the focus to
    // the next one, the count it left heard by no one.
    if count != shownChipCount {
      shownChipCount = count
      for chip in chipButtons.values { chip.button.setAccessibleDescription(count) }
    }
    guard screen.chips != shownChips else { return false }
    // A chip removed by keyboard hands focus to the chip now in its place (else the one
    // before it, else the list): hidden with focus, it left the focus on the chip row itself.
    let focusedChip = shownChips.firstIndex { chipButtons[$0.id]?.button.hasFocus == true }
    let shown = Set(screen.chips.map(\.id))
    for (id, chip) in chipButtons where !shown.contains(id) { chip.button.isVisible = false }
    // In the filters' order, after "Shows this text".
    var previous: Widget = showsTextCheck
    for chip in screen.chips {
      let made = chipButton(for: chip.id)
      made.show(chip)
      chipBox.reorder(made.button, after: previous)
      made.button.isVisible = true
      previous = made.button
    }
    shownChips = screen.chips
    showChipBox()
    guard let focusedChip, !screen.chips.contains(where: { chipButtons[$0.id]?.button.hasFocus == true }) else {
      return false
    }
    // The last chip gone (Escape on a chip of filters that left no family clears them all):
    // the first row, once the list has it; focused now, an emptied list took the focus
    // itself, no row, and Down skipped the first.
    guard !screen.chips.isEmpty else { return true }
    chipButtons[screen.chips[min(focusedChip, screen.chips.count - 1)].id]?.button.grabFocus()
    return false
  }

  /// The chip buttons made so far, by filter (hidden while their filter is off).
  private var chipButtons: [FilterChip.ID: FilterChipButton] = [:]

  /// The chip button of filter `id`, made (in the chip row) the first time it is shown.
  private func chipButton(for id: FilterChip.ID) -> FilterChipButton {
    if let made = chipButtons[id] { return made }
    let made = FilterChipButton(id: id) { [weak self] id in self?.onRemoveFilter?(id) }
    made.button.setAccessibleDescription(shownChipCount)
    chipBox.append(made.button)
    chipButtons[id] = made
    return made
  }

  /// Arrow keys on "Shows this text": Up goes to the search field, Down into the list (to its
  /// first row), Left and Right to the chips beside it.
  ///
  /// GTK 4.8 toggled the box on each arrow key instead, without a word: a search then stayed
  /// one for text.
  private func showsTextArrowKeys() -> KeyController {
    let keys = KeyController(beforeChildren: true)
    keys.onKeyPressed { [weak self] key, modifiers in
      guard let self, modifiers.isEmpty, [Key.up, .down, .left, .right].contains(key) else { return false }
      switch key {
      case .up: _ = self.searchEntry?.grabFocus()
      case .down:
        if let first = self.firstRowPosition { self.focusRow(at: first) }
      case .right:
        if let chip = self.shownChips.first { _ = self.chipButtons[chip.id]?.button.grabFocus() }
      default: break
      }
      return true
    }
    return keys
  }

  /// Puts the keyboard focus back on the row it was last on (the first row when none was),
  /// as after closing the search.
  func focusLastRow() {
    let target =
      lastFocusedRowID.flatMap { position(ofRow: $0) } ?? firstRowPosition
    if let target { focusRow(at: target) }
  }

  /// Shows the chip row when it has something to show: the search is open, or filters are on.
  private func showChipBox() {
    let searching = isSearching
    showsTextCheck.isVisible = searching
    chipScroller.isVisible = searching || !shownChips.isEmpty
    // Nothing in it to focus (the check box greyed out, no chip): Tab passes it by. A GTK 4.8
    // scrolled window whose children take no focus claimed Tab all the same, and the focus
    // stayed where it was (or went to it, focusable: an unnamed "scroll pane", no ring).
    chipScroller.canFocus = !shownChips.isEmpty || (searching && showsTextCheck.isSensitive)
  }

  /// Shows the list, or why it is empty: after a search, "No Results Found" with the search
  /// quoted and a button that clears it; when the filters are what leaves nothing (alone, or
  /// with a search that finds families without them), a button that clears the filters.
  private func showEmptyState(for screen: Screen, localizer: Localizer) {
    let isEmpty = entries.isEmpty && screen.emptyText != nil
    let searched = !(searchEntry?.text.isEmpty ?? true)
    let filtered = !screen.chips.isEmpty
    let noStarred = screen.emptyKind == .noStarredFamilies
    emptyState.title =
      noStarred
      ? localizer.tr("No Starred Families")
      : searched || filtered ? localizer.tr("No Results Found") : screen.emptyText ?? ""
    emptyState.details = searched || filtered ? screen.emptyText ?? "" : ""
    clearsFilters = screen.emptyAction == .clearFilters
    clearSearchButton.label = clearsFilters ? localizer.tr("Clear Filters") : localizer.tr("Clear Search")
    clearSearchButton.isVisible = screen.emptyAction != nil
    if isEmpty { emptyState.iconName = noStarred ? "typecase-starred-symbolic" : Self.emptyStateIcon }
    // A list emptied under the keyboard focus (its last row moved to the trash) hands the
    // focus to the empty state's button: it stayed on a row no longer shown.
    let listHadFocus = isEmpty && (listView.focusWidgetOfWindow?.isInside(listView) ?? false)
    listStack.show(named: isEmpty ? "empty" : "list")
    if listHadFocus && clearSearchButton.isVisible { clearSearchButton.grabFocus() }
  }

  /// The search field's placeholder as last set.
  private var shownSearchPlaceholder: String?
  /// The count the search field's accessible description says now.
  private var shownSearchCount: String?

  /// Whether the empty state was made ready to show (`prepareEmptyState`).
  private var isEmptyStatePrepared = false

  /// Makes the empty state ready before a search or a filter can empty the list: the first
  /// frame that showed it took some 13 ms more than the next ones, decoding its icon.
  ///
  /// Its icon is set, so GTK decodes it (a 128-pixel SVG, through an SVG library it loads) in a
  /// thread of its own. That happens `emptyStateDelay` after the search or the filters open,
  /// once the first key's frames are drawn. Not at start-up: many sessions never search or
  /// filter.
  func prepareEmptyState() {
    guard !isEmptyStatePrepared else { return }
    isEmptyStatePrepared = true
    MainContext.after(milliseconds: Self.emptyStateDelay) { [weak self] in
      self?.emptyState.iconName = Self.emptyStateIcon
    }
  }

  /// How long after a search or the filters open the empty state is made ready, in
  /// milliseconds: past the frames of the key that opened the search.
  private static let emptyStateDelay: UInt32 = 300

  /// The empty state's icon.
  private static let emptyStateIcon = "system-search-symbolic"

  /// Whether the empty state's button clears the filters rather than the search.
  private var clearsFilters = false

  /// Opens the search bar with `text` in its field, as the model already searches for it (the
  /// window opened with `--search`).
  func showSearch(_ text: String) {
    guard let bar = searchBar, let entry = searchEntry else { return }
    entry.text = text
    entry.moveCursorToEnd()
    bar.isSearching = true
  }

  /// Empties the search field where the model no longer searches, leaving the focus where it
  /// is.
  func emptySearchField() {
    guard let entry = searchEntry, !entry.text.isEmpty else { return }
    entry.text = ""
  }

  /// Empties the search field (the list shows every family again) and puts focus in it.
  func clearSearch() {
    guard let entry = searchEntry else { return }
    // The field first: the focused Clear Search, hidden with the empty state as the list
    // comes back, handed the focus to the first row, and a screen reader read the row and
    // then the field.
    entry.grabFocus()
    entry.text = ""
    // The field's own "search-changed" comes a moment later; the list follows at once.
    onSearch?("")
  }

  /// Fills `row` with the line at `position`.
  private func bind(_ row: RowWidget, at position: Int) {
    guard position < entries.count else { return }
    let entry = entries[position]
    isBinding = true
    let inOwnFont = entry.row?.font == nil || (isLikelyVisible(position) && !isScrolling)
    row.bind(to: entry, style: screen.style, fontMaps: fontMaps, inOwnFont: inOwnFont)
    row.position = position
    if !inOwnFont { scheduleFontPass() }
    isBinding = false
  }

  /// How far above and below the view, in pixels, rows are filled at once on an update or a
  /// scroll: a screen's height, so a page's scroll finds its rows filled.
  private var staleMargin: Double { max(visibleHeight, Self.rowHeights.most) }

  /// About how many rows off screen are filled again in a frame after an update.
  private static let staleRowsBoundPerFrame = 24

  /// Whether a frame handler is waiting to fill stale rows.
  private var isStaleBindingScheduled = false

  /// Fills the rows left stale by an update after the next frame, nearest the view first,
  /// `staleRowsBoundPerFrame` a frame.
  ///
  /// GTK 4.8's list view keeps about 200 rows made; a search or a filter that changes every
  /// line would fill them all again, and GTK would measure them all, before its frame (about
  /// 40 ms of a 12,500-family search's 80). Rows off screen keep their earlier line, and their
  /// size, a few frames longer.
  private func scheduleStaleBinding() {
    guard !isStaleBindingScheduled else { return }
    isStaleBindingScheduled = true
    FrameCapture.afterEachPaintOnceRealized(of: listView) { [weak self] in
      MainContext.later {
        guard let self else { return }
        self.isStaleBindingScheduled = false
        self.bindStaleRows(limit: Self.staleRowsBoundPerFrame)
      }
      return false
    }
  }

  /// Fills up to `limit` stale rows, nearest the view first; schedules the rest.
  ///
  /// A stale row past the end of the lines (the list is empty, or about to shrink) waits for
  /// the lines it will show.
  func bindStaleRows(limit: Int = .max) {
    let rows = boundRows
    let stale = rows.filter { $0.isStale && ($0.position ?? .max) < entries.count }
    guard !stale.isEmpty else { return }
    let anchor = rows.filter { $0.box.isShown(in: listView) }.compactMap(\.position).min() ?? 0
    let nearestFirst = stale.sorted { abs(($0.position ?? 0) - anchor) < abs(($1.position ?? 0) - anchor) }
    for row in nearestFirst.prefix(limit) {
      guard let position = row.position else { continue }
      bind(row, at: position)
    }
    scheduleRelayout()
    if stale.count > limit { scheduleStaleBinding() }
  }

  /// Scrolls so the line at `position` is shown, its neighbours filled first: rows left stale
  /// around it by an update lie far from the view until the scroll.
  ///
  /// When the line is in view already (a search or a filter at the top of the list), the view
  /// does not move: the update filled the rows in view, and the others are filled after the
  /// frame. Filling them here cost each search keystroke a screenful more rows to bind and lay
  /// out in new fonts before its frame.
  func scroll(to position: Int) {
    // A list scrolled on purpose (a new search shows its first matches) is not scrolled back.
    pendingScrollAnchor = nil
    let rows = boundRows
    let fits = linesThatFit
    var refilled = false
    let inView = rows.contains { $0.position == position && !$0.isStale && $0.box.isShown(in: listView) }
    for row in rows where row.isStale && !inView {
      guard let shown = row.position, shown < entries.count, shown >= position - fits, shown < position + 2 * fits
      else { continue }
      bind(row, at: shown)
      refilled = true
    }
    if refilled { scheduleRelayout() }
    listView.scroll(to: position)
  }

  /// Fills, at once, the stale rows that a scroll brings near the view.
  private func bindStaleRowsNearView() {
    var refilled = false
    for row in boundRows where row.isStale && row.box.isShown(in: listView, margin: staleMargin) {
      guard let position = row.position else { continue }
      bind(row, at: position)
      refilled = true
    }
    if refilled { scheduleRelayout() }
  }

  /// The lines the list is to hold once a frame has shown the rows on screen; nil when it
  /// holds them already.
  private var deferredCount: Int?
  /// Whether a frame handler is waiting to apply `deferredCount`.
  private var isDeferralScheduled = false
  /// About how many rows GTK 4.8's list view keeps made around the visible ones.
  private static let madeRows = 200

  /// About how many rows GTK may make in one frame besides drawing it: a row takes 0.5–0.8 ms
  /// to make at 50,000 faces.
  private static let rowsMadePerFrame = 20

  /// Makes the list `count` lines long, at first only what the next frame shows when many rows
  /// would be made or destroyed at once.
  ///
  /// Those changes are:
  /// - growing from fewer lines than the rows GTK keeps made (the first fill; a search that
  ///   found a few, widened again): GTK 4.8's list view makes up to about 200 rows for a long
  ///   list, most of them below the screen, before the frame (80–90 ms from 99 lines to 999).
  ///   Only the lines that fit come first; the rest follow `rowsMadePerFrame` at a time.
  /// - shrinking below the rows GTK keeps made: GTK destroys them before the frame (about
  ///   30 ms for 200 rows). Rows past the new end are emptied first (`update` does it).
  ///
  /// The rest follows once a frame has shown the rows on screen in their own fonts.
  private func setListCount(_ count: Int) {
    let shown = listView.count
    let fits = linesThatFit
    if count > fits && count > shown && shown < Self.madeRows {
      if shown < fits { listView.setCount(fits) }
      deferCount(count)
    } else if count < shown && shown > fits && count < Self.madeRows {
      deferCount(count)
    } else {
      deferredCount = nil
      listView.setCount(count)
    }
  }

  /// Makes the list `count` lines long once a frame has shown the rows on screen in their own
  /// fonts, after the frame's other handlers (the start-up report reads the frame's time).
  private func deferCount(_ count: Int) {
    deferredCount = count
    guard !isDeferralScheduled else { return }
    isDeferralScheduled = true
    FrameCapture.afterEachPaintOnceRealized(of: listView) { [weak self] in
      guard let self else { return false }
      guard self.deferredCount != nil else {
        self.isDeferralScheduled = false
        return false
      }
      if self.hasVisiblePlaceholderRows { return true }
      MainContext.later { [weak self] in
        self?.isDeferralScheduled = false
        self?.showMoreDeferredLines()
      }
      return false
    }
  }

  /// Shows the next of the lines held back: all of them, or `rowsMadePerFrame` more while GTK
  /// would make a row for each (the rest after the next frame).
  private func showMoreDeferredLines() {
    guard let count = deferredCount else { return }
    let shown = listView.count
    let step = shown + Self.rowsMadePerFrame
    guard count > step && step < Self.madeRows else { return showDeferredLines() }
    listView.setCount(step)
    deferCount(count)
  }

  /// Shows the lines held back for a frame (at once, before keys move through the list).
  func showDeferredLines() {
    guard let count = deferredCount else { return }
    deferredCount = nil
    listView.setCount(count)
  }

  /// How many lines fit in the view at most (rows at their least height), and two more.
  private var linesThatFit: Int { Int((visibleHeight / Self.rowHeights.least).rounded(.up)) + 2 }

  /// The height of the list's view in pixels; before it is first laid out, its window's (or a
  /// tall screen's, outside a window).
  private var visibleHeight: Double {
    let height = listView.visibleRange.height
    if height > 0 { return height }
    return listView.windowHeight.map(Double.init) ?? Self.unlaidOutViewHeight
  }

  /// The least and the most height a row takes, in pixels: plain rows are at least 44 high
  /// (the CSS minimum), and no row is taller than its largest preview size needs.
  private static let rowHeights = (least: 44.0, most: 200.0)
  /// The height assumed for the view before it is first laid out: a tall screen's.
  private static let unlaidOutViewHeight = 1600.0

  /// Whether list position `position` may be on screen (used while binding, before layout): a
  /// row whose earliest possible top is below the view, or whose latest possible bottom is
  /// above it, is certainly off screen.
  private func isLikelyVisible(_ position: Int) -> Bool {
    let offset = listView.visibleRange.offset
    let viewHeight = visibleHeight
    let earliestTop = Double(position) * Self.rowHeights.least
    let latestBottom = Double(position + 1) * Self.rowHeights.most
    return earliestTop <= offset + viewHeight && latestBottom >= offset
  }

  /// Whether any row on screen is still drawn in the placeholder font.
  var hasVisiblePlaceholderRows: Bool {
    boundRows.contains { $0.isPlaceholder && $0.box.isShown(in: listView) }
  }

  private var fontPassScheduled = false

  /// When the list last scrolled (`DispatchTime` nanoseconds).
  private var lastScroll: UInt64 = 0

  /// How long the list must rest before rows get their own fonts while it scrolls: every new
  /// family's font costs a file opened and its glyphs drawn, too much for each frame of a fling
  /// through thousands of families, so rows are drawn in the placeholder font until then.
  private static let scrollRest = (nanoseconds: UInt64(80_000_000), checkMilliseconds: UInt32(40))

  /// Whether the list scrolled a moment ago.
  private var isScrolling: Bool { DispatchTime.now().uptimeNanoseconds &- lastScroll < Self.scrollRest.nanoseconds }

  /// Draws the rows on screen in their own fonts once the list has laid them out (and, while
  /// it scrolls, once it rests).
  func scheduleFontPass() {
    guard !fontPassScheduled else { return }
    fontPassScheduled = true
    guard isScrolling else {
      return MainContext.later { [weak self] in
        guard let self else { return }
        self.fontPassScheduled = false
        // The list began to scroll meanwhile (to the focused row, as a search left with Escape
        // grows it back): its scroll asked for a pass while this one was pending, and was
        // dropped; the pass waits for the list to rest, as that one would have.
        if self.isScrolling {
          self.scheduleFontPass()
        } else {
          self.drawVisibleRowsInOwnFonts()
        }
      }
    }
    MainContext.every(milliseconds: Self.scrollRest.checkMilliseconds) { [weak self] in
      guard let self else { return false }
      if self.isScrolling { return true }
      self.fontPassScheduled = false
      self.drawVisibleRowsInOwnFonts()
      return false
    }
  }

  /// Draws the rows now on screen in their own fonts.
  func drawVisibleRowsInOwnFonts() {
    var changed = false
    for row in boundRows where row.isPlaceholder && row.box.isShown(in: listView) {
      guard let position = row.position, position < entries.count, let line = entries[position].row else {
        continue
      }
      row.drawInOwnFont(line, fontMaps: fontMaps)
      changed = true
    }
    if changed { scheduleRelayout() }
  }

  private var relayoutScheduled = false

  /// Lays the list out again after rows were bound or changed font.
  ///
  /// GTK 4.8's list view binds rows while it lays itself out; a row whose text, attributes or
  /// font map change then asks to be measured again, and the list does not come back to it:
  /// the row stays unallocated, drawn blank ("snapshot … without a current allocation"), until
  /// the next event. One more layout right after gives every row its place in the next frame.
  private func scheduleRelayout() {
    guard !relayoutScheduled else { return }
    relayoutScheduled = true
    MainContext.later { [weak self] in
      guard let self else { return }
      self.relayoutScheduled = false
      self.listView.queueResize()
    }
  }

  private func fieldChanged(in row: RowWidget) {
    guard !isBinding, let position = row.position, position < entries.count,
      case .editText(let key) = entries[position].row?.action
    else { return }
    onEdit?(key, row.field.text)
  }

  /// Notes that `widget` now has keyboard focus, remembering the row it is (or is in).
  func noteFocus(_ widget: Widget) {
    if let position = position(holding: widget), let row = entries[position].row { lastFocusedRowID = row.id }
  }

  /// Notes that the row `rowID` was opened (from the list or from the search field), so that
  /// coming back focuses it.
  func noteChosen(_ rowID: String) {
    lastFocusedRowID = rowID
  }

  /// The position of the first row of the family list that sorts after `rowID` (a family no
  /// longer listed) in the list's own order, else of the last row; on another page, of the row
  /// now where `rowID` was when it had the focus (a family page's fonts are in fontconfig's
  /// order: the focus went to the first of eleven after the sixth went); nil for an empty list.
  func position(ofRowFollowing rowID: String) -> Int? {
    guard !entries.isEmpty else { return nil }
    guard route == .families else {
      guard rowID == lastFocusedRowID, let lastFocusedPosition else { return nil }
      return min(lastFocusedPosition, entries.count - 1)
    }
    let following = entries.firstIndex { entry in
      guard let id = entry.row?.id else { return false }
      return NaturalOrder.precedes(rowID, id)
    }
    return following ?? entries.count - 1
  }

  /// The id of the row with the keyboard focus; nil when no row has it.
  var focusedRowID: String? {
    guard let focus = listView.focusWidgetOfWindow, let position = position(holding: focus) else { return nil }
    return entries[position].row?.id
  }

  /// Whether the row with the keyboard focus is in view (not scrolled away with the wheel).
  var focusedRowIsShown: Bool {
    guard let focus = listView.focusWidgetOfWindow, let position = position(holding: focus) else { return false }
    return shownRowPositions.contains(position)
  }

  /// The list position of the line that `widget` is, or is inside of.
  func position(holding widget: Widget) -> Int? {
    let rows = boundRows
    var current: Widget? = widget
    while let candidate = current, candidate != listView {
      // A row's focus widget is the list item widget holding the line box.
      for box in [candidate, candidate.children.first].compactMap({ $0 }) {
        if let row = rows.first(where: { $0.box == box }), let position = row.position, position < entries.count {
          return position
        }
      }
      current = candidate.parent
    }
    return nil
  }

  /// Whether the search bar is open.
  var isSearching: Bool { searchBar?.isSearching ?? false }

  /// What Shift+Tab from the list goes to, the mirror of Tab into it: the last chip shown, else
  /// "Shows this text" (while searching, when it can be changed), else the search field; nil
  /// when none of them shows (the header's buttons come next).
  var widgetBeforeList: Widget? {
    if let chip = shownChips.last, let button = chipButtons[chip.id]?.button, button.isVisible { return button }
    guard isSearching else { return nil }
    if showsTextCheck.isVisible && showsTextCheck.isSensitive { return showsTextCheck }
    return searchEntry
  }

  /// Focuses what stands for the list when it has no row: the empty state's button ("Clear
  /// Search"), else the search field, else the last chip.
  ///
  /// Back from Settings to a search that found nothing, the list (hidden behind the empty
  /// state) took no focus and nothing had it: a screen reader said nothing, and Tab started
  /// over at the header bar.
  func focusWithoutRows() {
    if clearSearchButton.isVisible, clearSearchButton.grabFocus() { return }
    if isSearching, let searchEntry, searchEntry.grabFocus() { return }
    if let before = widgetBeforeList, before.grabFocus() { return }
    _ = listView.grabFocus()
  }

  /// The list position of the row `id`, if it is shown.
  func position(ofRow id: String) -> Int? {
    entries.firstIndex { $0.row?.id == id }
  }
}

/// A row the page does not keep alive (its list item does).
private struct WeakRow {
  weak var row: RowWidget?
  init(_ row: RowWidget) { self.row = row }
}
