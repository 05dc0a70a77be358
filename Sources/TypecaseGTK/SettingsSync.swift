import GtkSupport
import TypecaseCore

/// Keeps the window's settings and the settings file in step.
///
/// Choices made in the window are written at once; changes made by another process (the CLI)
/// are noticed by a cheap look at the file's stamp every second and shown.
final class SettingsSync {
  /// How often the file's stamp is looked at: a change made by the CLI shows within a second.
  static let checkMilliseconds: UInt32 = 1000

  private let store: SettingsStore
  /// The store not waiting for the lock, used while changes wait for another program to let
  /// go of it (each choice, each window state written, cost the window's thread a second).
  private let impatientStore: SettingsStore
  private var lastStamp: FileFingerprint?
  /// The stamp of a file found unusable (not JSON) at the last look, and whether the user was
  /// told.
  private var unusableStamp: FileFingerprint?
  private var toldUnusable = false
  /// The settings the window uses: written in place of a file that cannot be read when a
  /// setting changes (the window had said it keeps them; only the change was written).
  private var inUse: () -> SettingsValues? = { nil }
  /// Where what a write says goes (an unusable file set aside), once the window watches.
  private var warn: (Message) -> Void = { _ in }
  /// What the file's last reading said was wrong with it: said again only once it went away
  /// and came back.
  ///
  /// A value the window ignores ("preview-size = 25") was said at every change of the file,
  /// the CLI's and the window's own, its toast over the confirmation of a star.
  private var saidOfTheFile: Set<String> = []

  /// Says of `warnings` those the last reading of the file did not say (see `saidOfTheFile`),
  /// through `say`; they are what is said of the file from now on.
  func sayNew(_ warnings: [Message], through say: (Message) -> Void) {
    for warning in warnings where !saidOfTheFile.contains(warning.description) { say(warning) }
    saidOfTheFile = Set(warnings.map(\.description))
  }

  init(store: SettingsStore) {
    self.store = store
    impatientStore = store.waitingForTheLock(atMost: 0)
    lastStamp = store.modificationStamp()
  }

  /// A change the window made, to write.
  private enum Write {
    case settings([(key: String, value: String)])
    case star(family: String, starred: Bool)
  }

  /// Changes not written yet because another program held the lock, oldest first.
  ///
  /// Written before any later one, and tried again every half second until it lets go. They
  /// were dropped (the window showing them until the next change wiped them out).
  private var pending: [Write] = []
  /// Whether changes the user made wait for the lock: not only the window's size and state,
  /// which quitting writes (see `windowStateKeys`).
  var holdsChoices: Bool {
    pending.contains { change in
      guard case .settings(let values) = change else { return true }
      return values.contains { !Self.windowStateKeys.contains($0.key) }
    }
  }

  /// The settings the window remembers of itself when it closes (its size, the face pages'
  /// preview size), not chosen by the user as such.
  private static let windowStateKeys: Set<String> = [
    TypecaseSettings.Key.windowWidth, TypecaseSettings.Key.windowHeight, TypecaseSettings.Key.windowMaximized,
    TypecaseSettings.Key.facePreviewSize,
  ]
  /// Whether the half-second retry of `pending` runs.
  private var retrying = false
  /// Called with the file's settings once changes held back by another program's lock are
  /// written (see `pending`).
  var onPendingWritten: (SettingsValues) -> Void = { _ in }

  /// Writes one setting; the settings the file then holds, or why it could not be written.
  func store(_ key: String, _ value: String) -> Result<SettingsValues, SettingsStoreError> {
    write(.settings([(key, value)]))
  }

  /// Writes several settings in one go (the window's size and state).
  func store(_ values: [(key: String, value: String)]) -> Result<SettingsValues, SettingsStoreError> {
    write(.settings(values))
  }

  /// Stars or unstars `family` in the file, as the CLI's `typecase star` does; the values as
  /// they now are.
  func star(_ family: String, _ starred: Bool) -> Result<SettingsValues, SettingsStoreError> {
    write(.star(family: family, starred: starred))
  }

  /// Writes `change` after the changes still pending; the settings the file then holds, or
  /// why it could not be written (a change held back by the lock stays pending).
  private func write(_ change: Write) -> Result<SettingsValues, SettingsStoreError> {
    // Changes already waiting: the lock was held a moment ago, and is not waited for again.
    let writer = pending.isEmpty ? store : impatientStore
    pending.append(change)
    guard let result = writePending(with: writer) else { return .success(inUse() ?? SettingsValues()) }
    if case .failure(let error) = result, error.isLockHeld { retryPending() }
    return result
  }

  /// Writes the pending changes in order with `writer`, as far as the lock lets it; the
  /// settings after the last, or the failure that stopped them (one failing otherwise, such as
  /// a folder that cannot be written, is dropped: trying again would not write it); nil when
  /// none was pending.
  private func writePending(with writer: SettingsStore) -> Result<SettingsValues, SettingsStoreError>? {
    var last: Result<SettingsValues, SettingsStoreError>?
    while let change = pending.first {
      do {
        let written: SettingsLoad
        switch change {
        case .settings(let values): written = try writer.set(values, inUse: inUse())
        case .star(let family, let starred): written = try writer.setStarred(family, starred, inUse: inUse())
        }
        pending.removeFirst()
        lastStamp = store.modificationStamp()
        sayNew(written.warnings, through: warn)
        last = .success(written.values)
      } catch {
        if !error.isLockHeld { pending.removeFirst() }
        return .failure(error)
      }
    }
    return last
  }

  /// Writes the pending changes now, waiting for the lock as the first write of a change does
  /// (the window is closing); nil when none was pending.
  func writePendingNow() -> Result<SettingsValues, SettingsStoreError>? {
    writePending(with: store)
  }

  /// Tries the pending changes again every half second until they are written.
  private func retryPending() {
    guard !retrying else { return }
    retrying = true
    MainContext.every(milliseconds: 500) { [weak self] in
      guard let self else { return false }
      guard !self.pending.isEmpty else {
        self.retrying = false
        return false
      }
      if case .success(let values)? = self.writePending(with: self.impatientStore) {
        self.retrying = false
        self.onPendingWritten(values)
        return false
      }
      return true
    }
  }

  /// Starts watching the file: `onChange` gets the new values when they differ from `current`
  /// (another process changed them), `onWarning` what was wrong with the file.
  func watch(
    current: @escaping () -> SettingsValues, onChange: @escaping (SettingsValues) -> Void,
    onWarning: @escaping (Message) -> Void
  ) {
    inUse = current
    warn = onWarning
    MainContext.every(milliseconds: Self.checkMilliseconds) { [weak self] in
      guard let self else { return false }
      let stamp = self.store.modificationStamp()
      guard stamp != self.lastStamp else { return true }
      let (loaded, problem) = self.store.loadLeavingAnUnusableFile()
      guard let loaded else {
        // Not set aside as the CLI does: another program may still be writing it. Looked at
        // again each second; left unusable (the same file a second later), it is said once,
        // and the window keeps its settings until the file is whole again.
        if stamp == self.unusableStamp, !self.toldUnusable, let problem {
          self.toldUnusable = true
          onWarning(
            tr(
              "the settings file {path} cannot be used ({problem}); the window keeps its settings until it can",
              nesting: ["path": .text(self.store.fileURL.path), "problem": .message(problem)]))
        }
        self.unusableStamp = stamp
        return true
      }
      self.lastStamp = stamp
      self.unusableStamp = nil
      self.toldUnusable = false
      self.sayNew(loaded.warnings, through: onWarning)
      // Not while the window's own changes wait for the lock: the file lacks them, and
      // applying it took them back on screen.
      if loaded.values != current() && self.pending.isEmpty { onChange(loaded.values) }
      return true
    }
  }
}
