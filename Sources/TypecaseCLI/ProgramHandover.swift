import FoundationEssentials
import Glibc
import TypecaseCore

/// Hands the command line to one of Typecase's other programs, installed beside `typecase`:
/// the window (`typecase-window`, which links GTK) or the text drawer (`typecase-render`,
/// which links Pango and cairo). `typecase` itself loads neither, so plain commands start fast.
public enum ProgramHandover {
  /// The program that runs the commands drawing text.
  public static let rendererName = "typecase-render"

  /// Replaces this process with `PROGRAM ARGUMENTS`; on failure says why and exits 1.
  public static func replaceProcess(with programName: String, arguments: [String]) -> Never {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let program = executable.deletingLastPathComponent().appendingPathComponent(programName).path
    var argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) }
    argv.append(nil)
    execv(program, argv)
    let reason = String(cString: strerror(errno))
    var output = Output()
    output.error(tr("cannot start {path}: {reason}", ["path": program, "reason": reason]))
    exit(StandardStreams.flush(output, status: 1))
  }
}
