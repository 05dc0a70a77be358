/// Interface text not yet put into a language: an English template and its arguments.
///
/// Code that finds something to tell the user (a warning, an error) returns a message; the code
/// that shows it renders it with the localizer of its window or command, so no part of the
/// program depends on a process-wide language.
public struct Message: Sendable, Equatable, CustomStringConvertible {
  /// The English text, with `{name}` placeholders: the msgid of the translation catalogs (the
  /// singular of a plural message; the whole text of a message translated by paragraphs).
  public let english: String
  /// How the English text is looked up: as one sentence, with a plural, or by paragraphs.
  public let form: Form
  /// What fills each placeholder: plain text, or another message put into the same language.
  public let arguments: [String: Argument]

  /// How a message's English text is looked up in a catalog.
  public enum Form: Sendable, Equatable {
    /// One msgid.
    case sentence
    /// A msgid with its English plural (msgid_plural), the form chosen by `count` (ngettext).
    case plural(String, count: Int)
    /// Each paragraph (text between blank lines) is its own msgid; the translations are joined
    /// with blank lines again.
    case paragraphs
  }

  /// What fills a placeholder.
  public enum Argument: Sendable, Equatable {
    /// Text shown as it is (a path, a name, a number).
    case text(String)
    /// A message rendered in the same language as the one it is part of.
    indirect case message(Message)
  }

  /// Creates a message; prefer `tr(_:_:)`, `trn(_:_:_:_:)` or `trParagraphs(_:_:)`, which
  /// `scripts/update-po` finds.
  public init(english: String, form: Form = .sentence, arguments: [String: Argument] = [:]) {
    self.english = english
    self.form = form
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
    switch form {
    case .sentence: return localizer.string(english, filled)
    case .plural(let plural, let count): return localizer.plural(english, plural, count: count, filled)
    case .paragraphs: return localizer.paragraphs(english, filled)
    }
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

/// The message `singular` or `plural`, as `count` asks in the language shown (ngettext);
/// `{count}` is filled with `count` unless `arguments` fill it.
public func trn(_ singular: String, _ plural: String, _ count: Int, _ arguments: [String: String] = [:]) -> Message {
  var filled = arguments.mapValues { Message.Argument.text($0) }
  if filled["count"] == nil { filled["count"] = .text(Localizer.number(count)) }
  return Message(english: singular, form: .plural(plural, count: count), arguments: filled)
}

/// A long text (a command's help) translated paragraph by paragraph, so that editing one
/// paragraph leaves the translations of the others in place.
public func trParagraphs(_ english: String, _ arguments: [String: String] = [:]) -> Message {
  Message(english: english, form: .paragraphs, arguments: arguments.mapValues { .text($0) })
}

/// A long text translated paragraph by paragraph, whose placeholders hold other messages.
public func trParagraphs(_ english: String, nesting arguments: [String: Message.Argument]) -> Message {
  Message(english: english, form: .paragraphs, arguments: arguments)
}

/// `english` as it is, marked for `scripts/update-po` (gettext's `N_`): text kept in English in
/// data (a settings title) and translated where it is shown.
public func translatable(_ english: String) -> String { english }
