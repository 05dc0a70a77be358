import FoundationEssentials
import Glibc

/// Asks the person at the terminal a yes-or-no question before a command changes something.
enum TerminalQuestion {
  /// Whether standard input and standard error are a terminal (someone can answer).
  static var canAsk: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDERR_FILENO) == 1 }

  /// Writes `question` to standard error at once and reads a line from standard input: true
  /// for "y" or "yes" (any case), false for anything else or the end of input.
  static func ask(_ question: String) -> Bool {
    let bytes = Array(question.utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    guard let answer = readLine() else { return false }
    let word = answer.trimmingSpaces().lowercased()
    return word == "y" || word == "yes"
  }
}
