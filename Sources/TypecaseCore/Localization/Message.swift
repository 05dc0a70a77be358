/// Interface text not yet put into a language: an English template and its arguments.
///
/// Code that finds something to tell the user (a warning, an error) returns a message; the code
/// that shows it renders it with the localizer of its window or command, so no part of the
/// program depends on a process-wide language.
public struct Message: Sendable, Equatable, CustomStringConvertible {
  /// The English text, with `{name}` placeholders: the key of the translation tables.
  public let english: String
  /// What fills each placeholder: plain text, or another message put into the same language.
  public let arguments: [String: Argument]

  /// What fills a placeholder.
  public enum Argument: Sendable, Equatable {
    /// Text shown as it is (a path, a name, a number).
    case text(String)
    /// A message rendered in the same language as the one it is part of.
    indirect case message(Message)
  }

  /// Creates a message; prefer `tr(_:_:)`, which the translation check finds.
  public init(english: String, arguments: [String: Argument] = [:]) {
    self.english = english
    self.arguments = arguments
  }

  /// The message in `localizer`'s language.
  public func text(in localizer: Localizer) -> String {
    var filled: [String: String] = [:]
    for (name, argument) in arguments {
      switch argument {
      case .text(let text): filled[name] = text
      case .message(let message): filled[name] = message.text(in: localizer)
      }
    }
    return localizer.string(english, filled)
  }

  /// The message in English (for logs and debugging).
  public var description: String { text(in: Localizer.english) }
}

/// The message `english` with `{placeholders}` filled by `arguments` (shown as they are).
public func tr(_ english: String, _ arguments: [String: String] = [:]) -> Message {
  Message(english: english, arguments: arguments.mapValues { .text($0) })
}

/// The message `english` whose placeholders hold other messages (and text, as `.text`).
public func tr(_ english: String, nesting arguments: [String: Message.Argument]) -> Message {
  Message(english: english, arguments: arguments)
}
