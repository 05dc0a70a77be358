import FoundationEssentials
import Glibc
import TypecaseCore

/// Hands the command line to one of Typecase's other programs, installed beside `typecase`:
/// the window (`typecase-window`, which links GTK) or the text drawer (`typecase-render`,
/// which links Pango and cairo).
///
/// `typecase` itself loads neither, so plain commands start fast.
public enum ProgramHandover {
  /// The program that runs the commands drawing text.
  public static let rendererName = "typecase-render"

  /// Where `programName` is: beside this program's real file (links resolved, so a link to
  /// `typecase` in bin/ finds the programs installed beside the real one).
  static func path(of programName: String) -> String {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return executable.deletingLastPathComponent().appendingPathComponent(programName).path
  }

  /// Replaces this process with `PROGRAM ARGUMENTS`, in `environment` (nil: this process's);
  /// on failure says why and exits with `failureStatus` (2 for the commands whose 1 is an
  /// answer: "characters missing").
  public static func replaceProcess(
    with programName: String, arguments: [String], environment: [String: String]? = nil, failureStatus: Int32 = 1
  ) -> Never {
    let program = path(of: programName)
    var argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) }
    argv.append(nil)
    if let environment {
      var variables: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0.key + "=" + $0.value) }
      variables.append(nil)
      execve(program, argv, variables)
    } else {
      execv(program, argv)
    }
    let reason = SystemError.last.reason
    var output = Output()
    output.error(tr("cannot start {path}: {reason}", ["path": program, "reason": reason]))
    exit(StandardStreams.flush(output, status: failureStatus))
  }
}
