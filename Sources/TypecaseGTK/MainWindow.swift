import Glibc
import GtkSupport
import TypecaseCore
import TypecaseUI

/// The Typecase window: a header bar that says where you are, and a stack of list pages that
/// follows the model's navigation stack.
final class MainWindow {
  let model: TypecaseModel
  /// Called after the user changed a setting (the model has stored it): the app applies it.
  var onSettingsChanged: (() -> Void)?
  /// Called when the user asks to quit.
  var onQuit: (() -> Void)?
  /// Called with font files to install (chosen with Install Fonts…, or dropped on the window).
  var onInstall: (([String]) -> Void)?
  /// Called with the font file, not installed, whose page is on top, to install it (its page's
  /// Install button).
  var onInstallFile: ((String) -> Void)?
  /// Called when the user asks to remove the top page's family or face.
  var onRemove: (() -> Void)?
  /// Called when the user asks to move the top page's duplicate copies to the trash (keeping
  /// the copies fontconfig prefers).
  var onRemoveDuplicates: (() -> Void)?
  /// Called with the file a specimen is to be written to, and the route of the family or face
  /// (the top page's, or a family row's).
  var onExportSpecimen: ((String, Route) -> Void)?

  private(set) var pages: [StackPage] = []
  /// The font maps the list's rows are drawn with, one per family.
  let fontMaps = FamilyFontMaps()
  /// The font maps the rows of pushed pages (a family's faces) are drawn with: apart from the
  /// list's, so a family page's faces are let go once the page and a few after it are gone.
  private lazy var pageFontMaps = FamilyFontMaps(following: fontMaps, budget: FamilyFontMaps.pagesBudget)
  /// The font maps face pages draw with, one per face.
  let faceFonts = FaceFontMaps()
  /// The window.
  let window: ApplicationWindow
  private let stack = Stack()
  private let titleWidget = WindowTitle()
  private let backButton = Button()
  private let backLabel = Label()
  private let searchButton = ToggleButton(iconName: "system-search-symbolic")
  private let settingsButton = Button(iconName: "emblem-system-symbolic")
  /// The primary menu: Keyboard Shortcuts, About Typecase.
  private let menuButton: MenuButton
  private let application: Application
  private let installButton = Button(iconName: "list-add-symbolic")
  private let removeButton = Button(iconName: "user-trash-symbolic")
  private let exportButton = Button(iconName: "document-save-as-symbolic")
  /// Remove Duplicates, on a family or face page with copies in the user's fonts folder (in
  /// `removalBar`, beside the note that says so).
  private let removeDuplicatesButton = Button(label: "")
  /// Install, on the page of a font file that is not installed (in `removalBar`, beside the
  /// note that says so).
  private let installFileButton = Button(label: "")
  /// The filters beside search.
  let filters = FilterPopover()
  /// The star of the family page on top.
  private let starButton = ToggleButton(iconName: "typecase-unstarred-strong-symbolic")
  private let toasts: ToastOverlay
  /// Under the header bar on a family or face page of fonts installed for everyone: why they
  /// cannot be removed, and where the file lives; and the copies Remove Duplicates would move.
  let removalNote = Label()
  /// The bar under the header bar holding `removalNote` and Remove Duplicates: in the header
  /// bar, the button's words took the room of the title and the back button ("Font Fa…" at
  /// the window's first width).
  let removalBar = Box(.horizontal, spacing: 12)
  private let header: HeaderBar
  /// The last message shown (it may have been dismissed already): a newer one replaces it.
  private var messageToast: Toast?
  /// The toast with an Undo button shown (or waiting to be), if any: messages do not replace it.
  private var undoToast: Toast?
  /// The toast that says why files could not be installed (one file's reason, or a count with
  /// each named in its Details), shown or waiting behind an Undo: a later message ("The fonts
  /// on this machine changed") does not replace it, or the reasons were never seen.
  private var failureToast: Toast?
  private var leavingPages: [Widget] = []
  /// The window's keys that no widget inside it took (see `handleKey`).
  private let keys = KeyController()
  /// Escape pressed in a page and left by its widgets (see `init`).
  private let pageKeys = KeyController()
  /// The zoom keys of a face page, before its widgets see them (see `zoomKey`).
  private let zoomKeys = KeyController(beforeChildren: true)
  /// Every key pressed in the window, before its widgets see it: when the last one was.
  private let keysSeen = KeyController(beforeChildren: true)
  /// Every press of the primary mouse button in the window, before its widgets see it (see
  /// `isSecondClickOnANewPage`).
  private let pressesSeen = ClickGesture(button: 1, beforeChildren: true)
  /// When a key was last pressed in the window (see `focusMovedByKeyboard`).
  private var lastKeyPress: ContinuousClock.Instant?
  /// Hands what popped pages freed back to the system once navigation pauses.
  let freedMemory = FreedMemory()
  private var pageCounter = 0
  /// Counts the focus moves asked for (a page shown, Ctrl+F): a row focused once its list is
  /// first drawn is not focused when another was asked for meanwhile.
  private var rowFocusRequest = 0

  /// Whether the search button is bound to the (one) search bar yet.
  private var isSearchButtonBound = false

  /// The window's size when it first opens, in pixels.
  private static let defaultSize = (width: 720, height: 760)
  /// How long a page takes to slide in or out, in milliseconds.
  private static let slideMilliseconds = 200

  init(application: Application, model: TypecaseModel) {
    self.model = model
    self.application = application
    window = ApplicationWindow(
      application: application, title: "Typecase", width: Self.defaultSize.width, height: Self.defaultSize.height)
    header = HeaderBar(title: titleWidget)
    menuButton = MenuButton(iconName: "open-menu-symbolic", menu: Self.primaryMenu(model.localizer))

    let backBox = Box(.horizontal, spacing: 2)
    let backIcon = Image(iconName: "go-previous-symbolic")
    backIcon.markDecorative()
    backBox.append(backIcon)
    // A long family name is cut: it made the header, and the window, as wide as itself. The
    // tooltip and the accessible name keep it whole.
    backLabel.ellipsis = .end
    backLabel.maximumWidthInCharacters = 24
    // Room a title does not fill trails it: centred, it stood apart from the chevron.
    backLabel.horizontalAlignment = 0
    backBox.append(backLabel)
    backButton.setChild(backBox)
    backButton.addCSSClass("typecase-back-button")
    // Flat as the header bar's other buttons and GNOME's back buttons are: libadwaita flattens
    // a header bar's icon and text buttons, not one whose child is a box of both.
    backButton.addCSSClass("flat")
    header.packStart(backButton)
    header.packEnd(menuButton)
    header.packStart(installButton)
    header.packEnd(settingsButton)
    header.packEnd(filters.button)
    header.packEnd(searchButton)
    header.packEnd(removeButton)
    header.packEnd(exportButton)
    header.packEnd(starButton)

    stack.transitionMilliseconds = Self.slideMilliseconds
    toasts = ToastOverlay(child: stack)
    // While a toast is drawn the lists can scroll their last rows above it (see
    // `Stylesheet`): at the end of a list, a row under the toast could not be scrolled higher.
    toasts.onToastsDrawnChanged = { [stack] drawn in
      if drawn { stack.addCSSClass("typecase-toast-shown") } else { stack.removeCSSClass("typecase-toast-shown") }
    }
    let content = Box(.vertical)
    content.append(header)
    removalNote.addCSSClass("dim-label")
    removalNote.addCSSClass("caption")
    removalNote.wraps = true
    removalNote.expandsHorizontally = true
    removalBar.append(removalNote)
    removeDuplicatesButton.centerVertically()
    removalBar.append(removeDuplicatesButton)
    installFileButton.centerVertically()
    installFileButton.addCSSClass("suggested-action")
    installFileButton.isVisible = false
    removalBar.append(installFileButton)
    removalBar.setMargins(top: 6, bottom: 6, start: 12, end: 12)
    removalBar.isVisible = false
    content.append(removalBar)
    content.append(toasts)
    window.setContent(content)
    application.addAction("about") { [weak self] in self?.showAbout() }
    application.setShortcuts(["<Control>question"], forAction: "win.show-help-overlay")
    // Made in the interface language each time it is asked for.
    window.setShortcutsWindow(madeBy: { [weak self] in
      ShortcutsList.window(self?.model.localizer ?? Localizer.english)
    })

    backButton.onClicked { [weak self] in self?.goBack() }
    filters.onChange = { [weak self] chosen in self?.setFilters(chosen) }
    // Filters may empty the list: its empty state gets ready while the user picks them.
    filters.onOpen = { [weak self] in
      self?.familiesPage?.prepareEmptyState()
    }
    starButton.onClicked { [weak self] in
      guard let self, let star = self.shownStar else { return }
      // A click not taken (see `toggleStar`) leaves the toggle as the star is.
      if !self.toggleStar(star, byClick: true) { self.starButton.isActive = star.isStarred }
    }
    // The close button quits as Ctrl+Q does (promptly, see `TypecaseApp.quitPromptly`).
    window.onCloseRequest { [weak self] in
      guard let onQuit = self?.onQuit else { return false }
      onQuit()
      return true
    }
    settingsButton.onClicked { [weak self] in self?.openSettings() }
    installButton.onClicked { [weak self] in self?.chooseFontsToInstall() }
    removeButton.onClicked { [weak self] in
      guard let self, !self.isSecondClickOnANewPage else { return }
      self.onRemove?()
    }
    removeDuplicatesButton.onClicked { [weak self] in
      guard let self, !self.isSecondClickOnANewPage else { return }
      self.onRemoveDuplicates?()
    }
    installFileButton.onClicked { [weak self] in
      guard let self, !self.isSecondClickOnANewPage, let face = self.model.uninstalledFace(on: self.model.current)
      else { return }
      self.onInstallFile?(face.location.file)
    }
    exportButton.onClicked { [weak self] in self?.chooseSpecimenFile() }
    window.add(
      FileDropTarget { [weak self] paths in
        guard let self, !paths.isEmpty, let onInstall = self.onInstall else { return false }
        onInstall(paths)
        return true
      })
    stack.onTransitionRunningChanged { [weak self] in self?.removeLeavingPages() }
    window.onWidthChanged { [weak self] in
      self?.fitBackLabel()
      MainContext.later { self?.currentFacePage?.widthChanged() }
    }
    window.onFocusChanged { [weak self] in
      guard let self else { return }
      // A toast that had the focus went (closed, or its Undo used): GTK put the focus on the
      // window's first control ("Copy as…" on a face page, out of view), or on none; it goes
      // back to where it was before the toast.
      let focus = self.window.focusWidget
      let previous = self.focusedToastControl
      self.focusedToastControl =
        focus.map { $0.isInside(self.toasts) && !$0.isInside(self.stack) } == true ? focus : nil
      if let previous, self.focusedToastControl == nil, !previous.isMapped || previous.parent == nil {
        MainContext.later { [weak self] in self?.focusPageAfterToast() }
        // Not where the user put it: the page's own note of its focus stays.
        return
      }
      guard let focus else { return }
      // Only for the keyboard: a slider clicked near the edge moved under the pointer.
      if let face = self.currentFacePage {
        if !self.isSyncingPages { face.noteFocus(focus) }
        if self.focusMovedByKeyboard { face.keepInView(focus) }
        return
      }
      // Not GTK's own move of the focus into a page shown by a pop: that lands on the list's
      // first row when the list never had the focus (a page opened by `--page face/NAME`), and
      // back then went there, not to the face's row.
      guard !self.isSyncingPages, let page = self.currentPage, focus.isInside(page.listView) else { return }
      page.noteFocus(focus)
    }
    keys.onKeyPressed { [weak self] key, modifiers in self?.handleKey(key, modifiers) ?? false }
    window.add(keys)
    zoomKeys.onKeyPressed { [weak self] key, modifiers in self?.zoomKey(key, modifiers) ?? false }
    window.add(zoomKeys)
    // Escape from a page reaches `handleKey` before the toast overlay around the pages:
    // libadwaita binds Escape there to take its toast away, so while one was shown the first
    // Escape did only that (neither back nor clearing the search), and said nothing.
    pageKeys.onKeyPressed { [weak self] key, modifiers in
      guard key == .escape, let self else { return false }
      return self.handleKey(key, modifiers)
    }
    stack.add(pageKeys)
    keysSeen.onKeyPressed { [weak self] key, _ in
      guard let self else { return false }
      self.lastKeyPress = .now
      self.secondClicks.notePress()
      return self.activationKeys.shouldIgnorePress(of: key)
    }
    keysSeen.onKeyReleased { [weak self] key in self?.activationKeys.noteRelease(of: key) }
    window.add(keysSeen)
    pressesSeen.onPressed { [weak self] in self?.secondClicks.notePress() }
    window.add(pressesSeen)
    // The mouse's back button goes back, as in browsers and Files (it did nothing).
    let backClicks = ClickGesture(button: ClickGesture.backButton, beforeChildren: true)
    backClicks.onPressed { [weak self] in
      guard let self, self.model.stack.count > 1 else { return }
      self.goBack()
    }
    window.add(backClicks)
    window.keepMadeUpMotionsFromClicks()
    syncPages(animated: false)
    // Opened with a search (`typecase --search mono`): it shows in the search field.
    if !model.search.isEmpty { familiesPage?.showSearch(model.search) }
  }

  /// What the header bar's title says.
  var headerTitleText: String { titleWidget.title }
  /// What the header bar's subtitle says.
  var subtitleText: String { titleWidget.subtitle }
  /// What the back button says, or nil when there is none.
  var backButtonText: String? {
    backButton.isVisible ? backLabel.text : nil
  }
  /// The back button.
  var backButtonWidget: Button { backButton }
  /// The back button's title.
  var backLabelWidget: Label { backLabel }
  /// The settings (gear) button.
  var settingsButtonWidget: Button { settingsButton }
  /// The filter button (tests).
  var filterButtonWidget: Widget { filters.button }

  /// Shows the window.
  func present() { window.present() }

  /// The Install Fonts… button.
  var installButtonWidget: Button { installButton }
  /// The button that moves the top page's family or face to the trash.
  var removeButtonWidget: Button { removeButton }
  /// The button that moves the top page's duplicate copies to the trash.
  var removeDuplicatesButtonWidget: Button { removeDuplicatesButton }
  /// The button that installs the font file whose page is on top.
  var installFileButtonWidget: Button { installFileButton }

  /// The page whose Remove Duplicates was clicked and waits for fonts read again; its button
  /// says so meanwhile (see `updateRemoveDuplicatesButton`).
  var duplicateRemovalWaiting: Route? {
    didSet {
      guard duplicateRemovalWaiting != oldValue else { return }
      updateRemoveButton()
      updateRemoveDuplicatesButton()
    }
  }

  /// Opens the file chooser (the portal's where there is one) for font files to install.
  func chooseFontsToInstall() {
    let chooser = FileChooserNative(
      title: model.localizer.tr("Install Fonts"), parent: window, accept: model.localizer.tr("_Install"),
      cancel: model.localizer.tr("_Cancel"), filterName: model.localizer.tr("Font files"),
      patterns: FontFilePatterns.all, mimeTypes: FontFilePatterns.mimeTypes,
      allFilesName: model.localizer.tr("All files"))
    // Where fonts most often arrive, then where the last ones came from: GTK 4.8's own dialog
    // opened in the folder the program was started from.
    chooser.open(in: installFolder ?? FileChooserNative.userFolder(.downloads))
    chooser.run { [weak self] paths in
      guard let self, let first = paths.first else { return }
      self.installFolder = Self.folder(of: first)
      self.onInstall?(paths)
    }
  }

  /// Asks where to write a specimen of the family or face of `route`, the top page's by
  /// default (PDF, PNG or SVG, by the name's ending; a name without one gets ".pdf").
  func chooseSpecimenFile(for route: Route? = nil) {
    let route = route ?? model.current
    let localizer = model.localizer
    // Faces Pango cannot draw alone (a web font, Type 1): said at once, not after a file was
    // chosen for a sheet that could not be drawn.
    let faces = model.uninstalledFace(on: route).map { [$0] } ?? model.facesToRemove(on: route)
    if !faces.isEmpty, faces.allSatisfy({ !$0.isDrawable }), let face = faces.first {
      showFailureToast(
        TypecaseApp.sentence(
          localizer(SpecimenError.undrawable(name: face.displayName, format: face.drawingFormat ?? "").message)))
      return
    }
    // "Inter Bold Specimen.pdf", in the interface language (見本帳): without the control
    // characters a name may hold (a newline went into the file's name) and short enough for a
    // file system (a family of 300 letters was a name GTK could not make).
    let name = SafeFileName.make(
      from: localizer.tr("{name} Specimen", ["name": model.specimenTitle(on: route).replacing("/", with: "-")])
        + ".pdf")
    let chooser = FileChooserNative(
      savingAs: name, title: localizer.tr("Export Specimen"), parent: window, accept: localizer.tr("_Export"),
      cancel: localizer.tr("_Cancel"),
      filters: SpecimenFormat.allCases.map { format in
        let name =
          switch format {
          case .pdf: localizer.tr("PDF document (a page or more per font)")
          case .png: localizer.tr("PNG image")
          case .svg: localizer.tr("SVG image")
          }
        return (name, ["*." + format.rawValue])
      })
    chooser.open(in: exportFolder ?? FileChooserNative.userFolder(.documents))
    chooser.run { [weak self] paths in
      guard let self, let chosen = paths.first else { return }
      self.exportFolder = Self.folder(of: chosen)
      // GTK 4.8's chooser keeps the name's extension whatever kind of file is chosen.
      let kind = chooser.chosenFilterIndex.flatMap {
        SpecimenFormat.allCases.indices.contains($0) ? SpecimenFormat.allCases[$0] : nil
      }
      let path = SpecimenFormat.path(for: chosen, kind: kind)
      // The dialog asked before replacing the name it was given, not another.
      if path != chosen, access(path, F_OK) == 0 {
        let name = String(path.split(separator: "/").last ?? Substring(path))
        self.showFailureToast(
          localizer.tr("“{file}” already exists: nothing was exported (choose another name)", ["file": name]))
        return
      }
      self.onExportSpecimen?(path, route)
    }
  }

  /// The folder the last fonts installed through the chooser came from (it opens there next).
  private var installFolder: String?
  /// The folder the last specimen was exported to (the chooser opens there next).
  private var exportFolder: String?

  /// The folder holding the file at `path`.
  private static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Says that the filters `before` were cleared, with an Undo that puts them back; nothing
  /// when there were none.
  ///
  /// Every filter goes at once, by a key easily pressed twice (Escape) or a button (Clear
  /// Filters, which said nothing and offered no way back).
  private func offerFiltersBack(_ before: FamilyFilters) {
    guard model.filters != before else { return }
    showToast(model.localizer.tr("Filters cleared"), button: model.localizer.tr("Undo")) { [weak self] in
      self?.setFilters(before)
    }
  }

  /// Shows `text` as a toast with a button (`button`, "Undo") that calls `action`.
  func showToast(_ text: String, button: String, action: @escaping () -> Void) {
    // A newer action replaces both: its Undo is the one that matters now. An Undo still offered
    // comes back once the newer one is used (a face trashed, then its family: the face's Undo
    // was gone, and its file stayed in the trash).
    let earlier = undoToast != nil && undoOffer?.button == button ? undoOffer : nil
    undoToast?.dismiss()
    messageToast?.dismiss()
    let undo = { [weak self] in
      action()
      guard let self, let earlier else { return }
      // The offer just used goes with its toast: kept, it came back after the earlier one's
      // Undo, and the two toasts took turns without end.
      self.undoToast = nil
      self.undoAction = nil
      self.undoOffer = nil
      self.showToast(earlier.text, button: earlier.button, action: earlier.action)
      // What the Undo did ("Restored …") is said before the earlier offer, which comes back
      // after it: it waited behind it, and the earlier "Installed" read as a new install.
      self.undoneAt = .now
    }
    let toast = toasts.show(text, button: button, action: undo)
    undoToast = toast
    undoAction = undo
    undoOffer = (text, button, action)
    toast.onDismissed { [weak self, weak toast] in
      if let self, self.undoToast === toast {
        self.undoToast = nil
        self.undoAction = nil
        self.undoOffer = nil
      }
    }
  }

  /// The shown toast's text, button and action, as `showToast(_:button:action:)` was given them.
  private var undoOffer: (text: String, button: String, action: () -> Void)?
  /// When an Undo brought an earlier offer back: the message that follows within seconds (what
  /// the Undo did) is shown before it.
  private var undoneAt: ContinuousClock.Instant?

  /// When the top page changed and what was pressed before (see `isSecondClickOnANewPage`).
  private var secondClicks = SecondClickGuard(interval: .milliseconds(ToolkitSettings.doubleClickMilliseconds()))
  /// Keeps Enter held, or pressed again at once, from acting on the page it opened.
  private var activationKeys = ActivationKeyGuard(
    interval: .milliseconds(ToolkitSettings.doubleClickMilliseconds()))

  /// Whether a click is the second of a double-click whose first changed the top page: the
  /// second click of a double-click on Move to Trash, which took the face page away and showed
  /// its family's page, trashed the whole family with the button now in the same place (and
  /// the face's own Undo went with its toast).
  private var isSecondClickOnANewPage: Bool { secondClicks.isSecondClick() }

  /// What the shown toast's Undo does (Ctrl+Z does it too); nil when no such toast is shown.
  private var undoAction: (() -> Void)?

  /// Does what the shown toast's Undo does, and takes the toast away, as Ctrl+Z does in GNOME
  /// Files: the Undo was reachable only by Tab, within the toast's seconds.
  ///
  /// False when no toast offers an undo.
  func undoFromKeyboard() -> Bool {
    guard let action = undoAction else { return false }
    undoAction = nil
    undoToast?.dismiss()
    action()
    return true
  }

  /// Puts back the search and filters `reveal(family:)` cleared, when none has been set since
  /// (the install that brought the family undone).
  func restoreNarrowingClearedToReveal() {
    guard let cleared = model.takeNarrowingClearedToReveal() else { return }
    find(search: cleared.search.isEmpty ? nil : cleared.search, filters: cleared.filters)
  }

  /// Shows the family list with the row `family` scrolled to and focused (a font just
  /// installed).
  func reveal(family: String) {
    guard model.reveal(family: family) else { return }
    // The model dropped a search that hid the family: its field says so too.
    if model.search.isEmpty { listPages.first?.emptySearchField() }
    refreshAll()
    guard let page = currentPage, let position = page.position(ofRow: family) else { return }
    // The family is where the list goes: the rows in view, kept in place by `refreshAll` over
    // the next frames, took the list back from it, the focus on a row out of view.
    page.forgetScrollAnchor()
    // Clear of the toast that says what came (at the window's lower edge, it hid the row).
    page.focusRow(at: position, clearance: Self.toastClearance)
    page.keepInView(rowID: family)
    // The family is shown highlighted: by its focus ring, whichever way the files came (the
    // file chooser used by keyboard left the ring hidden, the new row looking like any other).
    window.isFocusVisible = true
  }

  /// Whether `syncPages` is changing the pages (the focus moves GTK makes meanwhile are not
  /// the user's).
  private var isSyncingPages = false

  /// The list page on top (nil when the top page is a face page).
  var currentPage: ScreenPage? { pages.last as? ScreenPage }
  /// The face page on top (nil when the top page is a list).
  var currentFacePage: FacePage? { pages.last as? FacePage }
  /// The list pages in the stack, bottom first.
  var listPages: [ScreenPage] { pages.compactMap { $0 as? ScreenPage } }
  /// Whether the top page shows what it is for: a list's rows, or a face page's face.
  var isTopPageDrawn: Bool {
    if let page = currentPage { return page.boundRowCount > 0 || page.entries.isEmpty }
    return currentFacePage?.isDrawn ?? false
  }

  /// Whether a page is sliding in or out.
  var isSliding: Bool { stack.isTransitionRunning }

  /// Redraws every page from the model (after fonts, settings or the language changed).
  func refreshAll() {
    // The family with the focus keeps it when rows above it come or go (fonts installed or
    // removed meanwhile): rows are refilled in place, and the focus stayed at its place, on
    // another family.
    let focused = currentPage.flatMap { page in page.focusedRowID.map { (page, $0) } }
    // A focused row scrolled away with the wheel keeps the focus, and the view stays: the list
    // jumped back to it from thousands of pixels away at each change elsewhere.
    let focusWasShown = currentPage?.focusedRowIsShown ?? true
    // The rows in view stay where they are when families above them come or go.
    let anchor = currentPage?.scrollAnchor
    let anchoredPage = currentPage
    for page in pages { page.refresh(from: model) }
    syncPages(animated: false)
    // Each page is named again: a change of interface language left screen readers the old names.
    for page in pages { stack.setAccessibleLabel(of: page.root, page.title) }
    updateHeader()
    let anchorOnTop = currentPage.flatMap { $0 === anchoredPage ? anchor : nil }
    if let (page, rowID) = focused, page === currentPage, page.focusedRowID != rowID,
      let position = page.position(ofRow: rowID)
    {
      // A focused row out of view is drawn to take the focus, and the view goes back then (to
      // the rows in view, anchored): scrolled back before, the row was never drawn, and the
      // focus stayed on a row now showing another family.
      page.focusRow(at: position, keepingScrollOffset: !focusWasShown, anchor: focusWasShown ? nil : anchorOnTop)
      if focusWasShown, let anchorOnTop { page.keep(anchorOnTop) }
    } else if let anchorOnTop, let page = currentPage {
      page.keep(anchorOnTop)
    }
    // A page opened before its rows were there (fonts still loading) focused the list itself:
    // its first row (or the remembered one) takes focus once it exists, so keys such as Ctrl+I
    // act on a row.
    if let top = currentPage, let focus = window.focusWidget, focus == top.listView { focusTopPage() }
  }

  /// Rebuilds what GTK itself labels (the window buttons and their tooltips) and the primary
  /// menu after the interface language changed (the shortcuts window is made in it when opened).
  func reloadToolkitStrings() {
    header.rebuildWindowButtons()
    menuButton.setMenu(Self.primaryMenu(model.localizer))
  }

  /// The primary menu's entries, in the interface language.
  private static func primaryMenu(_ localizer: Localizer) -> Menu {
    Menu(sections: [
      [
        (localizer.tr("Keyboard Shortcuts"), "win.show-help-overlay"),
        (localizer.tr("About Typecase"), "app.about"),
      ]
    ])
  }

  /// Opens the About window (the primary menu's last entry).
  func showAbout() {
    // GTK keeps the window while it is open (it is modal: one at a time); a reference held
    // here would outlive it.
    let about = AboutWindow(AboutDetails.details(model.localizer), parent: window)
    // Drawn in the interface's fonts (see `TypecaseApp.useInterfaceFonts`), as the window is.
    about.useFontMap(of: window)
    about.present()
  }

  /// The primary menu button.
  var menuButtonWidget: MenuButton { menuButton }

  /// The height a toast covers above the list's lower edge, with room for a focus ring, in
  /// pixels (libadwaita 1.2: a toast of 46 plus its margin of 12, and more for a two-line
  /// title).
  static let toastClearance = 96.0

  /// How many characters of a message a toast shows whole (libadwaita 1.2 cuts its one line
  /// at the end, at about this length in a narrow window).
  static let longestToast = 64

  /// Copies a "Copy as…" choice and says so, with what `typecase snippet` says of it behind
  /// Details (a Pango description that asks for other families was copied without a word).
  func copy(_ choice: CopyChoice) {
    Clipboard.copy(choice.text)
    guard let notes = model.copyNotes(of: choice) else {
      showToast(choice.confirmation)
      return
    }
    // The dialog headed by what was done, not by the toast's pointer to it.
    showToast(
      model.localizer.tr("{confirmation} (see Details)", ["confirmation": choice.confirmation]), details: notes,
      heading: choice.confirmation)
  }

  /// Shows a message at the bottom of the window; one too long for a toast with a Details
  /// button that shows it whole (a settings file set aside read "…could not be use…", where
  /// and why lost).
  func showToast(_ text: String) {
    // The newest message replaces one still shown: toasts queue, and an older one (the fonts
    // changed) would hide the newer (which family went) for seconds. A toast with Undo stays:
    // the message waits behind it (installing a font and a file that is none lost the Undo).
    messageToast?.dismiss()
    messageToast = messageToastShown(text)
  }

  /// Shows why a change failed (a file that could not be installed) as `showToast(_:)` does,
  /// but no later message replaces it: waiting behind the Undo toast, it was replaced by
  /// another program's font change, and the reason was never seen.
  ///
  /// `whole`: the message as the Details button shows it (the file's whole path), when the
  /// toast says it shorter.
  @discardableResult
  func showFailureToast(_ text: String, whole: String? = nil) -> Toast {
    messageToast?.dismiss()
    failureToast?.dismiss()
    let toast = messageToastShown(text, whole: whole)
    failureToast = toast
    return toast
  }

  /// Shows `text` in a toast, with a Details button that shows it (or `whole`) whole when it
  /// is too long for one.
  private func messageToastShown(_ text: String, whole: String? = nil) -> Toast {
    let atOnce = undoneAt.map { .now - $0 < .seconds(5) } ?? false
    undoneAt = nil
    guard text.count > Self.longestToast || (whole.map { $0 != text } ?? false) else {
      return toasts.show(text, atOnce: atOnce)
    }
    return toasts.show(text, button: model.localizer.tr("Details"), seconds: 10, atOnce: atOnce) { [weak self] in
      self?.showMessage(whole ?? text)
    }
  }

  /// Shows `text` as a message toast with a Details button that shows `details` whole (each
  /// file a failure was about, where the toast counts them), headed `heading` (else `text`).
  @discardableResult
  func showToast(_ text: String, details: String, heading: String? = nil) -> Toast {
    messageToast?.dismiss()
    failureToast?.dismiss()
    let toast = toasts.show(text, button: model.localizer.tr("Details"), seconds: 10) { [weak self] in
      self?.showMessage(details, heading: heading ?? text)
    }
    failureToast = toast
    return toast
  }

  /// Shows `text` whole, in a dialog over the window headed `heading` (the toast that counted
  /// what `text` lists), or none.
  @discardableResult
  func showMessage(_ text: String, heading: String? = nil) -> MessageDialog {
    let dialog = MessageDialog(
      heading: heading, body: text, closeLabel: model.localizer.tr("Close"),
      name: heading ?? model.localizer.tr("Details"), parent: window)
    // A list under its heading (a file and its reason to a paragraph) reads from the start.
    if heading != nil { dialog.alignBodyToStart() }
    dialog.useFontMap(of: window)
    // Closed, the focus goes back to the row it was on (the toast it was opened from is gone:
    // the focus went to the header's first button).
    dialog.onClosed { [weak self] in
      // Let go at once: kept past the window, it was finalized after it (GLib criticals).
      self?.shownMessage = nil
      guard let self, let page = self.currentPage, let id = page.lastFocusedRowID,
        let position = page.position(ofRow: id)
      else { return }
      MainContext.later { page.focusRow(at: position) }
    }
    dialog.present()
    shownMessage = dialog
    return dialog
  }

  /// Asks in a dialog whether to do what the button `action` says; `onAction` when chosen.
  ///
  /// The dialog, over the window, is headed `heading` and says `body`; Cancel is the default.
  /// Closed, the focus goes back where it was.
  func ask(
    heading: String, body: String, action: String, onCancel: @escaping () -> Void = {},
    onAction: @escaping () -> Void
  ) {
    let returnTo = window.focusWidget
    let dialog = MessageDialog(
      heading: heading, body: body, cancelLabel: model.localizer.tr("Cancel"), actionLabel: action, parent: window)
    dialog.useFontMap(of: window)
    dialog.onAnswered { [weak self] acted in
      self?.shownMessage = nil
      if let returnTo { MainContext.later { returnTo.grabFocus() } }
      if acted { onAction() } else { onCancel() }
    }
    dialog.present()
    shownMessage = dialog
  }

  /// Shows a long `text` (a font's license) in a dialog headed `title`, to read and select;
  /// closed, the focus goes back where it was.
  func showText(_ title: String, _ text: String) {
    let returnTo = window.focusWidget
    let view = FacePage.readOnlyText(text, margins: true)
    view.setAccessibleLabel(title)
    let scrolled = ScrolledWindow(child: view)
    scrolled.requestSize(width: 480, height: 320)
    let dialog = MessageDialog(heading: title, child: scrolled, closeLabel: model.localizer.tr("Close"), parent: window)
    dialog.useFontMap(of: window)
    // The handle of the focused widget is held until then (the dialog goes with its handler).
    dialog.onClosed { [weak self] in
      self?.shownMessage = nil
      guard let returnTo else { return }
      MainContext.later { returnTo.grabFocus() }
    }
    dialog.present()
    shownMessage = dialog
  }

  /// The control of a toast that has the keyboard focus (see `onFocusChanged`), while one has.
  private var focusedToastControl: Widget?

  /// Puts the focus back on the page, where it was before a toast took it.
  private func focusPageAfterToast() {
    if let face = currentFacePage {
      face.focusStart()
    } else {
      currentPage?.focusLastRow()
    }
  }

  /// The message shown whole, while it is open.
  private(set) var shownMessage: MessageDialog?

  /// Opens the settings (the gear button, Ctrl+comma).
  func openSettings() {
    guard model.openSettings() else { return }
    syncPages(animated: true)
  }

  /// Goes back one page (the back button, Alt+Left, Escape).
  func goBack() {
    guard model.back() else { return }
    syncPages(animated: true)
  }

  /// Activates the row `id` of the top page, as a click or Enter does.
  func activate(rowID: String) {
    let page = currentPage
    switch model.activate(rowID: rowID) {
    case .nothing:
      return
    case .editsText(let rowID):
      // focusRow focuses a text row's field.
      if let page = currentPage, let position = page.position(ofRow: rowID) { page.focusRow(at: position) }
    case .pushed:
      // Back comes to the row opened, also when it was opened from the search field (Enter):
      // it came to the row focused before the search, or the one nearest it.
      page?.noteChosen(rowID)
      syncPages(animated: true)
    case .chose:
      onSettingsChanged?()
    }
  }

  /// Opens the page the detail button (ⓘ) of row `id` of the top page leads to (Ctrl+I).
  func openDetail(rowID: String) {
    let page = currentPage
    guard case .pushed = model.activateDetail(rowID: rowID) else { return }
    page?.noteChosen(rowID)
    syncPages(animated: true)
  }

  /// Makes the page widgets match the model's stack, sliding in pushed pages and out popped ones.
  func syncPages(animated: Bool) {
    isSyncingPages = true
    defer { isSyncingPages = false }
    let routes = model.stack
    var kept = 0
    while kept < pages.count && kept < routes.count && pages[kept].route == routes[kept] { kept += 1 }
    let popping = kept < pages.count
    for page in pages[kept...] { leavingPages.append(page.root) }
    pages.removeLast(pages.count - kept)
    for route in routes[kept...] {
      if case .face = route {
        let page = FacePage(route: route, model: model, fonts: faceFonts)
        page.onChange = { [weak self] in self?.updateHeader() }
        page.onMessage = { [weak self] text in self?.showToast(text) }
        page.onCopy = { [weak self] choice in self?.copy(choice) }
        page.onShowText = { [weak self] title, text in self?.showText(title, text) }
        page.onBack = { [weak self] in
          guard let self, self.model.stack.count > 1 else { return }
          self.goBack()
        }
        page.onTabOut = { [weak self] forward in self?.focusOutsideList(forward: forward) }
        page.isKeyboardInput = { [weak self] in self?.focusMovedByKeyboard ?? false }
        pageCounter += 1
        stack.add(page.root, name: "page-\(pageCounter)", accessibleLabel: page.title)
        pages.append(page)
        continue
      }
      let screen = model.screen(for: route) ?? Screen(route: route, title: model.title(of: route), sections: [])
      let maps = pages.isEmpty ? fontMaps : pageFontMaps
      let page = ScreenPage(screen: screen, fontMaps: maps, localizer: model.localizer)
      page.onActivate = { [weak self] rowID in self?.activate(rowID: rowID) }
      page.onDetail = { [weak self] rowID in self?.openDetail(rowID: rowID) }
      page.onCopy = { [weak self] choice in self?.copy(choice) }
      page.onExportFamily = { [weak self] family in self?.chooseSpecimenFile(for: .family(family)) }
      page.onCopyName = { [weak self] name in
        guard let self else { return }
        Clipboard.copy(name)
        self.showToast(
          self.model.localizer.tr("Copied “{character}”", ["character": VisibleText.escapedControls(name)]))
      }
      page.onSearch = { [weak self] text in self?.search(text) }
      page.onStar = { [weak self] star, byClick in self?.toggleStar(star, byClick: byClick) ?? false }
      page.onRemoveFilter = { [weak self] id in
        self?.model.removeFilter(id)
        self?.redrawFamilies()
      }
      page.onClearFilters = { [weak self] in
        guard let self else { return }
        let filtersBefore = model.filters
        setFilters(FamilyFilters())
        offerFiltersBack(filtersBefore)
      }
      page.onShowsText = { [weak self] on in
        self?.model.setShowsText(on)
        self?.redrawFamilies()
      }
      page.onTabOut = { [weak self] forward in self?.focusOutsideList(forward: forward) }
      page.onEdit = { [weak self] key, text in
        guard let self, case .chose = self.model.edit(key: key, text: text) else { return }
        self.onSettingsChanged?()
      }
      pageCounter += 1
      // A stack page is read by screen readers: named by its screen, not "GtkStackPage".
      stack.add(page.root, name: "page-\(pageCounter)", accessibleLabel: screen.title)
      pages.append(page)
    }
    guard let top = pages.last else { return }
    let topChanged = popping || kept < routes.count
    // A navigation during a slide is shown at once: slides interrupted by slides make GTK 4.8
    // keep memory for good (20 MB per 100 quick open/back cycles, measured by bench/memory.sh).
    let slides = animated && !stack.isTransitionRunning
    let transition: Stack.Transition = !slides ? .none : popping ? .slideRight : .slideLeft
    // GTK's stack hands the focus inside the page it leaves to the first control of the page it
    // shows, then `focusTopPage` moves it on: a screen reader began "Copy as…, menu button"
    // on each face page, and "12 pt" before the chosen size. Taken first, it moves once.
    if topChanged, let focus = window.focusWidget, focus.isInside(stack) { window.clearFocus() }
    if topChanged {
      secondClicks.notePageShown()
      activationKeys.notePageShown()
    }
    stack.show(top.root, transition: transition)
    // Popped pages go when the slide ends ("notify::transition-running"), or now when there is
    // none: a popped page is destroyed, like a popped view controller.
    removeLeavingPages()
    updateHeader()
    // Focus moves only with the page: a redraw (a setting typed, fonts changed) leaves it alone.
    if topChanged { focusTopPage() }
  }

  private func focusTopPage() {
    rowFocusRequest += 1
    if let face = currentFacePage { return face.focusStart() }
    guard let top = currentPage else { return }
    // A page come back to: the row the focus was on when it was left (Ctrl+, left a row no
    // activation had chosen, and the focus came back to the family last opened). Chosen now:
    // GTK hands the focus to a row of its own choosing as the page it was on goes.
    let chosen = top.lastFocusedRowID ?? model.focusRowID(for: top.route, on: top.screen)
    // A page come back to with a search that found nothing: its Clear Search, else the search
    // field (the hidden list took none, and nothing had the focus).
    if top.entries.isEmpty && top.isSearching { return top.focusWithoutRows() }
    guard top.listView.visibleRange.height == 0, !top.entries.isEmpty else {
      return focusRow(chosen, on: top, keepingScroll: true)
    }
    // A list never laid out (the family list under a page opened by `--page`, as that page
    // goes) is focused once it has drawn a frame: scrolled to its row before its first layout, the
    // row had the focus out of sight, and the list drew its first row alone, blank below.
    let request = rowFocusRequest
    FrameCapture.afterEachPaintOnceRealized(of: top.listView) { [weak self, weak top] in
      // Unless the focus was put elsewhere meanwhile (Ctrl+F's search field: the row took it).
      guard let self, let top, top === self.currentPage, request == self.rowFocusRequest else { return false }
      self.focusRow(chosen, on: top)
      return false
    }
  }

  /// Focuses the row `chosen` of `top`; a family gone meanwhile (its fonts removed while its
  /// page was open, which closed it): the row now in its place, not the list's first.
  ///
  /// `keepingScroll`: a list come back to stays where it was scrolled, its first row in sight
  /// focused when `chosen` is out of sight (the wheel scrolled the list away from the focused
  /// row, then the settings and back: the list went back to its first row).
  private func focusRow(_ chosen: String?, on top: ScreenPage, keepingScroll: Bool = false) {
    var position = chosen.flatMap { top.position(ofRow: $0) ?? top.position(ofRowFollowing: $0) } ?? 0
    if keepingScroll {
      let shown = top.shownRowPositions
      if let first = shown.first, !shown.contains(position) { position = first }
    }
    top.focusRow(at: position)
  }

  /// Tab out of a list goes to a toast's button ("Undo") when a toast is shown, else to the
  /// header bar's first button; Shift+Tab to what stands before the list (the last filter
  /// chip, "Shows this text", the search field: `widgetBeforeList`), else to the header bar's
  /// last button.
  private func focusOutsideList(forward: Bool) {
    if forward && toasts.focusToast() { return }
    // Back across the chips and "Shows this text" too: the search field was next, and the
    // chips could be reached by Tab only.
    if !forward, let target = currentPage?.widgetBeforeList {
      target.grabFocus()
      return
    }
    // Back to Remove Duplicates, under the header bar, first.
    if !forward, removalBar.isVisible, removeDuplicatesButton.isVisible, removeDuplicatesButton.isSensitive {
      _ = removeDuplicatesButton.grabFocus()
      return
    }
    // In the order they stand, left to right (packEnd puts each left of the one before).
    let buttons: [Widget] = [
      backButton, installButton, starButton, exportButton, removeButton, searchButton, filters.button,
      settingsButton, menuButton,
    ]
    let focusable = buttons.filter { $0.isVisible && $0.isSensitive }
    if let target = forward ? focusable.first : focusable.last { target.grabFocus() }
  }

  /// The star of the page on top: a family page's, or a face page's (its family's).
  private var shownStar: StarToggle? { currentPage?.screen.star ?? currentFacePage?.screen?.star }

  /// Stars or unstars a family (a row's star, Ctrl+D, the family or face page's star); false
  /// when the click (`byClick`) is left (the second of a double-click whose first moved the
  /// rows or changed the page).
  @discardableResult
  func toggleStar(_ star: StarToggle, byClick: Bool = false) -> Bool {
    // The second click of a double-click on a star whose row left the list (the Starred
    // filter) unstarred the family that moved under the pointer. Not a key: Ctrl+D pressed
    // just after Enter opened a page is meant.
    guard !byClick || !isSecondClickOnANewPage else { return false }
    // A family not installed cannot be starred again (neither here nor by `typecase star`):
    // its star went for good without a word. With the Starred filter on, the family leaves
    // the list, out of reach of its star (the focus went to Clear Filters).
    let leaves = star.isStarred && (model.isStarredButNotInstalled(star.family) || model.filters.starred)
    model.setStarred(star.family, !star.isStarred)
    refreshAll()
    guard leaves else { return true }
    if model.filters.starred { secondClicks.noteRowsMoved() }
    let name = VisibleText.escapedControls(star.family)
    showToast(model.localizer.tr("Unstarred “{family}”", ["family": name]), button: model.localizer.tr("Undo")) {
      [weak self] in
      guard let self else { return }
      self.model.setStarred(star.family, true)
      self.refreshAll()
      // Back on the family's row, as after undoing a trash (it stayed on the row below).
      if let page = self.currentPage, page.route == .families, let position = page.position(ofRow: star.family) {
        page.focusRow(at: position)
      }
    }
    return true
  }

  /// Applies filters chosen in the popover or by removing a chip.
  func setFilters(_ chosen: FamilyFilters) {
    model.setFilters(chosen)
    redrawFamilies()
  }

  /// Shows the family list filtered by `filters` and searched for `search` (none when nil): a
  /// second launch's filters and `--search` (they were dropped without a word).
  ///
  /// A launch with filters and no search shows what they find: a search typed earlier stayed,
  /// and hid them.
  func find(search: String?, filters: FamilyFilters) {
    if model.current != .families, model.backToFamilies() { syncPages(animated: true) }
    setFilters(filters)
    let search = search ?? ""
    // Nothing to do when neither the launch nor the window searches.
    guard !(search.isEmpty && model.search.isEmpty), let page = familiesPage, let bar = page.searchBar,
      let entry = page.searchEntry
    else { return }
    bar.isSearching = !search.isEmpty
    entry.text = search
    self.search(search)
  }

  /// The page of the family list, when it is open.
  var familiesPage: ScreenPage? { listPages.first { $0.route == .families } }

  /// Draws the family list again after its filters changed, from its first row.
  private func redrawFamilies() {
    guard let page = familiesPage, let screen = model.screen(for: .families)
    else { return }
    page.update(screen, localizer: model.localizer)
    updateHeader()
    guard !page.entries.isEmpty else { return }
    // Every family listed again (the last filter gone, no search): back at the row the focus
    // was on, as closing the search comes back to it (a filter turned on and off left the list
    // at its top). A filter that changed the list shows it from its top.
    if model.filters.isEmpty, model.search.isEmpty, let id = page.lastFocusedRowID,
      let position = page.position(ofRow: id)
    {
      if page.listView.hasFocusInside {
        page.focusRow(at: position)
      } else {
        page.scroll(to: position)
        page.startKeyboard(at: position)
      }
      return
    }
    page.scroll(to: 0)
    page.startKeyboardAtFirstRow()
  }

  private func search(_ text: String) {
    model.setSearch(text)
    guard let page = familiesPage, let screen = model.screen(for: .families)
    else {
      return
    }
    page.update(screen, localizer: model.localizer)
    updateHeader()
    // A new search shows its first matches.
    if page.isSearching, !page.entries.isEmpty {
      page.scroll(to: 0)
      page.startKeyboardAtFirstRow()
    }
    // Closing the search returns to the row you were on, scrolled into view.
    if !page.isSearching, page === pages.last, let id = page.lastFocusedRowID, let position = page.position(ofRow: id) {
      page.focusRow(at: position)
    }
  }

  /// Does now, after the first rows are drawn, what the first key typed would otherwise do in
  /// its own frame: reading the keyboard map from the display server, and making the hidden
  /// search fields' window resources and styles.
  func prepareForInput() {
    ToolkitSettings.loadKeyboardMap()
    for page in listPages { page.searchEntry?.realize() }
  }

  /// How many narrow characters `text` is as wide as: East Asian wide ones count twice.
  ///
  /// Whether the back button's title is one of Typecase's own kept whole (see `updateHeader`).
  private var backLabelKeptWhole = false

  /// The window width under which the back button shows its chevron alone, in pixels.
  static let chevronOnlyWidth = 600

  /// Shows the back button's title, or its chevron alone in a narrow window: the title of the
  /// page gets the room (at the narrowest width a family's page read "Dej…" beside "Font
  /// Fa…").
  ///
  /// The settings' own titles stay whole ("‹ Language & Region", as in the seed); the
  /// button's tooltip and accessible name keep the title either way.
  private func fitBackLabel() {
    let narrow =
      !window.isMaximized && window.defaultSize.width > 0 && window.defaultSize.width < Self.chevronOnlyWidth
    backLabel.isVisible = backLabelKeptWhole || !narrow
  }

  static func narrowWidth(of text: String) -> Int {
    text.unicodeScalars.reduce(0) { width, scalar in
      let value = scalar.value
      let wide =
        (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
        || (0xF900...0xFAFF).contains(value) || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
        || (0xFFE0...0xFFE6).contains(value) || (0x20000...0x3FFFD).contains(value)
      return width + (wide ? 2 : 1)
    }
  }

  private func updateHeader() {
    guard let top = pages.last else { return }
    titleWidget.title = top.title
    titleWidget.subtitle = top.subtitle ?? ""
    let backTitle = model.backTitle
    backButton.isVisible = backTitle != nil
    backLabel.text = backTitle ?? ""
    // In the settings, whose header has room, the back button's title stays whole ("‹ Language
    // & Region" read "‹ Langua…" at the narrowest width: the page's title is cut instead): a
    // title of Typecase's own by not being cut at all (a width in characters, GTK's estimate,
    // is wider than most titles and left a gap after "Font Families"), a family's name to 24
    // characters (whole, it widened the window). Elsewhere at least eight characters of a long
    // name stay (a long title took all the room, leaving "…"); a short one keeps its own
    // width. Wide (CJK) characters count twice, as GTK measures in narrow ones.
    let inSettings = model.stack.contains(.settings)
    let backToOwnPage: Bool =
      switch model.stack.dropLast().last {
      case .family?, .face?, nil: false
      default: true
      }
    let keptWhole = inSettings && backToOwnPage
    backLabel.ellipsis = keptWhole ? .none : .end
    backLabel.minimumWidthInCharacters =
      keptWhole ? -1 : min(Self.narrowWidth(of: backTitle ?? ""), inSettings ? 24 : 8)
    backLabelKeptWhole = keptWhole
    fitBackLabel()
    backButton.setAccessibleLabel(backTitle ?? "")
    backButton.tooltip = backTitle.map { withShortcut(model.localizer.tr("Back to {screen}", ["screen": $0]), "Alt+←") }
    // Set here, not once, so a change of interface language reaches them too.
    settingsButton.tooltip = withShortcut(model.localizer.tr("Settings"), "Ctrl+,")
    settingsButton.setAccessibleLabel(model.localizer.tr("Settings"))
    menuButton.tooltip = withShortcut(model.localizer.tr("Main Menu"), "F10")
    menuButton.setAccessibleName(model.localizer.tr("Main Menu"))
    toasts.closeButtonLabel = model.localizer.tr("Close Message")
    searchButton.tooltip = withShortcut(model.localizer.tr("Search"), "Ctrl+F")
    searchButton.setAccessibleLabel(model.localizer.tr("Search"))
    searchButton.isVisible = currentPage?.screen.isSearchable ?? false
    filters.button.isVisible = searchButton.isVisible
    filters.button.tooltip = withShortcut(model.localizer.tr("Filters"), "Shift+Ctrl+F")
    filters.show(
      model.filters, languages: model.languageChoices(), count: currentPage?.screen.subtitle,
      localizer: model.localizer)
    let star = shownStar
    starButton.isVisible = star != nil
    if let star {
      // Typecase's outline at full strength, as the header's other icons (Adwaita's is 35%).
      starButton.iconName = star.isStarred ? "typecase-starred-symbolic" : "typecase-unstarred-strong-symbolic"
      starButton.isActive = star.isStarred
      starButton.setAccessibleLabel(star.label)
      starButton.tooltip = withShortcut(star.label, "Ctrl+D")
    }
    // The family list's alone (Ctrl+O and Ctrl+, work everywhere): the room on other pages
    // goes to the title and the back button. A family page's header held eight buttons, and
    // at the window's first width its title read "Stu…" and its back button "Font Fa…"; the
    // settings pages' read "‹ Langua…" and "Tem…" at the narrowest width.
    let onFamilyList = model.stack == [.families]
    settingsButton.isVisible = onFamilyList
    installButton.isVisible = onFamilyList
    // Dropping files or folders on the window installs them too: said where a newcomer looks.
    let dropping = model.localizer.tr("Font files and folders dropped on the window are installed too.")
    installButton.tooltip = withShortcut(model.localizer.tr("Install Fonts…"), "Ctrl+O") + "\n" + dropping
    installButton.setAccessibleLabel(model.localizer.tr("Install Fonts…"))
    installButton.setAccessibleDescription(dropping)
    updateRemoveButton()
    updateInstallFileButton()
    updateRemoveDuplicatesButton()
    let exportLabel = model.localizer.tr("Export Specimen…")
    // A font file's page too (not installed): a new build is proofed before it is installed.
    exportButton.isVisible =
      !model.facesToRemove(on: model.current).isEmpty || model.uninstalledFace(on: model.current) != nil
    exportButton.tooltip = withShortcut(exportLabel, "Ctrl+E")
    exportButton.setAccessibleLabel(exportLabel)
    if let bar = currentPage?.searchBar {
      if !isSearchButtonBound {
        bar.bindSearchMode(to: searchButton)
        isSearchButtonBound = true
      }
      bar.captureKeys(of: window)
    } else {
      for page in listPages { page.searchBar?.captureKeys(of: nil) }
    }
  }

  /// A tooltip naming an action and its keyboard shortcut (key names as GTK writes them in
  /// every language; the way they are joined is translated).
  func withShortcut(_ action: String, _ shortcut: String) -> String {
    model.localizer.tr("{action} ({shortcut})", ["action": action, "shortcut": shortcut])
  }

  private func removeLeavingPages() {
    guard !stack.isTransitionRunning else { return }
    guard !leavingPages.isEmpty else { return }
    for widget in leavingPages { stack.remove(widget) }
    leavingPages.removeAll()
    freedMemory.returnSoon()
  }

  /// Whether the focus moved by a key just pressed (Tab, an arrow), not by the pointer: GTK
  /// 4.8 did not always make the focus visible after a Tab (the page, asking for a visible
  /// focus, left the Weight slider Tab reached below the window), and a slider clicked near
  /// the window's edge must not move under the pointer.
  private var focusMovedByKeyboard: Bool {
    if window.isFocusVisible { return true }
    guard let lastKeyPress else { return false }
    return ContinuousClock.now - lastKeyPress < .milliseconds(500)
  }

  /// Keyboard: Alt+Left, the Back key or Escape goes back, Ctrl+F searches, Ctrl+Shift+F opens the filters,
  /// Ctrl+comma opens the settings, Ctrl+Q quits; on a face page the Menu key or Shift+F10
  /// opens "Copy as…".
  private func handleKey(_ key: Key, _ modifiers: Modifiers) -> Bool {
    let control = modifiers.contains(.control)
    let alt = modifiers.contains(.alt)
    switch (key, control, alt) {
    case (.escape, false, false) where model.current == .families:
      // Escape clears the search, then the filters; a search bar open with nothing in it is
      // closed first (it stayed open, whatever Escape was pressed).
      if model.search.isEmpty, let page = currentPage, page.isSearching, let bar = page.searchBar {
        // Back on the row you were on (from "Shows this text", the focus went to the header).
        let focusWasOutsideList = !page.listView.hasFocusInside
        bar.isSearching = false
        if focusWasOutsideList { page.focusLastRow() }
        return true
      }
      let filtersBefore = model.filters
      guard model.clearSearchOrFilters() else { return false }
      if model.search.isEmpty, let page = currentPage, page.isSearching, let bar = page.searchBar {
        bar.isSearching = false
      }
      redrawFamilies()
      offerFiltersBack(filtersBefore)
      return true
    case (.d, true, false):
      guard let star = shownStar else { return false }
      toggleStar(star)
      return true
    case (.left, false, true), (.escape, false, false), (.back, false, false):
      guard model.stack.count > 1 else { return false }
      // Escape in a sample the user typed in leaves the sample first (Alt+Left and the Back
      // key go back, as GNOME apps do; the Back key did nothing).
      let escape = key == .escape
      if escape, model.hasTypedSample(on: model.current), let face = currentFacePage, face.leaveSample() {
        return true
      }
      // Escape in the character grid empties its search first.
      if escape, let face = currentFacePage, face.leaveCharacterSearch() { return true }
      goBack()
      return true
    case (.f, true, false) where modifiers.contains(.shift), (.capitalF, true, false):
      // Ctrl+Shift+F opens the filters (the popover was reached by Tab to its button only); on
      // a family or face page or in the settings it goes back to the family list first, as
      // Ctrl+F does (it did nothing there).
      if model.current != .families, model.backToFamilies() { syncPages(animated: false) }
      guard filters.button.isVisible, model.current == .families else { return false }
      filters.button.popup()
      return true
    case (.f, true, false):
      // On a face page, Ctrl+F finds characters; on a family page or in the settings it goes
      // back to the family list and searches it (it did nothing there).
      if let face = currentFacePage { return face.focusCharacterSearch() }
      if currentPage?.searchBar == nil, model.backToFamilies() { syncPages(animated: true) }
      guard let top = currentPage, let bar = top.searchBar, let entry = top.searchEntry else { return false }
      bar.isSearching = true
      entry.grabFocus()
      // The search there is chosen whole, as Ctrl+F does in a browser: what is typed next
      // replaces it (a search entry takes the focus without selecting; "mono" became "monovl").
      entry.selectAll()
      rowFocusRequest += 1
      return true
    case (.comma, true, false):
      openSettings()
      return true
    case (.z, true, false) where !modifiers.contains(.shift):
      // Text fields take Ctrl+Z first (their own undo): this is what no field took.
      return undoFromKeyboard()
    case (.o, true, false):
      chooseFontsToInstall()
      return true
    case (.e, true, false):
      guard exportButton.isVisible else { return false }
      chooseSpecimenFile()
      return true
    case (.delete, false, false) where modifiers.isEmpty, (.keypadDelete, false, false) where modifiers.isEmpty:
      // Delete on a face page moves its font to the trash, as Delete does a file in Files (the
      // toast's Undo brings it back); a text field takes it first, as its own. Not on a family
      // page: there the focused row is one font, and the page's button takes them all.
      guard currentFacePage != nil, removeButton.isVisible, !isSecondClickOnANewPage else { return false }
      onRemove?()
      return true
    case (.q, true, false), (.w, true, false):
      // Ctrl+W closes the window, as in every GNOME application: the only one, so Typecase
      // quits (it did nothing).
      onQuit?()
      return true
    case (.menu, false, false) where modifiers.isEmpty, (.f10, false, false) where modifiers == .shift:
      return currentFacePage?.openCopyMenu() ?? false
    case (_, false, false) where key.entersText:
      // A dead key or Compose as well, for the field's input method to make é of the next.
      return typeIntoOpenSearch()
    default:
      return false
    }
  }

  /// Ctrl+plus, Ctrl+minus and Ctrl+0 on a face page zoom its preview, seen before the focused
  /// widget: a focused slider (an axis, the size) took them as its own steps, Weight 400 → 500.
  private func zoomKey(_ key: Key, _ modifiers: Modifiers) -> Bool {
    guard modifiers.contains(.control), !modifiers.contains(.alt), let face = currentFacePage else { return false }
    switch key {
    case .plus, .equal, .keypadAdd: return face.zoom(.larger) || true
    case .minus, .keypadSubtract: return face.zoom(.smaller) || true
    case .zero, .keypadZero: return face.zoom(.reset) || true
    default: return false
    }
  }

  /// A character typed in the family list's results while its search is open goes on with the
  /// search, in the search field (GTK's search bar takes typing only while it is closed: with
  /// it open, typing "mono" on a result row was lost).
  private func typeIntoOpenSearch() -> Bool {
    guard let page = currentPage, page.isSearching, let entry = page.searchEntry, !entry.hasFocusInside else {
      return false
    }
    return entry.typeKey(of: keys)
  }
}
