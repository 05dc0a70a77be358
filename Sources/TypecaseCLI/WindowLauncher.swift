import FoundationEssentials
import Glibc
import TypecaseCore

/// Starts the window program, `typecase-window`, in place of this process.
public enum WindowLauncher {
  /// The window program's name; it is installed beside `typecase`.
  public static let programName = "typecase-window"

  /// Whether a command line asks for the window: no command word, and neither help nor the
  /// version (the window program reports any other mistake in it).
  public static func isWindowRequest(_ arguments: [String]) -> Bool {
    if let first = arguments.first, !first.hasPrefix("-") { return false }
    return !arguments.contains { ["-h", "--help", "--version"].contains($0) || $0 == "--" }
  }

  /// Replaces this process with `typecase-window ARGUMENTS`; on failure says why and exits 1.
  public static func replaceProcess(arguments: [String]) -> Never {
    setenv(sliceVariable, sliceSetting, 0)
    ProgramHandover.replaceProcess(with: programName, arguments: arguments)
  }

  /// GLib's allocator setting the window starts with, unless the environment has one: GLib
  /// 2.74's slice allocator keeps what a popped page's list items freed for itself, where
  /// malloc gives it back (bench/memory.sh: 4–5 MB less after 150 families, the same number of
  /// instructions to the first frame).
  ///
  /// GLib reads it as it loads, before the window's code runs, so the launcher sets it.
  static let sliceVariable = "G_SLICE"
  static let sliceSetting = "always-malloc"

  /// Where the window program is: beside this program's real file (links resolved).
  static var programPath: String { ProgramHandover.path(of: programName) }
}
