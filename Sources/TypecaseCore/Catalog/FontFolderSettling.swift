import Glibc

/// Holds back reading a font folder while a font is still being written into it, and finds the
/// folders read too early.
///
/// A copy writes its file in pieces (Files, a slow disk, a download): read as soon as the
/// folder changed, the half-written file was scanned, and fontconfig's cache of the folder
/// listed it under its file's name ("Big CJK font") for every program, for as long as the
/// folder did not change again. A folder is read once its files have been left alone for
/// `quiet`; one whose files change after it was read (a copy that stalled longer) is scanned
/// again.
///
/// Change times (ctime), not modification times: a copy that keeps the source's date (`cp -p`,
/// an archive unpacked) writes a file dated in the past.
public final class FontFolderSettling {
  /// How long a changed folder's files are left alone before it is read, in nanoseconds.
  public static let quiet: Int64 = 1_000_000_000
  /// How long after a read a folder's files are watched for changes that came after it.
  public static let watched: Int64 = 30_000_000_000

  /// The latest change time of the files in a folder (nanoseconds), nil when none.
  private let latestChange: (String) -> Int64?
  /// The clock change times are on (nanoseconds).
  private let now: () -> Int64
  /// The folders read within `watched`, with when.
  private var reads: [String: Int64] = [:]

  /// Creates a settling that reads folders' change times with `latestChange` against `now`.
  public init(
    latestChange: @escaping (String) -> Int64? = FontFolderSettling.latestChange(in:),
    now: @escaping () -> Int64 = FontFolderSettling.now
  ) {
    self.latestChange = latestChange
    self.now = now
  }

  /// How long a folder whose files keep changing is held back at most (a file there written
  /// to for good would have kept every font change out of the window), in nanoseconds.
  public static let longestHold: Int64 = 10_000_000_000

  /// Since when the folders changed have been held back, while they are.
  private var heldSince: Int64?

  /// Whether the folders `changed` may be read: none of their files changed within `quiet`,
  /// or they have been held back `longestHold` already.
  public func isSettled(_ changed: [String]) -> Bool {
    let now = now()
    if changed.allSatisfy({ folder in latestChange(folder).map { now - $0 >= Self.quiet } ?? true }) {
      heldSince = nil
      return true
    }
    let since = heldSince ?? now
    heldSince = since
    guard now - since >= Self.longestHold else { return false }
    heldSince = nil
    return true
  }

  /// Notes that `folders` are being read now.
  public func noteRead(_ folders: [String]) {
    let now = now()
    for folder in folders { reads[folder] = now }
  }

  /// The folders whose files changed after they were read (their caches list the files as
  /// they were then), once settled; each is given once.
  ///
  /// A folder is watched while its files keep changing after the read, and for `watched` after
  /// it when they do not: a download of 45 s, read when held back `longestHold`, ended after a
  /// watch counted from the read, and kept its file's name for good.
  public func foldersReadTooEarly() -> [String] {
    let now = now()
    var early: [String] = []
    for (folder, read) in reads {
      let changed = latestChange(folder) ?? read
      if changed > read {
        guard now - changed >= Self.quiet else { continue }
        early.append(folder)
        reads[folder] = nil
      } else if now - read >= Self.watched {
        reads[folder] = nil
      }
    }
    return early.sorted()
  }

  /// The latest change time (nanoseconds) of the entries in `folder` and its subfolders (a
  /// font unpacked into a new one), looking at no more than 5,000; nil when there are none.
  public static func latestChange(in folder: String) -> Int64? {
    var latest: Int64?
    var pending = [folder]
    var looked = 0
    while let next = pending.popLast(), looked < 5_000 {
      for name in FolderEntries.names(in: next).prefix(5_000 - looked) {
        looked += 1
        let path = next + "/" + name
        var status = stat()
        guard lstat(path, &status) == 0 else { continue }
        let changed = Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec)
        latest = max(latest ?? changed, changed)
        if (status.st_mode & S_IFMT) == S_IFDIR { pending.append(path) }
      }
    }
    return latest
  }

  /// Now, on the clock files' change times are on (nanoseconds).
  public static func now() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }
}
