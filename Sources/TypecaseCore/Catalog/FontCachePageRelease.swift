import CFontconfig
import Glibc

/// Lets go of the pages of fontconfig's cache files that reading fonts brings into memory, a
/// budget at a time, so that a walk over 50,000 fonts never holds all their caches at once.
///
/// Fontconfig maps each font folder's cache file, and reading any value of a font faults in the
/// pages around it (64 KB at a time): a walk over every font makes every cache resident, 72 MB
/// at 50,000 faces, more than the rest of `typecase families --json` together. Walks note the
/// fonts they read (`touched`, a font or a family at a time); once they have entered `budget`
/// bytes' worth of 64 KB windows since the last release, the caches' pages are let go (see `FontCacheMappings`: the bytes
/// stay in the page cache, and reading them again maps them back). Only the caches handed to
/// `hold` are released: those whose fonts the configuration holds references on.
package final class FontCachePageRelease: @unchecked Sendable {
  /// The size of the windows counted: the kernel's fault-around (`fault_around_bytes`).
  static let windowShift = 16

  private struct State {
    /// Where the held caches start (the `FcCache` pointers, which are their mappings' first
    /// bytes).
    var starts: Set<UInt> = []
    /// The window of the font noted last.
    var window: UInt = 0
    /// How many times a noted font was in another window than the one before, since the last
    /// release.
    var windowsEntered = 0
    /// How many releases were made.
    var releases = 0
  }

  private let state = LockedValue(State())
  /// The cache folders of the configuration, as real paths.
  private let cacheFolders: Set<String>
  /// How many windows may be entered between releases.
  private let windowBudget: Int

  /// Releases the caches of `config` (once held) after `budget` bytes' worth of windows.
  init(config: OpaquePointer, budget: Int = 16 << 20) {
    var folders: Set<String> = []
    if let list = FcConfigGetCacheDirs(config) {
      defer { FcStrListDone(list) }
      while let next = FcStrListNext(list) {
        // The maps list real paths; a folder that does not exist holds no cache.
        guard let real = realpath(next, nil) else { continue }
        folders.insert(String(cString: real))
        free(real)
      }
    }
    cacheFolders = folders
    windowBudget = max(1, budget >> Self.windowShift)
  }

  /// Adds `cache` (an `FcCache` whose fonts the configuration now holds) to those released.
  func hold(_ cache: OpaquePointer) {
    state.withLock { _ = $0.starts.insert(UInt(bitPattern: UnsafeRawPointer(cache))) }
  }

  /// Releases nothing more: the caches are about to be unmapped.
  func forgetCaches() {
    state.withLock { $0.starts = [] }
  }

  /// Notes that `font` (a pattern in a held cache) was read; releases the caches' pages when
  /// the budget is spent.
  func touched(_ font: OpaquePointer) { touched(CollectionOfOne(font)) }

  /// Notes that `fonts` (patterns in held caches: a family's, a folder's) were read; releases
  /// the caches' pages when the budget is spent.
  func touched(_ fonts: some Sequence<OpaquePointer>) {
    let starts: Set<UInt>? = state.withLock { state in
      for font in fonts {
        let window = UInt(bitPattern: UnsafeRawPointer(font)) >> Self.windowShift
        if window != state.window {
          state.window = window
          state.windowsEntered += 1
        }
      }
      guard state.windowsEntered >= windowBudget else { return nil }
      state.windowsEntered = 0
      state.releases += 1
      return state.starts
    }
    if let starts { FontCacheMappings.release(startingAt: starts, cacheFolders: cacheFolders) }
  }

  /// Lets the held caches' pages go now.
  package func release() {
    let starts = state.withLock { state in
      state.windowsEntered = 0
      state.releases += 1
      return state.starts
    }
    FontCacheMappings.release(startingAt: starts, cacheFolders: cacheFolders)
  }

  /// The held caches' mappings, as `release` finds them in /proc/self/maps (for tests and
  /// measurements).
  package var mappings: [FontCacheMappings.Mapping]? {
    FontCacheMappings.find(startingAt: state.withLock { $0.starts }, cacheFolders: cacheFolders)
  }

  /// How many releases were made so far.
  package var releases: Int { state.withLock { $0.releases } }
}
