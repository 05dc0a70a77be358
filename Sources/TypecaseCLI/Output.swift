import FoundationEssentials
import TypecaseCore

/// Where a command writes: standard output for results, standard error for messages.
///
/// Collected in memory so a command can be run and checked in-process; `typecase` flushes it.
public struct Output: Sendable {
  /// What goes to standard output.
  public var standard = ""
  /// What goes to standard error.
  public var errors = ""
  /// Whether standard output may carry colour (a terminal, and NO_COLOR empty or not set).
  public var usesColor: Bool

  /// Where standard output goes as it is made, in chunks (nil: it is collected until the
  /// end): a long listing is written while it is produced instead of held in memory.
  public var stream: (@Sendable (String) -> Void)?

  /// Where UTF-8 text written with `write(utf8:)` goes as it is made, when `stream` is set
  /// too: a snapshot's tens of megabytes are not made into strings.
  public var byteStream: (@Sendable (UnsafeBufferPointer<UInt8>) -> Void)?

  /// The language messages are written in (the interface language the settings ask for).
  public var localizer = Localizer.english
  /// The exit status when the output cannot be written: 1, or 2 for a command whose 1 already
  /// says something (`diff`: the snapshots differ).
  public var writeFailureStatus: Int32 = 1

  /// The width of the terminal standard output goes to (or COLUMNS), which help text is made
  /// to fit; nil: not a terminal, the help as written.
  public var columns: Int?
  /// Whether the command run reads the settings file beyond the interface language, and so
  /// should say what is wrong in it (see `reportSettingsProblems`).
  public var reportsSettingsProblems = false

  /// Creates an empty output.
  public init(usesColor: Bool = false) { self.usesColor = usesColor }

  /// Appends `text` to standard output (no newline), handing a full chunk to `stream`.
  mutating func write(_ text: String) {
    standard += text
    if let stream, standard.utf8.count >= 1 << 16 {
      stream(standard)
      standard = ""
    }
  }

  /// Appends UTF-8 text to standard output, as `write(_:)` does.
  mutating func write(utf8 text: UnsafeBufferPointer<UInt8>) {
    guard let stream, let byteStream else { return write(String(decoding: text, as: UTF8.self)) }
    if !standard.isEmpty {
      stream(standard)
      standard = ""
    }
    byteStream(text)
  }

  /// Decides colour the way Unix tools do: only on a terminal, never when NO_COLOR is set to
  /// anything but the empty string (no-color.org) or TERM is "dumb".
  public static func colorAllowed(environment: [String: String], isTerminal: Bool) -> Bool {
    isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
  }

  /// Appends a line to standard output.
  public mutating func line(_ text: String) { write(text + "\n") }

  /// Appends `message`, in the output's language, as a line to standard output.
  public mutating func line(_ message: Message) { line(localizer(message)) }

  /// Appends help text, in the output's language, made to fit `columns` (see `HelpWrapping`).
  mutating func help(_ message: Message) {
    let text = localizer(message)
    line(columns.map { HelpWrapping.wrap(text, columns: $0) } ?? text)
  }

  /// The columns help text is to fit: COLUMNS when it is a number, else the width of the
  /// terminal standard output is (`terminalWidth`), else `writtenWidth`.
  public static func helpColumns(environment: [String: String], terminalWidth: Int?) -> Int? {
    if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
    return terminalWidth ?? writtenWidth
  }

  /// The width the English help is written within, which help piped to a file or a pager is
  /// made to fit: Japanese and Korean help, whose translations break lines where their own
  /// sentences do, ran to 210 columns in `less`.
  static let writtenWidth = 100

  /// Appends a message line to standard error, prefixed with the program name.
  public mutating func error(_ text: String) { errors += "typecase: " + text + "\n" }

  /// Appends `message`, in the output's language, to standard error as `error(_:)` does.
  public mutating func error(_ message: Message) { error(localizer(message)) }

  /// Appends the settings file's `problems` (read at start) to standard error, when the command
  /// run reads the file (see `reportsSettingsProblems`), each unless the command said it
  /// already (`settings set` said each twice).
  public mutating func reportSettingsProblems(_ problems: [Message]) {
    guard reportsSettingsProblems else { return }
    for problem in problems {
      let line = "typecase: " + localizer(problem) + "\n"
      if !errors.contains(line) { errors += line }
    }
  }

  /// Appends `message`, in the output's language, to standard error as a line of its own
  /// (no program name: a remark following the output).
  mutating func note(_ message: Message) { errors += localizer(message) + "\n" }

  /// Text dimmed with ANSI SGR when colour is on.
  func dim(_ text: String) -> String { usesColor ? "\u{1B}[2m" + text + "\u{1B}[0m" : text }
}
