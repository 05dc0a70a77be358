import Glibc
import GtkSupport
import TypecaseCore
import TypecaseFaceReading
import TypecaseUI

/// The face page: everything one face is, drawn from the model's `FaceScreen` in groups —
/// preview, variable axes, OpenType features, characters, languages and details.
///
/// The widgets are made once for the face; moving a slider, switching a feature or typing a
/// search changes the model, and the page redraws only what depends on it.
final class FacePage: StackPage {
  let route: Route
  let root = Box(.vertical)
  /// Called when what the header shows may have changed.
  var onChange: (() -> Void)?
  /// Called with a short message for the user (a toast), for example "Copied “é”".
  var onMessage: ((String) -> Void)?
  /// Called with a "Copy as…" choice to copy (and say so, with its caveats).
  var onCopy: ((CopyChoice) -> Void)?
  /// Moves the focus past the page (true: forward, to the header bar) when Tab leaves its
  /// last group.
  var onTabOut: ((Bool) -> Void)?
  /// Shows a long detail whole (its name, its text).
  var onShowText: ((String, String) -> Void)?
  /// Goes back a page (Escape in an empty character search, as elsewhere on the page).
  var onBack: (() -> Void)?
  /// Whether the input just now was a key (not the pointer): the page scrolls to what a key
  /// reached, never under the pointer.
  var isKeyboardInput: () -> Bool = { true }

  /// The page as last drawn.
  private(set) var screen: FaceScreen?
  /// Whether the face has been drawn, its sample laid out in it (the page is complete for a
  /// screenshot).
  var isDrawn: Bool { screen != nil && (controls.sample == nil || isSampleLaidOut) }
  /// Whether the sample has been laid out in its face (see `drawFont`).
  private var isSampleLaidOut = false

  private let model: TypecaseModel
  private let fonts: FaceFontMaps
  private let scrolled: ScrolledWindow
  /// Holds `content`, which a change of language replaces.
  private let holder = Box(.vertical)
  private var content = Box(.vertical, spacing: 24)
  private var controls = Controls()
  /// The fonts the sample and the waterfall are drawn in now.
  var previewFonts: [FontDescription?] { [controls.sample?.font] + controls.waterfall.map(\.label.font) }
  /// The width and height of every cell of the character grid, in pixels.
  ///
  /// It is `cellSize` at the text resolution the grid was made at. A wider character is drawn
  /// smaller, so that every column is as wide: the grid makes its columns as wide as the
  /// widest cell made so far, and under Large Text its 11 columns became 8, 9, 7 as the wide
  /// letters of each block scrolled in (Amiri's ﷽, 366 pixels, left two columns of nine in
  /// view).
  private var gridCellSize = Int(FacePage.cellSize)
  /// Whether the sample has been laid out again once it had its face (see `drawFont`).
  private var hasLaidOutSample = false
  /// The accessible description the sample has now (the note of the gap at the cursor).
  private var sampleDescription = ""

  /// What the line under the header bar says of the page's font (a font file not installed),
  /// read with the preview, where the focus starts: a screen reader heard nothing of it, the
  /// line being a label the focus never reaches.
  var pageNote: String? {
    didSet { if pageNote != oldValue { showGapNote() } }
  }
  /// Whether the page itself is setting the sample's text (its changes are not the user's).
  private var isSettingSample = false

  /// The widgets that change while the page is open.
  private struct Controls {
    var sample: TextView?
    /// Says what draws the character at the sample's cursor when the face lacks it.
    var gapNote: Label?
    var size: Scale?
    var figures: Label?
    var waterfall: [(points: Int, label: Label)] = []
    var axes: [(tag: String, scale: Scale, value: Label)] = []
    var instances: [ToggleButton] = []
    /// The instance whose button is named as the current one.
    var namedCurrentInstance: Int?
    /// The box of the named instances' buttons.
    var instanceBox: FlowBox?
    /// Each feature's switch, and its alternate's chooser when it offers several.
    var features: [(tag: String, toggle: Switch, alternate: DropDown?)] = []
    var characterSearch: SearchEntry?
    /// The characters' group, whose description counts those shown.
    var charactersGroup: PreferencesGroup?
    /// The details' group, whose description says whose they are once the preview moved off.
    var detailsGroup: PreferencesGroup?
    var blocks: DropDown?
    var grid: GridView?
    var gridScroller: ScrolledWindow?
    var gridStack: Stack?
    var noCharacters: Label?
    var characterInfo: Label?
    /// The groups below the characters', where Tab goes from the grid.
    var groupsAfterGrid: [Widget] = []
    var firstFocus: Widget?
    var copyMenu: MenuButton?
    /// The languages' text.
    var languages: Widget?
    /// The details' rows, by the detail each shows, with the row's own button (a link, Show
    /// in Files), if any.
    var detailRows: [(id: String, row: Widget, suffix: Widget?)] = []
    /// The grid's cells made so far, held weakly (each lives as long as its list item): a
    /// moved axis redraws those already shown, not only those bound later.
    var gridCells: [WeakCell] = []
  }

  /// A grid cell the page does not keep alive (its list item does), with the position it
  /// shows.
  ///
  /// Its item (the widget that takes the focus) is not held either: a handle of each, kept
  /// by position, kept every item GTK made and dropped, a grid's worth (1 MB) per character
  /// search typed.
  private struct WeakCell {
    weak var label: Label?
    var position: Int?
  }

  /// The widest the page's content grows, in pixels (libadwaita's preference pages: 640; a
  /// specimen wants more room).
  private static let maximumWidth = 840
  /// The character grid's height, in pixels: about six rows of cells; the grid scrolls itself.
  private static let gridHeight = 360
  /// The size characters are drawn at in the grid, in points.
  private static let cellPoints = 24
  /// A grid cell's width and height, in pixels, where text is drawn at 96 pixels to the inch;
  /// larger in the same measure where the desktop scales text (see `gridCellSize`).
  private static let cellSize = 44.0
  /// Beyond how many blocks the block chooser can be searched by typing.
  private static let searchableBlocks = 12
  /// The size of the figures line, in points.
  private static let figuresPoints = 24.0

  init(route: Route, model: TypecaseModel, fonts: FaceFontMaps) {
    self.route = route
    self.model = model
    self.fonts = fonts
    holder.append(content)
    let clamp = Clamp(child: holder, maximumWidth: Self.maximumWidth)
    clamp.setMargins(top: 18, bottom: 24, start: 12, end: 12)
    scrolled = ScrolledWindow(child: clamp)
    // The page keeps the keyboard focus in view itself (`keepInView`): GTK's viewport, also
    // scrolling to it from the frame before's layout, scrolled past the languages to the
    // details when Tab left the character grid.
    scrolled.stopFollowingFocus()
    scrolled.expandsVertically = true
    root.append(scrolled)
    build()
  }

  /// The path the face's file was drawn under when the page was made (see `FontFileAliases`):
  /// another once the file is replaced.
  private var builtDrawingPath: String?

  var title: String { screen?.title ?? model.title(of: route) }
  var subtitle: String? { screen?.subtitle }

  func refresh(from model: TypecaseModel) {
    // Every page is asked to redraw when fonts, settings or name samples change; a face page
    // whose content stays the same keeps its widgets (and focus, and scroll position), unless
    // its file was replaced: a new build of the same version, with the same characters, kept
    // drawing the old build's outlines until the page was left.
    let drawingPath = screen.map { FontFileAliases.drawingPath(for: $0.font.location.file) }
    guard model.faceScreen(for: route) != screen || drawingPath != builtDrawingPath else { return }
    // The language or a setting changed: every label may read differently, so the page is
    // made again (what the user changed lives in the model and comes back), where it was
    // scrolled to, the keyboard focus on the same control: a new version of the font shown
    // put the focus on "Copy as…" (the next Space opened its menu, not a space typed in the
    // sample) and the page back at its top.
    let focused = focusedControl()
    // The control the focus comes back to from the settings (where a change made the page
    // again): it was gone, and the focus went to the sample at the top.
    let returnTo = focused == nil ? lastFocus.flatMap { control(for: $0) } : nil
    let offset = scrolled.verticalOffset
    // The character grid scrolls on its own: it came back at its first row.
    let gridOffset = controls.gridScroller?.verticalOffset ?? 0
    holder.remove(content)
    content = Box(.vertical, spacing: 24)
    holder.append(content)
    controls = Controls()
    // The new sample has no description yet (it kept none of the old one's).
    sampleDescription = ""
    hasGroupsBelowThePreview = false
    hasLaidOutSample = false
    isSampleLaidOut = false
    build()
    pendingFocus = nil
    if let focused { focus(focused) }
    pendingReturn = returnTo
    // Again at each frame until it stays: the new content is made over a few frames, too short
    // for the offset until then, and its first layout scrolled to the focused sample.
    // Done once there, or after half a second: a shorter page (a new version with fewer
    // characters) never gets there, and the wheel is the user's again.
    scrolled.verticalOffset = offset
    controls.gridScroller?.verticalOffset = gridOffset
    let started = ContinuousClock.now
    FrameCapture.afterEachPaintOnceRealized(of: scrolled) { [weak self] in
      guard let self, ContinuousClock.now - started < .milliseconds(500) else { return false }
      let grid = self.controls.gridScroller
      let pageMoved = abs(self.scrolled.verticalOffset - offset) >= 0.5
      let gridMoved = grid.map { abs($0.verticalOffset - gridOffset) >= 0.5 } ?? false
      guard pageMoved || gridMoved else { return false }
      if pageMoved { self.scrolled.verticalOffset = offset }
      if gridMoved { grid?.verticalOffset = gridOffset }
      return true
    }
  }

  /// A control of the page that can have the keyboard focus, known across the page being made
  /// again.
  private enum FocusedControl: Equatable {
    case sample(cursor: Int)
    case size
    case axis(String)
    case feature(String)
    case characterSearch
    case blocks
    case copyMenu
    /// A named instance's button, by its position.
    case instance(Int)
    case languages
    /// A details row, by the detail it shows, and where it was among them (a row gone, a new
    /// version of the font without that detail: the one now there); `onButton`: its own
    /// button (a link, Show in Files) rather than the row.
    case detail(String, position: Int, onButton: Bool)
    /// A cell of the character grid, by the character it shows (a new version of the font may
    /// have more or fewer before it).
    case gridCell(Unicode.Scalar)
  }

  /// The control to focus once the groups below the preview are made (they come a frame after
  /// the page is made again): a change made elsewhere (a star, a setting) put the focus on
  /// "Copy as…", out of view, and a screen reader said nothing.
  private var pendingFocus: FocusedControl?
  /// The control the focus goes back to (`lastFocus`) once the groups below the preview are
  /// made again.
  private var pendingReturn: FocusedControl?

  /// The control with the keyboard focus; nil when no control the page makes again has it.
  private func focusedControl() -> FocusedControl? {
    // Made again before the cell to focus was drawn (fonts changing twice in a row).
    if let character = pendingGridFocus { return .gridCell(character) }
    if let pendingFocus { return pendingFocus }
    guard let focus = root.focusWidgetOfWindow, focus.isInside(content) else { return nil }
    return control(for: focus)
  }

  /// The control `focus` (a widget of the page) is, or is inside; nil when none the page makes
  /// again.
  private func control(for focus: Widget) -> FocusedControl? {
    guard focus.isInside(content) else { return nil }
    if let sample = controls.sample, focus == sample { return .sample(cursor: sample.cursorOffset) }
    if let size = controls.size, focus.isInside(size) { return .size }
    if let axis = controls.axes.first(where: { focus.isInside($0.scale) }) { return .axis(axis.tag) }
    if let feature = controls.features.first(where: { focus.isInside($0.toggle) }) { return .feature(feature.tag) }
    if let search = controls.characterSearch, focus.isInside(search) { return .characterSearch }
    if let blocks = controls.blocks, focus.isInside(blocks) { return .blocks }
    if let menu = controls.copyMenu, focus.isInside(menu) { return .copyMenu }
    if let position = controls.instances.firstIndex(where: { focus.isInside($0) }) { return .instance(position) }
    if let languages = controls.languages, focus.isInside(languages) { return .languages }
    if let position = controls.detailRows.firstIndex(where: { focus.isInside($0.row) }) {
      let detail = controls.detailRows[position]
      return .detail(detail.id, position: position, onButton: detail.suffix.map { focus.isInside($0) } ?? false)
    }
    if let position = controls.gridCells.first(where: { $0.label?.parent == focus })?.position,
      let characters = screen?.characters, characters.indices.contains(position)
    {
      return .gridCell(characters[position])
    }
    return nil
  }

  /// Puts the keyboard focus on `control` as the page now has it (the sample's cursor where it
  /// was).
  private func focus(_ control: FocusedControl) {
    if case .gridCell(let character) = control {
      pendingGridFocus = character
      // The grid is made after the page's first frame: it takes the focus then.
      if controls.grid != nil { focusPendingGridCell() }
      return
    }
    // Below the preview: made a frame later.
    guard let widget = widget(for: control) else {
      if !hasGroupsBelowThePreview { pendingFocus = control }
      return
    }
    guard widget.grabFocus() else { return }
    if case .sample(let cursor) = control { controls.sample?.placeCursor(at: cursor) }
  }

  /// The widget that is `control` as the page now has it; nil when it has none (yet).
  private func widget(for control: FocusedControl) -> Widget? {
    switch control {
    case .sample: controls.sample
    case .size: controls.size
    case .axis(let tag): controls.axes.first { $0.tag == tag }?.scale
    case .feature(let tag): controls.features.first { $0.tag == tag }?.toggle
    case .characterSearch: controls.characterSearch
    case .blocks: controls.blocks
    case .copyMenu: controls.copyMenu
    case .instance(let position): controls.instances.indices.contains(position) ? controls.instances[position] : nil
    case .languages: controls.languages
    case .detail(let id, let position, let onButton):
      if let row = controls.detailRows.first(where: { $0.id == id }) {
        onButton ? (row.suffix ?? row.row) : row.row
      } else {
        controls.detailRows.isEmpty ? nil : controls.detailRows[min(position, controls.detailRows.count - 1)].row
      }
    case .gridCell: nil
    }
  }

  /// Puts the keyboard focus on the grid's cell showing `pendingGridFocus` (or the next
  /// character, when a new version lacks it) once the grid has drawn it (a few frames after the
  /// page is made again), else on the grid.
  ///
  /// A new version of the font shown took the focus off the cell a user had moved to (to "Copy
  /// as…"), and the next arrow key went to no cell.
  private func focusPendingGridCell() {
    guard let character = pendingGridFocus, let grid = controls.grid else { return }
    // A new version without the character: the cell of the next one, else the last (the focus
    // went to "Copy as…", scrolled out of sight).
    let characters = screen?.characters ?? []
    guard let last = characters.indices.last else {
      pendingGridFocus = nil
      _ = controls.characterSearch?.grabFocus()
      return
    }
    let position = characters.firstIndex { $0.value >= character.value } ?? last
    grid.selected = position
    var framesLeft = 10
    // The user's own move meanwhile (a click, Tab) wins over the focus put back.
    let focusAtStart = root.focusWidgetOfWindow
    FrameCapture.afterEachPaintOnceRealized(of: grid) { [weak self, weak grid] in
      guard let self, let grid, self.controls.grid === grid, self.pendingGridFocus == character else { return false }
      if let start = focusAtStart, start.isInside(self.content), let now = self.root.focusWidgetOfWindow,
        now != start, now.isInside(self.content), !now.isInside(grid)
      {
        self.pendingGridFocus = nil
        return false
      }
      framesLeft -= 1
      if let cell = self.controls.gridCells.first(where: { $0.position == position })?.label?.parent,
        cell.isMapped, cell.grabFocus()
      {
        self.pendingGridFocus = nil
        return false
      }
      guard framesLeft > 0 else {
        self.pendingGridFocus = nil
        if !grid.grabFocus() { _ = self.controls.characterSearch?.grabFocus() }
        return false
      }
      return true
    }
  }

  /// The character whose grid cell gets the keyboard focus once drawn (see
  /// `focusPendingGridCell`).
  private var pendingGridFocus: Unicode.Scalar?

  /// Moves the keyboard focus from the sample to the size slider, the next stop; false when
  /// the sample does not have it.
  ///
  /// Escape does this once the user typed in the sample: going back threw the typed text
  /// (and the sliders and switches) away.
  func leaveSample() -> Bool {
    guard let sample = controls.sample, sample.hasFocus, let size = controls.size else { return false }
    return size.grabFocus()
  }

  /// Empties the character search and puts focus in its field when a key in the character
  /// grid found what the search shows; false otherwise.
  ///
  /// Escape does this before it goes back, as Escape from a row of a searched list empties
  /// that search first: it went back at once, and the search and the block chosen were lost.
  func leaveCharacterSearch() -> Bool {
    guard let grid = controls.grid, grid.hasFocusInside, let field = controls.characterSearch, !field.text.isEmpty
    else { return false }
    field.text = ""
    return focusCharacterSearch()
  }

  /// Puts keyboard focus on the character search field (Ctrl+F), with the characters' group
  /// at the top of the window (see `showCharacters`).
  func focusCharacterSearch() -> Bool {
    guard let field = controls.characterSearch, field.grabFocus() else { return false }
    // Chosen whole, as the family search is: what is typed next replaces it.
    field.selectAll()
    showCharacters(around: field)
    // Again over the next frames: GTK 4.8's own scroll to the focus, made from a layout not yet
    // updated, scrolled the field out of sight (Ctrl+F from the size slider at 200).
    var frames = 0
    _ = FrameCapture.afterEachPaint(of: field) { [weak self, weak field] in
      guard let self, let field, field.hasFocusInside else { return false }
      self.showCharacters(around: field)
      frames += 1
      return frames < 6
    }
    return true
  }

  /// Scrolls the page to bring the characters' group to the top of the window, `field` (the
  /// character search) in view: what the search finds shows in all the room below it.
  ///
  /// Scrolled only as far as showed the field, it stood at the window's lower edge, and what
  /// it found stayed below the window.
  private func showCharacters(around field: Widget) {
    guard let group = controls.charactersGroup else { return keepInView(field) }
    scrolled.scrollToTop(of: group, margin: Self.focusMargin)
    // A page too short to bring the group up that far (or a group taller than the window)
    // still shows the field.
    keepInView(field)
  }

  /// Scrolls the page as `showCharacters` does once the grid is laid out, after each change
  /// of the search (a search begun with a click, not Ctrl+F, left the field where it stood).
  private func showFound(under field: Widget) {
    _ = FrameCapture.afterEachPaint(of: field) { [weak self, weak field] in
      guard let self, let field, field.hasFocusInside else { return false }
      self.showCharacters(around: field)
      return false
    }
  }

  /// The control that last had keyboard focus, to come back to (from the settings, say).
  private var lastFocus: Widget?

  /// Notes that `widget` (on this page) has keyboard focus.
  func noteFocus(_ widget: Widget) {
    if widget.isInside(root) { lastFocus = widget }
  }

  /// The control the page's keyboard focus starts on: the sample text (nil for a face that
  /// cannot be read).
  var firstFocus: Widget? { controls.firstFocus }

  /// Puts keyboard focus back on the control that had it when the page was left (a switch deep
  /// in OpenType Features: it went to the sample, at the top), else on the page's first
  /// control (the sample text).
  func focusStart() {
    if let lastFocus, lastFocus.isInside(root), lastFocus.isMapped, lastFocus.grabFocus() {
      keepInView(lastFocus)
      return
    }
    _ = controls.firstFocus?.grabFocus()
  }

  // MARK: - Building

  private func build() {
    guard let screen = model.faceScreen(for: route) else {
      content.append(Self.caption(model.localizer.tr("This font cannot be read")))
      // Nothing to come back to on this page.
      pendingFocus = nil
      pendingReturn = nil
      return
    }
    self.screen = screen
    builtDrawingPath = FontFileAliases.drawingPath(for: screen.font.location.file)
    for problem in screen.problems {
      // Said as a sentence ("The font has no name table").
      content.append(Self.errorCaption(problem.prefix(1).uppercased() + problem.dropFirst()))
    }
    content.append(previewGroup(screen))
    drawFont()
    // The preview fills the first screen; the groups below it (hundreds of widgets for a face
    // with many features and languages: 400 ms) are made once the preview is painted.
    builds += 1
    let build = builds
    MainContext.later { [weak self] in
      guard let self, self.builds == build else { return }
      let waits = FrameCapture.afterEachPaint(of: self.root) { [weak self] in
        guard let self, self.builds == build else { return false }
        self.buildGroupsBelowThePreview()
        return false
      }
      if !waits { self.buildGroupsBelowThePreview() }
    }
  }

  /// How many times the page's content was made (a pending second half of an older one is
  /// dropped).
  private var builds = 0

  /// Makes the axes, features, characters, languages and details groups, from the page as it
  /// is now.
  private func buildGroupsBelowThePreview() {
    guard let screen else { return }
    if !screen.axes.isEmpty { content.append(axesGroup(screen)) }
    if !screen.features.isEmpty { content.append(featuresGroup(screen)) }
    content.append(charactersGroup(screen))
    if !screen.languages.isEmpty {
      let languages = languagesGroup(screen)
      content.append(languages)
      controls.groupsAfterGrid.append(languages)
    }
    let details = detailsGroup(screen)
    content.append(details)
    controls.groupsAfterGrid.append(details)
    hasGroupsBelowThePreview = true
    if let pending = pendingFocus {
      pendingFocus = nil
      // Unless the user moved meanwhile, or the page is not the one shown (the settings over
      // it): only GTK's own choice, the page's "Copy as…", or none, is taken back.
      let now = root.focusWidgetOfWindow
      let tookCopyMenu = now.map { focus in controls.copyMenu.map { focus.isInside($0) } ?? false } ?? true
      if root.isMapped, tookCopyMenu { focus(pending) }
    }
    if let pending = pendingReturn {
      pendingReturn = nil
      if let widget = widget(for: pending) { lastFocus = widget }
    }
  }

  /// Whether the groups below the preview are made (see `buildGroupsBelowThePreview`).
  private var hasGroupsBelowThePreview = false

  private func previewGroup(_ screen: FaceScreen) -> Widget {
    let group = PreferencesGroup(title: screen.titles.preview)
    group.setHeaderSuffix(copyMenuButton(screen.copyMenu))
    // The sample is the preview: typed into, and drawn in the face at the slider's size.
    let sample = TextView(text: screen.sample)
    sample.wrap = .wordsOrCharacters
    // Tab goes on to the slider: keyboard users are not trapped in the sample.
    sample.acceptsTab = false
    sample.setAccessibleLabel(screen.titles.preview)
    sample.addCSSClass("card")
    sample.addCSSClass("typecase-sample")
    // Inside the text's area, not CSS padding: a glyph reaching above its line (Vietnamese
    // marks, "Ǻ") was cut off at the padding.
    sample.textPadding = (top: 8, bottom: 8, start: 14, end: 14)
    sample.setMargins(bottom: 6)
    sample.onChanged { [weak self, weak sample] in
      guard let self, !self.isSettingSample, let sample, sample.text != self.screen?.sample else { return }
      let text = sample.text
      self.change { $0.sample = text }
      // What is typed is seen: in a short window the page opened with the sample focused
      // below its edge, and typing went on out of sight.
      // Its line with the cursor: shown whole, a tall sample was scrolled to its first line
      // at each key typed on its last.
      if sample.hasFocus {
        self.scrolled.scrollToShow(sample, part: sample.cursorLine, margin: Self.focusMargin)
      }
    }
    controls.sample = sample
    controls.firstFocus = sample
    // Characters the face lacks are marked; pointing at one, or moving the cursor next to it,
    // names the font that really draws it.
    sample.onTooltip { [weak self] offset in self?.screen?.sampleGaps.first { $0.offset == offset }?.note }
    sample.onCursorMoved { [weak self] in
      self?.showGapNote()
      // A key's move (Ctrl+End, Page Down, the arrows) is followed by the page, as typing is:
      // at 200 pt the cursor went a window's height below its edge, for a magnifier following
      // it as for anyone.
      if self?.isKeyboardInput() == true { self?.showCursorLine() }
    }
    let gapNote = Self.errorCaption("")
    gapNote.isVisible = false
    controls.gapNote = gapNote

    let size = Scale(range: screen.sizeRange, step: 1, accessibleLabel: screen.titles.size)
    // "48 pt": the bare number did not say what it sets, seen without the name a screen
    // reader hears.
    let localizer = model.localizer
    size.showValue { localizer.tr("{size} pt", ["size": String(Int($0.rounded()))]) }
    size.value = screen.points
    size.digits = 0
    size.drawsValue = true
    size.onValueChanged { [weak self] value in
      guard let self, value != self.screen?.points else { return }
      self.change { $0.points = value }
    }
    group.add(size)
    // What is drawn in the face, in one column that never widens the page: a face of absurd
    // metrics (16 units per em) laid the page out 12,000 pixels wide, its controls out of reach.
    let faceColumn = Box(.vertical)
    group.add(ScrolledWindow(child: faceColumn, scrolling: .clipping))
    faceColumn.append(sample)
    faceColumn.append(gapNote)
    controls.size = size
    markGaps(screen)

    let figures = Label(screen.figures)
    figures.horizontalAlignment = 0
    // Wrapped where the window is too narrow for it: Noto Color Emoji's wide digits held the
    // window at least 712 pixels wide.
    figures.wraps = true
    // Not selectable: a selectable label is a Tab stop, shown by a selection that stayed grey
    // once the focus went on, not by a focus ring. (Its note, where digits are missing, is
    // its description and tooltip.)
    // Digits the face lacks are drawn as boxes: marked as the sample's gaps are.
    figures.marks = screen.figuresGaps.map { $0..<$0 + 1 }
    if let note = screen.figuresNote {
      figures.tooltip = note
      figures.setAccessibleDescription(note)
    }
    figures.isVisible = !screen.figures.isEmpty
    faceColumn.append(figures)
    controls.figures = figures

    for points in screen.waterfall {
      let line = Box(.horizontal, spacing: 12)
      let caption = Self.caption("\(points)")
      caption.requestSize(width: 28, height: nil)
      caption.horizontalAlignment = 1
      caption.markDecorative()
      let text = Label(screen.sample)
      text.horizontalAlignment = 0
      text.ellipsis = .end
      text.expandsHorizontally = true
      // Read with its size (the caption beside it is drawn only): the sample was read ten
      // times over, no size said. (GTK 4.8 names a label by its text whatever its label.)
      text.setAccessibleDescription(model.localizer.tr("{size} pt", ["size": String(points)]))
      line.append(caption)
      line.append(text)
      faceColumn.append(line)
      controls.waterfall.append((points, text))
    }
    return group
  }

  /// The "Copy as…" menu button: each format of the face's code, copied to the clipboard
  /// with a toast saying which.
  private func copyMenuButton(_ copyMenu: CopyMenu) -> MenuButton {
    let button = MenuButton(iconName: "edit-copy-symbolic", label: copyMenu.title)
    // No tooltip: it says what the button shows, and screen readers read it again as its
    // description ("Copy as…, Copy as…").
    button.setAccessibleLabel(copyMenu.title)
    button.addCSSClass("flat")
    let menu = Menu()
    for choice in copyMenu.choices { menu.append(choice.title, action: "face.copy", target: choice.id) }
    button.menu = menu
    button.menuAccessibleLabel = copyMenu.title
    // Opened by the Menu key from further down the page (the grid, a slider): closed, the
    // focus goes back there, as after a context menu (it stayed on this button, at the top).
    button.onClosed { [weak self] in
      guard let self, let returnTo = self.focusBeforeCopyMenu else { return }
      self.focusBeforeCopyMenu = nil
      MainContext.later { if returnTo.isMapped { _ = returnTo.grabFocus() } }
    }
    let actions = ActionGroup()
    actions.addAction("copy") { [weak self] id in self?.copy(id) }
    root.insertActionGroup(actions, prefix: "face")
    controls.copyMenu = button
    return button
  }

  /// Copies the face's code in the format `id` and says so (see `onCopy`).
  private func copy(_ id: String) {
    guard let choice = screen?.copyMenu.choice(id: id) else { return }
    onCopy?(choice)
  }

  /// Where the keyboard focus was when the Menu key opened "Copy as…" (it goes back there).
  private var focusBeforeCopyMenu: Widget?

  /// Opens the "Copy as…" menu (Shift+F10, the Menu key).
  func openCopyMenu() -> Bool {
    guard let button = controls.copyMenu else { return false }
    focusBeforeCopyMenu = root.focusWidgetOfWindow.flatMap { $0.isInside(button) ? nil : $0 }
    button.popup()
    return true
  }

  private func axesGroup(_ screen: FaceScreen) -> Widget {
    let group = PreferencesGroup(title: screen.titles.axes)
    for axis in screen.axes {
      let row = ActionRow(title: axis.name, subtitle: axis.tag)
      let value = Label(AxisControl.number(axis.value))
      value.addCSSClass("numeric")
      value.requestSize(width: 48, height: nil)
      let step = axis.step
      let scale = Scale(range: axis.range, step: step, accessibleLabel: axis.name)
      // Page keys cross a tenth of the axis in round numbers (a weight by 100): by ten steps,
      // a weight took 80 presses from end to end.
      scale.pageStep = Self.pageStep(for: axis.range, step: step)
      // Read with its tag ("wght"), shown under the name.
      scale.setAccessibleDescription(axis.tag)
      // Dragged, the value keeps to the step's decimals: a weight read "688.89", and the CSS
      // copied said `font-weight: 688.8889`.
      scale.digits = step >= 1 ? 0 : step >= 0.1 ? 1 : 2
      scale.value = axis.value
      // One width for every axis, so the sliders line up as a table (expanding, each started
      // where its axis's name ended).
      scale.requestSize(width: 240, height: nil)
      let tag = axis.tag
      scale.onValueChanged { [weak self] newValue in
        guard let self, self.screen?.axes.first(where: { $0.tag == tag })?.value != newValue else { return }
        self.change { $0.axisValues[tag] = newValue }
      }
      row.addSuffix(scale)
      row.addSuffix(value)
      // One Tab stop, the slider (read with its value): the row was a stop of its own before
      // it, read without the value.
      row.isFocusable = false
      group.add(row)
      controls.axes.append((axis.tag, scale, value))
    }
    if !screen.instances.isEmpty {
      let instances = FlowBox()
      instances.setAccessibleLabel(screen.titles.instances)
      for (index, instance) in screen.instances.enumerated() {
        let button = ToggleButton(label: instance.name)
        button.addCSSClass("typecase-instance")
        button.tooltip = instance.postScriptName
        button.isActive = instance.isCurrent
        nameInstanceButton(button, instance)
        if instance.isCurrent { controls.namedCurrentInstance = index }
        button.onClicked { [weak self, weak button] in
          guard let self else { return }
          let shownAt = button.flatMap { self.scrolled.offsetInView(of: $0) }
          self.model.applyInstance(index, on: self.route)
          self.redraw()
          if let button, let shownAt { self.keep(button, shownAt: shownAt) }
        }
        instances.append(button, named: instance.name)
        controls.instances.append(button)
      }
      let heading = Self.caption(screen.titles.instances)
      heading.setMargins(top: 12)
      group.add(heading)
      group.add(instances)
      // One Tab stop for them all, as for the switches (the arrow keys move between them):
      // Inter's eighteen were eighteen stops.
      tabLeaves(group, rows: [instances], withinRows: false)
      // Shift+Tab leaves them in one step too, for the last slider (it went back through
      // every instance, Black to Thin, one press each).
      let backward = KeyController(beforeChildren: true)
      backward.onKeyPressed { [weak self] key, modifiers in
        guard let self, key == .leftTab || (key == .tab && modifiers == .shift),
          let slider = self.controls.axes.last?.scale
        else { return false }
        return slider.grabFocus()
      }
      instances.add(backward)
      // Tab comes back to the one applied, also once the focus was among them: GTK forgets
      // where it was inside as it leaves, and Tab then landed on the first, Thin.
      let focus = FocusController()
      focus.onLeave { MainContext.later { [weak self] in self?.startInstancesAtTheCurrentOne() } }
      instances.add(focus)
      controls.instanceBox = instances
      startInstancesAtTheCurrentOne()
    }
    return group
  }

  /// Keeps `control` where it shows (`offset` pixels below the top of the view) while the page
  /// is laid out again over the next frames.
  ///
  /// A named instance clicked changes the sample above it (its name, with the sample text the
  /// font's name, wrapped to another number of lines): the buttons moved, and the next click,
  /// at the next instance's place, landed on a slider.
  private func keep(_ control: Widget, shownAt offset: Double) {
    let started = ContinuousClock.now
    FrameCapture.afterEachPaintOnceRealized(of: scrolled) { [weak self, weak control] in
      guard let self, let control, ContinuousClock.now - started < .milliseconds(300),
        let now = self.scrolled.offsetInView(of: control)
      else { return false }
      if abs(now - offset) >= 0.5 { self.scrolled.verticalOffset += now - offset }
      return true
    }
  }

  /// Names a named instance's button for screen readers, saying which one the sliders stand at:
  /// GTK 4.8 gives its toggle buttons the role of push buttons, whose "pressed" Orca does not
  /// read, and which instance was applied could not be heard.
  private func nameInstanceButton(_ button: ToggleButton, _ instance: InstanceChoice) {
    button.setAccessibleLabel(
      instance.isCurrent ? model.localizer.tr("{instance}, current", ["instance": instance.name]) : instance.name)
  }

  /// Makes Tab into the named instances land on the one applied (it landed on the first,
  /// Thin, with Black applied), while the focus is outside them.
  private func startInstancesAtTheCurrentOne() {
    guard let box = controls.instanceBox, !box.hasFocusInside,
      let current = controls.instances.first(where: \.isActive)?.parent
    else { return }
    box.setFocusChild(current)
  }

  /// How far Page Up and Page Down move an axis's slider: the round number (1, 2 or 5 times a
  /// power of ten) at or above a tenth of its span, and one step at least: a weight axis of
  /// 100–900 moves by 100, a width of 75–125 by 5.
  static func pageStep(for range: ClosedRange<Double>, step: Double) -> Double {
    let tenth = (range.upperBound - range.lowerBound) / 10
    guard tenth > 0 else { return step * 10 }
    let power = pow(10, log10(tenth).rounded(.down))
    let roundNumber = [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= tenth - 1e-9 } ?? 10 * power
    return max(roundNumber, step)
  }

  /// Measures the sample again for the page's new width: GTK 4.8's text view kept the height
  /// its text had wrapped to at the old width (two lines' room for one line, once widened).
  func widthChanged() {
    controls.sample?.queueResize()
  }

  /// Scrolls the page to show the focused `widget` whole, with its focus ring and some room
  /// around it: GTK scrolls as little as shows the widget itself, and a feature's switch at the
  /// window's lower edge showed no focus ring.
  ///
  /// A cell of the character grid shows the grid whole (its own scroller shows the cell), as a
  /// key moving in it does (`onSelectionChanged`): Down from the character search focused a cell
  /// below the window's edge.
  func keepInView(_ widget: Widget) {
    guard widget.isInside(scrolled) else { return }
    if let gridScroller = controls.gridScroller, widget.isInside(gridScroller) {
      showGrid()
      // The focused character is the chosen one, as when a key moves to it: Down from the
      // character search focused one with none chosen, and Ctrl+C copied nothing.
      if let position = controls.gridCells.first(where: { $0.label?.parent == widget })?.position,
        let grid = controls.grid, grid.selected != position
      {
        grid.selected = position
      }
      return
    }
    scrolled.scrollToShow(widget, margin: Self.focusMargin)
  }

  /// Scrolls the page to show the character grid whole, and the line under it with the chosen
  /// character's code and name (at large text it was below the window's edge, and a magnifier
  /// following the focus showed the glyph without its name).
  private func showGrid() {
    guard let gridScroller = controls.gridScroller else { return }
    // Two lines of the text: the name, set once the choice is drawn, may wrap.
    let info = controls.characterInfo.map { max($0.height, 2 * Int(Self.cellSize / 2)) } ?? 0
    scrolled.scrollToShow(gridScroller, below: Double(info) + 6)
  }

  /// The room kept around a focused control when the page scrolls to it, in pixels.
  private static let focusMargin = 12.0

  private func featuresGroup(_ screen: FaceScreen) -> Widget {
    let group = PreferencesGroup(title: screen.titles.features)
    var rows: [Widget] = []
    for feature in screen.features {
      // A feature of the math script alone is dimmed and says so: text is never shaped with
      // it (Latin Modern Math's ssty switched on and off changed nothing).
      // One for vertical text says so (the preview is set horizontally).
      let subtitle =
        feature.tag + " · " + feature.table + (feature.isMathScriptOnly ? " · " + screen.titles.mathScriptOnly : "")
        + (feature.isForVerticalText ? " · " + screen.titles.verticalOnly : "")
      let row = ActionRow(title: feature.name, subtitle: subtitle)
      let toggle = Switch(accessibleLabel: feature.name)
      // Read with the tag shown under the name ("ss01 · GSUB"), which code asks for.
      toggle.setAccessibleDescription(subtitle)
      toggle.isActive = feature.isOn
      toggle.isSensitive = !feature.isMathScriptOnly
      toggle.centerVertically()
      let tag = feature.tag
      // A feature of several alternates (Junicode's cv84: 35) picks one beside its switch: on,
      // it drew the first alone. Picked, it is on.
      let alternate = feature.alternates > 0 ? alternateChooser(feature) : nil
      toggle.onToggled { [weak self, weak toggle, weak alternate] isOn in
        guard let self, self.screen?.features.first(where: { $0.tag == tag })?.isOn != isOn else { return }
        // Switched by a click (on it or on its row), it takes the focus: the focus stayed in the
        // sample, and the next key (Down, a letter) edited the sample, out of sight.
        if let toggle, !toggle.hasFocus { _ = toggle.grabFocus() }
        self.change { $0.features[tag] = isOn ? (alternate?.selected ?? 0) + 1 : 0 }
      }
      if let alternate { row.addSuffix(alternate) }
      row.addSuffix(toggle)
      // A click on the row switches it. Not as the row's "activatable widget": libadwaita
      // would then name the switch twice ("Small Capitals Small Capitals").
      row.isActivatable = !feature.isMathScriptOnly
      row.onActivated { [weak toggle] in toggle?.isActive.toggle() }
      // One Tab stop, the switch (read with its state; Space switches it): the row was a stop
      // of its own before it, read without the state.
      row.isFocusable = false
      group.add(row)
      controls.features.append((feature.tag, toggle, alternate))
      rows.append(row)
    }
    tabLeaves(group, rows: rows)
    return group
  }

  /// The chooser of `feature`'s alternate, 1 to its count, showing the one it is shaped with
  /// (the first while it is off); a pick shapes with it.
  private func alternateChooser(_ feature: FeatureToggle) -> DropDown {
    let chooser = DropDown(items: (1...feature.alternates).map(String.init), accessibleLabel: feature.alternateLabel)
    // Read as "Alternate 2 of 5", not as a bare number (a screen reader said "2").
    chooser.itemNames = (1...feature.alternates).map { number in
      model.localizer.trn(
        "Alternate {number} of {count}", "Alternate {number} of {count}", feature.alternates,
        ["number": Localizer.number(number)])
    }
    chooser.selected = max(feature.value, 1) - 1
    chooser.centerVertically()
    let tag = feature.tag
    chooser.onSelectionChanged { [weak self] position in
      guard let self, let position, self.screen?.features.first(where: { $0.tag == tag })?.value != position + 1
      else { return }
      self.change { $0.features[tag] = position + 1 }
    }
    return chooser
  }

  /// The row each group of rows was left from by Tab, by the group's place on the page:
  /// Shift+Tab back into the group comes to it, as in the family lists (it came to the group's
  /// last row: from Slashed Zero, Tab then Shift+Tab went to Mark Positioning, some forty
  /// switches down).
  private var rowsLeft: [Int: Widget] = [:]

  /// Puts the focus in `group`, the page's group at `place`, as Shift+Tab from after it does:
  /// on the row Tab left it from, else on its last focusable widget; whether it went there.
  private func focusLastInside(of group: Widget, at place: Int) -> Bool {
    if let row = rowsLeft[place], row.isInside(group), row.isMapped {
      return row.isFocusable ? row.grabFocus() : row.focusFirstInside()
    }
    return group.focusLastInside()
  }

  /// Makes Tab leave `group` in one step, as it leaves the lists (Up and Down move from row to
  /// row): after the focused row's own buttons, to the next group; Shift+Tab, from a row, to
  /// the group before.
  ///
  /// Each switch of the features and each row of the details was a stop of its own: some
  /// thirty Tabs to cross the page.
  private func tabLeaves(_ group: Widget, rows: [Widget], withinRows: Bool = true) {
    let keys = KeyController(beforeChildren: true)
    // The rows' handles are held (a weak one went with the building of the page); the group
    // holds the controller, which holds them, which hold neither.
    keys.onKeyPressed { [weak self] key, modifiers in
      guard let self, key == .tab || key == .leftTab,
        modifiers.isEmpty || modifiers == .shift,
        let row = rows.first(where: \.hasFocusInside)
      else { return false }
      let groups = self.content.children
      guard let index = groups.firstIndex(where: { $0.hasFocusInside }) else { return false }
      if key == .tab && modifiers.isEmpty {
        // The row's own buttons first (Show in Files, Open).
        if withinRows && row.moveFocusOnInside() { return true }
        // Shift+Tab comes back to it (see `focusLastInside(of:)`), also from where GTK moves
        // the focus on its own (the character search, the header bar).
        if withinRows {
          self.rowsLeft[index] = row
          // The group by its place (held here, it would hold itself through this controller).
          MainContext.later { [weak self] in
            guard let groups = self?.content.children, index < groups.count, !groups[index].hasFocusInside else {
              return
            }
            groups[index].setFocusPath(to: row)
          }
        }
        if groups[(index + 1)...].contains(where: { $0.focusFirstInside() }) { return true }
        // The last group: on to the header bar, as from a list's last row (GTK went on to the
        // next row).
        self.onTabOut?(true)
        return self.onTabOut != nil
      }
      // Within a row that takes no focus itself, back to the widget before (a feature's
      // alternate chooser, before its switch), as Tab goes on within it first: the chooser
      // was out of the keyboard's reach.
      // (GTK's backward move: from the focus inside the row, to the widget before it.)
      if withinRows && !row.isFocusable && row.focusLastInside() { return true }
      // Back to the row from its button; from the row (or a switch), to the group before.
      // Within a group of more (the sliders before the instances), as GTK goes.
      if !withinRows || (row.isFocusable && !row.hasFocus) { return false }
      guard (0..<index).reversed().contains(where: { self.focusLastInside(of: groups[$0], at: $0) }) else {
        return false
      }
      // Into the named instances from below, on the one applied, as Tab lands (it landed on
      // the last, Black).
      if self.controls.instanceBox?.hasFocusInside == true,
        let current = self.controls.instances.first(where: \.isActive)
      {
        _ = current.grabFocus()
      }
      return true
    }
    group.add(keys)
  }

  private func charactersGroup(_ screen: FaceScreen) -> Widget {
    let group = PreferencesGroup(title: screen.titles.characters, description: screen.titles.characterCount)
    controls.charactersGroup = group
    let blocks = DropDown(
      items: [screen.titles.allBlocks] + screen.blocks.map(\.title), accessibleLabel: screen.titles.blocks)
    blocks.isSearchable = screen.blocks.count > Self.searchableBlocks
    blocks.selected = screen.selectedBlock.map { $0 + 1 } ?? 0
    blocks.onSelectionChanged { [weak self] position in
      guard let self, let screen = self.screen else { return }
      let block = position.flatMap { $0 > 0 && $0 <= screen.blocks.count ? screen.blocks[$0 - 1].first : nil }
      guard block != screen.selectedBlock.map({ screen.blocks[$0].first }) else { return }
      self.change { $0.block = block }
    }
    group.setHeaderSuffix(blocks)
    controls.blocks = blocks
    let search = SearchEntry()
    search.placeholder = screen.titles.characterSearch
    search.setAccessibleLabel(screen.titles.characterSearch)
    // What it finds, read after its name as the family search reads it ("4 of 5,918
    // characters"): typed into, a screen reader heard nothing of the results, none included.
    search.setAccessibleDescription(screen.titles.characterCount)
    search.text = screen.characterSearch
    search.onSearchChanged { [weak self, weak search] in
      guard let self, let search, search.text != self.screen?.characterSearch else { return }
      let text = search.text
      self.change { $0.characterSearch = text }
      self.showFound(under: search)
    }
    // Escape empties the search, then goes back as it does elsewhere on the page (the field
    // kept Escape: three left the text and the focus where they were).
    search.onStopSearch { [weak self, weak search] in
      guard let self, let search else { return }
      if search.text.isEmpty {
        self.onBack?()
      } else {
        search.text = ""
      }
    }
    // Enter copies the character chosen, else the first found, as Enter in the families'
    // search opens the first family found (it did nothing: Down had to come first).
    search.onActivate { [weak self] in
      guard let self, let screen = self.screen, !screen.characters.isEmpty else { return }
      let chosen = screen.selectedCharacter.flatMap { info in screen.characters.firstIndex(of: info.character) }
      self.copyCharacter(at: chosen ?? 0)
    }
    // Tab with no character found goes on to the languages and details, as Tab from the grid
    // does (it stayed in the field: GTK found nothing to take the focus in the empty grid).
    let searchKeys = KeyController()
    searchKeys.onKeyPressed { [weak self] key, modifiers in
      guard let self, key == .tab, modifiers.isEmpty, self.screen?.characters.isEmpty == true else { return false }
      return self.controls.groupsAfterGrid.contains { $0.focusFirstInside() }
    }
    search.add(searchKeys)
    group.add(search)
    controls.characterSearch = search

    let grid = GridView(maximumColumns: 12)
    grid.minimumColumns = 4
    grid.setAccessibleLabel(screen.titles.characters)
    gridCellSize = max(Int(Self.cellSize), Int((Self.cellSize * grid.textResolution / 96).rounded(.up)))
    grid.onSetup { [weak self] item in
      let cell = Label()
      // Its item is read, by the character's name: the character drawn would be read twice.
      cell.markDecorative()
      let size = self?.gridCellSize ?? Int(Self.cellSize)
      cell.requestSize(width: size, height: size)
      item.child = cell
      item.attachment = cell
      self?.controls.gridCells.removeAll { $0.label == nil }
      self?.controls.gridCells.append(WeakCell(label: cell))
    }
    grid.onBind { [weak self] item in
      guard let self, let cell = item.attachment as? Label else { return }
      self.bindCell(cell, at: item.position)
    }
    grid.onSelectionChanged { [weak self] position in
      guard let self else { return }
      // The page shows the grid whole while a key moves in it (End went below the window);
      // not for a click, which scrolled the page under the pointer (a double-click then
      // copied another character).
      if let grid = self.controls.grid, grid.hasFocusInside, self.isKeyboardInput() {
        self.showGrid()
      }
      let character = position.flatMap {
        self.screen?.characters.indices.contains($0) == true ? self.screen?.characters[$0] : nil
      }
      self.change { $0.selectedCharacter = character }
    }
    grid.onActivate { [weak self] position in self?.copyCharacter(at: position) }
    let keys = KeyController()
    keys.onKeyPressed { [weak self] key, modifiers in
      guard let self else { return false }
      switch key {
      case .tab where modifiers.isEmpty:
        // Tab leaves the grid in one step, as the lists do: each cell was a stop of its own,
        // thousands of them before the languages and details.
        return self.controls.groupsAfterGrid.contains { $0.focusFirstInside() }
      case .leftTab, .tab:
        return self.controls.characterSearch?.grabFocus() ?? false
      case .c where modifiers == .control:
        guard let position = self.controls.grid?.selected else { return false }
        self.copyCharacter(at: position)
        return true
      default:
        return false
      }
    }
    grid.add(keys)
    grid.setCount(screen.characters.count)
    let gridScroller = ScrolledWindow(child: grid)
    gridScroller.requestSize(width: nil, height: Self.gridHeight)
    gridScroller.chainWheel(to: scrolled)
    // A cell drawn in a face of absurd metrics is clipped, not the page widened.
    gridScroller.clipsWiderChild()
    controls.gridScroller = gridScroller
    let none = Self.caption(screen.titles.noCharacters)
    let stack = Stack(homogeneous: false)
    stack.add(gridScroller, name: "grid", accessibleLabel: screen.titles.characters)
    stack.add(none, name: "none", accessibleLabel: screen.titles.characters)
    stack.show(named: screen.characters.isEmpty ? "none" : "grid")
    group.add(stack)
    controls.grid = grid
    controls.gridStack = stack
    focusPendingGridCell()
    controls.noCharacters = none

    let info = Label("")
    info.horizontalAlignment = 0
    info.isSelectable = true
    // Selectable by the pointer (its menu copies), but no Tab stop: Tab leaves the grid for
    // the languages, and Shift+Tab back stopped here first, on a label shown as focused by
    // nothing. A screen reader hears the name on the cell itself.
    info.isFocusable = false
    info.wraps = true
    group.add(info)
    controls.characterInfo = info
    showCharacterInfo(screen)
    return group
  }

  /// The code and name of the character chosen in the grid, below it.
  ///
  /// Named for screen readers as it reads, or as empty: an empty label was read
  /// "GtkLabel".
  private func showCharacterInfo(_ screen: FaceScreen) {
    guard let info = controls.characterInfo else { return }
    let text = screen.selectedCharacter.map { [$0.code, $0.name].compactMap { $0 }.joined(separator: "  ") } ?? ""
    guard text != info.text || text.isEmpty else { return }
    info.text = text
    info.setAccessibleLabel(text.isEmpty ? model.localizer.tr("No character chosen") : text)
  }

  private func bindCell(_ cell: Label, at position: Int) {
    guard let screen, screen.characters.indices.contains(position) else { return }
    let character = screen.characters[position]
    // Drawn as the face draws it in a line: nothing (a cell of its own lines was two lines high).
    cell.text = CharacterShownAlone.breaksLines(character) ? "" : CharacterShownAlone.text(character)
    let map = faceFontMap(for: screen)
    cell.useFontMap(map)
    // The language first: the width measured is that of the glyph drawn.
    cell.language = FaceTextLanguage.forText(drawnFrom: map)
    setCellFont(cell, screen.font, in: map)
    let code = CharacterSearch.codeText(character)
    let name = character.properties.name ?? code
    // The grid's item, which takes focus, is what a screen reader reads: it was read by its
    // class's name, "GtkListItemWidget". Its code point follows (read "GREEK DASIA" alone, the
    // U+1FFD a developer looks for was on screen only).
    cell.parent?.setAccessibleLabel(name)
    cell.parent?.setAccessibleDescription(name == code ? "" : code)
    if let index = controls.gridCells.firstIndex(where: { $0.label === cell }) {
      controls.gridCells[index].position = position
    }
    cell.tooltip = Self.tooltip(of: character)
  }

  /// Draws a grid cell in `font` at the grid's size, or smaller for a character wider than
  /// the cells (see `gridCellSize`).
  private func setCellFont(_ cell: Label, _ font: FaceFont, in map: FontMap?) {
    cell.font = description(of: font, points: Double(Self.cellPoints), in: map)
    let width = cell.textWidth
    guard width > gridCellSize else { return }
    var points = (Double(Self.cellPoints) * Double(gridCellSize) / Double(width)).rounded(.down)
    cell.font = description(of: font, points: points, in: map)
    // Widths do not shrink in exact proportion (hinting, whole points): a pixel over widened
    // every column.
    while cell.textWidth > gridCellSize, points > 1 {
      points -= 1
      cell.font = description(of: font, points: points, in: map)
    }
  }

  private func copyCharacter(at position: Int) {
    guard let screen, screen.characters.indices.contains(position) else { return }
    let character = screen.characters[position]
    Clipboard.copy(String(Character(character)))
    // Named under the grid too, as a click or an arrow names it (Tab then Enter did not).
    if screen.selectedCharacter?.character != character { change { $0.selectedCharacter = character } }
    onMessage?(Self.copiedMessage(character, localizer: model.localizer))
  }

  /// A grid cell's tooltip: the character's code and name; a character without a name (private
  /// use: an icon font's) its code once (it was "U+F004 U+F004").
  static func tooltip(of character: Unicode.Scalar) -> String {
    let code = CharacterSearch.codeText(character)
    return character.properties.name.map { code + " " + $0 } ?? code
  }

  /// What the toast says of `character` copied.
  ///
  /// The mark alone is copied; the toast shows it on its dotted circle, as the grid does. A
  /// private-use character is said by its code: the toast's font drew another icon font's
  /// character there (Material Design Icons' "account" as FontAwesome's heart). So is one
  /// that breaks lines (see `CharacterShownAlone.breaksLines`), which split the toast's line.
  static func copiedMessage(_ character: Unicode.Scalar, localizer: Localizer) -> String {
    character.properties.generalCategory == .privateUse || CharacterShownAlone.breaksLines(character)
      ? localizer.tr("Copied {code}", ["code": CharacterSearch.codeText(character)])
      : localizer.tr("Copied “{character}”", ["character": CharacterShownAlone.text(character)])
  }

  private func languagesGroup(_ screen: FaceScreen) -> Widget {
    let group = PreferencesGroup(title: screen.titles.languages, description: screen.titles.languageCount)
    // A text view, not a label: it lays a long text out a line at a time, where a wrapped label
    // shapes all of it again for every width GTK asks about (190 languages: seconds).
    let text = Self.readOnlyText(model.localizer.list(screen.languages.map { "\($0.name) (\($0.code))" }))
    // Named for screen readers by the group's title (it was read as "GtkTextView").
    text.setAccessibleLabel(screen.titles.languages)
    // Shift+Tab goes back into the character grid, as Tab came from it: GTK's own step back
    // left the focus here (GTK 4.8's grid, entered from after it, takes no focus).
    let keys = KeyController()
    keys.onKeyPressed { [weak self] key, modifiers in
      guard let self, key == .leftTab || (key == .tab && modifiers == .shift),
        let grid = self.controls.grid, self.screen?.characters.isEmpty == false
      else { return false }
      return grid.grabFocus()
    }
    text.add(keys)
    group.add(text)
    controls.languages = text
    return group
  }

  private func detailsGroup(_ screen: FaceScreen) -> Widget {
    let group = PreferencesGroup(title: screen.titles.details, description: screen.titles.detailsOf)
    controls.detailsGroup = group
    var lastRow: Widget?
    var rows: [Widget] = []
    for detail in screen.details {
      if let fullText = detail.fullText {
        // A license text or a long copyright: its first words on the row, as every row a
        // value (Enter copies it all); Show opens it whole. An expander row showed it below,
        // and the keyboard's focus, going into it, was seen nowhere and read as the row before.
        let firstLine = fullText.prefix { $0 != "\n" }
        let start =
          firstLine.count > Self.longTextSubtitleLength
          ? firstLine.prefix(Self.longTextSubtitleLength) + "…" : firstLine + "…"
        let row = ActionRow(title: detail.label, subtitle: String(start))
        row.isActivatable = true
        row.tooltip = model.localizer.tr("Copy")
        row.setAccessibleDescription(String(start))
        row.subtitleLines = Self.detailLines
        let label = detail.label
        row.onActivated { [weak self] in
          Clipboard.copy(fullText)
          guard let self else { return }
          self.onMessage?(self.model.localizer.tr("Copied the {detail}", ["detail": label]))
        }
        let show = Button(label: model.localizer.tr("Show"))
        show.centerVertically()
        show.setAccessibleLabel(model.localizer.tr("Show the {detail}", ["detail": label]))
        // Its own tooltip: the row's ("Copy") showed over it, and a click showed the text.
        show.tooltip = model.localizer.tr("Show the {detail}", ["detail": label])
        show.onClicked { [weak self] in self?.onShowText?(label, fullText) }
        row.addSuffix(show)
        group.add(row)
        lastRow = row
        rows.append(row)
        controls.detailRows.append((detail.id, row, show))
        continue
      }
      let row = ActionRow(title: detail.label, subtitle: detail.value)
      // Enter or a click copies the value: exact names are what the page is for, and nothing
      // on it could copy them (the values are not selectable). The tooltip first: GTK reads a
      // tooltip as the description, which the value then replaces.
      // The exact value goes to the clipboard; the toast says it as the row shows it.
      let value = detail.copiedText
      let shown = detail.value
      row.isActivatable = true
      row.tooltip = model.localizer.tr("Copy")
      // Read after the label, as a settings row's value is: libadwaita 1.2 leaves the subtitle
      // out of what a screen reader hears of the row.
      row.setAccessibleDescription(detail.value)
      row.subtitleLines = Self.detailLines
      let copy = { [weak self] in
        Clipboard.copy(value)
        guard let self else { return }
        self.onMessage?(self.model.localizer.tr("Copied “{character}”", ["character": shown]))
      }
      row.onActivated(copy)
      // Ctrl+C too, as in the character grid (Enter copied, Ctrl+C did nothing).
      let keys = KeyController()
      keys.onKeyPressed { key, modifiers in
        guard key == .c && modifiers == .control else { return false }
        copy()
        return true
      }
      row.add(keys)
      var suffix: Widget?
      switch detail.kind {
      case .text:
        break
      case .link(let uri):
        let link = LinkButton(uri: uri, label: model.localizer.tr("Open"))
        // Named by its detail: every link read "Open", in a screen reader's list of links too.
        link.setAccessibleLabel(model.localizer.tr("Open the {detail}", ["detail": detail.label]))
        link.centerVertically()
        row.addSuffix(link)
        suffix = link
      case .file(let path):
        let show = Button(label: model.localizer.tr("Show in Files"))
        show.centerVertically()
        // Its own tooltip, the file it shows: the row's ("Copy") showed over it.
        show.tooltip = VisibleText.escapedControls(path)
        // Weak: the button keeps its handler, which must not keep the button (nor the page).
        show.onClicked { [weak self, weak show] in
          // The file manager selects the file; without one, the folder opens.
          FileManagerItem.show(path: path) { failure in
            guard failure != nil else { return }
            FileManagerItem.openFolder(containing: path, from: show) { failure in
              guard failure != nil, let self else { return }
              self.onMessage?(self.model.localizer.tr("No file manager could show {path}", ["path": path]))
            }
          }
        }
        row.addSuffix(show)
        suffix = show
      }
      group.add(row)
      lastRow = row
      rows.append(row)
      controls.detailRows.append((detail.id, row, suffix))
    }
    tabLeaves(group, rows: rows)
    // Down on the last row stays there, as on a list's last row: GTK's list went on to the
    // window's next stop, round to the header and the size slider, which the next Down made
    // smaller. So does Up on the first; Home and End go to the first and last rows, as in the
    // settings' lists (they left the list, End for the header's Back button).
    if let lastRow, let firstRow = rows.first {
      let keys = KeyController(beforeChildren: true)
      // The rows' handles are held: weak ones went with the building of the page. (The group
      // holds the controller, which holds the rows, which hold neither.)
      keys.onKeyPressed { key, modifiers in
        guard modifiers.isEmpty else { return false }
        switch key {
        case .down: return lastRow.hasFocusInside
        case .up: return firstRow.hasFocusInside
        case .home: return firstRow.grabFocus() || true
        case .end: return lastRow.grabFocus() || true
        default: return false
        }
      }
      group.add(keys)
    }
    return group
  }

  /// How many characters of a long value its closed row shows.
  private static let longTextSubtitleLength = 80
  /// How many lines a details row shows of its value (longer values open below the row).
  private static let detailLines = 2

  /// Text to read and select, not to edit, wrapping at words.
  static func readOnlyText(_ text: String, margins: Bool = false) -> TextView {
    let view = TextView(text: text)
    view.isEditable = false
    view.acceptsTab = false
    view.wrap = .wordsOrCharacters
    view.addCSSClass("typecase-read-only")
    if margins { view.setMargins(top: 8, bottom: 8, start: 12, end: 12) }
    // Read from its start: the cursor stood after the text's last line break, and a screen
    // reader's first line was a blank one.
    view.placeCursor(at: 0)
    return view
  }

  private static func caption(_ text: String) -> Label {
    let label = Label(text)
    label.horizontalAlignment = 0
    label.wraps = true
    label.addCSSClass("dim-label")
    label.addCSSClass("caption")
    return label
  }

  /// A caption in the error colour at full strength: dimmed as well, it was 2.7:1 on the page's
  /// background (what the page cannot read, the font drawing a sample's character).
  private static func errorCaption(_ text: String) -> Label {
    let label = caption(text)
    label.removeCSSClass("dim-label")
    label.addCSSClass("error")
    return label
  }

  // MARK: - Changes

  /// Marks the sample's characters that the face lacks, and says what draws the one at the
  /// cursor.
  private func markGaps(_ screen: FaceScreen) {
    controls.sample?.marks = screen.sampleGaps.map { $0.offset..<$0.offset + 1 }
    showGapNote()
  }

  /// Shows the note of the lacking character at the cursor (or just before it), or hides it.
  private func showGapNote() {
    guard let sample = controls.sample, let note = controls.gapNote else { return }
    let cursor = sample.cursorOffset
    let gap = screen?.sampleGaps.first { $0.offset == cursor } ?? screen?.sampleGaps.first { $0.offset == cursor - 1 }
    note.text = gap?.note ?? ""
    note.isVisible = gap != nil
    // Read with the preview where the cursor is, as it is shown below it; set when it changes
    // (every cursor move comes here, and each setting tells screen readers).
    let description = [pageNote, gap?.note].compactMap { $0 }.joined(separator: " ")
    if description != sampleDescription {
      sample.setAccessibleDescription(description)
      sampleDescription = description
    }
  }

  /// Zooms the preview (Ctrl+plus, Ctrl+minus, Ctrl+0); false when its size stays.
  func zoom(_ zoom: PreviewZoom) -> Bool {
    guard model.zoomFacePage(route, zoom) else { return false }
    redraw()
    // The cursor's line, grown or shrunk, stays in sight once laid out anew (it went below the
    // window's edge at the end of a long sample).
    if let sample = controls.sample, sample.hasFocus {
      var frames = 0
      FrameCapture.afterEachPaint(of: sample) { [weak self] in
        self?.showCursorLine()
        frames += 1
        return frames < 2
      }
    }
    return true
  }

  /// Scrolls the page to show the sample's line with the cursor, and the note under the sample
  /// when it shows (what draws the character at the cursor), while the sample has the focus.
  private func showCursorLine() {
    guard let sample = controls.sample, sample.hasFocus else { return }
    if let note = controls.gapNote, note.isVisible {
      scrolled.scrollToShow(note, margin: Self.focusMargin)
    }
    scrolled.scrollToShow(sample, part: sample.cursorLine, margin: Self.focusMargin)
  }

  /// Changes the page's state in the model and redraws what depends on it.
  private func change(_ update: (inout FacePageState) -> Void) {
    model.changeFacePage(route, update)
    redraw()
  }

  /// Draws the model's page again into the widgets made for it.
  private func redraw() {
    guard let old = screen, let new = model.faceScreen(for: route) else { return }
    screen = new
    if new.sample != old.sample, let sample = controls.sample, sample.text != new.sample {
      isSettingSample = true
      sample.text = new.sample
      isSettingSample = false
    }
    if new.sampleGaps != old.sampleGaps { markGaps(new) }
    if controls.size?.value != new.points { controls.size?.value = new.points }
    for (axis, control) in zip(new.axes, controls.axes) {
      if control.scale.value != axis.value { control.scale.value = axis.value }
      control.value.text = AxisControl.number(axis.value)
    }
    for (instance, button) in zip(new.instances, controls.instances) where button.isActive != instance.isCurrent {
      button.isActive = instance.isCurrent
    }
    // The one clicked is active already (GTK toggled it), and named anew all the same.
    let current = new.instances.firstIndex(where: \.isCurrent)
    if current != controls.namedCurrentInstance {
      for position in [controls.namedCurrentInstance, current].compactMap({ $0 })
      where new.instances.indices.contains(position) && controls.instances.indices.contains(position) {
        nameInstanceButton(controls.instances[position], new.instances[position])
      }
      controls.namedCurrentInstance = current
    }
    if new.instances != old.instances { startInstancesAtTheCurrentOne() }
    for (feature, control) in zip(new.features, controls.features) {
      if control.toggle.isActive != feature.isOn { control.toggle.isActive = feature.isOn }
      if feature.value >= 1, let alternate = control.alternate, alternate.selected != feature.value - 1 {
        alternate.selected = feature.value - 1
      }
    }
    if new.characters != old.characters {
      controls.grid?.setCount(0)
      controls.grid?.setCount(new.characters.count)
      controls.noCharacters?.text = new.titles.noCharacters
      controls.gridStack?.show(named: new.characters.isEmpty ? "none" : "grid")
    }
    // "12 of 5898 characters" while a search or a block picks some: it said the font's count.
    if new.titles.characterCount != old.titles.characterCount {
      controls.charactersGroup?.description = new.titles.characterCount
      controls.characterSearch?.setAccessibleDescription(new.titles.characterCount)
    }
    if new.titles.detailsOf != old.titles.detailsOf { controls.detailsGroup?.description = new.titles.detailsOf }
    showCharacterInfo(new)
    if new.font != old.font || new.sample != old.sample || new.points != old.points {
      drawFont()
    }
    onChange?()
  }

  /// The language systems GTK's text views shape in (the desktop's language's: "JAN" on a
  /// Japanese desktop; none in the C locale).
  private static let desktopLanguageSystems = Set(OpenTypeLanguageTags.tags(for: ToolkitLanguage.shapingLanguage))

  /// Draws the preview, the figures, the waterfall and the visible grid cells in the face as
  /// the user has set it up.
  private func drawFont() {
    guard let screen else { return }
    let map = faceFontMap(for: screen)
    let features = Dictionary(
      screen.font.features.map { ($0.tag, $0.value) }, uniquingKeysWith: { first, _ in first })
    if let sample = controls.sample {
      sample.useFontMap(map)
      sample.font = description(of: screen.font, points: screen.points, in: map)
      // The desktop's forms only where the face has them (a Japanese desktop's JAN forms of a
      // CJK face); others shape as in no language already.
      sample.shapesInNoLanguage = map != nil && !screen.languageSystems.isDisjoint(with: Self.desktopLanguageSystems)
      sample.fontFeatures = features
      // Lines of a font with broken vertical metrics get the room they lack.
      if let font = sample.font { sample.lineRoom = LineRoom.lacking(in: font, drawnBy: sample) }
      // GTK 4.8's text view keeps the height of its first layout (none, before it had a
      // font) until its text changes: the same text set again lays it out in the face.
      if !hasLaidOutSample {
        hasLaidOutSample = true
        MainContext.later { [weak self, weak sample] in
          guard let sample else { return }
          let text = sample.text
          // The cursor stays where it is: a page made again put it back (`focus(_:)`), and
          // setting the text moved it to the end.
          let cursor = sample.cursorOffset
          // Set again by the page, not typed: GTK empties the text first, and each change
          // was taken for the user's (the page then counted its sample as typed).
          self?.isSettingSample = true
          sample.text = text
          self?.isSettingSample = false
          sample.placeCursor(at: cursor)
          self?.isSampleLaidOut = true
        }
      }
    }
    if let figures = controls.figures {
      figures.useFontMap(map)
      figures.font = description(of: screen.font, points: Self.figuresPoints, in: map)
      figures.language = FaceTextLanguage.forText(drawnFrom: map)
      figures.fontFeatures = features
      figures.keepRoom(for: description(of: screen.font, points: Self.figuresPoints, in: map))
    }
    // The cells shown: those bound later take the font as they are bound.
    let cellFont = description(of: screen.font, points: Double(Self.cellPoints), in: map)
    for cell in controls.gridCells.compactMap(\.label) where cell.font != cellFont {
      cell.useFontMap(map)
      cell.language = FaceTextLanguage.forText(drawnFrom: map)
      setCellFont(cell, screen.font, in: map)
    }
    // Text that reads right to left starts at the right on every line: lines cut short
    // (Pango aligns a paragraph by its direction) stood right, those that fit left.
    let start: Float = Label.readsRightToLeft(screen.sample) ? 1 : 0
    for (points, label) in controls.waterfall {
      label.text = screen.sample
      label.horizontalAlignment = start
      label.useFontMap(map)
      label.font = description(of: screen.font, points: Double(points), in: map)
      label.language = FaceTextLanguage.forText(drawnFrom: map)
      label.fontFeatures = features
      label.keepRoom(for: description(of: screen.font, points: Double(points), in: map))
    }
  }

  /// The font map that draws `screen`'s face; nil (the interface's font) when nothing could be
  /// read of its file.
  private func faceFontMap(for screen: FaceScreen) -> FontMap? {
    screen.drawsInInterfaceFont
      ? nil
      : fonts.fontMap(for: screen.font.location, family: screen.font.family, isInstalled: !screen.isNotInstalled)
  }

  /// Pango's description of the face at `points`, with the axes where the user put them;
  /// without a `map` of its own (a face Pango cannot draw, as Type 1), the interface's family:
  /// asked for by its family's name, a twin of the face in another file (URW's .otf of a .t1)
  /// drew the preview said to be in the interface's font.
  private func description(of font: FaceFont, points: Double, in map: FontMap?) -> FontDescription {
    let family = map == nil ? ToolkitSettings.interfaceFontFamily() : font.family
    var description = font.requestedTraits.fontDescription(family: family, points: Int(points.rounded()))
    description.variations = Dictionary(font.variations.map { ($0.tag, $0.value) }, uniquingKeysWith: { a, _ in a })
    return description
  }
}
