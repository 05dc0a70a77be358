import Dispatch
import FoundationEssentials
import Glibc
import GtkSupport
import TypecaseCore

/// Loads the catalog on a background thread and hands it to the main loop.
///
/// The window appears at once; the rows fill in when fontconfig has answered.
final class FontLoader {
  /// What a load produced.
  enum Outcome: Sendable {
    /// The fonts, with their search index and every face's filter facts when those were asked
    /// for at once.
    case loaded(FontLibrary, FamilySearchIndex?, FontFilterIndex?)
    /// After `loaded` without it: the search over the families' names.
    case searchIndexed(FontLibrary, FamilySearchIndex)
    /// After `loaded` without them: every face's filter facts.
    case indexed(FontLibrary, FontFilterIndex)
    /// After `loaded`: the families whose fonts cannot draw their own names, with samples.
    case namesChecked(FamilyNameChecks)
    case failed(Message)
  }

  private let inbox: MainThreadInbox<Outcome>
  /// Whether a load is running.
  private(set) var isLoading = false
  private var reloadRequested = false
  /// Whether another load starts when the running one ends (fonts changed meanwhile).
  var hasReloadQueued: Bool { reloadRequested }
  private var hasLoaded = false

  /// Creates a loader whose results reach `handler` on the main loop.
  init(_ handler: @escaping (Outcome) -> Void) {
    var reload: (() -> Void)?
    let inbox = MainThreadInbox<Outcome> { outcome in
      handler(outcome)
      // The names check is not part of a load.
      if case .namesChecked = outcome { return }
      if case .indexed = outcome { return }
      if case .searchIndexed = outcome { return }
      reload?()
    }
    self.inbox = inbox
    reload = { [weak self] in self?.finished() }
  }

  /// Whether the next load reads the faces' filter facts before it hands the fonts over (filters
  /// are on: the first rows must be filtered), rather than after, at a low priority.
  var indexesFirst = false

  /// Folders to scan anew at the next load (see `load(rescanning:)`).
  private var foldersToRescan: [String] = []

  /// Starts a load, or queues one more if a load is running (fonts changed meanwhile).
  ///
  /// `folders` are scanned anew first, their fontconfig caches rewritten: folders read while a
  /// font in them was still being written (see `FontFolderSettling`), whose caches list it as
  /// it was then.
  func load(rescanning folders: [String] = []) {
    foldersToRescan += folders.filter { !foldersToRescan.contains($0) }
    guard !isLoading else {
      reloadRequested = true
      return
    }
    isLoading = true
    let inbox = inbox
    // The first load shares the configuration GTK draws with; later ones (fonts changed)
    // read the fonts anew.
    let fresh = hasLoaded
    hasLoaded = true
    let indexesFirst = indexesFirst
    // The first load waits for its rows to be drawn (see `rowsAreDrawn`) before the filter facts.
    let rowsDrawn = fresh ? nil : DispatchSemaphore(value: 0)
    firstRowsDrawn = rowsDrawn
    let rescanned = foldersToRescan
    foldersToRescan = []
    BackgroundThread.detach {
      for folder in rescanned { FontCacheRefresh.rebuildWithSubfolders(folder) }
      do throws(FontSourceError) {
        let library = try FontLibrary(fresh: fresh)
        if indexesFirst {
          inbox.post(.loaded(library, FamilySearchIndex(families: library.families), library.filterIndex()))
          return
        }
        // The rows first; then the search index (some 30 ms at 50,000 faces), which a search
        // typed meanwhile builds on the main thread.
        inbox.post(.loaded(library, nil, nil))
        inbox.post(.searchIndexed(library, FamilySearchIndex(families: library.families)))
        // Then the filter facts, without slowing the first rows down: at the first load, once
        // they are drawn (or a second has passed), so that the first frame does not carry
        // their memory (2 MB at 5,000 faces) nor share the machine's cores with them.
        if let rowsDrawn { _ = rowsDrawn.wait(timeout: .now() + 1) }
        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)  // this thread (Linux)
        inbox.post(.indexed(library, library.filterIndex()))
      } catch {
        inbox.post(.failed(error.message))
      }
    }
  }

  /// Signalled once the first load's rows are drawn: its filter facts are read after.
  private var firstRowsDrawn: DispatchSemaphore?

  /// Says that the rows of the fonts loaded are on screen: the first load then reads its
  /// filter facts.
  func rowsAreDrawn() {
    firstRowsDrawn?.signal()
    firstRowsDrawn = nil
  }

  /// Finds the families of `library` whose fonts cannot draw their own names, on a background
  /// thread at a low priority (it opens a file per family); the result comes as `namesChecked`.
  ///
  /// Started once the first rows are on screen, so it never delays them.
  func checkNames(of library: FontLibrary) {
    let inbox = inbox
    BackgroundThread.detach {
      setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)  // this thread (Linux)
      inbox.post(.namesChecked(library.checkFamilyNames()))
    }
  }

  private func finished() {
    isLoading = false
    if reloadRequested {
      reloadRequested = false
      load()
    }
  }
}
