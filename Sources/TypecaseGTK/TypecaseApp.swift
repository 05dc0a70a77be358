import FoundationEssentials
import Glibc
import GtkSupport
import TypecaseCore
import TypecaseFaceReading
import TypecaseRendering
import TypecaseUI

/// The Typecase application: one window, fonts loaded off the main thread, settings kept in
/// step with the store.
public final class TypecaseApp {
  /// How the window was asked to open.
  public struct Options: Sendable {
    /// The `--page` stack to open at.
    public var routes: [Route]
    /// Where `--screenshot` writes the first complete frame, then exits.
    public var screenshotPath: String?
    /// Whether `--report-startup` prints the milliseconds to the first frame with rows.
    public var reportsStartup: Bool
    /// The `--page` path when one was given: a second launch hands it to the first window.
    public var page: String?
    /// The family list's filters to open with.
    public var filters: FamilyFilters
    /// The family list's search to open with, shown in its search field.
    public var search: String?
    /// Why the font file given could not be opened, to say in a dialog over the window (a
    /// launch from Files, which shows no standard error).
    public var refusal: String?

    /// Creates options.
    public init(
      routes: [Route] = [.families], screenshotPath: String? = nil, reportsStartup: Bool = false,
      page: String? = nil,
      filters: FamilyFilters = FamilyFilters(), search: String? = nil, refusal: String? = nil
    ) {
      self.routes = routes
      self.screenshotPath = screenshotPath
      self.reportsStartup = reportsStartup
      self.page = page
      self.filters = filters
      self.search = search
      self.refusal = refusal
    }

    /// Whether the window opens for one frame and exits (a screenshot, a start-up report): such
    /// a window runs beside a running Typecase, and leaves the remembered size alone.
    public var isOneShot: Bool { screenshotPath != nil || reportsStartup }
  }

  /// The model the window draws (for tests and the start-up code).
  public let model: TypecaseModel
  /// The window, once activated.
  private(set) var window: MainWindow?

  private let options: Options
  private let application: Application
  private var loader: FontLoader?
  private var exitStatus: Int32 = 0
  private var catalogArrived = false
  /// The interface language GTK and the font maps were last set up for.
  private var appliedLanguage: InterfaceLanguage
  /// The interface languages fonts were last looked for (see `languagesToCheck`).
  private var checkedLanguages: Set<InterfaceLanguage>
  /// Whether the fonts that cannot draw their own names are known (they then show readably).
  private var namesChecked = false
  /// The desktop's interface font family, as GTK named it at start ("Cantarell", "Sans").
  private var interfaceFamily = "Sans"
  /// The fonts the interface draws from (see `useInterfaceFonts`).
  private var interfaceFontLocations: Set<FontLocation> = []
  private var library: FontLibrary?
  /// Lays out what a face page's sample lacks; made again when the fonts change.
  private var textDrawing: PangoTextDrawing?
  /// The specimen being drawn (kept until it is written).
  private var specimenExport: SpecimenExport?
  private var pendingNotice: [String] = []
  private let settingsSync: SettingsSync?
  private var installation: FontInstallation?
  /// Files just installed: their family is shown and focused once the fonts have reloaded.
  private var filesToReveal: [String] = []
  /// Font files being installed from their pages (Install on a file's page): their pages go on
  /// as the installed copies' pages, where other installs reveal the family in the list.
  private var filesInstalledFromPages: Set<String> = []
  /// The files an Undo is putting back from the trash, for the toast that says it did.
  private var filesBeingRestored: [String] = []
  /// How many installs, removals and undos of Typecase's own are running.
  ///
  /// The font folders change by Typecase's hand meanwhile: the watcher starts no load of a
  /// half-made change (the change's own reload follows), and a load that ends meanwhile shows no
  /// "fonts changed" toast.
  private var ownChangesRunning = 0
  /// The font folders' stamp once Typecase's own last change was done: fonts loaded from folders
  /// in that state come with no "fonts changed" toast over the one with Undo.
  ///
  /// A yes-or-no "own change" flag, cleared by the first load to end, lost the Undo: a load the
  /// watcher had started while an install was copying ended after it, cleared the flag, and the
  /// install's own reload then announced "The fonts on this machine changed" in its place.
  private var ownChangeStamp: FontDirectoriesStamp?

  /// Creates the application (GTK is initialized on `run`) over the settings in `store` (none:
  /// settings live in memory only); tests that open several windows in one process give each
  /// its own `applicationID`.
  public init(
    options: Options, settings: SettingsValues, store: SettingsStore? = nil,
    applicationID: String = ApplicationIdentity.id
  ) {
    self.options = options
    // The language asked for with no font to draw it: the window is in English (every label,
    // and the note saying why, was boxes). Looked up only for a language other than English:
    // one listing of the fonts that have it.
    var settings = settings
    checkedLanguages = Self.languagesToCheck(settings)
    if !checkedLanguages.isEmpty {
      settings.languagesWithoutFonts = Self.languagesWithoutFonts(checkedLanguages, library: nil)
    }
    appliedLanguage = settings.interfaceLanguage
    SystemMessages.follow(language: settings.interfaceLanguage.rawValue)
    ToolkitLanguage.setLocaleFromEnvironment()
    ToolkitAccessibility.turnOffWithoutASessionBus()
    ToolkitCacheFolder.quietWhereUnwritable()
    ToolkitLanguage.reloadTranslations()
    model = TypecaseModel(settings: settings)
    model.reset(to: options.routes)
    // A second at most on the window's thread: a writer holding the lock for long (stopped
    // with Ctrl+Z) froze the window for as long.
    settingsSync = store.map { SettingsSync(store: $0.waitingForTheLock(atMost: 1)) }
    // One window per user: a second launch presents the first (see `run`).
    application = Application(id: applicationID, unique: !options.isOneShot)
    Application.identify(name: ApplicationIdentity.name, iconName: ApplicationIdentity.windowIconName)
    model.persist = { [weak self] key, value in self?.persist(key, value) }
    model.persistStar = { [weak self] family, starred in self?.persistStar(family, starred) }
    model.setFilters(options.filters)
    if let search = options.search, !search.isEmpty { model.setSearch(search) }
    model.readFace = { [weak self] face in
      // The catalog lists faces without their languages (fast); the page reads them in full.
      let full = self?.library?.family(named: face.family, detail: .full)?.faces.first { $0.location == face.location }
      // A font file not installed was read with its languages (`readFontFile`).
      return FaceReader.read(face.location, languages: full?.languages ?? face.languages)
    }
    model.readFontFile = { name in
      let location = FontLocation(naming: name)
      guard ReadableFontFile.isReadable(location.file) else { return nil }
      // The file named alone is a variable font as a whole, as `typecase face FILE` reads it.
      return (location.file == name ? FontFace.queryVariableFont(location.file, detail: .full) : nil)
        ?? FontFace.query(location, detail: .full)
    }
    model.installedNamesake = { [weak self] face in self?.library?.installedNamesake(of: face) }
    model.unlistedFileStanding = { [weak self] file in
      self?.library?.standing(ofUnlistedFile: file) ?? .notInstalled
    }
    model.isReadable = { ReadableFontFile.isReadable($0.file) }
    model.colorDrawing = ColorGlyphDrawing(cairoVersion: ToolkitVersions.cairo)
    model.languageName = { LanguageNames.name(of: $0, in: $1) }
    model.languageSample = { LanguageSample.text(for: $0) }
    // What really draws a sample's characters the face lacks: Pango, as any application.
    model.textRuns = { [weak self] text, family, traits in
      let drawing = self?.textDrawing ?? PangoTextDrawing(configuration: self?.library?.config)
      self?.textDrawing = drawing
      return drawing.runs(of: text, font: traits.fontDescription(family: family, points: 12).text)
    }
  }

  /// Runs the main loop until the window closes; the process's exit status.
  ///
  /// When Typecase runs already (this launch is a second one), the first window is presented
  /// instead, opening this launch's `--page` if one was given, and this process ends at once.
  public func run() -> Int32 {
    // The display first, as registering would start GTK on it (GTK's own start, failing, named
    // no Wayland display and left the way to the fonts without a window unsaid).
    guard ToolkitDisplay.open() else {
      let name = Self.displayName(in: ProcessEnvironment.variables())
      StandardError.write(
        "typecase: "
          + model.localizer.tr(
            "cannot open the display {display}; 'typecase families' lists the fonts without a window",
            ["display": VisibleText.escaped(name)]) + "\n")
      return 1
    }
    ToolkitDisplayLoss.sayOnLoss { name in
      "typecase: "
        + self.model.localizer.tr(
          "lost the connection to the display {display} (its server stopped, or the connection to it broke); the window closed",
          ["display": VisibleText.escaped(name)])
    }
    addActions()
    if application.register(), application.isRemote {
      // The filters and the search go to the running window too (they were dropped).
      let find = FindRequest(search: options.search, filters: options.filters)
      if !find.isEmpty { application.activateAction("find", parameter: find.text) }
      if let refusal = options.refusal {
        // Said on standard error already; the running window says it too.
        application.activateAction("show-refusal", parameter: refusal)
        application.flush()
        return 1
      }
      if let page = options.page {
        // The running window would only toast it: this launch fails as `typecase faces NAME`
        // does (it printed nothing and ended 0).
        if let notFound = pageNotFound() {
          StandardError.write(
            "typecase: " + model.localizer(notFound.message) + "\n  " + model.localizer(notFound.hint) + "\n")
          return 1
        }
        application.activateAction("open-page", parameter: page)
      } else if find.isEmpty {
        application.activate()
      }
      application.flush()
      return 0
    }
    startLoadingFonts()
    application.onActivate { [weak self] in self?.activate() }
    // Ended by the session (SIGHUP: the ssh connection gone), a kill or Ctrl+C in the terminal:
    // the window's size and the settings waiting for a lock are written first, as on Ctrl+Q
    // (they were lost without a word).
    for signal in [SIGTERM, SIGHUP, SIGINT] {
      MainContext.onSignal(signal) { [weak self] in self?.quitOnSignal(signal) }
    }
    let status = application.run()
    // Ended by a signal, once the window's state is written: by the signal itself, as a shell
    // running it in a script stops at Ctrl+C only for a program the signal ended (it went on
    // after status 130), and a service manager counts a SIGTERM death as a clean stop.
    if let endingSignal {
      Glibc.signal(endingSignal, SIG_DFL)
      raise(endingSignal)
    }
    return exitStatus != 0 ? exitStatus : status
  }

  /// Why this launch's `--page` names no installed family or face, read from the fonts as
  /// the running window reads them; nil when it names one (or another kind of page).
  private func pageNotFound() -> (message: Message, hint: Message)? {
    let named = options.routes.filter {
      switch $0 {
      case .family, .face: true
      default: false
      }
    }
    guard !named.isEmpty, let library = try? FontLibrary(fresh: true) else { return nil }
    for route in named {
      switch route {
      case .family(let name) where library.families.family(named: name) == nil:
        return library.familyNotFound(name)
      // A font file's page: the launch checked the file (as `typecase face FILE` does), and the
      // window opens it installed or not. A path is no PostScript name: every second launch
      // with a file failed here ("no face named …"), the window left as it was.
      case .face(let reference) where !reference.namesFile && library.faces(postScriptNamed: reference.name).isEmpty:
        return library.faceNotFound(reference.name)
      default:
        continue
      }
    }
    return nil
  }

  /// What to tell a user whose page `route` names nothing here: the family or face not found,
  /// or the font file whose face cannot be read (a path said "no face named", with PostScript
  /// names as the hint).
  private static func notFound(_ route: Route, in library: FontLibrary) -> (message: Message, hint: Message) {
    guard case .face(let reference) = route else { return library.familyNotFound(name(of: route)) }
    guard reference.namesFile else { return library.faceNotFound(reference.name) }
    // Why, as `typecase face FILE` says it (a PCF in a legacy X11 encoding, which fontconfig
    // cannot read, was "no face could be read from it", where `face` read its 224 glyphs).
    let problems = FaceReader.read(reference.location ?? FontLocation(naming: reference.name)).problems
    return (
      Message.cannotRead(reference.name, because: problems.last ?? tr("no face could be read from it")),
      tr("'typecase face FILE' says what it holds")
    )
  }

  /// The application's actions: "open-page" (a second launch's `--page`), "find" (its
  /// search and filters, as `FindRequest` writes them) and "show-refusal" (why its font file
  /// could not be opened).
  private func addActions() {
    application.addAction("open-page", takingText: { [weak self] path in self?.open(page: path) })
    application.addAction(
      "show-refusal",
      takingText: { [weak self] text in
        self?.window?.present()
        self?.showRefusal(text)
      })
    application.addAction(
      "find",
      takingText: { [weak self] text in
        guard let self, let request = FindRequest(text: text) else { return }
        self.window?.find(search: request.search, filters: request.filters)
        self.window?.present()
      })
  }

  /// Opens the page `path` in the window, as `--page` does at start (a second launch's).
  func open(page path: String) {
    // A font installed a moment before (`typecase install X && typecase --page family/X`):
    // the launch found it in fontconfig's answer, this window had not read it yet, and said
    // there was no such family. The page opens once the fonts are read again.
    // Before the first fonts too: that read uses the configuration GTK read at start, which
    // may be older than the install, and a page it did not find ended the running window.
    if let loader, !catalogArrived || loader.isLoading || library.map({ $0.currentStamp() != $0.loadedStamp }) == true {
      pagesAfterLoad.append(path)
      loader.load()
      return
    }
    openNow(page: path)
  }

  /// Opens the pages second launches asked for while the fonts were read, over `library`
  /// (just read), once no other read is due: a read already running when the page was asked
  /// for may have started before the font was installed.
  private func openPagesAfterLoad(_ library: FontLibrary) {
    guard !pagesAfterLoad.isEmpty, let loader else { return }
    if loader.hasReloadQueued { return }
    if library.currentStamp() != library.loadedStamp {
      loader.load()
      return
    }
    let pages = pagesAfterLoad
    pagesAfterLoad = []
    for page in pages { openNow(page: page) }
  }

  /// Pages a second launch asked for while the fonts were read again (`open(page:)`).
  private var pagesAfterLoad: [String] = []

  /// How many copies of faces the specimen being exported leaves out (see `exportSpecimen`).
  private var specimenCopiesLeftOut = 0

  /// Opens the page `path` names over the fonts read now, or says why it cannot.
  private func openNow(page path: String) {
    let routes: [Route]
    do {
      routes = try PagePath.routes(for: path)
    } catch {
      return notify(error.message)
    }
    let closed = model.open(routes)
    if let route = closed.first, let library {
      let notFound = Self.notFound(route, in: library)
      notify(notFound.message, detail: notFound.hint)
    }
    window?.refreshAll()
    window?.present()
  }

  /// Starts the application and opens its window without running the main loop: the caller
  /// iterates the loop itself (in-process window tests).
  func startWithoutMainLoop() {
    addActions()
    startLoadingFonts()
    application.onActivate { [weak self] in self?.activate() }
    application.startWithoutMainLoop()
  }

  /// Whether the first catalog has been installed.
  var hasFonts: Bool { catalogArrived }

  /// Says what was wrong with the settings file as the window started; said again only once
  /// it went away and came back (see `SettingsSync`).
  public func notifyOfSettingsFile(_ warnings: [Message]) {
    guard let settingsSync else { return warnings.forEach { notify($0) } }
    settingsSync.sayNew(warnings) { notify($0) }
  }

  /// Shows a message, in the interface language, once the window is up (a toast) and on
  /// standard error now; `detail` follows on standard error only, on a line of its own.
  public func notify(_ message: Message, detail: Message? = nil) {
    var text = model.localizer(message)
    if let detail { text += "\n  " + model.localizer(detail) }
    StandardError.write("typecase: " + text + "\n")
    let toast = Self.sentence(text)
    if let window { window.showToast(toast) } else { pendingNotice.append(toast) }
  }

  /// A message as a toast shows it: one line, starting with a capital letter.
  static func sentence(_ message: String) -> String {
    let line = message.split(separator: "\n").first.map(String.init) ?? message
    return line.prefix(1).uppercased() + line.dropFirst()
  }

  /// Installs settings another process wrote, and shows them.
  func apply(_ settings: SettingsValues) {
    model.setSettings(settings)
    settingsChanged()
  }

  /// Shows the model's settings: the interface language applies at once, and every page is
  /// redrawn, once.
  private func settingsChanged() {
    // A language newly chosen: whether a font has it (one listing, only for such a change).
    let languages = Self.languagesToCheck(model.settings)
    if languages != checkedLanguages {
      checkedLanguages = languages
      model.setLanguagesWithoutFonts(Self.languagesWithoutFonts(languages, library: library))
    }
    let language = model.localizer.language
    if language != appliedLanguage {
      appliedLanguage = language
      SystemMessages.follow(language: language.rawValue)
      ToolkitLanguage.reloadTranslations()
      // The interface's fonts in the new language's order, from the fonts there are now: made
      // for the language the window opened in, Japanese labels chosen after a Japanese font was
      // installed were boxes, and English after Japanese was drawn in the Japanese font.
      if let window,
        let fonts = library.flatMap({
          InterfaceFonts.fontSet(family: interfaceFamily, language: language.rawValue, library: $0)
        }) ?? InterfaceFonts.fontSet(family: interfaceFamily, language: language.rawValue)
      {
        useInterfaceFonts(fonts, in: window)
      }
      window?.reloadToolkitStrings()
      // Rows fall back, for characters their family lacks, to the new language's font.
      if let library { window?.fontMaps.use(library, language: language) }
    }
    window?.refreshAll()
  }

  /// Ends the main loop at once for the user (Ctrl+Q, the close button), leaving the window to
  /// go with the process (`typecase-window` exits as soon as `run` returns).
  ///
  /// Destroying the window first would tear down every widget, and with a screen reader
  /// listening each one's accessible object, one D-Bus message at a time: a second or more
  /// during which the process outlives its window. Settings are already on disk (each change
  /// is written when made), so nothing is lost; those still waiting for another program's lock
  /// are written now, or the user is asked before they are dropped.
  func quitPromptly() {
    guard !isAskingToQuit else { return }
    rememberWindowState()
    // Changes still waiting for another program's lock: tried once more (a second at most);
    // choices the user made are not dropped without asking (the toast had said they would be
    // saved when the lock is let go, and quitting lost them with a line on standard error).
    if case .failure(let failure)? = settingsSync?.writePendingNow() {
      if failure.isLockHeld, settingsSync?.holdsChoices == true, let window {
        isAskingToQuit = true
        let localizer = model.localizer
        window.ask(
          heading: localizer.tr("Quit Without Saving Settings?"),
          body: localizer.tr(
            "Another program holds the settings' lock: the settings changed here are lost if Typecase quits now. Cancel, and they are saved once it lets go."
          ),
          action: localizer.tr("Quit Anyway"),
          onCancel: { [weak self] in self?.isAskingToQuit = false },
          onAction: { [weak self] in
            guard let self else { return }
            self.sayOnStandardError(failure)
            self.application.quit()
          })
        return
      }
      sayOnStandardError(failure)
    }
    application.quit()
  }

  /// Quits for the signal `number`, the window's state and the settings still waiting for a
  /// lock written first (nobody is there to ask); `run` then ends the process by the signal.
  private func quitOnSignal(_ number: Int32) {
    rememberWindowState()
    if case .failure(let failure)? = settingsSync?.writePendingNow() {
      sayOnStandardError(failure)
    }
    endingSignal = number
    application.quit()
  }

  /// The signal the window quit for, if any.
  private var endingSignal: Int32?

  /// Whether quitting asks, over the window, whether to drop settings waiting for the lock.
  private var isAskingToQuit = false
  /// The size the window opened at: the settings' size, made to fit the screen.
  private var openedWindowSize: (width: Int, height: Int)?

  /// Writes the window's size and maximized state, and the face pages' preview size, to the
  /// settings, when they changed, for the next window to open the same (one-shot windows leave
  /// them alone).
  private func rememberWindowState() {
    guard let window, let settingsSync, !options.isOneShot else { return }
    let maximized = window.window.isMaximized
    let settings = model.settings
    // The size the user gave it: one fitted to a smaller screen is kept for this window alone
    // (a window opened once on a projector and closed stayed that small on the laptop).
    let current = window.window.defaultSize
    let size = openedWindowSize.map { $0 == current } == true ? settings.windowSize : current
    let keys = TypecaseSettings.Key.self
    var changes: [(String, String)] = []
    if size != settings.windowSize || maximized != settings.isWindowMaximized,
      TypecaseSettings.windowSizes.contains(size.width), TypecaseSettings.windowSizes.contains(size.height)
    {
      changes += [
        (keys.windowWidth, String(size.width)), (keys.windowHeight, String(size.height)),
        (keys.windowMaximized, maximized ? "true" : "false"),
      ]
    }
    // The face pages' preview size, as chosen last (the next window's face pages start at it).
    if let chosen = model.chosenFacePoints.map({ Int($0.rounded()) }), Double(chosen) != settings.facePreviewPoints,
      TypecaseSettings.facePreviewSizes.contains(chosen)
    {
      changes.append((keys.facePreviewSize, String(chosen)))
    }
    guard !changes.isEmpty else { return }
    // Held back by the lock, they stay pending, and quitting says so once, after trying again.
    if case .failure(let failure) = settingsSync.store(changes), !failure.isLockHeld {
      sayOnStandardError(failure)
    }
  }

  /// Quits with `status`, destroying the window first (tests open several windows in one
  /// process; `--screenshot` ends this way).
  public func quit(status: Int32 = 0) {
    exitStatus = status
    if let window {
      self.window = nil
      window.window.destroy()
    }
    application.quit()
  }

  private func activate() {
    // A second launch asks the running window to show itself.
    if let window {
      window.present()
      return
    }
    Stylesheet.install()
    // A screenshot is the same whenever its frame comes: the preview's cursor was in it or not
    // as the blink fell (a test comparing two screenshots failed on that under load).
    if options.screenshotPath != nil { ToolkitSettings.stopCursorBlinking() }
    let window = MainWindow(application: application, model: model)
    if !options.isOneShot {
      let settings = model.settings
      window.window.defaultSize = Self.fitting(settings.windowSize, on: ToolkitDisplay.largestMonitorSize())
      openedWindowSize = window.window.defaultSize
      if settings.isWindowMaximized { window.window.isMaximized = true }
    }
    // The desktop's interface font changed (Tweaks, Large Text's size): followed at once, as
    // other GTK programs follow it (the window kept the font it opened with).
    ToolkitSettings.onInterfaceFontChanged { [weak self, weak window] in
      guard let self, let window, self.window === window else { return }
      _ = self.useInterfaceFonts(for: window)
    }
    guard useInterfaceFonts(for: window) else {
      // GTK and Pango crash drawing text with no font (a machine of web fonts alone, an empty
      // configuration): the window is not shown, and the terminal says why.
      window.window.destroy()
      let count = InterfaceFonts.listedFontCount()
      var text = "typecase: " + model.localizer(Self.noInterfaceFont(listing: count)) + "\n"
      if count > 0 { text += "  " + model.localizer.tr("'typecase families' lists them without a window") + "\n" }
      StandardError.write(text)
      quit(status: 1)
      return
    }
    if let library {
      window.fontMaps.use(library, language: appliedLanguage)
      window.faceFonts.use(library)
    }
    window.onSettingsChanged = { [weak self] in self?.settingsChanged() }
    window.onQuit = { [weak self] in self?.quitPromptly() }
    installation = FontInstallation { [weak self] outcome in self?.installationFinished(outcome) }
    window.onInstall = { [weak self] paths in self?.changeFonts { $0.install(paths) } }
    window.onInstallFile = { [weak self] file in
      self?.filesInstalledFromPages.insert(file)
      self?.changeFonts { $0.install([file]) }
    }
    window.onRemove = { [weak self] in self?.removeTopPage() }
    window.onRemoveDuplicates = { [weak self] in self?.removeDuplicates() }
    window.onExportSpecimen = { [weak self] path, route in self?.exportSpecimen(to: path, of: route) }
    self.window = window
    window.present()
    for message in pendingNotice { window.showToast(message) }
    pendingNotice.removeAll()
    if let refusal = options.refusal { showRefusal(refusal) }
    if options.reportsStartup || options.screenshotPath != nil { watchFirstFrame() }
    FontChangeWatcher.start(
      isOutdated: { [weak self] in self?.fontsAreOutdated() ?? false },
      onChange: { [weak self] in self?.reloadChangedFonts() })
    settingsSync?.watch(
      current: { [model] in model.settings },
      onChange: { [weak self] values in self?.apply(values) },
      onWarning: { [weak self] message in self?.notify(message) })
  }

  /// The configuration file fontconfig could not read when the window started (it lists its
  /// fallback's fonts), and its fingerprint when last tried; nil once it is read.
  private var unreadableConfiguration: (file: String, fingerprint: FileFingerprint?)?

  /// The font folders' and configuration's dates when the latest reload started.
  private var stampOfReload: FontDirectoriesStamp?
  /// The dates at which the latest reload failed (fontconfig could not read its
  /// configuration), until a load succeeds: no reload is tried again before they change.
  private var stampOfFailedLoad: FontDirectoriesStamp?

  /// Holds back reading fonts still being written into a font folder (see
  /// `FontFolderSettling`).
  private let folderSettling = FontFolderSettling()
  /// Folders read while a font in them was being written, to scan anew at the next load.
  private var foldersReadTooEarly: [String] = []

  /// Whether the fonts changed since they were loaded (installed or removed by another
  /// program, the configuration edited), and the fonts changed are written out; or a folder
  /// was read while a font in it was still being written.
  private func fontsAreOutdated() -> Bool {
    guard let library, loader?.isLoading == false, ownChangesRunning == 0 else { return false }
    foldersReadTooEarly += folderSettling.foldersReadTooEarly()
    if !foldersReadTooEarly.isEmpty { return true }
    // The configuration that could not be read, changed since last tried: tried again, once.
    if let unreadable = unreadableConfiguration {
      let now = FileFingerprint(path: unreadable.file)
      if now != unreadable.fingerprint {
        unreadableConfiguration?.fingerprint = now
        return true
      }
    }
    let stamp = library.currentStamp()
    // A load that failed (a broken configuration) is tried again once something changes again,
    // not every check.
    guard stamp != library.loadedStamp, stamp != stampOfFailedLoad else { return false }
    return folderSettling.isSettled(library.fontFolders(changedIn: stamp))
  }

  /// Reads the fonts anew after another program changed them, the folders read too early
  /// scanned again.
  ///
  /// Only the folders whose dates changed are watched after the read: a folder scanned again
  /// is not, or a file there touched every few seconds would have reloaded the fonts for ever.
  private func reloadChangedFonts() {
    let stamp = library?.currentStamp()
    stampOfReload = stamp
    let changed = stamp.flatMap { library?.fontFolders(changedIn: $0) } ?? []
    folderSettling.noteRead(changed)
    loader?.load(rescanning: foldersReadTooEarly)
    foldersReadTooEarly = []
  }

  /// Says in a dialog over the window why a font file given to a launch could not be opened
  /// (`text`: the reason, as standard error gave it).
  private func showRefusal(_ text: String) {
    // One at a time, the newest: each refused second launch stacked a dialog over the last.
    shownRefusal?.close()
    shownRefusal = window?.showMessage(
      text.prefix(1).uppercased() + text.dropFirst(), heading: model.localizer.tr("Cannot Open Font File"))
  }

  /// The dialog `showRefusal` shows, while it is open (the window holds it until then).
  private weak var shownRefusal: MessageDialog?

  /// Draws the interface with a font map of its own few fonts (see `InterfaceFonts`), in the
  /// desktop's fallback order; false when fontconfig has no font GTK can draw text with.
  private func useInterfaceFonts(for window: MainWindow) -> Bool {
    interfaceFamily = ToolkitSettings.interfaceFontFamily()
    guard let fonts = InterfaceFonts.fontSet(family: interfaceFamily, language: appliedLanguage.rawValue) else {
      return false
    }
    useInterfaceFonts(fonts, in: window)
    return true
  }

  /// Draws the window's interface from `fonts`.
  private func useInterfaceFonts(_ fonts: InterfaceFonts.FontSet, in window: MainWindow) {
    guard let map = FontMap(fonts: fonts.configuration) else { return }
    interfaceFontLocations = fonts.locations
    ToolkitSettings.setInterfaceFamilies(fonts.families)
    window.window.useFontMap(map)
  }

  /// The languages other than English whose fonts matter: the one chosen, and the
  /// environment's (the System choice, which says when it has none).
  private static func languagesToCheck(_ settings: SettingsValues) -> Set<InterfaceLanguage> {
    Set([settings.askedInterfaceLanguage, InterfaceLanguage.fromEnvironment(settings.environment)]).subtracting([
      .english
    ])
  }

  /// Which of `languages` no font of `library` (nil: fontconfig's current configuration) has.
  private static func languagesWithoutFonts(
    _ languages: Set<InterfaceLanguage>, library: FontLibrary?
  ) -> Set<InterfaceLanguage> {
    guard !languages.isEmpty else { return [] }
    let codes = languages.map(\.rawValue).sorted()
    let without =
      library.map { InterfaceFonts.languagesWithoutFonts(codes, library: $0) }
      ?? InterfaceFonts.languagesWithoutFonts(codes)
    return Set(without.compactMap(InterfaceLanguage.init(rawValue:)))
  }

  /// After fonts were installed or removed: whether the language asked for (chosen, or the
  /// environment's for the System choice) has a font among `library`'s now, the interface
  /// switching to it or from it (see `settingsChanged`).
  ///
  /// Installed while the window was in English for want of one, a Japanese font left the
  /// System choice saying "no font for Japanese" and the window in English.
  private func noteAskedLanguageFonts(in library: FontLibrary) {
    checkedLanguages = Self.languagesToCheck(model.settings)
    guard !checkedLanguages.isEmpty else { return }
    let without = Self.languagesWithoutFonts(checkedLanguages, library: library)
    guard without != model.settings.languagesWithoutFonts else { return }
    model.setLanguagesWithoutFonts(without)
    settingsChanged()
  }

  /// After fonts were removed: the interface's fonts found again among `library`'s when a
  /// file it draws from is gone.
  ///
  /// A removed copy of the interface font that fontconfig had preferred left every label in
  /// a style not yet drawn (a toast's bold title) in boxes, or blank, until a restart. Fonts
  /// only added leave the interface as it is (it does not change its look under the user's
  /// hands).
  private func updateInterfaceFonts(from library: FontLibrary) {
    guard let window, interfaceFontLocations.contains(where: { !FileManager.default.fileExists(atPath: $0.file) }),
      let fonts = InterfaceFonts.fontSet(
        family: interfaceFamily, language: appliedLanguage.rawValue, library: library)
    else { return }
    useInterfaceFonts(fonts, in: window)
  }

  /// Why the window cannot open when fontconfig, listing `count` fonts, has none GTK can draw
  /// text with.
  static func noInterfaceFont(listing count: Int) -> Message {
    guard count > 0 else { return tr("cannot open the window: fontconfig lists no font to draw its text with") }
    return trn(
      "cannot open the window: fontconfig lists {count} font, which GTK cannot draw text with (a web font or a bitmap font)",
      "cannot open the window: fontconfig lists {count} fonts, none of which GTK can draw text with (web fonts or bitmap fonts)",
      count)
  }

  /// `size` made to fit `monitor` (a size kept from a larger screen, or from before the
  /// desktop's scale grew: at GDK_SCALE=2 a 720×760 window took 1,440×1,520 pixels of a
  /// 1,400×1,000 screen, its bottom out of reach), leaving a twentieth for a panel.
  static func fitting(_ size: (width: Int, height: Int), on monitor: (width: Int, height: Int)?) -> (
    width: Int, height: Int
  ) {
    guard let monitor, monitor.width > 0, monitor.height > 0 else { return size }
    return (min(size.width, monitor.width * 95 / 100), min(size.height, monitor.height * 95 / 100))
  }

  /// The displays GTK tries, as the environment names them: "Wayland NAME", the X display, both
  /// ("Wayland NAME / :0") when GTK tries both, with GDK_BACKEND when it is set, which picks
  /// them ("… (GDK_BACKEND=x11)").
  ///
  /// A GDK_BACKEND=x11 left in a profile on a session without X named the working Wayland
  /// display as the one that could not be opened.
  static func displayName(in environment: [String: String]) -> String {
    let wayland = environment["WAYLAND_DISPLAY"].flatMap { $0.isEmpty ? nil : "Wayland " + $0 }
    let x11 = environment["DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }
    let backends = environment["GDK_BACKEND"].map { $0.trimmingSpaces() } ?? ""
    var tried: [String] = []
    for backend in backends.isEmpty ? ["*"] : backends.split(separator: ",").map({ String($0).trimmingSpaces() }) {
      let names: [String] =
        switch backend {
        // libwayland's own default when WAYLAND_DISPLAY is not set.
        case "wayland": [wayland ?? "Wayland wayland-0"]
        case "x11": [x11 ?? "X"]
        case "*": [wayland, x11].compactMap { $0 }
        default: []
        }
      for name in names where !tried.contains(name) { tried.append(name) }
    }
    let names = tried.joined(separator: " / ")
    return backends.isEmpty ? names : names + (names.isEmpty ? "" : " ") + "(GDK_BACKEND=" + backends + ")"
  }

  /// Reads the fonts on a background thread while GTK starts and the window opens.
  private func startLoadingFonts() {
    loader = FontLoader { [weak self] outcome in self?.fontsLoaded(outcome) }
    loader?.indexesFirst = !options.filters.isEmpty
    loader?.load()
  }

  /// Writes a setting the user changed; on failure says why (the model keeps the value in
  /// memory).
  private func persist(_ key: String, _ value: String) -> SettingsValues? {
    guard let settingsSync else { return nil }
    switch settingsSync.store(key, value) {
    case .success(let values):
      return values
    case .failure(let failure):
      guard !sayNotSavedYet(failure) else { return nil }
      sayNotSaved(failure)
      return nil
    }
  }

  /// Says in a toast that settings were not saved, and why.
  ///
  /// One line, the reason, not the path (the full message is on stderr): a star's toast said
  /// the path, and its reason was cut off ("cannot write settings to /home/…").
  private func sayNotSaved(_ failure: SettingsStoreError) {
    let reason: Message.Argument =
      if case .unwritable(_, let reason) = failure { reason } else { .message(failure.message) }
    window?.showToast(model.localizer(tr("Settings not saved: {reason}", nesting: ["reason": reason])))
  }

  /// Writes why settings were not saved to standard error, once for each reason: a read-only
  /// settings folder said the same line for the change, the window's size and the changes
  /// still waiting, three times on one Ctrl+Q.
  private func sayOnStandardError(_ failure: SettingsStoreError) {
    let line = "typecase: " + model.localizer(failure.message) + "\n"
    guard saidOnStandardError.insert(line).inserted else { return }
    StandardError.write(line)
  }

  /// The lines `sayOnStandardError` wrote.
  private var saidOnStandardError: Set<String> = []

  /// Writes why settings were not saved to standard error; when another program holds their
  /// lock (the changes wait: `SettingsSync`), says so in a toast, and again once they are
  /// written, and returns true (the caller says nothing more).
  private func sayNotSavedYet(_ failure: SettingsStoreError) -> Bool {
    sayOnStandardError(failure)
    guard failure.isLockHeld else { return false }
    window?.showToast(
      model.localizer.tr(
        "Settings not saved yet: another program holds their lock; they are saved when it lets go"))
    settingsSync?.onPendingWritten = { [weak self] values in
      guard let self else { return }
      self.apply(values)
      self.window?.showToast(self.model.localizer.tr("Settings saved"))
    }
    return true
  }

  /// Writes a star the user toggled; on failure says why (the model keeps it in memory).
  private func persistStar(_ family: String, _ starred: Bool) -> SettingsValues? {
    guard let settingsSync else { return nil }
    switch settingsSync.star(family, starred) {
    case .success(let values):
      return values
    case .failure(let failure):
      guard !sayNotSavedYet(failure) else { return nil }
      sayNotSaved(failure)
      return nil
    }
  }

  private func fontsLoaded(_ outcome: FontLoader.Outcome) {
    switch outcome {
    case .indexed(let library, let index):
      guard library === self.library else { return }
      model.setFilterIndex(index)
      window?.refreshAll()
      removeWaitingDuplicates()
    case .searchIndexed(let library, let index):
      guard library === self.library else { return }
      model.setSearchIndex(index)
    case .namesChecked(let checks):
      namesChecked = true
      // A frame waiting for the check (`--screenshot`) comes with the next paint.
      window?.window.queueDraw()
      guard checks != model.nameChecks else { return }
      model.setNameChecks(checks)
      window?.refreshAll()
    case .failed(let message):
      stampOfFailedLoad = stampOfReload
      notify(message)
      window?.duplicateRemovalWaiting = nil
      // Pages waiting for this read are opened over the fonts read before (or said missing).
      let pages = pagesAfterLoad
      pagesAfterLoad = []
      for page in pages { openNow(page: page) }
      if !catalogArrived { quit(status: 1) }
    case .loaded(let library, let index, let filterIndex):
      let wasLoaded = catalogArrived
      stampOfFailedLoad = nil
      let quietly = ownChangesRunning > 0 || library.loadedStamp == ownChangeStamp
      let previousFamilies = self.library?.families
      // No font folder changed since the fonts read before, the configuration did.
      let byConfiguration = self.library.map { !library.fontFoldersChanged(since: $0.loadedStamp) } ?? false
      self.library = library
      self.textDrawing = nil
      if wasLoaded {
        updateInterfaceFonts(from: library)
        FontMap.useForDefault(library)
        noteAskedLanguageFonts(in: library)
      }
      model.familyForGenericName = { [library] in library.familyGiven(forGenericName: $0) }
      model.familyForMissingFamily = { [library] in library.familyGiven(forMissingFamily: $0) }
      model.familyStyleNames = { [library] in library.styleNames(ofFamily: $0) }
      model.snippetNotes = { [library] snippets, format in
        SnippetFormatNotes.notes(for: snippets, formats: [format], library: library, isListed: snippets.isInstalled)
      }
      model.languagesWithoutFonts = { [library] in
        InterfaceFonts.languagesWithoutFonts(InterfaceLanguage.allCases.map(\.rawValue), library: library)
      }
      window?.fontMaps.use(library, language: appliedLanguage)
      window?.faceFonts.use(library)
      let closed = model.setFonts(
        library.families, searchIndex: index, faces: { library.family(named: $0) },
        faceNamed: { name in
          guard FaceReference(name: name).namesFile else {
            return library.listedFace(named: name).map(FaceReference.init)
          }
          let location = FontLocation(naming: name)
          return library.listedFace(at: location, namesWholeFile: location.file == name).map(FaceReference.init)
        })
      // Set after the fonts: what `setFonts` keeps of the pages open is what the earlier
      // library's copies said (asked of this one, its facts were read on the main loop).
      model.familyCopies = { [library] in library.copies(ofFamily: $0) }
      model.postScriptNameClash = { [library] in library.postScriptNameClash(of: $0) }
      if let filterIndex { model.setFilterIndex(filterIndex) }
      catalogArrived = true
      // Once the loader has taken the load as done (right after this).
      MainContext.later { [weak self] in self?.removeWaitingDuplicates() }
      if !wasLoaded, let route = closed.first {
        // `--page family/NAME` named no family, or `face/NAME` no face: fail as `typecase
        // faces NAME` and `typecase face NAME` do.
        let notFound = Self.notFound(route, in: library)
        notify(notFound.message, detail: notFound.hint)
        quit(status: 1)
        return
      }
      window?.refreshAll()
      if !wasLoaded { sayIfConfigurationUnreadable() }
      openPagesAfterLoad(library)
      checkNamesOnceRowsAreDrawn(library)
      if !filesToReveal.isEmpty {
        let families = filesToReveal.flatMap { library.families(inFile: $0) }
        filesToReveal = []
        if let family = families.first { window?.reveal(family: family) }
      }
      // A load after the first reads the configuration anew: one that could not be read is.
      let readAtLast = wasLoaded ? unreadableConfiguration : nil
      if wasLoaded { unreadableConfiguration = nil }
      if quietly { return }
      // The configuration read at last: its fonts, not a change of fonts ("Families installed:
      // 17, removed: 39").
      if let unreadable = readAtLast {
        window?.showToast(
          model.localizer.tr(
            "Fontconfig's configuration “{name}” is read: the list shows its fonts",
            ["name": VisibleText.escapedControls(unreadable.file)]))
        return
      }
      if let route = closed.first {
        let name = ["name": VisibleText.escapedControls(Self.name(of: route))]
        // A font file's page was of a file that was never installed: it went, or changed.
        let isFile = if case .face(let reference) = route { reference.namesFile } else { false }
        window?.showToast(
          isFile
            ? model.localizer.tr("“{name}” can no longer be read; its page was closed", name)
            : model.localizer.tr("“{name}” is no longer installed; its page was closed", name))
      } else if wasLoaded,
        let toast = Self.change(
          from: previousFamilies ?? [], to: library.families, byConfiguration: byConfiguration, model.localizer)
      {
        window?.showToast(toast)
      }
    }
  }

  /// Says when fontconfig could not read its configuration (a broken FONTCONFIG_FILE): it then
  /// lists the fonts of its built-in fallback, which the window shows, where every command
  /// refuses.
  private func sayIfConfigurationUnreadable() {
    do throws(FontSourceError) {
      try FontconfigConfiguration.requireReadable()
    } catch {
      // Watched: mended, its fonts are read (the fallback's configuration names no file of it,
      // and the window went on with the fallback until another font change).
      let file = FontSource.configurationName
      unreadableConfiguration = (file, FileFingerprint(path: file))
      notify(
        tr(
          "showing fontconfig's fallback fonts: it cannot read its configuration \"{name}\"; check FONTCONFIG_FILE and FONTCONFIG_PATH",
          ["name": FontSource.configurationName]))
    }
  }

  /// Asks whether to replace the different file `installed` of the same name by `source`.
  ///
  /// Install refused the font file `source`. Replaced, the old file goes to the trash, and the
  /// install's Undo puts it back. `fromPage`: Install was pressed on the file's page, which
  /// then goes on as the installed copy's.
  private func offerReplacement(of installed: String, by source: String, fromPage: Bool) {
    let localizer = model.localizer
    var values = [
      "file": localizer.isolated(Self.shownFileName(installed)),
      "folder": VisibleText.escapedControls(
        UserFontFolder.abbreviated(String(installed[..<(installed.lastIndex(of: "/") ?? installed.endIndex)]))),
    ]
    // Which fonts go: a file of another family, or a collection of several, took fonts the new
    // one does not have, and the dialog named the file alone. From the fonts read already: the
    // file itself was read again, and checked with FreeType, on the window's thread.
    let installedFamilies = library?.families(inFile: installed) ?? []
    let families = installedFamilies.map { "“" + localizer.isolated(VisibleText.escapedControls($0)) + "”" }
    var body: String
    if !families.isEmpty {
      values["families"] = localizer.list(families)
      body = localizer.tr(
        "A different file named “{file}”, of {families}, is installed in your fonts folder ({folder}). Replace moves it to the trash, where Undo finds it, and installs this file in its place.",
        values)
    } else {
      body = localizer.tr(
        "A different file named “{file}” is installed in your fonts folder ({folder}). Replace moves it to the trash, where Undo finds it, and installs this file in its place.",
        values)
    }
    // Which build is which: the dialog said only "a different file", and a designer replacing
    // a build wants to see the newer one go in. The installed file's version from the fonts
    // read already; the new file's from its page when Install was pressed there, else read
    // from it (one file).
    let installedVersion = installedFamilies.lazy.compactMap { family in
      self.library?.family(named: family, detail: .full)?.faces.first { $0.location.file == installed }?.version
    }.first
    let pageFace =
      fromPage ? model.uninstalledFace(on: model.current).flatMap { $0.location.file == source ? $0 : nil } : nil
    let newVersion = (pageFace ?? FontFace.query(FontLocation(file: source), detail: .full))?.version
    if let installedVersion, let newVersion {
      body +=
        " "
        + (installedVersion == newVersion
          ? localizer.tr("Both say version {version}.", ["version": localizer.isolated(newVersion)])
          : localizer.tr(
            "The installed file is version {installed}; this one is version {new}.",
            ["installed": localizer.isolated(installedVersion), "new": localizer.isolated(newVersion)]))
    }
    window?.ask(
      heading: localizer.tr("Replace the Installed Font?"), body: body,
      action: localizer.tr("Replace")
    ) { [weak self] in
      guard let self else { return }
      if fromPage { self.filesInstalledFromPages.insert(source) }
      self.changeFonts { $0.install([source], replacing: true) }
    }
  }

  /// The copies installs made that their Undo deleted (or is deleting): notes about them that
  /// come after are not shown.
  private var copiesUndone: Set<String> = []
  /// The toast with an install's notes (see `FontInstallation.Outcome.copiesNoted`), and the
  /// copies the install made: an Undo of them dismisses it.
  private var notesToast: (toast: Toast, copies: Set<String>)?

  /// Draws a specimen of the family or face of `route` (a page, or a family's row) into `path`,
  /// saying so in toasts (one while a family of several fonts is drawn, one when the file is
  /// written).
  private func exportSpecimen(to path: String, of route: Route) {
    let fileFace = model.uninstalledFace(on: route)
    let listed = fileFace.map { [$0] } ?? model.facesToRemove(on: route)
    guard let library, let family = listed.first?.family else { return }
    // Each face once, from the copy programs get, as the command draws them (the export
    // leaves the copies out itself while the faces' facts are still being read).
    let copies =
      model.isReadingFaceFacts || fileFace != nil
      ? (kept: listed, leftOut: []) : library.oneCopyOfEachFace(listed, family: family)
    let faces = copies.kept
    specimenCopiesLeftOut = copies.leftOut.count
    let localizer = model.localizer
    let pangram = Specimen.pangram(in: localizer)
    if faces.count > 1 {
      window?.showToast(
        localizer.trn("Drawing a specimen of {count} font…", "Drawing a specimen of {count} fonts…", faces.count))
    }
    let naming = model.specimenNaming(on: route)
    let export = SpecimenExport { [weak self] outcome in self?.specimenExported(outcome) }
    specimenExport = export
    export.export(
      faces, from: library, fromTheirFiles: fileFace != nil, to: path, pangram: pangram,
      text: model.specimenText(on: route), axisValues: model.specimenAxisValues(on: route),
      features: model.specimenFeatures(on: route), labels: .localized(by: localizer),
      title: naming?.title, instance: naming?.instance.map { ($0.name, $0.postScriptName) })
  }

  /// Says where the specimen went (with a button that shows it in Files), or why it did not.
  private func specimenExported(_ outcome: SpecimenExport.Outcome) {
    switch outcome {
    case .written(let path, let resolution, let leftOut, let unreadable, let forbidding, let gaps, let faceCount):
      let name = VisibleText.escapedControls(URL(fileURLWithPath: path).lastPathComponent)
      // A sheet too tall for 144 dpi is drawn smaller: said, as the command line says it; so
      // are the faces left out (a family's WOFF2 faces went without a word).
      func listed(_ faces: [String]) -> String {
        model.localizer.list(faces.map { model.localizer.isolated(VisibleText.escapedControls($0)) })
      }
      var text: String
      if !unreadable.isEmpty && !leftOut.isEmpty {
        // Both said: naming one alone left the other out without a word.
        text = model.localizer.trn(
          "Exported “{file}” without {unreadable}, whose file cannot be read, nor {faces}, which Pango cannot draw",
          "Exported “{file}” without {unreadable}, whose files cannot be read, nor {faces}, which Pango cannot draw",
          unreadable.count, ["file": name, "unreadable": listed(unreadable), "faces": listed(leftOut)])
      } else if !unreadable.isEmpty {
        text = model.localizer.trn(
          "Exported “{file}” without {faces}, whose file cannot be read",
          "Exported “{file}” without {faces}, whose files cannot be read", unreadable.count,
          ["file": name, "faces": listed(unreadable)])
      } else if !leftOut.isEmpty {
        text = model.localizer.tr(
          "Exported “{file}” without {faces}, which Pango cannot draw", ["file": name, "faces": listed(leftOut)])
      } else if let resolution {
        text = model.localizer.tr(
          "Exported “{file}” at {dpi} dpi, too tall a sheet for 144; a PDF keeps every size",
          ["file": name, "dpi": String(resolution)])
      } else {
        text = model.localizer.tr("Exported “{file}”", ["file": name])
      }
      // The copies left out, as the command says them (the toast counted them as drawn), in
      // a few words: a toast is one line, and the command's sentence was cut at its middle.
      if specimenCopiesLeftOut > 0 {
        text = model.localizer.trn(
          "{exported}, each face once ({count} other copy left out)",
          "{exported}, each face once ({count} other copies left out)", specimenCopiesLeftOut,
          ["exported": text])
      }
      // A license that forbids embedding the font as a PDF does is said, behind Details (a
      // proof sent on to a client carried a restricted font without a word); so are the
      // characters of the sample drawn as boxes (the toast said only "Exported").
      let localizer = model.localizer
      var notes: [String] = []
      if !forbidding.isEmpty {
        let faces = PDFEmbeddingRefusal.named(forbidding, localizer) {
          localizer.isolated(VisibleText.escapedControls($0))
        }
        // An SVG holds the glyphs' outlines as paths of its own, as `typecase specimen` says.
        notes.append(
          path.lowercased().hasSuffix(".svg")
            ? localizer.trn(
              "The license of {faces} forbids embedding it (OS/2 fsType, shown in the font’s Details), and this SVG holds its glyphs’ outlines as paths: keep the sheet for proofing here. A PNG sheet holds pixels, not outlines.",
              "The licenses of {faces} forbid embedding them (OS/2 fsType, shown in the fonts’ Details), and this SVG holds their glyphs’ outlines as paths: keep the sheet for proofing here. A PNG sheet holds pixels, not outlines.",
              forbidding.count, ["faces": faces])
            : localizer.trn(
              "The license of {faces} forbids embedding it in a PDF as this one does (OS/2 fsType, shown in the font’s Details): keep the sheet for proofing here. A PNG sheet holds pixels, not the font.",
              "The licenses of {faces} forbid embedding them in a PDF as this one does (OS/2 fsType, shown in the fonts’ Details): keep the sheet for proofing here. A PNG sheet holds pixels, not the fonts.",
              forbidding.count, ["faces": faces]))
      }
      for gap in gaps {
        let faces = gap.facesText(among: faceCount, localizer: localizer) {
          localizer.isolated(VisibleText.escapedControls($0))
        }
        notes.append(
          localizer.trn(
            "{count} character of the sample, {characters}, is not in {faces}: the sheet draws it as a box.",
            "{count} characters of the sample, {characters}, are not in {faces}: the sheet draws them as boxes.",
            gap.characters.count, ["faces": faces, "characters": gap.charactersText]))
      }
      guard notes.isEmpty else {
        window?.showToast(
          localizer.tr("{confirmation} (see Details)", ["confirmation": text]),
          details: notes.joined(separator: "\n\n"),
          heading: text)
        return
      }
      window?.showToast(text, button: model.localizer.tr("Show")) {
        FileManagerItem.show(path: path) { _ in }
      }
    case .failed(let message):
      notify(message)
    }
  }

  /// Starts `change` (an install, removal or undo), counted as Typecase's own change until
  /// `installationFinished` hears how it ended (each job reports once).
  private func changeFonts(_ change: (FontInstallation) -> Void) {
    guard let installation else { return }
    ownChangesRunning += 1
    change(installation)
  }

  /// Moves the top page's family or face to the trash, or says why it cannot be.
  private func removeTopPage() {
    let removal = FontRemoval(faces: model.facesToRemove(on: model.current))
    guard !removal.removable.isEmpty else {
      if let refusal = removal.refusal { notify(refusal) }
      return
    }
    changeFonts { $0.remove(removal) }
  }

  /// Moves the top page's duplicate copies to the trash, keeping the copies fontconfig prefers
  /// (Remove Duplicates); the toast's Undo puts them back, as for Move to Trash.
  ///
  /// Clicked while fonts changed elsewhere are being read again (or before the change was
  /// noticed), it waits for them: the copy programs get may be another now (a newer version
  /// put in place of the copy that went, which it took). The button reads "Removing
  /// Duplicates…" meanwhile, and the copies to take are chosen anew.
  private func removeDuplicates() {
    guard !fontsBeingReadAgain else {
      window?.duplicateRemovalWaiting = model.current
      if loader?.isLoading == false { loader?.load() }
      return
    }
    guard let removal = model.duplicateRemoval(on: model.current) else { return }
    changeFonts { $0.remove(FontRemoval(faces: removal.faces)) }
  }

  /// Whether the fonts shown are not the fonts installed now: being read again, their faces'
  /// facts being read, or changed since they were read (the change not noticed yet).
  private var fontsBeingReadAgain: Bool {
    guard let library else { return true }
    return loader?.isLoading == true || model.isReadingFaceFacts || library.currentStamp() != library.loadedStamp
  }

  /// Does a Remove Duplicates that waited for the fonts (see `removeDuplicates`), when its page
  /// is still the one shown.
  private func removeWaitingDuplicates() {
    guard let route = window?.duplicateRemovalWaiting, !fontsBeingReadAgain else { return }
    window?.duplicateRemovalWaiting = nil
    if route == model.current { removeDuplicates() }
  }

  /// Shows what an install, removal or undo came to, and reloads the fonts at once.
  private func installationFinished(_ outcome: FontInstallation.Outcome) {
    // Notes after an install, which reported its end already: no change of its own ends here.
    if case .copiesNoted(let notes, let toasting, let copies) = outcome {
      // Of an install undone meanwhile, the notes are no longer true: the toast with them
      // showed for seconds after the Undo, and "Undid installing" waited behind it.
      let undone = !copies.isEmpty && copies.isSubset(of: copiesUndone)
      if let toast = showNotes(notes, toasting: toasting && !undone) { notesToast = (toast, copies) }
      return
    }
    var failed: [(file: String, problem: InstallProblem)]
    // What a toast says of several failures, given how many.
    var summary: (Int) -> String = { _ in "" }
    var failure: (Message.Argument, Message.Argument) -> Message = {
      tr("cannot install \"{file}\": {reason}", nesting: ["file": $0, "reason": $1])
    }
    switch outcome {
    case .installed(let done, let failures, let unlistedFolder, let replaced):
      failed = failures
      summary = { count in
        self.model.localizer.trn(
          "{count} file could not be installed", "{count} files could not be installed", count)
      }
      let files = done.map { if case .installed(let file, _) = $0.outcome { file } else { "" } }.filter { !$0.isEmpty }
      // Made again: notes of this install are about them.
      copiesUndone.subtract(files)
      var shown: [String] = []
      for (source, outcome) in done {
        let file =
          switch outcome {
          case .installed(let file, _), .alreadyInstalled(let file, _): file
          }
        if filesInstalledFromPages.remove(source) != nil {
          model.noteInstalledCopy(of: source, at: file)
        } else {
          shown.append(file)
        }
      }
      // A different file of its name installed (an older build of the file's font): asked
      // whether to replace it, where the toast sent a window user to a terminal.
      if done.isEmpty, failures.count == 1, let only = failures.first,
        case .differentFileInstalled(let installed) = only.problem
      {
        let fromPage = filesInstalledFromPages.remove(only.file) != nil
        offerReplacement(of: installed, by: only.file, fromPage: fromPage)
        failed = []
      }
      for (source, _) in failures { filesInstalledFromPages.remove(source) }
      // Each family once: a collection's faces are most often of one family.
      var families: [String] = []
      for (_, outcome) in done {
        guard case .installed(_, let faces) = outcome else { continue }
        for face in faces where !families.contains(face.family) { families.append(face.family) }
      }
      if !files.isEmpty {
        filesToReveal = shown
        let quoted = families.map { "“" + model.localizer.isolated(VisibleText.escapedControls($0)) + "”" }
        // Two families and a count past three: a toast's one line cut the fifth family's name
        // ("Installed “Mg Uni”, “Mg Coll”, “Mg Sans”, “Mg Serif”, “Mg Va…"), with no way to the rest.
        var text =
          quoted.count > 3
          ? model.localizer.trn(
            "Installed {families} and {count} other family", "Installed {families} and {count} other families",
            quoted.count - 2, ["families": model.localizer.list(Array(quoted.prefix(2)))])
          : model.localizer.tr("Installed {families}", ["families": model.localizer.list(quoted)])
        // Into a folder fontconfig does not read, said at once: the reason came in a toast of
        // its own, seconds later, behind one that said only "Installed".
        if unlistedFolder != nil {
          text = model.localizer.tr("{installed} where fontconfig does not look", ["installed": text])
        }
        // Files refused besides are counted here at once: their own toast, with the reasons,
        // waits behind this one (some seconds, long enough to think all went in).
        if !replaced.isEmpty {
          text = model.localizer.tr(
            "{installed}; the file it replaced is in the trash", ["installed": text])
        }
        // The files refused first, then those installed already: the refusal is what matters
        // most, and the line is cut at its end.
        if !failures.isEmpty {
          text = model.localizer.tr("{done}; {failed}", ["done": text, "failed": summary(failures.count)])
        }
        // Files given with them that were installed already are counted (they went without a
        // word, where `typecase install` names each).
        let already = done.filter { if case .alreadyInstalled = $0.outcome { true } else { false } }.count
        if already > 0 {
          text = model.localizer.trn(
            "{installed}; {count} other file was already installed",
            "{installed}; {count} other files were already installed",
            already, ["installed": text])
        }
        // What each copy is now: Undo deletes a copy only while it is still this file.
        let copies = files.map { (file: $0, stamp: FileFingerprint(path: $0)) }
        window?.showToast(text, button: model.localizer.tr("Undo")) { [weak self] in
          guard let self else { return }
          let undone = Set(files)
          self.copiesUndone.formUnion(undone)
          // Its notes (fonts also installed in other files) go with it.
          if let notes = self.notesToast, notes.copies.isSubset(of: undone) {
            notes.toast.dismiss()
            self.notesToast = nil
          }
          // A copy put in place of another goes back to the file's page, though a file (the one
          // it replaced) is at its path again.
          for copy in replaced.keys { self.model.noteCopyUndone(copy) }
          // The search and filters cleared to show what came come back with the list it left.
          self.window?.restoreNarrowingClearedToReveal()
          self.changeFonts { $0.uninstall(copies, families: quoted, replaced: replaced) }
        }
        // A bitmap font, which the list leaves out, is said to be one, after: the toast said
        // "Installed" and the family was nowhere in the list. So is a web font, which GTK
        // programs cannot draw.
        let outcomes = done.map(\.outcome)
        showNotes(InstalledBitmapFonts.notes(outcomes) + InstalledWebFonts.notes(outcomes), toasting: true)
        // A folder fontconfig does not read, as `typecase install` says it: the toast said
        // "Installed", and the family never came into the list.
        if let unlistedFolder {
          window?.showFailureToast(
            model.localizer.tr(
              "fontconfig's configuration does not list {folder}: programs will not see fonts installed there",
              ["folder": VisibleText.escapedControls(unlistedFolder)]))
        }
      } else if !done.isEmpty, failures.isEmpty {
        // Already installed: show where (a file's page goes on as the installed copy's), and
        // say which.
        var already: [String] = []
        for (_, outcome) in done {
          if case .alreadyInstalled(_, let faces) = outcome {
            already += faces.map(\.family).filter { !already.contains($0) }
          }
        }
        if let family = shown.flatMap({ library?.families(inFile: $0) ?? [] }).first { window?.reveal(family: family) }
        let names = model.localizer.list(
          already.map { "“" + model.localizer.isolated(VisibleText.escapedControls($0)) + "”" })
        window?.showToast(
          names.isEmpty
            ? model.localizer.tr("Already installed")
            : model.localizer.trn(
              "{families} is already installed", "{families} are already installed", already.count,
              ["families": names]))
      }
    case .removed(let trashed, let failures):
      failed = failures
      failure = { tr("cannot remove {faces}: {reason}", nesting: ["faces": $0, "reason": $1]) }
      summary = { count in
        self.model.localizer.trn(
          "{count} file could not be moved to the trash", "{count} files could not be moved to the trash", count)
      }
      if !trashed.isEmpty {
        let names = trashed.map { Self.shownFileName($0.originalPath) }
        // Named up to two, else counted: eleven duplicates' names ran past the toast's one line,
        // and what it did was cut off.
        window?.showToast(
          Self.countsFiles(names)
            ? model.localizer.trn(
              "Moved {count} file to the trash", "Moved {count} files to the trash", names.count)
            : model.localizer.tr(
              "Moved {files} to the trash", ["files": model.localizer.list(names.map(model.localizer.isolated))]),
          button: model.localizer.tr("Undo")
        ) { [weak self] in
          guard let self else { return }
          // Put back, the family is shown and focused, as an installed one is (the focus went
          // to the list's first row), and a toast says so.
          self.filesBeingRestored = trashed.map(\.originalPath)
          self.changeFonts { $0.restore(trashed) }
        }
      }
    case .copiesNoted:
      return
    case .uninstalled(let kept, let replacedGone, let families):
      failed = []
      // Said as Undo of Move to Trash says it (the family went from the list without a word);
      // not "no longer installed": another file may hold the family still.
      let named = { (files: [String]) in
        ["files": self.model.localizer.list(files.map { self.model.localizer.isolated(Self.shownFileName($0)) })]
      }
      if !kept.isEmpty {
        window?.showFailureToast(
          model.localizer.trn(
            "{files} was left: another file has taken its place since it was installed",
            "{files} were left: other files have taken their place since they were installed", kept.count,
            named(kept)))
      } else if !replacedGone.isEmpty {
        window?.showFailureToast(
          model.localizer.trn(
            "{files} was left: the file it replaced is no longer in the trash",
            "{files} were left: the files they replaced are no longer in the trash", replacedGone.count,
            named(replacedGone)))
      } else if !families.isEmpty {
        window?.showToast(
          model.localizer.tr("Undid installing {families}", ["families": model.localizer.list(families)]))
      }
    case .restored(let failures):
      failed = failures
      failure = { tr("cannot restore \"{file}\": {reason}", nesting: ["file": $0, "reason": $1]) }
      summary = { count in
        self.model.localizer.trn("{count} file could not be put back", "{count} files could not be put back", count)
      }
      let failedFiles = Set(failures.map(\.file))
      let restored = filesBeingRestored.filter { !failedFiles.contains($0) }
      filesBeingRestored = []
      if !restored.isEmpty {
        // Shown in the list when the list is on top (the family's page closed when it went);
        // a page still open (a duplicate put back) stays.
        if model.stack == [.families] { filesToReveal = restored }
        let names = restored.map(Self.shownFileName)
        window?.showToast(
          Self.countsFiles(names)
            ? model.localizer.trn("Restored {count} file", "Restored {count} files", names.count)
            : model.localizer.tr(
              "Restored {files}", ["files": model.localizer.list(names.map(model.localizer.isolated))]))
      }
    }
    let failures = failed.map { failure(.text(VisibleText.escapedControls($0.file)), .message($0.problem.message)) }
    if failures.count == 1, let window, let only = failed.first {
      let line = model.localizer(failures[0])
      StandardError.write("typecase: " + line + "\n")
      // The toast names the file alone, its reason left in view (a whole path took the line:
      // "Cannot install "/tmp/…/empty.ttf": the file…"); its Details show the path.
      let short = model.localizer(failure(.text(Self.shownFileName(only.file)), .message(only.problem.message)))
      window.showFailureToast(Self.sentence(short), whole: Self.sentence(line))
    } else if failures.count == 1 {
      notify(failures[0])
    } else if failures.count > 1 {
      // One toast for them all, each file named in its Details: one toast each replaced the
      // one before, and only the last file refused was named.
      let lines = failures.map { model.localizer($0) }
      for line in lines { StandardError.write("typecase: " + line + "\n") }
      // A blank line between files: run together, one file's reason read into the next's.
      window?.showToast(summary(lines.count), details: lines.map(Self.sentence).joined(separator: "\n\n"))
    }
    ownChangesRunning = max(0, ownChangesRunning - 1)
    ownChangeStamp = library?.currentStamp()
    loader?.load()
  }

  /// Whether a toast counts the files `names` rather than naming them: past two, or two whose
  /// names would run past a toast's line (two of Noto's file names cut "to the trash" off).
  static func countsFiles(_ names: [String]) -> Bool {
    names.count > 2 || (names.count == 2 && names.joined(separator: ", ").count > 40)
  }

  /// The name a toast gives the file at `path`: its last part, control characters escaped.
  static func shownFileName(_ path: String) -> String {
    VisibleText.escapedControls(String(path.split(separator: "/").last ?? ""))
  }

  /// Says what `typecase install` notes of the fonts just installed (fonts other files hold
  /// too, a font installed for everyone installed again, and which copy programs get; bitmap
  /// fonts the lists leave out), on standard error and, when `toasting`, in a toast that waits
  /// behind the Undo toast, as refused files' reasons do: the window said "Installed" alone.
  @discardableResult
  private func showNotes(_ notes: [Message], toasting: Bool) -> Toast? {
    let lines = notes.map { model.localizer($0) }
    for line in lines { StandardError.write(line + "\n") }
    guard toasting, !lines.isEmpty else { return nil }
    // A note's parentheses off: in a toast it stands alone.
    let sentences = lines.map { line in
      guard let first = line.first, let last = line.last, "(（".contains(first), ")）".contains(last) else {
        return Self.sentence(line)
      }
      return Self.sentence(String(line.dropFirst().dropLast()))
    }
    if sentences.count == 1 { return window?.showFailureToast(sentences[0]) }
    return window?.showToast(
      model.localizer.tr("Some of the fonts were installed already, in other files"),
      details: sentences.joined(separator: "\n\n"))
  }

  /// What a toast says of fonts another program installed or removed: the family that came
  /// or went, how many did, or (faces of families still there) that the fonts changed.
  ///
  /// It said only "The fonts on this machine changed". What a toast says when the fonts were
  /// read again, as `change(from:to:_:)` says it; nil when the families are as they were
  /// (fontconfig's caches written again by `fc-cache`, a font replaced by the same): "The fonts
  /// on this machine changed" showed for nothing.
  ///
  /// `byConfiguration`: no font folder changed, fontconfig's configuration did (a rule that
  /// hides fonts, a folder added): families are said to be listed or no longer listed, not
  /// installed or removed.
  static func change(
    from before: [FamilySummary], to after: [FamilySummary], byConfiguration: Bool = false, _ localizer: Localizer
  ) -> String? {
    guard before != after else { return nil }
    return change(from: before.map(\.name), to: after.map(\.name), byConfiguration: byConfiguration, localizer)
  }

  static func change(
    from before: [String], to after: [String], byConfiguration: Bool = false, _ localizer: Localizer
  ) -> String {
    let old = Set(before)
    let new = Set(after)
    let added = after.filter { !old.contains($0) }
    let removed = before.filter { !new.contains($0) }
    let quoted = { (name: String) in VisibleText.escapedControls(name) }
    if byConfiguration {
      switch (added.count, removed.count) {
      case (1, 0):
        return localizer.tr(
          "“{family}” is listed now: fontconfig's configuration changed", ["family": quoted(added[0])])
      case (0, 1):
        return localizer.tr(
          "“{family}” is no longer listed: fontconfig's configuration changed", ["family": quoted(removed[0])])
      default:
        return localizer.tr("fontconfig's configuration changed the fonts listed")
      }
    }
    switch (added.count, removed.count) {
    case (0, 0):
      return localizer.tr("The fonts on this machine changed")
    case (1, 0):
      return localizer.tr("“{family}” was installed", ["family": quoted(added[0])])
    case (0, 1):
      return localizer.tr("“{family}” was removed", ["family": quoted(removed[0])])
    case (_, 0):
      return localizer.trn(
        "{count} family was installed", "{count} families were installed", added.count)
    case (0, _):
      return localizer.trn(
        "{count} family was removed", "{count} families were removed", removed.count)
    default:
      return localizer.tr(
        "Families installed: {installed}, removed: {removed}",
        ["installed": String(added.count), "removed": String(removed.count)])
    }
  }

  /// The name of the family or face a page shows, for messages about it.
  private static func name(of route: Route) -> String {
    switch route {
    case .family(let name): name
    case .face(let reference): reference.name
    default: route.path
    }
  }

  /// Starts the check for fonts that cannot draw their own names after the next frame that
  /// shows rows, and lets the loader read the filter facts: it opens a file per family, and
  /// must not slow the first rows down.
  ///
  /// The window then gets ready for the first key (`MainWindow.prepareForInput`).
  private func checkNamesOnceRowsAreDrawn(_ library: FontLibrary) {
    guard let window else {
      loader?.rowsAreDrawn()
      return loader?.checkNames(of: library) ?? ()
    }
    FrameCapture.afterEachPaint(of: window.window) { [weak self] in
      guard let self, self.library === library else { return false }
      guard self.window?.isTopPageDrawn == true else { return true }
      self.loader?.rowsAreDrawn()
      self.loader?.checkNames(of: library)
      MainContext.later { [weak self] in self?.window?.prepareForInput() }
      return false
    }
  }

  /// For `--screenshot` and `--report-startup`: waits for the first frame painted after the
  /// fonts arrived with rows on the top page, then saves it or reports the time, and quits.
  private func watchFirstFrame() {
    guard let window else { return }
    FrameCapture.afterEachPaint(of: window.window) { [weak self] in
      guard let self, let window = self.window, self.catalogArrived, window.isTopPageDrawn else { return true }
      // A screenshot shows rows as they stay: a symbol font's name readable, with its sample
      // (the start-up report does not wait: the check runs after the first rows on purpose).
      if self.options.screenshotPath != nil, !self.namesChecked { return true }
      // Complete means every row on screen is drawn in its own font.
      if let page = window.currentPage, page.hasVisiblePlaceholderRows {
        page.scheduleFontPass()
        return true
      }
      if self.options.reportsStartup {
        print(Int(ProcessClock.millisecondsSinceProcessStart().rounded(.toNearestOrEven)))
      }
      if let path = self.options.screenshotPath {
        let type = ScreenshotFormat(path: path) ?? .png
        if let reason = FrameCapture.save(of: window.window, to: path, type: type.rawValue) {
          self.notify(tr("could not write the screenshot: {reason}", ["reason": reason]))
          self.exitStatus = 1
        }
      }
      MainContext.later { [weak self] in self?.quit(status: self?.exitStatus ?? 0) }
      return false
    }
  }
}
