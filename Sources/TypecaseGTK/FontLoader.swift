import Foundation
import GtkSupport
import TypecaseCore

/// Loads the catalog on a background thread and hands it to the main loop.
///
/// The window appears at once; the rows fill in when fontconfig has answered.
final class FontLoader {
  /// What a load produced.
  enum Outcome: Sendable {
    case loaded(FontLibrary, FamilySearchIndex)
    /// After `loaded`: the families whose fonts cannot draw their own names, with samples.
    case namesChecked([String: String])
    case failed(Message)
  }

  private let inbox: MainThreadInbox<Outcome>
  /// Whether a load is running.
  private(set) var isLoading = false
  private var reloadRequested = false
  private var hasLoaded = false

  /// Creates a loader whose results reach `handler` on the main loop.
  init(_ handler: @escaping (Outcome) -> Void) {
    var reload: (() -> Void)?
    let inbox = MainThreadInbox<Outcome> { outcome in
      handler(outcome)
      // The names check is not part of a load.
      if case .namesChecked = outcome { return }
      reload?()
    }
    self.inbox = inbox
    reload = { [weak self] in self?.finished() }
  }

  /// Starts a load, or queues one more if a load is running (fonts changed meanwhile).
  func load() {
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
    Thread.detachNewThread {
      do throws(FontSourceError) {
        let library = try FontLibrary(fresh: fresh)
        inbox.post(.loaded(library, FamilySearchIndex(families: library.families)))
      } catch {
        inbox.post(.failed(error.message))
      }
    }
  }

  /// Finds the families of `library` whose fonts cannot draw their own names, on a background
  /// thread at a low priority (it opens a file per family); the result comes as `namesChecked`.
  /// Started once the first rows are on screen, so it never delays them.
  func checkNames(of library: FontLibrary) {
    let inbox = inbox
    Thread.detachNewThread {
      setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)  // this thread (Linux)
      inbox.post(.namesChecked(library.illegibleNameSamples()))
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
