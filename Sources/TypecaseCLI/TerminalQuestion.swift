import FoundationEssentials
import Glibc
import TypecaseCore

/// Asks the person at the terminal a yes-or-no question before a command changes something.
enum TerminalQuestion {
  /// Whether standard input is a terminal (someone can answer), as `rm -i` decides: with
  /// standard error sent to a file, the question goes to standard output instead.
  static var canAsk: Bool { isatty(STDIN_FILENO) == 1 }

  /// Writes `question` at once to standard error (standard output when only that is a
  /// terminal) and reads a line from standard input: true for "y" or "yes" (any case), false
  /// for anything else or the end of input.
  static func ask(_ question: String) -> Bool {
    let bytes = Array(question.utf8)
    let stream = isatty(STDERR_FILENO) == 0 && isatty(STDOUT_FILENO) == 1 ? STDOUT_FILENO : STDERR_FILENO
    _ = bytes.withUnsafeBytes { DescriptorWriting.all($0, to: stream) }
    guard let answer = readLine() else { return false }
    let word = answer.trimmingSpaces().lowercased()
    return word == "y" || word == "yes"
  }
}
