import FoundationEssentials
import GtkSupport
import TypecaseCore

/// Installs, uninstalls, removes and restores fonts off the main thread (FreeType checks,
/// copies and fontconfig cache rebuilds take a moment), handing each outcome to the main loop.
final class FontInstallation {
  /// What one job came to.
  enum Outcome: Sendable {
    /// Files installed (or already there), and the files that could not be, with why;
    /// `unlistedFolder`: the fonts folder, when fontconfig's configuration does not read it (no
    /// program sees what went there); `replaced`: the files moved to the trash for copies
    /// (Replace), by copy.
    case installed(
      [(file: String, outcome: FontInstaller.Outcome)], failed: [(file: String, problem: InstallProblem)],
      unlistedFolder: String?, replaced: [String: FontTrash.TrashedFile])
    /// What `typecase install` notes of fonts the files just installed share with other files
    /// (`InstalledCopies`), reported after `installed` (the fonts read again to find them: the
    /// Undo toast waited for it); `toasting`: no file was refused, whose reasons come first;
    /// `copies`: the files the install copied (an Undo may have taken them away meanwhile).
    /// Not a job's end: the install reported that.
    case copiesNoted([Message], toasting: Bool, copies: Set<String>)
    /// Files installed a moment ago were deleted again (Undo); `kept`: those left, another file
    /// having taken their place since; `replacedGone`: those left because the file each replaced
    /// could not be put back (most often: it is no longer in the trash); `families`: the
    /// families the install's toast named.
    case uninstalled(kept: [String], replacedGone: [String], families: [String])
    /// Files moved to the trash, and those that could not be.
    case removed([FontTrash.TrashedFile], failed: [(file: String, problem: InstallProblem)])
    /// Trashed files put back (Undo), and those that could not be.
    case restored(failed: [(file: String, problem: InstallProblem)])
  }

  private let inbox: MainThreadInbox<Outcome>

  /// Creates a runner whose outcomes reach `handler` on the main loop.
  init(_ handler: @escaping (Outcome) -> Void) {
    inbox = MainThreadInbox(handler)
  }

  /// Checks and installs `paths` into the user's fonts folder, then rebuilds its cache;
  /// `replacing`: a different file of a path's name there goes to the trash for it.
  func install(_ paths: [String], replacing: Bool = false) {
    let inbox = inbox
    BackgroundThread.detach {
      var done: [(file: String, outcome: FontInstaller.Outcome)] = []
      var failed: [(file: String, problem: InstallProblem)] = []
      let installer = FontInstaller(replacesDifferentFiles: replacing)
      // A folder dropped or chosen stands for the font files under it.
      let paths = FontFolderFiles.expanding(paths)
      let installed = installer.installAll(paths)
      let results = Array(zip(paths, installed.results))
      for (path, result) in results {
        switch result {
        case .success(let outcome): done.append((path, outcome))
        case .failure(let problem): failed.append((path, problem))
        }
      }
      inbox.post(
        .installed(
          done, failed: failed, unlistedFolder: installed.listed ? nil : installer.folder, replaced: installed.replaced)
      )
      let notes = InstalledCopies.notes(results.map { ($0.0, $0.1) })
      let copies = done.compactMap { if case .installed(let file, _) = $0.outcome { file } else { nil } }
      if !notes.isEmpty { inbox.post(.copiesNoted(notes, toasting: failed.isEmpty, copies: Set(copies))) }
    }
  }

  /// Deletes the copies `files` made by an install (Undo), then rebuilds the cache.
  ///
  /// A copy goes only while it is still the file its stamp was taken of; the file `replaced`
  /// says it took the place of comes back from the trash. `families`: what the install's
  /// toast named.
  func uninstall(
    _ files: [(file: String, stamp: FileFingerprint?)], families: [String],
    replaced: [String: FontTrash.TrashedFile] = [:]
  ) {
    let inbox = inbox
    BackgroundThread.detach {
      let installer = FontInstaller()
      var kept: [String] = []
      var replacedGone: [String] = []
      for (file, stamp) in files {
        // A copy that replaced another: the other put back over it in one step. Its file gone
        // from the trash (emptied, taken out), or not put back, the copy stays (deleted, it
        // left the font installed nowhere).
        if let trashed = replaced[file] {
          switch installer.undoReplacement(file, ifStill: stamp, putting: trashed) {
          case .restored: break
          case .copyChanged: kept.append(file)
          case .replacedGone, .failed: replacedGone.append(file)
          }
          continue
        }
        guard installer.uninstall(file, ifStill: stamp) else {
          if FileManager.default.fileExists(atPath: file) { kept.append(file) }
          continue
        }
      }
      installer.refreshCache()
      inbox.post(.uninstalled(kept: kept, replacedGone: replacedGone, families: families))
    }
  }

  /// Moves the removable files of `removal` to the trash.
  func remove(_ removal: FontRemoval) {
    let inbox = inbox
    BackgroundThread.detach {
      var trashed: [FontTrash.TrashedFile] = []
      var failed: [(file: String, problem: InstallProblem)] = []
      for (file, result) in removal.remove() {
        switch result {
        case .success(let moved): trashed.append(moved)
        case .failure(let problem): failed.append((file.path, problem))
        }
      }
      inbox.post(.removed(trashed, failed: failed))
    }
  }

  /// Puts `files` back from the trash (Undo).
  func restore(_ files: [FontTrash.TrashedFile]) {
    let inbox = inbox
    BackgroundThread.detach {
      inbox.post(.restored(failed: FontRemoval.restore(files)))
    }
  }
}
