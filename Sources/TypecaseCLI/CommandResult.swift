import TypecaseUI

/// What running a command line comes to.
public enum CommandResult: Sendable, Equatable {
  /// The command ran; exit with this status (0 success, 1 failure, 2 usage error).
  case exit(Int32)
  /// The command line asks for the window.
  case openWindow(WindowOptions)
  /// The command draws text (Pango and cairo) or reads a face in full (HarfBuzz): run the
  /// same command line in `typecase-render`, which links them.
  case runInRenderer
}

/// How the window was asked to open.
public struct WindowOptions: Sendable, Equatable {
  /// The page path to open at, for example "families" or "family/DejaVu Sans".
  public var page: String = "families"
  /// A PNG file to draw the first complete frame into, then exit.
  public var screenshotPath: String?
  /// Whether to print the milliseconds to the first frame with rows, then exit.
  public var reportsStartup = false
  /// Whether `--page` was given (a second launch then opens it in the running window).
  public var isPageGiven = false
  /// The family list's filters to open with (`typecase --lang ja --monospace`).
  public var filters = FamilyFilters()
  /// The family list's search to open with (`typecase --search mono`), as `families` takes it.
  public var search: String?
  /// Why the font file given could not be opened (in the interface language, a line per
  /// detail), to say in the window (`--errors-in-window`); nil when none was refused.
  public var refusal: String?

  /// Creates options; the defaults open the family list.
  public init(
    page: String = "families", screenshotPath: String? = nil, reportsStartup: Bool = false,
    filters: FamilyFilters = FamilyFilters()
  ) {
    self.page = page
    self.screenshotPath = screenshotPath
    self.reportsStartup = reportsStartup
    self.filters = filters
  }
}
